// make-cldr-strings.swift — writes the Weather sample's day names from CLDR.
//
//     swift scripts/make-cldr-strings.swift [STRINGS-FOLDER] [LOCALE...]
//
// For every `<locale>.lproj/Localizable.strings` in STRINGS-FOLDER (default:
// Layouts/Weather/Strings beside this script's folder) other than the development language (en)
// and Base, or only for the LOCALEs given, this writes the keys
//
//     weather.day.today   the word for "today" (Date.RelativeFormatStyle, .named, days only)
//     weather.day.mon … weather.day.sun
//                         the stand-alone abbreviated weekday names (shortStandaloneWeekdaySymbols)
//
// from the CLDR data of Foundation's ICU, in a block marked "generated from CLDR by
// scripts/make-cldr-strings.swift" at the end of the file. Any other definition of these keys
// in the file is removed, so the block is the only source of them; running the script again
// replaces the block. A locale folder that does not exist yet is created.
//
// Capitalization: the day names stand at the start of a row of the forecast (the first column of
// the grid), so a name CLDR gives in lower case ("heute", "pn", "lun.", "ma") is capitalized
// there, as a list item or the start of a sentence is: "today" through ICU's own
// beginning-of-sentence capitalization, the weekday names with the locale's case mapping of
// their first letter. The comment beside each key says when that happened and what CLDR gave.

import Foundation

let dayKeys = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]  // order of the weekday symbols
let writtenOrder = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
let weekdayNames = ["sun": "Sunday", "mon": "Monday", "tue": "Tuesday", "wed": "Wednesday",
                    "thu": "Thursday", "fri": "Friday", "sat": "Saturday"]
let developmentLanguage = "en"
let beginMarker = "/* BEGIN generated from CLDR by scripts/make-cldr-strings.swift"
let endMarker = "/* END generated from CLDR by scripts/make-cldr-strings.swift */"

struct Failure: Error, CustomStringConvertible { var description: String }

/// One generated value: what is written, and what CLDR gave when that differs.
struct DayName {
    var value: String
    var cldr: String
    var capitalized: Bool { value != cldr }
}

func escape(_ s: String) -> String {
    s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
}

/// Upper-cases the first character with the locale's case mapping, if it has a case at all.
func capitalizingFirst(_ s: String, locale: Locale) -> String {
    guard let first = s.first else { return s }
    let upper = String(first).uppercased(with: locale)
    return upper + s.dropFirst()
}

func startsLowercase(_ s: String) -> Bool {
    guard let first = s.first else { return false }
    return first.isLowercase
}

func calendar(for locale: Locale) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = locale
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
}

func today(_ locale: Locale) -> DayName {
    let now = Date()
    func word(_ context: FormatStyleCapitalizationContext) -> String {
        var style = Date.RelativeFormatStyle(presentation: .named, unitsStyle: .wide, locale: locale,
                                             calendar: calendar(for: locale), capitalizationContext: context)
        style.allowedFields = [.day]
        return style.format(now)
    }
    let cldr = word(.middleOfSentence)
    guard startsLowercase(cldr) else { return DayName(value: cldr, cldr: cldr) }
    return DayName(value: word(.beginningOfSentence), cldr: cldr)
}

func weekdays(_ locale: Locale) -> [String: DayName] {
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.calendar = calendar(for: locale)
    let symbols = formatter.shortStandaloneWeekdaySymbols
    precondition(symbols.count == 7, "\(locale.identifier): \(symbols.count) weekday symbols")
    var result: [String: DayName] = [:]
    for (key, symbol) in zip(dayKeys, symbols) {
        let value = startsLowercase(symbol) ? capitalizingFirst(symbol, locale: locale) : symbol
        result[key] = DayName(value: value, cldr: symbol)
    }
    return result
}

