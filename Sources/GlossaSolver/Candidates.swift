/// The symbols that may enter the basis, kept as the objective changes instead of searched for.
///
/// A symbol may enter when its cost is negative at some level and it has none at any level above
/// (`Solver`, "Why a higher priority always wins"); so it is a candidate at most at one level, the
/// highest holding it. `optimize` used to scan the changed levels for one after every addition: at the
/// optimum most levels still hold negative costs of symbols a higher level holds, so each addition read
/// every cell of a level of thousands (four fifths of laying out 5,000 labels). A symbol's standing
/// changes only when a level's cell for it does, so each change rechecks only the symbols it touched.
extension Tableau {
    /// Where `symbol` is a candidate now: the highest level holding it, if its cost there is negative.
    mutating func recheckCandidate(_ symbol: Symbol) {
        var level = -1
        if !symbol.isDummy {
            for index in levels.indices {
                let cost = levels[index].row.coefficient(for: symbol)
                if cost != 0 {
                    if cost < 0 { level = index }
                    break
                }
            }
        }
        let old = Int(candidateLevel[symbol.id])
        guard old != level else { return }
        if old >= 0 { candidates[old].remove(symbol) }
        if level >= 0 { candidates[level].insert(symbol) }
        candidateLevel[symbol.id] = Int32(level)
    }

    /// Rechecks `symbol` and the symbols of `row`, whose cells a level just took.
    mutating func recheckCandidates(_ symbol: Symbol, _ row: Row) {
        recheckCandidate(symbol)
        for cell in row.cells where cell.symbol != symbol { recheckCandidate(cell.symbol) }
    }

    /// Makes room for a new, empty level at `index` (it holds nothing, so no symbol's standing changes).
    mutating func candidatesInsertLevel(at index: Int) {
        candidates.insert([], at: index)
        for level in (index + 1)..<candidates.count {
            for symbol in candidates[level] { candidateLevel[symbol.id] = Int32(level) }
        }
    }

    /// Removes level `index` (call before removing it from `levels`): the symbols it held may become
    /// candidates below it.
    mutating func removeLevel(at index: Int) {
        let held = levels[index].row.cells.map(\.symbol)
        for symbol in candidates[index] { candidateLevel[symbol.id] = -1 }
        candidates.remove(at: index)
        levels.remove(at: index)
        for level in index..<candidates.count {
            for symbol in candidates[level] { candidateLevel[symbol.id] = Int32(level) }
        }
        for symbol in held { recheckCandidate(symbol) }
    }
}
