import Foundation
import XCTest

/// Verdicts a team can trust: each finding's cause (design or translation) from the development-language result,
/// severities that never depend on jobs, shards or order, the console grouped by view, and what is not judged.
final class VerdictCommandTests: XCTestCase {
    private var app: URL!

    static let layout = """
        name: verdicts
        device: iphone-se
        root:
          vstack:
            alignment: leading
            padding: {top: 16, leading: 16, trailing: 16}
            children:
              - text: {id: title, key: title, lines: 1, width: 200}
              - text: {id: hint, key: hint, lines: 1, width: 60}
              - view:
                  id: card
                  height: 60
                  width: 300
                  children:
                    - text: {id: first, key: first}
                    - text: {id: second, key: second}
                  constraints:
                    - first.left == superview.left + 10
                    - second.leading == superview.leading + 20
                    - first.top == superview.top
                    - second.top == superview.top
        """

    static let strings: [(String, String)] = [
        ("en", "title = \"Settings\"; hint = \"A hint far too long for sixty points\"; first = \"Overlapping\"; second = \"Labels\";"),
        ("ar", "title = \"الإعدادات\"; hint = \"تلميح طويل جدا جدا جدا جدا\"; first = \"متداخلة\"; second = \"تسميات\";"),
        ("cs", "title = \"Nastavení\"; hint = \"Nápověda, která je příliš dlouhá\"; first = \"Překrývající\"; second = \"Popisky\";"),
        ("de", "title = \"Einstellungen für Benachrichtigungen und Töne\"; hint = \"Ein viel zu langer Hinweis\"; first = \"Überlappend\"; second = \"Beschriftungen\";"),
        ("fr", "title = \"Réglages\"; hint = \"Une indication bien trop longue\"; first = \"Chevauchant\"; second = \"Libellés\";"),
        ("ja", "title = \"設定\"; hint = \"長すぎるヒントの文章です\"; first = \"重なる\"; second = \"ラベル\";"),
    ]

    override func setUpWithError() throws {
        app = try CLI.temporaryFolder()
        for (language, body) in Self.strings {
            let folder = app.appendingPathComponent("Strings/\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(body.replacingOccurrences(of: "; ", with: ";\n").utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
        }
        try Data(Self.layout.utf8).write(to: app.appendingPathComponent("verdicts.yaml"))
    }

    private func findings(_ report: URL) throws -> [String: [String]] {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any]
        var found: [String: [String]] = [:]
        for result in json?["results"] as? [[String: Any]] ?? [] {
            let locale = result["locale"] as! String
            for finding in result["findings"] as? [[String: Any]] ?? [] {
                found[locale, default: []].append("\(finding["kind"]!) \(finding["view"] as? String ?? "-") \(finding["severity"]!) \(finding["cause"]!)")
            }
        }
        return found.mapValues { $0.sorted() }
    }

    func testTheDesignIsAWarningOnceAndTheTranslationAnErrorWhereItBreaks() throws {
        let report = app.appendingPathComponent("r.json")
        let run = try CLI.run(["check", "verdicts.yaml", "--locales", "all", "--json", report.path], in: app)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        let found = try findings(report)
        XCTAssertEqual(found["en"], ["overlap first warning design", "truncated hint warning design"])
        XCTAssertEqual(found["de"], ["overlap first warning design", "truncated hint warning design", "truncated title error translation"])
        XCTAssertTrue(found["ar"]?.contains("hardcoded-direction card warning translation") == true, "\(found["ar"] ?? [])")
        XCTAssertFalse(found["ar"]?.contains { $0.hasPrefix("overlap") } == true, "mirrored, the labels no longer overlap: \(found["ar"] ?? [])")
        // The console: the design's findings once, the translation's grouped by view with their locales.
        XCTAssertTrue(run.stdout.contains("  error truncated title (in de): 'title' is truncated to "), run.stdout)
        XCTAssertTrue(run.stdout.contains("the development language shows this view in full"), run.stdout)
        XCTAssertEqual(run.stdout.components(separatedBy: "warning truncated hint (design, in every locale): ").count, 2, run.stdout)
        XCTAssertTrue(run.stdout.contains("warning overlap first (design, in cs, de, en, fr, ja): 'first' and 'second' overlap by "), run.stdout)
        XCTAssertTrue(run.stdout.contains("\n6 screen(s): 2 error(s), "), run.stdout)
        let verbose = try CLI.run(["check", "verdicts.yaml", "--locales", "all", "--verbose"], in: app)
        XCTAssertTrue(verbose.stdout.contains("verdicts de iphone-se l:\n  error truncated title [translation]: "), verbose.stdout)
        XCTAssertEqual(verbose.stdout.components(separatedBy: "warning truncated hint [design]: ").count, 7, verbose.stdout)
    }

    func testCausesAndSeveritiesAreTheSameWhateverTheJobsShardsAndOrder() throws {
        let locales = ["--locales", "ja,fr,en,de,cs,ar", "--content-size", "l,ax3"]
        var reports: [Data] = []
        for jobs in ["1", "2", "4", "1", "4"] {
            let report = app.appendingPathComponent("jobs-\(reports.count).json")
            let run = try CLI.run(["check", "verdicts.yaml", "--jobs", jobs, "--json", report.path] + locales, in: app)
            XCTAssertEqual(run.status, 1, run.stderr)
            reports.append(try Data(contentsOf: report))
        }
        XCTAssertEqual(Set(reports).count, 1, "report.json differs between runs and --jobs values")
        var shards: [String] = []
        for index in 1...3 {
            let report = app.appendingPathComponent("shard-\(index).json").path
            let run = try CLI.run(["check", "verdicts.yaml", "--shard", "\(index)/3", "--jobs", "2", "--json", report] + locales, in: app)
            XCTAssertLessThanOrEqual(run.status, 1, run.stderr)
            shards.append(report)
        }
        let merged = app.appendingPathComponent("merged.json")
        let merge = try CLI.run(["merge"] + shards + ["--json", merged.path], in: app)
        XCTAssertEqual(merge.status, 1, merge.stderr)
        XCTAssertEqual(try findings(merged), try findings(app.appendingPathComponent("jobs-0.json")))
        XCTAssertEqual(try Data(contentsOf: merged), reports[0], "merged shards differ from one whole run")
    }

