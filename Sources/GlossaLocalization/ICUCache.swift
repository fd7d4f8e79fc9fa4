import Foundation
import GlossaICU

/// Number formatters and plural rules per locale, opened once and shared.
///
/// Opening ICU objects costs more than using them, and a layout run resolves thousands of
/// strings in a handful of locales.
final class ICUCache: @unchecked Sendable {
    static let shared = ICUCache()

    private let lock = NSLock()
    private var numberFormats: [String: LocaleNumberFormat] = [:]
    private var pluralRules: [String: PluralRules] = [:]

    func numberFormat(_ locale: String) -> LocaleNumberFormat? {
        lock.lock()
        defer { lock.unlock() }
        if let cached = numberFormats[locale] { return cached }
        let opened = try? LocaleNumberFormat(locale: locale)
        numberFormats[locale] = opened
        return opened
    }

    func pluralRules(_ locale: String) -> PluralRules? {
        lock.lock()
        defer { lock.unlock() }
        if let cached = pluralRules[locale] { return cached }
        let opened = try? PluralRules(locale: locale)
        pluralRules[locale] = opened
        return opened
    }
}
