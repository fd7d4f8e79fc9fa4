internal import CICU

/// Formats typed values for a locale with ICU: its calendar (th Buddhist, fa Persian, ar-SA Umm
/// al-Qura, or the `-u-ca-` keyword), its numbering system (or `-u-nu-`), its words and units.
///
/// Dates are shown in a time zone given by name, never the machine's, and relative dates are
/// formatted from their offset alone, so the output does not depend on where or when it runs.
public enum ValueFormat {
    /// The value as the locale writes it.
    public static func format(_ value: TypedValue, locale: String, timeZone: String) throws(ICUError) -> String {
        let id = icuLocaleID(locale)
        switch value {
        case let .date(date, pattern):
            return try formatDate(date, pattern: pattern, locale: id, timeZone: timeZone)
        case let .relative(offset, unit):
            return try utf16("ureldatefmt_format(\(locale))") { glossa_format_relative(id, offset, unit.icuValue, $0, $1, $2) }
        case let .percent(fraction):
            return try number(fraction, skeleton: "percent scale/100", locale: locale)
        case let .currency(amount, code):
            return try number(amount, skeleton: "currency/\(code)", locale: locale)
        case let .measure(amount, unit, width):
            return try number(amount, skeleton: measureSkeleton(unit: unit, width: width), locale: locale)
        case let .list(items, type):
            return try formatList(items, isOr: type == .or, locale: id)
        }
    }

    /// Whether ICU knows an IANA time zone name ("Europe/Paris", "UTC"); abbreviations like "CET" that are
    /// also ids count, offsets and misspellings do not.
    public static func isKnownTimeZone(_ name: String) -> Bool {
        let units = Array(name.utf16)
        return !units.isEmpty && glossa_zone_isKnown(units, Int32(units.count)) == 1
    }

    /// Whether `code` is an ISO 4217 currency code ("EUR", "JPY"); codes are upper case.
    public static func isKnownCurrency(_ code: String) -> Bool {
        code.utf8.count == 3 && code.utf8.allSatisfy { $0 >= 65 && $0 <= 90 } && glossa_currency_isKnown(code) == 1
    }

    /// Whether `unit` is a CLDR unit identifier ICU can format ("kilometer-per-hour", "celsius").
    public static func isKnownUnit(_ unit: String) -> Bool {
        !unit.isEmpty && !unit.contains(" ") && !unit.contains("/")
            && (try? NumberFormatterHandle(skeleton: measureSkeleton(unit: unit, width: .short), locale: "en")) != nil
    }

    /// Whether a date skeleton uses only pattern letters (udatpg makes a pattern of anything else too).
    public static func isValidSkeleton(_ skeleton: String) -> Bool {
        !skeleton.isEmpty && skeleton.unicodeScalars.allSatisfy { "GyYuUrQqMLlwWdDFgEecabBhHKkjJCmsSAzZOvVXx".unicodeScalars.contains($0) }
    }

    static func measureSkeleton(unit: String, width: UnitWidth) -> String {
        let widths: [UnitWidth: String] = [.short: "unit-width-short", .narrow: "unit-width-narrow", .wide: "unit-width-full-name"]
        return "unit/\(unit) \(widths[width]!)"
    }

    private static func number(_ value: Double, skeleton: String, locale: String) throws(ICUError) -> String {
        let formatter = try NumberFormatterHandle(skeleton: skeleton, locale: locale)
        let result = try FormattedNumberHandle()
        try formatter.format(value, into: result)
        return try result.string()
    }

    private static func formatDate(_ date: CivilDate, pattern: DatePattern, locale: String, timeZone: String)
        throws(ICUError) -> String {
        let zone = Array(timeZone.utf16)
        let millis: Double
        if let absolute = date.absoluteMillis {
            millis = absolute
        } else {
            millis = try icuCall("ucal_setDateTime(\(timeZone))") {
                glossa_zone_millis(zone, Int32(zone.count), Int32(date.year), Int32(date.month), Int32(date.day),
                                   Int32(date.hour), Int32(date.minute), Int32(date.second), $0)
            }
        }
        let (dateStyle, timeStyle, skeleton): (Int32, Int32, [UInt16])
        switch pattern {
        case let .style(style, time):
            (dateStyle, timeStyle, skeleton) = (style.icuValue, time.icuValue, [])
        case let .skeleton(text):
            (dateStyle, timeStyle, skeleton) = (Int32(GLOSSA_UDAT_NONE), Int32(GLOSSA_UDAT_NONE), Array(text.utf16))
        }
        return try utf16("udat_format(\(locale))") {
            glossa_format_date(locale, zone, Int32(zone.count), dateStyle, timeStyle, skeleton, Int32(skeleton.count),
                               millis, $0, $1, $2)
        }
    }

    private static func formatList(_ items: [String], isOr: Bool, locale: String) throws(ICUError) -> String {
        let units = items.map { Array($0.utf16) }
        let lengths = units.map { Int32($0.count) }
        // ICU reads the items through pointers that must stay valid for the whole call.
        let buffers = units.map { unit -> UnsafeMutablePointer<UInt16> in
            let buffer = UnsafeMutablePointer<UInt16>.allocate(capacity: max(unit.count, 1))
            buffer.initialize(from: unit, count: unit.count)
            return buffer
        }
        defer { buffers.forEach { $0.deallocate() } }
        let pointers: [UnsafePointer<UInt16>?] = buffers.map { UnsafePointer($0) }
        return try utf16("ulistfmt_format(\(locale))") {
            glossa_format_list(locale, isOr ? 1 : 0, pointers, lengths, Int32(items.count), $0, $1, $2)
        }
    }

    private static func utf16(
        _ operation: String, _ body: (UnsafeMutablePointer<UInt16>, Int32, UnsafeMutablePointer<Int32>) -> Int32
    ) throws(ICUError) -> String {
        String(decoding: try icuUTF16Output(operation, capacity: 64, body), as: UTF16.self)
    }
}

extension DateStyle {
    var icuValue: Int32 {
        switch self {
        case .full: Int32(GLOSSA_UDAT_FULL)
        case .long: Int32(GLOSSA_UDAT_LONG)
        case .medium: Int32(GLOSSA_UDAT_MEDIUM)
        case .short: Int32(GLOSSA_UDAT_SHORT)
        }
    }
}

extension TimeStyle {
    var icuValue: Int32 {
        switch self {
        case .none: Int32(GLOSSA_UDAT_NONE)
        case .short: Int32(GLOSSA_UDAT_SHORT)
        case .medium: Int32(GLOSSA_UDAT_MEDIUM)
        }
    }
}

extension RelativeUnit {
    var icuValue: Int32 {
        switch self {
        case .second: Int32(GLOSSA_REL_SECOND)
        case .minute: Int32(GLOSSA_REL_MINUTE)
        case .hour: Int32(GLOSSA_REL_HOUR)
        case .day: Int32(GLOSSA_REL_DAY)
        case .week: Int32(GLOSSA_REL_WEEK)
        case .month: Int32(GLOSSA_REL_MONTH)
        case .year: Int32(GLOSSA_REL_YEAR)
        }
    }
}
