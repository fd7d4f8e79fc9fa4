import XCTest
@testable import GlossaLocalization

/// The fallback chains NSBundle's preferredLocalizations would walk, one case a line.
final class LocaleFallbackTests: XCTestCase {
    private let available = [
        "Base", "ar", "de", "en", "en-GB", "es", "es-419", "fr", "fr-CA", "he", "pt", "pt-PT", "sr", "sr-Latn",
        "zh-HK", "zh-Hans", "zh-Hant",
    ]

    func testFallbackTable() {
        let cases: [(String, [String])] = [
            ("en", ["en", "Base"]),
            ("en-US", ["en", "Base"]),
            ("en-GB", ["en-GB", "en", "Base"]),
            ("en-AU", ["en-GB", "en", "Base"]),
            ("en-IN", ["en-GB", "en", "Base"]),
            ("en-CA", ["en-GB", "en", "Base"]),
            ("es-MX", ["es-419", "es", "Base", "en"]),
            ("es-AR", ["es-419", "es", "Base", "en"]),
            ("es-US", ["es-419", "es", "Base", "en"]),
            ("es-ES", ["es", "Base", "en"]),
            ("es-419", ["es-419", "es", "Base", "en"]),
            ("fr-CA", ["fr-CA", "fr", "Base", "en"]),
            ("fr-BE", ["fr", "Base", "en"]),
            ("pt-BR", ["pt", "Base", "en"]),
            ("pt-PT", ["pt-PT", "pt", "Base", "en"]),
            ("pt-AO", ["pt-PT", "pt", "Base", "en"]),
            ("zh-Hans", ["zh-Hans", "Base", "en"]),
            ("zh-CN", ["zh-Hans", "Base", "en"]),
            ("zh-SG", ["zh-Hans", "Base", "en"]),
            ("zh", ["zh-Hans", "Base", "en"]),
            ("zh-TW", ["zh-Hant", "Base", "en"]),
            ("zh-Hant-TW", ["zh-Hant", "Base", "en"]),
            ("zh-HK", ["zh-HK", "zh-Hant", "Base", "en"]),
            ("zh_Hant_HK", ["zh-HK", "zh-Hant", "Base", "en"]),
            ("zh-MO", ["zh-HK", "zh-Hant", "Base", "en"]),
            ("sr", ["sr", "Base", "en"]),
            ("sr-Cyrl", ["sr", "Base", "en"]),
            ("sr-Latn", ["sr-Latn", "Base", "en"]),
            ("sr-Latn-RS", ["sr-Latn", "Base", "en"]),
            ("de-AT", ["de", "Base", "en"]),
            ("ar-EG", ["ar", "Base", "en"]),
            ("he-IL", ["he", "Base", "en"]),
            ("ja", ["Base", "en"]),
            ("hi-u-nu-deva", ["Base", "en"]),
            ("Base", ["Base", "en"]),
        ]
        XCTAssertGreaterThanOrEqual(cases.count, 25)
        for (locale, expected) in cases {
            XCTAssertEqual(Locales.fallbackChain(for: locale, available: available, developmentLanguage: "en"), expected, locale)
        }
    }

    /// Another region of the same language and script is a last resort; another script never is.
    func testSiblingRegionsAndScripts() {
        let few = ["Base", "en-GB", "fr-FR", "pt-BR", "zh-Hans"]
        XCTAssertEqual(Locales.fallbackChain(for: "en-US", available: few, developmentLanguage: "en-GB"), ["en-GB", "Base"])
        XCTAssertEqual(Locales.fallbackChain(for: "pt-PT", available: few, developmentLanguage: "en-GB"), ["pt-BR", "Base", "en-GB"])
        XCTAssertEqual(Locales.fallbackChain(for: "fr-CA", available: few, developmentLanguage: "en-GB"), ["fr-FR", "Base", "en-GB"])
        XCTAssertEqual(Locales.fallbackChain(for: "zh-Hant", available: few, developmentLanguage: "en-GB"), ["Base", "en-GB"])
        XCTAssertEqual(Locales.fallbackChain(for: "zh-TW", available: few, developmentLanguage: "en-GB"), ["Base", "en-GB"])
    }

    /// Old projects name Chinese folders by region (zh_TW.lproj is Traditional); results keep the folder's spelling.
    func testLegacyChineseFoldersAndSpelling() {
        let legacy = ["zh_CN", "zh_TW", "en"]
        XCTAssertEqual(Locales.fallbackChain(for: "zh-HK", available: legacy, developmentLanguage: "en"), ["zh_TW", "en"])
        XCTAssertEqual(Locales.fallbackChain(for: "zh-Hant", available: legacy, developmentLanguage: "en"), ["zh_TW", "en"])
        XCTAssertEqual(Locales.fallbackChain(for: "zh-Hans-SG", available: legacy, developmentLanguage: "en"), ["zh_CN", "en"])
        XCTAssertEqual(Locales.fallbackChain(for: "de", available: ["fr"], developmentLanguage: "en"), ["en"])
    }

    func testCanonicalIdentifiers() {
        let cases: [(String, String?)] = [
            ("zh_Hans", "zh-Hans"), ("zh-hant-tw", "zh-Hant-TW"), ("pt_BR", "pt-BR"), ("es-419", "es-419"),
            ("sr-Latn", "sr-Latn"), ("en-GB", "en-GB"), ("Base", "Base"), ("English", "en"), ("en_XA", "en-XA"),
            ("en-rtl", "en-rtl"), ("hi-u-nu-deva", "hi-u-nu-deva"), ("xx-bogus", nil),
        ]
        for (identifier, expected) in cases {
            XCTAssertEqual(Locales.canonical(identifier), expected, identifier)
        }
    }

    func testDirection() {
        for locale in ["ar", "ar-EG", "he", "fa", "ur", "ps", "yi", "dv", "ckb", "sd", "ug", "en-rtl", "ar-XB", "pa-Arab"] {
            XCTAssertTrue(Locales.isRightToLeft(locale), locale)
        }
        for locale in ["en", "fr", "zh-Hant", "hi", "en-XA", "en-double", "en-bounded", "Base", "az-Latn", "ja"] {
            XCTAssertFalse(Locales.isRightToLeft(locale), locale)
        }
    }
}
