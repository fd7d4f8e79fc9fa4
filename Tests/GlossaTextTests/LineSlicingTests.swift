import Foundation
import GlossaICU
@testable import GlossaText
import XCTest

/// A line cut out of a paragraph takes its glyphs from the paragraph's shaping where HarfBuzz marks the
/// cut safe to break, and is shaped again elsewhere: both must give exactly what shaping the piece gives.
final class LineSlicingTests: XCTestCase {
    /// Paragraphs in many scripts, in both directions: the shaping-parity cases and the benchmark texts.
    private func paragraphs() throws -> [(text: String, language: String)] {
        var result = try ShapingParityTests.loadCases().map { ($0.text, $0.language) }
        let texts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../bench/texts").standardized
        for (file, language) in [("latin", "de"), ("arabic", "ar"), ("devanagari", "hi"), ("thai", "th"), ("cjk", "ja")] {
            let text = try String(contentsOf: texts.appendingPathComponent("\(file).txt"), encoding: .utf8)
            result.append((String(text.prefix(600)), language))
        }
        result.append(("Öffnen Sie \u{2067}الإعدادات\u{2069} für WLAN-Netzwerke", "de"))
        result.append(("افتح \u{2066}Wi-Fi Settings\u{2069} لتغيير الشبكة", "ar"))
        return result
    }

    func testSlicesAtEveryBreakEqualShapingThePieceAlone() throws {
        var sliced = 0, reshaped = 0
        for (text, language) in try paragraphs() {
            let style = ParagraphStyle(size: 17, language: language)
            let paragraph = try AnalyzedParagraph(utf16: Array(text.utf16), style: style, registry: sharedEngine.registry)
            let cuts = Set(paragraph.breaks.map(\.offset) + paragraph.graphemes)
            for (index, item) in paragraph.items.enumerated() {
                for cut in cuts.sorted() where item.range.contains(cut) && cut != item.range.lowerBound {
                    for part in [item.range.lowerBound..<cut, cut..<item.range.upperBound] {
                        guard let slice = paragraph.shaped(item: index, part) else {
                            reshaped += 1
                            continue
                        }
                        let alone = Shaper.shape(paragraph.utf16, range: part, level: item.level, script: item.script,
                                                 language: language, font: item.font, size: style.size,
                                                 spacing: paragraph.spacings[index])
                        XCTAssertEqual(slice.glyphs, alone.glyphs, "\(language) \(part) of \(item.range) in \(text.prefix(40))")
                        XCTAssertEqual(slice.width, alone.width, "\(language) \(part) of \(item.range)")
                        sliced += 1
                    }
                }
            }
        }
        // Most cuts are safe (between words), some are not (inside Arabic joining, Indic clusters, kerning).
        XCTAssertGreaterThan(sliced, 1000)
        XCTAssertGreaterThan(reshaped, 50)
    }

    func testWrappedLinesAreTheSameWhetherSlicedOrShapedAgain() throws {
        // The wrapped lines of a paragraph in each direction: each run's glyphs and width equal shaping its
        // text as its own item.
        var wrapped = 0
        for (text, language) in try paragraphs() {
            let width = max(30, try layout(text, language: language).width / 2.5)
            let laidOut = try layout(text, language: language, width: .exactly(width))
            wrapped += laidOut.lines.count > 1 ? 1 : 0
            for line in laidOut.lines {
                for run in line.runs {
                    let level: UInt8 = run.direction == .rightToLeft ? 1 : 0
                    let spacing = GlyphSpacing(run.font, size: run.size, systemFont: true,
                                               systemFace: sharedEngine.registry.primaryFont(language: language))
                    let alone = Shaper.shape(Array(laidOut.text.utf16), range: run.range, level: level, script: run.script,
                                             language: language, font: run.font, size: run.size, spacing: spacing)
                    XCTAssertEqual(run.glyphs, alone.glyphs, "\(language) \(run.range)")
                    XCTAssertEqual(run.width, alone.width, "\(language) \(run.range)")
                }
            }
        }
        XCTAssertGreaterThan(wrapped, 40)
    }

    /// A slice is found by binary search over the run's monotonic clusters: for every range between two
    /// break or grapheme boundaries of every run (rising and falling), it equals reading every glyph.
    func testSearchedSlicesEqualScannedSlices() throws {
        var compared = 0, falling = 0
        for (text, language) in try paragraphs() {
            let style = ParagraphStyle(size: 17, language: language)
            let paragraph = try AnalyzedParagraph(utf16: Array(text.utf16), style: style, registry: sharedEngine.registry)
            let cuts = Set(paragraph.breaks.map(\.offset) + paragraph.graphemes).sorted()
            for run in paragraph.analysis.unitRuns {
                XCTAssertNotEqual(run.order, .mixed, "\(language) \(run.range)")
                if run.order == .falling && run.glyphs.count > 1 { falling += 1 }
                let inside = [run.range.lowerBound] + cuts.filter { run.range.contains($0) } + [run.range.upperBound]
                for (a, start) in inside.enumerated() {
                    for end in inside[a...].prefix(12) where end >= start {
                        let searched = run.slice(start..<end), scanned = run.scannedSlice(start..<end)
                        XCTAssertEqual(searched == nil, scanned == nil, "\(language) \(start)..<\(end)")
                        XCTAssertEqual(searched?.glyphs.map(\.id), scanned?.glyphs.map(\.id), "\(language) \(start)..<\(end)")
                        XCTAssertEqual(searched?.glyphs.map(\.cluster), scanned?.glyphs.map(\.cluster))
                        compared += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 5000)
        XCTAssertGreaterThan(falling, 5)  // right-to-left runs were among them
    }
}
