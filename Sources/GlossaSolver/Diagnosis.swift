/// Questions about the solution that layouts ask after solving: is a value really pinned
/// down, and what does the tableau look like.
extension Solver {
    /// Whether `variable` could take another value without worsening any constraint of
    /// priority `threshold` or more.
    ///
    /// Precisely: drop every constraint and edit of priority below `threshold`, keep the rest
    /// with their priorities (edits as `variable == last suggested value`), and consider the
    /// solutions that are optimal for that reduced system (required constraints hold, and the
    /// errors of the remaining optional levels are lexicographically least). The variable is
    /// ambiguous when it does not have the same value in all of them — for a view edge, when
    /// only constraints below the threshold, or nothing, decide where it goes. Auto Layout
    /// calls a layout ambiguous in that case with the threshold just above its lowest
    /// priorities; pass, for instance, 2 to let a priority-1 preference not count as pinning.
    ///
    /// Decided by two probes on a scratch copy: the variable is pulled far down and then far up
    /// by a constraint below every user priority, which the lexicographic objective lets move
    /// it only within the optimal set; different results mean the set is wider than a point.
    public func isAmbiguous(_ variable: Variable, ignoringPrioritiesBelow threshold: Double) -> Bool {
        !ambiguousVariables([variable], ignoringPrioritiesBelow: threshold).isEmpty
    }

    /// The ambiguous ones among `variables`, in their order; one scratch copy serves them all.
    ///
    /// A variable the solved reduced system certainly fixes (`Tableau.certainlyFixed`: nothing in its
    /// row can move at the optimum) is not ambiguous; each other one is pulled both ways.
    public func ambiguousVariables(_ variables: [Variable], ignoringPrioritiesBelow threshold: Double) -> [Variable] {
        var scratch = reducedTableau(threshold: threshold)
        scratch.indexVariables()
        let fixed = scratch.certainlyFixed(variables)
        return zip(variables, fixed).compactMap { variable, isFixed in
            if isFixed { return nil }
            guard let low = probe(&scratch, variable, direction: -1),
                  let high = probe(&scratch, variable, direction: 1) else { return variable }
            return high - low > 1e-6 * Swift.max(1, Swift.abs(low), Swift.abs(high)) ? variable : nil
        }
    }

    /// The system without its constraints and edits below `threshold`, solved: a copy of this solver's
    /// tableau with those taken out (usually a few resting anchors), else, when an edit is among them
    /// or a removal fails, the rest added to a new tableau in order. Either way its optimal values are
    /// the reduced system's, which is all the probes read.
    private func reducedTableau(threshold: Double) -> Tableau {
        if tableau.edits.values.allSatisfy({ $0.constraint.strength.priority >= threshold }) {
            var scratch = tableau
            // Symbols cached on variables belong to this solver; the copy must not hand out its own.
            scratch.token = CoreToken()
            do {
                for record in tableau.orderedRecords where record.constraint.strength.priority < threshold {
                    try scratch.remove(record.constraint)
                }
                return scratch
            } catch {}
        }
        var scratch = Tableau()
        scratch.longRow = tableau.longRow
        for constraint in reducedSystem(threshold: threshold) {
            try? scratch.add(constraint)
        }
        return scratch
    }

    /// Constraints and edits of priority `threshold` or more, in the order they were added.
    private func reducedSystem(threshold: Double) -> [Constraint] {
        var entries: [(sequence: Int, constraint: Constraint)] = tableau.orderedRecords
            .filter { $0.constraint.strength.priority >= threshold }
            .map { ($0.sequence, $0.constraint) }
        for edit in tableau.orderedEdits where edit.constraint.strength.priority >= threshold {
            entries.append((edit.sequence, Constraint(edit.variable - edit.constant, .equal,
                                                      strength: edit.constraint.strength)))
        }
        return entries.sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }

    private func probe(_ scratch: inout Tableau, _ variable: Variable, direction: Double) -> Double? {
        let start = scratch.value(of: variable) ?? 0
        let target = start + direction * (1e6 + Swift.abs(start))
        let pull = Constraint(variable - target, .equal, strength: .probe)
        do {
            try scratch.add(pull)
            let value = scratch.value(of: variable)
            try scratch.remove(pull)
            return value
        } catch {
            return nil
        }
    }

    // MARK: dump

    /// The solver's state in kiwi's debug layout: objective levels, tableau, infeasible rows,
    /// variables, edits and constraints. Rows are listed by basic symbol id, so two dumps of
    /// the same system compare equal as text.
    public func dump() -> String {
        let t = tableau
        var out = "Objective\n---------\n"
        for level in t.levels {
            out += "@\(formatNumber(level.priority)): \(render(level.row))\n"
        }
        out += "\nTableau\n-------\n"
        for slot in t.rows.indices.sorted(by: { t.basics[$0] < t.basics[$1] }) {
            out += "\(render(t.basics[slot])) | \(render(t.rows[slot]))\n"
        }
        out += "\nInfeasible\n----------\n"
        for symbol in t.infeasible { out += render(symbol) + "\n" }
        out += "\nVariables\n---------\n"
        for (variable, symbol) in t.variables {
            out += "\(variable) = \(render(symbol)) = \(t.value(of: symbol))\n"
        }
        out += "\nEdit Variables\n--------------\n"
        for edit in t.orderedEdits {
            out += "\(edit.variable) @\(edit.constraint.strength) suggested \(edit.constant)\n"
        }
        out += "\nConstraints\n-----------\n"
        for record in t.orderedRecords {
            out += "\(record.constraint.formula)\(record.constraint.label.map { "  [\($0)]" } ?? "")\n"
        }
        return out
    }

    public var debugDescription: String { dump() }

    private func render(_ symbol: Symbol) -> String {
        let prefix: String
        switch symbol.kind {
        case .external: prefix = "v"
        case .slack: prefix = "s"
        case .error: prefix = "e"
        case .dummy: prefix = "d"
        }
        return "\(prefix)\(symbol.id)"
    }

    private func render(_ row: Row) -> String {
        var text = String(row.constant)
        for cell in row.live {
            text += cell.coefficient < 0 ? " - " : " + "
            text += "\(Swift.abs(cell.coefficient)) * \(render(cell.symbol))"
        }
        return text
    }
}
