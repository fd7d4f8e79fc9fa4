import Foundation
import GlossaICU
import XCTest
@testable import GlossaLocalization

/// Translation files as `budgets --check` reads them: each value with its key, table, locale and the line a
/// translator would open; Xcode's XLIFF variation ids joined into one value; bad input named by file and line.
final class TranslationFileTests: XCTestCase {
    private func read(_ name: String, _ text: String) throws -> [TranslatedValue] {
        let folder = try Fixtures.folder([name: Data(text.utf8)], test: self)
        return try TranslationFiles.read(folder + "/" + name)
    }

    func testStringsFileValuesCarryTheirLocaleTableAndLine() throws {
        let values = try read("de.lproj/Main.strings", """
        /* Class = "UILabel"; text = "Save"; */
        "abc-12-xyz.text" = "Sichern";

        "title" = "Einstellungen";
        """)
        XCTAssertEqual(values.map(\.key), ["abc-12-xyz.text", "title"])
        XCTAssertEqual(values.map(\.line), [2, 4])
        XCTAssertEqual(Set(values.map(\.locale)), ["de"])
        XCTAssertEqual(Set(values.map(\.table)), ["Main"])
        XCTAssertEqual(values[1].variants(arguments: [], device: "iphone-15").map(\.text), ["Einstellungen"])
    }

    func testAStringsFileOutsideAnLprojFolderIsRefused() throws {
        let folder = try Fixtures.folder(["Localizable.strings": Data("\"a\" = \"b\";".utf8)], test: self)
        let message = localizationError { () throws(LocalizationError) in _ = try TranslationFiles.read(folder + "/Localizable.strings") }
        XCTAssertTrue(message?.contains("Localizable.strings: cannot tell the file's locale") == true, message ?? "")
        XCTAssertTrue(localizationError { () throws(LocalizationError) in _ = try TranslationFiles.read(folder + "/notes.txt") }?.contains("not a translation file") == true)
    }

    func testStringCatalogValuesAreEveryLocaleButTheSourceWithTheLineOfTheirLocalization() throws {
        let values = try read("Localizable.xcstrings", """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "save" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : { "state" : "translated", "value" : "Sichern" }
                },
                "en" : {
                  "stringUnit" : { "state" : "translated", "value" : "Save" }
                },
                "fr" : {
                  "stringUnit" : { "state" : "translated", "value" : "Enregistrer" }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """)
        XCTAssertEqual(values.map { "\($0.locale) \($0.line)" }.sorted(), ["de 6", "fr 12"])
        XCTAssertEqual(Set(values.map(\.table)), ["Localizable"])
    }

    /// An Xcode export: plain units, a String Catalog's plural and device variations (`|==|`), a stringsdict's
    /// paths, a unit with no target (not measured), entities, and the file's target language and table.
    func testXcodeExportUnitsJoinIntoValues() throws {
        let values = try read("de.xliff", """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="de" datatype="plaintext">
            <body>
              <trans-unit id="save" xml:space="preserve">
                <source>Save</source>
                <target>Sichern &amp; schließen</target>
                <note>Button</note>
              </trans-unit>
              <trans-unit id="later" xml:space="preserve">
                <source>Later</source>
              </trans-unit>
            </body>
          </file>
          <file original="App/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
            <body>
              <trans-unit id="%lld files|==|plural.one"><source>%lld file</source><target>%lld Datei</target></trans-unit>
              <trans-unit id="%lld files|==|plural.other"><source>%lld files</source><target>%lld Dateien</target></trans-unit>
              <trans-unit id="Share|==|device.ipad"><source>Share</source><target>Teilen mit anderen</target></trans-unit>
              <trans-unit id="Share|==|device.other"><source>Share</source><target>Teilen</target></trans-unit>
            </body>
          </file>
          <file original="App/en.lproj/Counts.stringsdict" source-language="en" target-language="de" datatype="plaintext">
            <body>
              <trans-unit id="/days:dict/NSStringLocalizedFormatKey:dict/:string"><source>%#@d@</source><target>Noch %#@d@</target></trans-unit>
              <trans-unit id="/days:dict/d:dict/one:dict/:string"><source>%d day</source><target>%d Tag</target></trans-unit>
              <trans-unit id="/days:dict/d:dict/other:dict/:string"><source>%d days</source><target>%d Tage</target></trans-unit>
            </body>
          </file>
        </xliff>
        """)
        let byKey = Dictionary(uniqueKeysWithValues: values.map { ($0.key, $0) })
        XCTAssertEqual(Set(byKey.keys), ["save", "%lld files", "Share", "days"], "a unit without a target is not measured")
        XCTAssertEqual(byKey["save"]?.table, "Localizable")
        XCTAssertEqual(byKey["save"]?.line, 7, "the line of the target")
        XCTAssertEqual(byKey["save"]?.variants(arguments: [], device: "iphone-se").map(\.text), ["Sichern & schließen"])
        XCTAssertEqual(byKey["Share"]?.variants(arguments: [], device: "ipad").map(\.text), ["Teilen mit anderen"])
        XCTAssertEqual(byKey["Share"]?.variants(arguments: [], device: "iphone-15").map(\.text), ["Teilen"])
        XCTAssertEqual(byKey["days"]?.table, "Counts")
        let days = try XCTUnwrap(byKey["days"]).variants(arguments: [.integer(12)], device: "iphone-se")
        XCTAssertEqual(days.map(\.plural), [.one, .other])
        XCTAssertEqual(days.map(\.number), [.integer(1), .integer(99)], "the widest two-digit number of each category")
        XCTAssertEqual(days.map(\.text), ["Noch 1 Tag", "Noch 99 Tage"].map { $0 })
        let files = try XCTUnwrap(byKey["%lld files"]).variants(arguments: [.integer(3)], device: "iphone-se")
        XCTAssertEqual(files.map(\.text), ["1 Datei", "9 Dateien"])
    }

    /// Russian `other` is only reached by fractions, which `%lld` cannot show; `few` takes 94 at two digits.
    func testIntegerFormatsMeasureOnlyTheCategoriesAnIntegerReaches() throws {
        let values = try read("ru.lproj/Localizable.stringsdict", """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
          <key>files</key>
          <dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key>
            <dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>lld</string>
              <key>one</key><string>%lld файл</string>
              <key>few</key><string>%lld файла</string>
              <key>many</key><string>%lld файлов</string>
              <key>other</key><string>%lld файла</string>
            </dict>
          </dict>
        </dict></plist>
        """)
        let variants = try XCTUnwrap(values.first).variants(arguments: [.integer(12)], device: "iphone-se")
        XCTAssertEqual(variants.map(\.plural), [.one, .few, .many])
        XCTAssertEqual(variants.map(\.text), ["91 файл", "94 файла", "99 файлов"])
        XCTAssertEqual(values.first?.line, 3)
    }

    func testMalformedXLIFFNamesItsLine() throws {
        let folder = try Fixtures.folder(["broken.xliff": Data("<xliff>\n<file target-language=\"de\">\n<body>\n</file>\n</xliff>\n".utf8)],
                                         test: self)
        let message = localizationError { () throws(LocalizationError) in _ = try TranslationFiles.read(folder + "/broken.xliff") }
        XCTAssertTrue(message?.hasSuffix("broken.xliff:4: </file> closes nothing open here") == true, message ?? "")
    }
}
