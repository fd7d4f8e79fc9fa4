import Foundation
import XCTest

/// JUnit, SARIF, Markdown and HTML reports from `check` and `snapshot verify`, validated the way CI reads them.
final class ReportCommandTests: XCTestCase {
    static let schemas = CLI.sharedFolder.appendingPathComponent("schemas")
    private let layouts = ["screen.yaml", "sounds.yaml"]

    /// The Ant JUnit schema with `timestamp`, `hostname` and `time` optional: Glossa leaves out what it does not
    /// measure (DESIGN.md v3, "JUnit: no value made up"); everything else is validated as the schema says.
    static func junitSchema(in folder: URL) throws -> String {
        let schema = try String(contentsOf: schemas.appendingPathComponent("JUnit.xsd"), encoding: .utf8)
        let required = try NSRegularExpression(pattern: "(<xs:attribute name=\"(timestamp|hostname|time)\"[^>]*) use=\"required\"")
        let relaxed = required.stringByReplacingMatches(in: schema, range: NSRange(schema.startIndex..., in: schema),
                                                        withTemplate: "$1 use=\"optional\"")
        XCTAssertEqual(required.numberOfMatches(in: schema, range: NSRange(schema.startIndex..., in: schema)), 4)
        let path = folder.appendingPathComponent("JUnit-measured.xsd")
        try Data(relaxed.utf8).write(to: path)
        return path.path
    }

    private func check(_ app: SampleApp, _ extra: [String] = []) throws -> CommandResult {
        try app.glossa(["check"] + layouts + ["--locales", "en,de,ar", "--junit", "r/junit.xml", "--sarif", "r/sarif.json",
                        "--markdown", "r/summary.md", "--json", "r/report.json"] + extra)
    }

    func testJUnitValidatesAndFailsTheScreenThatTruncates() throws {
        let app = try SampleApp()
        let run = try check(app)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        let lint = try runTool(["xmllint", "--noout", "--schema", try Self.junitSchema(in: app.folder), "r/junit.xml"], in: app.folder)
        XCTAssertEqual(lint.status, 0, lint.stderr)
        let xml = String(decoding: try app.data("r/junit.xml"), as: UTF8.self)
        // Nothing made up: no 1970 timestamp, no zero times, no invented host.
        for made in ["timestamp=", "time=", "hostname="] { XCTAssertFalse(xml.contains(made), xml) }
        XCTAssertTrue(xml.contains("<testsuite package=\"glossa\" id=\"0\" name=\"screen\" tests=\"3\" failures=\"1\""), xml)
        XCTAssertTrue(xml.contains("<testsuite package=\"glossa\" id=\"1\" name=\"sounds\""), xml)
        XCTAssertTrue(xml.contains("<testcase name=\"watch-45 en\" classname=\"screen\"/>"), xml)
        XCTAssertTrue(xml.contains("<testcase name=\"watch-45 de\" classname=\"screen\">\n      <failure message=\"error truncated title: &apos;title&apos;".replacingOccurrences(of: "&apos;", with: "'")), xml)
        // A reproducible build's declared time is no invention: it is written.
        _ = try CLI.run(["check"] + layouts + ["--locales", "en", "--junit", "r/dated.xml"], in: app.folder,
                        environment: ["SOURCE_DATE_EPOCH": "1700000000"])
        XCTAssertTrue(String(decoding: try app.data("r/dated.xml"), as: UTF8.self).contains("timestamp=\"2023-11-14T22:13:20\""))
        XCTAssertTrue(xml.contains("type=\"truncated\""), xml)
        // Below --fail-on nothing fails; the warnings are kept in the suite's output.
        let lenient = try check(app, ["--fail-on", "never"])
        XCTAssertEqual(lenient.status, 0)
        let quiet = String(decoding: try app.data("r/junit.xml"), as: UTF8.self)
        XCTAssertFalse(quiet.contains("<failure"), quiet)
        XCTAssertTrue(quiet.contains("screen watch-45 de: error truncated title: "), quiet)
    }

