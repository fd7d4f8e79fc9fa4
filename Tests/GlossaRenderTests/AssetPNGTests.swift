import Foundation
import GlossaRender
import XCTest

/// PNG decoding through libpng for every kind of PNG an asset catalog may hold: the suite written by
/// Fixtures/make-pngs.py (gray 1–16 bit, gray+alpha, palette with and without tRNS, RGB with a tRNS key,
/// RGBA, 8 and 16 bit, Adam7 interlaced), each beside the straight RGBA it must decode to.
final class AssetPNGTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/pngs")

    private func fixtures() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".rgba") }.sorted()
            .map { String($0.dropLast(5)) }
    }

    func testEveryKindOfPNGDecodesToItsExpectedPixels() throws {
        let names = try fixtures()
        XCTAssertEqual(names.count, 31, "the whole suite is present")
        for kind in ["gray-1", "gray-16", "gray-alpha-16", "palette-2-trns", "rgb-8-trns", "rgb-16-gama", "rgb-16-iccp", "rgba-16-interlaced",
                     "cgbi-rgba-8", "cgbi-rgba-8-interlaced"] {
            XCTAssertTrue(names.contains(kind), kind)
        }
        for name in names {
            let png = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name + ".png")))
            let expected = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name + ".rgba")))
            let canvas = try PNG.decode(png, name: name)
            XCTAssertEqual(canvas.width * canvas.height * 4, expected.count, name)
            var mismatches = 0
            for index in 0..<(canvas.width * canvas.height) {
                let pixel = canvas.color(x: index % canvas.width, y: index / canvas.width)
                let want = Array(expected[index * 4..<index * 4 + 4])
                if !Self.matches(pixel, want, slack: name.hasSuffix("gama") ? 1 : 0) {
                    mismatches += 1
                    if mismatches == 1 { XCTFail("\(name) pixel \(index): got \(pixel), want \(want)") }
                }
            }
        }
    }

    /// Opaque pixels exactly (within `slack` for a file that goes through linear light); translucent ones
    /// within the rounding of premultiplied storage; transparent ones by their alpha only.
    private static func matches(_ pixel: Color, _ want: [UInt8], slack: Int) -> Bool {
        guard pixel.alpha == want[3] else { return false }
        if want[3] == 0 { return true }
        let tolerance = want[3] == 255 ? slack : 255 / Int(want[3]) + 1
        return zip([pixel.red, pixel.green, pixel.blue], want).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
    }

    func testCorruptAndTruncatedPNGsNameTheFile() throws {
        for name in ["corrupt", "truncated"] {
            let png = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name + ".png")))
            XCTAssertThrowsError(try PNG.decode(png, name: "\(name).png")) { error in
                guard case let RenderError.corruptPNG(file, reason) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(file, "\(name).png")
                XCTAssertFalse(reason.isEmpty)
                XCTAssertTrue("\(error)".hasPrefix("\(name).png: "), "\(error)")
            }
        }
    }

    func testEncodeThenDecodeGivesThePixelsBack() throws {
        var canvas = Canvas(width: 5, height: 3, background: Color(red: 10, green: 200, blue: 30, alpha: 255))
        canvas.fill(x0: 1, y0: 1, x1: 3, y1: 2, color: Color(red: 250, green: 5, blue: 99))
        let decoded = try PNG.decode(try PNG.encode(canvas), name: "round-trip")
        XCTAssertEqual(decoded.pixels, canvas.pixels)
    }
}
