/// A path pattern as `--exclude` and `.glossa.yml` take it: `*` and `?` within one folder name, `**` for any
/// number of folders, `[abc]` for one of a set, matched against a path relative to the working directory.
///
/// A pattern that names a folder also matches everything inside it (`Demo` excludes `Demo/App/Main.storyboard`),
/// as SwiftLint's `excluded:` does.
public struct Glob: Sendable, Equatable, CustomStringConvertible {
    public let pattern: String
    private let parts: [Substring]

    public init(_ pattern: String) {
        var trimmed = pattern
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.pattern = trimmed
        parts = trimmed.split(separator: "/", omittingEmptySubsequences: true)
    }

    public var description: String { pattern }

    /// Whether `path` (relative, `/`-separated) or one of the folders it is in matches.
    public func matches(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        guard !parts.isEmpty else { return false }
        for end in stride(from: components.count, through: 1, by: -1) where Self.match(parts[...], components[..<end]) {
            return true
        }
        return false
    }

    /// Matches pattern parts against path components; `**` takes zero or more components.
    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            var remaining = path
            while true {
                if match(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let component = path.first, matchName(Array(first.utf8)[...], Array(component.utf8)[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// One folder or file name against one pattern part (`*`, `?`, `[…]`, literal bytes).
    private static func matchName(_ pattern: ArraySlice<UInt8>, _ name: ArraySlice<UInt8>) -> Bool {
        var p = pattern.startIndex, n = name.startIndex
        var star: (p: Int, n: Int)?
        while n < name.endIndex {
            if p < pattern.endIndex, pattern[p] == UInt8(ascii: "*") {
                star = (p, n)
                p += 1
                continue
            }
            if p < pattern.endIndex, let next = matchOne(pattern, at: p, name[n]) {
                p = next
                n += 1
                continue
            }
            guard let backtrack = star else { return false }
            p = backtrack.p + 1
            n = backtrack.n + 1
            star = (backtrack.p, backtrack.n + 1)
        }
        while p < pattern.endIndex, pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.endIndex
    }

    /// If the pattern element at `p` matches `byte`, the index after that element.
    private static func matchOne(_ pattern: ArraySlice<UInt8>, at p: Int, _ byte: UInt8) -> Int? {
        switch pattern[p] {
        case UInt8(ascii: "?"): return p + 1
        case UInt8(ascii: "["):
            guard let close = pattern[(p + 1)...].firstIndex(of: UInt8(ascii: "]")), close > p + 1 else {
                return byte == pattern[p] ? p + 1 : nil
            }
            var set = pattern[(p + 1)..<close]
            let negated = set.first == UInt8(ascii: "!") || set.first == UInt8(ascii: "^")
            if negated { set = set.dropFirst() }
            var found = false
            var i = set.startIndex
            while i < set.endIndex {
                if i + 2 < set.endIndex, set[i + 1] == UInt8(ascii: "-") {
                    if set[i] <= byte && byte <= set[i + 2] { found = true }
                    i += 3
                } else {
                    if set[i] == byte { found = true }
                    i += 1
                }
            }
            return found != negated ? close + 1 : nil
        default: return pattern[p] == byte ? p + 1 : nil
        }
    }
}
