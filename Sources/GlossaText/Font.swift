internal import CHarfBuzz
internal import CFreeType
import Foundation

/// One font face: its bytes, a HarfBuzz font for shaping and metrics, and a FreeType face for glyph outlines.
///
/// The HarfBuzz font is scaled to the face's units per em, so advances and positions come out exact and
/// unhinted (as CoreText and Chromium use them); callers scale by `size / unitsPerEm`. FreeType is only used
/// to rasterize, behind a lock, because an `FT_Face` may not be used from two threads at once.
public final class Font: @unchecked Sendable, CustomStringConvertible {
    /// Stable identifier from the font manifest (e.g. "NotoSansArabic-Regular").
    public let id: String
    public let family: String
    public let weight: Int
    public let path: String
    public let unitsPerEm: Double
    /// hhea ascender, descender (positive, below the baseline) and line gap, in font units.
    public let ascender: Double
    public let descender: Double
    public let lineGap: Double

    private let bytes: UnsafeMutableRawBufferPointer
    let hbFace: OpaquePointer
    let hbFont: OpaquePointer
    private let ftFace: FT_Face
    private let ftLock = NSLock()
    private var glyphCache: [GlyphBitmapKey: GlyphBitmap] = [:]

    /// Opens face `index` of the font file at `path`.
    public init(id: String, family: String, weight: Int, path: String, index: Int = 0) throws(FontError) {
        guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else {
            throw FontError.unreadable(path: path, reason: "cannot read the file")
        }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 16)
        data.copyBytes(to: buffer)
        let base = buffer.baseAddress!.assumingMemoryBound(to: CChar.self)

        let blob = hb_blob_create(base, UInt32(buffer.count), HB_MEMORY_MODE_READONLY, nil, nil)
        defer { hb_blob_destroy(blob) }
        guard index < Int(hb_face_count(blob)), let face = hb_face_create(blob, UInt32(index)),
              hb_face_get_glyph_count(face) > 0 else {
            buffer.deallocate()
            throw FontError.unreadable(path: path, reason: "not an OpenType font, or no face \(index)")
        }
        var ft: FT_Face?
        let ftError = FreeTypeLibrary.shared.withLibrary { library in
            FT_New_Memory_Face(library, buffer.baseAddress!.assumingMemoryBound(to: UInt8.self),
                               FT_Long(buffer.count), FT_Long(index), &ft)
        }
        guard ftError == 0, let ftFace = ft else {
            hb_face_destroy(face)
            buffer.deallocate()
            throw FontError.unreadable(path: path, reason: "FreeType error \(ftError)")
        }
        let font = hb_font_create(face)!
        let upem = hb_face_get_upem(face)
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        hb_ot_font_set_funcs(font)
        hb_font_make_immutable(font)

