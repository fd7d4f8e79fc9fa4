import Foundation
@testable import Glossa
import GlossaRender
import GlossaText
import XCTest

/// A screen's fingerprint covers everything its output depends on, and nothing else: each input of the
/// contract's list changes it; the working directory, the time, modification times alone, --jobs, --shard, the
/// order of locales, the output folder and values the screen does not show leave it as it was.
final class FingerprintTests: XCTestCase {
    static let engine: TextEngine = { try! TextEngine(registry: FontRegistry.bundled()) }()
    private var app: URL!
    private var cache: URL!

    static let layout = """
        name: card
        device: iphone-se
        components:
          badge:
            params: {id: null, label: null}
            hstack: {id: $id, spacing: 4, children: [{image: {id: $id-icon, asset: star, width: 12, height: 12}}, {text: {id: $id-label, key: $label}}]}
        root:
          vstack:
            alignment: leading
            padding: {top: 16, leading: 16, trailing: 16}
            children:
              - text: {id: title, key: title, lines: 1, width: 200}
              - badge: {id: badge, label: badge}
              - text: {id: count, key: "%lld files", args: [3]}
        """

    override func setUpWithError() throws {
        app = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-fingerprint-\(UUID().uuidString)")
        cache = app.appendingPathComponent("cache")
        try write("card.yaml", Self.layout)
        try write("Strings/en.lproj/Localizable.strings", "title = \"Settings\";\nbadge = \"New\";\nunused = \"Unused\";\n")
        try write("Strings/de.lproj/Localizable.strings", "title = \"Einstellungen\";\nbadge = \"Neu\";\nunused = \"Ungenutzt\";\n")
        try write("Strings/de-CH.lproj/Localizable.strings", "badge = \"Neu\";\n")
        try write("Strings/fr.lproj/Localizable.strings", "title = \"Réglages\";\nbadge = \"Nouveau\";\n")
        try write("Strings/en.lproj/Localizable.stringsdict", Self.plurals)
        try AssetScreenTests.imageSet(app.path + "/Assets.xcassets/star.imageset",
                                      [("star@2x.png", Canvas(width: 8, height: 8, background: AssetScreenTests.red), nil)])
        try AssetScreenTests.imageSet(app.path + "/Assets.xcassets/unused.imageset",
                                      [("unused@2x.png", Canvas(width: 8, height: 8, background: AssetScreenTests.blue), nil)])
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: app)
    }

    static let plurals = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>%lld files</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
        <key>files</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>lld</string>
        <key>one</key><string>%lld file</string><key>other</key><string>%lld files</string></dict>
        </dict></dict></plist>
        """

    private func write(_ path: String, _ text: String) throws {
        let url = app.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func options(_ locales: [String] = ["en", "de", "de-CH", "fr"]) -> MatrixOptions {
        var options = MatrixOptions(paths: [app.appendingPathComponent("card.yaml").path])
        options.locales = .list(locales)
        options.cache = CacheOptions(folder: cache.path)
        return options
    }

    /// Every screen's key, by "locale device size [+plural]", computed by a fresh simulator (which reads every file anew).
    private func keys(_ options: MatrixOptions, draws: Bool = false, overlay: Bool = false, chrome: Bool = true, fonts: [String] = [])
        throws -> [String: String] {
        let simulator = fonts.isEmpty ? Simulator(textEngine: Self.engine) : try Simulator(fontDirectories: fonts)
        simulator.drawsOverlay = overlay
        simulator.drawsChrome = chrome
        let (screens, _) = try simulator.screens(options)
        var path: ImagePaths?
        if draws { path = Self.imagePath }
        let jobs = try ScreenJobs(simulator: simulator, options: options, screens: screens, imagePath: path, staging: nil,
                                  unchangedImage: nil)
        var keys: [String: String] = [:]
        for index in screens.indices {
            let screen = screens[index]
            keys["\(screen.locale) \(screen.device.name) \(screen.contentSize)\(screen.plural.map { " +\($0.rawValue)" } ?? "")"] = try XCTUnwrap(jobs.key(at: index))
        }
        jobs.cache?.finish()
        return keys
    }

    @Sendable static func imagePath(_ identity: ScreenIdentity) throws(GlossaError) -> String {
        try OutputPath.file(identity, in: "/unused")
    }

    /// The screens whose key differs between two runs, sorted.
    private func changed(_ before: [String: String], _ after: [String: String]) -> [String] {
        Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
    }

    func testTheBuildIsTheExecutableAndEveryLibraryItRunsWith() throws {
        let files = BuildIdentity.files()
        XCTAssertTrue(files.contains { $0.contains("libharfbuzz") }, "\(files)")
        XCTAssertTrue(files.contains { $0.contains("libicuuc") }, "\(files)")
        XCTAssertEqual(BuildIdentity.files(), files, "the whole of /proc/self/maps, every time")
    }

    func testEveryScreenHasItsOwnKeyAndTheSameOneTwice() throws {
        let first = try keys(options())
        XCTAssertEqual(first.count, 4)
        XCTAssertEqual(Set(first.values).count, 4)
        XCTAssertEqual(try keys(options()), first)
    }

    func testAValueChangesOnlyTheLocalesWhoseChainReachesIt() throws {
        let before = try keys(options())
        try write("Strings/de.lproj/Localizable.strings", "title = \"Einstellungen\";\nbadge = \"Neu!\";\nunused = \"Ungenutzt\";\n")
        XCTAssertEqual(changed(before, try keys(options())), ["de iphone-se l"], "de-CH has a badge of its own")
        try write("Strings/de.lproj/Localizable.strings", "title = \"Einstellungen!\";\nbadge = \"Neu!\";\nunused = \"Ungenutzt\";\n")
        // de-CH has no title: its chain reaches de.
        XCTAssertEqual(changed(before, try keys(options())), ["de iphone-se l", "de-CH iphone-se l"])
    }

    func testAValueTheScreenDoesNotShowChangesNothing() throws {
        let before = try keys(options())
        try write("Strings/de.lproj/Localizable.strings", "title = \"Einstellungen\";\nbadge = \"Neu\";\nunused = \"Anders\";\n")
        try write("Strings/de.lproj/Other.strings", "title = \"Another table\";\n")
        XCTAssertEqual(changed(before, try keys(options())), [])
    }

    func testTheDevelopmentValueChangesEveryLocaleJudgedAgainstIt() throws {
        let before = try keys(options())
        try write("Strings/en.lproj/Localizable.strings", "title = \"Preferences\";\nbadge = \"New\";\nunused = \"Unused\";\n")
        XCTAssertEqual(changed(before, try keys(options())), ["de iphone-se l", "de-CH iphone-se l", "en iphone-se l", "fr iphone-se l"])
    }

    func testTheDocumentAndItsComponentsChangeIt() throws {
        let before = try keys(options())
        try write("card.yaml", Self.layout.replacingOccurrences(of: "width: 200", with: "width: 201"))
        let wider = try keys(options())
        XCTAssertEqual(changed(before, wider).count, 4)
        try write("card.yaml", Self.layout.replacingOccurrences(of: "width: 200", with: "width: 201").replacingOccurrences(of: "spacing: 4", with: "spacing: 5"))
        XCTAssertEqual(changed(wider, try keys(options())).count, 4, "a component's definition")
    }

    func testTheImageFilesItDrawsChangeItAndOthersDoNot() throws {
        let before = try keys(options())
        try AssetScreenTests.imageSet(app.path + "/Assets.xcassets/unused.imageset",
                                      [("unused@2x.png", Canvas(width: 8, height: 8, background: AssetScreenTests.green), nil)])
        XCTAssertEqual(changed(before, try keys(options())), [])
        try AssetScreenTests.imageSet(app.path + "/Assets.xcassets/star.imageset",
                                      [("star@2x.png", Canvas(width: 8, height: 8, background: AssetScreenTests.green), nil)])
        XCTAssertEqual(changed(before, try keys(options())).count, 4)
    }

    func testFontsDeviceSizePluralAndLocaleChangeIt() throws {
        let before = try keys(options(["de"]))
        let fonts = app.appendingPathComponent("Fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        let bundled = try XCTUnwrap(Self.engine.registry.files.first { $0.hasSuffix("NotoSans-Regular.ttf") })
        try FileManager.default.copyItem(atPath: bundled, toPath: fonts.appendingPathComponent("Extra.ttf").path)
        XCTAssertNotEqual(try keys(options(["de"]), fonts: [fonts.path])["de iphone-se l"], before["de iphone-se l"])
        var devices = options(["de"])
        devices.devices = ["iphone-15"]
        XCTAssertNotEqual(try keys(devices)["de iphone-15 l"], before["de iphone-se l"])
        var sizes = options(["de"])
        sizes.contentSizes = ["ax1"]
        XCTAssertNotEqual(try keys(sizes)["de iphone-se ax1"], before["de iphone-se l"])
        var plurals = options(["en"])
        plurals.plurals = .all
        let forms = try keys(plurals)
        XCTAssertEqual(Set(forms.keys), ["en iphone-se l +one", "en iphone-se l +other"])
        XCTAssertNotEqual(forms["en iphone-se l +one"], forms["en iphone-se l +other"])
    }

    func testOptionsThatChangeOutputChangeIt() throws {
        let before = try keys(options(["de"]))
        XCTAssertNotEqual(try keys(options(["de"]), draws: true), before, "drawing a PNG")
        XCTAssertNotEqual(try keys(options(["de"]), draws: true, overlay: true), try keys(options(["de"]), draws: true), "--overlay")
        XCTAssertNotEqual(try keys(options(["de"]), draws: true, chrome: false), try keys(options(["de"]), draws: true), "--no-chrome")
        var design = options(["de"])
        design.designFindings = .error
        XCTAssertNotEqual(try keys(design), before, "--design-findings")
        var pseudo = options(["de"])
        pseudo.pseudo = [.accented]
        let accented = try keys(pseudo)
        XCTAssertEqual(accented["de iphone-se l"], before["de iphone-se l"], "a left-to-right pseudo-language is one more locale")
        XCTAssertNotNil(accented["en-XA iphone-se l"])
        // A right-to-left one judges hardcoded-direction on its own screens only (contract v4): German's stay as they are.
        pseudo.pseudo = [.rtl]
        XCTAssertEqual(try keys(pseudo)["de iphone-se l"], before["de iphone-se l"], "a right-to-left pseudo-language is one more locale")
        XCTAssertNotNil(try keys(pseudo)["en-rtl iphone-se l"])
    }

    func testTheDocumentBeingTranslatedAndTheAppsLanguagesChangeIt() throws {
        let simulator = Simulator(textEngine: Self.engine)
        let options = options(["de"])
        let (screens, _) = try simulator.screens(options)
        let digests = FileDigests(memo: nil)
        let fingerprints = ScreenFingerprints(engine: Self.engine, digests: digests)
        var screen = screens[0]
        let plain = fingerprints.inputs(screen)
        screen.documentIsTranslated.toggle()
        XCTAssertNotEqual(fingerprints.inputs(screen), plain)
        screen.documentIsTranslated.toggle()
        for change in [{ (screen: inout Simulator.Screen) in screen.appShipsOneLanguage.toggle() },
                       { (screen: inout Simulator.Screen) in screen.matrixHasOtherLocales.toggle() }] {
            var changed = screen
            change(&changed)
            XCTAssertNotEqual(fingerprints.inputs(changed), plain)
        }
        // An Arabic screen in the matrix changes nothing of a German one: hardcoded-direction is judged on right-to-left
        // screens alone (contract v4).
        var withArabic = options
        withArabic.locales = .list(["de", "ar"])
        XCTAssertEqual(try keys(withArabic)["de iphone-se l"], try keys(options)["de iphone-se l"])
    }

    func testWhatDoesNotChangeOutputDoesNotChangeIt() throws {
        let before = try keys(options())
        var other = options(["fr", "de-CH", "en", "de"])
        other.jobs = 7
        other.outputDirectory = app.appendingPathComponent("elsewhere").path
        other.accepted = AcceptedFindings([])
        XCTAssertEqual(try keys(other), before, "order of locales, --jobs, the output folder, accepted findings")
        var sharded: [String: String] = [:]
        for part in ["1/2", "2/2"] {
            var shard = options()
            shard.shard = try Shard(part)
            sharded.merge(try keys(shard)) { first, _ in first }
        }
        XCTAssertEqual(sharded, before, "--shard")
        // Modification times alone, and the time.
        let later = Date().addingTimeInterval(3600)
        for path in try FileManager.default.subpathsOfDirectory(atPath: app.path) where !path.hasPrefix("cache") {
            try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: app.appendingPathComponent(path).path)
        }
        XCTAssertEqual(try keys(options()), before, "modification times")
        // The working directory: elsewhere, with the same absolute paths; or the project moved, with the same relative ones.
        let saved = FileManager.default.currentDirectoryPath
        defer { _ = FileManager.default.changeCurrentDirectoryPath(saved) }
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath("/usr"))
        XCTAssertEqual(try keys(options()), before, "working directory")
        let moved = app.appendingPathComponent("moved")
        try FileManager.default.createDirectory(at: moved, withIntermediateDirectories: true)
        for name in ["card.yaml", "Strings", "Assets.xcassets"] {
            try FileManager.default.copyItem(at: app.appendingPathComponent(name), to: moved.appendingPathComponent(name))
        }
        var relative = options()
        relative.paths = ["card.yaml"]
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(app.path))
        let here = try keys(relative)
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(moved.path))
        XCTAssertEqual(try keys(relative), here, "a project moved, with the same relative paths")
    }
}
