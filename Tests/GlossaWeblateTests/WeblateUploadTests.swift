import Foundation
import XCTest
import Glossa
@testable import GlossaRender
@testable import GlossaWeblate

/// The uploader against a Weblate in memory: which requests it sends, in which shapes, and what Weblate then holds.
final class WeblateUploadTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("weblate-upload-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// An index of `shots` (key, locale, screen), each with a small PNG; `big` gives the first a 2100 × 1000 one.
    private func writeIndex(_ shots: [(key: String, locale: String, screen: String)], big: Bool = false) throws {
        var entries: [String] = []
        for (offset, shot) in shots.enumerated() {
            let file = "\(shot.screen)/\(shot.locale)/\(shot.key).png"
            let canvas = Canvas(width: big && offset == 0 ? 2100 : 30, height: big && offset == 0 ? 1000 : 60, background: .white)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("\(shot.screen)/\(shot.locale)"),
                                                    withIntermediateDirectories: true)
            try Data(PNG.encode(canvas)).write(to: folder.appendingPathComponent(file))
            entries.append("""
            {"key": "\(shot.key)", "table": "Localizable", "locale": "\(shot.locale)", "device": "iphone-15", \
            "screen": "\(shot.screen)", "file": "\(file)", "frame": {"x": 1, "y": 2, "width": 10, "height": 5}, \
            "pixels": {"x": 3, "y": 6, "width": 30, "height": 15}}
            """)
        }
        try Data("[\(entries.joined(separator: ",\n"))]".utf8).write(to: folder.appendingPathComponent("context.json"))
    }

    @discardableResult
    private func upload(_ weblate: FakeWeblate, base: String = "http://weblate.test/", dryRun: Bool = false,
                        flags: [WeblateUpload.KeyFlags] = [], lines: UnsafeMutablePointer<[String]>? = nil) throws -> WeblateUpload.Summary {
        var said: [String] = []
        let summary = try WeblateUpload.run(index: folder, base: URL(string: base)!, token: "wlu_test", dryRun: dryRun, flags: flags,
                                            transport: weblate, pause: { _ in }, say: { said.append($0) })
        lines?.pointee = said
        return summary
    }

    /// "POST /api/screenshots/" (URL's `path` drops the final slash on Linux).
    private func route(_ request: WeblateRequest) -> String {
        "\(request.method) " + request.url.absoluteString.replacingOccurrences(of: "http://weblate.test", with: "")
    }

    private func unit(_ weblate: FakeWeblate, _ language: String, _ key: String) -> Int {
        weblate.units.first { $0.language == language && $0.key == key }!.id
    }

    func testFirstRunUploadsAScreenshotPerLanguageAndKeyLinkedToItsUnit() throws {
        try writeIndex([("city", "de", "forecast"), ("city", "de", "settings"), ("date", "de", "forecast"),
                        ("city", "pt-BR", "forecast"), ("city", "en", "forecast"), ("gone", "de", "forecast"),
                        ("city", "fr", "forecast")])
        let weblate = FakeWeblate()
        let summary = try upload(weblate)

        let placed = weblate.screenshots.map { "\($0.language) \($0.name) \($0.units.sorted())" }
        XCTAssertEqual(placed, ["de glossa Localizable city [\(unit(weblate, "de", "city"))]",
                                "de glossa Localizable date [\(unit(weblate, "de", "date"))]",
                                "pt_BR glossa Localizable city [\(unit(weblate, "pt_BR", "city"))]",
                                "en glossa Localizable city [\(unit(weblate, "en", "city"))]"])
        XCTAssertEqual(summary.components, ["app/main"])
        XCTAssertEqual(summary.created, 4)
        XCTAssertEqual(summary.linked, 4)
        XCTAssertEqual(summary.keysWithoutUnit, ["Localizable de gone"])
        XCTAssertEqual(summary.localesWithoutTranslation, ["Localizable fr"])

        let create = try XCTUnwrap(weblate.requests.first { route($0) == "POST /api/screenshots/" })
        XCTAssertEqual(create.headers["Authorization"], "Token wlu_test")
        XCTAssertTrue(create.headers["Content-Type"]!.hasPrefix("multipart/form-data; boundary="))
        XCTAssertEqual(FakeWeblate.formFields(create), ["name": "glossa Localizable city", "project_slug": "app",
                                                        "component_slug": "main", "language_code": "de"])
        XCTAssertTrue(String(decoding: create.body!, as: UTF8.self).contains(
            "Content-Disposition: form-data; name=\"image\"; filename=\"city.png\"\r\nContent-Type: image/png"))
        // The first screen of a key is its screenshot: the settings screen's city PNG is never sent.
        XCTAssertEqual(weblate.requests.filter { route($0) == "POST /api/screenshots/" }.count, 4)
    }

    func testTwoComponentsOfOneTableEachTakeTheirKeys() throws {
        try writeIndex([("city", "de", "forecast"), ("subject", "de", "inbox"), ("sender", "de", "inbox")])
        let weblate = FakeWeblate(components: [("mail", ["subject"]), ("weather", ["city"])])
        var lines: [String] = []
        let summary = try upload(weblate, lines: &lines)
        XCTAssertEqual(weblate.screenshots.map { "\($0.component) \($0.name)" },
                       ["mail glossa Localizable subject", "weather glossa Localizable city"])
        XCTAssertEqual(summary.components, ["app/mail", "app/weather"])
        XCTAssertEqual(summary.keysWithoutUnit, ["Localizable de sender"])
        XCTAssertEqual(lines.filter { $0.contains("no unit") },
                       ["weblate: Localizable sender: no unit in de, where the screens show it: not uploaded there"])
    }

    func testASecondRunReplacesTheImagesItUploadedInsteadOfAddingOthers() throws {
        try writeIndex([("city", "de", "forecast"), ("date", "pt-BR", "forecast")])
        let weblate = FakeWeblate()
        try upload(weblate)
        let first = weblate.screenshots.map(\.id)
        let requests = weblate.requests.count
        let summary = try upload(weblate)

        XCTAssertEqual(weblate.screenshots.map(\.id), first)
        XCTAssertEqual(summary.replaced, 2)
        XCTAssertEqual(summary.created, 0)
        XCTAssertEqual(summary.linked, 0, "already linked")
        let writes = weblate.requests.dropFirst(requests).filter { $0.method != "GET" }.map(route)
        XCTAssertEqual(writes, ["POST /api/screenshots/\(first[0])/file/", "POST /api/screenshots/\(first[1])/file/"])
    }

    func testDuplicatesOfAnEarlierUploadAreDeletedAndTheKeptOneLinked() throws {
        try writeIndex([("city", "de", "forecast")])
        let weblate = FakeWeblate()
        weblate.addScreenshot(name: "glossa Localizable city", language: "de")
        weblate.addScreenshot(name: "glossa Localizable city", language: "de")
        weblate.addScreenshot(name: "glossa Localizable city", language: "pt_BR")
        weblate.addScreenshot(name: "a designer's own", language: "de")
        let summary = try upload(weblate)

        XCTAssertEqual(summary.replaced, 1)
        XCTAssertEqual(summary.deleted, 1)
        XCTAssertEqual(weblate.screenshots.map { "\($0.id) \($0.language) \($0.name) \($0.units.sorted())" },
                       ["100 de glossa Localizable city [\(unit(weblate, "de", "city"))]", "102 pt_BR glossa Localizable city []",
                        "103 de a designer's own []"])
    }

    func testADryRunReadsAndSaysWhatItWouldDoButSendsNothing() throws {
        try writeIndex([("city", "de", "forecast"), ("date", "de", "forecast")])
        let weblate = FakeWeblate()
        weblate.addScreenshot(name: "glossa Localizable date", language: "de")
        var lines: [String] = []
        let flags = [WeblateUpload.KeyFlags(table: "Localizable", key: "city", flags: ["max-size:120"])]
        let summary = try upload(weblate, dryRun: true, flags: flags, lines: &lines)

        XCTAssertEqual(Set(weblate.requests.map(\.method)), ["GET"])
        XCTAssertEqual(weblate.screenshots.count, 1)
        XCTAssertEqual(lines, [
            "weblate: app/main de city: would upload screenshot \"glossa Localizable city\" from forecast/de/city.png, 30 × 60 px",
            "weblate: app/main de city: would link it to unit \(unit(weblate, "de", "city"))",
            "weblate: app/main de date: would replace screenshot 100 \"glossa Localizable date\" with forecast/de/date.png, 30 × 60 px",
            "weblate: app/main de date: would link screenshot 100 to unit \(unit(weblate, "de", "date"))",
            "weblate: app/main city: would set the source string's flags to max-size:120",
            "weblate: 1 component(s): would upload 2 screenshot(s) (1 replacing an earlier run's, 1 new), 2 link(s) to units, "
                + "1 source string(s) flagged (dry run: nothing sent)",
        ])
        XCTAssertEqual(summary.flagged, 1)
    }

    func testBudgetsBecomeTheSourceStringsFlagsKeepingTheOthers() throws {
        try writeIndex([("city", "de", "forecast")])
        let weblate = FakeWeblate()
        let flags = [WeblateUpload.KeyFlags(table: "Localizable", key: "city", flags: ["max-size:120", "font-size:17"]),
                     WeblateUpload.KeyFlags(table: "Other", key: "date", flags: ["max-size:1"])]
        try upload(weblate, flags: flags)
        XCTAssertEqual(weblate.units.first { $0.language == "en" && $0.key == "city" }!.extraFlags, "max-size:120,font-size:17")
        XCTAssertEqual(weblate.units.first { $0.language == "en" && $0.key == "date" }!.extraFlags, "")

        // A second run with the same budgets changes nothing; a changed budget replaces only Glossa's flags.
        let requests = weblate.requests.count
        try upload(weblate, flags: flags)
        XCTAssertFalse(weblate.requests.dropFirst(requests).contains { $0.method == "PATCH" })
        let changed = [WeblateUpload.KeyFlags(table: "Localizable", key: "city", flags: ["max-size:90:2"])]
        let patch = weblate.requests.count
        try upload(weblate, flags: changed)
        let sent = try XCTUnwrap(weblate.requests.dropFirst(patch).first { $0.method == "PATCH" })
        XCTAssertEqual(route(sent), "PATCH /api/units/\(unit(weblate, "en", "city"))/")
        XCTAssertEqual(String(decoding: sent.body!, as: UTF8.self), "{\"extra_flags\":\"max-size:90:2\"}")
    }

    func testAnImageLargerThanWeblateTakesIsScaledDownToFit() throws {
        try writeIndex([("city", "de", "forecast")], big: true)
        let weblate = FakeWeblate()
        try upload(weblate)
        let body = try XCTUnwrap(weblate.screenshots.first?.image)
        let png = try XCTUnwrap(body.range(of: Data([137, 80, 78, 71, 13, 10, 26, 10])))
        let size = try XCTUnwrap(WeblateImage.pngSize([UInt8](body[png.lowerBound...])))
        XCTAssertEqual(size.width, 2000)
        XCTAssertEqual(size.height, 952)
    }

    func testADryRunSaysTheSizeAScreenshotWouldBeWithoutDrawingIt() throws {
        try writeIndex([("city", "de", "forecast")], big: true)
        let image = try WeblateImage.prepare(folder.appendingPathComponent("forecast/de/city.png"),
                                             view: .init(x: 0, y: 0, width: 1, height: 1), drawing: false)
        XCTAssertEqual(image.sizeDescription, "2000 × 952 px (scaled from 2100 × 1000)")
        XCTAssertTrue(image.png.isEmpty)
    }

    func testAProjectsAddressKeepsTheUploadToThatProject() throws {
        try writeIndex([("city", "de", "forecast")])
        let weblate = FakeWeblate()
        try upload(weblate, base: "http://weblate.test/projects/app/")
        XCTAssertEqual(weblate.requests.first?.url.absoluteString, "http://weblate.test/api/projects/app/components/")
        let create = try XCTUnwrap(weblate.requests.first { route($0) == "POST /api/screenshots/" })
        XCTAssertEqual(FakeWeblate.formFields(create)["project_slug"], "app")
        XCTAssertEqual(weblate.screenshots.map { "\($0.component) \($0.name) \($0.units.count)" }, ["main glossa Localizable city 1"])
    }

    func testNoComponentForTheTablesIsAnError() throws {
        try writeIndex([("city", "de", "forecast")])
        let index = folder.appendingPathComponent("context.json")
        let text = try String(contentsOf: index, encoding: .utf8).replacingOccurrences(of: "Localizable", with: "Settings")
        try Data(text.utf8).write(to: index)
        XCTAssertThrowsError(try upload(FakeWeblate())) { error in
            XCTAssertTrue("\(error)".contains("no component of http://weblate.test/api/ translates a table the screens show (Settings)"),
                          "\(error)")
        }
    }

    func testAPNGLinkedFromOutsideTheIndexsFolderIsNotSent() throws {
        try writeIndex([("city", "de", "forecast")])
        let outside = folder.deletingLastPathComponent().appendingPathComponent("outside-\(UUID().uuidString).png")
        try FileManager.default.moveItem(at: folder.appendingPathComponent("forecast/de/city.png"), to: outside)
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("forecast/de/city.png"), withDestinationURL: outside)
        let weblate = FakeWeblate()
        XCTAssertThrowsError(try upload(weblate)) { error in
            XCTAssertTrue("\(error)".hasSuffix("forecast/de/city.png: a link out of the index's folder; not uploaded"), "\(error)")
        }
        XCTAssertEqual(Set(weblate.requests.map(\.method)), ["GET"])
    }

    func testAnErrorOfWeblateNamesTheRequestAndItsAnswer() throws {
        try writeIndex([("city", "de", "forecast")])
        XCTAssertThrowsError(try upload(FakeWeblate(), base: "http://weblate.test/nowhere/")) { error in
            XCTAssertEqual("\(error)", "Weblate answered 404 to GET http://weblate.test/nowhere/api/components/: {\"detail\":\"Not found.\"}")
        }
    }
}
