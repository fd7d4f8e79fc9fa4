import XCTest
import GlossaSolver

/// Auto Layout semantics: a higher priority wins over any number of lower ones.
final class PriorityTests: XCTestCase {
    /// 1,000 violated priority-250 constraints do not outweigh one priority-251 constraint,
    /// which kiwi's weighted sum would let them do.
    func testThousandAt250LoseToOneAt251() throws {
        let solver = Solver()
        let x = Variable("x")
        var others: [Variable] = []
        for i in 0..<1000 {
            let y = Variable("y\(i)")
            others.append(y)
            try solver.addConstraint(y == x)
            try solver.addConstraint((y == 0).strength(250))
        }
        try solver.addConstraint((x == 100).strength(251))
        solver.updateVariables()
        XCTAssertEqual(x.value, 100, accuracy: 1e-9)
        XCTAssertEqual(others[999].value, 100, accuracy: 1e-9)
    }

    func testThousandWeightedErrorsAt250StillLose() throws {
        let solver = Solver()
        let x = Variable("x")
        for _ in 0..<1000 {
            try solver.addConstraint((x <= 0).strength(Strength(250, weight: 1000)))
        }
        try solver.addConstraint((x >= 1e6).strength(Strength(251, weight: 0.001)))
        solver.updateVariables()
        XCTAssertEqual(x.value, 1e6, accuracy: 1e-3)
    }

    /// Order of addition does not matter: the 251 added first still wins.
    func testHigherPriorityAddedFirstStillWins() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 100).strength(251))
        for _ in 0..<500 { try solver.addConstraint((x == 0).strength(250)) }
        solver.updateVariables()
        XCTAssertEqual(x.value, 100, accuracy: 1e-9)
    }

    /// Removing the higher level hands the decision to the lower one.
    func testRemovingTheHigherLevelLetsTheLowerDecide() throws {
        let solver = Solver()
        let x = Variable("x")
        let high = (x == 100).strength(251)
        try solver.addConstraint(high)
        for _ in 0..<10 { try solver.addConstraint((x == 0).strength(250)) }
        try solver.removeConstraint(high)
        solver.updateVariables()
        XCTAssertEqual(x.value, 0, accuracy: 1e-9)
    }

    /// Hugging and compression as in a label: compression (750) keeps the intrinsic width
    /// against a container that is too small only if the container itself may grow.
    func testCompressionBeatsHugging() throws {
        let solver = Solver()
        let width = Variable("label.width"), container = Variable("container.width")
        try solver.addConstraint(width <= container)
        try solver.addConstraint((width <= 120).strength(250))   // hugging
        try solver.addConstraint((width >= 120).strength(750))   // compression resistance
        try solver.addConstraint((container == 80).strength(500))
        solver.updateVariables()
        XCTAssertEqual(width.value, 120, accuracy: 1e-9)
        XCTAssertEqual(container.value, 120, accuracy: 1e-9)
    }

    /// Edits are priorities like any other: an edit at 500 loses to a 750 preference.
    func testEditsRespectPriority() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 10).strength(750))
        try solver.addEditVariable(x, strength: 500)
        try solver.suggestValue(99, for: x)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10, accuracy: 1e-9)
        try solver.addEditVariable(Variable("unused"), strength: 800)
        let y = Variable("y")
        try solver.addEditVariable(y, strength: 800)
        try solver.addConstraint((y == x).strength(700))
        try solver.suggestValue(5, for: y)
        solver.updateVariables()
        XCTAssertEqual(y.value, 5, accuracy: 1e-9)
        XCTAssertEqual(x.value, 10, accuracy: 1e-9)
    }
}
