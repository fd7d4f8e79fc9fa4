import GlossaCheck
import GlossaLayout
import GlossaText

/// report.json (contract v1): every screen with every identified view's frame and text, and its findings.
public enum Report {
    public static let version = "0.1.0"

    /// The document's opening up to the first result, as `json` prints it.
    static var header: String {
        "{\n  \"tool\": \"glossa\",\n  \"version\": \"\(version)\",\n  \"results\": [\n"
    }

    public static func json(_ results: [ScreenResult]) -> String {
        JSON.object([
            ("tool", .string("glossa")),
            ("version", .string(version)),
            ("results", .array(results.map(screen))),
        ]).serialized(indent: 2) + "\n"
    }

    static func screen(_ result: ScreenResult) -> JSON {
        var views: [(String, JSON)] = []
        for view in result.views {
            guard let id = view.id else { continue }
            var members: [(String, JSON)] = rect(view.frame)
            if let paragraph = view.paragraph {
                members += [("text", .string(paragraph.text)), ("lines", .number(Double(paragraph.lines.count))),
                            ("truncated", .bool(paragraph.truncated))]
            }
            if view.hidden { members.append(("hidden", .bool(true))) }
            views.append((id, .object(members)))
        }
        let plural: [(String, JSON)] = result.plural.map { [("plural", .string($0))] } ?? []
        return .object([
            ("layout", .string(result.layout)), ("locale", .string(result.locale)), ("device", .string(result.device)),
            ("contentSize", .string(result.contentSize)),
        ] + plural + [
            ("direction", .string(result.direction == .rightToLeft ? "rtl" : "ltr")),
            ("png", .string(result.png ?? "")),
            ("views", .object(views)),
            ("findings", .array(result.findings.map(finding))),
        ])
    }

    static func finding(_ finding: Finding) -> JSON {
        var members: [(String, JSON)] = [
            ("kind", .string(finding.kind.rawValue)), ("severity", .string(finding.severity.rawValue)),
            ("view", finding.view.map(JSON.string) ?? .null), ("key", finding.key.map(JSON.string) ?? .null),
            ("message", .string(finding.message)),
        ]
        if let frame = finding.frame { members.append(("frame", .object(rect(frame)))) }
        if let needed = finding.needed {
            members.append(("needed", .object([("width", .points(needed.width)), ("height", .points(needed.height))])))
        }
        if let location = finding.location { members.append(("location", .string(location.description))) }
        return .object(members)
    }

    static func rect(_ frame: TextRect) -> [(String, JSON)] {
        [("x", .points(frame.x)), ("y", .points(frame.y)), ("width", .points(frame.width)), ("height", .points(frame.height))]
    }

    /// Errors first, then by kind, view and message: a stable order that reads well.
    static func findingOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.severity != b.severity { return a.severity > b.severity }
        if a.kind != b.kind { return a.kind.rawValue < b.kind.rawValue }
        if a.view != b.view { return (a.view ?? "") < (b.view ?? "") }
        return a.message < b.message
    }
}
