/// One printf-style conversion in an Apple format string, with the parts that matter for
/// choosing an argument and rendering it.
///
/// Kept as parts rather than a regular expression match so a specifier can be rewritten with an
/// explicit argument position (`%d` → `%2$d`) without changing anything else about it.
struct FormatSpecifier: Equatable, Sendable {
    /// The specifier exactly as written.
    var text: String
    /// The explicit `n$` position, 1-based.
    var position: Int?
    var flags: String = ""
    /// Digits, `*` or empty.
    var width: String = ""
    /// Digits after `.`, `*`, or nil when there is no `.`.
    var precision: String?
    /// Length modifier: h hh l ll q L z t j.
    var length: String = ""
    /// The conversion character; `%` for a literal percent sign, `@` for objects and `%#@var@`.
    var conversion: Character
    /// `name` in `%#@name@`, a stringsdict or String Catalog substitution.
    var variable: String?
    /// xcstrings' `%arg`: the substitution's own argument inside a substitution's variant.
    var isSubstitutionArgument = false

    /// Whether it takes an argument (everything but `%%`).
    var takesArgument: Bool { conversion != "%" }

    /// The type an argument must have, as one spelling per type: `%d` for every integer
    /// conversion and length (%i %ld %lld %u %x …), `%f` for every floating one, `%@`, `%c`, `%s`, `%p`.
    var normalizedType: String? {
        switch conversion {
        case "%": nil
        case "d", "i", "u", "o", "x", "X", "D", "U", "O": "%d"
        case "f", "F", "e", "E", "g", "G", "a", "A": "%f"
        case "c", "C": "%c"
        case "s", "S": "%s"
        case "p": "%p"
        default: variable.map { "%#@\($0)@" } ?? "%@"
        }
    }

    /// The specifier with an explicit argument position and otherwise unchanged.
    func withPosition(_ position: Int) -> String {
        guard takesArgument else { return text }
        if let variable { return "%\(position)$\(flags)@\(variable)@" }
        return "%\(position)$\(flags)\(width)\(precision.map { "." + $0 } ?? "")\(length)\(conversion)"
    }

    /// Number of digits after the decimal separator this specifier shows for a floating value; a precision
    /// beyond `maximumNumber` is not applied (see `excess`).
    var fractionDigits: Int {
        guard let precision else { return 6 }
        guard let digits = Self.number(precision) else { return precision == "*" || precision.isEmpty ? 0 : 6 }
        return digits
    }

    /// The largest width, precision or argument position a format string is taken at: printf would pad a
    /// value to a hundred million characters for `%100000000d`, which no screen shows and no memory holds.
    static let maximumNumber = 1_000

    /// The precision as written, unless it is beyond `maximumNumber` (then the conversion's default applies).
    var shownPrecision: String? {
        guard let precision, precision.isEmpty || precision == "*" || Self.number(precision) != nil else { return nil }
        return precision
    }

    /// The width to pad to, nil when there is none or it is beyond `maximumNumber`.
    var paddingWidth: Int? { Self.number(width) }

    /// Why this specifier cannot be shown as written (a width, precision or position beyond
    /// `maximumNumber`), or nil.
    var excess: String? {
        let limit = "more than \(Self.maximumNumber)"
        if let position, position > Self.maximumNumber {
            return "'\(text)' names argument \(position), \(limit); it is shown as written"
        }
        if !width.isEmpty, width != "*", Self.number(width) == nil {
            return "'\(text)' asks for a width of \(width) characters, \(limit); the value is shown without padding"
        }
        if let precision, !precision.isEmpty, precision != "*", Self.number(precision) == nil {
            return "'\(text)' asks for \(precision) digits of precision, \(limit); the conversion's default precision is shown"
        }
        return nil
    }

    /// Digits as a number no larger than `maximumNumber`, else nil.
    private static func number(_ digits: String) -> Int? {
        guard digits.count <= 4, let value = Int(digits), value <= maximumNumber else { return nil }
        return value
    }

    /// A specifier built from a stringsdict NSStringFormatValueTypeKey or an xcstrings
    /// formatSpecifier ("d", "lld", ".2f", "@"), at an explicit position.
    static func fromValueType(_ valueType: String, position: Int) -> FormatSpecifier {
        let parsed = FormatTokenizer.tokens(in: "%" + valueType).first.flatMap { token -> FormatSpecifier? in
            if case .specifier(let specifier) = token { return specifier }
            return nil
        }
        var specifier = parsed ?? FormatSpecifier(text: "%@", conversion: "@")
        specifier.position = position
        specifier.text = specifier.withPosition(position)
        return specifier
    }
}

/// A piece of a format string: literal text or a specifier.
enum FormatToken: Equatable, Sendable {
    case literal(String)
    case specifier(FormatSpecifier)
}

/// Splits Apple format strings into literal text and specifiers.
///
/// Text that starts with `%` but is not a complete specifier stays literal, as
/// `String(format:)` prints it, so a stray percent sign never swallows an argument here.
enum FormatTokenizer {
    private static let conversions = Set("diuoxXDUOfFeEgGaAcCsSp@%")
    private static let flagCharacters = Set("-+ #0'")

