import Foundation
@testable import Glossa
import GlossaLayout
import GlossaRender
import GlossaText
import XCTest

/// Images on whole screens through the Simulator: each image view's direction decides mirroring, localized
/// image sets follow the locale's fallback chain, natural sizes feed layout, overlays mark findings, and
/// the bytes are the same whatever the job count.
final class AssetScreenTests: XCTestCase {
    static let engine: TextEngine = { try! TextEngine(registry: FontRegistry.bundled()) }()
    static let red = Color(red: 255, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 255)
    static let green = Color(red: 0, green: 255, blue: 0), yellow = Color(red: 255, green: 255, blue: 0)
    static let gray = Color(red: 128, green: 128, blue: 128)

    private var app: URL!

    override func setUpWithError() throws {
        app = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-screens-\(UUID().uuidString)")
        let assets = app.appendingPathComponent("Assets.xcassets").path
        let halves = { (left: Color, right: Color) in Self.halves(left, right) }
        try Self.imageSet(assets + "/arrow.imageset", [("arrow@2x.png", halves(Self.red, Self.blue), "left-to-right")])
        try Self.imageSet(assets + "/flag.imageset", [("flag@2x.png", halves(Self.red, Self.blue), nil)])
        try Self.imageSet(assets + "/list.imageset", [("ltr@2x.png", halves(Self.red, Self.blue), "left-to-right"),
                                                      ("rtl@2x.png", halves(Self.green, Self.yellow), "right-to-left")])
        try Self.imageSet(assets + "/sign.imageset", [("sign@2x.png", Canvas(width: 8, height: 8, background: Self.gray), nil)])
        try Self.imageSet(assets + "/Base.lproj/sign.imageset", [("sign@2x.png", Canvas(width: 8, height: 8, background: Self.red), nil)])
        try Self.imageSet(app.path + "/Strings/es.lproj/sign.imageset",
                          [("sign@2x.png", Canvas(width: 8, height: 8, background: Self.green), nil)])
        try Self.imageSet(assets + "/wide.imageset", [("wide@3x.png", Canvas(width: 30, height: 12, background: Self.blue), nil)])
        try Data("\"hello\" = \"Hello\";\n".utf8).write(to: app.appendingPathComponent("Strings/es.lproj/Localizable.strings"))
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Strings/en.lproj"), withIntermediateDirectories: true)
        try Data("\"hello\" = \"Hello\";\n".utf8).write(to: app.appendingPathComponent("Strings/en.lproj/Localizable.strings"))
        let layout = """
        name: images
        device: iphone-se
        root:
          vstack:
            alignment: leading
            spacing: 4
            padding: {top: 8, leading: 16, trailing: 16}
            children:
              - image: {id: plain, asset: arrow, width: 40, height: 20}
              - hstack:
                  semantic: playback
                  children:
                    - image: {id: playback, asset: arrow, width: 40, height: 20}
              - image: {id: fixed, asset: flag, width: 40, height: 20}
              - image: {id: both, asset: list, width: 40, height: 20}
              - image: {id: sign, asset: sign, width: 20, height: 20}
              - image: {id: natural, asset: arrow}
              - image: {id: wide, asset: wide}
              - text: {id: note, verbatim: "Not localized"}
        """
        try Data(layout.utf8).write(to: app.appendingPathComponent("images.yaml"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: app)
    }

    // MARK: Helpers

    static func halves(_ left: Color, _ right: Color) -> Canvas {
        var canvas = Canvas(width: 16, height: 8, background: right)
        canvas.fill(x0: 0, y0: 0, x1: 8, y1: 8, color: left)
        return canvas
    }

    /// An image set folder with its PNGs and an Xcode-style Contents.json.
    static func imageSet(_ folder: String, _ files: [(name: String, image: Canvas, direction: String?)]) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var entries: [String] = []
        for file in files {
            try Data(try PNG.encode(file.image)).write(to: URL(fileURLWithPath: folder + "/" + file.name))
            let scale = file.name.contains("@3x") ? "3x" : "2x"
            let direction = file.direction.map { ", \"language-direction\" : \"\($0)\"" } ?? ""
            entries.append("{\"filename\" : \"\(file.name)\", \"idiom\" : \"universal\", \"scale\" : \"\(scale)\"\(direction)}")
        }
        let json = "{\"images\" : [\(entries.joined(separator: ", "))], \"info\" : {\"author\" : \"xcode\", \"version\" : 1}}"
        try Data(json.utf8).write(to: URL(fileURLWithPath: folder + "/Contents.json"))
    }

