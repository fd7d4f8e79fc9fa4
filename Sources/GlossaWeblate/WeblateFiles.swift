/// Which Glossa table a Weblate component translates, and which locale each of its files is: read from the file
/// names Weblate holds, the same names Glossa read the strings from (`Strings/de.lproj/Localizable.strings` is the
/// table `Localizable` in `de`).
enum WeblateFiles {
    /// The file formats whose units carry the key as their context, as Glossa's tables do.
    static let keyedFormats: Set<String> = ["strings", "strings-utf8", "stringsdict"]

    /// The table of a component: the file name of its mask (or template) without extension, when that name is
    /// the same in every language (`*.lproj/Localizable.strings`); nil for a mask whose file name is the
    /// language (`*.po`) or a format whose units are not keyed.
    static func table(of component: WeblateComponent) -> String? {
        if component.isGlossary == true { return nil }
        if let format = component.fileFormat, !keyedFormats.contains(format) { return nil }
        for path in [component.filemask, component.template].compactMap({ $0 }) where !path.isEmpty {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            guard !name.contains("*") else { continue }
            let stem = name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name
            if !stem.isEmpty { return stem }
        }
        return nil
    }

    /// The locale a translation's file is for: what stands for `*` in the mask, less `.lproj`
    /// (`pt-BR.lproj/Localizable.strings` under `*.lproj/Localizable.strings` is `pt-BR`); else Weblate's
    /// code for the file, else its own, with a hyphen (`pt_BR` is `pt-BR`).
    static func locale(of translation: WeblateTranslation, mask: String?) -> String {
        if let mask, let filename = translation.filename, let star = match(filename, mask: mask) {
            return star.hasSuffix(".lproj") ? String(star.dropLast(".lproj".count)) : star
        }
        return (translation.fileLanguageCode ?? translation.languageCode).replacingOccurrences(of: "_", with: "-")
    }

    /// Whether a locale of the index is this one: the same code, ignoring case and `-`/`_`.
    static func same(_ a: String, _ b: String) -> Bool {
        func normal(_ code: String) -> String { code.lowercased().replacingOccurrences(of: "_", with: "-") }
        return normal(a) == normal(b)
    }

    /// What `*` stands for when `path` matches `mask` (one `*`), else nil.
    static func match(_ path: String, mask: String) -> String? {
        let parts = mask.split(separator: "*", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let prefix = String(parts[0]), suffix = String(parts[1])
        guard path.count >= prefix.count + suffix.count + 1, path.hasPrefix(prefix), path.hasSuffix(suffix) else { return nil }
        let star = path.dropFirst(prefix.count).dropLast(suffix.count)
        return star.contains("/") ? nil : String(star)
    }
}
