import GlossaText

/// How an image fills its view: UIView's scaleAspectFit (the default), scaleAspectFill and scaleToFill.
public enum ContentMode: String, Sendable, CaseIterable {
    case fit, fill, stretch

    /// Where an image of `size` points goes in `frame`: centred, its aspect kept unless stretched.
    public func placement(of size: (width: Double, height: Double), in frame: TextRect) -> TextRect {
        guard self != .stretch, size.width > 0, size.height > 0 else { return frame }
        let ratios = (frame.width / size.width, frame.height / size.height)
        let factor = self == .fit ? min(ratios.0, ratios.1) : max(ratios.0, ratios.1)
        let width = size.width * factor, height = size.height * factor
        return TextRect(x: frame.x + (frame.width - width) / 2, y: frame.y + (frame.height - height) / 2, width: width,
                        height: height)
    }
}

extension Canvas {
    /// Draws an asset image into `frame` (points), clipped to the frame and its rounded corners.
    ///
    /// A template image draws only its alpha, in `tint`; other images ignore `tint`. A mirrored image is
    /// flipped about its own centre. Pixels are sampled bilinearly in premultiplied alpha, so an image drawn
    /// at its own scale on whole pixels lands on the pixel grid unchanged.
    /// Throws when the image's pixels, let go by the run's `ImageStore`, cannot be decoded again (its file
    /// changed since it was checked).
    public mutating func draw(_ image: AssetImage, in frame: TextRect, contentMode: ContentMode = .fit,
                              cornerRadius: Double = 0, tint: Color, scale: Double, clip: PixelRect? = nil) throws(AssetError) {
        draw(bitmap: try image.bitmap(), size: image.size, in: frame, contentMode: contentMode, cornerRadius: cornerRadius,
             mirrored: image.mirrored, tint: image.isTemplate ? tint : nil, scale: scale, clip: clip)
    }

    /// Draws a premultiplied bitmap whose natural size is `size` points; `tint` non-nil draws it as a template.
    public mutating func draw(bitmap: Canvas, size: (width: Double, height: Double), in frame: TextRect,
                              contentMode: ContentMode = .fit, cornerRadius: Double = 0, mirrored: Bool = false,
                              tint: Color? = nil, scale: Double, clip: PixelRect? = nil) {
        guard bitmap.width > 0, bitmap.height > 0, frame.width > 0, frame.height > 0 else { return }
        let shape = RoundedRect(frame, cornerRadius: cornerRadius, scale: scale)
        let placed = RoundedRect(contentMode.placement(of: size, in: frame), cornerRadius: 0, scale: scale)
        guard placed.x1 > placed.x0, placed.y1 > placed.y0 else { return }
        let area = shape.bounds.intersection(placed.bounds).intersection(clip ?? PixelRect(x0: 0, y0: 0, x1: width, y1: height))
            .intersection(PixelRect(x0: 0, y0: 0, x1: width, y1: height))
        guard area.x1 > area.x0, area.y1 > area.y0 else { return }
        let sampler = BilinearSampler(bitmap, placed: placed, mirrored: mirrored)
        let columns = (area.x0..<area.x1).map { sampler.column($0) }
        for y in area.y0..<area.y1 {
            let row = sampler.row(y)
            // Inside both shapes' row interiors coverage is one value (`RoundedRect.interior`); only the
            // pixels outside it compute their own.
            let shapeSpan = shape.interior(y), imageSpan = placed.interior(y)
            let inside = max(shapeSpan.x0, imageSpan.x0)..<max(max(shapeSpan.x0, imageSpan.x0), min(shapeSpan.x1, imageSpan.x1))
            let insideCoverage = Int((min(shapeSpan.coverage, imageSpan.coverage) * 255).rounded())
            for x in area.x0..<area.x1 {
                let coverage = inside.contains(x) ? insideCoverage
                    : Int((min(shape.coverage(x, y), placed.coverage(x, y)) * 255).rounded())
                guard coverage > 0 else { continue }
                let (r, g, b, a) = sampler.sample(columns[x - area.x0], row)
                guard a > 0 else { continue }
                let color: Color
                if let tint {
                    color = Color(red: tint.red, green: tint.green, blue: tint.blue, alpha: UInt8(Canvas.mul255(Int(tint.alpha), a)))
                } else {
                    // An opaque sample's values are already straight ((v·255 + 127) / 255 is v).
                    func straight(_ value: Int) -> UInt8 { a == 255 ? UInt8(value) : UInt8(min(255, (value * 255 + a / 2) / a)) }
                    color = Color(red: straight(r), green: straight(g), blue: straight(b), alpha: UInt8(a))
                }
                blend(x: x, y: y, color: color, coverage: coverage)
            }
        }
    }
}

/// Bilinear sampling of a premultiplied bitmap placed over a pixel rectangle, in 8-bit fixed point.
///
/// A destination pixel centre maps to the source through the placed rectangle (mirrored horizontally
/// about its centre when asked); weights are 1/256 steps, so a centre that maps onto a source pixel
/// centre copies that pixel exactly.
struct BilinearSampler {
    /// Two neighbouring source indices and the weight (0...255) of the second.
    struct Tap { var first: Int; var second: Int; var weight: Int }

    let pixels: [UInt8]
    let width: Int, height: Int
    let x0: Double, x1: Double, y0: Double
    let stepX: Double, stepY: Double
    let mirrored: Bool

    init(_ bitmap: Canvas, placed: RoundedRect, mirrored: Bool) {
        pixels = bitmap.pixels
        width = bitmap.width
        height = bitmap.height
        x0 = placed.x0
        x1 = placed.x1
        y0 = placed.y0
        stepX = Double(bitmap.width) / (placed.x1 - placed.x0)
        stepY = Double(bitmap.height) / (placed.y1 - placed.y0)
        self.mirrored = mirrored
    }

    func column(_ x: Int) -> Tap {
        let centre = Double(x) + 0.5
        let offset = mirrored ? x1 - centre : centre - x0
        return Self.tap(offset * stepX - 0.5, count: width)
    }

    func row(_ y: Int) -> Tap { Self.tap((Double(y) + 0.5 - y0) * stepY - 0.5, count: height) }

    static func tap(_ position: Double, count: Int) -> Tap {
        var whole = Int(position.rounded(.down))
        var weight = Int(((position - position.rounded(.down)) * 256).rounded())
        if weight == 256 { whole += 1; weight = 0 }
        let clamp = { (index: Int) in min(max(index, 0), count - 1) }
        return Tap(first: clamp(whole), second: clamp(whole + 1), weight: weight)
    }

    /// Premultiplied (r, g, b, a) at the taps.
    @inline(__always)
    func sample(_ column: Tap, _ row: Tap) -> (Int, Int, Int, Int) {
        let top = row.first * width, bottom = row.second * width
        let i00 = (top + column.first) * 4, i10 = (top + column.second) * 4
        let i01 = (bottom + column.first) * 4, i11 = (bottom + column.second) * 4
        let wx = column.weight, wy = row.weight
        func channel(_ c: Int) -> Int {
            let upper = Int(pixels[i00 + c]) * (256 - wx) + Int(pixels[i10 + c]) * wx
            let lower = Int(pixels[i01 + c]) * (256 - wx) + Int(pixels[i11 + c]) * wx
            return (upper * (256 - wy) + lower * wy + 32768) >> 16
        }
        return (channel(0), channel(1), channel(2), channel(3))
    }
}
