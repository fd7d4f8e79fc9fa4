/// Scales a colour glyph's strike bitmap to the size drawn, to the same bytes on every run.
///
/// Each output pixel is a weighted sum of the source pixels around its centre, with a triangle (tent)
/// filter whose half-width is one output pixel measured in source pixels, and never less than one source
/// pixel: shrinking (a 109 ppem emoji drawn at 51 px) averages every source pixel under the output pixel,
/// enlarging interpolates linearly between neighbours. The filter is separable (rows, then columns) and
/// works on premultiplied RGBA, so edges fade to transparent without dark fringes. Weights are fixed to
/// 1/16384 and sums are integers: no floating point reaches a pixel, so every run gives the same bytes.
enum BitmapScaler {
    /// Weights are in units of 1/`one`.
    static let one = 1 << 14
    /// The largest size a colour glyph is drawn at: 3072 pixels per em, so the largest font size Glossa
    /// takes (1,000 pt) draws at @3x; beyond it nothing is drawn, and memory stays bounded (about 50 MB
    /// for the scaled image and its intermediate rows).
    static let largestPixelsPerEm = 3072.0

    /// The source pixels one output pixel reads: indices `start...` with their weights (summing to about `one`).
    struct Taps {
        var start: Int
        var weights: [Int]
    }

    /// The output pixels that a span of `count` source pixels covers once scaled by `scale` and moved to
    /// `origin` (in output pixels), as (index of the first output pixel, taps of each).
    static func taps(count: Int, scale: Double, origin: Double) -> (first: Int, taps: [Taps]) {
        let first = Int((origin).rounded(.down))
        let last = Int((origin + Double(count) * scale).rounded(.up))
        let radius = max(1, 1 / scale)
        var result: [Taps] = []
        result.reserveCapacity(max(0, last - first))
        for output in first..<max(first, last) {
            // The output pixel's centre in source pixels from the source's left (or top) edge.
            let centre = (Double(output) + 0.5 - origin) / scale
            let low = Int((centre - radius).rounded(.down)), high = Int((centre + radius).rounded(.up))
            var raw: [(index: Int, weight: Double)] = []
            var total = 0.0
            for index in low...high {
                let weight = max(0, 1 - abs(Double(index) + 0.5 - centre) / radius)
                total += weight
                if weight > 0, index >= 0, index < count { raw.append((index, weight)) }
            }
            guard let start = raw.first?.index, total > 0 else {
                result.append(Taps(start: 0, weights: []))
                continue
            }
            // Pixels outside the source are transparent: they count in the total, so edges fade.
            result.append(Taps(start: start, weights: raw.map { Int(($0.weight / total * Double(one)).rounded()) }))
        }
        return (first, result)
    }

    /// `source` (premultiplied RGBA, `width` × `height`, its top-left `left` pixels right of and `top`
    /// pixels above the pen) scaled by `scale`, with the pen moved right by `penX` and down by `penY`
    /// pixels (the subpixel phase): a colour `GlyphBitmap`.
    static func scale(_ source: [UInt8], width: Int, height: Int, left: Int, top: Int, scale: Double,
                      penX: Double, penY: Double) -> GlyphBitmap {
        let columns = taps(count: width, scale: scale, origin: penX + Double(left) * scale)
        let rows = taps(count: height, scale: scale, origin: penY - Double(top) * scale)
        let outWidth = columns.taps.count, outHeight = rows.taps.count
        guard outWidth > 0, outHeight > 0, width > 0, height > 0 else { return .empty }
        // Rows first: every source row scaled to the output width, in units of 1/`one`.
        var wide = [Int](repeating: 0, count: height * outWidth * 4)
        for row in 0..<height {
            for (column, tap) in columns.taps.enumerated() {
                var sums = (0, 0, 0, 0)
                for (offset, weight) in tap.weights.enumerated() {
                    let pixel = (row * width + tap.start + offset) * 4
                    sums.0 += weight * Int(source[pixel])
                    sums.1 += weight * Int(source[pixel + 1])
                    sums.2 += weight * Int(source[pixel + 2])
                    sums.3 += weight * Int(source[pixel + 3])
                }
                let target = (row * outWidth + column) * 4
                wide[target] = sums.0
                wide[target + 1] = sums.1
                wide[target + 2] = sums.2
                wide[target + 3] = sums.3
            }
        }
        var colors = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        let half = one * one / 2
        for (row, tap) in rows.taps.enumerated() {
            for column in 0..<outWidth {
                var sums = (0, 0, 0, 0)
                for (offset, weight) in tap.weights.enumerated() {
                    let pixel = ((tap.start + offset) * outWidth + column) * 4
                    sums.0 += weight * wide[pixel]
                    sums.1 += weight * wide[pixel + 1]
                    sums.2 += weight * wide[pixel + 2]
                    sums.3 += weight * wide[pixel + 3]
                }
                // Premultiplied: no channel above alpha, none above 255.
                func channel(_ sum: Int, limit: Int) -> UInt8 { UInt8(min(limit, max(0, (sum + half) / (one * one)))) }
                let alpha = channel(sums.3, limit: 255)
                let target = (row * outWidth + column) * 4
                colors[target] = channel(sums.0, limit: Int(alpha))
                colors[target + 1] = channel(sums.1, limit: Int(alpha))
                colors[target + 2] = channel(sums.2, limit: Int(alpha))
                colors[target + 3] = alpha
            }
        }
        return GlyphBitmap(left: columns.first, top: -rows.first, width: outWidth, height: outHeight,
                           coverage: [], colors: colors)
    }
}
