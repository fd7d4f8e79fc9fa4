import Foundation
import GlossaICU

/// An app's localized strings, read from a folder, resolved per locale as an iOS app would show them.
///
/// Resolution follows NSBundle: the locale's fallback chain, then Base.lproj, then the
/// development language, then the key itself. Along the way it records what a checker reports:
/// a missing translation, a translation whose format specifiers differ from the development
/// language's, and a String Catalog state other than "translated".
public final class StringCatalog: @unchecked Sendable {
    public let folder: String
    /// xcstrings sourceLanguage, else "en" when en.lproj exists, else "Base", else the first lproj, else "en".
    public let developmentLanguage: String
    /// Every locale that has strings, plus the development language; sorted and canonical.
    public let availableLocales: [String]
    public let tables: [String]
    /// Duplicate keys, merged folders and skipped items, as "file:line: message".
    public let warnings: [String]
    /// Keys defined twice in one `.strings` file ("file:line: duplicate key …"), for a warning-level finding.
    public let duplicates: [String]
    /// Tables and catalogs of the folder that iOS cannot read, or reads only in part (see `UnreadableFile`).
    public let unreadable: [UnreadableFile]

    let entries: [String: [String: [String: LocalizedEntry]]]
    private let chainLocales: [String]
    private let lock = NSLock()
    private var chains: [String: [String]] = [:]
    /// Resolutions already made: the content sizes and devices of a matrix ask for the same ones.
    private var resolved: [ResolutionKey: Resolution] = [:]
    /// Resolutions of values without width variants, by their key without a width.
    private var widthFree: [ResolutionKey: Resolution] = [:]
    /// 2,048, about 2 MB a catalog: the screens of a layout in one locale ask for fewer; 8,192 kept 6 MB a catalog
    /// (a run keeps one catalog per strings folder) for no fewer instructions (a check of every sample layout on
    /// three devices and sizes: 0.005 % more with 2,048).
    private static let resolvedLimit = 2048

    private struct ResolutionKey: Hashable {
        let key: String
        let table: String
        let locale: String
        let arguments: [FormatArgument]
        let availableEms: Double?
        let device: String?
        let plural: PluralCategory?
    }

    public init(folder: String, developmentLanguage: String? = nil) throws(LocalizationError) {
        let loaded = try CatalogFolder.load(folder)
        self.folder = folder
        entries = loaded.entries
        warnings = loaded.warnings
        duplicates = loaded.duplicates
        unreadable = loaded.unreadable
        tables = loaded.entries.keys.sorted()
        let lproj = loaded.lprojLocales
        self.developmentLanguage = developmentLanguage.map { Locales.canonical($0) ?? $0 } ?? loaded.catalogSourceLanguage
            ?? (lproj.contains("en") ? "en" : lproj.contains("Base") ? "Base" : lproj.sorted().first ?? "en")
        var locales = Set(loaded.entries.values.flatMap { $0.filter { !$0.value.isEmpty }.keys })
        chainLocales = locales.sorted()
        // A language whose table iOS cannot read is still one the app ships: it shows the development text.
        locales.formUnion(loaded.unreadable.compactMap(\.locale))
        locales.remove("Base")
        locales.insert(self.developmentLanguage)
        availableLocales = locales.sorted()
    }

    /// The text for `key` in `locale` (a pseudo-locale such as "en-XA" transforms the
    /// development language's value), formatted with `arguments`.
    ///
    /// `availableEms` is the label's available width divided by the width of "M" in its font,
    /// which picks an NSStringVariableWidthRuleType variant; `device` ("iphone-15", "ipad")
    /// picks a String Catalog device variation.
    ///
    /// `plural` (from `--plurals all`) makes every plural choice take that category where the value's
    /// locale has it, and the number that chose it shows ICU's sample of the category.
    public func resolve(
        key: String, table: String, locale: String, arguments: [FormatArgument], availableEms: Double? = nil, device: String? = nil,
        plural: PluralCategory? = nil
    ) -> Resolution {
        let memo = ResolutionKey(key: key, table: table, locale: locale, arguments: arguments, availableEms: availableEms,
                                 device: device, plural: plural)
        // A value without width variants is the same at every width: a label measured at each width it gets (every
        // content size and device) resolves it once.
        let anyWidth = ResolutionKey(key: key, table: table, locale: locale, arguments: arguments, availableEms: nil,
                                     device: device, plural: plural)
        lock.lock()
        let known = resolved[memo] ?? (availableEms == nil ? nil : widthFree[anyWidth])
        lock.unlock()
        if let known { return known }
        let (resolution, choseWidth) = resolveAnew(key: key, table: table, locale: locale, arguments: arguments,
                                                   availableEms: availableEms, device: device, plural: plural)
        lock.lock()
        if resolved.count >= Self.resolvedLimit { resolved.removeAll() }
        if widthFree.count >= Self.resolvedLimit { widthFree.removeAll() }
        resolved[memo] = resolution
        if !choseWidth { widthFree[anyWidth] = resolution }
        lock.unlock()
        return resolution
    }

