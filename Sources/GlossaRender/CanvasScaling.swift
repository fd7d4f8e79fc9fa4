extension Canvas {
    /// The canvas scaled down so that neither side is longer than `maxSide` pixels, the same factor both ways; the
    /// canvas itself when it already fits.
    ///
    /// Each new pixel is the area-weighted average of the old pixels it covers, in premultiplied alpha, so a
    /// transparent pixel adds no colour and a thin line fades in proportion to the room it loses instead of
    /// vanishing between samples. Integer weights: the same canvas gives the same bytes on every machine.
    public func scaledDown(toFit maxSide: Int) -> Canvas {
        guard maxSide > 0, width > maxSide || height > maxSide else { return self }
        let (newWidth, newHeight) = Canvas.size(width: width, height: height, scaledDownToFit: maxSide)
        let columns = AreaTaps(from: width, to: newWidth), rows = AreaTaps(from: height, to: newHeight)

        // Rows first: each source row becomes `newWidth` pixels, in units of 1/AreaTaps.one.
        var narrow = [Int](repeating: 0, count: newWidth * height * 4)
        pixels.withUnsafeBufferPointer { source in
            narrow.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    AreaTaps.resample(columns, from: source, start: y * width * 4, stride: 4,
                                      to: target, start: y * newWidth * 4, stride: 4)
                }
            }
        }
        // Then columns, rounding once at the end; colour never above alpha, as premultiplied pixels must be.
        var wide = [Int](repeating: 0, count: newWidth * newHeight * 4)
        narrow.withUnsafeBufferPointer { source in
            wide.withUnsafeMutableBufferPointer { target in
                for x in 0..<newWidth {
                    AreaTaps.resample(rows, from: source, start: x * 4, stride: newWidth * 4,
                                      to: target, start: x * 4, stride: newWidth * 4)
                }
            }
        }
        let shift = 2 * AreaTaps.bits, half = 1 << (shift - 1)
        var result = [UInt8](repeating: 0, count: wide.count)
        for index in stride(from: 0, to: wide.count, by: 4) {
            let alpha = min(255, (wide[index + 3] + half) >> shift)
            result[index] = UInt8(min(alpha, (wide[index] + half) >> shift))
            result[index + 1] = UInt8(min(alpha, (wide[index + 1] + half) >> shift))
            result[index + 2] = UInt8(min(alpha, (wide[index + 2] + half) >> shift))
            result[index + 3] = UInt8(alpha)
        }
        return Canvas(width: newWidth, height: newHeight, premultiplied: result)
    }
}

extension Canvas {
    /// The size `scaledDown(toFit:)` gives a canvas of this size, without drawing it.
    public static func size(width: Int, height: Int, scaledDownToFit maxSide: Int) -> (width: Int, height: Int) {
        guard maxSide > 0, width > maxSide || height > maxSide else { return (width, height) }
        let factor = Double(maxSide) / Double(max(width, height))
        return (min(maxSide, max(1, Int((Double(width) * factor).rounded()))),
                min(maxSide, max(1, Int((Double(height) * factor).rounded()))))
    }
}

/// For each new pixel along one axis, the old pixels it covers and the share of each, in integer weights that
/// add up to `one`.
struct AreaTaps {
    static let bits = 14
    static let one = 1 << bits

    struct Taps { var first: Int; var weights: [Int] }
    let taps: [Taps]

    init(from old: Int, to new: Int) {
        let step = Double(old) / Double(new)
        taps = (0..<new).map { index in
            let start = Double(index) * step, end = min(Double(old), Double(index + 1) * step)
            let first = Int(start.rounded(.down)), last = min(old, Int(end.rounded(.up)))
            var weights = (first..<last).map { pixel in
                Int(((min(end, Double(pixel + 1)) - max(start, Double(pixel))) / step * Double(Self.one)).rounded())
            }
            // Rounding leaves the sum a unit or two off: the largest share takes the difference, so a flat colour
            // stays exactly that colour.
            if let largest = weights.indices.max(by: { weights[$0] < weights[$1] }) {
                weights[largest] += Self.one - weights.reduce(0, +)
            }
            return Taps(first: first, weights: weights)
        }
    }

    /// One line of RGBA pixels through the taps: the line's pixel `i` is at `start + i × stride`. Bytes in, sums out.
    static func resample(_ taps: AreaTaps, from source: UnsafeBufferPointer<UInt8>, start: Int, stride: Int,
                         to target: UnsafeMutableBufferPointer<Int>, start targetStart: Int, stride targetStride: Int) {
        for (index, tap) in taps.taps.enumerated() {
            var r = 0, g = 0, b = 0, a = 0, pixel = start + tap.first * stride
            for weight in tap.weights {
                r += weight * Int(source[pixel]); g += weight * Int(source[pixel + 1])
                b += weight * Int(source[pixel + 2]); a += weight * Int(source[pixel + 3])
                pixel += stride
            }
            let out = targetStart + index * targetStride
            target[out] = r; target[out + 1] = g; target[out + 2] = b; target[out + 3] = a
        }
    }

    /// The same over sums (the second pass).
    static func resample(_ taps: AreaTaps, from source: UnsafeBufferPointer<Int>, start: Int, stride: Int,
                         to target: UnsafeMutableBufferPointer<Int>, start targetStart: Int, stride targetStride: Int) {
        for (index, tap) in taps.taps.enumerated() {
            var r = 0, g = 0, b = 0, a = 0, pixel = start + tap.first * stride
            for weight in tap.weights {
                r += weight * source[pixel]; g += weight * source[pixel + 1]
                b += weight * source[pixel + 2]; a += weight * source[pixel + 3]
                pixel += stride
            }
            let out = targetStart + index * targetStride
            target[out] = r; target[out + 1] = g; target[out + 2] = b; target[out + 3] = a
        }
    }
}
