import Foundation
@testable import Glossa
import GlossaCheck
import GlossaRender
import GlossaText
import XCTest

/// The fixture Xcode app (Tests/GlossaProjectTests/Fixtures/make-xcode-app.py) through the whole pipeline, in a left-
/// to-right and a right-to-left language: what its project builds is laid out and nothing else, every file is read as
/// iOS reads it, and none stops the run.
final class XcodeAppTests: XCTestCase {
    static let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("GlossaProjectTests/Fixtures/XcodeApp")
    static let engine: TextEngine = { try! TextEngine(registry: FontRegistry.bundled()) }()

    private var notes: [String] = []

    private func run(_ locales: [String]?) throws -> (results: [ScreenResult], folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-xcode-app-\(UUID().uuidString)")
        var options = MatrixOptions(paths: [Self.app.path])
        options.locales = locales.map(MatrixOptions.Locales.list) ?? .all
        options.outputDirectory = folder.path
        // A registry of its own: the app's fonts are registered in it.
        let simulator = Simulator(textEngine: TextEngine(registry: try FontRegistry.bundled()))
        let results = try simulator.run(options)
        notes = simulator.documentNotes.map(\.line)
        return (results, folder)
    }

    private func results(_ results: [ScreenResult], _ layout: String) -> [String: ScreenResult] {
        Dictionary(results.filter { $0.layout == layout }.map { ($0.locale, $0) }) { first, _ in first }
    }

