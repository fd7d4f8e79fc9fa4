import Foundation
import XCTest

/// `glossa budgets` as a user runs it: the table, the files it writes, `--check`'s messages and exit codes.
final class BudgetsCommandTests: XCTestCase {
    private func app() throws -> URL {
        let folder = try CLI.temporaryFolder()
        try Data("""
        name: snap
        device: iphone-se
        root:
          vstack:
            alignment: leading
            padding: {top: 20, leading: 16, trailing: 16}
            children:
              - text: {id: title, key: title, style: headline, lines: 1}
              - hstack:
                  children:
                    - button: {id: cancel, key: cancel}
                    - spacer: {}
                    - button: {id: save, key: save, width: 120}

        """.utf8).write(to: folder.appendingPathComponent("snap.yaml"))
        try write(folder, "Strings/en.lproj/Localizable.strings", "\"title\" = \"Settings\";\n\"cancel\" = \"Cancel\";\n\"save\" = \"Save\";\n")
        try write(folder, "de.lproj/Localizable.strings",
                  "\"title\" = \"Einstellungen\";\n\n\"save\" = \"Speichern unter einem anderen Namen\";\n\"cancel\" = \"Abbrechen\";\n")
        return folder
    }

    private func write(_ folder: URL, _ path: String, _ text: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func testTheTableShowsEachKeysRoom() throws {
        let folder = try app()
        let run = try CLI.run(["budgets", "snap.yaml"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let save = try XCTUnwrap(run.stdout.split(separator: "\n").first { $0.hasPrefix("Localizable  save ") })
        // A 120 pt button with the system's 12 pt insets leaves 96 pt for its title.
        XCTAssertTrue(save.contains(" 96 pt ") && save.contains("snap/save, iphone-se, l"), String(save))
        XCTAssertTrue(run.stdout.hasSuffix("3 key(s)\n"), run.stdout)
    }

    func testCheckNamesTheLineTheKeyTheLocaleWhatItNeedsAndWhereAndExitsOne() throws {
        let folder = try app()
        let run = try CLI.run(["budgets", "snap.yaml", "--check", "de.lproj/Localizable.strings"], in: folder)
        XCTAssertEqual(run.status, 1, run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2, run.stdout)
        let pattern = #"^de\.lproj/Localizable\.strings:3: "save" \(de\) needs [0-9.]+ pt, 96 available \(snap/save, iphone-se, l\)$"#
        XCTAssertNotNil(lines[0].range(of: pattern, options: .regularExpression), lines[0])
        XCTAssertEqual(lines[1], "3 value(s) measured in 1 file(s): 1 do not fit")

        try write(folder, "de.lproj/Localizable.strings", "\"save\" = \"Sichern\";\n")
        let fits = try CLI.run(["budgets", "snap.yaml", "--check", "de.lproj/Localizable.strings"], in: folder)
        XCTAssertEqual(fits.status, 0, fits.stdout + fits.stderr)
        XCTAssertEqual(fits.stdout, "1 value(s) measured in 1 file(s): 0 do not fit\n")
    }

    func testBadInputIsExitTwoWithItsPlaceAndLeavesEarlierOutputsAlone() throws {
        let folder = try app()
        XCTAssertEqual(try CLI.run(["budgets", "snap.yaml", "--json", "budgets.json"], in: folder).status, 0)
        let before = try Data(contentsOf: folder.appendingPathComponent("budgets.json"))
        try write(folder, "fr.lproj/Localizable.strings", "\"save\" = \"Enregistrer\"\n\"title\" = \"Réglages\";\n")
        let broken = try CLI.run(["budgets", "snap.yaml", "--json", "budgets.json", "--check", "fr.lproj/Localizable.strings"], in: folder)
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(broken.stderr.contains("fr.lproj/Localizable.strings:1"), broken.stderr)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("budgets.json")), before)

        try write(folder, "loose.strings", "\"save\" = \"x\";\n")
        let loose = try CLI.run(["budgets", "snap.yaml", "--check", "loose.strings"], in: folder)
        XCTAssertEqual(loose.status, 2)
        XCTAssertTrue(loose.stderr.contains("loose.strings: cannot tell the file's locale"), loose.stderr)

        let noOut = try CLI.run(["budgets", "snap.yaml", "--annotate-xliff", "de.xliff"], in: folder)
        XCTAssertEqual(noOut.status, 2)
        XCTAssertTrue(noOut.stderr.contains("--annotate-xliff needs --out"), noOut.stderr)
        XCTAssertEqual(try CLI.run(["budgets", "snap.yaml", "--device", "iphone-99"], in: folder).status, 2)
    }

    /// Every output is the same bytes whatever the number of jobs.
    func testOutputsDoNotDependOnJobs() throws {
        let folder = try app()
        try write(folder, "de.xliff", """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff version="1.2"><file original="en.lproj/Localizable.strings" source-language="en" target-language="de"><body>
        <trans-unit id="save"><source>Save</source><target>Sichern</target></trans-unit>
        </body></file></xliff>

        """)
        var outputs: [[Data]] = []
        for jobs in ["1", "2"] {
            let run = try CLI.run(["budgets", "snap.yaml", "--jobs", jobs, "--json", "b\(jobs).json", "--xliff", "b\(jobs).xliff",
                                   "--html", "b\(jobs).html", "--annotate-xliff", "de.xliff", "--out", "de\(jobs).xliff"], in: folder)
            XCTAssertEqual(run.status, 0, run.stderr)
            outputs.append(try ["json", "xliff", "html"].map { try Data(contentsOf: folder.appendingPathComponent("b\(jobs).\($0)")) }
                           + [Data(contentsOf: folder.appendingPathComponent("de\(jobs).xliff"))])
        }
        XCTAssertEqual(outputs[0], outputs[1])
        let annotated = String(decoding: outputs[0][3], as: UTF8.self)
        XCTAssertTrue(annotated.contains("<trans-unit id=\"save\" maxwidth=\"96\" size-unit=\"pixel\" font=\"Noto Sans;17;normal\">"), annotated)
    }
}
