import GlossaICU

extension StringCatalog {
    /// Everything the text of `key` in `locale` is made from, as one canonical string: the entry the locale's
    /// fallback chain finds (and which locales before it lack the key), and the development language's entry
    /// the translation is compared with, each with its forms, substitutions, state and origin.
    ///
    /// For reuse between runs (`glossa --cache`): a screen showing `key` in `locale` can only change when this
    /// string does, so a value changed in one locale leaves every other locale's screens as they were.
    public func valueFingerprint(key: String, table: String, locale: String) -> String {
        let canonical = Locales.canonical(locale) ?? locale
        let isDevelopment = PseudoLanguage(localeIdentifier: locale) != nil || canonical == "Base"
        let requested = isDevelopment ? developmentLanguage : canonical
        var text = "\(developmentLanguage)\u{1}\(table)\u{1}\(key)"
        let keys = entries[table]
        for (part, chainOf) in [("chain", requested), ("development", developmentLanguage)] {
            text += "\u{2}\(part)"
            for candidate in chain(for: chainOf) {
                guard let entry = keys?[candidate]?[key] else {
                    text += "\u{3}\(candidate)-"
                    continue
                }
                text += "\u{3}\(candidate)=" + Self.canonical(entry)
                break
            }
        }
        return text
    }

    /// An entry with its dictionaries in sorted order, so equal entries give equal strings in every process.
    static func canonical(_ entry: LocalizedEntry) -> String {
        let substitutions = entry.substitutions.keys.sorted().map { name in
            let substitution = entry.substitutions[name]!
            return "\(name)(\(substitution.position.map(String.init) ?? "-"),\(substitution.valueType ?? "-"),"
                + canonical(.plural(substitution.forms)) + ")"
        }
        return canonical(entry.form) + "|" + substitutions.joined(separator: ",") + "|\(entry.shouldTranslate)|\(entry.origin)"
    }

    static func canonical(_ form: LocalizedForm) -> String {
        switch form {
        case let .text(text, state): return "t(\(text.utf8.count):\(text)\(state.map { ",\($0)" } ?? ""))"
        case let .plural(forms):
            return "p(" + forms.keys.map(\.rawValue).sorted().map { name in
                "\(name):" + canonical(forms[PluralCategory(rawValue: name)!]!)
            }.joined(separator: ",") + ")"
        case let .device(forms): return "d(" + forms.keys.sorted().map { "\($0):" + canonical(forms[$0]!) }.joined(separator: ",") + ")"
        case let .width(forms): return "w(" + forms.keys.sorted().map { "\($0):" + canonical(forms[$0]!) }.joined(separator: ",") + ")"
        }
    }
}
