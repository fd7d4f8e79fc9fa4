/// One column of the tableau: an id plus a kind, packed in one integer.
///
/// The id sits in the high bits, so ordering symbols by `raw` is ordering them by id, the
/// order in which this solver created them. That order, never a hash order, breaks every tie
/// in pivoting, which is what makes results identical from one process to the next.
struct Symbol: Hashable, Comparable, Sendable {
    enum Kind: Int {
        /// Stands for a user `Variable`; unrestricted in sign.
        case external = 0
        /// The slack of an inequality, or an artificial variable; must stay ≥ 0.
        case slack = 1
        /// The error of an optional constraint; must stay ≥ 0 and costs in the objective.
        case error = 2
        /// Marks a required equality; always 0, never pivoted in.
        case dummy = 3
    }

    let raw: Int

    init(id: Int, kind: Kind) { raw = id << 2 | kind.rawValue }
    private init(raw: Int) { self.raw = raw }

    static let invalid = Symbol(raw: -1)

    var id: Int { raw >> 2 }
    var kind: Kind { Kind(rawValue: raw & 3)! }
    var isValid: Bool { raw >= 0 }
    var isExternal: Bool { raw & 3 == 0 }
    var isDummy: Bool { raw & 3 == 3 }
    /// Slack and error symbols: the ones that may enter the basis in a pivot.
    var isPivotable: Bool { raw & 3 == 1 || raw & 3 == 2 }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}

/// A coefficient of one symbol in a row.
struct Cell: Sendable {
    var symbol: Symbol
    var coefficient: Double
}

/// Coefficients this close to zero are taken as zero and dropped from rows, as in kiwi;
/// otherwise round-off would leave ghost cells that pivots keep dragging along.
@inline(__always)
func nearZero(_ value: Double) -> Bool {
    value < 1e-8 && value > -1e-8
}

/// A row of the tableau, `basic = constant + Σ coefficient × symbol`, or an objective.
///
/// Cells are kept in an array sorted by symbol: lookups are binary searches, combining two
/// rows is one linear merge, and iteration order is the symbol order, never a hash order.
///
/// A cell whose coefficient is exactly 0 is a tombstone: the symbol is absent, but its slot
/// stays so that a substitution into a long row need not move the row's tail (live cells are
/// never that small, see `nearZero`). Readers skip tombstones; merges and `compact` drop them.
struct Row: Sendable {
    var constant: Double
    var cells: [Cell]
    /// How many tombstones `cells` holds.
    var dead = 0

    init(constant: Double = 0, cells: [Cell] = []) {
        self.constant = constant
        self.cells = cells
    }

    /// The index of `symbol`, or where it would be inserted.
    @inline(__always)
    func search(_ symbol: Symbol) -> (index: Int, found: Bool) {
        cells.withUnsafeBufferPointer { Row.search(symbol.raw, in: $0) }
    }

