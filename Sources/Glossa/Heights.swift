import Foundation
import GlossaLayout
import GlossaRender

/// How tall each text view (or list row) gets over a matrix's locales, per layout, device and content size.
///
/// It reads the frames of the same results `check` reports, so the table and report.json never disagree.
public struct HeightRow: Sendable {
    public var layout: String
    public var device: String
    public var view: String
    public var contentSize: String
    /// The development language's height; nil when that locale did not show the view.
    public var development: Double?
    public var developmentLanguage: String
    public var tallest: (locale: String, height: Double)
    /// Every locale's height, in matrix order (the tallest over plural variants of one locale).
    public var heights: [(locale: String, height: Double)]

    /// Growth of the tallest over the development language, in percent; nil without a development height.
    public var growth: Double? {
        guard let development, development > 0 else { return nil }
        return (tallest.height - development) / development * 100
    }
}

/// What heights reads of one laid-out view that has an id: all a cache entry needs to keep for `glossa heights`.
public struct HeightView: Sendable, Equatable {
    public var id: String
    /// Depth-first position in the document.
    public var index: Int
    public var hidden: Bool
    public var height: Double
    /// It shows text (it has a paragraph).
    public var showsText: Bool
    /// Its parent is a list: it is a row.
    public var isListRow: Bool

    /// The views of a result that have an id, in document order.
    static func of(_ result: ScreenResult) -> [HeightView] {
        // `parent` is a view's document position, which a result's list need not be indexed by.
        var lists = Set<Int>()
        for view in result.views where view.kind == .list { lists.insert(view.index) }
        return result.views.compactMap { view in
            view.id.map { id in
                HeightView(id: id, index: view.index, hidden: view.hidden, height: view.frame.height, showsText: view.paragraph != nil,
                           isListRow: view.parent.map(lists.contains) ?? false)
            }
        }
    }

    /// One line per view, numbers exact, for a cache entry.
    static func lines(_ views: [HeightView]) -> [String] {
        views.map { [$0.id, "\($0.index)", $0.hidden ? "1" : "0", "\($0.height)", $0.showsText ? "1" : "0", $0.isListRow ? "1" : "0"]
            .joined(separator: "\u{1F}") }
    }

    /// The views `lines` spelt; nil when a line is not one of them.
    static func views(_ lines: [String]) -> [HeightView]? {
        var views: [HeightView] = []
        for line in lines {
            let fields = line.split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 6, let index = Int(fields[1]), let height = Double(fields[3]) else { return nil }
            views.append(HeightView(id: fields[0], index: index, hidden: fields[2] == "1", height: height, showsText: fields[4] == "1",
                                    isListRow: fields[5] == "1"))
        }
        return views
    }
}

/// What heights reads of one screen.
public struct HeightScreen: Sendable {
    public var layout: String
    public var device: String
    public var contentSize: String
    public var locale: String
    public var developmentLanguage: String
    public var views: [HeightView]

    public init(_ result: ScreenResult) {
        (layout, device, contentSize, locale) = (result.layout, result.device, result.contentSize, result.locale)
        developmentLanguage = result.developmentLanguage
        views = HeightView.of(result)
    }

    init(layout: String, device: String, contentSize: String, locale: String, developmentLanguage: String, views: [HeightView]) {
        (self.layout, self.device, self.contentSize, self.locale) = (layout, device, contentSize, locale)
        self.developmentLanguage = developmentLanguage
        self.views = views
    }
}

public enum Heights {
    /// One row per (layout, device, view, content size), in result order, views in document order.
    ///
    /// `views` names the views to measure; nil means every view with an id that shows text, and every
    /// row of a list. A named view that no layout has is bad input.
    public static func rows(_ results: [ScreenResult], views: [String]? = nil) throws(GlossaError) -> [HeightRow] {
        try rows(screens: results.map(HeightScreen.init), views: views)
    }

    /// The rows of screens as `Simulator.heightScreens` gives them (laid out, or reused from the cache).
    public static func rows(screens results: [HeightScreen], views: [String]? = nil) throws(GlossaError) -> [HeightRow] {
        if let views {
            let known = Set(results.flatMap { $0.views.map(\.id) })
            let unknown = views.filter { !known.contains($0) }
            if !unknown.isEmpty {
                let layouts = orderedUnique(results.map(\.layout)).joined(separator: ", ")
                throw GlossaError("--views: no view with id \(unknown.map { "'\($0)'" }.joined(separator: ", ")) in \(layouts)")
            }
        }
        var order: [String] = []
        var groups: [String: [HeightScreen]] = [:]
        for result in results {
            let key = "\(result.layout)\u{0}\(result.device)\u{0}\(result.contentSize)"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(result)
        }
        var rows: [HeightRow] = []
        for key in order { rows += groupRows(groups[key]!, views: views) }
        return sortedByScreenThenView(rows, results: results)
    }

