import Foundation

/// Finds the line where a key is defined in a String Catalog (JSON), for reports that annotate lines.
///
/// `.strings` and `.stringsdict` readers record lines as they parse; a String Catalog is read through
/// JSONSerialization, which keeps none, so its key lines are found here once per file, on demand.
enum KeyLines {
    private static let lock = NSLock()
    /// Per file: the line of each member name's first appearance, and every member in line order.
    nonisolated(unsafe) private static var cache: [String: (first: [String: Int], members: [(line: Int, name: String)])] = [:]

    /// `origin` as it is when it already names a line, else "path:line" of the key's first `"key":` in a catalog.
    static func origin(_ origin: String, key: String) -> String {
        guard origin.hasSuffix(".xcstrings"), let line = lines(origin)[key] else { return origin }
        return "\(origin):\(line)"
    }

    /// The line of `locale`'s localization of `key` in a String Catalog: the first `"locale" :` member after
    /// the key's own line (the catalog's spelling of the locale, or its canonical one).
    static func localizationLine(_ path: String, key: String, locale: String) -> Int? {
        let file = read(path)
        guard let keyLine = file.first[key], let start = file.members.firstIndex(where: { $0.line == keyLine }) else { return nil }
        return file.members[(start + 1)...].first { $0.name == locale || Locales.canonical($0.name) == locale }?.line
    }

    private static func lines(_ path: String) -> [String: Int] { read(path).first }

    private static func read(_ path: String) -> (first: [String: Int], members: [(line: Int, name: String)]) {
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[path] { return cached }
        var found: [String: Int] = [:]
        var members: [(line: Int, name: String)] = []
        if let data = FileManager.default.contents(atPath: path) {
            // Bytes, not Characters: a grapheme walk over a catalog cost more than laying out its screens.
            let bytes = [UInt8](data)
            var start = 0, number = 1
            while start <= bytes.count {
                let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                if let name = Self.memberName(bytes[start..<end]) {
                    members.append((number, name))
                    if found[name] == nil { found[name] = number }
                }
                start = end + 1
                number += 1
            }
        }
        cache[path] = (found, members)
        return (found, members)
    }

    /// The decoded name of a line that opens an object member (`  "key" : {`), else nil. A backslash keeps the
    /// character after it (`\n` and `\t` stand for a newline and a tab).
    private static func memberName(_ line: ArraySlice<UInt8>) -> String? {
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let open = line.firstIndex(where: { !isBlank($0) }), line[open] == UInt8(ascii: "\"") else { return nil }
        var name: [UInt8] = []
        var escaped = false
        var index = open + 1
        while index < line.endIndex {
            let byte = line[index]
            index += 1
            if escaped {
                name.append(byte == UInt8(ascii: "n") ? 10 : byte == UInt8(ascii: "t") ? 9 : byte)
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                let next = line[index...].first { !isBlank($0) }
                return next == UInt8(ascii: ":") ? String(decoding: name, as: UTF8.self) : nil
            } else {
                name.append(byte)
            }
        }
        return nil
    }
}
