import XCTest
@testable import GlossaLocalization

/// Plural forms chosen by ICU's rules, through a stringsdict and through a String Catalog.
final class PluralTests: XCTestCase {
    /// locale, count, expected text (numbers in the locale's digits).
    private let cases: [(String, Int, String)] = [
        ("ru", 1, "1 файл"), ("ru", 2, "2 файла"), ("ru", 5, "5 файлов"), ("ru", 21, "21 файл"),
        ("uk", 1, "1 файл"), ("uk", 3, "3 файли"), ("uk", 11, "11 файлів"), ("uk", 22, "22 файли"),
        ("ar", 0, "لا ملفات"), ("ar", 1, "ملف واحد"), ("ar", 2, "ملفان"), ("ar", 3, "٣ ملفات"),
        ("ar", 11, "١١ ملفًا"), ("ar", 100, "١٠٠ ملف"),
        ("es", 1, "1 archivo"), ("es", 2, "2 archivos"), ("es", 1_000_000, "1.000.000 de archivos"),
        ("ja", 1, "1 個のファイル"), ("ja", 5, "5 個のファイル"),
        ("en", 1, "1 file"), ("en", 0, "0 files"),
    ]

    func testStringsDict() throws {
        let catalog = try StringCatalog(folder: Fixtures.path("Plurals"))
        XCTAssertEqual(catalog.developmentLanguage, "en")
        XCTAssertEqual(catalog.availableLocales, ["ar", "en", "es", "ja", "ru", "uk"])
        for (locale, count, text) in cases {
            let resolution = catalog.resolve(key: "files.count", table: "Plurals", locale: locale, arguments: [.integer(count)])
            XCTAssertEqual(resolution.text, text, "\(locale) \(count)")
            XCTAssertEqual(resolution.locale, locale)
            XCTAssertFalse(resolution.isMissing)
        }
    }

    func testStringCatalogVariationsAndSubstitutions() throws {
        let catalog = try StringCatalog(folder: Fixtures.path("PluralsCatalog"))
        XCTAssertEqual(catalog.tables, ["Plurals"])
        for key in ["files.count", "files.substituted"] {
            for (locale, count, text) in cases {
                let resolution = catalog.resolve(key: key, table: "Plurals", locale: locale, arguments: [.integer(count)])
                XCTAssertEqual(resolution.text, text, "\(key) \(locale) \(count)")
                XCTAssertNil(resolution.formatMismatch, "\(key) \(locale)")
            }
        }
    }

    /// A fractional count is categorized as it is shown: "1.0" is plural in English.
    func testFractionalCounts() throws {
        let folder = try Fixtures.folder(["en.lproj/Widths.stringsdict": try Fixtures.data("StringsDict/widths.stringsdict")], test: self)
        let catalog = try StringCatalog(folder: folder)
        XCTAssertEqual(catalog.resolve(key: "storage", table: "Widths", locale: "en", arguments: [.double(1.5), .string("iCloud")]).text,
                       "1.5 GB used of \u{2068}iCloud\u{2069}")
    }
}
