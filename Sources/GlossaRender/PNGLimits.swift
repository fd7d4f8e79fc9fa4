/// The largest image Glossa decodes, judged from the PNG header before any pixel memory is taken.
///
/// A decoded pixel costs 8 bytes here (libpng's RGBA row buffer plus the canvas), so a file that is
/// small on disk but declares 60,000 × 60,000 pixels would ask for tens of gigabytes. Real UI assets
/// are far below these limits: a full-screen @3x iPad Pro image is 2,732 × 2,048 (5.6 megapixels).
public enum PNGLimits {
    /// Pixels on either side.
    public static let maxSide = 16_384
    /// Pixels in all: 50 megapixels, at most about 400 MB decoded.
    public static let maxPixels = 50_000_000

    /// Why an image of this size is refused, or nil when it may be decoded.
    static func refusal(width: Int, height: Int) -> String? {
        let side = max(width, height)
        let why: String
        if side > maxSide {
            why = "\(side) px is more than the \(maxSide) px Glossa decodes on a side"
        } else if width * height > maxPixels {
            why = "\(width * height) pixels are more than the \(maxPixels) (\(maxPixels / 1_000_000) megapixels) Glossa decodes"
        } else {
            return nil
        }
        return "the image declares \(width) × \(height) px: \(why), so it refuses this one before reading its pixels"
    }
}
