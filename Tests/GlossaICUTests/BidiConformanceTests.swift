import GlossaICU
import XCTest

/// Runs every case of UCD 15 BidiCharacterTest.txt through `BidiParagraph`.
final class BidiConformanceTests: XCTestCase {
    /// Lines of BidiCharacterTest.txt where ICU 72 differs from the UCD 15 expectations, with the cause.
    ///
    /// Each was checked by hand against UAX #9; none is a harness artefact (the harness reads levels
    /// and order per code point, pairing surrogates, and skips only the positions marked x).
    static let knownDifferences: [Int: String] = {
        var causes: [Int: String] = [:]
        // RLO a LRE b PDF LRI c PDI LRE d PDF e PDF: an isolate initiator and its PDI directly after
        // a closed embedding, under an override. UAX #9 gives LRI and PDI the override's level
        // (1); ICU 72 gives them the embedding's (2), which also moves them in the visual order.
        for line in 59...62 { causes[line] = "isolate controls flanked by embeddings under an override take the embedding level" }
        // LRE R ( R PDF LRO ): since Unicode 8.0 (BD16) a bracket whose class an override changed
        // is not a bracket. ICU 72 still pairs "(" with the overridden ")" across the LRO, so ")"
        // takes the pair's direction (level 3) instead of the override's (level 2).
        for line in 65...80 { causes[line] = "brackets paired across an LRO/RLO override (BD16, Unicode 8.0)" }
        // a(b)+U+0331 in an RTL paragraph: N0 says a nonspacing mark after a bracket that N0 resolved
        // takes the bracket's new class. ICU 72 leaves the mark with the class from W1 and N1/N2
        // resolves it to the paragraph direction. 102, 108, 113 add ZWJ/ZWSP (BN) before the mark.
        for line in [83, 84, 85, 86, 87, 88, 102, 108, 113] { causes[line] = "nonspacing mark after an N0-resolved bracket keeps its W1 class" }
        // 64 nested bracket pairs: BD16 keeps a 63-entry stack and stops pairing when it overflows;
        // ICU's bracket stack grows, so ICU 72 still pairs all 64 and the closings get level 2, not 1.
        causes[120] = "no 63-entry limit on the bracket stack (BD16 overflow)"
        // a LRE b PDF 1 2 in an LTR paragraph: nothing in it resolves to an odd level, so ICU skips
        // resolution and reports every level as the paragraph level (0 for b, not 2). Levels of
        // one parity cannot change the order, which matches; ICU's own bidiconf test accepts this.
        causes[164] = "unidirectional paragraph: ICU reports the paragraph level for an embedded even level"
        return causes
    }()

    func testBidiCharacterTest() throws {
        var tally = ConformanceTally(name: "BidiCharacterTest", knownDifferences: Self.knownDifferences)
        for line in try UCDTestFile.lines("BidiCharacterTest.txt", separator: ";") {
            XCTAssertEqual(line.fields.count, 5, "line \(line.number)")
            tally.record(line: line.number, failure: try Self.check(line))
        }
        tally.report()
    }

    /// Compares one case; nil when ICU agrees on paragraph level, levels after L1 and visual order.
    static func check(_ line: UCDTestLine) throws -> String? {
        let text = UTF16Case(hexCodePoints: line.fields[0].split(separator: " "))
        let base: BaseDirection = switch line.fields[1] {
        case "0": .leftToRight
        case "1": .rightToLeft
        default: .natural
        }
        let expectedLevels = line.fields[3].split(separator: " ").map { UInt8($0) }  // nil = removed by X9
        let expectedOrder = line.fields[4].split(separator: " ").compactMap { Int($0) }

        let paragraph = try BidiParagraph(utf16: text.units, base: base)
        let whole = 0..<text.units.count
        var problems: [String] = []
        if paragraph.paragraphLevel != UInt8(line.fields[2]) {
            problems.append("paragraph level \(paragraph.paragraphLevel), expected \(line.fields[2])")
        }
        let unitLevels = try paragraph.lineLevels(line: whole)
        let levels = (0..<text.codePointCount).map { unitLevels[text.unitOffsets[$0]] }
        let kept = (0..<text.codePointCount).filter { expectedLevels[$0] != nil }
        if kept.map({ levels[$0] }) != kept.map({ expectedLevels[$0]! }) {
            problems.append("levels \(render(levels, expectedLevels)), expected \(line.fields[3])")
        }
        let order = visualCodePoints(try paragraph.visualOrder(line: whole), text).filter { expectedLevels[$0] != nil }
        if order != expectedOrder {
            problems.append("order \(order.map(String.init).joined(separator: " ")), expected \(line.fields[4])")
        }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }

    /// Visual order of code points from ICU's order of UTF-16 units (a surrogate pair shows once).
    static func visualCodePoints(_ units: [Int], _ text: UTF16Case) -> [Int] {
        var result: [Int] = []
        for unit in units {
            let codePoint = text.codePointOfUnit[unit]
            if result.last != codePoint { result.append(codePoint) }
        }
        return result
    }

    private static func render(_ levels: [UInt8], _ expected: [UInt8?]) -> String {
        zip(levels, expected).map { $1 == nil ? "x" : String($0) }.joined(separator: " ")
    }
}
