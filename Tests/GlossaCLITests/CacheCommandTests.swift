import Foundation
import XCTest

/// `--cache DIR` as a user runs it: the same bytes in every output cold, warm or without it; one changed string
/// recomputes only the screens that show it in the locales whose chain reaches it; damaged entries, a bound,
/// concurrent runs and a new executable are never trusted blindly; snapshot baselines carry fingerprints.
final class CacheCommandTests: XCTestCase {
    private var app: URL!
    private var cache: URL { app.appendingPathComponent("cache") }

    static let layouts = [
        ("title.yaml", """
            name: title
            device: iphone-se
            root:
              vstack:
                alignment: leading
                padding: {top: 16, leading: 16, trailing: 16}
                children:
                  - text: {id: title, key: title, lines: 1, width: 120}
                  - text: {id: hint, key: hint}
            """),
        ("other.yaml", """
            name: other
            device: iphone-se
            root:
              vstack:
                padding: {top: 16, leading: 16, trailing: 16}
                children:
                  - text: {id: hint, key: hint}
                  - text: {id: side, key: side, alignment: left}
            """),
    ]

    static let strings: [(String, String)] = [
        ("en", "title = \"Settings\";\nhint = \"A hint\";\nside = \"Left\";\n"),
        ("de", "title = \"Einstellungen\";\nhint = \"Ein Hinweis\";\nside = \"Links\";\n"),
        ("de-CH", "hint = \"Ein Hinweis\";\n"),
        ("de-AT", "title = \"Einstellungen\";\n"),
        ("ar", "title = \"الإعدادات\";\nhint = \"تلميح\";\nside = \"يسار\";\n"),
        ("fr", "title = \"Réglages\";\nhint = \"Une indication\";\nside = \"Gauche\";\n"),
    ]

