import GlossaICU
@testable import GlossaText
import XCTest

/// Line breaking, line metrics and alignment, each in a left-to-right and a right-to-left view.
final class LineBreakingTests: XCTestCase {
    private func lineTexts(_ paragraph: ParagraphLayout) -> [String] {
        paragraph.lines.map { line in
            let utf16 = Array(paragraph.text.utf16)
            return String(decoding: utf16[line.range], as: UTF16.self)
        }
    }

    func testThaiWrapsInsideARunWithoutSpacesAtWordBoundaries() throws {
        let paragraph = try layout("ภาษาไทยง่ายนิดเดียว", language: "th", width: .exactly(60))
        XCTAssertEqual(lineTexts(paragraph), ["ภาษา", "ไทยง่าย", "นิดเดียว"])
        for line in paragraph.lines { XCTAssertLessThanOrEqual(line.width, 60) }
    }

    func testEnglishWrapsAtSpacesAndHangsTheSpace() throws {
        let text = "The quick brown fox jumps over the lazy dog"
        let paragraph = try layout(text, width: .exactly(120))
        let lines = lineTexts(paragraph)
        XCTAssertGreaterThan(lines.count, 1)
        XCTAssertEqual(lines.joined(separator: " "), text)
        for line in paragraph.lines { XCTAssertLessThanOrEqual(line.width, 120 + 1e-6) }
        // Greedy: the next word would not have fitted on any line.
        let unwrapped = try layout(text)
        XCTAssertGreaterThan(unwrapped.width, 120)
        for (index, line) in lines.dropLast().enumerated() {
            let withNext = line + " " + lines[index + 1].split(separator: " ")[0]
            XCTAssertGreaterThan(try layout(withNext).width, 120, "\"\(withNext)\" would have fitted")
        }
    }

    func testAWordWiderThanTheLineBreaksBetweenGraphemeClusters() throws {
        let paragraph = try layout("Donaudampfschifffahrtsgesellschaft", language: "de", width: .exactly(80))
        XCTAssertGreaterThan(paragraph.lines.count, 2)
        XCTAssertEqual(lineTexts(paragraph).joined(), "Donaudampfschifffahrtsgesellschaft")
        for line in paragraph.lines { XCTAssertLessThanOrEqual(line.width, 80 + 1e-6) }
    }

    func testClustersAreNeverSplit() throws {
        // Each Devanagari syllable and the flag emoji-free Hangul jamo sequence is one grapheme cluster.
        let text = "क्षत्रियक्षत्रियक्षत्रियक्षत्रिय"
        let paragraph = try layout(text, language: "hi", width: .exactly(30))
        let boundaries = Set(try TextBreaks.graphemeBoundaries(Array(text.utf16)))
        for line in paragraph.lines { XCTAssertTrue(boundaries.contains(line.range.lowerBound), "line starts inside a cluster") }
    }

    func testMandatoryBreaksEndLines() throws {
        let paragraph = try layout("one\ntwo\nthree")
        XCTAssertEqual(lineTexts(paragraph), ["one", "two", "three"])
    }

    func testTallScriptsMakeTallerLines() throws {
        let latin = try layout("Hello world").height
        for (text, language) in [("नमस्ते दुनिया", "hi"), ("สวัสดีชาวโลก", "th"), ("မင်္ဂလာပါ", "my")] {
            XCTAssertGreaterThan(try layout(text, language: language).height, latin, "\(language) line is not taller than Latin")
        }
        // Myanmar is the tallest of these, as on iOS.
        XCTAssertGreaterThan(try layout("မင်္ဂလာပါ", language: "my").height, try layout("नमस्ते", language: "hi").height)
    }

    func testLinesStackWithoutGapsAndBaselinesInsideLines() throws {
        let paragraph = try layout("مرحبا بكم في هذا التطبيق الجميل جدا", language: "ar", width: .exactly(100),
                                   layoutDirection: .rightToLeft)
        var y = 0.0
        for line in paragraph.lines {
            XCTAssertEqual(line.y, y, accuracy: 1e-9)
            XCTAssertGreaterThan(line.baseline, line.y)
            XCTAssertLessThan(line.baseline, line.y + line.height)
            y += line.height
        }
        XCTAssertEqual(paragraph.height, y, accuracy: 1e-9)
    }

    func testNaturalAlignmentFollowsTheLayoutDirection() throws {
        for direction in [TextDirection.leftToRight, .rightToLeft] {
            let paragraph = try layout("Short", width: .exactly(200), layoutDirection: direction)
            let line = paragraph.lines[0]
            let expected = direction == .leftToRight ? 0 : 200 - line.width
            XCTAssertEqual(line.x, expected, accuracy: 1e-9, "\(direction)")
            XCTAssertEqual(line.runs[0].x, expected, accuracy: 1e-9)
        }
    }

