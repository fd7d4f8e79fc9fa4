import Foundation

/// Tells a Glossa layout (a YAML or JSON file whose top level is a mapping with a `root` key) from the
/// other YAML and JSON files a repository holds: Lottie animations, `_config.yml`, package manifests, test data.
///
/// It reads only as far as the answer: the top-level keys of a block mapping are the lines that start at
/// column 0; a flow mapping (JSON) is scanned token by token at depth 1, so a large JSON file whose first
/// key is not `root` costs a scan, never a parse.
enum LayoutSniffer {
    static func isLayout(file: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: file) else { return false }
        defer { try? handle.close() }
        // A layout's `root` key comes long before this; a file this large without one is not a layout.
        guard let data = try? handle.read(upToCount: 8 << 20) else { return false }
        return isLayout(Array(data))
    }

    /// What an Interface Builder file is when it is not an iOS document ("a watchOS document", "a macOS
    /// document", "an Interface Builder 3 archive"), read from its first lines; nil for an iOS one (or one whose
    /// beginning says nothing: the reader then names what is wrong).
    static let interfaceBuilder3 = "an Interface Builder 3 archive (from before Xcode 5)"

    static func otherInterfaceBuilderKind(file: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: file) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 4096) else { return nil }
        let head = String(decoding: data, as: UTF8.self)
        if let archive = head.range(of: "<archive "), head.range(of: "<document ").map({ archive.lowerBound < $0.lowerBound }) ?? true {
            return interfaceBuilder3
        }
        guard let document = head.range(of: "<document "), let type = head[document.upperBound...].range(of: "type=\"") else { return nil }
        let value = head[type.upperBound...].prefix { $0 != "\"" }
        if value.contains("CocoaTouch") { return nil }
        if value.contains("WatchKit") { return "a watchOS document" }
        if value.contains("AppleTV") { return "a tvOS document" }
        return value.contains("Cocoa") ? "a macOS document" : nil
    }

    /// Whether a Swift file declares SwiftUI screens: it imports SwiftUI and has a `#Preview` or a `PreviewProvider`.
    static func declaresSwiftUIPreviews(file: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: file) else { return false }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 4 << 20) else { return false }
        // Bytes searched as bytes: a search reads every Swift file of an app, and `String.contains` goes through
        // Foundation's `NSString` on Linux.
        return data.withUnsafeBytes { bytes in
            occurs("import SwiftUI", in: bytes) && (occurs("#Preview", in: bytes) || occurs("PreviewProvider", in: bytes) || occurs("WindowGroup", in: bytes))
        }
    }

    /// Whether `needle` occurs in `bytes`: each place its first byte is (`memchr`), compared in full (`memcmp`).
    private static func occurs(_ needle: String, in bytes: UnsafeRawBufferPointer) -> Bool {
        let pattern = Array(needle.utf8)
        guard let base = bytes.baseAddress, let first = pattern.first, bytes.count >= pattern.count else { return false }
        return pattern.withUnsafeBytes { pattern in
            var offset = 0
            let last = bytes.count - pattern.count
            while offset <= last {
                guard let found = memchr(base + offset, Int32(first), last - offset + 1) else { return false }
                offset = base.distance(to: UnsafeRawPointer(found))
                if memcmp(base + offset, pattern.baseAddress!, pattern.count) == 0 { return true }
                offset += 1
            }
            return false
        }
    }

    static func isLayout(_ text: [UInt8]) -> Bool {
        // Without a UTF-8 byte order mark.
        let bytes = text.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(text.dropFirst(3)) : text
        var i = 0
        while true {
            i = skipSpaceAndComments(bytes, from: i)
            guard i < bytes.count else { return false }
            // A YAML document marker or directive before the mapping.
            if bytes[i] == UInt8(ascii: "-") && bytes[i...].starts(with: Array("---".utf8)) || bytes[i] == UInt8(ascii: "%") {
                i = lineEnd(bytes, from: i)
                continue
            }
            break
        }
        if bytes[i] == UInt8(ascii: "{") { return flowMappingHasRoot(bytes, from: i + 1) }
        return blockMappingHasRoot(bytes, from: i)
    }

    /// A line that is `root:`, `"root":` or `'root':` at the indentation of the first key (a block mapping's
    /// top-level key; YAML lets the whole mapping be indented).
    private static func blockMappingHasRoot(_ bytes: [UInt8], from start: Int) -> Bool {
        let lineStart = (bytes[..<start].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
        let indent = start - lineStart
        var i = lineStart
        while i < bytes.count {
            let keyStart = i + indent
            guard keyStart < bytes.count, bytes[i..<keyStart].allSatisfy({ $0 == UInt8(ascii: " ") }) else {
                i = lineEnd(bytes, from: i) + 1
                continue
            }
            for key in ["root", "\"root\"", "'root'"] where bytes[keyStart...].starts(with: Array(key.utf8)) {
                var j = keyStart + key.utf8.count
                while j < bytes.count, bytes[j] == UInt8(ascii: " ") || bytes[j] == UInt8(ascii: "\t") { j += 1 }
                if j < bytes.count, bytes[j] == UInt8(ascii: ":") { return true }
            }
            i = lineEnd(bytes, from: i) + 1
        }
        return false
    }

    /// Whether a flow mapping (`{` already read) has the key `root` at its own depth.
    private static func flowMappingHasRoot(_ bytes: [UInt8], from start: Int) -> Bool {
        var i = start
        var depth = 1
        var expectingKey = true
        while i < bytes.count && depth > 0 {
            let byte = bytes[i]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let end = quotedEnd(bytes, from: i)
                if depth == 1 && expectingKey {
                    let text = bytes[(i + 1)..<max(i + 1, min(end, bytes.count))]
                    if text.elementsEqual("root".utf8), nextIsColon(bytes, from: end + 1) { return true }
                    expectingKey = false
                }
                i = end + 1
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ","): if depth == 1 { expectingKey = true }
            case UInt8(ascii: ":"): if depth == 1 { expectingKey = false }
            case UInt8(ascii: "r"):
                // A plain (unquoted) YAML flow key.
                if depth == 1 && expectingKey && bytes[i...].starts(with: Array("root".utf8)) && nextIsColon(bytes, from: i + 4) {
                    return true
                }
            default: break
            }
            i += 1
        }
        return false
    }

    private static func nextIsColon(_ bytes: [UInt8], from start: Int) -> Bool {
        var j = start
        while j < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[j]) { j += 1 }
        return j < bytes.count && bytes[j] == UInt8(ascii: ":")
    }

    /// The index of the closing quote of the string opening at `start` (or the end of the bytes).
    private static func quotedEnd(_ bytes: [UInt8], from start: Int) -> Int {
        let quote = bytes[start]
        var i = start + 1
        while i < bytes.count {
            if quote == UInt8(ascii: "\"") && bytes[i] == UInt8(ascii: "\\") { i += 2; continue }
            if bytes[i] == quote { return i }
            i += 1
        }
        return bytes.count
    }

    private static func skipSpaceAndComments(_ bytes: [UInt8], from start: Int) -> Int {
        var i = start
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): i += 1
            case UInt8(ascii: "#"): i = lineEnd(bytes, from: i) + 1
            default: return i
            }
        }
        return i
    }

    private static func lineEnd(_ bytes: [UInt8], from start: Int) -> Int {
        bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
    }
}
