import XCTest
@testable import GlossaICU

/// Typed values formatted through ICU 72 (CLDR 42): exact strings per locale, calendars and digits.
///
/// Expected strings were read from ICU on this machine; the calendar dates were checked by hand:
/// 14 March 2025 is 2568 BE (Buddhist = Gregorian + 543), Reiwa 7 (Reiwa 1 = 2019), 14 Ramadan 1446
/// (Ramadan 1446 began on 1 March 2025), 24 Esfand 1403 (1 Farvardin 1404 = 21 March 2025) and
/// 14 Adar 5785 (Purim, 14 Adar, fell on 14 March 2025).
final class ValueFormatTests: XCTestCase {
    private let friday = CivilDate(iso: "2025-03-14")!
    private let morning = CivilDate(iso: "2025-03-14T09:30:00Z")!

    private func format(_ value: TypedValue, _ locale: String, zone: String = "UTC", line: UInt = #line) -> String {
        do {
            return try ValueFormat.format(value, locale: locale, timeZone: zone)
        } catch {
            XCTFail("\(error)", line: line)
            return ""
        }
    }

    func testCalendarsAndNumberingSystems() {
        let full = TypedValue.date(friday, .style(.full, time: .none))
        let cases: [(String, TypedValue, String)] = [
            ("en", full, "Friday, March 14, 2025"),
            ("de", full, "Freitag, 14. März 2025"),
            ("th", full, "วันศุกร์ที่ 14 มีนาคม พ.ศ. 2568"),
            ("th", .date(friday, .skeleton("yMMMEd")), "ศ. 14 มี.ค. 2568"),
            ("ja-JP-u-ca-japanese", full, "令和7年3月14日金曜日"),
            ("ja-JP-u-ca-japanese", .date(friday, .skeleton("yMMMEd")), "令和7年3月14日(金)"),
            ("ja", full, "2025年3月14日金曜日"),
            ("ar-SA", full, "الجمعة، ١٤ رمضان ١٤٤٦ هـ"),
            ("ar-SA", .date(morning, .style(.medium, time: .short)), "١٤ رمضان ١٤٤٦ هـ، ٩:٣٠ ص"),
            ("ar", full, "الجمعة، ١٤ مارس ٢٠٢٥"),
            ("ar-u-nu-latn", full, "الجمعة، 14 مارس 2025"),
            ("fa", full, "۱۴۰۳ اسفند ۲۴, جمعه"),
            ("fa", .date(friday, .skeleton("MMMMEEEEd")), "جمعه ۲۴ اسفند"),
            ("he-u-ca-hebrew", full, "יום שישי, י״ד באדר תשפ״ה"),
            ("he", full, "יום שישי, 14 במרץ 2025"),
            ("hi-u-nu-deva", full, "शुक्रवार, १४ मार्च २०२५"),
            ("en-u-ca-buddhist", full, "Friday, March 14, 2568 BE"),
            ("zh-Hans", .date(friday, .skeleton("MMMMEEEEd")), "3月14日星期五"),
        ]
        XCTAssertGreaterThanOrEqual(cases.count, 15)
        for (locale, value, expected) in cases {
            XCTAssertEqual(format(value, locale), expected, "\(locale) \(value)")
        }
    }

