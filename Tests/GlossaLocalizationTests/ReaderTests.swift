import XCTest
@testable import GlossaLocalization

final class StringsFileTests: XCTestCase {
    private let expected: [String: String] = [
        "greeting": "Hello",
        "escapes": "Line\nTab\t\"quoted\" back\\slash \u{E9}\u{E8} \u{1F600}",
        "unquoted_key": "Unquoted key",
        "unquoted.value": "value-42",
        "only.key": "only.key",
        "multi\nline": "spans\nlines",
    ]

    func testEveryEncodingReadsTheSameTable() throws {
        for name in ["utf8", "utf8-bom", "utf16le-bom", "utf16be-bom", "utf16le-nobom", "utf16be-nobom"] {
            let path = Fixtures.path("Strings/\(name).strings")
            let table = try StringsFileParser.parse(try Fixtures.data("Strings/\(name).strings"), path: path)
            XCTAssertEqual(table.values, expected, name)
            XCTAssertEqual(table.lines["greeting"], 3, name)
            XCTAssertEqual(table.lines["unquoted_key"], 6, name)
            XCTAssertEqual(table.duplicates, [], name)
        }
    }

    func testBracedFile() throws {
        let table = try StringsFileParser.parse(try Fixtures.data("Strings/braced.strings"), path: "braced.strings")
        XCTAssertEqual(table.values, ["a": "1", "b": "2"])
    }

    func testDuplicateKeysKeepTheLastValueAndAreListed() throws {
        let table = try StringsFileParser.parse(try Fixtures.data("Strings/duplicates.strings"), path: "Strings/duplicates.strings")
        XCTAssertEqual(table.values, ["a": "second", "b": "only"])
        XCTAssertEqual(table.duplicates, [
            "Strings/duplicates.strings:4: duplicate key \"a\" (first defined on line 1); the last value is used",
        ])
    }

    func testMalformedFilesNameFileAndLine() throws {
        let cases: [(String, String)] = [
            ("malformed-missing-semicolon", ":2:10: expected ';' after the value of key \"b\""),
            ("malformed-missing-equals", ":3:4: expected '=' after key \"b\""),
            ("malformed-unterminated-string", ":2:7: unterminated string"),
            ("malformed-unterminated-comment", ":2:1: unterminated comment"),
            ("malformed-unexpected", ":2:7: unexpected '=' where a value for key \"b\" was expected"),
            ("malformed-utf8", ":2: not valid UTF-8 or UTF-16 text"),
        ]
        try assertErrors(cases.map { ("Strings/\($0.0).strings", $0.1) }) { (data, path) throws(LocalizationError) in
            _ = try StringsFileParser.parse(data, path: path)
        }
    }
}

final class StringsDictReaderTests: XCTestCase {
    func testVariablesAndWidths() throws {
        let path = "StringsDict/widths.stringsdict"
        let entries = try StringsDictReader.read(try Fixtures.data(path), path: path)
        XCTAssertEqual(entries.keys.sorted(), ["storage", "two.vars", "welcome"])
        XCTAssertEqual(entries["welcome"]?.form, .width([10: .text("Hi", state: nil), 20: .text("Welcome", state: nil),
                                                        50: .text("Welcome to Glossa, %@", state: nil)]))
        XCTAssertEqual(entries["storage"]?.substitutions["size"]?.valueType, ".1f")
        XCTAssertEqual(entries["two.vars"]?.substitutions.keys.sorted(), ["files", "folders"])
        XCTAssertEqual(entries["welcome"]?.origin, path + ":5")
    }

    func testMalformedAndIncompleteFiles() throws {
        let cases: [(String, String)] = [
            ("malformed", ":8: Encountered unknown tag strin"),
            ("missing-format-key", ":17: \"broken\": missing NSStringLocalizedFormatKey"),
            ("missing-other", ":5: \"files\" › files: missing required key \"other\""),
        ]
        try assertErrors(cases.map { ("StringsDict/\($0.0).stringsdict", $0.1) }) { (data, path) throws(LocalizationError) in
            _ = try StringsDictReader.read(data, path: path)
        }
    }
}

final class StringCatalogReaderTests: XCTestCase {
    func testCatalogShapes() throws {
        let path = Fixtures.path("App/Settings.xcstrings")
        let catalog = try StringCatalogReader.read(try Fixtures.data("App/Settings.xcstrings"), path: path)
        XCTAssertEqual(catalog.sourceLanguage, "en")
        XCTAssertEqual(catalog.entries.keys.sorted(), ["ar", "en", "fr"])
        XCTAssertEqual(catalog.entries["en"]?["Version %@"]?.form, .text("Version %@", state: nil))
        XCTAssertEqual(catalog.entries["en"]?["brand.name"]?.shouldTranslate, false)
        XCTAssertEqual(catalog.entries["ar"]?["settings.title"]?.form, .text("الإعدادات", state: "needs_review"))
        XCTAssertEqual(catalog.entries["fr"]?["settings.tap"]?.form,
                       .device(["iphone": .text("Touchez pour continuer", state: "translated"), "other": .text("Continuer", state: "translated")]))
        let photos = catalog.entries["en"]?["settings.storage"]?.substitutions["photos"]
        XCTAssertEqual(photos?.position, 1)
        XCTAssertEqual(photos?.valueType, "lld")
        XCTAssertEqual(photos?.forms[.one], .text("%arg photo", state: "translated"))
    }

    func testMalformedCatalogs() throws {
        let cases: [(String, String)] = [
            ("Catalog/malformed.xcstrings", "Catalog/malformed.xcstrings:4: invalid JSON: Invalid value"),
            ("Catalog/missing-value.xcstrings",
             "Catalog/missing-value.xcstrings:7:11: strings › \"greeting\" › localizations › fr › stringUnit: missing \"value\""),
        ]
        try assertErrors(cases.map { ($0.0, String($0.1.dropFirst($0.0.count))) }) { (data, path) throws(LocalizationError) in
            _ = try StringCatalogReader.read(data, path: path)
        }
    }

    func testAValueThatIsNotAStringIsNamedWhereItIs() {
        let text = "{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {\n    \"count\": {\"localizations\": {\"en\": {\"stringUnit\": {\"state\": \"translated\", \"value\": 3}}}}\n  }\n}\n"
        do {
            _ = try StringCatalogReader.read(Data(text.utf8), path: "App.xcstrings")
            XCTFail("a number value was accepted")
        } catch {
            XCTAssertEqual(error.description, "App.xcstrings:4:78: strings › \"count\" › localizations › en › stringUnit › value: must be a string")
        }
    }
}

/// Reads each fixture with `read` and checks the error's description is the path followed by `suffix`.
private func assertErrors(
    _ cases: [(path: String, suffix: String)], file: StaticString = #filePath, line: UInt = #line,
    read: (Data, String) throws(LocalizationError) -> Void
) throws {
    for (path, suffix) in cases {
        let data = try Fixtures.data(path)
        XCTAssertEqual(localizationError({ () throws(LocalizationError) in try read(data, path) }, file: file, line: line),
                       path + suffix, file: file, line: line)
    }
}
