/// What each finding kind means and how to fix it: the SARIF rules' help and the HTML report's legend.
enum FindingHelp {
    struct Rule {
        let id: String
        let name: String
        let summary: String
        let help: String
        let level: String
    }

    /// Every kind of the contract (v1 and v2) and the snapshot comparison, in a fixed order.
    static let rules: [Rule] = [
        Rule(id: "truncated", name: "Truncated", summary: "Text is cut short with an ellipsis.",
             help: "The translation needs more room than the label has at this size. Let the label wrap (lines: 0), give it room, or shorten the translation.", level: "error"),
        Rule(id: "clipped", name: "Clipped", summary: "Content is cut by an ancestor that clips, or by the screen.",
             help: "A view grew past a clipping container or the screen edge. Let the container grow with its content or allow wrapping.", level: "error"),
        Rule(id: "ink-overflow", name: "InkOverflow", summary: "Glyph ink lies outside the text view's own frame.",
             help: "Tall scripts (Thai, Devanagari, Burmese, Tibetan) draw above or below the line box. Add vertical padding or line spacing.", level: "warning"),
        Rule(id: "overlap", name: "Overlap", summary: "Sibling content views intersect outside a zstack.",
             help: "Two views meant to sit side by side overlap once the text grows. Add a constraint between them or let one wrap.", level: "error"),
        Rule(id: "offscreen", name: "Offscreen", summary: "A view lies outside the screen.",
             help: "The view was pushed off the screen, usually by a longer translation. Let the layout wrap or scroll.", level: "error"),
        Rule(id: "missing-translation", name: "MissingTranslation", summary: "A key has no translation for the locale.",
             help: "The screen shows the development language's text (or the key). Add the translation to the locale's strings file.", level: "warning"),
        Rule(id: "missing-glyph", name: "MissingGlyph", summary: "No bundled font has a character.",
             help: "The text shows a missing-glyph box. Add a font with the character (--font-dir) or fix the string.", level: "error"),
        Rule(id: "unsatisfiable", name: "Unsatisfiable", summary: "Required constraints conflict.",
             help: "The named constraints cannot all hold; one was dropped. Lower a priority or remove the conflict.", level: "error"),
        Rule(id: "ambiguous", name: "Ambiguous", summary: "A view's position or size is not decided by its constraints.",
             help: "Add the constraints that fix the view's position and size.", level: "warning"),
        Rule(id: "format-mismatch", name: "FormatMismatch", summary: "A translation's format specifiers differ from the development language's.",
             help: "A translation with other specifiers (%@ vs %d, a missing argument) crashes or shows garbage. Make the specifiers match.", level: "error"),
        Rule(id: "not-localized", name: "NotLocalized", summary: "Text is verbatim, not localized.",
             help: "The view shows a literal string in every locale. Use a localization key.", level: "warning"),
        Rule(id: "hardcoded-direction", name: "HardcodedDirection", summary: "left/right where leading/trailing was meant.",
             help: "left and right never flip in right-to-left languages. Use leading and trailing.", level: "warning"),
        Rule(id: "not-mirrored", name: "NotMirrored", summary: "A view did not mirror in a right-to-left locale.",
             help: "Its frame is not the mirror of the left-to-right layout. Use leading/trailing constraints, padding and alignment.", level: "error"),
        Rule(id: "unmirrored-image", name: "UnmirroredImage", summary: "A directional image does not flip.",
             help: "Arrows, chevrons and similar images must mirror in right-to-left layouts: set the image set's language direction.", level: "warning"),
        Rule(id: "untranslated", name: "Untranslated", summary: "A translation equals the development language's text.",
             help: "The value was probably copied rather than translated. Translate it, or mark it as not to be translated.", level: "warning"),
        Rule(id: "broken-word", name: "BrokenWord", summary: "A line breaks inside a word.",
             help: "The column is too narrow for a long word (a German compound). Give the text more width or allow hyphenation.", level: "warning"),
        Rule(id: "unsupported", name: "Unsupported", summary: "An imported element cannot be laid out faithfully.",
             help: "It is drawn as a placeholder of its frame. Check this element on a device.", level: "warning"),
        Rule(id: "unreadable", name: "Unreadable", summary: "A file of the app cannot be read as iOS reads it.",
             help: "The run went on without it; the message says what iOS does with the file (a strings table that does not parse loads none of its keys). Fix the file at the line named.", level: "error"),
        Rule(id: "snapshot", name: "SnapshotMismatch", summary: "The screen differs from its recorded baseline, or has none.",
             help: "Compare the .actual.png, .diff.png and .baseline.png under the failures folder. If the change is intended, record it with `glossa snapshot record`.", level: "error"),
    ]

    static func rule(_ id: String) -> Rule {
        rules.first { $0.id == id } ?? Rule(id: id, name: id, summary: "Glossa finding '\(id)'.", help: "See the message.", level: "warning")
    }
}
