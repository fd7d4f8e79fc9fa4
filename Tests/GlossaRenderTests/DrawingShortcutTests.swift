@testable import GlossaRender
import GlossaText
import XCTest

/// Every shortcut the drawing code takes gives the pixels of the long way: corner coverage from per-axis
/// squares, image interiors without per-pixel coverage, opaque image samples and fully covered glyph
/// pixels stored directly, and canvases drawn in recycled memory.
final class DrawingShortcutTests: XCTestCase {
    /// Corner coverage as it was computed before: every one of the 16 samples on its own.
    private func referenceCoverage(_ shape: RoundedRect, _ x: Int, _ y: Int) -> Double {
        let px = Double(x), py = Double(y)
        let coverX = max(0, min(px + 1, shape.x1) - max(px, shape.x0)), coverY = max(0, min(py + 1, shape.y1) - max(py, shape.y0))
        guard coverX > 0, coverY > 0 else { return 0 }
        let radius = shape.radius
        let nearX = px < shape.x0 + radius || px + 1 > shape.x1 - radius
        let nearY = py < shape.y0 + radius || py + 1 > shape.y1 - radius
        guard radius > 0, nearX, nearY else { return coverX * coverY }
        var inside = 0
        for sy in 0..<4 {
            for sx in 0..<4 {
                let sampleX = px + (Double(sx) + 0.5) / 4, sampleY = py + (Double(sy) + 0.5) / 4
                guard sampleX >= shape.x0, sampleX <= shape.x1, sampleY >= shape.y0, sampleY <= shape.y1 else { continue }
                let cx = min(max(sampleX, shape.x0 + radius), shape.x1 - radius)
                let cy = min(max(sampleY, shape.y0 + radius), shape.y1 - radius)
                let dx = sampleX - cx, dy = sampleY - cy
                if dx * dx + dy * dy <= radius * radius { inside += 1 }
            }
        }
        return Double(inside) / 16
    }

    private let shapes: [(TextRect, Double)] = [
        (TextRect(x: 0.5, y: 0.25, width: 30, height: 20), 10), (TextRect(x: 3.1, y: 1.9, width: 29, height: 29), 7),
        (TextRect(x: -4.4, y: 5.5, width: 12, height: 40), 3.3), (TextRect(x: 6, y: 6, width: 4, height: 60), 50),
        (TextRect(x: 1.37, y: 2.71, width: 9.1, height: 0.9), 0.6), (TextRect(x: 2, y: 3, width: 20, height: 10), 0),
    ]

    func testCornerCoverageIsTheSixteenSampleCount() {
        for (rect, radius) in shapes {
            for scale in [1.0, 2, 3] {
                let shape = RoundedRect(rect, cornerRadius: radius, scale: scale)
                let bounds = shape.bounds
                for y in (bounds.y0 - 1)...(bounds.y1 + 1) {
                    for x in (bounds.x0 - 1)...(bounds.x1 + 1) {
                        XCTAssertEqual(shape.coverage(x, y), referenceCoverage(shape, x, y), "\(rect) r\(radius) @\(scale) (\(x), \(y))")
                    }
                }
            }
        }
    }

    /// What `draw(bitmap:)` drew before: every pixel with its own coverage and unpremultiplied colour.
    private func referenceImage(_ canvas: inout Canvas, _ bitmap: Canvas, frame: TextRect, radius: Double, mirrored: Bool,
                                tint: Color?, scale: Double, clip: PixelRect?) {
        let shape = RoundedRect(frame, cornerRadius: radius, scale: scale)
        let placed = RoundedRect(ContentMode.fit.placement(of: (Double(bitmap.width), Double(bitmap.height)), in: frame),
                                 cornerRadius: 0, scale: scale)
        let area = shape.bounds.intersection(placed.bounds).intersection(clip ?? PixelRect(x0: 0, y0: 0, x1: 99, y1: 99))
            .intersection(PixelRect(x0: 0, y0: 0, x1: canvas.width, y1: canvas.height))
        guard area.x1 > area.x0, area.y1 > area.y0 else { return }
        let sampler = BilinearSampler(bitmap, placed: placed, mirrored: mirrored)
        for y in area.y0..<area.y1 {
            for x in area.x0..<area.x1 {
                let coverage = Int((min(referenceCoverage(shape, x, y), referenceCoverage(placed, x, y)) * 255).rounded())
                let (r, g, b, a) = sampler.sample(sampler.column(x), sampler.row(y))
                guard coverage > 0, a > 0 else { continue }
                func straight(_ value: Int) -> UInt8 { UInt8(min(255, (value * 255 + a / 2) / a)) }
                let color = tint.map { Color(red: $0.red, green: $0.green, blue: $0.blue, alpha: UInt8(Canvas.mul255(Int($0.alpha), a))) }
                    ?? Color(red: straight(r), green: straight(g), blue: straight(b), alpha: UInt8(a))
                canvas.blend(x: x, y: y, color: color, coverage: coverage)
            }
        }
    }