    override func setUpWithError() throws {
        app = try CLI.temporaryFolder()
        for (language, body) in Self.strings { try write("Strings/\(language).lproj/Localizable.strings", body) }
        for (name, text) in Self.layouts { try write(name, text) }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: app)
    }

    private func write(_ path: String, _ text: String) throws {
        let url = app.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Renders the matrix into `out` with every report, and returns the console's last line.
    @discardableResult
    private func render(_ out: String, cache: Bool = true, extra: [String] = [], executable: URL = CLI.executable) throws -> String {
        var arguments = ["render", "title.yaml", "other.yaml", "--locales", "all", "--content-size", "l,ax1", "--out", out,
                         "--junit", out + ".junit.xml", "--sarif", out + ".sarif", "--html", out + ".html", "--markdown", out + ".md"]
        if cache { arguments += ["--cache", "cache"] }
        let run = try runProcess(executable, arguments + extra, in: app)
        XCTAssertEqual(run.status, 0, run.stderr)
        return run.stdout.split(separator: "\n").first { $0.contains("screen(s):") }.map(String.init) ?? run.stdout
    }

    /// Every file a render wrote, by its path under `out` (and its reports beside it), with its bytes.
    private func outputs(_ out: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let folder = app.appendingPathComponent(out)
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) where path.hasSuffix(".png") || path.hasSuffix(".json") {
            files[path] = try Data(contentsOf: folder.appendingPathComponent(path))
        }
        for suffix in [".junit.xml", ".sarif", ".html", ".md"] {
            let text = try String(contentsOf: app.appendingPathComponent(out + suffix), encoding: .utf8)
            // The reports name the output folder; all else must be the same bytes.
            files[suffix] = Data(text.replacingOccurrences(of: out + "/", with: "OUT/").utf8)
        }
        if let report = files["report.json"] {
            files["report.json"] = Data(String(decoding: report, as: UTF8.self).replacingOccurrences(of: out + "/", with: "OUT/").utf8)
        }
        return files
    }

    func testOutputsAreTheSameBytesColdWarmAndWithout() throws {
        XCTAssertTrue(try render("without", cache: false).hasSuffix("warning(s)"))
        XCTAssertTrue(try render("cold").hasSuffix("; 0 reused, 24 computed"))
        XCTAssertTrue(try render("warm").hasSuffix("; 24 reused, 0 computed"))
        let without = try outputs("without")
        XCTAssertEqual(without.keys.filter { $0.hasSuffix(".png") }.count, 24)
        XCTAssertEqual(try outputs("cold"), without)
        XCTAssertEqual(try outputs("warm"), without)
        // check reuses what render stored only where it draws nothing: its own entries, then the same bytes.
        let check = { () throws -> CommandResult in
            try CLI.run(["check", "title.yaml", "other.yaml", "--locales", "all", "--cache", "cache", "--json", "check.json"], in: self.app)
        }
        XCTAssertTrue(try check().stdout.contains("; 0 reused, 12 computed"))
        let first = try Data(contentsOf: app.appendingPathComponent("check.json"))
        XCTAssertTrue(try check().stdout.contains("; 12 reused, 0 computed"))
        XCTAssertEqual(try Data(contentsOf: app.appendingPathComponent("check.json")), first)
    }

    func testOneChangedGermanValueRecomputesOnlyTheScreensThatShowItWhereTheChainReachesIt() throws {
        try render("cold")
        try write("Strings/de.lproj/Localizable.strings", "title = \"Einstellungen!\";\nhint = \"Ein Hinweis\";\nside = \"Links\";\n")
        // title is shown by one layout; de and de-CH (no title of its own) reach de's value, de-AT has its own: 2 locales × 2 sizes.
        XCTAssertTrue(try render("changed").hasSuffix("; 20 reused, 4 computed"))
        try render("fresh", cache: false)
        XCTAssertEqual(try outputs("changed"), try outputs("fresh"))
        // The development language's value: every locale of that layout is judged against it.
        try write("Strings/en.lproj/Localizable.strings", "title = \"Preferences\";\nhint = \"A hint\";\nside = \"Left\";\n")
        XCTAssertTrue(try render("english").hasSuffix("; 12 reused, 12 computed"))
    }

    func testDamagedEntriesAreComputedAgainNeverTrusted() throws {
        try render("cold")
        let folder = cache.appendingPathComponent("v1")
        let entries = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.split(separator: "/").last!.count == 64 }.sorted()
        XCTAssertEqual(entries.count, 24)
        // Truncated, one byte flipped, another version's header.
        let truncated = folder.appendingPathComponent(entries[0]), flipped = folder.appendingPathComponent(entries[1])
        let versioned = folder.appendingPathComponent(entries[2])
        try Data(contentsOf: truncated).prefix(100).write(to: truncated)
        var bytes = try Data(contentsOf: flipped)
        bytes[bytes.count / 2] ^= 0x20
        try bytes.write(to: flipped)
        bytes = try Data(contentsOf: versioned)
        bytes[12] = 99
        try bytes.write(to: versioned)
        try Data("half an entry".utf8).write(to: folder.appendingPathComponent(".tmp-0123456789abcdef-1-2"))
        XCTAssertTrue(try render("damaged").hasSuffix("; 21 reused, 3 computed"))
        XCTAssertEqual(try outputs("damaged"), try outputs("cold"))
        XCTAssertTrue(try render("again").hasSuffix("; 24 reused, 0 computed"), "the damaged entries were written anew")
    }

    func testTheFolderNeverPassesItsBound() throws {
        let devices = ["--device", "iphone-se,ipad,iphone-15-pro-max"]
        let unbounded = app.appendingPathComponent("unbounded")
        try render("full", extra: devices + ["--cache", unbounded.path])
        XCTAssertGreaterThan(try size(unbounded), 1_048_576, "the matrix's entries need more than the bound")
        try render("bounded", extra: devices + ["--cache-max-mb", "1"])
        XCTAssertLessThanOrEqual(try size(cache), 1_048_576, "never past its bound")
        XCTAssertEqual(try outputs("bounded"), try outputs("full"))
        let warm = try render("warm", extra: devices + ["--cache-max-mb", "1"])
        XCTAssertFalse(warm.hasSuffix(" 0 computed"), warm)
        XCTAssertLessThanOrEqual(try size(cache), 1_048_576)
        XCTAssertEqual(try outputs("warm"), try outputs("full"))
        let refused = try CLI.run(["check", "title.yaml", "--cache", "cache", "--cache-max-mb", "0"], in: app)
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("--cache-max-mb must be 1 or more"), refused.stderr)
    }

    /// Bytes of every file under `folder`.
    private func size(_ folder: URL) throws -> Int {
        try FileManager.default.subpathsOfDirectory(atPath: folder.path).reduce(0) { total, path in
            let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(path).path)
            return total + (attributes[.type] as? FileAttributeType == .typeRegular ? (attributes[.size] as? Int) ?? 0 : 0)
        }
    }

    func testConcurrentRunsSharingAFolderGiveTheSameBytes() throws {
        try render("reference", cache: false)
        let runs = (0..<3).map { index in
            let process = Process()
            process.executableURL = CLI.executable
            process.arguments = ["render", "title.yaml", "other.yaml", "--locales", "all", "--content-size", "l,ax1", "--out", "run\(index)",
                                 "--cache", "cache", "--jobs", "2"]
            process.currentDirectoryURL = app
            process.standardOutput = FileHandle.nullDevice
            return process
        }
        for run in runs { try run.run() }
        for run in runs {
            run.waitUntilExit()
            XCTAssertEqual(run.terminationStatus, 0)
        }
        let reference = try outputs("reference").filter { $0.key.hasSuffix(".png") || $0.key == "report.json" }
        for index in 0..<3 {
            let folder = app.appendingPathComponent("run\(index)")
            for (path, bytes) in reference {
                var written = try Data(contentsOf: folder.appendingPathComponent(path))
                if path == "report.json" {
                    written = Data(String(decoding: written, as: UTF8.self).replacingOccurrences(of: "run\(index)/", with: "OUT/").utf8)
                }
                XCTAssertEqual(written, bytes, "run\(index)/\(path)")
            }
        }
        XCTAssertTrue(try render("after").hasSuffix("; 24 reused, 0 computed"))
    }

    func testANewExecutableComputesEveryScreen() throws {
        try render("cold")
        let copy = app.appendingPathComponent("glossa-copy")
        try FileManager.default.copyItem(at: CLI.executable, to: copy)
        let handle = try FileHandle(forWritingTo: copy)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data([0]))
        try handle.close()
        XCTAssertTrue(try render("copy", executable: copy).hasSuffix("; 0 reused, 24 computed"))
        XCTAssertEqual(try outputs("copy"), try outputs("cold"))
    }

    func testCacheInGlossaYmlAndTheCommandLineWins() throws {
        try write(".glossa.yml", "cache: from-config\nlocales: [en, de]\n")
        XCTAssertTrue(try CLI.run(["check", "title.yaml"], in: app).stdout.contains("; 0 reused, 2 computed"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: app.appendingPathComponent("from-config/v1").path))
        XCTAssertTrue(try CLI.run(["check", "title.yaml"], in: app).stdout.contains("; 2 reused, 0 computed"))
        XCTAssertTrue(try CLI.run(["check", "title.yaml", "--cache", "elsewhere"], in: app).stdout.contains("; 0 reused, 2 computed"))
    }

    func testHeightsAreTheSameColdWarmAndWithoutAndReuseWhatCheckStored() throws {
        let heights = { (cache: [String]) throws -> (CommandResult, Data) in
            let run = try CLI.run(["heights", "title.yaml", "other.yaml", "--locales", "all", "--content-size", "l,ax1", "--json", "h.json"] + cache,
                                  in: self.app)
            XCTAssertEqual(run.status, 0, run.stderr)
            return (run, try Data(contentsOf: self.app.appendingPathComponent("h.json")))
        }
        let (without, json) = try heights([])
        XCTAssertFalse(without.stdout.contains("reused"))
        let check = ["check", "title.yaml", "other.yaml", "--locales", "all", "--content-size", "l,ax1", "--cache", "cache", "--fail-on", "never"]
        XCTAssertEqual(try CLI.run(check, in: app).status, 0)
        let (warm, warmJSON) = try heights(["--cache", "cache"])
        XCTAssertTrue(warm.stdout.hasSuffix("24 screen(s); 24 reused, 0 computed\n"), warm.stdout)
        XCTAssertEqual(warm.stdout.replacingOccurrences(of: "24 screen(s); 24 reused, 0 computed\n", with: ""), without.stdout)
        XCTAssertEqual(warmJSON, json)
        let (cold, coldJSON) = try heights(["--cache", "cold"])
        XCTAssertTrue(cold.stdout.hasSuffix("24 screen(s); 0 reused, 24 computed\n"), cold.stdout)
        XCTAssertEqual(coldJSON, json)
    }

    func testAFitsThatShowsALaterAlternativeIsStoredAndReused() throws {
        // The Mail sample's German titles take its second alternative: the result lists fewer views than the document.
        let mail = CLI.repositoryRoot.appendingPathComponent("Layouts/Mail").path
        let check = ["check", mail, "--locales", "en,de", "--cache", "cache", "--fail-on", "never"]
        XCTAssertTrue(try CLI.run(check, in: app).stdout.contains("; 0 reused, 2 computed"))
        XCTAssertTrue(try CLI.run(check, in: app).stdout.contains("; 2 reused, 0 computed"))
        let heights = try CLI.run(["heights", mail, "--locales", "de"], in: app)
        let reused = try CLI.run(["heights", mail, "--locales", "de", "--cache", "cache"], in: app)
        XCTAssertEqual(heights.status, 0, heights.stderr)
        // heights adds the development language: the same matrix as check's.
        XCTAssertEqual(reused.stdout, heights.stdout + "2 screen(s); 2 reused, 0 computed\n")
    }

    func testSnapshotVerifyOfAnUnchangedScreenIsALookup() throws {
        let record = try CLI.run(["snapshot", "record", "title.yaml", "--locales", "en,de", "--cache", "cache"], in: app)
        XCTAssertEqual(record.status, 0, record.stderr)
        let index = try String(contentsOf: app.appendingPathComponent("__Snapshots__/glossa-fingerprints.tsv"), encoding: .utf8)
        XCTAssertEqual(index.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { String($0.split(separator: "\t")[0]) },
                       ["title/iphone-se/de.png", "title/iphone-se/en.png"])
        // A fresh cache: the screens are laid out for their findings, but not drawn; the index says they match.
        let verify = try CLI.run(["snapshot", "verify", "title.yaml", "--locales", "en,de", "--cache", "fresh", "--json", "verify.json"], in: app)
        XCTAssertEqual(verify.status, 0, verify.stdout + verify.stderr)
        XCTAssertTrue(verify.stdout.contains("2 screen(s): 2 match"), verify.stdout)
        XCTAssertTrue(verify.stdout.contains("; 0 reused, 2 computed"), verify.stdout)
        let again = try CLI.run(["snapshot", "verify", "title.yaml", "--locales", "en,de", "--cache", "fresh"], in: app)
        XCTAssertTrue(again.stdout.contains("2 screen(s): 2 match") && again.stdout.contains("; 2 reused, 0 computed"), again.stdout)
        // A baseline changed by hand is compared again, and fails.
        let baseline = app.appendingPathComponent("__Snapshots__/title/iphone-se/de.png")
        let english = try Data(contentsOf: app.appendingPathComponent("__Snapshots__/title/iphone-se/en.png"))
        try english.write(to: baseline)
        let changed = try CLI.run(["snapshot", "verify", "title.yaml", "--locales", "en,de", "--cache", "cache"], in: app)
        XCTAssertEqual(changed.status, 1, changed.stdout)
        XCTAssertTrue(changed.stdout.contains("1 match, 1 mismatch"), changed.stdout)
    }
}
