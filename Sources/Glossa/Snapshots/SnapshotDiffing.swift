import GlossaRender

/// How two PNGs of one screen are compared: equal bytes match; otherwise both are decoded and compared
/// pixel by pixel, as swift-snapshot-testing's image `Diffing` does.
///
/// Two pixels are equal when their RGBA values are, or — with `perceptualPrecision` below 1 — when their
/// CIEDE2000 distance is at most (1 − P) × 100. The images match when the share of differing pixels is at
/// most `tolerance` percent. Images of different sizes never match.
public struct SnapshotDiffing: Sendable {
    /// Percentage of pixels that may differ (0–100).
    public var tolerance: Double
    /// 0–1; 1 compares exact colours, 0.98 ignores differences the eye hardly sees.
    public var perceptualPrecision: Double

    public init(tolerance: Double = 0, perceptualPrecision: Double = 1) throws(GlossaError) {
        guard tolerance >= 0, tolerance <= 100 else { throw GlossaError("--tolerance must be a percentage from 0 to 100, not \(tolerance)") }
        guard perceptualPrecision >= 0, perceptualPrecision <= 1 else {
            throw GlossaError("--perceptual-precision must be between 0 and 1, not \(perceptualPrecision)")
        }
        self.tolerance = tolerance
        self.perceptualPrecision = perceptualPrecision
    }

    /// nil when the images match; else what differs, with a diff image.
    public func difference(actual: [UInt8], baseline: [UInt8], baselineName: String) throws(GlossaError) -> SnapshotDifference? {
        if actual == baseline { return nil }
        let old: Canvas, new: Canvas
        do {
            old = try PNG.decode(baseline, name: baselineName)
            new = try PNG.decode(actual, name: "the rendered screen")
        } catch {
            throw GlossaError("\(error)")
        }
        let mask = differingPixels(new, old)
        let total = max(new.width * new.height, old.width * old.height)
        let count = mask.reduce(0) { $0 + ($1 ? 1 : 0) }
        let sameSize = new.width == old.width && new.height == old.height
        if sameSize && Double(count) * 100 <= tolerance * Double(total) { return nil }
        return SnapshotDifference(differingPixels: count, totalPixels: total,
                                  actualSize: (new.width, new.height), baselineSize: (old.width, old.height),
                                  diffImage: SnapshotDiffImage.draw(baseline: old, actual: new, mask: mask))
    }

    /// One flag per pixel of the larger extent: true where the images differ (or only one has a pixel).
    private func differingPixels(_ new: Canvas, _ old: Canvas) -> [Bool] {
        let width = max(new.width, old.width), height = max(new.height, old.height)
        let a = new.straightRGBA(), b = old.straightRGBA()
        let threshold = (1 - perceptualPrecision) * 100
        var mask = [Bool](repeating: false, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                guard x < new.width, y < new.height, x < old.width, y < old.height else {
                    mask[y * width + x] = true
                    continue
                }
                let i = (y * new.width + x) * 4, j = (y * old.width + x) * 4
                if a[i] == b[j] && a[i + 1] == b[j + 1] && a[i + 2] == b[j + 2] && a[i + 3] == b[j + 3] { continue }
                if threshold > 0 {
                    let distance = ColorDifference.deltaE2000(ColorDifference.lab(a[i], a[i + 1], a[i + 2], a[i + 3]),
                                                              ColorDifference.lab(b[j], b[j + 1], b[j + 2], b[j + 3]))
                    if distance <= threshold { continue }
                }
                mask[y * width + x] = true
            }
        }
        return mask
    }
}

/// What differs between a screen and its baseline.
public struct SnapshotDifference: Sendable {
    public var differingPixels: Int
    public var totalPixels: Int
    public var actualSize: (width: Int, height: Int)
    public var baselineSize: (width: Int, height: Int)
    /// PNG: differing pixels in red over a faded copy of the baseline.
    public var diffImage: [UInt8]

    /// "1,234 of 3,013,524 pixels differ (0.041%)", or the two sizes when they differ.
    public var summary: String {
        if actualSize != baselineSize {
            return "the size differs: \(actualSize.width)×\(actualSize.height) pixels, baseline \(baselineSize.width)×\(baselineSize.height)"
        }
        let percent = Double(differingPixels) * 100 / Double(max(1, totalPixels))
        return "\(differingPixels) of \(totalPixels) pixels differ (\(JSON.format(percent))%)"
    }
}

/// The diff image: the baseline faded toward white, differing pixels in solid red.
enum SnapshotDiffImage {
    static func draw(baseline: Canvas, actual: Canvas, mask: [Bool]) -> [UInt8] {
        let width = max(baseline.width, actual.width), height = max(baseline.height, actual.height)
        var canvas = Canvas(width: width, height: height, background: .white)
        let red = Color(red: 255, green: 0, blue: 0)
        for y in 0..<height {
            for x in 0..<width {
                if mask[y * width + x] {
                    canvas.blend(x: x, y: y, color: red, coverage: 255)
                } else if x < baseline.width, y < baseline.height {
                    canvas.blend(x: x, y: y, color: baseline.color(x: x, y: y), coverage: 77)
                }
            }
        }
        return (try? PNG.encode(canvas)) ?? []
    }
}
