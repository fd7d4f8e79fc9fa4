import ArgumentParser
import Foundation
import Glossa

/// The matrix options `render` and `check` share (contract v1).
struct MatrixOptionGroup: ParsableArguments {
    @Argument(help: "Layout files (YAML, JSON, .storyboard, .xib), or folders searched for them.")
    var paths: [String] = []

    @Option(help: "Locales to render: a comma-separated list (en,ar,hi) or 'all' (every locale with strings, plus the development language). Default: the development language.")
    var locales: String?

    @Option(help: "Pseudo-languages to add: double, accented, bounded, rtl, rtl-text.")
    var pseudo: String?

    @Option(help: "Devices: \(Device.all.map(\.name).joined(separator: ", ")). Default: each layout's own, else iphone-15. 'all' for every device.")
    var device: String?

    @Option(help: "Dynamic Type content sizes: xs s m l xl xxl xxxl ax1 … ax5, comma-separated, or 'all'. Default: l.")
    var contentSize: String?

    @Option(help: "Plural forms: 'none' (default) or 'all', which repeats each screen with a plural string for every plural category of its locale (ICU's sample numbers; files named <locale>+few.png).")
    var plurals: String?

    @Option(help: "Folder for PNGs and report.json.")
    var out: String?

    @Option(help: "Screens laid out and rendered in parallel. Default: the number of processor cores (output is the same bytes whatever the count).")
    var jobs: Int?

    @Option(help: "Add the fonts in this folder after the bundled ones.")
    var fontDir: String?
    @Option(help: "Run only shard I of N (I/N): a stable split of the matrix, the same on every machine.")
    var shard: String?
    @Option(help: "Accepted findings (a file from check --write-accepted): reported as accepted, never failing.")
    var accepted: String?

    @Option(help: "Strings folder (holding <lang>.lproj) for storyboards and xibs. Default: the folder that holds Base.lproj. A YAML layout's own 'strings:' wins.")
    var strings: String?

    @Option(help: "Asset catalog (.xcassets) for storyboards and xibs. Default: the first one in or above the file's folder. A YAML layout's own 'assets:' wins.")
    var assets: String?

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one layout file or folder") }
        if let pseudo {
            for name in list(pseudo) where PseudoLanguage(rawValue: name) == nil {
                throw ValidationError("unknown pseudo-language '\(name)'; known: \(PseudoLanguage.allCases.map(\.rawValue).joined(separator: ", "))")
            }
        }
        if let plurals, PluralForms(rawValue: plurals) == nil {
            throw ValidationError("unknown --plurals '\(plurals)'; use \(PluralForms.allCases.map(\.rawValue).joined(separator: " or "))")
        }
        for (flag, value) in [("--locales", locales), ("--pseudo", pseudo), ("--device", device), ("--content-size", contentSize)] {
            if let value, list(value).isEmpty { throw ValidationError("\(flag) needs at least one value") }
        }
        if let out, let problem = OutputDestination.folderProblem(out) { throw ValidationError("--out: \(problem)") }
    }

    func list(_ value: String) -> [String] {
        value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    func options(defaultOutput: String?) throws -> MatrixOptions {
        var options = MatrixOptions(paths: paths)
        do {
            options.shard = try shard.map { text throws(GlossaError) in try Shard(text) }
            options.accepted = try accepted.map { file throws(GlossaError) in try AcceptedFindings(file: file) }
        } catch {
            throw InputError("\(error)")
        }
        if let locales { options.locales = locales == "all" ? .all : .list(list(locales)) }
        options.pseudo = pseudo.map { list($0).compactMap(PseudoLanguage.init(rawValue:)) } ?? []
        options.devices = device.map { $0 == "all" ? Device.all.map(\.name) : list($0) }
        if let contentSize { options.contentSizes = contentSize == "all" ? DynamicType.contentSizes : list(contentSize) }
        options.outputDirectory = out ?? defaultOutput
        options.jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        options.strings = strings
        options.assets = assets
        options.plurals = plurals.flatMap(PluralForms.init(rawValue:)) ?? .none
        return options
    }

    /// Runs `body` with a simulator and a progress line on a terminal (quiet when stderr is not one, as in CI).
    func run<T>(overlay: Bool = false, _ body: (Simulator, (@Sendable (Int, Int, String) -> Void)?) throws(GlossaError) -> T) throws -> T {
        let simulator: Simulator
        do {
            simulator = try Simulator(fontDirectories: fontDir.map { [$0] } ?? [])
        } catch {
            throw InputError("\(error)")
        }
        simulator.drawsOverlay = overlay
        let interactive = isatty(2) == 1
        let report: @Sendable (Int, Int, String) -> Void = { done, total, name in
            FileHandle.standardError.write(Data("\r\u{1B}[K[\(done)/\(total)] \(name)".utf8))
        }
        do {
            let result = try body(simulator, interactive ? report : nil)
            if interactive { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            for warning in simulator.catalogWarnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
            return result
        } catch {
            if interactive { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            throw InputError("\(error)")
        }
    }
}

/// Prints one line per finding and a closing count, grouped by screen.
func printFindings(_ run: ReportedRun) {
    var errors = 0, warnings = 0
    for screen in run.screens where !screen.findings.isEmpty {
        print("\(screen.layout) \(screen.locale) \(screen.device) \(screen.contentSize):")
        for finding in screen.findings {
            if finding.severity == .error { errors += 1 } else { warnings += 1 }
            print("  \(finding.severity.rawValue) \(finding.kind) \(finding.view ?? "-")\(finding.accepted ? " (accepted)" : ""): \(finding.message)")
        }
    }
    print("\(run.screens.count) screen(s): \(errors) error(s), \(warnings) warning(s)")
}

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Render every layout × locale × device × content size to PNG, with report.json.")

    @OptionGroup var matrix: MatrixOptionGroup
    @OptionGroup var reports: ReportOptionGroup
    @Flag(help: "Draw view frames, text baselines and findings (outlined in red, kind above) over each PNG.")
    var overlay = false

    func run() throws {
        var options = try matrix.options(defaultOutput: "out")
        options.failOn = reports.failOnSeverity(default: "never")
        let outputs = OutputTransaction()
        let result = try matrix.run(overlay: overlay) { simulator, progress throws(GlossaError) in
            try simulator.streamMatrix(options, outputs: outputs, progress: progress)
        }
        try reports.commit(result, with: outputs)
        printFindings(result)
        print("wrote \(result.screens.count) PNG(s) and \((matrix.out ?? "out") + "/report.json")")
        if result.failed { throw ExitCode(1) }
    }
}

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "Lay out the matrix and report findings; exit 1 when any is at or above --fail-on.")

    @OptionGroup var matrix: MatrixOptionGroup
    @OptionGroup var reports: ReportOptionGroup
    @Option(help: "Write today's findings as an accepted-findings file (for --accepted).")
    var writeAccepted: String?

    func validate() throws {
        if let writeAccepted, let problem = OutputDestination.fileProblem(writeAccepted) {
            throw ValidationError("--write-accepted: \(problem)")
        }
    }

    func run() throws {
        var options = try matrix.options(defaultOutput: nil)
        options.failOn = reports.failOnSeverity(default: "error")
        let outputs = OutputTransaction()
        let result = try matrix.run { simulator, progress throws(GlossaError) in
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
        printFindings(result)
        if result.failed { throw ExitCode(1) }
    }
}
