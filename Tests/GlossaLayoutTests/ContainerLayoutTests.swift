@testable import GlossaLayout
import GlossaCheck
import GlossaText
import XCTest

/// Grid, zstack, list, fits and explicit constraints, in both directions.
final class ContainerLayoutTests: XCTestCase {
    private func forecast() -> ViewNode {
        let days = ["Today", "Mon", "Wednesday"]
        return node(.grid, "grid") {
            $0.spacing = 12
            $0.rows = days.enumerated().map { index, day in
                [text("day\(index)", day, lines: 1),
                 node(.image, "icon\(index)") { $0.width = SizeSpec(exact: 24); $0.height = SizeSpec(exact: 24) },
                 text("low\(index)", "1\(index)°", lines: 1)]
            }
            $0.children = $0.rows.flatMap { $0 }
        }
    }

    func testGridColumnsAreAsWideAsTheWidestCellFromTheLeadingEdge() throws {
        for direction in bothDirections {
            let screen = node(.vstack, "root", [forecast()]) { $0.alignment = "leading"; $0.padding = EdgeInsets(leading: 16) }
            let result = try layOut(screen, direction: direction, locale: "en")
            let widest = (0..<3).map { result.frame("day\($0)").width }.max()!
            let icons = (0..<3).map { result.frame("icon\($0)") }
            // Icons share one column, placed after the widest day label.
            XCTAssertEqual(Set(icons.map { ($0.x * 100).rounded() }).count, 1, "icons are not in one column (\(direction))")
            let days = (0..<3).map { result.frame("day\($0)") }
            if direction == .leftToRight {
                XCTAssertEqual(days[0].x, 16, accuracy: 0.01)
                XCTAssertEqual(icons[0].x, 16 + widest + 12, accuracy: 0.01)
            } else {
                for day in days { XCTAssertEqual(day.maxX, 393 - 16, accuracy: 0.01, "labels start at the right edge") }
                XCTAssertEqual(icons[0].maxX, 393 - 16 - widest - 12, accuracy: 0.01)
            }
            // Rows are 12 pt apart below their tallest cell: the 24 pt icon, taller than a line of 17 pt text (20.29 pt).
            XCTAssertEqual(result.frame("day0").height, 20.29, accuracy: 0.01)
            XCTAssertEqual(result.frame("icon1").y, result.frame("icon0").maxY + 12, accuracy: 0.01)
            XCTAssertEqual(result.frame("day1").y - result.frame("day0").y, 24 + 12, accuracy: 0.01)
        }
    }

    func testZStackCentresChildrenAndHugsTheLargest() throws {
        for direction in bothDirections {
            let screen = node(.vstack, "root", [
                node(.zstack, "badge", [
                    node(.image, "circle") { $0.width = SizeSpec(exact: 60); $0.height = SizeSpec(exact: 60) },
                    text("count", "3"),
                ]),
            ])
            let result = try layOut(screen, direction: direction)
            let badge = result.frame("badge"), count = result.frame("count")
            assertFrame(badge, x: (393 - 60) / 2, width: 60, height: 60)
            XCTAssertEqual(count.midX, badge.midX, accuracy: 0.01)
            XCTAssertEqual(count.midY, badge.midY, accuracy: 0.01)
            XCTAssertTrue(Checker.findings(result).filter { $0.kind == .overlap }.isEmpty, "zstack layering is not an overlap")
        }
    }

    func testListRowsGrowWithTallScriptsAndLargeText() throws {
        func settings(_ label: String) -> ViewNode {
            node(.list, "list", [
                node(.hstack, "row", [text("label", label), node(.spacer), text("value", "On", lines: 1)]) {
                    $0.padding = EdgeInsets(top: 11, bottom: 11, leading: 16, trailing: 16)
                },
                node(.hstack, "row2", [text("label2", "Wi-Fi")]) { $0.padding = EdgeInsets(top: 11, bottom: 11, leading: 16, trailing: 16) },
            ]) { $0.alignment = "fill" }
        }
        let english = try layOut(node(.vstack, "root", [settings("Notifications")]) { $0.alignment = "fill" },
                                 direction: .leftToRight, locale: "en")
        XCTAssertGreaterThanOrEqual(english.frame("row").height, 44)
        let myanmar = try layOut(node(.vstack, "root", [settings("အသိပေးချက်များနှင့် အသံများ ဆက်တင်များ အားလုံးကို ဤနေရာတွင် ပြောင်းလဲနိုင်သည်")]) { $0.alignment = "fill" },
                                 direction: .leftToRight, locale: "my")
        XCTAssertGreaterThan(myanmar.frame("row").height, english.frame("row").height + 20, "the Myanmar row did not grow")
        XCTAssertEqual(myanmar.frame("row2").y, myanmar.frame("row").maxY, accuracy: 0.01, "rows follow each other")
        let huge = try layOut(node(.vstack, "root", [settings("Notifications")]) { $0.alignment = "fill" },
                              direction: .rightToLeft, contentSize: "ax5", locale: "en")
        XCTAssertGreaterThan(huge.frame("row").height, 80)
    }