    /// The resolution, and whether a width variant was chosen for `availableEms`.
    private func resolveAnew(key: String, table: String, locale: String, arguments: [FormatArgument], availableEms: Double?,
                             device: String?, plural: PluralCategory?) -> (Resolution, choseWidth: Bool) {
        let pseudo = PseudoLanguage(localeIdentifier: locale)
        let canonical = Locales.canonical(locale) ?? locale
        // Pseudo-locales and "Base" read, count and format as the development language.
        let isDevelopment = pseudo != nil || canonical == "Base"
        let requested = isDevelopment ? developmentLanguage : canonical
        let numberLocale = isDevelopment ? developmentLanguage : locale
        func finish(_ format: String, _ arguments: [FormatArgument] = arguments) -> String {
            StringFormatter.format(pseudo?.transform(format) ?? format, arguments: arguments, locale: numberLocale)
        }
        guard let (entry, source) = lookup(key, table: table, locale: requested) else {
            var expander = FormExpander(entry: LocalizedEntry(form: .text(key, state: nil), origin: ""),
                                        selection: FormSelection(arguments: arguments, pluralLocale: requested))
            return (Resolution(text: finish(expander.expand()), locale: nil, isMissing: true), false)
        }
        let valueLocale = source == "Base" ? developmentLanguage : source
        var selection = FormSelection(arguments: arguments, pluralLocale: valueLocale, availableEms: availableEms, device: device,
                                      forcedPlural: plural)
        var expander = FormExpander(entry: entry, selection: selection)
        let format = expander.expand()
        let text = finish(format, PluralMatrix.samples(in: arguments, at: expander.forcedPositions, locale: valueLocale, plural))
        selection.representative = true
        selection.forcedPlural = nil
        let comparison = compareWithDevelopment(key, table: table, entry: entry, source: source, selection: selection)
        let isMissing = entry.shouldTranslate && !Locales.isSameLanguage(valueLocale, as: requested)
        var resolution = Resolution(text: text, locale: source, isMissing: isMissing, formatMismatch: comparison?.formatMismatch,
                                    state: expander.state, origin: KeyLines.origin(entry.origin, key: key))
        resolution.isUntranslated = pseudo == nil && !isMissing && comparison?.isUntranslated == true
        resolution.formatExcess = StringFormatter.excess(in: format)
        return (resolution, expander.choseWidth)
    }

    /// The first entry for `key` along the locale's chain, and the locale it came from.
    func lookup(_ key: String, table: String, locale: String) -> (LocalizedEntry, String)? {
        guard let locales = entries[table] else { return nil }
        for candidate in chain(for: locale) {
            if let entry = locales[candidate]?[key] { return (entry, candidate) }
        }
        return nil
    }

    func chain(for locale: String) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        if let cached = chains[locale] { return cached }
        let chain = Locales.fallbackChain(for: locale, available: chainLocales, developmentLanguage: developmentLanguage)
        chains[locale] = chain
        return chain
    }
}

extension StringCatalog {
    /// Whether a locale other than the development language (and Base) has strings in `table`: the table is
    /// translated somewhere.
    public func isTranslated(table: String) -> Bool {
        (entries[table] ?? [:]).contains { locale, keys in
            !keys.isEmpty && locale != "Base" && !Locales.isSameLanguage(locale, as: developmentLanguage)
        }
    }

    /// Whether any locale (the development language and Base included) has strings in `table`.
    public func hasStrings(table: String) -> Bool {
        (entries[table] ?? [:]).values.contains { !$0.isEmpty }
    }

    /// The value of `key` as `locale` has it written, before any argument is formatted (its `other` form, its
    /// widest width variant, its `other` device); nil when no table along the locale's chain has the key.
    public func writtenValue(key: String, table: String, locale: String) -> String? {
        let canonical = Locales.canonical(locale) ?? locale
        guard let (entry, source) = lookup(key, table: table, locale: canonical) else { return nil }
        var selection = FormSelection(arguments: [], pluralLocale: source == "Base" ? developmentLanguage : source)
        selection.representative = true
        var expander = FormExpander(entry: entry, selection: selection)
        return expander.expand()
    }

    /// The locale whose plural rules choose a form of `key` in `locale`, or nil when its value has no plural choice.
    func pluralLocale(key: String, table: String, locale: String) -> String? {
        let canonical = Locales.canonical(locale) ?? locale
        let requested = PseudoLanguage(localeIdentifier: locale) != nil || canonical == "Base" ? developmentLanguage : canonical
        guard let (entry, source) = lookup(key, table: table, locale: requested), entry.selectsPlural else { return nil }
        return source == "Base" ? developmentLanguage : source
    }
}

extension StringCatalog {
    /// A locale's own text values of `table` (no fallback), with where each is written ("path:line"), by key.
    public func ownValues(table: String, locale: String) -> [String: (value: String, origin: String)] {
        var values: [String: (value: String, origin: String)] = [:]
        for (key, entry) in entries[table]?[locale] ?? [:] {
            if case let .text(value, _) = entry.form { values[key] = (value, entry.origin) }
        }
        return values
    }

    /// The languages of the folder's tables other than the development language, its regional variants and Base.
    public var translationLocales: [String] {
        availableLocales.filter { $0 != "Base" && !Locales.isSameLanguage($0, as: developmentLanguage) }
    }
}
