import GlossaCheck
import GlossaLayout
import GlossaText

/// Finds the room each of a key's views gives its text on one screen, by letting the text grow.
///
/// The key's views first show a text that outgrows any view (`GrowthSample`): the solver gives each view
/// all the width it can have, and the text area it gets is the line width. If `check` then cuts the view
/// along its height, the text area's height is the height the text may take. When `check` instead reports a
/// view clipped (pushed out of its clipping ancestor or off the screen as it grows), the key's views are given
/// intrinsic sizes instead of text, and the largest size at which `check` clips none of them is found by
/// bisection, each step judged by `check` itself.
struct RoomFinder {
    let probe: RoomProbe
    let engine: TextEngine

    /// What the key's views show while their size is imposed: a zero-width space, a line with no width and no
    /// ink, so nothing but where the view is can make `check` cut it.
    static let sizedText = "\u{200B}"

    struct Found {
        let view: LaidOutView
        let room: TextRoom
        /// The text area the view gets when its text grows.
        let grownArea: TextRect
        /// How far the room moved when the screen's other texts grew (see `sensitivity`).
        var sensitivity = Sensitivity.unknown
        /// The key's views given sizes, when the room's height was found so (see `RoomSizing`).
        var sizing: RoomSizing?
    }

    /// The room of each of `views` (by name; `base` is the screen as `check` lays it out).
    func rooms(views: [String], base: LayoutResult) throws(GlossaError) -> [Found] {
        let styles = base.views.filter { views.contains($0.name) }.compactMap(\.textStyle)
        guard let smallest = styles.min(by: { $0.size < $1.size }) else { return [] }
        let limit = styles.allSatisfy { $0.maxLines > 0 } ? styles.map(\.maxLines).max() : nil
        let sample = GrowthSample.text(style: smallest, lineLimit: limit, device: probe.screen.device, engine: engine)
        let grown = try probe.layout(sample)
        var found: [Found] = []
        var clipped: [LaidOutView] = [], shown: [LaidOutView] = []
        for name in views {
            guard let view = grown.result.views.first(where: { $0.name == name }), !view.hidden, let area = view.textArea,
                  let style = view.textStyle, let verdict = grown.verdicts[name] else { continue }
            shown.append(view)
            // A view with a line limit that the sample overflows and `check` still does not judge (text set in
            // code, say) has no budget to keep.
            if style.maxLines != 0 && !verdict.truncated && !verdict.clipped { continue }
            // The text's height limits it where the view was given less height than the sample needs and `check`
            // cut it there: lines dropped (the last one truncated), or a label shorter than its one line (clipped).
            // Nothing else `check` reports along the height (a button's tall title shows whole; a view pushed off
            // the screen is measured below, by its size).
            var unlimited = style
            unlimited.maxLines = 0
            let needed = try layout(sample, style: unlimited, width: .exactly(max(1, area.width)))
            let lines = style.maxLines > 0 ? min(style.maxLines, needed.lines.count) : needed.lines.count
            let limitedHeight = needed.lines.prefix(lines).reduce(0) { $0 + $1.height }
            let cut = (view.paragraph?.lines.count ?? 0) < lines || Checker.isShorterThanItsLine(view)
            let room = TextRoom(width: max(0, area.width), lines: style.maxLines,
                                height: cut && area.height + Checker.tolerance < limitedHeight ? area.height + Checker.tolerance : nil,
                                tallLine: Checker.cutsTallLines(view.kind) ? .ink : .whole)
            found.append(Found(view: view, room: room, grownArea: area))
            if verdict.clipped { clipped.append(view) }
        }
        let moved = probe.context.measuresSensitivity ? try sensitivity(grown, views: shown, base: base, sample: sample) : .unknown
        guard !clipped.isEmpty else { return found.map { Found(view: $0.view, room: $0.room, grownArea: $0.grownArea, sensitivity: moved) } }
        let (limits, sizing) = try GrowthLimits(finder: self).limits(of: shown, base: base, sample: sample)
        return found.map { item in
            guard let limit = limits[item.view.name] else { return item }
            var room = item.room, sized: RoomSizing?
            if let width = limit.width { room = TextRoom(width: width, lines: limit.lines ?? room.lines, height: room.height, tallLine: room.tallLine) }
            if let height = limit.height, height < room.height ?? .infinity { (room.height, room.tallLine, sized) = (height, limit.tallLine, sizing) }
            return Found(view: item.view, room: room, grownArea: item.grownArea, sensitivity: moved, sizing: sized)
        }
    }

