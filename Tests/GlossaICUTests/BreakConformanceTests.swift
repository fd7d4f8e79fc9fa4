import GlossaICU
import XCTest

/// Runs UCD 15 LineBreakTest.txt and GraphemeBreakTest.txt through `TextBreaks`.
final class BreakConformanceTests: XCTestCase {
    /// Lines of LineBreakTest.txt where ICU 72's line breaking differs from UCD 15, with the cause.
    ///
    /// Both are deliberate tailorings in ICU's default line rules, not harness artefacts: every
    /// other case, including surrogate pairs, CR LF and dictionary-free SA text, matches.
    static let knownLineBreakDifferences: [Int: String] = {
        var causes: [Int: String] = [:]
        // HY ÷ AL at the start of text ("-#", "-§", "-ก"): ICU's rule LB 20.09 keeps a hyphen-minus
        // attached to a following letter when a break precedes the hyphen ("-foo" as in CSS);
        // UCD 15.0 breaks there (LB 31).
        for line in [2265, 2267, 2421, 2423, 2425, 2427, 2429, 2431] { causes[line] = "ICU LB 20.09: no break between a leading hyphen and a letter" }
        // IS ÷ NU (",0", "a.2 ", "equals .35 cents"): ICU's LB 25 number rule lets a number begin
        // with a full stop or comma (".35"), so it keeps IS × NU; UCD 15.0 breaks before the digit.
        for line in [2873, 2875, 7477, 7576, 7577, 7578, 7579, 7580, 7581, 7583, 7584, 7585, 7586, 7587] {
            causes[line] = "ICU LB 25: a number may start with IS (.35), so no break between IS and NU"
        }
        return causes
    }()

    func testLineBreakTest() throws {
        var tally = ConformanceTally(name: "LineBreakTest", knownDifferences: Self.knownLineBreakDifferences)
        for line in try UCDTestFile.lines("auxiliary/LineBreakTest.txt", separator: "\t") {
            let (text, expected) = Self.parse(line.fields[0])
            let actual = try TextBreaks.lineBreaks(text.units, locale: "en").map(\.offset)
            tally.record(line: line.number, failure: Self.compare(actual, expected.filter { $0 > 0 }, text))
        }
        tally.report()
    }

    func testGraphemeBreakTest() throws {
        var tally = ConformanceTally(name: "GraphemeBreakTest", knownDifferences: [:])
        for line in try UCDTestFile.lines("auxiliary/GraphemeBreakTest.txt", separator: "\t") {
            let (text, expected) = Self.parse(line.fields[0])
            let actual = try TextBreaks.graphemeBoundaries(text.units)
            tally.record(line: line.number, failure: Self.compare(actual, expected, text))
        }
        tally.report()
    }

    /// The code points of a "÷ 0023 × 0308 ÷" case and the UTF-16 offsets of its ÷ marks.
    static func parse(_ field: Substring) -> (UTF16Case, [Int]) {
        let tokens = field.split(separator: " ")
        let text = UTF16Case(hexCodePoints: tokens.enumerated().filter { $0.offset % 2 == 1 }.map(\.element))
        var breaks: [Int] = []
        for (index, token) in tokens.enumerated() where index % 2 == 0 && token == "÷" {
            breaks.append(text.unitOffsets[index / 2])
        }
        return (text, breaks)
    }

    static func compare(_ actual: [Int], _ expected: [Int], _ text: UTF16Case) -> String? {
        guard actual != expected else { return nil }
        let codePoints = { (offsets: [Int]) in offsets.map { String(text.codePointOfUnit.indices.contains($0) ? text.codePointOfUnit[$0] : text.codePointCount) } }
        return "breaks before code points [\(codePoints(actual).joined(separator: " "))], expected [\(codePoints(expected).joined(separator: " "))]"
    }
}
