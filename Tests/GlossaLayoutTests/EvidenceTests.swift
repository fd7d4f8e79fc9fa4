@testable import GlossaCheck
@testable import GlossaLayout
import GlossaText
import XCTest

/// Contract v4, "Verdicts on evidence": a finding that rests on something Glossa cannot see is `uncertain`, a note
/// saying what and where; everything else stays as certain as it was. Each case fires and stays silent, in both
/// directions.
final class EvidenceTests: XCTestCase {
    private let place = SourceLocation(file: "App/TitleViewController.swift", line: 42, column: 9)

    /// A label of `width` points showing `string` on one line, beside a second label `other` it overlaps when
    /// `overlapping`, inside a container `box`.
    private func screen(_ string: String = "A title far too long for its label", width: Double = 80, overlapping: Bool = false,
                        configureLabel: (inout ViewNode) -> Void = { _ in },
                        configureBox: (inout ViewNode) -> Void = { _ in }) -> ViewNode {
        let label = text("title", string, lines: 1) {
            $0.width = SizeSpec(exact: width)
            configureLabel(&$0)
        }
        let other = text("other", "Other words") { $0.width = SizeSpec(exact: 100) }
        let row = node(.zstack, "row", overlapping ? [label, other] : [label]) { _ in }
        let box = node(.vstack, "box", [overlapping ? node(.hstack, "pair", [label, other]) { $0.spacing = -40 } : row, node(.spacer)]) {
            $0.alignment = "leading"
            configureBox(&$0)
        }
        return box
    }

    private func weighed(_ root: ViewNode, direction: TextDirection, context: Evidence.Context = .init(),
                         reference: DevelopmentReference? = nil) throws -> [Finding] {
        let result = try layOut(root, direction: direction)
        let judged = Verdicts.judge(Checker.findings(result), reference: reference, design: .warning)
        return Evidence.weigh(judged, in: result, context: context)
    }

    func testACertainFindingStaysAsItIs() throws {
        for direction in bothDirections {
            let truncated = try XCTUnwrap(try weighed(screen(), direction: direction).first { $0.kind == .truncated }, "\(direction)")
            XCTAssertEqual(truncated.certainty, .certain)
            XCTAssertNil(truncated.because)
            XCTAssertEqual(truncated.severity, .warning, "a design finding at --design-findings warning")
        }
    }

    func testCodeThatHidesTheViewOrAnAncestorMakesItANote() throws {
        for direction in bothDirections {
            let own = try weighed(screen(configureLabel: { $0.changedInCode = CodeChange(what: "isHidden", location: self.place) }),
                                  direction: direction)
            let truncated = try XCTUnwrap(own.first { $0.kind == .truncated })
            XCTAssertEqual(truncated.certainty, .uncertain)
            XCTAssertEqual(truncated.severity, .note)
            XCTAssertEqual(truncated.because, "the app's code sets isHidden of 'title' at App/TitleViewController.swift:42")
            let held = try weighed(screen(configureBox: { $0.changedInCode = CodeChange(what: "alpha", location: self.place) }),
                                   direction: direction)
            let inBox = try XCTUnwrap(held.first { $0.kind == .truncated })
            XCTAssertEqual(inBox.because, "the app's code sets alpha of 'box', which holds 'title', at App/TitleViewController.swift:42")
        }
    }

    func testCodeThatMovesAViewDoubtsOnlyWhereThingsAreAndHowLarge() throws {
        for direction in bothDirections {
            let moved = try weighed(screen(configureLabel: { $0.changedInCode = CodeChange(what: "center", location: self.place) }),
                                    direction: direction)
            XCTAssertEqual(moved.first { $0.kind == .truncated }?.certainty, .uncertain)
            // A move changes no translation: a missing one stays certain.
            var missing = Finding(kind: .missingTranslation, view: "title", key: "title", message: "no de translation")
            missing.cause = .translation
            let result = try layOut(screen(configureLabel: { $0.changedInCode = CodeChange(what: "center", location: self.place) }),
                                    direction: direction)
            XCTAssertEqual(Evidence.weigh([missing], in: result, context: .init()).first?.certainty, .certain)
            let hidden = try layOut(screen(configureLabel: { $0.changedInCode = CodeChange(what: "isHidden", location: self.place) }),
                                    direction: direction)
            XCTAssertEqual(Evidence.weigh([missing], in: hidden, context: .init()).first?.certainty, .uncertain)
        }
    }

