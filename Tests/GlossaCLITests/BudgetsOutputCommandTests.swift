import Foundation
import XCTest

/// `glossa budgets` where a run meets something it cannot show or measure: a view off the screen (the page is still
/// written, with a word instead of a picture), an output that cannot be written (the others are), a room no text
/// fits (said once by `--check`), and a `--check` that measures nothing (said, with why). In LTR and RTL.
final class BudgetsOutputCommandTests: XCTestCase {
    private func app(_ layout: String, english: String, arabic: String) throws -> URL {
        let folder = try CLI.temporaryFolder()
        try write(folder, "screen.yaml", layout)
        try write(folder, "Strings/en.lproj/Localizable.strings", english)
        try write(folder, "Strings/ar.lproj/Localizable.strings", arabic)
        return folder
    }

    private func write(_ folder: URL, _ path: String, _ text: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func read(_ folder: URL, _ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    /// A title on the screen and a hint laid out below its bottom edge (a cell below the fold of a small phone).
    private static let fold = """
    name: fold
    device: iphone-se
    root:
      view:
        id: screen
        children:
          - text: {id: title, key: title, style: body, lines: 1}
          - text: {id: hint, key: hint, style: footnote, lines: 1}
        constraints:
          - title.leading == superview.leading + 16
          - title.trailing == superview.trailing - 16
          - title.top == superview.top + 20
          - hint.leading == superview.leading + 16
          - hint.trailing == superview.trailing - 16
          - hint.top == superview.top + 700
    """

    func testAViewOffTheScreenHasNoPictureAndEveryOutputIsWritten() throws {
        let folder = try app(Self.fold, english: "\"title\" = \"Settings\";\n\"hint\" = \"Swipe to delete\";\n",
                             arabic: "\"title\" = \"الإعدادات\";\n\"hint\" = \"اسحب للحذف\";\n")
        for (locale, arguments) in [("en", [String]()), ("ar", ["--locales", "ar"])] {
            let run = try CLI.run(["budgets", "screen.yaml", "--json", "\(locale).json", "--xliff", "\(locale).xliff",
                                   "--html", "\(locale).html"] + arguments, in: folder)
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertEqual(run.stderr, "", "a view off the screen is no failure")
            let page = try read(folder, "\(locale).html")
            XCTAssertEqual(page.components(separatedBy: "src=\"data:image/png;base64,").count - 1, 1, "the title's picture")
            XCTAssertTrue(page.contains("<p class=\"nopicture\">No picture: the view is off the screen, at (16, 720") &&
                          page.contains(" pt on a screen of 375 × 667 pt.</p>"), page)
            XCTAssertTrue(try read(folder, "\(locale).json").contains("\"key\": \"hint\""))
            XCTAssertTrue(try read(folder, "\(locale).xliff").contains("<trans-unit id=\"hint\" maxwidth=\"343\""))
        }
    }

    /// An output that cannot be written (its folder is a file) is named, exit 2; the others are written.
    func testAnOutputThatCannotBeWrittenDoesNotKeepTheOthersFromBeingWritten() throws {
        let folder = try app(Self.fold, english: "\"title\" = \"Settings\";\n\"hint\" = \"Swipe to delete\";\n",
                             arabic: "\"title\" = \"الإعدادات\";\n")
        let run = try CLI.run(["budgets", "screen.yaml", "--json", "b.json", "--html", "screen.yaml/b.html", "--xliff", "b.xliff"], in: folder)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("screen.yaml/b.html"), run.stderr)
        XCTAssertTrue(try read(folder, "b.json").contains("\"key\": \"title\""))
        XCTAssertTrue(try read(folder, "b.xliff").contains("<trans-unit id=\"title\""))
        let fine = try CLI.run(["budgets", "screen.yaml", "--json", "b.json", "--html", "b.html"], in: folder)
        XCTAssertEqual(fine.status, 0, fine.stderr)
        XCTAssertEqual(fine.stderr, "")
    }

    /// A note that runs off the bottom of the screen whatever it says: `--check` says so once, for the key, and
    /// fails none of its values; a title that does not fit still fails.
    func testARoomNoTextFitsIsSaidOnceAndFailsNoValue() throws {
        let layout = """
        name: footer
        device: iphone-se
        root:
          view:
            id: screen
            children:
              - text: {id: title, key: title, style: body, lines: 1, width: 120}
              - text: {id: note, key: note, style: body}
            constraints:
              - title.leading == superview.leading + 16
              - title.top == superview.top + 20
              - note.leading == superview.leading + 16
              - note.trailing == superview.trailing - 16
              - note.top == superview.bottom - 6
        """
        let folder = try app(layout, english: "\"title\" = \"Settings\";\n\"note\" = \"Terms apply\";\n",
                             arabic: "\"title\" = \"الإعدادات\";\n\"note\" = \"تطبق الشروط\";\n")
        for (locale, arguments, fitting, long) in [("de", [String](), "Optionen", "Einstellungen für alles"),
                                                   ("ar", ["--locales", "ar"], "خيارات", "الإعدادات الخاصة بكل شيء")] {
            try write(folder, "check/\(locale).lproj/Localizable.strings", "\"title\" = \"\(fitting)\";\n\"note\" = \"x\";\n")
            let run = try CLI.run(["budgets", "screen.yaml", "--check", "check/\(locale).lproj/Localizable.strings"] + arguments, in: folder)
            XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
            let lines = run.stdout.split(separator: "\n").map(String.init)
            let measuredIn = locale == "de" ? "en" : "ar"
            XCTAssertEqual(lines.count, 2, run.stdout)
            XCTAssertTrue(lines[0].hasPrefix("screen.yaml:8: \"note\" (\(measuredIn)) has a room no text fits (footer/note, iphone-se, l): its text may be 6."),
                          lines[0])
            XCTAssertTrue(lines[0].hasSuffix("; no value is measured there: the layout must change, not the translation"), lines[0])
            XCTAssertEqual(lines[1], "1 value(s) measured in 1 file(s): 0 do not fit; 1 value(s) not measured, as no text fits any room of "
                           + "their keys; 1 key(s) with a room no text fits")
            XCTAssertEqual(run.stderr, "")

            try write(folder, "check/\(locale).lproj/Localizable.strings", "\"title\" = \"\(long)\";\n\"note\" = \"x\";\n")
            let failing = try CLI.run(["budgets", "screen.yaml", "--check", "check/\(locale).lproj/Localizable.strings"] + arguments, in: folder)
            XCTAssertEqual(failing.status, 1, failing.stdout + failing.stderr)
            XCTAssertTrue(failing.stdout.hasPrefix("check/\(locale).lproj/Localizable.strings:1: \"title\" (\(locale)) needs "), failing.stdout)
        }
    }

    /// The sample player screen in Arabic and German: a compass whose labels stay left to right (`spatial`) has no
    /// right-to-left room for its keys; their Arabic values are measured against nothing there and fit, and the run
    /// ends with its summary, as one whose rooms all exist does.
    func testKeysWithoutARoomInTheValuesDirectionAreNoCrash() throws {
        let player = CLI.repositoryRoot.appendingPathComponent("Layouts/Player")
        let strings = player.appendingPathComponent("Strings")
        let run = try CLI.run(["budgets", player.path, "--check", strings.appendingPathComponent("ar.lproj/Localizable.strings").path,
                               strings.appendingPathComponent("de.lproj/Localizable.strings").path])
        XCTAssertEqual(run.status, 1, run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2, run.stdout)
        XCTAssertTrue(lines[0].hasSuffix("\"player.track.title\" (de) needs 366.1 pt, 345 available (player/track-title, iphone-15, l)"), lines[0])
        XCTAssertTrue(lines[1].hasPrefix("22 value(s) measured in 2 file(s): 1 do not fit"), lines[1])
    }

    /// Translations of keys no layout shows (a table only the code reads): nothing is measured, and stderr says why,
    /// naming the tables; a run that measures something says nothing of the kind.
    func testACheckThatMeasuresNothingSaysWhy() throws {
        let folder = try app(Self.fold, english: "\"title\" = \"Settings\";\n\"hint\" = \"Swipe to delete\";\n",
                             arabic: "\"title\" = \"الإعدادات\";\n")
        for locale in ["de", "ar"] {
            try write(folder, "check/\(locale).lproj/Alerts.strings", "\"alert.title\" = \"Achtung\";\n\"alert.ok\" = \"OK\";\n")
            let run = try CLI.run(["budgets", "screen.yaml", "--check", "check/\(locale).lproj/Alerts.strings"], in: folder)
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertEqual(run.stdout, "0 value(s) measured in 1 file(s): 0 do not fit; 2 value(s) not measured, as no layout shows their keys\n")
            XCTAssertEqual(run.stderr, "warning: no value was measured in the 1 file(s) given: no layout shows the keys of their 2 value(s) "
                           + "(tables Alerts; the layouts show keys of tables Localizable)\n")

            try write(folder, "check/\(locale).lproj/Localizable.strings", "\"title\" = \"Titel\";\n")
            let measured = try CLI.run(["budgets", "screen.yaml", "--check", "check/\(locale).lproj/Alerts.strings",
                                        "check/\(locale).lproj/Localizable.strings"], in: folder)
            XCTAssertEqual(measured.status, 0, measured.stderr)
            XCTAssertEqual(measured.stderr, "")
            XCTAssertTrue(measured.stdout.hasPrefix("1 value(s) measured in 2 file(s)"), measured.stdout)
        }
    }
}
