import ArgumentParser
import Foundation
import Glossa

/// What every matrix command takes: the documents, the matrix (locales, devices, sizes, plurals) and `.glossa.yml`.
public struct MatrixOptionGroup: ParsableArguments {
    public init() {}

    @Argument(help: "Layout files (YAML, JSON, .storyboard, .xib), or folders searched for them (a repository root works: dependencies, build folders and other YAML/JSON are passed over). Default: 'include:' of .glossa.yml.")
    var paths: [String] = []

    @Option(help: ArgumentHelp("Never search paths matching this pattern (relative to the working directory; * ? [..] and ** for any folders). Repeatable.", valueName: "glob"))
    var exclude: [String] = []

    @Option(help: "Read options from this file instead of ./.glossa.yml.")
    var config: String?

    @Flag(help: "Ignore ./.glossa.yml.")
    var noConfig = false

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

    @Option(help: "Screens laid out and rendered in parallel. Default: the number of processor cores (output is the same bytes whatever the count).")
    var jobs: Int?

    @Option(help: "Add the fonts in this folder after the bundled ones.")
    public var fontDir: String?

    @Option(help: "Strings folder (holding <lang>.lproj) for storyboards and xibs. Default: the folder that holds Base.lproj. A YAML layout's own 'strings:' wins.")
    var strings: String?

    @Option(help: "Asset catalog (.xcassets) for storyboards and xibs. Default: the first one in or above the file's folder. A YAML layout's own 'assets:' wins.")
    var assets: String?

    @Option(help: ArgumentHelp("Reuse screens between runs: a screen whose fingerprint (everything its output depends on) is in this folder is not laid out or drawn again. Outputs are the same bytes with or without it.", valueName: "dir"))
    var cache: String?

    @Option(help: ArgumentHelp("The most the --cache folder may hold, in megabytes; least recently used screens go first. Default: \(CacheOptions.defaultMaxMegabytes).", valueName: "mb"))
    var cacheMaxMb: Int?

    public func validate() throws {
        if config != nil && noConfig { throw ValidationError("--config and --no-config exclude each other") }
        if let pseudo {
            for name in list(pseudo) where PseudoLanguage(rawValue: name) == nil {
                throw ValidationError("unknown pseudo-language '\(name)'; known: \(PseudoLanguage.allCases.map(\.rawValue).joined(separator: ", "))")
            }
        }
        if let cacheMaxMb, cacheMaxMb < 1 { throw ValidationError("--cache-max-mb must be 1 or more, not \(cacheMaxMb)") }
        if let plurals, PluralForms(rawValue: plurals) == nil {
            throw ValidationError("unknown --plurals '\(plurals)'; use \(PluralForms.allCases.map(\.rawValue).joined(separator: " or "))")
        }
        for (flag, value) in [("--locales", locales), ("--pseudo", pseudo), ("--device", device), ("--content-size", contentSize)] {
            if let value, list(value).isEmpty { throw ValidationError("\(flag) needs at least one value") }
        }
    }

