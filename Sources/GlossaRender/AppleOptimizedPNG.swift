internal import CDeflate

/// PNGs that Xcode's `pngcrush -iphone` writes into built apps ("CgBI"): a `CgBI` chunk before the header, the
/// image data a raw DEFLATE stream (no zlib header or checksum), and the pixels in BGR(A) order, premultiplied by
/// their alpha. Apps copy them from built bundles into their sources, and iOS shows them; libpng refuses them.
///
/// Read here by rewriting the file as an ordinary PNG (the same DEFLATE stream behind a zlib header and its Adler-32,
/// the `CgBI` chunk left out), decoding that with libpng, and swapping the channels back: nothing is re-compressed.
enum AppleOptimizedPNG {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Whether `bytes` is such a PNG: its first chunk is `CgBI`.
    static func isAppleOptimized(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 16 && bytes.starts(with: signature) && bytes[12..<16].elementsEqual("CgBI".utf8)
    }

    struct Chunk {
        var type: String
        var data: ArraySlice<UInt8>
    }

    /// The chunks after the signature, in order; nil when one runs past the end.
    static func chunks(_ bytes: [UInt8]) -> [Chunk]? {
        var chunks: [Chunk] = []
        var offset = signature.count
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let start = offset + 8
            guard length >= 0, start + length + 4 <= bytes.count else { return nil }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            chunks.append(Chunk(type: type, data: bytes[start..<start + length]))
            offset = start + length + 4
            if type == "IEND" { break }
        }
        return chunks
    }

    /// The file as an ordinary PNG (its pixels still in BGR(A) order, premultiplied), and whether it has alpha.
    static func standardPNG(_ bytes: [UInt8], name: String) throws(RenderError) -> (png: [UInt8], hasAlpha: Bool) {
        guard let chunks = chunks(bytes), let header = chunks.first(where: { $0.type == "IHDR" }), header.data.count == 13 else {
            throw RenderError.corruptPNG(name: name, reason: "an Apple-optimised (CgBI) PNG whose chunks do not read")
        }
        let width = header.data.prefix(4).reduce(0) { $0 << 8 | Int($1) }
        let height = header.data.dropFirst(4).prefix(4).reduce(0) { $0 << 8 | Int($1) }
        if let refusal = PNGLimits.refusal(width: width, height: height) { throw RenderError.imageTooLarge(name: name, reason: refusal) }
        let bitDepth = Int(header.data[header.data.startIndex + 8]), colorType = Int(header.data[header.data.startIndex + 9])
        let interlaced = header.data[header.data.startIndex + 12] != 0
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 4
        let raw = chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
        let inflated = try inflate(raw, expected: filteredSize(width: width, height: height, bitsPerPixel: channels * bitDepth,
                                                              interlaced: interlaced), name: name)
        var zlib: [UInt8] = [0x78, 0x9C] + raw
        let adler = UInt32(inflated.withUnsafeBufferPointer { libdeflate_adler32(1, $0.baseAddress, $0.count) })
        zlib += [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
        var png = signature
        for chunk in chunks where chunk.type != "CgBI" && chunk.type != "IDAT" && chunk.type != "IEND" {
            append(chunk.type, Array(chunk.data), to: &png)
            if chunk.type == "IHDR" { append("IDAT", zlib, to: &png) }
        }
        append("IEND", [], to: &png)
        return (png, colorType == 4 || colorType == 6)
    }

    /// The size of the filtered scanlines (a filter byte per row) of the image, per pass when interlaced.
    static func filteredSize(width: Int, height: Int, bitsPerPixel: Int, interlaced: Bool) -> Int {
        func rows(_ w: Int, _ h: Int) -> Int { w == 0 || h == 0 ? 0 : h * (1 + (w * bitsPerPixel + 7) / 8) }
        guard interlaced else { return rows(width, height) }
        // Adam7: each pass's first column and row, and its step across and down.
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        return passes.reduce(0) { total, pass in
            let w = (width - pass.0 + pass.2 - 1) / pass.2, h = (height - pass.1 + pass.3 - 1) / pass.3
            return total + rows(max(0, w), max(0, h))
        }
    }

    private static func inflate(_ raw: [UInt8], expected: Int, name: String) throws(RenderError) -> [UInt8] {
        guard let decompressor = libdeflate_alloc_decompressor() else {
            throw RenderError.corruptPNG(name: name, reason: "no memory to inflate an Apple-optimised (CgBI) PNG")
        }
        defer { libdeflate_free_decompressor(decompressor) }
        var output = [UInt8](repeating: 0, count: max(1, expected))
        var actual = 0
        let result = raw.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { out in
                libdeflate_deflate_decompress(decompressor, input.baseAddress, input.count, out.baseAddress, out.count, &actual)
            }
        }
        guard result == LIBDEFLATE_SUCCESS, actual == expected else {
            throw RenderError.corruptPNG(name: name, reason: "an Apple-optimised (CgBI) PNG whose image data does not inflate")
        }
        return output
    }

    private static func append(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        let length = UInt32(data.count)
        png += [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)]
        let body = Array(type.utf8) + data
        png += body
        let crc = UInt32(body.withUnsafeBufferPointer { libdeflate_crc32(0, $0.baseAddress, $0.count) })
        png += [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
    }
}
