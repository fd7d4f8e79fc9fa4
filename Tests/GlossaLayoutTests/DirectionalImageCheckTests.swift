@testable import GlossaLayout
@testable import GlossaCheck
import GlossaText
import XCTest

/// unmirrored-image: a picture that points somewhere, drawn unflipped where the layout mirrors.
final class DirectionalImageCheckTests: XCTestCase {
    private func icon(_ id: String, _ asset: String) -> ViewNode {
        node(.image, id) { $0.asset = asset; $0.width = SizeSpec(exact: 24); $0.height = SizeSpec(exact: 24) }
    }

    private func toolbar(semantic: SemanticAttribute = .unspecified) -> ViewNode {
        node(.vstack, "root", [
            node(.hstack, "toolbar", [icon("back", "arrow-back"), icon("reply", "icReplyAll"), icon("up", "arrow.up"),
                                      icon("bag", "backpack"), icon("send", "paperplane_fill")]) { $0.semantic = semantic },
        ])
    }

    private let fixed: Set<String> = ["arrow-back", "icReplyAll", "arrow.up", "backpack", "paperplane_fill"]

    func testDirectionalImagesWithoutLanguageDirectionAreReportedInRightToLeft() throws {
        let result = try layOut(toolbar(), direction: .rightToLeft)
        let found = Checker.unmirroredImages(result, fixedAssets: fixed)
        XCTAssertEqual(found.map(\.view), ["back", "reply", "send"])
        XCTAssertEqual(found.map(\.severity), [.warning, .warning, .warning])
        XCTAssertEqual(found[0].message, "'back' shows 'arrow-back' (a back arrow) unmirrored in a right-to-left view: its image set has no "
            + "language-direction; set Direction to Left to Right in the asset catalog so it flips")
    }

    func testSilentInLeftToRightWhenTheSetHasADirectionAndInPlaybackOrSpatialViews() throws {
        XCTAssertEqual(Checker.unmirroredImages(try layOut(toolbar(), direction: .leftToRight), fixedAssets: fixed).map(\.view), [])
        XCTAssertEqual(Checker.unmirroredImages(try layOut(toolbar(), direction: .rightToLeft), fixedAssets: []).map(\.view), [])
        for semantic in [SemanticAttribute.playback, .spatial, .forceLeftToRight] {
            for direction in bothDirections {
                let found = Checker.unmirroredImages(try layOut(toolbar(semantic: semantic), direction: direction), fixedAssets: fixed)
                XCTAssertEqual(found.map(\.view), [], "\(semantic) \(direction)")
            }
        }
    }

    func testWhichNamesMeanADirection() {
        let directional = ["arrow-back", "chevron.forward", "ic_chevron_right_24", "nextButton", "btn-previous", "reply", "undo", "redo",
                           "send", "arrow.up.right", "arrowshape.turn.up.left", "text.quote", "list.bullet", "bubble.left", "logout"]
        for name in directional { XCTAssertNotNil(DirectionalImageNames.meaning(of: name), name) }
        let fixed = ["backpack", "sender-avatar", "arrow.up", "chevron-down", "arrow.clockwise", "arrow.triangle.2.circlepath", "play-fill",
                     "trophy", "settings-wifi", "nextcloud-logo"]
        for name in fixed { XCTAssertNil(DirectionalImageNames.meaning(of: name), name) }
        XCTAssertEqual(DirectionalImageNames.words(in: "icChevronRight_24"), ["ic", "chevron", "right"])
        // ASCII names are split byte by byte, others by Unicode properties: the same rules.
        XCTAssertEqual(DirectionalImageNames.words(in: "arrowBackIOS"), ["arrow", "back", "ios"])
        XCTAssertEqual(DirectionalImageNames.words(in: "arrowBackÍOS"), ["arrow", "back", "íos"])
        XCTAssertEqual(DirectionalImageNames.words(in: "Flèche-Retour2x"), ["flèche", "retour", "x"])
        XCTAssertEqual(DirectionalImageNames.words(in: "Fleche-Retour2x"), ["fleche", "retour", "x"])
        XCTAssertEqual(DirectionalImageNames.words(in: "  "), [])
    }
}
