import Foundation
import XCTest
@testable import Glossa
@testable import GlossaWeblate

/// The small decisions of the Weblate route: flags, tables and locales from file names, the API's address, the index.
final class WeblatePartsTests: XCTestCase {
    func testABudgetIsMaxSizeWithItsLinesAndFont() {
        let font = BudgetFont(family: "Noto Sans", size: 17, weight: "bold")
        XCTAssertEqual(WeblateFlags.flags(width: 195, lines: 1, font: font),
                       ["max-size:195", "font-family:Noto_Sans", "font-size:17", "font-weight:bold"])
        XCTAssertEqual(WeblateFlags.flags(width: 343, lines: 3, font: font).first, "max-size:343:3")
        XCTAssertEqual(WeblateFlags.flags(width: 361, lines: 0, font: font).first, "max-size:361:99")
        XCTAssertEqual(WeblateFlags.flags(width: 80, lines: 1, font: BudgetFont(family: "Inter", size: 23.5, weight: "normal")),
                       ["max-size:80", "font-family:Inter", "font-size:24", "font-weight:normal"])
    }

    func testGlossasFlagsReplaceItsOwnAndKeepEveryOther() {
        XCTAssertEqual(WeblateFlags.merged("", with: ["max-size:10"]), "max-size:10")
        XCTAssertEqual(WeblateFlags.merged("read-only, max-size:300:2,regex:\"a,b\",font-size:9", with: ["max-size:10", "font-size:17"]),
                       "read-only,regex:\"a,b\",max-size:10,font-size:17")
        XCTAssertEqual(WeblateFlags.split("placeholders:\"%s\",\"x\\\",y\",,safe-html"), ["placeholders:\"%s\"", "\"x\\\",y\"", "safe-html"])
    }

    func testATableIsTheFileNameOfItsComponentsMask() {
        func component(_ mask: String?, template: String? = nil, format: String = "strings-utf8") -> WeblateComponent {
            WeblateComponent(slug: "c", project: .init(slug: "p"), filemask: mask, template: template, fileFormat: format, isGlossary: false)
        }
        XCTAssertEqual(WeblateFiles.table(of: component("App/*.lproj/Localizable.strings")), "Localizable")
        XCTAssertEqual(WeblateFiles.table(of: component("*.lproj/Main.stringsdict", format: "stringsdict")), "Main")
        XCTAssertEqual(WeblateFiles.table(of: component("strings/*.strings", template: "strings/Base.lproj/InfoPlist.strings")), "InfoPlist")
        XCTAssertNil(WeblateFiles.table(of: component("po/*.po", format: "po")))
        XCTAssertNil(WeblateFiles.table(of: component("strings/*.strings")))
    }

    func testALocaleIsWhatTheMasksStarStandsFor() {
        let translation = WeblateTranslation(language: .init(code: "pt_BR"), fileLanguageCode: "pt-BR",
                                             filename: "App/pt-BR.lproj/Localizable.strings", isSource: false)
        XCTAssertEqual(WeblateFiles.locale(of: translation, mask: "App/*.lproj/Localizable.strings"), "pt-BR")
        XCTAssertEqual(WeblateFiles.locale(of: translation, mask: "Other/*.strings"), "pt-BR")
        XCTAssertEqual(WeblateFiles.locale(of: WeblateTranslation(language: .init(code: "zh_Hans"), fileLanguageCode: nil,
                                                                  filename: nil, isSource: false), mask: nil), "zh-Hans")
        XCTAssertTrue(WeblateFiles.same("pt_br", "pt-BR"))
        XCTAssertNil(WeblateFiles.match("a/b/x.strings", mask: "*/x.strings"))
    }

    func testTheAPIIsFoundFromTheAddressGiven() throws {
        func endpoint(_ text: String) throws -> WeblateEndpoint { try WeblateEndpoint(URL(string: text)!) }
        XCTAssertEqual(try endpoint("https://hosted.weblate.org").root.absoluteString, "https://hosted.weblate.org/api/")
        XCTAssertEqual(try endpoint("http://127.0.0.1:8765/api/").root.absoluteString, "http://127.0.0.1:8765/api/")
        XCTAssertEqual(try endpoint("https://example.com/weblate/").root.absoluteString, "https://example.com/weblate/api/")
        let project = try endpoint("https://example.com/weblate/projects/my-app/ios/")
        XCTAssertEqual(project.root.absoluteString, "https://example.com/weblate/api/")
        XCTAssertEqual(project.project, "my-app")
        XCTAssertThrowsError(try endpoint("ftp://example.com/"))
    }

    func testTheIndexTakesScreenOrLayoutAndKeepsFilesInsideItsFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("context-index-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let entry = #""key": "k", "table": "T", "locale": "de", "device": "iphone-15", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "pixels": {"x": 0, "y": 0, "width": 3, "height": 3}"#
        try Data("[{\(entry), \"layout\": \"home\", \"file\": \"a/b.png\"}]".utf8).write(to: folder.appendingPathComponent("context.json"))
        XCTAssertEqual(ContextIndex.file(in: folder).lastPathComponent, "context.json")
        XCTAssertEqual(try ContextIndex.read(ContextIndex.file(in: folder)).map(\.screen), ["home"])

        let index = folder.appendingPathComponent("context.json")
        try Data("[{\(entry), \"screen\": \"home\", \"file\": \"../secret.png\"}]".utf8).write(to: index)
        XCTAssertEqual(ContextIndex.file(in: folder), index)
        XCTAssertThrowsError(try ContextIndex.read(index)) { error in
            XCTAssertTrue("\(error)".hasSuffix("entry 1 (k): '../secret.png' is not a path inside the index's folder"), "\(error)")
        }
        try Data("[{\"key\": \"k\"}]".utf8).write(to: index)
        XCTAssertThrowsError(try ContextIndex.read(index)) { error in
            XCTAssertTrue("\(error)".contains("not an index of glossa context: 'table' is missing at [0]"), "\(error)")
        }
    }

    func testALongKeysNameStaysUnderWeblatesLimitAndApart() {
        let a = WeblateUpload.screenshotName(table: "T", key: String(repeating: "k", count: 300))
        let b = WeblateUpload.screenshotName(table: "T", key: String(repeating: "k", count: 301))
        XCTAssertEqual(a.count, 200)
        XCTAssertNotEqual(a, b)
        XCTAssertEqual(WeblateUpload.screenshotName(table: "Localizable", key: "weather.city"), "glossa Localizable weather.city")
    }
}
