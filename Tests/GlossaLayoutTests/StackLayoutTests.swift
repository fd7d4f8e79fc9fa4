@testable import GlossaLayout
import GlossaText
import XCTest

/// Stacks, spacers, padding and direction, each laid out left to right and right to left.
final class StackLayoutTests: XCTestCase {
    private func quizScreen() -> ViewNode {
        node(.vstack, "root", [
            text("title", "Guess the flag", lines: 1),
            node(.image, "flag") { $0.width = SizeSpec(exact: 240); $0.height = SizeSpec(exact: 160) },
            node(.hstack, "controls", [
                node(.button, "back") { $0.asset = "arrow-back" },
                node(.spacer),
                node(.button, "reveal") { $0.text = TextContent(verbatim: "Reveal") },
                node(.spacer),
                node(.button, "next") { $0.asset = "arrow-forward" },
            ]),
        ]) {
            $0.spacing = 16
            $0.alignment = "leading"
            $0.padding = EdgeInsets(top: 20, leading: 16, trailing: 16)
        }
    }

    func testVerticalStackPlacesChildrenBelowEachOtherFromTheSafeArea() throws {
        for direction in bothDirections {
            let result = try layOut(quizScreen(), direction: direction)
            let title = result.frame("title"), flag = result.frame("flag"), controls = result.frame("controls")
            XCTAssertEqual(title.y, 59 + 20, accuracy: 0.01, "\(direction)")
            XCTAssertEqual(flag.y, title.maxY + 16, accuracy: 0.01)
            XCTAssertEqual(controls.y, flag.maxY + 16, accuracy: 0.01)
            assertFrame(flag, width: 240, height: 160)
            // Leading alignment: 16 from the left in LTR, 16 from the right in RTL.
            let expectedX: Double = direction == .leftToRight ? 16 : 393 - 16 - 240
            XCTAssertEqual(flag.x, expectedX, accuracy: 0.01, "\(direction)")
        }
    }

    func testSpacersMakeTheHorizontalStackFillItsRoomAndShareIt() throws {
        for direction in bothDirections {
            let result = try layOut(quizScreen(), direction: direction)
            let controls = result.frame("controls")
            assertFrame(controls, x: 16, width: 393 - 32)
            let back = result.frame("back"), reveal = result.frame("reveal"), next = result.frame("next")
            // The reveal button sits in the middle: equal room on each side.
            XCTAssertEqual(reveal.midX, controls.midX, accuracy: 0.01, "\(direction)")
            if direction == .leftToRight {
                XCTAssertEqual(back.x, controls.x, accuracy: 0.01)
                XCTAssertEqual(next.maxX, controls.maxX, accuracy: 0.01)
            } else {
                // Ordered from the leading (right) edge: back is rightmost.
                XCTAssertEqual(back.maxX, controls.maxX, accuracy: 0.01)
                XCTAssertEqual(next.x, controls.x, accuracy: 0.01)
            }
        }
    }

    func testMirrorInvariantUnderUnspecifiedSemantics() throws {
        let ltr = try layOut(quizScreen(), direction: .leftToRight)
        let rtl = try layOut(quizScreen(), direction: .rightToLeft, locale: "en")
        for id in ["title", "flag", "controls", "back", "reveal", "next"] {
            let a = ltr.frame(id), b = rtl.frame(id)
            XCTAssertEqual(b.x, 393 - a.x - a.width, accuracy: 0.01, "\(id) did not mirror")
            XCTAssertEqual(b.y, a.y, accuracy: 0.01)
            XCTAssertEqual(b.width, a.width, accuracy: 0.01)
        }
    }

