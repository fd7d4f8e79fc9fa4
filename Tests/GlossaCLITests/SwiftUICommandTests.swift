import Foundation
import XCTest

/// `glossa check` and `render` on folders of SwiftUI source: the previews are screens, with exit codes, reports and
/// PNGs like every other document's; a file that does not parse is a note, never a stop.
final class SwiftUICommandTests: XCTestCase {
    private static let fixtures = CLI.repositoryRoot.appendingPathComponent("Tests/GlossaSwiftUITests/Fixtures/SwiftUI")

    /// A truncated German translation is reported, as a note (uncertain) until the SwiftUI reader's verdicts are measured
    /// on real apps: it does not fail the check, and `--verbose` lists it.
    func testATruncatedGermanTranslationIsReportedAndTheReportKeepsTheContract() throws {
        let folder = try CLI.temporaryFolder()
        let report = folder.appendingPathComponent("report.json")
        let result = try CLI.run(["check", Self.fixtures.appendingPathComponent("Basic").path, "--locales", "all",
                                  "--json", report.path, "--verbose"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("Greeting de iphone-15 l:"), result.stdout)
        XCTAssertTrue(result.stdout.contains("note truncated GreetingView.swift:12:17 [translation] (uncertain: read from SwiftUI source"), result.stdout)
        XCTAssertEqual(try CLI.checkContract(report), 0)
        let written = try String(contentsOf: report, encoding: .utf8)
        XCTAssertTrue(written.contains("uncertain"), written.prefix(400).description)
        let english = try CLI.run(["check", Self.fixtures.appendingPathComponent("Basic").path, "--locales", "en,ar"])
        XCTAssertEqual(english.status, 0, english.stdout + english.stderr)
    }

    func testRenderDrawsEachPreviewInEachLocale() throws {
        let out = try CLI.temporaryFolder()
        let result = try CLI.run(["render", Self.fixtures.appendingPathComponent("Basic").path, "--locales", "all", "--out", out.path])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        for locale in ["en", "de", "ar"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("Greeting/iphone-15/\(locale).png").path), locale)
        }
    }

    func testASwiftFileThatDoesNotParseIsANoteNotAStop() throws {
        let result = try CLI.run(["check", Self.fixtures.appendingPathComponent("Broken").path, "--verbose"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue((result.stdout + result.stderr).contains("Swift that does not parse from Broken.swift:"), result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("Fine-preview-1"), result.stdout)
    }

    /// The cache keeps the document as interpreted: a change to a Swift file that is not the screen's own but holds a view
    /// the screen shows is seen, and only the screens that show it are computed again.
    func testAWarmCacheSeesAChangeToAViewInAnotherFile() throws {
        let folder = try CLI.temporaryFolder()
        let app = folder.appendingPathComponent("app"), cache = folder.appendingPathComponent("cache")
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("Destinations"), to: app)
        func check() throws -> (stdout: String, report: String) {
            let report = folder.appendingPathComponent("report.json")
            let result = try CLI.run(["check", app.path, "--locales", "en", "--cache", cache.path, "--json", report.path])
            XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
            return (result.stdout, try String(contentsOf: report, encoding: .utf8))
        }
        XCTAssertTrue(try check().stdout.contains("; 0 reused, 10 computed"))
        let warm = try check()
        XCTAssertTrue(warm.stdout.contains("; 10 reused, 0 computed"), warm.stdout)
        XCTAssertTrue(warm.report.contains("Beta features"))
        // `SettingsDetail` lives in Details.swift, which declares no screen of its own.
        let details = app.appendingPathComponent("Details.swift")
        let source = try String(contentsOf: details, encoding: .utf8)
        try source.replacingOccurrences(of: "Text(\"settings.beta\")", with: "Text(\"help.body\")").write(to: details, atomically: true, encoding: .utf8)
        let changed = try check()
        XCTAssertTrue(changed.stdout.contains("; 9 reused, 1 computed"), changed.stdout)
        XCTAssertFalse(changed.report.contains("Beta features"))
    }
}
