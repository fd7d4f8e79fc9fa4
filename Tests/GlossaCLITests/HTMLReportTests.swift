import Foundation
import XCTest

/// The HTML report in headless Chromium: it opens from disk with no network and no console error, shows
/// every screen, filters by locale and kind, outlines findings and shows baseline / actual / diff.
final class HTMLReportTests: XCTestCase {
    /// The browser venv's python from scripts/browser.sh, or a skip saying why there is none.
    private func browserPython() throws -> String {
        let install = try runTool(["bash", CLI.repositoryRoot.appendingPathComponent("scripts/browser.sh").path], in: CLI.repositoryRoot)
        let python = install.stdout.split(separator: "\n").last.map(String.init) ?? ""
        guard install.status == 0, FileManager.default.isExecutableFile(atPath: python) else {
            throw XCTSkip("headless Chromium is not available (scripts/browser.sh failed: \(install.stderr.suffix(300)))")
        }
        return python
    }

    private static let probe = """
    import json, sys
    from playwright.sync_api import sync_playwright
    page_url = sys.argv[1]
    report = {"console": [], "requests": []}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
        page = browser.new_page()
        page.on("console", lambda m: report["console"].append(m.type + ": " + m.text) if m.type in ("error", "warning") else None)
        page.on("pageerror", lambda e: report["console"].append("pageerror: " + str(e)))
        page.on("request", lambda r: None if r.url.startswith(("file:", "data:")) else report["requests"].append(r.url))
        page.goto(page_url)
        page.wait_for_load_state("load")
        visible = "() => [...document.querySelectorAll('.screen')].filter(s => s.offsetParent !== null).map(s => s.dataset.locale)"
        report["screens"] = page.evaluate("document.querySelectorAll('.screen').length")
        report["visible"] = page.evaluate(visible)
        report["images"] = page.evaluate("[...document.images].map(i => i.complete && i.naturalWidth > 0)")
        report["compare"] = page.evaluate("[...document.querySelectorAll('.screen.failing .compare figcaption')].map(f => f.textContent)")
        page.select_option("#locale", "de")
        report["de"] = page.evaluate(visible)
        page.select_option("#locale", "")
        report["spills"] = page.evaluate("[...document.querySelectorAll('.screen, .screen li')].filter(e => e.scrollWidth > e.clientWidth + 1).length")
        page.select_option("#kind", "truncated")
        report["truncated"] = page.evaluate(visible)
        report["truncatedItems"] = page.evaluate("[...document.querySelectorAll('.findings li')].filter(l => l.offsetParent !== null).map(l => l.dataset.kind)")
        page.select_option("#kind", "")
        report["allItems"] = page.evaluate("[...document.querySelectorAll('.findings li')].filter(l => l.offsetParent !== null).length")
        report["hint"] = page.evaluate("document.querySelectorAll('.hint').length")
        report["outlinesBefore"] = page.evaluate("[...document.querySelectorAll('.outline')].filter(o => o.offsetParent !== null).length")
        page.click(".findings li")
        report["outlinesClicked"] = page.evaluate("[...document.querySelectorAll('.outline')].filter(o => getComputedStyle(o).display !== 'none').length")
        page.check("#outlines")
        report["outlinesAll"] = page.evaluate("[...document.querySelectorAll('.outline')].filter(o => getComputedStyle(o).display !== 'none').length")
        report["outlinesTotal"] = page.evaluate("document.querySelectorAll('.outline').length")
        browser.close()
    print(json.dumps(report))
    """

