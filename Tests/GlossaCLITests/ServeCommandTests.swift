import Foundation
import XCTest

/// `glossa serve` over real HTTP on a free loopback port, its page in headless Chromium: a translation
/// edit changes the affected screen without a reload, bad edits show their errors and keep the screens,
/// and the server outlives them.
final class ServeCommandTests: XCTestCase {
    private var server: Process?
    private var app: URL!

    override func setUpWithError() throws {
        app = try CLI.temporaryFolder()
        try FileManager.default.copyItem(at: CLI.repositoryRoot.appendingPathComponent("Layouts/Settings"),
                                         to: app.appendingPathComponent("Settings"))
    }

    override func tearDownWithError() throws {
        if let server, server.isRunning {
            server.terminate()
            let deadline = Date().addingTimeInterval(10)
            while server.isRunning, Date() < deadline { usleep(50_000) }
            if server.isRunning { kill(server.processIdentifier, SIGKILL) }
        }
        try? FileManager.default.removeItem(at: app)
    }

    /// Starts the server and returns the URL it prints (bounded wait).
    private func startServer(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["serve"] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        server = process
        var printed = ""
        let deadline = Date().addingTimeInterval(60)
        while !printed.contains("\n"), Date() < deadline, process.isRunning {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { usleep(20_000) }
            printed += String(decoding: chunk, as: UTF8.self)
        }
        let url = try XCTUnwrap(printed.split(separator: " ").first { $0.hasPrefix("http://") }, "no URL in: \(printed)")
        return String(url)
    }

