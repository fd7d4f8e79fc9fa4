import Foundation
import GlossaICU

/// The entries of one String Catalog (`.xcstrings`), by locale and key.
struct StringCatalogFile: Sendable {
    var sourceLanguage: String
    var entries: [String: [String: LocalizedEntry]] = [:]
    var warnings: [String] = []
}

/// Reads Xcode String Catalogs: JSON with `sourceLanguage` and `strings` → key → `localizations`
/// → locale → `stringUnit` {state, value} or `variations` (`plural`, `device`, nested), plus
/// `substitutions` for `%#@name@` (argNum, formatSpecifier, variations.plural).
///
/// A key without a source-language localization shows the key itself, which is how Xcode
/// treats extracted keys. `shouldTranslate: false` keeps only the source value. extractionState
/// is not read: it says how the key got there, not what is shown.
enum StringCatalogReader {
    /// `scanning: false` reads the file with JSONSerialization alone, as all files were read before the
    /// scanner (tests compare the two).
    static func read(_ data: Data, path: String, scanning: Bool = true) throws(LocalizationError) -> StringCatalogFile {
        do {
            return try readEntries(data, path: path, scanning: scanning)
        } catch let error where error.line == nil {
            throw located(error, in: data)
        }
    }

    /// A structural error ("strings › "a" › localizations › fr › stringUnit: …") placed at the line and
    /// column of the innermost key of its path that the text has, found by following the path's keys in order.
    static func located(_ error: LocalizationError, in data: Data) -> LocalizationError {
        let text = String(decoding: data, as: UTF8.self)
        let pathText = error.message.components(separatedBy: ": ").first ?? ""
        let keys = pathText.components(separatedBy: " › ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
        var searchFrom = text.startIndex
        var found: String.Index?
        for key in keys where !key.isEmpty {
            guard let range = text.range(of: "\"\(key)\"", range: searchFrom..<text.endIndex) else { break }
            found = range.lowerBound
            searchFrom = range.upperBound
        }
        guard let found else { return error }
        let before = text[..<found]
        let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let column = before.distance(from: before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex, to: found) + 1
        return LocalizationError(path: error.path, line: line, column: column, message: error.message)
    }

    private static func readEntries(_ data: Data, path: String, scanning: Bool) throws(LocalizationError) -> StringCatalogFile {
        let parts: CatalogParts
        if scanning, let scanned = CatalogParts(scanning: data) { parts = scanned } else { parts = CatalogParts(foundation: try json(data, path: path)) }
        guard let source = parts.sourceLanguage?.string else {
            throw LocalizationError(path: path, message: "missing \"sourceLanguage\"")
        }
        // The development language names output files and folders: only a locale ICU knows is taken.
        guard let sourceLanguage = Locales.canonical(source), sourceLanguage != "Base" else {
            throw LocalizationError(path: path, message: "sourceLanguage: \(String(reflecting: source)) is not a locale identifier (write a BCP 47 tag such as en, pt-BR or zh-Hans)")
        }
        var catalog = StringCatalogFile(sourceLanguage: sourceLanguage)
        guard let keys = parts.keys else {
            throw LocalizationError(path: path, message: "missing \"strings\"")
        }
        // Each key names the same few locales: each spelling is made canonical once.
        var canonicalNames: [String: String?] = [:]
        for key in keys {
            let keyPath = "strings › \"\(key)\""
            guard let item = parts.item(key)?.members else { throw LocalizationError(path: path, message: "\(keyPath) is not an object") }
            let shouldTranslate = item["shouldTranslate"]?.bool ?? true
            let localizations = item["localizations"]?.members ?? [:]
            var sourceEntry = LocalizedEntry(form: .text(key, state: nil), shouldTranslate: shouldTranslate, origin: path)
            for locale in localizations.keys.sorted() {
                if canonicalNames[locale] == nil { canonicalNames[locale] = .some(Locales.canonical(locale)) }
                guard let canonical = canonicalNames[locale]! else {
                    catalog.warnings.append("\(path): \(keyPath) › localizations › \(locale): not a locale identifier; skipped")
                    continue
                }
                let entryPath = "\(keyPath) › localizations › \(locale)"
                var entry = try localization(localizations[locale], path: path, keyPath: entryPath)
                entry.shouldTranslate = shouldTranslate
                if canonical == sourceLanguage {
                    sourceEntry = entry
                } else if shouldTranslate {
                    catalog.entries[canonical, default: [:]][key] = entry
                }
            }
            catalog.entries[sourceLanguage, default: [:]][key] = sourceEntry
        }
        return catalog
    }

    private static func json(_ data: Data, path: String) throws(LocalizationError) -> [String: Any] {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            let detail = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "not valid JSON"
            throw syntaxError(detail, data: data, path: path)
        }
        guard let root = object as? [String: Any] else {
            throw LocalizationError(path: path, message: "the root of a String Catalog must be an object")
        }
        return root
    }

