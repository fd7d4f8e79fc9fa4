import Foundation

/// An XLIFF 1.2 document as written: its `<file>` elements and `<trans-unit>`s with the byte ranges of their
/// tags, so a reader can name lines and an editor can change some attributes and leave every other byte alone.
///
/// Only what translation files hold is understood: elements, attributes, text, comments, CDATA, processing
/// instructions and a DOCTYPE. Malformed markup is an error naming its line.
public struct XLIFFDocument: Sendable {
    public struct Attribute: Sendable {
        public let name: String
        public let value: String
        /// Bytes of the value between its quotes.
        public let valueRange: Range<Int>
    }

    /// A `<file>`: its attributes (`original`, `source-language`, `target-language`) and units.
    public struct File: Sendable {
        public let attributes: [Attribute]
        public let line: Int
        public var units: [Unit] = []

        public func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
    }

    /// A child element of a unit (`source`, `target`, `note`…): its text and where it is.
    public struct Child: Sendable {
        public let name: String
        public let attributes: [Attribute]
        public let text: String
        public let line: Int
        /// From its start tag's `<` to its end tag's `>` (or the end of an empty element).
        public let range: Range<Int>

        public func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
    }

    public struct Unit: Sendable {
        public let attributes: [Attribute]
        public let line: Int
        /// The start tag, `<` to `>`.
        public let startTag: Range<Int>
        /// The end tag `</trans-unit>`; nil for an empty `<trans-unit/>`.
        public var endTag: Range<Int>?
        public var children: [Child] = []

        public var id: String? { attributes.first { $0.name == "id" }?.value }
        public func child(_ name: String) -> Child? { children.first { $0.name == name } }
    }

    public let bytes: [UInt8]
    public private(set) var files: [File] = []

    public init(data: Data, path: String) throws(LocalizationError) {
        bytes = [UInt8](data)
        var scanner = XLIFFScanner(bytes: bytes, path: path)
        files = try scanner.scan()
    }

    /// The line (1-based) of a byte offset.
    public func line(at offset: Int) -> Int {
        bytes[..<min(offset, bytes.count)].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    }
}

/// Reads the tags of an XLIFF document in order, keeping the ones `XLIFFDocument` describes.
private struct XLIFFScanner {
    let bytes: [UInt8]
    let path: String
    var position = 0
    var line = 1

    init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    private struct Open {
        let name: String
        let attributes: [XLIFFDocument.Attribute]
        let start: Int
        let line: Int
        var text = ""
    }

    mutating func scan() throws(LocalizationError) -> [XLIFFDocument.File] {
        var files: [XLIFFDocument.File] = []
        var stack: [Open] = []
        var unit: XLIFFDocument.Unit?
        while position < bytes.count {
            guard bytes[position] == UInt8(ascii: "<") else {
                let text = try readText()
                if !stack.isEmpty { stack[stack.count - 1].text += text }
                continue
            }
            if try skipSpecial(into: &stack) { continue }
            let tagStart = position, tagLine = line
            let tag = try readTag()
            if tag.closing {
                guard let open = stack.popLast(), open.name == tag.name else {
                    throw error("</\(tag.name)> closes nothing open here", line: tagLine)
                }
                if !stack.isEmpty, !["trans-unit", "file", "body", "group"].contains(open.name) { stack[stack.count - 1].text += open.text }
                close(open, end: position, tagStart: tagStart, inUnit: stack.last?.name == "trans-unit", unit: &unit, files: &files)
                continue
            }
            let open = Open(name: tag.name, attributes: tag.attributes, start: tagStart, line: tagLine)
            if tag.name == "file" { files.append(XLIFFDocument.File(attributes: tag.attributes, line: tagLine)) }
            if tag.name == "trans-unit" {
                guard !files.isEmpty else { throw error("<trans-unit> outside a <file>", line: tagLine) }
                unit = XLIFFDocument.Unit(attributes: tag.attributes, line: tagLine, startTag: tagStart..<position)
            }
            if tag.selfClosing {
                close(open, end: position, tagStart: nil, inUnit: stack.last?.name == "trans-unit", unit: &unit, files: &files)
            } else {
                stack.append(open)
            }
        }
        if let open = stack.last { throw error("<\(open.name)> is never closed", line: open.line) }
        return files
    }

    /// Files a finished unit in its file, and a finished `source`, `target` or `note` directly inside a unit in that unit.
    private func close(_ open: Open, end: Int, tagStart: Int?, inUnit: Bool, unit: inout XLIFFDocument.Unit?,
                       files: inout [XLIFFDocument.File]) {
        if open.name == "trans-unit", var finished = unit {
            finished.endTag = tagStart.map { $0..<end }
            files[files.count - 1].units.append(finished)
            unit = nil
        } else if unit != nil, inUnit, ["source", "target", "note"].contains(open.name) {
            unit!.children.append(XLIFFDocument.Child(name: open.name, attributes: open.attributes, text: open.text,
                                                      line: open.line, range: open.start..<end))
        }
    }

