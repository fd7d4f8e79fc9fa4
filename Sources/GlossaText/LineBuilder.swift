import GlossaICU

/// Turns a range of an analyzed paragraph into a line: bidi reordering (UAX #9 L1–L2) of the items in it,
/// shaping again where a line edge cut an item, vertical metrics from the fonts actually used, and ink.
struct LineBuilder {
    let registry: FontRegistry

    /// A line with x = 0 and its baseline at y = 0; `offset` shifts ranges into the displayed text.
    func build(_ paragraph: AnalyzedParagraph, range: Range<Int>, offset: Int) throws(TextError) -> LineLayout {
        let visible = range.lowerBound..<paragraph.visibleEnd(range)
        var runs: [GlyphRun] = []
        var pen = 0.0
        if !visible.isEmpty {
            let bidiRuns: [BidiRun]
            do {
                bidiRuns = try paragraph.bidi.visualRuns(line: visible)
            } catch {
                throw TextError.unicode("\(error)")
            }
            for bidiRun in bidiRuns {
                for run in glyphRuns(paragraph, in: bidiRun, offset: offset) {
                    var placed = run
                    placed.x = pen
                    pen += run.width
                    runs.append(placed)
                }
            }
        }
        let style = paragraph.style
        // The paragraph's primary font always takes part, as a strut does in CSS and the typing font does in
        // TextKit: a line of Devanagari in system-font text gets San Francisco's ascent and Devanagari's descent.
        let primary = registry.primaryFont(language: style.language, bold: style.bold)
        var fonts = [primary]
        for run in runs where !fonts.contains(where: { $0 === run.font }) { fonts.append(run.font) }
        let metrics = fonts.map { VerticalMetrics($0, size: style.size, systemFont: style.systemFont, systemFace: primary) }
        let ascent = metrics.map(\.ascent).max()!
        let descent = metrics.map(\.descent).max()!
        let gap = metrics.map(\.gap).max()!
        return LineLayout(range: (visible.lowerBound + offset)..<(visible.upperBound + offset), y: 0,
                          height: ascent + descent + gap, baseline: ascent, ascent: ascent, descent: descent,
                          x: 0, width: pen, runs: runs, inkBounds: ink(of: runs))
    }

    /// The items inside one bidi run, in visual order; an item cut by the run's edges is shaped again
    /// where HarfBuzz says the cut changes shaping, else sliced from the paragraph's shaping.
    private func glyphRuns(_ paragraph: AnalyzedParagraph, in bidiRun: BidiRun, offset: Int) -> [GlyphRun] {
        var pieces: [GlyphRun] = []
        for (index, item) in paragraph.items.enumerated()
        where item.range.overlaps(bidiRun.range) {
            let range = item.range.clamped(to: bidiRun.range)
            let kept = bidiRun.level == item.level ? paragraph.shaped(item: index, range) : nil
            let shaped = kept ?? Shaper.shape(paragraph.utf16, range: range, level: bidiRun.level, script: item.script,
                               language: paragraph.style.language, font: item.font, size: paragraph.style.size,
                               spacing: paragraph.spacings[index])
            var glyphs = shaped.glyphs
            for index in glyphs.indices { glyphs[index].cluster += offset }
            pieces.append(GlyphRun(
                paragraphUnits: paragraph.utf16, unitRange: range,
                range: (range.lowerBound + offset)..<(range.upperBound + offset),
                direction: bidiRun.direction, script: item.script, font: item.font, size: paragraph.style.size,
                widthFactor: paragraph.spacings[index].widthFactor, x: 0, width: shaped.width, glyphs: glyphs))
        }
        return bidiRun.level % 2 == 1 ? pieces.reversed() : pieces
    }

    /// Union of the glyphs' ink relative to the line's origin (x = 0, baseline y = 0), y down.
    private func ink(of runs: [GlyphRun]) -> TextRect {
        var bounds = TextRect.zero
        for run in runs {
            let scale = run.size / run.font.unitsPerEm, across = scale * run.widthFactor
            for glyph in run.glyphs {
                guard let extents = run.font.inkExtents(glyph: glyph.id) else { continue }
                let originX = run.x + glyph.x, originY = glyph.y
                bounds = bounds.union(TextRect(
                    x: originX + extents.minX * across, y: originY - extents.maxY * scale,
                    width: (extents.maxX - extents.minX) * across, height: (extents.maxY - extents.minY) * scale))
            }
        }
        return bounds
    }
}
