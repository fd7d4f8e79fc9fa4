import Foundation
import GlossaRender
import GlossaText
import XCTest

/// Asset catalogs read as Xcode writes them: direction, scale, idiom, namespaces, localized sets, and the
/// files and names that must be refused.
final class AssetCatalogTests: XCTestCase {
    static let red = Color(red: 255, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 255)
    static let green = Color(red: 0, green: 255, blue: 0)
    static let yellow = Color(red: 255, green: 255, blue: 0)

    private func image(_ catalog: AssetCatalog, _ name: String, _ direction: TextDirection, scale: Double = 2,
                       idiom: DeviceIdiom = .iphone, languages: [String] = []) throws -> AssetImage {
        let found = try catalog.image(named: name, languages: languages, scale: scale, idiom: idiom, layoutDirection: direction)
        return try XCTUnwrap(found, "no image '\(name)'")
    }

    /// The colours at the left and right edge of the image as drawn at its own size.
    private func edges(_ image: AssetImage) -> (left: Color, right: Color) {
        let canvas = TestImages.drawn(image)
        return (canvas.color(x: 0, y: 0), canvas.color(x: canvas.width - 1, y: 0))
    }

    func testLeftToRightImageMirrorsOnlyInRightToLeft() throws {
        let folder = try TestCatalog()
        try folder.imageSet("arrow", [.init("arrow@2x.png", TestImages.halves(Self.red, Self.blue), direction: "left-to-right")])
        let catalog = try AssetCatalog(folder: folder.catalog)
        XCTAssertEqual(try catalog.imageSet(named: "arrow")?.direction, .leftToRightMirrors)
        let ltr = try image(catalog, "arrow", .leftToRight), rtl = try image(catalog, "arrow", .rightToLeft)
        XCTAssertFalse(ltr.mirrored)
        XCTAssertTrue(rtl.mirrored)
        XCTAssertEqual(edges(ltr).left, Self.red)
        XCTAssertEqual(edges(ltr).right, Self.blue)
        XCTAssertEqual(edges(rtl).left, Self.blue, "flipped horizontally in a right-to-left view")
        XCTAssertEqual(edges(rtl).right, Self.red)
    }

    func testRightToLeftImageMirrorsOnlyInLeftToRight() throws {
        let folder = try TestCatalog()
        try folder.imageSet("hook", [.init("hook@2x.png", TestImages.halves(Self.red, Self.blue), direction: "right-to-left")])
        let catalog = try AssetCatalog(folder: folder.catalog)
        XCTAssertEqual(edges(try image(catalog, "hook", .rightToLeft)).left, Self.red)
        XCTAssertEqual(edges(try image(catalog, "hook", .leftToRight)).left, Self.blue)
    }

    func testFixedImageNeverMirrors() throws {
        let folder = try TestCatalog()
        try folder.imageSet("flag", [.init("flag@2x.png", TestImages.halves(Self.red, Self.blue))])
        let catalog = try AssetCatalog(folder: folder.catalog)
        XCTAssertEqual(try catalog.imageSet(named: "flag")?.direction, .fixed)
        for direction in [TextDirection.leftToRight, .rightToLeft] {
            let drawn = try image(catalog, "flag", direction)
            XCTAssertFalse(drawn.mirrored)
            XCTAssertEqual(edges(drawn).left, Self.red)
            XCTAssertEqual(edges(drawn).right, Self.blue)
        }
    }

    func testBothDirectionsPickTheirOwnFileUnmirrored() throws {
        let folder = try TestCatalog()
        try folder.imageSet("list", [
            .init("list-ltr@2x.png", TestImages.halves(Self.red, Self.blue), direction: "left-to-right"),
            .init("list-rtl@2x.png", TestImages.halves(Self.green, Self.yellow), direction: "right-to-left"),
        ])
        let catalog = try AssetCatalog(folder: folder.catalog)
        XCTAssertEqual(try catalog.imageSet(named: "list")?.direction, .both)
        let rtl = try image(catalog, "list", .rightToLeft)
        XCTAssertTrue(rtl.file.hasSuffix("list-rtl@2x.png"))
        XCTAssertFalse(rtl.mirrored)
        XCTAssertEqual(edges(rtl).left, Self.green)
        XCTAssertEqual(edges(rtl).right, Self.yellow)
        let ltr = try image(catalog, "list", .leftToRight)
        XCTAssertTrue(ltr.file.hasSuffix("list-ltr@2x.png"))
        XCTAssertEqual(edges(ltr).left, Self.red)
    }

