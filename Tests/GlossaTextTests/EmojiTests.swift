import Foundation
@testable import GlossaText
import XCTest

/// Colour emoji from Noto Color Emoji (CBDT, one 109 ppem strike): chosen for emoji clusters, shaped as
/// one glyph per sequence, advancing by the strike's advance scaled to the size.
final class EmojiTests: XCTestCase {
    /// Noto Color Emoji's CBDT metrics for U+1F600: a 136 × 128 bitmap advancing 136 pixels at 109 ppem.
    static let strikeAdvance = 136.0 / 109

    private func emojiRuns(_ paragraph: ParagraphLayout) -> [GlyphRun] {
        paragraph.lines.flatMap(\.runs).filter { $0.font.id == "NotoColorEmoji" }
    }

    /// `make test` runs scripts/setup.sh, which installs the emoji font: its absence fails, saying so.
    override func setUpWithError() throws {
        if let absence = sharedEngine.registry.emojiFontAbsence { throw EmojiFontAbsent(description: absence) }
    }

    struct EmojiFontAbsent: Error, CustomStringConvertible {
        let description: String
    }

    func testAdvanceIsTheStrikesScaledToTheSize() throws {
        for size in [12.0, 17, 28, 34, 60] {
            let paragraph = try layout("😀", size: size)
            let run = try XCTUnwrap(emojiRuns(paragraph).first)
            XCTAssertEqual(run.glyphs.count, 1)
            XCTAssertEqual(run.width, EmojiTests.strikeAdvance * size, accuracy: 1e-9, "\(size) pt")
            XCTAssertEqual(paragraph.width, EmojiTests.strikeAdvance * size, accuracy: 1e-9)
            // The bitmap's box: 101 pixels above the baseline, 27 below, at 109 ppem.
            XCTAssertEqual(paragraph.inkBounds.height, 128.0 / 109 * size, accuracy: 1e-9)
            XCTAssertEqual(paragraph.lines[0].baseline - paragraph.inkBounds.y, 101.0 / 109 * size, accuracy: 1e-9)
        }
    }

