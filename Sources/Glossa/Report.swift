import GlossaCheck
import GlossaLayout
import GlossaText

/// report.json from a run's results: every screen with every identified view's frame and text.
extension Report {
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
            // The key a view shows, so a reader can tell which string each frame is (a view set in code has none).
            if let key = view.node.text?.key, view.node.text?.setInCode == nil {
                fields.append(("key", .string(key)))
                if let table = view.node.text?.table { fields.append(("table", .string(table))) }
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

    /// Errors first, then by kind, view and message: a stable order that reads well.
    static func findingOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.severity != b.severity { return a.severity > b.severity }
        if a.kind != b.kind { return a.kind.rawValue < b.kind.rawValue }
        if a.view != b.view { return (a.view ?? "") < (b.view ?? "") }
        return a.message < b.message
    }
}
