@testable import GlossaLayout
import GlossaSolver
import GlossaText
import XCTest

/// Each measure pass reuses the constraints of boxes whose measured state did not change; every pass's
/// list must still be the one a builder makes from nothing, constraint for constraint.
final class PassPlannerTests: XCTestCase {
    private static let long = "Automatically download updates and install them overnight while charging"

    /// Text that wraps (heights and baselines change between passes) in stacks that place children by
    /// baselines, a grid, a plain view with the document's own baseline constraints, and a width variant.
    private func screen() -> ViewNode {
        let grid = node(.grid, "grid") {
            $0.rows = [[text("g0", "Wi-Fi"), text("g1", Self.long)], [text("g2", "On"), text("g3", Self.long)]]
            $0.children = $0.rows.flatMap { $0 }
        }
        let baselines = node(.hstack, "baselines", [text("title", Self.long), text("detail", "Off")]) {
            $0.alignment = "firstBaseline"
        }
        let column = node(.vstack, "column", [text("c0", Self.long), text("c1", Self.long + " " + Self.long)]) {
            $0.baselineRelative = true
            $0.alignment = "leading"
        }
        let plain = node(.view, "plain", [text("left", Self.long), text("right", "Next")]) {
            $0.height = SizeSpec(exact: 120)
            $0.constraints = [constraint("right.firstBaseline == left.lastBaseline", ("right", .firstBaseline), .equal,
                                         ("left", .lastBaseline)),
                              constraint("right.trailing == superview.trailing", ("right", .trailing), .equal,
                                         ("superview", .trailing))]
        }
        return node(.vstack, "root", [baselines, column, grid, plain]) { $0.alignment = "fill" }
    }

    func testEveryPassEqualsAFreshBuildLeftToRight() throws {
        try assertPassesMatchFreshBuilds(screen(), direction: .leftToRight)
    }

    func testEveryPassEqualsAFreshBuildRightToLeft() throws {
        try assertPassesMatchFreshBuilds(screen(), direction: .rightToLeft)
    }

    func testPassesWithAWidthVariantEqualFreshBuilds() throws {
        // The narrow variant is in another script: its first baseline differs from the wide one's.
        let root = node(.hstack, "root", [text("label", "x"), text("value", "On")]) { $0.alignment = "firstBaseline" }
        for direction in [TextDirection.leftToRight, .rightToLeft] {
            try assertPassesMatchFreshBuilds(root, direction: direction, variants: [10: "स्वचालित अपडेट", 200: Self.long + Self.long])
        }
    }

    /// Runs the passes of `LayoutEngine` and compares each planned list with a fresh build; checks that
    /// several passes ran and that constraints were carried over from one pass to the next.
    private func assertPassesMatchFreshBuilds(_ root: ViewNode, direction: TextDirection, variants: [Double: String]? = nil,
                                              file: StaticString = #filePath, line: UInt = #line) throws {
        let document = LayoutDocument(name: "test", file: "test.yaml", device: "iphone-15", strings: nil, table: "Localizable",
                                      assets: nil, root: root)
        var environment = LayoutEnvironment(device: Device.named("iphone-15")!, contentSize: "l",
                                            locale: direction == .rightToLeft ? "ar" : "en", direction: direction,
                                            textEngine: layoutTextEngine,
                                            resolveText: { variants.map { $0[$0.keys.max()!]! } ?? $0.text?.verbatim ?? "" })
        if let variants {
            environment.resolveTextForWidth = { _, ems in variants[variants.keys.sorted().last { $0 <= ems } ?? variants.keys.min()!]! }
        }
        let (top, boxes) = BoxTreeBuilder(rootDirection: direction, fitsChoices: [:]).build(document.root)
        let measurer = Measurer(environment: environment)
        for box in boxes { try measurer.prepare(box) }
        let explicit = ExplicitConstraints(device: environment.device,
                                           boxesByID: Dictionary(uniqueKeysWithValues: boxes.compactMap { box in box.node.id.map { ($0, box) } }))
        var planner = PassPlanner(device: environment.device, rootPlacement: document.rootPlacement, root: top, present: boxes,
                                  explicit: explicit)
        var pass: SolvedPass?
        var passes = 0, carried = 0, alike = 0
        for _ in 0..<LayoutEngine.maximumPasses {
            let planned = planner.plan()
            var fresh = ConstraintBuilder(device: environment.device, rootPlacement: document.rootPlacement)
            fresh.addRoot(top)
            for box in boxes { fresh.addGenerated(for: box) }
            for box in boxes where !box.node.constraints.isEmpty { explicit.add(for: box, to: &fresh) }
            let mine = planned.map { signature($0.constraint) }, theirs = fresh.planned.map { signature($0.constraint) }
            XCTAssertEqual(mine.count, theirs.count, "pass \(passes + 1)", file: file, line: line)
            if let first = mine.indices.first(where: { $0 < theirs.count && mine[$0] != theirs[$0] }) {
                XCTFail("pass \(passes + 1), constraint \(first): \(mine[first]) instead of \(theirs[first])", file: file, line: line)
            }
            if let pass { carried += zip(pass.planned, planned).filter { $0.constraint === $1.constraint }.count }
            if let pass, planner.shapedLikeLastPass {
                alike += 1
                XCTAssertEqual(ConstraintShape(planned.map(\.constraint)), ConstraintShape(pass.planned.map(\.constraint)),
                               "pass \(passes + 1)", file: file, line: line)
            }
            let current = SolvedPass(planned, after: pass, templates: nil)
            pass = current
            current.solver.updateVariablesRounded()
            passes += 1
            var changed = false
            for box in boxes where box.text != nil { changed = try measurer.update(box, width: box.width.value) || changed }
            if !changed { break }
        }
        XCTAssertGreaterThan(passes, 1, "text measured again", file: file, line: line)
        XCTAssertGreaterThan(carried, 0, "constraints carried over", file: file, line: line)
        XCTAssertGreaterThan(alike, 0, "a pass shaped like the one before", file: file, line: line)
    }

    /// Everything that decides what adding a constraint does, bit for bit, and its label (grid tracks
    /// are new variables in every build, so variables are named, not compared by identity).
    private func signature(_ constraint: Constraint) -> String {
        let terms = constraint.expression.terms.map { "\($0.variable.name)*\($0.coefficient.bitPattern)" }
        return "\(constraint.relation) \(constraint.strength.priority.bitPattern) \(constraint.strength.weight.bitPattern) "
            + "\(constraint.expression.constant.bitPattern) \(terms.joined(separator: " ")) '\(constraint.label ?? "")'"
    }
}
