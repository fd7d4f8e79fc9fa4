/// The symbols a constraint put into the tableau, so that it can be taken out again.
///
/// `marker` identifies the constraint's row (a slack, error or dummy symbol); `other` is the
/// second error symbol of an optional constraint, if any.
struct Tag: Sendable {
    var marker: Symbol = .invalid
    var other: Symbol = .invalid
}

struct ConstraintRecord {
    let constraint: Constraint
    let tag: Tag
    /// Position in the order of addition: lists shown to users follow it.
    let sequence: Int
}

struct EditInfo {
    let variable: Variable
    let constraint: Constraint
    let tag: Tag
    /// The last suggested value; the edit constraint's row constants are offsets from it.
    var constant: Double
    let sequence: Int
}

/// One priority level of the lexicographic objective.
///
/// The objective is not one row but one row per optional priority present, highest first:
/// `row` sums `weight × error` over that level's constraints. A level is minimized only among
/// solutions that are already optimal for every level above it; see `Solver`.
struct Level {
    let priority: Double
    var row: Row
    /// Constraints of this priority in the solver; the level goes when the last one does.
    var users: Int
}

/// Identifies one solver's symbols in `Variable.cachedSymbol`; a new token on reset or
/// rollback invalidates every cached symbol at once.
final class CoreToken: Sendable {}

/// A tableau kept for later (a checkpoint, a template), behind one reference.
///
/// Public values that other modules store inline (`SolverCheckpoint`, `SolvedTemplate`) hold this box, never a
/// `Tableau`: the package is not built for library evolution, so a client lays such a value out with the size it
/// had when the client was compiled. With the tableau inline, a new stored property of `Tableau` changed their size,
/// and an incremental build that did not recompile the clients (SwiftPM does not always see that a change to an
/// internal type changes a public one's layout) wrote the larger value into the smaller storage: memory corruption
/// far from the solver. A reference keeps their size whatever the tableau holds.
final class SavedTableau: @unchecked Sendable {
    let tableau: Tableau

    init(_ tableau: Tableau) {
        self.tableau = tableau
    }
}

/// The state of a solver: the tableau, the objective levels and the bookkeeping that maps
/// user objects to symbols.
///
/// A struct held by `Solver`, so that the hot loops touch plain stored properties (no
/// per-access exclusivity checks on class storage) and so that a checkpoint is a copy.
struct Tableau {
    var token = CoreToken()
    /// Basic rows, in slots; `basics[slot]` is the basic symbol of `rows[slot]`.
    var rows: [Row] = []
    var basics: [Symbol] = []
    /// Slot of each symbol's row, indexed by symbol id; -1 when the symbol is not basic.
    var slotOfId: [Int32] = [-1]
    var nextId = 1
    /// For each symbol id, basic symbols whose rows may hold it: a superset (entries go stale
    /// when a row leaves or a cell cancels, and may repeat), compacted by `rowsHolding`. With
    /// it a pivot visits the few rows that mention the entering symbol, not all of them.
    var columns: [[Symbol]] = [[]]
    /// For each basic external symbol id, the order of its row among rows with references (see
    /// References.swift): a row references only rows of lower order. 0 for other symbols.
    var order: [UInt32] = [0]
    /// For each basic external symbol id, no non-basic external symbol in its row's expansion has a higher
    /// id (-1: it holds none). An upper bound: a symbol that became basic may still be counted.
    var openBound: [Int32] = [-1]
    /// For each basic external symbol id, whether its row holds no external symbol (reference or not), so
    /// that `settle` need not read it; kept once rows refer to others, empty before (see References.swift).
    var holdsNoExternal: [Bool] = []
    /// The last order given.
    var clock: UInt32 = 0
    /// Whether rows may refer to others yet; orders and bounds are kept from then on (`beginReferring`).
    var refersToRows = false
    /// The length above which a row is referred to (`Tableau.longRow`; tests lower it to refer to most rows).
    var longRow = Tableau.longRow
    /// Scratch marks for `rowsHolding`, indexed by symbol id.
    var marks: [UInt32] = [0]
    var markGeneration: UInt32 = 0
    /// Scratch for `substitute`: the symbols that got new cells during one pass over the rows.
    var fresh: [Symbol] = []
    var levels: [Level] = []
    /// For each level, the symbols that may enter the basis from it (see Candidates.swift).
    var candidates: [Set<Symbol>] = []
    /// For each symbol id, the level where it is a candidate, or -1.
    var candidateLevel: [Int32] = [-1]
    /// The objective of phase one while a required row is added through an artificial variable.
    var artificial: Row?
    var infeasible: [Symbol] = []
    /// The highest objective level (lowest index) that may have changed since `optimize` last
    /// found the objective optimal; `Int.max` when none has.
    var firstChangedLevel = Int.max
    /// Whether every change so far was a successful `add`: the tableau is then exactly what
    /// adding `constraints` in their order to a new tableau gives (see `replaying`).
    var onlyAdded = true

