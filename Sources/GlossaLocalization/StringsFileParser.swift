import Foundation

/// The key-value pairs of one `.strings` file, with where each key was defined.
///
/// A key defined twice keeps its last value, as CFPropertyList does when it loads the file;
/// the repeat is kept in `duplicates` so the caller can report it, because the first value is
/// usually the one a translator meant to change.
struct StringsTable: Sendable {
    var values: [String: String] = [:]
    var lines: [String: Int] = [:]
    /// "path:line: duplicate key …" for every repeated definition, in file order.
    var duplicates: [String] = []
    /// Where a `;` stood where a key should start: CoreFoundation's parser ends the table there, and the
    /// entries after it (`lostEntries`, as far as they read) are never loaded.
    var endedEarly: (line: Int, column: Int, lostEntries: Int)?
}

/// Reads the old-style property list subset that `.strings` files use.
///
/// Handles quoted and unquoted keys, `key;` (value equals key), `//` and `/* */` comments, an
/// optional outer `{ … }`, and the escapes CFPropertyList knows: \n \t \r \" \' \\ \a \b \f \v,
/// \Uxxxx and \uxxxx (surrogate pairs combine) and octal \ooo.
struct StringsFileParser {
    private let scalars: [Unicode.Scalar]
    private let path: String
    private var index = 0
    private var line = 1
    /// Index of the first scalar of the current line, for columns.
    private var lineStart = 0

    static func parse(_ data: Data, path: String) throws(LocalizationError) -> StringsTable {
        var parser = StringsFileParser(text: try TextDecoding.decode(data, path: path), path: path)
        return try parser.table()
    }

    init(text: String, path: String) {
        scalars = Array(text.unicodeScalars)
        self.path = path
    }

    mutating func table() throws(LocalizationError) -> StringsTable {
        var table = StringsTable()
        try skipTrivia()
        let braced = peek == "{"
        if braced { advance(); try skipTrivia() }
        while let next = peek, !(braced && next == "}") {
            if next == ";" && !braced {
                // `"a" = "b";;`: CoreFoundation reads no key at a `;` and ends the table there, silently.
                let place = position
                advance()
                table.endedEarly = (place.line, place.column, lostEntries())
                return table
            }
            let keyLine = line
            let key = try token(expecting: "a key")
            // A missing '=' or ';' is reported where the key or value ended, not at the next line's text.
            var end = position
            try skipTrivia()
            var value = key
            if peek != ";" {
                guard peek == "=" else { throw error("expected '=' after key \"\(key)\"", at: end) }
                advance()
                try skipTrivia()
                value = try token(expecting: "a value for key \"\(key)\"")
                end = position
                try skipTrivia()
            }
            guard peek == ";" else { throw error("expected ';' after the value of key \"\(key)\"", at: end) }
            advance()
            if let first = table.lines[key] {
                table.duplicates.append("\(path):\(keyLine): duplicate key \"\(key)\" (first defined on line \(first)); the last value is used")
            } else {
                table.lines[key] = keyLine
            }
            table.values[key] = value
            try skipTrivia()
        }
        if braced {
            guard peek == "}" else { throw error("missing '}' at the end of the file") }
            advance()
            try skipTrivia()
            if peek != nil { throw error("unexpected text after '}'") }
        }
        return table
    }

    /// How many entries follow, read as far as they parse (more stray `;` passed over): what a table that ended
    /// early never loads.
    private mutating func lostEntries() -> Int {
        var count = 0
        while true {
            do throws(LocalizationError) {
                try skipTrivia()
                while peek == ";" {
                    advance()
                    try skipTrivia()
                }
                guard peek != nil else { return count }
                let key = try token(expecting: "a key")
                try skipTrivia()
                if peek == "=" {
                    advance()
                    try skipTrivia()
                    _ = try token(expecting: "a value for key \"\(key)\"")
                    try skipTrivia()
                }
                guard peek == ";" else { return count + 1 }
                advance()
                count += 1
            } catch {
                return count
            }
        }
    }

