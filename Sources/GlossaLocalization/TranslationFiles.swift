import Foundation
import GlossaICU

/// Reads the values of translation files as a translator hands them in: `<locale>.lproj/*.strings` and
/// `*.stringsdict`, String Catalogs (every locale but the source language), and XLIFF (an Xcode export's too).
public enum TranslationFiles {
    public static let extensions = ["strings", "stringsdict", "xcstrings", "xliff", "xlf"]

    /// The file's values, in the order they are written (then by key).
    public static func read(_ path: String) throws(LocalizationError) -> [TranslatedValue] {
        let ext = (path as NSString).pathExtension.lowercased()
        guard extensions.contains(ext) else {
            throw LocalizationError(path: path, message: "not a translation file (\(extensions.map { "." + $0 }.joined(separator: ", ")))")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LocalizationError(path: path, message: "cannot read the file")
        }
        let table = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let values: [TranslatedValue]
        switch ext {
        case "strings":
            let locale = try lprojLocale(path)
            let parsed = try StringsFileParser.parse(data, path: path)
            values = parsed.values.map { key, value in
                TranslatedValue(key: key, table: table, locale: locale, file: path, line: parsed.lines[key] ?? 1,
                                entry: LocalizedEntry(form: .text(value, state: nil), origin: path))
            }
        case "stringsdict":
            let locale = try lprojLocale(path)
            values = try StringsDictReader.read(data, path: path).map { key, entry in
                TranslatedValue(key: key, table: table, locale: locale, file: path, line: line(of: entry.origin), entry: entry)
            }
        case "xcstrings":
            values = try catalogValues(data, path: path, table: table)
        default:
            values = try XLIFFTranslations.values(XLIFFDocument(data: data, path: path), path: path)
        }
        return values.sorted { ($0.line, $0.key) < ($1.line, $1.key) }
    }

    /// The locale of a file inside `<locale>.lproj`.
    private static func lprojLocale(_ path: String) throws(LocalizationError) -> String {
        let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        guard folder.hasSuffix(".lproj"), let locale = Locales.canonical(String(folder.dropLast(".lproj".count))), locale != "Base" else {
            throw LocalizationError(path: path, message: "cannot tell the file's locale: put it in a <locale>.lproj folder (de.lproj/\((path as NSString).lastPathComponent))")
        }
        return locale
    }

    private static func line(of origin: String) -> Int {
        origin.split(separator: ":").last.flatMap { Int($0) } ?? 1
    }

    private static func catalogValues(_ data: Data, path: String, table: String) throws(LocalizationError) -> [TranslatedValue] {
        let catalog = try StringCatalogReader.read(data, path: path)
        var values: [TranslatedValue] = []
        for (locale, entries) in catalog.entries where locale != catalog.sourceLanguage {
            for (key, entry) in entries {
                let line = KeyLines.localizationLine(path, key: key, locale: locale) ?? line(of: KeyLines.origin(path, key: key))
                values.append(TranslatedValue(key: key, table: table, locale: locale, file: path, line: line, entry: entry))
            }
        }
        return values
    }
}

/// The values of an XLIFF document: each `<file>`'s target language and table (the stem of its `original`),
/// each unit's `<target>`; Xcode's variation ids (`key|==|plural.one`, `key|==|device.iphone`,
/// `key|==|substitution.n.plural.few`, and a stringsdict's `/key:dict/n:dict/few:dict/:string`) join one value.
enum XLIFFTranslations {
    /// The forms of one key gathered from its units.
    private struct Gathered {
        var line: Int
        var main: [String?: [PluralCategory?: String]] = [:]
        var substitutions: [String: [PluralCategory: LocalizedForm]] = [:]
    }

    static func values(_ document: XLIFFDocument, path: String) throws(LocalizationError) -> [TranslatedValue] {
        var values: [TranslatedValue] = []
        for file in document.files {
            guard let language = file.attribute("target-language") else { continue }
            guard let locale = Locales.canonical(language) else {
                throw LocalizationError(path: path, line: file.line, message: "target-language \"\(language)\" is not a locale identifier")
            }
            let table = ((file.attribute("original") ?? "Localizable") as NSString).lastPathComponent
            let stem = (table as NSString).deletingPathExtension
            var gathered: [String: Gathered] = [:]
            for unit in file.units {
                guard let id = unit.id, let target = unit.child("target"), !target.text.isEmpty else { continue }
                let variation = UnitVariation(id)
                var entry = gathered[variation.key] ?? Gathered(line: target.line)
                entry.line = min(entry.line, target.line)
                if let name = variation.substitution {
                    entry.substitutions[name, default: [:]][variation.plural ?? .other] = .text(target.text, state: nil)
                } else {
                    entry.main[variation.device, default: [:]][variation.plural] = target.text
                }
                gathered[variation.key] = entry
            }
            for (key, entry) in gathered {
                guard let form = mainForm(entry.main) else { continue }
                let substitutions = entry.substitutions.mapValues { Substitution(position: nil, valueType: nil, forms: $0) }
                values.append(TranslatedValue(key: key, table: stem, locale: locale, file: path, line: entry.line,
                                              entry: LocalizedEntry(form: form, substitutions: substitutions, origin: path)))
            }
        }
        return values
    }

    private static func mainForm(_ main: [String?: [PluralCategory?: String]]) -> LocalizedForm? {
        func form(_ texts: [PluralCategory?: String]) -> LocalizedForm? {
            if let text = texts[nil] { return .text(text, state: nil) }
            var plural: [PluralCategory: LocalizedForm] = [:]
            for case let (category?, text) in texts { plural[category] = .text(text, state: nil) }
            return plural.isEmpty ? nil : .plural(plural)
        }
        let devices = main.keys.compactMap { $0 }
        guard !devices.isEmpty else { return main[nil].flatMap(form) }
        var byDevice: [String: LocalizedForm] = [:]
        for device in devices { byDevice[device] = main[device].flatMap(form) }
        if let other = main[nil].flatMap(form) { byDevice["other"] = other }
        return .device(byDevice)
    }
}

/// What an XLIFF unit id says of its value: the key, and the device, substitution and plural form it holds.
struct UnitVariation {
    var key: String
    var device: String?
    var substitution: String?
    var plural: PluralCategory?

    init(_ id: String) {
        key = id
        if let range = id.range(of: "|==|") {
            key = String(id[..<range.lowerBound])
            let tokens = id[range.upperBound...].split(separator: ".").map(String.init)
            var index = 0
            while index < tokens.count {
                let token = tokens[index], next = index + 1 < tokens.count ? tokens[index + 1] : nil
                switch token {
                case "device": device = next; index += 2
                case "plural": plural = next.flatMap(PluralCategory.init(rawValue:)); index += 2
                case "substitution", "substitutions": substitution = next; index += 2
                default:
                    if next == "plural" { substitution = token }
                    index += 1
                }
            }
        } else if id.hasPrefix("/"), id.hasSuffix(":string") {
            // A stringsdict path: /key:dict/NSStringLocalizedFormatKey:dict/:string or /key:dict/variable:dict/few:dict/:string.
            let parts = id.dropFirst().components(separatedBy: ":dict/")
            key = parts.first ?? id
            if parts.count >= 3, parts[1] != "NSStringLocalizedFormatKey" {
                substitution = parts[1]
                plural = PluralCategory(rawValue: parts[2])
            }
        }
    }
}

extension XLIFFDocument.Unit {
    /// The key the unit translates: its id, less Xcode's variation suffix (`|==|plural.one`) or stringsdict path.
    public var key: String? { id.map { UnitVariation($0).key } }
}
