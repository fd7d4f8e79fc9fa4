@testable import GlossaText
import XCTest

/// Text in the system font takes San Francisco's vertical metrics (UIKit's figures), drawn with Noto Sans;
/// fallback faces and named fonts keep their own.
final class SystemFontMetricsTests: XCTestCase {
    private func style(size: Double, systemFont: Bool = true, language: String = "en",
                       direction: TextDirection = .leftToRight) -> ParagraphStyle {
        ParagraphStyle(size: size, systemFont: systemFont, language: language,
                       baseDirection: direction == .rightToLeft ? .rightToLeft : .leftToRight, layoutDirection: direction)
    }

    /// A face's own hhea ascent and descent in points.
    private func own(_ id: String, size: Double) throws -> (ascent: Double, descent: Double) {
        let font = try XCTUnwrap(sharedEngine.registry.font(id: id), id)
        return (font.ascender * size / font.unitsPerEm, font.descender * size / font.unitsPerEm)
    }

    func testLineHeightsAreUIKitsAtFifteenSeventeenAndTwentyPoints() throws {
        // UIFont.systemFont(ofSize:): lineHeight 17.90 at 15 pt, 20.29 at 17 pt; ascender 16.19 / 19.04,
        // descender −4.10 / −4.82 at 17 / 20 pt.
        let expected: [(size: Double, lineHeight: Double, ascender: Double?, descender: Double?)] = [
            (15, 17.90, nil, nil), (17, 20.29, 16.19, 4.10), (20, 23.86, 19.04, 4.82),
        ]
        for direction in [TextDirection.leftToRight, .rightToLeft] {
            for figure in expected {
                let paragraph = try sharedEngine.layout("Hello, typography", style: style(size: figure.size, direction: direction),
                                                       width: .unconstrained)
                let line = try XCTUnwrap(paragraph.lines.first)
                XCTAssertEqual(paragraph.height, figure.lineHeight, accuracy: 0.01, "\(figure.size) pt \(direction)")
                XCTAssertEqual(line.height, figure.lineHeight, accuracy: 0.01)
                if let ascender = figure.ascender { XCTAssertEqual(line.baseline, ascender, accuracy: 0.01) }
                if let descender = figure.descender { XCTAssertEqual(line.descent, descender, accuracy: 0.01) }
                XCTAssertEqual(line.runs.map(\.font.id), ["NotoSans-Regular"], "the glyphs are still Noto Sans's")
            }
        }
        XCTAssertEqual(SystemFontMetrics.lineHeight(size: 17), 20.29, accuracy: 0.01)
    }

    func testBoldAndLinesStackAtTheSystemLineHeight() throws {
        var bold = style(size: 17)
        bold.bold = true
        let single = try sharedEngine.layout("Bold", style: bold, width: .unconstrained)
        XCTAssertEqual(single.lines[0].runs[0].font.id, "NotoSans-Bold")
        XCTAssertEqual(single.height, 20.29, accuracy: 0.01)
        let three = try sharedEngine.layout("one two three", style: style(size: 17), width: .exactly(50))
        XCTAssertEqual(three.lines.count, 3)
        XCTAssertEqual(three.height, 3 * 20.287, accuracy: 0.01)
        for (line, baseline) in zip(three.lines, [16.187, 36.474, 56.761]) { XCTAssertEqual(line.baseline, baseline, accuracy: 0.01) }
    }

    func testANamedFontKeepsTheMetricsOfTheFaceThatDrawsIt() throws {
        let noto = try own("NotoSans-Regular", size: 17)
        let paragraph = try sharedEngine.layout("Hello", style: style(size: 17, systemFont: false), width: .unconstrained)
        XCTAssertEqual(paragraph.lines[0].baseline, noto.ascent, accuracy: 1e-9)
        XCTAssertEqual(paragraph.height, noto.ascent + noto.descent, accuracy: 1e-9)
        XCTAssertEqual(paragraph.height, 23.15, accuracy: 0.01, "Noto Sans's own box: 1.069 + 0.293 em")
    }

    func testAMixedLineTakesTheTallestAscentAndTheDeepestDescent() throws {
        let sf = (ascent: SystemFontMetrics.ascender * 17, descent: SystemFontMetrics.descender * 17)
        let cases: [(text: String, language: String, direction: TextDirection, fallback: String)] = [
            ("Hello नमस्ते", "hi", .leftToRight, "NotoSansDevanagari-Regular"),
            ("Hello สวัสดี", "th", .leftToRight, "NotoSansThai-Regular"),
            ("مرحبا Hello", "ar", .rightToLeft, "NotoSansArabic-Regular"),
            ("שלום Hello", "he", .rightToLeft, "NotoSansHebrew-Regular"),
        ]
        for item in cases {
            let paragraph = try sharedEngine.layout(item.text, style: style(size: 17, language: item.language, direction: item.direction),
                                                   width: .unconstrained)
            let line = paragraph.lines[0]
            XCTAssertEqual(Set(line.runs.map(\.font.id)), ["NotoSans-Regular", item.fallback], item.text)
            let fallback = try own(item.fallback, size: 17)
            XCTAssertEqual(line.ascent, max(sf.ascent, fallback.ascent), accuracy: 1e-9, item.text)
            XCTAssertEqual(line.descent, max(sf.descent, fallback.descent), accuracy: 1e-9, item.text)
            XCTAssertEqual(line.baseline, line.ascent, accuracy: 1e-9)
            XCTAssertEqual(paragraph.height, line.ascent + line.descent, accuracy: 1e-9)
        }
        // Devanagari's ascent is below San Francisco's, its descent deeper: the line mixes the two.
        let hindi = try sharedEngine.layout("Hello नमस्ते", style: style(size: 17, language: "hi"), width: .unconstrained)
        XCTAssertEqual(hindi.lines[0].ascent, 16.19, accuracy: 0.01)
        XCTAssertEqual(hindi.lines[0].descent, try own("NotoSansDevanagari-Regular", size: 17).descent, accuracy: 1e-9)
    }

    func testTextWithoutLatinStillHasTheSystemFontAsItsStrut() throws {
        // UIKit's line carries the label's font even where every glyph comes from a fallback.
        let paragraph = try sharedEngine.layout("नमस्ते", style: style(size: 17, language: "hi"), width: .unconstrained)
        XCTAssertEqual(paragraph.lines[0].runs.map(\.font.id), ["NotoSansDevanagari-Regular"])
        XCTAssertEqual(paragraph.lines[0].ascent, 16.19, accuracy: 0.01)
        let named = try sharedEngine.layout("नमस्ते", style: style(size: 17, systemFont: false, language: "hi"), width: .unconstrained)
        XCTAssertEqual(named.lines[0].ascent, try own("NotoSans-Regular", size: 17).ascent, accuracy: 1e-9)
    }
}
