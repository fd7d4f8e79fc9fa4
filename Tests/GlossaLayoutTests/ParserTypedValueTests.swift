import GlossaICU
import XCTest
@testable import GlossaLayout

/// Typed format arguments and `timeZone:`: what each shape reads as, and each bad value refused at its place.
final class ParserTypedValueTests: XCTestCase {
    private func arguments(_ args: String, line: UInt = #line) -> [TextArgument] {
        do {
            let document = try DocumentParser.parse(text: "root: {text: {key: k, args: \(args)}}", file: "a.yaml")
            return document.root.text?.args ?? []
        } catch {
            XCTFail("\(error)", line: line)
            return []
        }
    }

    private func assertRefused(_ text: String, _ expected: String, line: UInt = #line) {
        XCTAssertThrowsError(try DocumentParser.parse(text: text, file: "bad.yaml"), line: line) { error in
            XCTAssertEqual((error as? LayoutDiagnostic)?.description, expected, line: line)
        }
    }

    func testEachKindOfTypedArgument() {
        let friday = CivilDate(iso: "2025-03-14")!
        XCTAssertEqual(arguments("[{date: \"2025-03-14\"}]"), [.value(.date(friday, .style(.medium, time: .none)))])
        XCTAssertEqual(arguments("[{date: \"2025-03-14\", style: full, time: short}]"), [.value(.date(friday, .style(.full, time: .short)))])
        XCTAssertEqual(arguments("[{date: \"2025-03-14\", skeleton: yMMMEd}]"), [.value(.date(friday, .skeleton("yMMMEd")))])
        XCTAssertEqual(arguments("[{relative: -1, unit: day}]"), [.value(.relative(-1, .day))])
        XCTAssertEqual(arguments("[{percent: 0.42}]"), [.value(.percent(0.42))])
        XCTAssertEqual(arguments("[{currency: 1234.5, code: EUR}]"), [.value(.currency(1234.5, code: "EUR"))])
        XCTAssertEqual(arguments("[{measure: 25, unit: kilometer-per-hour}]"), [.value(.measure(25, unit: "kilometer-per-hour", width: .short))])
        XCTAssertEqual(arguments("[{measure: 25, unit: celsius, width: wide}]"), [.value(.measure(25, unit: "celsius", width: .wide))])
        XCTAssertEqual(arguments("[{list: [Ana, Bo]}, Zoë, 3, 1.5]"),
                       [.value(.list(["Ana", "Bo"], .and)), .string("Zoë"), .integer(3), .number(1.5)])
        XCTAssertEqual(arguments("[{type: or, list: [Ana, Bo]}]"), [.value(.list(["Ana", "Bo"], .or))])
    }

    func testTimeZone() throws {
        XCTAssertEqual(try DocumentParser.parse(text: "root: {spacer: {}}", file: "a.yaml").timeZone, "UTC")
        XCTAssertEqual(try DocumentParser.parse(text: "timeZone: Asia/Tokyo\nroot: {spacer: {}}", file: "a.yaml").timeZone, "Asia/Tokyo")
        assertRefused("timeZone: Mars/Olympus\nroot: {spacer: {}}",
                      "bad.yaml:1:11: unknown time zone 'Mars/Olympus' (use an IANA name such as UTC, Europe/Paris or Asia/Tokyo)")
        assertRefused("timeZone: 3\nroot: {spacer: {}}", "bad.yaml:1:11: 'timeZone' must be a string, not a number")
    }

    func testBadValuesAreRefusedWhereTheyAreWritten() {
        let text = { (args: String) in "root:\n  text:\n    key: k\n    args: [\(args)]\n" }
        assertRefused(text("{measure: 25, unit: furlongs-per-fortnight}"),
                      "bad.yaml:4:32: unknown unit 'furlongs-per-fortnight' (use a CLDR unit such as kilometer-per-hour, celsius or megabyte)")
        assertRefused(text("{currency: 5, code: XYZ}"),
                      "bad.yaml:4:32: unknown currency 'XYZ' (use an ISO 4217 code such as EUR, USD or JPY)")
        assertRefused(text("{date: \"2025-02-30\"}"),
                      "bad.yaml:4:19: '2025-02-30' is not a date; write it as ISO 8601: 2025-03-14, 2025-03-14T09:30 or 2025-03-14T09:30:00Z")
        assertRefused(text("{date: tomorrow}"),
                      "bad.yaml:4:19: 'tomorrow' is not a date; write it as ISO 8601: 2025-03-14, 2025-03-14T09:30 or 2025-03-14T09:30:00Z")
        assertRefused(text("{percent: 0.4, digits: 2}"), "bad.yaml:4:27: unknown key 'digits' in a percent argument")
        assertRefused(text("{measure: 3, unit: meter, widht: short}"),
                      "bad.yaml:4:38: unknown key 'widht' in a measure argument; did you mean 'width'?")
        assertRefused(text("{relative: 3, unit: fortnight}"),
                      "bad.yaml:4:32: unknown relative date unit 'fortnight' (expected second, minute, hour, day, week, month or year)")
        assertRefused(text("{relative: 3}"), "bad.yaml:4:12: a relative argument needs 'unit'")
        assertRefused(text("{currency: 3}"), "bad.yaml:4:12: a currency argument needs 'code'")
        assertRefused(text("{percent: lots}"), "bad.yaml:4:22: 'percent' must be a number, not a string")
        assertRefused(text("{date: \"2025-03-14\", skeleton: yMd, style: full}"),
                      "bad.yaml:4:55: a date has either a 'skeleton' or a 'style' and 'time', not both")
        assertRefused(text("{date: \"2025-03-14\", skeleton: \"y-MM-dd\"}"),
                      "bad.yaml:4:43: 'y-MM-dd' is not a date skeleton (pattern letters only, as in yMMMEd or jm)")
        assertRefused(text("{amount: 3}"),
                      "bad.yaml:4:12: a typed argument needs one of date, relative, percent, currency, measure or list (as in '{date: \"2025-03-14\"}')")
        assertRefused(text("{list: [Ana, [Bo]]}"), "bad.yaml:4:25: 'list' must be a string, not a list")
        assertRefused(text("[1]"),
                      "bad.yaml:4:12: each of 'args' must be a string, a number or a typed value ({date: …}, {percent: …}…), not a list")
    }
}
