import Foundation
import GlossaLayout
import GlossaRender

/// `budgets --html`: a page for translators, one row per key: the development text, the budget, and a strip of
/// the screen where the budget binds with the room outlined, inlined as PNG so the page needs nothing beside it.
public enum BudgetPage {
    /// The page, and the pictures it could not draw (each also said in its row), for the console.
    public struct Output: Sendable {
        public let html: String
        /// `key (layout/view, device, size): why`, in the page's order.
        public let missingPictures: [String]
    }

    public static func html(_ budgets: [Budget], simulator: Simulator) -> Output {
        var screens: [String: Result<BudgetStrip.Screen, GlossaError>] = [:]
        var rows = "", missing: [String] = []
        for budget in budgets {
            let tightest = budget.tightest
            var picture = ""
            if let context = tightest.context {
                let name = "\(context.screen.index)\u{0}\(context.screen.locale)"
                if screens[name] == nil { screens[name] = Result { () throws(GlossaError) in try draw(context, simulator: simulator) } }
                switch BudgetStrip.picture(of: tightest, on: screens[name]!) {
                case let .success(strip):
                    picture = "<img alt=\"\(Markup.escape(Budget.place(tightest)))\" width=\"\(strip.width)\" src=\"\(strip.uri)\">"
                case let .failure(reason):
                    picture = "<p class=\"nopicture\">No picture: \(Markup.escape(reason.message)).</p>"
                    if !reason.offScreen { missing.append("\(budget.key) (\(Budget.place(tightest))): \(reason.message)") }
                }
            }
            rows += """
            <tr class="key"><td><code>\(Markup.escape(budget.key))</code><br><span class="table">\(Markup.escape(budget.table))</span></td>
            <td class="text" dir="auto">\(Markup.escape(tightest.source ?? tightest.text))</td>
            <td>\(BudgetWords.pageBudget(tightest))<br>\
            <span class="font">\(Markup.escape(BudgetWords.font(tightest.font)))</span></td>
            <td><figure>\(picture)<figcaption>\(Markup.escape(Budget.place(tightest)))</figcaption></figure></td></tr>

            """
        }
        let page = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>Translation budgets</title><style>\(style)</style></head>
        <body><h1>Translation budgets</h1>
        <p>Each text must fit the room outlined in red: at most the width given, on the lines given, in the font given.</p>
        <p><input id="filter" type="search" placeholder="Filter by key, table or text" aria-label="Filter by key, table or text"> \
        <span id="shown"></span></p>
        <table><thead><tr><th>Key</th><th>Development text</th><th>Budget</th><th>Where it binds</th></tr></thead><tbody>
        \(rows)</tbody></table><script>\(script)</script></body></html>

        """
        return Output(html: page, missingPictures: missing)
    }

    /// The screen as `check` lays it out, drawn at the device's scale.
    private static func draw(_ context: BudgetContext, simulator: Simulator) throws(GlossaError) -> BudgetStrip.Screen {
        let localized = simulator.localizedScreen(context.screen)
        if let others = context.others { localized.textOverride = { others[TextNodeKey($0)] } }
        let result = try localized.layout(mirror: context.direction)
        let scale = context.screen.device.scale
        return BudgetStrip.Screen(canvas: try ScreenPainter(scale: scale, assets: localized.assets).draw(result), scale: scale,
                                  layout: result)
    }

    /// Shows the rows whose key, table or text holds what the filter says (ignoring case), and how many.
    static let script = """
    const filter = document.getElementById('filter'), shown = document.getElementById('shown');
    const rows = Array.from(document.querySelectorAll('tr.key'));
    function apply() {
      const words = filter.value.trim().toLowerCase();
      let count = 0;
      for (const row of rows) {
        const match = !words || row.textContent.toLowerCase().includes(words);
        row.hidden = !match;
        if (match) count += 1;
      }
      shown.textContent = count + ' of ' + rows.length + ' key(s)';
    }
    filter.addEventListener('input', apply);
    apply();
    """

    static let style = """
    body { font: 14px/1.4 system-ui, sans-serif; margin: 16px; color: #1d1d1f; }
    table { border-collapse: collapse; } th, td { text-align: left; vertical-align: top; padding: 8px; border-bottom: 1px solid #ddd; }
    .table, .font, figcaption { color: #666; font-size: 12px; } .text { max-width: 280px; white-space: pre-wrap; }
    figure { margin: 0; } figure img { display: block; height: auto; border: 1px solid #ddd; }
    #filter { font: inherit; padding: 4px 8px; width: 320px; } #shown { color: #666; font-size: 12px; }
    .nopicture { color: #666; font-style: italic; margin: 0 0 4px; } .design { color: #b00; }
    """
}

/// A strip of a drawn screen around a budget's room, with the room outlined.
enum BudgetStrip {
    /// Points of screen shown above and below the room.
    static let margin = 12.0
    /// A view cut by the strip's edge is shown whole when it is no taller than this (a row, a label, a button);
    /// a taller one (a background, a list) is cut.
    static let wholeHeight = 88.0
    /// CSS pixels a point takes on the page (text of 11 pt reads at 16 px), and the widest a strip is shown.
    static let pagePixelsPerPoint = 1.5, widestOnPage = 720.0
    static let outline = Color(red: 215, green: 0, blue: 21)

    /// A screen drawn, and its layout (where its views are).
    struct Screen {
        let canvas: Canvas
        let scale: Double
        let layout: LayoutResult
    }

    /// Why a case has no picture.
    struct Missing: Error {
        let message: String
        /// The room is wholly outside the screen: nothing is wrong, there is nothing to show.
        let offScreen: Bool
    }

    /// The strip of the case's screen as a `data:` URI and the width (CSS pixels) the page shows it at; a room wholly
    /// off the screen, or a screen that could not be drawn, has none.
    static func picture(of item: BudgetCase, on screen: Result<Screen, GlossaError>) -> Result<(uri: String, width: Int), Missing> {
        let drawn: Screen
        switch screen {
        case let .success(screen): drawn = screen
        case let .failure(error): return .failure(Missing(message: "the screen could not be drawn: \(error.message)", offScreen: false))
        }
        let area = item.area
        let width = Double(drawn.canvas.width) / drawn.scale, height = Double(drawn.canvas.height) / drawn.scale
        if area.y >= height || area.maxY <= 0 || area.x >= width || area.maxX <= 0 {
            let place = "at (\(BudgetWords.coordinate(area.x)), \(BudgetWords.coordinate(area.y))) pt"
            return .failure(Missing(message: "the view is off the screen, \(place) on a screen of \(BudgetWords.coordinate(width)) × "
                                        + "\(BudgetWords.coordinate(height)) pt", offScreen: true))
        }
        do {
            let band = Self.band(around: area, in: drawn.layout, screenHeight: height)
            let uri = try strip(drawn.canvas, scale: drawn.scale, around: area, band: band)
            return .success((uri, Int(min(widestOnPage, width * pagePixelsPerPoint).rounded())))
        } catch {
            return .failure(Missing(message: "\(error)", offScreen: false))
        }
    }

    /// The rows of the screen the strip shows (points): the room and a margin, widened to show whole every view
    /// of content the margin's edges would cut in half (a neighbouring row's label, a button), within the screen.
    static func band(around area: TextRect, in layout: LayoutResult, screenHeight: Double) -> (top: Double, bottom: Double) {
        var top = area.y - margin, bottom = area.maxY + margin
        let content = layout.views.filter { view in
            !view.hidden && view.frame.height <= wholeHeight && view.frame.width > 0 && view.frame.height > 0
                && (view.kind == .text || view.kind == .button || view.kind == .image)
        }
        let (above, below) = (top, bottom)
        for view in content {
            let frame = view.frame
            if frame.y < above && frame.maxY > above { top = min(top, frame.y) }
            if frame.y < below && frame.maxY > below { bottom = max(bottom, frame.maxY) }
        }
        return (max(0, top), min(screenHeight, bottom))
    }

    /// The strip of the screen across its width between `band`'s rows, with `area` outlined, as PNG.
    private static func strip(_ canvas: Canvas, scale: Double, around area: TextRect, band: (top: Double, bottom: Double)) throws -> String {
        var marked = canvas
        let x0 = Int((area.x * scale).rounded(.down)), x1 = Int((area.maxX * scale).rounded(.up))
        let y0 = Int((area.y * scale).rounded(.down)), y1 = Int((area.maxY * scale).rounded(.up))
        let thickness = max(1, Int(scale.rounded()))
        for (a, b, c, d) in [(x0, y0 - thickness, x1, y0), (x0, y1, x1, y1 + thickness),
                             (x0 - thickness, y0 - thickness, x0, y1 + thickness), (x1, y0 - thickness, x1 + thickness, y1 + thickness)] {
            marked.fill(x0: max(0, a), y0: max(0, b), x1: min(canvas.width, c), y1: min(canvas.height, d), color: outline)
        }
        let top = max(0, Int((band.top * scale).rounded(.down)))
        let bottom = min(canvas.height, Int((band.bottom * scale).rounded(.up)))
        let crop = marked.cropped(x: 0, y: top, width: canvas.width, height: bottom - top)
        return "data:image/png;base64," + Data(try PNG.encode(crop)).base64EncodedString()
    }
}
