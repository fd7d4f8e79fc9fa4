import XCTest
@testable import Glossa
import GlossaRender
import GlossaText
@testable import GlossaLayout

/// The lines UITableView draws: a separator 16 pt in from the leading edge, or at the text of a row whose built-in
/// image stands before it; a grouped section's hairlines along its top and bottom. In both directions.
final class TableLinesDrawingTests: XCTestCase {
    private let place = SourceLocation(file: "t", line: 1, column: 1)

    /// A 300 × 88 pt list at (10, 100) on an iPhone SE at 2x, of two 44-pt rows; the first row's text at `textX`
    /// (from the list's leading edge) when its separator starts there.
    private func draw(direction: TextDirection, textX: Double?, hairlines: Bool) throws -> Canvas {
        var list = ViewNode(kind: .list, id: "list", location: place)
        list.sectionHairlines = hairlines
        var row = ViewNode(kind: .view, id: "row-1", location: place)
        row.separatorStartsAt = textX.map { _ in "row-1.text" }
        let other = ViewNode(kind: .view, id: "row-2", location: place)
        let label = ViewNode(kind: .view, id: "row-1.text", location: place)
        let rtl = direction == .rightToLeft
        let textFrame = TextRect(x: rtl ? 10 + 300 - (textX ?? 0) - 100 : 10 + (textX ?? 0), y: 110, width: 100, height: 20)
        let views = [
            LaidOutView(index: 0, id: "list", name: "list", kind: .list, node: list, parent: nil,
                        frame: TextRect(x: 10, y: 100, width: 300, height: 88), direction: direction, hidden: false),
            LaidOutView(index: 1, id: "row-1", name: "row-1", kind: .view, node: row, parent: 0,
                        frame: TextRect(x: 10, y: 100, width: 300, height: 44), direction: direction, hidden: false),
            LaidOutView(index: 2, id: "row-1.text", name: "row-1.text", kind: .view, node: label, parent: 1,
                        frame: textFrame, direction: direction, hidden: false),
            LaidOutView(index: 3, id: "row-2", name: "row-2", kind: .view, node: other, parent: 0,
                        frame: TextRect(x: 10, y: 144, width: 300, height: 44), direction: direction, hidden: false),
        ]
        return try ScreenPainter(scale: 2).draw(LayoutResult(views: views, issues: [], device: Device.named("iphone-se")!, direction: direction))
    }

    /// The points from the list's left edge where the pixel row at `y` (points) is inked.
    private func inked(_ canvas: Canvas, y: Double) -> [Double] {
        (0..<600).filter { canvas.color(x: 20 + $0, y: Int(y * 2)) != .white }.map { Double($0) / 2 }
    }

    func testASeparatorStartsAtTheTextOfARowWithAnImageElse16PointsIn() throws {
        for direction in [TextDirection.leftToRight, .rightToLeft] {
            let rtl = direction == .rightToLeft
            for (textX, inset) in [(nil, 16.0), (Optional(58.0), 58.0)] {
                let line = inked(try draw(direction: direction, textX: textX, hairlines: false), y: 143.5)
                let first = try XCTUnwrap(line.first, "\(direction)"), last = try XCTUnwrap(line.last)
                XCTAssertEqual(rtl ? 300 - last - 0.5 : first, inset, accuracy: 0.5, "\(direction) \(inset)")
                XCTAssertEqual(rtl ? first : 300 - last - 0.5, 0, accuracy: 0.5, "the line runs to the trailing edge")
            }
            // No line above the first row nor below the last of a plain list.
            XCTAssertEqual(inked(try draw(direction: direction, textX: nil, hairlines: false), y: 100), [])
            XCTAssertEqual(inked(try draw(direction: direction, textX: nil, hairlines: false), y: 187.5), [])
        }
    }

    func testAGroupedSectionHasHairlinesAcrossItsTopAndBottom() throws {
        for direction in [TextDirection.leftToRight, .rightToLeft] {
            let canvas = try draw(direction: direction, textX: nil, hairlines: true)
            for y in [100.0, 187.5] {
                let line = inked(canvas, y: y)
                XCTAssertEqual(line.first, 0, "\(direction) at \(y)")
                XCTAssertEqual(line.last, 299.5, "\(direction) at \(y)")
            }
        }
    }
}
