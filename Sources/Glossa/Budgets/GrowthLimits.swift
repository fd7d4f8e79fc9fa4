import GlossaCheck
import GlossaLayout
import GlossaText

/// Where a key's views stop growing whole, when `check` clips one as its text grows.
///
/// The views are given intrinsic sizes instead of text (see `RoomProbe.layout(_:size:others:)`), growing
/// together in proportion to their font sizes (as one text does in different fonts), from the development
/// text's sizes (where `check` shows them whole) to the growth sample's: first in width on one line, then in
/// height. A view fails at a size when `check` clips it or the solver gives its text less room than that size
/// (its text would be cut, or would wrap).
struct GrowthLimits {
    let finder: RoomFinder

    /// Steps of bisection at most: the limit is found to within 1/2^18 of the range (under 0.01 pt on any screen).
    static let bisectionSteps = 18
    /// A line fits a width it exceeds by no more than this (the text engine's own slack, for rounding).
    static let widthSlack = 1e-6

    /// How a view of the key grows when it is given a size: its font size, line limit and chrome.
    struct Growth {
        let name: String
        let size: Double
        let lines: Int
        let chromeWidth, chromeHeight, baseHeight: Double
        /// How `check` judges one line taller than the view when the view's own height stops it (`TallLine`).
        let ownHeight: TallLine
    }

    /// Where one of the key's views stops growing whole: its width and lines (nil: as the text area showed them), its
    /// height (nil: unlimited), and how one line taller than that height is judged: cut where the views were pushed
    /// out of sight, else as the view itself judges it (a label's ink, a button's whole title).
    struct Limit {
        var width: Double?
        var lines: Int?
        var height: Double?
        var tallLine = TallLine.cut
    }

    /// One layout of the key's views at a size: which `check` clips, which the solver narrowed or lowered, and
    /// the edges of the views and their ancestors, to guess where the next one fails.
    struct Sized {
        var clipped = Set<String>(), narrowed = Set<String>(), lowered = Set<String>()
        /// Each watched edge: a view's edge, the edge it may cross (its ancestor's or the screen's, or its text's
        /// size for its room), why crossing it fails the view, and where: the edge less the bound at which `check`
        /// fails it (a leading edge half a point before its ancestor's, a trailing one half a point after).
        var edges: [(view: String, failure: Failure, edge: Double, bound: Double, failsAt: Double)] = []

        enum Failure { case clipped, narrowed, lowered }

        func fails(_ view: String, by failure: Failure) -> Bool {
            switch failure {
            case .clipped: clipped.contains(view)
            case .narrowed: narrowed.contains(view)
            case .lowered: lowered.contains(view)
            }
        }
    }

