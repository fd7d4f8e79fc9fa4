import Foundation
import XCTest

/// What a run shows and keeps, with hostile names and files: names escaped in every report, merge reading
/// only PNGs where the reports were unpacked, no message quoting a file nobody asked to read, outputs
/// committed only when all are ready, and plain words where an error used to be a number.
final class HostileOutputTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try CLI.temporaryFolder().appendingPathComponent("app")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
    }

    private func write(_ path: String, _ text: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func read(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: folder.appendingPathComponent(path)), as: UTF8.self)
    }

    private func glossa(_ arguments: [String]) throws -> CommandResult { try CLI.run(arguments, in: folder) }

    private func rendered(name: String = "screen", text: String = "Hi") throws -> String {
        try write("screen.yaml", "name: \(name)\ndevice: watch-45\nroot:\n  text: {id: t, verbatim: \"\(text)\", lines: 1}\n")
        let run = try glossa(["render", "screen.yaml", "--out", "out"])
        XCTAssertEqual(run.status, 0, run.stderr)
        return try read("out/report.json")
    }

    /// The rendered report.json with its first screen changed by `edit`, written to shard.json.
    private func writeShard(_ report: String, _ edit: (inout [String: Any]) -> Void) throws {
        var root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
        var results = try XCTUnwrap(root["results"] as? [[String: Any]])
        edit(&results[0])
        root["results"] = results
        try JSONSerialization.data(withJSONObject: root).write(to: folder.appendingPathComponent("shard.json"))
    }

    // MARK: Item 7: names escaped, merge reads only PNGs where the reports are

    func testANameIsTextInTheMarkdownAndHTMLReports() throws {
        try writeShard(try rendered()) { screen in
            screen["layout"] = "x`</code><script>alert(1)</script>|y ![t](http://e.test/x.png)"
            screen["findings"] = [["kind": "truncated", "severity": "error", "view": "v'\"<",
                                   "message": "m | <img src=x onerror=alert(1)> `c` [l](javascript:alert(1))"]]
        }
        let merge = try glossa(["merge", "shard.json", "--markdown", "m.md", "--html", "m.html", "--fail-on", "error"])
        XCTAssertEqual(merge.status, 1, merge.stderr)
        let row = try XCTUnwrap(try read("m.md").split(separator: "\n").first { $0.contains("truncated") })
        // One table row: three unescaped pipes, the name in a code span of two backticks, the message inert.
        XCTAssertEqual(row.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count, 3, String(row))
        XCTAssertTrue(row.hasPrefix("| ``x`</code><script>alert(1)</script>\\|y ![t](http://e.test/x.png) watch-45 en`` |"), String(row))
        XCTAssertTrue(row.contains("&lt;img src=x onerror=alert\\(1\\)&gt; \\`c\\` \\[l\\]\\(javascript:alert\\(1\\)\\)"), String(row))
        let html = try read("m.html")
        XCTAssertFalse(html.contains("<script>alert"), "a name never becomes markup")
        XCTAssertFalse(html.contains("<img src=x"), "a message never becomes markup")
        XCTAssertTrue(html.contains("x`&lt;/code&gt;&lt;script&gt;alert(1)&lt;/script&gt;|y"), html)
        XCTAssertTrue(html.contains("v'&quot;&lt;"), html)
    }

    func testMergeInlinesOnlyPNGsWhereTheReportsWereUnpacked() throws {
        let report = try rendered()
        let secret = folder.deletingLastPathComponent().appendingPathComponent("secret.png")
        try Data("SECRET=hunter2\n".utf8).write(to: secret)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.png").path, withDestinationPath: "/etc/passwd")
        try Data("not a png at all".utf8).write(to: folder.appendingPathComponent("fake.png"))
        for (png, shown) in [("/proc/self/environ", false), (secret.path, false), ("../secret.png", false), ("link.png", false),
                             ("fake.png", false), ("out/screen/watch-45/en.png", true)] {
            try writeShard(report) { $0["png"] = png }
            let merge = try glossa(["merge", "shard.json", "--html", "m.html"])
            XCTAssertEqual(merge.status, 0, merge.stderr)
            let html = try read("m.html")
            let images = html.components(separatedBy: "data:image/png;base64,").dropFirst().map { String($0.prefix { $0 != "\"" }) }
            XCTAssertEqual(images.count, shown ? 1 : 0, png)
            for image in images { XCTAssertEqual(Data(base64Encoded: image)?.prefix(4), Data([0x89, 0x50, 0x4E, 0x47]), png) }
            XCTAssertFalse(html.contains("not rendered") && shown, png)
        }
    }

    func testAStringsFileLinkedOutOfTheTreeIsRefusedWithoutQuotingIt() throws {
        let outside = folder.deletingLastPathComponent().appendingPathComponent("outside.strings")
        try Data("root:x:0:0:secret-first-line:/root:/bin/bash\n".utf8).write(to: outside)
        try write("Strings/en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Strings/de.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Strings/de.lproj/Localizable.strings").path,
                                                   withDestinationPath: outside.path)
        try write("screen.yaml", "name: s\nstrings: Strings\nroot:\n  text: {id: t, key: hello}\n")
        let run = try glossa(["check", "screen.yaml", "--locales", "de"])
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("Strings/de.lproj/Localizable.strings: is a link to "), run.stderr)
        XCTAssertTrue(run.stderr.contains("outside the strings folder Strings and the working directory"), run.stderr)
        XCTAssertFalse(run.stderr.contains("secret-first-line"), run.stderr)
        // A layout linked out of a searched folder is not read either, and a link loop does not search forever.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Layouts"), withIntermediateDirectories: true)
        let outsideLayout = folder.deletingLastPathComponent().appendingPathComponent("secret.json")
        try Data("{\"root:secret-line\": 1}".utf8).write(to: outsideLayout)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Layouts/x.json").path, withDestinationPath: outsideLayout.path)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Layouts/loop").path, withDestinationPath: ".")
        try write("Layouts/ok.yaml", "name: ok\ndevice: watch-45\nroot:\n  text: {id: t, verbatim: Hi}\n")
        let search = try glossa(["check", "Layouts", "--fail-on", "never"])
        XCTAssertEqual(search.status, 0, search.stderr)
        XCTAssertFalse((search.stdout + search.stderr).contains("secret-line"), search.stderr)
        XCTAssertTrue(search.stdout.contains("1 screen(s)"), search.stdout)
    }

    // MARK: Item 9: commit only when everything is ready; plain words

    func testAReportThatCannotBeWrittenLeavesEarlierOutputsAsTheyWere() throws {
        _ = try rendered(text: "First")
        let png = try Data(contentsOf: folder.appendingPathComponent("out/screen/watch-45/en.png"))
        let report = try read("out/report.json")
        try write("screen.yaml", "name: screen\ndevice: watch-45\nroot:\n  text: {id: t, verbatim: \"Second, longer\"}\n")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("a-folder"), withIntermediateDirectories: true)
        // Refused before the run: nothing is rendered.
        let named = try glossa(["render", "screen.yaml", "--out", "out", "--json", "a-folder"])
        XCTAssertEqual(named.status, 2, named.stderr)
        XCTAssertTrue(named.stderr.contains("--json: a-folder is a folder; name a file"), named.stderr)
        // Failing after the run (a folder nothing can be written in): still nothing replaced.
        let late = try glossa(["render", "screen.yaml", "--out", "out", "--junit", "j.xml", "--json", "/proc/glossa-report.json"])
        XCTAssertEqual(late.status, 2, late.stderr)
        XCTAssertTrue(late.stderr.contains("/proc/glossa-report.json: cannot write: "), late.stderr)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("out/screen/watch-45/en.png")), png)
        XCTAssertEqual(try read("out/report.json"), report)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("j.xml").path))
        let hidden = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        XCTAssertEqual(hidden, [], "no staging folder or temporary report is left behind")
        // The same for snapshot baselines and check's accepted findings.
        XCTAssertEqual(try glossa(["snapshot", "record", "screen.yaml", "--json", "/proc/glossa-report.json"]).status, 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("__Snapshots__").path))
        XCTAssertEqual(try glossa(["check", "screen.yaml", "--write-accepted", "a.json", "--json", "/proc/glossa-report.json"]).status, 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("a.json").path))
    }

    func testOpaqueErrorsAreInPlainWords() throws {
        try write("screen.yaml", "name: screen\ndevice: watch-45\nroot:\n  text: {id: t, verbatim: Hi}\n")
        try write("afile", "x")
        let cases: [([String], String)] = [
            (["render", "screen.yaml", "--out", "afile/sub"], "--out: afile is a file, not a folder (needed for afile/sub)"),
            (["snapshot", "verify", "screen.yaml", "--out", "afile"], "--out: afile is a file, not a folder"),
            (["snapshot", "record", "screen.yaml", "--baselines", "afile"], "--baselines: afile is a file, not a folder"),
        ]
        for (arguments, message) in cases {
            let run = try glossa(arguments)
            XCTAssertEqual(run.status, 2, run.stderr)
            XCTAssertTrue(run.stderr.contains(message), "expected: \(message)\ngot: \(run.stderr)")
            XCTAssertFalse(run.stderr.contains("error 512"), run.stderr)
        }
        let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let documents: [(String, String)] = [
            (header + "<!DOCTYPE document [<!ENTITY a \"&b;\"><!ENTITY b \"&a;\">]>\n<document type=\"x\">&a;</document>\n",
             "loop.xib:3:23: not well-formed XML: entities that refer to each other in a loop"),
            (header + "<document type=\"x\" type=\"y\"></document>\n", "an attribute written twice on one element"),
            (header + "<document type=\"x\"><a></b></document>\n", "a closing tag that does not match the element it closes"),
            (header + "<document type=\"x\">&nope;</document>\n", "an entity (&name;) that is not declared"),
        ]
        for (index, (text, message)) in documents.enumerated() {
            let name = index == 0 ? "loop.xib" : "bad\(index).xib"
            try write(name, text)
            let run = try glossa(["check", name])
            XCTAssertEqual(run.status, 2, run.stderr)
            XCTAssertTrue(run.stderr.contains(message), "expected: \(message)\ngot: \(run.stderr)")
            XCTAssertFalse(run.stderr.contains("NSXMLParserErrorDomain"), run.stderr)
        }
    }

    // MARK: Item 8: serve warns when it listens beyond this machine

    func testServingOnEveryAddressWarns() throws {
        try write("screen.yaml", "name: screen\ndevice: watch-45\nroot:\n  text: {id: t, verbatim: Hi}\n")
        for (host, warns) in [("0.0.0.0", true), ("127.0.0.1", false)] {
            let process = Process()
            process.executableURL = CLI.executable
            process.arguments = ["serve", "screen.yaml", "--host", host, "--port", "0"]
            process.currentDirectoryURL = folder
            let out = Pipe(), err = Pipe()
            (process.standardOutput, process.standardError) = (out, err)
            try process.run()
            var printed = ""
            let deadline = Date().addingTimeInterval(60)
            while !printed.contains("Glossa preview:"), Date() < deadline, process.isRunning {
                let chunk = out.fileHandleForReading.availableData
                if chunk.isEmpty { usleep(20_000) }
                printed += String(decoding: chunk, as: UTF8.self)
            }
            process.terminate()
            process.waitUntilExit()
            let warning = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            XCTAssertTrue(printed.contains("Glossa preview: http://"), printed)
            XCTAssertEqual(warning.contains("warning: --host \(host) shows the preview"), warns, warning)
        }
    }
}
