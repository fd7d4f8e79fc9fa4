@testable import GlossaRender
import XCTest

/// The PNG writer: every filter and deflater gives back the exact pixels through libpng, the smallest
/// colour type that holds them, and the same bytes every time.
final class PNGEncoderTests: XCTestCase {
    /// A canvas with flat areas, gradients and (when `translucent`) partly transparent pixels.
    private func sample(gray: Bool, translucent: Bool) -> Canvas {
        var canvas = Canvas(width: 37, height: 23, background: translucent ? .clear : .white)
        for y in 0..<23 {
            for x in 0..<37 where (x * 7 + y * 3) % 5 != 0 {
                let value = UInt8((x * 13 + y * 29) % 256)
                let color = gray ? Color(red: value, green: value, blue: value)
                    : Color(red: value, green: UInt8(x * 6), blue: UInt8(y * 11), alpha: translucent ? UInt8(40 + x * 5) : 255)
                canvas.blend(x: x, y: y, color: color, coverage: 255)
            }
        }
        return canvas
    }

    func testEveryFilterAndDeflaterRoundTripsThePixels() throws {
        let deflaters: [PNGCompression.Deflater] = [.libdeflate(level: 1), .libdeflate(level: 9), .zlib(level: 1, strategy: 0),
                                                    .zlib(level: 6, strategy: 1), .zlib(level: 1, strategy: 3), .neighbours]
        for (gray, translucent) in [(true, false), (false, false), (false, true)] {
            let canvas = sample(gray: gray, translucent: translucent)
            for filter in PNGCompression.Filter.allCases {
                for deflater in deflaters {
                    let setting = PNGCompression(filter: filter, deflater: deflater)
                    let bytes = try PNG.encode(canvas, compression: setting)
                    let decoded = try PNG.decode(bytes, name: "\(setting)")
                    XCTAssertEqual(decoded.pixels, canvas.pixels, "\(setting) gray \(gray) translucent \(translucent)")
                    XCTAssertEqual(bytes[25], gray ? 0 : translucent ? 6 : 2, "IHDR colour type, \(setting)")
                }
            }
        }
    }

    func testTheSamePixelsGiveTheSameBytes() throws {
        let canvas = sample(gray: false, translucent: false)
        let first = try PNG.encode(canvas)
        XCTAssertEqual(try PNG.encode(sample(gray: false, translucent: false)), first)
        XCTAssertEqual(Array(first.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        XCTAssertEqual(Array(first.suffix(12)), [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82], "IEND and its CRC")
    }
}
