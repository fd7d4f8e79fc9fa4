/// The text SwiftUI shows for a `LocalizedStringKey`'s value, which it reads as inline Markdown: a link shows its
/// label, strong and emphasised runs and code show their words without the markers.
public enum InlineMarkdown {
    public static func plain(_ text: String) -> String {
        guard text.contains(where: { $0 == "[" || $0 == "*" || $0 == "`" }) else { return text }
        var result = links(text)
        for marker in ["**", "*", "`"] { result = unwrapped(result, marker: marker) }
        return result
    }

    /// `[label](destination)` → `label`.
    private static func links(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "[") {
            guard let close = rest[open...].firstIndex(of: "]"), rest.index(after: close) < rest.endIndex,
                  rest[rest.index(after: close)] == "(", let end = rest[close...].firstIndex(of: ")") else { break }
            result += rest[..<open] + rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    /// `**words**` → `words` where the markers hug the words (a lone `*` stays).
    private static func unwrapped(_ text: String, marker: String) -> String {
        let parts = text.components(separatedBy: marker)
        guard parts.count >= 3 else { return text }
        var result = parts[0]
        var index = 1
        while index < parts.count {
            let inner = parts[index]
            if index + 1 < parts.count, let first = inner.first, let last = inner.last, !first.isWhitespace, !last.isWhitespace {
                result += inner + parts[index + 1]
                index += 2
            } else {
                result += marker + inner
                index += 1
            }
        }
        return result
    }
}
