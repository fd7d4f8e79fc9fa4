internal import CPNG
import Foundation

/// PNG encoding and decoding through libpng's simplified API (which needs no setjmp).
public enum PNG {
    /// The canvas as an 8-bit PNG: gray, RGB or RGBA, whichever holds every pixel exactly.
    ///
    /// Deterministic: no timestamps or text chunks, and the same compression settings give the same bytes
    /// for the same pixels. `.standard` is the fastest setting measured whose files stay small (README, "PNG
    /// encoding"); other settings are for the benchmark that compares them.
    public static func encode(_ canvas: Canvas, compression: PNGCompression = .standard) throws(RenderError) -> [UInt8] {
        guard canvas.width > 0, canvas.height > 0 else { throw RenderError.emptyImage }
        return try PNGScratch.with { scratch throws(RenderError) in
            let rows = scratch.rows(atLeast: canvas.packedRowsCapacity)
            let format = canvas.packRows(into: rows)
            return try PNGEncoder.encode(width: canvas.width, height: canvas.height, format: format, rows: rows,
                                         compression: compression, scratch: scratch)
        }
    }

    /// `encode(canvas)` for a canvas that is not read again: an opaque canvas (every screen) is packed into
    /// PNG rows inside its own pixel memory, which is then kept for the next canvas this thread draws. The
    /// same bytes as `encode`, without the separate row memory (three bytes a pixel, 11 MB a thread at iPad
    /// size) that every worker would otherwise keep as large as the largest device it drew.
    public static func encode(consuming canvas: consuming Canvas) throws(RenderError) -> [UInt8] {
        guard canvas.width > 0, canvas.height > 0 else { throw RenderError.emptyImage }
        guard let format = canvas.packRowsInPlace() else {
            let bytes = try encode(canvas)
            canvas.recycle()
            return bytes
        }
        let (width, height) = (canvas.width, canvas.height)
        let bytes = try PNGScratch.with { scratch throws(RenderError) in
            let encoded: Result<[UInt8], RenderError> = canvas.pixels.withUnsafeMutableBytes { rows in
                Result { () throws(RenderError) in
                    try PNGEncoder.encode(width: width, height: height, format: format, rows: rows, compression: .standard,
                                          scratch: scratch)
                }
            }
            return try encoded.get()
        }
        canvas.recycle()
        return bytes
    }

    /// The canvas as `encode` writes it, with a pHYs chunk giving its density: 72 × `scale` dots per inch, so
    /// that a viewer (Xcode among them) shows an image drawn at `scale` pixels a point at its size in points.
    public static func encode(_ canvas: Canvas, scale: Double) throws(RenderError) -> [UInt8] {
        PNGEncoder.withDensity(try encode(canvas), dotsPerInch: 72 * scale)
    }

    /// Decodes any PNG (gray, palette, 16-bit, interlaced, Apple-optimised) to a canvas.
    public static func decode(_ bytes: [UInt8], name: String) throws(RenderError) -> Canvas {
        if AppleOptimizedPNG.isAppleOptimized(bytes) { return try decodeAppleOptimized(bytes, name: name) }
        return try decode(bytes, name: name, premultiplied: false)
    }

    /// An Apple-optimised PNG: BGR(A) to RGB(A); its colours are premultiplied already.
    private static func decodeAppleOptimized(_ bytes: [UInt8], name: String) throws(RenderError) -> Canvas {
        let (png, hasAlpha) = try AppleOptimizedPNG.standardPNG(bytes, name: name)
        var canvas = try decode(png, name: name, premultiplied: hasAlpha)
        canvas.pixels.withUnsafeMutableBufferPointer { pixels in
            for index in stride(from: 0, to: pixels.count, by: 4) { pixels.swapAt(index, index + 2) }
        }
        return canvas
    }

