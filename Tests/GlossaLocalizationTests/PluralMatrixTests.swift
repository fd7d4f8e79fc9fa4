import GlossaICU
import XCTest
@testable import GlossaLocalization

/// `--plurals all` at the catalog: every category a locale's rules have, shown with ICU's sample number,
/// through stringsdict plural rules, String Catalog plural variations and substitutions.
final class PluralMatrixTests: XCTestCase {
    private func texts(_ catalog: StringCatalog, key: String, table: String, locale: String,
                       arguments: [FormatArgument]) -> [String: String] {
        let keys = [(key: key, table: table)]
        var result: [String: String] = [:]
        for category in PluralMatrix.categories(of: keys, in: catalog, locale: locale) {
            result[category.rawValue] = catalog.resolve(key: key, table: table, locale: locale, arguments: arguments,
                                                        plural: category).text
        }
        return result
    }

    func testStringsDictInEveryCategory() throws {
        let catalog = try StringCatalog(folder: Fixtures.path("Plurals"))
        XCTAssertEqual(texts(catalog, key: "files.count", table: "Plurals", locale: "ru", arguments: [.integer(7)]),
                       ["one": "1 файл", "few": "2 файла", "many": "0 файлов", "other": "0 файла"])
        XCTAssertEqual(texts(catalog, key: "files.count", table: "Plurals", locale: "ar", arguments: [.integer(7)]),
                       ["zero": "لا ملفات", "one": "ملف واحد", "two": "ملفان", "few": "٣ ملفات", "many": "١١ ملفًا", "other": "١٠٠ ملف"])
        // Japanese has one form: no repetition.
        XCTAssertEqual(PluralMatrix.categories(of: [(key: "files.count", table: "Plurals")], in: catalog, locale: "ja"), [.other])
        XCTAssertEqual(PluralMatrix.categories(of: [(key: "files.count", table: "Plurals")], in: catalog, locale: "en"), [.one, .other])
        // An unknown key, or one without plural forms, selects nothing.
        XCTAssertEqual(PluralMatrix.categories(of: [(key: "nope", table: "Plurals")], in: catalog, locale: "ru"), [])
    }

    func testStringCatalogVariationsAndSubstitutions() throws {
        let catalog = try StringCatalog(folder: Fixtures.path("PluralsCatalog"))
        let expected = ["one": "1 файл", "few": "2 файла", "many": "0 файлов", "other": "0 файла"]
        for key in ["files.count", "files.substituted"] {
            XCTAssertEqual(texts(catalog, key: key, table: "Plurals", locale: "ru", arguments: [.integer(7)]), expected, key)
        }
        // Without a category the count chooses, as before.
        XCTAssertEqual(catalog.resolve(key: "files.count", table: "Plurals", locale: "ru", arguments: [.integer(7)]).text, "7 файлов")
    }

    func testSeveralSubstitutionsTakeTheSameCategory() throws {
        let json = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {"inbox": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "%1$@ has %#@messages@ in %#@folders@"},
                 "substitutions": {
                   "messages": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                     "one": {"stringUnit": {"state": "translated", "value": "%arg message"}},
                     "other": {"stringUnit": {"state": "translated", "value": "%arg messages"}}}}},
                   "folders": {"argNum": 3, "formatSpecifier": "lld", "variations": {"plural": {
                     "one": {"stringUnit": {"state": "translated", "value": "%arg folder"}},
                     "other": {"stringUnit": {"state": "translated", "value": "%arg folders"}}}}}}},
          "ru": {"stringUnit": {"state": "translated", "value": "У %1$@ %#@messages@ в %#@folders@"},
                 "substitutions": {
                   "messages": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                     "one": {"stringUnit": {"state": "translated", "value": "%arg сообщение"}},
                     "few": {"stringUnit": {"state": "translated", "value": "%arg сообщения"}},
                     "many": {"stringUnit": {"state": "translated", "value": "%arg сообщений"}},
                     "other": {"stringUnit": {"state": "translated", "value": "%arg сообщения"}}}}},
                   "folders": {"argNum": 3, "formatSpecifier": "lld", "variations": {"plural": {
                     "one": {"stringUnit": {"state": "translated", "value": "%arg папке"}},
                     "other": {"stringUnit": {"state": "translated", "value": "%arg папках"}}}}}}}}}}}
        """
        let folder = try Fixtures.folder(["Inbox.xcstrings": Data(json.utf8)], test: self)
        let catalog = try StringCatalog(folder: folder)
        let arguments: [FormatArgument] = [.string("Ана"), .integer(12), .integer(3)]
        XCTAssertEqual(texts(catalog, key: "inbox", table: "Inbox", locale: "ru", arguments: arguments), [
            "one": "У \u{2068}Ана\u{2069} 1 сообщение в 1 папке",
            "few": "У \u{2068}Ана\u{2069} 2 сообщения в 2 папках",
            "many": "У \u{2068}Ана\u{2069} 0 сообщений в 0 папках",
            "other": "У \u{2068}Ана\u{2069} 0 сообщения в 0 папках",
        ])
        XCTAssertEqual(texts(catalog, key: "inbox", table: "Inbox", locale: "en", arguments: arguments), [
            "one": "\u{2068}Ана\u{2069} has 1 message in 1 folder",
            "other": "\u{2068}Ана\u{2069} has 0 messages in 0 folders",
        ])
    }

    func testTypedValuesSubstituteForStringSpecifiers() {
        let date = TypedValue.date(CivilDate(iso: "2025-03-14")!, .skeleton("MMMMEEEEd"))
        XCTAssertEqual(StringFormatter.format("Le %@", arguments: [.value(date, timeZone: "UTC")], locale: "fr"),
                       "Le \u{2068}vendredi 14 mars\u{2069}")
        XCTAssertEqual(StringFormatter.format("%1$@ · %2$@", arguments: [.value(.percent(0.5), timeZone: "UTC"),
                                                                          .value(.list(["أ", "ب"], .and), timeZone: "UTC")],
                                              locale: "ar"),
                       "\u{2068}٥٠٪\u{61C}\u{2069} · \u{2068}أ وب\u{2069}")
        // A typed value is shown as the locale writes it whatever the specifier it meets.
        XCTAssertEqual(StringFormatter.format("Distanz: %lld", arguments: [.value(.measure(25, unit: "kilometer", width: .wide), timeZone: "UTC")],
                                              locale: "de"), "Distanz: \u{2068}25 Kilometer\u{2069}")
    }
}
