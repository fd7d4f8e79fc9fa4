import GlossaSolver

/// Re-solves a layout's constraint system in place when only its constants changed (a text's measured
/// height between measure passes), instead of building a new solver.
///
/// The planned constraints of the next pass are compared one by one with those in the solver: the same
/// variables, coefficients, relation and strength in the same order, so the system's structure is the same.
/// Each constraint whose constant differs is removed and its replacement added (the solver's own
/// incremental operations, a few pivots each). Anything else — a different structure, a constraint that was
/// dropped as unsatisfiable, a replacement the solver refuses — answers nil, and the caller solves from
/// scratch, so which constraints are dropped, and the messages that say so, never depend on this path.
enum IncrementalSolve {
    /// The constraints now in `solver` (the next pass's, where a constant changed), or nil when the caller
    /// must build a new solver; after nil, `solver` is in an unspecified state.
    static func update(_ solver: Solver, current: [PlannedConstraint], next: [PlannedConstraint]) -> [PlannedConstraint]? {
        guard current.count == next.count else { return nil }
        var changed: [Int] = []
        for index in current.indices {
            let old = current[index].constraint, new = next[index].constraint
            guard sameStructure(old, new) else { return nil }
            if old.expression.constant != new.expression.constant { changed.append(index) }
        }
        var result = current
        do {
            for index in changed {
                try solver.removeConstraint(current[index].constraint)
                try solver.addConstraint(next[index].constraint)
                result[index] = next[index]
            }
        } catch {
            return nil
        }
        return result
    }

    /// Same variables (by identity) with the same coefficients, relation and strength: only the constant may differ.
    static func sameStructure(_ a: Constraint, _ b: Constraint) -> Bool {
        guard a.relation == b.relation, a.strength == b.strength, a.expression.terms.count == b.expression.terms.count else {
            return false
        }
        for (x, y) in zip(a.expression.terms, b.expression.terms) where x.variable !== y.variable || x.coefficient != y.coefficient {
            return false
        }
        return true
    }
}
