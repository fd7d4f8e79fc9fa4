internal import CHarfBuzz
internal import CFreeType
import Foundation

/// One font face: its bytes, a HarfBuzz font for shaping and metrics, and a FreeType face for glyph outlines.
///
/// The HarfBuzz font is scaled to the face's units per em, so advances and positions come out exact and
/// unhinted (as CoreText and Chromium use them); callers scale by `size / unitsPerEm`. FreeType is only used
/// to rasterize, behind a lock, because an `FT_Face` may not be used from two threads at once; its face is
/// opened on the first glyph drawn, since fallback faces that only answer `covers(_:)` never need one.
public final class Font: @unchecked Sendable, CustomStringConvertible {
    /// Stable identifier from the font manifest (e.g. "NotoSansArabic-Regular").
    public let id: String
    public let family: String
    public let weight: Int
    public let path: String
    /// Face index within the file (non-zero only in collections).
    let index: Int
    public let unitsPerEm: Double
    /// hhea ascender, descender (positive, below the baseline) and line gap, in font units.
    public let ascender: Double
    public let descender: Double
    public let lineGap: Double

    /// The file's bytes, memory-mapped by HarfBuzz: only the pages shaping and rasterizing touch are read.
    private let blob: OpaquePointer
    let hbFace: OpaquePointer
    let hbFont: OpaquePointer
    /// Opened by the first rasterization (or `openRasterizer()`); guarded by `ftLock` like the glyph cache.
    private var ftFace: FT_Face?
    private var ftError: FT_Error = 0
    private let ftLock = NSLock()
    /// Rasterized glyphs, shared by the fonts of one registry within its budget (see `FontRegistry`).
    private let glyphs: GlyphCache
    /// Ink extents by glyph, as `inkExtents(glyph:)` found them (every line's ink reads them).
    private let extentsLock = NSLock()
    private var extentsCache: [UInt32: GlyphExtents?] = [:]

    /// Opens face `index` of the font file at `path` for shaping; FreeType opens it on first rasterization.
    ///
    /// The file is mapped, not read: HarfBuzz and FreeType share the one read-only mapping, so opening a
    /// face costs a few page faults for its headers rather than a copy of the whole file.
    public convenience init(id: String, family: String, weight: Int, path: String, index: Int = 0) throws(FontError) {
        try self.init(id: id, family: family, weight: weight, path: path, index: index,
                      glyphs: GlyphCache(budget: FontRegistry.defaultGlyphBudget))
    }

    init(id: String, family: String, weight: Int, path: String, index: Int, glyphs: GlyphCache) throws(FontError) {
        self.glyphs = glyphs
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw FontError.unreadable(path: path, reason: "cannot read the file")
        }
        var length: UInt32 = 0
        guard hb_blob_get_data(blob, &length) != nil, length > 0 else {
            hb_blob_destroy(blob)
            throw FontError.unreadable(path: path, reason: "cannot read the file")
        }
        // hb_face_create never fails: a bad file or index gives the empty face, which has no glyphs.
        let face = hb_face_create(blob, UInt32(index))!
        guard index < Int(hb_face_count(blob)), hb_face_get_glyph_count(face) > 0 else {
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            throw FontError.unreadable(path: path, reason: "not an OpenType font, or no face \(index)")
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
        self.index = index
        self.blob = blob
        self.hbFace = face
        self.hbFont = font
        self.unitsPerEm = Double(upem)
        self.ascender = Double(Font.metric(font, HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER))
        self.descender = -Double(Font.metric(font, HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER))
        self.lineGap = Double(Font.metric(font, HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP))
    }

    deinit {
        hb_font_destroy(hbFont)
        hb_face_destroy(hbFace)
        // FreeType reads the mapped bytes until the face is done, so the mapping goes last.
        if let ftFace { FreeTypeLibrary.shared.withLibrary { _ in _ = FT_Done_Face(ftFace) } }
        hb_blob_destroy(blob)
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
    func inkExtents(glyph: UInt32) -> GlyphExtents? {
        extentsLock.lock()
        let known = extentsCache[glyph]
        extentsLock.unlock()
        if let known { return known }
        let extents = readExtents(glyph: glyph)
        extentsLock.lock()
        extentsCache[glyph] = extents
        extentsLock.unlock()
        return extents
    }

    private func readExtents(glyph: UInt32) -> GlyphExtents? {
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
    /// size and subpixel phase within the registry's glyph budget, which makes repeated text cheap; a glyph
    /// let go is rendered again the same, so output does not depend on render order or the budget.
    public func rasterize(glyph: UInt32, pixelsPerEm: Double, subpixelX: Int, subpixelY: Int) -> GlyphBitmap {
        let size26_6 = Int((pixelsPerEm * 64).rounded())
        let key = GlyphCache.Key(font: ObjectIdentifier(self),
                                 bitmap: GlyphBitmapKey(glyph: glyph, size26_6: size26_6, subpixelX: subpixelX, subpixelY: subpixelY))
        if let cached = glyphs.bitmaps.value(for: key) { return cached }
        ftLock.lock()
        let bitmap = renderLocked(key.bitmap)
        ftLock.unlock()
        glyphs.bitmaps.insert(bitmap, for: key, cost: bitmap.coverage.count + GlyphCache.overhead)
        return bitmap
    }

    /// Opens the FreeType face now, so a face FreeType refuses is reported rather than drawn blank.
    ///
    /// HarfBuzz has already accepted the file; this is for callers that must know up front
    /// (`FontRegistry.addFonts(directory:)`, `FontRegistry.validate()`).
    func openRasterizer() throws(FontError) {
        ftLock.lock()
        defer { ftLock.unlock() }
        guard faceLocked() != nil else {
            throw FontError.unreadable(path: path, reason: "FreeType error \(ftError)")
        }
    }

    /// The FreeType face over the same mapped bytes, opened once; nil (and `ftError` set) if FreeType refuses it.
    private func faceLocked() -> FT_Face? {
        if let ftFace { return ftFace }
        guard ftError == 0 else { return nil }
        var length: UInt32 = 0
        let base = hb_blob_get_data(blob, &length)!
        var face: FT_Face?
        let error = FreeTypeLibrary.shared.withLibrary { library in
            base.withMemoryRebound(to: UInt8.self, capacity: Int(length)) { bytes in
                FT_New_Memory_Face(library, bytes, FT_Long(length), FT_Long(index), &face)
            }
        }
        guard error == 0, let face else {
            ftError = error == 0 ? -1 : error
            return nil
        }
        ftFace = face
        return face
    }

    private func renderLocked(_ key: GlyphBitmapKey) -> GlyphBitmap {
        guard let ftFace = faceLocked(),
              FT_Set_Char_Size(ftFace, 0, FT_F26Dot6(key.size26_6), 72, 72) == 0,
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

/// The glyph bitmaps of one registry's fonts, within one budget, least recently drawn out first.
///
/// A font's identity keys its bitmaps: every font of a registry lives as long as the registry, and the
/// cache belongs to those fonts alone, so no identifier is ever reused while its bitmaps are kept.
final class GlyphCache: Sendable {
    struct Key: Hashable {
        let font: ObjectIdentifier
        let bitmap: GlyphBitmapKey
    }

    /// What a kept bitmap costs beyond its coverage bytes (its entry, key and array header).
    static let overhead = 96
    let bitmaps: BoundedCache<Key, GlyphBitmap>

    init(budget: Int) {
        bitmaps = BoundedCache(budget: budget)
    }
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

/// A glyph's ink bounds in font units, y up.
typealias GlyphExtents = (minX: Double, minY: Double, maxX: Double, maxY: Double)
