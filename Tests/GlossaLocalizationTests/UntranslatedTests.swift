import Foundation
import XCTest
@testable import GlossaLocalization

/// A translation that is the development language's text copied unchanged, as real apps ship them
/// ("Connecting to %@" in he.lproj), while short strings, brand names and regional variants stay silent.
final class UntranslatedTests: XCTestCase {
    private var app: StringCatalog!

    override func setUpWithError() throws {
        func strings(_ pairs: [(String, String)]) -> Data {
            Data(pairs.map { "\"\($0.0)\" = \"\($0.1)\";\n" }.joined().utf8)
        }
        let english: [(String, String)] = [
            ("connecting", "Connecting to %@"), ("ok", "OK"), ("wifi", "Wi-Fi"), ("brand", "Glossa"), ("storage", "%lld GB"),
            ("colour", "Choose a colour"), ("settings", "Open Settings"),
        ]
        app = try StringCatalog(folder: try Fixtures.folder([
            "en.lproj/Localizable.strings": strings(english),
            "he.lproj/Localizable.strings": strings(english.filter { $0.0 != "settings" } + [("settings", "פתח הגדרות")]),
            "es-MX.lproj/Localizable.strings": strings([("connecting", "Conectando a %@"), ("settings", "Open Settings")]),
            "es.lproj/Localizable.strings": strings([("colour", "Choose a colour")]),
            "en-GB.lproj/Localizable.strings": strings([("colour", "Choose a colour"), ("settings", "Open Settings")]),
        ], test: self))
    }

    private func resolve(_ key: String, _ locale: String) -> Resolution {
        app.resolve(key: key, table: "Localizable", locale: locale, arguments: [.string("Hub")])
    }

    func testCopiesOfTheDevelopmentTextAreUntranslated() {
        XCTAssertTrue(resolve("connecting", "he").isUntranslated)
        XCTAssertTrue(resolve("colour", "he").isUntranslated)
        XCTAssertTrue(resolve("settings", "es-MX").isUntranslated)
        // es-MX has no value of its own: the es copy it falls back to is untranslated too.
        XCTAssertTrue(resolve("colour", "es-MX").isUntranslated)
        XCTAssertEqual(resolve("connecting", "he").text, "Connecting to \u{2068}Hub\u{2069}")
    }

    func testShortStringsBrandsTranslationsAndRegionalVariantsAreSilent() {
        for key in ["ok", "wifi", "brand", "storage", "settings"] {
            XCTAssertFalse(resolve(key, "he").isUntranslated, key)
        }
        XCTAssertFalse(resolve("connecting", "es-MX").isUntranslated)
        for locale in ["en-GB", "en-AU", "en", "en-XA", "ar-XB"] {
            XCTAssertFalse(resolve("colour", locale).isUntranslated, locale)
            XCTAssertFalse(resolve("settings", locale).isUntranslated, locale)
        }
        // Missing everywhere but English: that is a missing translation, not an untranslated one.
        let missing = resolve("connecting", "fr")
        XCTAssertTrue(missing.isMissing)
        XCTAssertFalse(missing.isUntranslated)
    }

    func testANameTheOtherLanguagesKeepTooIsNotUntranslated() throws {
        // Contract v4: a value at least two other languages keep as it is is a name (a brand, a product), and an
        // address is written the same everywhere; words only one other language copies are still untranslated.
        func strings(_ pairs: [(String, String)]) -> Data { Data(pairs.map { "\"\($0.0)\" = \"\($0.1)\";\n" }.joined().utf8) }
        let english = [("product", "Glossa Studio Pro"), ("copied", "Save your changes"), ("site", "Please visit https://example.org/help"),
                       ("mail", "support@example.org")]
        let catalog = try StringCatalog(folder: try Fixtures.folder([
            "en.lproj/Localizable.strings": strings(english),
            "de.lproj/Localizable.strings": strings([("product", "Glossa Studio Pro"), ("copied", "Save your changes"),
                                                    ("site", "Please visit https://example.org/help"), ("mail", "support@example.org")]),
            "fr.lproj/Localizable.strings": strings([("product", "Glossa Studio Pro"), ("copied", "Enregistrez vos modifications"),
                                                    ("site", "Visitez https://example.org/help"), ("mail", "support@example.org")]),
            "ja.lproj/Localizable.strings": strings([("product", "Glossa Studio Pro"), ("copied", "Save your changes"),
                                                    ("site", "https://example.org/help をご覧ください"), ("mail", "support@example.org")]),
        ], test: self))
        func untranslated(_ key: String, _ locale: String) -> Bool {
            catalog.resolve(key: key, table: "Localizable", locale: locale, arguments: []).isUntranslated
        }
        XCTAssertFalse(untranslated("product", "de"), "fr and ja keep it too: a name")
        XCTAssertTrue(untranslated("copied", "de"), "only ja copies it besides de")
        XCTAssertTrue(untranslated("copied", "ja"))
        XCTAssertTrue(untranslated("site", "de"), "one word to translate beside the address")
        XCTAssertFalse(untranslated("mail", "de"), "an address alone")
    }

    func testLetterWords() {
        XCTAssertEqual(StringCatalog.letterWords(in: "Connecting to %@"), 2)
        XCTAssertEqual(StringCatalog.letterWords(in: "Wi-Fi"), 1)
        XCTAssertEqual(StringCatalog.letterWords(in: "%1$@ / %2$@ — a"), 0)
        XCTAssertEqual(StringCatalog.letterWords(in: "设置 Wi-Fi 网络"), 3)
        XCTAssertEqual(StringCatalog.letterWords(in: "Mail support@example.org or see www.example.org"), 3)
    }
}
