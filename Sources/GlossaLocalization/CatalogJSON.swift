import Foundation

/// A JSON value as a String Catalog reader needs it: small trees, one key's worth at a time.
///
/// Objects keep their members in file order; `member(_:)` answers with the last of duplicated
/// names, as JSONSerialization does. Numbers keep their text, converted as NSNumber would be.
indirect enum CatalogJSON {
    case string(String)
    case number(String)
    case bool(Bool)
    case null
    case array([CatalogJSON])
    case object([(name: String, value: CatalogJSON)])

    /// The member called `name` (the last one, if the name repeats).
    func member(_ name: String) -> CatalogJSON? {
        guard case let .object(members) = self else { return nil }
        return members.last { $0.name == name }?.value
    }

    /// The members by name (the last of a repeated name), for reading in sorted name order.
    var members: [String: CatalogJSON]? {
        guard case let .object(list) = self else { return nil }
        var byName: [String: CatalogJSON] = [:]
        for (name, value) in list { byName[name] = value }
        return byName
    }

    var string: String? {
        if case let .string(text) = self { return text }
        return nil
    }

    /// What `value as? Bool` gives for a JSONSerialization value: true and false, and the numbers 0 and 1.
    var bool: Bool? {
        switch self {
        case let .bool(value): return value
        case let .number(text):
            guard let value = Double(text) else { return nil }
            return value == 0 ? false : value == 1 ? true : nil
        default: return nil
        }
    }

    /// What `(value as? NSNumber)?.intValue` gives for a JSONSerialization value.
    var intValue: Int? {
        switch self {
        case let .bool(value): return value ? 1 : 0
        case let .number(text):
            if let exact = Int(text) { return exact }
            guard let value = Double(text) else { return nil }
            return NSNumber(value: value).intValue
        default: return nil
        }
    }

    /// A JSONSerialization value as a tree: the fallback for files the strict scanner refuses.
    init?(foundation value: Any) {
        switch value {
        case let text as String: self = .string(text)
        case let flag as Bool: self = .bool(flag)  // also 0 and 1, which read the same either way
        case let number as NSNumber: self = .number(number.stringValue)
        case is NSNull: self = .null
        case let list as [Any]:
            var items: [CatalogJSON] = []
            for item in list {
                guard let converted = CatalogJSON(foundation: item) else { return nil }
                items.append(converted)
            }
            self = .array(items)
        case let object as [String: Any]:
            var members: [(name: String, value: CatalogJSON)] = []
            for (name, item) in object {
                guard let converted = CatalogJSON(foundation: item) else { return nil }
                members.append((name, converted))
            }
            self = .object(members)
        default: return nil
        }
    }
}

/// Reads strict JSON (RFC 8259) from bytes: skipping values to find where they are, and building small
/// `CatalogJSON` trees of the ones asked for.
///
/// A String Catalog can hold hundreds of thousands of keys. JSONSerialization turns the whole file into
/// Foundation objects first, about 55 times the file's size; this reads it in place, so memory holds the
/// file and one key's tree at a time. Anything it refuses (trailing commas, a byte order mark, a bad
/// escape) sends the caller back to JSONSerialization, which decides and words the error.
struct CatalogJSONScanner {
    struct Refused: Error {}

    let bytes: UnsafeBufferPointer<UInt8>
    var index: Int
    private var depth = 0
    /// Deeper nesting than this is refused (JSONSerialization then has the last word).
    private static let maximumDepth = 512

    init(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int = 0) {
        self.bytes = bytes
        self.index = index
    }

    /// Calls `body` with each member's name, the scanner standing at the member's value; `body` must
    /// consume the value (`skipValue` or `value`).
    mutating func eachMember(_ body: (String, inout CatalogJSONScanner) throws(Refused) -> Void) throws(Refused) {
        try expect(UInt8(ascii: "{"))
        skipSpace()
        if try peek() == UInt8(ascii: "}") { index += 1; return }
        while true {
            skipSpace()
            let name = try string()
            skipSpace()
            try expect(UInt8(ascii: ":"))
            skipSpace()
            try body(name, &self)
            skipSpace()
            let next = try peek()
            index += 1
            if next == UInt8(ascii: "}") { return }
            guard next == UInt8(ascii: ",") else { throw Refused() }
        }
    }

    /// The value at the scanner, as a tree.
    mutating func value() throws(Refused) -> CatalogJSON {
        skipSpace()
        switch try peek() {
        case UInt8(ascii: "{"):
            var members: [(name: String, value: CatalogJSON)] = []
            try nested { (scanner: inout CatalogJSONScanner) throws(Refused) in
                try scanner.eachMember { (name, scanner: inout CatalogJSONScanner) throws(Refused) in
                    members.append((name, try scanner.value()))
                }
            }
            return .object(members)
        case UInt8(ascii: "["):
            var items: [CatalogJSON] = []
            try nested { (scanner: inout CatalogJSONScanner) throws(Refused) in
                try scanner.eachItem { (scanner: inout CatalogJSONScanner) throws(Refused) in items.append(try scanner.value()) }
            }
            return .array(items)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        default: return .number(try number())
        }
    }

