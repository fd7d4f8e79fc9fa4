import Foundation

/// Snapshot assertions on one screen's PNG: verify against a baseline file, or record it.
///
/// This is what `glossa snapshot verify|record` does per screen, and what an XCTest helper calls:
///
///     let outcome = try Snapshot.verify(png, baseline: "__Snapshots__/quiz/iphone-15/de.png",
///                                       artifacts: "out/failures/quiz/iphone-15/de", diffing: SnapshotDiffing())
///     XCTAssertFalse(outcome.fails, outcome.message ?? "")
///
/// `verify` never writes the baseline. On a mismatch it writes `<artifacts>.actual.png`, `.diff.png`
/// and `.baseline.png`; on a missing baseline, `<artifacts>.actual.png`.
public enum Snapshot {
    /// Compares `png` with the file at `baseline`; `acceptCommand` is the command printed to accept a change.
    public static func verify(_ png: [UInt8], baseline: String, artifacts: String, diffing: SnapshotDiffing,
                              acceptCommand: String? = nil) throws(GlossaError) -> SnapshotVerdict {
        try verify(png, baseline: baseline, artifacts: artifacts, diffing: diffing, acceptCommand: acceptCommand, files: .immediate)
    }

    /// `verify`, with the failure copies written and removed through `files`.
    static func verify(_ png: [UInt8], baseline: String, artifacts: String, diffing: SnapshotDiffing,
                       acceptCommand: String?, files: SnapshotFiles) throws(GlossaError) -> SnapshotVerdict {
        let accept = acceptCommand.map { "; to accept it: \($0)" } ?? ""
        let paths = copies(artifacts)
        guard let recorded = OutputFile.read(baseline) else {
            try files.write(png, paths.actual)
            files.remove([paths.diff, paths.baseline])
            return SnapshotVerdict(state: .missing, message: "no baseline at \(ReportPath.relative(baseline))\(accept.isEmpty ? "" : "; to record it: \(acceptCommand!)")",
                                   actual: ReportPath.relative(paths.actual))
        }
        guard let difference = try diffing.difference(actual: png, baseline: recorded, baselineName: baseline) else {
            files.remove([paths.actual, paths.diff, paths.baseline])
            return SnapshotVerdict(state: .match)
        }
        try files.write(png, paths.actual)
        try files.write(difference.diffImage, paths.diff)
        try files.write(recorded, paths.baseline)
        var limits = ""
        if diffing.tolerance > 0 { limits += ", tolerance \(JSON.format(diffing.tolerance))%" }
        if diffing.perceptualPrecision < 1 { limits += ", perceptual precision \(JSON.format(diffing.perceptualPrecision))" }
        return SnapshotVerdict(state: .mismatch,
                               message: "\(difference.summary)\(limits) from \(ReportPath.relative(baseline))\(accept)",
                               actual: ReportPath.relative(paths.actual), diff: ReportPath.relative(paths.diff),
                               baseline: ReportPath.relative(paths.baseline))
    }

    /// Writes `png` as the baseline unless the file already holds these bytes: `.recorded` when it wrote,
    /// `.match` when the file was left untouched.
    public static func record(_ png: [UInt8], baseline: String) throws(GlossaError) -> SnapshotVerdict {
        try record(png, baseline: baseline, files: .immediate)
    }

    /// `record`, with the baseline written through `files`.
    static func record(_ png: [UInt8], baseline: String, files: SnapshotFiles) throws(GlossaError) -> SnapshotVerdict {
        let unchanged = OutputFile.read(baseline).map { $0.elementsEqual(png) } ?? false
        if !unchanged { try files.write(png, baseline) }
        return SnapshotVerdict(state: unchanged ? .match : .recorded,
                               message: unchanged ? nil : "recorded \(ReportPath.relative(baseline))")
    }

    /// Whether `png` matches the baseline file as `verify` would say (false when there is no baseline).
    static func matches(_ png: [UInt8], baseline: String, diffing: SnapshotDiffing) throws(GlossaError) -> Bool {
        guard let recorded = OutputFile.read(baseline) else { return false }
        return try diffing.difference(actual: png, baseline: recorded, baselineName: baseline) == nil
    }

    /// Old failure copies of a screen that now matches would mislead whoever opens the folder.
    static func removeFailureCopies(artifacts: String, files: SnapshotFiles = .immediate) {
        let paths = copies(artifacts)
        files.remove([paths.actual, paths.diff, paths.baseline])
    }

    /// `<artifacts>.actual.png`, `.diff.png` and `.baseline.png`.
    private static func copies(_ artifacts: String) -> (actual: String, diff: String, baseline: String) {
        (artifacts + ".actual.png", artifacts + ".diff.png", artifacts + ".baseline.png")
    }

    fileprivate static func removeIfPresent(_ paths: [String]) {
        for path in paths where FileManager.default.fileExists(atPath: path) { try? FileManager.default.removeItem(atPath: path) }
    }
}

/// Where snapshot files go: written at once (an assertion in a test), or prepared in a run's transaction
/// and put in place with its reports.
struct SnapshotFiles: Sendable {
    let write: @Sendable ([UInt8], String) throws(GlossaError) -> Void
    let remove: @Sendable ([String]) -> Void

    static let immediate = SnapshotFiles(write: { bytes, path throws(GlossaError) in try OutputFile.write(bytes, to: path) },
                                         remove: Snapshot.removeIfPresent)

    static func prepared(in outputs: OutputTransaction) -> SnapshotFiles {
        SnapshotFiles(write: { bytes, path throws(GlossaError) in try outputs.prepare(bytes, at: path) },
                      remove: { paths in paths.forEach { outputs.remove($0) } })
    }
}
