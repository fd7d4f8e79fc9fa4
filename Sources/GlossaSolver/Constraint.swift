/// How the two sides of a constraint compare.
public enum Relation: Sendable, CustomStringConvertible {
    case lessOrEqual, equal, greaterOrEqual

    public var description: String {
        switch self {
        case .lessOrEqual: return "<="
        case .equal: return "=="
        case .greaterOrEqual: return ">="
        }
    }

    var flipped: Relation {
        switch self {
        case .lessOrEqual: return .greaterOrEqual
        case .equal: return .equal
        case .greaterOrEqual: return .lessOrEqual
        }
    }
}

/// How much a constraint matters: an Auto Layout priority from 1 to 1000.
///
/// 1000 is required: the solver refuses to violate it. Below that, a constraint of higher
/// priority always wins over any number of constraints of lower priority (see `Solver` for
/// how that is guaranteed). `weight` only trades off constraints of the *same* priority, the
/// way kiwi's weights do; it can never lift a constraint over a higher priority.
public struct Strength: Sendable, Hashable, Comparable, CustomStringConvertible,
                       ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public let priority: Double
    public let weight: Double

    /// Priorities outside 1...1000 are clamped into it, as Auto Layout and kiwi clamp theirs.
    public init(_ priority: Double, weight: Double = 1) {
        precondition(!priority.isNaN && weight.isFinite && weight > 0, "bad strength \(priority) × \(weight)")
        self.priority = Swift.min(Swift.max(priority, 1), 1000)
        self.weight = weight
    }

    /// Below every priority a user can give: for the probes of `Solver.ambiguousVariables`.
    static let probe = Strength(unclampedPriority: 0.5)

    private init(unclampedPriority: Double) {
        priority = unclampedPriority
        weight = 1
    }

    public init(integerLiteral value: Int) { self.init(Double(value)) }
    public init(floatLiteral value: Double) { self.init(value) }

    public static let required = Strength(1000)
    public static let defaultHigh = Strength(750)
    public static let defaultLow = Strength(250)
    public static let fittingSizeLevel = Strength(50)

    public var isRequired: Bool { priority >= 1000 }

    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        (lhs.priority, lhs.weight) < (rhs.priority, rhs.weight)
    }

    public var description: String {
        let base = isRequired ? "required" : formatNumber(priority)
        return weight == 1 ? base : "\(base)×\(formatNumber(weight))"
    }
}

/// A linear relation between variables that the solver keeps true (or, if optional, as
/// nearly true as its priority allows).
///
/// A class because the solver tracks constraints by identity: the same relation added twice
/// from two places in a layout file is two constraints, and removing one leaves the other.
/// It is immutable; `strength(_:)` and `labeled(_:)` return new constraints.
public final class Constraint: Sendable, CustomStringConvertible {
    /// The constraint reads `expression relation 0`.
    public let expression: Expression
    public let relation: Relation
    public let strength: Strength
    /// What the user wrote, in their terms: for instance the constraint's source text and
    /// `file:line`. Conflict reports print it instead of the raw formula.
    public var label: String? { writtenLabel ?? labelMaker?() }
    private let writtenLabel: String?
    /// Builds the label when it is read: most constraints are solved and never named. It reads only
    /// values that never change (names, numbers captured when the constraint was made), so reading
    /// it from another thread is safe.
    nonisolated(unsafe) private let labelMaker: (() -> String)?

    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required,
                label: String? = nil) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        writtenLabel = label
        labelMaker = nil
    }

    /// A constraint whose label is written only if it is read (in a message or a dump); `lazyLabel`
    /// must read nothing that can change.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required,
                lazyLabel: @escaping () -> String) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        writtenLabel = nil
        labelMaker = lazyLabel
    }

    /// Builds `lhs relation rhs`.
    public convenience init<L: LinearExpressible, R: LinearExpressible>(
        _ lhs: L, _ relation: Relation, _ rhs: R, strength: Strength = .required, label: String? = nil
    ) {
        self.init(lhs - rhs, relation, strength: strength, label: label)
    }

    /// The same relation at another strength.
    public func strength(_ strength: Strength) -> Constraint {
        if let labelMaker { return Constraint(expression, relation, strength: strength, lazyLabel: labelMaker) }
        return Constraint(expression, relation, strength: strength, label: writtenLabel)
    }

    /// The same relation with a label that names it in the user's terms.
    public func labeled(_ label: String) -> Constraint {
        Constraint(expression, relation, strength: strength, label: label)
    }

    /// The relation as a readable formula: positive terms on the left, the rest on the right,
    /// so `a - b - 8 == 0` prints as `a == b + 8`.
    public var formula: String {
        var left = "", right = ""
        let flip = !expression.terms.contains { $0.coefficient > 0 }
        let sign: Double = flip ? -1 : 1
        for term in expression.terms {
            let c = term.coefficient * sign
            let side = c > 0
            let render = { (m: Double) in m == 1 ? term.variable.description : "\(formatNumber(m)) * \(term.variable)" }
            if side { appendSigned(c, to: &left, render) } else { appendSigned(-c, to: &right, render) }
        }
        let constant = -expression.constant * sign
        if constant != 0 || right.isEmpty { appendSigned(constant, to: &right) { formatNumber($0) } }
        if left.isEmpty { left = "0" }
        let relationText = (flip ? relation.flipped : relation).description
        let suffix = strength.isRequired ? "" : " @\(strength)"
        return "\(left) \(relationText) \(right)\(suffix)"
    }

    public var description: String { label ?? formula }
}

public func == <A: LinearExpressible, B: LinearExpressible>(lhs: A, rhs: B) -> Constraint {
    Constraint(lhs, .equal, rhs)
}

public func <= <A: LinearExpressible, B: LinearExpressible>(lhs: A, rhs: B) -> Constraint {
    Constraint(lhs, .lessOrEqual, rhs)
}

public func >= <A: LinearExpressible, B: LinearExpressible>(lhs: A, rhs: B) -> Constraint {
    Constraint(lhs, .greaterOrEqual, rhs)
}

public func == <A: LinearExpressible>(lhs: A, rhs: Double) -> Constraint {
    Constraint(lhs.linearExpression - rhs, .equal)
}

public func <= <A: LinearExpressible>(lhs: A, rhs: Double) -> Constraint {
    Constraint(lhs.linearExpression - rhs, .lessOrEqual)
}

public func >= <A: LinearExpressible>(lhs: A, rhs: Double) -> Constraint {
    Constraint(lhs.linearExpression - rhs, .greaterOrEqual)
}

public func == <A: LinearExpressible>(lhs: Double, rhs: A) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

public func <= <A: LinearExpressible>(lhs: Double, rhs: A) -> Constraint {
    Constraint(lhs - rhs, .lessOrEqual)
}

public func >= <A: LinearExpressible>(lhs: Double, rhs: A) -> Constraint {
    Constraint(lhs - rhs, .greaterOrEqual)
}
