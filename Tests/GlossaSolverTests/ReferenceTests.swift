import XCTest
@testable import GlossaSolver

/// Rows that refer to other rows (References.swift) and candidates kept as the objective changes
/// (Candidates.swift): the same solutions as kiwi's fully expanded rows, memory linear in a chain.
final class ReferenceTests: XCTestCase {
    /// The frames of a vertical scroll view of `count` labels, as a layout builds them: a chain of tops,
    /// each label's width and height hugging and resisting its text, its trailing edge inside @999.
    private struct LabelScroll {
        let scroll = (x: Variable("scroll.x"), y: Variable("scroll.y"), width: Variable("scroll.w"), height: Variable("scroll.h"))
        let labels: [(x: Variable, y: Variable, width: Variable, height: Variable)]
        var heights: [Double]

        init(count: Int, heights: (Int) -> Double = { 20.5 + Double($0 % 3) }) {
            labels = (0..<count).map { (Variable("l\($0).x"), Variable("l\($0).y"), Variable("l\($0).w"), Variable("l\($0).h")) }
            self.heights = (0..<count).map(heights)
        }

        var constraints: [Constraint] {
            let s = scroll
            var list: [Constraint] = [s.x == 0, s.width == 393, s.y == 59, s.height == 759, s.width >= 0, s.height >= 0,
                                      (s.width == 100_000).strength(5), (s.height == 100_000).strength(5)]
            for (index, label) in labels.enumerated() {
                list.append(index == 0 ? label.y == s.y : label.y == labels[index - 1].y + labels[index - 1].height + 4)
                list.append(label.x == s.x)
                list.append((label.x + label.width == s.x + s.width).strength(999))
            }
            for (index, label) in labels.enumerated() {
                let width = Double(100 + index % 7)
                list += [label.width >= 0, label.height >= 0, (label.width <= width).strength(250),
                         (label.width >= width).strength(750), (label.height <= heights[index]).strength(250),
                         (label.height >= heights[index]).strength(750)]
            }
            return list
        }

        /// Where label `index` starts: every label above it and its spacing.
        func top(_ index: Int) -> Double {
            heights[..<index].reduce(59) { $0 + $1 + 4 }
        }
    }

    private func cells(_ solver: Solver) -> Int {
        solver.tableau.rows.reduce(0) { $0 + $1.live.count }
    }

    func testAScrollOfLabelsHoldsCellsInProportionToItsLength() throws {
        var counts: [Int] = []
        for count in [400, 800, 1_600] {
            let scroll = LabelScroll(count: count)
            let solver = Solver()
            try solver.addConstraints(scroll.constraints)
            solver.updateVariables()
            for index in [0, 1, count / 2, count - 1] {
                XCTAssertEqual(scroll.labels[index].y.value, scroll.top(index), accuracy: 1e-9, "label \(index) of \(count)")
                XCTAssertEqual(scroll.labels[index].width.value, 393, accuracy: 1e-9)
                XCTAssertEqual(scroll.labels[index].height.value, scroll.heights[index], accuracy: 1e-9)
            }
            XCTAssertTrue(solver.tableau.rows.indices.contains { solver.tableau.hasReferences(solver.tableau.rows[$0]) })
            counts.append(cells(solver))
        }
        // Each doubling at most doubles the cells (fully expanded rows would quadruple them).
        XCTAssertLessThan(Double(counts[1]), 2.2 * Double(counts[0]), "\(counts)")
        XCTAssertLessThan(Double(counts[2]), 2.2 * Double(counts[1]), "\(counts)")
    }

    func testAChainWithReferencesSolvesLikeFullRows() throws {
        let scroll = LabelScroll(count: 400)
        let referring = Solver(longRow: 8), full = Solver(longRow: .max)
        try referring.addConstraints(scroll.constraints)
        try full.addConstraints(scroll.constraints)
        XCTAssertFalse(full.tableau.rows.contains { full.tableau.hasReferences($0) })
        for variable in [scroll.labels[0].y, scroll.labels[399].y, scroll.labels[200].height, scroll.labels[17].width] {
            XCTAssertEqual(try XCTUnwrap(referring.value(of: variable)), try XCTUnwrap(full.value(of: variable)), accuracy: 1e-9)
        }
        assertInvariants(referring)
    }

