import Foundation

/// A short summary for a pull-request comment or `$GITHUB_STEP_SUMMARY`: totals, then the failing screens.
public struct MarkdownReporter: Reporter {
    public static let identifier = "markdown"
    /// Failing screens listed before "…and N more"; a comment should stay short.
    static let listedFailures = 30

    public init() {}

    public func report(_ run: ReportedRun) -> String {
        let failing = run.screens.filter { !run.failures($0).isEmpty }
        let findings = run.screens.flatMap(\.findings)
        let errors = findings.filter { $0.severity == .error && !$0.accepted }.count
        let warnings = findings.filter { $0.severity == .warning && !$0.accepted }.count
        let accepted = findings.filter(\.accepted).count
        let snapshots = run.screens.compactMap(\.snapshot)
        var text = "### Glossa: " + (failing.isEmpty ? "all \(run.screens.count) screens pass" : "\(failing.count) of \(run.screens.count) screens fail") + "\n\n"
        text += "| screens | failing | errors | warnings | accepted |" + (snapshots.isEmpty ? "" : " snapshot mismatches | missing baselines |") + "\n"
        text += "|---:|---:|---:|---:|---:|" + (snapshots.isEmpty ? "" : "---:|---:|") + "\n"
        text += "| \(run.screens.count) | \(failing.count) | \(errors) | \(warnings) | \(accepted) |"
        if !snapshots.isEmpty {
            text += " \(snapshots.filter { $0.state == .mismatch }.count) | \(snapshots.filter { $0.state == .missing }.count) |"
        }
        let findingRule = run.failOn.map { "\($0.rawValue) findings (accepted ones excepted)" }
        let snapshotRule = snapshots.isEmpty ? nil : "snapshot mismatches and missing baselines"
        text += "\n\nFails on: " + ([findingRule, snapshotRule].compactMap { $0 }.joined(separator: ", ").nonEmpty ?? "nothing") + ".\n"
        guard !failing.isEmpty else { return text }
        text += "\n| screen | why |\n|---|---|\n"
        for screen in failing.prefix(Self.listedFailures) {
            let reasons = run.failures(screen).map(cell).joined(separator: "<br>")
            text += "| `\(screen.title)` | \(reasons) |\n"
        }
        if failing.count > Self.listedFailures { text += "\n…and \(failing.count - Self.listedFailures) more failing screens.\n" }
        return text
    }

    /// Text safe in a table cell: no pipes or line breaks, no HTML.
    private func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}

private extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}
