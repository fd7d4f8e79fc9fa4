import Foundation
import XCTest

/// `glossa render` and `glossa check` over a small app: outputs, report contract, exit codes, determinism.
final class MatrixCommandTests: XCTestCase {
    private var app: URL!

    override func setUpWithError() throws {
        app = try CLI.temporaryFolder()
        let strings = app.appendingPathComponent("Strings")
        for (language, body) in [
            ("en", "\"title\" = \"Settings\";\n\"reveal\" = \"Reveal\";\n\"score\" = \"%@ has %lld points\";\n"),
            ("de", "\"title\" = \"Einstellungen für Benachrichtigungen und Datenschutz\";\n\"reveal\" = \"Aufdecken\";\n\"score\" = \"%@ hat %lld Punkte\";\n"),
            ("ar", "\"title\" = \"الإعدادات\";\n\"score\" = \"لدى %@ %lld نقطة\";\n"),
        ] {
            let folder = strings.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(body.utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
        }
        let layout = """
        name: screen
        root:
          vstack:
            alignment: leading
            padding: {top: 16, leading: 16, trailing: 16}
            children:
              - text: {id: title, key: title, style: title, lines: 1}
              - hstack:
                  id: row
                  children:
                    - button: {id: back, image: arrow-back}
                    - spacer: {}
                    - button: {id: reveal, key: reveal}
              - text: {id: score, key: score, args: ["Zoë", 3]}
        """
        try Data(layout.utf8).write(to: app.appendingPathComponent("screen.yaml"))
    }

    private func report(_ folder: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: folder.appendingPathComponent("report.json"))
        return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func results(_ report: [String: Any]) -> [[String: Any]] { report["results"] as? [[String: Any]] ?? [] }

    private func view(_ result: [String: Any], _ id: String) -> [String: Double] {
        ((result["views"] as? [String: Any])?[id] as? [String: Any])?.compactMapValues { $0 as? Double } ?? [:]
    }

    func testRenderWritesOnePNGPerScreenAndAReportThatKeepsTheContract() throws {
        let out = try CLI.temporaryFolder()
        let run = try CLI.run(["render", app.path, "--locales", "en,ar", "--content-size", "l,ax3", "--out", out.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        for name in ["en.png", "ar.png", "en@ax3.png", "ar@ax3.png"] {
            let png = try Data(contentsOf: out.appendingPathComponent("screen/iphone-15/\(name)"))
            XCTAssertEqual(pngSize(png).map { [$0.width, $0.height] }, [1179, 2556], name)
        }
        XCTAssertEqual(try CLI.checkContract(out.appendingPathComponent("report.json")), 0, "check-report.py rejected report.json")

        let all = results(try report(out))
        XCTAssertEqual(all.map { "\($0["locale"]!)@\($0["contentSize"]!)" }, ["en@l", "en@ax3", "ar@l", "ar@ax3"])
        XCTAssertEqual(all.map { $0["direction"] as? String }, ["ltr", "ltr", "rtl", "rtl"])
        // Mirroring: in Arabic each view sits where W − x − width puts it.
        let en = all[0], ar = all[2]
        for id in ["title", "row", "back", "reveal"] {
            let a = view(en, id), b = view(ar, id)
            XCTAssertEqual(b["x"]!, 393 - a["x"]! - b["width"]!, accuracy: 0.01, id)
        }
        // Missing Arabic "reveal": the English text is shown and reported.
        let findings = ar["findings"] as? [[String: Any]] ?? []
        XCTAssertTrue(findings.contains { $0["kind"] as? String == "missing-translation" && $0["key"] as? String == "reveal" })
        XCTAssertEqual(((ar["views"] as? [String: Any])?["score"] as? [String: Any])?["text"] as? String, "لدى \u{2068}Zoë\u{2069} ٣ نقطة")
    }

    func testWidthVariantsFollowTheDevice() throws {
        let folder = try CLI.temporaryFolder()
        let lproj = folder.appendingPathComponent("Strings/en.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict><key>status</key><dict><key>NSStringVariableWidthRuleType</key><dict>
        <key>8</key><string>Saved</string>
        <key>20</key><string>Saved to your library</string>
        <key>40</key><string>Saved to your library, available on all your devices</string>
        </dict></dict></dict></plist>
        """
        try Data(plist.utf8).write(to: lproj.appendingPathComponent("Localizable.stringsdict"))
        try Data("root:\n  vstack:\n    padding: {leading: 16, trailing: 16}\n    children:\n      - text: {id: status, key: status, lines: 1}\n".utf8)
            .write(to: folder.appendingPathComponent("status.yaml"))
        let out = try CLI.temporaryFolder().appendingPathComponent("report.json")
        let run = try CLI.run(["check", folder.path, "--device", "watch-45,iphone-15,ipad", "--json", out.path, "--fail-on", "never"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any])
        let texts = results(json).map { (($0["views"] as? [String: Any])?["status"] as? [String: Any])?["text"] as? String }
        XCTAssertEqual(texts, ["Saved", "Saved to your library", "Saved to your library, available on all your devices"])
    }

    func testCheckExitCodesFollowFailOn() throws {
        // German truncates the one-line title: an error.
        let failing = try CLI.run(["check", app.path, "--locales", "de"])
        XCTAssertEqual(failing.status, 1, failing.stdout + failing.stderr)
        XCTAssertTrue(failing.stdout.contains("error truncated title"), failing.stdout)
        XCTAssertEqual(try CLI.run(["check", app.path, "--locales", "de", "--fail-on", "never"]).status, 0)
        XCTAssertEqual(try CLI.run(["check", app.path, "--locales", "en"]).status, 0)
        // Arabic has a missing translation: a warning only.
        XCTAssertEqual(try CLI.run(["check", app.path, "--locales", "ar"]).status, 0)
        XCTAssertEqual(try CLI.run(["check", app.path, "--locales", "ar", "--fail-on", "warning"]).status, 1)
    }

    func testCheckJSONIsTheReportFormat() throws {
        let out = try CLI.temporaryFolder().appendingPathComponent("findings.json")
        let run = try CLI.run(["check", app.path, "--locales", "all", "--json", out.path, "--fail-on", "never"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let data = try Data(contentsOf: out)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(json["tool"] as? String, "glossa")
        XCTAssertEqual(results(json).map { $0["locale"] as? String }, ["ar", "de", "en"])
    }

    func testOutputIsByteIdenticalAcrossRunsAndJobCounts() throws {
        let one = try CLI.temporaryFolder(), two = try CLI.temporaryFolder()
        XCTAssertEqual(try CLI.run(["render", app.path, "--locales", "all", "--pseudo", "accented,rtl", "--out", one.path]).status, 0)
        XCTAssertEqual(try CLI.run(["render", app.path, "--locales", "all", "--pseudo", "accented,rtl", "--out", two.path, "--jobs", "3"]).status, 0)
        let files = try FileManager.default.subpathsOfDirectory(atPath: one.path).filter { $0.hasSuffix(".png") }.sorted()
        XCTAssertEqual(files.count, 5)
        for file in files {
            XCTAssertEqual(try Data(contentsOf: one.appendingPathComponent(file)), try Data(contentsOf: two.appendingPathComponent(file)), file)
        }
        let reportOne = try String(contentsOf: one.appendingPathComponent("report.json"), encoding: .utf8)
        let reportTwo = try String(contentsOf: two.appendingPathComponent("report.json"), encoding: .utf8)
        XCTAssertEqual(reportOne.replacingOccurrences(of: one.path, with: ""), reportTwo.replacingOccurrences(of: two.path, with: ""))
    }

    func testBadInputExitsWithTwoNamingTheProblem() throws {
        let broken = app.appendingPathComponent("broken.yaml")
        try Data("root:\n  vstack:\n    spacing: [1, 2\n".utf8).write(to: broken)
        let unknownKey = app.appendingPathComponent("typo.yaml")
        try Data("root:\n  vstack:\n    spacng: 4\n".utf8).write(to: unknownKey)
        let cases: [([String], String)] = [
            (["check", broken.path], "broken.yaml:"),
            (["check", unknownKey.path], "typo.yaml:3:5: unknown key 'spacng'"),
            (["check", app.appendingPathComponent("screen.yaml").path, "--device", "iphone-99"], "unknown device 'iphone-99'"),
            (["check", app.appendingPathComponent("screen.yaml").path, "--locales", "xx-bogus"], "unknown locale 'xx-bogus'"),
            (["check", app.appendingPathComponent("screen.yaml").path, "--content-size", "huge"], "unknown content size 'huge'"),
            (["check", app.appendingPathComponent("screen.yaml").path, "--pseudo", "klingon"], "unknown pseudo-language 'klingon'"),
            (["check", app.appendingPathComponent("screen.yaml").path, "--fail-on", "sometimes"], "--fail-on must be error, warning or never"),
            (["check", app.appendingPathComponent("absent.yaml").path], "absent.yaml: no such file or folder"),
            (["render"], "give at least one layout file or folder"),
            (["check", app.path, "--locales", ","], "--locales needs at least one value"),
        ]
        for (arguments, message) in cases {
            let result = try CLI.run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stdout) \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
    }

    func testTwoLayoutsWithOneNameAreToldApartByTheirFolders() throws {
        let other = app.appendingPathComponent("More")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try Data("name: screen\nroot:\n  vstack: {}\n".utf8).write(to: other.appendingPathComponent("copy.yaml"))
        let out = try CLI.temporaryFolder()
        let result = try CLI.run(["render", app.path, "--out", out.path, "--locales", "en"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let manager = FileManager.default
        XCTAssertTrue(manager.fileExists(atPath: out.appendingPathComponent("screen/iphone-15/en.png").path), result.stdout)
        XCTAssertTrue(manager.fileExists(atPath: out.appendingPathComponent("More/screen/iphone-15/en.png").path), result.stdout)
        let layouts = try (JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("report.json"))) as? [String: Any])?["results"]
        XCTAssertEqual((layouts as? [[String: Any]])?.map { $0["layout"] as? String }, ["More/screen", "screen"])
    }

    func testAllDevicesAndContentSizes() throws {
        let out = try CLI.temporaryFolder().appendingPathComponent("all.json")
        let run = try CLI.run(["check", app.path, "--device", "all", "--content-size", "all", "--json", out.path, "--fail-on", "never"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let all = results(try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any]))
        XCTAssertEqual(all.count, 5 * 12)
        XCTAssertEqual(all.prefix(12).map { $0["contentSize"] as? String },
                       ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"])
        XCTAssertEqual(Set(all.compactMap { $0["device"] as? String }), ["iphone-se", "iphone-15", "iphone-15-pro-max", "ipad", "watch-45"])
    }

    func testRepeatedMatrixValuesRenderOnce() throws {
        let out = try CLI.temporaryFolder()
        let run = try CLI.run(["render", app.path, "--locales", "en,en,en-rtl", "--pseudo", "rtl", "--device", "iphone-se,iphone-se", "--out", out.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(results(try report(out)).map { $0["locale"] as? String }, ["en", "en-rtl"])
    }

    func testAFailedRenderLeavesPreviousOutputsUntouched() throws {
        let out = try CLI.temporaryFolder()
        XCTAssertEqual(try CLI.run(["render", app.path, "--out", out.path]).status, 0)
        let png = out.appendingPathComponent("screen/iphone-15/en.png")
        let before = try Data(contentsOf: png), reportBefore = try Data(contentsOf: out.appendingPathComponent("report.json"))
        try Data("root:\n  vstack: {children: [{text: {}}]}\n".utf8).write(to: app.appendingPathComponent("zbad.yaml"))
        XCTAssertEqual(try CLI.run(["render", app.path, "--out", out.path]).status, 2)
        XCTAssertEqual(try Data(contentsOf: png), before)
        XCTAssertEqual(try Data(contentsOf: out.appendingPathComponent("report.json")), reportBefore)
    }
}
