import XCTest
@testable import GlossaSolver

final class SolverAPITests: XCTestCase {
    func testRequiredEqualitiesAndInequalities() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x + y == 10)
        try solver.addConstraint(x >= 3)
        try solver.addConstraint((x == 0).strength(.defaultLow))
        solver.updateVariables()
        XCTAssertEqual(x.value, 3, accuracy: 1e-9)
        XCTAssertEqual(y.value, 7, accuracy: 1e-9)
    }

    func testHasAndRemoveConstraint() throws {
        let x = Variable("x")
        let solver = Solver()
        let pin = x == 5
        let pref = (x == 1).strength(.defaultLow)
        try solver.addConstraint(pref)
        try solver.addConstraint(pin)
        XCTAssertTrue(solver.hasConstraint(pin))
        XCTAssertEqual(solver.constraints.count, 2)
        solver.updateVariables()
        XCTAssertEqual(x.value, 5, accuracy: 1e-9)
        try solver.removeConstraint(pin)
        XCTAssertFalse(solver.hasConstraint(pin))
        XCTAssertTrue(solver.constraints[0] === pref)
        solver.updateVariables()
        XCTAssertEqual(x.value, 1, accuracy: 1e-9)
    }

    func testDuplicateAndUnknownConstraint() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x >= 2
        try solver.addConstraint(c)
        XCTAssertThrowsError(try solver.addConstraint(c)) { error in
            guard case .duplicateConstraint(let culprit) = error as? SolverError else { return XCTFail("\(error)") }
            XCTAssertTrue(culprit === c)
        }
        let other = x >= 2
        XCTAssertThrowsError(try solver.removeConstraint(other)) { error in
            guard case .unknownConstraint(let culprit) = error as? SolverError else { return XCTFail("\(error)") }
            XCTAssertTrue(culprit === other)
        }
        try solver.addConstraint(other)  // equal formula, different constraint: both may live
        try solver.removeConstraint(c)
        XCTAssertThrowsError(try solver.removeConstraint(c))
    }

    func testEditVariableLifecycleAndErrors() throws {
        let x = Variable("x")
        let solver = Solver()
        XCTAssertFalse(solver.hasEditVariable(x))
        XCTAssertThrowsError(try solver.suggestValue(3, for: x)) { error in
            guard case .unknownEditVariable(let v) = error as? SolverError else { return XCTFail("\(error)") }
            XCTAssertTrue(v === x)
        }
        XCTAssertThrowsError(try solver.addEditVariable(x, strength: .required)) { error in
            guard case .badRequiredStrength(let v, let s) = error as? SolverError else { return XCTFail("\(error)") }
            XCTAssertTrue(v === x)
            XCTAssertTrue(s.isRequired)
        }
        try solver.addEditVariable(x, strength: 999)
        XCTAssertTrue(solver.hasEditVariable(x))
        XCTAssertThrowsError(try solver.addEditVariable(x, strength: 500)) { error in
            guard case .duplicateEditVariable(let v) = error as? SolverError else { return XCTFail("\(error)") }
            XCTAssertTrue(v === x)
        }
        try solver.suggestValue(42, for: x)
        solver.updateVariables()
        XCTAssertEqual(x.value, 42)
        XCTAssertEqual(solver.editVariables.first?.suggested, 42)
        XCTAssertTrue(solver.constraints.isEmpty, "edit constraints are not user constraints")
        try solver.removeEditVariable(x)
        XCTAssertFalse(solver.hasEditVariable(x))
        XCTAssertThrowsError(try solver.removeEditVariable(x)) { error in
            guard case .unknownEditVariable = error as? SolverError else { return XCTFail("\(error)") }
        }
    }

    func testEditGivesWayToRequiredBounds() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x <= 100)
        try solver.addEditVariable(x, strength: .defaultHigh)
        try solver.suggestValue(150, for: x)
        solver.updateVariables()
        XCTAssertEqual(x.value, 100, accuracy: 1e-9)
        try solver.suggestValue(-20, for: x)
        solver.updateVariables()
        XCTAssertEqual(x.value, -20, accuracy: 1e-9)
    }

    func testResetForgetsEverything() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x == 4
        try solver.addConstraint(c)
        try solver.addEditVariable(x, strength: 500)
        solver.reset()
        XCTAssertFalse(solver.hasConstraint(c))
        XCTAssertFalse(solver.hasEditVariable(x))
        XCTAssertNil(solver.value(of: x))
        try solver.addConstraint(c)
        XCTAssertEqual(solver.value(of: x), 4)
    }

    func testValueWithoutUpdate() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x == 2 * y)
        try solver.addConstraint(y == 3)
        XCTAssertEqual(solver.value(of: x), 6)
        XCTAssertEqual(x.value, 0, "value is only written by updateVariables")
    }

    func testVariableSharedBetweenSolvers() throws {
        let x = Variable("x")
        let a = Solver(), b = Solver()
        try a.addConstraint(x == 1)
        try b.addConstraint(x == 2)
        try a.addConstraint(x >= 0)
        try b.addConstraint(x >= 0)
        XCTAssertEqual(a.value(of: x), 1)
        XCTAssertEqual(b.value(of: x), 2)
    }

    func testDumpShowsEverySection() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint((x == y + 8).labeled("x == y + 8 (a.yaml:3)"))
        try solver.addConstraint((y >= 10).strength(250))
        try solver.addEditVariable(x, strength: 750)
        try solver.suggestValue(30, for: x)
        let dump = solver.debugDescription
        for heading in ["Objective", "Tableau", "Infeasible", "Variables", "Edit Variables", "Constraints"] {
            XCTAssertTrue(dump.contains(heading + "\n"), heading)
        }
        XCTAssertTrue(dump.contains("@750: "))
        XCTAssertTrue(dump.contains("@250: "))
        XCTAssertTrue(dump.contains("x = v1 = 30.0"))
        XCTAssertTrue(dump.contains("y = v2 = 22.0"))
        XCTAssertTrue(dump.contains("x == y + 8  [x == y + 8 (a.yaml:3)]"))
        XCTAssertTrue(dump.contains("y >= 10 @250"))
        XCTAssertTrue(dump.contains("x @750 suggested 30.0"))
    }

    func testErrorDescriptionsNameTheCulprit() {
        let x = Variable("width")
        let c = (x == 3).labeled("view.width == 3 (a.yaml:9)")
        XCTAssertEqual(SolverError.unknownConstraint(c).description, "unknown constraint: view.width == 3 (a.yaml:9)")
        XCTAssertEqual(SolverError.duplicateEditVariable(x).description, "duplicate edit variable: width")
        let conflict = SolverError.unsatisfiableConstraint(c, conflicts: [x >= 5])
        XCTAssertEqual(conflict.description,
                       "unsatisfiable constraint: view.width == 3 (a.yaml:9)\nconflicts with:\n  - width >= 5")
        XCTAssertTrue(SolverError.internalSolverError("boom").description.contains("boom"))
    }
}
