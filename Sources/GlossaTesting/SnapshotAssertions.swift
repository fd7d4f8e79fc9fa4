import Foundation

/// When an assertion writes baselines, as swift-snapshot-testing's record modes.
public enum SnapshotRecording: String, Sendable {
    /// Never write a baseline: a missing one fails (what CI wants).
    case never
    /// Write baselines that do not exist yet, and fail so the new files are looked at and committed.
    case missing
    /// Write every baseline whose bytes change, and fail for each (re-recording on purpose).
    case all

    /// `.never` in CI (the environment variable `CI` is `true` or `1`), else `.missing`.
    public static var `default`: SnapshotRecording {
        let ci = ProcessInfo.processInfo.environment["CI"]?.lowercased()
        return ci == "true" || ci == "1" ? .never : .missing
    }
}

extension LayoutMatrix {
    /// Renders every screen of the matrix and compares it with its baseline in `__Snapshots__` beside its
    /// layout (or under `baselines`), as `glossa snapshot verify` does: equal bytes match, otherwise pixels
    /// are compared with `tolerance` (percent of pixels) and `perceptualPrecision` (CIEDE2000, 0–1).
    ///
    /// A failure names the screen, the pixel count and the diff images written under `<artifacts>/failures/`
    /// (default: `$SNAPSHOT_ARTIFACTS`, else a folder in the temporary directory), at the line of this call.
    ///
    ///     try matrix.assertSnapshots()                    // records missing baselines locally, never in CI
    ///     try matrix.assertSnapshots(recording: .all)     // re-record after an intended change
    public func assertSnapshots(recording: SnapshotRecording = .default, baselines: String? = nil, artifacts: String? = nil,
                                tolerance: Double = 0, perceptualPrecision: Double = 1,
                                fileID: String = #fileID, filePath: StaticString = #filePath,
                                line: UInt = #line, column: UInt = #column) throws {
        let site = AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let places = SnapshotPlaces(baselines: baselines.map { Self.resolve($0, from: "\(filePath)") },
                                    output: artifacts ?? Self.defaultArtifactsFolder)
        let simulator = try Self.simulator()
        if recording == .all {
            let run = try simulator.recordSnapshots(options, places: places, mode: .all)
            for screen in run.screens where screen.snapshot?.state == .recorded {
                site.fail("\(Self.name(screen)): \(screen.snapshot?.message ?? "recorded"); recording is on (.all): turn it off and run the test again")
            }
            return
        }
        let run = try simulator.verifySnapshots(options, places: places, diffing: try SnapshotDiffing(
            tolerance: tolerance, perceptualPrecision: perceptualPrecision))
        let missing = run.screens.filter { $0.snapshot?.state == .missing }
        if recording == .missing, !missing.isEmpty {
            _ = try simulator.recordSnapshots(options, places: places, mode: .missing)
        }
        for screen in run.screens {
            guard let verdict = screen.snapshot, verdict.fails else { continue }
            var message = "\(Self.name(screen)): snapshot \(verdict.state.rawValue): \(verdict.message ?? "")"
            if verdict.state == .missing, recording == .missing {
                message = "\(Self.name(screen)): no baseline was found, so one was recorded; run the test again (\(verdict.message ?? ""))"
            }
            if let diff = verdict.diff { message += "; diff: \(diff)" }
            site.fail(message)
        }
    }

    /// "settings ar iphone-15 l", as `assertNoFindings` names screens.
    static func name(_ screen: ScreenRecord) -> String {
        "\(screen.layout) \(screen.locale) \(screen.device) \(screen.contentSize)" + (screen.plural.map { " +\($0)" } ?? "")
    }

    static var defaultArtifactsFolder: String {
        ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"]
            ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("glossa-snapshots")
    }
}
