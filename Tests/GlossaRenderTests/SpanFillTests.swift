@testable import GlossaRender
import GlossaText
import XCTest

/// Fills and strokes drawn as spans give the pixels a coverage computed for every pixel gives: fractional
/// edges, rounded corners, translucent colours, clips, a canvas edge cutting the shape.
final class SpanFillTests: XCTestCase {
    /// What `fill` drew before it drew spans: every pixel of the bounds blended with its own coverage.
    private func referenceFill(_ canvas: inout Canvas, _ rect: TextRect, radius: Double, scale: Double, color: Color,
                               clip: PixelRect?) {
        let shape = RoundedRect(rect, cornerRadius: radius, scale: scale)
        let area = shape.bounds.intersection(clip ?? PixelRect(x0: 0, y0: 0, x1: canvas.width, y1: canvas.height))
        guard area.x1 > area.x0, area.y1 > area.y0 else { return }
        for y in area.y0..<area.y1 {
            for x in area.x0..<area.x1 {
                canvas.blend(x: x, y: y, color: color, coverage: Int((shape.coverage(x, y) * 255).rounded()))
            }
        }
    }

    private func referenceStroke(_ canvas: inout Canvas, _ rect: TextRect, lineWidth: Double, radius: Double, scale: Double,
                                 color: Color) {
        let outer = RoundedRect(rect, cornerRadius: radius, scale: scale)
        let inner = RoundedRect(TextRect(x: rect.x + lineWidth, y: rect.y + lineWidth, width: rect.width - 2 * lineWidth,
                                         height: rect.height - 2 * lineWidth),
                                cornerRadius: max(0, radius - lineWidth), scale: scale)
        let area = outer.bounds.intersection(PixelRect(x0: 0, y0: 0, x1: canvas.width, y1: canvas.height))
        for y in area.y0..<area.y1 {
            for x in area.x0..<area.x1 {
                let coverage = max(0, outer.coverage(x, y) - inner.coverage(x, y))
                canvas.blend(x: x, y: y, color: color, coverage: Int((coverage * 255).rounded()))
            }
        }
    }

    private let shapes: [(TextRect, Double)] = [
        (TextRect(x: 2, y: 3, width: 20, height: 10), 0),
        (TextRect(x: 1.3, y: 2.7, width: 17.25, height: 9.9), 0),
        (TextRect(x: 0.5, y: 0.25, width: 30, height: 20), 10),
        (TextRect(x: 3.1, y: 1.9, width: 29, height: 29), 7),
        (TextRect(x: -4.4, y: 5.5, width: 12, height: 40), 3.3),
        (TextRect(x: 20.2, y: 10.6, width: 30, height: 0.3333), 0),
        (TextRect(x: 6, y: 6, width: 4, height: 60), 50),
    ]
    private let colors = [Color(red: 0, green: 122, blue: 255), Color(red: 60, green: 60, blue: 67, alpha: 153),
                          Color(red: 255, green: 149, blue: 0, alpha: 1)]

    func testFilledSpansMatchPerPixelCoverage() {
        for (rect, radius) in shapes {
            for color in colors {
                for scale in [1.0, 2, 3] {
                    for clip in [nil, PixelRect(x0: 5, y0: 4, x1: 31, y1: 25)] {
                        var spans = Canvas(width: 64, height: 48, background: Color(red: 242, green: 242, blue: 247))
                        var reference = spans
                        spans.fill(rect, cornerRadius: radius, scale: scale, color: color, clip: clip)
                        referenceFill(&reference, rect, radius: radius, scale: scale, color: color, clip: clip)
                        XCTAssertEqual(spans.pixels, reference.pixels, "\(rect) r\(radius) @\(scale) \(color) \(String(describing: clip))")
                    }
                }
            }
        }
    }

    func testStrokedSpansMatchPerPixelCoverage() {
        for (rect, radius) in shapes {
            for lineWidth in [0.5, 1, 2.25] {
                for scale in [1.0, 3] {
                    var spans = Canvas(width: 64, height: 48, background: .clear)
                    var reference = spans
                    spans.stroke(rect, lineWidth: lineWidth, cornerRadius: radius, scale: scale, color: colors[1])
                    referenceStroke(&reference, rect, lineWidth: lineWidth, radius: radius, scale: scale, color: colors[1])
                    XCTAssertEqual(spans.pixels, reference.pixels, "\(rect) r\(radius) w\(lineWidth) @\(scale)")
                }
            }
        }
    }

    func testAnOpaqueInteriorIsTheColourAndItsEdgeIsPartial() {
        var canvas = Canvas(width: 10, height: 4, background: .white)
        canvas.fill(TextRect(x: 1.5, y: 0, width: 5, height: 4), scale: 1, color: Color(red: 0, green: 0, blue: 255))
        XCTAssertEqual(canvas.color(x: 3, y: 2), Color(red: 0, green: 0, blue: 255))
        XCTAssertEqual(canvas.color(x: 1, y: 2), Color(red: 127, green: 127, blue: 255), "half covered")
        XCTAssertEqual(canvas.color(x: 6, y: 2), Color(red: 127, green: 127, blue: 255))
        XCTAssertEqual(canvas.color(x: 7, y: 2), .white)
    }
}