    /// GET over real HTTP (Python's urllib: Foundation on Linux has no HTTP client without FoundationNetworking).
    private func get(_ url: String) throws -> (status: Int, body: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", """
            import sys, urllib.request, urllib.error
            try:
                r = urllib.request.urlopen(sys.argv[1], timeout=30); code, body = r.status, r.read()
            except urllib.error.HTTPError as e:
                code, body = e.code, b""
            sys.stdout.write(str(code) + "\\n"); sys.stdout.flush(); sys.stdout.buffer.write(body)
            """, url]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard let newline = data.firstIndex(of: 10), let status = Int(String(decoding: data[..<newline], as: UTF8.self)) else {
            return (0, Data())
        }
        return (status, Data(data[(newline + 1)...]))
    }

    private func browserPython() throws -> String {
        let process = Process()
        process.executableURL = CLI.repositoryRoot.appendingPathComponent("scripts/browser.sh")
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let python = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0, FileManager.default.isExecutableFile(atPath: python) else {
            throw XCTSkip("scripts/browser.sh could not install chromium and Playwright: the page test needs them")
        }
        return python
    }

    func testPageUpdatesOnATranslationEditAndSurvivesBadEdits() throws {
        let python = try browserPython()
        let layout = app.appendingPathComponent("Settings/settings.yaml").path
        let catalog = app.appendingPathComponent("Settings/Strings/Localizable.xcstrings").path
        let url = try startServer([layout, "--locales", "en,ar", "--port", "0", "--jobs", "2"])
        XCTAssertTrue(url.hasPrefix("http://127.0.0.1:"), "loopback by default: \(url)")

        let script = Process()
        script.executableURL = URL(fileURLWithPath: python)
        script.arguments = [CLI.repositoryRoot.appendingPathComponent("Tests/GlossaCLITests/serve_page.py").path, url, catalog, layout]
        let out = Pipe(), err = Pipe()
        script.standardOutput = out
        script.standardError = err
        try script.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        script.waitUntilExit()
        XCTAssertEqual(script.terminationStatus, 0, errors)
        let seen = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any], errors)

        XCTAssertEqual(seen["title"] as? String, "Glossa preview")
        XCTAssertEqual(seen["status"] as? String, "live")
        XCTAssertEqual(seen["imageWidth"] as? Int, 393 * 3)
        XCTAssertEqual(seen["overlayHidden"] as? String, "none")
        XCTAssertEqual(seen["overlayShown"] as? String, "block")
        XCTAssertGreaterThan(seen["overlayBoxes"] as? Int ?? 0, 20)
        let cell = { (phase: String, locale: String) in ((seen[phase] as? [String: Any])?[locale] as? [String: Any]) ?? [:] }
        let findings = { (phase: String, locale: String) in (cell(phase, locale)["findings"] as? [String] ?? []).joined(separator: "\n") }
        XCTAssertFalse(findings("before", "ar").contains("wifi-value"))
        // The edit reached the page without a reload, changed the Arabic screen and left English alone.
        XCTAssertEqual(seen["marker"] as? String, "same page")
        XCTAssertTrue(findings("afterEdit", "ar").contains("truncated wifi-value"), findings("afterEdit", "ar"))
        XCTAssertNotEqual(cell("afterEdit", "ar")["img"] as? String, cell("before", "ar")["img"] as? String)
        XCTAssertEqual(cell("afterEdit", "en")["version"] as? String, cell("before", "en")["version"] as? String)
        print("serve: the page showed the edited translation \(seen["secondsToChange"] ?? "?") s after the write")
        // Bad input: the error is on the page, with its file; the screens stay.
        let catalogError = seen["catalogError"] as? String ?? ""
        XCTAssertTrue(catalogError.contains("Localizable.xcstrings"), catalogError)
        XCTAssertEqual(cell("afterBadCatalog", "ar")["img"] as? String, cell("afterEdit", "ar")["img"] as? String)
        let layoutError = seen["layoutError"] as? String ?? ""
        XCTAssertTrue(layoutError.hasPrefix("\(layout):"), layoutError)
        XCTAssertTrue(layoutError.contains("'spacing' must be a number, not a string"), layoutError)
        XCTAssertFalse(findings("restored", "ar").contains("wifi-value"))
        XCTAssertEqual(seen["marker2"] as? String, "same page")
        XCTAssertEqual(seen["pngType"] as? String, "image/png")
        XCTAssertTrue(server?.isRunning == true, "the server outlives bad edits")
    }

    func testReportAndPNGsOverHTTPMatchRender() throws {
        let layout = app.appendingPathComponent("Settings/settings.yaml").path
        let out = app.appendingPathComponent("out")
        XCTAssertEqual(try CLI.run(["render", layout, "--locales", "ar", "--out", out.path]).status, 0)
        let url = try startServer([layout, "--locales", "ar", "--port", "0"])
        let deadline = Date().addingTimeInterval(180)
        var png = Data()
        while Date() < deadline {
            let response = try get(url + "png/settings/iphone-15/ar.png")
            if response.status == 200 {
                png = response.body
                break
            }
            usleep(200_000)
        }
        XCTAssertEqual(png, try Data(contentsOf: out.appendingPathComponent("settings/iphone-15/ar.png")),
                       "the served PNG is render's PNG, byte for byte")
        let report = try get(url + "report.json").body
        let saved = app.appendingPathComponent("served-report.json")
        try report.write(to: saved)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: report) as? [String: Any])
        XCTAssertEqual((object["results"] as? [[String: Any]])?.first?["locale"] as? String, "ar")
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = ["python3", CLI.contractChecker.path, saved.path]
        try check.run()
        check.waitUntilExit()
        XCTAssertEqual(check.terminationStatus, 0, "report.json follows the contract")
        XCTAssertEqual(try get(url + "png/settings/iphone-15/fr.png").status, 404)
        let page = String(decoding: try get(url).body, as: UTF8.self)
        XCTAssertTrue(page.contains("new EventSource(\"/events\")"), page)

        // Ctrl-C stops the server at once, even with a page's event stream open.
        let listener = Process()
        listener.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        listener.arguments = ["python3", "-c", "import sys, urllib.request\nfor line in urllib.request.urlopen(sys.argv[1]): print(line.decode(), end='', flush=True)", url + "events"]
        let events = Pipe()
        listener.standardOutput = events
        try listener.run()
        defer { if listener.isRunning { listener.terminate() } }
        var first = ""
        let readBy = Date().addingTimeInterval(10)
        while !first.contains("}\n"), Date() < readBy {
            first += String(decoding: events.fileHandleForReading.availableData, as: UTF8.self)
        }
        XCTAssertTrue(first.hasPrefix("event: update\ndata: {\"version\": "), first)
        let server = try XCTUnwrap(server)
        kill(server.processIdentifier, SIGINT)
        let stopBy = Date().addingTimeInterval(5)
        while server.isRunning, Date() < stopBy { usleep(20_000) }
        XCTAssertFalse(server.isRunning, "the server stops on Ctrl-C with a page open")
    }

    func testBadOptionsExitWithCode2() throws {
        let layout = app.appendingPathComponent("Settings/settings.yaml").path
        let bad = try CLI.run(["serve", layout, "--device", "iphone-99", "--port", "0"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("unknown device 'iphone-99'"), bad.stderr)
        let port = try CLI.run(["serve", layout, "--port", "70000"])
        XCTAssertEqual(port.status, 2)
        XCTAssertTrue(port.stderr.contains("--port must be from 0 to 65535, not 70000"), port.stderr)
        let out = try CLI.run(["serve", layout, "--out", "x"])
        XCTAssertEqual(out.status, 2, "serve keeps its PNGs in memory: it takes no --out")
        XCTAssertTrue(out.stderr.contains("Unknown option '--out'"), out.stderr)
    }

    func testLayoutsThatShareANameAreToldApartAsInAWholeRun() throws {
        for folder in ["App", "Demo"] {
            let url = app.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try Data("name: launch\nroot:\n  vstack:\n    children:\n      - text: {id: t, verbatim: \(folder)}\n".utf8)
                .write(to: url.appendingPathComponent("launch.yaml"))
        }
        let url = try startServer([app.appendingPathComponent("App").path, app.appendingPathComponent("Demo").path, "--port", "0"])
        var layouts: [String] = []
        let deadline = Date().addingTimeInterval(60)
        while layouts.count < 2, Date() < deadline {
            let report = try JSONSerialization.jsonObject(with: try get(url + "report.json").body) as? [String: Any]
            layouts = (report?["results"] as? [[String: Any]] ?? []).compactMap { $0["layout"] as? String }
            if layouts.count < 2 { usleep(200_000) }
        }
        XCTAssertEqual(layouts.sorted(), ["App/launch", "Demo/launch"])
        let check = try CLI.run(["check", app.appendingPathComponent("App").path, app.appendingPathComponent("Demo").path, "--json",
                                 app.appendingPathComponent("r.json").path])
        XCTAssertLessThanOrEqual(check.status, 1, check.stderr)
        let whole = try JSONSerialization.jsonObject(with: Data(contentsOf: app.appendingPathComponent("r.json"))) as? [String: Any]
        XCTAssertEqual((whole?["results"] as? [[String: Any]])?.compactMap { $0["layout"] as? String }, ["App/launch", "Demo/launch"])
    }

    func testABusyPortSaysSoAndSuggestsAnother() throws {
        let layout = app.appendingPathComponent("Settings/settings.yaml").path
        let url = try startServer([layout, "--port", "0"])
        let port = try XCTUnwrap(URL(string: url)?.port)
        let second = try CLI.run(["serve", layout, "--port", "\(port)"])
        XCTAssertEqual(second.status, 2, second.stderr)
        XCTAssertTrue(second.stderr.contains("glossa: port \(port) on 127.0.0.1 is already in use (another glossa serve?); "
                                             + "choose another with --port N, or --port 0 for any free port"), second.stderr)
    }
}
