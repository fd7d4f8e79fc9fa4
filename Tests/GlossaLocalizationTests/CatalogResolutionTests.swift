import XCTest
@testable import GlossaLocalization

/// Resolution over a folder shaped like an Xcode project: Base.lproj, several tables, UTF-16
/// and UTF-8 strings, stringsdicts, a String Catalog, and a zh_Hans folder spelled with an underscore.
final class CatalogResolutionTests: XCTestCase {
    private var app: StringCatalog!
    private let fsi = "\u{2068}", pdi = "\u{2069}"

    override func setUpWithError() throws {
        app = try StringCatalog(folder: Fixtures.path("App"))
    }

    private func resolve(_ key: String, _ locale: String, table: String = "Localizable", _ arguments: [FormatArgument] = [],
                         ems: Double? = nil, device: String? = nil) -> Resolution {
        app.resolve(key: key, table: table, locale: locale, arguments: arguments, availableEms: ems, device: device)
    }

    func testShapeOfTheProject() {
        XCTAssertEqual(app.developmentLanguage, "en")
        XCTAssertEqual(app.availableLocales, ["ar", "en", "es", "es-419", "fr", "zh-Hans", "zh-Hant"])
        XCTAssertEqual(app.tables, ["Localizable", "Main", "Settings"])
        XCTAssertEqual(app.warnings, [])
    }

    func testTranslationsAlongTheChain() {
        let cases: [(String, String, String)] = [
            ("fr", "Capitales", "fr"), ("fr-CA", "Capitales", "fr"), ("en-AU", "Capital Cities", "en"),
            ("zh-Hans", "首都", "zh-Hans"), ("zh-CN", "首都", "zh-Hans"), ("zh-SG", "首都", "zh-Hans"),
            ("zh-Hant", "各國首都", "zh-Hant"), ("zh-TW", "各國首都", "zh-Hant"), ("zh-HK", "各國首都", "zh-Hant"),
            ("es-MX", "Capitales del mundo", "es-419"), ("es-ES", "Capitales", "es"), ("ar-SA", "عواصم الدول", "ar"),
        ]
        for (locale, text, source) in cases {
            XCTAssertEqual(resolve("quiz.title", locale), Resolution(text: text, locale: source, isMissing: false), locale)
        }
    }

    func testMissingTranslationShowsTheDevelopmentValue() {
        XCTAssertEqual(resolve("only.en", "fr"), Resolution(text: "Only in English", locale: "en", isMissing: true))
        XCTAssertEqual(resolve("quiz.reveal", "es-MX"), Resolution(text: "Reveal Answer", locale: "en", isMissing: true))
        XCTAssertEqual(resolve("quiz.title", "ja"), Resolution(text: "Capital Cities", locale: "en", isMissing: true))
        XCTAssertEqual(resolve("price", "de", [.double(3.5)]), Resolution(text: "Price: 3,50", locale: "en", isMissing: true))
        // Base.lproj holds the storyboard's development-language strings.
        XCTAssertEqual(resolve("abc-12-xyz.text", "fr", table: "Main"), Resolution(text: "Se connecter", locale: "fr", isMissing: false))
        XCTAssertEqual(resolve("def-34-uvw.normalTitle", "fr", table: "Main"),
                       Resolution(text: "Forgot password?", locale: "Base", isMissing: true))
        XCTAssertEqual(resolve("def-34-uvw.normalTitle", "en", table: "Main"),
                       Resolution(text: "Forgot password?", locale: "Base", isMissing: false))
    }

    func testAbsentEverywhereShowsTheKey() {
        XCTAssertEqual(resolve("nope", "fr"), Resolution(text: "nope", locale: nil, isMissing: true))
        XCTAssertEqual(resolve("%@ items", "en", [.string("x")]), Resolution(text: "\(fsi)x\(pdi) items", locale: nil, isMissing: true))
        XCTAssertEqual(resolve("quiz.title", "fr", table: "NoSuchTable"), Resolution(text: "quiz.title", locale: nil, isMissing: true))
    }

