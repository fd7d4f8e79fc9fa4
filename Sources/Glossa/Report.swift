import GlossaCheck
import GlossaLayout
import GlossaText

/// report.json (contract v1, with v2's fields): every screen with every identified view's frame and text,
/// its findings and its snapshot state.
public enum Report {
    public static let version = "0.1.0"

    public static func json(_ results: [ScreenResult]) -> String {
        JSONReporter().report(ReportedRun(screens: results.map(ScreenRecord.init)))
    }

    static func views(_ views: [LaidOutView]) -> JSON {
        var members: [(String, JSON)] = []
        for view in views {
            guard let id = view.id else { continue }
            var fields: [(String, JSON)] = rect(view.frame)
            if let paragraph = view.paragraph {
                fields += [("text", .string(paragraph.text)), ("lines", .number(Double(paragraph.lines.count))),
                           ("truncated", .bool(paragraph.truncated))]
            }
            if let scale = view.fontScale, scale < 1 { fields.append(("fontScale", .number(scale))) }
            if let place = view.node.text?.setInCode {
                fields += [("textSource", .string("code")), ("textSourceAt", .string("\(ReportPath.relative(place.file)):\(place.line)"))]
            }
            if view.hidden { fields.append(("hidden", .bool(true))) }
            members.append((id, .object(fields)))
        }
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
