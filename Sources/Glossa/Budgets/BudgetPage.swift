import Foundation
import GlossaLayout
import GlossaRender

/// `budgets --html`: a page for translators, one row per key: the development text, the budget, and a strip of
/// the screen where the budget binds with the room outlined, inlined as PNG so the page needs nothing beside it.
public enum BudgetPage {
    /// Points of screen shown above and below the room.
    static let margin = 12.0
    static let outline = Color(red: 215, green: 0, blue: 21)

    public static func html(_ budgets: [Budget], simulator: Simulator) throws(GlossaError) -> String {
        var screens: [String: (canvas: Canvas, scale: Double)] = [:]
        var rows = ""
        for budget in budgets {
            let tightest = budget.tightest
            var picture = ""
            if let context = tightest.context {
                let name = "\(context.screen.index)\u{0}\(context.screen.locale)"
                if screens[name] == nil { screens[name] = try draw(context, simulator: simulator) }
                let (canvas, scale) = screens[name]!
                picture = "<img alt=\"\(Markup.escape(Budget.place(tightest)))\" src=\"\(try strip(canvas, scale: scale, around: tightest.area))\">"
            }
            rows += """
            <tr><td><code>\(Markup.escape(budget.key))</code><br><span class="table">\(Markup.escape(budget.table))</span></td>
            <td class="text" dir="auto">\(Markup.escape(tightest.source ?? tightest.text))</td>
            <td><b>\(BudgetMeasure.points(tightest.room.width)) pt</b> \(Markup.escape(lines(tightest.lines)))<br>\
            <span class="font">\(Markup.escape(tightest.font.family)) \(JSON.format(tightest.font.size)) pt \(Markup.escape(tightest.font.weight))</span></td>
            <td><figure>\(picture)<figcaption>\(Markup.escape(Budget.place(tightest)))</figcaption></figure></td></tr>

            """
        }
        return """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>Translation budgets</title><style>\(style)</style></head>
        <body><h1>Translation budgets</h1>
        <p>Each text must fit the room outlined in red: at most the width given, on the lines given, in the font given.</p>
        <table><thead><tr><th>Key</th><th>Development text</th><th>Budget</th><th>Where it binds</th></tr></thead><tbody>
        \(rows)</tbody></table></body></html>

        """
    }

    private static func lines(_ count: Int) -> String {
        switch count {
        case 0: "per line, any number of lines"
        case 1: "on one line"
        default: "per line, \(count) lines"
        }
    }

    /// The screen as `check` lays it out, drawn at the device's scale.
    private static func draw(_ context: BudgetContext, simulator: Simulator) throws(GlossaError) -> (Canvas, Double) {
        let localized = simulator.localizedScreen(context.screen)
        if let others = context.others { localized.textOverride = { others[TextNodeKey($0)] } }
        let result = try localized.layout(mirror: context.direction)
        let scale = context.screen.device.scale
        return (try ScreenPainter(scale: scale, assets: localized.assets).draw(result), scale)
    }

    /// A strip of the screen across its width around `area`, with `area` outlined, as a data: URI.
    private static func strip(_ canvas: Canvas, scale: Double, around area: TextRect) throws(GlossaError) -> String {
        var marked = canvas
        let x0 = Int((area.x * scale).rounded(.down)), x1 = Int((area.maxX * scale).rounded(.up))
        let y0 = Int((area.y * scale).rounded(.down)), y1 = Int((area.maxY * scale).rounded(.up))
        let thickness = max(1, Int(scale.rounded()))
        for (a, b, c, d) in [(x0, y0 - thickness, x1, y0), (x0, y1, x1, y1 + thickness),
                             (x0 - thickness, y0 - thickness, x0, y1 + thickness), (x1, y0 - thickness, x1 + thickness, y1 + thickness)] {
            marked.fill(x0: max(0, a), y0: max(0, b), x1: min(canvas.width, c), y1: min(canvas.height, d), color: outline)
        }
        let top = Int(((area.y - margin) * scale).rounded(.down))
        let bottom = Int(((area.maxY + margin) * scale).rounded(.up))
        let crop = marked.cropped(x: 0, y: top, width: canvas.width, height: bottom - top)
        do {
            return "data:image/png;base64," + Data(try PNG.encode(crop)).base64EncodedString()
        } catch {
            throw GlossaError("\(error)")
        }
    }

    static let style = """
    body { font: 14px/1.4 system-ui, sans-serif; margin: 16px; color: #1d1d1f; }
    table { border-collapse: collapse; } th, td { text-align: left; vertical-align: top; padding: 8px; border-bottom: 1px solid #ddd; }
    .table, .font, figcaption { color: #666; font-size: 12px; } .text { max-width: 280px; white-space: pre-wrap; }
    figure { margin: 0; } figure img { display: block; max-width: 420px; border: 1px solid #ddd; }
    """
}

/// The budgets as the console prints them: a line per key.
public enum BudgetTable {
    public static func text(_ budgets: [Budget]) -> String {
        var rows = [["table", "key", "width", "lines", "font", "where it binds"]]
        for budget in budgets {
            let tightest = budget.tightest
            rows.append([budget.table, budget.key, "\(BudgetMeasure.points(tightest.room.width)) pt",
                         tightest.lines == 0 ? "any" : String(tightest.lines),
                         "\(tightest.font.family) \(JSON.format(tightest.font.size)) \(tightest.font.weight)", Budget.place(tightest)])
        }
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max()! }
        return rows.map { row in
            row.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ")
                .trimmingCharacters(in: .whitespaces)
        }.joined(separator: "\n") + "\n\(budgets.count) key(s)\n"
    }
}
