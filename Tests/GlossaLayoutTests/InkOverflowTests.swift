@testable import GlossaLayout
import GlossaCheck
import GlossaText
import XCTest

/// An ink-overflow finding says what reaches out: a tall script only for the scripts that are
/// (`TallScripts`), else the accents, marks or descenders of the glyphs that do.
///
/// A label shorter than its line is `clipped` (its ink spill is said once, there); ink reaches out of a
/// view without clipping where the view is as tall as its line but its glyphs are taller (Khmer
/// subscripts, Nastaliq), or from a button, which does not clip its title.
final class InkOverflowTests: XCTestCase {
    /// A label (or a button) of `height` points (nil: its own height) showing `string` at 17 pt, with text right
    /// beside it on every side (`neighbours`, so that ink leaving it reaches someone), or with room all around.
    private func findings(_ string: String, height: Double?, button: Bool = false, direction: TextDirection,
                          locale: String? = nil, neighbours: Bool = true) throws -> [Finding] {
        let view = node(button ? .button : .text, "label") {
            $0.text = TextContent(verbatim: string)
            $0.text?.lines = 1
            if let height { $0.height = SizeSpec(exact: height) }
        }
        guard neighbours else {
            let screen = node(.vstack, "root", [view, node(.spacer, "rest")]) { $0.spacing = 20; $0.alignment = "leading" }
            return Checker.findings(try layOut(screen, direction: direction, locale: locale))
        }
        func fence(_ id: String, _ text: String) -> ViewNode {
            node(.text, id) {
                $0.text = TextContent(verbatim: text)
                $0.text?.lines = 1
                if let height { $0.height = SizeSpec(exact: height) }
            }
        }
        let row = node(.hstack, "row", [fence("before", "MMMM"), view, fence("after", "MMMM")]) { $0.spacing = 0 }
        let wide = String(repeating: "M", count: 24)
        let screen = node(.vstack, "root", [fence("above", wide), row, fence("below", wide), node(.spacer, "rest")]) {
            $0.spacing = 0
            $0.alignment = "leading"
        }
        return Checker.findings(try layOut(screen, direction: direction, locale: locale))
    }

    private func inkMessage(_ string: String, height: Double?, button: Bool = false, direction: TextDirection,
                            locale: String? = nil) throws -> String? {
        try findings(string, height: height, button: button, direction: direction, locale: locale)
            .first { $0.kind == .inkOverflow && $0.view == "label" }?.message
    }

    func testTallScriptsAreNamedAsTall() throws {
        // Buttons less tall than the line these scripts take (Arabic's is 35.9 pt): their titles reach out.
        let cases = [("हुआ", "hi", 14.0, "Devanagari is a tall script"), ("ที่นี่", "th", 14, "Thai is a tall script"),
                     ("مرحبا", "ar", 12, "Arabic is a tall script"), ("ធ្នូ", "km", 14, "Khmer is a tall script")]
        for direction in bothDirections {
            for (string, locale, height, cause) in cases {
                let message = try XCTUnwrap(try inkMessage(string, height: height, button: true, direction: direction, locale: locale),
                                            "\(string) \(direction)")
                XCTAssertTrue(message.contains("outside its frame (\(cause)); nothing clips them"), message)
            }
        }
    }

    func testKhmerSubscriptsLeaveEvenTheirOwnLine() throws {
        // Noto Sans Khmer's descent is Latin's: a subscript consonant hangs below a label of its own height.
        for direction in bothDirections {
            let message = try XCTUnwrap(try inkMessage("ធ្នូ", height: nil, direction: direction, locale: "km"), "\(direction)")
            XCTAssertTrue(message.contains("below outside its frame (Khmer is a tall script)"), message)
        }
    }

    func testLatinIsNeverCalledTall() throws {
        for direction in bothDirections {
            // Buttons of 12 pt: the title's line (20.29 pt) is centred on them, so its ink reaches out.
            let descenders = try XCTUnwrap(try inkMessage("gypsy jogging", height: 12, button: true, direction: direction), "\(direction)")
            // (In the right-to-left run the locale is ar, whose face draws the space: a taller line, the tops out too.)
            XCTAssertTrue(descenders.contains("below outside its frame (") && descenders.contains("descenders); nothing clips them"),
                          descenders)
            XCTAssertFalse(descenders.contains("tall script"))
            let accents = try XCTUnwrap(try inkMessage("ÅÊÖ", height: 12, button: true, direction: direction), "\(direction)")
            XCTAssertTrue(accents.contains("above outside its frame (accents and marks above the letters)"), accents)
            let both = try XCTUnwrap(try inkMessage("Åg", height: 12, button: true, direction: direction), "\(direction)")
            XCTAssertTrue(both.contains("(accents and marks above the letters; descenders)"), both)
            let dotBelow = try XCTUnwrap(try inkMessage("Tiếng Việt ạ", height: 12, button: true, direction: direction, locale: "vi"),
                                         "\(direction)")
            XCTAssertTrue(dotBelow.contains("accents and marks above the letters; marks below the letters"), dotBelow)
        }
    }

    func testASidewaysOverhangIsNoTallScript() throws {
        // Nastaliq's swash reaches past the end of a label exactly as wide as the text's advances.
        for direction in bothDirections {
            let message = try XCTUnwrap(try inkMessage("آن", height: nil, direction: direction, locale: "ur"), "\(direction)")
            XCTAssertTrue(message.contains("outside its frame (letters overhanging the sides)"), message)
            XCTAssertFalse(message.contains("tall script"), message)
            // This word's Nastaliq also rises above its own line: both are said.
            let both = try XCTUnwrap(try inkMessage("گھنٹے", height: nil, direction: direction, locale: "ur"), "\(direction)")
            XCTAssertTrue(both.contains("above and 6.2 pt right outside its frame (Arabic is a tall script; letters overhanging the sides)")
                          || both.contains("above and 6.2 pt left outside its frame (Arabic is a tall script; letters overhanging the sides)"), both)
        }
    }

    func testInkThatReachesNothingIsNoFinding() throws {
        // Contract v4: glyphs spilling into empty room touch no one. The same texts as above, with room all around.
        let cases = [("हुआ", "hi", 14.0), ("مرحبا", "ar", 12), ("ÅÊÖ", "en", 12)]
        for direction in bothDirections {
            for (string, locale, height) in cases {
                let crowded = try findings(string, height: height, button: true, direction: direction, locale: locale)
                XCTAssertTrue(crowded.contains { $0.kind == .inkOverflow && $0.view == "label" }, "\(string) \(direction)")
                let alone = try findings(string, height: height, button: true, direction: direction, locale: locale, neighbours: false)
                XCTAssertFalse(alone.contains { $0.kind == .inkOverflow }, "\(string) \(direction): \(alone.map(\.message))")
            }
        }
    }

    func testTextAtItsOwnHeightStaysSilent() throws {
        // San Francisco's box holds Latin descenders and accents; the line box holds Devanagari and Thai.
        let texts = [("gypsy jogging", "en"), ("ÅÊÖ Çà", "fr"), ("हुआ गुरुवार", "hi"), ("ที่นี่", "th"), ("مرحبا", "ar")]
        for direction in bothDirections {
            for (string, locale) in texts {
                for button in [false, true] {
                    let found = try findings(string, height: nil, button: button, direction: direction, locale: locale)
                    XCTAssertFalse(found.contains { $0.kind == .inkOverflow || $0.kind == .clipped },
                                   "\(string) \(direction) button \(button): \(found.map(\.message))")
                }
            }
        }
    }
}
