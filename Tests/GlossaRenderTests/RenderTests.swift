import GlossaRender
import GlossaText
import XCTest

/// Canvas compositing, glyph drawing and PNG encoding, checked pixel by pixel.
final class RenderTests: XCTestCase {
    static let engine: TextEngine = { try! TextEngine(registry: FontRegistry.bundled()) }()

    private func draw(_ text: String, language: String = "en", width: Double, direction: TextDirection,
                      scale: Double = 2) throws -> (Canvas, ParagraphLayout) {
        let style = ParagraphStyle(size: 17, language: language, layoutDirection: direction)
        let paragraph = try RenderTests.engine.layout(text, style: style, width: .exactly(width))
        var canvas = Canvas(width: Int((paragraph.width * scale).rounded(.up)),
                            height: Int((paragraph.height * scale).rounded(.up)), background: .white)
        canvas.draw(paragraph, at: (0, 0), scale: scale, color: .black)
        return (canvas, paragraph)
    }

    /// Columns (in pixels) that hold at least one inked pixel.
    private func inkedColumns(_ canvas: Canvas) -> ClosedRange<Int>? {
        var columns: [Int] = []
        for x in 0..<canvas.width where (0..<canvas.height).contains(where: { canvas.color(x: x, y: $0).red < 128 }) {
            columns.append(x)
        }
        guard let first = columns.first, let last = columns.last else { return nil }
        return first...last
    }

    func testTextIsDrawnInsideItsInkBoundsOnTheNaturalSide() throws {
        for direction in [TextDirection.leftToRight, .rightToLeft] {
            let (canvas, paragraph) = try draw("Hello", width: 200, direction: direction)
            let columns = try XCTUnwrap(inkedColumns(canvas), "nothing drawn")
            let ink = paragraph.inkBounds
            XCTAssertGreaterThanOrEqual(Double(columns.lowerBound), (ink.x * 2).rounded(.down) - 1)
            XCTAssertLessThanOrEqual(Double(columns.upperBound), (ink.maxX * 2).rounded(.up) + 1)
            if direction == .leftToRight {
                XCTAssertLessThan(columns.upperBound, 200, "LTR text should sit at the left")
            } else {
                XCTAssertGreaterThan(columns.lowerBound, 200, "RTL natural alignment should put text at the right")
            }
        }
    }

    func testGlyphsSitOnTheSystemFontsBaseline() throws {
        // A flat-bottomed "HHH": its last inked row is the baseline, 16.19 pt down in San Francisco's box
        // (48.6 px at @3x), 18.17 pt down in Noto Sans's own (a named font).
        for (systemFont, baseline) in [(true, 1950.0 / 2048 * 17), (false, 1.069 * 17)] {
            for direction in [TextDirection.leftToRight, .rightToLeft] {
                let style = ParagraphStyle(size: 17, systemFont: systemFont, layoutDirection: direction)
                let paragraph = try RenderTests.engine.layout("HHH", style: style, width: .exactly(100))
                XCTAssertEqual(paragraph.lines[0].baseline, baseline, accuracy: 0.01)
                var canvas = Canvas(width: 300, height: Int((paragraph.height * 3).rounded(.up)), background: .white)
                canvas.draw(paragraph, at: (0, 0), scale: 3, color: .black)
                let inked = (0..<canvas.height).filter { y in (0..<canvas.width).contains { canvas.color(x: $0, y: y).red < 128 } }
                let bottom = try XCTUnwrap(inked.last)
                XCTAssertEqual(Double(bottom + 1), baseline * 3, accuracy: 1, "systemFont \(systemFont) \(direction)")
            }
        }
    }

