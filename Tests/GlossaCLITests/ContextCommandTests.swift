import Foundation
import GlossaRender
import XCTest

/// `glossa context` as a translator's team runs it: a catalog Xcode exported gets a screenshot per key and screen,
/// the list Xcode reads them by, and the budgets; `--dir` writes the same pictures and an index for other tools.
final class ContextCommandTests: XCTestCase {
    /// The keys the app's screens show, by table: the storyboard's five and the two layouts' three (`done` on both).
    static let shownKeys: Set<String> = [
        "Onboarding WEL-bt-CNT.configuration.title", "Onboarding WEL-bt-SKP.normalTitle", "Onboarding WEL-lb-BDY.text",
        "Onboarding WEL-lb-NTF.text", "Onboarding WEL-lb-TTL.text", "Localizable done", "Localizable subtitle", "Localizable title",
    ]
    static let listPath = "Notes/Screenshots/Glossa/iphone-se/localizationStringData.plist"
    static let magenta: [UInt8] = [255, 0, 255, 255]

    // MARK: The catalog

    func testTheCatalogHasAFrameForEveryKeyItsScreensShowNamedAsTheXLIFFNamesIt() throws {
        let app = try ContextApp()
        let input = try app.catalog("de")
        let run = try app.glossa(["context", "App", "--device", "iphone-se", "--xcloc", "de.xcloc", "--out", "out/de.xcloc"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("9 screenshot(s) of 8 key(s) in de on 3 screen(s) (iphone-se)"), run.stdout)
        XCTAssertTrue(run.stdout.contains("2 of the catalog's 10 trans-unit(s) on no screen, without a screenshot"), run.stdout)
        let output = app.url("out/de.xcloc")
        let list = try Self.list(output)
        let ids = try Self.xliffUnits(input.appendingPathComponent("Localized Contents/de.xliff"))
        XCTAssertEqual(Set(list.map { "\($0.table) \($0.key)" }), Self.shownKeys)
        for entry in list {
            // Each stringKey is a trans-unit's id, each tableName the basename of that unit's <file original>.
            XCTAssertTrue(ids.contains { $0.id == entry.key && $0.table == entry.table }, "\(entry.table) \(entry.key)")
            XCTAssertFalse(entry.table.isEmpty)
            XCTAssertEqual(entry.bundle.keys.sorted(), ["bundleID", "bundlePath"])
            XCTAssertFalse(entry.shots.isEmpty, entry.key)
            for shot in entry.shots {
                let png = try Data(contentsOf: output.appendingPathComponent("Notes/Screenshots/Glossa/iphone-se/\(shot.name)"))
                XCTAssertEqual(pngSize(png)?.width, 750)
                XCTAssertEqual(pngSize(png)?.height, 1334)
                // 144 dpi (72 a point at 2 pixels a point): 5669 pixels a metre, both ways, right after IHDR.
                XCTAssertEqual(Array(png[33..<50]), [0, 0, 0, 9] + Array("pHYs".utf8) + [0, 0, 0x16, 0x25, 0, 0, 0x16, 0x25, 1])
            }
        }
        // One picture per key and screen: no two keys share one.
        let names = list.flatMap { $0.shots.map(\.name) }
        XCTAssertEqual(Set(names).count, 9)
        for name in Set(names) { XCTAssertEqual(Set(list.filter { $0.shots.contains { $0.name == name } }.map(\.key)).count, 1, name) }
        let copy = try Data(contentsOf: output.appendingPathComponent(Self.listPath.replacingOccurrences(of: "localization", with: "localized")))
        XCTAssertEqual(copy, try Data(contentsOf: output.appendingPathComponent(Self.listPath)))
    }

    func testTheFramesAreTheViewsAndTheOutlinesDrawnOnThePicturesAreWhereTheyAre() throws {
        let app = try ContextApp()
        _ = try app.catalog("de")
        let run = try app.glossa(["context", "App", "--device", "iphone-se", "--xcloc", "de.xcloc", "--out", "de-out.xcloc"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let views = try app.reportedViews(locale: "de")
        let folder = app.url("de-out.xcloc/Notes/Screenshots/Glossa/iphone-se")
        for entry in try Self.list(app.url("de-out.xcloc")) {
            for shot in entry.shots {
                let view = try XCTUnwrap(views[Self.layout(of: shot.name)]?[Self.viewID(of: entry.key)], shot.name)
                for (a, b) in zip([shot.frame.x, shot.frame.y, shot.frame.width, shot.frame.height], [view.x, view.y, view.width, view.height]) {
                    XCTAssertEqual(a, b, accuracy: 0.002, "\(shot.name): \(shot.frame) is not the view's frame \(view)")
                }
                try Self.assertOutlined(folder.appendingPathComponent(shot.name), frames: [shot.frame], scale: 2)
            }
        }
    }

    func testAKeyShownOnTwoScreensHasAScreenshotOfEach() throws {
        let app = try ContextApp()
        _ = try app.catalog("de")
        let run = try app.glossa(["context", "App", "--device", "iphone-se", "--xcloc", "de.xcloc", "--out", "de-out.xcloc"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let done = try XCTUnwrap(Self.list(app.url("de-out.xcloc")).first { $0.key == "done" })
        XCTAssertEqual(done.shots.map { Self.layout(of: $0.name) }.sorted(), ["screen", "sounds"])
        let byLayout = Dictionary(uniqueKeysWithValues: done.shots.map { (Self.layout(of: $0.name), $0) })
        XCTAssertGreaterThan(try XCTUnwrap(byLayout["sounds"]).frame.y, try XCTUnwrap(byLayout["screen"]).frame.y + 30,
                             "each picture has its own screen's frame")
    }

    func testEveryOtherFileOfTheCatalogKeepsItsBytesAndTheXLIFFGetsTheBudgetsOfAnnotateXliff() throws {
        let app = try ContextApp()
        let input = try app.catalog("de")
        let run = try app.glossa(["context", "App", "--device", "iphone-se", "--xcloc", "de.xcloc", "--out", "de-out.xcloc"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let output = app.url("de-out.xcloc")
        let before = try Self.files(input), after = try Self.files(output)
        let xliff = "Localized Contents/de.xliff"
        for (path, bytes) in before where path != xliff { XCTAssertEqual(after[path], bytes, path) }
        let added = Set(after.keys).subtracting(before.keys)
        XCTAssertEqual(added.count, 9 + 2)
        XCTAssertTrue(added.allSatisfy { $0.hasPrefix("Notes/Screenshots/Glossa/iphone-se/") }, "\(added.sorted())")
        // The XLIFF is what budgets --annotate-xliff writes for the same matrix.
        let budgets = try app.glossa(["budgets", "App", "--device", "iphone-se", "--annotate-xliff", "de.xcloc/\(xliff)", "--out", "annotated.xliff"])
        XCTAssertEqual(budgets.status, 0, budgets.stderr)
        XCTAssertEqual(after[xliff], try Data(contentsOf: app.url("annotated.xliff")))
        XCTAssertNotEqual(after[xliff], before[xliff])
        XCTAssertTrue(String(decoding: after[xliff]!, as: UTF8.self).contains("<trans-unit id=\"done\" xml:space=\"preserve\" maxwidth=\""))
    }

    func testTwoRunsWriteTheSameBytesWhateverTheJobs() throws {
        let app = try ContextApp()
        _ = try app.catalog("de")
        for (jobs, out) in [("1", "a.xcloc"), ("2", "b.xcloc")] {
            let run = try app.glossa(["context", "App", "--device", "iphone-se", "--jobs", jobs, "--xcloc", "de.xcloc", "--out", out])
            XCTAssertEqual(run.status, 0, run.stderr)
        }
        let first = try Self.files(app.url("a.xcloc")), second = try Self.files(app.url("b.xcloc"))
        XCTAssertEqual(first.keys.sorted(), second.keys.sorted())
        for (path, bytes) in first { XCTAssertEqual(second[path], bytes, path) }
        // Run again into an earlier copy: replaced whole, the same bytes.
        let again = try app.glossa(["context", "App", "--device", "iphone-se", "--xcloc", "de.xcloc", "--out", "a.xcloc"])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(try Self.files(app.url("a.xcloc")).keys.sorted(), first.keys.sorted())
        for (path, bytes) in try Self.files(app.url("a.xcloc")) { XCTAssertEqual(first[path], bytes, path) }
    }

    /// An Arabic catalog: the screens are laid out right to left, so a view at the leading edge is outlined at the
    /// right of the picture, where mirroring the development language's layout puts it.
    func testRightToLeftOutlinesTheMirroredView() throws {
        let app = try ContextApp()
        _ = try app.catalog("ar")
        let run = try app.glossa(["context", "App", "--device", "iphone-se", "--xcloc", "ar.xcloc", "--out", "ar-out.xcloc"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("in ar on 3 screen(s)"), run.stdout)
        let english = try XCTUnwrap(app.reportedViews(locale: "en")["Onboarding-Welcome"]?["WEL-lb-NTF"])
        let entry = try XCTUnwrap(Self.list(app.url("ar-out.xcloc")).first { $0.key == "WEL-lb-NTF.text" })
        let shot = try XCTUnwrap(entry.shots.first)
        XCTAssertEqual(shot.frame.x, 375 - english.x - english.width, accuracy: 0.01, "\(shot.frame) mirrors \(english)")
        XCTAssertEqual(shot.frame.width, english.width, accuracy: 0.01)
        XCTAssertGreaterThan(shot.frame.x, english.x + 20)
        let picture = app.url("ar-out.xcloc/Notes/Screenshots/Glossa/iphone-se/\(shot.name)")
        try Self.assertOutlined(picture, frames: [shot.frame], scale: 2)
        // Nothing is outlined where the left-to-right layout has the label.
        let canvas = try Self.decode(picture)
        XCTAssertNotEqual(Self.rgba(canvas, Int(english.x * 2) - 1, Int((shot.frame.y + shot.frame.height / 2) * 2)), Self.magenta)
    }

    func testWeblateNeedsItsTokenAnAddressAndNoCatalogAndSaysWhereItCannotReach() throws {
        let app = try ContextApp()
        _ = try app.catalog("de")
        var run = try CLI.run(["context", "App", "--weblate", "http://127.0.0.1:9/projects/app/"], in: app.folder,
                              environment: ["WEBLATE_TOKEN": ""])
        XCTAssertEqual(run.status, 2, run.stdout)
        XCTAssertTrue(run.stderr.contains("WEBLATE_TOKEN"), run.stderr)
        run = try app.glossa(["context", "App", "--xcloc", "de.xcloc", "--out", "out.xcloc", "--weblate", "http://127.0.0.1:9/"])
        XCTAssertNotEqual(run.status, 0)
        XCTAssertTrue(run.stderr.contains("--xcloc excludes --dir and --weblate"), run.stderr)
        run = try app.glossa(["context", "App", "--weblate", "not an address"])
        XCTAssertNotEqual(run.status, 0)
        // A dry run reads Weblate: nothing listens there, which it says, exit 2, and nothing is left behind.
        run = try CLI.run(["context", "App", "--weblate", "http://127.0.0.1:9/projects/app/", "--dry-run"], in: app.folder,
                          environment: ["WEBLATE_TOKEN": "wlu_test"])
        XCTAssertEqual(run.status, 2, run.stdout + run.stderr)
        XCTAssertTrue(run.stderr.contains("127.0.0.1:9"), run.stderr)
        XCTAssertFalse(app.exists("shots"))
    }

    func testABrokenCatalogIsExitTwoNamingTheFileAndWritesNothing() throws {
        let app = try ContextApp()
        let input = try app.catalog("de")
        // Not a catalog: no contents.json.
        try FileManager.default.createDirectory(at: app.url("plain.xcloc/Localized Contents"), withIntermediateDirectories: true)
        var run = try app.glossa(["context", "App", "--xcloc", "plain.xcloc", "--out", "out.xcloc"])
        XCTAssertEqual(run.status, 2, run.stdout)
        XCTAssertTrue(run.stderr.contains("plain.xcloc/contents.json") && run.stderr.contains("not an Xcode localization catalog"), run.stderr)
        // An XLIFF that does not parse.
        let xliff = input.appendingPathComponent("Localized Contents/de.xliff")
        let good = try Data(contentsOf: xliff)
        try Data(String(decoding: good, as: UTF8.self).replacingOccurrences(of: "</body>\n  </file>\n  <file", with: "</file>\n  <file").utf8)
            .write(to: xliff)
        run = try app.glossa(["context", "App", "--xcloc", "de.xcloc", "--out", "out.xcloc"])
        XCTAssertEqual(run.status, 2, run.stdout)
        XCTAssertTrue(run.stderr.contains("de.xcloc/Localized Contents/de.xliff:"), run.stderr)
        try good.write(to: xliff)
        // The output is the input, or a folder that is not a catalog.
        run = try app.glossa(["context", "App", "--xcloc", "de.xcloc", "--out", "./de.xcloc/"])
        XCTAssertEqual(run.status, 2, run.stdout)
        XCTAssertTrue(run.stderr.contains("is the catalog --xcloc reads"), run.stderr)
        try FileManager.default.createDirectory(at: app.url("mine"), withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: app.url("mine/notes.txt"))
        run = try app.glossa(["context", "App", "--xcloc", "de.xcloc", "--out", "mine"])
        XCTAssertEqual(run.status, 2, run.stdout)
        XCTAssertTrue(run.stderr.contains("not an Xcode localization catalog"), run.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: app.url("mine").path), ["notes.txt"])
        XCTAssertFalse(app.exists("out.xcloc"))
        XCTAssertEqual(try Self.files(input)["Localized Contents/de.xliff"], good)
    }

    func testAFailedRunLeavesTheEarlierCopyAsItWasAndNothingBesideIt() throws {
        let app = try ContextApp()
        _ = try app.catalog("de")
        let first = try app.glossa(["context", "App", "--device", "iphone-se", "--xcloc", "de.xcloc", "--out", "out/de.xcloc"])
        XCTAssertEqual(first.status, 0, first.stderr)
        let before = try Self.files(app.url("out/de.xcloc"))
        try app.write("App/Screens/broken.yaml", "name: broken\nroot:\n  vstack: [\n")
        let failed = try app.glossa(["context", "App", "--device", "iphone-se", "--xcloc", "de.xcloc", "--out", "out/de.xcloc"])
        XCTAssertEqual(failed.status, 2, failed.stdout)
        XCTAssertTrue(failed.stderr.contains("broken.yaml"), failed.stderr)
        let after = try Self.files(app.url("out/de.xcloc"))
        XCTAssertEqual(after.keys.sorted(), before.keys.sorted())
        for (path, bytes) in before { XCTAssertEqual(after[path], bytes, path) }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: app.url("out").path), ["de.xcloc"])
    }

    func testDryRunSaysWhatItWouldWriteAndWritesNothing() throws {
        let app = try ContextApp()
        _ = try app.catalog("de")
        let run = try app.glossa(["context", "App", "--device", "iphone-se", "--xcloc", "de.xcloc", "--out", "out.xcloc", "--dry-run"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n")
        XCTAssertEqual(lines.filter { $0.hasPrefix("would write out.xcloc/Notes/Screenshots/Glossa/iphone-se/") && $0.contains(".png (") }.count, 9)
        XCTAssertTrue(lines.contains { $0.hasPrefix("would write out.xcloc/\(Self.listPath) (8 unit(s))") }, run.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("would write out.xcloc/Localized Contents/de.xliff") }, run.stdout)
        XCTAssertTrue(lines.last?.hasPrefix("would write out.xcloc: 9 screenshot(s)") == true, run.stdout)
        let folder = try app.glossa(["context", "App", "--device", "iphone-se", "--dir", "shots", "--dry-run"])
        XCTAssertEqual(folder.status, 0, folder.stderr)
        XCTAssertTrue(folder.stdout.contains("would write shots/context.json (9 entries)"), folder.stdout)
        XCTAssertFalse(app.exists("out.xcloc"))
        XCTAssertFalse(app.exists("shots"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: app.folder.path).filter { $0.hasPrefix(".") }, [])
    }

    // MARK: A folder for other tools

    func testTheFolderHasAPictureAndAnIndexEntryPerKeyScreenAndLocale() throws {
        let app = try ContextApp()
        let run = try app.glossa(["context", "App", "--device", "iphone-se", "--locales", "en,de", "--dir", "shots"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("wrote shots: 18 screenshot(s) of 8 key(s) on 6 screen(s) in 2 locale(s)"), run.stdout)
        let data = try app.data("shots/context.json")
        XCTAssertFalse(app.exists("shots/index.json"), "one index, the contract's")
        let entries = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        XCTAssertEqual(entries.count, 18)
        let views = ["en": try app.reportedViews(locale: "en"), "de": try app.reportedViews(locale: "de")]
        var seen = Set<String>()
        for entry in entries {
            XCTAssertEqual(entry.keys.sorted(), ["device", "file", "frame", "key", "layout", "locale", "pixels", "screen", "table"])
            let key = try XCTUnwrap(entry["key"] as? String), table = try XCTUnwrap(entry["table"] as? String)
            let locale = try XCTUnwrap(entry["locale"] as? String), layout = try XCTUnwrap(entry["layout"] as? String)
            let file = try XCTUnwrap(entry["file"] as? String)
            XCTAssertEqual(entry["device"] as? String, "iphone-se")
            XCTAssertEqual(entry["screen"] as? String, "\(layout)/iphone-se/\(locale)")
            XCTAssertTrue(file.hasPrefix("\(locale)/iphone-se/\(layout)--"), file)
            seen.insert("\(table) \(key)")
            let frame = try Self.rect(entry["frame"]), pixels = try Self.rect(entry["pixels"])
            let view = try XCTUnwrap(views[locale]?[layout]?[Self.viewID(of: key)], "\(layout) \(key)")
            XCTAssertEqual(frame.x, view.x, accuracy: 0.002)
            XCTAssertEqual(frame.y, view.y, accuracy: 0.002)
            XCTAssertEqual(frame.width, view.width, accuracy: 0.002)
            // Pixels: the frame at 2 pixels a point, rounded outward.
            XCTAssertEqual(pixels.x, (frame.x * 2).rounded(.down))
            XCTAssertEqual(pixels.y, (frame.y * 2).rounded(.down))
            XCTAssertEqual(pixels.x + pixels.width, (frame.maxX * 2 - 0.002).rounded(.up), accuracy: 1)
            XCTAssertEqual(pixels.y + pixels.height, (frame.maxY * 2 - 0.002).rounded(.up), accuracy: 1)
            try Self.assertOutlined(app.url("shots/\(file)"), frames: [frame], scale: 2)
        }
        XCTAssertEqual(seen, Self.shownKeys)
        let sorted = entries.map { "\($0["table"]!) \($0["key"]!) \($0["locale"]!) \($0["screen"]!)" }
        XCTAssertEqual(sorted, sorted.sorted())
    }

    /// A key the translator's language has no value for shows the development language's text; a translated one
    /// its translation.
    func testAKeyWithoutATranslationShowsTheDevelopmentText() throws {
        let app = try ContextApp()
        let run = try app.glossa(["context", "App", "--device", "iphone-se", "--locales", "en,de", "--dir", "shots"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let entries = try XCTUnwrap(JSONSerialization.jsonObject(with: app.data("shots/context.json")) as? [[String: Any]])
        func crop(_ key: String, _ locale: String) throws -> [UInt8] {
            let entry = try XCTUnwrap(entries.first { $0["key"] as? String == key && $0["locale"] as? String == locale && $0["layout"] as? String == "sounds" })
            let box = try Self.rect(entry["pixels"]), canvas = try Self.decode(app.url("shots/\(entry["file"] as! String)"))
            return (Int(box.y)..<Int(box.maxY)).flatMap { y in (Int(box.x)..<Int(box.maxX)).flatMap { Self.rgba(canvas, $0, y) } }
        }
        // The German strings have no `done`: "Done" as in English. They translate `subtitle`.
        XCTAssertEqual(try crop("done", "de"), try crop("done", "en"))
        XCTAssertNotEqual(try crop("subtitle", "de"), try crop("subtitle", "en"))
    }

    // MARK: Reading what was written

    struct Shot {
        let name: String
        let frame: (x: Double, y: Double, width: Double, height: Double, maxX: Double, maxY: Double)
    }

    struct ListEntry {
        let key: String
        let table: String
        let bundle: [String: String]
        let shots: [Shot]
    }

    /// The catalog's `localizationStringData.plist`, read as Xcode reads it (a property list).
    static func list(_ catalog: URL) throws -> [ListEntry] {
        let data = try Data(contentsOf: catalog.appendingPathComponent(listPath))
        let plist = try XCTUnwrap(PropertyListSerialization.propertyList(from: data, format: nil) as? [[String: Any]])
        return try plist.map { entry in
            XCTAssertEqual(entry.keys.sorted(), ["bundleID", "bundlePath", "screenshots", "stringKey", "tableName"])
            let shots = try XCTUnwrap(entry["screenshots"] as? [[String: String]]).map { shot in
                Shot(name: try XCTUnwrap(shot["name"]), frame: try frame(try XCTUnwrap(shot["frame"])))
            }
            return ListEntry(key: try XCTUnwrap(entry["stringKey"] as? String), table: try XCTUnwrap(entry["tableName"] as? String),
                             bundle: ["bundleID": try XCTUnwrap(entry["bundleID"] as? String), "bundlePath": try XCTUnwrap(entry["bundlePath"] as? String)],
                             shots: shots)
        }
    }

    /// `{{x, y}, {w, h}}`, as NSStringFromRect writes a rectangle.
    static func frame(_ text: String) throws -> (x: Double, y: Double, width: Double, height: Double, maxX: Double, maxY: Double) {
        let pattern = #"^\{\{(-?[0-9.]+), (-?[0-9.]+)\}, \{([0-9.]+), ([0-9.]+)\}\}$"#
        XCTAssertNotNil(text.range(of: pattern, options: .regularExpression), text)
        let numbers = text.split { "{}, ".contains($0) }.compactMap { Double($0) }
        XCTAssertEqual(numbers.count, 4, text)
        return (numbers[0], numbers[1], numbers[2], numbers[3], numbers[0] + numbers[2], numbers[1] + numbers[3])
    }

    static func rect(_ value: Any?) throws -> (x: Double, y: Double, width: Double, height: Double, maxX: Double, maxY: Double) {
        let object = try XCTUnwrap(value as? [String: Double])
        XCTAssertEqual(object.keys.sorted(), ["height", "width", "x", "y"])
        let (x, y, width, height) = (object["x"]!, object["y"]!, object["width"]!, object["height"]!)
        return (x, y, width, height, x + width, y + height)
    }

    /// Each trans-unit's id and the table its `<file original>` names (basename, no extension).
    static func xliffUnits(_ url: URL) throws -> [(id: String, table: String)] {
        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        var units: [(id: String, table: String)] = []
        for file in text.components(separatedBy: "<file ").dropFirst() {
            let original = try XCTUnwrap(file.components(separatedBy: "original=\"").dropFirst().first?.components(separatedBy: "\"").first)
            let table = ((original as NSString).lastPathComponent as NSString).deletingPathExtension
            for unit in file.components(separatedBy: "<trans-unit id=\"").dropFirst() {
                units.append((String(unit.prefix { $0 != "\"" }), table))
            }
        }
        return units
    }

    /// The layout a picture shows: its name's part before `--`.
    static func layout(of name: String) -> String { name.components(separatedBy: "--")[0] }

    /// The view showing a key: a storyboard key's object id; a layout's keys are its view ids here.
    static func viewID(of key: String) -> String { key.hasPrefix("WEL-") ? String(key.prefix { $0 != "." }) : key }

    /// Every file under a folder, by its path inside it.
    static func files(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let base = folder.standardizedFileURL.path
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: base))
        while let path = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            let full = (base as NSString).appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try Data(contentsOf: URL(fileURLWithPath: full))
            }
        }
        return files
    }

    static func decode(_ url: URL) throws -> [UInt8] {
        let canvas = try PNG.decode([UInt8](try Data(contentsOf: url)), name: url.lastPathComponent)
        return [UInt8(canvas.width >> 8), UInt8(canvas.width & 255)] + canvas.straightRGBA()
    }

    /// A pixel's RGBA in a decoded picture (its width first, then its pixels).
    static func rgba(_ picture: [UInt8], _ x: Int, _ y: Int) -> [UInt8] {
        let width = Int(picture[0]) << 8 | Int(picture[1]), offset = 2 + (y * width + x) * 4
        return Array(picture[offset..<offset + 4])
    }

    /// The picture has the outline around each frame (2 pt thick, outside it) and nowhere else, and nothing of it on
    /// the views.
    static func assertOutlined(_ url: URL, frames: [(x: Double, y: Double, width: Double, height: Double, maxX: Double, maxY: Double)],
                               scale: Double, line: UInt = #line) throws {
        let picture = try decode(url)
        let width = Int(picture[0]) << 8 | Int(picture[1]), height = (picture.count - 2) / 4 / width
        let thickness = Int(2 * scale)
        let boxes = frames.map { frame in
            (x0: Int((frame.x * scale).rounded(.down)), y0: Int((frame.y * scale).rounded(.down)),
             x1: Int((frame.maxX * scale).rounded(.up)), y1: Int((frame.maxY * scale).rounded(.up)))
        }
        for box in boxes {
            let midX = (box.x0 + box.x1) / 2, midY = (box.y0 + box.y1) / 2
            for (x, y) in [(midX, box.y0 - 1), (midX, box.y1), (box.x0 - 1, midY), (box.x1, midY),
                           (box.x0 - thickness, box.y0 - thickness), (box.x1 + thickness - 1, box.y1 + thickness - 1)] {
                XCTAssertEqual(rgba(picture, x, y), magenta, "\(url.lastPathComponent): no outline at (\(x), \(y))", line: line)
            }
            for (x, y) in [(midX, box.y0 - thickness - 1), (box.x1 + thickness, midY)] where x < width && y >= 0 {
                XCTAssertNotEqual(rgba(picture, x, y), magenta, "\(url.lastPathComponent): outline too thick at (\(x), \(y))", line: line)
            }
        }
        var stray = 0, drawn = 0
        for y in 0..<height {
            for x in 0..<width {
                let offset = 2 + (y * width + x) * 4
                guard picture[offset] == 255, picture[offset + 1] == 0, picture[offset + 2] == 255, picture[offset + 3] == 255 else { continue }
                drawn += 1
                let onOutline = boxes.contains { box in
                    let outer = x >= box.x0 - thickness && x < box.x1 + thickness && y >= box.y0 - thickness && y < box.y1 + thickness
                    return outer && !(x >= box.x0 && x < box.x1 && y >= box.y0 && y < box.y1)
                }
                if !onOutline { stray += 1 }
            }
        }
        XCTAssertGreaterThan(drawn, 0, url.lastPathComponent, line: line)
        XCTAssertEqual(stray, 0, "\(url.lastPathComponent): outline pixels off the views' outlines or on the views", line: line)
    }
}

/// The app of these tests, as an Xcode project lays it out: the sample app's Onboarding storyboard with its German
/// and Arabic strings, and two screens of Glossa layouts sharing a Localizable table (`done` on both, lower on
/// `sounds`; the German strings leave it untranslated).
struct ContextApp {
    let folder: URL

    init() throws {
        folder = try CLI.temporaryFolder()
        let onboarding = CLI.repositoryRoot.appendingPathComponent("Layouts/Onboarding")
        for path in ["Base.lproj/Onboarding.storyboard", "de.lproj/Onboarding.strings", "ar.lproj/Onboarding.strings"] {
            try write("App/\(path)", String(decoding: try Data(contentsOf: onboarding.appendingPathComponent(path)), as: UTF8.self))
        }
        try write("App/Screens/screen.yaml", SampleApp.screen(color: "#000000"))
        try write("App/Screens/sounds.yaml", """
        name: sounds
        device: watch-45
        root:
          vstack:
            alignment: leading
            padding: {top: 48, leading: 8, trailing: 8}
            children:
              - text: {id: subtitle, key: subtitle, style: headline}
              - button: {id: done, key: done}
        """)
        try write("App/Screens/Strings/en.lproj/Localizable.strings", SampleApp.english)
        try write("App/Screens/Strings/de.lproj/Localizable.strings", "\"title\" = \"Einstellungen\";\n\"subtitle\" = \"Töne\";\n")
        try write("App/Screens/Strings/ar.lproj/Localizable.strings", SampleApp.arabic)
    }

    /// `<language>.xcloc` as `xcodebuild -exportLocalizations -exportLanguage <language>` writes it, with a screenshot of
    /// Xcode's own in Notes (to be kept as it is).
    func catalog(_ language: String) throws -> URL {
        let root = "\(language).xcloc"
        try write("\(root)/contents.json", """
        {
          "developmentRegion" : "en",
          "project" : "App.xcodeproj",
          "targetLocale" : "\(language)",
          "toolInfo" : {
            "toolBuildNumber" : "15C500b",
            "toolID" : "com.apple.dt.xcode",
            "toolName" : "Xcode",
            "toolVersion" : "15.2"
          },
          "version" : "1.0"
        }
        """)
        func unit(_ id: String, _ source: String, _ note: String) -> String {
            """
                  <trans-unit id="\(id)" xml:space="preserve">
                    <source>\(source)</source>
                    <target>\(source)</target>
                    <note>\(note)</note>
                  </trans-unit>

            """
        }
        let header = """
            <header>
              <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="15.2" build-num="15C500b"/>
            </header>
        """
        var xliff = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
          <file original="App/Base.lproj/Onboarding.storyboard" source-language="en" target-language="\(language)" datatype="plaintext">
        \(header)
            <body>

        """
        xliff += unit("WEL-bt-CNT.configuration.title", "Continue", "Class = &quot;UIButton&quot;; configuration.title = &quot;Continue&quot;; ObjectID = &quot;WEL-bt-CNT&quot;; Note = &quot;Continue Button&quot;;")
        xliff += unit("WEL-bt-CNT.normalTitle", "Button", "Class = &quot;UIButton&quot;; normalTitle = &quot;Button&quot;; ObjectID = &quot;WEL-bt-CNT&quot;; Note = &quot;Continue Button&quot;;")
        xliff += unit("WEL-bt-SKP.normalTitle", "Not now", "Class = &quot;UIButton&quot;; normalTitle = &quot;Not now&quot;; ObjectID = &quot;WEL-bt-SKP&quot;;")
        xliff += unit("WEL-lb-BDY.text", "Lay out every screen in every language before you ship.", "Class = &quot;UILabel&quot;; text = &quot;Lay out every screen in every language before you ship.&quot;; ObjectID = &quot;WEL-lb-BDY&quot;; Note = &quot;Body Label&quot;;")
        xliff += unit("WEL-lb-NTF.text", "Notifications", "Class = &quot;UILabel&quot;; text = &quot;Notifications&quot;; ObjectID = &quot;WEL-lb-NTF&quot;;")
        xliff += unit("WEL-lb-TTL.text", "Welcome", "Class = &quot;UILabel&quot;; text = &quot;Welcome&quot;; ObjectID = &quot;WEL-lb-TTL&quot;; Note = &quot;Title Label&quot;;")
        xliff += """
            </body>
          </file>
          <file original="App/Screens/Strings/en.lproj/Localizable.strings" source-language="en" target-language="\(language)" datatype="plaintext">
        \(header)
            <body>

        """
        xliff += unit("done", "Done", "No comment provided by engineer.")
        xliff += unit("subtitle", "Sounds", "No comment provided by engineer.")
        xliff += unit("title", "Settings", "No comment provided by engineer.")
        xliff += unit("unused", "Shown nowhere", "A string only code reads.")
        xliff += """
            </body>
          </file>
        </xliff>

        """
        try write("\(root)/Localized Contents/\(language).xliff", xliff)
        try write("\(root)/Source Contents/App/Base.lproj/Onboarding.storyboard",
                  String(decoding: try data("App/Base.lproj/Onboarding.storyboard"), as: UTF8.self))
        try write("\(root)/Source Contents/App/Screens/Strings/en.lproj/Localizable.strings", SampleApp.english)
        try write("\(root)/Notes/Screenshots/Welcome Flow/iPhone 15/localizationStringData.plist", """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <array/>
        </plist>

        """)
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]).write(to: url("\(root)/Notes/Screenshots/Welcome Flow/iPhone 15/1.png"))
        return url(root)
    }

    /// Each layout's views (by id) with their frames, as `glossa check --json` reports them in `locale`.
    func reportedViews(locale: String) throws -> [String: [String: (x: Double, y: Double, width: Double, height: Double)]] {
        let report = "report-\(locale).json"
        let run = try glossa(["check", "App", "--device", "iphone-se", "--locales", locale, "--fail-on", "never", "--json", report])
        XCTAssertEqual(run.status, 0, run.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data(report)) as? [String: Any])
        var views: [String: [String: (x: Double, y: Double, width: Double, height: Double)]] = [:]
        for result in try XCTUnwrap(object["results"] as? [[String: Any]]) {
            let layout = try XCTUnwrap(result["layout"] as? String)
            for (id, value) in try XCTUnwrap(result["views"] as? [String: [String: Any]]) {
                guard let x = value["x"] as? Double, let y = value["y"] as? Double, let width = value["width"] as? Double,
                      let height = value["height"] as? Double else { continue }
                views[layout, default: [:]][id] = (x, y, width, height)
            }
        }
        return views
    }

    func write(_ path: String, _ text: String) throws {
        let target = url(path)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: target)
    }

    func url(_ path: String) -> URL { folder.appendingPathComponent(path) }

    func data(_ path: String) throws -> Data { try Data(contentsOf: url(path)) }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: url(path).path) }

    @discardableResult
    func glossa(_ arguments: [String]) throws -> CommandResult { try CLI.run(arguments, in: folder) }
}
