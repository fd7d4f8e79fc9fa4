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
        write(to: &output, indent: indent, level: level)
        return output
    }

    /// Compact text that keeps every number exactly (not rounded): what a run spills to disk and reads back.
    package var exactText: String {
        var bytes: [UInt8] = []
        writeExact(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `exactText` as UTF-8, written byte by byte (a run spills every screen this way: appending to a string
    /// checks its storage at every piece). The one place of the exact form's rules.
    package func writeExact(to output: inout [UInt8]) {
        switch self {
        case let .object(members):
            output.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                JSON.quote(key, to: &output)
                output.append(UInt8(ascii: ":"))
                value.writeExact(to: &output)
            }
            output.append(UInt8(ascii: "}"))
        case let .array(values):
            output.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                value.writeExact(to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case let .string(text): JSON.quote(text, to: &output)
        case let .number(value): output.append(contentsOf: (value.isFinite ? "\(value)" : "null").utf8)
        case let .bool(flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null: output.append(contentsOf: "null".utf8)
        }
    }

    /// `quote(_:to:)` into UTF-8 bytes.
    static func quote(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            for index in bytes.indices {
                let byte = bytes[index]
                guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 else { continue }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                switch byte {
                case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
                case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
                case UInt8(ascii: "\n"): output.append(contentsOf: #"\n"#.utf8)
                case UInt8(ascii: "\r"): output.append(contentsOf: #"\r"#.utf8)
                case UInt8(ascii: "\t"): output.append(contentsOf: #"\t"#.utf8)
                default:
                    let hex = String(byte, radix: 16)
                    output.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
                }
                start = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
        output.append(UInt8(ascii: "\""))
    }

    private func write(to output: inout String, indent: Int, level: Int) {
        switch self {
        case let .object(members):
            JSON.writeObject(members, to: &output, indent: indent, level: level) { value, output in
                value.write(to: &output, indent: indent, level: level + 1)
            }
        case let .array(values):
            guard !values.isEmpty else { output += "[]"; return }
            let newline = indent > 0 ? "\n" : ""
            let pad = String(repeating: " ", count: indent * (level + 1))
            output += "[" + newline
            for (index, value) in values.enumerated() {
                output += pad
                value.write(to: &output, indent: indent, level: level + 1)
                output += (index < values.count - 1 ? "," : "") + newline
            }
            output += String(repeating: " ", count: indent * level) + "]"
        case let .string(text): JSON.quote(text, to: &output)
        case let .number(value): output += JSON.format(value)
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
            case let .value(value): value.write(to: &output, indent: indent, level: level + 1)
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

    /// Appends `text` quoted (as `quote(_:to:)` into bytes does: one rule for every report and every spilled screen).
    static func quote(_ text: String, to output: inout String) {
        var scanned = text
        if !scanned.withUTF8({ $0.contains { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 } }) {
            output += "\""
            output += text
            output += "\""
            return
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        quote(text, to: &bytes)
        output += String(decoding: bytes, as: UTF8.self)
    }
}
