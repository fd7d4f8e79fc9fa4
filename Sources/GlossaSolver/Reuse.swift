/// A solved system kept so that another system of the same shape — the same constraints but for
/// their constants, over other variables in the same pattern — is solved from its optimal basis
/// instead of from nothing.
///
/// Layouts need this: between measure passes, and between the locales, content sizes and devices
/// of one screen, only intrinsic sizes change, and they are constants of the constraints.
/// `Solver(reusing:for:)` copies the solved tableau, moves each changed constant through its
/// constraint's marker (as `suggestValue` moves an edit's), repairs feasibility with the dual
/// simplex and keeps the result only when the optimum is unique in the variables: then any
/// correct solve, this one or one from scratch, finds the same values, up to round-off
/// (`updateVariablesRounded()` takes that away). Otherwise it declines, and the caller solves
/// from scratch.
///
/// The tableau is held in a box (`SavedTableau`), not inline, as in `SolverCheckpoint`: other modules keep
/// templates in their own values, so the size of this struct must not follow the tableau's stored properties.
public struct SolvedTemplate: @unchecked Sendable {
    private let saved: SavedTableau
    var tableau: Tableau { saved.tableau }
    public let shape: ConstraintShape
    /// The constraints in the order of the list, with what adding them put in the tableau.
    let records: [ConstraintRecord]
    /// How many reuses lie between this tableau and a solve from scratch (0 for one from scratch):
    /// each passes on its round-off, so callers may keep only templates a few generations deep.
    public let generation: Int

    init(tableau: Tableau, shape: ConstraintShape, records: [ConstraintRecord], generation: Int) {
        saved = SavedTableau(tableau)
        self.shape = shape
        self.records = records
        self.generation = generation
    }
}

/// Identifies one `ConstraintShape` build in `Variable.shapeOrdinal`.
final class ShapeMark: Sendable {}

/// What a list of constraints is, constants aside: relations, strengths, and the coefficients of
/// terms whose variables are numbered in order of first appearance.
public struct ConstraintShape: Hashable, @unchecked Sendable {
    var words: [UInt64] = []
    /// The variables in order of first appearance.
    var variables: [Variable] = []
    /// A digest of `words`, so that hashing a shape reads one word.
    private var digest: UInt64 = 0xcbf2_9ce4_8422_2325

    public init(_ constraints: [Constraint]) {
        // Ordinals are marked on the variables themselves (no hashing per term); the mark's owner is
        // this shape, so marks left by other shapes read as unmarked.
        let owner = ShapeMark()
        words.reserveCapacity(constraints.count * 8)
        for constraint in constraints {
            let relation: UInt64 = constraint.relation == .equal ? 0 : constraint.relation == .lessOrEqual ? 1 : 2
            words.append(relation << 32 | UInt64(constraint.expression.terms.count))
            words.append(constraint.strength.priority.bitPattern)
            words.append(constraint.strength.weight.bitPattern)
            for term in constraint.expression.terms {
                let variable = term.variable
                let number: Int
                if let mark = variable.shapeOrdinal, mark.owner === owner {
                    number = mark.index
                } else {
                    number = variables.count
                    variable.shapeOrdinal = (owner, number)
                    variables.append(variable)
                }
                words.append(UInt64(number))
                words.append(term.coefficient.bitPattern)
            }
        }
        for word in words { digest = (digest ^ word) &* 0x100_0000_01b3 }
    }

    public static func == (a: ConstraintShape, b: ConstraintShape) -> Bool { a.digest == b.digest && a.words == b.words }
    public func hash(into hasher: inout Hasher) { hasher.combine(digest) }
}

extension Solver {
    /// The solver's state as a template for lists shaped like `constraints` (`shape` is their
    /// `ConstraintShape`), the list it was built from, in that order; nil when the solver holds
    /// edits or refused a constraint of the list.
    public func template(for constraints: [Constraint], shape: ConstraintShape) -> SolvedTemplate? {
        guard tableau.edits.isEmpty, tableau.constraintCount == constraints.count else { return nil }
        tableau.indexConstraints()
        var records: [ConstraintRecord] = []
        records.reserveCapacity(constraints.count)
        for constraint in constraints {
            guard let record = tableau.constraintIndex[ObjectIdentifier(constraint)] else { return nil }
            records.append(record)
        }
        return SolvedTemplate(tableau: tableau, shape: shape, records: records, generation: 0)
    }

