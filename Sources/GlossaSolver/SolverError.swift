/// Why the solver refused a request, naming the object at fault.
///
/// These are kiwi's seven errors. A failed call leaves the solver exactly as it was before
/// the call, so a caller can report the error and go on with the remaining constraints.
public enum SolverError: Error, CustomStringConvertible {
    /// The required constraint cannot hold together with `conflicts`, a minimal set of
    /// required constraints already in the solver: drop any one of them (or the constraint)
    /// and the rest can all hold. Listed in the order they were added.
    case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
    /// The constraint was never added, or was already removed.
    case unknownConstraint(Constraint)
    /// The constraint (this very object) is already in the solver.
    case duplicateConstraint(Constraint)
    /// The variable is not an edit variable of this solver.
    case unknownEditVariable(Variable)
    /// The variable is already an edit variable of this solver.
    case duplicateEditVariable(Variable)
    /// Edit variables must be optional: a required edit could make a later suggestion
    /// unsatisfiable, which `suggestValue` has no way to refuse.
    case badRequiredStrength(Variable, Strength)
    /// The tableau reached a state that the algorithm rules out; a bug, not bad input.
    case internalSolverError(String)

    public var description: String {
        switch self {
        case let .unsatisfiableConstraint(constraint, conflicts):
            let list = conflicts.map { "  - \($0)" }.joined(separator: "\n")
            return "unsatisfiable constraint: \(constraint)\nconflicts with:\n\(list)"
        case let .unknownConstraint(constraint):
            return "unknown constraint: \(constraint)"
        case let .duplicateConstraint(constraint):
            return "duplicate constraint: \(constraint)"
        case let .unknownEditVariable(variable):
            return "unknown edit variable: \(variable)"
        case let .duplicateEditVariable(variable):
            return "duplicate edit variable: \(variable)"
        case let .badRequiredStrength(variable, strength):
            return "edit variable \(variable) cannot have strength \(strength): edits must be optional"
        case let .internalSolverError(message):
            return "internal solver error: \(message)"
        }
    }
}