    func testScaleIsExactElseNextLargerElseLargest() throws {
        let folder = try TestCatalog()
        try folder.imageSet("icon", [
            .init("icon.png", TestImages.solid(Self.red, width: 10, height: 10), scale: "1x"),
            .init("icon@3x.png", TestImages.solid(Self.blue, width: 30, height: 30), scale: "3x"),
        ])
        let catalog = try AssetCatalog(folder: folder.catalog)
        let set = try XCTUnwrap(catalog.imageSet(named: "icon"))
        func file(_ scale: Double) -> String? {
            set.rendition(scale: scale, idiom: .iphone, layoutDirection: .leftToRight).map { ($0.file as NSString).lastPathComponent }
        }
        XCTAssertEqual(file(1), "icon.png")
        XCTAssertEqual(file(2), "icon@3x.png", "no 2x: the next larger, drawn down")
        XCTAssertEqual(file(3), "icon@3x.png")
        XCTAssertEqual(file(4), "icon@3x.png", "nothing larger: the largest, drawn up")
        let size = try image(catalog, "icon", .leftToRight, scale: 2).size
        XCTAssertEqual(size.width, 10, "natural size is pixels over the image's own scale")
        XCTAssertEqual(size.height, 10)
    }

    func testDeviceIdiomBeforeUniversal() throws {
        let folder = try TestCatalog()
        try folder.imageSet("hero", [
            .init("hero@2x.png", TestImages.solid(Self.red, width: 8, height: 4)),
            .init("hero~ipad@2x.png", TestImages.solid(Self.blue, width: 16, height: 8), idiom: "ipad"),
        ])
        let catalog = try AssetCatalog(folder: folder.catalog)
        XCTAssertEqual(try image(catalog, "hero", .leftToRight, idiom: .ipad).size.width, 8)
        XCTAssertEqual(try image(catalog, "hero", .leftToRight, idiom: .iphone).size.width, 4)
        XCTAssertEqual(try image(catalog, "hero", .leftToRight, idiom: .watch).size.width, 4)
    }

    func testFoldersProvideNamespacesOnlyWhenTheySaySo() throws {
        let folder = try TestCatalog()
        try folder.group("Icons", providesNamespace: true)
        try folder.group("Loose", providesNamespace: false)
        try folder.imageSet("Icons/arrow", [.init("a@2x.png", TestImages.solid(Self.red, width: 2, height: 2))])
        try folder.imageSet("Loose/dot", [.init("d@2x.png", TestImages.solid(Self.blue, width: 2, height: 2))])
        let catalog = try AssetCatalog(folder: folder.catalog)
        XCTAssertNotNil(try catalog.imageSet(named: "Icons/arrow"))
        XCTAssertNil(try catalog.imageSet(named: "arrow"))
        XCTAssertNotNil(try catalog.imageSet(named: "dot"))
        XCTAssertNil(try catalog.imageSet(named: "Loose/dot"))
    }

    func testLocalizedSetsFollowTheLanguageOrderBeforeTheCatalogsOwn() throws {
        let folder = try TestCatalog()
        try folder.imageSet("sign", [.init("sign@2x.png", TestImages.solid(Self.red, width: 2, height: 2))])
        try folder.imageSet("ja.lproj/sign", [.init("sign@2x.png", TestImages.solid(Self.blue, width: 2, height: 2))])
        let strings = folder.root.appendingPathComponent("Strings").path
        try TestCatalog.imageSet(at: strings + "/es.lproj/sign.imageset",
                                 [.init("sign@2x.png", TestImages.solid(Self.green, width: 2, height: 2))])
        let catalog = try AssetCatalog(folder: folder.catalog, strings: strings)
        XCTAssertEqual(catalog.localizations, ["es", "ja"])
        func color(_ languages: [String]) throws -> Color {
            TestImages.drawn(try image(catalog, "sign", .leftToRight, languages: languages)).color(x: 0, y: 0)
        }
        XCTAssertEqual(try color(["ja", "Base", "en"]), Self.blue, "the catalog's ja.lproj")
        XCTAssertEqual(try color(["es", "Base", "en"]), Self.green, "the strings folder's es.lproj")
        XCTAssertEqual(try color(["Base", "en"]), Self.red, "no localized set: the catalog's own")
    }

    func testNamesThatLeaveTheCatalogAreRefused() throws {
        let folder = try TestCatalog()
        let catalog = try AssetCatalog(folder: folder.catalog)
        for name in ["../secret", "/etc/passwd", "a/../../b", "./x", "a\\b"] {
            XCTAssertThrowsError(try catalog.imageSet(named: name), name) { error in
                guard case AssetError.outsideCatalog(name, _) = error else { return XCTFail("\(name): \(error)") }
                XCTAssertTrue("\(error)".contains(name))
            }
        }
    }