    /// A solver holding `constraints`, solved from `template`'s basis; nil when the list is shaped
    /// otherwise, when the new constants make a required constraint fail, or when the optimum is
    /// not unique in the variables (a solve from scratch might then choose another optimum).
    /// `shape` is `ConstraintShape(constraints)`.
    public convenience init?(reusing template: SolvedTemplate, for constraints: [Constraint], shape: ConstraintShape) {
        guard let (tableau, _) = Self.reused(template, for: constraints, shape: shape) else { return nil }
        self.init()
        self.tableau = tableau
    }

    /// `Solver(reusing:for:shape:)` with its own template (what `template(for:shape:)` would give).
    public static func reusing(_ template: SolvedTemplate, for constraints: [Constraint],
                               shape: ConstraintShape) -> (solver: Solver, template: SolvedTemplate)? {
        guard let (tableau, records) = reused(template, for: constraints, shape: shape) else { return nil }
        let solver = Solver()
        solver.tableau = tableau
        return (solver, SolvedTemplate(tableau: tableau, shape: shape, records: records, generation: template.generation + 1))
    }

    /// The tableau of `Solver(reusing:for:shape:)`, and its records in the order of `constraints`.
    private static func reused(_ template: SolvedTemplate, for constraints: [Constraint],
                               shape: ConstraintShape) -> (Tableau, [ConstraintRecord])? {
        guard shape == template.shape else { return nil }
        var tableau = template.tableau
        tableau.token = CoreToken()
        tableau.onlyAdded = false
        // Variables: the template's, renamed through their order of first appearance. Indexed by identity only
        // if something asks (`Tableau.indexVariables`, `indexConstraints`).
        tableau.variableIndex = [:]
        tableau.variablesIndexed = false
        for index in tableau.variables.indices {
            tableau.variables[index].variable = Self.renamed(tableau.variables[index].variable, at: index, from: template.shape,
                                                             to: shape)
        }
        tableau.constraintIndex = [:]
        var records: [ConstraintRecord] = []
        records.reserveCapacity(constraints.count)
        for (record, constraint) in zip(template.records, constraints) {
            let new = ConstraintRecord(constraint: constraint, tag: record.tag, sequence: record.sequence)
            records.append(new)
            let delta = constraint.expression.constant - record.constraint.expression.constant
            if delta != 0 {
                guard tableau.shiftConstant(record.tag, by: delta, relation: constraint.relation,
                                            required: constraint.strength.isRequired) else { return nil }
            }
        }
        do {
            try tableau.dualOptimize()
            try tableau.optimize()
        } catch {
            return nil
        }
        guard tableau.hasUniqueValues() else { return nil }
        tableau.unindexedRecords = records
        return (tableau, records)
    }

    /// The variable of `new` in the place `old` holds in `shape`: the tableau met the variables in the
    /// order of the list, so the one at `index` is usually the shape's `index`th (a term with a zero
    /// coefficient meets no symbol, hence the search otherwise).
    private static func renamed(_ old: Variable, at index: Int, from shape: ConstraintShape, to new: ConstraintShape) -> Variable {
        if index < shape.variables.count, shape.variables[index] === old { return new.variables[index] }
        return new.variables[shape.variables.firstIndex { $0 === old }!]
    }
}

extension Tableau {
    /// Moves a constraint's constant by `delta` without touching anything else: the constraint's
    /// row was `constant + … + m × marker`, so the new system is the old one with the marker
    /// shifted by `delta / m` (kiwi's `suggestValue`, for any constraint). False when a required
    /// equality that was redundant no longer holds.
    mutating func shiftConstant(_ tag: Tag, by delta: Double, relation: Relation, required: Bool) -> Bool {
        // The marker's coefficient in the row `makeRow` built: the slack's for an inequality, the
        // dummy's for a required equality, the positive error's for an optional one.
        let m: Double
        switch relation {
        case .lessOrEqual: m = 1
        case .greaterOrEqual: m = -1
        case .equal: m = required ? 1 : -1
        }
        let shift = delta / m
        let marker = tag.marker
        let slot = slot(of: marker)
        if slot >= 0 {
            // marker' = marker - shift
            let constant = rows[slot].add(-shift)
            if marker.isDummy { return nearZero(constant) }
            if constant < 0 { infeasible.append(marker) }
            return true
        }
        if tag.other.isValid {
            let otherSlot = self.slot(of: tag.other)
            if otherSlot >= 0 {
                // other' = other + shift (the other error has the opposite coefficient)
                if rows[otherSlot].add(shift) < 0 { infeasible.append(tag.other) }
                return true
            }
        }
        // marker = marker' + shift in every row that holds it.
        for index in rowsHolding(marker) {
            let coefficient = rows[index].coefficient(for: marker)
            if coefficient != 0 && rows[index].add(coefficient * shift) < 0 && basics[index].isPivotable {
                infeasible.append(basics[index])
            }
        }
        for index in levels.indices {
            let coefficient = levels[index].row.coefficient(for: marker)
            if coefficient != 0 { levels[index].row.add(coefficient * shift) }
        }
        return true
    }

