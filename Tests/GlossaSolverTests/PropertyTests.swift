import XCTest
import GlossaSolver

/// Random systems from a seeded generator: the same cases on every run.
final class PropertyTests: XCTestCase {
    /// Required constraints hold; and no lower priority ever costs a higher one anything: for
    /// every level p, the errors at levels ≥ p equal those of the system cut below p.
    func testRandomSystemsHoldAndRespectPriorityOrder() throws {
        for seed in 1...200 as ClosedRange<UInt64> {
            var system = RandomSystem(seed: seed, count: 6)
            var constraints: [Constraint] = []
            for _ in 0..<Int.random(in: 2...8, using: &system.rng) { constraints.append(system.requiredConstraint()) }
            for _ in 0..<Int.random(in: 3...12, using: &system.rng) { constraints.append(system.optionalConstraint()) }
            constraints.shuffle(using: &system.rng)
            let solver = Solver()
            try solver.addConstraints(constraints)
            solver.updateVariables()
            for constraint in constraints where constraint.strength.isRequired {
                XCTAssertLessThan(violation(constraint), 1e-6, "seed \(seed): \(constraint)")
            }
            let full = errorsByPriority(constraints)
            for (level, (priority, _)) in full.enumerated() {
                let cut = constraints.filter { $0.strength.priority >= priority }
                let partial = Solver()
                try partial.addConstraints(cut)
                partial.updateVariables()
                let expected = errorsByPriority(cut)
                solver.updateVariables()
                for index in 0...level {
                    XCTAssertEqual(full[index].error, expected[index].error,
                                   accuracy: 1e-6 * Swift.max(1, expected[index].error),
                                   "seed \(seed): level @\(full[index].priority) worsened by lower levels")
                }
            }
        }
    }

    /// Random add / remove / edit / suggest sequences end at the same values as a fresh solver
    /// given only the final system.
    func testIncrementalMatchesFromScratch() throws {
        for seed in 100...300 as ClosedRange<UInt64> {
            var system = RandomSystem(seed: seed, count: 6)
            let baseline = system.baseline()
            let solver = Solver()
            try solver.addConstraints(baseline)
            var live: [Constraint] = []
            var edits: [(Variable, Strength, Double)] = []
            for step in 0..<60 {
                try randomStep(&system, solver, &live, &edits)
                solver.updateVariables()
                let worst = live.filter { $0.strength.isRequired }.map(violation).max() ?? 0
                XCTAssertLessThan(worst, 1e-6, "seed \(seed) step \(step): a required constraint broke")
            }
            let fresh = Solver()
            try fresh.addConstraints(baseline + live)
            for (variable, strength, value) in edits {
                try fresh.addEditVariable(variable, strength: strength)
                try fresh.suggestValue(value, for: variable)
            }
            for variable in system.variables {
                let a = try XCTUnwrap(solver.value(of: variable)), b = try XCTUnwrap(fresh.value(of: variable))
                XCTAssertEqual(a, b, accuracy: 1e-6 * Swift.max(1, Swift.abs(b)), "seed \(seed): \(variable)")
            }
        }
    }

    private func randomStep(_ system: inout RandomSystem, _ solver: Solver, _ live: inout [Constraint],
                            _ edits: inout [(Variable, Strength, Double)]) throws {
        switch Int.random(in: 0..<10, using: &system.rng) {
        case 0...2:
            let c = system.requiredConstraint()
            try solver.addConstraint(c)
            live.append(c)
        case 3...4:
            let c = system.optionalConstraint()
            try solver.addConstraint(c)
            live.append(c)
        case 5...6 where !live.isEmpty:
            let c = live.remove(at: Int.random(in: 0..<live.count, using: &system.rng))
            try solver.removeConstraint(c)
        case 7:
            let variable = system.variables.randomElement(using: &system.rng)!
            if let index = edits.firstIndex(where: { $0.0 === variable }) {
                try solver.removeEditVariable(variable)
                edits.remove(at: index)
            } else {
                let strength = Strength(RandomSystem.priorities.randomElement(using: &system.rng)!,
                                        weight: Double.random(in: 0.5...2, using: &system.rng))
                try solver.addEditVariable(variable, strength: strength)
                edits.append((variable, strength, 0))
            }
        default:
            guard !edits.isEmpty else { return }
            let index = Int.random(in: 0..<edits.count, using: &system.rng)
            let value = Double.random(in: -150...150, using: &system.rng)
            try solver.suggestValue(value, for: edits[index].0)
            edits[index].2 = value
        }
    }
}
