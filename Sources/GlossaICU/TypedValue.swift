/// A typed format argument: a value that the locale formats (calendar, digits, units, words).
///
/// Layout documents write these as `{date: …}`, `{percent: …}` and so on; each substitutes for a `%@`.
public enum TypedValue: Hashable, Sendable {
    case date(CivilDate, DatePattern)
    /// "yesterday", "in 3 hours": an offset from now in one unit, formatted without reading the clock.
    case relative(Double, RelativeUnit)
    /// A fraction: 0.42 is 42 %.
    case percent(Double)
    /// An amount in an ISO 4217 currency ("EUR").
    case currency(Double, code: String)
    /// An amount in a CLDR unit ("kilometer-per-hour").
    case measure(Double, unit: String, width: UnitWidth)
    case list([String], ListType)
}

/// How a date is written: a style with an optional time, or a Unicode date skeleton ("yMMMEd").
public enum DatePattern: Hashable, Sendable {
    case style(DateStyle, time: TimeStyle)
    case skeleton(String)
}

public enum DateStyle: String, Sendable, CaseIterable {
    case full, long, medium, short
}

public enum TimeStyle: String, Sendable, CaseIterable {
    case none, short, medium
}

public enum RelativeUnit: String, Sendable, CaseIterable {
    case second, minute, hour, day, week, month, year
}

/// ICU number skeleton unit widths: "25 km/h" (short), "25km/h" (narrow), "25 kilometers per hour" (wide).
public enum UnitWidth: String, Sendable, CaseIterable {
    case short, narrow, wide
}

public enum ListType: String, Sendable, CaseIterable {
    case and, or
}

/// A date as written in ISO 8601: `2025-03-14`, `2025-03-14T09:30`, `2025-03-14T09:30:00Z`,
/// `2025-03-14T09:30:00+01:00`.
///
/// Without a UTC offset it is a wall-clock time in the document's time zone (midnight for a
/// date alone), so "Friday, 14 March" stays Friday whatever zone the document names.
public struct CivilDate: Hashable, Sendable, CustomStringConvertible {
    public var year, month, day, hour, minute, second: Int
    /// Seconds east of UTC when the text gave an offset (`Z` is 0); nil for a wall-clock time.
    public var utcOffset: Int?
    public let description: String

    /// Reads an ISO 8601 date or date-time; nil when the text is not one or names a day that does not exist.
    public init?(iso text: String) {
        description = text
        let chars = Array(text.utf8)
        func number(_ start: Int, _ count: Int) -> Int? {
            guard start + count <= chars.count else { return nil }
            var value = 0
            for c in chars[start..<start + count] {
                guard c >= 48, c <= 57 else { return nil }
                value = value * 10 + Int(c - 48)
            }
            return value
        }
        guard chars.count >= 10, chars[4] == 45, chars[7] == 45,
              let year = number(0, 4), let month = number(5, 2), let day = number(8, 2) else { return nil }
        (self.year, self.month, self.day, hour, minute, second, utcOffset) = (year, month, day, 0, 0, 0, nil)
        guard (1...12).contains(month), (1...Self.days(inMonth: month, year: year)).contains(day) else { return nil }
        guard chars.count > 10 else { return }
        guard chars[10] == 84 || chars[10] == 116, chars.count >= 16, chars[13] == 58,
              let hour = number(11, 2), let minute = number(14, 2), hour < 24, minute < 60 else { return nil }
        (self.hour, self.minute) = (hour, minute)
        var index = 16
        if index < chars.count, chars[index] == 58 {
            guard let second = number(17, 2), second < 60 else { return nil }
            self.second = second
            index = 19
        }
        guard index < chars.count else { return }
        if chars[index] == 90 || chars[index] == 122, index + 1 == chars.count {
            utcOffset = 0
            return
        }
        guard chars[index] == 43 || chars[index] == 45, index + 6 == chars.count, chars[index + 3] == 58,
              let hours = number(index + 1, 2), let minutes = number(index + 4, 2), hours < 24, minutes < 60 else { return nil }
        utcOffset = (chars[index] == 45 ? -1 : 1) * (hours * 3600 + minutes * 60)
    }

    static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Milliseconds since 1970-01-01T00:00Z of a time given with its UTC offset (proleptic Gregorian).
    var absoluteMillis: Double? {
        guard let utcOffset else { return nil }
        // Days from the civil date (Howard Hinnant's algorithm).
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - utcOffset
        return Double(seconds) * 1000
    }
}

extension TypedValue {
    /// The number in the value, for a typed value given to a numeric specifier (`%d`, `%f`).
    public var amount: Double? {
        switch self {
        case let .relative(value, _), let .percent(value), let .currency(value, _), let .measure(value, _, _): value
        case .date, .list: nil
        }
    }

    /// The value as written in the document, for when it cannot be formatted.
    public var fallbackText: String {
        switch self {
        case let .date(date, _): date.description
        case let .list(items, _): items.joined(separator: ", ")
        default: amount.map { String($0) } ?? ""
        }
    }
}
