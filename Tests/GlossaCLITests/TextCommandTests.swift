import Foundation
import XCTest

/// `glossa text` from the command line: JSON contract, PNG output, determinism and bad input.
final class TextCommandTests: XCTestCase {
    func testJSONFollowsTheContractAndListsRunsInVisualOrder() throws {
        let result = try CLI.run(["text", "Safari على Mac", "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let lines = try XCTUnwrap(json["lines"] as? [[String: Any]])
        let runs = try XCTUnwrap(lines.first?["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.map { $0["direction"] as? String }, ["ltr", "rtl", "ltr", "ltr"])
        XCTAssertEqual(runs.map { $0["text"] as? String }, ["Safari ", "على", " ", "Mac"])
        let xs = runs.compactMap { $0["x"] as? Double }
        XCTAssertEqual(xs, xs.sorted())
        XCTAssertEqual(json["truncated"] as? Bool, false)

        let folder = try CLI.temporaryFolder()
        let file = folder.appendingPathComponent("text.json")
        try Data(result.stdout.utf8).write(to: file)
        let checker = Process()
        checker.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        checker.arguments = ["python3", CLI.contractChecker.path, "--text", file.path]
        try checker.run()
        checker.waitUntilExit()
        XCTAssertEqual(checker.terminationStatus, 0, "check-report.py --text rejected the output")
    }

    func testPNGIsTheMeasuredSizeTimesScaleAndIdenticalAcrossRuns() throws {
        let folder = try CLI.temporaryFolder()
        let first = folder.appendingPathComponent("a.png"), second = folder.appendingPathComponent("b.png")
        let arguments = ["text", "नमस्ते دنیا Hello", "--locale", "hi", "--width", "123.5", "--scale", "3", "--json"]
        let one = try CLI.run(arguments + ["--out", first.path])
        let two = try CLI.run(arguments + ["--out", second.path])
        XCTAssertEqual(one.status, 0, one.stderr)
        XCTAssertEqual(two.status, 0, two.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any])
        let width = try XCTUnwrap(json["width"] as? Double), height = try XCTUnwrap(json["height"] as? Double)
        let png = try Data(contentsOf: first)
        let size = try XCTUnwrap(pngSize(png))
        XCTAssertEqual(size.width, Int((width * 3).rounded(.up)))
        XCTAssertEqual(size.height, Int((height * 3).rounded(.up)))
        XCTAssertEqual(png, try Data(contentsOf: second), "two runs gave different bytes")
    }

    func testTruncatedArabicReportsTruncation() throws {
        let result = try CLI.run(["text", "هذه الجملة أطول بكثير من أن تتسع في سطر واحد", "--locale", "ar",
                                  "--width", "120", "--lines", "1", "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(json["truncated"] as? Bool, true)
        let runs = try XCTUnwrap(((json["lines"] as? [[String: Any]])?.first?["runs"]) as? [[String: Any]])
        XCTAssertEqual(runs.first?["text"] as? String, "\u{2026}", "the ellipsis is not the leftmost run")
    }

    /// Fonts, widths and line heights of mixed Arabic/Latin strings: no false missing glyph, no Urdu face.
    func testMixedArabicLatinUsesTheArabicAndLatinFacesOnly() throws {
        let cases: [(text: String, locale: String, fonts: [String])] = [
            // The space inside "New York" takes its neighbours' Latin face, as UIKit keeps the label's font.
            ("هل تقصد: \"New York\"؟", "ar", ["NotoSansArabic-Regular", "NotoSans-Regular", "NotoSansArabic-Regular"]),
            ("(PDF، 2.4 ميغابايت)", "ar", ["NotoSans-Regular", "NotoSansArabic-Regular", "NotoSans-Regular"]),
            ("The Arabic word for peace is سلام (salaam).", "en",
             ["NotoSans-Regular", "NotoSansArabic-Regular", "NotoSans-Regular"]),
        ]
        for item in cases {
            let result = try CLI.run(["text", item.text, "--locale", item.locale, "--json"])
            XCTAssertEqual(result.status, 0, result.stderr)
            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            XCTAssertEqual(json["missingGlyphs"] as? [String], [], item.text)
            let lines = try XCTUnwrap(json["lines"] as? [[String: Any]])
            XCTAssertEqual(lines.count, 1)
            XCTAssertEqual(lines[0]["height"] as? Double ?? 0, 35.904, accuracy: 0.001, item.text)
            let runs = try XCTUnwrap(lines[0]["runs"] as? [[String: Any]])
            var fonts: [String] = []
            for font in runs.compactMap({ $0["font"] as? String }) where fonts.last != font { fonts.append(font) }
            let logical = item.locale == "ar" ? fonts.reversed() : fonts
            XCTAssertEqual(Array(logical), item.fonts, item.text)
            let width = runs.compactMap { $0["width"] as? Double }.reduce(0, +)
            XCTAssertEqual(json["width"] as? Double ?? 0, width, accuracy: 0.001)
        }
    }

    func testMissingGlyphsAreListed() throws {
        let result = try CLI.run(["text", "A𓀀B", "--json"])
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(json["missingGlyphs"] as? [String], ["U+13000"])
    }

    func testBadInputExitsWithTwoAndSaysWhy() throws {
        let folder = try CLI.temporaryFolder()
        let invalid = folder.appendingPathComponent("invalid.txt")
        try Data([0x48, 0x69, 0xC3, 0x28, 0x21]).write(to: invalid)
        let notAFont = folder.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: notAFont, withIntermediateDirectories: true)
        try Data("not a font".utf8).write(to: notAFont.appendingPathComponent("broken.ttf"))
        let cases: [([String], String)] = [
            (["text", "Hi", "--locale", "xx-bogus"], "unknown locale 'xx-bogus'"),
            (["text", "Hi", "--width", "0"], "--width must be a positive number of points, not 0.0"),
            (["text", "Hi", "--width=-5"], "--width must be a positive number of points"),
            (["text", "Hi", "--size", "0"], "--size must be between 0 and 1000 points"),
            (["text", "Hi", "--lines=-1"], "--lines must be 0 (unlimited) or more"),
            (["text", "Hi", "--truncation", "end"], "--truncation must be tail, head or middle, not 'end'"),
            (["text"], "give the text, or --file PATH"),
            (["text", "--file", invalid.path], "\(invalid.path): not valid UTF-8 (byte offset 2)"),
            (["text", "--file", folder.appendingPathComponent("absent.txt").path], "absent.txt: cannot read the file"),
            (["text", "Hi", "--font-dir", notAFont.path], "broken.ttf: unreadable font"),
            (["text", "Hi", "--bogus"], "Unknown option '--bogus'"),
        ]
        for (arguments, message) in cases {
            let result = try CLI.run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): exit \(result.status)")
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
    }

    func testFailedRunLeavesAnExistingPNGUntouched() throws {
        let folder = try CLI.temporaryFolder()
        let png = folder.appendingPathComponent("keep.png")
        try Data("previous".utf8).write(to: png)
        let result = try CLI.run(["text", "Hi", "--width", "0", "--out", png.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(try Data(contentsOf: png), Data("previous".utf8))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [])
    }
}
