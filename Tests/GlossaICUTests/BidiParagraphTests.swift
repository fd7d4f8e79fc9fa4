import GlossaICU
import XCTest

final class BidiParagraphTests: XCTestCase {
    func testArabicInsideEnglishLineHasThreeVisualRuns() throws {
        // "Hi سلام ok": the Arabic word is reversed in place between two LTR runs.
        let text = Array("Hi سلام ok".utf16)
        let paragraph = try BidiParagraph(utf16: text, base: .natural)
        XCTAssertEqual(paragraph.direction, .leftToRight)
        XCTAssertEqual(paragraph.logicalRuns.map(\.range), [0..<3, 3..<7, 7..<10])
        let runs = try paragraph.visualRuns(line: 0..<text.count)
        XCTAssertEqual(runs, [
            BidiRun(range: 0..<3, level: 0), BidiRun(range: 3..<7, level: 1), BidiRun(range: 7..<10, level: 0),
        ])
        XCTAssertEqual(try paragraph.visualOrder(line: 0..<text.count), [0, 1, 2, 6, 5, 4, 3, 7, 8, 9])
    }

    func testNaturalDirectionFollowsFirstStrongCharacter() throws {
        let hebrew = try BidiParagraph(utf16: Array("שלום world".utf16), base: .natural)
        XCTAssertEqual(hebrew.paragraphLevel, 1)
        XCTAssertEqual(hebrew.direction, .rightToLeft)
        let digits = try BidiParagraph(utf16: Array("123 abc שלום".utf16), base: .natural)
        XCTAssertEqual(digits.paragraphLevel, 0)
        let none = try BidiParagraph(utf16: Array("123 ...".utf16), base: .natural)
        XCTAssertEqual(none.direction, .leftToRight)
        let forced = try BidiParagraph(utf16: Array("abc".utf16), base: .rightToLeft)
        XCTAssertEqual(forced.paragraphLevel, 1)
        XCTAssertEqual(forced.levels, [2, 2, 2])
    }

    func testTrailingWhitespaceTakesParagraphLevelAtLineEnd() throws {
        // In an RTL paragraph, "abc def": the space after "abc" ends the first line, so L1 resets it to 1.
        let text = Array("abc def".utf16)
        let paragraph = try BidiParagraph(utf16: text, base: .rightToLeft)
        XCTAssertEqual(paragraph.levels[3], 2)
        XCTAssertEqual(try paragraph.lineLevels(line: 0..<4), [2, 2, 2, 1])
        XCTAssertEqual(try paragraph.visualRuns(line: 0..<4), [BidiRun(range: 3..<4, level: 1), BidiRun(range: 0..<3, level: 2)])
        XCTAssertEqual(try paragraph.visualOrder(line: 4..<7), [4, 5, 6])
    }

    func testEmptyTextAndEmptyLines() throws {
        let paragraph = try BidiParagraph(utf16: [], base: .natural)
        XCTAssertEqual(paragraph.levels, [])
        XCTAssertEqual(paragraph.logicalRuns, [])
        XCTAssertEqual(try paragraph.visualRuns(line: 0..<0), [])
        XCTAssertThrowsError(try paragraph.visualRuns(line: 0..<1))
    }

    func testArabicDigitsInEnglishKeepTheirOwnEvenLevelRun() throws {
        // "Pay ١٢ now": AN digits resolve to level 2 inside the LTR line and stay in logical order.
        let text = Array("Pay ١٢ now".utf16)
        let paragraph = try BidiParagraph(utf16: text, base: .natural)
        XCTAssertEqual(paragraph.levels, [0, 0, 0, 0, 2, 2, 0, 0, 0, 0])
        XCTAssertEqual(try paragraph.visualRuns(line: 0..<text.count), [
            BidiRun(range: 0..<4, level: 0), BidiRun(range: 4..<6, level: 2), BidiRun(range: 6..<10, level: 0),
        ])
        XCTAssertEqual(try paragraph.visualOrder(line: 0..<text.count), Array(0..<10))
    }

    func testSurrogatePairsInRightToLeftRunsStayTogetherAsUnits() throws {
        // U+10900 PHOENICIAN LETTER ALF is R and outside the BMP: two UTF-16 units at one level.
        let text = Array("a \u{10900}\u{10901}".utf16)
        let paragraph = try BidiParagraph(utf16: text, base: .leftToRight)
        XCTAssertEqual(paragraph.levels, [0, 0, 1, 1, 1, 1])
        XCTAssertEqual(try paragraph.visualRuns(line: 0..<6), [BidiRun(range: 0..<2, level: 0), BidiRun(range: 2..<6, level: 1)])
    }

    func testOutOfRangeLineNamesTheProblem() throws {
        let paragraph = try BidiParagraph(utf16: Array("abc".utf16), base: .natural)
        XCTAssertThrowsError(try paragraph.lineLevels(line: 1..<5)) { error in
            XCTAssertTrue("\(error)".contains("U_INDEX_OUTOFBOUNDS_ERROR"), "\(error)")
        }
    }
}
