import Foundation
import XCTest

/// The findings of contract v2 from the command line: untranslated, not-mirrored, unmirrored-image,
/// broken-word, and offscreen for any drawn view, in a report that keeps the contract.
final class FindingsCommandTests: XCTestCase {
    private var app: URL!

    override func setUpWithError() throws {
        app = try CLI.temporaryFolder()
        for (language, body) in [
            ("en", "\"status\" = \"Connecting to %@\";\n\"privacy\" = \"Privacy\";\n\"ok\" = \"OK\";\n"),
            ("de", "\"status\" = \"Verbindung mit %@\";\n\"privacy\" = \"Datenschutzeinstellungen\";\n\"ok\" = \"OK\";\n"),
            ("he", "\"status\" = \"Connecting to %@\";\n\"privacy\" = \"פרטיות\";\n\"ok\" = \"OK\";\n"),
        ] {
            let folder = app.appendingPathComponent("Strings/\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(body.utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
        }
        try imageSet("arrow-back", direction: nil)
        try imageSet("chevron-forward", direction: "left-to-right")
        let layout = """
        name: findings
        strings: Strings
        root:
          view:
            id: screen
            children:
              - image: {id: back, asset: arrow-back, width: 24, height: 24}
              - image: {id: more, asset: chevron-forward, width: 24, height: 24}
              - text: {id: status, key: status, args: ["Hub"]}
              - text: {id: privacy, key: privacy, width: 90}
              - text: {id: ok, key: ok}
              - view: {id: banner, width: 120, height: 60, background: "#FF3B30"}
            constraints:
              - back.left == superview.left + 16
              - back.top == superview.top + 16
              - more.trailing == superview.trailing - 16
              - more.top == superview.top + 16
              - status.leading == superview.leading + 16
              - status.top == back.bottom + 16
              - privacy.leading == superview.leading + 16
              - privacy.top == status.bottom + 16
              - ok.leading == superview.leading + 16
              - ok.top == privacy.bottom + 16
              - banner.leading == superview.trailing + 50
              - banner.top == ok.bottom + 16
        """
        try Data(layout.utf8).write(to: app.appendingPathComponent("findings.yaml"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: app)
    }

    private func imageSet(_ name: String, direction: String?) throws {
        let set = app.appendingPathComponent("Assets.xcassets/\(name).imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let sample = CLI.repositoryRoot.appendingPathComponent("Layouts/Quiz/Assets.xcassets/arrow-back.imageset/arrow-back@2x.png")
        try Data(contentsOf: sample).write(to: set.appendingPathComponent("\(name)@2x.png"))
        let attribute = direction.map { ", \"language-direction\" : \"\($0)\"" } ?? ""
        let json = "{\"images\" : [{\"filename\" : \"\(name)@2x.png\", \"idiom\" : \"universal\", \"scale\" : \"2x\"\(attribute)}],"
            + " \"info\" : {\"author\" : \"xcode\", \"version\" : 1}}"
        try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
    }

    func testNewKindsFireWhereTheyShouldAndTheReportKeepsTheContract() throws {
        let json = app.appendingPathComponent("report.json")
        let run = try CLI.run(["check", app.appendingPathComponent("findings.yaml").path, "--locales", "all", "--json", json.path])
        XCTAssertEqual(run.status, 1, run.stderr)
        let checker = Process()
        checker.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        checker.arguments = ["python3", CLI.contractChecker.path, json.path]
        try checker.run()
        checker.waitUntilExit()
        XCTAssertEqual(checker.terminationStatus, 0, "check-report.py rejected report.json")

        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        let results = try XCTUnwrap(report["results"] as? [[String: Any]])
        var found: [String: [String]] = [:]
        var messages: [String: String] = [:]
        for result in results {
            let locale = result["locale"] as! String
            for finding in result["findings"] as? [[String: Any]] ?? [] {
                let kind = finding["kind"] as! String, view = finding["view"] as? String ?? ""
                guard ["untranslated", "not-mirrored", "unmirrored-image", "broken-word", "offscreen", "clipped"].contains(kind) else { continue }
                found[locale, default: []].append("\(kind) \(view) \(finding["severity"] as! String) \(finding["cause"] as! String)")
                messages["\(locale) \(kind)"] = finding["message"] as? String
            }
        }
        // The banner is off the screen in English too: the design's, a warning, in every locale.
        XCTAssertEqual(found["en"]?.sorted(), ["offscreen banner warning design"])
        XCTAssertEqual(found["de"]?.sorted(), ["broken-word privacy warning translation", "offscreen banner warning design"])
        XCTAssertEqual(found["he"]?.sorted(), ["not-mirrored back error translation", "offscreen banner warning design",
                                               "unmirrored-image back warning translation", "untranslated status warning translation"])
        XCTAssertEqual(messages["he untranslated"],
                       "the he value of 'status' (from he) is the development language's text, unchanged: \"Connecting to \u{2068}Hub\u{2069}\"")
        XCTAssertTrue(messages["he not-mirrored"]?.contains("the constraint 'back.left == superview.left + 16' (") == true,
                      messages["he not-mirrored"] ?? "")
        XCTAssertTrue(messages["de broken-word"]?.contains("\"Datenschut|zeinstellun|gen\"") == true, messages["de broken-word"] ?? "")
    }
}