    func testFormattingAndMismatches() {
        XCTAssertEqual(resolve("score", "fr", [.string("Sara"), .integer(12)]),
                       Resolution(text: "12 points : \(fsi)Sara\(pdi) a le meilleur score", locale: "fr", isMissing: false))
        XCTAssertEqual(resolve("score", "ar", [.string("سارة"), .integer(12)]).text, "\(fsi)سارة\(pdi) حصل على أعلى نتيجة ١٢")
        XCTAssertEqual(resolve("price", "fr", [.double(3.5)]).text, "Prix : 3,50 €")
        let greeting = resolve("greeting", "fr", [.string("Ada")])
        XCTAssertEqual(greeting.text, "Bonjour, \(fsi)Ada\(pdi) !")
        XCTAssertEqual(greeting.formatMismatch, "argument 1 is %d in fr but %@ in en")
        XCTAssertEqual(resolve("greeting", "ar", [.string("Ada")]).formatMismatch,
                       "ar takes 2 argument(s) (%@ %@) where en takes 1 (%@)")
        XCTAssertNil(resolve("greeting", "en", [.string("Ada")]).formatMismatch)
    }

    func testStringsDictPluralsInTheProject() {
        let arabic: [(Int, String)] = [
            (0, "لم يتبق أي سؤال"), (1, "سؤال واحد متبقٍ"), (2, "سؤالان متبقيان"), (3, "٣ أسئلة متبقية"),
            (11, "١١ سؤالًا متبقيًا"), (100, "١٠٠ سؤال متبقٍ"),
        ]
        for (count, text) in arabic {
            XCTAssertEqual(resolve("quiz.remaining", "ar", [.integer(count)]).text, text, "\(count)")
        }
        XCTAssertEqual(resolve("quiz.remaining", "fr", [.integer(1)]).text, "1 question restante")
        XCTAssertEqual(resolve("quiz.remaining", "fr", [.integer(2)]).text, "2 questions restantes")
        XCTAssertEqual(resolve("quiz.remaining", "en", [.integer(1)]).text, "1 question left")
        XCTAssertNil(resolve("quiz.remaining", "ar", [.integer(3)]).formatMismatch)
    }

    func testStringCatalogTable() {
        XCTAssertEqual(resolve("settings.title", "ar", table: "Settings"),
                       Resolution(text: "الإعدادات", locale: "ar", isMissing: false, state: "needs_review"))
        XCTAssertEqual(resolve("settings.storage", "fr", table: "Settings", [.integer(1), .string("iCloud")]),
                       Resolution(text: "1 photo utilisent \(fsi)iCloud\(pdi)", locale: "fr", isMissing: false, state: "new"))
        XCTAssertEqual(resolve("settings.storage", "en", table: "Settings", [.integer(3), .string("iCloud")]).text,
                       "3 photos use \(fsi)iCloud\(pdi)")
        // French puts 0 in the singular.
        XCTAssertEqual(resolve("settings.items", "fr", table: "Settings", [.integer(0)]).text, "0 élément")
        XCTAssertEqual(resolve("settings.items", "fr", table: "Settings", [.integer(2)]).text, "2 éléments")
        XCTAssertEqual(resolve("settings.items", "en", table: "Settings", [.integer(0)]).text, "0 items")
        XCTAssertEqual(resolve("Version %@", "fr", table: "Settings", [.string("2.1")]),
                       Resolution(text: "Version \(fsi)2.1\(pdi)", locale: "en", isMissing: true))
        XCTAssertEqual(resolve("brand.name", "fr", table: "Settings"), Resolution(text: "Glossa", locale: "en", isMissing: false))
    }

    func testDeviceVariations() {
        XCTAssertEqual(resolve("settings.tap", "en", table: "Settings", device: "iphone-15").text, "Tap to continue")
        XCTAssertEqual(resolve("settings.tap", "en", table: "Settings", device: "mac").text, "Click to continue")
        XCTAssertEqual(resolve("settings.tap", "en", table: "Settings").text, "Continue")
        XCTAssertEqual(resolve("settings.tap", "fr", table: "Settings", device: "ipad").text, "Continuer")
        XCTAssertEqual(resolve("settings.tap", "fr", table: "Settings", device: "iphone-se").text, "Touchez pour continuer")
    }

