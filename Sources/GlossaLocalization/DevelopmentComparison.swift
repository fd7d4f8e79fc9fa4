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
            && !keptAsName(key, table: table, text: originalText, besides: [source, developmentSource], selection: selection)
        return DevelopmentComparison(formatMismatch: formatMismatch(translated, source: source, original, key: key),
                                     isUntranslated: untranslated)
    }

    /// How many other languages must keep a value unchanged for it to be a name (a brand, a product) rather than
    /// words nobody translated (contract v4).
    static let languagesKeepingAName = 2

    /// Whether the app's other translations of the key keep the development text as it is, in at least
    /// `languagesKeepingAName` languages besides `besides`: a name every language keeps.
    private func keptAsName(_ key: String, table: String, text: String, besides: [String], selection: FormSelection) -> Bool {
        guard let locales = entries[table] else { return false }
        var keeping = 0
        for (locale, values) in locales where !besides.contains(locale) && locale != "Base" && locale != developmentLanguage {
            guard !Locales.isSameLanguage(locale, as: developmentLanguage), let entry = values[key] else { continue }
            var other = selection
            other.pluralLocale = locale
            var expander = FormExpander(entry: entry, selection: other)
            if expander.expand() == text {
                keeping += 1
                if keeping >= Self.languagesKeepingAName { return true }
            }
        }
        return false
    }

    /// Words of at least two letters outside format specifiers: "Connecting to %@" has two, while "OK",
    /// "Wi-Fi", "%lld GB" and a single brand name have fewer, and are the same in many languages.
    static func letterWords(in format: String) -> Int {
        let literal = FormatTokenizer.tokens(in: format).map { token -> String in
            if case .literal(let text) = token { return text }
            return " "
        }.joined()
        return literal.split(whereSeparator: { $0.isWhitespace })
            .filter { word in word.filter(\.isLetter).count >= 2 && !isAddress(word) }.count
    }

    /// A URL, an e-mail address or a host name: written the same in every language.
    static func isAddress(_ word: Substring) -> Bool {
        word.contains("://") || word.hasPrefix("www.") || (word.contains("@") && word.contains("."))
    }

    /// Compares the arguments a translation takes with the development language's value.
    ///
    /// An argument that only selects a plural form is not required everywhere: a language without plural
    /// forms (ko, ja, zh, th, vi…) may leave out the development value's count, and a translation may
    /// select its forms with a count the development value does not need ("starred" in English, "hat/haben
    /// favorisiert" in German) when the key itself, a String Catalog key written as a format string,
    /// declares that argument, so the code passes it.
    private func formatMismatch(_ translated: FormExpander, source: String, _ original: FormExpander, key: String) -> String? {
        let translationSignature = StringFormatter.signature(translated.argumentTypes)
        let developmentSignature = StringFormatter.signature(original.argumentTypes)
        guard let mismatch = StringFormatter.mismatch(
            translation: translationSignature, translationLocale: source,
            development: developmentSignature, developmentLocale: developmentLanguage) else { return nil }
        var translation = translated.argumentTypes, development = original.argumentTypes
        if ICUCache.shared.hasNoPluralForms(source) {
            for position in Set(development.keys).subtracting(original.shownPositions) where translation[position] == nil {
                translation[position] = development[position]
            }
        }
        let declared = BoundFormat(FormatTokenizer.tokens(in: key)).argumentTypes
        for position in Set(translation.keys).subtracting(translated.shownPositions)
        where development[position] == nil && declared[position] == translation[position] {
            development[position] = translation[position]
        }
        let completed = (StringFormatter.signature(translation), StringFormatter.signature(development))
        guard let remaining = StringFormatter.mismatch(translation: completed.0, translationLocale: source,
                                                       development: completed.1, developmentLocale: developmentLanguage)
        else { return nil }
        // Name what is still wrong, unless completing a count changed how many arguments there are.
        return completed.0.count == translationSignature.count && completed.1.count == developmentSignature.count ? remaining : mismatch
    }
}