    func testTheKindAndCauseFiltersFilterFindings() throws {
        let python = try browserPython()
        let app = try CLI.temporaryFolder()
        for (language, body) in VerdictCommandTests.strings {
            let folder = app.appendingPathComponent("Strings/\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(body.replacingOccurrences(of: "; ", with: ";\n").utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
        }
        try Data(VerdictCommandTests.layout.utf8).write(to: app.appendingPathComponent("verdicts.yaml"))
        XCTAssertEqual(try CLI.run(["check", "verdicts.yaml", "--locales", "all", "--out", "o", "--html", "r.html"], in: app).status, 1)
        let probe = """
        import json, sys
        from playwright.sync_api import sync_playwright
        items = "(k) => [...document.querySelectorAll('.findings li')].filter(l => l.offsetParent !== null).map(l => l.dataset[k])"
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
            page = browser.new_page()
            page.goto(sys.argv[1])
            report = {"all": page.evaluate(items, "kind")}
            page.select_option("#kind", "overlap")
            report["overlap"] = page.evaluate(items, "kind")
            page.select_option("#kind", "")
            page.select_option("#cause", "translation")
            report["translation"] = page.evaluate(items, "cause")
            report["spills"] = page.evaluate("[...document.querySelectorAll('.screen, .screen li')].filter(e => e.scrollWidth > e.clientWidth + 1).length")
            browser.close()
        print(json.dumps(report))
        """
        let run = try runTool([python, "-c", probe, app.appendingPathComponent("r.html").absoluteString])
        XCTAssertEqual(run.status, 0, run.stderr)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let all = report["all"] as? [String] ?? [], overlap = report["overlap"] as? [String] ?? []
        XCTAssertGreaterThan(Set(all).count, 2, "\(all)")
        XCTAssertEqual(overlap.count, all.filter { $0 == "overlap" }.count)
        XCTAssertEqual(Set(overlap), ["overlap"])
        let translation = report["translation"] as? [String] ?? []
        XCTAssertFalse(translation.isEmpty)
        XCTAssertEqual(Set(translation), ["translation"])
        XCTAssertEqual(report["spills"] as? Int, 0, "text stays inside its card")
    }

    func testAPageWithoutPicturesSaysHowToGetThem() throws {
        let app = try SampleApp()
        XCTAssertEqual(try app.glossa(["check", "screen.yaml", "--locales", "en,de", "--html", "r/check.html"]).status, 1)
        let page = String(decoding: try app.data("r/check.html"), as: UTF8.self)
        XCTAssertEqual(page.components(separatedBy: "<p class=\"hint\">").count, 2, page)
        XCTAssertTrue(page.contains("(<code>--out DIR</code>)"), page)
        XCTAssertEqual(try app.glossa(["check", "screen.yaml", "--locales", "en,de", "--out", "o", "--html", "r/drawn.html"]).status, 1)
        XCTAssertFalse(String(decoding: try app.data("r/drawn.html"), as: UTF8.self).contains("class=\"hint\""))
    }

    func testTheReportOpensFromDiskAndShowsEveryScreen() throws {
        let python = try browserPython()
        let app = try SampleApp()
        XCTAssertEqual(try app.glossa(["snapshot", "record", "screen.yaml", "sounds.yaml", "--locales", "en,de,ar"]).status, 0)
        try app.setStrings("de", SampleApp.german.replacingOccurrences(of: "Töne", with: "Klänge"))
        let verify = try app.glossa(["snapshot", "verify", "screen.yaml", "sounds.yaml", "--locales", "en,de,ar", "--html", "r/report.html"])
        XCTAssertEqual(verify.status, 1, verify.stderr)
        let run = try runTool([python, "-c", Self.probe, app.url("r/report.html").absoluteString])
        XCTAssertEqual(run.status, 0, run.stderr)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(report["console"] as? [String], [])
        XCTAssertEqual(report["requests"] as? [String], [])
        XCTAssertEqual(report["screens"] as? Int, 6)
        XCTAssertEqual(report["visible"] as? [String], ["en", "de", "ar", "en", "de", "ar"])
        let images = report["images"] as? [Bool] ?? []
        XCTAssertEqual(images.count, 6 + 3)
        XCTAssertTrue(images.allSatisfy { $0 })
        XCTAssertEqual(report["compare"] as? [String], ["baseline", "actual", "diff"])
        XCTAssertEqual(report["de"] as? [String], ["de", "de"])
        XCTAssertEqual(report["truncated"] as? [String], ["de"])
        // The kind filter filters findings too: only truncated ones are listed while it is on.
        let truncatedItems = report["truncatedItems"] as? [String] ?? []
        XCTAssertFalse(truncatedItems.isEmpty)
        XCTAssertEqual(Set(truncatedItems), ["truncated"])
        XCTAssertEqual(report["spills"] as? Int, 0, "text stays inside its card")
        XCTAssertEqual(report["hint"] as? Int, 0, "every screen is drawn")
        XCTAssertEqual(report["outlinesBefore"] as? Int, 0)
        XCTAssertEqual(report["outlinesClicked"] as? Int, 1)
        XCTAssertEqual(report["outlinesAll"] as? Int, report["outlinesTotal"] as? Int)
        XCTAssertGreaterThan(report["outlinesTotal"] as? Int ?? 0, 0)
    }
}
