import XCTest
@testable import GlossaLocalization

final class StringFormatterTests: XCTestCase {
    private let fsi = "\u{2068}", pdi = "\u{2069}"

    func testStringArgumentsAreIsolated() {
        XCTAssertEqual(StringFormatter.format("%@ has the highest score %lld", arguments: [.string("سارة"), .integer(12)], locale: "en"),
                       "\(fsi)سارة\(pdi) has the highest score 12")
        XCTAssertEqual(StringFormatter.format("Hello, %@!", arguments: [.string("Ada")], locale: "fr"), "Hello, \(fsi)Ada\(pdi)!")
    }

    func testLocaleDigits() {
        XCTAssertEqual(StringFormatter.format("%d", arguments: [.integer(1_234_567)], locale: "en"), "1,234,567")
        XCTAssertEqual(StringFormatter.format("%d", arguments: [.integer(1_234_567)], locale: "de"), "1.234.567")
        XCTAssertEqual(StringFormatter.format("%ld", arguments: [.integer(1234)], locale: "ar"), "١٬٢٣٤")
        XCTAssertEqual(StringFormatter.format("%lld", arguments: [.integer(1234)], locale: "fa"), "۱٬۲۳۴")
        XCTAssertEqual(StringFormatter.format("%i", arguments: [.integer(1234)], locale: "hi-u-nu-deva"), "१,२३४")
        XCTAssertEqual(StringFormatter.format("%.2f", arguments: [.double(3.5)], locale: "ar"), "٣٫٥٠")
        XCTAssertEqual(StringFormatter.format("%.1f%%", arguments: [.double(42.25)], locale: "de"), "42,2%")
        XCTAssertEqual(StringFormatter.format("%f", arguments: [.integer(2)], locale: "en"), "2.000000")
    }

    func testPositionalAndSequentialArguments() {
        XCTAssertEqual(StringFormatter.format("%2$lld points : %1$@", arguments: [.string("Sara"), .integer(12)], locale: "fr"),
                       "12 points : \(fsi)Sara\(pdi)")
        XCTAssertEqual(StringFormatter.format("%1$@ %1$@ %2$u", arguments: [.string("a"), .integer(7)], locale: "en"),
                       "\(fsi)a\(pdi) \(fsi)a\(pdi) 7")
        XCTAssertEqual(StringFormatter.format("100%% of %d", arguments: [.integer(3)], locale: "en"), "100% of 3")
        XCTAssertEqual(StringFormatter.format("%x %X %#x %o", arguments: [.integer(255), .integer(255), .integer(255), .integer(8)], locale: "ar"),
                       "ff FF 0xff 10")
        XCTAssertEqual(StringFormatter.format("[%5d] [%-3d] [%03d]", arguments: [.integer(42), .integer(7), .integer(5)], locale: "en"),
                       "[   42] [7  ] [005]")
    }

    /// A specifier without an argument stays visible instead of silently disappearing.
    func testMissingArgumentsStayAsWritten() {
        XCTAssertEqual(StringFormatter.format("%@ and %d", arguments: [.string("x")], locale: "en"), "\(fsi)x\(pdi) and %d")
        XCTAssertEqual(StringFormatter.format("50% off", arguments: [], locale: "en"), "50% off")
    }

    func testNormalizedSpecifiers() {
        XCTAssertEqual(StringFormatter.specifiers(in: "%@ has %lld points and %.2f%%"), ["%@", "%d", "%f"])
        XCTAssertEqual(StringFormatter.specifiers(in: "%2$ld then %1$@"), ["%@", "%d"])
        XCTAssertEqual(StringFormatter.specifiers(in: "%d %i %ld %lld %u %lu %qd %x"), Array(repeating: "%d", count: 8))
        XCTAssertEqual(StringFormatter.specifiers(in: "%#@files@ in %@"), ["%#@files@", "%@"])
        XCTAssertEqual(StringFormatter.specifiers(in: "%1$#@files@ %3$@"), ["%#@files@", "%?", "%@"])
        XCTAssertEqual(StringFormatter.specifiers(in: "no arguments, 100%%"), [])
    }

    func testMismatchMessages() {
        func mismatch(_ translation: String, _ development: String) -> String? {
            StringFormatter.mismatch(translation: StringFormatter.specifiers(in: translation), translationLocale: "fr",
                                     development: StringFormatter.specifiers(in: development), developmentLocale: "en")
        }
        XCTAssertNil(mismatch("%lld fichiers", "%d files"))
        XCTAssertNil(mismatch("%2$lld points : %1$@", "%@ has %lld points"))
        XCTAssertEqual(mismatch("Bonjour, %d !", "Hello, %@!"), "argument 1 is %d in fr but %@ in en")
        XCTAssertEqual(mismatch("%d points : %@", "%@ has %lld points"), "argument 1 is %d in fr but %@ in en")
        XCTAssertEqual(mismatch("Bonjour %@ et %@", "Hello, %@!"), "fr takes 2 argument(s) (%@ %@) where en takes 1 (%@)")
        XCTAssertEqual(mismatch("Bonjour", "Hello, %@!"), "fr takes 0 argument(s) (none) where en takes 1 (%@)")
    }
}
