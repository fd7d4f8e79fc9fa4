import XCTest
import GlossaSolver

/// A system solved from the basis of one of the same shape (other constants, other variables) gives
/// the values a solve from scratch gives, or declines: when the optimum is not unique, when a required
/// constraint no longer holds, when the shape differs.
final class ReuseTests: XCTestCase {
    /// A table row: a label and a value side by side in a container, each hugging its intrinsic size
    /// (hugging 250, compression resistance 750), 16 pt margins, at least 8 pt between them, centred
    /// vertically in a row at least 44 pt tall.
    struct Row {
        let container = Variable("container.width"), height = Variable("row.height")
        let labelX = Variable("label.x"), labelWidth = Variable("label.width")
        let labelY = Variable("label.y"), labelHeight = Variable("label.height")
        let valueX = Variable("value.x"), valueWidth = Variable("value.width")
        var variables: [Variable] { [container, height, labelX, labelWidth, labelY, labelHeight, valueX, valueWidth] }

        func constraints(width: Double, label: Double, value: Double, lineHeight: Double) -> [Constraint] {
            [
                container == width,
                height >= 44,
                (height == labelHeight + 22).strength(500),
                labelX == 16,
                labelWidth >= 0,
                valueWidth >= 0,
                valueX + valueWidth == container - 16,
                valueX >= labelX + labelWidth + 8,
                (labelWidth <= label).strength(250), (labelWidth >= label).strength(750),
                (valueWidth <= value).strength(250), (valueWidth >= value).strength(749),
                (labelHeight == lineHeight).strength(750),
                labelY == (height - labelHeight) * 0.5,
                (valueX == labelX + labelWidth + 8).strength(1),
            ]
        }
    }

    static func solve(_ constraints: [Constraint]) throws -> Solver {
        let solver = Solver()
        try solver.addConstraints(constraints)
        return solver
    }

    static func template(_ constraints: [Constraint]) throws -> SolvedTemplate? {
        try solve(constraints).template(for: constraints, shape: ConstraintShape(constraints))
    }

    static func values(_ solver: Solver, _ variables: [Variable]) -> [UInt64] {
        solver.updateVariablesRounded()
        return variables.map(\.value.bitPattern)
    }

    func testConstantsChangedInPlaceGiveTheValuesOfAFreshSolve() throws {
        let cases: [(Double, Double, Double, Double)] = [
            (393, 120, 60, 20.3), (393, 300, 90, 20.3), (320, 250, 120, 31.7), (428, 17.3, 333.3, 40),
            (393, 120.125, 60.0625, 19.068), (200, 400, 400, 53.1),
        ]
        let first = Row().constraints(width: 393, label: 120, value: 60, lineHeight: 20.3)
        let template = try XCTUnwrap(Self.template(first))
        for (width, label, value, line) in cases {
            // Other variables (another screen), the same shape.
            let row = Row()
            let constraints = row.constraints(width: width, label: label, value: value, lineHeight: line)
            let reused = try XCTUnwrap(Solver(reusing: template, for: constraints, shape: ConstraintShape(constraints)),
                                       "declined \(width) \(label) \(value)")
            let freshRow = Row()
            let fresh = try Self.solve(freshRow.constraints(width: width, label: label, value: value, lineHeight: line))
            XCTAssertEqual(Self.values(reused, row.variables), Self.values(fresh, freshRow.variables), "\(width) \(label) \(value)")
            XCTAssertEqual(reused.constraints.map(ObjectIdentifier.init), constraints.map(ObjectIdentifier.init))
        }
        // The template serves again, unchanged by its uses: the row 44 pt tall, the label centred in it.
        let again = Row()
        let constraints = again.constraints(width: 393, label: 120, value: 60, lineHeight: 20.3)
        let reused = try XCTUnwrap(Solver(reusing: template, for: constraints, shape: ConstraintShape(constraints)))
        // On the solver's grid of 2^-20 (`updateVariablesRounded()`).
        XCTAssertEqual(Self.values(reused, again.variables).map(Double.init(bitPattern:)),
                       [393, 44, 16, 120, 11.85, 20.3, 317, 60].map { ($0 * 1_048_576).rounded() / 1_048_576 })
    }