    /// How far the key's rooms move when every other text of the screen grows by `Sensitivity.grown`: the grown
    /// screen laid out again so, compared along the key's views and their ancestors (their edges and text areas,
    /// horizontally and vertically). Zero means the rooms hold for every locale that lays the screen out in the
    /// same direction; otherwise a locale that changes the other texts by a fraction of that growth moves them
    /// by about that fraction of it.
    private func sensitivity(_ grown: RoomProbe.Outcome, views: [LaidOutView], base: LayoutResult, sample: String) throws(GlossaError)
        -> Sensitivity {
        var sizes: [TextNodeKey: StandardSize] = [:]
        for view in base.views where !view.hidden && !views.contains(where: { $0.name == view.name }) {
            guard let area = view.textArea, var style = view.textStyle, let text = view.text else { continue }
            style.maxLines = 0
            let single = try layout(text, style: style, width: .unconstrained)
            let grownSize = Sensitivity.grown(width: single.width, height: max(area.height, single.height))
            sizes[TextNodeKey(view.node)] = StandardSize(width: grownSize.width + view.frame.width - area.width,
                                                         height: grownSize.height + view.frame.height - area.height)
        }
        guard !sizes.isEmpty else { return Sensitivity(width: 0, height: 0) }
        let moved = try probe.layout(sample, others: { sizes[TextNodeKey($0)] })
        var watched = Set<Int>()
        for view in views {
            var index: Int? = view.index
            while let current = index, watched.insert(current).inserted { index = grown.result.views.first { $0.index == current }?.parent }
        }
        let before = grown.result.views.filter { watched.contains($0.index) }
        let after = moved.result.views.filter { watched.contains($0.index) }
        guard before.count == after.count else { return .unknown }
        var result = Sensitivity(width: 0, height: 0)
        for (a, b) in zip(before, after) {
            if a.name != b.name || a.hidden != b.hidden { return .unknown }
            var pairs = [(a.frame, b.frame)]
            if let x = a.textArea, let y = b.textArea { pairs.append((x, y)) }
            for (x, y) in pairs {
                result.width = max(result.width, abs(x.x - y.x), abs(x.maxX - y.maxX))
                result.height = max(result.height, abs(x.y - y.y), abs(x.maxY - y.maxY))
            }
        }
        return Sensitivity(width: result.width < 1e-6 ? 0 : result.width, height: result.height < 1e-6 ? 0 : result.height)
    }

    func layout(_ text: String, style: ParagraphStyle, width: WidthProposal) throws(GlossaError) -> ParagraphLayout {
        do {
            return try engine.layout(text, style: style, width: width)
        } catch {
            throw GlossaError("\(error)")
        }
    }
}

/// How far a room moves when the screen's other texts grow by a set amount (`grown`): the yardstick
/// `budgets --check` scales by how much a locale changes those texts.
struct Sensitivity: Sendable, Equatable {
    var width: Double
    var height: Double

    /// Not measured (the views changed beyond comparing): every locale's change must be measured.
    static let unknown = Sensitivity(width: .infinity, height: .infinity)

    /// The other texts grown: a tenth wider and a quarter taller, and 1 pt more each way (about what a locale's
    /// shaping does to a text it does not translate; small enough to keep the views on the screen).
    static func grown(width: Double, height: Double) -> (width: Double, height: Double) {
        (width * 1.1 + 1, height * 1.25 + 1)
    }

    /// A change from `before` to `after` as a fraction of the growth above, along each axis.
    static func fraction(width before: Double, _ after: Double) -> Double {
        abs(after - before) / (grown(width: before, height: 0).width - before)
    }

    static func fraction(height before: Double, _ after: Double) -> Double {
        abs(after - before) / (grown(width: 0, height: before).height - before)
    }
}

/// Text that outgrows any view it is shown in, in width and in height.
///
/// Each word pairs a Latin letter with a Tibetan stack, whose line is the tallest the bundled fonts make
/// (Noto Serif Tibetan: 2.8 em), so a view that keeps its text to one line of the development language
/// but cannot take a tall script's line shows it. There are words enough for a line wider than the screen
/// and, wrapped at the screen's width, for a line more than the views' line limit or, when one has none, for
/// lines taller than the screen, half as much again: any view it is shown in either stops it or is pushed off
/// the screen by it.
enum GrowthSample {
    static let word = "W\u{0F40}\u{0FB1}"
    static let overshoot = 1.5

    static func text(style: ParagraphStyle, lineLimit: Int?, device: Device, engine: TextEngine) -> String {
        var single = style
        single.maxLines = 0
        let measured = try? engine.layout(word + " ", style: single, width: .unconstrained)
        let wordWidth = max(1, measured?.width ?? style.size), lineHeight = max(1, measured?.height ?? style.size)
        let side = max(device.width, device.height)
        let perLine = (device.width / wordWidth).rounded(.up) + 1
        let lines = lineLimit.map { Double($0 + 1) } ?? (overshoot * device.height / lineHeight).rounded(.up) + 1
        let count = Int(max(overshoot * side / wordWidth, perLine * lines).rounded(.up))
        return Array(repeating: word, count: count).joined(separator: " ")
    }
}
