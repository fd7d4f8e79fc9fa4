import Foundation
@testable import Glossa
@testable import GlossaRender
import GlossaText
import XCTest

/// The run's caches (glyph bitmaps, decoded images) keep what fits their budget: the PNGs are the same
/// bytes with budgets so small that nearly every glyph and image is made again for each use.
final class CacheBudgetTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func render(glyphBudget: Int, imageBudget: Int, into folder: URL) throws -> (results: [ScreenResult], images: ImageStore) {
        let engine = TextEngine(registry: try FontRegistry.bundled(glyphBudget: glyphBudget))
        let simulator = Simulator(textEngine: engine, imageBudget: imageBudget)
        var options = MatrixOptions(paths: ["Layouts/Quiz", "Layouts/Settings", "Layouts/Weather"].map {
            Self.root.appendingPathComponent($0).path
        })
        options.locales = .list(["en", "ar", "th"])
        options.pseudo = [.rtl]
        options.contentSizes = ["l", "ax2"]
        options.outputDirectory = folder.path
        options.jobs = 2
        return (try simulator.run(options), simulator.images)
    }

    func testTinyBudgetsDrawTheSameBytes() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-budgets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let standard = try render(glyphBudget: FontRegistry.defaultGlyphBudget, imageBudget: ImageStore.defaultBudget,
                                  into: out.appendingPathComponent("standard"))
        let tiny = try render(glyphBudget: 1, imageBudget: 1, into: out.appendingPathComponent("tiny"))
        XCTAssertEqual(standard.results.count, 24)
        XCTAssertGreaterThan(standard.images.decodedBytes, 1_000)
        XCTAssertLessThan(tiny.images.decodedBytes, 500_000)  // one image at most, its budget being one byte
        for (a, b) in zip(standard.results, tiny.results) {
            let screen = "\(a.layout) \(a.locale) \(a.contentSize)"
            let first = try Data(contentsOf: URL(fileURLWithPath: try XCTUnwrap(a.png)))
            let second = try Data(contentsOf: URL(fileURLWithPath: try XCTUnwrap(b.png)))
            XCTAssertGreaterThan(first.count, 1_000, screen)
            XCTAssertTrue(first == second, "\(screen): the PNGs differ")
            XCTAssertEqual(a.findings.map(\.message), b.findings.map(\.message), screen)
        }
    }

    /// An image let go is decoded again from its file's bytes; a file changed since it was checked is an
    /// error naming it, never another picture.
    func testAnImageChangedDuringTheRunIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-changed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = folder.appendingPathComponent("Assets.xcassets/dot.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{"images": [{"filename": "dot.png", "idiom": "universal", "scale": "1x"}]}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        func png(_ color: Color) throws -> [UInt8] { try PNG.encode(Canvas(width: 40, height: 40, background: color)) }
        let file = set.appendingPathComponent("dot.png")
        try Data(try png(.black)).write(to: file)
        let store = ImageStore(budget: 1, fileBudget: 1)
        let catalog = try AssetCatalog(folder: folder.appendingPathComponent("Assets.xcassets").path, images: store)
        let image = try XCTUnwrap(try catalog.image(named: "dot", scale: 1, idiom: .iphone, layoutDirection: .leftToRight))
        XCTAssertEqual(try image.bitmap().color(x: 5, y: 5), .black)
        // Another image takes the store's room (the dot's pixels and bytes go), then the dot's file changes.
        let other = folder.appendingPathComponent("other.png")
        try Data(try png(.white)).write(to: other)
        XCTAssertEqual(try store.pixels(other.path).color(x: 5, y: 5), .white)
        try Data(try png(.white)).write(to: file)
        XCTAssertThrowsError(try image.bitmap()) { error in
            XCTAssertTrue("\(error)".contains("dot.png"), "\(error)")
            XCTAssertTrue("\(error)".contains("changed"), "\(error)")
        }
    }
}