    func testSequencesAreOneGlyphInEitherDirection() throws {
        let sequences = [
            ("family", "👨\u{200D}👩\u{200D}👧\u{200D}👦"), ("flag", "🇫🇷"), ("skin tone", "👍🏽"), ("keycap", "1\u{FE0F}\u{20E3}"),
            ("subdivision flag", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"), ("emoji style", "☕\u{FE0F}"),
            ("text-default with U+FE0F", "⚠\u{FE0F}"), ("profession", "🏃\u{200D}♀\u{FE0F}"),
        ]
        for (name, sequence) in sequences {
            for (language, context, direction) in [("en", "Go \(sequence) now", TextDirection.leftToRight),
                                                   ("ar", "مرحبا \(sequence) بكم", .rightToLeft)] {
                let paragraph = try layout(context, language: language, layoutDirection: direction)
                XCTAssertEqual(paragraph.direction, direction)
                XCTAssertEqual(paragraph.missingGlyphs, [], "\(name) in \(language)")
                let runs = emojiRuns(paragraph)
                XCTAssertEqual(runs.count, 1, "\(name) in \(language): \(paragraph.lines[0].runs.map(\.font.id))")
                XCTAssertEqual(runs.first?.glyphs.count, 1, "\(name) in \(language) is one glyph")
                XCTAssertEqual(runs.first?.text, sequence)
                XCTAssertEqual(runs.first?.width ?? 0, EmojiTests.strikeAdvance * 17, accuracy: 1e-9, name)
            }
        }
    }

    func testEmojiSitsInReadingOrderInRightToLeftText() throws {
        let paragraph = try layout("مرحبا 😀 بكم", language: "ar", layoutDirection: .rightToLeft)
        let runs = paragraph.lines[0].runs
        let emoji = try XCTUnwrap(runs.firstIndex { $0.font.id == "NotoColorEmoji" })
        // Right to left: "بكم" is drawn left of the emoji, "مرحبا" right of it.
        XCTAssertTrue(runs[..<emoji].contains { $0.text.contains("بكم") }, "\(runs.map(\.text))")
        XCTAssertTrue(runs[(emoji + 1)...].contains { $0.text.contains("مرحبا") }, "\(runs.map(\.text))")
    }

    func testPresentationDecidesBetweenTextAndEmojiFaces() throws {
        func face(_ text: String) throws -> String {
            try XCTUnwrap(layout(text).lines.first?.runs.first?.font.id)
        }
        XCTAssertEqual(try face("❤"), "NotoSansSymbols2-Regular", "U+2764 alone is text by default")
        XCTAssertEqual(try face("❤\u{FE0F}"), "NotoColorEmoji")
        XCTAssertEqual(try face("☺"), "NotoSansSymbols-Regular")
        XCTAssertEqual(try face("#"), "NotoSans-Regular", "an emoji character that text faces have stays text")
        XCTAssertEqual(try face("#\u{FE0F}\u{20E3}"), "NotoColorEmoji")
        // U+FE0E asks for text; no text face has U+1F600, so the emoji face still draws it rather than nothing.
        XCTAssertEqual(try face("😀\u{FE0E}"), "NotoColorEmoji")
        XCTAssertEqual(try layout("😀\u{FE0E}").missingGlyphs, [])
    }

    func testNoEmojiTheFontHasIsMissing() throws {
        let text = "😀😃🎁🍺🔽✅☕️⚠️🏃‍♀️👨‍👩‍👧‍👦🇯🇵🇺🇦👍🏿🤌🫠🥹"
        let paragraph = try layout(text)
        XCTAssertEqual(paragraph.missingGlyphs, [])
        XCTAssertEqual(emojiRuns(paragraph).count, 1)
    }

    func testWithoutTheEmojiFontEmojiAreMissingAndSayWhy() throws {
        let directory = try FontFolder.withEmojiPath("/nonexistent/NotoColorEmoji.ttf")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let engine = TextEngine(registry: try FontRegistry(directory: directory))
        let reason = try XCTUnwrap(engine.registry.emojiFontAbsence)
        XCTAssertEqual(reason, "Noto Color Emoji is not installed (/nonexistent/NotoColorEmoji.ttf, from the Debian package fonts-noto-color-emoji, which scripts/setup.sh installs)")
        let paragraph = try engine.layout("Hi 😀", style: ParagraphStyle(), width: .unconstrained)
        XCTAssertEqual(paragraph.missingGlyphs.map(\.description), ["U+1F600"])
        XCTAssertEqual(paragraph.missingGlyphs.first?.reason, reason)
        // A character that is no emoji is missing for no reason the emoji font would fix.
        let privateUse = try engine.layout("\u{E900}", style: ParagraphStyle(), width: .unconstrained)
        XCTAssertEqual(privateUse.missingGlyphs.first?.reason, nil)
        // Text-default emoji still come from the text faces.
        XCTAssertEqual(try engine.layout("❤", style: ParagraphStyle(), width: .unconstrained).missingGlyphs, [])
    }

    func testTheStrikeIsReadFromCBLC() throws {
        let font = try XCTUnwrap(sharedEngine.registry.font(id: "NotoColorEmoji"))
        XCTAssertEqual(font.bitmapStrike?.ppem, 109)
        XCTAssertEqual(font.unitsPerEm, 109 * 64)
        XCTAssertNil(try XCTUnwrap(sharedEngine.registry.font(id: "NotoSans-Regular")).bitmapStrike, "outline fonts have none")
        let glyph = try XCTUnwrap(font.strikeGlyph(883), "U+1F600's glyph")
        XCTAssertEqual([glyph.advance, glyph.left, glyph.top, glyph.width, glyph.height].map { $0 / 64 }, [136, 0, 101, 136, 128])
    }
}

/// A copy of the bundled font folder (its files linked, not copied) whose manifest names another path for
/// the emoji font: a machine without fonts-noto-color-emoji.
enum FontFolder {
    static func withEmojiPath(_ path: String) throws -> String {
        let bundled = try XCTUnwrap(FontRegistry.bundledDirectory())
        let directory = NSTemporaryDirectory() + "glossa-fonts-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: bundled) where name != "fonts.json" {
            try FileManager.default.createSymbolicLink(atPath: directory + "/" + name, withDestinationPath: bundled + "/" + name)
        }
        let manifest = try String(contentsOfFile: bundled + "/fonts.json", encoding: .utf8)
            .replacingOccurrences(of: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", with: path)
        try manifest.write(toFile: directory + "/fonts.json", atomically: true, encoding: .utf8)
        return directory
    }
}
