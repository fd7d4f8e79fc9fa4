import Foundation

/// JUnit XML (the Apache Ant schema CI servers read): a testsuite per layout, a testcase per screen.
///
/// A screen fails when its snapshot does not match or a finding at or above --fail-on is not accepted;
/// the failure's message is the first reason and its body lists them all. No value is made up: the timings,
/// the host and the time of day are not what a run's results depend on, so `time`, `hostname` and `timestamp`
/// are left out (the same run gives the same bytes), except the timestamp a reproducible build declares in
/// `SOURCE_DATE_EPOCH`. (The Ant schema marks them required; the CI servers that read JUnit do without them.)
public struct JUnitReporter: Reporter {
    public static let identifier = "junit"

    public init() {}

    public func write(_ run: ReportedRun, to sink: ReportSink) {
        sink.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n")
        for (id, group) in Markup.byLayout(run.screens).enumerated() {
            suite(group.key, group.positions, id: id, run: run, to: sink)
        }
        sink.write("</testsuites>\n")
    }

    private func suite(_ layout: String, _ positions: [Int], id: Int, run: ReportedRun, to sink: ReportSink) {
        let failures = positions.filter { !run.failures(run.screens[$0]).isEmpty }.count
        let name = Markup.escape(layout)
        var xml = "  <testsuite package=\"glossa\" id=\"\(id)\" name=\"\(name)\"" + (Self.timestamp.map { " timestamp=\"\($0)\"" } ?? "")
        xml += " tests=\"\(positions.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
        xml += "    <properties>\n      <property name=\"fail-on\" value=\"\(run.failOnName)\"/>\n"
        if let file = positions.first.flatMap({ run.screens[$0].file }) { xml += "      <property name=\"file\" value=\"\(Markup.escape(file))\"/>\n" }
        sink.write(xml + "    </properties>\n")
        var notes: [String] = []
        for position in positions {
            let screen = run.screens[position]
            sink.write(testcase(screen, run: run))
            for finding in screen.findings where !run.fails(finding) {
                notes.append("\(screen.title): \(finding.severity.rawValue) \(finding.kind) \(finding.view ?? "-")"
                             + (finding.accepted ? " (accepted)" : "") + ": \(finding.message)")
            }
        }
        sink.write("    <system-out>\(Markup.escape(notes.joined(separator: "\n")))</system-out>\n")
        sink.write("    <system-err></system-err>\n  </testsuite>\n")
    }

    private func testcase(_ screen: ScreenRecord, run: ReportedRun) -> String {
        let name = Markup.escape(screen.title.dropFirst(screen.layout.count + 1).description)
        let open = "    <testcase name=\"\(name)\" classname=\"\(Markup.escape(screen.layout))\""
        let reasons = run.failures(screen)
        guard let first = reasons.first else { return open + "/>\n" }
        let type = screen.snapshot?.fails == true ? "snapshot-\(screen.snapshot!.state.rawValue)"
            : screen.findings.first(where: run.fails)?.kind ?? "finding"
        var body = reasons
        if let snapshot = screen.snapshot, snapshot.fails {
            body += [("actual", snapshot.actual), ("diff", snapshot.diff), ("baseline", snapshot.baseline)]
                .compactMap { label, path in path.map { "\(label): \($0)" } }
        }
        return open + ">\n      <failure message=\"\(Markup.escape(first))\" type=\"\(type)\">"
            + Markup.escape(body.joined(separator: "\n")) + "</failure>\n    </testcase>\n"
    }

    /// `SOURCE_DATE_EPOCH` as an ISO 8601 time (UTC), when it is set.
    static var timestamp: String? {
        guard let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap(Double.init), epoch.isFinite,
              abs(epoch) < 1e11 else { return nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return formatter.string(from: Date(timeIntervalSince1970: epoch))
    }
}
