import Foundation

/// Reads JSON text into `JSON`, keeping each object's key order, so a report read back and written again
/// (`glossa merge`) gives the same bytes. Errors name the line and column.
package struct JSONReader {
    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    package static func read(_ data: [UInt8], file: String) throws(GlossaError) -> JSON {
        var reader = JSONReader(bytes: data)
        do throws(GlossaError) {
            let value = try reader.value()
            reader.skipSpace()
            if reader.index < data.count { throw reader.failure("unexpected text after the JSON value") }
            return value
        } catch {
            throw GlossaError("\(file):\(error.message)")
        }
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func failure(_ message: String) -> GlossaError {
        let before = bytes[..<min(index, bytes.count)]
        let line = before.reduce(1) { $1 == 10 ? $0 + 1 : $0 }
        let column = index - (before.lastIndex(of: 10).map { $0 + 1 } ?? 0) + 1
        return GlossaError("\(line):\(column): \(message)")
    }

    private mutating func skipSpace() {
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 32 || byte == 10 || byte == 13 || byte == 9
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
             UInt8(ascii: "e"), UInt8(ascii: "E"): true
        default: false
        }
    }

    private mutating func value() throws(GlossaError) -> JSON {
        skipSpace()
        guard index < bytes.count else { throw failure("unexpected end of file") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try nested { (reader: inout JSONReader) throws(GlossaError) in try reader.object() }
        case UInt8(ascii: "["): return try nested { (reader: inout JSONReader) throws(GlossaError) in try reader.array() }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        default: return .number(try number())
        }
    }

    private mutating func nested(_ body: (inout JSONReader) throws(GlossaError) -> JSON) throws(GlossaError) -> JSON {
        depth += 1
        defer { depth -= 1 }
        if depth > 64 { throw failure("nested more than 64 levels deep") }
        index += 1
        return try body(&self)
    }

    private mutating func object() throws(GlossaError) -> JSON {
        var members: [(String, JSON)] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object([]) }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a quoted member name") }
            let key = try string()
            try expect(":")
            members.append((key, try value()))
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            try expect("}")
            return .object(members)
        }
    }

    private mutating func array() throws(GlossaError) -> JSON {
        var values: [JSON] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array([]) }
        while true {
            values.append(try value())
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            try expect("]")
            return .array(values)
        }
    }

    private mutating func expect(_ character: Character) throws(GlossaError) {
        skipSpace()
        guard index < bytes.count, bytes[index] == character.asciiValue! else { throw failure("expected '\(character)'") }
        index += 1
    }

    private mutating func literal(_ word: String) throws(GlossaError) {
        let expected = Array(word.utf8)
        guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw failure("unexpected character")
        }
        index += expected.count
    }

    private mutating func number() throws(GlossaError) -> Double {
        let start = index
        while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
        let literal = String(decoding: bytes[start..<index], as: UTF8.self)
        guard index > start, let value = Double(literal) else {
            index = start
            throw failure("unexpected character")
        }
        guard value.isFinite, abs(value) <= Self.largestNumber else {
            index = start
            throw failure("the number \(literal) is beyond ±2^53 (9007199254740992), where JSON numbers stop being exact; no report holds one")
        }
        return value
    }

    /// Numbers beyond this are refused where they are written: every count and index a reader converts to
    /// an integer is then exact, and no conversion can trap.
    static let largestNumber = 9_007_199_254_740_992.0

    /// A string's text: its bytes as they are when it holds no escape (reading a report back, mostly), else its
    /// stretches and escaped scalars gathered as UTF-8 and decoded once.
    private mutating func string() throws(GlossaError) -> String {
        index += 1
        let start = index
        var escaped = false
        var text: [UInt8] = []
        var run = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                defer { index += 1 }
                guard escaped else { return String(decoding: bytes[start..<index], as: UTF8.self) }
                text.append(contentsOf: bytes[run..<index])
                return String(decoding: text, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                text.append(contentsOf: bytes[run..<index])
                index += 1
                let scalar = try escape()
                UTF8.encode(scalar) { text.append($0) }
                run = index
                continue
            }
            if byte < 0x20 { throw failure("control character in a string") }
            index += 1
        }
        throw failure("unterminated string")
    }

    private mutating func escape() throws(GlossaError) -> Unicode.Scalar {
        guard index < bytes.count else { throw failure("unterminated string") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "u"):
            var code = try hex4()
            if (0xD800..<0xDC00).contains(code), bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                index += 2
                let low = try hex4()
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            return Unicode.Scalar(code) ?? "\u{FFFD}"
        default: return Unicode.Scalar(byte)
        }
    }

    private mutating func hex4() throws(GlossaError) -> UInt32 {
        guard bytes.count - index >= 4, let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
            throw failure("bad \\u escape")
        }
        index += 4
        return code
    }
}

extension JSON {
    package subscript(_ key: String) -> JSON? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    package var stringValue: String? { if case let .string(text) = self { return text } else { return nil } }
    package var numberValue: Double? { if case let .number(value) = self { return value } else { return nil } }
    package var boolValue: Bool? { if case let .bool(flag) = self { return flag } else { return nil } }
    package var arrayValue: [JSON]? { if case let .array(values) = self { return values } else { return nil } }
}
