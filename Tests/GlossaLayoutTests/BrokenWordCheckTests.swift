@testable import GlossaLayout
import GlossaCheck
import GlossaText
import XCTest

/// broken-word: a label narrower than a word it must show breaks inside it; wrapping at spaces does not.
final class BrokenWordCheckTests: XCTestCase {
    private func column(_ words: String, width: Double, lines: Int = 0) -> ViewNode {
        node(.vstack, "root", [text("privacy", words, lines: lines) { $0.width = SizeSpec(exact: width) }]) { $0.alignment = "leading" }
    }

    func testAGermanCompoundInANinetyPointColumnIsReported() throws {
        for direction in bothDirections {
            let result = try layOut(column("Datenschutzeinstellungen", width: 90), direction: direction, locale: "de")
            let findings = Checker.findings(result).filter { $0.kind == .brokenWord }
            XCTAssertEqual(findings.count, 1, "\(direction)")
            let finding = try XCTUnwrap(findings.first)
            XCTAssertEqual(finding.view, "privacy")
            XCTAssertEqual(finding.severity, .warning)
            XCTAssertEqual(finding.message, "'privacy' breaks inside a word: \"Datenschut|zeinstellun|gen\"; its 90 pt are narrower than "
                + "the word, so a line ends where no break is allowed")
            XCTAssertEqual(result.view(named: "privacy")?.paragraph?.lines.count, 3)
        }
    }

    func testAQuestionMarkPushedToTheNextLineIsNotABrokenWord() throws {
        for direction in bothDirections {
            let word = try layOut(column("Einstellungen", width: 300), direction: direction, locale: "de")
            let width = try XCTUnwrap(word.view(named: "privacy")?.paragraph?.contentWidth) + 1
            let result = try layOut(column("Einstellungen?", width: width), direction: direction, locale: "de")
            XCTAssertEqual(result.view(named: "privacy")?.paragraph?.lines.count, 2, "the question mark goes to a line of its own")
            XCTAssertEqual(Checker.findings(result).filter { $0.kind == .brokenWord }.map(\.message), [])
        }
    }

    func testAViewSqueezedToNothingIsLeftToClipped() throws {
        for direction in bothDirections {
            let screen = node(.hstack, "root", [
                text("squeezed", "Datenschutzeinstellungen") { $0.compression = AxisPriorities(horizontal: 100, vertical: 750) },
                node(.image, "wide") { $0.width = SizeSpec(exact: 393); $0.height = SizeSpec(exact: 40) },
            ]) { $0.spacing = 0 }
            let findings = Checker.findings(try layOut(screen, direction: direction, locale: "de"))
            XCTAssertTrue(findings.contains { $0.kind == .clipped && $0.view == "squeezed" }, "\(findings.map(\.message))")
            XCTAssertFalse(findings.contains { $0.kind == .brokenWord }, "\(findings.map(\.message))")
        }
    }

    func testWrappingAtSpacesAndHyphensOrTruncatingIsSilent() throws {
        for direction in bothDirections {
            for (words, lines) in [("Privacy settings for your account", 0), ("Datenschutz-Einstellungen", 0), ("Datenschutzeinstellungen", 1)] {
                let result = try layOut(column(words, width: 110, lines: lines), direction: direction, locale: "de")
                let findings = Checker.findings(result).filter { $0.kind == .brokenWord }
                XCTAssertTrue(findings.isEmpty, "\(words) \(direction): \(findings.map(\.message))")
                XCTAssertGreaterThan(result.view(named: "privacy")?.paragraph?.lines.count ?? 0, lines == 1 ? 0 : 1, words)
            }
        }
    }
}
