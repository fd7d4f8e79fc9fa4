import Foundation
import Glossa
import GlossaRender

/// A screenshot as Weblate takes it: at most 2000 pixels a side (larger images are refused), the key's view
/// outlined.
struct WeblateImage {
    /// Weblate's limit on each side of a screenshot (`validate_bitmap`).
    static let maxSide = 2000
    /// The outline drawn again after scaling down, around the view so that it covers none of its text: the red
    /// of Glossa's finding outlines, 2 pixels wide.
    static let outline = Color(red: 255, green: 59, blue: 48)
    static let outlineWidth = 2.0

    var png: Data
    var width: Int
    var height: Int
    /// The size of the index's PNG when it was scaled down to fit.
    var original: (width: Int, height: Int)?

    /// The index's PNG as it is when it fits; else scaled down to fit, the view outlined again on the smaller
    /// image (averaging pixels thins the outline the index drew). Without `drawing` (a dry run), only the sizes.
    static func prepare(_ file: URL, view: ContextShot.PixelBox, drawing: Bool = true) throws(GlossaError) -> WeblateImage {
        let bytes: [UInt8]
        do {
            bytes = try [UInt8](Data(contentsOf: file))
        } catch {
            throw GlossaError("\(file.path): cannot read the screenshot: \(error.localizedDescription)")
        }
        guard let size = pngSize(bytes) else { throw GlossaError("\(file.path): not a PNG") }
        if size.width <= maxSide && size.height <= maxSide {
            return WeblateImage(png: Data(bytes), width: size.width, height: size.height, original: nil)
        }
        guard drawing else {
            let fitted = Canvas.size(width: size.width, height: size.height, scaledDownToFit: maxSide)
            return WeblateImage(png: Data(), width: fitted.width, height: fitted.height, original: (size.width, size.height))
        }
        do throws(RenderError) {
            var canvas = try PNG.decode(bytes, name: file.path).scaledDown(toFit: maxSide)
            let factor = Double(canvas.width) / Double(size.width)
            let inset = outlineWidth
            let frame = TextRect(x: view.x * factor - inset, y: view.y * factor - inset,
                                 width: view.width * factor + 2 * inset, height: view.height * factor + 2 * inset)
            canvas.stroke(frame, lineWidth: outlineWidth, scale: 1, color: outline)
            return WeblateImage(png: Data(try PNG.encode(canvas)), width: canvas.width, height: canvas.height,
                                original: (size.width, size.height))
        } catch {
            throw GlossaError("\(file.path): \(error)")
        }
    }

    /// Width and height from a PNG's IHDR chunk, which the signature is followed by.
    static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature else { return nil }
        // An Apple-optimised PNG has a 4-byte CgBI chunk first: IHDR's data starts 16 bytes later.
        let start = Array(bytes[12..<16]) == Array("CgBI".utf8) ? 32 : 16
        guard bytes.count >= start + 8 else { return nil }
        func number(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(start), number(start + 4))
    }

    /// "923 × 2000 px (scaled from 1179 × 2556)".
    var sizeDescription: String {
        "\(width) × \(height) px" + (original.map { " (scaled from \($0.width) × \($0.height))" } ?? "")
    }
}
