/// Rows of user variables that refer to other such rows instead of repeating them.
///
/// In kiwi's tableau every basic row is written in non-basic symbols only. A stack of views is a chain
/// (`top[i] == bottom[i - 1] + spacing`), and written that way the row of the i-th view's top holds the
/// slack, error and dummy symbols of every view above it: a scroll view of 3,000 labels held 27 million
/// cells (1 GB). Here the row of an external (user variable) symbol may name other basic external
/// symbols — references — so the i-th top is `top[i - 1] + spacing + …`: memory linear in the layout.
///
/// Only external rows may hold references, and nothing reads an external row to choose a pivot: the
/// restricted rows (slack, error and dummy symbols), the objective levels and the artificial row stay in
/// non-basic symbols, exactly the rows kiwi's tableau has, and are built from the references' expansions.
/// So every pivot is chosen from the same rows as before. A new constraint's subject is still the newest
/// external symbol of its expansion (`chooseSubject`): `openBound` says, without expanding, which
/// external symbols an expansion may hold. Values are read by evaluating references, lowest order first.
///
/// Invariants: a reference is a basic external symbol; a row references only rows of lower `order`, so
/// references never form a cycle and expansions proceed from the highest order down, letting cells that
/// cancel (a view's top taken from its own bottom) drop before anything below them is expanded.
extension Tableau {
    @inline(__always)
    func isReference(_ symbol: Symbol) -> Bool {
        symbol.isExternal && slotOfId[symbol.id] >= 0
    }

    /// Rows of basic external symbols longer than this are referred to rather than copied into others.
    /// Below it rows are copied as in kiwi, so layouts of ordinary size are solved by the very same
    /// floating-point operations as without references; a chain of thousands of views keeps rows of at
    /// most about this length (each refers to the row that many views up), memory linear in its length.
    static let longRow = 256

    func isLong(_ row: Row) -> Bool {
        row.cells.count - row.dead > longRow
    }

    /// Whether `row` names a basic external symbol.
    func hasReferences(_ row: Row) -> Bool {
        row.cells.contains { $0.coefficient != 0 && isReference($0.symbol) }
    }

    /// `row` with its references replaced by their rows, highest order first, until none is left that
    /// `include` accepts.
    func expand(_ row: inout Row, including include: (Symbol) -> Bool = { _ in true }) {
        var queue = ReferenceQueue()
        for cell in row.cells where cell.coefficient != 0 && isReference(cell.symbol) && include(cell.symbol) {
            queue.push(cell.symbol, order: order[cell.symbol.id])
        }
        while let reference = queue.pop() {
            let referenced = rows[slot(of: reference)]
            guard row.substitute(reference, with: referenced) else { continue }  // cancelled
            for cell in referenced.cells where cell.coefficient != 0 && isReference(cell.symbol) && include(cell.symbol) {
                queue.push(cell.symbol, order: order[cell.symbol.id])
            }
        }
    }

    /// The bound of a row: the highest id of a non-basic external symbol it holds or its references' rows
    /// may hold (-1 for none).
    func bound(of row: Row) -> Int32 {
        var highest: Int32 = -1
        for cell in row.cells where cell.coefficient != 0 && cell.symbol.isExternal {
            highest = Swift.max(highest, isReference(cell.symbol) ? openBound[cell.symbol.id] : Int32(cell.symbol.id))
        }
        return highest
    }

    /// Whether `row` holds an external symbol.
    func holdsExternal(_ row: Row) -> Bool {
        row.cells.contains { $0.coefficient != 0 && $0.symbol.isExternal }
    }

    /// Expands just enough of `row`'s references to tell the newest non-basic external symbol of its whole
    /// expansion, and returns it (`.invalid` when the expansion holds none). Afterwards that symbol is in
    /// the row itself and no reference left can hold it, so the row, solved for it, is a row for it.
    func expandToNewestOpenSymbol(_ row: inout Row) -> Symbol {
        while true {
            var newest = Symbol.invalid
            for cell in row.cells where cell.coefficient != 0 && cell.symbol.isExternal && !isReference(cell.symbol) {
                newest = cell.symbol
            }
            // The reference of highest order whose expansion may hold the newest symbol or a newer one.
            let threshold = newest.isValid ? Int32(newest.id) : 0
            var next = Symbol.invalid
            for cell in row.cells where cell.coefficient != 0 && isReference(cell.symbol) && openBound[cell.symbol.id] >= threshold {
                if !next.isValid || order[cell.symbol.id] > order[next.id] { next = cell.symbol }
            }
            guard next.isValid else { return newest }
            row.substitute(next, with: rows[slot(of: next)])
        }
    }

