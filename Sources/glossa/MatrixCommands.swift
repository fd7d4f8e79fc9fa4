import ArgumentParser
import Foundation
import Glossa
import GlossaCommandLine

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Render every layout × locale × device × content size to PNG, with report.json.")

    @OptionGroup var matrix: MatrixOptionGroup
    @OptionGroup var runOptions: RunOptionGroup
    @OptionGroup var reports: ReportOptionGroup
    @Flag(help: "Draw view frames, text baselines and findings (outlined in red, kind above) over each PNG.")
    var overlay = false

    func run() throws {
        let options = try matrix.options(defaultOutput: "out", run: runOptions, reports: reports, defaultFailOn: "never")
        let outputs = OutputTransaction()
        let result = try matrix.run(overlay: overlay, chrome: !runOptions.noChrome) { simulator, progress throws(GlossaError) in
            try simulator.streamMatrix(options, outputs: outputs, progress: progress)
        }
        try reports.commit(result, with: outputs)
        reports.printFindings(result, verbose: runOptions.verbose, listsFindings: true)
        reports.say("wrote \(result.screens.count) PNG(s) and \((runOptions.out ?? "out") + "/report.json")")
        if result.failed { throw ExitCode(1) }
    }
}

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "Lay out the matrix and report findings; exit 1 when any is at or above --fail-on.")

    @OptionGroup var matrix: MatrixOptionGroup
    @OptionGroup var runOptions: RunOptionGroup
    @OptionGroup var reports: ReportOptionGroup
    @Option(help: "Write today's findings as an accepted-findings file (for --accepted).")
    var writeAccepted: String?

    func validate() throws {
        if let writeAccepted, let problem = OutputDestination.fileProblem(writeAccepted) {
            throw ValidationError("--write-accepted: \(problem)")
        }
    }

    func run() throws {
        let options = try matrix.options(defaultOutput: nil, run: runOptions, reports: reports)
        let outputs = OutputTransaction()
        let result = try matrix.run(chrome: !runOptions.noChrome) { simulator, progress throws(GlossaError) in
            try simulator.streamMatrix(options, outputs: outputs, progress: progress)
        }
        if let writeAccepted {
            do {
                try outputs.prepare(writeAccepted) { $0.write(AcceptedFindings.file(from: result)) }
            } catch {
                throw InputError("\(error)")
            }
        }
        try reports.commit(result, with: outputs)
        reports.printFindings(result, verbose: runOptions.verbose, listsFindings: true)
        if let writeAccepted {
            // Today's findings become the accepted baseline: none of them fails the run that records them.
            reports.say("wrote today's findings to \(writeAccepted): pass it with --accepted to fail only on new ones")
            return
        }
        if result.failed { throw ExitCode(1) }
    }
}
