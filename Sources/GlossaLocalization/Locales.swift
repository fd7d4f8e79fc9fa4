import GlossaICU

/// Locale identifiers, fallback chains and direction, as an app bundle sees them.
///
/// Identifiers are BCP 47 tags in the spellings Apple uses for lproj folders ("zh-Hans",
/// "pt-BR", "es-419", and "zh_Hans" with an underscore); ICU canonicalizes them and supplies
/// likely scripts, so "zh-TW" is known to be Traditional without a table of our own.
public enum Locales {
    /// Languages written right to left whatever their region: Arabic, Hebrew, Persian, Urdu,
    /// Pashto, Yiddish, Dhivehi, Central Kurdish, Sindhi, Uyghur. ICU agrees; the list keeps the
    /// answer stable if a locale arrives with a script ICU cannot resolve.
    static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "yi", "dv", "ckb", "sd", "ug"]

    /// Names of lproj folders from before ISO codes, still found in old projects.
    static let legacyNames: [String: String] = [
        "English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es", "Italian": "it", "Dutch": "nl",
    ]

    /// "zh_Hans" → "zh-Hans"; pseudo-locales and "Base" as themselves; nil if unknown (not an ISO 639 language).
    public static func canonical(_ identifier: String) -> String? {
        if identifier.lowercased() == "base" { return "Base" }
        if let pseudo = PseudoLanguage(localeIdentifier: identifier) { return pseudo.localeIdentifier }
        if let legacy = legacyNames[identifier] { return legacy }
        return ICUCache.shared.canonicalIdentifier(identifier)
    }

    /// Right to left for the languages above, for explicit right-to-left scripts
    /// ("pa-Arab") and for the RTL pseudo-languages (en-rtl, ar-XB); "Base" is left to right.
    public static func isRightToLeft(_ locale: String) -> Bool {
        if let pseudo = PseudoLanguage(localeIdentifier: locale) { return pseudo.isRightToLeft }
        guard let tag = LocaleTag(locale) else { return false }
        if let script = tag.script { return ["Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm", "Rohg", "Mand"].contains(script) }
        return rightToLeftLanguages.contains(tag.language) || LocaleInfo.isRightToLeft(tag.identifier)
    }

    /// The localizations NSBundle would search for `locale`, best first, taken from `available`
    /// (spelled as given there), then "Base" and the development language.
    ///
    /// Order: the locale itself; with its likely script added or removed (zh-TW ⇄ zh-Hant-TW);
    /// the regional parents Apple uses (es-MX → es-419, en-AU and en-IN → en-GB, pt-AO → pt-PT,
    /// zh-MO → zh-HK); language and script (zh-Hant, sr-Latn) and the old lproj name for Chinese
    /// scripts (zh-TW, zh-CN); the bare language only when its default script is the same (pt-PT →
    /// pt, never zh-Hant → zh, which is Simplified); only when none of these exists, any other
    /// region of the same language and script, sorted (en-US → en-GB when there is no en).
    /// A different script is never used.
    public static func fallbackChain(for locale: String, available: [String], developmentLanguage: String) -> [String] {
        var spelled: [String: String] = [:]
        for identifier in available.sorted() {
            if let key = canonical(identifier), spelled[key] == nil { spelled[key] = identifier }
        }
        var chain: [String] = []
        func add(_ identifier: String) {
            if let given = spelled[identifier], !chain.contains(given) { chain.append(given) }
        }
        sameLanguageCandidates(for: locale).forEach(add)
        if chain.isEmpty, let tag = LocaleTag(locale), tag.language != "base" {
            let script = tag.likelyScript
            for key in spelled.keys.sorted() {
                guard let other = LocaleTag(key), other.language == tag.language, other.likelyScript == script else { continue }
                add(key)
            }
        }
        add("Base")
        let development = canonical(developmentLanguage) ?? developmentLanguage
        if !chain.contains(where: { (canonical($0) ?? $0) == development }) {
            chain.append(spelled[development] ?? developmentLanguage)
        }
        return chain
    }

    /// Whether a value from `source` is in the same language as `requested` wants (same
    /// language and script), so showing it is not a missing translation.
    public static func isSameLanguage(_ source: String, as requested: String) -> Bool {
        ICUCache.shared.isSameLanguage(source, as: requested) {
            guard let source = LocaleTag(source), let requested = LocaleTag(requested) else { return source == requested }
            return source.language == requested.language && source.likelyScript == requested.likelyScript
        }
    }

    /// Identifiers of the locale's own language, best first, before any sibling region.
    static func sameLanguageCandidates(for locale: String) -> [String] {
        guard let tag = LocaleTag(locale) else { return [locale] }
        if tag.language == "base" { return ["Base"] }
        let language = tag.language
        let script = tag.likelyScript
        var candidates = [tag.identifier]
        if let region = tag.region {
            if let script { candidates.append("\(language)-\(script)-\(region)") }
            if script == LocaleTag.likelyScript("\(language)-\(region)") { candidates.append("\(language)-\(region)") }
            for parent in parentRegions(language: language, script: script, region: region) {
                if let script { candidates.append("\(language)-\(script)-\(parent)") }
                candidates.append("\(language)-\(parent)")
            }
        }
        if let script {
            candidates.append("\(language)-\(script)")
            if language == "zh" { candidates.append(script == "Hant" ? "zh-TW" : "zh-CN") }
        }
        if script == LocaleTag.likelyScript(language) { candidates.append(language) }
        return candidates
    }

    private static let latinAmerica: Set<String> = [
        "AR", "BO", "BR", "BZ", "CL", "CO", "CR", "CU", "DO", "EC", "GT", "HN", "MX", "NI", "PA", "PE", "PR", "PY", "SV",
        "US", "UY", "VE",
    ]
    /// Regions whose English follows the United States (CLDR's en-US and its territories).
    private static let americanEnglish: Set<String> = ["US", "AS", "GU", "MH", "MP", "PR", "UM", "VI", "GB", "001"]

    /// Apple's and CLDR's parent regions for a regional variant.
    private static func parentRegions(language: String, script: String?, region: String) -> [String] {
        switch language {
        case "es" where latinAmerica.contains(region): ["419"]
        case "en" where !americanEnglish.contains(region): ["GB"]
        case "pt" where region != "BR" && region != "PT": ["PT"]
        case "zh" where script == "Hant" && region == "MO": ["HK"]
        default: []
        }
    }
}

/// The language, script and region subtags of a canonical tag; extensions and variants are dropped.
struct LocaleTag: Equatable {
    var language: String
    var script: String?
    var region: String?

    init?(_ identifier: String) {
        let canonical = Locales.canonical(identifier) ?? identifier
        let subtags = canonical.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let first = subtags.first, !first.isEmpty else { return nil }
        language = first.lowercased()
        for subtag in subtags.dropFirst() {
            if subtag.count == 1 { break }
            if subtag.count == 4, subtag.allSatisfy(\.isLetter), script == nil, region == nil {
                script = subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
            } else if (subtag.count == 2 && subtag.allSatisfy(\.isLetter)) || (subtag.count == 3 && subtag.allSatisfy(\.isNumber)),
                      region == nil {
                region = subtag.uppercased()
            }
        }
    }

    var identifier: String { [language, script, region].compactMap { $0 }.joined(separator: "-") }

    /// The explicit script, else the one ICU's likely-subtags data gives ("zh-TW" → Hant).
    var likelyScript: String? { script ?? Self.likelyScript(identifier) }

    static func likelyScript(_ identifier: String) -> String? { ICUCache.shared.script(identifier) }
}
