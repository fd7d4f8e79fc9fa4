internal import CHarfBuzz
internal import CFreeType
import Foundation

/// One font face: its bytes, a HarfBuzz font for shaping and metrics, and a FreeType face for glyph outlines.
///
/// The HarfBuzz font is scaled to the face's units per em, so advances and positions come out exact and
/// unhinted (as CoreText and Chromium use them); callers scale by `size / unitsPerEm`. FreeType is only used
/// to rasterize, behind a lock, because an `FT_Face` may not be used from two threads at once; its face is
/// opened on the first glyph drawn, since fallback faces that only answer `covers(_:)` never need one.
/// A colour bitmap font without outlines (Noto Color Emoji) is laid out in its strike's units instead, its
/// advances and ink read from the strike, and its bitmaps scaled to the size drawn (`BitmapStrike`).
public final class Font: @unchecked Sendable, CustomStringConvertible {
    /// Stable identifier from the font manifest (e.g. "NotoSansArabic-Regular").
    public let id: String
    public let family: String
    public let weight: Int
    public let path: String
    /// Face index within the file (non-zero only in collections).
    let index: Int
    /// Shaping units per em: the face's own, or 64 per strike pixel for a bitmap font (`bitmapStrike`).
    public let unitsPerEm: Double
    /// The colour strike of a font with bitmaps and no outlines; nil for an outline font.
    let bitmapStrike: BitmapStrike?
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
    /// FreeType's index of `bitmapStrike` among the face's sizes, and its glyphs' metrics (under `ftLock`).
    private var strikeIndex: Int?
    private var strikeGlyphs: [UInt32: StrikeGlyph?] = [:]
    /// Ink extents by glyph id, as `inkExtents(glyph:)` found them (every line's ink reads them): a table as long
    /// as the face has glyphs, made on first use (hashing a glyph id cost more than reading its extents again).
    private let extentsLock = NSLock()
    // Touched only under `extentsLock`, so no two accesses overlap: not checked again at run time.
    @exclusivity(unchecked) private var extentsTable: [StoredExtents] = []
    @exclusivity(unchecked) private var extentsOverflow: [UInt32: GlyphExtents?] = [:]