    /// Whether every optimal solution gives the variables these values.
    ///
    /// At the optimum no non-basic symbol has a negative cost vector; one with a cost at some
    /// level cannot move without worsening that level, so only symbols with no cost at all can
    /// move along the optimal set, and a variable's value can only change through one of them in
    /// its row. Such a symbol is still held in place when a restricted row at zero would go
    /// negative as it grows, and no other costless symbol could make up for it there. The values
    /// are taken as unique when every costless symbol in a variable's row is held so, and no
    /// variable is non-basic (free) in a row.
    func hasUniqueValues() -> Bool {
        let costed = costedSymbols()
        func isFree(_ symbol: Symbol) -> Bool { !symbol.isDummy && !costed[symbol.id] }
        func isHeld(_ symbol: Symbol) -> Bool {
            for basic in columns[symbol.id] where basic.isPivotable {
                let slot = self.slot(of: basic)
                guard slot >= 0 else { continue }
                // At zero but for round-off: the symbol could move by at most constant / |coefficient|.
                let coefficient = rows[slot].coefficient(for: symbol)
                guard coefficient < 0, rows[slot].constant < 1e-11 * Swift.min(1, -coefficient) else { continue }
                if !rows[slot].cells.contains(where: { $0.coefficient > 0 && isFree($0.symbol) }) { return true }
            }
            return false
        }
        var checked = [Bool](repeating: false, count: nextId)
        for (slot, basic) in basics.enumerated() {
            for cell in rows[slot].cells where cell.coefficient != 0 {
                // A reference's own row is checked in its turn; a non-basic external symbol is free.
                if cell.symbol.isExternal { if isReference(cell.symbol) { continue } else { return false } }
                guard basic.isExternal, isFree(cell.symbol), !checked[cell.symbol.id] else { continue }
                checked[cell.symbol.id] = true
                if !isHeld(cell.symbol) { return false }
            }
        }
        return true
    }

    /// Whether each symbol, by id, has a cost at some level of the objective: at the optimum it cannot
    /// move without making that level worse.
    func costedSymbols() -> [Bool] {
        var costed = [Bool](repeating: false, count: nextId)
        for level in levels {
            for cell in level.row.cells where cell.coefficient != 0 { costed[cell.symbol.id] = true }
        }
        return costed
    }

    /// For each of `variables`, whether every optimal solution certainly gives it its present value: it
    /// is basic, and every symbol in its row is a dummy or has a cost (neither can move at the optimum).
    /// False means only "not certain": a costless symbol may still be held by a degenerate row.
    func certainlyFixed(_ variables: [Variable]) -> [Bool] {
        let costed = costedSymbols()
        var fixed: [Int: Bool] = [:]  // by basic symbol id, references included
        return variables.map { variable in
            guard let symbol = symbol(of: variable), slot(of: symbol) >= 0 else { return false }
            guard refersToRows else {
                return rows[slot(of: symbol)].cells.allSatisfy { cell in
                    cell.coefficient == 0 || cell.symbol.isDummy || (!cell.symbol.isExternal && costed[cell.symbol.id])
                }
            }
            return isFixed(symbol, costed: costed, known: &fixed)
        }
    }

    /// Whether every symbol of `basic`'s row, through its references' rows, is a dummy or has a cost.
    private func isFixed(_ basic: Symbol, costed: [Bool], known: inout [Int: Bool]) -> Bool {
        var stack: [(symbol: Symbol, ready: Bool)] = [(basic, false)]
        while let (symbol, ready) = stack.popLast() {
            if known[symbol.id] != nil { continue }
            let cells = rows[slot(of: symbol)].cells
            if !ready {
                stack.append((symbol, true))
                for cell in cells where cell.coefficient != 0 && isReference(cell.symbol) && known[cell.symbol.id] == nil {
                    stack.append((cell.symbol, false))
                }
                continue
            }
            known[symbol.id] = cells.allSatisfy { cell in
                if cell.coefficient == 0 || cell.symbol.isDummy { return true }
                if isReference(cell.symbol) { return known[cell.symbol.id] ?? false }
                return !cell.symbol.isExternal && costed[cell.symbol.id]
            }
        }
        return known[basic.id] ?? false
    }
}