    /// `premultiplied`: the file's colours are premultiplied already (they are only taken as they are).
    private static func decode(_ bytes: [UInt8], name: String, premultiplied: Bool) throws(RenderError) -> Canvas {
        let chunks = chunksBeforeImageData(bytes)
        let encodings = Set(chunks.map(\.type)).intersection(["gAMA", "sRGB", "iCCP"])
        // A 16-bit file whose one encoding is an embedded profile (iCCP, no gAMA or sRGB) holds the profile's values,
        // which iOS shows as stored: it is read without the profile, whatever libpng would make of it.
        if encodings == ["iCCP"], bytes.count > 24, bytes[24] == 16 {
            let kept = chunks.filter { $0.type != "iCCP" }.flatMap { bytes[$0.range] }
            let imageData = chunks.last.map(\.range.upperBound) ?? 8
            return try decode(Array(bytes.prefix(8)) + kept + bytes[imageData...], name: name, premultiplied: premultiplied)
        }
        var image = png_image()
        image.version = glossa_png_image_version()
        let began = bytes.withUnsafeBytes { raw in
            png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count)
        }
        guard began != 0 else { throw RenderError.corruptPNG(name: name, reason: message(image)) }
        defer { png_image_free(&image) }
        if let refusal = PNGLimits.refusal(width: Int(image.width), height: Int(image.height)) {
            throw RenderError.imageTooLarge(name: name, reason: refusal)
        }
        if image.format & UInt32(PNG_FORMAT_FLAG_LINEAR) != 0 {
            return try decodeSixteenBit(&image, tagged: !encodings.isEmpty, name: name)
        }
        image.format = glossa_png_format_rgba()
        let width = Int(image.width), height = Int(image.height)
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        let finished = rgba.withUnsafeMutableBytes { raw in
            png_image_finish_read(&image, nil, raw.baseAddress, Int32(width * 4), nil)
        }
        guard finished != 0 else { throw RenderError.corruptPNG(name: name, reason: message(image)) }
        if premultiplied { return Canvas(width: width, height: height, premultiplied: rgba) }
        // Premultiplied where the pixels are: what blending each one over a clear canvas gives (colour × alpha,
        // rounded by `mul255`), without a second image-sized buffer.
        rgba.withUnsafeMutableBufferPointer { bytes in
            for index in stride(from: 0, to: bytes.count, by: 4) {
                let alpha = Int(bytes[index + 3])
                guard alpha < 255 else { continue }
                bytes[index] = UInt8(Canvas.mul255(Int(bytes[index]), alpha))
                bytes[index + 1] = UInt8(Canvas.mul255(Int(bytes[index + 1]), alpha))
                bytes[index + 2] = UInt8(Canvas.mul255(Int(bytes[index + 2]), alpha))
            }
        }
        return Canvas(width: width, height: height, premultiplied: rgba)
    }

    /// A 16-bit file, read as 16-bit premultiplied RGBA and brought to 8 bits here.
    ///
    /// libpng 1.6.39's own 16-to-8-bit conversion scrambles interlaced 16-bit images, and it takes an
    /// untagged 16-bit file to be linear (so it would come out too light), while design tools write sRGB
    /// values at 16 bits as at 8 and browsers read them so. An untagged file is therefore read "linear to
    /// linear", which leaves its values as written; a file with gAMA or sRGB is converted to linear by
    /// libpng and encoded back with the display gamma its 8-bit output uses. (A file with only an embedded
    /// profile comes here without it: see `decode`.)
    private static func decodeSixteenBit(_ image: inout png_image, tagged: Bool, name: String) throws(RenderError) -> Canvas {
        image.format = UInt32(PNG_FORMAT_FLAG_LINEAR | PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        let width = Int(image.width), height = Int(image.height)
        var samples = [UInt16](repeating: 0, count: width * height * 4)
        let finished = samples.withUnsafeMutableBytes { raw in
            png_image_finish_read(&image, nil, raw.baseAddress, Int32(width * 4), nil)
        }
        guard finished != 0 else { throw RenderError.corruptPNG(name: name, reason: message(image)) }
        func encoded(_ value: Double) -> UInt8 {
            UInt8(min(255, max(0, ((tagged ? pow(value, 0.45455) : value) * 255).rounded())))
        }
        var canvas = Canvas(width: width, height: height)
        for index in 0..<(width * height) {
            let alpha = Double(samples[index * 4 + 3])
            guard alpha > 0 else { continue }
            let straight = (0..<3).map { encoded(Double(samples[index * 4 + $0]) / alpha) }
            let color = Color(red: straight[0], green: straight[1], blue: straight[2], alpha: UInt8((alpha * 255 / 65535).rounded()))
            canvas.blend(x: index % width, y: index / width, color: color, coverage: 255)
        }
        return canvas
    }

    /// The chunks before the image data (the first IDAT), each with its type and the bytes it takes (length, type,
    /// data and CRC), in file order; a chunk that runs past the end of the file ends the list.
    static func chunksBeforeImageData(_ bytes: [UInt8]) -> [(type: String, range: Range<Int>)] {
        var chunks: [(type: String, range: Range<Int>)] = []
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            guard type != "IDAT", length <= bytes.count - offset - 12 else { break }
            chunks.append((type, offset..<offset + 12 + length))
            offset += 12 + length
        }
        return chunks
    }

    private static func message(_ image: png_image) -> String {
        withUnsafeBytes(of: image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}

/// Errors from drawing, encoding and writing images; each names the file at fault where there is one.
public enum RenderError: Error, CustomStringConvertible, Equatable {
    case emptyImage
    case png(String)
    case corruptPNG(name: String, reason: String)
    /// An image of another format (JPEG) that its decoder refused.
    case corruptImage(name: String, format: String, reason: String)
    /// The header declares more pixels than Glossa decodes (see `PNGLimits`).
    case imageTooLarge(name: String, reason: String)
    case write(path: String, reason: String)

    public var description: String {
        switch self {
        case .emptyImage: return "nothing to encode: the image has no pixels"
        case let .png(reason): return "PNG encoding failed: \(reason)"
        case let .corruptPNG(name, reason): return "\(name): not a readable PNG: \(reason)"
        case let .corruptImage(name, format, reason): return "\(name): not a readable \(format): \(reason)"
        case let .imageTooLarge(name, reason): return "\(name): \(reason)"
        case let .write(path, reason): return "\(path): cannot write: \(reason)"
        }
    }
}
