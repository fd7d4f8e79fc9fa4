/// An incremental Cassowary constraint solver with Auto Layout priorities.
///
/// Constraints, edits and suggestions are applied to the current tableau: adding or
/// removing a constraint re-optimizes with the primal simplex, and `suggestValue` repairs
/// the basis with the dual simplex, so a resize costs a few pivots, not a new solve.
///
/// ## Why a higher priority always wins
/// The objective is lexicographic. Each optional priority present has its own objective row
/// `E_p = Σ weight × error` over the constraints of priority `p` (errors are the non-negative
/// slack variables measuring how far a constraint is from holding). The solver minimizes the
/// vector `(E_p1, E_p2, …)` for `p1 > p2 > …` in lexicographic order: `E_p2` only matters
/// among solutions with the least possible `E_p1`. A symbol may enter the basis only if its
/// cost is negative at some level and zero at every level above (`enteringSymbol`), and the
/// dual simplex compares cost ratios level by level (`hasSmallerRatio`). At the end every
/// non-basic symbol's cost vector is lexicographically ≥ 0, and since any feasible point is
/// the current one plus non-negative multiples of those symbols, no feasible point has a
/// lexicographically smaller objective. No weights are mixed across levels, so no number of
/// priority-250 errors, however large, can ever be traded for any priority-251 error:
/// the guarantee holds without a bound on the number of constraints or on their sizes.
/// Priority 1000 is required and never enters the objective: such constraints are rows
/// that must hold, and adding one that cannot throws.
///
/// ## Determinism
/// Symbols get increasing ids in the order this solver first sees them; rows keep their cells
/// sorted by id; every choice of entering or leaving symbol takes the lowest id among ties;
/// user-visible lists follow the order of addition. Dictionaries keyed by object identity
/// serve lookups only and are never iterated where order could matter. So the same calls in
/// the same order perform the same floating-point operations in the same order, and give the
/// same values bit for bit in every process, whatever the hash seed or the heap addresses.
public final class Solver: CustomDebugStringConvertible {
    var tableau = Tableau()

    public init() {}

    /// A solver that refers to rows longer than `longRow` cells instead of copying them (see References.swift).
    init(longRow: Int) {
        tableau.longRow = longRow
    }

    // MARK: constraints

