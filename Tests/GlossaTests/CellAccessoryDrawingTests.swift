import XCTest
@testable import Glossa
import GlossaRender
import GlossaText
@testable import GlossaLayout

/// A table cell's accessory as UIKit draws it: a chevron pointing to the trailing side (mirrored in right-to-left),
/// a checkmark and an info button, each at the trailing end of its view; none where the cell has none.
final class CellAccessoryDrawingTests: XCTestCase {
    /// The accessory view drawn alone on a white iPhone SE screen at 2x: the frame (10, 10, 60, 44).
    private func draw(_ type: String?, direction: TextDirection) throws -> Canvas {
        var node = ViewNode(kind: .view, id: "cell.accessory", location: SourceLocation(file: "t", line: 1, column: 1))
        node.accessory = type
        let view = LaidOutView(index: 0, id: "cell.accessory", name: "cell.accessory", kind: .view, node: node, parent: nil,
                               frame: TextRect(x: 10, y: 10, width: 60, height: 44), direction: direction, hidden: false)
        let result = LayoutResult(views: [view], issues: [], device: Device.named("iphone-se")!, direction: direction)
        return try ScreenPainter(scale: 2).draw(result)
    }

    /// The columns (in points from the frame's left edge) where some pixel of the frame is not white.
    private func inkedColumns(_ canvas: Canvas) -> [Int] {
        (0..<120).filter { x in (20..<108).contains { y in canvas.color(x: 20 + x, y: y) != .white } }.map { $0 / 2 }
    }

    func testAChevronAtTheTrailingEndPointingThereInBothDirections() throws {
        for direction in [TextDirection.leftToRight, .rightToLeft] {
            let canvas = try draw("disclosureIndicator", direction: direction)
            let columns = inkedColumns(canvas)
            let first = try XCTUnwrap(columns.first), last = try XCTUnwrap(columns.last)
            // 16 pt in from the trailing edge, 7.5 pt wide (and the 1-pt round ends).
            if direction == .leftToRight {
                XCTAssertEqual(Double(last), 60 - 16, accuracy: 1.5)
                XCTAssertEqual(Double(first), 60 - 16 - 7.5, accuracy: 1.5)
            } else {
                XCTAssertEqual(Double(first), 16, accuracy: 1.5)
                XCTAssertEqual(Double(last), 16 + 7.5, accuracy: 1.5)
            }
            // The tip (the middle row's ink) is on the trailing side, the open ends at the top on the leading side.
            let middle = (0..<120).filter { canvas.color(x: 20 + $0, y: 2 * 32) != .white }
            let top = (0..<120).filter { canvas.color(x: 20 + $0, y: 2 * (32 - 6)) != .white }
            let tip = try XCTUnwrap(middle.first), open = try XCTUnwrap(top.first)
            XCTAssertTrue(direction == .leftToRight ? tip > open : tip < open, "\(direction): tip \(tip), open \(open)")
            let ink = canvas.color(x: 20 + tip, y: 64)
            XCTAssertTrue(ink.red == ink.green && ink.blue >= ink.red && ink.red < 250, "a grey chevron: \(ink)")
        }
    }

    func testACheckmarkAndAnInfoButtonInTheTintColourAtTheTrailingEnd() throws {
        for type in ["checkmark", "detailButton", "detailDisclosureButton"] {
            for direction in [TextDirection.leftToRight, .rightToLeft] {
                let canvas = try draw(type, direction: direction)
                let columns = inkedColumns(canvas)
                let first = try XCTUnwrap(columns.first, type), last = try XCTUnwrap(columns.last)
                if direction == .leftToRight {
                    XCTAssertEqual(Double(last), 60 - 16, accuracy: 1.5, type)
                } else {
                    XCTAssertEqual(Double(first), 16, accuracy: 1.5, type)
                }
                let blue = (0..<120).contains { x in (20..<108).contains { y in
                    let pixel = canvas.color(x: 20 + x, y: y)
                    return pixel.blue > 200 && pixel.red < 100
                } }
                XCTAssertTrue(blue, "\(type) \(direction): drawn in the tint colour")
                XCTAssertLessThan(last - first, 45, type)
            }
        }
    }

    func testNoAccessoryDrawsNothing() throws {
        for type in [nil, "none"] as [String?] {
            XCTAssertEqual(inkedColumns(try draw(type, direction: .leftToRight)), [], "\(type ?? "nil")")
        }
    }
}
