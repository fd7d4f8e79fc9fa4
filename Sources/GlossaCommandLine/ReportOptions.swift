import ArgumentParser
import Foundation
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
    @Option(help: "The folder the paths of SARIF (%SRCROOT%), Code Quality, checkstyle and GitHub annotations are relative to: the repository's root. Default: the working directory.")
    var sarifRoot: String?
    @Option(help: "Write a self-contained HTML page here: screens by locale, findings, snapshot diffs.")
    var html: String?
    @Option(help: "Write a Markdown summary here (a pull-request comment, $GITHUB_STEP_SUMMARY).")
    var markdown: String?
    @Option(help: "Write GitLab's Code Quality report (JSON) here, for the merge request's widget and diff.")
    var codequality: String?
    @Option(help: "Write a checkstyle XML report here (Jenkins, Bitrise, Danger).")
    var checkstyle: String?
    @Option(help: ArgumentHelp("How standard output lists the findings: console (grouped, the default of render and check), xcode (path:line:col: error: … for a Run Script build phase), github (workflow commands: pull-request annotations), gitlab (the Code Quality JSON) or checkstyle (the XML). With any but console, the other lines go to standard error.", valueName: "name"))
    public var reporter: String?
    @Option(help: "error, warning or never: the severity at or above which a finding fails (exit code 1).")
    public var failOn: String?

    public func validate() throws {
        if let failOn, ReportedRun.severity(failOn: failOn) == nil {
            throw ValidationError("--fail-on must be error, warning or never, not '\(failOn)'")
        }
        if let reporter, !Reporters.consoleNames.contains(reporter) {
            throw ValidationError("--reporter must be \(Reporters.consoleNames.joined(separator: ", ")), not '\(reporter)'")
        }
        // Checked before the run: a report path that cannot be written costs nothing and changes nothing.
        for (flag, path) in zip(["--json", "--junit", "--sarif", "--html", "--markdown", "--codequality", "--checkstyle"],
                                [json, junit, sarif, html, markdown, codequality, checkstyle]) {
            if let path, let problem = OutputDestination.fileProblem(path) { throw ValidationError("\(flag): \(problem)") }
        }
    }

    /// The reports asked for, as (identifier, path).
    var destinations: [(identifier: String, path: String)] {
        [(JSONReporter.identifier, json), (JUnitReporter.identifier, junit), (SARIFReporter.identifier, sarif),
         (HTMLReporter.identifier, html), (MarkdownReporter.identifier, markdown),
         (CodeQualityReporter.identifier, codequality), (CheckstyleReporter.identifier, checkstyle)]
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

    /// Prints the run's findings in `--reporter`'s format; without one, the console's list when the command lists
    /// findings (`listsFindings`: render, check), else nothing. Any format but the console's holds standard output
    /// alone: the closing count goes to standard error.
    public func printFindings(_ run: ReportedRun, verbose: Bool, listsFindings: Bool) {
        guard let name = reporter ?? (listsFindings ? ConsoleReporter.identifier : nil),
              let console = Reporters.console(name, verbose: verbose, sarifRoot: sarifRoot) else { return }
        print(console.report(run), terminator: "")
        if name != ConsoleReporter.identifier { FileHandle.standardError.write(Data(ConsoleReporter.closingLine(run).utf8)) }
    }

    /// Prints a line of the command's own (what it wrote, a summary): on standard output, or on standard error when
    /// `--reporter` gave standard output to another format.
    public func say(_ line: String) {
        if let reporter, reporter != ConsoleReporter.identifier {
            FileHandle.standardError.write(Data((line + "\n").utf8))
        } else {
            print(line)
        }
    }
}
