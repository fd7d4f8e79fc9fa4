internal import CJPEG

/// JPEG decoding through libjpeg-turbo, under the same size limits as PNG (`PNGLimits`), checked from the
/// header before any pixel memory is taken.
public enum JPEG {
    /// Whether `bytes` start like a JPEG file (its start-of-image marker).
    public static func isJPEG(_ bytes: [UInt8]) -> Bool { bytes.starts(with: [0xFF, 0xD8, 0xFF]) }

    /// Decodes a baseline or progressive JPEG (gray, YCbCr; not CMYK) to an opaque canvas.
    public static func decode(_ bytes: [UInt8], name: String) throws(RenderError) -> Canvas {
        var width: UInt32 = 0, height: UInt32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let sized = bytes.withUnsafeBufferPointer { data in
            glossa_jpeg_size(data.baseAddress, UInt(data.count), &width, &height, &message, message.count)
        }
        guard sized != 0 else { throw RenderError.corruptImage(name: name, format: "JPEG", reason: text(message)) }
        if let refusal = PNGLimits.refusal(width: Int(width), height: Int(height)) {
            throw RenderError.imageTooLarge(name: name, reason: refusal)
        }
        guard width > 0, height > 0 else { throw RenderError.corruptImage(name: name, format: "JPEG", reason: "the image has no pixels") }
        var rgba = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
        let decoded = bytes.withUnsafeBufferPointer { data in
            rgba.withUnsafeMutableBufferPointer { pixels in
                glossa_jpeg_decode_rgba(data.baseAddress, UInt(data.count), pixels.baseAddress, width, height, &message, message.count)
            }
        }
        guard decoded != 0 else { throw RenderError.corruptImage(name: name, format: "JPEG", reason: text(message)) }
        var canvas = Canvas(width: Int(width), height: Int(height))
        for y in 0..<Int(height) {
            for x in 0..<Int(width) {
                let index = (y * Int(width) + x) * 4
                canvas.blend(x: x, y: y, color: Color(red: rgba[index], green: rgba[index + 1], blue: rgba[index + 2]), coverage: 255)
            }
        }
        return canvas
    }

    private static func text(_ message: [CChar]) -> String {
        let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return reason.isEmpty ? "libjpeg refused it" : reason
    }
}
