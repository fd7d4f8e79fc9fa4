/// The simplex steps over the tableau: kiwi's algorithm with a lexicographic objective.
extension Tableau {
    // MARK: adding and removing constraints

    /// Adds a constraint and re-optimizes from the current basis.
    ///
    /// On `unsatisfiableConstraint` (thrown with no conflicts; `Solver` finds them) every
    /// change is undone, down to the symbol counter, so the tableau is bit for bit as before.
    mutating func add(_ constraint: Constraint) throws(SolverError) {
        indexConstraints()
        let key = ObjectIdentifier(constraint)
        if constraintIndex[key] != nil { throw .duplicateConstraint(constraint) }
        let mark = (nextId: nextId, variables: variables.count)
        var (row, tag) = makeRow(for: constraint)
        var subject: Symbol
        if refersToRows && hasReferences(row) {
            // kiwi's choice, the newest external symbol of the row's expansion, mostly without expanding it.
            subject = expandToNewestOpenSymbol(&row)
            if !subject.isValid {
                expand(&row)
                if row.constant < 0 { row.reverseSign() }
                subject = chooseSubject(row, tag)
            }
        } else {
            subject = chooseSubject(row, tag)
        }
        if !subject.isValid && row.live.allSatisfy({ $0.symbol.isDummy }) {
            guard nearZero(row.constant) else {
                forgetSymbols(since: mark)
                throw .unsatisfiableConstraint(constraint, conflicts: [])
            }
            subject = tag.marker
        }
        if subject.isValid {
            row.solve(for: subject)
            let holders = substitute(subject, with: row)
            insertRow(row, basic: subject)
            settle(subject, holders)
        } else {
            // A copy would make every row it shares be copied again as the pivots touch it; a
            // tableau built by additions alone is rebuilt instead, only when the addition fails.
            let checkpoint = onlyAdded ? nil : self
            if try !addWithArtificialVariable(row) {
                self = checkpoint ?? Tableau.replaying(constraintIndex, longRow: longRow)
                forgetSymbols(since: mark)
                throw .unsatisfiableConstraint(constraint, conflicts: [])
            }
        }
        constraintIndex[key] = ConstraintRecord(constraint: constraint, tag: tag, sequence: sequence)
        sequence += 1
        if !constraint.strength.isRequired {
            levels[levelIndex(for: constraint.strength.priority)].users += 1
        }
        try optimize()
    }

