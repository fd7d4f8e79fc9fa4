/// report.json: the contract's shape, plus what `glossa merge` needs to rebuild every other report.
public struct JSONReporter: Reporter {
    public static let identifier = "json"

    public init() {}

    public func write(_ run: ReportedRun, to sink: ReportSink) {
        var members: [(String, JSON)] = [("tool", .string("glossa")), ("version", .string(Report.version))]
        if let shard = run.shard { members.append(("shard", .string(shard.description))) }
        if let count = run.matrixCount { members.append(("matrix", .number(Double(count)))) }
        members.append(("failOn", .string(run.failOnName)))
        members.append(("results", JSONStream.items))
        var results = JSONStream(.object(members), indent: PrintedViews.indent)
        results.open(sink)
        // A screen's views come printed from the spool: copied, not read and printed again.
        let viewsPrinted = results.level + 1 == PrintedViews.level
        for screen in run.screens {
            let views: JSON.PrintedMember = viewsPrinted ? .text(screen.printedViews.text) : .value(screen.views)
            let members = head(screen).map { ($0, JSON.PrintedMember.value($1)) }
                + [("views", views), ("findings", .value(findings(screen)))]
            results.item(text: JSON.objectText(members, indent: PrintedViews.indent, level: results.level), to: sink)
        }
        results.close(sink)
        sink.write("\n")
    }

    /// A result as report.json lists it.
    func screen(_ record: ScreenRecord) -> JSON {
        .object(head(record) + [("views", record.views), ("findings", findings(record))])
    }

    private func findings(_ record: ScreenRecord) -> JSON {
        .array(record.findings.map(finding))
    }

    /// A result's members before its views: the screen's identity, files and snapshot state.
    func head(_ record: ScreenRecord) -> [(String, JSON)] {
        var members: [(String, JSON)] = [
            ("layout", .string(record.layout)), ("locale", .string(record.locale)), ("device", .string(record.device)),
            ("contentSize", .string(record.contentSize)),
        ]
        if let plural = record.plural { members.append(("plural", .string(plural))) }
        members += [("direction", .string(record.direction)), ("png", .string(record.png))]
        if let index = record.index { members.append(("index", .number(Double(index)))) }
        if let file = record.file { members.append(("file", .string(file))) }
        if let line = record.line { members.append(("line", .number(Double(line)))) }
        if let snapshot = record.snapshot {
            members.append(("snapshot", .string(snapshot.state.rawValue)))
            if let message = snapshot.message { members.append(("snapshotMessage", .string(message))) }
            let artifacts = [("actual", snapshot.actual), ("diff", snapshot.diff), ("baseline", snapshot.baseline)]
                .compactMap { name, path in path.map { (name, JSON.string($0)) } }
            if !artifacts.isEmpty { members.append(("artifacts", .object(artifacts))) }
        }
        return members
    }

    func finding(_ finding: FindingRecord) -> JSON {
        var members: [(String, JSON)] = [
            ("kind", .string(finding.kind)), ("severity", .string(finding.severity.rawValue)),
        ]
        if let cause = finding.cause { members.append(("cause", .string(cause.rawValue))) }
        members += [("view", finding.view.map(JSON.string) ?? .null)]
        if let other = finding.otherView { members.append(("otherView", .string(other))) }
        members += [("key", finding.key.map(JSON.string) ?? .null), ("message", .string(finding.message))]
        if let frame = finding.frame { members.append(("frame", frame)) }
        if let needed = finding.needed { members.append(("needed", needed)) }
        if let location = finding.location { members.append(("location", .string(location))) }
        if let strings = finding.stringsLocation { members.append(("stringsLocation", .string(strings))) }
        if finding.accepted { members.append(("accepted", .bool(true))) }
        members.append(("certainty", .string(finding.certainty.rawValue)))
        if let because = finding.because { members.append(("because", .string(because))) }
        return .object(members)
    }
}
