/// Budgets as XLIFF 1.2 says them: `maxwidth` (points, rounded down) with `size-unit="pixel"` and
/// `font="FAMILY;SIZE;WEIGHT"` on a key's `<trans-unit>`, and a `<note from="glossa">` saying where the
/// budget comes from. Weblate's `max-size` check reads exactly these attributes.
public enum BudgetXLIFF {
    /// Who wrote the note, so a later run replaces it rather than adding another.
    static let noteAuthor = "glossa"

    /// The attributes a key's trans-unit carries, in this order.
    static func attributes(_ budget: Budget) -> [(name: String, value: String)] {
        let tightest = budget.tightest
        return [("maxwidth", String(Int(tightest.room.width.rounded(.down)))), ("size-unit", "pixel"),
                ("font", "\(tightest.font.family);\(JSON.format(tightest.font.size));\(tightest.font.weight)")]
    }

    /// Where the budget binds, for the translator reading the unit.
    static func note(_ budget: Budget) -> String {
        let tightest = budget.tightest
        let lines: String
        switch tightest.lines {
        case 0: lines = "per line, as many lines as it needs"
        case 1: lines = "on one line"
        default: lines = "per line, at most \(tightest.lines) lines"
        }
        let views = Set(budget.cases.map { "\($0.layout)/\($0.view)" }).count
        let others = views > 1 ? "; the tightest of \(views) views showing this key" : ""
        return "Budget: \(JSON.format(tightest.room.width.rounded(.down))) pt \(lines) in \(tightest.font.family) "
            + "\(JSON.format(tightest.font.size)) pt \(tightest.font.weight), where \(tightest.layout)/\(tightest.view) shows it on "
            + "\(tightest.device) at content size \(tightest.contentSize) (measured by glossa budgets\(others))."
    }

    /// A document with a `<file>` per table and a `<trans-unit>` per key, the development text as its source.
    public static func document(_ budgets: [Budget]) -> String {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        output += "<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\">\n"
        var tables: [String] = []
        for budget in budgets where !tables.contains(budget.table) { tables.append(budget.table) }
        for table in tables {
            let keys = budgets.filter { $0.table == table }
            let language = keys.first?.tightest.locale ?? "en"
            output += "  <file original=\"\(Markup.escape(table)).strings\" source-language=\"\(Markup.escape(language))\" datatype=\"plaintext\">\n"
            output += "    <body>\n"
            for budget in keys {
                let attributes = attributes(budget).map { " \($0.name)=\"\(Markup.escape($0.value))\"" }.joined()
                output += "      <trans-unit id=\"\(Markup.escape(budget.key))\"\(attributes)>\n"
                output += "        <source>\(Markup.escape(budget.tightest.source ?? budget.tightest.text))</source>\n"
                output += "        <note from=\"\(noteAuthor)\">\(Markup.escape(note(budget)))</note>\n"
                output += "      </trans-unit>\n"
            }
            output += "    </body>\n  </file>\n"
        }
        return output + "</xliff>\n"
    }

    public static func write(_ budgets: [Budget], to path: String) throws(GlossaError) {
        try OutputFile.write(Array(document(budgets).utf8), to: path)
    }
}
