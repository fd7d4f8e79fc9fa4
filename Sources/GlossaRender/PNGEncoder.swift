internal import CDeflate

/// How a PNG's pixel rows are filtered and deflated. `PNG.encode` uses `.standard`; `make bench-png`
/// measures the others on the sample screens (the README has the table that chose it).
public struct PNGCompression: Sendable, Equatable, CustomStringConvertible {
    /// The byte transform before deflate, per row (PNG filter types), or chosen per row.
    public enum Filter: String, Sendable, CaseIterable { case none, sub, up, average, paeth, adaptive }
    public enum Deflater: Sendable, Equatable {
        /// libdeflate's zlib format at a level (1…12).
        case libdeflate(level: Int)
        /// zlib at a level (1…9) and strategy (0 default, 1 filtered, 2 Huffman only, 3 RLE).
        case zlib(level: Int, strategy: Int)
    }

    public var filter: Filter
    public var deflater: Deflater

    public init(filter: Filter, deflater: Deflater) {
        self.filter = filter
        self.deflater = deflater
    }

    /// The choice the README's measurements support: rows unfiltered (screens are mostly flat colour, which
    /// deflate's matches already take whole), libdeflate at level 3 (faster here than level 1, and smaller).
    public static let standard = PNGCompression(filter: .none, deflater: .libdeflate(level: 3))

    public var description: String {
        switch deflater {
        case let .libdeflate(level): return "libdeflate-\(level) \(filter.rawValue)"
        case let .zlib(level, strategy):
            let names = ["default", "filtered", "huffman", "rle"]
            return "zlib-\(level)-\(names[min(max(strategy, 0), 3)]) \(filter.rawValue)"
        }
    }
}

/// Writes PNG files: signature, IHDR, one IDAT, IEND; 8 bits per channel, no interlace, no ancillary chunks,
/// so the same pixels always give the same bytes.
enum PNGEncoder {
    static func encode(width: Int, height: Int, channels: Int, pixels: [UInt8], compression: PNGCompression)
        throws(RenderError) -> [UInt8] {
        let filtered = filterRows(width: width, height: height, channels: channels, pixels: pixels, filter: compression.filter)
        let stream = try deflate(filtered, with: compression.deflater)
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(stream.count + 64)
        let colorType: UInt8 = channels == 1 ? 0 : channels == 3 ? 2 : 6
        appendChunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, colorType, 0, 0, 0], to: &png)
        appendChunk("IDAT", stream, to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    /// Each row prefixed by its filter type and transformed by it (PNG specification, section 9).
    static func filterRows(width: Int, height: Int, channels: Int, pixels: [UInt8], filter: PNGCompression.Filter) -> [UInt8] {
        let stride = width * channels
        var output = [UInt8](repeating: 0, count: height * (stride + 1))
        let zeros = [UInt8](repeating: 0, count: stride)
        var trial = [UInt8](repeating: 0, count: stride)
        pixels.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                zeros.withUnsafeBufferPointer { zero in
                    for y in 0..<height {
                        let row = UnsafeBufferPointer(rebasing: source[(y * stride)..<((y + 1) * stride)])
                        let above = y == 0 ? zero : UnsafeBufferPointer(rebasing: source[((y - 1) * stride)..<(y * stride)])
                        let out = UnsafeMutableBufferPointer(rebasing: target[(y * (stride + 1) + 1)..<((y + 1) * (stride + 1))])
                        let type = filter == .adaptive ? bestFilter(row, above, channels, &trial)
                            : UInt8(PNGCompression.Filter.allCases.firstIndex(of: filter)!)
                        target[y * (stride + 1)] = type
                        apply(type, row, above, channels, out)
                    }
                }
            }
        }
        return output
    }

    /// libpng's heuristic: the filter whose output, read as signed bytes, has the smallest sum of magnitudes.
    private static func bestFilter(_ row: UnsafeBufferPointer<UInt8>, _ above: UnsafeBufferPointer<UInt8>, _ channels: Int,
                                   _ trial: inout [UInt8]) -> UInt8 {
        var best: UInt8 = 0, bestCost = Int.max
        trial.withUnsafeMutableBufferPointer { out in
            for type in UInt8(0)...4 {
                apply(type, row, above, channels, out)
                var cost = 0
                for byte in out { cost += byte < 128 ? Int(byte) : 256 - Int(byte) }
                if cost < bestCost { bestCost = cost; best = type }
            }
        }
        return best
    }

    private static func apply(_ type: UInt8, _ row: UnsafeBufferPointer<UInt8>, _ above: UnsafeBufferPointer<UInt8>,
                              _ channels: Int, _ out: UnsafeMutableBufferPointer<UInt8>) {
        let count = row.count, first = min(channels, count)
        switch type {
        case 1:
            for index in 0..<first { out[index] = row[index] }
            for index in first..<count { out[index] = row[index] &- row[index - channels] }
        case 2:
            for index in 0..<count { out[index] = row[index] &- above[index] }
        case 3:
            for index in 0..<first { out[index] = row[index] &- above[index] >> 1 }
            for index in first..<count {
                out[index] = row[index] &- UInt8((Int(row[index - channels]) + Int(above[index])) >> 1)
            }
        case 4:
            for index in 0..<first { out[index] = row[index] &- above[index] }
            for index in first..<count {
                let predictor = paeth(Int(row[index - channels]), Int(above[index]), Int(above[index - channels]))
                out[index] = row[index] &- UInt8(predictor)
            }
        default:
            for index in 0..<count { out[index] = row[index] }
        }
    }

    @inline(__always)
    private static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
    }

    private static func deflate(_ data: [UInt8], with deflater: PNGCompression.Deflater) throws(RenderError) -> [UInt8] {
        var written = 0
        var output: [UInt8] = []
        switch deflater {
        case let .libdeflate(level):
            guard let compressor = libdeflate_alloc_compressor(Int32(level)) else { throw RenderError.png("libdeflate refused level \(level)") }
            defer { libdeflate_free_compressor(compressor) }
            let capacity = libdeflate_zlib_compress_bound(compressor, data.count)
            output = [UInt8](repeating: 0, count: capacity)
            written = data.withUnsafeBytes { source in
                output.withUnsafeMutableBytes { target in
                    libdeflate_zlib_compress(compressor, source.baseAddress, source.count, target.baseAddress, target.count)
                }
            }
        case let .zlib(level, strategy):
            output = [UInt8](repeating: 0, count: glossa_zlib_bound(data.count))
            written = data.withUnsafeBufferPointer { source in
                output.withUnsafeMutableBufferPointer { target in
                    glossa_zlib_compress(target.baseAddress, target.count, source.baseAddress, source.count, Int32(level), Int32(strategy))
                }
            }
        }
        guard written > 0 else { throw RenderError.png("the compressor failed (\(deflater))") }
        output.removeSubrange(written...)
        return output
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        png += bigEndian(UInt32(data.count))
        png += typeBytes
        png += data
        var crc = typeBytes.withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
        crc = data.withUnsafeBytes { UInt32(libdeflate_crc32(crc, $0.baseAddress, $0.count)) }
        png += bigEndian(crc)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
