import Foundation
import XCTest
@testable import GlossaLocalization

/// A count that only picks a plural form may be left out by a language that has no plural forms;
/// every other difference in the arguments is still a format mismatch.
final class PluralArgumentTests: XCTestCase {
    /// A String Catalog entry shaped like a real social app's: the count (argument 1) selects the form,
    /// the shown number is a preformatted string (argument 2).
    private func catalog(_ translations: [String: String]) throws -> StringCatalog {
        var localizations: [String: Any] = [
            "en": ["stringUnit": ["state": "translated", "value": "%#@followers@"],
                   "substitutions": ["followers": [
                       "argNum": 1, "formatSpecifier": "lld",
                       "variations": ["plural": [
                           "one": ["stringUnit": ["state": "translated", "value": "%2$@ follower"]],
                           "other": ["stringUnit": ["state": "translated", "value": "%2$@ followers"]],
                       ]],
                   ]]],
        ]
        for (locale, value) in translations {
            localizations[locale] = ["stringUnit": ["state": "translated", "value": value]]
        }
        let document: [String: Any] = ["sourceLanguage": "en", "version": "1.0",
                                       "strings": ["account.followers": ["localizations": localizations]]]
        let data = try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
        return try StringCatalog(folder: try Fixtures.folder(["Localizable.xcstrings": data], test: self))
    }

    private func resolve(_ catalog: StringCatalog, _ locale: String) -> Resolution {
        catalog.resolve(key: "account.followers", table: "Localizable", locale: locale, arguments: [.integer(1234), .string("1.2K")])
    }

    func testLanguagesWithoutPluralFormsMayOmitTheSelectingCount() throws {
        let app = try catalog(["ko": "팔로워 %2$@명", "ja": "%2$@ フォロワー", "zh-Hans": "%2$@ 位关注者", "th": "ผู้ติดตาม %2$@ คน",
                               "vi": "%2$@ người theo dõi"])
        for locale in ["ko", "ja", "zh-Hans", "th", "vi"] {
            XCTAssertNil(resolve(app, locale).formatMismatch, locale)
        }
        XCTAssertEqual(resolve(app, "ko").text, "팔로워 \u{2068}1.2K\u{2069}명")
        XCTAssertEqual(resolve(app, "en").text, "\u{2068}1.2K\u{2069} followers")
    }

    func testTheSameFromAStringsDict() throws {
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict><key>account.followers</key><dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@followers@</string>
          <key>followers</key><dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>lld</string>
            <key>one</key><string>%2$@ follower</string>
            <key>other</key><string>%2$@ followers</string>
          </dict>
        </dict></dict></plist>
        """
        let app = try StringCatalog(folder: try Fixtures.folder([
            "en.lproj/Localizable.stringsdict": Data(plist.utf8),
            "ko.lproj/Localizable.strings": Data("\"account.followers\" = \"팔로워 %2$@명\";\n".utf8),
            "ja.lproj/Localizable.strings": Data("\"account.followers\" = \"%2$d フォロワー\";\n".utf8),
        ], test: self))
        XCTAssertNil(resolve(app, "ko").formatMismatch)
        XCTAssertEqual(resolve(app, "ko").text, "팔로워 \u{2068}1.2K\u{2069}명")
        XCTAssertEqual(resolve(app, "ja").formatMismatch, "argument 2 is %d in ja but %@ in en")
    }

    func testRealMismatchesAreStillReported() throws {
        let app = try catalog([
            "ko": "팔로워 %2$d명",              // the shown argument's type changed
            "ja": "%2$@ フォロワー %3$@",          // an argument added
            "zh-Hans": "关注者",                  // the shown argument dropped
            "fr": "%2$@ abonnés",                 // French has plural forms: it needs the count
        ])
        XCTAssertEqual(resolve(app, "ko").formatMismatch, "argument 2 is %d in ko but %@ in en")
        XCTAssertEqual(resolve(app, "ja").formatMismatch, "ja takes 3 argument(s) (%d %@ %@) where en takes 2 (%d %@)")
        XCTAssertEqual(resolve(app, "zh-Hans").formatMismatch, "zh-Hans takes 0 argument(s) (none) where en takes 2 (%d %@)")
        XCTAssertEqual(resolve(app, "fr").formatMismatch, "argument 1 is missing in fr but %d in en")
    }

    func testATranslationMaySelectItsFormsWithACountTheKeyDeclares() throws {
        func catalog(key: String) throws -> StringCatalog {
            let german: [String: Any] = [
                "stringUnit": ["state": "translated", "value": "%#@count@"],
                "substitutions": ["count": ["formatSpecifier": "lld", "variations": ["plural": [
                    "one": ["stringUnit": ["state": "translated", "value": "hat favorisiert"]],
                    "other": ["stringUnit": ["state": "translated", "value": "haben favorisiert"]],
                ]]]],
            ]
            let document: [String: Any] = ["sourceLanguage": "en", "version": "1.0", "strings": [key: ["localizations": [
                "en": ["stringUnit": ["state": "translated", "value": "starred"]], "de": german]]]]
            let data = try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
            return try StringCatalog(folder: try Fixtures.folder(["Localizable.xcstrings": data], test: self))
        }
        let declared = try catalog(key: "notifications.label.favorite %lld")
        let two = declared.resolve(key: "notifications.label.favorite %lld", table: "Localizable", locale: "de", arguments: [.integer(2)])
        XCTAssertNil(two.formatMismatch)
        XCTAssertEqual(two.text, "haben favorisiert")
        // Without the key's word for it, nothing says the code passes a count.
        let undeclared = try catalog(key: "notifications.label.favorite")
        XCTAssertEqual(undeclared.resolve(key: "notifications.label.favorite", table: "Localizable", locale: "de", arguments: []).formatMismatch,
                       "de takes 1 argument(s) (%d) where en takes 0 (none)")
    }

    func testACountShownInTheTextIsContentEvenInAPluralForm() throws {
        let folder = try Fixtures.folder([
            "en.lproj/L.stringsdict": try Fixtures.data("Plurals/en.lproj/Plurals.stringsdict"),
            "ko.lproj/L.strings": Data("\"files.count\" = \"파일\";\n".utf8),
            "ja.lproj/L.strings": Data("\"files.count\" = \"%lld 個のファイル\";\n".utf8),
        ], test: self)
        let app = try StringCatalog(folder: folder)
        XCTAssertEqual(app.resolve(key: "files.count", table: "L", locale: "ko", arguments: [.integer(2)]).formatMismatch,
                       "ko takes 0 argument(s) (none) where en takes 1 (%d)")
        XCTAssertNil(app.resolve(key: "files.count", table: "L", locale: "ja", arguments: [.integer(2)]).formatMismatch)
    }
}
