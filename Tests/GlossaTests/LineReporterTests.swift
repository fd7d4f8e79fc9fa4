import Foundation
import GlossaCheck
@testable import GlossaReports
import XCTest
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The formats that point at one line (Xcode, GitHub, GitLab Code Quality, checkstyle) on hostile names and messages:
/// each escapes what would end its line, property, string or attribute, and reads back as the text it was given.
final class LineReporterTests: XCTestCase {
    /// A message and a file name made of what each format must escape.
    static let message = "100% of \"Ünïcödé\" <b>&</b>: a::b, c\nline two\nline three"
    static let file = "Lay,outs/we:ird/quiz.yaml"

    private func run(accepted: Bool = false, severity: Severity = .error) -> ReportedRun {
        var finding = FindingRecord(kind: "truncated", severity: severity, message: Self.message)
        finding.view = "title"
        finding.key = "quiz.title"
        finding.location = "\(Self.file):12:7"
        finding.stringsLocation = "Strings/de.lproj/Localizable.strings:3"
        finding.accepted = accepted
        var record = ScreenRecord(layout: "quiz", locale: "de", device: "iphone-15", contentSize: "l", direction: "ltr", png: "",
                                  views: .object([]))
        record.file = Self.file
        record.line = 2
        record.findings = [finding, finding]
        return ReportedRun(screens: [record])
    }

    func testXcodeKeepsAFindingOnOneLineAndNotesTheStringsLine() {
        let lines = XcodeReporter().report(run()).split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 5)
        XCTAssertEqual(lines[0], "\(Self.file):12:7: error: [truncated] quiz iphone-15 de: 100% of \"Ünïcödé\" <b>&</b>: a::b, c line two line three")
        XCTAssertTrue(lines[1].hasPrefix("Strings/de.lproj/Localizable.strings:3: note: [truncated] quiz iphone-15 de: 100%"), String(lines[1]))
        XCTAssertEqual(lines[4], "")
        // An accepted finding (and any verdict below warning) is a note.
        XCTAssertTrue(XcodeReporter().report(run(accepted: true)).hasPrefix("\(Self.file):12:7: note: [truncated] "))
    }

    func testGitHubEscapesDataAndProperties() {
        let root = FileManager.default.currentDirectoryPath
        let output = GitHubReporter(root: root).report(run())
        let lines = output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 4)
        // In a property `:` and `,` would end it; in the message only `%`, CR and LF need escaping, so `::` stays.
        XCTAssertEqual(lines[0], "::error file=Lay%2Couts/we%3Aird/quiz.yaml,line=12,col=7,title=glossa truncated::quiz iphone-15 de: "
                       + "100%25 of \"Ünïcödé\" <b>&</b>: a::b, c%0Aline two%0Aline three")
        XCTAssertTrue(lines[1].hasPrefix("::notice file=Strings/de.lproj/Localizable.strings,line=3,title=glossa truncated::"), lines[1])
        XCTAssertEqual(GitHubReporter.escape("a:b,c%\r\n", property: true), "a%3Ab%2Cc%25%0D%0A")
        XCTAssertEqual(GitHubReporter.escape("a:b,c%\r\n", property: false), "a:b,c%25%0D%0A")
        XCTAssertTrue(GitHubReporter(root: root).report(run(severity: .warning)).hasPrefix("::warning file="))
        XCTAssertTrue(GitHubReporter(root: root).report(run(accepted: true)).hasPrefix("::notice file="))
    }

    func testCodeQualityReadsBackAsTheMessageWithUniqueFingerprints() throws {
        let text = CodeQualityReporter().report(run())
        let issues = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        XCTAssertEqual(issues.count, 2)
        XCTAssertEqual(issues[0]["description"] as? String, "quiz iphone-15 de: " + Self.message)
        XCTAssertEqual(issues[0]["severity"] as? String, "major")
        XCTAssertEqual(issues[0]["fingerprint"] as? String, "truncated|quiz|de|iphone-15|title|quiz.title|l|")
        XCTAssertEqual(issues[1]["fingerprint"] as? String, "truncated|quiz|de|iphone-15|title|quiz.title|l|#2")
        let location = try XCTUnwrap(issues[0]["location"] as? [String: Any])
        XCTAssertEqual(location["path"] as? String, Self.file)
        XCTAssertEqual((location["lines"] as? [String: Any])?["begin"] as? Int, 12)
        let severities = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(CodeQualityReporter().report(run(severity: .warning)).utf8))
            as? [[String: Any]]).compactMap { $0["severity"] as? String }
        XCTAssertEqual(severities, ["minor", "minor"])
        XCTAssertTrue(CodeQualityReporter().report(run(accepted: true)).contains("\"severity\": \"info\""))
        XCTAssertEqual(CodeQualityReporter().report(ReportedRun(screens: [])), "[]\n")
    }

    func testCheckstyleReadsBackAsTheMessage() throws {
        let xml = CheckstyleReporter().report(run())
        XCTAssertTrue(xml.contains("message=\"quiz iphone-15 de: 100% of &quot;Ünïcödé&quot; &lt;b&gt;&amp;&lt;/b&gt;: a::b, c&#10;line two"), xml)
        let reader = CheckstyleReader()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = reader
        XCTAssertTrue(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        XCTAssertEqual(reader.files, [Self.file])
        XCTAssertEqual(reader.errors.count, 2)
        let error = try XCTUnwrap(reader.errors.first)
        XCTAssertEqual(error["line"], "12")
        XCTAssertEqual(error["column"], "7")
        XCTAssertEqual(error["severity"], "error")
        XCTAssertEqual(error["source"], "glossa.truncated")
        // A line break is written &#10;, which XML reads back as itself (a raw one would read as a space).
        XCTAssertEqual(error["message"], "quiz iphone-15 de: " + Self.message)
        XCTAssertTrue(CheckstyleReporter().report(run(accepted: true)).contains("severity=\"info\""))
    }

    func testSARIFAndTheLineFormatsShareOnePlaceAndOneRoot() {
        XCTAssertEqual(SourcePlace("a:b/c.yaml:12:7", hasColumn: true), SourcePlace(path: "a:b/c.yaml", line: 12, column: 7))
        XCTAssertEqual(SourcePlace("Strings/de.lproj/Localizable.strings:3", hasColumn: false),
                       SourcePlace(path: "Strings/de.lproj/Localizable.strings", line: 3))
        XCTAssertNil(SourcePlace(":3", hasColumn: false))
        let root = ReportRoot("/work/app")
        XCTAssertEqual(root.relative("/work/app/Layouts/quiz.yaml"), "Layouts/quiz.yaml")
        XCTAssertNil(root.relative("/work/application/quiz.yaml"))
        XCTAssertEqual(root.name("/elsewhere/./quiz.yaml"), "/elsewhere/quiz.yaml")
    }
}

/// Collects checkstyle's `file` names and `error` attributes.
private final class CheckstyleReader: NSObject, XMLParserDelegate {
    var files: [String] = []
    var errors: [[String: String]] = []

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if element == "file" { files.append(attributes["name"] ?? "") }
        if element == "error" { errors.append(attributes) }
    }
}
