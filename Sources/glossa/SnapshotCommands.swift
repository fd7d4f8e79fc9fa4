import ArgumentParser
import Foundation
import Glossa
import GlossaCommandLine

/// `glossa snapshot record|verify`: baselines beside each layout, compared screen by screen.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot", abstract: "Record baseline PNGs, or verify the matrix against them.",
        subcommands: [SnapshotRecordCommand.self, SnapshotVerifyCommand.self])
}

struct SnapshotRecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record", abstract: "Write baselines (__Snapshots__ beside each layout); files whose bytes would not change are left alone.")

    @OptionGroup var matrix: MatrixOptionGroup
    @OptionGroup var runOptions: RunOptionGroup
    @OptionGroup var reports: ReportOptionGroup
    @Option(help: "Baselines folder. Default: __Snapshots__ beside each layout file.")
    var baselines: String?
    @Option(help: "all, missing (only screens without a baseline) or failed (without one, or whose pixels differ).")
    var only = "all"

    func validate() throws {
        if SnapshotRecordMode(rawValue: only) == nil { throw ValidationError("--only must be all, missing or failed, not '\(only)'") }
        if let baselines, let problem = OutputDestination.folderProblem(baselines) { throw ValidationError("--baselines: \(problem)") }
    }

    func run() throws {
        var options = try matrix.options(defaultOutput: nil, run: runOptions, reports: reports, defaultFailOn: "never")
        options.outputDirectory = nil
        let places = SnapshotPlaces(baselines: try baselines ?? matrix.projectConfig()?.baselines, output: runOptions.out ?? "out")
        let outputs = OutputTransaction()
        let result = try matrix.run(chrome: !runOptions.noChrome) { simulator, progress throws(GlossaError) in
            try simulator.recordSnapshots(options, places: places, mode: SnapshotRecordMode(rawValue: only)!, outputs: outputs,
                                          progress: progress)
        }
        try reports.commit(result, with: outputs)
        reports.printFindings(result, verbose: runOptions.verbose, listsFindings: false)
        let states = result.screens.map(\.snapshot?.state)
        for screen in result.screens where screen.snapshot?.state == .recorded { reports.say("recorded \(screen.png)") }
        reports.say("\(result.screens.count) screen(s): \(states.filter { $0 == .recorded }.count) recorded, "
              + "\(states.filter { $0 == .match }.count) unchanged, \(states.filter { $0 == nil }.count) skipped" + reuse(result))
        if result.failed { throw ExitCode(1) }
    }
}

struct SnapshotVerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Compare every screen with its baseline; exit 1 on a mismatch or a missing baseline. Never writes a baseline.")

    @OptionGroup var matrix: MatrixOptionGroup
    @OptionGroup var runOptions: RunOptionGroup
    @OptionGroup var reports: ReportOptionGroup
    @Option(help: "Baselines folder. Default: __Snapshots__ beside each layout file.")
    var baselines: String?
    @Option(help: "Percentage of pixels that may differ (0–100).")
    var tolerance = 0.0
    @Option(help: "0–1: pixels within a CIEDE2000 distance of (1 − P) × 100 count as equal (as swift-snapshot-testing).")
    var perceptualPrecision = 1.0

    func run() throws {
        var options = try matrix.options(defaultOutput: nil, run: runOptions, reports: reports, defaultFailOn: "never")
        options.outputDirectory = nil
        let output = runOptions.out ?? "out"
        let places = SnapshotPlaces(baselines: try baselines ?? matrix.projectConfig()?.baselines, output: output)
        let diffing: SnapshotDiffing
        do {
            diffing = try SnapshotDiffing(tolerance: tolerance, perceptualPrecision: perceptualPrecision)
        } catch {
            throw InputError("\(error)")
        }
        let outputs = OutputTransaction()
        let result = try matrix.run(chrome: !runOptions.noChrome) { simulator, progress throws(GlossaError) in
            try simulator.verifySnapshots(options, places: places, diffing: diffing, outputs: outputs, progress: progress)
        }
        try reports.commit(result, with: outputs)
        reports.printFindings(result, verbose: runOptions.verbose, listsFindings: false)
        for screen in result.screens {
            guard let snapshot = screen.snapshot, snapshot.fails else { continue }
            reports.say("\(snapshot.state.rawValue) \(screen.title): \(snapshot.message ?? "")")
        }
        let states = result.screens.map(\.snapshot?.state)
        let findings = result.screens.flatMap(\.findings).filter(result.fails).count
        reports.say("\(result.screens.count) screen(s): \(states.filter { $0 == .match }.count) match, "
              + "\(states.filter { $0 == .mismatch }.count) mismatch, \(states.filter { $0 == .missing }.count) missing"
              + (result.failOn == nil ? "" : ", \(findings) finding(s) at or above --fail-on") + reuse(result))
        if result.failed { throw ExitCode(1) }
    }
}

/// With `--cache`: "; N reused, M computed", as the console reporter ends its summary.
func reuse(_ run: ReportedRun) -> String {
    run.reuse.map { "; \($0.reused) reused, \($0.computed) computed" } ?? ""
}

/// `glossa merge`: shard reports joined into one, with the exit code one whole run would have had.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge", abstract: "Merge the report.json files of shards into every report one whole run would write.")

    @Argument(help: "report.json files of the shards.")
    var reportFiles: [String] = []
    @OptionGroup var reports: ReportOptionGroup

    func validate() throws {
        if reportFiles.isEmpty { throw ValidationError("give the report.json of each shard") }
    }

    func run() throws {
        let merged: ReportedRun
        do {
            merged = try ReportMerge.merge(reportFiles, failOn: reports.failOn.map { ReportedRun.severity(failOn: $0)! })
        } catch {
            throw InputError("\(error)")
        }
        try reports.write(merged)
        reports.printFindings(merged, verbose: false, listsFindings: false)
        let failing = merged.screens.filter { !merged.failures($0).isEmpty }.count
        reports.say("merged \(reportFiles.count) report(s): \(merged.screens.count) screen(s), \(failing) failing")
        if merged.failed { throw ExitCode(1) }
    }
}
