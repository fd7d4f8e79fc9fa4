/// An unknown of the constraint system, such as one edge of one view.
///
/// Variables are compared by identity (`===`), never by name: two views may well share a
/// name in a debug dump, but they are different unknowns. `Variable` deliberately does not
/// conform to `Equatable`, so that `a == b` always builds a `Constraint` rather than a `Bool`.
///
/// It is `@unchecked Sendable` so that errors (which must be `Sendable`) can carry the
/// constraint at fault. The only mutable state is `value`, which is written by
/// `Solver.updateVariables()` alone; since `Solver` is not `Sendable`, those writes happen in
/// the solver owner's isolation domain, and reading `value` from elsewhere while that owner
/// updates is the caller's race to avoid, exactly as with kiwi.
public final class Variable: @unchecked Sendable, CustomStringConvertible {
    /// The name shown in descriptions, dumps and error messages.
    public var name: String { suffix.isEmpty ? stem : stem + suffix }
    /// The name, in two parts joined only when it is read: a layout names four unknowns per view after the view
    /// ("title.x", "title.width", …) and reads the names only for a message.
    private let stem: String
    private let suffix: String
    /// The value found by the last `Solver.updateVariables()`; 0 before that.
    ///
    /// This and the two caches below are plain stores, read and written whole, never held across a call: no
    /// access can overlap another, so none is checked at run time (a layout reads them a million times).
    @exclusivity(unchecked) public internal(set) var value: Double = 0
    /// The symbol this variable has in the solver that saw it last: a one-entry cache that
    /// spares a dictionary lookup per term when rows are built. The token is held strongly so
    /// that its address cannot be reused by another solver's token while cached.
    @exclusivity(unchecked) var cachedSymbol: (owner: CoreToken, symbol: Symbol)?
    /// The variable's number in the `ConstraintShape` being built (`owner`), so that numbering the
    /// terms of a list hashes nothing.
    @exclusivity(unchecked) var shapeOrdinal: (owner: ShapeMark, index: Int)?

    public init(_ name: String = "") {
        stem = name
        suffix = ""
    }

    /// A variable named `stem` followed by `suffix` (`Variable("title", ".x")` is "title.x").
    public init(_ stem: String, _ suffix: String) {
        self.stem = stem
        self.suffix = suffix
    }

    public var description: String { name.isEmpty ? "<unnamed>" : name }
}

/// A variable multiplied by a coefficient: one summand of an `Expression`.
public struct Term: Sendable, CustomStringConvertible {
    public let variable: Variable
    public let coefficient: Double

    @inlinable
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String {
        coefficient == 1 ? variable.description : "\(formatNumber(coefficient)) * \(variable)"
    }
}

/// A linear expression: a sum of terms plus a constant.
///
/// Terms naming the same variable are not merged here; the solver adds their coefficients
/// when it builds a row, so building an expression stays a cheap append.
public struct Expression: Sendable, CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    @inlinable
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    @inlinable
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    @inlinable
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The value of the expression at the variables' current values.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    public var description: String {
        var text = ""
        for term in terms {
            appendSigned(term.coefficient, to: &text) { magnitude in
                magnitude == 1 ? term.variable.description : "\(formatNumber(magnitude)) * \(term.variable)"
            }
        }
        if constant != 0 || text.isEmpty {
            appendSigned(constant, to: &text) { formatNumber($0) }
        }
        return text
    }
}

/// Appends `value` as ` + x` / ` - x` (or a bare `x` / `-x` at the start), so that printed
/// expressions read like the source a person wrote.
func appendSigned(_ value: Double, to text: inout String, _ body: (Double) -> String) {
    let magnitude = Swift.abs(value)
    if text.isEmpty {
        text = (value < 0 ? "-" : "") + body(magnitude)
    } else {
        text += (value < 0 ? " - " : " + ") + body(magnitude)
    }
}

/// Prints whole numbers without a fractional part ("8", not "8.0"), as layout sources write them.
func formatNumber(_ value: Double) -> String {
    if Swift.abs(value) < 1e15, value == Double(Int64(value)) {  // no libm: the module links nothing
        return String(Int64(value))
    }
    return String(value)
}

/// Anything that reads as a linear expression: a variable, a term or an expression.
///
/// The operators below are written once against this protocol instead of once per pair of
/// types, which keeps the overload set small for the type checker.
public protocol LinearExpressible {
    var linearExpression: Expression { get }
}

extension Variable: LinearExpressible {
    @inlinable public var linearExpression: Expression { Expression(self) }
}

extension Term: LinearExpressible {
    @inlinable public var linearExpression: Expression { Expression([self]) }
}

extension Expression: LinearExpressible {
    @inlinable public var linearExpression: Expression { self }
}

// The arithmetic below is inlinable: layout builds thousands of expressions a screen, and across the module
// boundary each operator was a call into unspecialized generic code.
extension Expression {
    @inlinable
    func scaled(by factor: Double) -> Expression {
        Expression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    @inlinable
    func adding(_ other: Expression, factor: Double = 1) -> Expression {
        var result = self
        result.terms.reserveCapacity(terms.count + other.terms.count)
        for term in other.terms {
            result.terms.append(factor == 1 ? term : Term(term.variable, term.coefficient * factor))
        }
        result.constant += other.constant * factor
        return result
    }
}

@inlinable
public prefix func - <A: LinearExpressible>(operand: A) -> Expression {
    operand.linearExpression.scaled(by: -1)
}

@inlinable
public func * <A: LinearExpressible>(lhs: A, rhs: Double) -> Expression {
    lhs.linearExpression.scaled(by: rhs)
}

@inlinable
public func * <A: LinearExpressible>(lhs: Double, rhs: A) -> Expression {
    rhs.linearExpression.scaled(by: lhs)
}

@inlinable
public func / <A: LinearExpressible>(lhs: A, rhs: Double) -> Expression {
    lhs.linearExpression.scaled(by: 1 / rhs)
}

@inlinable
public func + <A: LinearExpressible, B: LinearExpressible>(lhs: A, rhs: B) -> Expression {
    lhs.linearExpression.adding(rhs.linearExpression)
}

@inlinable
public func - <A: LinearExpressible, B: LinearExpressible>(lhs: A, rhs: B) -> Expression {
    lhs.linearExpression.adding(rhs.linearExpression, factor: -1)
}

@inlinable
public func + <A: LinearExpressible>(lhs: A, rhs: Double) -> Expression {
    var result = lhs.linearExpression
    result.constant += rhs
    return result
}

@inlinable
public func + <A: LinearExpressible>(lhs: Double, rhs: A) -> Expression {
    rhs + lhs
}

@inlinable
public func - <A: LinearExpressible>(lhs: A, rhs: Double) -> Expression {
    lhs + -rhs
}

@inlinable
public func - <A: LinearExpressible>(lhs: Double, rhs: A) -> Expression {
    -rhs + lhs
}
