@testable import GlossaLayout
import GlossaText
import XCTest

/// Labels in the system font are as tall as UIKit makes them, and their baselines are San Francisco's.
final class SystemFontLayoutTests: XCTestCase {
    private let ascender = 1950.0 / 2048, descender = 494.0 / 2048

    private func label(_ id: String, _ string: String, size: Double, lines: Int = 1, fontName: String? = nil) -> ViewNode {
        text(id, string, lines: lines) {
            $0.text?.size = size
            $0.text?.fontName = fontName
        }
    }

    func testLabelsAreUIKitsLineHeightInBothDirections() throws {
        for direction in bothDirections {
            let screen = node(.vstack, "root", [
                label("fifteen", "Fifteen", size: 15), label("body", "Body", size: 17), label("twenty", "Twenty", size: 20),
                label("named", "Named", size: 17, fontName: "Avenir-Medium"), label("two", "Two\nlines", size: 17, lines: 0),
                node(.spacer, "rest"),
            ]) { $0.spacing = 0; $0.alignment = "leading" }
            let result = try layOut(screen, direction: direction)
            assertFrame(result.frame("fifteen"), height: 17.90)
            assertFrame(result.frame("body"), height: 20.29)
            assertFrame(result.frame("twenty"), height: 23.86)
            assertFrame(result.frame("named"), height: 23.15)  // a named font keeps the drawing face's metrics
            assertFrame(result.frame("two"), height: 2 * 20.287)
        }
    }

    func testBaselinesAreSanFranciscosAscender() throws {
        for direction in bothDirections {
            // Row: a 13 pt and a 34 pt label aligned on their first baselines; below it, a label whose first
            // baseline is 20 pt below the last baseline of a two-line label.
            let screen = node(.vstack, "root", [
                node(.hstack, "row", [label("small", "Small", size: 13), label("large", "Large", size: 34)]) {
                    $0.alignment = "firstBaseline"
                    $0.spacing = 8
                },
                node(.view, "pair", [label("lines", "One\nTwo", size: 17, lines: 0), label("after", "After", size: 17)]) {
                    $0.height = SizeSpec(exact: 120)
                    $0.constraints = [
                        constraint("lines.top == superview.top", ("lines", .top), .equal, ("superview", .top)),
                        constraint("lines.leading == superview.leading", ("lines", .leading), .equal, ("superview", .leading)),
                        constraint("after.leading == superview.leading", ("after", .leading), .equal, ("superview", .leading)),
                        constraint("after.firstBaseline == lines.lastBaseline + 20", ("after", .firstBaseline), .equal,
                                   ("lines", .lastBaseline), constant: 20),
                    ]
                },
                node(.spacer, "rest"),
            ]) { $0.spacing = 0; $0.alignment = "leading" }
            let result = try layOut(screen, direction: direction)
            let small = result.frame("small"), large = result.frame("large")
            XCTAssertEqual(small.y + 13 * ascender, large.y + 34 * ascender, accuracy: 0.01, "\(direction)")
            XCTAssertEqual(small.y - large.y, 21 * ascender, accuracy: 0.01, "the smaller label sits lower by the difference of ascenders")
            let lines = result.frame("lines"), after = result.frame("after")
            let lastBaseline = lines.y + (ascender + descender) * 17 + ascender * 17
            XCTAssertEqual(after.y + ascender * 17, lastBaseline + 20, accuracy: 0.01, "\(direction)")
        }
    }
}
