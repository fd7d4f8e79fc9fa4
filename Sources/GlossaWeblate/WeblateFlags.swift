import Foundation
import Glossa

/// A key's budget as Weblate's flags: `max-size:WIDTH[:LINES]` with the font it was measured in, the flags Weblate
/// itself derives from XLIFF's `maxwidth` and `font` (Glossa's `--xliff` route), set on the key's source string.
enum WeblateFlags {
    /// The flags Glossa owns on a source string; others (a translator's `placeholders`, `read-only`) are kept.
    static let owned: Set<String> = ["max-size", "font-family", "font-size", "font-weight"]

    /// Weblate's `max-size` has no "any number of lines" (its third value caps the lines, and 0 fails every
    /// text): a label that nothing limits gets this many, so only a word wider than the line fails.
    static let unlimitedLines = 99

    /// `max-size:195`, `max-size:343:3` and the font (`font-family:Noto_Sans`, `font-size:17`, `font-weight:bold`);
    /// nil for a key no text fits anywhere (the layout's problem, which no flag can check).
    static func flags(for budget: Budget) -> [String]? {
        guard let width = budget.maxwidth, let binding = budget.binding else { return nil }
        return flags(width: width, lines: binding.lines, font: binding.font)
    }

    /// The flags of a room `width` points wide (rounded down already) of `lines` lines (0: any number).
    static func flags(width: Int, lines: Int, font: BudgetFont) -> [String] {
        let size = switch lines {
        case 1: "max-size:\(width)"
        case 0: "max-size:\(width):\(unlimitedLines)"
        default: "max-size:\(width):\(lines)"
        }
        return [size, "font-family:\(font.family.replacingOccurrences(of: " ", with: "_"))",
                "font-size:\(Int(font.size.rounded()))", "font-weight:\(font.weight)"]
    }

    /// A string's flags with Glossa's replaced by `ours`: the others first, in their order, then ours.
    static func merged(_ existing: String, with ours: [String]) -> String {
        (split(existing).filter { !owned.contains(name($0)) } + ours).joined(separator: ",")
    }

    /// Weblate's flag list: comma-separated, a value in double quotes may hold commas (`regex:"a,b"`).
    static func split(_ text: String) -> [String] {
        var flags: [String] = [], current = "", quoted = false, escaped = false
        for character in text {
            if escaped {
                escaped = false
            } else if character == "\\" && quoted {
                escaped = true
            } else if character == "\"" {
                quoted.toggle()
            } else if character == "," && !quoted {
                flags.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        flags.append(current)
        return flags.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// A flag's name: what stands before its first `:`.
    static func name(_ flag: String) -> String {
        String(flag.prefix { $0 != ":" })
    }
}
