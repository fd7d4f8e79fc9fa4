import Foundation

/// Values kept by key within a total cost (bytes), the least recently used going first when one more
/// would exceed it. Safe to share between threads.
///
/// The run's caches of derived data (glyph bitmaps, decoded images) grew with everything a matrix ever
/// drew: a render's memory rose with the number of screens, and twenty large images took gigabytes. A
/// cached value must be one that can be made again, the same bytes, whenever it was let go, so output
/// never depends on the budget — only the time spent making values again does.
public final class BoundedCache<Key: Hashable, Value>: @unchecked Sendable {
    private struct Entry {
        let key: Key
        var value: Value?
        let cost: Int
        var newer = -1, older = -1  // neighbours in recency order, by index in `entries`
    }

    /// The most the values may cost together (a value costing more than all of it is still kept, alone).
    public let budget: Int
    private let lock = NSLock()
    private var entries: [Entry] = []
    private var free: [Int] = []
    private var indexOf: [Key: Int] = [:]
    private var newest = -1, oldest = -1
    private(set) var total = 0

    public init(budget: Int) {
        self.budget = budget
    }

    /// What the kept values cost together.
    public var cost: Int {
        lock.lock()
        defer { lock.unlock() }
        return total
    }

    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return indexOf.count
    }

    /// The value for `key`, now the most recently used; nil when it is not kept.
    public func value(for key: Key) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        guard let index = indexOf[key] else { return nil }
        unlink(index)
        link(index)
        return entries[index].value
    }

    /// Keeps `value` for `key` as the most recently used, letting the oldest go until the rest fit.
    public func insert(_ value: Value, for key: Key, cost: Int) {
        lock.lock()
        defer { lock.unlock() }
        if let index = indexOf[key] { remove(index) }
        makeRoomLocked(for: cost)
        let entry = Entry(key: key, value: value, cost: cost)
        let index: Int
        if let reused = free.popLast() {
            index = reused
            entries[index] = entry
        } else {
            index = entries.count
            entries.append(entry)
        }
        indexOf[key] = index
        total += cost
        link(index)
    }

    /// Lets the oldest values go until `cost` more fits, before a value that size is made: a large image
    /// is decoded into memory the values it displaces gave back.
    public func makeRoom(for cost: Int) {
        lock.lock()
        defer { lock.unlock() }
        makeRoomLocked(for: cost)
    }

    /// The value for `key`, made (outside the lock) and kept when it is not.
    public func value(for key: Key, making make: () throws -> (value: Value, cost: Int)) rethrows -> Value {
        if let known = value(for: key) { return known }
        let (value, cost) = try make()
        insert(value, for: key, cost: cost)
        return value
    }

    private func makeRoomLocked(for cost: Int) {
        while total + cost > budget, oldest >= 0 { remove(oldest) }
    }

    private func remove(_ index: Int) {
        unlink(index)
        indexOf[entries[index].key] = nil
        total -= entries[index].cost
        entries[index].value = nil
        free.append(index)
    }

    private func link(_ index: Int) {
        entries[index].older = newest
        entries[index].newer = -1
        if newest >= 0 { entries[newest].newer = index }
        newest = index
        if oldest < 0 { oldest = index }
    }

    private func unlink(_ index: Int) {
        let (newer, older) = (entries[index].newer, entries[index].older)
        if newer >= 0 { entries[newer].older = older } else { newest = older }
        if older >= 0 { entries[older].newer = newer } else { oldest = newer }
        entries[index].newer = -1
        entries[index].older = -1
    }
}
