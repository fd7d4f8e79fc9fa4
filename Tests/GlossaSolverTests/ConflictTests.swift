import XCTest
@testable import GlossaSolver

final class ConflictTests: XCTestCase {
    private func conflict(adding constraint: Constraint, to solver: Solver,
                          file: StaticString = #filePath, line: UInt = #line) -> [Constraint]? {
        do {
            try solver.addConstraint(constraint)
            XCTFail("expected unsatisfiable", file: file, line: line)
        } catch .unsatisfiableConstraint(let culprit, let conflicts) {
            XCTAssertTrue(culprit === constraint, file: file, line: line)
            return conflicts
        } catch {
            XCTFail("\(error)", file: file, line: line)
        }
        return nil
    }

    /// The failing row reduces to dummies only: `x == 5` then `x == 6`.
    func testContradictoryEqualities() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let pin = (x == 5).labeled("x == 5 (a.yaml:1)")
        try solver.addConstraints([y >= 0, pin, y == x + 1])
        let conflicts = conflict(adding: (x == 6).labeled("x == 6 (a.yaml:2)"), to: solver)
        XCTAssertEqual(conflicts?.map(\.description), ["x == 5 (a.yaml:1)"])
    }

    /// The failing row goes through the artificial variable: `x >= 10` then `x <= 5`.
    func testContradictoryInequalities() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let low = x >= 10
        try solver.addConstraints([y == 3, low, x <= 20, y <= x])
        let conflicts = conflict(adding: x <= 5, to: solver)
        XCTAssertEqual(conflicts?.count, 1)
        XCTAssertTrue(conflicts?.first === low)
    }

    /// A chain: every link is needed, the unrelated constraints are not named.
    func testChainConflictIsMinimal() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let solver = Solver()
        let chain = [a == b + 1, b == c + 1, c == 0]
        try solver.addConstraints([d == 7, chain[0], a <= 100, chain[1], d >= c, chain[2]])
        try solver.addConstraint((a == 50).strength(750))
        let conflicts = conflict(adding: a == 0, to: solver)
        XCTAssertEqual(conflicts?.count, 3)
        XCTAssertTrue(zip(conflicts ?? [], chain).allSatisfy { $0 === $1 }, "in order of addition")
    }

    /// A failed call leaves the solver exactly as before: same dump, and later calls give
    /// bit-identical values to a solver that never saw the failed constraint.
    func testStateUnchangedAfterFailure() throws {
        let x = Variable("x"), y = Variable("y"), w = Variable("w")
        func build() throws -> Solver {
            let solver = Solver()
            try solver.addConstraints([x >= 10, x + y == 30, (y == 3).strength(250)])
            try solver.addEditVariable(x, strength: 500)
            try solver.suggestValue(12, for: x)
            return solver
        }
        let failed = try build(), clean = try build()
        let before = failed.dump()
        _ = conflict(adding: x + w - w <= 5, to: failed)  // w is new and cancels: it must be forgotten too
        _ = conflict(adding: x == -1, to: failed)
        XCTAssertEqual(failed.dump(), before)
        XCTAssertNil(failed.value(of: w))
        XCTAssertEqual(failed.tableau.columns.count, failed.tableau.nextId, "symbol tables rolled back")
        XCTAssertEqual(failed.tableau.slotOfId.count, failed.tableau.nextId)
        for solver in [failed, clean] {
            try solver.addConstraint(w == 2 * y)
            try solver.suggestValue(17, for: x)
            solver.updateVariables()
        }
        XCTAssertEqual(failed.dump(), clean.dump())
        XCTAssertEqual(failed.value(of: w)?.bitPattern, clean.value(of: w)?.bitPattern)
    }

    /// Random required systems plus a random culprit: whenever the culprit fails, its
    /// conflict set with it cannot hold, and dropping any single member lets the rest hold.
    func testRandomConflictsAreMinimal() throws {
        var failures = 0
        for seed in 1...40 as ClosedRange<UInt64> {
            var system = RandomSystem(seed: seed, count: 5)
            let solver = Solver()
            for _ in 0..<8 { try solver.addConstraint(system.requiredConstraint()) }
            for _ in 0..<3 { try solver.addConstraint(system.optionalConstraint()) }
            let before = solver.dump()
            let e = system.expression()
            let culprit = e == system.valueAtHidden(e) + 13
            do {
                try solver.addConstraint(culprit)
            } catch .unsatisfiableConstraint(_, let conflicts) {
                failures += 1
                XCTAssertEqual(solver.dump(), before, "seed \(seed)")
                XCTAssertFalse(Solver.isSatisfiable(conflicts + [culprit]), "seed \(seed)")
                for index in conflicts.indices {
                    var reduced = conflicts
                    reduced.remove(at: index)
                    XCTAssertTrue(Solver.isSatisfiable(reduced + [culprit]), "seed \(seed): not minimal")
                }
            }
        }
        XCTAssertGreaterThan(failures, 10, "the generator should produce conflicts")
    }
}
