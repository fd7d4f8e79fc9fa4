import GlossaLayout
import GlossaText

extension LaidOutView {
    /// The view as a finished screen's result keeps it: frame, text, lines and runs, without glyphs.
    ///
    /// A matrix run returns every screen's views; glyph positions are drawing data, already in the PNG,
    /// and are most of a paragraph's memory, so dropping them keeps a large matrix's memory flat.
    func withoutGlyphs() -> LaidOutView {
        guard var paragraph else { return self }
        for line in paragraph.lines.indices {
            for run in paragraph.lines[line].runs.indices { paragraph.lines[line].runs[run].glyphs = [] }
        }
        var view = self
        view.paragraph = paragraph
        return view
    }
}