    /// The basic external symbols whose expansions may hold `symbol`: those whose rows hold it, those
    /// whose rows reference them, and so on.
    func referrers(of symbol: Symbol) -> Set<Int> {
        var found = Set<Int>()
        var pending = [symbol]
        while let next = pending.popLast() {
            for basic in columns[next.id] where basic.isExternal && !found.contains(basic.id) {
                let slot = slot(of: basic)
                guard slot >= 0, rows[slot].contains(next) else { continue }
                found.insert(basic.id)
                pending.append(basic)
            }
        }
        return found
    }

    /// Starts keeping orders and bounds, when the first reference is about to be made: until then no row
    /// refers to another, every order would do, and ordinary layouts pay nothing for them.
    mutating func beginReferring() {
        guard !refersToRows else { return }
        refersToRows = true
        holdsNoExternal = [Bool](repeating: false, count: nextId)
        for (slot, basic) in basics.enumerated() where basic.isExternal {
            clock += 1
            order[basic.id] = clock
            openBound[basic.id] = bound(of: rows[slot])
            holdsNoExternal[basic.id] = !holdsExternal(rows[slot])
        }
    }

    /// Settles a symbol that just became basic, if external, then the external rows `substitute` changed.
    mutating func settle(_ basic: Symbol?, _ holders: Holders) {
        guard refersToRows else { return }
        if let basic, basic.isExternal { settle(basic, rescan: true) }
        for holder in holders.symbols where slot(of: holder) >= 0 { settle(holder, rescan: holders.rescan) }
    }

    /// Restores the invariants after the row of `basic` (an external symbol) was made or changed: its
    /// order above its references', its bound over its expansion; rows that reference it follow.
    /// `rescan`: the row's external symbols may have changed. Without it, a row that held none still holds
    /// none, so it has nothing to read: no bound (-1) and no reference to be ordered above.
    mutating func settle(_ basic: Symbol, rescan: Bool) {
        guard refersToRows else { return }
        var bound: Int32 = -1, ordered = true
        if rescan || !holdsNoExternal[basic.id] {
            var plain = true
            for cell in rows[slot(of: basic)].cells where cell.coefficient != 0 && cell.symbol.isExternal {
                plain = false
                if isReference(cell.symbol) {
                    bound = Swift.max(bound, openBound[cell.symbol.id])
                    if order[cell.symbol.id] >= order[basic.id] { ordered = false }
                } else {
                    bound = Swift.max(bound, Int32(cell.symbol.id))
                }
            }
            holdsNoExternal[basic.id] = plain
        }
        if ordered && order[basic.id] > 0 {
            let raised = bound > openBound[basic.id]
            openBound[basic.id] = bound
            if raised { raiseBounds(above: basic) }
            return
        }
        reorder(from: basic)
    }

    /// Raises the bounds of the rows that reference `basic`, and of theirs, to cover `basic`'s.
    private mutating func raiseBounds(above basic: Symbol) {
        var pending = [basic]
        while let next = pending.popLast() {
            let bound = openBound[next.id]
            for referrer in columns[next.id] where referrer.isExternal && openBound[referrer.id] < bound {
                let slot = slot(of: referrer)
                guard slot >= 0, rows[slot].contains(next) else { continue }
                openBound[referrer.id] = bound
                pending.append(referrer)
            }
        }
    }

