import Foundation

/// SARIF 2.1.0 for code scanning: one rule per finding kind, results with physical locations.
///
/// Every result has a region: a finding points first at the layout (or storyboard) line of its view, then at the
/// strings file's line that defines the value shown (so a pull request that changes a translation is annotated
/// there too); a snapshot mismatch points at the layout's root view. URIs are relative to `root` (`--sarif-root`,
/// the working directory by default) under `uriBaseId` `%SRCROOT%`, and each result has `partialFingerprints`
/// made of names only, so code scanning matches alerts across runs and machines. An accepted finding carries an
/// external suppression, as code-scanning tools expect for a baseline.
public struct SARIFReporter: Reporter {
    public static let identifier = "sarif"
    /// The folder URIs are relative to.
    public var root: String

    public init(root: String? = nil) {
        self.root = ReportRoot(root).path
    }

    public func write(_ run: ReportedRun, to sink: ReportSink) {
        let rules = FindingHelp.rules.map { rule -> JSON in
            .object([("id", .string(rule.id)), ("name", .string(rule.name)),
                      ("shortDescription", .object([("text", .string(rule.summary))])),
                      ("fullDescription", .object([("text", .string(rule.summary + " " + rule.help))])),
                      ("help", .object([("text", .string(rule.help))])),
                      ("defaultConfiguration", .object([("level", .string(rule.level))]))])
        }
        let driver: JSON = .object([("name", .string("glossa")), ("version", .string(Report.version)),
                                    ("rules", .array(rules))])
        var results = JSONStream(.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")), ("version", .string("2.1.0")),
            ("runs", .array([.object([("tool", .object([("driver", driver)])), ("columnKind", .string("unicodeCodePoints")),
                                      ("results", JSONStream.items)])])),
        ]), indent: 2)
        results.open(sink)
        for screen in run.screens {
            if let snapshot = screen.snapshot, snapshot.fails { results.item(snapshotResult(screen, snapshot), to: sink) }
            for item in screen.findings { results.item(finding(screen, item), to: sink) }
        }
        results.close(sink)
        sink.write("\n")
    }

    private func finding(_ screen: ScreenRecord, _ finding: FindingRecord) -> JSON {
        var locations: [JSON] = []
        if let layout = finding.location, let place = place(layout, hasColumn: true) { locations.append(place) }
        if locations.isEmpty, let root = rootLocation(screen) { locations.append(root) }
        if let strings = finding.stringsLocation, let place = place(strings, hasColumn: false) { locations.append(place) }
        let level = finding.accepted ? "note" : finding.severity.rawValue
        var members: [(String, JSON)] = [
            ("ruleId", .string(finding.kind)), ("level", .string(level)),
            ("message", .object([("text", .string("\(screen.title): \(finding.message)"))])),
            ("locations", .array(locations)),
            ("partialFingerprints", .object([("glossaFinding/v2", .string(Fingerprint.finding(finding, on: screen)))])),
            ("properties", .object([("screen", .string(screen.title)), ("severity", .string(finding.severity.rawValue)),
                                    ("certainty", .string(finding.certainty.rawValue))]
                                   + (finding.because.map { [("because", JSON.string($0))] } ?? []))),
        ]
        if let index = FindingHelp.rules.firstIndex(where: { $0.id == finding.kind }) {
            members.insert(("ruleIndex", .number(Double(index))), at: 1)
        }
        if finding.accepted {
            members.append(("suppressions", .array([.object([("kind", .string("external")),
                                                             ("justification", .string("listed in the accepted-findings file"))])])))
        }
        return .object(members)
    }

    private func snapshotResult(_ screen: ScreenRecord, _ snapshot: SnapshotVerdict) -> JSON {
        let index = FindingHelp.rules.firstIndex { $0.id == "snapshot" }!
        return .object([
            ("ruleId", .string("snapshot")), ("ruleIndex", .number(Double(index))), ("level", .string("error")),
            ("message", .object([("text", .string("\(screen.title): \(snapshot.message ?? "snapshot \(snapshot.state.rawValue)")"))])),
            ("locations", .array(rootLocation(screen).map { [$0] } ?? [])),
            ("partialFingerprints", .object([("glossaSnapshot/v1", .string(Fingerprint.snapshot(screen)))])),
        ])
    }

    /// The layout's root view: where a finding without a place of its own, or a snapshot, is annotated.
    private func rootLocation(_ screen: ScreenRecord) -> JSON? {
        screen.file.map { physical($0, line: screen.line ?? 1, column: nil) }
    }

    /// "path:line[:column]" (or "path") as a SARIF location.
    func place(_ text: String, hasColumn: Bool) -> JSON? {
        SourcePlace(text, hasColumn: hasColumn).map { physical($0.path, line: $0.line, column: $0.column) }
    }

    /// A file's location: relative to the root under `%SRCROOT%` when it is inside it, else an absolute file URI;
    /// the region starts at `line`, or at the file's first line when no line is known (code scanning needs one).
    func physical(_ path: String, line: Int?, column: Int?) -> JSON {
        let root = ReportRoot(root)
        let artifact: [(String, JSON)] = root.relative(path).map { [("uri", .string(Self.uri($0))), ("uriBaseId", .string("%SRCROOT%"))] }
            ?? [("uri", .string("file://" + Self.uri(root.absolute(path))))]
        var region: [(String, JSON)] = [("startLine", .number(Double(max(1, line ?? 1))))]
        if let column, column >= 1 { region.append(("startColumn", .number(Double(column)))) }
        return .object([("physicalLocation", .object([("artifactLocation", .object(artifact)), ("region", .object(region))]))])
    }

    /// A relative URI reference: path characters kept, everything else percent-encoded.
    static func uri(_ path: String) -> String {
        var output = ""
        for byte in path.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if character.isASCII, character.isLetter || character.isNumber || "-._~/".contains(character) {
                output.append(character)
            } else {
                output += "%" + String(byte, radix: 16, uppercase: true).leftPadded(2)
            }
        }
        return output
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
