import Foundation

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

    /// `<baselines>/<layout>/<device>/<locale>[@<size>][+<plural>].png`.
    public func baseline(_ screen: ScreenIdentity) -> String {
        let folder = baselines ?? ((screen.layoutFile as NSString).deletingLastPathComponent as NSString).appendingPathComponent("__Snapshots__")
        return (folder as NSString).appendingPathComponent(screen.fileName)
    }

    /// `<out>/failures/<layout>/<device>/<locale>…` without the extension.
    func artifacts(_ screen: ScreenIdentity) -> String {
        ((output as NSString).appendingPathComponent("failures") as NSString)
            .appendingPathComponent(String(screen.fileName.dropLast(4)))
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
    /// `glossa snapshot verify`: renders the matrix and compares each screen with its baseline. Writes
    /// failure copies under `<out>/failures/`, never a baseline.
    public func verifySnapshots(_ options: MatrixOptions, places: SnapshotPlaces, diffing: SnapshotDiffing,
                                progress: (@Sendable (Int, Int, String) -> Void)? = nil) throws(GlossaError) -> ReportedRun {
        let run = try renderScreens(options, imagePath: { places.baseline($0) }, progress: progress)
        var reported = run.reported
        for (index, screen) in run.screens.enumerated() {
            let identity = reported.screens[index].identity(layoutFile: screen.result.layoutFile)
            reported.screens[index].snapshot = try Snapshot.verify(
                screen.png ?? [], baseline: places.baseline(identity), artifacts: places.artifacts(identity), diffing: diffing,
                acceptCommand: places.acceptCommand(identity))
        }
        return reported
    }

    /// `glossa snapshot record`: renders the matrix and writes the baselines `mode` selects, each atomically
    /// and only when its bytes change.
    public func recordSnapshots(_ options: MatrixOptions, places: SnapshotPlaces, mode: SnapshotRecordMode,
                                progress: (@Sendable (Int, Int, String) -> Void)? = nil) throws(GlossaError) -> ReportedRun {
        let run = try renderScreens(options, imagePath: { places.baseline($0) }, progress: progress)
        var reported = run.reported
        let exact = try SnapshotDiffing()
        for (index, screen) in run.screens.enumerated() {
            let identity = reported.screens[index].identity(layoutFile: screen.result.layoutFile)
            let path = places.baseline(identity), png = screen.png ?? []
            let existing = OutputFile.read(path)
            switch mode {
            case .missing where existing != nil: continue
            case .failed where existing != nil:
                if try exact.difference(actual: png, baseline: existing!, baselineName: path) == nil { continue }
            default: break
            }
            reported.screens[index].snapshot = try Snapshot.record(png, baseline: path)
        }
        return reported
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