    func limits(of shown: [LaidOutView], base: LayoutResult, sample: String) throws(GlossaError)
        -> (byView: [String: Limit], sizing: RoomSizing) {
        var growth: [TextNodeKey: Growth] = [:]
        var widths = (low: 0.0, high: 0.0), heights = (low: 0.0, high: 0.0)
        for view in shown {
            guard let area = view.textArea, var style = view.textStyle else { continue }
            style.maxLines = 0
            let before = base.views.first { $0.name == view.name }
            let size = max(1, style.size)
            let baseWidth = try finder.layout(before?.text ?? "", style: style, width: .unconstrained).width
            let baseHeight = before?.paragraph?.height ?? 0
            growth[TextNodeKey(view.node)] = Growth(name: view.name, size: size, lines: view.textStyle?.maxLines ?? 0,
                                                    chromeWidth: view.frame.width - area.width,
                                                    chromeHeight: view.frame.height - area.height, baseHeight: baseHeight,
                                                    ownHeight: Checker.cutsTallLines(view.kind) ? .ink : .whole)
            let grownWidth = try finder.layout(sample, style: style, width: .unconstrained).width
            let tallest = try finder.layout(sample, style: style, width: .exactly(max(1, area.width))).height
            widths = (max(widths.low, baseWidth / size), max(widths.high, grownWidth / size))
            heights = (max(heights.low, baseHeight / size), max(heights.high, tallest / size))
        }
        let precision = 0.005 / (growth.values.map(\.size).max() ?? 1)
        // The least size a search starts again from: a point (less is a view squeezed to nothing, which `check` cuts).
        let least = 1 / (growth.values.map(\.size).max() ?? 1)
        let sizing = RoomSizing(limits: self, growth: growth)
        var limits: [String: Limit] = [:]
        var ems = widths.high
        if !(try sized(ems, nil, growth).clipped.isEmpty) {
            // They leave the screen (or a clipping ancestor) as they widen: they take the width they had when the
            // first stopped growing whole, on one line, unless that one reached its width there and wraps.
            let wide = { (value: Double, tall: Double?) throws(GlossaError) -> (Bool, Sized) in
                let outcome = try sized(value, tall, growth)
                return (outcome.clipped.union(outcome.narrowed).isEmpty, outcome)
            }
            var found = try largest(in: widths.low...max(widths.low, widths.high), precision: precision, least: least) { value throws(GlossaError) in
                try wide(value, nil)
            }
            var tall: Double?
            if found == nil {
                // The development text's height cuts a view already (a design problem): the widths are those of the
                // tallest text of the development text's width that is shown whole, if there is one.
                tall = try largest(in: least...max(least, heights.low), precision: precision) { value throws(GlossaError) in
                    let outcome = try sized(widths.low, value, growth)
                    return (outcome.clipped.union(outcome.lowered).isEmpty, outcome)
                }?.fits
                if let tall {
                    found = try largest(in: widths.low...max(widths.low, widths.high), precision: precision, least: least) { value throws(GlossaError) in
                        try wide(value, tall)
                    }
                }
            }
            guard let (fits, fails) = found else {
                return (Dictionary(uniqueKeysWithValues: growth.values.map { ($0.name, Limit(width: 0, lines: 1, height: 0)) }), sizing)
            }
            ems = fits
            let stopped = try sized(fails, tall, growth)
            for view in growth.values {
                let wraps = view.lines != 1 && stopped.narrowed.contains(view.name)
                limits[view.name] = Limit(width: fits * view.size, lines: wraps ? view.lines : 1)
            }
        }
        // In height, a view given less width than its text has is no failure: its text wraps to that width.
        let tall = { (value: Double) throws(GlossaError) -> (Bool, Sized) in
            let outcome = try sized(ems, value, growth)
            return (outcome.clipped.union(outcome.lowered).isEmpty, outcome)
        }
        if try !tall(heights.high).0 {
            let found = try largest(in: heights.low...max(heights.low, heights.high), precision: precision, least: least, passing: tall)
            let stopped = try sized(ems, found?.fails ?? heights.low, growth)
            for view in growth.values {
                var limit = limits[view.name] ?? Limit()
                limit.height = (found?.fits ?? 0) * view.size
                // A view whose own height stopped the text, not pushed out of sight, judges one taller line itself.
                if found != nil, !stopped.clipped.contains(view.name) { limit.tallLine = view.ownHeight }
                limits[view.name] = limit
            }
        }
        return (limits, sizing)
    }

    /// The key's views given text `ems` of their font size wide and `tall` of it high (nil: as high as the
    /// development text).
    fileprivate func sized(_ ems: Double, _ tall: Double?, _ growth: [TextNodeKey: Growth]) throws(GlossaError) -> Sized {
        let outcome = try finder.probe.layout(RoomFinder.sizedText) { node in
            guard let view = growth[TextNodeKey(node)] else { return StandardSize() }
            return StandardSize(width: ems * view.size + view.chromeWidth,
                                height: (tall.map { $0 * view.size } ?? view.baseHeight) + view.chromeHeight)
        }
        var sized = Sized()
        let views = outcome.result.views, device = outcome.result.device
        for view in views {
            guard let grown = growth[TextNodeKey(view.node)], let area = view.textArea, !view.hidden else { continue }
            if outcome.verdicts[view.name]?.clipped == true { sized.clipped.insert(view.name) }
            if area.width < ems * grown.size - Self.widthSlack { sized.narrowed.insert(view.name) }
            // A view of one line lower than its text is judged by its frame (`TallLine`), not here: only lines it
            // would drop fail it.
            if let tall, grown.lines != 1, area.height + Checker.tolerance < tall * grown.size { sized.lowered.insert(view.name) }
            // The view's edges, each against the same edge of every ancestor and of the screen; and its text's room.
            var lines = [TextRect(x: 0, y: 0, width: device.width, height: device.height)]
            var parent = view.parent
            while let index = parent, let ancestor = views.first(where: { $0.index == index }) {
                lines.append(ancestor.frame)
                parent = ancestor.parent
            }
            for line in lines {
                sized.edges += [(view.name, .clipped, view.frame.x, line.x, -Checker.tolerance),
                                (view.name, .clipped, view.frame.y, line.y, -Checker.tolerance),
                                (view.name, .clipped, view.frame.maxX, line.maxX, Checker.tolerance),
                                (view.name, .clipped, view.frame.maxY, line.maxY, Checker.tolerance)]
            }
            sized.edges += [(view.name, .narrowed, area.width, ems * grown.size, -Self.widthSlack),
                            (view.name, .lowered, area.height, (tall ?? 0) * grown.size, -Checker.tolerance)]
        }
        return sized
    }

