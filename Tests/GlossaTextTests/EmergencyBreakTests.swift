import GlossaICU
@testable import GlossaText
import XCTest

/// A line that had to break inside a word says so, in left-to-right and right-to-left views; breaks at
/// ICU's opportunities (spaces, Thai word boundaries, hyphens) do not.
final class EmergencyBreakTests: XCTestCase {
    private func texts(_ paragraph: ParagraphLayout, _ lines: [LineLayout]) -> [String] {
        let utf16 = Array(paragraph.text.utf16)
        return lines.map { String(decoding: utf16[$0.range], as: UTF16.self) }
    }

    func testAGermanCompoundInANarrowColumnBreaksInsideTheWord() throws {
        for direction in [TextDirection.leftToRight, .rightToLeft] {
            let paragraph = try layout("Datenschutzeinstellungen", language: "de", width: .exactly(90), layoutDirection: direction)
            XCTAssertGreaterThan(paragraph.lines.count, 1)
            XCTAssertEqual(paragraph.lines.map(\.breaksInsideWord), Array(repeating: true, count: paragraph.lines.count - 1) + [false])
            XCTAssertEqual(texts(paragraph, paragraph.lines).joined(), "Datenschutzeinstellungen")
        }
    }

    func testAHebrewWordTooWideForItsColumnBreaksInsideIt() throws {
        for direction in [TextDirection.leftToRight, .rightToLeft] {
            let paragraph = try layout("והאפליקציות שלכם", language: "he", width: .exactly(40), layoutDirection: direction)
            XCTAssertEqual(texts(paragraph, paragraph.lines), ["והאפ", "ליקצי", "ות", "שלכ", "ם"])
            XCTAssertEqual(texts(paragraph, paragraph.linesBrokenInsideWords), ["והאפ", "ליקצי", "שלכ"])
        }
    }

    func testBreaksAtOpportunitiesAreNotInsideWords() throws {
        for direction in [TextDirection.leftToRight, .rightToLeft] {
            let cases: [(String, String, Double)] = [
                ("The quick brown fox jumps over the lazy dog", "en", 120),
                ("ภาษาไทยง่ายนิดเดียว", "th", 60),
                ("Datenschutz-Einstellungen öffnen", "de", 110),
                ("هل تريد حفظ التغييرات قبل الخروج؟", "ar", 90),
            ]
            for (text, language, width) in cases {
                let paragraph = try layout(text, language: language, width: .exactly(width), layoutDirection: direction)
                XCTAssertGreaterThan(paragraph.lines.count, 1, text)
                XCTAssertEqual(paragraph.linesBrokenInsideWords.count, 0, "\(text): \(texts(paragraph, paragraph.lines))")
            }
            // Truncated to one line: nothing breaks.
            let single = try layout("Datenschutzeinstellungen", language: "de", width: .exactly(90), lines: 1, layoutDirection: direction)
            XCTAssertTrue(single.truncated)
            XCTAssertEqual(single.linesBrokenInsideWords.count, 0)
        }
    }
}
