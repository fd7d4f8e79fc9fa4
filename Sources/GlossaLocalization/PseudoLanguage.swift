/// The pseudo-languages designers use to find layout bugs before translations exist.
///
/// Each one transforms the development language's value after resolution and before
/// formatting, skipping format specifiers and markup so that arguments still substitute.
public enum PseudoLanguage: String, CaseIterable, Sendable {
    /// Xcode's Double-Length Pseudolanguage: the text twice, joined by a space.
    case double
    /// Android's en-XA: accented look-alike letters in [ ], with expansion words appended.
    case accented
    /// Xcode's Bounded String Pseudolanguage: [# … #] to show where text is cut.
    case bounded
    /// Xcode's Right-to-Left Pseudolanguage: the text unchanged, laid out right to left.
    case rtl
    /// Android's ar-XB: each word forced right to left (RLM RLO … PDF RLM), laid out right to left.
    case rtlText = "rtl-text"

    public var localeIdentifier: String {
        switch self {
        case .double: "en-double"
        case .accented: "en-XA"
        case .bounded: "en-bounded"
        case .rtl: "en-rtl"
        case .rtlText: "ar-XB"
        }
    }

    public var isRightToLeft: Bool { self == .rtl || self == .rtlText }

    /// Matches the locale identifiers above, in any case and with `_` for `-`.
    public init?(localeIdentifier: String) {
        let wanted = String(localeIdentifier.map { $0 == "_" ? "-" : $0 }).lowercased()
        guard let match = Self.allCases.first(where: { $0.localeIdentifier.lowercased() == wanted }) else { return nil }
        self = match
    }

    /// Transforms an unformatted string; format specifiers, `%%`, tags (`<b>`) and entities (`&amp;`) stay intact.
    public func transform(_ text: String) -> String {
        switch self {
        case .double: Self.doubled(text)
        case .accented: Self.accented(PseudoSegment.split(text))
        case .bounded: "[# " + text + " #]"
        case .rtl: text
        case .rtlText: Self.forcedRightToLeft(PseudoSegment.split(text))
        }
    }

    /// Twice, with unpositioned specifiers numbered first so the second copy takes the same arguments.
    private static func doubled(_ text: String) -> String {
        let bound = BoundFormat(FormatTokenizer.tokens(in: text))
        let positional = bound.parts.map { part -> String in
            switch part {
            case .literal(let literal): literal
            case .literalPercent(let specifier): specifier.text
            case .argument(let specifier, let position):
                specifier.width == "*" || specifier.precision == "*" ? specifier.text : specifier.withPosition(position)
            }
        }.joined()
        return positional + " " + positional
    }

    // Android's expansion words, spelt right: aapt2 writes "fiveteen" and skips "eighteen", which a reviewer
    // reading a screenshot takes for a bug of the app; the words' lengths are the same measure of expansion.
    private static let expansionWords = Array(("one two three four five six seven eight nine ten eleven twelve thirteen "
        + "fourteen fifteen sixteen seventeen eighteen nineteen twenty").utf8)

    /// aapt2's PseudoGenerateExpansion: about `length` characters of whole words.
    static func expansion(_ length: Int) -> String {
        let words = expansionWords
        if words.count < length {
            return String(decoding: words, as: UTF8.self) + " " + expansion(length - words.count)
        }
        var extra = 0
        var index = length + 1
        while index < words.count {
            extra += 1
            if words[index] == UInt8(ascii: " ") { break }
            index += 1
        }
        return String(decoding: words.prefix(length + extra), as: UTF8.self)
    }

    private static func accented(_ segments: [PseudoSegment]) -> String {
        var output = "["
        var length = 0
        var words = 0
        var inWord = false
        for segment in segments {
            switch segment {
            case .specifier(let text): output += "\u{BB}" + text + "\u{AB}"
            case .markup(let text): output += text
            case .text(let text):
                for scalar in text.unicodeScalars {
                    output.unicodeScalars.append(accentMap[scalar] ?? scalar)
                    let space = isSpace(scalar)
                    if !space, !inWord { words += 1 }
                    inWord = !space
                    length += 1
                }
            }
        }
        if length > 0 { output += " " + expansion(words > 3 ? length : length / 2) }
        return output + "]"
    }

    private static let rlm = "\u{200F}", rlo = "\u{202E}", pdf = "\u{202C}"

