import Foundation
@testable import GlossaText
import XCTest

/// The tall scripts are measured, not guessed: ordinary words of each script (CLDR names of languages,
/// months and weekdays, Fixtures/script-heights.tsv) laid out in the system font, and the share of them
/// whose ink passes San Francisco's ascent or descent by more than 0.01 em.
final class TallScriptsTests: XCTestCase {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/script-heights.tsv")

    /// Per script, the share of its words whose ink leaves San Francisco's box.
    private func shares() throws -> [String: Double] {
        var counts: [String: (beyond: Int, all: Int)] = [:]
        let text = try String(contentsOf: TallScriptsTests.fixture, encoding: .utf8)
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            XCTAssertEqual(fields.count, 3, "script-heights.tsv: \(line)")
            guard fields.count == 3 else { continue }
            let paragraph = try sharedEngine.layout(fields[2], style: ParagraphStyle(size: 100, language: fields[1]),
                                                   width: .unconstrained)
            XCTAssertEqual(paragraph.missingGlyphs, [], "\(fields[1]) \(fields[2])")
            let baseline = paragraph.lines[0].baseline, ink = paragraph.inkBounds
            let above = (baseline - ink.y) / 100 - SystemFontMetrics.ascender
            let below = (ink.maxY - baseline) / 100 - SystemFontMetrics.descender
            var count = counts[fields[0], default: (0, 0)]
            count.all += 1
            if above > 0.01 || below > 0.01 { count.beyond += 1 }
            counts[fields[0]] = count
        }
        return counts.mapValues { Double($0.beyond) / Double($0.all) }
    }

    func testTheTallScriptsAreTheOnesWhoseWordsLeaveSanFranciscosBox() throws {
        let shares = try shares()
        XCTAssertEqual(shares.count, 20, "every script of the fixture was measured")
        let tall = Set(shares.filter { $0.value >= 0.05 }.keys)
        XCTAssertEqual(tall, Set(TallScripts.names.keys), "measured: \(shares.sorted { $0.key < $1.key })")
        // Not a knife edge: the tall ones are well above the line, the others well below.
        for (script, share) in shares.sorted(by: { $0.key < $1.key }) {
            if TallScripts.contains(script) {
                XCTAssertGreaterThan(share, 0.15, script)
            } else {
                XCTAssertLessThan(share, 0.03, script)
            }
        }
    }
}
