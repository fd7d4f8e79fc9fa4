import GlossaCheck
import GlossaLayout
import GlossaText

/// Finds the room each of a key's views gives its text on one screen, by letting the text grow.
///
/// The key's views first show a text that outgrows any view (`GrowthSample`): the solver gives each view
/// all the width it can have, and the text area it gets is the line width. If `check` then cuts the view
/// along its height, the text area's height is the height the text may take. A view `check` reports as
/// clipped (pushed out of its clipping ancestor or off the screen as it grows) has its limit found by
/// bisection on its intrinsic size, each step judged by `check` itself.
struct RoomFinder {
    let probe: RoomProbe
    let engine: TextEngine

    /// Steps of bisection: the limit is found to within 1/2^22 of the range (under 0.01 pt on any screen).
    static let bisectionSteps = 22

    struct Found {
        let view: LaidOutView
        let room: TextRoom
        /// The text area the view gets when its text grows.
        let grownArea: TextRect
    }

    /// The room of each of `views` (positions in `base`, the screen as `check` lays it out).
    func rooms(views: [Int], base: LayoutResult) throws(GlossaError) -> [Found] {
        guard let first = views.lazy.compactMap({ base.views[$0].textStyle }).first else { return [] }
        let sample = GrowthSample.text(style: first, device: probe.screen.device, engine: engine)
        let grown = try probe.layout(sample)
        var found: [Found] = []
        for index in views {
            let view = grown.result.views[index]
            guard !view.hidden, let area = view.textArea, let style = view.textStyle,
                  let verdict = grown.verdicts[index] else { continue }
            // A view with a line limit that the sample overflows and `check` still does not judge (text set in
            // code, say) has no budget to keep.
            if style.maxLines != 0 && !verdict.truncated && !verdict.clipped { continue }
            let needed = try measure(sample, style: style, width: area.width).height
            var room = TextRoom(width: max(0, area.width), lines: style.maxLines,
                                height: area.height + Checker.tolerance < needed ? area.height + Checker.tolerance : nil)
            if verdict.clipped {
                room = try limited(room, view: view, area: area, style: style, sample: sample, neededHeight: needed)
            }
            found.append(Found(view: view, room: room, grownArea: area))
        }
        return found
    }

    private func measure(_ text: String, style: ParagraphStyle, width: Double) throws(GlossaError) -> ParagraphLayout {
        do {
            return try engine.layout(text, style: style, width: .exactly(max(1, width)))
        } catch {
            throw GlossaError("\(error)")
        }
    }

    /// The room of a view `check` clips when its text grows: the widest and tallest intrinsic size at which
    /// `check` still shows it whole, each found by bisection.
    private func limited(_ room: TextRoom, view: LaidOutView, area: TextRect, style: ParagraphStyle, sample: String,
                         neededHeight: Double) throws(GlossaError) -> TextRoom {
        let chrome = (width: view.frame.width - area.width, height: view.frame.height - area.height)
        let lineHeight = min(try singleLine("M", style: style).height, max(1, area.height))
        let grownWidth = try singleLine(sample, style: style).width
        var result = room
        func clipped(_ width: Double, _ height: Double) throws(GlossaError) -> Bool {
            let size = StandardSize(width: width + chrome.width, height: height + chrome.height)
            return try probe.layout("M", size: size).verdicts[view.index]?.clipped ?? false
        }
        var width = grownWidth
        if try clipped(grownWidth, lineHeight) {
            // The view leaves the screen (or its clipping ancestor) as it widens: it never wraps there.
            guard let limit = try largest(in: 1...grownWidth, passing: { w throws(GlossaError) in try !clipped(w, lineHeight) }) else {
                return TextRoom(width: 0, lines: 1, height: 0)
            }
            width = limit
            if limit < result.width { result = TextRoom(width: limit, lines: 1, height: result.height) }
        }
        let tallest = max(neededHeight, lineHeight)
        if try clipped(width, tallest) {
            let limit = try largest(in: lineHeight...tallest, passing: { h throws(GlossaError) in try !clipped(width, h) }) ?? 0
            result.height = min(result.height ?? .infinity, limit)
        }
        return result
    }

    private func singleLine(_ text: String, style: ParagraphStyle) throws(GlossaError) -> ParagraphLayout {
        var single = style
        single.maxLines = 0
        do {
            return try engine.layout(text, style: single, width: .unconstrained)
        } catch {
            throw GlossaError("\(error)")
        }
    }

    /// The largest value of `range` that passes (those below it passing too), to within the bisection's
    /// precision; nil when even the smallest fails.
    private func largest(in range: ClosedRange<Double>, passing: (Double) throws(GlossaError) -> Bool) throws(GlossaError) -> Double? {
        guard try passing(range.lowerBound) else { return nil }
        var low = range.lowerBound, high = range.upperBound
        for _ in 0..<Self.bisectionSteps {
            let middle = (low + high) / 2
            if try passing(middle) { low = middle } else { high = middle }
        }
        return low
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