    func testSARIFValidatesAndPointsAtTheStringsLineAndTheView() throws {
        let app = try SampleApp()
        XCTAssertEqual(try check(app).status, 1)
        let validate = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1])); log = json.load(open(sys.argv[2]))
        jsonschema.validate(log, schema)
        """
        let valid = try runTool(["python3", "-c", validate, Self.schemas.appendingPathComponent("sarif-schema-2.1.0.json").path, "r/sarif.json"],
                                in: app.folder)
        XCTAssertEqual(valid.status, 0, valid.stderr)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: app.data("r/sarif.json")) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let rules = ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]] ?? []
        let ids = rules.compactMap { $0["id"] as? String }
        XCTAssertEqual(Set(ids).count, ids.count)
        for kind in ["truncated", "clipped", "missing-translation", "format-mismatch", "not-mirrored", "snapshot"] { XCTAssertTrue(ids.contains(kind), kind) }
        XCTAssertTrue(rules.allSatisfy { (($0["help"] as? [String: Any])?["text"] as? String)?.isEmpty == false })
        let results = run["results"] as? [[String: Any]] ?? []
        let truncated = try XCTUnwrap(results.first { $0["ruleId"] as? String == "truncated" })
        XCTAssertEqual(truncated["level"] as? String, "error")
        XCTAssertEqual((truncated["message"] as? [String: Any])?["text"] as? String,
                       try XCTUnwrap(try app.results("r/report.json")[1]["findings"] as? [[String: Any]]).first.map { "screen watch-45 de: \($0["message"]!)" })
        let places = (truncated["locations"] as? [[String: Any]] ?? []).compactMap { $0["physicalLocation"] as? [String: Any] }
        let uris = places.compactMap { ($0["artifactLocation"] as? [String: Any])?["uri"] as? String }
        let regions = places.compactMap { $0["region"] as? [String: Int] }
        // The layout's line of the view first, the strings line of the key second, both under %SRCROOT%.
        XCTAssertEqual(uris, ["screen.yaml", "Strings/de.lproj/Localizable.strings"])
        XCTAssertEqual(regions, [["startLine": 8, "startColumn": 9], ["startLine": 1]])
        XCTAssertTrue(places.allSatisfy { ($0["artifactLocation"] as? [String: Any])?["uriBaseId"] as? String == "%SRCROOT%" })
        for result in results {
            let regions = (result["locations"] as? [[String: Any]] ?? []).compactMap { ($0["physicalLocation"] as? [String: Any])?["region"] as? [String: Int] }
            XCTAssertFalse(regions.isEmpty, "every result has a region: \(result)")
            XCTAssertTrue(regions.allSatisfy { ($0["startLine"] ?? 0) >= 1 })
            XCTAssertEqual((result["partialFingerprints"] as? [String: String])?.count, 1, "\(result)")
        }
        // URIs relative to --sarif-root: run from elsewhere, the same URIs.
        let parent = app.folder.deletingLastPathComponent()
        let elsewhere = try CLI.run(["check", app.url("screen.yaml").path, "--locales", "de", "--sarif", app.url("r/other.json").path,
                                     "--sarif-root", app.folder.path], in: parent)
        XCTAssertEqual(elsewhere.status, 1)
        let other = String(decoding: try app.data("r/other.json"), as: UTF8.self)
        XCTAssertTrue(other.contains("\"uri\": \"screen.yaml\""), other)
    }

    func testMarkdownSummarizesForAPullRequest() throws {
        let app = try SampleApp()
        XCTAssertEqual(try check(app).status, 1)
        let summary = String(decoding: try app.data("r/summary.md"), as: UTF8.self)
        XCTAssertTrue(summary.hasPrefix("### Glossa: 1 of 6 screens fail\n\n| screens | failing | errors | warnings | accepted |\n"), summary)
        XCTAssertTrue(summary.contains("| 6 | 1 | 1 |"), summary)
        XCTAssertTrue(summary.contains("| `screen watch-45 de` | error truncated title: "), summary)
    }

    func testAcceptedFindingsStayInTheReportButDoNotFail() throws {
        let app = try SampleApp()
        let write = try app.glossa(["check"] + layouts + ["--locales", "en,de,ar", "--write-accepted", "accepted.json"])
        XCTAssertEqual(write.status, 0, "recording the baseline succeeds")
        XCTAssertTrue(write.stdout.contains("wrote today's findings to accepted.json"), write.stdout)
        let accepted = String(decoding: try app.data("accepted.json"), as: UTF8.self)
        XCTAssertTrue(accepted.contains("\"kind\": \"truncated\",\n      \"layout\": \"screen\",\n      \"locale\": \"de\",\n      \"device\": \"watch-45\",\n      \"view\": \"title\",\n      \"key\": \"title\""), accepted)
        // Another truncating German title: the message and frame change, the finding is still the accepted one.
        try app.setStrings("de", SampleApp.german.replacingOccurrences(of: "für Benachrichtigungen", with: "für alle Mitteilungen und Töne"))
        let run = try check(app, ["--accepted", "accepted.json"])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("error truncated title (in de) (accepted): "), run.stdout)
        let finding = try XCTUnwrap((try app.results("r/report.json")[1]["findings"] as? [[String: Any]])?.first)
        XCTAssertEqual(finding["accepted"] as? Bool, true)
        let checker = try runTool(["python3", CLI.contractChecker.path, "r/report.json"], in: app.folder)
        XCTAssertEqual(checker.status, 0, checker.stdout)
        XCTAssertFalse(String(decoding: try app.data("r/junit.xml"), as: UTF8.self).contains("<failure"))
        // A new problem still fails: the Arabic title now truncates too.
        try app.setStrings("ar", SampleApp.arabic.replacingOccurrences(of: "الإعدادات", with: "إعدادات الإشعارات والخصوصية والأصوات"))
        let fresh = try check(app, ["--accepted", "accepted.json"])
        XCTAssertEqual(fresh.status, 1, fresh.stdout)
        XCTAssertTrue(fresh.stdout.contains("error truncated title (in ar): "), fresh.stdout)
        try Data("{\"accepted\": [{\"kind\": \"truncated\"}]}".utf8).write(to: app.url("bad.json"))
        let bad = try check(app, ["--accepted", "bad.json"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("bad.json: accepted[0] has no \"layout\" string"), bad.stderr)
    }

    func testVerifyReportsCarrySnapshotFailures() throws {
        let app = try SampleApp()
        XCTAssertEqual(try app.glossa(["snapshot", "record"] + layouts + ["--locales", "en,de"]).status, 0)
        try app.setStrings("de", SampleApp.german.replacingOccurrences(of: "Töne", with: "Klänge"))
        let verify = try app.glossa(["snapshot", "verify"] + layouts + ["--locales", "en,de", "--junit", "r/junit.xml", "--sarif", "r/sarif.json",
                                     "--markdown", "r/summary.md"])
        XCTAssertEqual(verify.status, 1)
        let xml = String(decoding: try app.data("r/junit.xml"), as: UTF8.self)
        XCTAssertTrue(xml.contains("<testcase name=\"watch-45 de\" classname=\"sounds\">\n      <failure message=\""), xml)
        XCTAssertTrue(xml.contains("type=\"snapshot-mismatch\""), xml)
        XCTAssertTrue(xml.contains("diff: out/failures/sounds/watch-45/de.diff.png"), xml)
        XCTAssertEqual(try runTool(["xmllint", "--noout", "--schema", try Self.junitSchema(in: app.folder), "r/junit.xml"],
                                   in: app.folder).status, 0)
        let summary = String(decoding: try app.data("r/summary.md"), as: UTF8.self)
        XCTAssertTrue(summary.contains("| snapshot mismatches | missing baselines |"), summary)
        XCTAssertTrue(summary.contains("| `sounds watch-45 de` | "), summary)
        let sarif = String(decoding: try app.data("r/sarif.json"), as: UTF8.self)
        XCTAssertTrue(sarif.contains("\"ruleId\": \"snapshot\""), sarif)
    }
}
