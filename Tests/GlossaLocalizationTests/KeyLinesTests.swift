import Foundation
import XCTest
@testable import GlossaLocalization

/// The lines reports give for String Catalog keys and their localizations (SARIF's strings location).
final class KeyLinesTests: XCTestCase {
    private func catalog(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("keylines-\(UUID().uuidString).xcstrings").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    func testEachKeyTakesTheLineOfItsFirstMemberAndEscapesAreDecoded() throws {
        let path = try catalog("""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "a \\"quoted\\" key" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "x" } },
        \t\t"fr"\t: {
                  "stringUnit" : { "state" : "translated", "value" : "y" }
                }
              }
            },
            "line\\nbreak and back\\\\slash" : {
              "comment" : "not a member: \\"fr\\" :",
              "localizations" : {
                "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "z" } }
              }
            },
            "fr" : { }
          }
        }
        """)
        XCTAssertEqual(KeyLines.origin(path, key: "a \"quoted\" key"), "\(path):4")
        XCTAssertEqual(KeyLines.origin(path, key: "line\nbreak and back\\slash"), "\(path):12")
        // A key named like a locale takes the first line that spells it as a member: the localization's.
        XCTAssertEqual(KeyLines.origin(path, key: "fr"), "\(path):7")
        XCTAssertEqual(KeyLines.origin(path, key: "absent"), path)
        XCTAssertEqual(KeyLines.localizationLine(path, key: "a \"quoted\" key", locale: "de"), 6)
        XCTAssertEqual(KeyLines.localizationLine(path, key: "a \"quoted\" key", locale: "fr"), 7)
        XCTAssertEqual(KeyLines.localizationLine(path, key: "line\nbreak and back\\slash", locale: "zh-Hans"), 15)
    }

    func testLinesEndingInCarriageReturnsCountLikeOthers() throws {
        let path = try catalog("{\r\n  \"strings\" : {\r\n    \"title\" : {\r\n      \"localizations\" : {\r\n        \"ar\" : {}\r\n      }\r\n    }\r\n  }\r\n}\r\n")
        XCTAssertEqual(KeyLines.origin(path, key: "title"), "\(path):3")
        XCTAssertEqual(KeyLines.localizationLine(path, key: "title", locale: "ar"), 5)
    }

    func testOnlyCatalogsAreLookedInto() {
        XCTAssertEqual(KeyLines.origin("Strings/de.lproj/Localizable.strings:12", key: "title"), "Strings/de.lproj/Localizable.strings:12")
    }
}