        self.id = id
        self.family = family
        self.weight = weight
        self.path = path
        self.bytes = buffer
        self.hbFace = face
        self.hbFont = font
        self.ftFace = ftFace
        self.unitsPerEm = Double(upem)
        self.ascender = Double(Font.metric(font, HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER))
        self.descender = -Double(Font.metric(font, HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER))
        self.lineGap = Double(Font.metric(font, HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP))
    }

    deinit {
        hb_font_destroy(hbFont)
        hb_face_destroy(hbFace)
        FreeTypeLibrary.shared.withLibrary { _ in _ = FT_Done_Face(ftFace) }
        bytes.deallocate()
    }

    public var description: String { id }

    private static func metric(_ font: OpaquePointer, _ tag: hb_ot_metrics_tag_t) -> Int32 {
        var value: hb_position_t = 0
        _ = hb_ot_metrics_get_position(font, tag, &value)
        return value
    }

    /// Whether the face maps `scalar` to a glyph of its own (not .notdef).
    public func covers(_ scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0 && glyph != 0
    }

    /// Ink bounds of a glyph in font units, y up: (minX, minY, maxX, maxY), nil for a blank glyph.
    func inkExtents(glyph: UInt32) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        var extents = hb_glyph_extents_t()
        guard hb_font_get_glyph_extents(hbFont, glyph, &extents) != 0, extents.width != 0 || extents.height != 0 else {
            return nil
        }
        let x0 = Double(extents.x_bearing), y1 = Double(extents.y_bearing)
        return (x0, y1 + Double(extents.height), x0 + Double(extents.width), y1)
    }

    /// Rasterizes a glyph anti-aliased at `pixelsPerEm`, shifted by a subpixel offset (in 1/4 pixels).
    ///
    /// Glyphs are rendered unhinted so that shapes match their unhinted advances; bitmaps are cached per
    /// size and subpixel phase, which makes repeated text cheap and output independent of render order.
    public func rasterize(glyph: UInt32, pixelsPerEm: Double, subpixelX: Int, subpixelY: Int) -> GlyphBitmap {
        let size26_6 = Int((pixelsPerEm * 64).rounded())
        let key = GlyphBitmapKey(glyph: glyph, size26_6: size26_6, subpixelX: subpixelX, subpixelY: subpixelY)
        ftLock.lock()
        defer { ftLock.unlock() }
        if let cached = glyphCache[key] { return cached }
        let bitmap = renderLocked(key)
        glyphCache[key] = bitmap
        return bitmap
    }

    private func renderLocked(_ key: GlyphBitmapKey) -> GlyphBitmap {
        guard FT_Set_Char_Size(ftFace, 0, FT_F26Dot6(key.size26_6), 72, 72) == 0,
              FT_Load_Glyph(ftFace, key.glyph, FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0,
              let slot = ftFace.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else {
            return .empty
        }
        // Shift the outline by the subpixel phase (26.6 units: 16 per quarter pixel); y grows upward here.
        FT_Outline_Translate(&slot.pointee.outline, FT_Pos(key.subpixelX * 16), FT_Pos(-key.subpixelY * 16))
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return .empty }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows)
        guard width > 0, height > 0, let buffer = bitmap.buffer else { return .empty }
        var coverage = [UInt8](repeating: 0, count: width * height)
        let pitch = Int(bitmap.pitch)
        for row in 0..<height {
            let source = buffer.advanced(by: row * pitch)
            for column in 0..<width { coverage[row * width + column] = source[column] }
        }
        return GlyphBitmap(left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
                           width: width, height: height, coverage: coverage)
    }
}

/// An anti-aliased glyph image: 8-bit coverage, positioned relative to the pen (top is above the baseline).
public struct GlyphBitmap: Sendable {
    public let left: Int
    public let top: Int
    public let width: Int
    public let height: Int
    public let coverage: [UInt8]

    static let empty = GlyphBitmap(left: 0, top: 0, width: 0, height: 0, coverage: [])
}

struct GlyphBitmapKey: Hashable {
    let glyph: UInt32
    let size26_6: Int
    let subpixelX: Int
    let subpixelY: Int
}

/// Errors opening fonts or the font manifest; each names the file at fault.
public enum FontError: Error, CustomStringConvertible, Equatable {
    case unreadable(path: String, reason: String)
    case badManifest(path: String, reason: String)
    case unknownFont(id: String, manifest: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason): return "\(path): unreadable font: \(reason)"
        case let .badManifest(path, reason): return "\(path): bad font manifest: \(reason)"
        case let .unknownFont(id, manifest): return "\(manifest): fallback names unknown font '\(id)'"
        }
    }
}

/// The process's one FreeType library; face creation and destruction go through its lock.
final class FreeTypeLibrary: @unchecked Sendable {
    static let shared = FreeTypeLibrary()
    private let library: FT_Library
    private let lock = NSLock()

    private init() {
        var library: FT_Library?
        precondition(FT_Init_FreeType(&library) == 0, "FreeType failed to initialise")
        self.library = library!
    }

    func withLibrary<T>(_ body: (FT_Library) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(library)
    }
}