    /// Words of text become RLM RLO word PDF RLM; specifiers and markup stay outside the
    /// overrides so substituted numbers keep their order (Android would reverse them).
    private static func forcedRightToLeft(_ segments: [PseudoSegment]) -> String {
        var output = ""
        var inWord = false
        for segment in segments {
            switch segment {
            case .specifier(let text), .markup(let text):
                if inWord { output += pdf + rlm }
                inWord = false
                output += text
            case .text(let text):
                for scalar in text.unicodeScalars {
                    let space = isSpace(scalar)
                    if !space, !inWord { output += rlm + rlo }
                    if space, inWord { output += pdf + rlm }
                    inWord = !space
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return inWord ? output + pdf + rlm : output
    }

    /// C's isspace, which is what Android's pseudolocalizer tests.
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        [" ", "\t", "\n", "\r", "\u{0B}", "\u{0C}"].contains(scalar)
    }

    /// Android's pseudolocalization letters (aapt2 Pseudolocalizer.cpp), including its q→Q, v→V, Q→q and F unchanged.
    private static let accentMap: [Unicode.Scalar: Unicode.Scalar] = {
        let lower = "\u{E5}\u{253}\u{E7}\u{F0}\u{E9}\u{192}\u{11D}\u{125}\u{EE}\u{135}\u{137}\u{13C}\u{1E3F}\u{F1}\u{F6}\u{FE}\u{51}\u{155}\u{161}\u{163}\u{FB}\u{56}\u{175}\u{445}\u{FD}\u{17E}"
        let upper = "\u{C5}\u{3B2}\u{C7}\u{D0}\u{C9}\u{46}\u{11C}\u{124}\u{CE}\u{134}\u{136}\u{13B}\u{1E3E}\u{D1}\u{D6}\u{DE}\u{71}\u{154}\u{160}\u{162}\u{DB}\u{3BD}\u{174}\u{D7}\u{DD}\u{17D}"
        var map: [Unicode.Scalar: Unicode.Scalar] = ["!": "¡", "?": "¿", "$": "€"]
        for (plain, accented) in zip("abcdefghijklmnopqrstuvwxyz".unicodeScalars, lower.unicodeScalars) { map[plain] = accented }
        for (plain, accented) in zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars, upper.unicodeScalars) {
            map[plain] = accented
        }
        return map
    }()
}

/// A piece of a string as pseudo-languages see it: text to transform, or something to keep.
enum PseudoSegment: Equatable {
    case text(String)
    case specifier(String)
    case markup(String)

    /// Splits out format specifiers (`%%` too), tags like `<b>` or `</a>`, and entities like `&amp;`.
    static func split(_ text: String) -> [PseudoSegment] {
        var segments: [PseudoSegment] = []
        for token in FormatTokenizer.tokens(in: text) {
            switch token {
            // A literal percent sign is kept but, as in Android, not marked as a placeholder.
            case .specifier(let specifier): segments.append(specifier.takesArgument ? .specifier(specifier.text) : .markup(specifier.text))
            case .literal(let literal): segments += splitMarkup(literal)
            }
        }
        return segments
    }

    private static func splitMarkup(_ text: String) -> [PseudoSegment] {
        let scalars = Array(text.unicodeScalars)
        var segments: [PseudoSegment] = []
        var plain = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if let end = markupEnd(scalars, at: index) {
                if !plain.isEmpty { segments.append(.text(String(plain))) }
                plain = String.UnicodeScalarView()
                segments.append(.markup(String(String.UnicodeScalarView(scalars[index..<end]))))
                index = end
            } else {
                plain.append(scalars[index])
                index += 1
            }
        }
        if !plain.isEmpty { segments.append(.text(String(plain))) }
        return segments
    }

    /// The end of a tag (`<` then a letter or `/`, up to `>`) or an entity (`&name;`, `&#123;`) starting at `start`.
    private static func markupEnd(_ scalars: [Unicode.Scalar], at start: Int) -> Int? {
        guard start + 1 < scalars.count else { return nil }
        let next = scalars[start + 1]
        if scalars[start] == "<", next == "/" || (next.isASCII && next.properties.isAlphabetic) {
            return scalars[start...].firstIndex(of: ">").map { $0 + 1 }
        }
        if scalars[start] == "&" {
            var index = start + 1
            while index < scalars.count, scalars[index].isASCII,
                  scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index]) || scalars[index] == "#" {
                index += 1
            }
            return index > start + 1 && index < scalars.count && scalars[index] == ";" ? index + 1 : nil
        }
        return nil
    }
}
