@testable import GlossaText
import XCTest

/// Font fallback, missing glyphs and ink.
final class GlyphTests: XCTestCase {
    func testMissingGlyphIsReportedWithItsCodePoint() throws {
        let paragraph = try layout("Hieroglyph 𓀀 here")
        XCTAssertEqual(paragraph.missingGlyphs.map(\.description), ["U+13000"])
        XCTAssertEqual(paragraph.missingGlyphs.first?.offset, 11)
    }

    /// ICU's Persian and Urdu lists put an Arabic comma after each name, whatever its script: the comma
    /// takes the name's script, whose fonts lack it, and is drawn by a face that has it, not reported missing.
    func testCommonCharacterMissingFromItsNeighboursFontsFallsBackToAnyFace() throws {
        for (text, language) in [("Sara، Wei، و Dmitry", "fa"), ("張偉، اور Sara", "ur"), ("Sara، Wei", "en")] {
            let paragraph = try layout(text, language: language)
            XCTAssertEqual(paragraph.missingGlyphs, [], text)
            let commas = paragraph.lines.flatMap(\.runs).filter { $0.text.contains("،") }
            XCTAssertFalse(commas.isEmpty, text)
            XCTAssertTrue(commas.allSatisfy { $0.font.id.hasPrefix("NotoSansArabic") || $0.font.id.hasPrefix("NotoNastaliq") },
                          "\(text): \(commas.map(\.font.id))")
        }
        // A character no bundled face has is still missing after the search, in any context.
        XCTAssertEqual(try layout("Sara، 𓀀", language: "fa").missingGlyphs.map(\.description), ["U+13000"])
    }

    func testEveryBundledScriptHasAFont() throws {
        let samples = ["Hello", "Γειά", "Привет", "مرحبا", "שלום", "नमस्ते", "নমস্কার", "வணக்கம்", "నమస్కారం",
                       "สวัสดี", "ສະບາຍດີ", "សួស្តី", "မင်္ဂလာပါ", "ආයුබෝවන්", "გამარჯობა", "Բարեւ", "ሰላም",
                       "བཀྲ་ཤིས", "漢字", "ひらがな", "カタカナ", "한국어"]
        for sample in samples {
            XCTAssertEqual(try layout(sample).missingGlyphs, [], sample)
        }
    }

    func testFallbackPicksTheScriptFontForEachCharacter() throws {
        let runs = try layout("Aא文").lines[0].runs
        XCTAssertEqual(runs.map(\.script), ["Latn", "Hebr", "Hani"])
        XCTAssertEqual(runs[0].font.id, "NotoSans-Regular")
        XCTAssertEqual(runs[1].font.id, "NotoSansHebrew-Regular")
    }

    func testDevanagariInkRisesAboveLatinInk() throws {
        let hindi = try layout("र्कि", language: "hi")
        let latin = try layout("x")
        let hindiTop = hindi.lines[0].baseline - hindi.inkBounds.y
        let latinTop = latin.lines[0].baseline - latin.inkBounds.y
        XCTAssertGreaterThan(hindiTop, latinTop)
        XCTAssertGreaterThan(hindi.inkBounds.height, 0)
    }

    func testMeasureIsCachedAndEqualToLayout() throws {
        let style = ParagraphStyle(size: 15, language: "fr")
        let size = try sharedEngine.measure("Paramètres", style: style, width: .atMost(300))
        let again = try sharedEngine.layout("Paramètres", style: style, width: .atMost(300))
        XCTAssertEqual(size.width, again.width)
        XCTAssertEqual(size.height, again.height)
        XCTAssertLessThan(size.width, 300)
    }

    func testLargerSizeScalesAdvancesLinearly() throws {
        // A face's own advances (a named font): the system font's add San Francisco's tracking and optical size,
        // which do not scale with the size (SystemFontWidthsTests).
        let style = { (size: Double) in ParagraphStyle(size: size, systemFont: false) }
        let small = try sharedEngine.layout("Scale", style: style(10), width: .unconstrained).width
        let large = try sharedEngine.layout("Scale", style: style(20), width: .unconstrained).width
        XCTAssertEqual(large, small * 2, accuracy: 1e-9, "unhinted advances scale exactly")
        // In the system font: the design advances times the width factor, plus the tracking after each of 5 letters.
        let tracked = { (size: Double) in
            small / 10 * size * SystemFontMetrics.widthFactor(size: size) + 5 * SystemFontMetrics.tracking(size: size) * size
        }
        XCTAssertEqual(try layout("Scale", size: 10).width, tracked(10), accuracy: 1e-9)
        XCTAssertEqual(try layout("Scale", size: 20).width, tracked(20), accuracy: 1e-9)
    }
}
