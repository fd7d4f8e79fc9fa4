import XCTest
import GlossaSolver

final class AmbiguityTests: XCTestCase {
    func testRequiredPinIsNotAmbiguous() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x == 10)
        XCTAssertFalse(solver.isAmbiguous(x, ignoringPrioritiesBelow: 1000))
    }

    func testPriorityOnePinOnlyCountsBelowThreshold() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 10).strength(1))
        XCTAssertTrue(solver.isAmbiguous(x, ignoringPrioritiesBelow: 2))
        XCTAssertFalse(solver.isAmbiguous(x, ignoringPrioritiesBelow: 1))
        solver.updateVariables()
        XCTAssertEqual(x.value, 10, "the query leaves the solution alone")
    }

    func testBoundsWithRoomAreAmbiguous() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraints([x >= 0, x <= 100])
        XCTAssertTrue(solver.isAmbiguous(x, ignoringPrioritiesBelow: 2))
        try solver.addConstraint(x >= 100)
        XCTAssertFalse(solver.isAmbiguous(x, ignoringPrioritiesBelow: 2))
    }

    func testUnknownAndUnconstrainedVariablesAreAmbiguous() throws {
        let solver = Solver()
        XCTAssertTrue(solver.isAmbiguous(Variable("never seen"), ignoringPrioritiesBelow: 1))
    }

    /// Two equal-priority, equal-weight preferences that disagree leave a whole interval
    /// optimal; unequal weights pick one end.
    func testTiedOptionalPreferencesAreAmbiguous() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraints([(x == 10).strength(750), (x == 20).strength(750)])
        XCTAssertTrue(solver.isAmbiguous(x, ignoringPrioritiesBelow: 2))
        try solver.addConstraint((x == 20).strength(Strength(750, weight: 0.5)))
        XCTAssertFalse(solver.isAmbiguous(x, ignoringPrioritiesBelow: 2))
    }

    /// A label: left pinned to its superview, width from hugging and compression against
    /// its intrinsic width; its right edge follows. Nothing pins the superview's top.
    func testViewFramesAndEdits() throws {
        let superLeft = Variable("superview.left"), superWidth = Variable("superview.width")
        let left = Variable("label.left"), width = Variable("label.width"), top = Variable("superview.top")
        let solver = Solver()
        try solver.addConstraints([
            superLeft == 0, left == superLeft + 16, left + width <= superLeft + superWidth - 16,
            (width <= 120).strength(250), (width >= 120).strength(750),
            (top == 0).strength(1),
        ])
        try solver.addEditVariable(superWidth, strength: 999)
        try solver.suggestValue(393, for: superWidth)
        let ambiguous = solver.ambiguousVariables([top, superLeft, left, width, superWidth],
                                                  ignoringPrioritiesBelow: 2)
        XCTAssertEqual(ambiguous.map(\.name), ["superview.top"])
        XCTAssertEqual(solver.ambiguousVariables([width, superWidth], ignoringPrioritiesBelow: 1000).map(\.name),
                       ["label.width", "superview.width"], "without edits and optional constraints")
    }

    func testQueryLeavesSolverUnchanged() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraints([x + y == 10, (x == 3).strength(250)])
        let before = solver.dump()
        _ = solver.ambiguousVariables([x, y], ignoringPrioritiesBelow: 500)
        XCTAssertEqual(solver.dump(), before)
    }

    /// The reduced system is a copy of the solved tableau with the weak constraints taken out, or, when a
    /// weak edit is among them, the rest added afresh: the answers must not depend on which.
    func testTakingWeakConstraintsOutAnswersAsAddingTheRestAfresh() throws {
        var generator = SeededGenerator(seed: 7)
        var ambiguousCount = 0, fixedCount = 0
        for trial in 0..<40 {
            var variables: [Variable] = []
            var constraints: [Constraint] = []
            for index in 0..<8 {
                let x = Variable("v\(index).x"), width = Variable("v\(index).width")
                variables += [x, width]
                constraints.append(width >= 0)
                constraints.append((x == 0).strength(1))                          // a resting anchor
                switch generator.next() % 4 {
                case 0: constraints.append(x == Double(index * 10))             // pinned
                case 1: constraints.append(x >= Double(index * 5))              // room to move
                case 2 where index > 0: constraints.append(x == variables[variables.count - 4] + 8)
                default: constraints.append((x == 3).strength(250))
                }
                if generator.next() % 2 == 0 { constraints.append(width == 40) }
                else { constraints += [(width <= 50).strength(250), (width >= 50).strength(750)] }
            }
            let copied = Solver(), rebuilt = Solver()
            for constraint in constraints { try? copied.addConstraint(constraint) }
            for constraint in constraints { try? rebuilt.addConstraint(Constraint(constraint.expression, constraint.relation,
                                                                                  strength: constraint.strength)) }
            let other = Variable("unrelated")
            try rebuilt.addEditVariable(other, strength: 1)
            try rebuilt.suggestValue(5, for: other)
            // The same variables in both solvers: one answers from a copy, the other from a fresh tableau.
            let expected = copied.ambiguousVariables(variables, ignoringPrioritiesBelow: 2).map(\.name)
            let found = rebuilt.ambiguousVariables(variables, ignoringPrioritiesBelow: 2).map(\.name)
            XCTAssertEqual(found, expected, "trial \(trial)")
            ambiguousCount += expected.count
            fixedCount += variables.count - expected.count
        }
        XCTAssertGreaterThan(ambiguousCount, 40, "loose views")
        XCTAssertGreaterThan(fixedCount, 200, "pinned views")
    }
}