    /// The largest value of `range` that passes (those below it passing too) and the smallest found to fail, to
    /// within `precision`; nil when even the smallest fails.
    ///
    /// The range starts at the development text's size, which `check` shows whole unless the layout cuts it
    /// already (a design problem); then the search starts again from `least`, so a smaller text still gets its
    /// room.
    ///
    /// Between a passing and a failing layout, a view's edges move in proportion to the size (the solver's
    /// answer is linear there), so where an edge would cross one of its ancestors' or the screen's edges, or a
    /// text its room, is computed from the two, and tried: when `check` agrees on either side of that point, it
    /// is the limit. Otherwise the range is halved.
    private func largest(in range: ClosedRange<Double>, precision: Double, least: Double? = nil,
                         passing: (Double) throws(GlossaError) -> (Bool, Sized)) throws(GlossaError) -> (fits: Double, fails: Double)? {
        var low = (value: range.lowerBound, sized: Sized()), high = (value: range.upperBound, sized: Sized())
        var first = try passing(low.value), retried = false
        if !first.0, let least, low.value > least {
            retried = true
            high = (low.value, first.1)
            low.value = least
            first = try passing(least)
        }
        guard first.0 else { return nil }
        low.sized = first.1
        if !retried { high.sized = try passing(high.value).1 }
        for _ in 0..<Self.bisectionSteps where high.value - low.value > precision {
            if let guess = Self.crossing(low, high), guess - low.value > precision, high.value - guess > precision {
                let below = try passing(guess - precision / 2), above = try passing(guess + precision / 2)
                if below.0 && !above.0 { return (guess - precision / 2, guess + precision / 2) }
                if below.0 { low = (guess + precision / 2, above.1) } else { high = (guess - precision / 2, below.1) }
                guard high.value - low.value > precision else { break }
            }
            let middle = (low.value + high.value) / 2
            let outcome = try passing(middle)
            if outcome.0 { low = (middle, outcome.1) } else { high = (middle, outcome.1) }
        }
        return (low.value, high.value)
    }

    /// The first size between a passing and a failing layout where, moving linearly, an edge of a view that fails
    /// in the failing one, of the kind it fails by, reaches the place where `check` fails it; nil when none does.
    static func crossing(_ low: (value: Double, sized: Sized), _ high: (value: Double, sized: Sized)) -> Double? {
        let a = low.sized, b = high.sized
        guard a.edges.count == b.edges.count else { return nil }
        var best: Double?
        for index in a.edges.indices where b.fails(b.edges[index].view, by: b.edges[index].failure) {
            let before = a.edges[index].edge - a.edges[index].bound, after = b.edges[index].edge - b.edges[index].bound
            let target = b.edges[index].failsAt
            guard (before - target) * (after - target) < 0 else { continue }
            let value = low.value + (target - before) / (after - before) * (high.value - low.value)
            if best.map({ value < $0 }) ?? true { best = value }
        }
        return best
    }
}

/// The key's views on one screen given a text's size instead of text, as `GrowthLimits` gives them: how
/// `--check` asks `check` itself about a value the room's width and height do not decide.
///
/// A room found by growing sizes is a rectangle: the widest text at the development text's height, then the
/// tallest at that width. Where the screen trades one for the other (a label beside an image whose width follows
/// its height), a text narrower than the room may be taller than its height and still shown whole; the rectangle
/// holds only texts `check` shows whole, and a value outside it is laid out at its own size to decide.
struct RoomSizing: Sendable {
    let limits: GrowthLimits
    let growth: [TextNodeKey: GrowthLimits.Growth]

    /// Whether `check` shows the key's views whole when their text is `width` × `height` points at font size `size`
    /// (the others in proportion to their sizes): none is clipped, given less width, or given less height where
    /// its text has lines to drop.
    func holds(width: Double, height: Double, size: Double) throws(GlossaError) -> Bool {
        let size = max(1, size)
        let outcome = try limits.sized(width / size, height / size, growth)
        return outcome.clipped.isEmpty && outcome.narrowed.isEmpty && outcome.lowered.isEmpty
    }
}