    func testSymbolicLinksOutOfTheCatalogAreRefused() throws {
        let folder = try TestCatalog()
        let outside = folder.root.appendingPathComponent("outside.imageset").path
        try TestCatalog.imageSet(at: outside, [.init("x@2x.png", TestImages.solid(Self.red, width: 2, height: 2))])
        try FileManager.default.createSymbolicLink(atPath: folder.catalog + "/escape.imageset", withDestinationPath: outside)
        try folder.imageSet("leaky", [])
        try FileManager.default.createSymbolicLink(atPath: folder.catalog + "/leaky.imageset/x@2x.png",
                                                   withDestinationPath: outside + "/x@2x.png")
        try TestCatalog.writeContents(folder.catalog + "/leaky.imageset", [.init("x@2x.png", nil)])
        let catalog = try AssetCatalog(folder: folder.catalog)
        XCTAssertThrowsError(try catalog.imageSet(named: "escape")) { error in
            guard case let AssetError.outsideCatalog(name, path) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(name, "escape")
            XCTAssertTrue(path.hasSuffix("outside.imageset"), path)
        }
        XCTAssertThrowsError(try image(catalog, "leaky", .leftToRight), "an image file linked from outside") { error in
            guard case AssetError.outsideCatalog("leaky", _) = error else { return XCTFail("\(error)") }
        }
    }

    func testSymbolicLinksInsideTheCatalogAreFollowed() throws {
        let folder = try TestCatalog()
        try folder.imageSet("Shared/dot", [.init("d@2x.png", TestImages.solid(Self.red, width: 2, height: 2))])
        try FileManager.default.createSymbolicLink(atPath: folder.catalog + "/alias.imageset",
                                                   withDestinationPath: folder.catalog + "/Shared/dot.imageset")
        let catalog = try AssetCatalog(folder: folder.catalog)
        XCTAssertEqual(TestImages.drawn(try image(catalog, "alias", .leftToRight)).color(x: 0, y: 0), Self.red)
    }

    func testVectorAndOtherFormatsAreReportedNotDrawn() throws {
        let folder = try TestCatalog()
        try folder.imageSet("vector", [.init("vector.pdf", nil, scale: nil)])
        try Data("%PDF-1.4\n".utf8).write(to: URL(fileURLWithPath: folder.catalog + "/vector.imageset/vector.pdf"))
        try folder.imageSet("drawing", [.init("drawing@2x.png", nil)])
        try Data("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8)
            .write(to: URL(fileURLWithPath: folder.catalog + "/drawing.imageset/drawing@2x.png"))
        let catalog = try AssetCatalog(folder: folder.catalog)
        for (name, format) in [("vector", "PDF"), ("drawing", "SVG")] {
            XCTAssertThrowsError(try image(catalog, name, .leftToRight)) { error in
                guard case let AssetError.unsupportedFormat(file, found) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(found, format)
                XCTAssertTrue("\(error)".contains(file) && file.contains(name), "\(error)")
            }
        }
    }

    func testCorruptOrMissingImagesNameTheFile() throws {
        let folder = try TestCatalog()
        try folder.imageSet("broken", [.init("broken@2x.png", nil)])
        try Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3]).write(to: URL(fileURLWithPath: folder.catalog + "/broken.imageset/broken@2x.png"))
        try folder.imageSet("gone", [.init("gone@2x.png", nil)])
        let catalog = try AssetCatalog(folder: folder.catalog)
        for name in ["broken", "gone"] {
            XCTAssertThrowsError(try image(catalog, name, .leftToRight)) { error in
                guard case let AssetError.unreadable(file, _) = error else { return XCTFail("\(error)") }
                XCTAssertTrue(file.hasSuffix("\(name).imageset/\(name)@2x.png"), file)
            }
        }
    }

    func testBadContentsJSONAndDuplicateNamesAreErrors() throws {
        let folder = try TestCatalog()
        try folder.imageSet("bad", [])
        try Data("{\"images\": 3}".utf8).write(to: URL(fileURLWithPath: folder.catalog + "/bad.imageset/Contents.json"))
        try folder.imageSet("A/twin", [])
        try folder.imageSet("B/twin", [])
        let catalog = try AssetCatalog(folder: folder.catalog)
        XCTAssertThrowsError(try catalog.imageSet(named: "bad")) { error in
            guard case let AssetError.badContents(file, _) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(file.hasSuffix("bad.imageset/Contents.json"))
        }
        XCTAssertThrowsError(try catalog.imageSet(named: "twin")) { error in
            guard case let AssetError.duplicateName("twin", paths) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(paths.count, 2)
        }
    }

    func testTemplateRenderingIntentAndDarkVariants() throws {
        let folder = try TestCatalog()
        try folder.imageSet("glyph", [.init("g@2x.png", TestImages.solid(Self.red, width: 2, height: 2))], template: true)
        let catalog = try AssetCatalog(folder: folder.catalog)
        XCTAssertTrue(try XCTUnwrap(catalog.imageSet(named: "glyph")).isTemplate)
        XCTAssertTrue(try image(catalog, "glyph", .leftToRight).isTemplate)
    }
}

