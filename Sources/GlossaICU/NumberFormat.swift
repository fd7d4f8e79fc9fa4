internal import CICU

/// Owns one UNumberFormatter (ICU's immutable, thread-safe formatter).
final class NumberFormatterHandle {
    let pointer: OpaquePointer

    /// A skeleton with `fractionDigits` fixed digits after the separator, or up to three when nil,
    /// which is the precision of ICU's and Apple's decimal style.
    static func skeleton(fractionDigits: Int?) -> String {
        guard let digits = fractionDigits else { return ".###" }
        return digits == 0 ? "precision-integer" : "." + String(repeating: "0", count: digits)
    }

    init(skeleton: String, locale: String) throws(ICUError) {
        let id = icuLocaleID(locale)
        let units = Array(skeleton.utf16)
        let operation = "unumf_openForSkeletonAndLocale(\(skeleton), \(locale))"
        guard let pointer = try icuCall(operation, {
            glossa_unumf_openForSkeletonAndLocale(units, Int32(units.count), id, $0)
        }) else { throw ICUError(operation: operation, code: Int32(GLOSSA_U_MEMORY_ALLOCATION_ERROR)) }
        self.pointer = pointer
    }

    func format(_ value: Double, into result: FormattedNumberHandle) throws(ICUError) {
        try icuCall("unumf_formatDouble") { glossa_unumf_formatDouble(pointer, value, result.pointer, $0) }
    }

    func format(_ value: Int, into result: FormattedNumberHandle) throws(ICUError) {
        try icuCall("unumf_formatInt") { glossa_unumf_formatInt(pointer, Int64(value), result.pointer, $0) }
    }

    deinit { glossa_unumf_close(pointer) }
}

/// Owns one UFormattedNumber: the result of one formatting call, with its decimal quantity.
final class FormattedNumberHandle {
    let pointer: OpaquePointer

    init() throws(ICUError) {
        guard let pointer = try icuCall("unumf_openResult", { glossa_unumf_openResult($0) }) else {
            throw ICUError(operation: "unumf_openResult", code: Int32(GLOSSA_U_MEMORY_ALLOCATION_ERROR))
        }
        self.pointer = pointer
    }

    func string() throws(ICUError) -> String {
        let units = try icuUTF16Output("unumf_resultToString", capacity: 32) {
            glossa_unumf_resultToString(pointer, $0, $1, $2)
        }
        return String(decoding: units, as: UTF16.self)
    }

    deinit { glossa_unumf_closeResult(pointer) }
}

/// Formats numbers for a locale with ICU's data: digits, grouping and decimal separators.
///
/// Named so as not to clash with Foundation's `NumberFormatter` in modules that import both.
/// `-u-nu-` keywords choose the digits ("hi-u-nu-deva" → १,२३४); plain "ar" gives Arabic-Indic
/// digits and "fa" Persian ones, as ICU 72's CLDR data says (Foundation on Linux differs for ar).
public final class LocaleNumberFormat: @unchecked Sendable {
    public let locale: String
    private let lock = ICULock()
    private var formatters: [Int: NumberFormatterHandle] = [:]
    private let defaultFormatter: NumberFormatterHandle

    public init(locale: String) throws(ICUError) {
        self.locale = locale
        defaultFormatter = try NumberFormatterHandle(skeleton: NumberFormatterHandle.skeleton(fractionDigits: nil), locale: locale)
    }

    /// An integer with the locale's digits and grouping: de 1234567 → "1.234.567".
    public func format(_ n: Int) -> String {
        (try? run { (result) throws(ICUError) in try defaultFormatter.format(n, into: result) }) ?? String(n)
    }

    /// A number with exactly `fractionDigits` digits after the separator, or the locale's default (up to 3) when nil.
    public func format(_ n: Double, fractionDigits: Int?) -> String {
        let formatted = try? lock.withLock { () throws(ICUError) -> String in
            let formatter = try formatter(fractionDigits: fractionDigits)
            return try run { (result) throws(ICUError) in try formatter.format(n, into: result) }
        }
        return formatted ?? String(n)
    }

    /// Called with the lock held.
    private func formatter(fractionDigits: Int?) throws(ICUError) -> NumberFormatterHandle {
        guard let digits = fractionDigits.map({ max(0, min($0, 20)) }) else { return defaultFormatter }
        if let cached = formatters[digits] { return cached }
        let formatter = try NumberFormatterHandle(skeleton: NumberFormatterHandle.skeleton(fractionDigits: digits), locale: locale)
        formatters[digits] = formatter
        return formatter
    }

    private func run(_ body: (FormattedNumberHandle) throws(ICUError) -> Void) throws(ICUError) -> String {
        let result = try FormattedNumberHandle()
        try body(result)
        return try result.string()
    }
}
