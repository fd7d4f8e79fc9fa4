@testable import GlossaLayout
import GlossaCheck
import GlossaText
import XCTest

/// Findings a person would call bugs, from laid-out screens in both directions.
final class CheckerTests: XCTestCase {
    func testTextSqueezedBelowOneLineIsClipped() throws {
        for direction in bothDirections {
            let screen = node(.vstack, "root", [
                text("caption", "Squeezed"),
                node(.image, "poster") { $0.width = SizeSpec(exact: 300); $0.height = SizeSpec(exact: 745) },
            ]) { $0.spacing = 0 }
            let findings = Checker.findings(try layOut(screen, direction: direction))
            let clipped = try XCTUnwrap(findings.first { $0.kind == .clipped && $0.view == "caption" }, "\(findings.map(\.message))")
            XCTAssertTrue(clipped.message.contains("less than one line of its text"), clipped.message)
        }
    }

    func testContentBesideAScrollViewIsNotExempt() throws {
        for direction in bothDirections {
            let screen = node(.scroll, "root", [
                node(.view, "canvas", [node(.image, "stray") { $0.asset = "pin"; $0.width = SizeSpec(exact: 40); $0.height = SizeSpec(exact: 40) }]) {
                    $0.height = SizeSpec(exact: 100)
                    $0.constraints = [
                        constraint("stray.left == superview.left - 200", ("stray", .left), .equal, ("superview", .left), constant: -200),
                        constraint("stray.top == superview.top", ("stray", .top), .equal, ("superview", .top)),
                    ]
                },
                node(.image, "below") { $0.asset = "poster"; $0.width = SizeSpec(exact: 40); $0.height = SizeSpec(exact: 2000) },
            ])
            let findings = Checker.findings(try layOut(screen, direction: direction))
            XCTAssertTrue(findings.contains { $0.kind == .clipped && $0.view == "stray" }, "\(findings.map(\.message))")
            XCTAssertFalse(findings.contains { $0.view == "below" }, "content below the fold scrolls into view: \(findings.map(\.message))")
        }
    }

    func testDevelopmentLanguageTruncationSaysSo() throws {
        for direction in bothDirections {
            let screen = node(.vstack, "root", [text("title", "A title far too long to fit on one line of an iPhone SE", lines: 1)])
            let result = try layOut(screen, direction: direction, device: "iphone-se")
            let found = Checker.findings(result)
            let own = try XCTUnwrap(Verdicts.judge(found, reference: nil, design: .warning).first { $0.kind == .truncated })
            XCTAssertEqual(own.severity, .warning)
            XCTAssertEqual(own.cause, .design)
            XCTAssertTrue(own.message.contains("this is the development language"), own.message)
            let translated = try XCTUnwrap(Verdicts.judge(found, reference: DevelopmentReference([]), design: .warning)
                .first { $0.kind == .truncated })
            XCTAssertEqual(translated.severity, .error)
            XCTAssertEqual(translated.cause, .translation)
            XCTAssertTrue(translated.message.contains("the development language shows this view in full"), translated.message)
            let both = try XCTUnwrap(Verdicts.judge(found, reference: DevelopmentReference(found), design: .warning)
                .first { $0.kind == .truncated })
            XCTAssertEqual(both.severity, .warning)
            XCTAssertEqual(both.cause, .design)
            XCTAssertTrue(both.message.contains("the development language truncates here too"), both.message)
            let kept = try XCTUnwrap(Verdicts.judge(found, reference: DevelopmentReference(found), design: .error).first { $0.kind == .truncated })
            XCTAssertEqual(kept.severity, .error)
            XCTAssertTrue(Verdicts.judge(found, reference: DevelopmentReference(found), design: .off).isEmpty)
        }
    }

