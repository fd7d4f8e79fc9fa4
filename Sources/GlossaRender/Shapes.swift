import GlossaText

/// A rectangle of whole pixels, [x0, x1) × [y0, y1): the clip of a view that `clips`.
public struct PixelRect: Equatable, Sendable {
    public var x0: Int
    public var y0: Int
    public var x1: Int
    public var y1: Int

    public init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
    }

    /// The pixels a rectangle in points covers at `scale`, rounded outward.
    public init(_ rect: TextRect, scale: Double) {
        self.init(x0: Int((rect.x * scale).rounded(.down)), y0: Int((rect.y * scale).rounded(.down)),
                  x1: Int((rect.maxX * scale).rounded(.up)), y1: Int((rect.maxY * scale).rounded(.up)))
    }

    public func intersection(_ other: PixelRect) -> PixelRect {
        PixelRect(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    }

    @inline(__always) func contains(_ x: Int, _ y: Int) -> Bool { x >= x0 && x < x1 && y >= y0 && y < y1 }
}

extension Canvas {
    /// Fills a rectangle given in points, anti-aliased: edge pixels get their exact covered area, corner
    /// pixels of a rounded rectangle a 4×4 supersampled coverage.
    public mutating func fill(_ rect: TextRect, cornerRadius: Double = 0, scale: Double, color: Color, clip: PixelRect? = nil) {
        let outer = RoundedRect(rect, cornerRadius: cornerRadius, scale: scale)
        paint(outer.bounds, color: color, clip: clip, interior: { y in outer.interior(y) }) { x, y in outer.coverage(x, y) }
    }

    /// Strokes the inside of a (rounded) rectangle's edge with a line `lineWidth` points wide.
    public mutating func stroke(_ rect: TextRect, lineWidth: Double, cornerRadius: Double = 0, scale: Double, color: Color,
                                clip: PixelRect? = nil) {
        guard lineWidth > 0 else { return }
        let outer = RoundedRect(rect, cornerRadius: cornerRadius, scale: scale)
        let inset = TextRect(x: rect.x + lineWidth, y: rect.y + lineWidth, width: rect.width - 2 * lineWidth,
                             height: rect.height - 2 * lineWidth)
        let inner = RoundedRect(inset, cornerRadius: max(0, cornerRadius - lineWidth), scale: scale)
        let interior = { (y: Int) -> RowSpan in
            let a = outer.interior(y), b = inner.interior(y)
            // A row the inner rectangle does not reach: it covers none of it, so the outer span holds.
            if b.coverage == 0 { return a }
            return RowSpan(x0: max(a.x0, b.x0), x1: min(a.x1, b.x1), coverage: max(0, a.coverage - b.coverage))
        }
        paint(outer.bounds, color: color, clip: clip, interior: interior) { x, y in
            max(0, outer.coverage(x, y) - inner.coverage(x, y))
        }
    }

    /// Paints the pixels of `bounds` a row at a time: each row's interior span, where coverage is one value
    /// for every pixel, is one constant-coverage span; only the pixels outside it (anti-aliased edges and
    /// corners) compute their own coverage.
    private mutating func paint(_ bounds: PixelRect, color: Color, clip: PixelRect?, interior: (Int) -> RowSpan,
                                coverage: (Int, Int) -> Double) {
        let area = bounds.intersection(clip ?? PixelRect(x0: 0, y0: 0, x1: width, y1: height))
            .intersection(PixelRect(x0: 0, y0: 0, x1: width, y1: height))
        guard area.x1 > area.x0, area.y1 > area.y0 else { return }
        for y in area.y0..<area.y1 {
            let span = interior(y)
            let start = min(max(span.x0, area.x0), area.x1), end = max(min(span.x1, area.x1), start)
            for x in area.x0..<start { blend(x: x, y: y, color: color, coverage: Int((coverage(x, y) * 255).rounded())) }
            if end > start { blendSpan(y: y, x0: start, x1: end, color: color, coverage: Int((span.coverage * 255).rounded())) }
            for x in end..<area.x1 { blend(x: x, y: y, color: color, coverage: Int((coverage(x, y) * 255).rounded())) }
        }
    }
}

/// The pixels [x0, x1) of one row that a shape covers by the same amount, and that amount (0...1).
struct RowSpan {
    var x0: Int
    var x1: Int
    var coverage: Double
}

/// A rounded rectangle in pixels and how much of each pixel it covers.
struct RoundedRect {
    let x0: Double, y0: Double, x1: Double, y1: Double
    let radius: Double

    init(_ rect: TextRect, cornerRadius: Double, scale: Double) {
        x0 = rect.x * scale
        y0 = rect.y * scale
        x1 = max(x0, rect.maxX * scale)
        y1 = max(y0, rect.maxY * scale)
        radius = max(0, min(cornerRadius * scale, (x1 - x0) / 2, (y1 - y0) / 2))
    }

