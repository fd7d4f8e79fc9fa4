import Foundation
import GlossaRender
import XCTest

/// JPEG decoding through libjpeg-turbo, under the PNG size limits.
final class JPEGTests: XCTestCase {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/jpegs/red-blue.jpg")

    func testAJPEGDecodesToItsPixels() throws {
        let bytes = [UInt8](try Data(contentsOf: Self.file))
        XCTAssertTrue(JPEG.isJPEG(bytes))
        let canvas = try JPEG.decode(bytes, name: "red-blue.jpg")
        XCTAssertEqual(canvas.width, 16)
        XCTAssertEqual(canvas.height, 8)
        for (x, red, blue) in [(1, 255, 0), (14, 0, 255)] {
            let pixel = canvas.color(x: x, y: 4)
            XCTAssertEqual(Int(pixel.red), red, accuracy: 3, "x \(x)")
            XCTAssertEqual(Int(pixel.green), 0, accuracy: 3)
            XCTAssertEqual(Int(pixel.blue), blue, accuracy: 3)
            XCTAssertEqual(pixel.alpha, 255)
        }
    }

    /// A header declaring 60,000 × 60,000 pixels is refused before any pixel memory is taken.
    func testAHugeDeclaredSizeIsRefusedFromTheHeader() throws {
        var bytes = [UInt8](try Data(contentsOf: Self.file))
        // The baseline start-of-frame marker (FFC0): length (2), precision (1), then height and width (2 each).
        let marker = try XCTUnwrap((0..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        for offset in [marker + 5, marker + 7] {
            bytes[offset] = 0xEA
            bytes[offset + 1] = 0x60
        }
        XCTAssertThrowsError(try JPEG.decode(bytes, name: "huge.jpg")) { error in
            guard case let RenderError.imageTooLarge(name, reason) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(name, "huge.jpg")
            XCTAssertTrue(reason.contains("60000 × 60000 px"), reason)
        }
    }

    func testACorruptJPEGNamesTheFile() {
        XCTAssertThrowsError(try JPEG.decode([0xFF, 0xD8, 0xFF, 0xE0, 0x00], name: "broken.jpg")) { error in
            guard case let RenderError.corruptImage(name, format, reason) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(name, "broken.jpg")
            XCTAssertEqual(format, "JPEG")
            XCTAssertFalse(reason.isEmpty)
            XCTAssertTrue("\(error)".hasPrefix("broken.jpg: not a readable JPEG: "), "\(error)")
        }
    }
}
