/// A JSON value whose objects keep their key order, printed the same way on every run.
public enum JSON: Sendable {
    case object([(String, JSON)])
    case array([JSON])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// A length in points. Every number is printed rounded to thousandths (see `format`): finer detail
    /// is noise and would make output differ across floating-point paths.
    public static func points(_ value: Double) -> JSON { .number(value) }

    /// The value as text; `level` is its nesting depth when it is printed inside a larger document.
    public func serialized(indent: Int = 0, level: Int = 0) -> String {
        var output = ""
        write(to: &output, indent: indent, level: level, exact: false)
        return output
    }

    /// Compact text that keeps every number exactly (not rounded): what a run spills to disk and reads back.
    var exactText: String {
        var output = ""
        write(to: &output, indent: 0, level: 0, exact: true)
        return output
    }

    private func write(to output: inout String, indent: Int, level: Int, exact: Bool) {
        switch self {
        case let .object(members):
            JSON.writeObject(members, to: &output, indent: indent, level: level) { value, output in
                value.write(to: &output, indent: indent, level: level + 1, exact: exact)
            }
        case let .array(values):
            guard !values.isEmpty else { output += "[]"; return }
            let newline = indent > 0 ? "\n" : ""
            let pad = String(repeating: " ", count: indent * (level + 1))
            output += "[" + newline
            for (index, value) in values.enumerated() {
                output += pad
                value.write(to: &output, indent: indent, level: level + 1, exact: exact)
                output += (index < values.count - 1 ? "," : "") + newline
            }
            output += String(repeating: " ", count: indent * level) + "]"
        case let .string(text): JSON.quote(text, to: &output)
        case let .number(value): output += !exact ? JSON.format(value) : value.isFinite ? "\(value)" : "null"
        case let .bool(flag): output += flag ? "true" : "false"
        case .null: output += "null"
        }
    }

    /// A member of an object being printed: a value, or its text already printed for its place in the document
    /// (indentation and nesting level included), such as a screen's views printed when the screen finished.
    enum PrintedMember {
        case value(JSON)
        case text(String)
    }

    /// An object as `serialized(indent:level:)` prints it, with some members' values already printed.
    static func objectText(_ members: [(String, PrintedMember)], indent: Int, level: Int) -> String {
        var output = ""
        writeObject(members, to: &output, indent: indent, level: level) { member, output in
            switch member {
            case let .value(value): value.write(to: &output, indent: indent, level: level + 1, exact: false)
            case let .text(text): output += text
            }
        }
        return output
    }

    private static func writeObject<Value>(_ members: [(String, Value)], to output: inout String, indent: Int, level: Int,
                                           _ writeValue: (Value, inout String) -> Void) {
        guard !members.isEmpty else { output += "{}"; return }
        let newline = indent > 0 ? "\n" : ""
        let pad = String(repeating: " ", count: indent * (level + 1))
        output += "{" + newline
        for (index, (key, value)) in members.enumerated() {
            output += pad
            quote(key, to: &output)
            output += indent > 0 ? ": " : ":"
            writeValue(value, &output)
            output += (index < members.count - 1 ? "," : "") + newline
        }
        output += String(repeating: " ", count: indent * level) + "}"
    }

    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let rounded = JSON.rounded(value)
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// A number as report files hold it (to a thousandth): what a reader of report.json computes from.
    public static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

    public static func quote(_ text: String) -> String {
        var output = ""
        quote(text, to: &output)
        return output
    }

    /// Appends `text` quoted: each stretch with nothing to escape is appended whole, not a scalar at a time. The
    /// characters escaped are ASCII, so stretches are cut between scalars, though not always between characters
    /// (a quote followed by a combining mark), hence the byte slices rather than the string's own.
    static func quote(_ text: String, to output: inout String) {
        output += "\""
        let bytes = text.utf8
        var start = bytes.startIndex
        var index = start
        while index != bytes.endIndex {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 else {
                bytes.formIndex(after: &index)
                continue
            }
            output += Substring(bytes[start..<index])
            switch byte {
            case UInt8(ascii: "\""): output += "\\\""
            case UInt8(ascii: "\\"): output += "\\\\"
            case UInt8(ascii: "\n"): output += "\\n"
            case UInt8(ascii: "\r"): output += "\\r"
            case UInt8(ascii: "\t"): output += "\\t"
            default:
                let hex = String(byte, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
            bytes.formIndex(after: &index)
            start = index
        }
        output += Substring(bytes[start..<index])
        output += "\""
    }
}