    /// A name of the face's `name` table (PostScript name 6, family 1, full name 4), in any language; nil when absent.
    func name(_ id: UInt32) -> String? {
        var length: UInt32 = 256
        var buffer = [CChar](repeating: 0, count: 257)
        let written = buffer.withUnsafeMutableBufferPointer { pointer in
            hb_ot_name_get_utf8(hbFace, hb_ot_name_id_t(id), nil, &length, pointer.baseAddress)
        }
        guard written > 0 else { return nil }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// How many faces the font file at `path` holds (a collection holds several); 0 when it is no font HarfBuzz reads.
    static func faceCount(path: String) -> Int {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return 0 }
        defer { hb_blob_destroy(blob) }
        return Int(hb_face_count(blob))
    }

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
        let strike = BitmapStrike.largest(in: face)
        let upem = strike.map { UInt32($0.unitsPerEm) } ?? hb_face_get_upem(face)
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
        self.bitmapStrike = strike
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
        defer { extentsLock.unlock() }
        if extentsTable.isEmpty {
            extentsTable = Array(repeating: .unknown, count: Int(hb_face_get_glyph_count(hbFace)))
        }
        guard Int(glyph) < extentsTable.count else {
            // Not a glyph of the face (a stand-in id): asked rarely, kept apart.
            if let known = extentsOverflow[glyph] { return known }
            let extents = readExtents(glyph: glyph)
            extentsOverflow[glyph] = extents
            return extents
        }
        if let known = extentsTable[Int(glyph)].extents { return known }
        let extents = readExtents(glyph: glyph)
        extentsTable[Int(glyph)] = StoredExtents(extents)
        return extents
    }

    private func readExtents(glyph: UInt32) -> GlyphExtents? {
        if bitmapStrike != nil {
            guard let image = strikeGlyph(glyph), image.width > 0, image.height > 0 else { return nil }
            return (Double(image.left), Double(image.top - image.height), Double(image.left + image.width), Double(image.top))
        }
        var extents = hb_glyph_extents_t()
        guard hb_font_get_glyph_extents(hbFont, glyph, &extents) != 0, extents.width != 0 || extents.height != 0 else {
            return nil
        }
        let x0 = Double(extents.x_bearing), y1 = Double(extents.y_bearing)
        return (x0, y1 + Double(extents.height), x0 + Double(extents.width), y1)
    }

    /// Rasterizes a glyph anti-aliased at `pixelsPerEm`, shifted by a subpixel offset (in 1/4 pixels), its
    /// outline scaled across by `widthFactor` (`GlyphRun.widthFactor`: San Francisco's optical size).
    ///
    /// Glyphs are rendered unhinted so that shapes match their unhinted advances; bitmaps are cached per
    /// size and subpixel phase within the registry's glyph budget, which makes repeated text cheap; a glyph
    /// let go is rendered again the same, so output does not depend on render order or the budget.
    public func rasterize(glyph: UInt32, pixelsPerEm: Double, subpixelX: Int, subpixelY: Int,
                          widthFactor: Double = 1) -> GlyphBitmap {
        let size26_6 = Int((pixelsPerEm * 64).rounded())
        let width26_6 = widthFactor == 1 ? size26_6 : Int((pixelsPerEm * widthFactor * 64).rounded())
        let key = GlyphCache.Key(font: ObjectIdentifier(self),
                                 bitmap: GlyphBitmapKey(glyph: glyph, size26_6: size26_6, width26_6: width26_6,
                                                        subpixelX: subpixelX, subpixelY: subpixelY))
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
        if let bitmapStrike { return renderBitmapLocked(key, strike: bitmapStrike) }
        guard let ftFace = faceLocked(),
              FT_Set_Char_Size(ftFace, FT_F26Dot6(key.width26_6), FT_F26Dot6(key.size26_6), 72, 72) == 0,
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

    /// A bitmap glyph's advance and image box at the strike (`bitmapStrike`), in its 26.6 units; nil for a
    /// glyph FreeType cannot load. Only metrics are read (FT_LOAD_BITMAP_METRICS_ONLY): no PNG is decoded.
    func strikeGlyph(_ glyph: UInt32) -> StrikeGlyph? {
        ftLock.lock()
        defer { ftLock.unlock() }
        if let known = strikeGlyphs[glyph] { return known }
        var image: StrikeGlyph?
        if let face = selectStrikeLocked(),
           FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_COLOR | FT_LOAD_BITMAP_METRICS_ONLY)) == 0,
           let slot = face.pointee.glyph {
            let metrics = slot.pointee.metrics
            image = StrikeGlyph(advance: Int(metrics.horiAdvance), left: Int(metrics.horiBearingX),
                                top: Int(metrics.horiBearingY), width: Int(metrics.width), height: Int(metrics.height))
        }
        strikeGlyphs[glyph] = image
        return image
    }

    /// The FreeType face with `bitmapStrike` selected; nil if FreeType refuses the face or has no such strike.
    private func selectStrikeLocked() -> FT_Face? {
        guard let bitmapStrike, let face = faceLocked() else { return nil }
        if strikeIndex == nil {
            let sizes = (0..<Int(face.pointee.num_fixed_sizes)).map { face.pointee.available_sizes[$0] }
            strikeIndex = sizes.firstIndex { Int($0.y_ppem) == bitmapStrike.ppem * 64 } ?? -1
        }
        guard let strikeIndex, strikeIndex >= 0, FT_Select_Size(face, FT_Int(strikeIndex)) == 0 else { return nil }
        return face
    }

    /// A colour glyph: the strike's BGRA bitmap (premultiplied, as FreeType decodes the PNG) turned to
    /// RGBA and scaled from the strike's size to `key`'s, at its subpixel phase.
    private func renderBitmapLocked(_ key: GlyphBitmapKey, strike: BitmapStrike) -> GlyphBitmap {
        let pixelsPerEm = Double(key.size26_6) / 64
        // Beyond the largest font size at @3x: memory must stay bounded.
        guard pixelsPerEm > 0, pixelsPerEm <= BitmapScaler.largestPixelsPerEm,
              let face = selectStrikeLocked(), FT_Load_Glyph(face, key.glyph, FT_Int32(FT_LOAD_COLOR)) == 0,
              let slot = face.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_BITMAP,
              slot.pointee.bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue) else {
            return .empty
        }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard width > 0, height > 0, pitch >= width * 4, let buffer = bitmap.buffer else { return .empty }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0..<height {
            let source = buffer.advanced(by: row * pitch)
            for column in 0..<width {
                let from = column * 4, to = (row * width + column) * 4
                rgba[to] = source[from + 2]
                rgba[to + 1] = source[from + 1]
                rgba[to + 2] = source[from]
                rgba[to + 3] = source[from + 3]
            }
        }
        return BitmapScaler.scale(rgba, width: width, height: height, left: Int(slot.pointee.bitmap_left),
                                  top: Int(slot.pointee.bitmap_top), scale: pixelsPerEm / Double(strike.ppem),
                                  penX: Double(key.subpixelX) / 4, penY: Double(key.subpixelY) / 4)
    }
}

/// An anti-aliased glyph image, positioned relative to the pen (top is above the baseline): 8-bit coverage
/// that the text colour fills, or for a colour glyph (an emoji) its own premultiplied RGBA pixels.
public struct GlyphBitmap: Sendable {
    public let left: Int
    public let top: Int
    public let width: Int
    public let height: Int
    /// Coverage, one byte a pixel; empty for a colour glyph.
    public let coverage: [UInt8]
    /// Premultiplied RGBA, four bytes a pixel, for a colour glyph; empty for an outline glyph.
    public let colors: [UInt8]

    public var isColor: Bool { !colors.isEmpty }

    init(left: Int, top: Int, width: Int, height: Int, coverage: [UInt8], colors: [UInt8] = []) {
        self.left = left
        self.top = top
        self.width = width
        self.height = height
        self.coverage = coverage
        self.colors = colors
    }

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
    /// The horizontal size: `size26_6` scaled by the run's width factor (the same for every face but the system
    /// font's stand-in).
    let width26_6: Int
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

/// A glyph's ink extents as a font's table keeps them: not read yet, blank, or bounds. Extents are whole font
/// units (HarfBuzz's positions, a bitmap's pixels), kept exactly in the doubles they are read as.
private struct StoredExtents {
    private var bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double)
    private var state: UInt8

    static let unknown = StoredExtents(bounds: (0, 0, 0, 0), state: 0)

    private init(bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double), state: UInt8) {
        self.bounds = bounds
        self.state = state
    }

    init(_ extents: GlyphExtents?) {
        self.init(bounds: extents ?? (0, 0, 0, 0), state: extents == nil ? 1 : 2)
    }

    /// Nil when not read yet; `.some(nil)` for a blank glyph.
    var extents: GlyphExtents?? {
        switch state {
        case 0: return nil
        case 1: return .some(nil)
        default: return .some(bounds)
        }
    }
}
