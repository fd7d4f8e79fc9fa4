/// GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=glossa kind::message`): annotations on a pull
/// request's changed lines without code scanning. Errors are `::error`, warnings `::warning`, notes `::notice`; a
/// finding whose text comes from a strings file is noticed on that line too, so a pull request that changes a
/// translation is annotated where it changed it.
///
/// Paths are relative to `root` (`--sarif-root`, the working directory by default), as GitHub reads them from the
/// repository's root.
public struct GitHubReporter: Reporter {
    public static let identifier = "github"
    /// The folder paths are relative to.
    private let root: ReportRoot

    public init(root: String? = nil) {
        self.root = ReportRoot(root)
    }

    public func write(_ run: ReportedRun, to sink: ReportSink) {
        for screen in run.screens {
            for annotation in Annotation.of(screen) {
                let command = switch annotation.level {
                case .error: "error"
                case .warning: "warning"
                case .note: "notice"
                }
                sink.write(Self.command(command, at: annotation.place, root: root, annotation))
                if let definition = annotation.definition { sink.write(Self.command("notice", at: definition, root: root, annotation)) }
            }
        }
    }

    private static func command(_ name: String, at place: SourcePlace?, root: ReportRoot, _ annotation: Annotation) -> String {
        var properties: [String] = []
        if let place {
            properties.append("file=" + escape(root.name(place.path), property: true))
            if let line = place.line {
                properties.append("line=\(line)")
                if let column = place.column { properties.append("col=\(column)") }
            }
        }
        properties.append("title=" + escape("glossa \(annotation.kind)", property: true))
        return "::\(name) \(properties.joined(separator: ","))::\(escape(annotation.message, property: false))\n"
    }

    /// The format's one escaping, as GitHub's toolkit escapes a command: `%`, CR and LF in the message; `:` and `,` as
    /// well in a property, where they would end its value or the property list.
    static func escape(_ text: String, property: Bool) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": output += "%25"
            case "\r": output += "%0D"
            case "\n": output += "%0A"
            case ":" where property: output += "%3A"
            case "," where property: output += "%2C"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
