@testable import GlossaLayout
import GlossaCheck
import GlossaText
import XCTest

/// A view whose text the app's code sets at run time shows a placeholder in the document: no finding
/// judges that text's translation or fit, while its frame is still checked like any view's.
final class CodeSetTextCheckTests: XCTestCase {
    private let place = SourceLocation(file: "App/ProfileViewController.swift", line: 12, column: 19)

    /// A localized label 90 pt wide whose German text is one long compound.
    private func keyed(_ id: String, lines: Int, configure: (inout ViewNode) -> Void = { _ in }) -> ViewNode {
        node(.text, id) {
            $0.text = TextContent(key: "privacy.title")
            $0.text?.lines = lines
            $0.width = SizeSpec(exact: 90)
            configure(&$0)
        }
    }

    private func screen(direction: TextDirection) throws -> LayoutResult {
        func label(_ id: String, lines: Int, setInCode: Bool) -> ViewNode {
            keyed(id, lines: lines) { if setInCode { $0.text?.setInCode = self.place } }
        }
        return try layOut(node(.vstack, "root", [
            label("code-truncated", lines: 1, setInCode: true), label("document-truncated", lines: 1, setInCode: false),
            label("code-broken", lines: 0, setInCode: true), label("document-broken", lines: 0, setInCode: false),
        ]) { $0.alignment = "leading" }, direction: direction, locale: "de",
                                    strings: ["privacy.title": "Datenschutzeinstellungen"])
    }

    func testTranslationAndFitFindingsOfACodeSetTextAreDropped() throws {
        for direction in bothDirections {
            let result = try screen(direction: direction)
            var findings = Checker.findings(result)
            for view in ["code-truncated", "document-truncated"] {
                for kind in [FindingKind.untranslated, .missingTranslation, .formatMismatch, .clipped, .overlap, .missingGlyph] {
                    findings.append(Finding(kind: kind, view: view, message: "\(kind.rawValue) of \(view)"))
                }
            }
            let kept = Checker.withoutJudgingCodeSetTexts(findings, in: result)
            let kinds = { (view: String) in Set(kept.filter { $0.view == view }.map(\.kind.rawValue)) }
            XCTAssertEqual(kinds("document-truncated"), ["truncated", "untranslated", "missing-translation", "format-mismatch", "clipped",
                                                         "overlap", "missing-glyph"], "\(direction)")
            XCTAssertEqual(kinds("code-truncated"), ["clipped", "overlap", "missing-glyph"], "\(direction)")
            XCTAssertEqual(kinds("document-broken"), ["broken-word"], "\(direction)")
            XCTAssertEqual(kinds("code-broken"), [], "\(direction)")
            // Findings with no view, and every finding of a screen without code-set texts, pass untouched.
            let unnamed = Finding(kind: .truncated, view: nil, message: "no view")
            XCTAssertEqual(Checker.withoutJudgingCodeSetTexts([unnamed], in: result).count, 1)
        }
    }

    func testAScreenWithoutCodeSetTextsKeepsEveryFinding() throws {
        for direction in bothDirections {
            let result = try layOut(node(.vstack, "root", [keyed("plain", lines: 1)]), direction: direction, locale: "de",
                                    strings: ["privacy.title": "Datenschutzeinstellungen"])
            let findings = Checker.findings(result)
            XCTAssertEqual(findings.map(\.kind), [.truncated])
            XCTAssertEqual(Checker.withoutJudgingCodeSetTexts(findings, in: result).map(\.kind), [.truncated])
        }
    }
}