func block(locale identifier: String) -> (text: String, summary: String) {
    let locale = Locale(identifier: identifier)
    let todayName = today(locale)
    let names = weekdays(locale)
    var lines = [
        beginMarker + ":",
        "   the word for \"today\" (Date.RelativeFormatStyle, named, days) and the stand-alone abbreviated",
        "   weekday names (DateFormatter.shortStandaloneWeekdaySymbols) for \(identifier). Edit the script, not",
        "   these lines: `swift scripts/make-cldr-strings.swift` rewrites them. */",
        "",
    ]
    func note(_ name: DayName) -> String {
        name.capitalized ? " CLDR gives \"\(name.cldr)\"; capitalized because it starts its row." : ""
    }
    lines.append("/* First row of the ten-day forecast: the forecast for today.\(note(todayName)) */")
    lines.append("\"weather.day.today\" = \"\(escape(todayName.value))\";")
    for key in writtenOrder {
        let name = names[key]!
        lines.append("")
        lines.append("/* Abbreviated weekday: \(weekdayNames[key]!).\(note(name)) */")
        lines.append("\"weather.day.\(key)\" = \"\(escape(name.value))\";")
    }
    lines.append("")
    lines.append(endMarker)
    let summary = ([todayName] + writtenOrder.map { names[$0]! })
        .map { $0.capitalized ? "\($0.value) (\($0.cldr))" : $0.value }
        .joined(separator: "  ")
    return (lines.joined(separator: "\n") + "\n", summary)
}

/// The file without the generated block and without any other definition of a generated key
/// (with the comment right above it).
func removingGeneratedKeys(_ text: String) throws -> String {
    var text = text
    if let begin = text.range(of: beginMarker) {
        guard let end = text.range(of: endMarker, range: begin.upperBound..<text.endIndex) else {
            throw Failure(description: "a generated block starts but does not end")
        }
        var upper = end.upperBound
        if upper < text.endIndex, text[upper] == "\n" { upper = text.index(after: upper) }
        text.removeSubrange(begin.lowerBound..<upper)
    }
    let keys = (["today"] + writtenOrder).joined(separator: "|")
    let pattern = #"(?:/\*(?:[^*]|\*(?!/))*\*/[ \t]*\n[ \t]*)?"weather\.day\.(?:"# + keys + #")"[ \t]*=[ \t]*"(?:[^"\\]|\\.)*"[ \t]*;[ \t]*\n?"#
    let regex = try NSRegularExpression(pattern: pattern)
    text = regex.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "")
    while text.hasSuffix("\n\n") { text.removeLast() }
    return text
}

func run() throws {
    var arguments = Array(CommandLine.arguments.dropFirst())
    let scriptFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    var folder = scriptFolder.deletingLastPathComponent().appendingPathComponent("Layouts/Weather/Strings")
    if let first = arguments.first, first.contains("/") {
        folder = URL(fileURLWithPath: first)
        arguments.removeFirst()
    }
    let manager = FileManager.default
    var locales = arguments
    if locales.isEmpty {
        locales = try manager.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".lproj") }
            .map { String($0.dropLast(".lproj".count)) }
            .filter { $0 != developmentLanguage && $0 != "Base" }
            .sorted()
    }
    guard !locales.isEmpty else { throw Failure(description: "\(folder.path): no <locale>.lproj folders") }
    for identifier in locales {
        let lproj = folder.appendingPathComponent("\(identifier).lproj")
        try manager.createDirectory(at: lproj, withIntermediateDirectories: true)
        let file = lproj.appendingPathComponent("Localizable.strings")
        var text = ""
        if manager.fileExists(atPath: file.path) {
            text = try removingGeneratedKeys(String(contentsOf: file, encoding: .utf8))
        }
        let (generated, summary) = block(locale: identifier)
        text = text.isEmpty ? generated : text + (text.hasSuffix("\n") ? "\n" : "\n\n") + generated
        try text.write(to: file, atomically: true, encoding: .utf8)
        print("\(identifier.padding(toLength: 8, withPad: " ", startingAt: 0)) \(summary)")
    }
}

do {
    try run()
} catch {
    FileHandle.standardError.write(Data("make-cldr-strings: \(error)\n".utf8))
    exit(1)
}