    /// A solved chain reused with other constants (`Solver.reusing`), resumed from a checkpoint, probed for
    /// ambiguity and cut in the middle: each as a solver from scratch has it.
    func testReuseCheckpointsAmbiguityAndRemovalOnAReferringChain() throws {
        var scroll = LabelScroll(count: 500)
        let constraints = scroll.constraints
        let solver = Solver()
        try solver.addConstraints(constraints)
        let shape = ConstraintShape(constraints)
        let template = try XCTUnwrap(solver.template(for: constraints, shape: shape))

        scroll.heights = (0..<500).map { 18 + Double($0 % 5) }  // new constants, same shape
        let changed = scroll.constraints
        let (reused, _) = try XCTUnwrap(Solver.reusing(template, for: changed, shape: ConstraintShape(changed)))
        let fresh = Solver()
        try fresh.addConstraints(changed)
        reused.updateVariablesRounded()
        let reusedTops = scroll.labels.map(\.y.value)
        fresh.updateVariablesRounded()
        XCTAssertEqual(reusedTops, scroll.labels.map(\.y.value))
        XCTAssertEqual(scroll.labels[499].y.value, scroll.top(499), accuracy: 1e-9)

        let checkpoint = fresh.checkpoint(after: changed.count)
        let resumed = Solver(resuming: checkpoint)
        let extra = (scroll.labels[499].height <= 10).strength(900)
        try resumed.addConstraint(extra)
        let again = Solver()
        try again.addConstraints(changed + [extra])
        XCTAssertEqual(resumed.dump(), again.dump())

        let probed = scroll.labels.flatMap { [$0.y, $0.height] }
        XCTAssertEqual(fresh.ambiguousVariables(probed, ignoringPrioritiesBelow: 2).count, 0)
        let loose = Variable("loose")
        try fresh.addConstraint(loose >= scroll.labels[350].y)
        XCTAssertEqual(fresh.ambiguousVariables([loose, scroll.labels[350].y], ignoringPrioritiesBelow: 2).map(\.name), ["loose"])

        // Cut the chain below label 350: the labels after it fall back to the scroll view's top.
        let link = changed[8 + 3 * 351]
        try fresh.removeConstraint(link)
        try fresh.addConstraint(scroll.labels[351].y == scroll.scroll.y)
        fresh.updateVariables()
        XCTAssertEqual(scroll.labels[351].y.value, 59, accuracy: 1e-9)
        XCTAssertEqual(scroll.labels[360].y.value, 59 + scroll.heights[351..<360].reduce(0) { $0 + $1 + 4 }, accuracy: 1e-9)
        XCTAssertEqual(scroll.labels[350].y.value, scroll.top(350), accuracy: 1e-9)
        assertInvariants(fresh)
    }

    /// Random add, remove, edit and suggest sequences with most rows referring to others give the values
    /// of solvers that copy every row, and keep the candidates, orders and bounds right at every step.
    func testRandomSequencesWithReferencesMatchFullRows() throws {
        for seed in 500...620 as ClosedRange<UInt64> {
            var system = RandomSystem(seed: seed, count: 8)
            let baseline = system.baseline()
            let referring = Solver(longRow: 1), full = Solver(longRow: .max)
            try referring.addConstraints(baseline)
            try full.addConstraints(baseline)
            var live: [Constraint] = []
            for step in 0..<50 {
                let action = RandomAction(&system, live: live)
                var mirrored = live
                let outcome = try action.apply(to: referring, &live)
                XCTAssertEqual(try action.apply(to: full, &mirrored), outcome, "seed \(seed) step \(step)")
                assertInvariants(referring, "seed \(seed) step \(step)")
                assertCandidates(full, "seed \(seed) step \(step)")
            }
            for variable in system.variables {
                let a = try XCTUnwrap(referring.value(of: variable)), b = try XCTUnwrap(full.value(of: variable))
                XCTAssertEqual(a, b, accuracy: 1e-6 * Swift.max(1, Swift.abs(b)), "seed \(seed): \(variable)")
            }
        }
    }

