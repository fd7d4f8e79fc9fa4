import GlossaLocalization

/// `budgets --json`: `[{"key", "table", "width", "lines", "font", "layout", "view", "device", "contentSize",
/// "cases": […]}]`, sorted by table and key; the top level is the tightest case.
public enum BudgetJSON {
    public static func document(_ budgets: [Budget]) -> String {
        JSON.array(budgets.map { budget in
            let tightest = budget.tightest
            return JSON.object([("key", .string(budget.key)), ("table", .string(budget.table))] + place(tightest)
                               + [("cases", .array(budget.cases.map { .object(place($0) + detail($0)) }))])
        }).serialized(indent: 2) + "\n"
    }

    /// The room and where it is: what the top level and every case share; `noTextFits` only for a room no text fits.
    private static func place(_ item: BudgetCase) -> [(String, JSON)] {
        var members: [(String, JSON)] = [("width", size(item.room.width)), ("lines", .number(Double(item.lines))), ("font", font(item.font)),
                                         ("layout", .string(item.layout)), ("view", .string(item.view)), ("device", .string(item.device)),
                                         ("contentSize", .string(item.contentSize))]
        if let reason = item.noTextFits { members.append(("noTextFits", .string(reason))) }
        return members
    }

    /// A room's size as every output gives it (`BudgetWords.available`).
    private static func size(_ value: Double) -> JSON { .points(BudgetWords.available(value)) }

    /// What only a case carries: the line limit and height behind `lines`, the locale measured in, the text shown.
    private static func detail(_ item: BudgetCase) -> [(String, JSON)] {
        var members: [(String, JSON)] = [
            ("lineLimit", .number(Double(item.room.lines))), ("height", item.room.height.map(size) ?? .null),
            ("locale", .string(item.locale)), ("direction", .string(item.direction == .rightToLeft ? "rtl" : "ltr")),
        ]
        if let plural = item.plural { members.append(("plural", .string(plural))) }
        members += [("text", .string(item.text)), ("file", .string(item.layoutFile))]
        return members
    }

    private static func font(_ font: BudgetFont) -> JSON {
        .object([("family", .string(font.family)), ("size", .points(font.size)), ("weight", .string(font.weight))])
    }

    /// Writes `document(budgets)` through a temporary file and a rename.
    public static func write(_ budgets: [Budget], to path: String) throws(GlossaError) {
        try OutputFile.write(Array(document(budgets).utf8), to: path)
    }
}
