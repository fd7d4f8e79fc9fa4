internal import CDeflate

/// How a PNG's pixel rows are filtered and deflated. `PNG.encode` uses `.standard`; `GlossaBench png DIR`
/// measures the others on the sample screens (the README has the table that chose it).
public struct PNGCompression: Sendable, Equatable, CustomStringConvertible {
    /// The byte transform before deflate, per row (PNG filter types), or chosen per row.
    public enum Filter: String, Sendable, CaseIterable { case none, sub, up, average, paeth, adaptive }
    public enum Deflater: Sendable, Equatable {
        /// libdeflate's zlib format at a level (1…12).
        case libdeflate(level: Int)
        /// zlib at a level (1…9) and strategy (0 default, 1 filtered, 2 Huffman only, 3 RLE).
        case zlib(level: Int, strategy: Int)
        /// Glossa's own deflate, whose matches are first the pixel to the left and the pixel above
        /// (`NeighbourDeflater`).
        case neighbours
    }

    public var filter: Filter
    public var deflater: Deflater

    public init(filter: Filter, deflater: Deflater) {
        self.filter = filter
        self.deflater = deflater
    }

    /// The choice the README's measurements support: rows unfiltered (screens are mostly flat colour and
    /// rows like the one above, which matches take whole), deflated with matches against the left and upper
    /// neighbours first: a third of libdeflate's time at its fastest setting, for files about 29 % larger.
    public static let standard = PNGCompression(filter: .none, deflater: .neighbours)

    public var description: String {
        switch deflater {
        case let .libdeflate(level): return "libdeflate-\(level) \(filter.rawValue)"
        case let .zlib(level, strategy):
            let names = ["default", "filtered", "huffman", "rle"]
            return "zlib-\(level)-\(names[min(max(strategy, 0), 3)]) \(filter.rawValue)"
        case .neighbours: return "neighbours \(filter.rawValue)"
        }
    }
}

