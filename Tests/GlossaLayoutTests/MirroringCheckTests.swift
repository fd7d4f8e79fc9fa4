@testable import GlossaLayout
import GlossaCheck
import GlossaText
import XCTest

/// not-mirrored: a right-to-left screen against the same screen, same strings, laid out left-to-right.
final class MirroringCheckTests: XCTestCase {
    private func findings(_ root: ViewNode) throws -> [Finding] {
        let rtl = try layOut(root, direction: .rightToLeft, locale: "ar")
        let ltr = try layOut(root, direction: .leftToRight, locale: "ar")
        // A left-to-right result is never judged against anything.
        XCTAssertTrue(Checker.notMirrored(ltr, mirror: ltr).isEmpty)
        return Checker.notMirrored(rtl, mirror: ltr)
    }

    private func box(_ id: String, _ width: Double = 40) -> ViewNode {
        node(.view, id) { $0.width = SizeSpec(exact: width); $0.height = SizeSpec(exact: 40); $0.background = "#34C759" }
    }

    /// A card whose badge is pinned by `first` and whose label follows the badge's trailing edge.
    private func card(_ first: ConstraintSpec) -> ViewNode {
        node(.vstack, "root", [
            node(.view, "card", [box("badge"), text("label", "بطل الأسبوع")]) {
                $0.height = SizeSpec(exact: 72)
                $0.constraints = [
                    first,
                    constraint("badge.top == superview.top + 16", ("badge", .top), .equal, ("superview", .top), constant: 16),
                    constraint("label.leading == badge.trailing + 12", ("label", .leading), .equal, ("badge", .trailing), constant: 12),
                    constraint("label.centerY == superview.centerY", ("label", .centerY), .equal, ("superview", .centerY)),
                ]
            },
        ]) { $0.alignment = "fill" }
    }

    func testALeftConstraintIsNamedAndWhatFollowsItIsReported() throws {
        let found = try findings(card(constraint("badge.left == superview.left + 16", ("badge", .left), .equal, ("superview", .left), constant: 16)))
        XCTAssertEqual(found.map(\.view), ["badge", "label"])
        XCTAssertEqual(found.map(\.severity), [.error, .error])
        XCTAssertEqual(found[0].message, "'badge' is not mirrored: in right-to-left it is at x = 16, where mirroring the left-to-right "
            + "layout puts it at x = 337 (width 40); the constraint 'badge.left == superview.left + 16' (test.yaml:9:7) uses left/right, which do not flip")
        XCTAssertEqual(found[0].location?.description, "test.yaml:9:7")
        XCTAssertTrue(found[1].message.contains("it is placed against 'badge', which is not mirrored, by the constraint 'label.leading == badge.trailing + 12'"),
                      found[1].message)
    }

    func testLeadingConstraintsStacksAndSymmetricPaddingMirror() throws {
        XCTAssertEqual(try findings(card(constraint("badge.leading == superview.leading + 16", ("badge", .leading), .equal,
                                                    ("superview", .leading), constant: 16))).map(\.message), [])
        let row = node(.hstack, "row", [box("a"), box("b", 60), node(.spacer), text("t", "مرحبا")]) {
            $0.spacing = 8
            $0.padding = EdgeInsets(top: 0, bottom: 0, leading: 20, trailing: 4)
        }
        let symmetric = node(.vstack, "column", [box("c")]) { $0.padding = EdgeInsets(top: 0, bottom: 0, left: 30, right: 30); $0.alignment = "leading" }
        XCTAssertEqual(try findings(node(.vstack, "root", [row, symmetric]) { $0.alignment = "fill" }).map(\.message), [])
    }

    func testAsymmetricLeftPaddingIsNamed() throws {
        let column = node(.vstack, "column", [box("tile")]) { $0.padding = EdgeInsets(top: 0, bottom: 0, left: 40); $0.alignment = "leading" }
        let found = try findings(node(.vstack, "root", [column]) { $0.alignment = "fill" })
        XCTAssertEqual(found.map(\.view), ["tile"])
        XCTAssertTrue(found[0].message.hasSuffix("the padding of 'column' (left 40, right 0) does not flip"), found[0].message)
    }

    func testLeftAlignedTextInAMirroredFrameIsReported() throws {
        let label = text("caption", "مرحبا") { $0.text?.alignment = "left" }
        let found = try findings(node(.vstack, "root", [label]) { $0.alignment = "fill" })
        XCTAssertEqual(found.map(\.view), ["caption"])
        XCTAssertTrue(found[0].message.hasPrefix("the text of 'caption' is not mirrored: its frame is"), found[0].message)
        XCTAssertTrue(found[0].message.hasSuffix("its text alignment 'left' does not flip (use leading or natural)"), found[0].message)
        let centred = text("caption", "مرحبا") { $0.text?.alignment = "center" }
        XCTAssertEqual(try findings(node(.vstack, "root", [centred]) { $0.alignment = "fill" }).map(\.message), [])
    }

    func testInsidePlaybackAndSpatialViewsNothingIsExpectedToMirror() throws {
        for semantic in [SemanticAttribute.playback, .spatial, .forceLeftToRight] {
            let controls = node(.view, "controls", [box("rewind")]) {
                $0.semantic = semantic
                $0.height = SizeSpec(exact: 60)
                $0.constraints = [constraint("rewind.left == superview.left + 10", ("rewind", .left), .equal, ("superview", .left), constant: 10),
                                  constraint("rewind.top == superview.top", ("rewind", .top), .equal, ("superview", .top))]
            }
            XCTAssertEqual(try findings(node(.vstack, "root", [controls]) { $0.alignment = "fill" }).map(\.message), [], "\(semantic)")
        }
    }
}