    var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func peek(at offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    mutating func advance() {
        if scalars[index] == "\n" {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    /// Line and column (1-based, in Unicode scalars) of the next scalar.
    var position: (line: Int, column: Int) { (line, index - lineStart + 1) }

    func error(_ message: String, at place: (line: Int, column: Int)? = nil) -> LocalizationError {
        let place = place ?? position
        return LocalizationError(path: path, line: place.line, column: place.column, message: message)
    }

    /// Skips whitespace and comments; an unterminated block comment is reported at its start.
    mutating func skipTrivia() throws(LocalizationError) {
        while let scalar = peek {
            if Self.isSpace(scalar) {
                advance()
            } else if scalar == "/", peek(at: 1) == "/" {
                while let next = peek, next != "\n" { advance() }
            } else if scalar == "/", peek(at: 1) == "*" {
                let start = position
                advance(); advance()
                while peek != nil, !(peek == "*" && peek(at: 1) == "/") { advance() }
                guard peek != nil else { throw error("unterminated comment", at: start) }
                advance(); advance()
            } else {
                return
            }
        }
    }

    mutating func token(expecting what: String) throws(LocalizationError) -> String {
        guard let scalar = peek else { throw error("expected \(what) before the end of the file") }
        if scalar == "\"" || scalar == "'" { return try quoted() }
        guard Self.isUnquoted(scalar) else { throw error("unexpected '\(scalar)' where \(what) was expected") }
        var text = String.UnicodeScalarView()
        while let next = peek, Self.isUnquoted(next) {
            text.append(next)
            advance()
        }
        return String(text)
    }

    /// Unicode's White_Space and the byte order mark; ASCII decided by value, the rest by Unicode's tables.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) }
        return scalar.properties.isWhitespace || scalar == "\u{FEFF}"
    }

    /// ASCII letters and digits and `_$+/:.-`, decided by value (Unicode's property tables cost a tenth of reading a
    /// 1 MB project file).
    private static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x61...0x7A, 0x41...0x5A, 0x30...0x39, 0x5F, 0x24, 0x2B, 0x2F, 0x3A, 0x2E, 0x2D: return true
        default: return false
        }
    }

    private mutating func quoted() throws(LocalizationError) -> String {
        let start = position
        let quote = scalars[index]
        advance()
        var units: [UInt16] = []
        while let scalar = peek, scalar != quote {
            advance()
            if scalar == "\\" {
                guard peek != nil else { break }
                try escape(into: &units)
            } else if scalar.value < 0x10000 {
                units.append(UInt16(scalar.value))
            } else {
                units.append(contentsOf: UTF16.encode(scalar)!)
            }
        }
        guard peek == quote else { throw error("unterminated string", at: start) }
        advance()
        return String(decoding: units, as: UTF16.self)
    }

    /// Appends the UTF-16 of one escape; \U escapes stay UTF-16 units so that pairs combine.
    private mutating func escape(into units: inout [UInt16]) throws(LocalizationError) {
        let scalar = scalars[index]
        advance()
        switch scalar {
        case "n": units.append(0x0A)
        case "t": units.append(0x09)
        case "r": units.append(0x0D)
        case "a": units.append(0x07)
        case "b": units.append(0x08)
        case "f": units.append(0x0C)
        case "v": units.append(0x0B)
        case "U", "u": units.append(try hexEscape(scalar))
        case "0"..."7": units.append(octalEscape(first: scalar))
        default: units.append(contentsOf: Character(scalar).utf16)
        }
    }

    private mutating func hexEscape(_ letter: Unicode.Scalar) throws(LocalizationError) -> UInt16 {
        var value: UInt16 = 0
        var digits = 0
        while digits < 4, let next = peek, next.isASCII, let digit = UInt16(String(next), radix: 16) {
            value = value << 4 | digit
            digits += 1
            advance()
        }
        guard digits > 0 else { throw error("\\\(letter) must be followed by hexadecimal digits") }
        return value
    }

