import Foundation

/// A short summary for a pull-request comment or `$GITHUB_STEP_SUMMARY`: totals, then the failing screens.
public struct MarkdownReporter: Reporter {
    public static let identifier = "markdown"
    /// Failing screens listed before "…and N more"; a comment should stay short.
    static let listedFailures = 30

    public init() {}

    public func write(_ run: ReportedRun, to sink: ReportSink) {
        let failing = run.failing
        var errors = 0, warnings = 0, notes = 0, accepted = 0, snapshots = 0, mismatches = 0, missing = 0
        for screen in run.screens {
            for finding in screen.findings {
                if finding.accepted {
                    accepted += 1
                } else {
                    switch finding.severity {
                    case .error: errors += 1
                    case .warning: warnings += 1
                    case .note: notes += 1
                    }
                }
            }
            guard let snapshot = screen.snapshot else { continue }
            snapshots += 1
            if snapshot.state == .mismatch { mismatches += 1 } else if snapshot.state == .missing { missing += 1 }
        }
        var text = "### Glossa: " + (failing.isEmpty ? "all \(run.screens.count) screens pass" : "\(failing.count) of \(run.screens.count) screens fail") + "\n\n"
        text += "| screens | failing | errors | warnings | accepted |" + (snapshots == 0 ? "" : " snapshot mismatches | missing baselines |") + "\n"
        text += "|---:|---:|---:|---:|---:|" + (snapshots == 0 ? "" : "---:|---:|") + "\n"
        text += "| \(run.screens.count) | \(failing.count) | \(errors) | \(warnings) | \(accepted) |"
        if snapshots > 0 {
            text += " \(mismatches) | \(missing) |"
        }
        let findingRule = run.failOn.map { "\($0.rawValue) findings (accepted ones excepted)" }
        let snapshotRule = snapshots == 0 ? nil : "snapshot mismatches and missing baselines"
        if notes > 0 { text += "\n\n\(notes) more \(notes == 1 ? "finding is a note" : "findings are notes"): the verdict depends on what Glossa cannot see." }
        text += "\n\nFails on: " + ([findingRule, snapshotRule].compactMap { $0 }.joined(separator: ", ").nonEmpty ?? "nothing") + ".\n"
        sink.write(text)
        guard !failing.isEmpty else { return }
        sink.write("\n| screen | why |\n|---|---|\n")
        for position in failing.prefix(Self.listedFailures) {
            let screen = run.screens[position]
            let reasons = run.failures(screen).map(MarkdownText.cell).joined(separator: "<br>")
            sink.write("| \(MarkdownText.tableCode(screen.title)) | \(reasons) |\n")
        }
        if failing.count > Self.listedFailures { sink.write("\n…and \(failing.count - Self.listedFailures) more failing screens.\n") }
    }
}

private extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}