    func testAlignmentsInBothDirections() throws {
        for direction in [TextDirection.leftToRight, .rightToLeft] {
            let rtl = direction == .rightToLeft
            let expectations: [(TextAlignment, (Double) -> Double)] = [
                (.leading, { rtl ? 200 - $0 : 0 }), (.trailing, { rtl ? 0 : 200 - $0 }),
                (.left, { _ in 0 }), (.right, { 200 - $0 }), (.center, { (200 - $0) / 2 }),
            ]
            for (alignment, expected) in expectations {
                let line = try layout("שלום Hello", width: .exactly(200), alignment: alignment, layoutDirection: direction).lines[0]
                XCTAssertEqual(line.x, expected(line.width), accuracy: 1e-9, "\(alignment) in \(direction)")
            }
        }
    }

    func testUnconstrainedWidthIsTheLongestLine() throws {
        let paragraph = try layout("a\nlonger line\nmid")
        XCTAssertEqual(paragraph.width, paragraph.lines.map(\.width).max()!, accuracy: 1e-9)
        XCTAssertEqual(paragraph.lines.map(\.x), [0, 0, 0])
    }

    func testCJKUsesTheLanguagesFaceForHan() throws {
        let japanese = try layout("漢字", language: "ja").lines[0].runs[0].font.id
        let traditional = try layout("漢字", language: "zh-Hant").lines[0].runs[0].font.id
        let simplified = try layout("汉字", language: "zh-Hans").lines[0].runs[0].font.id
        let korean = try layout("漢字", language: "ko").lines[0].runs[0].font.id
        XCTAssertEqual([japanese, traditional, simplified, korean],
                       ["NotoSansCJKjp-Regular", "NotoSansCJKtc-Regular", "NotoSansCJKsc-Regular", "NotoSansCJKkr-Regular"])
    }

    func testEmptyTextHasNoLines() throws {
        let paragraph = try layout("")
        XCTAssertEqual(paragraph.lines.count, 0)
        XCTAssertEqual(paragraph.height, 0)
    }

    func testBadWidthIsAnError() {
        XCTAssertThrowsError(try layout("x", width: .exactly(0))) { error in
            XCTAssertEqual(error as? TextError, .invalidWidth(0))
        }
    }

    func testEquivalentTextsWithDifferentCodePointsAreLaidOutEachAsWritten() throws {
        // "é" precomposed and as "e" + combining acute are canonically equivalent (equal as Swift strings)
        // but are different text: each layout must show its own code points, whichever came first.
        let precomposed = "caf\u{E9}", decomposed = "cafe\u{301}"
        for (first, second) in [(precomposed, decomposed), (decomposed, precomposed)] {
            let engine = TextEngine(registry: sharedEngine.registry)
            let style = ParagraphStyle(size: 17, language: "fr")
            let a = try engine.layout(first, style: style, width: .unconstrained)
            let b = try engine.layout(second, style: style, width: .exactly(200))
            let c = try engine.layout(second, style: style, width: .unconstrained)
            XCTAssertEqual(Array(a.text.unicodeScalars), Array(first.unicodeScalars))
            XCTAssertEqual(Array(b.text.unicodeScalars), Array(second.unicodeScalars))
            XCTAssertEqual(Array(c.text.unicodeScalars), Array(second.unicodeScalars))
            XCTAssertEqual(b.lines.first?.range, 0..<second.utf16.count)
        }
    }

    func testTheSameTextAtSeveralSizesScalesItsLines() throws {
        // Content sizes share one analysis of a paragraph and shape it per size: widths grow with the size
        // and the break positions follow them, in both directions.
        for (text, language) in [("Notifications and sounds for every app", "en"), ("الإشعارات والأصوات لكل تطبيق", "ar")] {
            let small = try layout(text, language: language, size: 14, width: .exactly(150))
            let large = try layout(text, language: language, size: 28, width: .exactly(150))
            let wide = try layout(text, language: language, size: 28)
            XCTAssertGreaterThan(large.lines.count, small.lines.count, text)
            XCTAssertEqual(wide.lines.count, 1, text)
            XCTAssertGreaterThan(wide.width, try layout(text, language: language, size: 14).width * 1.8, text)
            // An engine that saw the text at no other size lays it out to the same glyphs and positions.
            let fresh = try TextEngine(registry: sharedEngine.registry).layout(
                text, style: ParagraphStyle(size: 28, language: language), width: .exactly(150))
            XCTAssertEqual(fresh.lines.map(\.range), large.lines.map(\.range), text)
            XCTAssertEqual(fresh.lines.flatMap { $0.runs.flatMap(\.glyphs) }, large.lines.flatMap { $0.runs.flatMap(\.glyphs) }, text)
            XCTAssertEqual(fresh.height, large.height, text)
        }
    }
}