    func testAPictureTheCodeSetsDoubtsItsSizeNotItsPlace() throws {
        for direction in bothDirections {
            let result = try layOut(screen(configureLabel: { $0.changedInCode = CodeChange(what: "image", location: self.place) }),
                                    direction: direction)
            let clipped = Finding(kind: .clipped, view: "title", message: "cut")
            let unmirrored = Finding(kind: .notMirrored, view: "title", message: "not mirrored")
            let weighed = Evidence.weigh([clipped, unmirrored], in: result, context: .init())
            XCTAssertEqual(weighed.map(\.certainty), [.uncertain, .certain], "\(direction)")
        }
    }

    func testAnAlignmentTheCodeSetsDoubtsOnlyTheVerdictsOnThatAlignment() throws {
        for direction in bothDirections {
            let aligned = CodeChange(what: CodeChange.alignment, location: place)
            let result = try layOut(screen(configureLabel: { $0.changedInCode = aligned }), direction: direction)
            let alignment = Finding(kind: .hardcodedDirection, view: "title",
                                    message: "'title': \(ExplicitConstraints.alignmentPhrase)left' does not flip in right-to-left locales")
            let constraint = Finding(kind: .hardcodedDirection, view: "title", message: "constraint 'title.left == superview.left' uses left")
            let lines = Finding(kind: .notMirrored, view: "title", message: "\(Checker.linesPhrase)title' is not mirrored: its frame is")
            let frame = Finding(kind: .notMirrored, view: "title", message: "'title' is not mirrored: in right-to-left it is at x = 0")
            let truncated = Finding(kind: .truncated, view: "title", message: "'title' is truncated")
            let weighed = Evidence.weigh([alignment, constraint, lines, frame, truncated], in: result, context: .init())
            XCTAssertEqual(weighed.map(\.certainty), [.uncertain, .certain, .uncertain, .certain, .certain], "\(direction)")
            XCTAssertEqual(weighed[0].because, "the app's code sets textAlignment of 'title' at App/TitleViewController.swift:42")
            // An ancestor's alignment is not the label's.
            let held = try layOut(screen(configureBox: { $0.changedInCode = aligned }), direction: direction)
            XCTAssertEqual(Evidence.weigh([alignment], in: held, context: .init()).map(\.certainty), [.certain], "\(direction)")
        }
    }

    func testAnOverlapWithATextTheCodeSetsIsUncertain() throws {
        for direction in bothDirections {
            let plain = try weighed(screen("Short", width: 60, overlapping: true), direction: direction)
            let overlap = try XCTUnwrap(plain.first { $0.kind == .overlap }, "\(direction): \(plain.map(\.message))")
            XCTAssertEqual(overlap.certainty, .certain)
            let coded = try weighed(screen("Short", width: 60, overlapping: true, configureLabel: { $0.text?.setInCode = self.place }),
                                    direction: direction)
            let doubted = try XCTUnwrap(coded.first { $0.kind == .overlap })
            XCTAssertEqual(doubted.certainty, .uncertain)
            XCTAssertEqual(doubted.because, "the app's code sets the text of 'title' at App/TitleViewController.swift:42: what it draws is not known")
        }
    }

    func testADesignFindingOfAStoryboardIsUncertainAndATranslationsIsNot() throws {
        for direction in bothDirections {
            let storyboard = Evidence.Context(designedInXcode: true)
            let design = try weighed(screen(), direction: direction, context: storyboard)
            let truncated = try XCTUnwrap(design.first { $0.kind == .truncated })
            XCTAssertEqual(truncated.certainty, .uncertain)
            XCTAssertTrue(truncated.because?.hasPrefix("the development language has it too") == true, truncated.because ?? "")
            // The same screen judged against a development language that shows the label in full: the translation's.
            let translation = try weighed(screen(), direction: direction, context: storyboard, reference: DevelopmentReference([]))
            XCTAssertEqual(translation.first { $0.kind == .truncated }?.certainty, .certain)
            // A Glossa layout's design findings are the author's own: certain.
            XCTAssertEqual(try weighed(screen(), direction: direction).first { $0.kind == .truncated }?.certainty, .certain)
        }
    }

    func testAStandInFontDoubtsOnlyAnOvershootWithinItsError() throws {
        for direction in bothDirections {
            let font: (inout ViewNode) -> Void = { $0.text?.fontName = "BrandSans-Bold" }
            let context = Evidence.Context(standInFonts: ["BrandSans-Bold"])
            let reference = DevelopmentReference([])
            // "Settings" needs a little more than 60 pt at 17 pt: within 15 %.
            let close = try weighed(screen("Settings", width: 60, configureLabel: font), direction: direction, context: context,
                                    reference: reference)
            let near = try XCTUnwrap(close.first { $0.kind == .truncated }, "\(direction): \(close.map(\.message))")
            XCTAssertEqual(near.certainty, .uncertain)
            XCTAssertTrue(near.because?.contains("stand-in for the font 'BrandSans-Bold'") == true, near.because ?? "")
            // Far past the room any face of that style takes: certain.
            let far = try weighed(screen(configureLabel: font), direction: direction, context: context, reference: reference)
            XCTAssertEqual(far.first { $0.kind == .truncated }?.certainty, .certain)
        }
    }

