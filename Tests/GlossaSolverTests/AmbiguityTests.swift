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
}
