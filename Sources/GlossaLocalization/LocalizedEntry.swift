import GlossaICU

/// A localized value as a catalog stores it, before a count, a width or a device picks one form.
///
/// One shape for all three file formats: a `.strings` value is `.text`; a `.stringsdict` entry
/// is text with substitutions, or `.width` variants; a String Catalog value may nest `.device`
/// and `.plural` variations and carry substitutions.
indirect enum LocalizedForm: Sendable, Equatable {
    /// A format string; `state` is the String Catalog state when there is one.
    case text(String, state: String?)
    /// Chosen by the first numeric argument of the `other` form.
    case plural([PluralCategory: LocalizedForm])
    /// Keyed by xcstrings device names: iphone, ipad, ipod, mac, applewatch, appletv, applevision, other.
    case device([String: LocalizedForm])
    /// NSStringVariableWidthRuleType: keyed by width in 'M' characters of the label's font.
    case width([Int: LocalizedForm])
}

/// A `%#@name@` variable: a stringsdict NSStringPluralRuleType dictionary or an xcstrings substitution.
struct Substitution: Sendable, Equatable {
    /// xcstrings `argNum`; nil means the position of the `%#@name@` token.
    var position: Int?
    /// NSStringFormatValueTypeKey or xcstrings `formatSpecifier`: "d", "lld", ".2f", "@".
    var valueType: String?
    var forms: [PluralCategory: LocalizedForm]
}

/// One key's value in one locale, with where it came from.
struct LocalizedEntry: Sendable, Equatable {
    var form: LocalizedForm
    var substitutions: [String: Substitution] = [:]
    /// xcstrings `shouldTranslate: false`: every locale shows the source value.
    var shouldTranslate = true
    /// "path" or "path:line", for messages.
    var origin: String
}

/// What picks one form of a value: the arguments (for plurals), the width and the device.
struct FormSelection {
    var arguments: [FormatArgument]
    /// The locale whose plural rules choose a form: the locale of the value's own file.
    var pluralLocale: String
    var availableEms: Double? = nil
    var device: String? = nil
    /// Pick `other`, the widest and the `other` device instead, to describe a value's arguments.
    var representative = false
    /// `--plurals all`: the category every plural choice takes (when the locale has it), whatever the count.
    var forcedPlural: PluralCategory? = nil
}

/// An entry flattened to one format string whose specifiers all have explicit positions.
///
/// Substitutions are spliced in at this stage so pseudo-languages and the formatter see a
/// single string. Inside a substitution's variant, `%arg` and unpositioned specifiers refer
/// to the substitution's own argument (the next ones to the arguments after it), so a variant
/// without a number ("No files") never shifts the arguments that follow it.
struct FormExpander {
    let entry: LocalizedEntry
    let selection: FormSelection
    private(set) var state: String?
    private(set) var argumentTypes: [Int: String] = [:]
    /// Positions whose value appears in the text; the others only select a plural form.
    private(set) var shownPositions: Set<Int> = []
    /// Arguments whose plural choice `forcedPlural` made; they show that category's sample number.
    private(set) var forcedPositions: Set<Int> = []
    /// A width variant was chosen: the text depends on `selection.availableEms`.
    private(set) var choseWidth = false

    init(entry: LocalizedEntry, selection: FormSelection) {
        self.entry = entry
        self.selection = selection
    }

    mutating func expand() -> String {
        expand(select(entry.form), firstPosition: 1, substitution: nil, depth: 0)
    }

    private mutating func expand(_ text: String, firstPosition: Int, substitution: (Int, String?)?, depth: Int) -> String {
        let tokens = FormatTokenizer.tokens(in: text, substitutionArgument: substitution != nil)
        var output = ""
        for part in BoundFormat(tokens, firstPosition: firstPosition, substitutionPosition: substitution?.0).parts {
            switch part {
            case .literal(let literal): output += literal
            case .literalPercent: output += "%%"
            case .argument(let specifier, let position):
                if specifier.isSubstitutionArgument {
                    let typed = FormatSpecifier.fromValueType(substitution?.1 ?? "@", position: position)
                    record(typed, at: position, shown: true)
                    output += typed.text
                } else if let name = specifier.variable {
                    output += expandVariable(name, at: position, depth: depth)
                } else {
                    record(specifier, at: position, shown: true)
                    output += specifier.withPosition(position)
                }
            }
        }
        return output
    }

    private mutating func expandVariable(_ name: String, at tokenPosition: Int, depth: Int) -> String {
        guard let substitution = entry.substitutions[name], depth < 4 else {
            let fallback = FormatSpecifier.fromValueType("@", position: tokenPosition)
            record(fallback, at: tokenPosition, shown: true)
            return fallback.text
        }
        let position = substitution.position ?? tokenPosition
        let typed = substitution.valueType.map { FormatSpecifier.fromValueType($0, position: position) }
        if let typed { record(typed, at: position) }
        let category = selection.representative ? .other : pluralCategory(position: position, specifier: typed)
        guard let form = Self.pluralForm(substitution.forms, category) else { return "" }
        return expand(select(form), firstPosition: position, substitution: (position, substitution.valueType), depth: depth + 1)
    }

