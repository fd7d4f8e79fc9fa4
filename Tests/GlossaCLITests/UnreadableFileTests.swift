import Foundation
import XCTest

/// A repository never stops at one file (contract v4, "The app as Xcode builds it"): a table, catalog or document
/// a search finds that iOS cannot read is an `unreadable` finding at its file:line:col, and the run goes on with the
/// rest; a file named on the command line that cannot be read still exits 2.
final class UnreadableFileTests: XCTestCase {
    /// The Interface Builder fixture app (Base storyboard and xib; de, fr and ar tables) copied to a fresh folder.
    private func app() throws -> URL {
        let folder = try CLI.temporaryFolder()
        let app = folder.appendingPathComponent("App")
        try FileManager.default.copyItem(at: CLI.repositoryRoot.appendingPathComponent("Tests/GlossaInterfaceBuilderTests/Fixtures/App"),
                                         to: app)
        return folder
    }

    private func write(_ text: String, _ path: String, in folder: URL) throws {
        let file = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    private func report(_ folder: URL) throws -> [[String: Any]] {
        let data = try Data(contentsOf: folder.appendingPathComponent("out/report.json"))
        return (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["results"] as? [[String: Any]] ?? []
    }

    private func unreadable(_ results: [[String: Any]]) -> [[String: Any]] {
        results.flatMap { ($0["findings"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "unreadable" } }
    }

    func testBrokenTablesAndDocumentsAreFindingsAndTheRunGoesOn() throws {
        let folder = try app()
        // de: a stray ';' ends the table after its first entry; fr: a missing ';' on line 2; a xib that is not XML.
        try write("\"WEL-lb-TTL.text\" = \"Willkommen\";;\n\"WEL-lb-BDY.text\" = \"Text\";\n\"WEL-lb-TAG.text\" = \"Neu\";\n",
                  "App/de.lproj/Main.strings", in: folder)
        try write("\"WEL-lb-TTL.text\" = \"Bienvenue\";\n\"WEL-lb-BDY.text\" = \"Texte\"\n\"WEL-lb-TAG.text\" = \"Nouveau\";\n",
                  "App/fr.lproj/Main.strings", in: folder)
        try write("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>\n</document>\n",
                  "App/Base.lproj/Broken.xib", in: folder)
        let result = try CLI.run(["check", "App", "--locales", "all", "--out", "out"], in: folder)
        XCTAssertEqual(result.status, 1, "errors, not a stop: \(result.stderr)")
        let results = try report(folder)
        let found = unreadable(results)
        XCTAssertEqual(found.count, 3, "\(found)")
        let byFile = Dictionary(grouping: found) { ($0["location"] as? String ?? "").components(separatedBy: ":")[0] }
        let de = try XCTUnwrap(byFile["App/de.lproj/Main.strings"]?.first)
        XCTAssertEqual(de["location"] as? String, "App/de.lproj/Main.strings:1:34")
        XCTAssertEqual(de["severity"] as? String, "error")
        XCTAssertEqual(de["cause"] as? String, "translation")
        XCTAssertTrue((de["message"] as? String ?? "").contains("a ';' where a key should start ends the table: the 2 entries after it are never loaded: German users"),
                      "\(de)")
        let fr = try XCTUnwrap(byFile["App/fr.lproj/Main.strings"]?.first)
        XCTAssertEqual(fr["location"] as? String, "App/fr.lproj/Main.strings:2:28")
        XCTAssertTrue((fr["message"] as? String ?? "").contains("iOS loads none of its keys: French users see the development language's text"))
        let xib = try XCTUnwrap(byFile["App/Base.lproj/Broken.xib"]?.first)
        XCTAssertTrue((xib["message"] as? String ?? "").contains("not well-formed XML"), "\(xib)")
        XCTAssertEqual(xib["cause"] as? String, "design")
        // The rest of the app was laid out: the storyboard's scenes in every language, de with what loaded.
        let layouts = Set(results.compactMap { $0["layout"] as? String })
        XCTAssertTrue(layouts.contains("Main-Welcome"), "\(layouts)")
        let welcomeDE = try XCTUnwrap(results.first { $0["layout"] as? String == "Main-Welcome" && $0["locale"] as? String == "de" })
        let views = welcomeDE["views"] as? [String: [String: Any]] ?? [:]
        XCTAssertEqual(views["WEL-lb-TTL"]?["text"] as? String, "Willkommen", "loaded before the stray ';'")
        XCTAssertEqual(views["WEL-lb-TAG"]?["text"] as? String, "New", "never loaded: the development text")
        let welcomeFR = try XCTUnwrap(results.first { $0["layout"] as? String == "Main-Welcome" && $0["locale"] as? String == "fr" })
        XCTAssertEqual((welcomeFR["views"] as? [String: [String: Any]])?["WEL-lb-TTL"]?["text"] as? String, "Welcome",
                       "a table that does not parse loads nothing")
        // An unreadable file's result draws nothing.
        let own = try XCTUnwrap(results.first { $0["layout"] as? String == "App/fr.lproj/Main.strings" })
        XCTAssertEqual(own["png"] as? String, "")
        XCTAssertEqual(try CLI.checkContract(folder.appendingPathComponent("out/report.json")), 0)
        // The console names the file and what iOS does.
        XCTAssertTrue(result.stdout.contains("App/fr.lproj/Main.strings:"), result.stdout)

        // Named on the command line, the broken xib stops the run with exit code 2, naming its line and column.
        let named = try CLI.run(["check", "App/Base.lproj/Broken.xib"], in: folder)
        XCTAssertEqual(named.status, 2)
        XCTAssertTrue(named.stderr.contains("App/Base.lproj/Broken.xib:4:"), named.stderr)
    }

    func testReadableFilesGiveNoUnreadableFinding() throws {
        let folder = try app()
        // `;` inside a comment and a value, a braced table, and a language's storyboard that is a strings table.
        try write("/* a; b; */\n\"WEL-lb-TTL.text\" = \"Will;kommen\";\n", "App/de.lproj/Main.strings", in: folder)
        try write("{\n\"WEL-lb-TTL.text\" = \"Bienvenue\";\n}\n", "App/fr.lproj/Main.strings", in: folder)
        try write("/* Xcode builds this variant as Japanese strings for Main.storyboard. */\n\"WEL-lb-TTL.text\" = \"ようこそ\";\n",
                  "App/ja.lproj/Main.storyboard", in: folder)
        let result = try CLI.run(["check", "App", "--locales", "all", "--out", "out"], in: folder)
        XCTAssertNotEqual(result.status, 2, result.stderr)
        let results = try report(folder)
        XCTAssertEqual(unreadable(results).count, 0, "\(unreadable(results))")
        func title(_ locale: String) -> String? {
            let screen = results.first { $0["layout"] as? String == "Main-Welcome" && $0["locale"] as? String == locale }
            return (screen?["views"] as? [String: [String: Any]])?["WEL-lb-TTL"]?["text"] as? String
        }
        XCTAssertEqual(title("de"), "Will;kommen")
        XCTAssertEqual(title("fr"), "Bienvenue")
        XCTAssertEqual(title("ja"), "ようこそ", "the strings-typed storyboard variant is ja's table for Main")
    }
}
