import GlossaICU
import XCTest

final class TextBreaksTests: XCTestCase {
    func testThaiDictionaryBreaksInsideARunWithoutSpaces() throws {
        // "ภาษาไทยง่ายนิดเดียว" = ภาษา|ไทย|ง่าย|นิด|เดียว ("the Thai language is very easy").
        let text = Array("ภาษาไทยง่ายนิดเดียว".utf16)
        let breaks = try TextBreaks.lineBreaks(text, locale: "th")
        XCTAssertEqual(breaks.map(\.offset), [4, 7, 11, 14, 19])
        XCTAssertFalse(breaks.contains(where: \.isMandatory))
        XCTAssertEqual(try TextBreaks.wordBoundaries(text, locale: "th"), [0, 4, 7, 11, 14, 19])
    }

    func testHardBreaksAreMandatory() throws {
        let breaks = try TextBreaks.lineBreaks(Array("one two\nthree".utf16), locale: "en")
        XCTAssertEqual(breaks, [
            LineBreakOpportunity(offset: 4, isMandatory: false),
            LineBreakOpportunity(offset: 8, isMandatory: true),
            LineBreakOpportunity(offset: 13, isMandatory: false),
        ])
    }

    func testGraphemeClustersKeepEmojiSequencesAndSurrogatesTogether() throws {
        // A family emoji (7 units with ZWJs), "e" + combining acute, and a flag (two regional indicators).
        let text = Array("👨‍👩‍👧e\u{301}🇫🇷".utf16)
        XCTAssertEqual(try TextBreaks.graphemeBoundaries(text), [0, 8, 10, 14])
        XCTAssertEqual(try TextBreaks.graphemeBoundaries([]), [0])
    }

    func testJapaneseStrictnessKeywordsReachICU() throws {
        // Small kana "ょ" may start a line under normal/loose rules but not under strict ones.
        let text = Array("しょうがっこう".utf16)
        let strict = try TextBreaks.lineBreaks(text, locale: "ja@lb=strict").map(\.offset)
        let loose = try TextBreaks.lineBreaks(text, locale: "ja-u-lb-loose").map(\.offset)
        XCTAssertFalse(strict.contains(1))
        XCTAssertTrue(loose.contains(1))
    }
}
