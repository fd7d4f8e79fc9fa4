import XCTest
import GlossaSolver

/// A solver resumed from a checkpoint, or left after a refused constraint, is in the very state a new
/// solver reaches by the same additions: the same values bit for bit and the same tableau.
final class CheckpointTests: XCTestCase {
    /// A system with ties and conflicts: required constraints of a random system, preferences at
    /// equal weights, and required pins that contradict earlier ones (refused).
    /// The last `tail` constraints pull one free variable each, at priority 500, to `tail(i, constant)`.
    static func system(seed: UInt64, lastConstant: Double) -> (constraints: [Constraint], variables: [Variable]) {
        var system = RandomSystem(seed: seed, count: 30)
        var constraints: [Constraint] = []
        for index in 0..<150 {
            constraints.append(index % 3 == 0 ? system.requiredConstraint() : system.optionalConstraint())
            if index % 40 == 17 { constraints.append(system.variables[index % 30] == Double(index) + 0.5) }
        }
        let free = (0..<tail).map { Variable("free\($0)") }
        for (i, variable) in free.enumerated() {
            constraints.append(variable >= system.variables[i])
            constraints.append(Self.tail(variable, i, lastConstant))
        }
        return (constraints, system.variables + free)
    }

    static let tail = 10

    static func tail(_ variable: Variable, _ i: Int, _ constant: Double) -> Constraint {
        (variable == Double(i) * constant).strength(500)
    }

    /// Values and refusals (by index) of adding `constraints` to `solver` from `start` on.
    static func add(_ constraints: [Constraint], from start: Int, to solver: Solver) -> [Int] {
        var refused: [Int] = []
        for index in start..<constraints.count {
            do { try solver.addConstraint(constraints[index]) } catch { refused.append(index) }
        }
        return refused
    }

    static func values(_ solver: Solver, _ variables: [Variable]) -> [UInt64] {
        variables.map { solver.value(of: $0)?.bitPattern ?? 0 }
    }

    func testResumingEqualsSolvingFromScratch() throws {
        for seed: UInt64 in [3, 11, 29] {
            let first = Self.system(seed: seed, lastConstant: 1)
            let half = first.constraints.count / 2
            let solver = Solver()
            let refusedBefore = Self.add(Array(first.constraints[..<half]), from: 0, to: solver)
            let checkpoint = solver.checkpoint(after: half)
            _ = Self.add(first.constraints, from: half, to: solver)

            // A second list: the same first half (same objects), other constants at the end.
            var second = first.constraints
            for i in 0..<Self.tail {
                second[second.count - 2 * Self.tail + 2 * i + 1] = Self.tail(first.variables[30 + i], i, 7.25)
            }
            let resumed = Solver(resuming: checkpoint)
            let refusedAfter = Self.add(second, from: half, to: resumed)
            let fresh = Solver()
            let refusedFresh = Self.add(second, from: 0, to: fresh)

            XCTAssertEqual(refusedBefore + refusedAfter, refusedFresh, "seed \(seed)")
            XCTAssertFalse(refusedFresh.isEmpty, "the system refuses some pins (seed \(seed))")
            XCTAssertEqual(Self.values(resumed, first.variables), Self.values(fresh, first.variables), "seed \(seed)")
            XCTAssertEqual(resumed.dump(), fresh.dump(), "seed \(seed)")
            XCTAssertNotEqual(Self.values(resumed, first.variables), Self.values(solver, first.variables),
                              "the new constants moved the solution (seed \(seed))")
        }
    }

    func testACheckpointServesTwice() throws {
        let (constraints, variables) = Self.system(seed: 5, lastConstant: 2)
        let solver = Solver()
        _ = Self.add(Array(constraints[..<60]), from: 0, to: solver)
        let checkpoint = solver.checkpoint(after: 60)
        let one = Solver(resuming: checkpoint), two = Solver(resuming: checkpoint)
        _ = Self.add(constraints, from: 60, to: one)
        _ = Self.add(constraints, from: 60, to: two)
        XCTAssertEqual(Self.values(one, variables), Self.values(two, variables))
        XCTAssertEqual(one.dump(), two.dump())
    }

    /// A refused required constraint that needed an artificial variable leaves the tableau as if it had
    /// never been offered, and the solver goes on exactly as one that never saw it.
    func testARefusedConstraintLeavesNoTrace() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let prefix: [Constraint] = [x >= 0, y >= x + 10, z == y + x, (x == 5).strength(250), y <= 100]
        let withRefusal = Solver(), without = Solver()
        for constraint in prefix {
            try withRefusal.addConstraint(constraint)
            try without.addConstraint(constraint)
        }
        // x + y == 2: the slacks are the only way to satisfy it, and x ≥ 0, y ≥ x + 10 forbid it.
        XCTAssertThrowsError(try withRefusal.addConstraint(x + y == 2))
        XCTAssertEqual(withRefusal.dump(), without.dump())
        for constraint in [(z == 40).strength(500), x <= 50] {
            try withRefusal.addConstraint(constraint)
            try without.addConstraint(constraint)
        }
        XCTAssertEqual(Self.values(withRefusal, [x, y, z]), Self.values(without, [x, y, z]))
        XCTAssertEqual(withRefusal.value(of: z), 40)
    }

    func testIdenticalConstraintsAreTheSameOperations() {
        let x = Variable("x"), y = Variable("y")
        XCTAssertTrue((x == y + 1).isIdentical(to: x == y + 1))
        XCTAssertFalse((x == y + 1).isIdentical(to: x == y + 2))
        XCTAssertFalse((x == y + 1).isIdentical(to: (x == y + 1).strength(750)))
        XCTAssertFalse((x == y + 1).isIdentical(to: (x == y + 1).labeled("x: pinned")))
        XCTAssertFalse((x == y + 1).isIdentical(to: Variable("x") == y + 1), "variables compare by identity")
        let zero = Constraint(Expression([Term(x)], constant: 0), .equal)
        XCTAssertFalse(zero.isIdentical(to: Constraint(Expression([Term(x)], constant: -0.0), .equal)),
                       "constants compare bit for bit")
    }

    func testConstraintsShapedAlikeDifferOnlyInConstantsAndLabels() {
        let x = Variable("x"), y = Variable("y")
        XCTAssertTrue((x == y + 1).isShaped(like: (x == y + 2).labeled("x: moved")))
        XCTAssertEqual(ConstraintShape([x == y + 1, x >= 3]), ConstraintShape([x == y + 2, x >= 4]))
        XCTAssertFalse((x == y + 1).isShaped(like: x >= y + 1), "relation")
        XCTAssertFalse((x == y + 1).isShaped(like: (x == y + 1).strength(750)), "strength")
        XCTAssertFalse((x == y + 1).isShaped(like: x == 2 * y + 1), "coefficient")
        XCTAssertFalse((x == y + 1).isShaped(like: y == x + 1), "order of the terms")
        XCTAssertFalse((x == y + 1).isShaped(like: Variable("x") == y + 1), "variables compare by identity")
    }
}
