@testable import GlossaLayout
import GlossaText
import XCTest

/// A label's intrinsic width is its text's as the text engine sets it: San Francisco's tracked widths in the system
/// font, the stand-in's own advances for a named font (`fontName`), which the app does not have.
final class SystemFontWidthLayoutTests: XCTestCase {
    func testALabelInTheSystemFontIsNarrowerThanOneInANamedFont() throws {
        let words = "Notifications and sounds"
        for direction in bothDirections {
            let screen = node(.vstack, "root", [
                text("system", words) { $0.text?.size = 17 },
                text("named", words) { $0.text?.size = 17; $0.text?.fontName = "Avenir-Medium" },
            ]) { $0.alignment = "leading" }
            let result = try layOut(screen, direction: direction, locale: "en")
            let style = { (system: Bool) in ParagraphStyle(size: 17, systemFont: system, language: "en", layoutDirection: direction) }
            let tracked = try layoutTextEngine.measure(words, style: style(true), width: .unconstrained).width
            let design = try layoutTextEngine.measure(words, style: style(false), width: .unconstrained).width
            XCTAssertEqual(result.frame("system").width, tracked, accuracy: 1e-6, "\(direction)")
            XCTAssertEqual(result.frame("named").width, design, accuracy: 1e-6, "\(direction)")
            // 23 clusters (24 letters and spaces, Noto Sans's "fi" one), each 0.026 em (0.442 pt) tighter at 17 pt, on
            // advances 0.8 % wider (SF Pro Text's design against the stand-in's).
            XCTAssertEqual(tracked, design * 1.008 - 23 * 0.026 * 17, accuracy: 1e-9)
        }
    }
}
