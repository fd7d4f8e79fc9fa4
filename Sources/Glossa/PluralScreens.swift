import GlossaICU
import GlossaLayout
import GlossaLocalization

extension Simulator {
    /// `--plurals all`: the screen once per plural category that its plural strings can take in its
    /// locale (ru one few many other, ar all six), or the screen alone when no string selects a plural
    /// form or the locale has only `other` (ja).
    static func pluralRepetitions(_ screen: Screen) -> [Screen] {
        guard let catalog = screen.catalog else { return [screen] }
        let keys = screen.document.allNodes.compactMap { node -> (key: String, table: String)? in
            guard let text = node.text, text.verbatim == nil, let key = text.key else { return nil }
            return (key, text.table ?? screen.document.table)
        }
        let categories = PluralMatrix.categories(of: keys, in: catalog, locale: screen.locale)
        guard categories.count > 1 else { return [screen] }
        return categories.map { category in
            var repeated = screen
            repeated.plural = category
            return repeated
        }
    }
}