    func testFitsChoosesTheFirstAlternativeThatFits() throws {
        func actions(_ labels: [String]) -> ViewNode {
            let buttons = labels.enumerated().map { index, label in node(.button, "b\(index)") { $0.text = TextContent(verbatim: label) } }
            return node(.fits, "actions", [
                node(.hstack, "oneRow", buttons),
                node(.vstack, "twoRows", [
                    node(.hstack, "top", Array(buttons.prefix(2)).map { renamed($0, suffix: "x") }),
                    node(.hstack, "bottom", Array(buttons.suffix(2)).map { renamed($0, suffix: "x") }),
                ]),
            ])
        }
        for direction in bothDirections {
            let short = try layOut(node(.vstack, "root", [actions(["Reply", "Forward", "Archive", "Junk"])]), direction: direction)
            XCTAssertNotNil(short.view(named: "oneRow"))
            XCTAssertNil(short.view(named: "twoRows"), "the other alternative is absent")
            let long = try layOut(node(.vstack, "root", [actions(["Antworten", "Weiterleiten", "Archivieren", "In den Spam verschieben"])]),
                                  direction: direction)
            XCTAssertNil(long.view(named: "oneRow"))
            XCTAssertNotNil(long.view(named: "twoRows"))
            XCTAssertTrue(long.views.allSatisfy { $0.paragraph?.truncated != true })
        }
    }

    private func renamed(_ node: ViewNode, suffix: String) -> ViewNode {
        var copy = node
        copy.id = node.id.map { $0 + suffix }
        return copy
    }

    private func cell(_ extra: [ConstraintSpec] = []) -> ViewNode {
        node(.vstack, "root", [
            node(.view, "cell", [
                node(.image, "avatar") { $0.width = SizeSpec(exact: 32); $0.height = SizeSpec(exact: 32) },
                text("name", "Player One"),
            ]) {
                $0.height = SizeSpec(min: 44)
                $0.constraints = [
                    constraint("avatar.leading == superview.leading + 16", ("avatar", .leading), .equal, ("superview", .leading), constant: 16),
                    constraint("avatar.centerY == superview.centerY", ("avatar", .centerY), .equal, ("superview", .centerY)),
                    constraint("name.leading == avatar.trailing + 8", ("name", .leading), .equal, ("avatar", .trailing), constant: 8),
                    constraint("name.trailing <= superview.trailing - 16", ("name", .trailing), .lessOrEqual, ("superview", .trailing), constant: -16),
                    constraint("name.centerY == superview.centerY", ("name", .centerY), .equal, ("superview", .centerY)),
                ] + extra
            },
        ]) { $0.alignment = "fill" }
    }

    func testExplicitLeadingTrailingConstraintsMirror() throws {
        let ltr = try layOut(cell(), direction: .leftToRight, locale: "en")
        let rtl = try layOut(cell(), direction: .rightToLeft, locale: "en")
        assertFrame(ltr.frame("avatar"), x: 16, width: 32)
        assertFrame(ltr.frame("name"), x: 16 + 32 + 8)
        assertFrame(rtl.frame("avatar"), x: 393 - 16 - 32, width: 32)
        XCTAssertEqual(rtl.frame("name").maxX, 393 - 16 - 32 - 8, accuracy: 0.01)
        for id in ["avatar", "name"] {
            XCTAssertEqual(rtl.frame(id).x, 393 - ltr.frame(id).x - ltr.frame(id).width, accuracy: 0.01)
        }
        XCTAssertTrue(ltr.issues.isEmpty, "\(ltr.issues)")
    }

    func testUnsatisfiableConstraintIsQuotedDroppedAndLayoutContinues() throws {
        let conflicting = constraint("avatar.width == 100", ("avatar", .width), .equal, nil, constant: 100)
        for direction in bothDirections {
            let result = try layOut(cell([conflicting]), direction: direction, locale: "en")
            let issue = try XCTUnwrap(result.issues.first { $0.kind == .unsatisfiable })
            XCTAssertTrue(issue.message.hasPrefix("'avatar.width == 100 (test.yaml:9:7)' conflicts with 'avatar: width = 32'"), issue.message)
            XCTAssertEqual(result.frame("avatar").width, 32, accuracy: 0.01, "the rest of the layout still holds")
            let finding = try XCTUnwrap(Checker.findings(result).first { $0.kind == .unsatisfiable })
            XCTAssertEqual(finding.severity, .error)
        }
    }

