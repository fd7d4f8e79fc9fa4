import GlossaRender
@testable import GlossaText
import XCTest

/// Colour glyphs: composited with their own colours whatever the text colour, scaled from the strike
/// deterministically, drawn on the baseline.
final class EmojiDrawingTests: XCTestCase {
    private func render(_ text: String, size: Double = 17, scale: Double = 3, color: Color = .black,
                        direction: TextDirection = .leftToRight, engine: TextEngine = RenderTests.engine) throws
        -> (Canvas, ParagraphLayout) {
        let style = ParagraphStyle(size: size, language: direction == .rightToLeft ? "ar" : "en", layoutDirection: direction)
        let paragraph = try engine.layout(text, style: style, width: .unconstrained)
        var canvas = Canvas(width: Int((paragraph.width * scale).rounded(.up)),
                            height: Int((paragraph.height * scale).rounded(.up)), background: .white)
        canvas.draw(paragraph, at: (0, 0), scale: scale, color: color)
        return (canvas, paragraph)
    }

    /// Pixels of a saturated yellow (the smiley's face): red and green high, blue low.
    private func yellowPixels(_ canvas: Canvas) -> Int {
        var count = 0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let pixel = canvas.color(x: x, y: y)
                if pixel.red > 200, pixel.green > 150, pixel.blue < 100 { count += 1 }
            }
        }
        return count
    }

    /// `make test` runs scripts/setup.sh, which installs the emoji font: its absence fails, saying so.
    override func setUpWithError() throws {
        if let absence = RenderTests.engine.registry.emojiFontAbsence { throw EmojiFontAbsent(description: absence) }
    }

    struct EmojiFontAbsent: Error, CustomStringConvertible {
        let description: String
    }

    func testEmojiIsDrawnInItsOwnColoursNotTheTextColour() throws {
        for direction in [TextDirection.leftToRight, .rightToLeft] {
            let (black, _) = try render("😀", direction: direction)
            let (blue, _) = try render("😀", color: Color(red: 0, green: 0, blue: 255), direction: direction)
            XCTAssertGreaterThan(yellowPixels(black), 500, "a 51-pixel smiley is mostly yellow")
            XCTAssertEqual(black.pixels, blue.pixels, "the text colour does not tint an emoji")
        }
        // Text beside it does take the colour; the emoji stays yellow.
        let (mixed, _) = try render("A😀", color: Color(red: 0, green: 0, blue: 255))
        XCTAssertGreaterThan(yellowPixels(mixed), 500)
    }

    func testTheTextColoursOpacityFadesAnEmoji() throws {
        let (opaque, _) = try render("😀")
        let (faded, _) = try render("😀", color: Color(red: 0, green: 0, blue: 0, alpha: 128))
        XCTAssertNotEqual(opaque.pixels, faded.pixels)
        XCTAssertEqual(yellowPixels(faded), 0, "half the smiley's yellow over white is no saturated yellow")
    }

    func testTheBitmapSitsOnTheBaselineInsideItsInk() throws {
        for size in [12.0, 17, 40] {
            let (canvas, paragraph) = try render("😀", size: size)
            var rows: [Int] = []
            for y in 0..<canvas.height where (0..<canvas.width).contains(where: { canvas.color(x: $0, y: y) != .white }) {
                rows.append(y)
            }
            let top = try XCTUnwrap(rows.first), bottom = try XCTUnwrap(rows.last)
            // Ink from HarfBuzz-free strike metrics, in pixels: drawn rows lie inside it (a pixel of filter spread).
            let ink = paragraph.inkBounds
            XCTAssertGreaterThanOrEqual(Double(top), (ink.y * 3).rounded(.down) - 1, "\(size) pt")
            XCTAssertLessThanOrEqual(Double(bottom), (ink.maxY * 3).rounded(.up) + 1, "\(size) pt")
            XCTAssertGreaterThan(Double(bottom - top + 1), ink.height * 3 * 0.8, "\(size) pt: the image fills its box")
        }
    }

    func testTheLargestFontSizeStillDrawsAnEmoji() throws {
        // 1,000 pt, the largest size a layout may give, at @3x: 3,000 pixels per em from a 109 ppem strike.
        let font = try XCTUnwrap(RenderTests.engine.registry.font(id: "NotoColorEmoji"))
        let huge = font.rasterize(glyph: 883, pixelsPerEm: 3000, subpixelX: 0, subpixelY: 0)
        XCTAssertTrue(huge.isColor)
        XCTAssertEqual(huge.width, 3744, accuracy: 2, "136 strike pixels × 3000 / 109")
        XCTAssertEqual(font.rasterize(glyph: 883, pixelsPerEm: 4000, subpixelX: 0, subpixelY: 0).width, 0, "beyond it, nothing")
    }

    func testDrawingIsTheSameBytesEveryTime() throws {
        let text = "Hi 👨‍👩‍👧‍👦🇫🇷👍🏽1️⃣😀"
        let (first, _) = try render(text)
        // A fresh registry: nothing comes from the first drawing's glyph cache.
        let fresh = TextEngine(registry: try FontRegistry.bundled())
        let (second, _) = try render(text, engine: fresh)
        XCTAssertEqual(first.pixels, second.pixels)
        XCTAssertEqual(try PNG.encode(first), try PNG.encode(second))
    }

    func testScalingByOneIsTheIdentity() {
        var source: [UInt8] = []
        for index in 0..<(5 * 4 * 4) {
            let value = index % 4 == 3 ? 255 : (index * 37) % 256
            source.append(UInt8(value))
        }
        let scaled = BitmapScaler.scale(source, width: 5, height: 4, left: 2, top: 3, scale: 1, penX: 0, penY: 0)
        XCTAssertEqual([scaled.left, scaled.top, scaled.width, scaled.height], [2, 3, 5, 4])
        XCTAssertEqual(scaled.colors, source)
    }

    func testShrinkingAveragesAndKeepsPremultipliedPixelsValid() {
        // An opaque 8 × 8 red square shrunk to half: an opaque red 4 × 4 inside, its edge fading out.
        var red: [UInt8] = []
        for _ in 0..<64 { red += [255, 0, 0, 255] }
        let half = BitmapScaler.scale(red, width: 8, height: 8, left: 0, top: 8, scale: 0.5, penX: 0, penY: 0)
        XCTAssertEqual([half.left, half.top, half.width, half.height], [0, 4, 4, 4])
        for y in 1..<3 {
            for x in 1..<3 { XCTAssertEqual(Array(half.colors[(y * 4 + x) * 4..<(y * 4 + x) * 4 + 4]), [255, 0, 0, 255]) }
        }
        let corner = Array(half.colors[0..<4])
        XCTAssertLessThan(corner[3], 255, "the edge fades")
        XCTAssertGreaterThan(corner[3], 0)
        for pixel in stride(from: 0, to: half.colors.count, by: 4) {
            XCTAssertLessThanOrEqual(half.colors[pixel], half.colors[pixel + 3], "premultiplied: red ≤ alpha")
        }
        // A subpixel phase moves the image right by a quarter pixel: a column more, partly covered.
        let shifted = BitmapScaler.scale(red, width: 8, height: 8, left: 0, top: 8, scale: 0.5, penX: 0.25, penY: 0)
        XCTAssertEqual(shifted.width, 5)
    }
}