    /// Adds a constraint.
    ///
    /// A required constraint that cannot hold throws `.unsatisfiableConstraint` naming a
    /// minimal set of required constraints it conflicts with; the solver is then unchanged.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        do {
            try tableau.add(constraint)
        } catch .unsatisfiableConstraint(let culprit, _) {
            throw .unsatisfiableConstraint(culprit, conflicts: minimalConflict(for: culprit))
        }
    }

    /// Adds constraints in order, stopping at the first that fails.
    public func addConstraints(_ constraints: [Constraint]) throws(SolverError) {
        for constraint in constraints { try addConstraint(constraint) }
    }

    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        try tableau.remove(constraint)
    }

    public func hasConstraint(_ constraint: Constraint) -> Bool {
        tableau.record(of: constraint) != nil
    }

    /// The constraints in the solver, in the order they were added (edits not included).
    public var constraints: [Constraint] {
        tableau.orderedRecords.map(\.constraint)
    }

    // MARK: edits

    /// Makes `variable` editable: `suggestValue` will then pull it toward a value with this
    /// (optional) strength.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        if tableau.edits[key] != nil { throw .duplicateEditVariable(variable) }
        if strength.isRequired { throw .badRequiredStrength(variable, strength) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength,
                                    label: "edit \(variable) @\(strength)")
        tableau.onlyAdded = false  // a replay would add the edit as a plain constraint
        try tableau.add(constraint)
        let tag = tableau.record(of: constraint)!.tag
        tableau.edits[key] = EditInfo(variable: variable, constraint: constraint, tag: tag,
                                      constant: 0, sequence: tableau.sequence)
    }

    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let info = tableau.edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
        try tableau.remove(info.constraint)
        tableau.edits[ObjectIdentifier(variable)] = nil
    }

    public func hasEditVariable(_ variable: Variable) -> Bool {
        tableau.edits[ObjectIdentifier(variable)] != nil
    }

    /// Pulls an edit variable toward `value`, re-optimizing incrementally (dual simplex).
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        try tableau.suggest(value, for: variable)
    }

    /// The edit variables with their strengths and last suggested values, in order of addition.
    public var editVariables: [(variable: Variable, strength: Strength, suggested: Double)] {
        tableau.orderedEdits.map { ($0.variable, $0.constraint.strength, $0.constant) }
    }

    // MARK: values

    /// Copies the solution into every variable's `value`.
    public func updateVariables() {
        let values = tableau.refersToRows ? tableau.basicValues() : []
        for (variable, symbol) in tableau.variables {
            variable.value = values.isEmpty ? tableau.value(of: symbol) : values[symbol.id]
        }
    }

    /// Copies the solution into every variable's `value`, rounded to the nearest 2^-20 (about a
    /// millionth of a point, far below anything drawn or reported; values beyond ±1e6 as they are; -0
    /// as 0): solves that reach one optimum by different pivots differ by round-off (up to about
    /// 1e-12), far below that, so they read the same.
    ///
    /// The grid is binary and coarse, so that no length a layout is made of lies within round-off of a
    /// half-way point, where round-off would choose the side. Text metrics are often exact binary
    /// fractions (San Francisco's ascender at 17 pt is 16.1865234375 pt), which a decimal grid of 1e-9
    /// splits exactly in half; on a binary grid they are grid points. Lengths with three decimals
    /// (measured text widths) stay at least 0.004 of a step from a half-way point: 4e-9 pt on this grid,
    /// but only 4e-12 on a grid of 2^-30, inside the round-off.
    public func updateVariablesRounded() {
        let grid = 1_048_576.0  // 2^20
        let values = tableau.refersToRows ? tableau.basicValues() : []
        for (variable, symbol) in tableau.variables {
            let value = values.isEmpty ? tableau.value(of: symbol) : values[symbol.id]
            variable.value = Swift.abs(value) < 1e6 ? (value * grid).rounded() / grid + 0 : value
        }
    }

    /// The current solution for one variable without touching `value`; nil if the solver has
    /// never seen it.
    public func value(of variable: Variable) -> Double? {
        tableau.value(of: variable)
    }

    /// Forgets every constraint, edit and variable.
    public func reset() {
        let longRow = tableau.longRow
        tableau = Tableau()
        tableau.longRow = longRow
    }

    // MARK: diagnosis

    /// A minimal set of required constraints in the solver that, with `culprit`, cannot hold.
    ///
    /// Deletion filtering on scratch solvers, in chunks that halve down to single constraints:
    /// a chunk is dropped whenever the rest still conflicts with `culprit`. Since removing
    /// constraints never turns a satisfiable set unsatisfiable, a constraint kept in the final
    /// single-constraint pass was needed by a superset of the result, hence by the result:
    /// removing any one member makes the set satisfiable. It only runs after a failure, so
    /// clarity wins over speed.
    func minimalConflict(for culprit: Constraint) -> [Constraint] {
        var kept = tableau.requiredConstraints
        var chunk = Swift.max(1, kept.count / 2)
        while true {
            var start = 0
            while start < kept.count {
                let end = Swift.min(start + chunk, kept.count)
                let trial = Array(kept[..<start] + kept[end...])
                if !Solver.isSatisfiable(trial + [culprit]) { kept = trial } else { start = end }
            }
            if chunk == 1 { return kept }
            chunk = Swift.max(1, chunk / 2)
        }
    }

    static func isSatisfiable(_ required: [Constraint]) -> Bool {
        var scratch = Tableau()
        for constraint in required {
            do { try scratch.add(constraint) } catch { return false }
        }
        return true
    }
}