    private static func groupRows(_ screens: [HeightScreen], views named: [String]?) -> [HeightRow] {
        let first = screens[0]
        var viewOrder: [String] = []
        var heights: [String: [(locale: String, height: Double)]] = [:]
        for screen in screens {
            for view in screen.views where measures(view, named: named) {
                let id = view.id
                if heights[id] == nil { viewOrder.append(id) }
                if let last = heights[id]?.last, last.locale == screen.locale {
                    heights[id]![heights[id]!.count - 1].height = max(last.height, view.height)
                } else {
                    heights[id, default: []].append((screen.locale, view.height))
                }
            }
        }
        return viewOrder.map { id in
            let values = heights[id]!
            var tallest = values[0]
            for value in values.dropFirst() where value.height > tallest.height + 1e-9 { tallest = value }
            return HeightRow(layout: first.layout, device: first.device, view: id, contentSize: first.contentSize,
                             development: values.first { $0.locale == first.developmentLanguage }?.height,
                             developmentLanguage: first.developmentLanguage, tallest: tallest, heights: values)
        }
    }

    private static func measures(_ view: HeightView, named: [String]?) -> Bool {
        guard !view.hidden else { return false }
        if let named { return named.contains(view.id) }
        return view.showsText || view.isListRow
    }

    /// Layout, device, view (in document order), then content size in matrix order.
    private static func sortedByScreenThenView(_ rows: [HeightRow], results: [HeightScreen]) -> [HeightRow] {
        var sizeRank: [String: Int] = [:], screenRank: [String: Int] = [:], viewRank: [String: Int] = [:]
        for result in results {
            if sizeRank[result.contentSize] == nil { sizeRank[result.contentSize] = sizeRank.count }
            let screen = "\(result.layout)\u{0}\(result.device)"
            if screenRank[screen] == nil { screenRank[screen] = screenRank.count }
            for view in result.views {
                let key = "\(result.layout)\u{0}\(view.id)"
                if viewRank[key] == nil { viewRank[key] = view.index }
            }
        }
        return rows.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            let sx = screenRank["\(x.layout)\u{0}\(x.device)"]!, sy = screenRank["\(y.layout)\u{0}\(y.device)"]!
            if sx != sy { return sx < sy }
            let vx = viewRank["\(x.layout)\u{0}\(x.view)"]!, vy = viewRank["\(y.layout)\u{0}\(y.view)"]!
            if vx != vy { return vx < vy }
            if x.contentSize != y.contentSize { return sizeRank[x.contentSize]! < sizeRank[y.contentSize]! }
            return a.offset < b.offset
        }.map(\.element)
    }

    private static func orderedUnique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }

    // MARK: Output

    /// `[{"layout", "device", "view", "contentSize", "development", "tallest": {"locale", "height"}, "heights"}]`.
    public static func json(_ rows: [HeightRow]) -> String {
        JSON.array(rows.map { row in
            JSON.object([
                ("layout", .string(row.layout)), ("device", .string(row.device)), ("view", .string(row.view)),
                ("contentSize", .string(row.contentSize)),
                ("development", row.development.map(JSON.points) ?? .null),
                ("tallest", .object([("locale", .string(row.tallest.locale)), ("height", .points(row.tallest.height))])),
                ("heights", .object(row.heights.map { ($0.locale, JSON.points($0.height)) })),
            ])
        }).serialized(indent: 2) + "\n"
    }

    /// Writes `json(rows)` through a temporary file and a rename.
    public static func write(_ rows: [HeightRow], to path: String) throws(GlossaError) {
        do {
            try AtomicFile.write(Array(json(rows).utf8), to: path)
        } catch {
            throw GlossaError("\(error)")
        }
    }

    /// A table per layout and device: a row per view, a column per content size; each cell shows the
    /// development language's height, the tallest height with its locale, and the growth.
    public static func table(_ rows: [HeightRow]) -> String {
        var output = ""
        var index = 0
        while index < rows.count {
            let first = rows[index]
            var end = index
            while end < rows.count, rows[end].layout == first.layout, rows[end].device == first.device { end += 1 }
            if !output.isEmpty { output += "\n" }
            output += screenTable(Array(rows[index..<end]))
            index = end
        }
        return output
    }

    private static func screenTable(_ rows: [HeightRow]) -> String {
        let first = rows[0]
        var sizes: [String] = [], views: [String] = []
        for row in rows {
            if !sizes.contains(row.contentSize) { sizes.append(row.contentSize) }
            if !views.contains(row.view) { views.append(row.view) }
        }
        var cells: [[String]] = [["view"] + sizes.map { "\($0): \(first.developmentLanguage) → tallest" }]
        for view in views {
            cells.append([view] + sizes.map { size in
                rows.first { $0.view == view && $0.contentSize == size }.map(cell) ?? "-"
            })
        }
        let widths = (0..<cells[0].count).map { column in cells.map { $0[column].count }.max()! }
        var lines = ["\(first.layout) on \(first.device): height in points, tallest over \(Set(rows.flatMap { $0.heights.map(\.locale) }).count) locale(s)"]
        for row in cells {
            lines.append(row.enumerated().map { column, text in
                text.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func cell(_ row: HeightRow) -> String {
        let development = row.development.map { number($0) } ?? "-"
        var text = "\(development) → \(number(row.tallest.height)) \(row.tallest.locale)"
        if let growth = row.growth, growth >= 0.5 { text += " +\(Int(growth.rounded())) %" }
        return text
    }

    private static func number(_ value: Double) -> String { String(format: "%.1f", value) }
}