    func testTheSystemFontsStandInDoubtsATruncationByLessThanItsError() throws {
        for direction in bothDirections {
            let reference = DevelopmentReference([])
            let result = try layOut(screen("Settings"), direction: direction)
            let needed = try XCTUnwrap(result.view(named: "title")?.needed?.width)
            // Less than a point short of the text: within the stand-in's error.
            let short = try weighed(screen("Settings", width: needed - 0.8), direction: direction, reference: reference)
            let doubted = try XCTUnwrap(short.first { $0.kind == .truncated }, "\(direction)")
            XCTAssertEqual(doubted.certainty, .uncertain)
            XCTAssertTrue(doubted.because?.contains("within the system font stand-in's measured error") == true, doubted.because ?? "")
            let long = try weighed(screen("Settings", width: needed * 0.7), direction: direction, reference: reference)
            XCTAssertEqual(long.first { $0.kind == .truncated }?.certainty, .certain)
        }
    }

    func testAScreenNothingOpensHasOnlyNotes() throws {
        for direction in bothDirections {
            let because = "nothing opens scene 'Old' of Main.storyboard"
            let findings = try weighed(screen(), direction: direction, context: .init(unopened: because))
            XCTAssertFalse(findings.isEmpty)
            XCTAssertTrue(findings.allSatisfy { $0.certainty == .uncertain && $0.because == because && $0.severity == .note })
        }
    }

    func testAPlaceholderIsANoteAndSoIsAnOverlapWithIt() throws {
        for direction in bothDirections {
            let placeholder: (inout ViewNode) -> Void = { $0.unsupported = "textView 'title' is not supported" }
            let result = try layOut(screen("Short", width: 60, overlapping: true, configureLabel: placeholder), direction: direction)
            let unsupported = Finding(kind: .unsupported, view: "title", message: "textView 'title' is not supported")
            let weighed = Evidence.weigh([unsupported] + Checker.findings(result), in: result, context: .init())
            XCTAssertEqual(weighed.first?.severity, .note)
            XCTAssertEqual(weighed.first?.because, "Glossa draws a placeholder here: textView 'title' is not supported")
            // What a placeholder draws is unknown: an overlap with it is uncertain.
            let overlap = try XCTUnwrap(weighed.first { $0.kind == .overlap }, "\(direction)")
            XCTAssertEqual(overlap.certainty, .uncertain)
            XCTAssertTrue(overlap.because?.contains("is drawn as a placeholder") == true, overlap.because ?? "")
            // Without the placeholder the same overlap is certain.
            let plain = try layOut(screen("Short", width: 60, overlapping: true), direction: direction)
            XCTAssertEqual(Evidence.weigh(Checker.findings(plain), in: plain, context: .init()).first { $0.kind == .overlap }?.certainty, .certain)
        }
    }

    func testAnAmbiguousViewOfAStoryboardIsUncertainAndOfALayoutIsNot() throws {
        for direction in bothDirections {
            let screen = node(.vstack, "root", [node(.view, "box", [text("floating", "Where am I?")]) { $0.height = SizeSpec(exact: 100) }]) {
                $0.alignment = "fill"
            }
            let result = try layOut(screen, direction: direction)
            let findings = Verdicts.judge(Checker.findings(result), reference: nil, design: .warning)
            XCTAssertTrue(findings.contains { $0.kind == .ambiguous })
            let storyboard = Evidence.weigh(findings, in: result, context: .init(designedInXcode: true)).first { $0.kind == .ambiguous }
            XCTAssertEqual(storyboard?.certainty, .uncertain)
            XCTAssertTrue(storyboard?.because?.contains("which one UIKit takes at run time") == true, storyboard?.because ?? "")
            let layout = Evidence.weigh(findings, in: result, context: .init()).first { $0.kind == .ambiguous }
            XCTAssertEqual(layout?.certainty, .certain)
        }
    }

    func testANoteIsBelowAWarningAndDesignSeverityNeverRaisesIt() {
        XCTAssertLessThan(Severity.note, .warning)
        XCTAssertLessThan(Severity.warning, .error)
        let note = Finding(kind: .truncated, view: "v", message: "m").doubted(because: "why")
        XCTAssertEqual(Verdicts.judge([note], reference: nil, design: .error).first?.severity, .note)
        XCTAssertTrue(Verdicts.judge([note], reference: nil, design: .off).isEmpty)
        // The first reason given is kept.
        XCTAssertEqual(note.doubted(because: "another").because, "why")
    }
}
