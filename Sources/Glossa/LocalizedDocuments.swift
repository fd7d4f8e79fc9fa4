import GlossaLayout
import GlossaLocalization

/// Which version of a document a locale shows: a localized storyboard or xib (`de.lproj/Main.storyboard`) is
/// that locale's document, in place of the Base one with its strings, as the app bundle picks it.
enum LocalizedDocuments {
    /// The localized version `locale` loads, or nil for the document itself (with its strings).
    ///
    /// The bundle takes the first language of the locale's fallback chain that it has, in strings or in a
    /// localized document; pseudo-languages show the development language's document with its strings.
    static func version(of document: LayoutDocument, for locale: String, catalog: StringCatalog?) -> LayoutDocument? {
        guard !document.localizations.isEmpty, PseudoLanguage(localeIdentifier: locale) == nil else { return nil }
        let available = Array(Set(document.localizations.keys).union(catalog?.availableLocales ?? [])).sorted()
        let development = catalog?.developmentLanguage ?? document.developmentLanguage ?? "en"
        guard let first = Locales.fallbackChain(for: locale, available: available, developmentLanguage: development).first else {
            return nil
        }
        return document.localizations[first]
    }
}
