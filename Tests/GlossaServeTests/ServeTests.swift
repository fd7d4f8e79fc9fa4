import Foundation
import Glossa
@testable import GlossaServe
import XCTest

/// Which screens `glossa serve` re-renders for an edit, and how it sees files change.
final class ServeTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private var source: LayoutInputs {
        LayoutInputs(file: folder.path + "/app.yaml", strings: folder.path + "/Strings", assets: folder.path + "/Assets.xcassets",
                      developmentLanguage: "en", locales: ["ar", "de", "en", "pt", "pt-BR"])
    }

    private let locales = ["en", "ar", "de", "pt", "pt-BR", "en-XA", "en-rtl"]

    private func plan(_ paths: [String], planner: inout ChangePlanner) -> [String: ChangePlanner.Rerender] {
        planner.plan(paths.map { folder.path + "/" + $0 }, sources: [source], locales: [source.file: locales])
    }

    func testATranslationReRendersOnlyTheLocalesThatReadIt() {
        var planner = ChangePlanner()
        XCTAssertEqual(plan(["Strings/ar.lproj/Localizable.strings"], planner: &planner), [source.file: .locales(["ar"])])
        XCTAssertEqual(plan(["Strings/pt.lproj/Localizable.strings"], planner: &planner), [source.file: .locales(["pt", "pt-BR"])],
                       "pt-BR falls back to pt")
        XCTAssertEqual(plan(["Strings/pt-BR.lproj/Localizable.stringsdict"], planner: &planner), [source.file: .locales(["pt-BR"])])
        XCTAssertEqual(plan(["Strings/ar.lproj/Localizable.strings", "Strings/de.lproj/Localizable.strings"], planner: &planner),
                       [source.file: .locales(["ar", "de"])])
    }

    func testTheDevelopmentLanguageTheLayoutAndAssetsReRenderEverything() {
        var planner = ChangePlanner()
        for path in ["Strings/en.lproj/Localizable.strings", "Strings/Base.lproj/Main.strings", "app.yaml",
                     "Assets.xcassets/arrow.imageset/arrow@2x.png"] {
            XCTAssertEqual(plan([path], planner: &planner), [source.file: .all], path)
        }
        XCTAssertEqual(plan(["Strings/ar.lproj/x.strings", "Strings/en.lproj/x.strings"], planner: &planner), [source.file: .all])
        XCTAssertEqual(plan(["other.yaml", "Strings2/ar.lproj/x.strings"], planner: &planner), [:], "not this layout's inputs")
    }

    func testAnySwiftFileReRendersEverySwiftUIScreenAndNoOther() {
        var planner = ChangePlanner()
        let preview = LayoutInputs(file: folder.path + "/App/Previews.swift", strings: folder.path + "/Strings", assets: nil,
                                   developmentLanguage: "en", locales: ["ar", "en"])
        let changed = [folder.path + "/App/Views/RowView.swift"]
        XCTAssertEqual(planner.plan(changed, sources: [source, preview], locales: [source.file: locales, preview.file: ["en", "ar"]]),
                       [preview.file: .all], "a view a preview shows may live in any Swift file; a YAML layout reads none")
    }

    func testAStringCatalogIsComparedLanguageByLanguage() throws {
        let catalog = folder.appendingPathComponent("Strings/Localizable.xcstrings")
        try FileManager.default.createDirectory(at: catalog.deletingLastPathComponent(), withIntermediateDirectories: true)
        func write(_ values: [String: String]) throws {
            let localizations = values.mapValues { ["stringUnit": ["state": "translated", "value": $0]] }
            let object: [String: Any] = ["sourceLanguage": "en", "version": "1.0",
                                         "strings": ["hello": ["localizations": localizations]]]
            try JSONSerialization.data(withJSONObject: object).write(to: catalog)
        }
        try write(["en": "Hello", "ar": "مرحبا", "de": "Hallo"])
        var planner = ChangePlanner()
        planner.remember([source], stamps: FileStamps(roots: [folder.path]))
        try write(["en": "Hello", "ar": "أهلا", "de": "Hallo"])
        XCTAssertEqual(plan(["Strings/Localizable.xcstrings"], planner: &planner), [source.file: .locales(["ar"])])
        try write(["en": "Hi", "ar": "أهلا", "de": "Hallo"])
        XCTAssertEqual(plan(["Strings/Localizable.xcstrings"], planner: &planner), [source.file: .all])
        try write(["en": "Hi", "ar": "أهلا", "de": "Hallo", "fr": "Salut"])
        XCTAssertEqual(plan(["Strings/Localizable.xcstrings"], planner: &planner), [source.file: .all], "a new language")
        try Data("{ broken".utf8).write(to: catalog)
        XCTAssertEqual(plan(["Strings/Localizable.xcstrings"], planner: &planner), [source.file: .all],
                       "a catalog that does not parse goes to the simulator, whose error the page shows")
    }

    func testFileStampsSeeAddedChangedAndRemovedFiles() throws {
        let a = folder.appendingPathComponent("a.yaml"), b = folder.appendingPathComponent("sub/b.strings")
        try Data("1".utf8).write(to: a)
        let first = FileStamps(roots: [folder.path])
        try FileManager.default.createDirectory(at: b.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("2".utf8).write(to: b)
        try Data("11".utf8).write(to: a)
        try Data("x".utf8).write(to: folder.appendingPathComponent(".hidden"))
        let second = FileStamps(roots: [folder.path])
        XCTAssertEqual(second.changes(since: first), [a.path, b.path])
        try FileManager.default.removeItem(at: b)
        XCTAssertEqual(FileStamps(roots: [folder.path]).changes(since: second), [b.path])
        XCTAssertEqual(FileStamps(roots: [folder.path]).changes(since: FileStamps(roots: [folder.path])), [])
    }
}
