/// Checkstyle's XML (`<checkstyle><file name><error line column severity message source/></file></checkstyle>`), which
/// Jenkins' warnings plug-in, Bitrise and Danger read: a `file` per document in the order first met, an `error` per
/// finding with severity `error`, `warning` or `info` (a note, an accepted finding) and source `glossa.<kind>`.
///
/// File names are relative to `root` (`--sarif-root`, the working directory by default), so the report is the same
/// on every machine and its readers resolve it from their workspace.
public struct CheckstyleReporter: Reporter {
    public static let identifier = "checkstyle"
    /// The folder file names are relative to.
    private let root: ReportRoot

    public init(root: String? = nil) {
        self.root = ReportRoot(root)
    }

    public func write(_ run: ReportedRun, to sink: ReportSink) {
        // Grouped by file: the errors of a run are a few lines each, held until every screen is read.
        var files: [String] = [], errors: [String: [String]] = [:]
        for screen in run.screens {
            for annotation in Annotation.of(screen) {
                let name = annotation.place.map { root.name($0.path) } ?? ""
                if errors[name] == nil { files.append(name) }
                errors[name, default: []].append(Self.error(annotation))
            }
        }
        sink.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n")
        for name in files {
            sink.write("  <file name=\"\(Markup.escape(name))\">\n")
            for error in errors[name]! { sink.write(error) }
            sink.write("  </file>\n")
        }
        sink.write("</checkstyle>\n")
    }

    /// One `error` element; its text escaped by the XML reports' one escaping (`Markup.escape`).
    private static func error(_ annotation: Annotation) -> String {
        let severity = switch annotation.level {
        case .error: "error"
        case .warning: "warning"
        case .note: "info"
        }
        var attributes = "line=\"\(max(1, annotation.place?.line ?? 1))\""
        if let column = annotation.place?.column { attributes += " column=\"\(column)\"" }
        return "    <error \(attributes) severity=\"\(severity)\" message=\"\(Markup.escape(annotation.message))\""
            + " source=\"glossa.\(Markup.escape(annotation.kind))\"/>\n"
    }
}
