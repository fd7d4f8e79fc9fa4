import GlossaICU

/// A value substituted into a localized format string.
public enum FormatArgument: Hashable, Sendable {
    case string(String)
    case integer(Int)
    case double(Double)
    /// A date, percent, currency, measure or list, formatted by the locale (dates in `timeZone`).
    case value(TypedValue, timeZone: String)
}

/// What a label shows for one key in one locale, with what a checker needs to report about it.
public struct Resolution: Equatable, Sendable {
    /// Final text: resolved, pseudo-transformed, formatted, with FSI…PDI around string arguments.
    public var text: String
    /// The locale whose value was used ("Base" for Base.lproj); nil when the key itself is shown.
    public var locale: String?
    /// The key was not found along the locale's chain before falling back to the development language.
    public var isMissing: Bool
    /// Why the translation's specifiers differ from the development language's, or nil.
    public var formatMismatch: String?
    /// Why the value cannot be shown as written: a format width, precision or position beyond
    /// `FormatSpecifier.maximumNumber` (it is shown without it), or nil.
    public var formatExcess: String?
    /// The String Catalog state (needs_review, new, …) of the value used, when not "translated".
    public var state: String?
    /// The value is the development language's, copied word for word into another language's file.
    public var isUntranslated = false
    /// Where the value used is defined: "path:line", or "path" when the file format has no lines.
    /// Not part of equality: two resolutions that show the same thing are equal wherever it is written.
    public var origin: String?

    public init(text: String, locale: String?, isMissing: Bool, formatMismatch: String? = nil, state: String? = nil,
                origin: String? = nil) {
        self.origin = origin
        self.text = text
        self.locale = locale
        self.isMissing = isMissing
        self.formatMismatch = formatMismatch
        self.state = state
    }

    public static func == (a: Resolution, b: Resolution) -> Bool {
        a.text == b.text && a.locale == b.locale && a.isMissing == b.isMissing && a.formatMismatch == b.formatMismatch
            && a.formatExcess == b.formatExcess
            && a.state == b.state && a.isUntranslated == b.isUntranslated
    }
}