    // MARK: invariants

    /// References go to basic external symbols of lower order; restricted rows, levels hold none; bounds
    /// cover every non-basic external symbol of a row's expansion; an external row is marked as holding no
    /// external symbol exactly when it holds none; candidates are what a scan finds.
    private func assertInvariants(_ solver: Solver, _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        let t = solver.tableau
        for (slot, basic) in t.basics.enumerated() {
            let references = t.rows[slot].live.filter { t.isReference($0.symbol) }
            if !basic.isExternal {
                XCTAssertTrue(references.isEmpty, "restricted row with a reference \(message)", file: file, line: line)
                continue
            }
            for cell in references {
                XCTAssertLessThan(t.order[cell.symbol.id], t.order[basic.id], "order \(message)", file: file, line: line)
            }
            // What settling trusts instead of reading the row.
            if t.refersToRows {
                XCTAssertEqual(t.holdsNoExternal[basic.id], !t.rows[slot].live.contains { $0.symbol.isExternal },
                               "holds no external symbol \(message)", file: file, line: line)
            }
            var expansion = t.rows[slot]
            t.expand(&expansion)
            let open = expansion.live.filter { $0.symbol.isExternal }.map { Int32($0.symbol.id) }.max() ?? -1
            XCTAssertLessThanOrEqual(open, t.openBound[basic.id], "bound \(message)", file: file, line: line)
        }
        for level in t.levels { XCTAssertFalse(t.hasReferences(level.row), "level with a reference \(message)", file: file, line: line) }
        assertCandidates(solver, message, file: file, line: line)
    }

    private func assertCandidates(_ solver: Solver, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        let t = solver.tableau
        for (index, level) in t.levels.enumerated() {
            let scanned = Set(level.row.live.filter { cell in
                cell.coefficient < 0 && !cell.symbol.isDummy && !t.levels[..<index].contains { $0.row.contains(cell.symbol) }
            }.map(\.symbol))
            XCTAssertEqual(t.candidates[index], scanned, "candidates at level \(index) \(message)", file: file, line: line)
        }
    }
}

/// One random change to a solver, the same for two solvers given the same state.
private enum RandomAction {
    case add(Constraint), remove(Int), edit(Variable, Strength), unedit(Variable), suggest(Variable, Double)

    init(_ system: inout RandomSystem, live: [Constraint]) {
        switch Int.random(in: 0..<10, using: &system.rng) {
        case 0...2: self = .add(system.requiredConstraint())
        case 3...4: self = .add(system.optionalConstraint())
        case 5...6 where !live.isEmpty: self = .remove(Int.random(in: 0..<live.count, using: &system.rng))
        case 7:
            let variable = system.variables.randomElement(using: &system.rng)!
            self = .edit(variable, Strength(RandomSystem.priorities.randomElement(using: &system.rng)!,
                                            weight: Double.random(in: 0.5...2, using: &system.rng)))
        case 8: self = .unedit(system.variables.randomElement(using: &system.rng)!)
        default: self = .suggest(system.variables.randomElement(using: &system.rng)!, Double.random(in: -150...150, using: &system.rng))
        }
    }

    /// What happened: "ok", or the error's case name.
    func apply(to solver: Solver, _ live: inout [Constraint]) throws -> String {
        do {
            switch self {
            case let .add(constraint):
                try solver.addConstraint(constraint)
                live.append(constraint)
            case let .remove(index): try solver.removeConstraint(live.remove(at: index))
            case let .edit(variable, strength):
                if !solver.hasEditVariable(variable) { try solver.addEditVariable(variable, strength: strength) }
            case let .unedit(variable):
                if solver.hasEditVariable(variable) { try solver.removeEditVariable(variable) }
            case let .suggest(variable, value):
                if solver.hasEditVariable(variable) { try solver.suggestValue(value, for: variable) }
            }
            return "ok"
        } catch {
            return "\(error)".components(separatedBy: "(").first ?? "\(error)"
        }
    }
}
