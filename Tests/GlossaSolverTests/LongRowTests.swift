import XCTest
import GlossaSolver

/// Systems whose rows grow long and fill with cancelled cells, where substitutions insert
/// several cells at once in the middle of a row.
final class LongRowTests: XCTestCase {
    /// A required chain x[i] == x[i-1] + 1 with preferences x[i] == 2i: every preference moves
    /// the optimum, x[0] settles on the median of 0..<n, and removals move it back.
    func testChainOfPreferencesFollowsTheMedian() throws {
        let n = 161
        let solver = Solver()
        let x = (0..<n).map { Variable("x\($0)") }
        var preferences: [Constraint] = []
        for i in 0..<n {
            if i > 0 { try solver.addConstraint(x[i] == x[i - 1] + 1) }
            let preference = (x[i] == Double(2 * i)).strength(250)
            preferences.append(preference)
            try solver.addConstraint(preference)
            if i % 2 == 0 {  // an odd number of preferences: the median is unique
                solver.updateVariables()
                XCTAssertEqual(x[0].value, Double(i / 2), accuracy: 1e-9, "after \(i + 1) preferences")
            }
        }
        solver.updateVariables()
        for i in 0..<n { XCTAssertEqual(x[i].value, x[0].value + Double(i), accuracy: 1e-9) }

        // Dropping the upper 100 preferences leaves 0...60, whose median is 30.
        for preference in preferences[61...].reversed() { try solver.removeConstraint(preference) }
        solver.updateVariables()
        XCTAssertEqual(x[0].value, 30, accuracy: 1e-9)
        XCTAssertEqual(x[n - 1].value, 30 + Double(n - 1), accuracy: 1e-9)
    }
}
