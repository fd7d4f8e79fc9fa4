import Foundation
import GlossaCheck
import GlossaLayout
import GlossaText

/// A screen budgets are measured on: a screen of the matrix, and what its other views show.
struct BudgetContext: Sendable {
    let screen: Simulator.Screen
    /// What the views show instead of their catalog value for the screen's locale (the development texts, seen
    /// in another locale), by where they are written; nil: the catalog's values.
    var others: [TextNodeKey: String]? = nil
    /// The direction the screen is laid out in, when not its locale's.
    var direction: TextDirection? = nil
    /// Whether to measure how far its rooms move when the other texts change size (not for a screen already
    /// seen in the locale of the values measured against it).
    var measuresSensitivity = true
}

extension Simulator {
    /// Every key's budget over the matrix (the development language's screens unless `options.locales` names
    /// others), sorted by table and key; each key's cases in matrix order.
    public func budgets(_ options: MatrixOptions, progress: (@Sendable (Int, Int, String) -> Void)? = nil) throws(GlossaError)
        -> [Budget] {
        // Only `--check` asks how far rooms move with the other texts.
        let contexts = try self.screens(options).screens.map { BudgetContext(screen: $0, measuresSensitivity: false) }
        return Budget.grouped(try budgetCases(contexts, jobs: options.jobs, progress: progress))
    }

    /// The cases of every key shown on every context's screen, in no particular order.
    /// `bases` are the contexts' screens as `check` lays them out, when the caller has them already.
    func budgetCases(_ contexts: [BudgetContext], bases known: [LayoutResult]? = nil, keys wanted: Set<KeyReference>? = nil,
                     jobs: Int, progress: (@Sendable (Int, Int, String) -> Void)?) throws(GlossaError) -> [BudgetCase] {
        var bases: [LayoutResult]
        if let known { bases = known } else { bases = try parallel(contexts, jobs: jobs) { context throws(GlossaError) in try self.baseLayout(context) } }
        var keyed: [(context: Int, key: KeyReference, views: [String])] = []
        for (position, base) in bases.enumerated() {
            for (key, views) in Self.keyedViews(base, table: contexts[position].screen.document.table)
            where wanted?.contains(key) ?? true {
                keyed.append((position, key, views))
            }
        }
        let items = keyed, counter = FinishedCount(), laidOut = bases
        let found = try parallel(items, jobs: jobs) { item throws(GlossaError) -> [BudgetCase] in
            let context = contexts[item.context]
            defer { progress?(counter.increment(), items.count, "\(context.screen) \(item.key.key)") }
            return try self.cases(of: item.key, views: item.views, in: context, base: laidOut[item.context])
        }
        return found.flatMap { $0 }
    }

    func baseLayout(_ context: BudgetContext) throws(GlossaError) -> LayoutResult {
        let localized = localizedScreen(context.screen)
        if let others = context.others { localized.textOverride = { others[TextNodeKey($0)] } }
        return try localized.layout(mirror: context.direction)
    }

    /// The names of the views showing each key, in key order; views in document order.
    static func keyedViews(_ result: LayoutResult, table: String) -> [(KeyReference, [String])] {
        keyedLaidOutViews(result, table: table).map { ($0.0, $0.1.map(\.name)) }
    }

    /// The views showing each key (shown, with text, whose text is the key's and not the code's), in key order;
    /// views in document order. The one place that says which views show a key: budgets measure their rooms,
    /// `glossa context` outlines them.
    static func keyedLaidOutViews(_ result: LayoutResult, table: String) -> [(KeyReference, [LaidOutView])] {
        var views: [KeyReference: [LaidOutView]] = [:]
        for view in result.views where !view.hidden && view.textStyle != nil {
            guard let key = KeyReference(view.node, defaultTable: table) else { continue }
            views[key, default: []].append(view)
        }
        return views.keys.sorted().map { ($0, views[$0]!) }
    }

    private func cases(of key: KeyReference, views: [String], in context: BudgetContext, base: LayoutResult) throws(GlossaError)
        -> [BudgetCase] {
        let screen = context.screen
        let probe = RoomProbe(simulator: self, context: context, key: key)
        let found = try RoomFinder(probe: probe, engine: textEngine).rooms(views: views, base: base)
        return found.compactMap { found -> BudgetCase? in
            // The style `check` judges the grown text with (a label that shrinks its text to fit is judged at its
            // smallest scale), and where the development text is.
            guard let shown = base.views.first(where: { $0.name == found.view.name }), let style = found.view.textStyle,
                  let area = shown.textArea, let content = shown.node.text else { return nil }
            let face = textEngine.registry.primaryFont(language: style.language, bold: style.bold)
            var single = style
            single.maxLines = 0
            let unit = (try? textEngine.layout(Budget.unitText, style: single, width: .unconstrained).width) ?? style.size * 13
            return BudgetCase(
                key: key.key, table: key.table, layout: screen.document.name, layoutFile: screen.document.file,
                view: shown.name, device: screen.device.name, contentSize: screen.contentSize, plural: screen.plural?.rawValue,
                locale: screen.locale, direction: base.direction, room: found.room,
                lines: linesFitting(found.room, style: style),
                font: BudgetFont(family: face.family, size: style.size, weight: style.bold ? "bold" : "normal"),
                style: style, arguments: LocalizedScreen.arguments(content, timeZone: screen.document.timeZone),
                text: shown.text ?? "", source: screen.catalog?.writtenValue(key: key.key, table: key.table, locale: screen.locale),
                area: Self.roomArea(found, shown: area, screen: screen.device), order: (screen.index, shown.index),
                layoutLine: shown.node.location.line, noTextFits: noTextFits(found.room, style: style, shown: shown, base: base, locale: screen.locale),
                textUnit: unit, context: context, sensitivity: found.sensitivity, sizing: found.sizing)
        }
    }

