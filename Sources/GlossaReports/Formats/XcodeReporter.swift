/// `path:line:column: error|warning|note: [kind] message`, a line per finding: what Xcode's issue navigator reads from
/// a Run Script build phase (the compilers' convention, SwiftLint's `xcode` reporter).
///
/// Paths are as the run names them: relative to the working directory when inside it (Xcode resolves them from the
/// phase's, the project's folder), else absolute. A finding whose text comes from a strings file has a `note:` line
/// there too, so the issue opens either at the view or at the translation.
public struct XcodeReporter: Reporter {
    public static let identifier = "xcode"

    public init() {}

    public func write(_ run: ReportedRun, to sink: ReportSink) {
        for screen in run.screens {
            for annotation in Annotation.of(screen) {
                sink.write(Self.line(annotation.place, annotation.level, annotation))
                if let definition = annotation.definition { sink.write(Self.line(definition, .note, annotation)) }
            }
        }
    }

    private static func line(_ place: SourcePlace?, _ level: Annotation.Level, _ annotation: Annotation) -> String {
        let location = place.map { place in
            [place.path, place.line.map(String.init), place.line == nil ? nil : place.column.map(String.init)]
                .compactMap { $0 }.joined(separator: ":")
        } ?? "glossa"
        return "\(location): \(level.rawValue): [\(annotation.kind)] \(text(annotation.message))\n"
    }

    /// The format's one escaping: Xcode reads an issue per line, so a message's line breaks become spaces.
    static func text(_ message: String) -> String {
        String(message.map { $0.isNewline ? " " : $0 })
    }
}
