import Foundation

/// Decodes a `.strings` file's bytes the way Xcode and CFPropertyList accept them.
///
/// Apple's tools write UTF-16 (with a byte order mark) as often as UTF-8, and older files are
/// UTF-16 without a mark; zero bytes in the first pair give away the byte order, since the text
/// of a strings file starts with ASCII (a quote, a comment or whitespace).
enum TextDecoding {
    static func decode(_ data: Data, path: String) throws(LocalizationError) -> String {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return try utf8(Array(bytes.dropFirst(3)), path: path) }
        if bytes.starts(with: [0xFE, 0xFF]) { return try utf16(Array(bytes.dropFirst(2)), bigEndian: true, path: path) }
        if bytes.starts(with: [0xFF, 0xFE]) { return try utf16(Array(bytes.dropFirst(2)), bigEndian: false, path: path) }
        if bytes.count >= 2, bytes.count % 2 == 0 {
            if bytes[0] == 0, bytes[1] != 0 { return try utf16(bytes, bigEndian: true, path: path) }
            if bytes[0] != 0, bytes[1] == 0 { return try utf16(bytes, bigEndian: false, path: path) }
        }
        return try utf8(bytes, path: path)
    }

    private static func utf8(_ bytes: [UInt8], path: String) throws(LocalizationError) -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw LocalizationError(path: path, line: line(ofFirstInvalidUTF8In: bytes), message: "not valid UTF-8 or UTF-16 text")
        }
        return text
    }

    private static func utf16(_ bytes: [UInt8], bigEndian: Bool, path: String) throws(LocalizationError) -> String {
        guard bytes.count % 2 == 0 else {
            throw LocalizationError(path: path, message: "UTF-16 text with an odd number of bytes")
        }
        let units = stride(from: 0, to: bytes.count, by: 2).map { (index: Int) -> UInt16 in
            let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            return UInt16(high) << 8 | UInt16(low)
        }
        guard let text = String(validating: units, as: UTF16.self) else {
            throw LocalizationError(path: path, message: "not valid UTF-16 text (unpaired surrogate)")
        }
        return text
    }

    /// The 1-based line holding the first byte that breaks UTF-8, so the message points at it.
    private static func line(ofFirstInvalidUTF8In bytes: [UInt8]) -> Int {
        var line = 1
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            if String(validating: bytes[start...index], as: UTF8.self) == nil { return line }
            line += 1
            start = index + 1
        }
        return line
    }
}