    /// Why no text fits a room, in words for the outputs: no width, or less height than a line of the text the view
    /// shows; and whether `check` already cuts that text (a design problem, in the development language).
    private func noTextFits(_ room: TextRoom, style: ParagraphStyle, shown: LaidOutView, base: LayoutResult, locale: String) -> String? {
        var reason: String
        if room.width < 1 && room.height == 0 {
            reason = "the view is cut whatever the size of its text"
        } else if room.width < 1 {
            reason = "the view leaves its text \(BudgetWords.points(max(0, room.width))) pt of width"
        } else if let height = room.height {
            var single = style
            single.maxLines = 0
            switch room.tallLine {
            case .cut:
                let text = (shown.text ?? "").isEmpty ? "M" : shown.text!
                guard let line = try? textEngine.layout(text, style: single, width: .unconstrained).lines.first?.height,
                      height < line else { return nil }
                reason = "its text may be \(BudgetWords.points(max(0, height))) pt tall, less than one line (\(BudgetWords.points(line, up: true)) pt)"
            case .ink:
                guard height - Checker.tolerance < 1 else { return nil }
                reason = "the view is \(BudgetWords.points(max(0, height - Checker.tolerance))) pt tall"
            case .whole:
                return nil
            }
        } else {
            return nil
        }
        // What `check` says of the text the view shows: the layout's problem, before any translation.
        let cuts = Checker.findings(base).filter { ($0.kind == .truncated || $0.kind == .clipped) && $0.view == shown.name }
        if let cut = cuts.first(where: { $0.kind == .clipped }) ?? cuts.first { reason += "; in \(locale) already, \(cut.message)" }
        return reason
    }

    /// The room's rectangle on the screen: the grown text area's horizontal extent (as wide as the room, within
    /// the screen), the development text's top, and the room's height when it has one.
    private static func roomArea(_ found: RoomFinder.Found, shown: TextRect, screen: Device) -> TextRect {
        let grown = found.grownArea
        let startsLeft = grown.x >= shown.x - 0.5 || found.view.direction == .leftToRight
        let width = min(found.room.width, screen.width)
        let x = min(max(0, startsLeft ? grown.x : grown.maxX - width), max(0, screen.width - width))
        let height = min(found.room.height ?? shown.height, screen.height)
        return TextRect(x: x, y: shown.y, width: width, height: max(height, shown.height))
    }

    /// Lines of the style's Latin text that fit the room: its line limit, else as many as its height holds.
    private func linesFitting(_ room: TextRoom, style: ParagraphStyle) -> Int {
        if room.lines > 0 { return room.lines }
        guard let height = room.height else { return 0 }
        var single = style
        single.maxLines = 0
        let line = (try? textEngine.layout("M", style: single, width: .unconstrained).height) ?? style.size
        return max(1, Int((height / max(line, 1)).rounded(.down)))
    }

    /// `work` over `items` on `jobs` workers, results in the items' order; the first error in that order is thrown.
    func parallel<Item: Sendable, Value>(_ items: [Item], jobs: Int, _ work: @escaping @Sendable (Item) throws(GlossaError) -> Value) throws(GlossaError)
        -> [Value] {
        let results = ByPosition<Value>(), errors = ByPosition<GlossaError>()
        let workers = max(1, min(jobs, items.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: items.count, by: workers) {
                do throws(GlossaError) {
                    results.set(try work(items[index]), at: index)
                } catch {
                    errors.set(error, at: index)
                }
            }
        }
        if let first = errors.first { throw first }
        return results.values
    }
}

extension Budget {
    /// Cases grouped into budgets, sorted by table and key; each budget's cases in matrix order.
    static func grouped(_ cases: [BudgetCase]) -> [Budget] {
        var byKey: [KeyReference: [BudgetCase]] = [:]
        for item in cases { byKey[KeyReference(table: item.table, key: item.key), default: []].append(item) }
        return byKey.keys.sorted().map { key in
            Budget(key: key.key, table: key.table, cases: byKey[key]!.sorted { a, b in
                a.order.screen != b.order.screen ? a.order.screen < b.order.screen : a.order.view < b.order.view
            })
        }
    }
}