    func testDatesInTheDocumentsTimeZone() {
        let medium = TypedValue.date(morning, .style(.medium, time: .short))
        XCTAssertEqual(format(medium, "en", zone: "UTC"), "Mar 14, 2025, 9:30\u{202F}AM")
        XCTAssertEqual(format(medium, "en", zone: "Asia/Tokyo"), "Mar 14, 2025, 6:30\u{202F}PM")
        XCTAssertEqual(format(medium, "de", zone: "America/New_York"), "14.03.2025, 05:30")
        XCTAssertEqual(format(medium, "fr", zone: "Europe/Paris"), "14 mars 2025, 10:30")
        XCTAssertEqual(format(medium, "ru", zone: "Asia/Tokyo"), "14 мар. 2025\u{202F}г., 18:30")
        // A wall-clock time without an offset stays what it says in every zone.
        let local = TypedValue.date(CivilDate(iso: "2025-03-14T09:30")!, .style(.short, time: .short))
        XCTAssertEqual(format(local, "en", zone: "Asia/Tokyo"), "3/14/25, 9:30\u{202F}AM")
        XCTAssertEqual(format(local, "en", zone: "America/Los_Angeles"), "3/14/25, 9:30\u{202F}AM")
        // A date alone is that day at midnight in the zone: still Friday far east and far west of UTC.
        let day = TypedValue.date(friday, .skeleton("EEEE"))
        XCTAssertEqual(format(day, "en", zone: "Pacific/Kiritimati"), "Friday")
        XCTAssertEqual(format(day, "en", zone: "Pacific/Pago_Pago"), "Friday")
        // An explicit offset is an instant: 23:30 in UTC−5 is already Saturday in UTC.
        let late = TypedValue.date(CivilDate(iso: "2025-03-14T23:30:00-05:00")!, .skeleton("EEEE"))
        XCTAssertEqual(format(late, "en", zone: "UTC"), "Saturday")
    }

    func testRelativeDates() {
        let expected: [(String, String, String)] = [
            ("en", "yesterday", "in 3 hours"), ("de", "gestern", "in 3 Stunden"), ("fr", "hier", "dans 3 heures"),
            ("ar", "أمس", "خلال ٣ ساعات"), ("ja", "昨日", "3 時間後"), ("ru", "вчера", "через 3 часа"),
            ("hi-u-nu-deva", "कल", "३ घंटे में"),
        ]
        for (locale, yesterday, inThreeHours) in expected {
            XCTAssertEqual(format(.relative(-1, .day), locale), yesterday, locale)
            XCTAssertEqual(format(.relative(3, .hour), locale), inThreeHours, locale)
        }
        XCTAssertEqual(format(.relative(2, .week), "en"), "in 2 weeks")
        XCTAssertEqual(format(.relative(-5, .minute), "en"), "5 minutes ago")
    }

    func testPercentCurrencyAndMeasures() {
        let expected: [(String, String, String, String)] = [
            ("en", "42%", "€1,234.50", "25 km/h"), ("de", "42\u{A0}%", "1.234,50\u{A0}€", "25 km/h"),
            ("fr", "42\u{A0}%", "1\u{202F}234,50\u{A0}€", "25\u{202F}km/h"), ("ar", "٤٢٪\u{61C}", "\u{200F}١٬٢٣٤٫٥٠\u{A0}€", "٢٥ كم/س"),
            ("fa", "۴۲٪", "\u{200E}€۱٬۲۳۴٫۵۰", "۲۵\u{200E} km/h"), ("th", "42%", "€1,234.50", "25 กม./ชม."),
            ("ru", "42\u{A0}%", "1\u{A0}234,50\u{A0}€", "25 км/ч"),
        ]
        for (locale, percent, currency, measure) in expected {
            XCTAssertEqual(format(.percent(0.42), locale), percent, locale)
            XCTAssertEqual(format(.currency(1234.5, code: "EUR"), locale), currency, locale)
            XCTAssertEqual(format(.measure(25, unit: "kilometer-per-hour", width: .short), locale), measure, locale)
        }
        XCTAssertEqual(format(.currency(1234.5, code: "JPY"), "ja"), "￥1,234")
        XCTAssertEqual(format(.measure(25, unit: "kilometer-per-hour", width: .wide), "en"), "25 kilometers per hour")
        XCTAssertEqual(format(.measure(25, unit: "kilometer-per-hour", width: .wide), "de"), "25 Kilometer pro Stunde")
        XCTAssertEqual(format(.measure(25, unit: "kilometer-per-hour", width: .narrow), "en"), "25km/h")
        XCTAssertEqual(format(.measure(21, unit: "celsius", width: .short), "en"), "21°C")
    }