    /// The symbol of each variable by identity: complete unless `variablesIndexed` is false (a reused tableau
    /// lists its variables in `variables` alone until something asks by identity; see `indexVariables`).
    var variableIndex: [ObjectIdentifier: Symbol] = [:]
    var variablesIndexed = true
    /// Every variable this solver has seen, in first-seen order, with its symbol.
    var variables: [(variable: Variable, symbol: Symbol)] = []
    /// The record of each constraint by identity, but for `unindexedRecords`: a reused tableau keeps its records
    /// in order there until something asks by identity (a layout seldom does; see `indexConstraints`).
    var constraintIndex: [ObjectIdentifier: ConstraintRecord] = [:]
    var unindexedRecords: [ConstraintRecord] = []
    var edits: [ObjectIdentifier: EditInfo] = [:]
    var sequence = 0

    // MARK: symbols and rows

    mutating func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(id: nextId, kind: kind)
        nextId += 1
        slotOfId.append(-1)
        columns.append([])
        marks.append(0)
        order.append(0)
        openBound.append(-1)
        if refersToRows { holdsNoExternal.append(false) }
        candidateLevel.append(-1)
        return symbol
    }

    @inline(__always)
    func slot(of symbol: Symbol) -> Int {
        Int(slotOfId[symbol.id])
    }

    mutating func symbol(for variable: Variable) -> Symbol {
        if let cached = variable.cachedSymbol, cached.owner === token {
            return cached.symbol
        }
        indexVariables()
        let key = ObjectIdentifier(variable)
        if let symbol = variableIndex[key] {
            variable.cachedSymbol = (token, symbol)
            return symbol
        }
        let symbol = newSymbol(.external)
        variableIndex[key] = symbol
        variables.append((variable, symbol))
        variable.cachedSymbol = (token, symbol)
        return symbol
    }

    mutating func insertRow(_ row: Row, basic: Symbol) {
        for cell in row.live { columns[cell.symbol.id].append(basic) }
        slotOfId[basic.id] = Int32(rows.count)
        rows.append(row)
        basics.append(basic)
    }

    /// The slots of the rows that hold `symbol`, each once, in a stable order; the column is
    /// rewritten without its stale and repeated entries.
    mutating func rowsHolding(_ symbol: Symbol) -> [Int] {
        markGeneration &+= 1
        if markGeneration == 0 {
            for i in marks.indices { marks[i] = 0 }
            markGeneration = 1
        }
        let generation = markGeneration
        var column = columns[symbol.id]
        columns[symbol.id] = []
        var slots: [Int] = []
        var kept = 0
        for basic in column {
            let slot = self.slot(of: basic)
            guard slot >= 0, marks[basic.id] != generation, rows[slot].contains(symbol) else { continue }
            marks[basic.id] = generation
            column[kept] = basic
            kept += 1
            slots.append(slot)
        }
        column.removeSubrange(kept...)
        columns[symbol.id] = column
        return slots
    }

    /// Takes a row out of the tableau; the last row moves into its slot.
    mutating func removeRow(at slot: Int) -> Row {
        let last = rows.count - 1
        slotOfId[basics[slot].id] = -1
        if slot != last {
            rows.swapAt(slot, last)
            basics.swapAt(slot, last)
            slotOfId[basics[slot].id] = Int32(slot)
        }
        basics.removeLast()
        return rows.removeLast()
    }

    // MARK: objective levels

    /// The index of the level for `priority`, created (empty) when missing.
    mutating func levelIndex(for priority: Double) -> Int {
        var index = 0
        while index < levels.count && levels[index].priority > priority { index += 1 }
        if index == levels.count || levels[index].priority != priority {
            levels.insert(Level(priority: priority, row: Row(), users: 0), at: index)
            candidatesInsertLevel(at: index)
            levelChanged(index)
        }
        return index
    }

    func existingLevelIndex(for priority: Double) -> Int? {
        levels.firstIndex { $0.priority == priority }
    }

    // MARK: building rows

    /// Turns a constraint into a row over the current parameters, kiwi's `createRow`.
    ///
    /// Basic variables are replaced by their rows, so the result only mentions non-basic symbols, except
    /// those whose rows are long: they stay as references (see References.swift; `add` expands them as far
    /// as it must). Slack,
    /// error and dummy symbols are created here, and an optional constraint's errors enter the objective
    /// level of its priority. A row with references keeps its sign: its expansion's constant decides it.
    mutating func makeRow(for constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        for term in expression.terms where !nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            let slot = slot(of: symbol)
            if slot < 0 {
                row.insert(symbol, term.coefficient)
            } else if !isLong(rows[slot]) {
                row.insert(rows[slot], term.coefficient)
            } else {
                beginReferring()
                row.insert(symbol, term.coefficient)  // basic with a long row: a reference
            }
        }
        var tag = Tag()
        let strength = constraint.strength
        switch constraint.relation {
        case .lessOrEqual, .greaterOrEqual:
            let coefficient: Double = constraint.relation == .lessOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            tag.marker = slack
            row.insert(slack, coefficient)
            if !strength.isRequired {
                let error = newSymbol(.error)
                tag.other = error
                row.insert(error, -coefficient)
                addToObjective(error, strength)
            }
        case .equal:
            if strength.isRequired {
                let dummy = newSymbol(.dummy)
                tag.marker = dummy
                row.insert(dummy)
            } else {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                addToObjective(plus, strength)
                addToObjective(minus, strength)
            }
        }
        if row.constant < 0 && !(refersToRows && hasReferences(row)) { row.reverseSign() }
        return (row, tag)
    }

    private mutating func addToObjective(_ error: Symbol, _ strength: Strength) {
        let index = levelIndex(for: strength.priority)
        levels[index].row.insert(error, strength.weight)
        recheckCandidate(error)
        levelChanged(index)
    }

    /// Notes that level `index` (and so what the levels below it offer) changed, or that a level
    /// was inserted or removed there.
    mutating func levelChanged(_ index: Int) {
        firstChangedLevel = Swift.min(firstChangedLevel, index)
    }

    /// A new tableau with `records`' constraints added in their order of addition: the same
    /// operations as the first time, hence the same tableau bit for bit (see `Solver`).
    static func replaying(_ records: [ObjectIdentifier: ConstraintRecord], longRow: Int) -> Tableau {
        var tableau = Tableau()
        tableau.longRow = longRow
        for record in records.values.sorted(by: { $0.sequence < $1.sequence }) {
            try? tableau.add(record.constraint)
        }
        return tableau
    }

    /// The symbol to make basic for a new row, or `.invalid` if it needs an artificial variable.
    ///
    /// Any external symbol will do (they are unrestricted); kiwi takes the oldest, this takes
    /// the newest, which is most often a variable no other row mentions yet, so making it basic
    /// costs no substitution (a view added after its neighbours is defined in their terms).
    /// Otherwise a new slack or error symbol with a negative coefficient keeps the row
    /// feasible once solved for it.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        if let cell = row.cells.last(where: { $0.symbol.isExternal && $0.coefficient != 0 }) { return cell.symbol }
        for candidate in [tag.marker, tag.other] where candidate.isValid && candidate.isPivotable {
            if row.coefficient(for: candidate) < 0 { return candidate }
        }
        return .invalid
    }

    // MARK: values

    /// The current value of a symbol: its row's value when basic (references evaluated), else 0.
    func value(of symbol: Symbol) -> Double {
        evaluatedValue(of: symbol)
    }

    func value(of variable: Variable) -> Double? {
        symbol(of: variable).map { value(of: $0) }
    }

    /// Required constraints in the order they were added.
    var requiredConstraints: [Constraint] {
        allRecords.filter { $0.constraint.strength.isRequired }
            .sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }

    /// Constraints in the order they were added, edit constraints excluded.
    var orderedRecords: [ConstraintRecord] {
        let editKeys = Set(edits.values.map { ObjectIdentifier($0.constraint) })
        return allRecords.filter { !editKeys.contains(ObjectIdentifier($0.constraint)) }
            .sorted { $0.sequence < $1.sequence }
    }

    // MARK: lookups by identity

    /// Every constraint's record, in no order.
    var allRecords: [ConstraintRecord] { Array(constraintIndex.values) + unindexedRecords }

    var constraintCount: Int { constraintIndex.count + unindexedRecords.count }

    /// The record of a constraint in the tableau (a search of `unindexedRecords` when they are left: callers that
    /// ask repeatedly index first).
    func record(of constraint: Constraint) -> ConstraintRecord? {
        if let record = constraintIndex[ObjectIdentifier(constraint)] { return record }
        return unindexedRecords.first { $0.constraint === constraint }
    }

    /// Moves `unindexedRecords` into `constraintIndex`.
    mutating func indexConstraints() {
        guard !unindexedRecords.isEmpty else { return }
        constraintIndex.reserveCapacity(constraintIndex.count + unindexedRecords.count)
        for record in unindexedRecords { constraintIndex[ObjectIdentifier(record.constraint)] = record }
        unindexedRecords = []
    }

    /// The symbol of a variable the tableau has seen (a search of `variables` when they are not indexed).
    func symbol(of variable: Variable) -> Symbol? {
        if variablesIndexed { return variableIndex[ObjectIdentifier(variable)] }
        return variables.first { $0.variable === variable }?.symbol
    }

    /// Fills `variableIndex` from `variables`.
    mutating func indexVariables() {
        guard !variablesIndexed else { return }
        variableIndex.removeAll(keepingCapacity: true)
        variableIndex.reserveCapacity(variables.count)
        for (variable, symbol) in variables { variableIndex[ObjectIdentifier(variable)] = symbol }
        variablesIndexed = true
    }

    var orderedEdits: [EditInfo] {
        edits.values.sorted { $0.sequence < $1.sequence }
    }
}
