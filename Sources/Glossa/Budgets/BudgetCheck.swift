import GlossaCheck
import GlossaLocalization
import GlossaText

/// A translated value that does not fit a view that shows its key: what it needs, and the room it has.
public struct BudgetOverflow: Sendable {
    public let value: TranslatedValue
    public let variant: TranslatedValue.Variant
    /// The case it does not fit: the tightest of its key's cases that it overflows.
    public let budgetCase: BudgetCase
    public let message: String

    /// `file:line: "key" (locale) needs 212.4 pt, 180 available (layout/view, device, size)`.
    public var line: String { "\(value.file):\(value.line): \(message)" }
}

/// Measures translated values at their keys' rooms with the text engine alone (no layout, no rendering), as
/// `check` would lay them out: the same style, in the value's language, at the room's width.
public struct BudgetMeasure: Sendable {
    let engine: TextEngine

    public init(engine: TextEngine) {
        self.engine = engine
    }

    /// What a text needs in a case's room, and whether that fits.
    struct Need {
        let paragraph: ParagraphLayout
        /// The text on one line, unconstrained.
        let singleWidth: Double
        let fits: Bool
    }

    func need(_ text: String, locale: String, in item: BudgetCase) throws(TextError) -> Need {
        var style = item.style
        style.language = locale
        style.maxLines = 0
        let room = item.room
        let paragraph = try engine.layout(text, style: style, width: .exactly(max(1, room.width)))
        let single = try engine.layout(text, style: style, width: .unconstrained)
        let linesFit = room.lines == 0 || paragraph.lines.count <= room.lines
        return Need(paragraph: paragraph, singleWidth: single.width, fits: room.width >= 1 && linesFit && Self.heightFits(paragraph, room))
    }

    /// Whether a paragraph is no taller than the room, or is one line the room lets be taller (`TallLine`).
    static func heightFits(_ paragraph: ParagraphLayout, _ room: TextRoom) -> Bool {
        guard let height = room.height, paragraph.height > height else { return true }
        guard paragraph.lines.count == 1 else { return false }
        switch room.tallLine {
        case .cut:
            return false
        case .whole:
            return true
        case .ink:
            // As `check` draws it: the line centred on a frame `height - tolerance` tall, its ink within tolerance.
            let frame = height - Checker.tolerance
            guard frame >= 1 else { return false }
            let ink = paragraph.inkBounds.offsetBy(dx: 0, dy: (frame - paragraph.height) / 2)
            return ink.isEmpty || max(-ink.y, ink.maxY - frame) <= Checker.tolerance
        }
    }

    /// Whether every text of `value` on a case's view gets the same verdict in any room up to `margin` narrower
    /// or wider (and shorter or taller): then a room that moves by less than that cannot change the answer.
    func decides(_ value: TranslatedValue, in item: BudgetCase, margin: (width: Double, height: Double)) throws(GlossaError) -> Bool {
        var narrower = item, wider = item
        narrower.room.width = max(0, item.room.width - margin.width)
        wider.room.width = item.room.width + margin.width
        narrower.room.height = item.room.height.map { $0 - margin.height }
        wider.room.height = item.room.height.map { $0 + margin.height }
        for variant in try variants(of: value, in: item) where !variant.text.isEmpty {
            do {
                let fitsNarrower = try need(variant.text, locale: value.locale, in: narrower).fits
                if try fitsNarrower != need(variant.text, locale: value.locale, in: wider).fits { return false }
            } catch {
                throw GlossaError("\(value.file):\(value.line): \(error)")
            }
        }
        return true
    }

    /// The variants of `value` that overflow one of `cases` (its key's, in any order), each with the tightest
    /// case it overflows.
    public func overflows(_ value: TranslatedValue, cases: [BudgetCase]) throws(GlossaError) -> [BudgetOverflow] {
        var found: [BudgetOverflow] = []
        var reported = Set<String>()
        for item in cases.sorted(by: Self.tighter) {
            for variant in try variants(of: value, in: item) where !variant.text.isEmpty && !reported.contains(variant.text) {
                let need: Need
                do {
                    need = try self.need(variant.text, locale: value.locale, in: item)
                } catch {
                    throw GlossaError("\(value.file):\(value.line): \(error)")
                }
                guard !need.fits, try !fitsAtItsSize(variant.text, need, in: item) else { continue }
                reported.insert(variant.text)
                found.append(BudgetOverflow(value: value, variant: variant, budgetCase: item,
                                            message: Self.message(value, variant, need, item)))
            }
        }
        return found
    }

