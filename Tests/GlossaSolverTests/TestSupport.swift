import GlossaSolver

/// SplitMix64: a seeded generator whose sequence is fixed by its seed, so a failing random
/// case fails the same way on every run and machine.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random linear systems that hold at a hidden solution, so that required constraints are
/// always satisfiable together.
struct RandomSystem {
    var rng: SeededGenerator
    let variables: [Variable]
    let hidden: [Double]
    static let priorities: [Double] = [100, 250, 500, 750, 999]

    init(seed: UInt64, count: Int) {
        rng = SeededGenerator(seed: seed)
        variables = (0..<count).map { Variable("x\($0)") }
        var generator = rng
        hidden = (0..<count).map { _ in Double(Int.random(in: -100...100, using: &generator)) }
        rng = generator
    }

    mutating func expression() -> Expression {
        var expression = Expression()
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            let variable = variables.randomElement(using: &rng)!
            let coefficient = [-2, -1, 1, 2, 0.5].randomElement(using: &rng)!
            expression.terms.append(Term(variable, coefficient))
        }
        return expression
    }

    func valueAtHidden(_ expression: Expression) -> Double {
        expression.terms.reduce(expression.constant) { sum, term in
            sum + term.coefficient * hidden[variables.firstIndex { $0 === term.variable }!]
        }
    }

    /// A required constraint true at the hidden solution.
    mutating func requiredConstraint() -> Constraint {
        let e = expression()
        let value = valueAtHidden(e)
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: return e == value
        case 1: return e <= value + Double.random(in: 0...20, using: &rng)
        default: return e >= value - Double.random(in: 0...20, using: &rng)
        }
    }

    /// An optional constraint that may well conflict with others.
    mutating func optionalConstraint() -> Constraint {
        let e = expression()
        let target = valueAtHidden(e) + Double.random(in: -50...50, using: &rng)
        let strength = Strength(RandomSystem.priorities.randomElement(using: &rng)!,
                                weight: Double.random(in: 0.5...2, using: &rng))
        let relation = [Relation.equal, .lessOrEqual, .greaterOrEqual].randomElement(using: &rng)!
        return Constraint(e - target, relation, strength: strength)
    }

    /// One priority-1 preference per variable, with distinct random weights and targets, so
    /// that the optimum is a single point and two solvers can be compared by value.
    mutating func baseline() -> [Constraint] {
        variables.map { v in
            (v == Double.random(in: -200...200, using: &rng))
                .strength(Strength(1, weight: Double.random(in: 0.1...1, using: &rng)))
        }
    }
}

/// How far a constraint is from holding at the variables' current values (0 when it holds).
func violation(_ constraint: Constraint) -> Double {
    let value = constraint.expression.value
    switch constraint.relation {
    case .equal: return Swift.abs(value)
    case .lessOrEqual: return Swift.max(0, value)
    case .greaterOrEqual: return Swift.max(0, -value)
    }
}

/// The weighted error per optional priority, highest first.
func errorsByPriority(_ constraints: [Constraint]) -> [(priority: Double, error: Double)] {
    let priorities = Set(constraints.filter { !$0.strength.isRequired }.map(\.strength.priority)).sorted(by: >)
    return priorities.map { p in
        (p, constraints.filter { $0.strength.priority == p }.reduce(0) { $0 + $1.strength.weight * violation($1) })
    }
}