    private func render(_ locales: [String], jobs: Int = 1, overlay: Bool = false, out: String? = nil) throws
        -> (results: [ScreenResult], folder: URL) {
        let folder = out.map { URL(fileURLWithPath: $0) } ?? app.appendingPathComponent("out-\(UUID().uuidString)")
        var options = MatrixOptions(paths: [app.appendingPathComponent("images.yaml").path])
        options.locales = .list(locales)
        options.outputDirectory = folder.path
        options.jobs = jobs
        let simulator = Simulator(textEngine: Self.engine)
        simulator.drawsOverlay = overlay
        return (try simulator.run(options), folder)
    }

    private func canvas(_ result: ScreenResult) throws -> Canvas {
        let path = try XCTUnwrap(result.png)
        return try PNG.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), name: path)
    }

    /// The colours a quarter of the way in from the left and from the right of a view, at mid height.
    private func sides(_ view: String, in result: ScreenResult, _ canvas: Canvas) throws -> (left: Color, right: Color) {
        let frame = try XCTUnwrap(result.views.first { $0.id == view }?.frame, view)
        let y = Int(frame.midY * 2)
        return (canvas.color(x: Int((frame.x + frame.width / 4) * 2), y: y),
                canvas.color(x: Int((frame.maxX - frame.width / 4) * 2), y: y))
    }

    // MARK: Tests

    func testEachImageViewMirrorsByItsOwnDirection() throws {
        let (results, _) = try render(["en", "ar"])
        let en = results[0], ar = results[1]
        XCTAssertEqual(ar.direction, .rightToLeft)
        let enCanvas = try canvas(en), arCanvas = try canvas(ar)
        for view in ["plain", "playback", "fixed", "both"] {
            let sides = try sides(view, in: en, enCanvas)
            XCTAssertEqual(sides.left, Self.red, "\(view) in en")
            XCTAssertEqual(sides.right, Self.blue, "\(view) in en")
        }
        let plain = try sides("plain", in: ar, arCanvas)
        XCTAssertEqual([plain.left, plain.right], [Self.blue, Self.red], "a left-to-right image is flipped in Arabic")
        let playback = try sides("playback", in: ar, arCanvas)
        XCTAssertEqual([playback.left, playback.right], [Self.red, Self.blue], "inside a playback stack it does not flip")
        let fixed = try sides("fixed", in: ar, arCanvas)
        XCTAssertEqual([fixed.left, fixed.right], [Self.red, Self.blue], "a fixed image never flips")
        let both = try sides("both", in: ar, arCanvas)
        XCTAssertEqual([both.left, both.right], [Self.green, Self.yellow], "the right-to-left file, unmirrored")
    }

    func testLocalizedImageFollowsTheFallbackChain() throws {
        let (results, _) = try render(["es-MX", "fr", "en-XA"])
        let expected: [(String, Color)] = [("es-MX", Self.green), ("fr", Self.red), ("en-XA", Self.red)]
        for (result, (locale, color)) in zip(results, expected) {
            XCTAssertEqual(result.locale, locale)
            XCTAssertEqual(try sides("sign", in: result, try canvas(result)).left, color, locale)
        }
        XCTAssertEqual(ScreenAssets.languages(locale: "es-MX", available: ["Base", "es"], development: "en"), ["es", "Base", "en"])
        XCTAssertEqual(ScreenAssets.languages(locale: "en-XA", available: ["Base", "es"], development: "en"), ["Base", "en"])
        XCTAssertEqual(ScreenAssets.languages(locale: "fr", available: [], development: "en"), [])
    }

    func testNaturalSizesAreImagePixelsOverTheirScale() throws {
        let (results, _) = try render(["en"])
        let views = results[0].views
        let natural = try XCTUnwrap(views.first { $0.id == "natural" }?.frame)
        XCTAssertEqual([natural.width, natural.height], [8, 4], "16 × 8 px at @2x")
        let wide = try XCTUnwrap(views.first { $0.id == "wide" }?.frame)
        XCTAssertEqual([wide.width, wide.height], [10, 4], "30 × 12 px at @3x, drawn down on a @2x screen")
    }

    func testScreensOfOneRunShareImagesButAnEditedLayoutGetsItsOwn() throws {
        // One simulator, run twice: the content sizes of a run share the images they resolve, and a
        // layout edited between runs (its `natural` view now shows `wide`) is resolved afresh.
        var options = MatrixOptions(paths: [app.appendingPathComponent("images.yaml").path])
        options.locales = .list(["en", "ar"])
        options.contentSizes = ["xs", "l", "ax5"]
        let simulator = Simulator(textEngine: Self.engine)
        for result in try simulator.run(options) {
            let natural = try XCTUnwrap(result.views.first { $0.id == "natural" }?.frame)
            XCTAssertEqual([natural.width, natural.height], [8, 4], "\(result.locale) \(result.contentSize)")
        }
        let file = app.appendingPathComponent("images.yaml")
        let edited = try String(contentsOf: file, encoding: .utf8)
            .replacingOccurrences(of: "{id: natural, asset: arrow}", with: "{id: natural, asset: wide}")
        try Data(edited.utf8).write(to: file)
        for result in try simulator.run(options) {
            let natural = try XCTUnwrap(result.views.first { $0.id == "natural" }?.frame)
            XCTAssertEqual([natural.width, natural.height], [10, 4], "\(result.locale) \(result.contentSize)")
        }
    }

    func testSameBytesWhateverTheJobCount() throws {
        let locales = ["en", "ar", "es-MX", "fr"]
        let (one, _) = try render(locales, jobs: 1)
        let (three, _) = try render(locales, jobs: 3)
        for (a, b) in zip(one, three) {
            let left = try Data(contentsOf: URL(fileURLWithPath: try XCTUnwrap(a.png)))
            let right = try Data(contentsOf: URL(fileURLWithPath: try XCTUnwrap(b.png)))
            XCTAssertEqual(left, right, a.locale)
        }
    }

    func testContentModeIsReadAndCheckedByTheParser() throws {
        let text = "root:\n  image: {asset: arrow, contentMode: fill}\n"
        XCTAssertEqual(try DocumentParser.parse(text: text, file: "a.yaml").root.contentMode, .fill)
        XCTAssertEqual(try DocumentParser.parse(text: "root:\n  image: {asset: arrow}\n", file: "b.yaml").root.contentMode, .fit)
        XCTAssertThrowsError(try DocumentParser.parse(text: "root:\n  image: {asset: arrow, contentMode: fil}\n", file: "c.yaml")) {
            XCTAssertTrue("\($0)".contains("c.yaml:2:38: unknown content mode 'fil'"), "\($0)")
        }
        XCTAssertThrowsError(try DocumentParser.parse(text: "root:\n  text: {verbatim: a, contentMode: fit}\n", file: "d.yaml")) {
            XCTAssertTrue("\($0)".contains("'contentMode' does not apply to text"), "\($0)")
        }
    }

    func testOverlayOutlinesFindingsInRed() throws {
        let (plain, _) = try render(["en"])
        let (marked, _) = try render(["en"], overlay: true)
        let finding = try XCTUnwrap(marked[0].findings.first { $0.kind.rawValue == "not-localized" })
        let frame = try XCTUnwrap(finding.frame)
        let overlay = try canvas(marked[0]), original = try canvas(plain[0])
        // The outline is a 1 pt line just outside the frame: 2 px at @2x.
        let x = Int((frame.x - 1) * 2), y = Int(frame.midY * 2)
        XCTAssertEqual(overlay.color(x: x, y: y), Overlay.findingColor)
        XCTAssertEqual(original.color(x: x, y: y), .white)
        let label = (Int(frame.x * 2)..<Int((frame.x + 30) * 2)).contains { column in
            (Int((frame.y - 12) * 2)..<Int((frame.y - 1) * 2)).contains { overlay.color(x: column, y: $0) == Overlay.findingColor }
        }
        XCTAssertTrue(label, "the finding's kind is written above it")
    }
}