    static func tokens(in text: String, substitutionArgument: Bool = false) -> [FormatToken] {
        let scalars = Array(text.unicodeScalars)
        var tokens: [FormatToken] = []
        var literal = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == "%", let (specifier, end) = specifier(scalars, at: index, substitutionArgument: substitutionArgument) {
                if !literal.isEmpty { tokens.append(.literal(String(literal))) }
                literal = String.UnicodeScalarView()
                tokens.append(.specifier(specifier))
                index = end
            } else {
                literal.append(scalars[index])
                index += 1
            }
        }
        if !literal.isEmpty { tokens.append(.literal(String(literal))) }
        return tokens
    }

    /// Parses `%[n$][flags][width][.precision][length]conversion` or `%[n$]#@name@` at `start`.
    private static func specifier(
        _ scalars: [Unicode.Scalar], at start: Int, substitutionArgument: Bool
    ) -> (FormatSpecifier, Int)? {
        var index = start + 1
        func text(to end: Int) -> String { String(String.UnicodeScalarView(scalars[start..<end])) }
        if substitutionArgument, Array(scalars[index..<min(index + 3, scalars.count)]) == ["a", "r", "g"] {
            return (FormatSpecifier(text: "%arg", conversion: "@", isSubstitutionArgument: true), index + 3)
        }
        var position: Int?
        let digitsEnd = digits(scalars, from: index)
        if digitsEnd > index, digitsEnd < scalars.count, scalars[digitsEnd] == "$" {
            position = Int(String(String.UnicodeScalarView(scalars[index..<digitsEnd])))
            index = digitsEnd + 1
        }
        var flags = ""
        while index < scalars.count, flagCharacters.contains(Character(scalars[index])) {
            flags.append(Character(scalars[index]))
            index += 1
        }
        if flags.contains("#"), index < scalars.count, scalars[index] == "@",
           let close = scalars[(index + 1)...].firstIndex(of: "@"), close > index + 1 {
            let name = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
            let specifier = FormatSpecifier(text: text(to: close + 1), position: position,
                                            flags: flags.filter { $0 != "#" } + "#",
                                            conversion: "@", variable: name)
            return (specifier, close + 1)
        }
        let (width, afterWidth) = starOrDigits(scalars, from: index)
        index = afterWidth
        var precision: String?
        if index < scalars.count, scalars[index] == "." {
            let (digits, afterPrecision) = starOrDigits(scalars, from: index + 1)
            precision = digits
            index = afterPrecision
        }
        let lengthStart = index
        while index < scalars.count, "hlqLztj".unicodeScalars.contains(scalars[index]), index - lengthStart < 2 { index += 1 }
        guard index < scalars.count, conversions.contains(Character(scalars[index])) else { return nil }
        let length = String(String.UnicodeScalarView(scalars[lengthStart..<index]))
        let specifier = FormatSpecifier(text: text(to: index + 1), position: position, flags: flags, width: width,
                                        precision: precision, length: length, conversion: Character(scalars[index]))
        return (specifier, index + 1)
    }

    private static func digits(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
        return index
    }

    private static func starOrDigits(_ scalars: [Unicode.Scalar], from start: Int) -> (String, Int) {
        if start < scalars.count, scalars[start] == "*" { return ("*", start + 1) }
        let end = digits(scalars, from: start)
        return (String(String.UnicodeScalarView(scalars[start..<end])), end)
    }
}

/// Specifiers of one format string bound to 1-based argument positions.
///
/// Positional specifiers name their argument; the others take the next one in order, counted
/// separately, as printf does. A `*` width or precision consumes an argument of its own.
struct BoundFormat: Sendable {
    enum Part: Sendable {
        case literal(String)
        case literalPercent(FormatSpecifier)
        case argument(FormatSpecifier, position: Int)
    }

    var parts: [Part] = []

    init(_ tokens: [FormatToken], firstPosition: Int = 1, substitutionPosition: Int? = nil) {
        var next = firstPosition
        for token in tokens {
            switch token {
            case .literal(let text):
                parts.append(.literal(text))
            case .specifier(let specifier) where !specifier.takesArgument:
                parts.append(.literalPercent(specifier))
            case .specifier(let specifier):
                if specifier.isSubstitutionArgument, let substitutionPosition {
                    parts.append(.argument(specifier, position: substitutionPosition))
                    continue
                }
                if specifier.position == nil {
                    next += (specifier.width == "*" ? 1 : 0) + (specifier.precision == "*" ? 1 : 0)
                }
                let position = specifier.position ?? next
                if specifier.position == nil { next += 1 }
                parts.append(.argument(specifier, position: position))
            }
        }
    }

    /// Argument types by position; the first specifier to use a position decides its type.
    var argumentTypes: [Int: String] {
        var types: [Int: String] = [:]
        for case .argument(let specifier, let position) in parts where types[position] == nil {
            types[position] = specifier.normalizedType
        }
        return types
    }
}