    /// "Invalid value around character 24." → the line holding byte 24.
    private static func syntaxError(_ detail: String, data: Data, path: String) -> LocalizationError {
        let message = "invalid JSON: " + detail.trimmingCharacters(in: CharacterSet(charactersIn: "."))
        guard let range = detail.range(of: "around character "),
              let offset = Int(detail[range.upperBound...].prefix { $0.isNumber }) else {
            return LocalizationError(path: path, message: message)
        }
        let line = data.prefix(offset).reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        return LocalizationError(path: path, line: line, message: String(message[..<message.range(of: " around")!.lowerBound]))
    }

    private static func localization(_ value: CatalogJSON?, path: String, keyPath: String) throws(LocalizationError) -> LocalizedEntry {
        guard let object = value?.members else {
            throw LocalizationError(path: path, message: "\(keyPath) is not an object")
        }
        var entry = LocalizedEntry(form: try form(object, path: path, keyPath: keyPath), origin: path)
        if let substitutions = object["substitutions"]?.members {
            for name in substitutions.keys.sorted() {
                entry.substitutions[name] = try substitution(substitutions[name], path: path, keyPath: "\(keyPath) › substitutions › \(name)")
            }
        }
        return entry
    }

    private static func form(_ object: [String: CatalogJSON], path: String, keyPath: String) throws(LocalizationError) -> LocalizedForm {
        if let unit = object["stringUnit"] {
            guard let unit = unit.members, let raw = unit["value"] else {
                throw LocalizationError(path: path, message: "\(keyPath) › stringUnit: missing \"value\"")
            }
            guard let value = raw.string else {
                throw LocalizationError(path: path, message: "\(keyPath) › stringUnit › value: must be a string")
            }
            return .text(value, state: unit["state"]?.string)
        }
        guard let variations = object["variations"]?.members else {
            throw LocalizationError(path: path, message: "\(keyPath): missing \"stringUnit\" or \"variations\"")
        }
        if let plural = variations["plural"] {
            var forms: [PluralCategory: LocalizedForm] = [:]
            for (name, child) in try children(plural, path: path, keyPath: "\(keyPath) › variations › plural") {
                guard let category = PluralCategory(rawValue: name) else {
                    throw LocalizationError(path: path, message: "\(keyPath) › variations › plural: unknown plural category \"\(name)\"")
                }
                forms[category] = child
            }
            return .plural(forms)
        }
        if let device = variations["device"] {
            return .device(try children(device, path: path, keyPath: "\(keyPath) › variations › device"))
        }
        let kinds = variations.keys.sorted().joined(separator: ", ")
        throw LocalizationError(path: path, message: "\(keyPath) › variations: unsupported variation \(kinds) (expected plural or device)")
    }

    private static func children(_ value: CatalogJSON, path: String, keyPath: String) throws(LocalizationError) -> [String: LocalizedForm] {
        guard let object = value.members else { throw LocalizationError(path: path, message: "\(keyPath) is not an object") }
        var forms: [String: LocalizedForm] = [:]
        for name in object.keys.sorted() {
            guard let child = object[name]?.members else {
                throw LocalizationError(path: path, message: "\(keyPath) › \(name) is not an object")
            }
            forms[name] = try form(child, path: path, keyPath: "\(keyPath) › \(name)")
        }
        return forms
    }