    func testASqueezedViewNamesTheConstraintsThatHoldIt() throws {
        for direction in bothDirections {
            let screen = node(.vstack, "root", [
                node(.view, "band", [text("caption", "Caption", lines: 1), text("empty", "", lines: 1)]) {
                    $0.height = SizeSpec(exact: 20)
                    $0.constraints = [
                        constraint("caption.top == superview.top + 10", ("caption", .top), .equal, ("superview", .top), constant: 10),
                        constraint("caption.bottom == superview.bottom - 10", ("caption", .bottom), .equal, ("superview", .bottom), constant: -10),
                        constraint("caption.leading == superview.leading", ("caption", .leading), .equal, ("superview", .leading)),
                        constraint("empty.top == superview.top", ("empty", .top), .equal, ("superview", .top)),
                        constraint("empty.height == 0", ("empty", .height), .equal, nil),
                        constraint("empty.leading == superview.leading", ("empty", .leading), .equal, ("superview", .leading)),
                    ]
                },
            ])
            let findings = Checker.findings(try layOut(screen, direction: direction))
            let squeezed = try XCTUnwrap(findings.first { $0.kind == .clipped && $0.view == "caption" }, "\(findings.map(\.message))")
            XCTAssertTrue(squeezed.message.hasPrefix("'caption' was squeezed to "), squeezed.message)
            XCTAssertTrue(squeezed.message.hasSuffix("; it is held there by 'caption.top == superview.top + 10' (test.yaml:9:7), "
                                                     + "'caption.bottom == superview.bottom - 10' (test.yaml:9:7)"), squeezed.message)
            XCTAssertFalse(findings.contains { $0.view == "empty" }, "an empty label shows nothing to squeeze: \(findings.map(\.message))")
        }
    }

    func testALabelShorterThanItsLineIsClippedOnlyWhereItsInkLeavesIt() throws {
        for direction in bothDirections {
            let screen = node(.vstack, "root", [
                // 16 pt: less than San Francisco's 20.29 pt line at 17 pt, more than "Menu"'s ink (no descenders).
                text("latin", "Menu", lines: 1) { $0.height = SizeSpec(exact: 16) },
                text("hindi", "नमस्ते दुनिया", lines: 1) { $0.height = SizeSpec(exact: 14) },
            ]) { $0.alignment = "leading" }
            let result = try layOut(screen, direction: direction)
            let latin = try XCTUnwrap(result.view(named: "latin")?.paragraph?.lines.first)
            XCTAssertGreaterThan(latin.height, 16.5, "the line box is taller than the label")
            let findings = Checker.findings(result)
            XCTAssertFalse(findings.contains { $0.view == "latin" && ($0.kind == .clipped || $0.kind == .inkOverflow) },
                           "its glyphs stay inside: \(findings.map(\.message))")
            let hindi = try XCTUnwrap(findings.first { $0.view == "hindi" && $0.kind == .clipped }, "\(findings.map(\.message))")
            XCTAssertTrue(hindi.message.hasPrefix("'hindi' is 14 pt tall, less than one line of its text ("), hindi.message)
            XCTAssertFalse(findings.contains { $0.view == "hindi" && $0.kind == .inkOverflow }, "said once: \(findings.map(\.message))")
        }
    }

    func testOverlapIsJudgedOnWhatClippingLeavesVisible() throws {
        for direction in bothDirections {
            let screen = node(.vstack, "root", [
                node(.zstack, "window", [
                    node(.vstack, "content", [node(.image, "tall") { $0.asset = "poster"; $0.width = SizeSpec(exact: 100); $0.height = SizeSpec(exact: 300) }]),
                ]) { $0.height = SizeSpec(exact: 100); $0.clips = true },
                node(.image, "next") { $0.asset = "banner"; $0.width = SizeSpec(exact: 100); $0.height = SizeSpec(exact: 50) },
            ]) { $0.spacing = 0 }
            let findings = Checker.findings(try layOut(screen, direction: direction))
            XCTAssertFalse(findings.contains { $0.kind == .overlap }, "\(findings.map(\.message))")
            XCTAssertTrue(findings.contains { $0.kind == .clipped && $0.view == "tall" })
        }
    }

    func testOverlappingSiblingsOutsideAZStackAreReported() throws {
        for direction in bothDirections {
            let screen = node(.vstack, "root", [
                node(.view, "card", [
                    text("left", "Overlapping"),
                    text("right", "Labels"),
                ]) {
                    $0.height = SizeSpec(exact: 60)
                    $0.constraints = [
                        constraint("left.leading == superview.leading + 10", ("left", .leading), .equal, ("superview", .leading), constant: 10),
                        constraint("right.leading == superview.leading + 30", ("right", .leading), .equal, ("superview", .leading), constant: 30),
                        constraint("left.top == superview.top", ("left", .top), .equal, ("superview", .top)),
                        constraint("right.top == superview.top", ("right", .top), .equal, ("superview", .top)),
                    ]
                },
            ]) { $0.alignment = "fill" }
            let findings = Checker.findings(try layOut(screen, direction: direction))
            let overlap = try XCTUnwrap(findings.first { $0.kind == .overlap }, "\(findings.map(\.message))")
            XCTAssertTrue(overlap.message.hasPrefix("'left' and 'right' overlap by 48.8 × "), overlap.message)
            XCTAssertEqual(overlap.otherView, "right")
        }
    }
}
