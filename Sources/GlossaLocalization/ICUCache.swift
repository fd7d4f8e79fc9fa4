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

    /// Whether every whole count takes the same plural form in `locale` (ko, ja, zh, th, vi, id…).
    ///
    /// Sampled over the counts where CLDR's integer rules differ (0–200, and the millions that French
    /// and Spanish treat as `many`), through the same rules that pick the forms.
    func hasNoPluralForms(_ locale: String) -> Bool {
        lock.lock()
        if let known = singleForm[locale] {
            lock.unlock()
            return known
        }
        lock.unlock()
        guard let rules = pluralRules(locale) else { return false }
        let samples = Array(0...200) + [1_000, 10_000, 100_000, 1_000_000, 2_000_000]
        let single = samples.allSatisfy { rules.category(for: $0) == .other }
        lock.lock()
        singleForm[locale] = single
        lock.unlock()
        return single
    }

    private var singleForm: [String: Bool] = [:]

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