    func testUnderConstrainedViewIsAmbiguous() throws {
        let screen = node(.vstack, "root", [
            node(.view, "box", [text("floating", "Where am I?")]) { $0.height = SizeSpec(exact: 100) },
        ]) { $0.alignment = "fill" }
        for direction in bothDirections {
            let result = try layOut(screen, direction: direction)
            let issue = try XCTUnwrap(result.issues.first { $0.kind == .ambiguous })
            XCTAssertEqual(issue.view, "floating")
            XCTAssertTrue(issue.message.contains("horizontal position, vertical position"), issue.message)
            // The message says where it was placed: at rest in the leading corner (x counts from the left).
            let frame = result.frame("floating")
            let x = direction == .leftToRight ? "0" : fmt(393 - frame.width)
            XCTAssertTrue(issue.message.hasSuffix("it was placed at x = \(x), y = 0 in 'box', \(fmt(frame.width)) × \(fmt(frame.height)) pt"),
                          issue.message)
        }
        // A view the other constraints place is said to be where they placed it, not at a corner.
        let placed = node(.vstack, "root", [
            node(.view, "box", [text("floating", "Where am I?")]) {
                $0.height = SizeSpec(exact: 100)
                $0.constraints = [constraint("floating.top == superview.top + 30", ("floating", .top), .equal, ("superview", .top), constant: 30)]
            },
        ]) { $0.alignment = "fill" }
        let result = try layOut(placed, direction: .leftToRight)
        let issue = try XCTUnwrap(result.issues.first { $0.kind == .ambiguous })
        XCTAssertTrue(issue.message.contains("fix its horizontal position in 'box'; it was placed at x = 0, y = 30 in 'box'"), issue.message)
    }

    func testLeftConstraintInAFlippingViewIsAHardcodedDirection() throws {
        let physical = constraint("name.left >= avatar.right + 4", ("name", .left), .greaterOrEqual, ("avatar", .right), constant: 4)
        let result = try layOut(cell([physical]), direction: .rightToLeft)
        let issue = try XCTUnwrap(result.issues.first { $0.kind == .hardcodedDirection })
        XCTAssertTrue(issue.message.contains("name.left >= avatar.right + 4"), issue.message)
        XCTAssertTrue(issue.message.contains("use leading"), issue.message)
        // Left is what a left-to-right screen means: nothing to see there (contract v4).
        let ltr = try layOut(cell([physical]), direction: .leftToRight)
        XCTAssertFalse(ltr.issues.contains { $0.kind == .hardcodedDirection })
    }

    func testALeftConstraintOnAViewThatSpansOrIsCentredIsNoHardcodedDirection() throws {
        // A banner pinned left and right across its superview, and a badge centred in it: mirrored, they stay put.
        let spans = [constraint("banner.left == superview.left", ("banner", .left), .equal, ("superview", .left)),
                     constraint("banner.right == superview.right", ("banner", .right), .equal, ("superview", .right)),
                     constraint("banner.top == superview.top", ("banner", .top), .equal, ("superview", .top))]
        let offset = [constraint("banner.left == superview.left + 20", ("banner", .left), .equal, ("superview", .left), constant: 20),
                      constraint("banner.top == superview.top", ("banner", .top), .equal, ("superview", .top))]
        for (constraints, fires) in [(spans, false), (offset, true)] {
            let screen = node(.vstack, "root", [
                node(.view, "box", [text("banner", "Welcome", lines: 1)]) {
                    $0.height = SizeSpec(exact: 60)
                    $0.constraints = constraints
                },
            ]) { $0.alignment = "fill" }
            let result = try layOut(screen, direction: .rightToLeft)
            XCTAssertEqual(result.issues.contains { $0.kind == .hardcodedDirection }, fires, "\(constraints.map(\.text))")
        }
    }

    func testClippingAncestorCutsItsContent() throws {
        let screen = node(.vstack, "root", [
            node(.zstack, "frame", [
                node(.image, "wide") { $0.asset = "banner"; $0.width = SizeSpec(exact: 200); $0.height = SizeSpec(exact: 20) },
            ]) { $0.width = SizeSpec(exact: 100); $0.height = SizeSpec(exact: 40); $0.clips = true },
        ])
        for direction in bothDirections {
            let result = try layOut(screen, direction: direction)
            let findings = Checker.findings(result)
            XCTAssertTrue(findings.contains { $0.kind == .clipped && $0.view == "wide" && $0.message.contains("cut by 'frame'") },
                          "\(findings.map(\.message))")
        }
    }
}
