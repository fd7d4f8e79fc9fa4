import GlossaText

extension Canvas {
    /// Draws a laid-out paragraph whose box's top-left is at `origin` (points), at `scale` pixels per point.
    ///
    /// Glyph pens are placed at quarter-pixel precision horizontally and vertically, so text keeps its
    /// unhinted advances instead of snapping each glyph to the pixel grid.
    public mutating func draw(_ paragraph: ParagraphLayout, at origin: (x: Double, y: Double), scale: Double,
                              color: Color, clip: PixelRect? = nil) {
        for line in paragraph.lines {
            for run in line.runs {
                let pixelsPerEm = run.size * scale
                for glyph in run.glyphs {
                    let penX = (origin.x + run.x + glyph.x) * scale
                    let penY = (origin.y + line.baseline + glyph.y) * scale
                    let (ix, sx) = Canvas.quantize(penX), (iy, sy) = Canvas.quantize(penY)
                    let bitmap = run.font.rasterize(glyph: glyph.id, pixelsPerEm: pixelsPerEm, subpixelX: sx,
                                                    subpixelY: sy)
                    blit(bitmap, x: ix + bitmap.left, y: iy - bitmap.top, color: color, clip: clip)
                }
            }
        }
    }

    /// A pixel position as a whole pixel and a quarter-pixel phase (0...3).
    static func quantize(_ position: Double) -> (Int, Int) {
        let quarters = Int((position * 4).rounded(.toNearestOrEven))
        let whole = quarters >= 0 ? quarters / 4 : -((-quarters + 3) / 4)
        return (whole, quarters - whole * 4)
    }

    mutating func blit(_ bitmap: GlyphBitmap, x: Int, y: Int, color: Color, clip: PixelRect?) {
        for row in 0..<bitmap.height {
            for column in 0..<bitmap.width {
                if let clip, !clip.contains(x + column, y + row) { continue }
                blend(x: x + column, y: y + row, color: color, coverage: Int(bitmap.coverage[row * bitmap.width + column]))
            }
        }
    }
}