    /// A bitmap of opaque, translucent and clear pixels.
    private func bitmap() -> Canvas {
        var bitmap = Canvas(width: 9, height: 7)
        for y in 0..<7 {
            for x in 0..<9 where (x + y) % 4 != 0 {
                bitmap.blend(x: x, y: y, color: Color(red: UInt8(x * 28), green: UInt8(y * 36), blue: 140,
                                                      alpha: (x * y) % 3 == 0 ? 255 : UInt8(60 + x * 20)), coverage: 255)
            }
        }
        return bitmap
    }

    func testImagesDrawTheSamePixelsAsPerPixelCoverage() {
        let image = bitmap()
        for (rect, radius) in shapes.prefix(5) {
            for mirrored in [false, true] {
                for tint in [nil, Color(red: 0, green: 122, blue: 255, alpha: 200)] {
                    for clip in [nil, PixelRect(x0: 5, y0: 4, x1: 31, y1: 25)] {
                        var drawn = Canvas(width: 64, height: 48, background: Color(red: 242, green: 242, blue: 247))
                        var reference = drawn
                        drawn.draw(bitmap: image, size: (9, 7), in: rect, cornerRadius: radius, mirrored: mirrored, tint: tint,
                                   scale: 2, clip: clip)
                        referenceImage(&reference, image, frame: rect, radius: radius, mirrored: mirrored, tint: tint, scale: 2,
                                       clip: clip)
                        XCTAssertEqual(drawn.pixels, reference.pixels, "\(rect) r\(radius) mirrored \(mirrored) tint \(String(describing: tint))")
                    }
                }
            }
        }
    }

    func testGlyphsBlendEveryCoveredPixelAsBlendDoes() throws {
        let font = try FontRegistry.bundled().primaryFont(language: "en")
        let glyph = font.rasterize(glyph: 36, pixelsPerEm: 51, subpixelX: 1, subpixelY: 2)
        XCTAssertTrue(glyph.coverage.contains(255) && glyph.coverage.contains { $0 > 0 && $0 < 255 }, "solid and partial pixels")
        for color in [Color.black, Color(red: 0, green: 122, blue: 255), Color(red: 60, green: 60, blue: 67, alpha: 153)] {
            var drawn = Canvas(width: 60, height: 60, background: Color(red: 200, green: 30, blue: 90, alpha: 180))
            var reference = drawn
            drawn.blit(glyph, x: 4, y: 3, color: color, clip: nil)
            for row in 0..<glyph.height {
                for column in 0..<glyph.width {
                    reference.blend(x: 4 + column, y: 3 + row, color: color, coverage: Int(glyph.coverage[row * glyph.width + column]))
                }
            }
            XCTAssertEqual(drawn.pixels, reference.pixels, "\(color)")
        }
    }

    func testARecycledCanvasStartsFromItsOwnBackground() {
        var first = Canvas(width: 33, height: 21, background: .white)
        first.fill(TextRect(x: 2, y: 2, width: 20, height: 10), cornerRadius: 3, scale: 1, color: Color(red: 0, green: 122, blue: 255))
        first.recycle()
        let background = Color(red: 10, green: 20, blue: 30, alpha: 128)
        let second = Canvas(width: 33, height: 21, background: background)
        XCTAssertEqual(second.pixels, Canvas(width: 21, height: 33, background: background).pixels)
    }

    /// A thread keeps one buffer, as large as its largest canvas: smaller and larger canvases after it (other
    /// devices) are drawn in it or afresh, each from its own background, whatever the buffer held.
    func testCanvasesOfOtherSizesInRecycledMemoryStartFromTheirOwnBackground() {
        var large = Canvas(width: 40, height: 30, background: .white)
        large.fill(TextRect(x: 1, y: 1, width: 30, height: 20), cornerRadius: 4, scale: 1, color: Color(red: 255, green: 59, blue: 48))
        large.recycle()
        let background = Color(red: 10, green: 20, blue: 30, alpha: 128)
        var small = Canvas(width: 13, height: 7, background: background)
        XCTAssertEqual(small.pixels.count, 13 * 7 * 4)
        XCTAssertEqual(small.pixels, [UInt8](repeating: 0, count: 13 * 7).flatMap { _ in [5, 10, 15, 128] as [UInt8] })
        small.fill(TextRect(x: 0, y: 0, width: 13, height: 7), cornerRadius: 0, scale: 1, color: .black)
        small.recycle()
        let wider = Canvas(width: 39, height: 30, background: .clear)
        XCTAssertEqual(wider.pixels, [UInt8](repeating: 0, count: 39 * 30 * 4))
        wider.recycle()
        let larger = Canvas(width: 80, height: 50, background: .white)
        XCTAssertEqual(larger.pixels, [UInt8](repeating: 255, count: 80 * 50 * 4))
    }
}
