import Foundation

/// How every output says a budget: one rounding rule for a room's sizes, one wording of its lines and font.
///
/// A room is given rounded down to a tenth of a point (JSON, console, page, notes, `--check`'s "available"),
/// and XLIFF's `maxwidth`, a whole number, rounded down to a point; what a text needs is rounded up. So a text
/// that fits the number a reader sees fits the room, and one that does not fit never reads as fitting.
enum BudgetWords {
    /// A room's size as outputs give it: rounded down to a tenth. A millionth of a tenth is forgiven first: the
    /// solver's rounding must not take a tenth off a room of exactly 280 pt.
    static func available(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        return (value * 10 + 1e-6).rounded(.down) / 10
    }

    /// XLIFF's `maxwidth`: the room rounded down to a whole point.
    static func maxwidth(_ value: Double) -> Int {
        Int(max(0, available(value)).rounded(.down))
    }

    /// Points to a tenth, whole numbers without a decimal point (212.4, 180): a room (`available`) rounded down,
    /// what a text needs (`up`) rounded up.
    static func points(_ value: Double, up: Bool = false) -> String {
        let rounded = up ? (value * 10).rounded(.up) / 10 : available(value)
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// A place on the screen, to the nearest tenth.
    static func coordinate(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// "on one line", "per line, at most 3 lines", "per line, as many lines as it needs".
    static func lines(_ count: Int) -> String {
        switch count {
        case 0: "per line, as many lines as it needs"
        case 1: "on one line"
        default: "per line, at most \(count) lines"
        }
    }

    /// "Noto Sans 17 pt normal".
    static func font(_ font: BudgetFont) -> String {
        "\(font.family) \(JSON.format(font.size)) pt \(font.weight)"
    }

    /// The room in words: "280 pt on one line", "343 pt per line, at most 3 lines", and the height when it binds
    /// ("…, 52.5 pt tall at most"); for a room no text fits, why.
    static func room(_ item: BudgetCase) -> String {
        if let reason = item.noTextFits { return "no text fits: \(reason)" }
        return "\(points(item.room.width)) pt \(lines(item.lines))" + (height(item).map { ", \($0)" } ?? "")
    }

    /// "52.5 pt tall at most", when the room's height binds a text of its lines: not for a room of one line that
    /// may be taller (a label's, when its ink stays inside; a button's). A room found by growing sizes holds a
    /// narrower text taller (`RoomSizing`): its height is said for its full width.
    static func height(_ item: BudgetCase) -> String? {
        guard let height = item.room.height, item.room.tallLine == .cut || item.lines != 1 else { return nil }
        return "\(points(height)) pt tall at " + (item.sizing == nil ? "most" : "full width")
    }

    /// The budget cell of the translator page (HTML).
    static func pageBudget(_ item: BudgetCase) -> String {
        if let reason = item.noTextFits {
            return "<b class=\"design\">No text fits</b>: \(Markup.escape(reason))"
        }
        return "<b>\(points(item.room.width)) pt</b> \(Markup.escape(lines(item.lines)))" + (height(item).map { ", \($0)" } ?? "")
    }
}

/// The budgets as the console prints them: a line per key.
public enum BudgetTable {
    public static func text(_ budgets: [Budget]) -> String {
        var rows = [["table", "key", "width", "lines", "font", "where it binds"]]
        var unmet: [String] = []
        for budget in budgets {
            let tightest = budget.tightest
            let fits = tightest.noTextFits == nil
            rows.append([budget.table, budget.key, fits ? "\(BudgetWords.points(tightest.room.width)) pt" : "none",
                         !fits ? "-" : tightest.lines == 0 ? "any" : String(tightest.lines),
                         "\(tightest.font.family) \(JSON.format(tightest.font.size)) \(tightest.font.weight)", Budget.place(tightest)])
            if let reason = tightest.noTextFits { unmet.append("\(budget.table) \(budget.key): no text fits \(Budget.place(tightest)): \(reason)") }
        }
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max()! }
        let table = rows.map { row in
            row.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ")
                .trimmingCharacters(in: .whitespaces)
        }.joined(separator: "\n")
        return table + "\n" + unmet.map { $0 + "\n" }.joined() + "\(budgets.count) key(s)\n"
    }
}

/// What `budgets --check` prints besides the values that do not fit.
public enum BudgetCheckSummary {
    /// A key with a room no text fits, said once: where the view is written, and why.
    public static func unmet(_ room: BudgetCase) -> String {
        "\(room.layoutFile):\(room.layoutLine): \"\(room.key)\" (\(room.locale)) has a room no text fits (\(Budget.place(room))): "
            + "\(room.noTextFits ?? ""); no value is measured there: the layout must change, not the translation"
    }

    /// `1385 value(s) measured in 160 file(s): 18 do not fit; …`.
    public static func text(_ result: TranslationCheck, files: Int) -> String {
        var summary = "\(result.measured) value(s) measured in \(files) file(s): \(result.overflows.count) do not fit"
        if !result.unshown.isEmpty { summary += "; \(result.unshown.count) value(s) not measured, as no layout shows their keys" }
        if !result.setInCode.isEmpty {
            summary += "; \(result.setInCode.count) value(s) not measured, as the app's code sets the text of every view showing their keys"
        }
        if !result.unmetValues.isEmpty {
            summary += "; \(result.unmetValues.count) value(s) not measured, as no text fits any room of their keys"
        }
        if !result.unmet.isEmpty { summary += "; \(result.unmet.count) key(s) with a room no text fits" }
        if result.remeasured > 0 { summary += "; rooms measured again in a value's locale on \(result.remeasured) screen(s)" }
        return summary
    }

    /// A run that measured nothing, and why: the files hold no value, no layout shows their keys, or no text fits.
    public static func nothingMeasured(_ result: TranslationCheck, files: Int) -> String? {
        guard result.measured == 0 else { return nil }
        let unshown = result.unshown.count, unmet = result.unmetValues.count, coded = result.setInCode.count
        if unshown == 0 && unmet == 0 && coded == 0 { return "no value was measured: the \(files) file(s) given hold no value" }
        var why: [String] = []
        if unshown > 0 {
            let theirs = Set(result.unshown.map(\.table)).sorted()
            let shown = Set(result.budgets.map(\.table)).sorted()
            why.append("no layout shows the keys of their \(unshown) value(s) (tables \(list(theirs)); the layouts show keys of "
                       + (shown.isEmpty ? "no table" : "tables \(list(shown))") + ")")
        }
        if coded > 0 { why.append("the app's code sets the text of every view showing the keys of \(coded) value(s)") }
        if unmet > 0 { why.append("no text fits any room of the keys of \(unmet) value(s)") }
        return "no value was measured in the \(files) file(s) given: " + why.joined(separator: "; ")
    }

    private static func list(_ names: [String]) -> String {
        names.count <= 6 ? names.joined(separator: ", ") : names.prefix(6).joined(separator: ", ") + " and \(names.count - 6) more"
    }
}

extension Budget {
    /// The binding room's width as XLIFF's `maxwidth` and Weblate's `max-size` say it: whole points, rounded down;
    /// nil when no text fits any room of the key.
    public var maxwidth: Int? {
        binding.map { BudgetWords.maxwidth($0.room.width) }
    }
}
