import Foundation
import GlossaICU

/// Formats Apple format strings the way `String.localizedStringWithFormat` does, with ICU's locale data.
///
/// Integers and floats take the locale's digits and separators (ar: ١٬٢٣٤, fa: ۱٬۲۳۴,
/// de: 1.234.567), string arguments are wrapped in FSI…PDI so that an argument in another script
/// cannot reorder the text around it, and positional specifiers pick their argument. ICU is the
/// one source of locale data (Foundation on Linux disagrees with it for plain `ar`).
public enum StringFormatter {
    static let firstStrongIsolate = "\u{2068}"
    static let popDirectionalIsolate = "\u{2069}"

    /// Formats an Apple format string: %@ (FSI…PDI-wrapped), integers and floats per locale digits, positional args, %%.
    ///
    /// A specifier without a matching argument is left as written, so a missing argument shows
    /// up in the rendered text instead of disappearing.
    public static func format(_ format: String, arguments: [FormatArgument], locale: String) -> String {
        render(BoundFormat(FormatTokenizer.tokens(in: format)), arguments: arguments, locale: locale)
    }

    /// Normalized specifiers, one per argument position: %d %i %ld %lld %u %x → "%d"; %f %.2f %e %g → "%f";
    /// "%@", "%c", "%s", "%p"; "%#@name@" for a substitution; "%?" for a position no specifier uses.
    public static func specifiers(in format: String) -> [String] {
        signature(BoundFormat(FormatTokenizer.tokens(in: format)).argumentTypes)
    }

    /// Why the first specifier of `format` that cannot be shown as written is refused (`FormatSpecifier.excess`).
    public static func excess(in format: String) -> String? {
        for case .specifier(let specifier) in FormatTokenizer.tokens(in: format) {
            if let excess = specifier.excess { return excess }
        }
        return nil
    }

    static func signature(_ types: [Int: String]) -> [String] {
        // A position beyond the limit is reported by `FormatSpecifier.excess`, not spelled out to it.
        guard let last = types.keys.filter({ $0 <= FormatSpecifier.maximumNumber }).max(), last > 0 else { return [] }
        return (1...last).map { types[$0] ?? "%?" }
    }

    /// Why two specifier lists differ, or nil when a translation can take the same arguments.
    static func mismatch(translation: [String], translationLocale: String, development: [String], developmentLocale: String) -> String? {
        if translation == development { return nil }
        func list(_ specifiers: [String]) -> String { specifiers.isEmpty ? "none" : specifiers.joined(separator: " ") }
        if translation.count != development.count {
            return "\(translationLocale) takes \(translation.count) argument(s) (\(list(translation))) where "
                + "\(developmentLocale) takes \(development.count) (\(list(development)))"
        }
        let index = translation.indices.first { translation[$0] != development[$0] } ?? 0
        let spell = { (type: String) in type == "%?" ? "missing" : type }
        return "argument \(index + 1) is \(spell(translation[index])) in \(translationLocale) but \(spell(development[index])) in \(developmentLocale)"
    }

    static func render(_ bound: BoundFormat, arguments: [FormatArgument], locale: String) -> String {
        var output = ""
        for part in bound.parts {
            switch part {
            case .literal(let text): output += text
            case .literalPercent: output += "%"
            case .argument(let specifier, let position):
                let argument = position >= 1 && position <= arguments.count ? arguments[position - 1] : nil
                guard let argument else {
                    output += specifier.text
                    continue
                }
                output += pad(value(specifier, argument, locale: locale), specifier, locale: locale)
            }
        }
        return output
    }

    private static func isolated(_ text: String) -> String { firstStrongIsolate + text + popDirectionalIsolate }

    private static func value(_ specifier: FormatSpecifier, _ argument: FormatArgument, locale: String) -> String {
        let numbers = ICUCache.shared.numberFormat(locale)
        switch (specifier.conversion, argument) {
        case (_, .string(let text)):
            return isolated(text)
        case (_, .value(let typed, let timeZone)):
            return isolated(ICUCache.shared.formatted(typed, locale: locale, timeZone: timeZone))
        case ("d", _), ("i", _), ("u", _), ("D", _), ("U", _):
            let integer = integerValue(argument)
            let formatted = numbers?.format(integer) ?? String(integer)
            return specifier.flags.contains("+") && integer >= 0 ? "+" + formatted : formatted
        case ("x", _), ("X", _), ("o", _), ("O", _), ("p", _):
            return radixValue(specifier, integerValue(argument))
        case ("f", _), ("F", _):
            let double = doubleValue(argument)
            let formatted = numbers?.format(double, fractionDigits: specifier.fractionDigits) ?? String(double)
            return specifier.flags.contains("+") && double >= 0 ? "+" + formatted : formatted
        case ("e", _), ("E", _), ("g", _), ("G", _), ("a", _), ("A", _):
            let precision = specifier.shownPrecision.map { "." + $0 } ?? ""
            return String(format: "%\(specifier.flags.filter { $0 != "'" })\(precision)\(specifier.conversion)", doubleValue(argument))
        case ("c", _), ("C", _):
            return Unicode.Scalar(UInt32(clamping: max(0, integerValue(argument)))).map { String(Character($0)) } ?? ""
        case (_, .integer(let integer)):
            return isolated(String(integer))
        case (_, .double(let double)):
            return isolated(String(double))
        }
    }

    private static func integerValue(_ argument: FormatArgument) -> Int {
        switch argument {
        case .integer(let integer): integer
        case .double(let double): wholeValue(double)
        case .string(let text): Int(text) ?? 0
        case .value(let typed, _): wholeValue(typed.amount ?? 0)
        }
    }

    /// A floating argument shown by an integer conversion: toward zero, as C converts, held to Int's range
    /// (readers refuse larger numbers where they are written; this keeps any other caller from a trap).
    static func wholeValue(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        let whole = value.rounded(.towardZero)
        if whole >= 0x1p63 { return .max }
        if whole < -0x1p63 { return .min }
        return Int(whole)
    }

    private static func doubleValue(_ argument: FormatArgument) -> Double {
        switch argument {
        case .integer(let integer): Double(integer)
        case .double(let double): double
        case .string(let text): Double(text) ?? 0
        case .value(let typed, _): typed.amount ?? 0
        }
    }

    private static func radixValue(_ specifier: FormatSpecifier, _ integer: Int) -> String {
        let radix = "oO".contains(specifier.conversion) ? 8 : 16
        let digits = String(UInt64(bitPattern: Int64(integer)), radix: radix, uppercase: specifier.conversion == "X")
        if specifier.conversion == "p" { return "0x" + digits }
        guard specifier.flags.contains("#"), integer != 0 else { return digits }
        return radix == 8 ? "0" + digits : (specifier.conversion == "X" ? "0X" : "0x") + digits
    }

    /// Applies a numeric width: spaces before (or after, with `-`), or the locale's zero digit with `0`.
    private static func pad(_ text: String, _ specifier: FormatSpecifier, locale: String) -> String {
        guard let width = specifier.paddingWidth, text.count < width else { return text }
        let count = width - text.count
        if specifier.flags.contains("-") { return text + String(repeating: " ", count: count) }
        if specifier.flags.contains("0"), "diuDUfF".contains(specifier.conversion) {
            let zero = ICUCache.shared.numberFormat(locale)?.format(0) ?? "0"
            let signed = text.first == "-" || text.first == "+"
            let sign = signed ? String(text.prefix(1)) : ""
            return sign + String(repeating: zero, count: count) + (signed ? String(text.dropFirst()) : text)
        }
        return String(repeating: " ", count: count) + text
    }
}
