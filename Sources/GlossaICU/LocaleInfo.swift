internal import CICU

/// Locale facts from ICU's data: canonical identifiers, direction, language, script and case mapping.
///
/// Everything here accepts BCP 47 tags ("zh-Hant-TW", "hi-u-nu-deva"), Apple identifiers
/// ("zh_Hans") and ICU identifiers with keywords ("ja@lb=strict"), because catalogs, command
/// lines and tests spell locales all three ways.
public enum LocaleInfo {
    /// ICU's canonical form of a BCP 47 / Apple identifier ("zh_Hans" → "zh-Hans"), nil when the language subtag is not a known ISO 639 language (uloc_getISOLanguages / 3-letter too) — used to refuse `--locale xx-bogus`.
    public static func canonicalIdentifier(_ id: String) -> String? {
        guard let icuID = parsedLocaleID(id) else { return nil }
        let language = language(icuID)
        guard knownLanguages.contains(language) else { return nil }
        return try? icuCStringOutput("uloc_toLanguageTag(\(id))") { glossa_uloc_toLanguageTag(icuID, $0, $1, 0, $2) }
    }

    /// Whether the locale's script (explicit, or the likely one) is written right to left.
    ///
    /// uloc_isRightToLeft adds likely subtags itself, so "ar-XB" (the RTL pseudo-locale) and
    /// "ckb" are right-to-left without a list of our own.
    public static func isRightToLeft(_ id: String) -> Bool {
        glossa_uloc_isRightToLeft(icuLocaleID(id)) != 0
    }

    /// The language subtag: "zh-Hant-TW" → "zh".
    public static func language(_ id: String) -> String {
        let icuID = icuLocaleID(id)
        return (try? icuCStringOutput("uloc_getLanguage(\(id))") { glossa_uloc_getLanguage(icuID, $0, $1, $2) }) ?? ""
    }

    /// The explicit or likely script: "zh-TW" → "Hant", "ja" → "Jpan", "sr-Latn" → "Latn".
    public static func script(_ id: String) -> String? {
        let icuID = icuLocaleID(id)
        let explicit = try? icuCStringOutput("uloc_getScript(\(id))") { glossa_uloc_getScript(icuID, $0, $1, $2) }
        if let explicit, !explicit.isEmpty { return explicit }
        guard let maximized = try? icuCStringOutput("uloc_addLikelySubtags(\(id))", {
            glossa_uloc_addLikelySubtags(icuID, $0, $1, $2)
        }) else { return nil }
        let likely = try? icuCStringOutput("uloc_getScript(\(maximized))") { glossa_uloc_getScript(maximized, $0, $1, $2) }
        return likely?.isEmpty == false ? likely : nil
    }

    /// The locale's name in English ("de" → "German", "pt-BR" → "Portuguese (Brazil)"), for messages; the
    /// identifier itself when ICU has no name for it.
    public static func englishName(_ id: String) -> String {
        let icuID = icuLocaleID(id)
        let name = try? icuUTF16Output("uloc_getDisplayName(\(id))", capacity: 64) { buffer, capacity, status in
            glossa_uloc_getDisplayName(icuID, "en", buffer, capacity, status)
        }
        return name.map { String(decoding: $0, as: UTF16.self) }.flatMap { $0.isEmpty ? nil : $0 } ?? id
    }

    /// Uppercases with the locale's rules (Turkish i → İ, Greek drops accents); `s` unchanged if ICU fails.
    public static func uppercased(_ s: String, locale: String) -> String {
        mapCase(s, locale: locale, operation: "u_strToUpper", glossa_u_strToUpper)
    }

    /// Lowercases with the locale's rules (Turkish I → ı, Lithuanian dot above); `s` unchanged if ICU fails.
    public static func lowercased(_ s: String, locale: String) -> String {
        mapCase(s, locale: locale, operation: "u_strToLower", glossa_u_strToLower)
    }

    private typealias CaseMapping = (
        UnsafeMutablePointer<UInt16>?, Int32, UnsafePointer<UInt16>?, Int32, UnsafePointer<CChar>?,
        UnsafeMutablePointer<Int32>?
    ) -> Int32

    private static func mapCase(_ s: String, locale: String, operation: String, _ map: CaseMapping) -> String {
        let source = Array(s.utf16)
        let icuID = icuLocaleID(locale)
        let mapped = try? icuUTF16Output(operation, capacity: source.count + 8) { buffer, capacity, status in
            map(buffer, capacity, source, Int32(source.count), icuID, status)
        }
        return mapped.map { String(decoding: $0, as: UTF16.self) } ?? s
    }

    /// Two- and three-letter ISO 639 codes that ICU knows, read once.
    private static let knownLanguages: Set<String> = {
        var codes: Set<String> = []
        guard var cursor = glossa_uloc_getISOLanguages() else { return codes }
        while let code = cursor.pointee {
            codes.insert(String(cString: code))
            cursor += 1
        }
        return codes
    }()
}

/// Turns a BCP 47 tag or Apple identifier into the ICU locale ID that ICU's C functions expect.
///
/// "hi-u-nu-deva" must become "hi@numbers=deva" for the keyword to reach ICU; an id that is
/// already in ICU form ("ja@lb=strict", "") passes through unchanged.
func icuLocaleID(_ id: String) -> String {
    if id.isEmpty || id.contains("@") { return id }
    return parsedLocaleID(id) ?? id
}

/// The ICU locale ID for a whole well-formed tag, nil when any part of it does not parse.
private func parsedLocaleID(_ id: String) -> String? {
    if id.contains("@") { return id }
    let tag = id.replacingUnderscores()
    var parsed: Int32 = 0
    guard let icuID = try? icuCStringOutput("uloc_forLanguageTag(\(id))", {
        glossa_uloc_forLanguageTag(tag, $0, $1, &parsed, $2)
    }), Int(parsed) == tag.utf8.count, !icuID.isEmpty else { return nil }
    return icuID
}

extension String {
    fileprivate func replacingUnderscores() -> String {
        String(decoding: utf8.map { $0 == UInt8(ascii: "_") ? UInt8(ascii: "-") : $0 }, as: UTF8.self)
    }
}
