import XCTest
@testable import Glossa
import GlossaCheck
import GlossaText
@testable import GlossaLayout

/// A translator's outline marks what a reader sees of a view: its frame as its clipping ancestors cut it.
final class ContextClipTests: XCTestCase {
    func testAnOutlineIsCutByTheViewsThatClipItsAncestors() {
        let place = SourceLocation(file: "t", line: 1, column: 1)
        var box = ViewNode(kind: .view, id: "box", location: place)
        box.clips = true
        let open = ViewNode(kind: .view, id: "open", location: place)
        let label = ViewNode(kind: .text, id: "label", location: place)
        for direction in [TextDirection.leftToRight, .rightToLeft] {
            let views = [
                LaidOutView(index: 0, id: "box", name: "box", kind: .view, node: box, parent: nil,
                            frame: TextRect(x: 20, y: 100, width: 200, height: 40), direction: direction, hidden: false),
                LaidOutView(index: 1, id: "open", name: "open", kind: .view, node: open, parent: 0,
                            frame: TextRect(x: 0, y: 90, width: 400, height: 100), direction: direction, hidden: false),
                LaidOutView(index: 2, id: "label", name: "label", kind: .text, node: label, parent: 1,
                            frame: TextRect(x: 150, y: 120, width: 120, height: 40), direction: direction, hidden: false),
                LaidOutView(index: 3, id: "gone", name: "gone", kind: .text, node: label, parent: 1,
                            frame: TextRect(x: 300, y: 120, width: 50, height: 20), direction: direction, hidden: false),
            ]
            let shown = Checker.shownFrames(views)
            XCTAssertEqual(shown[2], TextRect(x: 150, y: 120, width: 70, height: 20))
            let gone = shown[3]
            XCTAssertTrue(gone.width == 0 || gone.height == 0, "wholly cut away: \(gone)")
            XCTAssertNil(Simulator.visiblePart(of: gone, on: Device.named("iphone-se")!))
        }
    }
}
