internal import CHarfBuzz

/// The colour bitmap strike of a font that has bitmaps and no outlines (CBDT/CBLC, as Noto Color Emoji).
///
/// Such a font has glyph images at a few sizes only (Noto Color Emoji: one strike of 109 ppem, 32-bit
/// BGRA PNGs). FreeType selects a strike but never scales it; the client scales the bitmap and the
/// advances to the size it draws, as Skia (Chromium) and cairo do. Glossa lays such a font out in the
/// strike's own units, 64 per strike pixel (FreeType's 26.6), so advances and ink are the strike's
/// exactly at every size.
struct BitmapStrike: Sendable {
    /// Pixels per em of the strike (the largest colour strike, the most detail to scale from).
    let ppem: Int

    /// Shaping units per em for this strike: 64 per strike pixel.
    var unitsPerEm: Int { ppem * 64 }

    /// The largest 32-bit colour strike of a face with CBLC and no outlines (no glyf, CFF or CFF2), or nil.
    ///
    /// CBLC holds a header of 8 bytes, then one 48-byte BitmapSize record per strike, whose ppemY is at
    /// byte 45 and bitDepth at byte 46 (OpenType CBLC, "BitmapSize record").
    static func largest(in face: OpaquePointer) -> BitmapStrike? {
        let hasOutlines = ["glyf", "CFF ", "CFF2"].contains { tag in tableBytes(face, tag) { _ in true } != nil }
        guard !hasOutlines else { return nil }
        return tableBytes(face, "CBLC") { bytes -> BitmapStrike? in
            guard bytes.count >= 8 else { return nil }
            let count = Int(bytes[4]) << 24 | Int(bytes[5]) << 16 | Int(bytes[6]) << 8 | Int(bytes[7])
            var best: Int?
            for index in 0..<count {
                let record = 8 + 48 * index
                guard record + 48 <= bytes.count else { break }
                let ppem = Int(bytes[record + 45]), depth = bytes[record + 46]
                if depth == 32, ppem > 0, ppem > (best ?? 0) { best = ppem }
            }
            return best.map(BitmapStrike.init(ppem:))
        } ?? nil
    }

    /// Runs `body` over the bytes of table `tag`; nil when the face has no such table.
    private static func tableBytes<T>(_ face: OpaquePointer, _ tag: String, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T? {
        let code = tag.utf8.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard let blob = hb_face_reference_table(face, code) else { return nil }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { return nil }
        return data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) { pointer in
            body(UnsafeBufferPointer(start: pointer, count: Int(length)))
        }
    }
}

/// A bitmap glyph's advance and image box at its strike, in the strike's 26.6 units (64 per pixel),
/// x right and y up from the pen.
struct StrikeGlyph: Sendable {
    let advance: Int
    let left: Int
    let top: Int
    let width: Int
    let height: Int
}
