import GlossaICU

/// `--plurals all`: which plural categories a screen's strings can take, and the numbers that show them.
public enum PluralMatrix {
    /// The arguments with each number that chose a plural form replaced by ICU's sample of `category`
    /// (ru few → 2, ar many → 11, ru other → 0.1).
    static func samples(in arguments: [FormatArgument], at positions: Set<Int>, locale: String,
                        _ category: PluralCategory?) -> [FormatArgument] {
        guard let category, !positions.isEmpty, let sample = ICUCache.shared.pluralSample(locale, category) else { return arguments }
        var result = arguments
        for position in positions where position >= 1 && position <= result.count {
            switch sample {
            case .integer(let value): result[position - 1] = .integer(value)
            case .decimal(let value): result[position - 1] = .double(value)
            }
        }
        return result
    }

    /// The categories, in CLDR order, that the plural choices of these keys can take in `locale`;
    /// empty when none of them selects a plural form (the screen is then shown once).
    public static func categories(of keys: [(key: String, table: String)], in catalog: StringCatalog, locale: String) -> [PluralCategory] {
        var found = Set<PluralCategory>()
        for (key, table) in keys {
            guard let pluralLocale = catalog.pluralLocale(key: key, table: table, locale: locale) else { continue }
            found.formUnion(ICUCache.shared.pluralCategories(pluralLocale))
        }
        return PluralCategory.allCases.filter(found.contains)
    }
}

extension LocalizedForm {
    /// Whether a count picks this form or one nested in it.
    var selectsPlural: Bool {
        switch self {
        case .text: false
        case .plural: true
        case .device(let forms): forms.values.contains { $0.selectsPlural }
        case .width(let forms): forms.values.contains { $0.selectsPlural }
        }
    }
}

extension LocalizedEntry {
    var selectsPlural: Bool {
        form.selectsPlural || substitutions.values.contains { !$0.forms.isEmpty }
    }
}
