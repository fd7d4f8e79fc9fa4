@testable import GlossaRender
import GlossaText
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

    /// A canvas encoded in its own memory (as `render` encodes each screen) gives the same bytes as one encoded
    /// through separate row memory: RGB, gray, one pixel wide or high, one pixel, and translucent (which is
    /// left to the separate rows).
    func testEncodingInTheCanvasOwnMemoryGivesTheSameBytes() throws {
        var narrow = Canvas(width: 1, height: 9, background: .white)
        var short = Canvas(width: 9, height: 1, background: .white)
        var single = Canvas(width: 1, height: 1, background: .white)
        for y in 0..<9 { narrow.blend(x: 0, y: y, color: Color(red: UInt8(y * 20), green: 3, blue: UInt8(200 - y)), coverage: 255) }
        for x in 0..<9 { short.blend(x: x, y: 0, color: Color(red: 7, green: UInt8(x * 25), blue: 90), coverage: 255) }
        single.blend(x: 0, y: 0, color: Color(red: 1, green: 2, blue: 3), coverage: 255)
        let canvases = [sample(gray: false, translucent: false), sample(gray: true, translucent: false),
                        sample(gray: false, translucent: true), narrow, short, single]
        for (index, canvas) in canvases.enumerated() {
            let expected = try PNG.encode(canvas)
            XCTAssertEqual(try PNG.encode(consuming: canvas), expected, "canvas \(index)")
            XCTAssertEqual(try PNG.decode(expected, name: "canvas \(index)").pixels, canvas.pixels, "canvas \(index)")
        }
    }

    /// A picture drawn at a scale says its density (72 dpi a point) in a pHYs chunk right after IHDR, once, which
    /// libpng reads past: the same pixels come back; asking again replaces the chunk rather than adding one.
    func testADensityIsAPHYsChunkAfterTheHeader() throws {
        let canvas = sample(gray: false, translucent: false)
        let plain = try PNG.encode(canvas)
        let dense = try PNG.encode(canvas, scale: 3)
        let chunks = PNG.chunksBeforeImageData(dense)
        XCTAssertEqual(chunks.map(\.type), ["IHDR", "pHYs"])
        let density = Array(dense[chunks[1].range])
        // Length 9; 216 dpi is 8504 pixels a metre, both ways; unit 1 (the metre).
        XCTAssertEqual(density[0..<4], [0, 0, 0, 9])
        XCTAssertEqual(Array(density[8..<17]), [0, 0, 0x21, 0x38, 0, 0, 0x21, 0x38, 1])
        XCTAssertEqual(dense.count, plain.count + 21)
        XCTAssertEqual(try PNG.decode(dense, name: "dense").pixels, canvas.pixels)
        let again = PNGEncoder.withDensity(dense, dotsPerInch: 144)
        XCTAssertEqual(PNG.chunksBeforeImageData(again).map(\.type), ["IHDR", "pHYs"])
        XCTAssertEqual(again, try PNG.encode(canvas, scale: 2))
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

    /// Screens' shapes for the neighbour deflater: long runs of identical rows and pixels (matches split at
    /// 258 bytes), rows wider than deflate's window reaches back (no match with the row above), noise over
    /// several blocks of tokens.
    func testNeighbourMatchesRoundTripLongRunsWideRowsAndManyBlocks() throws {
        var flat = Canvas(width: 400, height: 300, background: .white)
        flat.fill(TextRect(x: 10.5, y: 20.25, width: 300, height: 1), scale: 1, color: Color(red: 198, green: 198, blue: 200))
        flat.fill(TextRect(x: 0, y: 150, width: 400, height: 150), cornerRadius: 12, scale: 1, color: Color(red: 0, green: 122, blue: 255))
        var wide = Canvas(width: 8_200, height: 6, background: Color(red: 0, green: 0, blue: 0, alpha: 0))
        var noise = Canvas(width: 300, height: 300, background: .white)
        var seed: UInt64 = 42
        func next() -> UInt8 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: seed >> 33)
        }
        for y in 0..<6 { for x in 0..<8_200 where x % 7 < 3 { wide.blend(x: x, y: y, color: Color(red: next(), green: 9, blue: 9, alpha: next()), coverage: 255) } }
        for y in 0..<300 { for x in 0..<300 { noise.blend(x: x, y: y, color: Color(red: next(), green: next(), blue: next()), coverage: 255) } }
        // A pattern repeating every 7 pixels: neither neighbour repeats it, an earlier place does.
        var pattern = Canvas(width: 200, height: 40, background: .white)
        let tile = (0..<7).map { _ in Color(red: next(), green: next(), blue: next()) }
        for y in 0..<40 { for x in 0..<200 { pattern.blend(x: x, y: y, color: tile[(x + y * 3) % 7], coverage: 255) } }
        XCTAssertLessThan(try PNG.encode(pattern).count, 2_000, "repeats at other distances are matched")
        for canvas in [flat, wide, noise, pattern] {
            let bytes = try PNG.encode(canvas)
            XCTAssertEqual(try PNG.decode(bytes, name: "\(canvas.width)×\(canvas.height)").pixels, canvas.pixels)
            XCTAssertEqual(try PNG.encode(canvas), bytes, "the same bytes again, in reused memory")
        }
        XCTAssertLessThan(try PNG.encode(flat).count, 3_000, "flat rows and runs are matched, not stored")
    }

    /// Every distance's symbol and extra bits as RFC 1951's table gives them.
    func testDistanceSymbolsFollowTheTable() {
        let base = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
                    4097, 6145, 8193, 12289, 16385, 24577]
        let extraBits = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
        for distance in 1...32768 {
            let symbol = base.lastIndex { $0 <= distance }!
            let computed = DeflateSymbols.distance(distance)
            XCTAssertTrue(computed == (symbol, distance - base[symbol], extraBits[symbol]), "distance \(distance)")
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
