/// How a PNG stores a canvas's pixels: one byte each (gray), three (RGB) or four (straight RGBA).
enum PNGPixelFormat {
    case gray, rgb, rgba

    var channels: Int { self == .gray ? 1 : self == .rgb ? 3 : 4 }
    /// The IHDR colour type.
    var colorType: UInt8 { self == .gray ? 0 : self == .rgb ? 2 : 6 }
}

extension Canvas {
    /// The bytes `packRows` may write: the widest layout (RGBA) and one byte of slack.
    var packedRowsCapacity: Int { height * (width * 4 + 1) + 1 }

    /// Writes the pixels as unfiltered PNG rows (each a 0 filter byte, then its pixels) in the smallest
    /// lossless layout: gray when every pixel is opaque and neutral, RGB when every pixel is opaque, else
    /// straight RGBA. `rows` holds at least `packedRowsCapacity` bytes.
    ///
    /// Rendered text is usually black on an opaque background, so one byte a pixel instead of four cuts the
    /// bytes deflate has to read; decoding gives back exactly the same pixels either way. Screens are opaque,
    /// so one pass packs RGB while it checks both conditions; gray is then compacted from the RGB rows.
    func packRows(into rows: UnsafeMutableRawBufferPointer) -> PNGPixelFormat {
        precondition(rows.count >= packedRowsCapacity, "PNG row memory too small")
        let target = rows.baseAddress!
        let (opaque, neutral) = pixels.withUnsafeBytes { packRGB($0.baseAddress!, into: target) }
        guard opaque else {
            pixels.withUnsafeBytes { packStraightRGBA($0.baseAddress!, into: target) }
            return .rgba
        }
        guard neutral else { return .rgb }
        Self.compactRGBToGray(target, width: width, height: height)
        return .gray
    }

    /// `packRows` into the canvas's own memory when every pixel is opaque (gray or RGB rows need at most the
    /// four bytes a pixel they are read from); nil, with the pixels untouched, when one is not. The canvas
    /// holds the rows afterwards, not pixels.
    mutating func packRowsInPlace() -> PNGPixelFormat? {
        let (width, height) = (self.width, self.height)
        let (opaque, neutral) = pixels.withUnsafeBytes { raw in
            var common: UInt32 = 0xFFFF_FFFF, differences: UInt32 = 0
            let words = raw.baseAddress!
            for index in 0..<(width * height) {
                let word = UInt32(littleEndian: words.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
                common &= word
                differences |= (word ^ (word >> 8)) & 0xFFFF
            }
            return (common >> 24 == 0xFF, differences == 0)
        }
        guard opaque else { return nil }
        pixels.withUnsafeMutableBytes { raw in
            let bytes = raw.baseAddress!
            for y in 0..<height {
                let input = bytes + y * width * 4, output = bytes + y * (width * 3 + 1)
                // Each pixel is read before anything is written over it: a row's output starts at or before its
                // input, and a pixel's three bytes end before the next pixel's four begin. Only the first pixel
                // of the first row (whose filter byte is its own first byte) and rows of one pixel are stored a
                // byte at a time; elsewhere a 4-byte store spills onto the next pixel's output, written after.
                let first = UInt32(littleEndian: input.loadUnaligned(as: UInt32.self))
                output.storeBytes(of: 0, as: UInt8.self)
                Self.storeRGB(first, at: output + 1)
                for x in 1..<max(1, width) {
                    let word = UInt32(littleEndian: input.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self))
                    if x + 1 < width {
                        output.storeBytes(of: word.littleEndian, toByteOffset: 1 + x * 3, as: UInt32.self)
                    } else {
                        Self.storeRGB(word, at: output + 1 + x * 3)
                    }
                }
            }
        }
        guard neutral else { return .rgb }
        pixels.withUnsafeMutableBytes { Self.compactRGBToGray($0.baseAddress!, width: width, height: height) }
        return .gray
    }

    @inline(__always)
    private static func storeRGB(_ word: UInt32, at output: UnsafeMutableRawPointer) {
        output.storeBytes(of: UInt8(truncatingIfNeeded: word), as: UInt8.self)
        output.storeBytes(of: UInt8(truncatingIfNeeded: word >> 8), toByteOffset: 1, as: UInt8.self)
        output.storeBytes(of: UInt8(truncatingIfNeeded: word >> 16), toByteOffset: 2, as: UInt8.self)
    }

    /// RGB rows from premultiplied pixels (opaque ones equal their straight values); whether every pixel is
    /// opaque, and whether every one is neutral (red = green = blue).
    ///
    /// Each pixel is stored as a 4-byte word 3 bytes after the previous one; a row's last word spills one
    /// byte onto the next row's filter byte, written just after, or onto the slack byte past the last row.
    private func packRGB(_ source: UnsafeRawPointer, into target: UnsafeMutableRawPointer) -> (opaque: Bool, neutral: Bool) {
        var common: UInt32 = 0xFFFF_FFFF, differences: UInt32 = 0
        let stride = width * 3 + 1
        for y in 0..<height {
            let input = source + y * width * 4, output = target + y * stride
            output.storeBytes(of: 0, as: UInt8.self)
            for x in 0..<width {
                let word = UInt32(littleEndian: input.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self))
                common &= word
                differences |= (word ^ (word >> 8)) & 0xFFFF
                output.storeBytes(of: word.littleEndian, toByteOffset: 1 + x * 3, as: UInt32.self)
            }
        }
        return (common >> 24 == 0xFF, differences == 0)
    }

    /// Gray rows from the RGB rows `packRGB` wrote, in place: each byte lands at or before the bytes still
    /// to be read.
    private static func compactRGBToGray(_ rows: UnsafeMutableRawPointer, width: Int, height: Int) {
        let bytes = rows.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            let input = bytes + y * (width * 3 + 1), output = bytes + y * (width + 1)
            output[0] = 0
            for x in 0..<width { output[1 + x] = input[1 + x * 3] }
        }
    }

    /// Straight-alpha RGBA rows (a fully transparent pixel is all zeros), as `straightRGBA()` computes them.
    private func packStraightRGBA(_ source: UnsafeRawPointer, into target: UnsafeMutableRawPointer) {
        let input = source.assumingMemoryBound(to: UInt8.self)
        let stride = width * 4 + 1
        for y in 0..<height {
            let output = (target + y * stride).assumingMemoryBound(to: UInt8.self)
            output[0] = 0
            for x in 0..<width {
                let index = (y * width + x) * 4, a = Int(input[index + 3])
                for channel in 0..<3 {
                    output[1 + x * 4 + channel] = a == 0 ? 0 : UInt8(min(255, (Int(input[index + channel]) * 255 + a / 2) / a))
                }
                output[1 + x * 4 + 3] = UInt8(a)
            }
        }
    }
}