    private mutating func record(_ specifier: FormatSpecifier, at position: Int, shown: Bool = false) {
        if argumentTypes[position] == nil { argumentTypes[position] = specifier.normalizedType }
        if shown { shownPositions.insert(position) }
    }

    /// The text of the form that the selection picks, noting a String Catalog state that is not "translated".
    private mutating func select(_ form: LocalizedForm) -> String {
        switch form {
        case .text(let text, let state):
            if let state, state != "translated", self.state == nil { self.state = state }
            return text
        case .plural(let forms):
            guard let form = Self.pluralForm(forms, pluralCategoryOfOwnCount(forms)) else { return "" }
            return select(form)
        case .device(let forms):
            return select(forms[deviceKey(forms)] ?? .text("", state: nil))
        case .width(let forms):
            choseWidth = true
            return select(forms[widthKey(forms)] ?? .text("", state: nil))
        }
    }

    static func pluralForm(_ forms: [PluralCategory: LocalizedForm], _ category: PluralCategory) -> LocalizedForm? {
        forms[category] ?? forms[.other] ?? PluralCategory.allCases.lazy.compactMap { forms[$0] }.first
    }

    /// A plural variation without a substitution counts with the first number its `other` form formats.
    private mutating func pluralCategoryOfOwnCount(_ forms: [PluralCategory: LocalizedForm]) -> PluralCategory {
        if selection.representative { return .other }
        guard case .text(let text, _)? = Self.pluralForm(forms, .other) else { return .other }
        let bound = BoundFormat(FormatTokenizer.tokens(in: text))
        for case .argument(let specifier, let position) in bound.parts where ["%d", "%f"].contains(specifier.normalizedType) {
            return pluralCategory(position: position, specifier: specifier)
        }
        return pluralCategory(position: 1, specifier: nil)
    }

    private mutating func pluralCategory(position: Int, specifier: FormatSpecifier?) -> PluralCategory {
        guard position >= 1, position <= selection.arguments.count,
              let rules = ICUCache.shared.pluralRules(selection.pluralLocale) else { return .other }
        if let forced = selection.forcedPlural, ICUCache.shared.pluralCategories(selection.pluralLocale).contains(forced) {
            forcedPositions.insert(position)
            return forced
        }
        switch selection.arguments[position - 1] {
        case .integer(let count):
            return rules.category(for: count)
        case .double(let value):
            guard value.isFinite else { return .other }
            if specifier?.normalizedType == "%d" { return rules.category(for: StringFormatter.wholeValue(value)) }
            let digits = specifier?.normalizedType == "%f" ? specifier!.fractionDigits : Self.shortestFractionDigits(value)
            return rules.category(for: value, fractionDigits: digits)
        case .string(let text):
            return Int(text).map { rules.category(for: $0) } ?? .other
        case .value(let typed, _):
            guard let amount = typed.amount, amount.isFinite else { return .other }
            return rules.category(for: amount, fractionDigits: Self.shortestFractionDigits(amount))
        }
    }

    private static func shortestFractionDigits(_ value: Double) -> Int {
        let text = String(value)
        guard let dot = text.firstIndex(of: "."), !text.contains("e") else { return 0 }
        let fraction = text[text.index(after: dot)...]
        return fraction == "0" ? 0 : fraction.count
    }

    /// The device variation for the selection's device ("iphone-15" → "iphone"), else "other".
    private func deviceKey(_ forms: [String: LocalizedForm]) -> String {
        if !selection.representative, let device = selection.device.map(Self.catalogDeviceName), forms[device] != nil {
            return device
        }
        if forms["other"] != nil { return "other" }
        if forms["iphone"] != nil { return "iphone" }
        return forms.keys.sorted().first ?? "other"
    }

    static func catalogDeviceName(_ device: String) -> String {
        let name = device.lowercased()
        let prefixes = [("iphone", "iphone"), ("ipad", "ipad"), ("ipod", "ipod"), ("mac", "mac"),
                        ("applewatch", "applewatch"), ("watch", "applewatch"), ("appletv", "appletv"), ("tv", "appletv"),
                        ("applevision", "applevision"), ("vision", "applevision")]
        return prefixes.first { name.hasPrefix($0.0) }?.1 ?? name
    }

    /// The widest variant that fits `availableEms`, else the narrowest; the widest when no width is known.
    private func widthKey(_ forms: [Int: LocalizedForm]) -> Int {
        let widths = forms.keys.sorted()
        guard let ems = selection.availableEms, !selection.representative else { return widths.last ?? 0 }
        return widths.last { Double($0) <= ems } ?? widths.first ?? 0
    }
}
