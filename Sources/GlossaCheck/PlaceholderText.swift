/// Text an Interface Builder document holds only to be replaced before anyone sees it: what Xcode writes in
/// a new label, button or cell, and the `{Field Name}` convention many teams use for text the code fills in.
///
/// Such text is not judged for its translation (`missing-translation`, `untranslated`, `format-mismatch`,
/// `not-localized`): a finding about it is about a string no user reads. The one place this is decided.
public enum PlaceholderText {
    /// Xcode's placeholder words.
    public static let xcodeWords: Set<String> = ["Label", "Button", "Title", "Subtitle", "Detail", "Text"]

    /// Whether `written`, an imported document's own text, is a placeholder: empty or only spaces, one of
    /// Xcode's placeholder words, wholly in braces (`{File Name}`, `{nItems}`) or between hashes (`#Invalid email#`).
    public static func isPlaceholder(_ written: String) -> Bool {
        let trimmed = String(written.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        return trimmed.isEmpty || xcodeWords.contains(trimmed) || isInBraces(trimmed) || isBetweenHashes(trimmed)
    }

    /// `#…#` with words between and no other hash: `#Primary#`, never `#1` or `C# #2`.
    static func isBetweenHashes(_ text: String) -> Bool {
        guard text.count > 2, text.first == "#", text.last == "#" else { return false }
        let inner = text.dropFirst().dropLast()
        return !inner.contains("#") && inner.contains(where: \.isLetter)
    }

    /// `{…}` with one opening brace at the start, the matching one at the end and something between.
    static func isInBraces(_ text: String) -> Bool {
        guard text.count > 2, text.first == "{", text.last == "}" else { return false }
        let inner = text.dropFirst().dropLast()
        return !inner.contains("{") && !inner.contains("}") && !inner.allSatisfy(\.isWhitespace)
    }

    /// Whether text needs translating at all: a symbol, a number or punctuation alone ("✕", "00:00", "—")
    /// reads the same in every language.
    public static func hasWords(_ text: String) -> Bool {
        text.contains(where: \.isLetter)
    }

    /// Whether a value shown untranslated is a missing translation: it has words, more than one Latin letter
    /// ("C" on a keypad, "x" are symbols) or a letter of another script.
    /// Whether a key is words at all once its format specifiers are left out: `%@ (%@)` and `@%@` are not (they show
    /// only their values, the same in every language), `%lld items` is.
    public static func keyHasWords(_ key: String) -> Bool {
        var text = ""
        var characters = Array(key)[...]
        while let character = characters.popFirst() {
            guard character == "%" else {
                text.append(character)
                continue
            }
            // A specifier: position, flags, width, precision, length, conversion.
            while let next = characters.first, next.isNumber || "$-+ #.lhqztj".contains(next) { characters.removeFirst() }
            if let conversion = characters.first, conversion.isLetter || conversion == "@" || conversion == "%" { characters.removeFirst() }
        }
        return needsTranslating(text)
    }

    public static func needsTranslating(_ text: String) -> Bool {
        var latin = 0
        for character in text where character.isLetter {
            guard character.isASCII else { return true }
            latin += 1
            if latin >= 2 { return true }
        }
        return false
    }
}