    /// The layout resolves from several threads at once; caches are shared, results must not change.
    func testConcurrentResolutionIsStable() {
        let locales = ["ar", "fr", "zh-HK", "es-MX", "en-XA", "ar-XB", "de", "ja"]
        let serial = locales.map { resolve("quiz.remaining", $0, [.integer(3)]) }
        let results = ConcurrentResults(count: locales.count * 25)
        let catalog: StringCatalog = app
        DispatchQueue.concurrentPerform(iterations: locales.count * 25) { index in
            let locale = locales[index % locales.count]
            results.set(index, catalog.resolve(key: "quiz.remaining", table: "Localizable", locale: locale, arguments: [.integer(3)]))
        }
        for index in 0..<(locales.count * 25) {
            XCTAssertEqual(results.get(index), serial[index % locales.count])
        }
    }

    func testPseudoLocalesTransformTheDevelopmentValue() {
        let rlm = "\u{200F}", rlo = "\u{202E}", pdf = "\u{202C}"
        XCTAssertEqual(resolve("quiz.title", "en-XA"), Resolution(text: "[Çåþîţåļ Çîţîéš one two three]", locale: "en", isMissing: false))
        XCTAssertEqual(resolve("quiz.remaining", "en-XA", [.integer(3)]).text, "[»3« Qûéšţîöñš ļéƒţ one two three]")
        XCTAssertEqual(resolve("score", "en-double", [.string("Sara"), .integer(1200)]).text,
                       "\(fsi)Sara\(pdi) has the highest score 1,200 \(fsi)Sara\(pdi) has the highest score 1,200")
        XCTAssertEqual(resolve("quiz.title", "en-bounded").text, "[# Capital Cities #]")
        XCTAssertEqual(resolve("quiz.title", "en-rtl").text, "Capital Cities")
        XCTAssertEqual(resolve("quiz.title", "ar-XB").text, "\(rlm)\(rlo)Capital\(pdf)\(rlm) \(rlm)\(rlo)Cities\(pdf)\(rlm)")
        XCTAssertEqual(resolve("quiz.remaining", "ar-XB", [.integer(1200)]).text,
                       "1,200 \(rlm)\(rlo)questions\(pdf)\(rlm) \(rlm)\(rlo)left\(pdf)\(rlm)")
        XCTAssertEqual(resolve("nope", "en-bounded"), Resolution(text: "[# nope #]", locale: nil, isMissing: true))
    }
}

/// Folders built in the test: spellings, development language, widths, warnings.
final class CatalogFolderTests: XCTestCase {
    private func strings(_ text: String) -> Data { Data(text.utf8) }

    func testUnderscoreAndHyphenSpellingsMerge() throws {
        let folder = try Fixtures.folder([
            "en.lproj/Localizable.strings": strings("\"a\" = \"A\";\n\"b\" = \"B\";\n"),
            "zh_Hans.lproj/Localizable.strings": strings("\"a\" = \"甲\";\n"),
            "zh-Hans.lproj/Localizable.strings": strings("\"b\" = \"乙\";\n\"b\" = \"乙乙\";\n"),
            "xx-bogus.lproj/Localizable.strings": strings("\"a\" = \"?\";\n"),
        ], test: self)
        let catalog = try StringCatalog(folder: folder)
        XCTAssertEqual(catalog.availableLocales, ["en", "zh-Hans"])
        XCTAssertEqual(catalog.resolve(key: "a", table: "Localizable", locale: "zh_Hans", arguments: []).text, "甲")
        XCTAssertEqual(catalog.resolve(key: "b", table: "Localizable", locale: "zh-CN", arguments: []).text, "乙乙")
        XCTAssertEqual(catalog.warnings, [
            "\(folder)/xx-bogus.lproj: not a locale identifier; skipped",
            "\(folder)/zh_Hans.lproj: same locale as zh-Hans.lproj (zh-Hans); their tables are merged",
            "\(folder)/zh-Hans.lproj/Localizable.strings:2: duplicate key \"b\" (first defined on line 1); the last value is used",
        ])
        XCTAssertEqual(catalog.duplicates, [
            "\(folder)/zh-Hans.lproj/Localizable.strings:2: duplicate key \"b\" (first defined on line 1); the last value is used",
        ])
    }

