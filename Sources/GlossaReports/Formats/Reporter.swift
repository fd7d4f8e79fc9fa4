import Foundation
import GlossaCheck

/// One report format: reads the screens of a run and writes a document, a piece at a time.
///
/// Every format reads the same `ReportedRun`; none of them knows how the matrix was run, so `glossa merge`
/// writes each format from shard reports exactly as one whole run would. A format reads the screens one at
/// a time, in order, as often as it needs, and never holds them all: a run's screens may be spilled to disk.
public protocol Reporter: Sendable {
    /// The format's name, as `--junit`, `--sarif`… name it.
    static var identifier: String { get }
    func write(_ run: ReportedRun, to sink: ReportSink)
}

extension Reporter {
    /// The whole document as one string (for tests and in-process callers).
    public func report(_ run: ReportedRun) -> String {
        let sink = ReportSink()
        write(run, to: sink)
        return sink.text
    }
}

/// Reporters chosen by name.
public enum Reporters {
    public static let all: [any Reporter.Type] = [JSONReporter.self, JUnitReporter.self, SARIFReporter.self,
                                                  HTMLReporter.self, MarkdownReporter.self, CodeQualityReporter.self,
                                                  CheckstyleReporter.self, ConsoleReporter.self, XcodeReporter.self,
                                                  GitHubReporter.self]

    /// The report file of that name; `sarifRoot` is the folder SARIF's, Code Quality's and checkstyle's paths are
    /// relative to (the working directory when nil).
    public static func named(_ identifier: String, sarifRoot: String? = nil) -> (any Reporter)? {
        switch identifier {
        case JSONReporter.identifier: return JSONReporter()
        case JUnitReporter.identifier: return JUnitReporter()
        case SARIFReporter.identifier: return SARIFReporter(root: sarifRoot)
        case HTMLReporter.identifier: return HTMLReporter()
        case MarkdownReporter.identifier: return MarkdownReporter()
        case CodeQualityReporter.identifier: return CodeQualityReporter(root: sarifRoot)
        case CheckstyleReporter.identifier: return CheckstyleReporter(root: sarifRoot)
        default: return nil
        }
    }

    /// What `--reporter` takes: how the console lists a run's findings.
    public static let consoleNames = ["console", "xcode", "github", "gitlab", "checkstyle"]

    /// The console's reporter of that name (`consoleNames`): the grouped list (`console`), Xcode's and GitHub's lines,
    /// or GitLab's Code Quality and checkstyle documents whole, for a tool that reads standard output.
    public static func console(_ name: String, verbose: Bool = false, sarifRoot: String? = nil) -> (any Reporter)? {
        switch name {
        case ConsoleReporter.identifier: return ConsoleReporter(verbose: verbose)
        case XcodeReporter.identifier: return XcodeReporter()
        case GitHubReporter.identifier: return GitHubReporter(root: sarifRoot)
        case "gitlab": return CodeQualityReporter(root: sarifRoot)
        case CheckstyleReporter.identifier: return CheckstyleReporter(root: sarifRoot)
        default: return nil
        }
    }

    /// Writes each requested report (identifier, path) through a temporary file and a rename, in blocks.
    public static func write(_ run: ReportedRun, to destinations: [(identifier: String, path: String)],
                             sarifRoot: String? = nil) throws(GlossaError) {
        for (identifier, path) in destinations {
            guard let reporter = named(identifier, sarifRoot: sarifRoot) else { throw GlossaError("unknown report format '\(identifier)'") }
            try ReportSink.writeFile(path) { reporter.write(run, to: $0) }
        }
    }
}
