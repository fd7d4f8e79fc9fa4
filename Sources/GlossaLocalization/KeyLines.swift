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
            for (index, line) in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let name = Self.memberName(line) else { continue }
                members.append((index + 1, name))
                if found[name] == nil { found[name] = index + 1 }
            }
        }
        cache[path] = (found, members)
        return (found, members)
    }

    /// The decoded name of a line that opens an object member (`  "key" : {`), else nil.
    private static func memberName(_ line: Substring) -> String? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.first == "\"" else { return nil }
        var name = "", escaped = false
        var rest = trimmed.dropFirst()
        while let character = rest.first {
            rest = rest.dropFirst()
            if escaped {
                name.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                return rest.drop { $0 == " " || $0 == "\t" }.first == ":" ? name : nil
            } else {
                name.append(character)
            }
        }
        return nil
    }
}