    /// Steps over the value at the scanner, checking its syntax.
    mutating func skipValue() throws(Refused) {
        skipSpace()
        switch try peek() {
        case UInt8(ascii: "{"):
            try nested { (scanner: inout CatalogJSONScanner) throws(Refused) in
                try scanner.eachMember { (_, scanner: inout CatalogJSONScanner) throws(Refused) in try scanner.skipValue() }
            }
        case UInt8(ascii: "["):
            try nested { (scanner: inout CatalogJSONScanner) throws(Refused) in
                try scanner.eachItem { (scanner: inout CatalogJSONScanner) throws(Refused) in try scanner.skipValue() }
            }
        case UInt8(ascii: "\""): _ = try string(keeping: false)
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default: _ = try number()
        }
    }

    /// Checks that nothing but white space follows.
    mutating func end() throws(Refused) {
        skipSpace()
        if index != bytes.count { throw Refused() }
    }

    private mutating func eachItem(_ body: (inout CatalogJSONScanner) throws(Refused) -> Void) throws(Refused) {
        try expect(UInt8(ascii: "["))
        skipSpace()
        if try peek() == UInt8(ascii: "]") { index += 1; return }
        while true {
            try body(&self)
            skipSpace()
            let next = try peek()
            index += 1
            if next == UInt8(ascii: "]") { return }
            guard next == UInt8(ascii: ",") else { throw Refused() }
        }
    }

    private mutating func nested(_ body: (inout CatalogJSONScanner) throws(Refused) -> Void) throws(Refused) {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw Refused() }
        try body(&self)
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 32 || byte == 10 || byte == 13 || byte == 9 else { return }
            index += 1
        }
    }

    private func peek() throws(Refused) -> UInt8 {
        guard index < bytes.count else { throw Refused() }
        return bytes[index]
    }

    private mutating func expect(_ byte: UInt8) throws(Refused) {
        guard try peek() == byte else { throw Refused() }
        index += 1
    }

    private mutating func literal(_ word: StaticString) throws(Refused) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw Refused() }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { throw Refused() }
        index += count
    }

    /// A number's text, checked against JSON's grammar.
    private mutating func number() throws(Refused) -> String {
        let start = index
        if index < bytes.count && bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, Self.isDigit(bytes[index]) else { throw Refused() }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while index < bytes.count && Self.isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            try digits()
        }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
            try digits()
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    private mutating func digits() throws(Refused) {
        guard index < bytes.count, Self.isDigit(bytes[index]) else { throw Refused() }
        while index < bytes.count && Self.isDigit(bytes[index]) { index += 1 }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// A string's decoded text (nil when `keeping` is false); invalid UTF-8, control characters and bad
    /// or unpaired escapes are refused.
    private mutating func string(keeping: Bool = true) throws(Refused) -> String {
        try expect(UInt8(ascii: "\""))
        let start = index
        while true {
            let byte = try peek()
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return try escapedString(from: start, keeping: keeping) }
            index += 1
        }
        let raw = UnsafeBufferPointer(rebasing: bytes[start..<index])
        index += 1
        guard let text = String(validating: raw, as: UTF8.self) else { throw Refused() }
        return keeping ? text : ""
    }

    /// The rest of a string that holds escapes, from its first byte at `start`.
    private mutating func escapedString(from start: Int, keeping: Bool) throws(Refused) -> String {
        var units: [UInt8] = Array(bytes[start..<index])
        while true {
            let byte = try peek()
            index += 1
            if byte == UInt8(ascii: "\"") { break }
            guard byte >= 0x20 else { throw Refused() }
            guard byte == UInt8(ascii: "\\") else { units.append(byte); continue }
            let escape = try peek()
            index += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): units.append(escape)
            case UInt8(ascii: "b"): units.append(8)
            case UInt8(ascii: "f"): units.append(12)
            case UInt8(ascii: "n"): units.append(10)
            case UInt8(ascii: "r"): units.append(13)
            case UInt8(ascii: "t"): units.append(9)
            case UInt8(ascii: "u"): units.append(contentsOf: String(try escapedScalar()).utf8)
            default: throw Refused()
            }
        }
        guard let text = String(validating: units, as: UTF8.self) else { throw Refused() }
        return keeping ? text : ""
    }

    /// The scalar of `XXXX` after `\u` (a surrogate pair takes two escapes); lone surrogates are refused.
    private mutating func escapedScalar() throws(Refused) -> Unicode.Scalar {
        let high = try hexQuad()
        if high >= 0xD800 && high < 0xDC00 {
            try literal("\\u")
            let low = try hexQuad()
            guard low >= 0xDC00 && low < 0xE000 else { throw Refused() }
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
        }
        guard let scalar = Unicode.Scalar(high) else { throw Refused() }
        return scalar
    }

    private mutating func hexQuad() throws(Refused) -> UInt32 {
        guard index + 4 <= bytes.count else { throw Refused() }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw Refused()
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }
}

extension CatalogJSON {
    /// What `(value as? NSNumber)?.doubleValue` gives for a JSONSerialization value (true is 1, as NSNumber has it).
    var doubleValue: Double? {
        switch self {
        case let .bool(value): return value ? 1 : 0
        case let .number(text): return Double(text)
        default: return nil
        }
    }

    /// The value as a message quotes it: a number or a boolean as written, a string as itself, else its kind.
    var jsonText: String {
        switch self {
        case let .string(text): return text
        case let .number(text): return text
        case let .bool(value): return value ? "true" : "false"
        case .null: return "null"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
