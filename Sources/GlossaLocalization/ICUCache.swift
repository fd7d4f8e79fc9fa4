import Foundation
import GlossaICU

/// Number formatters and plural rules per locale, opened once and shared.
///
/// Opening ICU objects costs more than using them, and a layout run resolves thousands of
/// strings in a handful of locales.
final class ICUCache: @unchecked Sendable {
    static let shared = ICUCache()

    private let lock = NSLock()
    private var numberFormats: [String: LocaleNumberFormat?] = [:]
    private var pluralRules: [String: PluralRules?] = [:]

    func numberFormat(_ locale: String) -> LocaleNumberFormat? {
        cached(locale, in: &numberFormats) { (locale) throws(ICUError) in try LocaleNumberFormat(locale: locale) }
    }

    func pluralRules(_ locale: String) -> PluralRules? {
        cached(locale, in: &pluralRules) { (locale) throws(ICUError) in try PluralRules(locale: locale) }
    }

    /// A locale that ICU cannot open is remembered as nil so it is not retried on every string.
    private func cached<Value>(
        _ locale: String, in cache: inout [String: Value?], open: (String) throws(ICUError) -> Value
    ) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[locale] { return cached }
        let opened = try? open(locale)
        cache[locale] = .some(opened)
        return opened
    }
}
