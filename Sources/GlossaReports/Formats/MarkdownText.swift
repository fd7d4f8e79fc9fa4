/// Escaping for the Markdown report (GitHub Flavored Markdown, as a pull-request comment renders it): the one
/// place names and messages are made inert there.
///
/// A layout name, locale or message comes from files a pull request controls: unescaped, a backtick ends a
/// code span, a `|` or a line break ends a table cell or row, `![](…)` loads an image from anywhere and `<…>`
/// is HTML. Everything here is shown as the text it is.
enum MarkdownText {
    /// Text in a table cell: Markdown punctuation backslash-escaped, `<`, `>` and `&` as entities, line
    /// breaks as spaces.
    static func cell(_ text: String) -> String {
        var output = ""
        for character in text {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\n", "\r", "\r\n": output += " "
            case "\\", "`", "*", "_", "[", "]", "(", ")", "!", "|", "~", "#", "{", "}":
                output += "\\" + String(character)
            default: output.append(character)
            }
        }
        return output
    }

    /// Text as a code span in a table cell: fenced by more backticks than it holds in a row (padded with a
    /// space where it starts or ends with one), `|` escaped for the table, line breaks as spaces.
    static func tableCode(_ text: String) -> String {
        let flat = text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "|", with: "\\|")
        var longest = 0, run = 0
        for character in flat {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = flat.hasPrefix("`") || flat.hasSuffix("`") ? " " : ""
        return fence + padding + flat + padding + fence
    }
}
