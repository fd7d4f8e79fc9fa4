import Foundation
import XCTest

/// What the command line says and takes: each command's help lists only its own options, locales are spelt as
/// BCP 47 spells them, the console carries no invisible bidi isolates, recording accepted findings succeeds.
final class CommandLineTests: XCTestCase {
    func testHelpListsOnlyWhatACommandTakes() throws {
        let heights = try CLI.run(["heights", "--help"])
        for option in ["--out", "--shard", "--accepted", "--design-findings", "--verbose", "--fail-on"] {
            XCTAssertFalse(heights.stdout.contains(option), "heights --help lists \(option)")
        }
        XCTAssertTrue(heights.stdout.contains("--views"), heights.stdout)
        let serve = try CLI.run(["serve", "--help"])
        for option in ["--out", "--shard", "--accepted", "--fail-on"] { XCTAssertFalse(serve.stdout.contains(option), "serve --help lists \(option)") }
        for command in [["check"], ["render"], ["snapshot", "verify"]] {
            let help = try CLI.run(command + ["--help"])
            for option in ["--out", "--shard", "--accepted", "--design-findings", "--verbose", "--exclude", "--config", "--no-config"] {
                XCTAssertTrue(help.stdout.contains(option), "\(command) --help lacks \(option)")
            }
        }
        let heightsOut = try CLI.run(["heights", "x.yaml", "--out", "png"])
        XCTAssertEqual(heightsOut.status, 2)
    }

    func testLocalesAreSpeltAsBCP47SpellsThemAndTheConsoleHasNoIsolates() throws {
        let app = try SampleApp()
        try app.setStrings("en", SampleApp.english + "\"welcome\" = \"Welcome, %@\";\n")
        try app.setStrings("en-US", "\"welcome\" = \"Welcome, %@!\";\n")
        try app.write("args.yaml", """
            name: args
            device: watch-45
            root:
              vstack:
                children:
                  - text: {id: welcome, key: welcome, args: ["Zoë"], lines: 1, width: 30}
            """)
        let run = try app.glossa(["check", "args.yaml", "--locales", "AR,en_US", "--json", "r.json", "--verbose"])
        XCTAssertEqual(try app.results("r.json").map { $0["locale"] as? String }, ["ar", "en-US"])
        XCTAssertTrue(run.stdout.contains("args en-US watch-45 l:\n  warning truncated welcome [design]: 'welcome' is truncated to "), run.stdout)
        XCTAssertTrue(run.stdout.contains("the text needs"), run.stdout)
        XCTAssertFalse(run.stdout.unicodeScalars.contains { (0x2066...0x2069).contains($0.value) }, run.stdout)
        let report = String(decoding: try app.data("r.json"), as: UTF8.self)
        XCTAssertTrue(report.contains("Welcome, \u{2068}Zo"), "report.json keeps the isolates the app shows")
    }
}
