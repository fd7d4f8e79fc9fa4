/// A colour with straight (not premultiplied) 8-bit channels.
public struct Color: Equatable, Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 255, green: 255, blue: 255)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}

/// An RGBA pixel buffer with premultiplied alpha, drawn with source-over compositing.
///
/// Integer arithmetic throughout, so the same drawing gives the same bytes on every machine.
public struct Canvas: Sendable {
    public let width: Int
    public let height: Int
    /// Premultiplied RGBA, row-major, 4 bytes per pixel.
    public internal(set) var pixels: [UInt8]

    public init(width: Int, height: Int, background: Color = .clear) {
        self.width = max(0, width)
        self.height = max(0, height)
        let premultiplied = Canvas.premultiply(background)
        let count = self.width * self.height
        // Filled a whole pixel at a time through a raw buffer: a byte-wise loop with bounds checks cost
        // more than the text drawn on top of it.
        let pattern = withUnsafeBytes(of: premultiplied) { $0.loadUnaligned(as: UInt32.self) }
        if var reused = count > 0 ? CanvasShelf.current.take(count: count * 4) : nil {
            reused.withUnsafeMutableBytes { raw in
                raw.baseAddress!.withMemoryRebound(to: UInt32.self, capacity: count) { $0.update(repeating: pattern, count: count) }
            }
            pixels = reused
            return
        }
        pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            if count > 0 {
                let raw = UnsafeMutableRawBufferPointer(buffer)
                raw.baseAddress!.initializeMemory(as: UInt32.self, repeating: pattern, count: count)
            }
            initialized = count * 4
        }
    }

    /// A canvas over premultiplied RGBA pixels as they are (`width × height × 4` bytes).
    init(width: Int, height: Int, premultiplied pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "pixels do not match the size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    static func premultiply(_ color: Color) -> (UInt8, UInt8, UInt8, UInt8) {
        let a = Int(color.alpha)
        return (UInt8(mul255(Int(color.red), a)), UInt8(mul255(Int(color.green), a)),
                UInt8(mul255(Int(color.blue), a)), color.alpha)
    }

    /// x·y/255 rounded, exact for 0...255 operands.
    @inline(__always) static func mul255(_ x: Int, _ y: Int) -> Int {
        let t = x * y + 128
        return (t + (t >> 8)) >> 8
    }

    /// Composites `color` over the pixel at (x, y) with `coverage` (0...255); outside pixels are ignored.
    @inline(__always)
    public mutating func blend(x: Int, y: Int, color: Color, coverage: Int) {
        guard x >= 0, y >= 0, x < width, y < height, coverage > 0 else { return }
        let alpha = Canvas.mul255(Int(color.alpha), coverage)
        guard alpha > 0 else { return }
        let index = (y * width + x) * 4
        pixels.withUnsafeMutableBufferPointer { bytes in
            Canvas.composite(bytes, index, Canvas.mul255(Int(color.red), alpha), Canvas.mul255(Int(color.green), alpha),
                             Canvas.mul255(Int(color.blue), alpha), alpha)
        }
    }

    /// Source-over of a premultiplied source (red, green, blue already multiplied by `alpha`) onto the pixel
    /// at byte `index`: the one compositing rule every drawing call uses.
    @inline(__always)
    static func composite(_ bytes: UnsafeMutableBufferPointer<UInt8>, _ index: Int, _ red: Int, _ green: Int, _ blue: Int,
                          _ alpha: Int) {
        let inverse = 255 - alpha
        bytes[index] = UInt8(red + mul255(Int(bytes[index]), inverse))
        bytes[index + 1] = UInt8(green + mul255(Int(bytes[index + 1]), inverse))
        bytes[index + 2] = UInt8(blue + mul255(Int(bytes[index + 2]), inverse))
        bytes[index + 3] = UInt8(alpha + mul255(Int(bytes[index + 3]), inverse))
    }

    /// Fills whole pixels from (x0, y0) up to, not including, (x1, y1).
    public mutating func fill(x0: Int, y0: Int, x1: Int, y1: Int, color: Color) {
        let left = max(0, x0), right = min(width, x1)
        guard right > left else { return }
        for y in max(0, y0)..<max(max(0, y0), min(height, y1)) { blendSpan(y: y, x0: left, x1: right, color: color, coverage: 255) }
    }

    /// Composites `color` with one `coverage` over pixels [x0, x1) of row `y` (inside the canvas): the same
    /// result as `blend` pixel by pixel, but an opaque colour at full coverage is a straight store.
    mutating func blendSpan(y: Int, x0: Int, x1: Int, color: Color, coverage: Int) {
        guard y >= 0, y < height, x0 >= 0, x1 <= width, x1 > x0, coverage > 0 else { return }
        let alpha = Canvas.mul255(Int(color.alpha), coverage)
        guard alpha > 0 else { return }
        let source = (Canvas.mul255(Int(color.red), alpha), Canvas.mul255(Int(color.green), alpha),
                      Canvas.mul255(Int(color.blue), alpha), alpha)
        let start = y * width + x0, count = x1 - x0
        if alpha == 255 {
            let pattern = UInt32(source.0) | UInt32(source.1) << 8 | UInt32(source.2) << 16 | UInt32(source.3) << 24
            pixels.withUnsafeMutableBytes { raw in
                let words = raw.baseAddress!.advanced(by: start * 4)
                for index in 0..<count { words.storeBytes(of: pattern.littleEndian, toByteOffset: index * 4, as: UInt32.self) }
            }
            return
        }
        pixels.withUnsafeMutableBufferPointer { bytes in
            for index in stride(from: start * 4, to: (start + count) * 4, by: 4) {
                Canvas.composite(bytes, index, source.0, source.1, source.2, source.3)
            }
        }
    }

    /// The pixel at (x, y) with straight alpha.
    public func color(x: Int, y: Int) -> Color {
        let index = (y * width + x) * 4
        let a = Int(pixels[index + 3])
        guard a > 0 else { return .clear }
        func unpremultiply(_ value: UInt8) -> UInt8 { UInt8(min(255, (Int(value) * 255 + a / 2) / a)) }
        return Color(red: unpremultiply(pixels[index]), green: unpremultiply(pixels[index + 1]),
                     blue: unpremultiply(pixels[index + 2]), alpha: UInt8(a))
    }

    /// Straight-alpha RGBA bytes, as PNG stores them.
    public func straightRGBA() -> [UInt8] {
        var result = [UInt8](repeating: 0, count: pixels.count)
        for index in stride(from: 0, to: pixels.count, by: 4) {
            let a = Int(pixels[index + 3])
            guard a > 0 else { continue }
            for channel in 0..<3 {
                result[index + channel] = UInt8(min(255, (Int(pixels[index + channel]) * 255 + a / 2) / a))
            }
            result[index + 3] = UInt8(a)
        }
        return result
    }

    /// The pixels of a rectangle of the canvas (clamped to it), as a canvas of their own.
    public func cropped(x: Int, y: Int, width: Int, height: Int) -> Canvas {
        let x0 = min(max(0, x), self.width), y0 = min(max(0, y), self.height)
        let x1 = min(max(x0, x + width), self.width), y1 = min(max(y0, y + height), self.height)
        var crop = Canvas(width: x1 - x0, height: y1 - y0)
        for row in y0..<y1 {
            let from = (row * self.width + x0) * 4, to = (row - y0) * crop.width * 4
            crop.pixels.replaceSubrange(to..<to + crop.width * 4, with: pixels[from..<from + crop.width * 4])
        }
        return crop
    }
}
