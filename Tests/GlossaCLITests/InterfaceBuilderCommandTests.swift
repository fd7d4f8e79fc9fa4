import Foundation
import XCTest

/// `glossa check` and `glossa render` on Xcode storyboards and xibs, as a user runs them on an app.
final class InterfaceBuilderCommandTests: XCTestCase {
    private let app = CLI.repositoryRoot.appendingPathComponent("Tests/GlossaInterfaceBuilderTests/Fixtures/App")
    private var storyboard: String { app.appendingPathComponent("Base.lproj/Main.storyboard").path }

    private func report(_ file: URL) throws -> [[String: Any]] {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        return json?["results"] as? [[String: Any]] ?? []
    }

    func testCheckLaysOutEverySceneInEveryLocaleWithStrings() throws {
        let out = try CLI.temporaryFolder()
        let json = out.appendingPathComponent("report.json")
        let run = try CLI.run(["check", storyboard, "--locales", "all", "--json", json.path])
        XCTAssertEqual(run.status, 1, "the German badge is truncated: an error\n\(run.stdout)\(run.stderr)")
        XCTAssertTrue(run.stdout.contains("error truncated WEL-lb-TAG (in de): 'WEL-lb-TAG' (Badge Label) is truncated"), run.stdout)
        // The map view's placeholder is Glossa's limit, a note: one line without --verbose, listed with it.
        XCTAssertFalse(run.stdout.contains("unsupported WEL-mp-MAP"), run.stdout)
        XCTAssertTrue(run.stdout.contains(" where the verdict depends on what Glossa cannot see (--verbose lists them)\n"), run.stdout)
        let verbose = try CLI.run(["check", storyboard, "--locales", "en", "--verbose"])
        XCTAssertTrue(verbose.stdout.contains("  note unsupported WEL-mp-MAP [design] (uncertain: Glossa draws a placeholder here: "), verbose.stdout)
        let results = try report(json)
        let screens = results.map { "\($0["layout"]!) \($0["locale"]!)" }
        XCTAssertEqual(screens, ["Main-Welcome", "Main-Settings", "Main-Form"].flatMap { layout in
            ["ar", "de", "en", "fr"].map { "\(layout) \($0)" }
        })
        let arabic = try XCTUnwrap(results.first { $0["layout"] as? String == "Main-Welcome" && $0["locale"] as? String == "ar" })
        XCTAssertEqual(arabic["direction"] as? String, "rtl")
        let views = try XCTUnwrap(arabic["views"] as? [String: [String: Any]])
        XCTAssertEqual(views["WEL-lb-TTL"]?["text"] as? String, "مرحبًا", "report ids are Interface Builder object ids")
        XCTAssertEqual(views["WEL-sw-NTF"]?["x"] as? Double, 16)
        let warnings = try CLI.run(["check", storyboard, "--locales", "en,fr", "--fail-on", "warning"])
        XCTAssertEqual(warnings.status, 0, "the map view's placeholder is a note, which --fail-on never counts\n\(warnings.stdout)")
        let clean = try CLI.run(["check", app.appendingPathComponent("Base.lproj/Card.xib").path, "--locales", "all", "--fail-on", "warning"])
        XCTAssertEqual(clean.status, 0, clean.stdout + clean.stderr)
    }

    func testRenderWritesEachScenesPNGAndAReportThatKeepsTheContract() throws {
        let out = try CLI.temporaryFolder()
        let run = try CLI.run(["render", app.path, "--locales", "ar", "--device", "iphone-se", "--out", out.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        for layout in ["Card-CRD-vw-ROT", "Main-Welcome", "Main-Settings", "Main-Form"] {
            let png = try Data(contentsOf: out.appendingPathComponent("\(layout)/iphone-se/ar.png"))
            XCTAssertEqual(pngSize(png).map { [$0.width, $0.height] }, [750, 1334], layout)
        }
        XCTAssertEqual(try CLI.checkContract(out.appendingPathComponent("report.json")), 0, "check-report.py rejected report.json")
    }

    func testStringsOptionPointsAtAnotherFolder() throws {
        let strings = try CLI.temporaryFolder()
        let folder = strings.appendingPathComponent("es.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("\"WEL-lb-TTL.text\" = \"Bienvenida\";\n".utf8).write(to: folder.appendingPathComponent("Main.strings"))
        let json = strings.appendingPathComponent("report.json")
        let run = try CLI.run(["check", storyboard, "--strings", strings.path, "--locales", "all", "--json", json.path])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        let results = try report(json).filter { $0["layout"] as? String == "Main-Welcome" }
        XCTAssertEqual(results.map { $0["locale"] as? String }, ["en", "es"])
        let views = try XCTUnwrap(results.last?["views"] as? [String: [String: Any]])
        XCTAssertEqual(views["WEL-lb-TTL"]?["text"] as? String, "Bienvenida")
        XCTAssertEqual(views["WEL-lb-BDY"]?["text"] as? String, "Lay out every screen in every language before you ship.")
    }

    func testMalformedStoryboardExitsWithTwoAtLineAndColumn() throws {
        let folder = try CLI.temporaryFolder()
        let file = folder.appendingPathComponent("Broken.storyboard")
        try Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n    <scenes>\n        <scene sceneID=\"x\" id=\"y\"\n</document>\n".utf8)
            .write(to: file)
        let run = try CLI.run(["check", file.path])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("\(file.path):5:"), run.stderr)
        XCTAssertTrue(run.stderr.contains("not well-formed XML"), run.stderr)
        XCTAssertEqual(run.stdout, "")
    }
}