    func testSystemFontGlyphsAreDrawnWhereTheirTrackedAndNarrowedAdvancesPlaceThem() throws {
        // "HHHH" at 34 pt: San Francisco's Display width (0.896) and +12/1000 em after each letter. The ink drawn spans
        // the design ink times the factor plus three trackings, and sits where the layout's ink bounds say.
        let size = 34.0, factor = SystemFontMetrics.widthFactor(size: size), tracking = SystemFontMetrics.tracking(size: size) * size
        for direction in [TextDirection.leftToRight, .rightToLeft] {
            var spans: [Bool: (drawn: Double, ink: Double)] = [:]
            for systemFont in [true, false] {
                let style = ParagraphStyle(size: size, systemFont: systemFont, layoutDirection: direction)
                let paragraph = try RenderTests.engine.layout("HHHH", style: style, width: .exactly(150))
                var canvas = Canvas(width: 300, height: Int((paragraph.height * 2).rounded(.up)), background: .white)
                canvas.draw(paragraph, at: (0, 0), scale: 2, color: .black)
                let columns = try XCTUnwrap(inkedColumns(canvas), "nothing drawn")
                let ink = paragraph.inkBounds
                XCTAssertEqual(Double(columns.lowerBound), ink.x * 2, accuracy: 1, "systemFont \(systemFont) \(direction)")
                XCTAssertEqual(Double(columns.upperBound + 1), ink.maxX * 2, accuracy: 1, "systemFont \(systemFont) \(direction)")
                spans[systemFont] = (Double(columns.count) / 2, ink.width)
            }
            let tracked = try XCTUnwrap(spans[true]), design = try XCTUnwrap(spans[false])
            XCTAssertEqual(tracked.ink, design.ink * factor + 3 * tracking, accuracy: 1e-9)
            XCTAssertEqual(tracked.drawn, design.drawn * factor + 3 * tracking, accuracy: 1, "\(direction)")
        }
    }

    func testArabicIsDrawnAndJoined() throws {
        // Joined Arabic is narrower than its letters drawn in isolation: shaping happened.
        let (canvas, joined) = try draw("سلام", language: "ar", width: 200, direction: .rightToLeft)
        XCTAssertNotNil(inkedColumns(canvas))
        let isolated = try RenderTests.engine.layout("س ل ا م", style: ParagraphStyle(language: "ar"), width: .unconstrained)
        XCTAssertLessThan(joined.contentWidth, isolated.contentWidth)
    }

    func testBlendIsSourceOverInPremultipliedAlpha() {
        var canvas = Canvas(width: 1, height: 1, background: .white)
        canvas.blend(x: 0, y: 0, color: Color(red: 255, green: 0, blue: 0, alpha: 128), coverage: 255)
        XCTAssertEqual(canvas.color(x: 0, y: 0), Color(red: 255, green: 127, blue: 127, alpha: 255))
        var clear = Canvas(width: 1, height: 1)
        clear.blend(x: 0, y: 0, color: .black, coverage: 64)
        XCTAssertEqual(clear.color(x: 0, y: 0), Color(red: 0, green: 0, blue: 0, alpha: 64))
    }

    func testPNGRoundTripsEveryPixel() throws {
        let (canvas, _) = try draw("Grüße שלום", width: 150, direction: .leftToRight)
        let bytes = try PNG.encode(canvas)
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let decoded = try PNG.decode(bytes, name: "round-trip")
        XCTAssertEqual(decoded.width, canvas.width)
        XCTAssertEqual(decoded.height, canvas.height)
        XCTAssertEqual(decoded.pixels, canvas.pixels)
    }

    func testDrawingIsDeterministic() throws {
        let first = try PNG.encode(draw("ภาษาไทย 日本語 عربي", language: "th", width: 220, direction: .leftToRight).0)
        let second = try PNG.encode(draw("ภาษาไทย 日本語 عربي", language: "th", width: 220, direction: .leftToRight).0)
        XCTAssertEqual(first, second)
    }

    func testCorruptPNGNamesTheFile() {
        XCTAssertThrowsError(try PNG.decode([0x89, 0x50, 0x4E, 0x47, 1, 2, 3], name: "arrow.png")) { error in
            XCTAssertTrue("\(error)".hasPrefix("arrow.png: not a readable PNG"), "\(error)")
        }
    }
}
