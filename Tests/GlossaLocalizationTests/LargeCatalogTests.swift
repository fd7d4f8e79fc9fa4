import Foundation
import XCTest
@testable import GlossaLocalization

/// Readers of large files: a stringsdict indexes its keys' lines in one pass, and a String Catalog is read
/// in place, one key at a time, with the same entries, warnings and errors as JSONSerialization gave.
final class LargeCatalogTests: XCTestCase {
    /// A stringsdict of `count` plural keys; key `i` is named on line 5 + 14 × i.
    private func stringsDict(_ count: Int) -> Data {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" "
            + "\"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">\n<dict>\n"
        for index in 0..<count {
            text += """
            \t<key>files.\(index) &amp; more</key>
            \t<dict>
            \t\t<key>NSStringLocalizedFormatKey</key>
            \t\t<string>%#@files@</string>
            \t\t<key>files</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key>
            \t\t\t<string>NSStringPluralRuleType</string>
            \t\t\t<key>NSStringFormatValueTypeKey</key>
            \t\t\t<string>lld</string>
            \t\t\t<key>other</key>
            \t\t\t<string>%lld files</string>
            \t\t</dict>
            \t</dict>

            """
        }
        return Data((text + "</dict>\n</plist>\n").utf8)
    }

    func testEveryStringsDictEntryNamesTheLineOfItsKey() throws {
        let entries = try StringsDictReader.read(stringsDict(3_000), path: "Big.stringsdict")
        XCTAssertEqual(entries.count, 3_000)
        for index in [0, 1, 1_234, 2_999] {
            XCTAssertEqual(entries["files.\(index) & more"]?.origin, "Big.stringsdict:\(5 + 14 * index)")
        }
    }