    /// Gives `basic` and every row that references it, directly or not, new orders above all others,
    /// each above its references, and their bounds anew.
    private mutating func reorder(from basic: Symbol) {
        let affected = referrers(of: basic).union([basic.id])
        // Depth first along references inside `affected`: a row gets its order after its references.
        var visited = Set<Int>()
        var sequence: [Int] = []
        for start in affected.sorted() where !visited.contains(start) {
            var stack: [(id: Int, expanded: Bool)] = [(start, false)]
            while let (id, expanded) = stack.popLast() {
                if expanded { sequence.append(id); continue }
                guard visited.insert(id).inserted else { continue }
                stack.append((id, true))
                for cell in rows[Int(slotOfId[id])].cells where cell.coefficient != 0 && affected.contains(cell.symbol.id)
                    && isReference(cell.symbol) && !visited.contains(cell.symbol.id) {
                    stack.append((cell.symbol.id, false))
                }
            }
        }
        for id in sequence {
            clock += 1
            order[id] = clock
            openBound[id] = bound(of: rows[Int(slotOfId[id])])
        }
    }

    /// A basic external symbol left the basis: the rows that referenced it now hold a non-basic symbol.
    mutating func referenceBecameOpen(_ symbol: Symbol) {
        guard refersToRows else { return }
        order[symbol.id] = 0
        openBound[symbol.id] = Int32(symbol.id)
        raiseBounds(above: symbol)
        openBound[symbol.id] = -1
    }

    // MARK: values

    /// The value of every basic symbol, by id: a row's constant plus its references' values (non-basic
    /// symbols are zero), references first.
    func basicValues() -> [Double] {
        var values = [Double](repeating: 0, count: nextId)
        var known = [Bool](repeating: false, count: nextId)
        for (slot, basic) in basics.enumerated() where !known[basic.id] {
            if !basic.isExternal || !hasReferences(rows[slot]) {
                values[basic.id] = rows[slot].constant
                known[basic.id] = true
                continue
            }
            evaluate(basic, into: &values, known: &known)
        }
        return values
    }

    /// Evaluates `basic` and the references it needs, without recursion (a chain can be thousands long).
    private func evaluate(_ basic: Symbol, into values: inout [Double], known: inout [Bool]) {
        var stack: [(symbol: Symbol, ready: Bool)] = [(basic, false)]
        while let (symbol, ready) = stack.popLast() {
            if known[symbol.id] { continue }
            let row = rows[slot(of: symbol)]
            if ready {
                var value = row.constant
                for cell in row.cells where cell.coefficient != 0 && isReference(cell.symbol) {
                    value += cell.coefficient * values[cell.symbol.id]
                }
                values[symbol.id] = value
                known[symbol.id] = true
                continue
            }
            stack.append((symbol, true))
            for cell in row.cells where cell.coefficient != 0 && isReference(cell.symbol) && !known[cell.symbol.id] {
                stack.append((cell.symbol, false))
            }
        }
    }

    /// The value of one symbol: its row evaluated when basic, else 0.
    func evaluatedValue(of symbol: Symbol) -> Double {
        let slot = slot(of: symbol)
        guard slot >= 0 else { return 0 }
        guard refersToRows, symbol.isExternal, hasReferences(rows[slot]) else { return rows[slot].constant }
        var values = [Double](repeating: 0, count: nextId)
        var known = [Bool](repeating: false, count: nextId)
        evaluate(symbol, into: &values, known: &known)
        return values[symbol.id]
    }
}

/// The external rows a substitution changed (`Tableau.substitute`), to be settled once the substituted symbol's
/// row is in. `rescan` is false when their external symbols cannot have changed: the symbol replaced is not
/// external and the row that replaced it holds none (a pivot among slack and error symbols), or they kept the
/// symbol as a reference; `settle` then need not read a row that held none.
struct Holders {
    var symbols: [Symbol] = []
    var rescan = false
}

/// References waiting to be expanded, highest order first, each once.
struct ReferenceQueue {
    private var heap: [(order: UInt32, symbol: Symbol)] = []
    private var queued = Set<Int>()

    mutating func push(_ symbol: Symbol, order: UInt32) {
        guard queued.insert(symbol.id).inserted else { return }
        heap.append((order, symbol))
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[parent].order < heap[child].order else { break }
            heap.swapAt(parent, child)
            child = parent
        }
    }

    mutating func pop() -> Symbol? {
        guard let top = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var largest = parent
                if left < heap.count && heap[left].order > heap[largest].order { largest = left }
                if right < heap.count && heap[right].order > heap[largest].order { largest = right }
                if largest == parent { break }
                heap.swapAt(parent, largest)
                parent = largest
            }
        }
        return top.symbol
    }
}
