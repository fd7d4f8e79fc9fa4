import Foundation
import GlossaICU

/// A value read from a translation file (`budgets --check`), with the line it is written on.
public struct TranslatedValue: Sendable {
    public let key: String
    public let table: String
    /// Canonical locale of the value.
    public let locale: String
    public let file: String
    public let line: Int
    let entry: LocalizedEntry

    init(key: String, table: String, locale: String, file: String, line: Int, entry: LocalizedEntry) {
        self.key = key
        self.table = table
        self.locale = locale
        self.file = file
        self.line = line
        self.entry = entry
    }

    /// One text the value shows on a view: a plural form (with the number it was measured with), or the value.
    public struct Variant: Sendable, Equatable {
        public let plural: PluralCategory?
        /// The number that chose `plural`, as the arguments carry it.
        public let number: FormatArgument?
        /// The arguments the text was formatted with.
        public let arguments: [FormatArgument]
        public let text: String
    }

    /// Whether a count chooses among forms of this value.
    public var selectsPlural: Bool { entry.selectsPlural }

    /// Whether the value has forms for labels of different widths (NSStringVariableWidthRuleType).
    public var hasWidthVariants: Bool {
        func varies(_ form: LocalizedForm) -> Bool {
            switch form {
            case .text: false
            case .width: true
            case .plural(let forms): forms.values.contains(where: varies)
            case .device(let forms): forms.values.contains(where: varies)
            }
        }
        return varies(entry.form)
    }

    /// The texts the value shows with a view's `arguments` on `device`: the value formatted as an app would,
    /// or, when a count chooses among its forms, every plural form of the locale, each with the widest number
    /// of its category that has no more digits than the view's own number (`PluralMatrix.widest`).
    /// `availableEms` picks a width variant as for a label that many 'M's wide.
    public func variants(arguments: [FormatArgument], device: String, availableEms: Double? = nil) -> [Variant] {
        guard entry.selectsPlural else {
            var expander = FormExpander(entry: entry, selection: FormSelection(arguments: arguments, pluralLocale: locale,
                                                                               availableEms: availableEms, device: device))
            let format = expander.expand()
            return [Variant(plural: nil, number: nil, arguments: arguments,
                            text: StringFormatter.format(format, arguments: arguments, locale: locale))]
        }
        var variants: [Variant] = []
        for category in ICUCache.shared.pluralCategories(locale) {
            var expander = FormExpander(entry: entry, selection: FormSelection(arguments: arguments, pluralLocale: locale,
                                                                               availableEms: availableEms, device: device,
                                                                               forcedPlural: category))
            let format = expander.expand()
            guard let shown = PluralMatrix.widest(in: arguments, at: expander.forcedPositions, types: expander.argumentTypes,
                                                  locale: locale, category) else { continue }
            let number = expander.forcedPositions.min().map { shown[$0 - 1] }
            let variant = Variant(plural: category, number: number, arguments: shown,
                                  text: StringFormatter.format(format, arguments: shown, locale: locale))
            if !variants.contains(where: { $0.text == variant.text }) { variants.append(variant) }
        }
        return variants
    }
}

extension PluralMatrix {
    /// Steps taken down from the largest number of a digit count before ICU's own sample is taken instead.
    static let widestSearch = 1_000

    /// The arguments with each number that chose a plural form replaced by the widest number of `category`:
    /// the largest with no more digits than the number it replaces (digits are as wide as each other in UI
    /// fonts, so the most digits and separators are the widest), else ICU's sample of the category. Nil when
    /// only a fraction is in the category and the value formats that argument as an integer (`%lld` never
    /// shows ru `other`).
    static func widest(in arguments: [FormatArgument], at positions: Set<Int>, types: [Int: String], locale: String,
                       _ category: PluralCategory) -> [FormatArgument]? {
        guard !positions.isEmpty, let rules = ICUCache.shared.pluralRules(locale) else { return arguments }
        var result = arguments
        for position in positions where position >= 1 && position <= result.count {
            let digits = digitCount(result[position - 1])
            if let integer = widestInteger(rules, locale: locale, category, digits: digits) {
                result[position - 1] = .integer(integer)
            } else if let sample = ICUCache.shared.pluralSample(locale, category) {
                switch sample {
                case .integer(let value): result[position - 1] = .integer(value)
                case .decimal(let value):
                    if types[position] == "%d" { return nil }
                    result[position - 1] = .double(value)
                }
            }
        }
        return result
    }

    private static let widestLock = NSLock()
    nonisolated(unsafe) private static var widestFound: [String: Int?] = [:]

    /// The largest integer of `category` with at most `digits` digits, searched down from the largest such
    /// number for `widestSearch` steps; nil when none is found there. Remembered per locale, category and digits.
    private static func widestInteger(_ rules: PluralRules, locale: String, _ category: PluralCategory, digits: Int) -> Int? {
        let name = "\(locale) \(category.rawValue) \(digits)"
        widestLock.lock()
        let known = widestFound[name]
        widestLock.unlock()
        if let known { return known }
        let top = (0..<min(digits, 18)).reduce(1) { value, _ in value * 10 } - 1
        let found = stride(from: top, through: max(0, top - widestSearch), by: -1).first { rules.category(for: $0) == category }
        widestLock.lock()
        widestFound[name] = .some(found)
        widestLock.unlock()
        return found
    }

    /// Digits before the decimal point of a number argument (1 for anything else).
    private static func digitCount(_ argument: FormatArgument) -> Int {
        let magnitude: Double
        switch argument {
        case .integer(let value): magnitude = Double(value.magnitude)
        case .double(let value): magnitude = value.isFinite ? abs(value) : 0
        case .string(let text): magnitude = Double(text).map(abs) ?? 0
        case .value: return 1
        }
        return max(1, String(Int(magnitude.rounded(.towardZero))).count)
    }
}
