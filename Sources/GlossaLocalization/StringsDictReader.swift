import Foundation
import GlossaICU

/// Reads `.stringsdict` files (XML property lists) into catalog entries.
///
/// Foundation on Linux crashes when Bundle reads a stringsdict, so the property list is parsed
/// here and the rules applied with ICU. PropertyListSerialization reports the line of a syntax
/// error but not of a key, so structural errors carry the line of the entry's `<key>` as found
/// in the text, plus the key path inside the entry.
enum StringsDictReader {
    static let formatKey = "NSStringLocalizedFormatKey"
    static let specTypeKey = "NSStringFormatSpecTypeKey"
    static let valueTypeKey = "NSStringFormatValueTypeKey"
    static let pluralRule = "NSStringPluralRuleType"
    static let widthRule = "NSStringVariableWidthRuleType"
    static let deviceRule = "NSStringDeviceSpecificRuleType"

    static func read(_ data: Data, path: String) throws(LocalizationError) -> [String: LocalizedEntry] {
        let root = try propertyList(data, path: path)
        let lines = KeyElementLines(data)
        var entries: [String: LocalizedEntry] = [:]
        for key in root.keys.sorted() {
            let line = lines.line(of: key)
            let origin = line.map { "\(path):\($0)" } ?? path
            func fail(_ message: String) -> LocalizationError { LocalizationError(path: path, line: line, message: message) }
            guard let dict = root[key] as? [String: Any] else { throw fail("\"\(key)\" is not a dictionary") }
            entries[key] = try entry(key, dict, origin: origin, fail: fail)
        }
        return entries
    }

    private static func propertyList(_ data: Data, path: String) throws(LocalizationError) -> [String: Any] {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            let detail = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "not a property list"
            throw syntaxError(detail, path: path)
        }
        guard let root = object as? [String: Any] else {
            throw LocalizationError(path: path, message: "the root of a stringsdict must be a dictionary")
        }
        return root
    }

    /// "Encountered unknown tag strin on line 8" → path:8: Encountered unknown tag strin.
    private static func syntaxError(_ detail: String, path: String) -> LocalizationError {
        guard let range = detail.range(of: " on line "), let line = Int(detail[range.upperBound...].prefix { $0.isNumber }) else {
            return LocalizationError(path: path, message: detail)
        }
        return LocalizationError(path: path, line: line, message: String(detail[..<range.lowerBound]))
    }

    private static func entry(
        _ key: String, _ dict: [String: Any], origin: String, fail: (String) -> LocalizationError
    ) throws(LocalizationError) -> LocalizedEntry {
        if let widths = dict[widthRule] {
            let forms = try variants(widths, path: "\"\(key)\" › \(widthRule)", fail: fail)
            var byWidth: [Int: LocalizedForm] = [:]
            for (name, form) in forms {
                guard let width = Int(name) else { throw fail("\"\(key)\" › \(widthRule) › \"\(name)\" is not a width number") }
                byWidth[width] = form
            }
            return LocalizedEntry(form: .width(byWidth), origin: origin)
        }
        if let devices = dict[deviceRule] {
            let forms = try variants(devices, path: "\"\(key)\" › \(deviceRule)", fail: fail)
            return LocalizedEntry(form: .device(forms), origin: origin)
        }
        guard let format = dict[formatKey] as? String else { throw fail("\"\(key)\": missing \(formatKey)") }
        var substitutions: [String: Substitution] = [:]
        for name in dict.keys.sorted() where name != formatKey {
            guard let variable = dict[name] as? [String: Any] else { throw fail("\"\(key)\" › \(name) is not a dictionary") }
            substitutions[name] = try substitution(variable, path: "\"\(key)\" › \(name)", fail: fail)
        }
        return LocalizedEntry(form: .text(format, state: nil), substitutions: substitutions, origin: origin)
    }

    /// A rule dictionary whose values are all strings (width or device variants).
    private static func variants(
        _ value: Any, path: String, fail: (String) -> LocalizationError
    ) throws(LocalizationError) -> [String: LocalizedForm] {
        guard let dict = value as? [String: Any] else { throw fail("\(path) is not a dictionary") }
        var forms: [String: LocalizedForm] = [:]
        for (name, variant) in dict {
            guard let text = variant as? String else { throw fail("\(path) › \"\(name)\" is not a string") }
            forms[name] = .text(text, state: nil)
        }
        return forms
    }

    private static func substitution(
        _ variable: [String: Any], path: String, fail: (String) -> LocalizationError
    ) throws(LocalizationError) -> Substitution {
        guard let specType = variable[specTypeKey] as? String else { throw fail("\(path): missing \(specTypeKey)") }
        guard specType == pluralRule else {
            throw fail("\(path): unsupported \(specTypeKey) \(specType) (expected \(pluralRule))")
        }
        var forms: [PluralCategory: LocalizedForm] = [:]
        for name in variable.keys.sorted() where name != specTypeKey && name != valueTypeKey {
            guard let category = PluralCategory(rawValue: name) else {
                throw fail("\(path): unknown plural category \"\(name)\" (expected zero, one, two, few, many or other)")
            }
            guard let text = variable[name] as? String else { throw fail("\(path) › \(name) is not a string") }
            forms[category] = .text(text, state: nil)
        }
        guard forms[.other] != nil else { throw fail("\(path): missing required key \"other\"") }
        return Substitution(position: nil, valueType: variable[valueTypeKey] as? String, forms: forms)
    }
}

/// The line of the first `<key>` element spelling each name in a property list, found in one pass.
///
/// Messages name the line of an entry's key. Searching the text once per entry made reading a
/// stringsdict quadratic in its size (5,000 keys took minutes); one scan indexes every `<key>` instead.
struct KeyElementLines {
    private var lines: [String: Int] = [:]

    init(_ data: Data) {
        let open = Array("<key>".utf8), close = Array("</key>".utf8)
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            var line = 1, index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\n") {
                    line += 1
                } else if byte == UInt8(ascii: "<"), Self.matches(open, in: bytes, at: index) {
                    let start = index + open.count
                    var end = start
                    while end < bytes.count && bytes[end] != UInt8(ascii: "<") { end += 1 }
                    if Self.matches(close, in: bytes, at: end) {
                        let spelled = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                        if lines[spelled] == nil { lines[spelled] = line }
                    }
                    // The name's own line ends, if any, are counted as the scan goes on from its start.
                    index = start
                    continue
                }
                index += 1
            }
        }
    }

    /// The line of the first `<key>` whose text is `key` as a property list escapes it; nil when none is
    /// spelt that way (a name written with character references or CDATA).
    func line(of key: String) -> Int? {
        let escaped = key.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
        return lines[escaped]
    }

    private static func matches(_ pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index + pattern.count <= bytes.count else { return false }
        for offset in pattern.indices where bytes[index + offset] != pattern[offset] { return false }
        return true
    }
}