    /// Undoes the symbols and variables a failed `add` created (a required constraint never
    /// touches the objective, so they are all there is to undo).
    private mutating func forgetSymbols(since mark: (nextId: Int, variables: Int)) {
        indexVariables()
        for (variable, _) in variables[mark.variables...] {
            variableIndex[ObjectIdentifier(variable)] = nil
            variable.cachedSymbol = nil
        }
        variables.removeSubrange(mark.variables...)
        slotOfId.removeSubrange(mark.nextId...)
        columns.removeSubrange(mark.nextId...)
        marks.removeSubrange(mark.nextId...)
        order.removeSubrange(mark.nextId...)
        openBound.removeSubrange(mark.nextId...)
        if holdsNoExternal.count > mark.nextId { holdsNoExternal.removeSubrange(mark.nextId...) }
        candidateLevel.removeSubrange(mark.nextId...)
        nextId = mark.nextId
        token = CoreToken()
    }

    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        onlyAdded = false
        indexConstraints()
        guard let record = constraintIndex.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        let marker = record.tag.marker
        removeEffects(of: record)
        let slot = slot(of: marker)
        if slot >= 0 {
            _ = removeRow(at: slot)
        } else {
            guard let leavingSlot = markerLeavingSlot(marker) else {
                throw .internalSolverError("no row to pivot \(constraint)'s marker out of")
            }
            let leaving = basics[leavingSlot]
            var row = rows[leavingSlot]
            if leaving.isExternal { expand(&row) }  // the marker may be in its references' rows
            _ = removeRow(at: leavingSlot)
            row.solve(for: leaving, marker)
            if leaving.isExternal { referenceBecameOpen(leaving) }
            settle(nil, substitute(marker, with: row))
        }
        try optimize()
    }

    /// Takes the constraint's errors out of its objective level (kiwi's removeConstraintEffects);
    /// a level left without constraints is dropped, since what remains of it is round-off.
    private mutating func removeEffects(of record: ConstraintRecord) {
        let strength = record.constraint.strength
        guard !strength.isRequired, let index = existingLevelIndex(for: strength.priority) else { return }
        for error in [record.tag.marker, record.tag.other] where error.isValid && error.kind == .error {
            let slot = slot(of: error)
            if slot >= 0 {
                levels[index].row.insert(rows[slot], -strength.weight)
                recheckCandidates(error, rows[slot])
            } else {
                levels[index].row.insert(error, -strength.weight)
                recheckCandidate(error)
            }
        }
        levels[index].users -= 1
        if levels[index].users == 0 { removeLevel(at: index) }
        levelChanged(index)
    }

    /// The row to pivot a non-basic marker into, kiwi's getMarkerLeavingRow: the restricted row
    /// that most limits the marker, else any row holding it. Ties go to the lowest basic id.
    ///
    /// One change to kiwi: a row whose basic symbol is a dummy comes first. Such a row records a
    /// redundant required equality (its cells are all dummies, its constant 0). Pivoting any
    /// other row would let the marker's removal move that dummy off zero, silently breaking the
    /// redundant equality once it is no longer redundant; pivoting this row makes the dummy
    /// non-basic, so the equality takes over the job of the one removed.
    private mutating func markerLeavingSlot(_ marker: Symbol) -> Int? {
        var first: (ratio: Double, slot: Int)?, second: (ratio: Double, slot: Int)?
        var dummy: Int?
        for slot in rowsHolding(marker) {
            let coefficient = rows[slot].coefficient(for: marker)
            if coefficient == 0 { continue }
            let basic = basics[slot]
            if basic.isDummy {
                if dummy.map({ basic < basics[$0] }) ?? true { dummy = slot }
            } else if basic.isExternal {
                continue  // external rows come last, below
            } else if coefficient < 0 {
                let ratio = -rows[slot].constant / coefficient
                if isBetter(ratio, slot, than: first) { first = (ratio, slot) }
            } else {
                let ratio = rows[slot].constant / coefficient
                if isBetter(ratio, slot, than: second) { second = (ratio, slot) }
            }
        }
        return dummy ?? first?.slot ?? second?.slot ?? externalLeavingSlot(marker)
    }

    /// The external row of lowest basic id whose expansion holds `marker`.
    private func externalLeavingSlot(_ marker: Symbol) -> Int? {
        let holding = referrers(of: marker)
        for id in holding.sorted() {
            let slot = Int(slotOfId[id])
            var row = rows[slot]
            expand(&row, including: { holding.contains($0.id) })
            if row.coefficient(for: marker) != 0 { return slot }
        }
        return nil
    }

    private func isBetter(_ ratio: Double, _ slot: Int, than best: (ratio: Double, slot: Int)?) -> Bool {
        guard let best else { return true }
        return ratio < best.ratio || (ratio == best.ratio && basics[slot] < basics[best.slot])
    }

    // MARK: pivoting

    /// Replaces `symbol` by `row` in every row and objective; slack and error rows pushed below
    /// zero are queued for the dual simplex. (A basic dummy's row holds only dummies, so its
    /// constant is zero but for round-off, which no pivot could or should repair.)
    /// Returns the external rows that hold `symbol` and changed (`Holders`): they take `row` itself (which may hold
    /// references) or, when it is long and `symbol` external, keep `symbol` as a reference; the caller
    /// settles them (`settle(_:_:)`) once `symbol`'s row is in. The other rows, which must hold non-basic
    /// symbols only, take `row`'s expansion.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row) -> Holders {
        let column = columns[symbol.id]
        columns[symbol.id] = []  // no row holds the symbol afterwards, but external ones keeping a reference
        let referred = symbol.isExternal && isLong(row)
        if referred { beginReferring() }
        var expanded = row
        if refersToRows && hasReferences(row) && needsExpansion(symbol, holders: column) { expand(&expanded) }
        let full = expanded
        var changed = Holders()
        // External rows that take `row` change their external symbols only if it or `symbol` has some.
        changed.rescan = refersToRows && !referred && (symbol.isExternal || holdsExternal(row))
        // The rows are taken out for the loop, which reads no other row, so that each holder is reached without
        // checking again that the array is not shared.
        var table: [Row] = []
        swap(&table, &rows)
        table.withUnsafeMutableBufferPointer { table in
            for basic in column {
                let slot = self.slot(of: basic), start = fresh.count
                guard slot >= 0 else { continue }
                if referred && basic.isExternal {
                    if table[slot].contains(symbol) && !changed.symbols.contains(basic) {
                        columns[symbol.id].append(basic)
                        changed.symbols.append(basic)
                    }
                    continue
                }
                let held = basic.isExternal ? table[slot].substitute(symbol, with: row, fresh: &fresh)
                    : table[slot].substitute(symbol, with: full, fresh: &fresh)
                guard held else { continue }
                for index in start..<fresh.count { columns[fresh[index].id].append(basic) }
                if refersToRows && basic.isExternal { changed.symbols.append(basic) }
                if table[slot].constant < 0 && basic.isPivotable {
                    infeasible.append(basic)
                }
            }
        }
        swap(&table, &rows)
        var objectiveChanged = false
        for index in levels.indices where levels[index].row.substitute(symbol, with: full) {
            levelChanged(index)
            objectiveChanged = true
        }
        if objectiveChanged { recheckCandidates(symbol, full) }
        if artificial != nil {
            artificial!.substitute(symbol, with: full)
        }
        fresh.removeAll(keepingCapacity: true)
        return changed
    }

    /// Whether a row that must hold non-basic symbols only (restricted, objective, artificial) holds `symbol`.
    private func needsExpansion(_ symbol: Symbol, holders: [Symbol]) -> Bool {
        holders.contains { !$0.isExternal && slot(of: $0) >= 0 && rows[slot(of: $0)].contains(symbol) }
            || levels.contains { $0.row.contains(symbol) } || artificial?.contains(symbol) == true
    }

    /// Makes `entering` basic in place of the basic symbol of `slot`.
    private mutating func pivot(_ slot: Int, entering: Symbol) {
        let leaving = basics[slot]
        var row = removeRow(at: slot)
        row.solve(for: leaving, entering)
        let holders = substitute(entering, with: row)
        insertRow(row, basic: entering)
        settle(entering, holders)
    }

    /// Adds a row that has no usable subject through phase one: an artificial variable is
    /// made basic for it and minimized; the row is satisfiable iff it reaches zero.
    private mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
        let art = newSymbol(.slack)
        insertRow(row, basic: art)
        artificial = row
        try optimizeArtificial()
        let success = nearZero(artificial!.constant)
        artificial = nil
        let slot = slot(of: art)
        if slot >= 0 {
            var artRow = removeRow(at: slot)
            if artRow.live.isEmpty { return success }
            guard let entering = artRow.live.first(where: { $0.symbol.isPivotable })?.symbol else { return false }
            artRow.solve(for: art, entering)
            let holders = substitute(entering, with: artRow)
            insertRow(artRow, basic: entering)
            settle(entering, holders)
        }
        for index in rowsHolding(art) { rows[index].remove(art) }
        for index in levels.indices where levels[index].row.contains(art) {
            levels[index].row.remove(art)
            levelChanged(index)
            recheckCandidate(art)
        }
        return success
    }

    private mutating func optimizeArtificial() throws(SolverError) {
        while true {
            guard let entering = artificial!.cells.first(where: { $0.coefficient < 0 && !$0.symbol.isDummy })?.symbol
            else { return }
            guard let slot = leavingSlot(for: entering) else {
                throw .internalSolverError("the artificial objective is unbounded")
            }
            pivot(slot, entering: entering)
        }
    }

    /// Primal simplex on the lexicographic objective, from the current feasible basis.
    ///
    /// Whether a level offers an entering symbol depends on it and the levels above it alone, so
    /// the search starts at the highest level changed since the last one found none
    /// (`firstChangedLevel`); with no change, there is nothing to search. A pivot rewrites only the
    /// levels that hold the entering symbol, never the ones above the level it came from (that is
    /// what made it free).
    mutating func optimize() throws(SolverError) {
        while firstChangedLevel < levels.count {
            let start = firstChangedLevel
            firstChangedLevel = Int.max
            let entering = enteringSymbol(from: start)
            if !entering.isValid { return }
            guard let slot = leavingSlot(for: entering) else {
                throw .internalSolverError("the objective is unbounded")
            }
            pivot(slot, entering: entering)
        }
    }

    /// The symbol whose increase lowers the objective lexicographically, or `.invalid` at the
    /// optimum: a negative cost at some level and no cost at any level above it (a cost above
    /// would be positive, since negative ones there were taken first, and must not be paid).
    /// Within a level, the lowest symbol id wins, Bland's rule. The candidates of each level are kept
    /// as the levels change (Candidates.swift), so no level is scanned.
    private func enteringSymbol(from firstLevel: Int) -> Symbol {
        for level in firstLevel..<levels.count {
            if let lowest = candidates[level].min() { return lowest }
        }
        return .invalid
    }

    /// The restricted row that bounds `entering` first (minimum ratio); ties go to the lowest
    /// basic id so that no slot order leaks into the result.
    private func leavingSlot(for entering: Symbol) -> Int? {
        var best: (ratio: Double, slot: Int)?
        // The raw column will do: stale entries read a zero coefficient, repeated ones tie
        // with themselves, and the pivot that follows clears the column anyway.
        for basic in columns[entering.id] where !basic.isExternal {
            let slot = self.slot(of: basic)
            guard slot >= 0 else { continue }
            let coefficient = rows[slot].coefficient(for: entering)
            if coefficient < 0 {
                let ratio = -rows[slot].constant / coefficient
                if isBetter(ratio, slot, than: best) { best = (ratio, slot) }
            }
        }
        return best?.slot
    }

    // MARK: dual simplex

    /// Restores feasibility after edits moved row constants below zero, keeping optimality:
    /// each infeasible row leaves, and the entering symbol is the one whose cost vector over
    /// its coefficient is lexicographically smallest.
    mutating func dualOptimize() throws(SolverError) {
        while let leaving = infeasible.popLast() {
            let slot = slot(of: leaving)
            guard slot >= 0, rows[slot].constant < 0 else { continue }
            let entering = dualEnteringSymbol(rows[slot])
            guard entering.isValid else { throw .internalSolverError("the dual simplex found no entering symbol") }
            pivot(slot, entering: entering)
        }
    }

    private func dualEnteringSymbol(_ row: Row) -> Symbol {
        var best: Cell?
        for cell in row.cells where cell.coefficient > 0 && !cell.symbol.isDummy {
            if let current = best, !hasSmallerRatio(cell, than: current) { continue }
            best = cell
        }
        return best?.symbol ?? .invalid
    }

    /// Compares cost / coefficient level by level, highest priority first. Ratios within a
    /// relative 1e-12 are taken as equal so that round-off at a high level cannot decide
    /// what a lower level should.
    private func hasSmallerRatio(_ a: Cell, than b: Cell) -> Bool {
        for level in levels {
            let ra = level.row.coefficient(for: a.symbol) / a.coefficient
            let rb = level.row.coefficient(for: b.symbol) / b.coefficient
            let tolerance = 1e-12 * Swift.max(1, Swift.abs(ra), Swift.abs(rb))
            if ra < rb - tolerance { return true }
            if ra > rb + tolerance { return false }
        }
        return false
    }

    // MARK: edits

    /// Moves an edit constraint's target to `value` and repairs the basis with the dual simplex.
    mutating func suggest(_ value: Double, for variable: Variable) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard var info = edits[key] else { throw .unknownEditVariable(variable) }
        let delta = value - info.constant
        info.constant = value
        edits[key] = info
        let marker = info.tag.marker, other = info.tag.other
        var slot = slot(of: marker)
        if slot >= 0 {
            if rows[slot].add(-delta) < 0 { infeasible.append(marker) }
        } else {
            slot = self.slot(of: other)
            if slot >= 0 {
                if rows[slot].add(delta) < 0 { infeasible.append(other) }
            } else {
                for index in rowsHolding(marker) {
                    let coefficient = rows[index].coefficient(for: marker)
                    if coefficient != 0 && rows[index].add(delta * coefficient) < 0 && basics[index].isPivotable {
                        infeasible.append(basics[index])
                    }
                }
            }
        }
        try dualOptimize()
        try optimize()
    }
}

