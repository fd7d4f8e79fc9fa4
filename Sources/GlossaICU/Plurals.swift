internal import CICU

/// A CLDR plural category, as named in plural rules and in `.stringsdict` / `.xcstrings` keys.
public enum PluralCategory: String, Sendable, CaseIterable {
    case zero, one, two, few, many, other
}

/// A mutex for ICU handles shared between threads.
///
/// ICU documents its const C++ methods as thread-safe but says nothing firm about each C
/// wrapper, and a shared cache needs a lock anyway; the mutex lives in C memory so that its
/// address never moves.
final class ICULock: @unchecked Sendable {
    private let mutex: OpaquePointer

    init() {
        guard let mutex = glossa_mutex_create() else { fatalError("out of memory creating a mutex") }
        self.mutex = mutex
    }

    func withLock<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
        glossa_mutex_lock(mutex)
        defer { glossa_mutex_unlock(mutex) }
        return try body()
    }

    deinit { glossa_mutex_destroy(mutex) }
}

/// Owns one UPluralRules.
final class PluralRulesHandle {
    let pointer: OpaquePointer

    init(locale: String) throws(ICUError) {
        let id = icuLocaleID(locale)
        guard let pointer = try icuCall("uplrules_open(\(locale))", { glossa_uplrules_open(id, $0) }) else {
            throw ICUError(operation: "uplrules_open(\(locale))", code: Int32(GLOSSA_U_MEMORY_ALLOCATION_ERROR))
        }
        self.pointer = pointer
    }

    deinit { glossa_uplrules_close(pointer) }
}

/// The plural rules of one locale (CLDR data from ICU), for choosing a translation's plural form.
///
/// Categories depend on the visible number, not only its value: in English "1 file" but
/// "1.0 files", so a fractional count is selected through the number as it will be shown.
public final class PluralRules: @unchecked Sendable {
    public let locale: String
    let rules: PluralRulesHandle
    let lock = ICULock()
    private var formats: [Int: NumberFormatterHandle] = [:]

    public init(locale: String) throws(ICUError) {
        self.locale = locale
        rules = try PluralRulesHandle(locale: locale)
    }

    /// The category of an integer count: ru 1 → one, 2 → few, 5 → many, 21 → one.
    public func category(for n: Int) -> PluralCategory {
        let pointer = rules.pointer
        let keyword = try? lock.withLock { () throws(ICUError) -> [UInt16] in
            try icuUTF16Output("uplrules_select", capacity: 8) { glossa_uplrules_select(pointer, Double(n), $0, $1, $2) }
        }
        return Self.category(keyword)
    }

    /// The category of `n` shown with exactly `fractionDigits` digits after the decimal separator.
    public func category(for n: Double, fractionDigits: Int) -> PluralCategory {
        let keyword = try? lock.withLock { () throws(ICUError) -> [UInt16] in
            let digits = max(0, min(fractionDigits, 20))
            let format: NumberFormatterHandle
            if let cached = formats[digits] {
                format = cached
            } else {
                format = try NumberFormatterHandle(skeleton: NumberFormatterHandle.skeleton(fractionDigits: digits), locale: locale)
                formats[digits] = format
            }
            let result = try FormattedNumberHandle()
            try format.format(n, into: result)
            let (rules, formatted) = (rules.pointer, result.pointer)
            return try icuUTF16Output("uplrules_selectFormatted", capacity: 8) {
                glossa_uplrules_selectFormatted(rules, formatted, $0, $1, $2)
            }
        }
        return Self.category(keyword)
    }

    /// ICU only returns CLDR's six keywords; anything else would be a data error, read as `other`.
    private static func category(_ keyword: [UInt16]?) -> PluralCategory {
        keyword.flatMap { PluralCategory(rawValue: String(decoding: $0, as: UTF16.self)) } ?? .other
    }
}
