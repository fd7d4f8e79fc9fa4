@testable import GlossaLayout
import GlossaCheck
import GlossaText
import XCTest

/// An ink-overflow finding says what reaches out: a tall script only for the scripts that are
/// (`TallScripts`), else the accents, marks or descenders of the glyphs that do.
final class InkOverflowTests: XCTestCase {
    /// A label of `height` points (nil: its own height) showing `string` at 17 pt, at the top of the screen.
    private func findings(_ string: String, height: Double?, direction: TextDirection, locale: String? = nil) throws -> [Finding] {
        let screen = node(.vstack, "root", [
            text("label", string, lines: 1) { if let height { $0.height = SizeSpec(exact: height) } },
            node(.spacer, "rest"),
        ]) { $0.spacing = 20; $0.alignment = "leading" }
        return Checker.findings(try layOut(screen, direction: direction, locale: locale))
    }

    private func inkMessage(_ string: String, height: Double?, direction: TextDirection, locale: String? = nil) throws -> String? {
        try findings(string, height: height, direction: direction, locale: locale)
            .first { $0.kind == .inkOverflow && $0.view == "label" }?.message
    }

    func testTallScriptsAreNamedAsTall() throws {
        // Frames less tall than the line these scripts take (Arabic's is 35.9 pt), so their ink reaches out.
        let cases = [("हुआ", "hi", 18.0, "Devanagari is a tall script"), ("ที่นี่", "th", 18, "Thai is a tall script"),
                     ("مرحبا", "ar", 12, "Arabic is a tall script"), ("ធ្នូ", "km", 18, "Khmer is a tall script")]
        for direction in bothDirections {
            for (string, locale, height, cause) in cases {
                let message = try XCTUnwrap(try inkMessage(string, height: height, direction: direction, locale: locale),
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
            // 16 pt: the line (20.29 pt) is centred on the frame, so descenders reach below it.
            let descenders = try XCTUnwrap(try inkMessage("gypsy jogging", height: 16, direction: direction), "\(direction)")
            XCTAssertTrue(descenders.contains("below outside its frame (descenders); nothing clips them"), descenders)
            XCTAssertFalse(descenders.contains("tall script"))
            let accents = try XCTUnwrap(try inkMessage("ÅÊÖ", height: 16, direction: direction), "\(direction)")
            XCTAssertTrue(accents.contains("above outside its frame (accents and marks above the letters)"), accents)
            let both = try XCTUnwrap(try inkMessage("Åg", height: 14, direction: direction), "\(direction)")
            XCTAssertTrue(both.contains("(accents and marks above the letters; descenders)"), both)
            let dotBelow = try XCTUnwrap(try inkMessage("Tiếng Việt ạ", height: 14, direction: direction, locale: "vi"), "\(direction)")
            XCTAssertTrue(dotBelow.contains("accents and marks above the letters; marks below the letters"), dotBelow)
        }
    }

    func testASidewaysOverhangIsNoTallScript() throws {
        // Nastaliq's swashes reach past the end of a label that is exactly as wide as the text's advances.
        for direction in bothDirections {
            let message = try XCTUnwrap(try inkMessage("آن", height: nil, direction: direction, locale: "ur"), "\(direction)")
            XCTAssertTrue(message.contains("outside its frame (letters overhanging the sides)"), message)
            XCTAssertFalse(message.contains("tall script"), message)
            let both = try XCTUnwrap(try inkMessage("آن", height: 30, direction: direction, locale: "ur"), "\(direction)")
            XCTAssertTrue(both.contains("(Arabic is a tall script; letters overhanging the sides)"), both)
        }
    }

    func testTextAtItsOwnHeightStaysSilent() throws {
        // San Francisco's box holds Latin descenders and accents; the line box holds Devanagari and Thai.
        let texts = [("gypsy jogging", "en"), ("ÅÊÖ Çà", "fr"), ("हुआ गुरुवार", "hi"), ("ที่นี่", "th"), ("مرحبا", "ar")]
        for direction in bothDirections {
            for (string, locale) in texts {
                let found = try findings(string, height: nil, direction: direction, locale: locale)
                XCTAssertFalse(found.contains { $0.kind == .inkOverflow || $0.kind == .clipped }, "\(string) \(direction): \(found.map(\.message))")
            }
        }
    }
}