// MARK: Building catalogs and images for the tests

/// A temporary folder holding `Assets.xcassets`, written as Xcode writes catalogs.
struct TestCatalog {
    struct Entry {
        var filename: String
        var image: Canvas?
        var scale: String?
        var direction: String?
        var idiom: String

        /// `scale` defaults to the `@Nx` in the file name, else 1x.
        init(_ filename: String, _ image: Canvas?, scale: String? = "", direction: String? = nil, idiom: String = "universal") {
            self.filename = filename
            self.image = image
            let suffix = filename.range(of: #"@\dx"#, options: .regularExpression).map { String(filename[$0].dropFirst()) }
            self.scale = scale == "" ? (suffix ?? "1x") : scale
            self.direction = direction
            self.idiom = idiom
        }
    }

    let root: URL
    var catalog: String { root.appendingPathComponent("Assets.xcassets").path }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: root.appendingPathComponent("Assets.xcassets").path,
                                                withIntermediateDirectories: true)
        try Data("{\"info\" : {\"author\" : \"xcode\", \"version\" : 1}}\n".utf8)
            .write(to: root.appendingPathComponent("Assets.xcassets/Contents.json"))
    }

    func group(_ name: String, providesNamespace: Bool) throws {
        let path = catalog + "/" + name
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let json = "{\"info\" : {\"author\" : \"xcode\", \"version\" : 1}, \"properties\" : {\"provides-namespace\" : \(providesNamespace)}}"
        try Data(json.utf8).write(to: URL(fileURLWithPath: path + "/Contents.json"))
    }

    func imageSet(_ name: String, _ entries: [Entry], template: Bool = false) throws {
        try Self.imageSet(at: catalog + "/" + name + ".imageset", entries, template: template)
    }

    static func imageSet(at path: String, _ entries: [Entry], template: Bool = false) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for entry in entries {
            guard let image = entry.image else { continue }
            try Data(try PNG.encode(image)).write(to: URL(fileURLWithPath: path + "/" + entry.filename))
        }
        try writeContents(path, entries, template: template)
    }

    static func writeContents(_ path: String, _ entries: [Entry], template: Bool = false) throws {
        let images = entries.map { entry -> [String: String] in
            var image = ["filename": entry.filename, "idiom": entry.idiom]
            if let scale = entry.scale { image["scale"] = scale }
            if let direction = entry.direction { image["language-direction"] = direction }
            return image
        }
        var contents: [String: Any] = ["images": images, "info": ["author": "xcode", "version": 1]]
        if template { contents["properties"] = ["template-rendering-intent": "template"] }
        let data = try JSONSerialization.data(withJSONObject: contents, options: [.prettyPrinted, .sortedKeys])
        try data.write(to: URL(fileURLWithPath: path + "/Contents.json"))
    }
}

enum TestImages {
    /// An asymmetric image: the left half one colour, the right half another.
    static func halves(_ left: Color, _ right: Color, width: Int = 8, height: Int = 4) -> Canvas {
        var canvas = Canvas(width: width, height: height, background: right)
        canvas.fill(x0: 0, y0: 0, x1: width / 2, y1: height, color: left)
        return canvas
    }

    static func solid(_ color: Color, width: Int, height: Int) -> Canvas {
        Canvas(width: width, height: height, background: color)
    }

    /// The image drawn at its natural size and its own scale.
    static func drawn(_ image: AssetImage) -> Canvas {
        var canvas = Canvas(width: image.pixelWidth, height: image.pixelHeight)
        try! canvas.draw(image, in: TextRect(x: 0, y: 0, width: image.size.width, height: image.size.height),
                         tint: .black, scale: image.scale)
        return canvas
    }
}
