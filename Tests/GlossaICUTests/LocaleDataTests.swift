import GlossaICU
import XCTest

final class PluralRulesTests: XCTestCase {
    private func categories(_ locale: String, _ numbers: [Int]) throws -> [PluralCategory] {
        let rules = try PluralRules(locale: locale)
        return numbers.map { rules.category(for: $0) }
    }

    func testSlavicFewAndMany() throws {
        XCTAssertEqual(try categories("ru", [1, 2, 5, 21, 22, 25, 11, 0]), [.one, .few, .many, .one, .few, .many, .many, .many])
        XCTAssertEqual(try categories("uk", [1, 3, 5, 21, 111]), [.one, .few, .many, .one, .many])
    }

    func testArabicUsesAllSixCategories() throws {
        XCTAssertEqual(try categories("ar", [0, 1, 2, 3, 11, 100]), [.zero, .one, .two, .few, .many, .other])
    }

    func testSpanishJapaneseAndEnglish() throws {
        XCTAssertEqual(try categories("es", [1, 2, 0]), [.one, .other, .other])
        XCTAssertEqual(try categories("ja", [0, 1, 2, 100]), [.other, .other, .other, .other])
        XCTAssertEqual(try categories("en", [1, 2]), [.one, .other])
    }

    func testVisibleFractionDigitsChangeTheCategory() throws {
        let english = try PluralRules(locale: "en")
        XCTAssertEqual(english.category(for: 1.0, fractionDigits: 0), .one)
        XCTAssertEqual(english.category(for: 1.0, fractionDigits: 1), .other)  // "1.0 files"
        XCTAssertEqual(try PluralRules(locale: "ru").category(for: 1.5, fractionDigits: 1), .other)
    }
}

final class LocaleNumberFormatTests: XCTestCase {
    private func format(_ locale: String, _ n: Int) throws -> String {
        try LocaleNumberFormat(locale: locale).format(n)
    }

    func testDigitsAndSeparatorsPerLocale() throws {
        XCTAssertEqual(try format("ar", 1234), "١٬٢٣٤")
        // ICU 72 groups Persian with U+066C ARABIC THOUSANDS SEPARATOR, not a comma.
        XCTAssertEqual(try format("fa", 1234), "۱٬۲۳۴")
        XCTAssertEqual(try format("hi-u-nu-deva", 1234), "१,२३४")
        XCTAssertEqual(try format("hi", 1234), "1,234")
        XCTAssertEqual(try format("de", 1_234_567), "1.234.567")
        XCTAssertEqual(try format("en", -1_234_567), "-1,234,567")
    }

    func testFractionDigits() throws {
        let german = try LocaleNumberFormat(locale: "de")
        XCTAssertEqual(german.format(1234.5, fractionDigits: 2), "1.234,50")
        XCTAssertEqual(german.format(1234.5678, fractionDigits: nil), "1.234,568")
        // ICU's default rounding is half-even, as Apple's NumberFormatter's is.
        XCTAssertEqual(german.format(2.5, fractionDigits: 0), "2")
        XCTAssertEqual(german.format(3.5, fractionDigits: 0), "4")
    }
}

final class LocaleInfoTests: XCTestCase {
    func testCanonicalIdentifiers() {
        XCTAssertEqual(LocaleInfo.canonicalIdentifier("zh_Hans"), "zh-Hans")
        XCTAssertEqual(LocaleInfo.canonicalIdentifier("zh-Hant-TW"), "zh-Hant-TW")
        XCTAssertEqual(LocaleInfo.canonicalIdentifier("pt-BR"), "pt-BR")
        XCTAssertEqual(LocaleInfo.canonicalIdentifier("es-419"), "es-419")
        XCTAssertEqual(LocaleInfo.canonicalIdentifier("sr-Latn"), "sr-Latn")
        XCTAssertEqual(LocaleInfo.canonicalIdentifier("en-XA"), "en-XA")
        XCTAssertEqual(LocaleInfo.canonicalIdentifier("ar-XB"), "ar-XB")
        XCTAssertEqual(LocaleInfo.canonicalIdentifier("ckb"), "ckb")
        XCTAssertNil(LocaleInfo.canonicalIdentifier("xx-bogus"))
        XCTAssertNil(LocaleInfo.canonicalIdentifier("qq"))
        XCTAssertNil(LocaleInfo.canonicalIdentifier(""))
    }

    func testRightToLeftLocales() {
        for id in ["ar", "he", "fa", "ur", "ps", "yi", "dv", "ckb", "sd", "ug", "ar-XB", "he-IL"] {
            XCTAssertTrue(LocaleInfo.isRightToLeft(id), id)
        }
        for id in ["en", "ja", "hi", "en-XA", "zh-Hant-TW"] {
            XCTAssertFalse(LocaleInfo.isRightToLeft(id), id)
        }
    }

    func testLanguageAndScript() {
        XCTAssertEqual(LocaleInfo.language("zh-Hant-TW"), "zh")
        XCTAssertEqual(LocaleInfo.language("pt_BR"), "pt")
        XCTAssertEqual(LocaleInfo.script("zh-TW"), "Hant")
        XCTAssertEqual(LocaleInfo.script("zh-CN"), "Hans")
        XCTAssertEqual(LocaleInfo.script("ja"), "Jpan")
        XCTAssertEqual(LocaleInfo.script("sr-Latn"), "Latn")
        XCTAssertEqual(LocaleInfo.script("ar"), "Arab")
    }

    func testLocaleSensitiveCaseMapping() {
        XCTAssertEqual(LocaleInfo.uppercased("istanbul", locale: "tr"), "İSTANBUL")
        XCTAssertEqual(LocaleInfo.uppercased("istanbul", locale: "en"), "ISTANBUL")
        XCTAssertEqual(LocaleInfo.lowercased("I", locale: "tr"), "ı")
        XCTAssertEqual(LocaleInfo.uppercased("ώρα", locale: "el"), "ΩΡΑ")
        XCTAssertEqual(LocaleInfo.uppercased("straße", locale: "de"), "STRASSE")
    }
}
