/// The screens of a run in matrix order, as reporters read them: held in memory (a merge, a test), or
/// spilled to a temporary file as each screen finishes and decoded again each time one is read, so that
/// writing the reports of a matrix of any size holds one screen at a time.
public struct ScreenRecords: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable {
    private enum Storage: Sendable {
        case memory([ScreenRecord])
        /// Each slot holds one screen (`encode`).
        case spool(RecordSpool, count: Int)
    }

    private var storage: Storage

    public init(_ records: [ScreenRecord]) {
        storage = .memory(records)
    }

    public init(arrayLiteral records: ScreenRecord...) {
        storage = .memory(records)
    }

    init(spool: RecordSpool, count: Int) {
        storage = .spool(spool, count: count)
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch storage {
        case let .memory(records): return records.count
        case let .spool(_, count): return count
        }
    }

    public subscript(position: Int) -> ScreenRecord {
        switch storage {
        case let .memory(records): return records[position]
        case let .spool(spool, _): return Self.decode(spool.bytes(at: position), position: position)
        }
    }

    /// Replaces the screen at `position` (a snapshot verdict decided once the whole matrix has run).
    mutating func replace(_ record: ScreenRecord, at position: Int) throws(GlossaError) {
        switch storage {
        case var .memory(records):
            records[position] = record
            storage = .memory(records)
        case let .spool(spool, _): try spool.store(Self.encode(record), at: position)
        }
    }

    /// A record as a spool keeps it: report.json's fields, numbers exact, so reading it back gives every
    /// reporter the values it would have read in memory.
    static func encode(_ record: ScreenRecord) -> [UInt8] {
        Array(JSONReporter().screen(record).exactText.utf8)
    }

    static func decode(_ bytes: [UInt8], position: Int) -> ScreenRecord {
        // Written by this process from a record: reading it back cannot fail short of a lost disk.
        do {
            let place = "spooled screen \(position)"
            return try ReportFile.screen(JSONReader.read(bytes, file: place), where: place)
        } catch {
            preconditionFailure("\(error)")
        }
    }
}
