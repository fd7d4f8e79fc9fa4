import GlossaICU
@testable import GlossaText
import XCTest

/// Paragraphs that mix scripts and directions the way real apps show them (and often get wrong).
final class MixedDirectionTests: XCTestCase {
    func testEnglishSentenceWithAnUrduWord() throws {
        let paragraph = try layout("I love the word محبت in Urdu", language: "en")
        XCTAssertEqual(paragraph.direction, .leftToRight)
        XCTAssertEqual(paragraph.lines.count, 1)
        assertVisualRuns(paragraph.lines[0], [("ltr", "I love the word "), ("rtl", "محبت"), ("ltr", " in Urdu")])
        assertContiguous(paragraph.lines[0])
    }

    func testSafariOnMacWithAnArabicWordInTheMiddle() throws {
        let paragraph = try layout("Safari على Mac", language: "en")
        assertVisualRuns(paragraph.lines[0], [("ltr", "Safari "), ("rtl", "على"), ("ltr", " Mac")])
        // The Arabic word is shaped with the Arabic font, the Latin words with the Latin font.
        let fonts = paragraph.lines[0].runs.filter { !$0.text.trimmingCharacters(in: .whitespaces).isEmpty }.map(\.font.id)
        XCTAssertEqual(fonts, ["NotoSans-Regular", "NotoSansArabic-Regular", "NotoSans-Regular"])
    }

    func testArabicSentenceWithLatinProductNamesReadsRightToLeft() throws {
        let paragraph = try layout("استخدم Safari على Mac", language: "ar", layoutDirection: .rightToLeft)
        XCTAssertEqual(paragraph.direction, .rightToLeft)
        let words = visualRuns(paragraph.lines[0]).map { $0.1.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(words, ["Mac", "على", "Safari", "استخدم"])
        assertContiguous(paragraph.lines[0])
    }

    /// "%@ has the highest score" with an Arabic name: without isolates the first strong character is
    /// Arabic, so the whole English sentence becomes a right-to-left paragraph and the name jumps to the
    /// right. With FSI…PDI, as localizedStringWithFormat inserts, the sentence stays left to right.
    func testSubstitutedArabicNameWithoutIsolatesFlipsTheSentence() throws {
        let paragraph = try layout("سارة has the highest score", language: "en")
        XCTAssertEqual(paragraph.direction, .rightToLeft)
        assertVisualRuns(paragraph.lines[0], [("ltr", "has the highest score"), ("rtl", "سارة ")])
    }

    func testSubstitutedArabicNameInsideIsolatesKeepsTheSentenceLeftToRight() throws {
        let paragraph = try layout("\u{2068}سارة\u{2069} has the highest score", language: "en")
        XCTAssertEqual(paragraph.direction, .leftToRight)
        assertVisualRuns(paragraph.lines[0], [("rtl", "سارة"), ("ltr", " has the highest score")])
        XCTAssertTrue(paragraph.missingGlyphs.isEmpty, "isolate controls are invisible, not missing: \(paragraph.missingGlyphs)")
    }

    func testHebrewParagraphWithNumberKeepsDigitsLeftToRight() throws {
        let paragraph = try layout("יש לך 25 הודעות", language: "he", layoutDirection: .rightToLeft)
        XCTAssertEqual(paragraph.direction, .rightToLeft)
        let words = visualRuns(paragraph.lines[0]).map { ($0.0, $0.1.trimmingCharacters(in: .whitespaces)) }
        XCTAssertEqual(words.map(\.1), ["הודעות", "25", "יש לך"])
        XCTAssertEqual(words.map(\.0), ["rtl", "ltr", "rtl"])
    }

    func testExplicitBaseDirectionOverridesTheFirstStrongCharacter() throws {
        let natural = try layout("Hello עולם", language: "en")
        let rtl = try layout("Hello עולם", language: "en", base: .rightToLeft)
        XCTAssertEqual(natural.direction, .leftToRight)
        XCTAssertEqual(rtl.direction, .rightToLeft)
        let trimmed = { (paragraph: ParagraphLayout) in
            visualRuns(paragraph.lines[0]).map { $0.1.trimmingCharacters(in: .whitespaces) }
        }
        XCTAssertEqual(trimmed(natural), ["Hello", "עולם"])
        XCTAssertEqual(trimmed(rtl), ["עולם", "Hello"])
    }

    func testBracketsTakeTheScriptOfTheirOpener() throws {
        let paragraph = try layout("Привет (мир) world", language: "ru")
        let runs = paragraph.lines[0].runs
        let cyrillic = runs.filter { $0.script == "Cyrl" }.map(\.text).joined()
        XCTAssertEqual(cyrillic, "Привет (мир) ")
    }
}