    func testLists() {
        let expected: [(String, String, String)] = [
            ("en", "Ana, Bo, and Chen", "Ana or Bo"), ("de", "Ana, Bo und Chen", "Ana oder Bo"),
            ("ar", "Ana وBo وChen", "Ana أو Bo"), ("ja", "Ana、Bo、Chen", "AnaまたはBo"),
            ("zh-Hans", "Ana、Bo和Chen", "Ana或Bo"), ("he", "Ana, Bo ו-Chen", "Ana או Bo"),
        ]
        for (locale, and, or) in expected {
            XCTAssertEqual(format(.list(["Ana", "Bo", "Chen"], .and), locale), and, locale)
            XCTAssertEqual(format(.list(["Ana", "Bo"], .or), locale), or, locale)
        }
        XCTAssertEqual(format(.list([], .and), "en"), "")
        XCTAssertEqual(format(.list(["Zoë"], .and), "en"), "Zoë")
    }

    func testWhatTheParserChecks() {
        XCTAssertTrue(ValueFormat.isKnownTimeZone("Europe/Lisbon"))
        XCTAssertTrue(ValueFormat.isKnownTimeZone("UTC"))
        XCTAssertFalse(ValueFormat.isKnownTimeZone("Mars/Olympus"))
        XCTAssertFalse(ValueFormat.isKnownTimeZone("+01:00"))
        XCTAssertFalse(ValueFormat.isKnownTimeZone(""))
        XCTAssertTrue(ValueFormat.isKnownCurrency("EUR"))
        XCTAssertFalse(ValueFormat.isKnownCurrency("eur"))
        XCTAssertFalse(ValueFormat.isKnownCurrency("XYZ"))
        XCTAssertTrue(ValueFormat.isKnownUnit("kilometer-per-hour"))
        XCTAssertTrue(ValueFormat.isKnownUnit("celsius"))
        XCTAssertFalse(ValueFormat.isKnownUnit("bananas"))
        XCTAssertFalse(ValueFormat.isKnownUnit("kilometer per hour"))
        XCTAssertTrue(ValueFormat.isValidSkeleton("yMMMEd"))
        XCTAssertFalse(ValueFormat.isValidSkeleton("y-MM-dd"))
    }

    func testISODates() {
        XCTAssertEqual(CivilDate(iso: "2025-03-14T09:30:00+01:00")?.utcOffset, 3600)
        XCTAssertEqual(CivilDate(iso: "2025-03-14T09:30:00Z")?.absoluteMillis, 1_741_944_600_000)
        XCTAssertNil(CivilDate(iso: "2025-03-14")?.utcOffset)
        XCTAssertEqual(CivilDate(iso: "2024-02-29")?.day, 29)
        for bad in ["2025-02-29", "2025-13-01", "14/03/2025", "2025-03-14T25:00", "2025-03-14T09:30:00+1", "2025-03-14 09:30", "tomorrow"] {
            XCTAssertNil(CivilDate(iso: bad), bad)
        }
    }

    func testPluralCategoriesAndSamples() throws {
        let expected: [(String, [(PluralCategory, PluralSample)])] = [
            ("ru", [(.one, .integer(1)), (.few, .integer(2)), (.many, .integer(0)), (.other, .decimal(0.1))]),
            ("ar", [(.zero, .integer(0)), (.one, .integer(1)), (.two, .integer(2)), (.few, .integer(3)), (.many, .integer(11)),
                    (.other, .integer(100))]),
            ("ja", [(.other, .integer(0))]),
            ("en", [(.one, .integer(1)), (.other, .integer(0))]),
            ("fr", [(.one, .integer(0)), (.many, .integer(1_000_000)), (.other, .integer(2))]),
        ]
        for (locale, samples) in expected {
            let rules = try PluralRules(locale: locale)
            XCTAssertEqual(rules.categories, samples.map(\.0), locale)
            for (category, sample) in samples {
                XCTAssertEqual(rules.sample(for: category), sample, "\(locale) \(category)")
            }
        }
        XCTAssertNil(try PluralRules(locale: "ja").sample(for: .few))
    }
}