    func testDevelopmentLanguageChoice() throws {
        let one = strings("\"a\" = \"x\";\n")
        let base = try Fixtures.folder(["Base.lproj/Main.strings": one, "fr.lproj/Main.strings": one], test: self)
        XCTAssertEqual(try StringCatalog(folder: base).developmentLanguage, "Base")
        let noEnglish = try Fixtures.folder(["fr.lproj/Main.strings": one, "de.lproj/Main.strings": one], test: self)
        XCTAssertEqual(try StringCatalog(folder: noEnglish).developmentLanguage, "de")
        XCTAssertEqual(try StringCatalog(folder: noEnglish, developmentLanguage: "fr_FR").developmentLanguage, "fr-FR")
        XCTAssertEqual(try StringCatalog(folder: noEnglish, developmentLanguage: "fr").availableLocales, ["de", "fr"])
        let missing = Fixtures.path("NoSuchFolder")
        XCTAssertEqual(localizationError { () throws(LocalizationError) in _ = try StringCatalog(folder: missing) }, "\(missing): not a folder")
        let broken = try Fixtures.folder(["en.lproj/Main.strings": strings("\"a\" = \"x\"\n")], test: self)
        // A table that does not parse loads nothing, as on iOS, and is named with its place (the folder still reads).
        let unreadable = try StringCatalog(folder: broken).unreadable
        XCTAssertEqual(unreadable.map(\.error.description), ["\(broken)/en.lproj/Main.strings:1:10: expected ';' after the value of key \"a\""])
        XCTAssertEqual(unreadable.first?.locale, "en")
        XCTAssertEqual(unreadable.first?.consequence, "iOS loads none of its keys: English users see the development language's text")
    }

    func testVariableWidthAndTwoVariables() throws {
        let folder = try Fixtures.folder(["en.lproj/Widths.stringsdict": try Fixtures.data("StringsDict/widths.stringsdict")], test: self)
        let catalog = try StringCatalog(folder: folder)
        func welcome(_ ems: Double?) -> String {
            catalog.resolve(key: "welcome", table: "Widths", locale: "en", arguments: [.string("Ada")], availableEms: ems).text
        }
        XCTAssertEqual(welcome(5), "Hi")
        XCTAssertEqual(welcome(20), "Welcome")
        XCTAssertEqual(welcome(25), "Welcome")
        XCTAssertEqual(welcome(60), "Welcome to Glossa, \u{2068}Ada\u{2069}")
        XCTAssertEqual(welcome(nil), "Welcome to Glossa, \u{2068}Ada\u{2069}")
        func twoVariables(_ files: Int, _ folders: Int) -> String {
            catalog.resolve(key: "two.vars", table: "Widths", locale: "en", arguments: [.integer(files), .integer(folders)]).text
        }
        XCTAssertEqual(twoVariables(1, 3), "a file in 3 folders")
        XCTAssertEqual(twoVariables(2, 1), "2 files in one folder")
    }

    func testMismatchAgainstAStringsDictVariable() throws {
        let folder = try Fixtures.folder([
            "en.lproj/L.stringsdict": try Fixtures.data("Plurals/en.lproj/Plurals.stringsdict"),
            "fr.lproj/L.strings": strings("\"files.count\" = \"%@ fichiers\";\n"),
            "de.lproj/L.strings": strings("\"files.count\" = \"%lld Dateien\";\n"),
        ], test: self)
        let catalog = try StringCatalog(folder: folder)
        XCTAssertEqual(catalog.resolve(key: "files.count", table: "L", locale: "fr", arguments: [.integer(2)]).formatMismatch,
                       "argument 1 is %@ in fr but %d in en")
        XCTAssertNil(catalog.resolve(key: "files.count", table: "L", locale: "de", arguments: [.integer(2)]).formatMismatch)
        XCTAssertEqual(catalog.resolve(key: "files.count", table: "L", locale: "de", arguments: [.integer(2)]).text, "2 Dateien")
    }
}

/// Results written from many threads.
private final class ConcurrentResults: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Resolution?]

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Resolution) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }

    func get(_ index: Int) -> Resolution? {
        lock.lock()
        defer { lock.unlock() }
        return values[index]
    }
}