    func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = search(symbol)
        return found ? cells[index].coefficient : 0
    }

    func contains(_ symbol: Symbol) -> Bool {
        let (index, found) = search(symbol)
        return found && cells[index].coefficient != 0
    }

    /// The cells that are not tombstones.
    var live: LazyFilterSequence<[Cell]> {
        cells.lazy.filter { $0.coefficient != 0 }
    }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient × symbol`, dropping the cell if the sum cancels.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (index, found) = search(symbol)
        if found {
            if cells[index].coefficient == 0 { dead -= 1 }
            let sum = cells[index].coefficient + coefficient
            if nearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
        } else if !nearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// Adds `factor × other` (constant and cells).
    mutating func insert(_ other: Row, _ factor: Double = 1) {
        constant += other.constant * factor
        var ignored: [Symbol] = []
        merge(other.cells, factor, skipping: .invalid, fresh: &ignored, recording: false)
    }

    /// Merges `factor × incoming` into the cells, leaving out `skipped` from this row; symbols that got a new
    /// cell are appended to `fresh` when `recording`.
    ///
    /// The hottest loop of the solver: one pass over both sorted arrays, written into
    /// uninitialized storage so that no append checks capacity.
    @inline(__always)
    private mutating func merge(_ incoming: [Cell], _ factor: Double, skipping skipped: Symbol,
                                fresh: inout [Symbol], recording: Bool) {
        if incoming.count == 1 && !skipped.isValid {
            insert(incoming[0].symbol, incoming[0].coefficient * factor)
            return
        }
        let capacity = cells.count + incoming.count
        cells = cells.withUnsafeBufferPointer { mine in
            incoming.withUnsafeBufferPointer { theirs in
                [Cell](unsafeUninitializedCapacity: capacity) { out, count in
                    count = Row.merge(mine, theirs, factor, skipped.raw, into: out.baseAddress!, fresh: &fresh,
                                      recording: recording)
                }
            }
        }
        dead = 0
    }

    @inline(__always)
    private static func merge(_ mine: UnsafeBufferPointer<Cell>, _ theirs: UnsafeBufferPointer<Cell>,
                              _ factor: Double, _ skipped: Int, into out: UnsafeMutablePointer<Cell>,
                              fresh: inout [Symbol], recording: Bool) -> Int {
        var i = 0, j = 0, n = 0
        while i < mine.count && j < theirs.count {
            let a = mine[i].symbol.raw, b = theirs[j].symbol.raw
            if a < b {
                if a != skipped && mine[i].coefficient != 0 { out[n] = mine[i]; n += 1 }
                i += 1
            } else if b < a {
                let c = theirs[j].coefficient * factor
                if !nearZero(c) {
                    out[n] = Cell(symbol: theirs[j].symbol, coefficient: c); n += 1
                    if recording { fresh.append(theirs[j].symbol) }
                }
                j += 1
            } else {
                let c = mine[i].coefficient + theirs[j].coefficient * factor
                if !nearZero(c) {
                    out[n] = Cell(symbol: mine[i].symbol, coefficient: c); n += 1
                    if recording && mine[i].coefficient == 0 { fresh.append(theirs[j].symbol) }
                }
                i += 1; j += 1
            }
        }
        while i < mine.count {
            if mine[i].symbol.raw != skipped && mine[i].coefficient != 0 { out[n] = mine[i]; n += 1 }
            i += 1
        }
        while j < theirs.count {
            let c = theirs[j].coefficient * factor
            if !nearZero(c) {
                out[n] = Cell(symbol: theirs[j].symbol, coefficient: c); n += 1
                if recording { fresh.append(theirs[j].symbol) }
            }
            j += 1
        }
        return n
    }

    mutating func remove(_ symbol: Symbol) {
        let (index, found) = search(symbol)
        if found {
            if cells[index].coefficient == 0 { dead -= 1 }
            cells.remove(at: index)
        }
    }

    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Rewrites `0 = constant + … + c × symbol + …` as `symbol = …`; `symbol` must be present.
    mutating func solve(for symbol: Symbol) {
        let (index, _) = search(symbol)
        let factor = -1 / cells[index].coefficient
        cells.remove(at: index)
        if dead > 0 { compact() }  // this row is about to be copied into others
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Rewrites `lhs = … + c × rhs + …` as `rhs = …`: a pivot, with `lhs` leaving and `rhs` entering.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row`; returns whether `symbol` was present.
    /// Symbols that got a new cell are appended to `fresh`, for the column index.
    ///
    /// A short `row` goes into a long one in place: coefficients already present are updated
    /// where they stand, cells that cancel (and `symbol`'s own) become tombstones, and a new
    /// cell takes a nearby tombstone's place or, failing that, is let in from the back. One
    /// `insert` or `remove` per change would move the row's tail every time; the hottest
    /// loop of the solver is this one.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row, fresh: inout [Symbol]) -> Bool {
        substitute(symbol, with: row, fresh: &fresh, recording: true)
    }

    /// `substitute(_:with:fresh:)` for a row that no column index lists (an expansion being made): the new
    /// cells are not recorded.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
        var ignored: [Symbol] = []
        return substitute(symbol, with: row, fresh: &ignored, recording: false)
    }

    @inline(__always)
    private mutating func substitute(_ symbol: Symbol, with row: Row, fresh: inout [Symbol], recording: Bool) -> Bool {
        let incoming = row.cells
        guard incoming.count <= 8 || incoming.count * 8 <= cells.count else {
            let (index, found) = search(symbol)
            guard found, cells[index].coefficient != 0 else { return false }
            let factor = cells[index].coefficient
            constant += row.constant * factor
            merge(incoming, factor, skipping: symbol, fresh: &fresh, recording: recording)
            return true
        }
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: Swift.max(incoming.count, 1)) { positions in
            let outcome = cells.withUnsafeMutableBufferPointer { mine in
                Row.update(mine, replacing: symbol, with: incoming, positions: positions, fresh: &fresh, recording: recording)
            }
            guard outcome.found else { return false }
            constant += row.constant * outcome.factor
            dead += outcome.died
            if outcome.inserts > 0 { letIn(incoming, outcome.factor, at: positions, count: outcome.inserts) }
            if dead > 8 && dead * 2 > cells.count { compact() }
            return true
        }
    }

    /// What `update` did: whether the symbol was there, its coefficient, how many cells are
    /// still to be let in, and the change in the number of tombstones.
    private struct Update {
        var found = false, factor = 0.0, inserts = 0, died = 0
    }

    /// The in-place part of `substitute`, all within one access to the cells.
    private static func update(_ mine: UnsafeMutableBufferPointer<Cell>, replacing symbol: Symbol,
                               with incoming: [Cell], positions: UnsafeMutableBufferPointer<Int>,
                               fresh: inout [Symbol], recording: Bool) -> Update {
        let (replaced, present) = search(symbol.raw, in: UnsafeBufferPointer(mine))
        guard present, mine[replaced].coefficient != 0 else { return Update() }
        var outcome = Update(found: true, factor: mine[replaced].coefficient, inserts: 0, died: 1)
        mine[replaced].coefficient = 0
        var low = 0  // incoming is sorted: each search starts where the last ended
        for j in incoming.indices {
            let c = incoming[j].coefficient * outcome.factor
            let raw = incoming[j].symbol.raw
            let index: Int, found: Bool
            if mine.isEmpty || mine[mine.count - 1].symbol.raw < raw {
                (index, found) = (mine.count, false)  // newer than the whole row: the usual case
            } else {
                if raw > symbol.raw && low <= replaced { low = replaced &+ 1 }  // newer cells follow `symbol`
                var step = 1, high = low  // gallop: the next position is usually close
                while high < mine.count && mine[high].symbol.raw < raw {
                    low = high &+ 1
                    high = low &+ step
                    step &<<= 1
                }
                let (offset, hit) = halving(raw, in: UnsafeBufferPointer(rebasing: mine[low..<Swift.min(high + 1, mine.count)]))
                (index, found) = (low + offset, hit)
            }
            low = index
            positions[j] = -1
            if found {
                let old = mine[index].coefficient, sum = old + c
                if nearZero(sum) {
                    mine[index].coefficient = 0
                    if old != 0 { outcome.died += 1 }
                } else {
                    mine[index].coefficient = sum
                    if old == 0 {
                        outcome.died -= 1
                        if recording { fresh.append(incoming[j].symbol) }
                    }
                }
            } else if !nearZero(c) {
                positions[j] = index
                outcome.inserts += 1
                if recording { fresh.append(incoming[j].symbol) }
            }
        }
        // Each new cell takes a nearby tombstone's place if it can (there is at least one:
        // `symbol`'s own); earlier fills shift cells, so positions are searched again.
        var moved = false
        for j in incoming.indices where positions[j] >= 0 {
            let raw = incoming[j].symbol.raw
            let position = moved ? search(raw, in: UnsafeBufferPointer(mine)).index : positions[j]
            positions[j] = position
            if position == mine.count { continue }  // newer than the row: appended by `letIn`
            let cell = Cell(symbol: incoming[j].symbol, coefficient: incoming[j].coefficient * outcome.factor)
            if fillNearbyTombstone(mine, with: cell, at: position) {
                positions[j] = -1
                outcome.inserts -= 1
                outcome.died -= 1
                moved = true
            }
        }
        if moved && outcome.inserts > 0 {  // a later fill may have shifted an earlier failure's place
            for j in incoming.indices where positions[j] >= 0 {
                positions[j] = search(incoming[j].symbol.raw, in: UnsafeBufferPointer(mine)).index
            }
        }
        return outcome
    }

    /// Puts one new cell where it belongs by shifting the cells between it and the nearest
    /// tombstone on either side, which it then replaces: a gap buffer's move instead of the
    /// whole tail's. Cancelled cells usually sit right next to the ones that replace them.
    private static func fillNearbyTombstone(_ mine: UnsafeMutableBufferPointer<Cell>, with cell: Cell,
                                            at position: Int) -> Bool {
        let reach = 32
        let base = mine.baseAddress!
        for distance in 0..<reach {
            let after = position + distance, before = position - 1 - distance
            if after < mine.count {
                if mine[after].coefficient == 0 {
                    (base + position + 1).update(from: base + position, count: after - position)
                    mine[position] = cell
                    return true
                }
            } else if before < 0 {
                return false
            }
            if before >= 0 && mine[before].coefficient == 0 {
                (base + before).update(from: base + before + 1, count: position - 1 - before)
                mine[position - 1] = cell
                return true
            }
        }
        return false
    }

    /// Drops the tombstones.
    mutating func compact() {
        let kept = cells.withUnsafeMutableBufferPointer { mine in
            var write = 0
            for read in 0..<mine.count where mine[read].coefficient != 0 {
                mine[write] = mine[read]
                write += 1
            }
            return write
        }
        cells.removeSubrange(kept...)
        dead = 0
    }

    /// Inserts the incoming cells that have a position, from the back so each stretch moves once.
    private mutating func letIn(_ incoming: [Cell], _ factor: Double,
                                at positions: UnsafeMutableBufferPointer<Int>, count: Int) {
        let oldCount = cells.count
        if let first = positions.first(where: { $0 >= 0 }), first == oldCount {
            // All newer than the row (positions never decrease): a plain append.
            for j in positions.indices where positions[j] >= 0 {
                cells.append(Cell(symbol: incoming[j].symbol, coefficient: incoming[j].coefficient * factor))
            }
            return
        }
        for _ in 0..<count { cells.append(Cell(symbol: .invalid, coefficient: 0)) }
        cells.withUnsafeMutableBufferPointer { mine in
            let base = mine.baseAddress!
            var end = oldCount, shift = count
            for j in stride(from: incoming.count - 1, through: 0, by: -1) where positions[j] >= 0 {
                let start = positions[j]
                (base + start + shift).update(from: base + start, count: end - start)
                shift -= 1
                base[start + shift] = Cell(symbol: incoming[j].symbol, coefficient: incoming[j].coefficient * factor)
                end = start
            }
        }
    }

    /// The index of the first cell whose symbol is not below `raw`, and whether it is `raw`'s.
    ///
    /// A row's symbols tend to spread evenly between its first and last (a view's symbols and its
    /// neighbours' follow each other), so the search starts where `raw` would fall if they did and
    /// gallops from there: a long row that is not in the cache is read at two or three places near
    /// the answer instead of at every halving. Short rows are searched by halving alone.
    @inline(__always)
    static func search(_ raw: Int, in cells: UnsafeBufferPointer<Cell>) -> (index: Int, found: Bool) {
        let n = cells.count
        guard n > 32, let start = cells.baseAddress else { return halving(raw, in: cells) }
        // Indices stay within the buffer, so wrapping arithmetic drops the overflow checks.
        let first = start[0].symbol.raw, last = start[n &- 1].symbol.raw
        if raw <= first { return (0, raw == first) }
        if raw >= last { return raw == last ? (n &- 1, true) : (n, false) }
        // first < raw < last: the answer is in 1...n-1; `guess` is in 0..<n-1.
        let guess = Int(Double(raw &- first) / Double(last &- first) * Double(n &- 1))
        var low: Int, high: Int  // the answer lies in low...high
        if start[guess].symbol.raw < raw {
            low = guess &+ 1
            var step = 1
            high = low
            while start[high].symbol.raw < raw {  // stops at n - 1 at the latest
                low = high &+ 1
                high = Swift.min(low &+ step, n &- 1)
                step &<<= 1
            }
        } else {
            high = guess
            var step = 1
            low = high
            while low > 0 && start[low &- 1].symbol.raw >= raw {
                high = low &- 1
                low = Swift.max(high &- step, 0)
                step &<<= 1
            }
        }
        let (offset, found) = halving(raw, in: UnsafeBufferPointer(start: start + low, count: high &- low &+ 1))
        return (low &+ offset, found)
    }

    @inline(__always)
    static func halving(_ raw: Int, in cells: UnsafeBufferPointer<Cell>) -> (index: Int, found: Bool) {
        // Branch-free lower bound: the halving compiles to conditional moves, so the search
        // costs no mispredicted branches however the symbols fall.
        // Indices stay within the buffer, so wrapping arithmetic drops the overflow checks.
        guard var n = Optional(cells.count), n > 0, let start = cells.baseAddress else { return (0, false) }
        var base = 0
        while n > 1 {
            let half = n &>> 1
            base = start[base &+ half &- 1].symbol.raw < raw ? base &+ half : base
            n &-= half
        }
        let value = start[base].symbol.raw
        if value < raw { return (base &+ 1, false) }
        return (base, value == raw)
    }
}
