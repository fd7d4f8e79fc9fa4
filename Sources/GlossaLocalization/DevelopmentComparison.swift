/// What a translation's value says when set beside the development language's value of the same key.
struct DevelopmentComparison {
    /// Why the translation takes other arguments, or nil.
    var formatMismatch: String?
    /// The translation is the development value copied unchanged, in a string with words to translate.
    var isUntranslated: Bool
}

extension StringCatalog {
    /// Compares a translation (`entry`, read from `source`) with the development language's value of the
    /// key, both expanded with the representative `selection`; nil when the value is the development
    /// language's own or the development language has no value.
    func compareWithDevelopment(_ key: String, table: String, entry: LocalizedEntry, source: String,
                                selection: FormSelection) -> DevelopmentComparison? {
        guard source != developmentLanguage, source != "Base",
              let (development, developmentSource) = lookup(key, table: table, locale: developmentLanguage),
              developmentSource != source else { return nil }
        var translated = FormExpander(entry: entry, selection: selection)
        let translatedText = translated.expand()
        var developmentSelection = selection
        developmentSelection.pluralLocale = developmentSource == "Base" ? developmentLanguage : developmentSource
        var original = FormExpander(entry: development, selection: developmentSelection)
        let originalText = original.expand()
        let untranslated = entry.shouldTranslate && translatedText == originalText
            && !Locales.isSameLanguage(source, as: developmentLanguage) && Self.letterWords(in: originalText) >= 2
        return DevelopmentComparison(formatMismatch: formatMismatch(translated, source: source, original),
                                     isUntranslated: untranslated)
    }

    /// Words of at least two letters outside format specifiers: "Connecting to %@" has two, while "OK",
    /// "Wi-Fi", "%lld GB" and a single brand name have fewer, and are the same in many languages.
    static func letterWords(in format: String) -> Int {
        let literal = FormatTokenizer.tokens(in: format).map { token -> String in
            if case .literal(let text) = token { return text }
            return " "
        }.joined()
        return literal.split(whereSeparator: { $0.isWhitespace }).filter { word in word.filter(\.isLetter).count >= 2 }.count
    }

    /// Compares the arguments a translation takes with the development language's value.
    private func formatMismatch(_ translated: FormExpander, source: String, _ original: FormExpander) -> String? {
        let developmentSignature = StringFormatter.signature(original.argumentTypes)
        guard let mismatch = StringFormatter.mismatch(
            translation: StringFormatter.signature(translated.argumentTypes), translationLocale: source,
            development: developmentSignature, developmentLocale: developmentLanguage) else { return nil }
        // A count that only selects the development language's plural form may be left out by a
        // language that has no plural forms to select (ko, ja, zh, th, vi…).
        let selectors = Set(original.argumentTypes.keys).subtracting(original.shownPositions)
        guard !selectors.isEmpty, ICUCache.shared.hasNoPluralForms(source) else { return mismatch }
        var completed = translated.argumentTypes
        for position in selectors where completed[position] == nil { completed[position] = original.argumentTypes[position] }
        let signature = StringFormatter.signature(completed)
        guard let remaining = StringFormatter.mismatch(translation: signature, translationLocale: source,
                                                       development: developmentSignature, developmentLocale: developmentLanguage)
        else { return nil }
        // Name what is still wrong, unless completing the count changed how many arguments there are.
        return signature.count == StringFormatter.signature(translated.argumentTypes).count ? remaining : mismatch
    }
}
