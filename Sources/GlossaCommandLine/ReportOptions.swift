import ArgumentParser
import Glossa

/// The report files every matrix command (and merge) can write, and the severity that fails a screen.
public struct ReportOptionGroup: ParsableArguments {
    public init() {}

    @Option(help: "Write the report (report.json's format) here.")
    public var json: String?
    @Option(help: "Write a JUnit XML report here: a testsuite per layout, a testcase per screen.")
    var junit: String?
    @Option(help: "Write a SARIF 2.1.0 report here, for code scanning.")
    var sarif: String?
    @Option(help: "The folder SARIF's file URIs are relative to (%SRCROOT%). Default: the working directory.")
    var sarifRoot: String?
    @Option(help: "Write a self-contained HTML page here: screens by locale, findings, snapshot diffs.")
    var html: String?
    @Option(help: "Write a Markdown summary here (a pull-request comment, $GITHUB_STEP_SUMMARY).")
    var markdown: String?
    @Option(help: "error, warning or never: the severity at or above which a finding fails (exit code 1).")
    public var failOn: String?

    public func validate() throws {
        if let failOn, ReportedRun.severity(failOn: failOn) == nil {
            throw ValidationError("--fail-on must be error, warning or never, not '\(failOn)'")
        }
        // Checked before the run: a report path that cannot be written costs nothing and changes nothing.
        for (flag, path) in zip(["--json", "--junit", "--sarif", "--html", "--markdown"], [json, junit, sarif, html, markdown]) {
            if let path, let problem = OutputDestination.fileProblem(path) { throw ValidationError("\(flag): \(problem)") }
        }
    }

    /// The reports asked for, as (identifier, path).
    var destinations: [(identifier: String, path: String)] {
        [(JSONReporter.identifier, json), (JUnitReporter.identifier, junit), (SARIFReporter.identifier, sarif),
         (HTMLReporter.identifier, html), (MarkdownReporter.identifier, markdown)]
            .compactMap { identifier, path in path.map { (identifier: identifier, path: $0) } }
    }

    /// Prepares the reports asked for in `outputs`, then puts everything the run wrote in place together.
    public func commit(_ run: ReportedRun, with outputs: OutputTransaction) throws {
        do {
            try outputs.prepare(reports: run, to: destinations, sarifRoot: sarifRoot)
            try outputs.commit()
        } catch {
            outputs.discard()
            throw InputError("\(error)")
        }
    }

    /// The reports asked for, each written atomically.
    public func write(_ run: ReportedRun) throws {
        do {
            try Reporters.write(run, to: destinations, sarifRoot: sarifRoot)
        } catch {
            throw InputError("\(error)")
        }
    }
}
