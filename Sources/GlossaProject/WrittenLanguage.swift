import GlossaICU

/// The language a document's own text is written in, told by its script where the script names one: an app whose
/// storyboards are written in Japanese, with no project file to say so, is a Japanese app.
public enum WrittenLanguage {
    /// Scripts that name a language (ISO 15924 → BCP 47). Han alone does not say which Chinese, nor Japanese: it is
    /// taken as Chinese only when no kana is seen.
    static let languages: [String: String] = [
        "Hira": "ja", "Kana": "ja", "Hang": "ko", "Hani": "zh-Hans", "Arab": "ar", "Hebr": "he", "Thai": "th",
        "Cyrl": "ru", "Grek": "el", "Deva": "hi", "Beng": "bn", "Taml": "ta", "Telu": "te", "Knda": "kn", "Mlym": "ml",
        "Gujr": "gu", "Guru": "pa", "Mymr": "my", "Khmr": "km", "Laoo": "lo", "Geor": "ka", "Armn": "hy", "Ethi": "am",
        "Sinh": "si", "Tibt": "bo",
    ]

    /// The language of `texts` when most of their letters are of one non-Latin script (kana anywhere makes Han
    /// Japanese); nil when they are mostly Latin, or have no letters.
    public static func language(of texts: [String]) -> String? {
        var counts: [String: Int] = [:]
        var letters = 0
        for text in texts {
            for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
                letters += 1
                let script = Scripts.script(scalar)
                if script != "Latn" { counts[script, default: 0] += 1 }
            }
        }
        guard letters > 0 else { return nil }
        let kana = (counts["Hira"] ?? 0) + (counts["Kana"] ?? 0)
        if kana > 0 { return (kana + (counts["Hani"] ?? 0)) * 2 > letters ? "ja" : nil }
        guard let (script, count) = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), count * 2 > letters else { return nil }
        return languages[script]
    }
}