    var bounds: PixelRect {
        PixelRect(x0: Int(x0.rounded(.down)), y0: Int(y0.rounded(.down)), x1: Int(x1.rounded(.up)), y1: Int(y1.rounded(.up)))
    }

    /// Row `y`'s pixels that `coverage` gives the same value: whole columns inside the left and right
    /// edges (and, in a row a corner's arc crosses, inside the arcs too), each covering the row's vertical
    /// share. The bounds are the very comparisons `coverage` makes, so both give the same value bit for bit.
    func interior(_ y: Int) -> RowSpan {
        let py = Double(y)
        let coverY = max(0, min(py + 1, y1) - max(py, y0))
        let nearY = py < y0 + radius || py + 1 > y1 - radius
        let left = radius > 0 && nearY ? x0 + radius : x0, right = radius > 0 && nearY ? x1 - radius : x1
        guard coverY > 0, left.isFinite, right.isFinite, left <= right else { return RowSpan(x0: 0, x1: 0, coverage: 0) }
        return RowSpan(x0: Int(left.rounded(.up)), x1: Int(right.rounded(.down)), coverage: coverY)
    }

    /// Exact area for straight edges; 4×4 samples where a corner's arc crosses the pixel.
    func coverage(_ x: Int, _ y: Int) -> Double {
        let px = Double(x), py = Double(y)
        let coverX = max(0, min(px + 1, x1) - max(px, x0)), coverY = max(0, min(py + 1, y1) - max(py, y0))
        guard coverX > 0, coverY > 0 else { return 0 }
        let nearX = px < x0 + radius || px + 1 > x1 - radius
        let nearY = py < y0 + radius || py + 1 > y1 - radius
        guard radius > 0, nearX, nearY else { return coverX * coverY }
        // A sample's horizontal distance to the arc's centre depends on its column only, its vertical one on
        // its row only: four squares each way, then sixteen sums (the same operations, in the same order, as
        // squaring both for every sample).
        let squaredX = Self.squaredOffsets(px, low: x0, high: x1, radius: radius)
        let squaredY = Self.squaredOffsets(py, low: y0, high: y1, radius: radius)
        let limit = SIMD4(repeating: radius * radius)
        var inside = 0
        for row in 0..<4 {
            let within = squaredX + SIMD4(repeating: squaredY[row]) .<= limit
            for column in 0..<4 where within[column] { inside += 1 }
        }
        return Double(inside) / 16
    }

    /// For the four sample positions across pixel `start` (at quarters, offset by an eighth): the square of
    /// each one's distance to the nearest centre of a corner arc along this axis, or infinity for a sample
    /// outside [low, high] (so that no sum with it is within the radius).
    @inline(__always)
    private static func squaredOffsets(_ start: Double, low: Double, high: Double, radius: Double) -> SIMD4<Double> {
        var result = SIMD4<Double>()
        for index in 0..<4 {
            let sample = start + (Double(index) + 0.5) / 4
            guard sample >= low, sample <= high else { result[index] = .infinity; continue }
            let offset = sample - min(max(sample, low + radius), high - radius)
            result[index] = offset * offset
        }
        return result
    }
}

extension Canvas {
    /// Strokes a straight line from `start` to `end` (points), `lineWidth` points wide with round ends, anti-aliased
    /// by each pixel centre's distance from the line: the strokes of a table cell's chevron or checkmark.
    public mutating func strokeLine(from start: (x: Double, y: Double), to end: (x: Double, y: Double), lineWidth: Double,
                                    scale: Double, color: Color, clip: PixelRect? = nil) {
        guard lineWidth > 0, scale > 0 else { return }
        let ax = start.x * scale, ay = start.y * scale, bx = end.x * scale, by = end.y * scale
        let half = lineWidth * scale / 2
        var bounds = PixelRect(x0: Int((min(ax, bx) - half - 1).rounded(.down)), y0: Int((min(ay, by) - half - 1).rounded(.down)),
                               x1: Int((max(ax, bx) + half + 1).rounded(.up)), y1: Int((max(ay, by) + half + 1).rounded(.up)))
        if let clip { bounds = bounds.intersection(clip) }
        let dx = bx - ax, dy = by - ay, length = dx * dx + dy * dy
        guard bounds.x0 < bounds.x1, bounds.y0 < bounds.y1 else { return }
        for y in bounds.y0..<bounds.y1 {
            for x in bounds.x0..<bounds.x1 {
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                let t = length > 0 ? max(0, min(1, ((px - ax) * dx + (py - ay) * dy) / length)) : 0
                let ex = px - (ax + t * dx), ey = py - (ay + t * dy)
                let coverage = max(0, min(1, half + 0.5 - (ex * ex + ey * ey).squareRoot()))
                if coverage > 0 { blend(x: x, y: y, color: color, coverage: Int((coverage * 255).rounded())) }
            }
        }
    }
}
