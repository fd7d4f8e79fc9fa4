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

    /// Steps of bisection: the limit is found to within 1/2^18 of the range (under 0.01 pt on any screen).
    static let bisectionSteps = 18
    /// What the key's views show while their size is imposed: a zero-width space, a line with no width and no
    /// ink, so nothing but where the view is can make `check` cut it.
    static let sizedText = "\u{200B}"

    struct Found {
        let view: LaidOutView
        let room: TextRoom
        /// The text area the view gets when its text grows.
        let grownArea: TextRect
    }

    /// The room of each of `views` (by name; `base` is the screen as `check` lays it out).
    func rooms(views: [String], base: LayoutResult) throws(GlossaError) -> [Found] {
        guard let first = base.views.first(where: { views.contains($0.name) && $0.textStyle != nil })?.textStyle else { return [] }
        let sample = GrowthSample.text(style: first, device: probe.screen.device, engine: engine)
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
            let needed = try layout(sample, style: style, width: .exactly(max(1, area.width))).height
            let room = TextRoom(width: max(0, area.width), lines: style.maxLines,
                                height: area.height + Checker.tolerance < needed ? area.height + Checker.tolerance : nil)
            found.append(Found(view: view, room: room, grownArea: area))
            if verdict.clipped { clipped.append(view) }
        }
        guard !clipped.isEmpty else { return found }
        let limits = try limits(of: shown, base: base, sample: sample)
        return found.map { item in
            guard let limit = limits[item.view.name] else { return item }
            var room = item.room
            if let width = limit.width { room = TextRoom(width: width, lines: limit.lines ?? room.lines, height: room.height) }
            if let height = limit.height { room.height = min(room.height ?? .infinity, height) }
            return Found(view: item.view, room: room, grownArea: item.grownArea)
        }
    }

    private func layout(_ text: String, style: ParagraphStyle, width: WidthProposal) throws(GlossaError) -> ParagraphLayout {
        do {
            return try engine.layout(text, style: style, width: width)
        } catch {
            throw GlossaError("\(error)")
        }
    }

    /// Where a key's views stop growing whole, found when `check` clips one as its text grows: the views are
    /// given intrinsic sizes instead of text, growing together in proportion to their font sizes (as one text
    /// does in different fonts) from the development text's sizes (where `check` shows them whole) to the
    /// sample's, first in width on one line, then in height. A view fails at a size when `check` clips it or
    /// the solver gives its text less room than that size (its text would be cut or would wrap).
    private func limits(of shown: [LaidOutView], base: LayoutResult, sample: String) throws(GlossaError)
        -> [String: (width: Double?, lines: Int?, height: Double?)] {
        var growth: [TextNodeKey: SizedGrowth] = [:]
        var widths = (low: 0.0, high: 0.0), heights = (low: 0.0, high: 0.0)
        for view in shown {
            guard let area = view.textArea, var style = view.textStyle else { continue }
            style.maxLines = 0
            let before = base.views.first { $0.name == view.name }
            let size = max(1, style.size)
            let baseWidth = try layout(before?.text ?? "", style: style, width: .unconstrained).width
            let baseHeight = before?.paragraph?.height ?? 0
            growth[TextNodeKey(view.node)] = SizedGrowth(name: view.name, size: size, lines: view.textStyle?.maxLines ?? 0,
                                                         chromeWidth: view.frame.width - area.width,
                                                         chromeHeight: view.frame.height - area.height, baseHeight: baseHeight)
            let grownWidth = try layout(sample, style: style, width: .unconstrained).width
            let tallest = try layout(sample, style: style, width: .exactly(max(1, area.width))).height
            widths = (max(widths.low, baseWidth / size), max(widths.high, grownWidth / size))
            heights = (max(heights.low, baseHeight / size), max(heights.high, tallest / size))
        }
        var limits: [String: (width: Double?, lines: Int?, height: Double?)] = [:]
        var ems = widths.high
        if !(try sized(ems, nil, growth).clipped.isEmpty) {
            // They leave the screen (or a clipping ancestor) as they widen: they take the width they had when the
            // first stopped growing whole, on one line, unless that one reached its width there and wraps.
            guard let (fits, fails) = try largest(in: widths.low...max(widths.low, widths.high), passing: { value throws(GlossaError) in
                let outcome = try sized(value, nil, growth)
                return outcome.clipped.union(outcome.narrowed).isEmpty
            }) else { return Dictionary(uniqueKeysWithValues: growth.values.map { ($0.name, (0, 1, 0)) }) }
            ems = fits
            let stopped = try sized(fails, nil, growth)
            for view in growth.values {
                let wraps = view.lines != 1 && stopped.narrowed.contains(view.name)
                limits[view.name] = (fits * view.size, wraps ? view.lines : 1, nil)
            }
        }
        // In height, a view given less width than its text has is no failure: its text wraps to that width.
        func cut(_ tall: Double) throws(GlossaError) -> Bool {
            let outcome = try sized(ems, tall, growth)
            return !outcome.clipped.union(outcome.lowered).isEmpty
        }
        if try cut(heights.high) {
            let tall = try largest(in: heights.low...max(heights.low, heights.high), passing: { value throws(GlossaError) in
                try !cut(value)
            })?.fits ?? 0
            for view in growth.values {
                limits[view.name] = (limits[view.name]?.width, limits[view.name]?.lines, tall * view.size)
            }
        }
        return limits
    }

    /// How a view of the key grows when it is given a size: its font size, line limit and chrome.
    private struct SizedGrowth {
        let name: String
        let size: Double
        let lines: Int
        let chromeWidth, chromeHeight, baseHeight: Double
    }

    /// The key's views given text `ems` of their font size wide and `tall` of it high (nil: as high as the
    /// development text): the views `check` clips, those the solver gave less width than that, and less height.
    private func sized(_ ems: Double, _ tall: Double?, _ growth: [TextNodeKey: SizedGrowth]) throws(GlossaError)
        -> (clipped: Set<String>, narrowed: Set<String>, lowered: Set<String>) {
        let outcome = try probe.layout(Self.sizedText) { node in
            guard let view = growth[TextNodeKey(node)] else { return StandardSize() }
            return StandardSize(width: ems * view.size + view.chromeWidth,
                                height: (tall.map { $0 * view.size } ?? view.baseHeight) + view.chromeHeight)
        }
        var clipped = Set<String>(), narrowed = Set<String>(), lowered = Set<String>()
        for view in outcome.result.views {
            guard let grown = growth[TextNodeKey(view.node)], let area = view.textArea, !view.hidden else { continue }
            if outcome.verdicts[view.name]?.clipped == true { clipped.insert(view.name) }
            if area.width < ems * grown.size - Self.widthSlack { narrowed.insert(view.name) }
            if let tall, area.height + Checker.tolerance < tall * grown.size { lowered.insert(view.name) }
        }
        return (clipped, narrowed, lowered)
    }

    /// A line fits a width it exceeds by no more than this (the text engine's own slack, for rounding).
    static let widthSlack = 1e-6

    /// The largest value of `range` that passes (those below it passing too) and the smallest found to fail, to
    /// within the bisection's precision; nil when even the smallest fails.
    private func largest(in range: ClosedRange<Double>, passing: (Double) throws(GlossaError) -> Bool) throws(GlossaError)
        -> (fits: Double, fails: Double)? {
        guard try passing(range.lowerBound) else { return nil }
        var low = range.lowerBound, high = range.upperBound
        for _ in 0..<Self.bisectionSteps {
            let middle = (low + high) / 2
            if try passing(middle) { low = middle } else { high = middle }
        }
        return (low, high)
    }
}

/// Text that outgrows any view it is shown in, in width and in height.
///
/// Each word pairs a Latin letter with a Tibetan stack, whose line is the tallest the bundled fonts make
/// (Noto Serif Tibetan: 2.8 em), so a view that keeps its text to one line of the development language
/// but cannot take a tall script's line shows it; there are enough words to fill four screens.
enum GrowthSample {
    static let word = "W\u{0F40}\u{0FB1}"

    static func text(style: ParagraphStyle, device: Device, engine: TextEngine) -> String {
        var single = style
        single.maxLines = 0
        let measured = try? engine.layout(word + " ", style: single, width: .unconstrained)
        let wordWidth = max(1, measured?.width ?? style.size), lineHeight = max(1, measured?.height ?? style.size)
        let side = max(device.width, device.height)
        let perLine = max(1, (side / wordWidth).rounded(.up))
        let lines = (4 * side / lineHeight).rounded(.up)
        let count = Int(max(4 * side / wordWidth, perLine * lines).rounded(.up))
        return Array(repeating: word, count: count).joined(separator: " ")
    }
}
