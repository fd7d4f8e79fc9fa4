import XCTest
import GlossaSolver

/// The examples of the Cassowary paper and kiwi's test suite.
final class ClassicTests: XCTestCase {
    /// A line's midpoint: left + right == 2 mid, with bounds, dragged by edits.
    func testMidpointOfALine() throws {
        let left = Variable("left"), mid = Variable("mid"), right = Variable("right")
        let solver = Solver()
        try solver.addConstraints([
            left + right == 2 * mid,
            right >= left + 10,
            right <= 100,
            left >= 0,
        ])
        try solver.addEditVariable(mid, strength: .defaultHigh)
        try solver.suggestValue(50, for: mid)
        solver.updateVariables()
        XCTAssertEqual(mid.value, 50, accuracy: 1e-9)
        XCTAssertEqual(left.value + right.value, 100, accuracy: 1e-9)
        XCTAssertGreaterThanOrEqual(right.value - left.value, 10 - 1e-9)

        try solver.addEditVariable(left, strength: .defaultLow)
        try solver.suggestValue(40, for: left)
        solver.updateVariables()
        XCTAssertEqual(left.value, 40, accuracy: 1e-9)
        XCTAssertEqual(right.value, 60, accuracy: 1e-9)

        // Dragging mid past what the bounds allow: right stops at 100, mid at 95.
        try solver.suggestValue(98, for: mid)
        solver.updateVariables()
        XCTAssertEqual(right.value, 100, accuracy: 1e-9)
        XCTAssertEqual(mid.value, 95, accuracy: 1e-9)
        XCTAssertEqual(left.value, 90, accuracy: 1e-9)

        try solver.suggestValue(2, for: mid)
        solver.updateVariables()
        XCTAssertEqual(mid.value, 5, accuracy: 1e-9)
        XCTAssertEqual(left.value, 0, accuracy: 1e-9)
        XCTAssertEqual(right.value, 10, accuracy: 1e-9)
    }

    /// A window inside a screen: its size prefers a default, its edges stay on screen, and
    /// resizing the screen through an edit moves what it must.
    func testBoundedWindow() throws {
        let screen = Variable("screen.width")
        let x = Variable("window.x"), width = Variable("window.width")
        let solver = Solver()
        try solver.addConstraints([
            x >= 0,
            x + width <= screen,
            width >= 100,
            (width == 400).strength(.defaultHigh),
            (x == 50).strength(.defaultLow),
        ])
        try solver.addEditVariable(screen, strength: 999)
        try solver.suggestValue(1000, for: screen)
        solver.updateVariables()
        XCTAssertEqual(width.value, 400, accuracy: 1e-9)
        XCTAssertEqual(x.value, 50, accuracy: 1e-9)

        try solver.suggestValue(420, for: screen)
        solver.updateVariables()
        XCTAssertEqual(width.value, 400, accuracy: 1e-9, "750 beats 250: x gives way")
        XCTAssertEqual(x.value, 20, accuracy: 1e-9)

        try solver.suggestValue(300, for: screen)
        solver.updateVariables()
        XCTAssertEqual(x.value, 0, accuracy: 1e-9)
        XCTAssertEqual(width.value, 300, accuracy: 1e-9)

        try solver.suggestValue(50, for: screen)  // the edit (999) cannot beat width >= 100
        solver.updateVariables()
        XCTAssertEqual(width.value, 100, accuracy: 1e-9)
        XCTAssertEqual(screen.value, 100, accuracy: 1e-9)
    }

    /// kiwi's `test_managing_constraints`-style check that strengths order as expected.
    func testStrongerPreferenceWins() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 10).strength(250))
        try solver.addConstraint((x == 20).strength(750))
        try solver.addConstraint((x == 30).strength(500))
        solver.updateVariables()
        XCTAssertEqual(x.value, 20, accuracy: 1e-9)
    }

    func testWeightsTradeOffWithinOneLevel() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 10).strength(Strength(500, weight: 1)))
        try solver.addConstraint((x == 20).strength(Strength(500, weight: 3)))
        solver.updateVariables()
        XCTAssertEqual(x.value, 20, accuracy: 1e-9)
    }
}
