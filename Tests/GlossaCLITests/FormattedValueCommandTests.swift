import Foundation
import XCTest

/// Typed arguments, `timeZone:` and `--plurals all` from the command line: files, report, exit codes.
final class FormattedValueCommandTests: XCTestCase {
    private var app: URL!

    private static func stringsdict(_ key: String, _ forms: [(String, String)]) -> String {
        let entries = forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined()
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>\(key)</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
        <key>files</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>lld</string>\(entries)</dict></dict></dict></plist>
        """
    }

    override func setUpWithError() throws {
        app = try CLI.temporaryFolder()
        let files: [(String, String, String)] = [
            ("en", "\"when\" = \"Sent %@\";\n\"wind\" = \"Wind: %@\";\n",
             Self.stringsdict("files", [("one", "%lld file"), ("other", "%lld files")])),
            ("ru", "\"when\" = \"Отправлено %@\";\n\"wind\" = \"Ветер: %@\";\n",
             Self.stringsdict("files", [("one", "%lld файл"), ("few", "%lld файла"), ("many", "%lld файлов"), ("other", "%lld файла")])),
            ("ar", "\"when\" = \"أُرسل %@\";\n\"wind\" = \"الرياح: %@\";\n",
             Self.stringsdict("files", [("zero", "لا ملفات"), ("one", "ملف واحد"), ("two", "ملفان"), ("few", "%lld ملفات"),
                                        ("many", "%lld ملفًا"), ("other", "%lld ملف")])),
            ("ja", "\"when\" = \"%@に送信\";\n\"wind\" = \"風速: %@\";\n", Self.stringsdict("files", [("other", "%lld 個のファイル")])),
        ]
        for (language, strings, plurals) in files {
            let folder = app.appendingPathComponent("Strings/\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(strings.utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
            try Data(plurals.utf8).write(to: folder.appendingPathComponent("Localizable.stringsdict"))
        }
        try write("inbox.yaml", """
        timeZone: Asia/Tokyo
        root:
          vstack:
            alignment: leading
            padding: 16
            children:
              - text: {id: files, key: files, args: [7]}
              - text: {id: when, key: when, args: [{date: "2025-03-14T20:00:00Z", skeleton: yMMMEd}]}
        """)
        try write("weather.yaml", """
        root:
          vstack:
            padding: 16
            children:
              - text: {id: wind, key: wind, args: [{measure: 25, unit: kilometer-per-hour}]}
        """)
    }

    private func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: app.appendingPathComponent(name))
    }

    private func results(_ folder: URL) throws -> [[String: Any]] {
        let data = try Data(contentsOf: folder.appendingPathComponent("report.json"))
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        return report["results"] as? [[String: Any]] ?? []
    }

    private func text(_ result: [String: Any], _ id: String) -> String? {
        ((result["views"] as? [String: Any])?[id] as? [String: Any])?["text"] as? String
    }

    func testPluralsAllRepeatsOnlyScreensWithAPluralString() throws {
        // check lays every screen out without drawing it; render below names the files.
        let out = try CLI.temporaryFolder()
        let run = try CLI.run(["check", app.path, "--locales", "en,ru,ar,ja", "--plurals", "all", "--json",
                               out.appendingPathComponent("report.json").path])
        XCTAssertEqual(run.status, 0, run.stderr)
        let results = try results(out)
        let inbox = results.filter { $0["layout"] as? String == "inbox" }
        let rows = inbox.map { "\($0["locale"]!) \($0["plural"] ?? "-") \($0["direction"]!) \(text($0, "files") ?? "")" }
        XCTAssertEqual(rows, [
            "en one ltr 1 file", "en other ltr 0 files",
            "ru one ltr 1 файл", "ru few ltr 2 файла", "ru many ltr 0 файлов", "ru other ltr 0 файла",
            "ar zero rtl لا ملفات", "ar one rtl ملف واحد", "ar two rtl ملفان", "ar few rtl ٣ ملفات", "ar many rtl ١١ ملفًا",
            "ar other rtl ١٠٠ ملف",
            "ja - ltr 7 個のファイル",
        ])
        let rendered = try CLI.temporaryFolder()
        let render = try CLI.run(["render", app.appendingPathComponent("inbox.yaml").path, "--locales", "ru,ja", "--plurals", "all",
                                  "--out", rendered.path])
        XCTAssertEqual(render.status, 0, render.stderr)
        let pngs = try FileManager.default.contentsOfDirectory(atPath: rendered.appendingPathComponent("inbox/iphone-15").path).sorted()
        XCTAssertEqual(pngs, ["ja.png", "ru+few.png", "ru+many.png", "ru+one.png", "ru+other.png"])
        XCTAssertEqual(try self.results(rendered).map { ($0["png"] as? String)?.replacingOccurrences(of: rendered.path, with: "OUT") },
                       ["OUT/inbox/iphone-15/ru+one.png", "OUT/inbox/iphone-15/ru+few.png", "OUT/inbox/iphone-15/ru+many.png",
                        "OUT/inbox/iphone-15/ru+other.png", "OUT/inbox/iphone-15/ja.png"])
        // No plural string: one screen per locale, with no "plural" in its result.
        let weather = results.filter { $0["layout"] as? String == "weather" }
        XCTAssertEqual(weather.map { $0["locale"] as? String }, ["en", "ru", "ar", "ja"])
        XCTAssertTrue(weather.allSatisfy { $0["plural"] == nil })
        let checker = Process()
        checker.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        checker.arguments = ["python3", CLI.contractChecker.path, out.appendingPathComponent("report.json").path]
        let output = Pipe()
        checker.standardOutput = output
        try checker.run()
        let verdict = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        checker.waitUntilExit()
        XCTAssertEqual(checker.terminationStatus, 0, verdict)
    }

    func testWithoutPluralsAllEachScreenIsShownOnce() throws {
        let out = try CLI.temporaryFolder()
        let run = try CLI.run(["render", app.appendingPathComponent("inbox.yaml").path, "--locales", "ru", "--out", out.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        let results = try results(out)
        XCTAssertEqual(results.count, 1)
        XCTAssertEqual(results.first.flatMap { text($0, "files") }, "7 файлов")
        XCTAssertNil(results.first?["plural"])
    }

    func testTypedValuesInTheDocumentsTimeZone() throws {
        let out = try CLI.temporaryFolder()
        let run = try CLI.run(["check", app.path, "--locales", "en,ru,ar,ja", "--json", out.appendingPathComponent("report.json").path])
        XCTAssertEqual(run.status, 0, run.stderr)
        let texts = try results(out).map { "\($0["locale"]!) \(text($0, "when") ?? text($0, "wind") ?? "")" }
        // 20:00 UTC on Friday is Saturday morning in Tokyo, the document's zone.
        XCTAssertEqual(texts, [
            "en Sent \u{2068}Sat, Mar 15, 2025\u{2069}", "ru Отправлено \u{2068}сб, 15 мар. 2025\u{202F}г.\u{2069}",
            "ar أُرسل \u{2068}السبت، ١٥ مارس ٢٠٢٥\u{2069}", "ja \u{2068}2025年3月15日(土)\u{2069}に送信",
            "en Wind: \u{2068}25 km/h\u{2069}", "ru Ветер: \u{2068}25 км/ч\u{2069}", "ar الرياح: \u{2068}٢٥ كم/س\u{2069}",
            "ja 風速: \u{2068}25 km/h\u{2069}",
        ])
    }

    func testOutputDoesNotDependOnTheMachinesTimeZone() throws {
        var outputs: [[Data]] = []
        for zone in ["America/New_York", "Asia/Kolkata"] {
            let out = try CLI.temporaryFolder()
            let run = try CLI.run(["render", app.path, "--locales", "ar", "--plurals", "all", "--out", out.path],
                                  environment: ["TZ": zone])
            XCTAssertEqual(run.status, 0, run.stderr)
            let files = ["report.json", "inbox/iphone-15/ar+few.png", "inbox/iphone-15/ar+other.png", "weather/iphone-15/ar.png"]
            let report = try String(decoding: Data(contentsOf: out.appendingPathComponent("report.json")), as: UTF8.self)
            outputs.append(try files.map { name in
                name == "report.json" ? Data(report.replacingOccurrences(of: out.path, with: "OUT").utf8)
                    : try Data(contentsOf: out.appendingPathComponent(name))
            })
        }
        XCTAssertEqual(outputs[0], outputs[1])
    }

    func testBadValuesExitTwoNamingTheirPlace() throws {
        let cases: [(String, String)] = [
            ("root: {text: {key: k, args: [{measure: 3, unit: parsecs-per-nap}]}}", "bad.yaml:1:49: unknown unit 'parsecs-per-nap'"),
            ("root: {text: {key: k, args: [{currency: 3, code: ABC}]}}", "bad.yaml:1:50: unknown currency 'ABC'"),
            ("timeZone: Europe/Atlantis\nroot: {spacer: {}}", "bad.yaml:1:11: unknown time zone 'Europe/Atlantis'"),
            ("root: {text: {key: k, args: [{date: 2025-14-03}]}}", "bad.yaml:1:37: '2025-14-03' is not a date"),
            ("root: {text: {key: k, args: [{percent: 1, style: full}]}}", "bad.yaml:1:43: unknown key 'style' in a percent argument"),
        ]
        for (document, message) in cases {
            let folder = try CLI.temporaryFolder()
            try Data(document.utf8).write(to: folder.appendingPathComponent("bad.yaml"))
            let run = try CLI.run(["check", "bad.yaml"], in: folder)
            XCTAssertEqual(run.status, 2, document)
            XCTAssertTrue(run.stderr.contains(message), "\(run.stderr) lacks \(message)")
        }
        let run = try CLI.run(["render", app.path, "--plurals", "some"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("unknown --plurals 'some'; use none or all"), run.stderr)
    }
}

/// The sample app's Weather screen: its typed values in the locales' own calendars, digits and units.
final class SampleAppValueTests: XCTestCase {
    private func weather(_ arguments: [String]) throws -> [[String: Any]] {
        let out = try CLI.temporaryFolder()
        let layout = CLI.repositoryRoot.appendingPathComponent("Layouts/Weather/forecast.yaml").path
        let run = try CLI.run(["check", layout, "--json", out.appendingPathComponent("report.json").path, "--fail-on", "never"] + arguments)
        XCTAssertEqual(run.status, 0, run.stderr)
        let data = try Data(contentsOf: out.appendingPathComponent("report.json"))
        let results = try XCTUnwrap((JSONSerialization.jsonObject(with: data) as? [String: Any])?["results"] as? [[String: Any]])
        let findings = results.flatMap { ($0["findings"] as? [[String: Any]]) ?? [] }
        XCTAssertEqual(findings.filter { $0["severity"] as? String == "error" }.count, 0)
        return results
    }

    private func text(_ result: [String: Any], _ id: String) -> String {
        ((result["views"] as? [String: Any])?[id] as? [String: Any])?["text"] as? String ?? ""
    }

    func testWeatherValuesInEveryLocale() throws {
        let results = try weather(["--locales", "en,ar,fa,th,ja"])
        XCTAssertEqual(results.map { "\($0["locale"]!) \(text($0, "date")) | \(text($0, "forecast-title"))" }, [
            "en \u{2068}Friday, March 14\u{2069} | 10-DAY FORECAST",
            "ar \u{2068}الجمعة، ١٤ مارس\u{2069} | توقعات ١٠ أيام",
            "fa \u{2068}جمعه ۲۴ اسفند\u{2069} | پیش‌بینی ۱۰ روزه",
            "th \u{2068}วันศุกร์ที่ 14 มีนาคม\u{2069} | พยากรณ์อากาศ 10 วัน",
            "ja \u{2068}3月14日金曜日\u{2069} | 10日間天気予報",
        ])
        XCTAssertTrue(text(results[0], "summary").hasSuffix("Wind gusts are up to \u{2068}25 km/h\u{2069}."))
        XCTAssertTrue(text(results[1], "summary").hasSuffix("تصل سرعة هبّات الرياح إلى \u{2068}٢٥ كم/س\u{2069}."))
        XCTAssertTrue(text(results[2], "summary").contains("\u{2068}۲۵\u{200E} km/h\u{2069}"))
    }

    func testWeatherForecastTitleInEveryRussianPluralForm() throws {
        let results = try weather(["--locales", "ru", "--plurals", "all"])
        XCTAssertEqual(results.map { "\($0["plural"] ?? "-") \(text($0, "forecast-title"))" }, [
            "one ПРОГНОЗ НА 1 ДЕНЬ", "few ПРОГНОЗ НА 2 ДНЯ", "many ПРОГНОЗ НА 0 ДНЕЙ", "other ПРОГНОЗ НА 0 ДНЯ",
        ])
    }
}
