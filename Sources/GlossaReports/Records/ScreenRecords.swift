import GlossaCheck

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

    package init(spool: RecordSpool, count: Int) {
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
    package mutating func replace(_ record: ScreenRecord, at position: Int) throws(GlossaError) {
        switch storage {
        case var .memory(records):
            records[position] = record
            storage = .memory(records)
        case let .spool(spool, _): try spool.store(Self.encode(record), at: position, standing: ScreenStanding(record))
        }
    }

    /// What decides whether the screen at `position` fails: known from when it was spilled, else read from it.
    func standing(at position: Int) -> ScreenStanding {
        switch storage {
        case let .memory(records): return ScreenStanding(records[position])
        case let .spool(spool, _): return spool.standing(at: position) ?? ScreenStanding(self[position])
        }
    }

    /// A record as a spool keeps it: report.json's fields but the views, numbers exact, so reading it back gives every
    /// reporter the values it would have read in memory; then a NUL byte (never in JSON text) and the views as
    /// report.json prints them, which only report.json reads, and copies.
    package static func encode(_ record: ScreenRecord) -> [UInt8] {
        let reporter = JSONReporter()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(2048)
        JSON.object(reporter.head(record) + [("findings", .array(record.findings.map(reporter.finding)))]).writeExact(to: &bytes)
        bytes.append(0)
        bytes.append(contentsOf: record.printedViews.text.utf8)
        return bytes
    }

    package static func decode(_ bytes: [UInt8], position: Int) -> ScreenRecord {
        // Written by this process from a record: reading it back cannot fail short of a lost disk.
        do {
            return try read(bytes, from: "spooled screen \(position)")
        } catch {
            preconditionFailure("\(error)")
        }
    }

    /// A record `encode` wrote (a cache entry's, say), or an error naming `place` when the bytes are not one.
    package static func read(_ bytes: [UInt8], from place: String) throws(GlossaError) -> ScreenRecord {
        guard let split = bytes.firstIndex(of: 0) else { return try ReportFile.screen(JSONReader.read(bytes, file: place), where: place) }
        var record = try ReportFile.screen(JSONReader.read(Array(bytes[..<split]), file: place), where: place)
        record.printedViews = .printed(String(decoding: bytes[(split + 1)...], as: UTF8.self))
        return record
    }
}

/// Whether a screen fails, for any `--fail-on`: its most severe finding that is not accepted, and whether its
/// snapshot fails. Kept beside a spilled screen, so the exit code needs no screen read back.
package struct ScreenStanding: Sendable {
    var worst: Severity?
    var snapshotFails: Bool

    package init(_ record: ScreenRecord) {
        worst = record.findings.filter { !$0.accepted }.map(\.severity).max()
        snapshotFails = record.snapshot?.fails ?? false
    }

    /// Whether the screen has a reason to fail (`ReportedRun.failures`) at `failOn`.
    package func fails(failOn: Severity?) -> Bool {
        if snapshotFails { return true }
        guard let failOn, let worst else { return false }
        return worst >= failOn
    }
}