    private mutating func octalEscape(first: Unicode.Scalar) -> UInt16 {
        var value = UInt16(first.value - 0x30)
        var digits = 1
        while digits < 3, let next = peek, ("0"..."7").contains(next) {
            value = value << 3 | UInt16(next.value - 0x30)
            digits += 1
            advance()
        }
        return value
    }
}

/// A value of an old-style (OpenStep) property list, the format of `project.pbxproj`: the grammar of a
/// `.strings` file, plus `( … )` arrays, `{ … }` dictionaries and `< … >` data.
public indirect enum PropertyList: Sendable, Equatable {
    case string(String)
    case array([PropertyList])
    /// Keys in file order; a repeated key keeps its last value, as CoreFoundation does.
    case dictionary([String: PropertyList])
    case data([UInt8])

    public var string: String? {
        if case let .string(value) = self { return value }
        return nil
    }

    public var array: [PropertyList]? {
        if case let .array(values) = self { return values }
        return nil
    }

    public var dictionary: [String: PropertyList]? {
        if case let .dictionary(values) = self { return values }
        return nil
    }

    public subscript(key: String) -> PropertyList? { dictionary?[key] }

    /// Reads an old-style property list (one value, then nothing but comments and white space). Errors carry
    /// the file's path, line and column.
    public static func read(_ data: Data, path: String) throws(LocalizationError) -> PropertyList {
        var parser = StringsFileParser(text: try TextDecoding.decode(data, path: path), path: path)
        return try parser.propertyList()
    }
}

extension StringsFileParser {
    /// The whole text as one property list value.
    mutating func propertyList() throws(LocalizationError) -> PropertyList {
        try skipTrivia()
        let value = try object(expecting: "a value")
        try skipTrivia()
        if let extra = peek { throw error("unexpected '\(extra)' after the property list") }
        return value
    }

    private mutating func object(expecting what: String, depth: Int = 0) throws(LocalizationError) -> PropertyList {
        // Nesting this deep is no project file: refuse it rather than exhaust the stack.
        guard depth < 256 else { throw error("property list nested more than 256 levels deep") }
        switch peek {
        case "{":
            advance()
            var values: [String: PropertyList] = [:]
            try skipTrivia()
            while peek != "}" {
                guard peek != nil else { throw error("missing '}' before the end of the file") }
                let key = try token(expecting: "a key")
                let end = position
                try skipTrivia()
                guard peek == "=" else { throw error("expected '=' after key \"\(key)\"", at: end) }
                advance()
                try skipTrivia()
                values[key] = try object(expecting: "a value for key \"\(key)\"", depth: depth + 1)
                let valueEnd = position
                try skipTrivia()
                guard peek == ";" else { throw error("expected ';' after the value of key \"\(key)\"", at: valueEnd) }
                advance()
                try skipTrivia()
            }
            advance()
            return .dictionary(values)
        case "(":
            advance()
            var values: [PropertyList] = []
            try skipTrivia()
            while peek != ")" {
                guard peek != nil else { throw error("missing ')' before the end of the file") }
                values.append(try object(expecting: "an array element", depth: depth + 1))
                try skipTrivia()
                if peek == "," {
                    advance()
                    try skipTrivia()
                } else if peek != ")" {
                    throw error("expected ',' or ')' in an array")
                }
            }
            advance()
            return .array(values)
        case "<":
            advance()
            var bytes: [UInt8] = []
            var high: UInt8?
            while let scalar = peek, scalar != ">" {
                advance()
                if Self.isSpace(scalar) { continue }
                guard scalar.isASCII, let digit = UInt8(String(scalar), radix: 16) else { throw error("'\(scalar)' in data is not hexadecimal") }
                if let first = high {
                    bytes.append(first << 4 | digit)
                    high = nil
                } else {
                    high = digit
                }
            }
            guard peek == ">" else { throw error("missing '>' at the end of data") }
            advance()
            return .data(bytes)
        default:
            return .string(try token(expecting: what))
        }
    }
}
