import Foundation
import XCTest

/// Findings where each team reads them, on the sample app (Layouts/): Xcode's issue navigator (`--reporter xcode`),
/// GitHub annotations (`--reporter github`), GitLab's Code Quality widget (`--codequality`, `--reporter gitlab`) and
/// checkstyle readers (`--checkstyle`, `--reporter checkstyle`). Each is validated where a schema exists, points at
/// lines that hold what it names, and is the same bytes run to run and from a merge.
final class LineReportCommandTests: XCTestCase {
    static let schemas = CLI.repositoryRoot.appendingPathComponent("Tests/GlossaCLITests/Schemas")
    /// Locales of the sample app with findings of most kinds: clipped, not-mirrored, unsatisfiable and
    /// hardcoded-direction in ar, broken-word in el, ink-overflow in ur, a truncated mail subject in my.
    static let locales = "ar,el,ur,my"

    /// A copy of Layouts/ in a temporary folder, checked once with every report: the tests read the files.
    private struct SampleCheck: Sendable {
        let folder: URL
        let run: CommandResult
    }

    private static let sample: SampleCheck? = {
        guard let folder = try? CLI.temporaryFolder(),
              (try? FileManager.default.copyItem(at: CLI.repositoryRoot.appendingPathComponent("Layouts"),
                                                 to: folder.appendingPathComponent("Layouts"))) != nil,
              let run = try? CLI.run(check(jobs: 2, into: "r"), in: folder) else { return nil }
        return SampleCheck(folder: folder, run: run)
    }()

    private static func check(jobs: Int, into folder: String) -> [String] {
        ["check", "Layouts", "--locales", locales, "--jobs", "\(jobs)", "--fail-on", "never", "--json", "\(folder)/report.json",
         "--sarif", "\(folder)/glossa.sarif", "--codequality", "\(folder)/codequality.json", "--checkstyle", "\(folder)/checkstyle.xml"]
    }

    private func sample() throws -> SampleCheck {
        let sample = try XCTUnwrap(Self.sample, "the sample app could not be checked")
        XCTAssertEqual(sample.run.status, 0, sample.run.stdout + sample.run.stderr)
        return sample
    }

    /// `merge report.json --reporter NAME`: the format on standard output alone.
    private func console(_ name: String, _ extra: [String] = [], in sample: SampleCheck) throws -> String {
        let run = try CLI.run(["merge", "r/report.json", "--reporter", name] + extra, in: sample.folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("merged 1 report(s): "), run.stderr)
        return run.stdout
    }

    private func lines(of path: URL) throws -> [String] {
        try String(contentsOf: path, encoding: .utf8).components(separatedBy: "\n")
    }