    public func list(_ value: String) -> [String] {
        value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// `--config FILE`, else ./.glossa.yml when there is one (none with `--no-config`).
    public func projectConfig() throws -> ProjectConfig? {
        do {
            if noConfig { return nil }
            if let config { return try ProjectConfig.read(file: config) }
            return try ProjectConfig.inWorkingDirectory()
        } catch {
            throw InputError("\(error)")
        }
    }

    /// The matrix the command line asks for, over `.glossa.yml`'s values (the command line wins). `run` holds what
    /// render, check and snapshot take besides; `reports`' `--fail-on` (else the file's `fail-on:`, else
    /// `defaultFailOn`) sets the failing severity.
    public func options(defaultOutput: String?, run: RunOptionGroup? = nil, reports: ReportOptionGroup? = nil,
                        defaultFailOn: String = "error") throws -> MatrixOptions {
        let config = try projectConfig()
        guard let paths = paths.isEmpty ? config?.include : paths else {
            throw ValidationError("give at least one layout file or folder (or 'include:' in .glossa.yml)")
        }
        var options = MatrixOptions(paths: paths)
        do {
            options.shard = try run?.shard.map { text throws(GlossaError) in try Shard(text) }
            options.accepted = try (run?.accepted ?? config?.accepted).map { file throws(GlossaError) in try AcceptedFindings(file: file) }
        } catch {
            throw InputError("\(error)")
        }
        if let locales = locales.map(list) ?? config?.locales {
            // As BCP 47 spells them (AR → ar, en_US → en-US), so file names and reports name each locale one way.
            options.locales = locales == ["all"] ? .all : .list(locales.map { Locales.canonical($0) ?? $0 })
        }
        options.pseudo = (pseudo.map(list) ?? config?.pseudo ?? []).compactMap(PseudoLanguage.init(rawValue:))
        options.devices = (device.map(list) ?? config?.devices).map { $0 == ["all"] ? Device.all.map(\.name) : $0 }
        if let sizes = contentSize.map(list) ?? config?.contentSizes {
            options.contentSizes = sizes == ["all"] ? DynamicType.contentSizes : sizes
        }
        options.outputDirectory = run?.out ?? defaultOutput
        options.jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        options.strings = strings
        options.assets = assets
        options.plurals = (plurals ?? config?.plurals).flatMap(PluralForms.init(rawValue:)) ?? .none
        options.excludes = (config?.exclude ?? []) + exclude
        options.designFindings = (run?.designFindings ?? config?.designFindings).flatMap(DesignSeverity.init(rawValue:)) ?? .warning
        options.cache = (cache ?? config?.cache).map { CacheOptions(folder: $0, maxMegabytes: cacheMaxMb ?? CacheOptions.defaultMaxMegabytes) }
        if let reports {
            options.failOn = ReportedRun.severity(failOn: reports.failOn ?? config?.failOn ?? defaultFailOn)!
            // Only report.json lists views: without one, records carry findings alone.
            options.reportsViews = reports.json != nil || options.outputDirectory != nil
        }
        if run?.verbose == true { try printPassedOver(options, reports: reports) }
        return options
    }

    /// `--verbose`: what a folder search passed over, and why (on standard error when `--reporter` has standard output).
    private func printPassedOver(_ options: MatrixOptions, reports: ReportOptionGroup?) throws {
        do {
            for line in try LayoutDiscovery.search(options).passedOver {
                if let reports { reports.say("passed over \(line)") } else { print("passed over \(line)") }
            }
        } catch {
            throw InputError("\(error)")
        }
    }

    /// Runs `body` with a simulator and a progress line on a terminal (quiet when stderr is not one, as in CI), for a
    /// command whose process ends after it: the simulator is never released.
    public func run<T>(overlay: Bool = false, chrome: Bool = true, _ body: (Simulator, (@Sendable (Int, Int, String) -> Void)?) throws(GlossaError) -> T) throws -> T {
        let simulator: Simulator
        do {
            simulator = try Simulator(fontDirectories: fontDir.map { [$0] } ?? [])
        } catch {
            throw InputError("\(error)")
        }
        simulator.drawsOverlay = overlay
        simulator.drawsChrome = chrome
        let interactive = isatty(2) == 1
        let report: @Sendable (Int, Int, String) -> Void = { done, total, name in
            FileHandle.standardError.write(Data("\r\u{1B}[K[\(done)/\(total)] \(name)".utf8))
        }
        do {
            let result = try body(simulator, interactive ? report : nil)
            // The process ends after the command: its caches (solved templates, paragraphs, documents) are left to
            // the exit rather than taken apart object by object (4 M instructions of a 60-screen check).
            _ = Unmanaged.passRetained(simulator)
            if interactive { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            for warning in simulator.catalogWarnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
            printDocumentNotes(simulator.documentNotes)
            return result
        } catch {
            if interactive { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            throw InputError("\(error)")
        }
    }
}

/// What render, check and snapshot take besides the matrix: where PNGs go, a shard, accepted findings, the
/// severity of design findings, and how much the console says.
public struct RunOptionGroup: ParsableArguments {
    public init() {}

    @Option(help: "Folder for PNGs and report.json.")
    public var out: String?

    @Option(help: "Run only shard I of N (I/N): a stable split of the matrix, the same on every machine.")
    var shard: String?

    @Option(help: "Accepted findings (a file from check --write-accepted): reported as accepted, never failing.")
    var accepted: String?

    @Option(help: "error, warning (default) or off: the severity of a finding the development language has too (a design finding), or off to leave them out.")
    var designFindings: String?

    @Flag(help: "Print every finding on its own line, and the files a folder search passed over.")
    public var verbose = false

    @Flag(help: "Draw the bare screen, without the device's status bar (9:41, signal, Wi-Fi, battery) and home indicator.")
    public var noChrome = false

    public func validate() throws {
        if let designFindings, DesignSeverity(rawValue: designFindings) == nil {
            throw ValidationError("--design-findings must be error, warning or off, not '\(designFindings)'")
        }
        if let out, let problem = OutputDestination.folderProblem(out) { throw ValidationError("--out: \(problem)") }
    }
}
