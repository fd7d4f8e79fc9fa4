@testable import Glossa
@testable import GlossaReports
import GlossaRender
import XCTest

/// CIEDE2000 against Sharma, Wu and Dalal's published test pairs, and the PNG comparison's decisions.
final class SnapshotDiffingTests: XCTestCase {
    func testCIEDE2000MatchesThePublishedPairs() {
        let pairs: [(ColorDifference.Lab, ColorDifference.Lab, Double)] = [
            (.init(l: 50, a: 2.6772, b: -79.7751), .init(l: 50, a: 0, b: -82.7485), 2.0425),
            (.init(l: 50, a: 3.1571, b: -77.2803), .init(l: 50, a: 0, b: -82.7485), 2.8615),
            (.init(l: 50, a: 2.5, b: 0), .init(l: 50, a: 0, b: -2.5), 4.3065),
            (.init(l: 50, a: -1, b: 2), .init(l: 50, a: 0, b: 0), 2.3669),
            (.init(l: 60.2574, a: -34.0099, b: 36.2677), .init(l: 60.4626, a: -34.1751, b: 39.4387), 1.2644),
            (.init(l: 22.7233, a: 20.0904, b: -46.694), .init(l: 23.0331, a: 14.973, b: -42.5619), 2.0373),
            (.init(l: 2.0776, a: 0.0795, b: -1.135), .init(l: 0.9033, a: -0.0636, b: -0.5514), 0.9082),
        ]
        for (p, q, expected) in pairs {
            XCTAssertEqual(ColorDifference.deltaE2000(p, q), expected, accuracy: 0.0001)
            XCTAssertEqual(ColorDifference.deltaE2000(q, p), expected, accuracy: 0.0001)
        }
        let white = ColorDifference.lab(255, 255, 255, 255), black = ColorDifference.lab(0, 0, 0, 255)
        XCTAssertEqual(white.l, 100, accuracy: 0.01)
        XCTAssertEqual(ColorDifference.deltaE2000(white, black), 100, accuracy: 0.01)
        // Transparent is white: the pixels composite over white before they are compared.
        XCTAssertEqual(ColorDifference.deltaE2000(ColorDifference.lab(0, 0, 0, 0), white), 0, accuracy: 0.0001)
    }

    private func png(_ width: Int, _ height: Int, _ draw: (inout Canvas) -> Void = { _ in }) throws -> [UInt8] {
        var canvas = Canvas(width: width, height: height, background: .white)
        draw(&canvas)
        return try PNG.encode(canvas)
    }

    func testEqualBytesMatchAndPixelsDecideOtherwise() throws {
        let exact = try SnapshotDiffing()
        let base = try png(10, 10)
        XCTAssertNil(try exact.difference(actual: base, baseline: base, baselineName: "b.png"))
        let dot = try png(10, 10) { $0.fill(x0: 2, y0: 3, x1: 4, y1: 4, color: .black) }
        let difference = try XCTUnwrap(try exact.difference(actual: dot, baseline: base, baselineName: "b.png"))
        XCTAssertEqual(difference.differingPixels, 2)
        XCTAssertEqual(difference.summary, "2 of 100 pixels differ (2%)")
        let diff = try PNG.decode(difference.diffImage, name: "diff")
        XCTAssertEqual(diff.color(x: 2, y: 3), Color(red: 255, green: 0, blue: 0))
        XCTAssertEqual(diff.color(x: 0, y: 0), Color.white)
        XCTAssertNil(try SnapshotDiffing(tolerance: 2).difference(actual: dot, baseline: base, baselineName: "b.png"))
        XCTAssertNotNil(try SnapshotDiffing(tolerance: 1.99).difference(actual: dot, baseline: base, baselineName: "b.png"))
        let bigger = try png(10, 11)
        XCTAssertEqual(try exact.difference(actual: bigger, baseline: base, baselineName: "b.png")?.summary,
                       "the size differs: 10×11 pixels, baseline 10×10")
        XCTAssertNotNil(try SnapshotDiffing(tolerance: 50).difference(actual: bigger, baseline: base, baselineName: "b.png"))
    }

    func testShardsAreStableDisjointAndComplete() throws {
        XCTAssertEqual(Shard.fnv1a(""), 0xcbf2_9ce4_8422_2325)
        XCTAssertEqual(Shard.fnv1a("a"), 0xaf63_dc4c_8601_ec8c)
        let screens = (0..<200).map { ScreenIdentity(layoutFile: "", layout: "l\($0 % 7)", device: "iphone-15", locale: "x\($0)", contentSize: "l") }
        let shards = try (1...4).map { try Shard(index: $0, count: 4) }
        for screen in screens { XCTAssertEqual(shards.filter { $0.contains(screen) }.count, 1) }
        // Each shard gets about its share, for any count (plain FNV-1a put every key of a small matrix in one of two).
        for count in 2...5 {
            for index in 1...count {
                let share = screens.filter { (try! Shard(index: index, count: count)).contains($0) }.count
                XCTAssertGreaterThan(share, 200 / count / 2, "shard \(index)/\(count)")
            }
        }
        XCTAssertThrowsError(try Shard("0/4"))
        XCTAssertThrowsError(try Shard("5/4"))
        XCTAssertThrowsError(try Shard("1-4"))
    }
}