    func testAStringsDictKeyNamedLikeAnInnerKeyTakesTheFirstLineSpellingIt() throws {
        // As before the index: the first `<key>` spelling the name, wherever it is.
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>a</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@files@</string>
        \t\t<key>files</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%d files</string>
        \t\t</dict>
        \t</dict>
        \t<key>files</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>no files</string>
        \t</dict>
        </dict>
        </plist>
        """
        let entries = try StringsDictReader.read(Data(text.utf8), path: "x.stringsdict")
        XCTAssertEqual(entries["a"]?.origin, "x.stringsdict:4")
        XCTAssertEqual(entries["files"]?.origin, "x.stringsdict:8")
    }

    /// JSON that a strict reader must read exactly as JSONSerialization does: escapes, surrogate pairs,
    /// repeated names (the last wins), numbers and booleans where the reader asks `as? Bool` and `intValue`.
    private let tricky = #"""
    { "version" : "1.0", "strings" : {
        "caf\u00e9 \/ \"quoted\"" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Caf\u00e9 \ud83d\ude00\n\t" } } } },
        "dup" : { "localizations" : { "fr" : { "stringUnit" : { "value" : "first" } } } },
        "flags" : { "shouldTranslate" : 0, "localizations" : { "fr" : { "stringUnit" : { "value" : "x" } } } },
        "one" : { "shouldTranslate" : 1.0, "localizations" : { "xx-!!" : { "stringUnit" : { "value" : "bad locale" } } } },
        "two" : { "shouldTranslate" : 2, "localizations" : "not an object" },
        "count" : { "localizations" : { "en" : { "stringUnit" : { "value" : "%#@n@" },
            "substitutions" : { "n" : { "argNum" : 2.0, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : { "stringUnit" : { "value" : "%arg file" } }, "other" : { "stringUnit" : { "value" : "%arg files" } } } } },
              "m" : { "argNum" : true, "variations" : { "plural" : { "other" : { "stringUnit" : { "value" : "m" } } } } } } } } },
        "dup" : { "localizations" : { "fr" : { "stringUnit" : { "value" : "second" } } } },
        "empty" : { }
      },
      "sourceLanguage" : "en", "sourceLanguage" : "en-US" }
    """#

    func testTheScannedCatalogEqualsJSONSerializations() throws {
        let data = Data(tricky.utf8)
        let scanned = try StringCatalogReader.read(data, path: "T.xcstrings")
        let foundation = try StringCatalogReader.read(data, path: "T.xcstrings", scanning: false)
        XCTAssertEqual(scanned.sourceLanguage, "en-US")
        XCTAssertEqual(scanned.sourceLanguage, foundation.sourceLanguage)
        XCTAssertEqual(scanned.entries, foundation.entries)
        XCTAssertEqual(scanned.warnings, foundation.warnings)
        XCTAssertEqual(scanned.entries["fr"]?["caf\u{E9} / \"quoted\""]?.form, .text("Caf\u{E9} \u{1F600}\n\t", state: "translated"))
        XCTAssertEqual(scanned.entries["fr"]?["dup"]?.form, .text("second", state: nil))
        XCTAssertNil(scanned.entries["fr"]?["flags"])  // shouldTranslate 0
        XCTAssertEqual(scanned.entries["en"]?["count"]?.substitutions["n"]?.position, 2)
        XCTAssertEqual(scanned.entries["en"]?["count"]?.substitutions["m"]?.position, 1)
        XCTAssertEqual(scanned.warnings, ["T.xcstrings: strings › \"one\" › localizations › xx-!!: not a locale identifier; skipped"])
    }

    func testJSONTheScannerRefusesIsStillReadAsBefore() throws {
        // A trailing comma and a byte order mark: JSONSerialization takes both, so the reader does too.
        let lenient = "\u{FEFF}{\"sourceLanguage\": \"en\", \"strings\": {\"a\": {\"localizations\": {\"fr\": "
            + "{\"stringUnit\": {\"value\": \"b\",}}}},}}"
        let catalog = try StringCatalogReader.read(Data(lenient.utf8), path: "L.xcstrings")
        XCTAssertEqual(catalog.entries["fr"]?["a"]?.form, .text("b", state: nil))
        for broken in ["{\"sourceLanguage\": \"en\", \"strings\": {\"a\": \"\\ud800\"}}", "[1, 2]", "{\"a\": 01}"] {
            let scanned = localizationError { () throws(LocalizationError) in
                _ = try StringCatalogReader.read(Data(broken.utf8), path: "B.xcstrings")
            }
            let foundation = localizationError { () throws(LocalizationError) in
                _ = try StringCatalogReader.read(Data(broken.utf8), path: "B.xcstrings", scanning: false)
            }
            XCTAssertEqual(scanned, foundation, broken)
        }
    }

    func testStructuralErrorsComeInKeyOrderWhateverTheFileOrder() {
        let text = "{\"sourceLanguage\": \"en\", \"strings\": {\"zeta\": 3, \"alpha\": {\"localizations\": {\"fr\": {}}}}}"
        let message = localizationError { () throws(LocalizationError) in
            _ = try StringCatalogReader.read(Data(text.utf8), path: "E.xcstrings")
        }
        let before = localizationError { () throws(LocalizationError) in
            _ = try StringCatalogReader.read(Data(text.utf8), path: "E.xcstrings", scanning: false)
        }
        XCTAssertEqual(message, before)
        XCTAssertEqual(message?.hasSuffix("strings › \"alpha\" › localizations › fr: missing \"stringUnit\" or \"variations\""), true)
    }

    func testALargeCatalogReadsEveryKey() throws {
        var strings: [String] = []
        for index in 0..<20_000 {
            strings.append("\"key.\(index)\": {\"localizations\": {\"en\": {\"stringUnit\": {\"state\": \"translated\", "
                + "\"value\": \"Value \(index)\"}}, \"de\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"Wert \(index)\"}}}}")
        }
        let text = "{\"sourceLanguage\": \"en\", \"strings\": {" + strings.joined(separator: ",\n") + "}, \"version\": \"1.0\"}"
        let catalog = try StringCatalogReader.read(Data(text.utf8), path: "L.xcstrings")
        XCTAssertEqual(catalog.entries["en"]?.count, 20_000)
        XCTAssertEqual(catalog.entries["de"]?.count, 20_000)
        XCTAssertEqual(catalog.entries["de"]?["key.19999"]?.form, .text("Wert 19999", state: "translated"))
    }
}
