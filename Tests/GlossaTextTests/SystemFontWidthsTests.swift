@testable import GlossaText
import XCTest

/// Text in the system font is as wide as iOS sets San Francisco: the HIG's tracking after every cluster and the
/// optical size's width above 17 pt, on the face standing in for it only; named fonts and other scripts' faces
/// keep their own advances. Widths are HarfBuzz's, measured here, never written down.
final class SystemFontWidthsTests: XCTestCase {
    private func style(size: Double = 17, systemFont: Bool = true, language: String = "en",
                       direction: TextDirection = .leftToRight) -> ParagraphStyle {
        ParagraphStyle(size: size, systemFont: systemFont, language: language,
                       baseDirection: direction == .rightToLeft ? .rightToLeft : .natural, layoutDirection: direction)
    }

    private func line(_ text: String, _ style: ParagraphStyle) throws -> LineLayout {
        let paragraph = try sharedEngine.layout(text, style: style, width: .unconstrained)
        XCTAssertEqual(paragraph.lines.count, 1, text)
        return try XCTUnwrap(paragraph.lines.first)
    }

    func testTrackingIsTheHIGsTableInterpolatedAndClamped() {
        // Rows of the HIG's SF Pro table, in 1/1000 em.
        let listed: [(Double, Double)] = [(6, 41), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20), (17, -26),
                                          (20, -23), (22, -12), (24, 3), (28, 14), (34, 12), (80, 0), (96, 0)]
        for (size, thousandths) in listed {
            XCTAssertEqual(SystemFontMetrics.tracking(size: size), thousandths / 1000, accuracy: 1e-12, "\(size) pt")
        }
        XCTAssertEqual(SystemFontMetrics.tracking(size: 16.5), -0.023, accuracy: 1e-12, "halfway between 16 and 17 pt")
        XCTAssertEqual(SystemFontMetrics.tracking(size: 21.5), -0.015, accuracy: 1e-12)
        XCTAssertEqual(SystemFontMetrics.tracking(size: 55), 0.006, accuracy: 1e-12, "54 and 56 pt are both +6")
        XCTAssertEqual(SystemFontMetrics.tracking(size: 4), 0.041, accuracy: 1e-12, "below the table: its first row")
        XCTAssertEqual(SystemFontMetrics.tracking(size: 200), 0, accuracy: 1e-12, "above it: its last")
        // 17 pt: −0.442 pt a glyph, the HIG's −0.43 pt within its rounding.
        XCTAssertEqual(SystemFontMetrics.tracking(size: 17) * 17, -0.43, accuracy: 0.015)
    }

    func testWidthFactorMatchesTheMeasuredSizesThenBlendsToDisplay() {
        // The measurements made exact: 13 pt 1.005 (and below), 17 pt 1.008, 20 pt 0.982, 28 pt and up 0.896.
        for size in [6.0, 11, 13] { XCTAssertEqual(SystemFontMetrics.widthFactor(size: size), 1.005, accuracy: 1e-12, "\(size) pt") }
        XCTAssertEqual(SystemFontMetrics.widthFactor(size: 15), 1.0065, accuracy: 1e-12)
        XCTAssertEqual(SystemFontMetrics.widthFactor(size: 17), 1.008, accuracy: 1e-12)
        XCTAssertEqual(SystemFontMetrics.widthFactor(size: 18.5), 0.995, accuracy: 1e-12)
        XCTAssertEqual(SystemFontMetrics.widthFactor(size: 20), 0.982, accuracy: 1e-12)
        XCTAssertEqual(SystemFontMetrics.widthFactor(size: 24), 0.939, accuracy: 1e-12)
        for size in [28.0, 34, 48, 96] { XCTAssertEqual(SystemFontMetrics.widthFactor(size: size), 0.896, accuracy: 1e-12) }
        // Smooth: no step between neighbouring sizes, and narrower from 17 pt on.
        var previous = SystemFontMetrics.widthFactor(size: 12)
        for tenth in 121...300 {
            let factor = SystemFontMetrics.widthFactor(size: Double(tenth) / 10)
            XCTAssertLessThanOrEqual(abs(previous - factor), 0.0011, "\(Double(tenth) / 10) pt")
            if tenth > 170 { XCTAssertLessThanOrEqual(factor, previous) }
            previous = factor
        }
    }

    /// The width of a system-font string is its design width (named-font text, shaped by HarfBuzz with the same face)
    /// times the width factor, plus the tracking once per cluster, in both directions.
    func testASystemFontStringIsItsDesignWidthPlusTrackingPerCluster() throws {
        let texts = ["Settings and Privacy", "Datenschutzeinstellungen", "Paramètres de confidentialité",
                     "Настройки конфиденциальности", "Ρυθμίσεις απορρήτου"]
        for direction in [TextDirection.leftToRight, .rightToLeft] {
            for size in [11.0, 13, 15, 17, 20, 22, 28, 34] {
                for text in texts {
                    let design = try line(text, style(size: size, systemFont: false, direction: direction))
                    let tracked = try line(text, style(size: size, direction: direction))
                    XCTAssertEqual(design.runs.map(\.font.id), ["NotoSans-Regular"], text)
                    XCTAssertEqual(tracked.runs.map(\.font.id), ["NotoSans-Regular"], text)
                    let clusters = Set(design.runs[0].glyphs.map(\.cluster)).count
                    // A letter a cluster, but Noto Sans's "fi" ligature in "confidentialité", tracked once.
                    XCTAssertEqual(clusters, text.count - (text.contains("fi") ? 1 : 0), text)
                    let expected = design.width * SystemFontMetrics.widthFactor(size: size)
                        + Double(clusters) * SystemFontMetrics.tracking(size: size) * size
                    XCTAssertEqual(tracked.width, expected, accuracy: 1e-9, "\(text) at \(size) pt, \(direction)")
                    XCTAssertEqual(tracked.runs[0].widthFactor, SystemFontMetrics.widthFactor(size: size))
                    XCTAssertEqual(design.runs[0].widthFactor, 1)
                    // Each glyph moves by the tracking of the clusters before it: where the PNG draws it.
                    var clustersBefore = 0
                    for (index, (ours, theirs)) in zip(tracked.runs[0].glyphs, design.runs[0].glyphs).enumerated() {
                        XCTAssertEqual(ours.id, theirs.id)
                        if index > 0, design.runs[0].glyphs[index - 1].cluster != theirs.cluster { clustersBefore += 1 }
                        let before = Double(clustersBefore) * SystemFontMetrics.tracking(size: size) * size
                        XCTAssertEqual(ours.x, theirs.x * SystemFontMetrics.widthFactor(size: size) + before, accuracy: 1e-9)
                    }
                }
            }
        }
        // 17 pt, "Settings and Privacy": 20 clusters, each 0.442 pt tighter, on advances 0.8 % wider than Noto Sans's.
        let design = try line("Settings and Privacy", style(systemFont: false)).width
        XCTAssertEqual((try line("Settings and Privacy", style())).width, design * 1.008 - 20 * 0.026 * 17, accuracy: 1e-9)
    }

    func testMarksAndLigaturesAreTrackedOncePerCluster() throws {
        // "é" written as e + U+0301 is one cluster (HarfBuzz composes it): tracked once, as the precomposed letter is.
        let composed = try line("Caf\u{E9} cr\u{E8}me", style())
        let decomposed = try line("Cafe\u{301} cre\u{300}me", style())
        let designComposed = try line("Caf\u{E9} cr\u{E8}me", style(systemFont: false))
        let designDecomposed = try line("Cafe\u{301} cre\u{300}me", style(systemFont: false))
        let tracking = SystemFontMetrics.tracking(size: 17) * 17, factor = SystemFontMetrics.widthFactor(size: 17)
        XCTAssertEqual(composed.width - designComposed.width * factor, 10 * tracking, accuracy: 1e-9)
        XCTAssertEqual(decomposed.width - designDecomposed.width * factor, 10 * tracking, accuracy: 1e-9)
    }

    func testANamedFontKeepsItsDesignAdvances() throws {
        // A label with a font name (the model's `fontName`) is not the system font: HarfBuzz's advances, untouched.
        for size in [13.0, 17, 34] {
            let text = "Settings and Privacy"
            let units = Array(text.utf16)
            let font = sharedEngine.registry.primaryFont(language: "en")
            let shaped = Shaper.shapeUnits(units, range: 0..<units.count, level: 0, script: "Latn", language: "en", font: font)
                .scaled(size: size)
            let named = try line(text, style(size: size, systemFont: false))
            XCTAssertEqual(named.width, shaped.width, accuracy: 1e-9)
            XCTAssertEqual(named.runs[0].glyphs, shaped.glyphs)
            XCTAssertEqual(named.runs[0].widthFactor, 1)
        }
    }

    /// Scripts iOS draws with other fonts than San Francisco (Arabic, Hebrew, Devanagari, Thai, Han) keep their faces'
    /// advances in a system-font paragraph; only the stand-in's own runs beside them (Latin, digits) are tracked.
    func testOtherScriptsFacesAreNotTracked() throws {
        let cases: [(text: String, language: String, direction: TextDirection)] = [
            ("مرحبا بالعالم", "ar", .rightToLeft), ("שלום עולם", "he", .rightToLeft), ("नमस्ते दुनिया", "hi", .leftToRight),
            ("สวัสดีชาวโลก", "th", .leftToRight), ("设置和隐私", "zh-Hans", .leftToRight), ("設定とプライバシー", "ja", .leftToRight),
        ]
        for item in cases {
            for size in [13.0, 17, 34] {
                let design = try line(item.text, style(size: size, systemFont: false, language: item.language, direction: item.direction))
                let system = try line(item.text, style(size: size, language: item.language, direction: item.direction))
                XCTAssertFalse(system.runs.contains { $0.font.family == "Noto Sans" }, item.text)
                XCTAssertEqual(system.width, design.width, accuracy: 1e-9, "\(item.text) at \(size) pt")
                XCTAssertEqual(system.runs.map(\.glyphs), design.runs.map(\.glyphs), item.text)
            }
        }
        // Mixed: the Arabic run is as it was, the Latin one ("iCloud 2") is tracked, in a right-to-left paragraph.
        let text = "مرحبا iCloud 2"
        let design = try line(text, style(systemFont: false, language: "ar", direction: .rightToLeft))
        let system = try line(text, style(language: "ar", direction: .rightToLeft))
        XCTAssertEqual(system.runs.count, design.runs.count)
        var trackedClusters = 0, trackedWidth = 0.0
        for (ours, theirs) in zip(system.runs, design.runs) {
            if ours.font.family == "Noto Sans" {
                let clusters = Set(theirs.glyphs.map(\.cluster)).count
                trackedClusters += clusters
                XCTAssertEqual(ours.width, theirs.width * SystemFontMetrics.widthFactor(size: 17)
                                   + Double(clusters) * SystemFontMetrics.tracking(size: 17) * 17, accuracy: 1e-9)
                trackedWidth += theirs.width
            } else {
                XCTAssertEqual(ours.width, theirs.width, accuracy: 1e-9, ours.text)
                XCTAssertEqual(ours.glyphs, theirs.glyphs)
            }
        }
        XCTAssertGreaterThanOrEqual(trackedClusters, 8, "iCloud, the digit and a space beside them")
        XCTAssertEqual(system.width, design.width + trackedWidth * (SystemFontMetrics.widthFactor(size: 17) - 1)
                           + Double(trackedClusters) * SystemFontMetrics.tracking(size: 17) * 17, accuracy: 1e-9)
    }

    /// A 17 pt paragraph that wrapped to three lines at the stand-in's design advances wraps to two once tracked, as on
    /// the device, at a column found from the measured widths; the ellipsis and lines stay within the column.
    func testASeventeenPointParagraphWrapsToTwoLinesWhereItWrappedToThree() throws {
        let text = "Your photos and videos are stored in iCloud, so you can see them on every device you sign in to."
        for direction in [TextDirection.leftToRight, .rightToLeft] {
            let design = style(systemFont: false, direction: direction), system = style(direction: direction)
            let full = try sharedEngine.layout(text, style: design, width: .unconstrained).width
            // The narrowest column, from half the text's design width up, where the design widths need three lines
            // and the tracked ones two.
            var column: Double?
            var width = (full / 2).rounded(.down)
            while width < full, column == nil {
                let before = try sharedEngine.layout(text, style: design, width: .exactly(width)).lines.count
                let after = try sharedEngine.layout(text, style: system, width: .exactly(width)).lines.count
                if before == 3 && after == 2 { column = width }
                width += 1
            }
            let found = try XCTUnwrap(column, "no column where tracking saves a line (\(direction))")
            XCTAssertLessThan(found, full * 0.6, "a column of a body paragraph, not of one long line")
            let paragraph = try sharedEngine.layout(text, style: system, width: .exactly(found))
            XCTAssertEqual(paragraph.lines.count, 2)
            XCTAssertEqual(paragraph.height, 2 * SystemFontMetrics.lineHeight(size: 17), accuracy: 1e-9)
            for line in paragraph.lines {
                XCTAssertLessThanOrEqual(line.width, found + 1e-6)
                // Natural alignment: left in a left-to-right view, right in a right-to-left one.
                XCTAssertEqual(direction == .leftToRight ? line.x : line.x + line.width, direction == .leftToRight ? 0 : found,
                               accuracy: 1e-9)
            }
            // Measured (the layout's measure callback) and laid out agree: the intrinsic size is the lines'.
            let measured = try sharedEngine.measure(text, style: system, width: .atMost(found))
            XCTAssertEqual(measured.height, paragraph.height, accuracy: 1e-9)
            XCTAssertEqual(measured.width, paragraph.contentWidth, accuracy: 1e-9)
            // Truncated to one line, the ellipsis and the text before it fit the column with tracked widths.
            var one = system
            one.maxLines = 1
            let truncated = try sharedEngine.layout(text, style: one, width: .exactly(found))
            XCTAssertTrue(truncated.truncated)
            XCTAssertLessThanOrEqual(truncated.lines[0].width, found + 1e-6)
        }
    }
}