    func testATemplateHandedOnFromReuseToReuseStillGivesTheValuesOfAFreshSolve() throws {
        // As a matrix hands each screen's solve to the next: 40 generations, constants wandering
        // back and forth, every one equal bit for bit to a solve from scratch.
        var template = try XCTUnwrap(Self.template(Row().constraints(width: 393, label: 120, value: 60, lineHeight: 20.3)))
        XCTAssertEqual(template.generation, 0)
        for step in 1...40 {
            let wave = Double((step * 37) % 23) - 11
            let (width, label, value, line) = (393 + wave * 3, 120 + wave * 9.125, 60 - wave * 2.5, 20.3 + Double(step % 5) * 1.7)
            let row = Row(), constraints = row.constraints(width: width, label: label, value: value, lineHeight: line)
            let (reused, next) = try XCTUnwrap(Solver.reusing(template, for: constraints, shape: ConstraintShape(constraints)),
                                               "declined at step \(step)")
            XCTAssertEqual(next.generation, step)
            let freshRow = Row()
            let fresh = try Self.solve(freshRow.constraints(width: width, label: label, value: value, lineHeight: line))
            XCTAssertEqual(Self.values(reused, row.variables), Self.values(fresh, freshRow.variables), "step \(step)")
            template = next
        }
    }

    func testItDeclinesWhenTheOptimumIsNotUnique() throws {
        let x = Variable("x"), y = Variable("y")
        let list = { (top: Double) in [x >= 0, x <= top, y == x + 10] }
        let template = try XCTUnwrap(Self.template(list(100)))
        // x may be anything in [0, 150]: a fresh solve's choice depends on its pivots, so no reuse.
        XCTAssertNil(Solver(reusing: template, for: list(150), shape: ConstraintShape(list(150))))
        // Pinned by a preference, it is unique again.
        let pinned = { (top: Double) in [x >= 0, x <= top, y == x + 10, (x == top).strength(1)] }
        let pinnedTemplate = try XCTUnwrap(Self.template(pinned(100)))
        let reused = try XCTUnwrap(Solver(reusing: pinnedTemplate, for: pinned(150), shape: ConstraintShape(pinned(150))))
        reused.updateVariablesRounded()
        XCTAssertEqual([x.value, y.value], [150, 160])
    }

    func testItDeclinesWhenARequiredConstraintNoLongerHolds() throws {
        let x = Variable("x")
        let list = { (low: Double) in [x == 10, x >= low] }
        let template = try XCTUnwrap(Self.template(list(5)))
        XCTAssertNil(Solver(reusing: template, for: list(20), shape: ConstraintShape(list(20))))
        XCTAssertNotNil(Solver(reusing: template, for: list(10), shape: ConstraintShape(list(10))))
        // A redundant required equality that stops being redundant.
        let y = Variable("y")
        let equalities = { (other: Double) in [x == 10, y == x, y == other] }
        let redundant = try XCTUnwrap(Self.template(equalities(10)))
        XCTAssertNil(Solver(reusing: redundant, for: equalities(11), shape: ConstraintShape(equalities(11))))
    }

    func testItDeclinesAnotherShapeOrARefusal() throws {
        let x = Variable("x"), y = Variable("y")
        let list = [x >= 10, y == x + 1]
        let template = try XCTUnwrap(Self.template(list))
        for other in [[x <= 10, y == x + 1], [x >= 10, y == x * 2 + 1], [x >= 10, x == y + 1], [x >= 10]] {
            XCTAssertNil(Solver(reusing: template, for: other, shape: ConstraintShape(other)))
        }
        let refusing = [x == 1, x == 2]
        let solver = Solver()
        try solver.addConstraint(refusing[0])
        XCTAssertThrowsError(try solver.addConstraint(refusing[1]))
        XCTAssertNil(solver.template(for: refusing, shape: ConstraintShape(refusing)))
    }
}
