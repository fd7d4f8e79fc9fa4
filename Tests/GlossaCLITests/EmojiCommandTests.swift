import Foundation
import XCTest

/// Emoji in a translated screen, as a user runs Glossa: drawn, never missing, the same bytes whatever `--jobs`.
final class EmojiCommandTests: XCTestCase {
    private func emojiApp() throws -> SampleApp {
        let app = try SampleApp()
        try app.write("emoji.yaml", """
            name: emoji
            device: iphone-15
            root:
              vstack:
                alignment: leading
                padding: {top: 8, leading: 16, trailing: 16}
                children:
                  - text: {id: greeting, key: greeting}
                  - text: {id: family, key: family}
                  - button: {id: gift, key: gift}
            """)
        try app.setStrings("en", "\"greeting\" = \"Welcome 👋🏽 ☕️\";\n\"family\" = \"👨‍👩‍👧‍👦 🇫🇷 1️⃣ ⚠️ Error\";\n\"gift\" = \"🎁\";\n")
        try app.setStrings("ar", "\"greeting\" = \"أهلا 👋🏽 ☕️\";\n\"family\" = \"👨‍👩‍👧‍👦 🇫🇷 1️⃣ ⚠️ خطأ\";\n\"gift\" = \"🎁\";\n")
        return app
    }

    func testEmojiAreNeverMissingAndRenderTheSameBytesWhateverTheJobCount() throws {
        let app = try emojiApp()
        var outputs: [[Data]] = []
        for (run, jobs) in ["1", "3", "1"].enumerated() {
            let result = try app.glossa(["check", "emoji.yaml", "--locales", "en,ar", "--out", "out\(run)", "--jobs", jobs,
                                         "--json", "out\(run)/findings.json"])
            XCTAssertTrue([0, 1].contains(result.status), result.stderr)
            XCTAssertFalse(result.stdout.contains("missing-glyph"), result.stdout)
            for screen in try app.results("out\(run)/findings.json") {
                let kinds = (screen["findings"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }
                XCTAssertFalse(kinds.contains("missing-glyph"), "\(screen["locale"] ?? ""): \(kinds)")
            }
            outputs.append(try ["en", "ar"].map { try app.data("out\(run)/emoji/iphone-15/\($0).png") })
        }
        XCTAssertEqual(outputs[0], outputs[1], "--jobs 1 and --jobs 3")
        XCTAssertEqual(outputs[0], outputs[2], "run after run")
        XCTAssertNotEqual(outputs[0][0], outputs[0][1])
    }

    func testTextCommandDrawsAnEmojiInColour() throws {
        let folder = try CLI.temporaryFolder()
        var pngs: [Data] = []
        for color in ["#000000", "#0000FF"] {
            let path = folder.appendingPathComponent("emoji\(color.dropFirst()).png").path
            let result = try CLI.run(["text", "😀", "--size", "17", "--scale", "3", "--color", color, "--out", path])
            XCTAssertEqual(result.status, 0, result.stderr)
            pngs.append(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        XCTAssertEqual(pngs[0], pngs[1], "the text colour does not tint an emoji")
        let listing = try CLI.run(["text", "😀"])
        XCTAssertTrue(listing.stdout.contains("[ltr Zyyy NotoColorEmoji \"😀\"]"), listing.stdout)
    }
}