/// Writes PNG files: signature, IHDR, one IDAT, IEND; 8 bits per channel, no interlace, no ancillary chunks,
/// so the same pixels always give the same bytes.
enum PNGEncoder {
    /// The PNG of unfiltered `rows` (as `Canvas.packRows` writes them) in `format`, filtered and deflated in
    /// `scratch`'s memory (the rows are filtered in place).
    static func encode(width: Int, height: Int, format: PNGPixelFormat, rows: UnsafeMutableRawBufferPointer,
                       compression: PNGCompression, scratch: PNGScratch) throws(RenderError) -> [UInt8] {
        let stride = width * format.channels
        let data = UnsafeMutableRawBufferPointer(rebasing: rows[0..<(height * (stride + 1))])
        if compression.filter != .none {
            filterInPlace(data.bindMemory(to: UInt8.self), width: width, height: height, channels: format.channels,
                          filter: compression.filter)
        }
        let stream = try deflate(UnsafeRawBufferPointer(data), with: compression.deflater,
                                 rows: (bytesPerPixel: format.channels, stride: stride), scratch: scratch)
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, format.colorType, 0, 0, 0]
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(stream.count + 57)
        header.withUnsafeBytes { appendChunk("IHDR", $0, to: &png) }
        appendChunk("IDAT", stream, to: &png)
        appendChunk("IEND", UnsafeRawBufferPointer(start: nil, count: 0), to: &png)
        return png
    }

    /// Transforms each row by its filter type (PNG specification, section 9) and sets its filter byte.
    ///
    /// In place, from the last row up: a row's filter reads the unfiltered row above it, which is still
    /// unfiltered then; each row is filtered into a spare row first, as its own bytes are its input.
    static func filterInPlace(_ rows: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int, channels: Int,
                              filter: PNGCompression.Filter) {
        let stride = width * channels
        let zeros = [UInt8](repeating: 0, count: stride)
        var trial = [UInt8](repeating: 0, count: stride), filtered = [UInt8](repeating: 0, count: stride)
        zeros.withUnsafeBufferPointer { zero in
            for y in (0..<height).reversed() {
                let row = UnsafeBufferPointer(rebasing: rows[(y * (stride + 1) + 1)..<((y + 1) * (stride + 1))])
                let above = y == 0 ? zero : UnsafeBufferPointer(rebasing: rows[((y - 1) * (stride + 1) + 1)..<(y * (stride + 1))])
                let type = filter == .adaptive ? bestFilter(row, above, channels, &trial)
                    : UInt8(PNGCompression.Filter.allCases.firstIndex(of: filter)!)
                filtered.withUnsafeMutableBufferPointer { out in
                    apply(type, row, above, channels, out)
                    _ = UnsafeMutableBufferPointer(rebasing: rows[(y * (stride + 1) + 1)..<((y + 1) * (stride + 1))])
                        .update(fromContentsOf: out)
                }
                rows[y * (stride + 1)] = type
            }
        }
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

    /// The zlib stream of `data`, in `scratch`'s output memory (valid until the scratch's next use).
    private static func deflate(_ data: UnsafeRawBufferPointer, with deflater: PNGCompression.Deflater,
                                rows: (bytesPerPixel: Int, stride: Int), scratch: PNGScratch) throws(RenderError)
        -> UnsafeRawBufferPointer {
        let written: Int, output: UnsafeMutableRawBufferPointer
        switch deflater {
        case let .libdeflate(level):
            guard let compressor = scratch.compressor(level: level) else { throw RenderError.png("libdeflate refused level \(level)") }
            output = scratch.output(atLeast: libdeflate_zlib_compress_bound(compressor, data.count))
            written = libdeflate_zlib_compress(compressor, data.baseAddress, data.count, output.baseAddress, output.count)
        case let .zlib(level, strategy):
            output = scratch.output(atLeast: glossa_zlib_bound(data.count))
            written = glossa_zlib_compress(output.baseAddress!.assumingMemoryBound(to: UInt8.self), output.count,
                                           data.baseAddress!.assumingMemoryBound(to: UInt8.self), data.count, Int32(level), Int32(strategy))
        case .neighbours:
            output = scratch.output(atLeast: NeighbourDeflater.bound(data.count))
            written = NeighbourDeflater.compress(data, bytesPerPixel: rows.bytesPerPixel, stride: rows.stride,
                                                 tokens: scratch.tokens, recent: scratch.recent, into: output)
        }
        guard written > 0 else { throw RenderError.png("the compressor failed (\(deflater))") }
        return UnsafeRawBufferPointer(rebasing: output[0..<written])
    }

    /// `png` (as `encode` writes it: IHDR first) with a pHYs chunk after its IHDR, saying its pixels' density in
    /// dots per inch (stored as pixels per metre, rounded); a pHYs it already has is replaced. Bytes that are not
    /// such a PNG are returned as they are.
    static func withDensity(_ png: [UInt8], dotsPerInch: Double) -> [UInt8] {
        let chunks = PNG.chunksBeforeImageData(png)
        guard let header = chunks.first, header.type == "IHDR", dotsPerInch.isFinite, dotsPerInch > 0 else { return png }
        let perMetre = UInt32(min(Double(UInt32.max), (dotsPerInch / 0.0254).rounded()))
        var data = bigEndian(perMetre) + bigEndian(perMetre)
        data.append(1)
        var result = Array(png[..<header.range.upperBound])
        data.withUnsafeBytes { appendChunk("pHYs", $0, to: &result) }
        var offset = header.range.upperBound
        for chunk in chunks.dropFirst() {
            if chunk.type != "pHYs" { result += png[chunk.range] }
            offset = chunk.range.upperBound
        }
        result += png[offset...]
        return result
    }

    private static func appendChunk(_ type: String, _ data: UnsafeRawBufferPointer, to png: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        png += bigEndian(UInt32(data.count))
        png += typeBytes
        png.append(contentsOf: data)
        var crc = typeBytes.withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
        // libdeflate_crc32 with a null buffer answers its initial value, not `crc`: an empty chunk's data is skipped.
        if data.count > 0 { crc = UInt32(libdeflate_crc32(crc, data.baseAddress, data.count)) }
        png += bigEndian(crc)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
