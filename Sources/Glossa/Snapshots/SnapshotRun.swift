import Foundation
import GlossaRender

/// Which screens `snapshot record` writes (swift-snapshot-testing's record modes).
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Every screen (a file whose bytes would not change is left untouched).
    case all
    /// Only screens without a baseline.
    case missing
    /// Only screens without a baseline or whose pixels differ from it.
    case failed
}

/// Where baselines and failure copies go.
public struct SnapshotPlaces: Sendable {
    /// Baselines folder (`--baselines`); nil: `__Snapshots__` beside each layout file.
    public var baselines: String?
    /// `--out`: failure copies go to `<out>/failures/`.
    public var output: String

    public init(baselines: String? = nil, output: String = "out") {
        self.baselines = baselines
        self.output = output
    }

    /// `<baselines>/<layout>/<device>/<locale>[@<size>][+<plural>].png` (`OutputPath`, inside the baselines folder).
    public func baseline(_ screen: ScreenIdentity) throws(GlossaError) -> String {
        let folder = baselines ?? (OutputFolder.parent(of: screen.layoutFile) as NSString).appendingPathComponent("__Snapshots__")
        return try OutputPath.file(screen, in: folder)
    }

    /// `<out>/failures/<layout>/<device>/<locale>…` without the extension (`OutputPath`, inside `<out>/failures`).
    func artifacts(_ screen: ScreenIdentity) throws(GlossaError) -> String {
        String(try OutputPath.file(screen, in: (output as NSString).appendingPathComponent("failures"), suffix: ".actual.png")
            .dropLast(".actual.png".count))
    }

    /// The command that records this one screen again.
    func acceptCommand(_ screen: ScreenIdentity) -> String {
        var words = ["glossa", "snapshot", "record", screen.layoutFile, "--locales", screen.locale, "--device", screen.device]
        if screen.contentSize != DynamicType.defaultContentSize { words += ["--content-size", screen.contentSize] }
        if screen.plural != nil { words += ["--plurals", "all"] }
        if let baselines { words += ["--baselines", baselines] }
        return words.map(Self.shellQuoted).joined(separator: " ")
    }

    static func shellQuoted(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./@+,=:".contains($0)) }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

extension Simulator {
    /// `glossa snapshot verify`: renders the matrix and compares each screen with its baseline as soon as it
    /// is drawn, keeping only the verdict. Once every screen has succeeded, writes failure copies under
    /// `<out>/failures/` (from the PNGs of the failing screens, kept on disk meanwhile), never a baseline.
    /// With `outputs`, the copies wait there for the caller's commit (with its reports).
    public func verifySnapshots(_ options: MatrixOptions, places: SnapshotPlaces, diffing: SnapshotDiffing,
                                outputs: OutputTransaction? = nil,
                                progress: (@Sendable (Int, Int, String) -> Void)? = nil) throws(GlossaError) -> ReportedRun {
        let transaction = outputs ?? OutputTransaction()
        let files = SnapshotFiles.prepared(in: transaction)
        let pending = PendingSnapshots()
        var run = try streamScreens(options, imagePath: { screen throws(GlossaError) in try places.baseline(screen) }, staging: nil, progress: progress) { index, screen throws(GlossaError) in
            var record = ScreenRecord(screen.result)
            let identity = record.identity(layoutFile: screen.result.layoutFile)
            let png = screen.png ?? []
            if try Snapshot.matches(png, baseline: try places.baseline(identity), diffing: diffing) {
                record.snapshot = SnapshotVerdict(state: .match)
                try pending.add(identity, at: index, png: nil)
            } else {
                try pending.add(identity, at: index, png: png)
            }
            return record
        }
        for (index, identity, png) in pending.all {
            guard let png else {
                Snapshot.removeFailureCopies(artifacts: try places.artifacts(identity), files: files)
                continue
            }
            var record = run.screens[index]
            record.snapshot = try Snapshot.verify(png, baseline: try places.baseline(identity), artifacts: try places.artifacts(identity),
                                                  diffing: diffing, acceptCommand: places.acceptCommand(identity), files: files)
            try run.screens.replace(record, at: index)
        }
        if outputs == nil { try transaction.commit() }
        return run
    }

    /// `glossa snapshot record`: renders the matrix and, once every screen has succeeded, writes the baselines
    /// `mode` selects, each atomically and only when its bytes change (the PNGs wait on disk meanwhile).
    /// With `outputs`, the baselines wait there for the caller's commit (with its reports).
    public func recordSnapshots(_ options: MatrixOptions, places: SnapshotPlaces, mode: SnapshotRecordMode,
                                outputs: OutputTransaction? = nil,
                                progress: (@Sendable (Int, Int, String) -> Void)? = nil) throws(GlossaError) -> ReportedRun {
        let transaction = outputs ?? OutputTransaction()
        let pending = PendingSnapshots()
        let exact = try SnapshotDiffing()
        var run = try streamScreens(options, imagePath: { screen throws(GlossaError) in try places.baseline(screen) }, staging: nil, progress: progress) { index, screen throws(GlossaError) in
            let record = ScreenRecord(screen.result)
            let identity = record.identity(layoutFile: screen.result.layoutFile)
            let path = try places.baseline(identity), png = screen.png ?? []
            let existing = OutputFile.read(path)
            switch mode {
            case .missing where existing != nil: return record
            case .failed where existing != nil:
                if try exact.difference(actual: png, baseline: existing!, baselineName: path) == nil { return record }
            default: break
            }
            try pending.add(identity, at: index, png: png)
            return record
        }
        for (index, identity, png) in pending.all {
            var record = run.screens[index]
            record.snapshot = try Snapshot.record(png ?? [], baseline: try places.baseline(identity),
                                                  files: .prepared(in: transaction))
            try run.screens.replace(record, at: index)
        }
        if outputs == nil { try transaction.commit() }
        return run
    }
}

/// Screens whose snapshot work waits until the whole matrix has succeeded: their identity and, when there
/// is a file to write from it, their PNG (spilled to a temporary file until then).
final class PendingSnapshots: @unchecked Sendable {
    private let lock = NSLock()
    private var screens: [Int: ScreenIdentity] = [:]
    private var pngs: RecordSpool?
    private var withPNG = Set<Int>()

    func add(_ identity: ScreenIdentity, at index: Int, png: [UInt8]?) throws(GlossaError) {
        lock.lock()
        defer { lock.unlock() }
        screens[index] = identity
        guard let png else { return }
        if pngs == nil { pngs = try RecordSpool(folder: NSTemporaryDirectory()) }
        try pngs!.store(png, at: index)
        withPNG.insert(index)
    }

    /// Every pending screen in matrix order, with its PNG read back when it has one.
    var all: some Sequence<(Int, ScreenIdentity, [UInt8]?)> {
        lock.lock()
        defer { lock.unlock() }
        let order = screens.keys.sorted()
        let (screens, pngs, withPNG) = (self.screens, self.pngs, self.withPNG)
        return order.lazy.map { index in (index, screens[index]!, withPNG.contains(index) ? pngs!.bytes(at: index) : nil) }
    }
}

extension ScreenRecord {
    /// The identity with the layout file as found (not as reported), for paths on this machine.
    func identity(layoutFile: String) -> ScreenIdentity {
        var identity = self.identity
        identity.layoutFile = layoutFile
        return identity
    }
}
