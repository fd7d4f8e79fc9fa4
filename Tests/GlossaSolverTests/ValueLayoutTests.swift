import XCTest
@testable import GlossaSolver

/// The public values other modules store inline keep a size of their own, whatever the tableau holds.
///
/// The package is not built for library evolution: GlossaLayout (and its tests) lay a `SolverCheckpoint` or a
/// `SolvedTemplate` out with the size it had when they were compiled (`SolvedPass` holds both). When these held the
/// `Tableau` inline, a new stored property of `Tableau` (issue 40's `holdsNoExternal`) changed their size, and an
/// incremental build that recompiled GlossaSolver but not its clients wrote the larger value into the smaller
/// storage: PassPlannerTests crashed in `swift_retain` reading a constraint of `SolvedPass.planned`.
final class ValueLayoutTests: XCTestCase {
    func testACheckpointIsAReferenceAndACount() {
        XCTAssertEqual(MemoryLayout<SolverCheckpoint>.size, MemoryLayout<(AnyObject, Int)>.size)
        XCTAssertLessThan(MemoryLayout<SolverCheckpoint>.size, MemoryLayout<Tableau>.size)
    }

    func testATemplateHoldsItsTableauByReference() {
        XCTAssertEqual(MemoryLayout<SolvedTemplate>.size, MemoryLayout<(AnyObject, ConstraintShape, [Int], Int)>.size)
    }

    /// The box is shared by copies and read, never written: a solver resumed from a checkpoint, or reused from a
    /// template, changes its own copy of the tableau and leaves the saved one as it was.
    func testASavedTableauStaysAsItWasSaved() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let constraints = [x >= 0, y == x + 10, (x == 5).strength(500)]
        try solver.addConstraints(constraints)
        let checkpoint = solver.checkpoint(after: constraints.count)
        let template = try XCTUnwrap(solver.template(for: constraints, shape: ConstraintShape(constraints)))
        let rows = checkpoint.tableau.rows.count, nextId = checkpoint.tableau.nextId
        let resumed = Solver(resuming: checkpoint)
        try resumed.addConstraint(y <= 100)
        try solver.addConstraint(x <= 50)
        XCTAssertEqual(checkpoint.tableau.rows.count, rows)
        XCTAssertEqual(checkpoint.tableau.nextId, nextId)
        XCTAssertEqual(template.tableau.nextId, nextId)
        let again = Solver(resuming: checkpoint)
        again.updateVariables()
        XCTAssertEqual(x.value, 5)
        XCTAssertEqual(y.value, 15)
    }
}
