/// A finding, or a failing snapshot, as the formats that point at one line read it (Xcode, GitHub, GitLab Code Quality,
/// checkstyle): a place to open, a level, the kind, the message and SARIF's fingerprint.
///
/// `place` is SARIF's first location: the layout (or storyboard) line and column of the view, else the line of the
/// layout's root view (a snapshot, a finding with no view of its own), else the strings line. `definition` is the
/// strings file's line of the value shown, when the finding has one besides its view's place.
package struct Annotation: Sendable {
    package enum Level: String, Sendable {
        case error, warning, note
    }

    package var place: SourcePlace?
    package var definition: SourcePlace?
    package var level: Level
    package var kind: String
    /// "<screen>: <message>", as SARIF's result text.
    package var message: String
    /// SARIF's partialFingerprints; a screen's second and later findings that SARIF's names do not tell apart (three
    /// conflicts of one view) add "#2", "#3"…, since GitLab shows one issue per fingerprint.
    package var fingerprint: String

    /// A screen's failing snapshot, then each of its findings, in the order SARIF lists them.
    package static func of(_ screen: ScreenRecord) -> [Annotation] {
        let root = screen.file.map { SourcePlace(path: $0, line: screen.line ?? 1) }
        var annotations: [Annotation] = []
        if let snapshot = screen.snapshot, snapshot.fails {
            annotations.append(Annotation(place: root, level: .error, kind: "snapshot",
                                          message: "\(screen.title): \(snapshot.message ?? "snapshot \(snapshot.state.rawValue)")",
                                          fingerprint: Fingerprint.snapshot(screen)))
        }
        var seen: [String: Int] = [:]
        for finding in screen.findings {
            let view = finding.location.flatMap { SourcePlace($0, hasColumn: true) } ?? root
            let strings = finding.stringsLocation.flatMap { SourcePlace($0, hasColumn: false) }
            let fingerprint = Fingerprint.finding(finding, on: screen)
            let occurrence = seen[fingerprint, default: 0] + 1
            seen[fingerprint] = occurrence
            annotations.append(Annotation(place: view ?? strings, definition: view == nil ? nil : strings, level: level(finding),
                                          kind: finding.kind, message: "\(screen.title): \(finding.message)",
                                          fingerprint: occurrence == 1 ? fingerprint : "\(fingerprint)#\(occurrence)"))
        }
        return annotations
    }

    /// error, warning or note: an accepted finding is a note (SARIF's level for it), and so is a severity below warning
    /// (an uncertain verdict's `note`); a severity by any other name never passes for a warning.
    static func level(_ finding: FindingRecord) -> Level {
        finding.accepted ? .note : Level(rawValue: finding.severity.rawValue) ?? .note
    }
}
