import GlossaLayout
import GlossaLocalization
import GlossaText

/// The room a view gives its text: how wide a line may be, how many lines it shows, how tall the text may get.
///
/// A value fits when, laid out at `width` with that locale's shaping, it takes at most `lines` lines (0: any
/// number) and is at most `height` points tall (nil: no limit): exactly what `check` would find of the view.
public struct TextRoom: Sendable, Equatable {
    /// Points a line may take.
    public var width: Double
    /// The view's line limit; 0 when it has none.
    public var lines: Int
    /// The tallest text that is neither cut nor pushed out of sight, in points; nil when nothing limits it.
    public var height: Double?

    public init(width: Double, lines: Int, height: Double?) {
        self.width = width
        self.lines = lines
        self.height = height
    }
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
    /// The screen the case was measured on, to draw it again (the translator page).
    var context: BudgetContext?
    /// How far the room moves when the screen's other texts change size (a label beside a value moves; one of a
    /// fixed width does not).
    var sensitivity = Sensitivity.unknown

    /// How much text the room holds, for choosing the tightest case: line width times lines.
    var capacity: Double {
        room.width * Double(lines == 0 ? 1_000 : lines)
    }
}

/// A key's budget: its tightest case, and every case it was chosen from.
public struct Budget: Sendable {
    public var key: String
    public var table: String
    /// In matrix order (screens, then views in document order).
    public var cases: [BudgetCase]

    /// The case with the least room: smallest capacity, then narrowest line, then first in matrix order.
    public var tightest: BudgetCase {
        cases.enumerated().min { a, b in
            let (x, y) = (a.element, b.element)
            if x.capacity != y.capacity { return x.capacity < y.capacity }
            if x.room.width != y.room.width { return x.room.width < y.room.width }
            return a.offset < b.offset
        }!.element
    }

    /// "layout/view, device, size" of a case, as messages name it.
    public static func place(_ item: BudgetCase) -> String {
        var place = "\(item.layout)/\(item.view), \(item.device), \(item.contentSize)"
        if let plural = item.plural { place += ", \(plural)" }
        return place
    }
}
