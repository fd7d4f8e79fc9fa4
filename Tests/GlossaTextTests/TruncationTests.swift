import GlossaICU
@testable import GlossaText
import XCTest

/// Truncation to a line limit: where the ellipsis goes, in which direction, and that it fits.
final class TruncationTests: XCTestCase {
    private let arabic = "مرحبا بالعالم، هذا نص طويل جدا لا يتسع في سطر واحد"
    private let english = "This sentence is far too long to fit on one line"

    private func ellipsisRun(_ line: LineLayout) -> (index: Int, run: GlyphRun)? {
        line.runs.enumerated().first { $0.element.text.contains("\u{2026}") }.map { ($0.offset, $0.element) }
    }

    func testArabicTailEllipsisIsAtTheLeftEnd() throws {
        let paragraph = try layout(arabic, language: "ar", width: .exactly(150), lines: 1, layoutDirection: .rightToLeft)
        XCTAssertTrue(paragraph.truncated)
        XCTAssertEqual(paragraph.lines.count, 1)
        let line = paragraph.lines[0]
        XCTAssertLessThanOrEqual(line.width, 150 + 1e-6)
        let found = try XCTUnwrap(ellipsisRun(line))
        XCTAssertEqual(found.index, 0, "the ellipsis run is not the leftmost")
        XCTAssertTrue(found.run.text.hasPrefix("\u{2026}") || found.run.text.hasSuffix("\u{2026}"))
        // The ellipsis glyph is the leftmost glyph of the line.
        let leftmost = line.runs.flatMap { run in run.glyphs.map { (run.x + $0.x, $0.cluster) } }.min { $0.0 < $1.0 }!
        XCTAssertEqual(Array(paragraph.text.utf16)[leftmost.1], 0x2026)
        XCTAssertTrue(paragraph.text.hasSuffix("\u{2026}"), "logically the ellipsis ends the text")
    }

    func testEnglishTailEllipsisIsAtTheRightEnd() throws {
        for direction in [TextDirection.leftToRight, .rightToLeft] {
            let paragraph = try layout(english, width: .exactly(150), lines: 1, layoutDirection: direction)
            XCTAssertTrue(paragraph.truncated)
            let line = paragraph.lines[0]
            XCTAssertLessThanOrEqual(line.width, 150 + 1e-6)
            XCTAssertEqual(ellipsisRun(line)?.index, line.runs.count - 1)
            XCTAssertTrue(paragraph.text.hasPrefix("This sentence"))
            XCTAssertTrue(paragraph.text.hasSuffix("\u{2026}"))
        }
    }

    func testHeadAndMiddleTruncation() throws {
        let head = try layout(english, width: .exactly(150), lines: 1, truncation: .head)
        XCTAssertTrue(head.text.hasPrefix("\u{2026}"))
        XCTAssertTrue(head.text.hasSuffix("one line"))
        XCTAssertEqual(ellipsisRun(head.lines[0])?.index, 0)

        let middle = try layout(english, width: .exactly(150), lines: 1, truncation: .middle)
        XCTAssertTrue(middle.text.hasPrefix("This"))
        XCTAssertTrue(middle.text.hasSuffix("line"))
        XCTAssertTrue(middle.text.contains("\u{2026}"))
        XCTAssertLessThanOrEqual(middle.lines[0].width, 150 + 1e-6)
    }

    func testTruncationKeepsTheEarlierLines() throws {
        let full = try layout(english, width: .exactly(100))
        XCTAssertGreaterThan(full.lines.count, 2)
        let two = try layout(english, width: .exactly(100), lines: 2)
        XCTAssertEqual(two.lines.count, 2)
        XCTAssertTrue(two.truncated)
        XCTAssertEqual(two.lines[0].range, full.lines[0].range)
        XCTAssertEqual(two.height, full.lines[0].height + two.lines[1].height, accuracy: 1e-9)
    }

    func testTextThatFitsIsNotTruncated() throws {
        let paragraph = try layout("Short", width: .exactly(150), lines: 1)
        XCTAssertFalse(paragraph.truncated)
        XCTAssertEqual(paragraph.text, "Short")
    }

    func testThaiTruncationNeverSplitsAClusterMark() throws {
        let paragraph = try layout("ที่นี่มีน้ำใสไหลเย็นตลอดทั้งปีที่นี่มีน้ำใส", language: "th", width: .exactly(80), lines: 1)
        XCTAssertTrue(paragraph.truncated)
        let kept = paragraph.text.dropLast()
        // The last kept character is not followed by an orphaned combining mark.
        XCTAssertTrue("ที่นี่มีน้ำใสไหลเย็นตลอดทั้งปีที่นี่มีน้ำใส".hasPrefix(kept))
        let boundaries = try TextBreaks.graphemeBoundaries(Array("ที่นี่มีน้ำใสไหลเย็นตลอดทั้งปีที่นี่มีน้ำใส".utf16))
        XCTAssertTrue(boundaries.contains(kept.utf16.count))
    }
}