    /// Comments, CDATA (its text kept), processing instructions and DOCTYPE: true when one was skipped.
    private mutating func skipSpecial(into stack: inout [Open]) throws(LocalizationError) -> Bool {
        for (opening, closing) in [("<!--", "-->"), ("<![CDATA[", "]]>"), ("<?", "?>"), ("<!", ">")] where starts(with: opening) {
            let startLine = line
            let contentStart = position + opening.utf8.count
            guard let end = find(closing, from: contentStart) else { throw error("\(opening) is never closed", line: startLine) }
            if opening == "<![CDATA[", !stack.isEmpty {
                stack[stack.count - 1].text += String(decoding: bytes[contentStart..<end], as: UTF8.self)
            }
            advance(to: end + closing.utf8.count)
            return true
        }
        return false
    }

    private mutating func readTag() throws(LocalizationError) -> (name: String, closing: Bool, selfClosing: Bool, attributes: [XLIFFDocument.Attribute]) {
        let tagLine = line
        advance(to: position + 1)
        let closing = peek == UInt8(ascii: "/")
        if closing { advance(to: position + 1) }
        let name = readName()
        guard !name.isEmpty else { throw error("a '<' that starts no tag", line: tagLine) }
        var attributes: [XLIFFDocument.Attribute] = []
        while true {
            skipSpaces()
            guard let byte = peek else { throw error("<\(name) is never closed", line: tagLine) }
            if byte == UInt8(ascii: ">") { advance(to: position + 1); return (name, closing, false, attributes) }
            if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ">") {
                advance(to: position + 2)
                return (name, closing, true, attributes)
            }
            let attribute = readName()
            skipSpaces()
            guard !attribute.isEmpty, peek == UInt8(ascii: "=") else { throw error("malformed attribute in <\(name)>", line: line) }
            advance(to: position + 1)
            skipSpaces()
            guard let quote = peek, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                throw error("the value of \(attribute) in <\(name)> is not quoted", line: line)
            }
            let valueStart = position + 1
            guard let end = bytes[valueStart...].firstIndex(of: quote) else { throw error("unterminated value of \(attribute)", line: line) }
            let value = try XMLText.decode(String(decoding: bytes[valueStart..<end], as: UTF8.self), path: path, line: line)
            attributes.append(XLIFFDocument.Attribute(name: attribute, value: value, valueRange: valueStart..<end))
            advance(to: end + 1)
        }
    }

    private mutating func readText() throws(LocalizationError) -> String {
        let start = position, startLine = line
        let end = bytes[position...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.count
        advance(to: end)
        return try XMLText.decode(String(decoding: bytes[start..<end], as: UTF8.self), path: path, line: startLine)
    }

    private mutating func readName() -> String {
        let start = position
        while let byte = peek, !(byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: ">")
                                 || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "=")) {
            advance(to: position + 1)
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func skipSpaces() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { advance(to: position + 1) }
    }

    private var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    private func starts(with text: String) -> Bool {
        let pattern = Array(text.utf8)
        return position + pattern.count <= bytes.count && bytes[position..<position + pattern.count].elementsEqual(pattern)
    }

    private func find(_ text: String, from start: Int) -> Int? {
        let pattern = Array(text.utf8)
        guard pattern.count <= bytes.count else { return nil }
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0], bytes[index..<index + pattern.count].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }

    /// Moves to `offset`, counting the lines passed.
    private mutating func advance(to offset: Int) {
        let end = min(offset, bytes.count)
        for index in position..<end where bytes[index] == 0x0A { line += 1 }
        position = end
    }

    private func error(_ message: String, line: Int) -> LocalizationError {
        LocalizationError(path: path, line: line, message: message)
    }
}

/// XML character references and the five predefined entities.
enum XMLText {
    static func decode(_ text: String, path: String, line: Int) throws(LocalizationError) -> String {
        guard text.contains("&") else { return text }
        var output = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            output += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else {
                throw LocalizationError(path: path, line: line, message: "an '&' that starts no entity")
            }
            let name = rest[rest.index(after: amp)..<semicolon]
            switch name {
            case "amp": output += "&"
            case "lt": output += "<"
            case "gt": output += ">"
            case "quot": output += "\""
            case "apos": output += "'"
            default:
                let hex = name.hasPrefix("#x") || name.hasPrefix("#X")
                let digits = name.dropFirst(hex ? 2 : 1)
                guard name.hasPrefix("#"), let value = UInt32(digits, radix: hex ? 16 : 10), let scalar = Unicode.Scalar(value) else {
                    throw LocalizationError(path: path, line: line, message: "unknown entity &\(name);")
                }
                output.unicodeScalars.append(scalar)
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return output + rest
    }
}