    func testPlaybackStackKeepsItsOrderButIsPlacedByItsParent() throws {
        let screen = node(.vstack, "root", [
            node(.hstack, "player", [
                node(.button, "rewind") { $0.asset = "backward" },
                node(.button, "play") { $0.asset = "play" },
                node(.button, "forward") { $0.asset = "forward" },
            ]) { $0.semantic = .playback; $0.spacing = 10 },
        ]) { $0.alignment = "leading"; $0.padding = EdgeInsets(leading: 20) }
        let ltr = try layOut(screen, direction: .leftToRight)
        let rtl = try layOut(screen, direction: .rightToLeft)
        for result in [ltr, rtl] {
            XCTAssertLessThan(result.frame("rewind").x, result.frame("play").x)
            XCTAssertLessThan(result.frame("play").x, result.frame("forward").x)
        }
        let player = ltr.frame("player"), mirroredPlayer = rtl.frame("player")
        XCTAssertEqual(player.x, 20, accuracy: 0.01)
        XCTAssertEqual(mirroredPlayer.maxX, 393 - 20, accuracy: 0.01, "the playback stack itself moves to the leading side")
        // Children keep their left-to-right offsets inside it.
        for id in ["rewind", "play", "forward"] {
            XCTAssertEqual(ltr.frame(id).x - player.x, rtl.frame(id).x - mirroredPlayer.x, accuracy: 0.01)
        }
    }

    func testMultilineTextGrowsTallerAtItsSolvedWidth() throws {
        let long = "This is a long explanation that certainly needs several lines on a phone screen to be read in full."
        for direction in bothDirections {
            let screen = node(.vstack, "root", [text("body", long), text("after", "After")]) {
                $0.alignment = "fill"; $0.padding = EdgeInsets(leading: 16, trailing: 16)
            }
            let result = try layOut(screen, direction: direction, locale: "en")
            let body = try XCTUnwrap(result.view(named: "body"))
            XCTAssertEqual(body.frame.width, 361, accuracy: 0.01)
            XCTAssertGreaterThan(body.paragraph!.lines.count, 1)
            XCTAssertEqual(body.frame.height, body.paragraph!.height, accuracy: 0.01)
            XCTAssertEqual(result.frame("after").y, body.frame.maxY + 8, accuracy: 0.01)
            XCTAssertFalse(body.paragraph!.truncated)
        }
    }

    func testSingleLineTextTruncatesWhenTooLong() throws {
        let screen = node(.vstack, "root", [text("title", "A title far too long to fit on a single line of an iPhone SE screen", lines: 1)]) {
            $0.padding = EdgeInsets(leading: 16, trailing: 16)
        }
        let result = try layOut(screen, direction: .leftToRight, device: "iphone-se")
        let title = try XCTUnwrap(result.view(named: "title"))
        XCTAssertEqual(title.frame.width, 375 - 32, accuracy: 0.01)
        XCTAssertTrue(title.paragraph!.truncated)
        XCTAssertGreaterThan(title.needed!.width, title.frame.width)
    }

    func testWidthVariantFollowsTheRoomTheViewGets() throws {
        let variants: [Double: String] = [8: "Saved", 20: "Saved to your library", 60: "Saved to your library, available on all your devices"]
        let screen = node(.vstack, "root", [node(.text, "status") { $0.text = TextContent(key: "status"); $0.text?.lines = 1 }]) {
            $0.padding = EdgeInsets(leading: 16, trailing: 16)
        }
        for direction in bothDirections {
            let phone = try layOut(screen, direction: direction, widthVariants: variants).view(named: "status")!
            XCTAssertEqual(phone.paragraph?.text, "Saved to your library", "iPhone: 361 pt is about 25 Ms")
            XCTAssertFalse(phone.paragraph!.truncated)
            let watch = try layOut(screen, direction: direction, device: "watch-45", widthVariants: variants).view(named: "status")!
            XCTAssertEqual(watch.paragraph?.text, "Saved", "watch: 166 pt is about 11 Ms")
            let tablet = try layOut(screen, direction: direction, device: "ipad", widthVariants: variants).view(named: "status")!
            XCTAssertEqual(tablet.paragraph?.text, "Saved to your library, available on all your devices")
        }
    }

    func testDynamicTypeMakesTextTaller() throws {
        let screen = node(.vstack, "root", [text("body", "Settings")])
        let regular = try layOut(screen, direction: .leftToRight, contentSize: "l").frame("body")
        let huge = try layOut(screen, direction: .leftToRight, contentSize: "ax5").frame("body")
        XCTAssertGreaterThan(huge.height, regular.height * 2.5)
    }
}
