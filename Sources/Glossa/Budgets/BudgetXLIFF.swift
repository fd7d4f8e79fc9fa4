/// Budgets as XLIFF 1.2 says them: `maxwidth` (points, rounded down) with `size-unit="pixel"` and
/// `font="FAMILY;SIZE;WEIGHT"` on a key's `<trans-unit>`, and a `<note from="glossa">` saying where the
/// budget comes from. Weblate's `max-size` check reads exactly these attributes.
public enum BudgetXLIFF {
    /// Who wrote the note, so a later run replaces it rather than adding another.
    static let noteAuthor = "glossa"

    /// The attributes a key's trans-unit carries, in this order: those of its binding case (the tightest some text
    /// fits), none when no text fits any of its rooms.
    static func attributes(_ budget: Budget) -> [(name: String, value: String)] {
        guard let binding = budget.binding else { return [] }
        return [("maxwidth", String(BudgetWords.maxwidth(binding.room.width))), ("size-unit", "pixel"),
                ("font", "\(binding.font.family);\(JSON.format(binding.font.size));\(binding.font.weight)")]
    }

    /// Where the budget binds, for the translator reading the unit; and where no text fits, that this is the
    /// layout's problem.
    static func note(_ budget: Budget) -> String {
        let views = Set(budget.cases.map { "\($0.layout)/\($0.view)" }).count
        let others = views > 1 ? "; the tightest of \(views) views showing this key" : ""
        var note = ""
        if let binding = budget.binding {
            let font = (BudgetWords.height(binding) == nil ? " in " : ", in ") + BudgetWords.font(binding.font)
            note = "Budget: \(BudgetWords.room(binding))\(font), where \(shownAt(binding)) "
                + "(measured by glossa budgets\(others))."
        }
        if let unmet = budget.tightest.noTextFits.map({ ($0, budget.tightest) }) {
            note += (note.isEmpty ? "" : " ") + "No text fits where \(shownAt(unmet.1)): \(unmet.0). That is for the layout to "
                + "fix; no translation can (measured by glossa budgets)."
        }
        return note
    }

    private static func shownAt(_ item: BudgetCase) -> String {
        "\(item.layout)/\(item.view) shows it on \(item.device) at content size \(item.contentSize)"
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
