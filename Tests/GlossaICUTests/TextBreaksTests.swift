import Foundation
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

    func testKeptIteratorsGiveEachTextItsOwnBreaksWhateverWalkedBefore() throws {
        // Iterators are kept open between texts: a Thai dictionary walk, a hard break and an empty text
        // in between must not leak into the next text's breaks, on any thread.
        let thai = Array("ภาษาไทยง่ายนิดเดียว".utf16), english = Array("one two\nthree".utf16)
        let expectedThai = [4, 7, 11, 14, 19], expectedEnglish = [4, 8, 13]
        nonisolated(unsafe) let failures = UnsafeMutableBufferPointer<Int>.allocate(capacity: 4)
        failures.initialize(repeating: 0)
        defer { failures.deallocate() }
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for round in 0..<50 {
                let first = (round + worker) % 2 == 0
                let breaks = (try? TextBreaks.lineBreaks(first ? thai : english, locale: "th").map(\.offset)) ?? []
                if breaks != (first ? expectedThai : expectedEnglish) { failures[worker] += 1 }
                if (try? TextBreaks.lineBreaks([], locale: "th")) != [] { failures[worker] += 1 }
                if (try? TextBreaks.graphemeBoundaries(Array("e\u{301}x".utf16))) != [0, 2, 3] { failures[worker] += 1 }
            }
        }
        XCTAssertEqual(Array(failures), [0, 0, 0, 0])
        XCTAssertEqual(try TextBreaks.lineBreaks(english, locale: "en").map(\.isMandatory), [false, true, false])
    }
}
