import XCTest
@testable import GlossaRender

/// Scaling a screenshot down to Weblate's 2000 pixels a side: sizes, flat colours kept exactly, a thin outline
/// kept visible.
final class CanvasScalingTests: XCTestCase {
    func testTheLongerSideFitsAndTheShapeIsKept() {
        let canvas = Canvas(width: 1179, height: 2556, background: .white).scaledDown(toFit: 2000)
        XCTAssertEqual([canvas.width, canvas.height], [923, 2000])
        let wide = Canvas(width: 2100, height: 10, background: .white).scaledDown(toFit: 2000)
        XCTAssertEqual([wide.width, wide.height], [2000, 10])
    }

    func testACanvasThatFitsIsItself() {
        var canvas = Canvas(width: 20, height: 10, background: .white)
        canvas.fill(x0: 2, y0: 2, x1: 5, y1: 5, color: .black)
        XCTAssertEqual(canvas.scaledDown(toFit: 20).pixels, canvas.pixels)
    }

    func testFlatColoursStayExactAndTransparencyAddsNoColour() {
        let gray = Color(red: 120, green: 130, blue: 140)
        let flat = Canvas(width: 300, height: 70, background: gray).scaledDown(toFit: 211)
        XCTAssertTrue((0..<flat.height).allSatisfy { y in (0..<flat.width).allSatisfy { flat.color(x: $0, y: y) == gray } })

        // Half transparent, half opaque red: the pixels across the edge are red at partial alpha, never darker.
        var half = Canvas(width: 30, height: 3)
        half.fill(x0: 15, y0: 0, x1: 30, y1: 3, color: Color(red: 255, green: 0, blue: 0))
        let scaled = half.scaledDown(toFit: 20)
        for x in 0..<scaled.width where scaled.color(x: x, y: 1).alpha > 0 {
            XCTAssertEqual(scaled.color(x: x, y: 1).red, 255, "x \(x)")
        }
    }

    func testAThinLineFadesInProportionButStays() {
        // A 2-pixel vertical line at x 101-102 of a 3000-pixel-wide image scaled by 2/3.
        var canvas = Canvas(width: 3000, height: 30, background: .white)
        canvas.fill(x0: 101, y0: 0, x1: 103, y1: 30, color: .black)
        let scaled = canvas.scaledDown(toFit: 2000)
        let darkest = (0..<scaled.width).map { Int(scaled.color(x: $0, y: 10).red) }.min()!
        XCTAssertLessThan(darkest, 100)
        let ink = (0..<scaled.width).reduce(0) { $0 + 255 - Int(scaled.color(x: $1, y: 10).red) }
        XCTAssertEqual(Double(ink), 2 * 255 * 2 / 3, accuracy: 2, "the line keeps its share of ink")
    }
}
