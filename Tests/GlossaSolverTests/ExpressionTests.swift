import XCTest
@testable import GlossaSolver

final class ExpressionTests: XCTestCase {
    func testOperatorsBuildTermsAndConstants() {
        let x = Variable("x"), y = Variable("y")
        let e = 2 * x - y / 4 + 3 - (x * 0.5) + 1
        XCTAssertEqual(e.terms.map(\.coefficient), [2, -0.25, -0.5])
        XCTAssertTrue(e.terms[0].variable === x && e.terms[1].variable === y)
        XCTAssertEqual(e.constant, 4)
        let negated = -(x + 1)
        XCTAssertEqual(negated.terms.map(\.coefficient), [-1])
        XCTAssertEqual(negated.constant, -1)
        XCTAssertEqual((5 - x).constant, 5)
        XCTAssertEqual((5 - x).terms[0].coefficient, -1)
        XCTAssertEqual((Term(x, 3) + Term(y)).terms.map(\.coefficient), [3, 1])
    }

    func testExpressionValueUsesVariableValues() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x == 7)
        solver.updateVariables()
        XCTAssertEqual((3 * x + 1).value, 22)
    }

    func testComparisonsNormalizeToLeftMinusRight() {
        let x = Variable("x"), y = Variable("y")
        let c = x <= y + 8
        XCTAssertEqual(c.relation, .lessOrEqual)
        XCTAssertEqual(c.expression.terms.map(\.coefficient), [1, -1])
        XCTAssertEqual(c.expression.constant, -8)
        XCTAssertTrue(c.strength.isRequired)
        XCTAssertEqual((10 >= x).relation, .greaterOrEqual)
        XCTAssertEqual((10 >= x).expression.constant, 10)
        XCTAssertEqual((x == 3).expression.constant, -3)
    }

    func testFormulaReadsLikeTheSource() {
        let name = Variable("name.leading"), avatar = Variable("avatar.trailing")
        XCTAssertEqual((name == avatar + 8).formula, "name.leading == avatar.trailing + 8")
        let left = Variable("left"), right = Variable("right"), mid = Variable("mid")
        XCTAssertEqual((left + right == 2 * mid).formula, "left + right == 2 * mid")
        XCTAssertEqual((Variable("w") >= 44).strength(750).formula, "w >= 44 @750")
        XCTAssertEqual((5 >= Variable("x")).formula, "x <= 5")
        XCTAssertEqual((Variable("x") * 0.5 == 1.25).formula, "0.5 * x == 1.25")
        XCTAssertEqual(Expression(constant: 0).description, "0")
        XCTAssertEqual((2 * left - right - 3).description, "2 * left - right - 3")
    }

    func testLabelIsTheDescription() {
        let x = Variable("x")
        let c = (x == 1).labeled("x == 1 (quiz.yaml:12)")
        XCTAssertEqual(c.description, "x == 1 (quiz.yaml:12)")
        XCTAssertEqual(c.strength(250).label, "x == 1 (quiz.yaml:12)")
        XCTAssertEqual(c.strength(250).strength.priority, 250)
        XCTAssertEqual((x == 1).description, "x == 1")
    }

    func testStrengthClampsAndOrders() {
        XCTAssertEqual(Strength(5000).priority, 1000)
        XCTAssertEqual(Strength(0).priority, 1)
        XCTAssertTrue(Strength(1000).isRequired)
        XCTAssertFalse(Strength(999).isRequired)
        XCTAssertLessThan(Strength.defaultLow, Strength.defaultHigh)
        let literal: Strength = 750
        XCTAssertEqual(literal, .defaultHigh)
        XCTAssertEqual(Strength(250, weight: 2).description, "250×2")
        XCTAssertEqual(Strength.required.description, "required")
    }
}