    private static func substitution(_ value: CatalogJSON?, path: String, keyPath: String) throws(LocalizationError) -> Substitution {
        guard let object = value?.members else { throw LocalizationError(path: path, message: "\(keyPath) is not an object") }
        guard case .plural(let forms) = try form(object, path: path, keyPath: keyPath) else {
            throw LocalizationError(path: path, message: "\(keyPath): a substitution must vary by plural")
        }
        guard forms[.other] != nil else { throw LocalizationError(path: path, message: "\(keyPath): missing plural form \"other\"") }
        var position: Int?
        if let argNum = object["argNum"] {
            // An argument's position, as a format specifier's `n$` would name it.
            guard let number = argNum.doubleValue, number == number.rounded(),
                  (1...Double(FormatSpecifier.maximumNumber)).contains(number) else {
                throw LocalizationError(path: path, message: "\(keyPath) › argNum: must be a whole number from 1 to \(FormatSpecifier.maximumNumber), not \(argNum.jsonText)")
            }
            position = Int(number)
        }
        return Substitution(position: position, valueType: object["formatSpecifier"]?.string, forms: forms)
    }
}

/// A String Catalog's top level: its `sourceLanguage` and, for each key of `strings` (sorted), its item.
///
/// Read in place from the file's bytes (`CatalogJSONScanner`): the top level and `strings` are checked and
/// indexed once, then each item is made into a tree when the reader asks for it and dropped after. Files
/// the strict scanner refuses are read by JSONSerialization, as all of them used to be.
private struct CatalogParts {
    let sourceLanguage: CatalogJSON?
    /// The keys of `strings`, sorted; nil when `strings` is missing or not an object.
    let keys: [String]?
    let item: (String) -> CatalogJSON?

    /// Nil when the scanner refuses the text (JSONSerialization then reads it).
    init?(scanning data: Data) {
        let scanned: Result<(CatalogJSON?, [String: Int]?), CatalogJSONScanner.Refused> = data.withUnsafeBytes { raw in
            Result { () throws(CatalogJSONScanner.Refused) in try Self.index(raw.bindMemory(to: UInt8.self)) }
        }
        guard case let .success((source, offsets)) = scanned else { return nil }
        sourceLanguage = source
        keys = offsets.map { $0.keys.sorted() }
        item = { key in
            guard let offset = offsets?[key] else { return nil }
            return data.withUnsafeBytes { raw in
                var scanner = CatalogJSONScanner(raw.bindMemory(to: UInt8.self), at: offset)
                return try? scanner.value()
            }
        }
    }

    init(foundation root: [String: Any]) {
        sourceLanguage = root["sourceLanguage"].flatMap { $0 as? String }.map(CatalogJSON.string)
        let strings = root["strings"] as? [String: Any]
        keys = strings?.keys.sorted()
        item = { key in strings?[key].flatMap { CatalogJSON(foundation: $0) } }
    }

    /// The top level's `sourceLanguage` and where each item of `strings` starts (the last of a repeated key);
    /// `strings` is nil when it is not an object. A top level that is not an object is refused.
    private static func index(_ bytes: UnsafeBufferPointer<UInt8>) throws(CatalogJSONScanner.Refused)
        -> (CatalogJSON?, [String: Int]?) {
        var scanner = CatalogJSONScanner(bytes)
        var source: CatalogJSON?
        var stringsAt: Int?
        try scanner.eachMember { (name, scanner: inout CatalogJSONScanner) throws(CatalogJSONScanner.Refused) in
            switch name {
            case "sourceLanguage": source = try scanner.value()
            case "strings":
                stringsAt = scanner.index
                try scanner.skipValue()
            default: try scanner.skipValue()
            }
        }
        try scanner.end()
        guard let stringsAt, bytes[stringsAt] == UInt8(ascii: "{") else { return (source, nil) }
        var strings = CatalogJSONScanner(bytes, at: stringsAt)
        var offsets: [String: Int] = [:]
        try strings.eachMember { (name, scanner: inout CatalogJSONScanner) throws(CatalogJSONScanner.Refused) in
            offsets[name] = scanner.index
            try scanner.skipValue()
        }
        return (source, offsets)
    }
}
