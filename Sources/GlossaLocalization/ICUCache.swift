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
    private var values: [ValueKey: String] = [:]
    private var categories: [String: [PluralCategory]] = [:]
    private var samples: [String: PluralSample?] = [:]
    private var canonicalIdentifiers: [String: String?] = [:]
    private var scripts: [String: String?] = [:]
    private var sameLanguages: [String: Bool] = [:]

    /// The plural categories of a locale's rules (only `other` when ICU cannot open them).
    func pluralCategories(_ locale: String) -> [PluralCategory] {
        lock.lock()
        let cached = categories[locale]
        lock.unlock()
        if let cached { return cached }
        let found = pluralRules(locale)?.categories ?? [.other]
        lock.lock()
        categories[locale] = found
        lock.unlock()
        return found
    }

    /// ICU's first sample number of a category in a locale.
    func pluralSample(_ locale: String, _ category: PluralCategory) -> PluralSample? {
        let key = "\(locale)|\(category.rawValue)"
        lock.lock()
        let cached = samples[key]
        lock.unlock()
        if let cached { return cached }
        let found = pluralRules(locale)?.sample(for: category)
        lock.lock()
        samples[key] = .some(found)
        lock.unlock()
        return found
    }

    private struct ValueKey: Hashable {
        let value: String
        let locale: String
        let timeZone: String
    }

    /// A typed value as the locale writes it; a value ICU refuses (the parser lets none through) shows as written.
    func formatted(_ value: TypedValue, locale: String, timeZone: String) -> String {
        let key = ValueKey(value: String(describing: value), locale: locale, timeZone: timeZone)
        lock.lock()
        let cached = values[key]
        lock.unlock()
        if let cached { return cached }
        let text = (try? ValueFormat.format(value, locale: locale, timeZone: timeZone)) ?? value.fallbackText
        lock.lock()
        values[key] = text
        lock.unlock()
        return text
    }

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
        remembered(locale, in: \.singleForm) {
            guard let rules = pluralRules(locale) else { return false }
            let samples = Array(0...200) + [1_000, 10_000, 100_000, 1_000_000, 2_000_000]
            return samples.allSatisfy { rules.category(for: $0) == .other }
        }
    }

    private var singleForm: [String: Bool] = [:]

    /// `LocaleInfo.canonicalIdentifier`, asked of ICU once per identifier (every string of every screen asks).
    func canonicalIdentifier(_ identifier: String) -> String? {
        remembered(identifier, in: \.canonicalIdentifiers) { LocaleInfo.canonicalIdentifier(identifier) }
    }

    /// `LocaleInfo.script` (explicit or likely), asked of ICU once per identifier.
    func script(_ identifier: String) -> String? {
        remembered(identifier, in: \.scripts) { LocaleInfo.script(identifier) }
    }

    /// `Locales.isSameLanguage`, worked out once per pair of identifiers (every string of every screen asks).
    func isSameLanguage(_ source: String, as requested: String, _ compute: () -> Bool) -> Bool {
        remembered(source + "\u{0}" + requested, in: \.sameLanguages, compute)
    }

    /// An answer about a locale identifier (or a pair), computed once (tables forget all at 4,096
    /// entries). It is computed outside the lock: an answer may ask for others.
    private func remembered<Value>(_ key: String, in table: ReferenceWritableKeyPath<ICUCache, [String: Value]>,
                                   _ compute: () -> Value) -> Value {
        lock.lock()
        let known = self[keyPath: table][key]
        lock.unlock()
        if let known { return known }
        let found = compute()
        lock.lock()
        if self[keyPath: table].count >= 4_096 { self[keyPath: table].removeAll() }
        self[keyPath: table][key] = found
        lock.unlock()
        return found
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