    func testDesignFindingsTakeTheSeverityAskedFor() throws {
        let off = app.appendingPathComponent("off.json"), error = app.appendingPathComponent("error.json")
        let quiet = try CLI.run(["check", "verdicts.yaml", "--locales", "en,fr", "--design-findings", "off", "--json", off.path], in: app)
        XCTAssertEqual(quiet.status, 0, quiet.stdout)
        XCTAssertEqual(try findings(off), [:])
        let strict = try CLI.run(["check", "verdicts.yaml", "--locales", "en,fr", "--design-findings", "error", "--json", error.path], in: app)
        XCTAssertEqual(strict.status, 1, strict.stdout)
        XCTAssertEqual(try findings(error)["fr"], ["overlap first error design", "truncated hint error design"])
        try Data("design-findings: erro\n".utf8).write(to: app.appendingPathComponent(".glossa.yml"))
        let bad = try CLI.run(["check", "verdicts.yaml"], in: app)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains(".glossa.yml:1:18: 'design-findings' must be error, warning or off, not 'erro'; did you mean 'error'?"), bad.stderr)
        try Data("design-findings: off\nlocales: [en, fr]\n".utf8).write(to: app.appendingPathComponent(".glossa.yml"))
        XCTAssertEqual(try CLI.run(["check", "verdicts.yaml"], in: app).status, 0)
        XCTAssertEqual(try CLI.run(["check", "verdicts.yaml", "--design-findings", "error"], in: app).status, 1, "the command line wins")
        XCTAssertEqual(try CLI.run(["check", "verdicts.yaml", "--no-config", "--design-findings", "warning"], in: app).status, 0)
    }

    func testLeftAndRightAreOnlyAMistakeWhereTheLayoutMirrors() throws {
        let ltr = app.appendingPathComponent("ltr.json"), rtl = app.appendingPathComponent("rtl.json"), pseudo = app.appendingPathComponent("p.json")
        _ = try CLI.run(["check", "verdicts.yaml", "--locales", "en,de,fr", "--json", ltr.path], in: app)
        XCTAssertFalse(try findings(ltr).values.joined().contains { $0.hasPrefix("hardcoded-direction") })
        _ = try CLI.run(["check", "verdicts.yaml", "--locales", "en,ar", "--json", rtl.path], in: app)
        // Shown where it can be seen (contract v4): on the right-to-left screen, which the development language's does not share.
        XCTAssertEqual(try findings(rtl)["en"]?.filter { $0.hasPrefix("hardcoded-direction") }, [])
        XCTAssertEqual(try findings(rtl)["ar"]?.filter { $0.hasPrefix("hardcoded-direction") }, ["hardcoded-direction card warning translation"])
        _ = try CLI.run(["check", "verdicts.yaml", "--locales", "en", "--pseudo", "rtl", "--json", pseudo.path], in: app)
        XCTAssertEqual(try findings(pseudo)["en-rtl"]?.filter { $0.hasPrefix("hardcoded-direction") }, ["hardcoded-direction card warning translation"])
    }

    func testAnUntranslatedTextInARightToLeftLanguageShowsNoWrongAlignment() throws {
        // In Arabic, a left-aligned label still showing English reads where an English reader expects it (its missing
        // translation is the finding); the translated one is on the wrong side. The right-to-left pseudo-language's
        // English stands for a translation: both are judged there.
        let folder = try CLI.temporaryFolder()
        let files = [
            "note.yaml": """
                name: note
                device: iphone-15
                strings: Strings
                root:
                  vstack:
                    alignment: fill
                    children:
                      - text: {id: kept, key: kept, alignment: left, lines: 1}
                      - text: {id: done, key: done, alignment: left, lines: 1}
                """,
            "Strings/en.lproj/Localizable.strings": "\"kept\" = \"Never mind\";\n\"done\" = \"All finished\";\n",
            "Strings/ar.lproj/Localizable.strings": "\"done\" = \"انتهى كل شيء\";\n",
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        _ = try CLI.run(["check", "note.yaml", "--locales", "en,ar", "--pseudo", "rtl", "--json", "r.json"], in: folder)
        let found = try findings(folder.appendingPathComponent("r.json"))
        func kinds(_ locale: String, _ kind: String) -> [String] {
            (found[locale] ?? []).filter { $0.hasPrefix(kind + " ") }.map { $0.split(separator: " ")[1].description }
        }
        XCTAssertEqual(kinds("ar", "hardcoded-direction"), ["done"])
        XCTAssertEqual(kinds("ar", "not-mirrored"), ["done"])
        XCTAssertEqual(kinds("ar", "missing-translation"), ["kept"])
        XCTAssertEqual(kinds("en-rtl", "hardcoded-direction"), ["done", "kept"])
        XCTAssertEqual(kinds("en", "hardcoded-direction"), [])
    }
}
