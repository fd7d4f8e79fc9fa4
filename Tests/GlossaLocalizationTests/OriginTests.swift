import Foundation
import XCTest
@testable import GlossaLocalization

/// Where a resolved value is defined ("path:line"), for report annotations on the strings line.
final class OriginTests: XCTestCase {
    func testEachFormatNamesTheLineOfTheKey() throws {
        let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "fr" : {
              "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Französisch" } } }
            },
            "quote \\"x\\"" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Zitat" } }
              }
            }
          },
          "version" : "1.0"
        }
        """
        let folder = try Fixtures.folder([
            "Localizable.xcstrings": Data(catalog.utf8),
            "fr.lproj/Table.strings": Data("/* comment */\n\n\"fr\" = \"Français\";\n\"quote \\\"x\\\"\" = \"Citation\";\n".utf8),
        ], test: self)
        let strings = try StringCatalog(folder: folder)
        let file = folder + "/Localizable.xcstrings"
        XCTAssertEqual(strings.resolve(key: "fr", table: "Localizable", locale: "de", arguments: []).origin, file + ":4")
        XCTAssertEqual(strings.resolve(key: "quote \"x\"", table: "Localizable", locale: "de", arguments: []).origin, file + ":7")
        // The development language's value sits on the key's own line too.
        XCTAssertEqual(strings.resolve(key: "fr", table: "Localizable", locale: "en", arguments: []).origin, file + ":4")
        XCTAssertEqual(strings.resolve(key: "quote \"x\"", table: "Table", locale: "fr", arguments: []).origin,
                       folder + "/fr.lproj/Table.strings:4")
        XCTAssertNil(strings.resolve(key: "absent", table: "Table", locale: "fr", arguments: []).origin)
    }
}