    /// Every finding of report.json with its key: what the reports should name.
    private func findings(_ sample: SampleCheck) throws -> [[String: Any]] {
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: sample.folder.appendingPathComponent("r/report.json")))
            as? [String: Any])
        return (report["results"] as? [[String: Any]] ?? []).flatMap { $0["findings"] as? [[String: Any]] ?? [] }
    }

    func testXcodeLinesOpenAtTheViewsLineAndTheTranslationsLine() throws {
        let sample = try sample()
        let output = try console("xcode", in: sample)
        let pattern = try NSRegularExpression(pattern: #"^([^:]+):(\d+)(?::(\d+))?: (error|warning|note): \[([a-z-]+)\] (.+)$"#)
        var notes = 0
        for line in output.split(separator: "\n").map(String.init) {
            let match = try XCTUnwrap(pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)), line)
            let part = { (index: Int) in Range(match.range(at: index), in: line).map { String(line[$0]) } }
            // Paths as the working directory sees them, each line inside its file.
            let file = try XCTUnwrap(part(1)), number = try XCTUnwrap(part(2).flatMap(Int.init))
            XCTAssertTrue(file.hasPrefix("Layouts/"), line)
            let text = try lines(of: sample.folder.appendingPathComponent(file))
            XCTAssertLessThanOrEqual(number, text.count, line)
            if file.hasSuffix(".strings") || file.hasSuffix(".xcstrings") {
                XCTAssertEqual(part(4), "note", line)
                notes += 1
            }
        }
        XCTAssertEqual(output.split(separator: "\n").count - notes, try findings(sample).count)
        // The Burmese subject: the layout's line of the view, then the Burmese strings line of its key.
        let subject = try XCTUnwrap(try findings(sample).first { $0["kind"] as? String == "truncated" && $0["view"] as? String == "subject" })
        let key = try XCTUnwrap(subject["key"] as? String), location = try XCTUnwrap(subject["location"] as? String)
        let error = try XCTUnwrap(output.split(separator: "\n").first { $0.hasPrefix(location + ": error: [truncated] actions iphone-15 my: ") })
        let next = try XCTUnwrap(output.components(separatedBy: "\n").drop { $0 != String(error) }.dropFirst().first)
        XCTAssertTrue(next.hasPrefix("Layouts/Mail/Strings/my.lproj/Localizable.strings:"), next)
        let stringsLine = try XCTUnwrap(Int(next.split(separator: ":")[1]))
        let strings = try lines(of: sample.folder.appendingPathComponent("Layouts/Mail/Strings/my.lproj/Localizable.strings"))
        XCTAssertTrue(strings[stringsLine - 1].hasPrefix("\"\(key)\""), strings[stringsLine - 1])
        let layoutLine = try XCTUnwrap(Int(location.split(separator: ":")[1]))
        XCTAssertTrue(try lines(of: sample.folder.appendingPathComponent("Layouts/Mail/actions.yaml"))[layoutLine - 1].contains("subject"))
    }

    func testXcodeLinesOfAStoryboardPointAtTheLabelAndItsStringsLine() throws {
        let app = "Tests/GlossaInterfaceBuilderTests/Fixtures/App"
        let run = try CLI.run(["check", app, "--locales", "de", "--reporter", "xcode"], in: CLI.repositoryRoot)
        // The exit code is the console's: a truncated German badge is an error.
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("screen(s): 1 error(s)"), run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let storyboard = try XCTUnwrap(lines.first { $0.contains(": error: [truncated] Main-Welcome iphone-15 de: 'WEL-lb-TAG'") })
        let strings = try XCTUnwrap(lines.first { $0.hasPrefix("\(app)/de.lproj/Main.strings:") })
        XCTAssertTrue(strings.contains(": note: [truncated] Main-Welcome iphone-15 de: 'WEL-lb-TAG'"), strings)
        for (line, holds) in [(storyboard, "id=\"WEL-lb-TAG\""), (strings, "\"WEL-lb-TAG.text\"")] {
            let parts = line.split(separator: ":")
            let text = try self.lines(of: CLI.repositoryRoot.appendingPathComponent(String(parts[0])))
            XCTAssertTrue(text[try XCTUnwrap(Int(parts[1])) - 1].contains(holds), line)
        }
    }

    func testGitHubCommandsAnnotateFromTheRepositoryRoot() throws {
        let sample = try sample()
        let output = try console("github", in: sample)
        let command = try NSRegularExpression(pattern: #"^::(error|warning|notice) file=([^,]+),line=(\d+)(?:,col=(\d+))?,title=glossa ([a-z-]+)::(.+)$"#)
        for line in output.split(separator: "\n").map(String.init) {
            let match = try XCTUnwrap(command.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)), line)
            let file = try XCTUnwrap(Range(match.range(at: 2), in: line).map { String(line[$0]) })
            XCTAssertTrue(FileManager.default.fileExists(atPath: sample.folder.appendingPathComponent(file).path), line)
        }
        XCTAssertTrue(output.contains("::error file=Layouts/Mail/actions.yaml,line="), output)
        XCTAssertTrue(output.contains("::notice file=Layouts/Mail/Strings/my.lproj/Localizable.strings,line="), output)
        // --sarif-root moves the root the paths start from.
        let rooted = try console("github", ["--sarif-root", "Layouts"], in: sample)
        XCTAssertTrue(rooted.contains("::error file=Mail/actions.yaml,line="), rooted)
        XCTAssertFalse(rooted.contains("file=Layouts/"), rooted)
    }

    func testCodeQualityValidatesAndCarriesSARIFsFingerprints() throws {
        let sample = try sample()
        let validate = """
        import json, sys, jsonschema
        jsonschema.validate(json.load(open(sys.argv[2])), json.load(open(sys.argv[1])))
        """
        let valid = try runTool(["python3", "-c", validate, Self.schemas.appendingPathComponent("codequality.schema.json").path,
                                 "r/codequality.json"], in: sample.folder)
        XCTAssertEqual(valid.status, 0, valid.stderr)
        let issues = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: sample.folder.appendingPathComponent("r/codequality.json")))
            as? [[String: Any]])
        XCTAssertEqual(issues.count, try findings(sample).count)
        // One issue per fingerprint, as GitLab shows them; SARIF's fingerprints, a repeat within a screen numbered.
        let fingerprints = issues.compactMap { $0["fingerprint"] as? String }
        XCTAssertEqual(Set(fingerprints).count, issues.count)
        let sarif = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: sample.folder.appendingPathComponent("r/glossa.sarif")))
            as? [String: Any])
        let results = ((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        let partial = results.compactMap { ($0["partialFingerprints"] as? [String: String])?["glossaFinding/v2"] }
        XCTAssertEqual(Set(fingerprints.map { $0.split(separator: "#").first.map(String.init) ?? $0 }), Set(partial))
        for issue in issues {
            let location = try XCTUnwrap(issue["location"] as? [String: Any])
            let path = try XCTUnwrap(location["path"] as? String)
            let begin = try XCTUnwrap((location["lines"] as? [String: Any])?["begin"] as? Int)
            XCTAssertLessThanOrEqual(begin, try lines(of: sample.folder.appendingPathComponent(path)).count, path)
            let severity = issue["severity"] as? String
            XCTAssertTrue(severity == "major" || severity == "minor", "\(issue)")
        }
        XCTAssertTrue(issues.contains { $0["check_name"] as? String == "clipped" && $0["severity"] as? String == "major" })
        XCTAssertTrue(issues.contains { $0["check_name"] as? String == "ink-overflow" && $0["severity"] as? String == "minor" })
    }

    func testCheckstyleValidatesAgainstItsSchema() throws {
        let sample = try sample()
        let lint = try runTool(["xmllint", "--noout", "--schema", Self.schemas.appendingPathComponent("checkstyle.xsd").path,
                                "r/checkstyle.xml"], in: sample.folder)
        XCTAssertEqual(lint.status, 0, lint.stderr)
        let xml = String(decoding: try Data(contentsOf: sample.folder.appendingPathComponent("r/checkstyle.xml")), as: UTF8.self)
        XCTAssertTrue(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n  <file name=\"Layouts/"), xml)
        XCTAssertEqual(xml.components(separatedBy: "<error ").count - 1, try findings(sample).count)
        XCTAssertTrue(xml.contains("severity=\"error\" message=\"actions iphone-15 my: "), xml)
        XCTAssertTrue(xml.contains("source=\"glossa.ink-overflow\"/>"), xml)
        // A file element per document, each named once.
        let names = xml.components(separatedBy: "<file name=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        XCTAssertEqual(Set(names).count, names.count)
    }

    func testEveryFormatIsTheSameBytesRunToRunAndFromAMerge() throws {
        let sample = try sample()
        let again = try CLI.run(Self.check(jobs: 1, into: "again"), in: sample.folder)
        XCTAssertEqual(again.status, 0, again.stderr)
        let merged = try CLI.run(["merge", "r/report.json", "--codequality", "m/codequality.json", "--checkstyle", "m/checkstyle.xml"],
                                 in: sample.folder)
        XCTAssertEqual(merged.status, 0, merged.stderr)
        for file in ["codequality.json", "checkstyle.xml"] {
            let first = try Data(contentsOf: sample.folder.appendingPathComponent("r/\(file)"))
            XCTAssertEqual(first, try Data(contentsOf: sample.folder.appendingPathComponent("again/\(file)")), file)
            XCTAssertEqual(first, try Data(contentsOf: sample.folder.appendingPathComponent("m/\(file)")), file)
        }
        // The console's documents are the files' bytes; every console format is the same bytes twice.
        XCTAssertEqual(try console("gitlab", in: sample), String(decoding: try Data(contentsOf: sample.folder.appendingPathComponent("r/codequality.json")), as: UTF8.self))
        XCTAssertEqual(try console("checkstyle", in: sample), String(decoding: try Data(contentsOf: sample.folder.appendingPathComponent("r/checkstyle.xml")), as: UTF8.self))
        for name in ["xcode", "github"] { XCTAssertEqual(try console(name, in: sample), try console(name, in: sample), name) }
        let direct = try CLI.run(["check", "Layouts", "--locales", Self.locales, "--fail-on", "never", "--reporter", "xcode"], in: sample.folder)
        XCTAssertEqual(direct.stdout, try console("xcode", in: sample))
    }

    func testExitCodesAreTheSameWhicheverReporter() throws {
        let app = try SampleApp()
        for (failOn, status) in [("error", Int32(1)), ("never", 0)] {
            for reporter in ["console", "xcode", "github", "gitlab", "checkstyle"] {
                let run = try app.glossa(["check", "screen.yaml", "--locales", "en,de", "--fail-on", failOn, "--reporter", reporter])
                XCTAssertEqual(run.status, status, "\(reporter) \(failOn): \(run.stderr)")
                // Any format but the console's has standard output to itself.
                XCTAssertEqual(run.stdout.contains("screen(s): "), reporter == "console", reporter)
            }
        }
        let wrong = try app.glossa(["check", "screen.yaml", "--reporter", "junit"])
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(wrong.stderr.contains("--reporter must be console, xcode, github, gitlab, checkstyle"), wrong.stderr)
    }
}