    func testAllLocalesAreTheLanguagesTheAppShips() throws {
        let (all, folder) = try run(nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertEqual(Set(all.filter { $0.layout == "Main-Home" }.map(\.locale)), ["en", "de", "fr", "es", "ar"],
                       "it.lproj is in the folder, but no target builds it")
        XCTAssertFalse(all.contains { $0.layoutFile.contains("it.lproj") }, "its broken table is no table of the app")
        XCTAssertTrue(all.contains { $0.layoutFile.hasSuffix("es.lproj/Main.strings") }, "Spanish is shipped: its broken table is reported")
    }

    func testASwiftUIFileOnlyAWatchAppBuildsIsNoScreen() throws {
        let (all, folder) = try run(["en", "ar"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let layouts = Set(all.map(\.layout))
        XCTAssertTrue(layouts.contains("Greeting"), "the app's own preview: \(layouts)")
        XCTAssertFalse(layouts.contains("WatchFace"), "the watch app's (SDKROOT = watchos): \(layouts)")
        let found = try LayoutDiscovery.searchWithProjects(MatrixOptions(paths: [Self.app.path])).found
        XCTAssertTrue(found.passedOver.contains { $0.hasSuffix("WatchFace.swift: only 'Watch App' (watchos) builds it, for another "
                                                               + "platform than the iPhone's, so it is no screen of the app") },
                      "\(found.passedOver)")
        // The app's screen takes the app's languages: Italian is in the folder, but no target builds it.
        XCTAssertEqual(Set(all.filter { $0.layout == "Greeting" }.map(\.locale)).subtracting(["en", "ar"]), [])
    }

    func testWhatTheProjectBuildsReadAsIOSReadsIt() throws {
        let (all, folder) = try run(["en", "de", "fr", "es", "ar"])
        defer { try? FileManager.default.removeItem(at: folder) }
        // The app's storyboard and the widget's; not the orphan nor the test target's.
        let layouts = Set(all.map(\.layout))
        XCTAssertTrue(layouts.isSuperset(of: ["Main-Home", "MainInterface-Home"]), "\(layouts)")
        XCTAssertFalse(layouts.contains { $0.contains("Unused") || $0.contains("TestsHelper") }, "\(layouts)")
        // The widget is built for iPad alone (TARGETED_DEVICE_FAMILY = 2): its screens are an iPad's; the app's are not.
        XCTAssertEqual(Set(all.filter { $0.layout == "MainInterface-Home" }.map(\.device)), ["ipad"])
        XCTAssertFalse(all.contains { $0.layout == "Main-Home" && $0.device == "ipad" })
        let main = results(all, "Main-Home")
        func text(_ locale: String, _ view: String) -> String? { main[locale]?.views.first { $0.id == view }?.text }
        XCTAssertEqual(text("de", "MAI-lb-0"), "Guten Morgen zusammen")
        XCTAssertEqual(text("fr", "MAI-lb-0"), "Bonjour à tous", "the variant typed text.plist.strings is French strings")
        XCTAssertEqual(text("es", "MAI-lb-0"), "Good morning everyone", "a table that does not parse loads nothing")
        XCTAssertEqual(text("ar", "MAI-lb-0"), "Good morning everyone")

        // The broken table and the copied one, each once, at their files.
        let files = all.filter { $0.views.isEmpty && $0.png == nil }
        let broken = try XCTUnwrap(files.first { $0.layoutFile.hasSuffix("es.lproj/Main.strings") }?.findings.first)
        XCTAssertEqual(broken.kind, .unreadable)
        XCTAssertEqual(broken.location?.line, 2)
        let copied = try XCTUnwrap(files.first { $0.layoutFile.hasSuffix("ar.lproj/Main.strings") }?.findings.first)
        XCTAssertEqual(copied.kind, .untranslated)
        XCTAssertEqual(copied.severity, .warning)
        XCTAssertEqual(copied.message, "6 of 6 values are the development text: Arabic users see English")
        XCTAssertEqual(files.count, 2, "\(files.map(\.layoutFile))")
        XCTAssertFalse(main["ar"]!.findings.contains { $0.kind == .untranslated }, "not again key by key")
        XCTAssertFalse(main["de"]!.findings.contains { $0.kind == .untranslated || $0.kind == .unreadable })

        // The app's own font (UIAppFonts) measures its label: every character is an em wide, the spaces half an em.
        for locale in ["en", "ar"] {
            let brand = try XCTUnwrap(main[locale]?.views.first { $0.id == "MAI-lb-F" })
            XCTAssertEqual(brand.frame.width, 14 * 17, accuracy: 0.01, "\(locale): 'Brand name here' in GlossaTestSans")
        }
        let notBundled = try XCTUnwrap(main["en"]?.views.first { $0.id == "MAI-lb-M" })
        XCTAssertLessThan(notBundled.frame.width, 11 * 17 * 0.7, "a font the app does not bundle: the stand-in's widths")
        XCTAssertTrue(notes.contains { $0.contains("custom font 'MissingSans-Bold' (not among the app's fonts") }, "\(notes)")
        XCTAssertFalse(notes.contains { $0.contains("GlossaTestSans") }, "\(notes)")

        // `image="clock.png"` is the asset `clock`, whose Contents.json names clock.png for the file clock.PNG: drawn.
        XCTAssertFalse(all.flatMap(\.findings).contains { $0.kind == .unsupported || $0.kind == .unreadable && $0.view != nil },
                       "\(all.flatMap(\.findings).filter { $0.kind == .unsupported || $0.kind == .unreadable }.map(\.message))")
        for locale in ["en", "ar"] {
            let screen = try XCTUnwrap(main[locale])
            let frame = try XCTUnwrap(screen.views.first { $0.id == "MAI-iv-CLK" }?.frame)
            let path = try XCTUnwrap(screen.png)
            let canvas = try PNG.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), name: path)
            let scale = Double(canvas.width) / 393
            let pixel = canvas.color(x: Int(frame.midX * scale), y: Int(frame.midY * scale))
            XCTAssertEqual([pixel.red, pixel.green, pixel.blue], [200, 40, 40], "\(locale): the clock is drawn at \(frame)")
            if locale == "ar" { XCTAssertGreaterThan(frame.x, 300, "mirrored to the right in Arabic: \(frame)") }
        }
    }
}
