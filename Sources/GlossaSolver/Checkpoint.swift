/// A solver's state after the first `count` constraints of a list, kept so that a later list that
/// begins with the same constraints resumes from it instead of adding them all again.
///
/// Resuming gives the same tableau, bit for bit, as adding the list to a new solver: the state after
/// the shared beginning is the one these additions produced, and the rest is added by the same
/// operations in the same order (see `Solver`, "Determinism"). The caller must check that the
/// beginnings are the same constraint for constraint (`Constraint.isIdentical(to:)`).
///
/// The tableau is held in a box (`SavedTableau`), not inline: other modules keep checkpoints in their own values
/// (`SolvedPass` in GlossaLayout), so the size of this struct must not follow the tableau's stored properties.
public struct SolverCheckpoint {
    private let saved: SavedTableau
    var tableau: Tableau { saved.tableau }
    /// How many constraints of the list had been offered (added or refused) when it was taken.
    public let count: Int

    init(tableau: Tableau, count: Int) {
        saved = SavedTableau(tableau)
        self.count = count
    }
}

extension Solver {
    /// The current state, taken after `count` constraints of the caller's list.
    public func checkpoint(after count: Int) -> SolverCheckpoint {
        SolverCheckpoint(tableau: tableau, count: count)
    }

    /// A solver in the state of `checkpoint`; the checkpoint can serve again.
    public convenience init(resuming checkpoint: SolverCheckpoint) {
        self.init()
        tableau = checkpoint.tableau
        // Variables cache their symbol in the solver that saw them last, which may have gone on
        // past the checkpoint: a new token makes every lookup go through this tableau's own map.
        tableau.token = CoreToken()
    }
}

extension Constraint {
    /// Whether adding `other` performs exactly the operations adding this one does: the same
    /// variables with the same coefficients in the same order, the same constant, relation and
    /// strength (bit for bit), and the same label.
    public func isIdentical(to other: Constraint) -> Bool {
        if self === other { return true }
        return isShaped(like: other) && expression.constant.bitPattern == other.expression.constant.bitPattern
            && label == other.label
    }

    /// Whether `other` differs from this one at most in its constant and its label: the same relation
    /// and strength, the same variables in the same order with the same coefficients (bit for bit).
    /// Lists alike constraint for constraint have the same `ConstraintShape`, variables included.
    public func isShaped(like other: Constraint) -> Bool {
        if self === other { return true }
        guard relation == other.relation, strength.priority.bitPattern == other.strength.priority.bitPattern,
              strength.weight.bitPattern == other.strength.weight.bitPattern,
              expression.terms.count == other.expression.terms.count else { return false }
        for (mine, theirs) in zip(expression.terms, other.expression.terms)
            where mine.variable !== theirs.variable || mine.coefficient.bitPattern != theirs.coefficient.bitPattern {
            return false
        }
        return true
    }
}
