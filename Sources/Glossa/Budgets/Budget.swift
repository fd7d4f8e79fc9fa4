import GlossaLayout
import GlossaLocalization
import GlossaText

/// The room a view gives its text: how wide a line may be, how many lines it shows, how tall the text may get.
///
/// A value fits when, laid out at `width` with that locale's shaping, it takes at most `lines` lines (0: any
/// number) and is at most `height` points tall (nil: no limit), a single taller line being judged as `tallLine`
/// says: exactly what `check` would find of the view.
public struct TextRoom: Sendable, Equatable {
    /// Points a line may take.
    public var width: Double
    /// The view's line limit; 0 when it has none.
    public var lines: Int
    /// The tallest text that is neither cut nor pushed out of sight, in points; nil when nothing limits it.
    public var height: Double?
    /// How one line taller than `height` is judged.
    public var tallLine: TallLine

    public init(width: Double, lines: Int, height: Double?, tallLine: TallLine = .cut) {
        self.width = width
        self.lines = lines
        self.height = height
        self.tallLine = tallLine
    }
}

/// How `check` judges a text of one line taller than its room's height: what a tall script (Arabic, Thai,
/// Burmese) meets in a view sized for Latin text.
public enum TallLine: Sendable, Equatable {
    /// It does not fit: growing that tall pushes the view out of sight.
    case cut
    /// It fits when its ink, centred on the view (the room's height less `Checker.tolerance`), stays inside the
    /// view within `Checker.tolerance`: a label shorter than its line draws the line centred, and only ink that
    /// leaves it is cut.
    case ink
    /// It fits: UIButton draws its title whole, however tall.
    case whole
}

/// The font a budget is measured in, as translation tools name it.
public struct BudgetFont: Sendable, Equatable {
    public var family: String
    public var size: Double
    /// "bold" or "normal": what the text engine draws (Weblate's `font-weight` values).
    public var weight: String
}

/// One view showing a key on one screen of the matrix, and the room its text has there.
public struct BudgetCase: Sendable {
    public var key: String
    public var table: String
    public var layout: String
    public var layoutFile: String
    public var view: String
    public var device: String
    public var contentSize: String
    /// The plural category the screen shows (`--plurals all`), nil for the plain screen.
    public var plural: String?
    /// The locale whose shaping and direction the room was measured with.
    public var locale: String
    public var direction: TextDirection
    public var room: TextRoom
    /// Lines of the development text's font that fit the room (the line limit, or as many as the height
    /// allows); 0 when nothing limits them.
    public var lines: Int
    public var font: BudgetFont
    /// The paragraph style `check` lays the view's text out with (its language is the case's locale).
    public var style: ParagraphStyle
    /// The view's format arguments, as the layout gives them.
    public var arguments: [FormatArgument]
    /// What the view shows in the case's locale.
    public var text: String
    /// The key's value as the case's locale has it written (a format string, before arguments), when a table has it.
    public var source: String?
    /// Where the room is on the screen (points): as wide as the text may grow from where it starts, as tall as
    /// the development text (or the height limit): what the translator page outlines.
    public var area: TextRect
    /// The screen's position in the matrix, then the view's in the layout: the order cases are listed in.
    public var order: (screen: Int, view: Int)
    /// The line of the layout document where the view is written.
    public var layoutLine: Int
    /// Why no text fits the room (it has no width, or less height than one line): a problem of the layout that
    /// no translation can solve; nil when some text fits.
    public var noTextFits: String?
    /// The width of `Budget.unitText` in the case's style: the yardstick of how much text a line holds, so that a
    /// room at a large size (xxxl) or in bold is tighter than the same width at a small size.
    var textUnit: Double
    /// The screen the case was measured on, to draw it again (the translator page).
    var context: BudgetContext?
    /// How far the room moves when the screen's other texts change size (a label beside a value moves; one of a
    /// fixed width does not).
    var sensitivity = Sensitivity.unknown
    /// The key's views given sizes, when the room's height was found so: `--check` lays a value out at its own size
    /// when it is narrower than the room but taller (see `RoomSizing`).
    var sizing: RoomSizing?

    /// How much text the room holds, for choosing the tightest case: lines times the line's width in text units
    /// of the case's font; nothing for a room no text fits.
    var capacity: Double {
        guard noTextFits == nil else { return 0 }
        return room.width / max(textUnit, 1e-9) * Double(lines == 0 ? 1_000 : lines)
    }
}

/// A key's budget: its tightest case, and every case it was chosen from.
public struct Budget: Sendable {
    public var key: String
    public var table: String
    /// In matrix order (screens, then views in document order).
    public var cases: [BudgetCase]

    /// What a line's capacity is measured in (see `BudgetCase.textUnit`): the lowercase alphabet, whose width
    /// grows with the font's size and weight as a text's does.
    static let unitText = "abcdefghijklmnopqrstuvwxyz"

    /// The case with the least room: a room no text fits, else the least text held (lines times the line in
    /// text units of its font), then the narrowest line, then the first in matrix order.
    public var tightest: BudgetCase {
        Self.tightest(of: cases)!
    }

    /// The tightest case some text fits: what XLIFF's `maxwidth` and `font` say (the pair binds: a text that fits
    /// that width in that font fits the key's other rooms too); nil when no text fits any of them.
    public var binding: BudgetCase? {
        Self.tightest(of: cases.filter { $0.noTextFits == nil })
    }

    static func tightest(of cases: [BudgetCase]) -> BudgetCase? {
        cases.enumerated().min { a, b in
            let (x, y) = (a.element, b.element)
            if x.capacity != y.capacity { return x.capacity < y.capacity }
            if x.room.width != y.room.width { return x.room.width < y.room.width }
            return a.offset < b.offset
        }?.element
    }

    /// "layout/view, device, size" of a case, as messages name it.
    public static func place(_ item: BudgetCase) -> String {
        var place = "\(item.layout)/\(item.view), \(item.device), \(item.contentSize)"
        if let plural = item.plural { place += ", \(plural)" }
        return place
    }
}