    /// Whether a text that fits the room's width and lines but not its height, in a room whose height was found by
    /// growing sizes, is shown whole when the key's views are given its own size (`RoomSizing`).
    private func fitsAtItsSize(_ text: String, _ need: Need, in item: BudgetCase) throws(GlossaError) -> Bool {
        let room = item.room
        guard let sizing = item.sizing, room.width >= 1, room.lines == 0 || need.paragraph.lines.count <= room.lines,
              let height = room.height, need.paragraph.height > height else { return false }
        return try sizing.holds(width: min(need.singleWidth, room.width), height: need.paragraph.height, size: item.style.size)
    }

    /// The value's texts on a case's view: its arguments and device; a value with width variants takes the one
    /// a label of the room's width would (the widest, else the one for the room's width in 'M's).
    private func variants(of value: TranslatedValue, in item: BudgetCase) throws(GlossaError) -> [TranslatedValue.Variant] {
        let widest = value.variants(arguments: item.arguments, device: item.device)
        guard value.hasWidthVariants else { return widest }
        var style = item.style
        style.language = value.locale
        style.maxLines = 0
        do {
            let em = try engine.layout("M", style: style, width: .unconstrained).width
            let fitting = value.variants(arguments: item.arguments, device: item.device, availableEms: item.room.width / max(em, 1))
            return try zip(widest, fitting).map { wide, narrow throws(TextError) in
                try engine.layout(wide.text, style: style, width: .unconstrained).width > item.room.width + Checker.tolerance ? narrow : wide
            }
        } catch {
            throw GlossaError("\(value.file):\(value.line): \(error)")
        }
    }

    static func tighter(_ a: BudgetCase, _ b: BudgetCase) -> Bool {
        if a.capacity != b.capacity { return a.capacity < b.capacity }
        if a.room.width != b.room.width { return a.room.width < b.room.width }
        return a.order.screen != b.order.screen ? a.order.screen < b.order.screen : a.order.view < b.order.view
    }

    private static func message(_ value: TranslatedValue, _ variant: TranslatedValue.Variant, _ need: Need, _ item: BudgetCase) -> String {
        var subject = value.locale
        if let plural = variant.plural {
            subject += ", \(plural.rawValue)" + (variant.number.map { ": \(number($0))" } ?? "")
        }
        let room = item.room, lines = need.paragraph.lines.count
        let needs: String
        if room.width < 1 {
            needs = "needs \(BudgetWords.points(need.singleWidth, up: true)) pt, 0 available"
        } else if room.lines == 1 && lines > 1 {
            needs = "needs \(BudgetWords.points(need.singleWidth, up: true)) pt, \(BudgetWords.points(room.width)) available"
        } else if room.lines > 0 && lines > room.lines {
            needs = "needs \(lines) lines of \(BudgetWords.points(room.width)) pt, \(room.lines) available"
        } else if lines == 1, room.tallLine == .ink, let height = room.height {
            // A label shorter than its line: the ink must stay inside the view, which is the room less the tolerance.
            let paragraph = need.paragraph, ink = paragraph.inkBounds, slack = Checker.tolerance
            let view = max(paragraph.height - 2 * (ink.y + slack), 2 * (ink.maxY - slack) - paragraph.height)
            needs = "needs a view \(BudgetWords.points(view, up: true)) pt tall for its ink, \(BudgetWords.points(height - slack)) available"
        } else {
            needs = "needs \(BudgetWords.points(need.paragraph.height, up: true)) pt of height, \(BudgetWords.points(room.height ?? 0)) available"
        }
        return "\"\(value.key)\" (\(subject)) \(needs) (\(Budget.place(item)))"
    }

    /// A plural form's number as a reader writes it: 94, 1.5.
    private static func number(_ argument: FormatArgument) -> String {
        switch argument {
        case let .integer(value): String(value)
        case let .double(value): JSON.format(value)
        case let .string(text): text
        case .value: "?"
        }
    }

}
