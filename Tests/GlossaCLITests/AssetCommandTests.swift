import Foundation
import XCTest

/// `glossa render` with asset catalogs: names and links that leave the catalog, unreadable and vector
/// images stop the run with exit code 2 and a message naming them; `--overlay`; the sample app's images.
final class AssetCommandTests: XCTestCase {
    private var app: URL!
    private var catalog: URL { app.appendingPathComponent("Assets.xcassets") }
    /// A PNG from the sample app's catalog.
    private static let samplePNG = CLI.repositoryRoot
        .appendingPathComponent("Layouts/Quiz/Assets.xcassets/arrow-back.imageset/arrow-back@2x.png")

    override func setUpWithError() throws {
        app = try CLI.temporaryFolder()
        try imageSet("arrow", file: "arrow@2x.png")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: app)
    }

    /// An image set whose one image is `file` (a copy of a sample PNG unless `contents` is given).
    private func imageSet(_ name: String, file: String, contents: Data? = nil, in folder: URL? = nil) throws {
        let set = (folder ?? catalog).appendingPathComponent("\(name).imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try (contents ?? Data(contentsOf: Self.samplePNG)).write(to: set.appendingPathComponent(file))
        let json = """
        {"images" : [{"filename" : "\(file)", "idiom" : "universal", "scale" : "2x", "language-direction" : "left-to-right"}],
         "info" : {"author" : "xcode", "version" : 1}}
        """
        try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
    }

    /// A one-image layout using `asset`; returns its path.
    @discardableResult
    private func layout(_ asset: String) throws -> String {
        let text = """
        name: screen
        device: iphone-se
        root:
          vstack:
            padding: {top: 16, leading: 16}
            children:
              - image: {id: picture, asset: "\(asset)"}
              - button: {id: back, image: arrow}
        """
        let file = app.appendingPathComponent("screen.yaml")
        try Data(text.utf8).write(to: file)
        return file.path
    }

    private func assertRefused(_ asset: String, mentions: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let path = try layout(asset)
        let out = app.appendingPathComponent("out").path
        let result = try CLI.run(["render", path, "--out", out])
        XCTAssertEqual(result.status, 2, result.stderr, file: file, line: line)
        for text in mentions {
            XCTAssertTrue(result.stderr.contains(text), "'\(text)' not in: \(result.stderr)", file: file, line: line)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: out + "/screen/iphone-se/en.png"), "nothing drawn",
                       file: file, line: line)
    }

    func testNamesThatLeaveTheCatalogAreRefused() throws {
        try assertRefused("../secret", mentions: ["../secret", "screen.yaml:"])
        try assertRefused("/etc/passwd", mentions: ["/etc/passwd"])
    }

    func testSymbolicLinksOutOfTheCatalogAreRefused() throws {
        let outside = app.appendingPathComponent("elsewhere")
        try imageSet("secret", file: "secret@2x.png", in: outside)
        try FileManager.default.createSymbolicLink(at: catalog.appendingPathComponent("escape.imageset"),
                                                   withDestinationURL: outside.appendingPathComponent("secret.imageset"))
        try assertRefused("escape", mentions: ["asset 'escape'", "outside its catalog", "elsewhere/secret.imageset",
                                               "screen.yaml:7:"])
        try imageSet("leak", file: "leak@2x.png")
        let linked = catalog.appendingPathComponent("leak.imageset/leak@2x.png")
        try FileManager.default.removeItem(at: linked)
        try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: outside.appendingPathComponent("secret.imageset/secret@2x.png"))
        try assertRefused("leak", mentions: ["asset 'leak'", "outside its catalog"])
    }

    func testCorruptVectorAndMissingImagesNameTheFile() throws {
        try imageSet("broken", file: "broken@2x.png", contents: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]))
        try assertRefused("broken", mentions: ["broken.imageset/broken@2x.png", "not a readable PNG"])
        try imageSet("vector", file: "vector.pdf", contents: Data("%PDF-1.7\n".utf8))
        try assertRefused("vector", mentions: ["vector.imageset/vector.pdf", "PDF images are not supported"])
        try imageSet("drawing", file: "drawing.svg", contents: Data("<svg/>".utf8))
        try assertRefused("drawing", mentions: ["drawing.imageset/drawing.svg", "SVG"])
        try imageSet("gone", file: "gone@2x.png")
        try FileManager.default.removeItem(at: catalog.appendingPathComponent("gone.imageset/gone@2x.png"))
        try assertRefused("gone", mentions: ["gone.imageset/gone@2x.png", "does not exist"])
    }

    func testOverLargeImagesAreRefusedFromTheirHeader() throws {
        let sample = try Data(contentsOf: Self.samplePNG)
        // The message names the limit the image is beyond, in plain numbers (a 16,385 × 1 image is not "0 megapixels").
        let limits = [(60_000, 60_000, "60000 px is more than the 16384 px Glossa decodes on a side"),
                      (16_385, 1, "16385 px is more than the 16384 px Glossa decodes on a side"),
                      (8_000, 8_000, "64000000 pixels are more than the 50000000 (50 megapixels) Glossa decodes")]
        for (width, height, why) in limits {
            try imageSet("huge", file: "huge@2x.png", contents: Self.png(sample, declaring: width, height))
            try assertRefused("huge", mentions: ["huge.imageset/huge@2x.png: the image declares \(width) × \(height) px: \(why)"])
        }
        try imageSet("large", file: "large@2x.png", contents: Self.png(sample, declaring: 4_000, 4_000))
        let result = try CLI.run(["render", try layout("large"), "--out", app.appendingPathComponent("out").path])
        XCTAssertFalse(result.stderr.contains("megapixels"), "16 megapixels are allowed: \(result.stderr)")
    }

    /// `png` with its IHDR claiming another size (and a CRC to match): the pixel data no longer fits it.
    private static func png(_ png: Data, declaring width: Int, _ height: Int) -> Data {
        var bytes = [UInt8](png)
        for (offset, value) in [(16, width), (20, height)] {
            for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * index)) }
        }
        let crc = crc32(bytes[12..<29])
        for index in 0..<4 { bytes[29 + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(index))) }
        return Data(bytes)
    }

    private static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    func testARunThatFailsPartWayLeavesTheOutputFolderAsItWasAndNoStagingBehind() throws {
        let good = try layout("arrow")
        let out = app.appendingPathComponent("out")
        XCTAssertEqual(try CLI.run(["render", good, "--locales", "en,ar", "--out", out.path]).status, 0)
        let before = try outputs(out)
        XCTAssertEqual(before.keys.sorted(), ["report.json", "screen/iphone-se/ar.png", "screen/iphone-se/en.png"])
        // A second layout, after the first in matrix order, whose image cannot be read: the first layout's
        // screens are drawn and staged before the run fails.
        try imageSet("broken", file: "broken@2x.png", contents: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]))
        let later = app.appendingPathComponent("zlater.yaml")
        try Data(String(contentsOfFile: good, encoding: .utf8).replacingOccurrences(of: "name: screen", with: "name: zlater")
            .replacingOccurrences(of: "asset: \"arrow\"", with: "asset: \"broken\"").utf8).write(to: later)
        for jobs in ["1", "2"] {
            let result = try CLI.run(["render", good, later.path, "--locales", "en,ar", "--out", out.path, "--jobs", jobs])
            XCTAssertEqual(result.status, 2, result.stderr)
            XCTAssertTrue(result.stderr.contains("broken.imageset/broken@2x.png"), result.stderr)
            XCTAssertEqual(try outputs(out), before, "jobs \(jobs)")
            XCTAssertEqual(try staging(), [], "jobs \(jobs)")
        }
        try FileManager.default.removeItem(at: later)
        XCTAssertEqual(try CLI.run(["render", good, "--locales", "en", "--out", out.path]).status, 0)
        XCTAssertEqual(try staging(), [])
    }

    /// Every file under `folder` by relative path, with its bytes.
    private func outputs(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for case let item as String in FileManager.default.enumerator(atPath: folder.path)! {
            var isFolder: ObjCBool = false
            let path = folder.appendingPathComponent(item).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                files[item] = try Data(contentsOf: URL(fileURLWithPath: path))
            }
        }
        return files
    }

    /// Staging folders left beside the output folder.
    private func staging() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: app.path).filter { $0.contains(".staging-") }
    }

    func testAnImageSetTheCatalogLacksIsRefused() throws {
        try assertRefused("missing-icon", mentions: ["screen.yaml:7:", "no image set 'missing-icon' in the asset catalog"])
    }

    func testOverlayReplacesThePlainPNGAtTheSamePath() throws {
        let path = try layout("arrow")
        let plain = app.appendingPathComponent("plain").path, marked = app.appendingPathComponent("marked").path
        XCTAssertEqual(try CLI.run(["render", path, "--locales", "en,ar", "--out", plain]).status, 0)
        let result = try CLI.run(["render", path, "--locales", "en,ar", "--out", marked, "--overlay"])
        XCTAssertEqual(result.status, 0, result.stderr)
        for locale in ["en", "ar"] {
            let a = try Data(contentsOf: URL(fileURLWithPath: "\(plain)/screen/iphone-se/\(locale).png"))
            let b = try Data(contentsOf: URL(fileURLWithPath: "\(marked)/screen/iphone-se/\(locale).png"))
            XCTAssertEqual(pngSize(a)?.width, pngSize(b)?.width)
            XCTAssertNotEqual(a, b, "the overlay is drawn over the screen")
        }
        let reports = try [plain, marked].map { try String(contentsOfFile: $0 + "/report.json", encoding: .utf8) }
        XCTAssertEqual(reports[0].replacingOccurrences(of: "plain/", with: ""),
                       reports[1].replacingOccurrences(of: "marked/", with: ""), "the overlay changes no finding")
    }

    func testSampleAppImagesRenderTheSameBytesWhateverTheJobCount() throws {
        let layouts = ["Layouts/Quiz/quiz.yaml", "Layouts/Player/player.yaml"].map { CLI.repositoryRoot.appendingPathComponent($0).path }
        var outputs: [[Data]] = []
        for jobs in ["1", "3"] {
            let out = app.appendingPathComponent("jobs\(jobs)").path
            let result = try CLI.run(["render"] + layouts + ["--locales", "en,ar", "--out", out, "--jobs", jobs])
            XCTAssertEqual(result.status, 0, result.stderr)
            outputs.append(try ["quiz", "player"].flatMap { name in
                try ["en", "ar"].map { try Data(contentsOf: URL(fileURLWithPath: "\(out)/\(name)/iphone-15/\($0).png")) }
            })
        }
        XCTAssertEqual(outputs[0], outputs[1])
    }
}
