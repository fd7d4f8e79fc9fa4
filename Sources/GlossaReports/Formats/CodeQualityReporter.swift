/// GitLab's Code Quality report (the subset of CodeClimate's issue format GitLab reads): an issue per finding, shown in
/// the merge request's widget and beside the changed lines of its diff.
///
/// `fingerprint` is SARIF's partialFingerprints (made unique within a screen), so GitLab tells new findings from those
/// of the target branch; `severity` is `major` for an error, `minor` for a warning and `info` for a note (an accepted
/// finding), as linters' GitLab reports grade theirs; `location.path` is relative to `root` (`--sarif-root`, the
/// working directory by default), GitLab's repository root.
public struct CodeQualityReporter: Reporter {
    public static let identifier = "codequality"
    /// The folder paths are relative to.
    private let root: ReportRoot

    public init(root: String? = nil) {
        self.root = ReportRoot(root)
    }

    public func write(_ run: ReportedRun, to sink: ReportSink) {
        var issues = JSONStream(JSONStream.items, indent: 2)
        issues.open(sink)
        for screen in run.screens {
            for annotation in Annotation.of(screen) { issues.item(Self.issue(annotation, root: root), to: sink) }
        }
        issues.close(sink)
        sink.write("\n")
    }

    private static func issue(_ annotation: Annotation, root: ReportRoot) -> JSON {
        let severity = switch annotation.level {
        case .error: "major"
        case .warning: "minor"
        case .note: "info"
        }
        let path = annotation.place.map { root.name($0.path) } ?? ""
        return .object([
            ("description", .string(annotation.message)), ("check_name", .string(annotation.kind)),
            ("fingerprint", .string(annotation.fingerprint)), ("severity", .string(severity)),
            ("location", .object([("path", .string(path)),
                                  ("lines", .object([("begin", .number(Double(max(1, annotation.place?.line ?? 1))))]))])),
        ])
    }
}
