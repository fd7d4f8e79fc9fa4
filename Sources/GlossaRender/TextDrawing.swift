import GlossaText

extension Canvas {
    /// Draws a laid-out paragraph whose box's top-left is at `origin` (points), at `scale` pixels per point.
    ///
    /// Glyph pens are placed at quarter-pixel precision horizontally and vertically, so text keeps its
    /// unhinted advances instead of snapping each glyph to the pixel grid. A colour glyph (an emoji) is
    /// composited with its own colours, not filled with `color`; only `color`'s opacity applies to it.
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
                                                    subpixelY: sy, widthFactor: run.widthFactor)
                    if bitmap.isColor {
                        blitColors(bitmap, x: ix + bitmap.left, y: iy - bitmap.top, opacity: Int(color.alpha), clip: clip)
                    } else {
                        blit(bitmap, x: ix + bitmap.left, y: iy - bitmap.top, color: color, clip: clip)
                    }
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

    /// Composites a glyph's coverage in `color` with its top-left at pixel (x, y), inside `clip` and the canvas.
    mutating func blit(_ bitmap: GlyphBitmap, x: Int, y: Int, color: Color, clip: PixelRect?) {
        var area = PixelRect(x0: x, y0: y, x1: x + bitmap.width, y1: y + bitmap.height)
            .intersection(PixelRect(x0: 0, y0: 0, x1: width, y1: height))
        if let clip { area = area.intersection(clip) }
        guard area.x1 > area.x0, area.y1 > area.y0 else { return }
        let colorAlpha = Int(color.alpha), red = Int(color.red), green = Int(color.green), blue = Int(color.blue)
        let stride = width
        // Where the glyph covers a pixel whole in an opaque colour, compositing leaves the colour itself.
        let solid = UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | 0xFF << 24
        bitmap.coverage.withUnsafeBufferPointer { coverage in
            pixels.withUnsafeMutableBufferPointer { bytes in
                for row in area.y0..<area.y1 {
                    let sourceRow = (row - y) * bitmap.width - x
                    for column in area.x0..<area.x1 {
                        let alpha = Canvas.mul255(colorAlpha, Int(coverage[sourceRow + column]))
                        guard alpha > 0 else { continue }
                        if alpha == 255 {
                            UnsafeMutableRawPointer(bytes.baseAddress!)
                                .storeBytes(of: solid.littleEndian, toByteOffset: (row * stride + column) * 4, as: UInt32.self)
                            continue
                        }
                        Canvas.composite(bytes, (row * stride + column) * 4, Canvas.mul255(red, alpha),
                                         Canvas.mul255(green, alpha), Canvas.mul255(blue, alpha), alpha)
                    }
                }
            }
        }
    }

    /// Composites a colour glyph's premultiplied pixels, scaled by `opacity` (0...255), with its top-left at
    /// pixel (x, y), inside `clip` and the canvas.
    mutating func blitColors(_ bitmap: GlyphBitmap, x: Int, y: Int, opacity: Int, clip: PixelRect?) {
        var area = PixelRect(x0: x, y0: y, x1: x + bitmap.width, y1: y + bitmap.height)
            .intersection(PixelRect(x0: 0, y0: 0, x1: width, y1: height))
        if let clip { area = area.intersection(clip) }
        guard area.x1 > area.x0, area.y1 > area.y0, opacity > 0 else { return }
        let stride = width
        bitmap.colors.withUnsafeBufferPointer { colors in
            pixels.withUnsafeMutableBufferPointer { bytes in
                for row in area.y0..<area.y1 {
                    for column in area.x0..<area.x1 {
                        let source = ((row - y) * bitmap.width + column - x) * 4
                        var alpha = Int(colors[source + 3])
                        guard alpha > 0 else { continue }
                        var red = Int(colors[source]), green = Int(colors[source + 1]), blue = Int(colors[source + 2])
                        if opacity < 255 {
                            red = Canvas.mul255(red, opacity)
                            green = Canvas.mul255(green, opacity)
                            blue = Canvas.mul255(blue, opacity)
                            alpha = Canvas.mul255(alpha, opacity)
                        }
                        Canvas.composite(bytes, (row * stride + column) * 4, red, green, blue, alpha)
                    }
                }
            }
        }
    }
}
