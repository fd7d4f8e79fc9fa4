internal import CHarfBuzz
import GlossaICU

/// Glyphs of one shaped item, in visual order, with positions in points.
struct ShapedRun {
    var range: Range<Int>
    var glyphs: [PositionedGlyph]
    var width: Double
}

/// Shapes one item with HarfBuzz: direction from the bidi level, script and language set explicitly,
/// and the whole paragraph passed as context so joining and contextual forms see their neighbours.
enum Shaper {
    static func shape(_ utf16: [UInt16], range: Range<Int>, level: UInt8, script: String,
                      language: String, font: Font, size: Double) -> ShapedRun {
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        utf16.withUnsafeBufferPointer { text in
            hb_buffer_add_utf16(buffer, text.baseAddress, Int32(text.count), UInt32(range.lowerBound),
                                Int32(range.count))
        }
        hb_buffer_set_direction(buffer, level % 2 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_from_string(script, -1))
        hb_buffer_set_language(buffer, hb_language_from_string(language, -1))
        var flags: UInt32 = 0
        if range.lowerBound == 0 { flags |= HB_BUFFER_FLAG_BOT.rawValue }
        if range.upperBound == utf16.count { flags |= HB_BUFFER_FLAG_EOT.rawValue }
        hb_buffer_set_flags(buffer, hb_buffer_flags_t(rawValue: flags))
        hb_shape(font.hbFont, buffer, nil, 0)

        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        let scale = size / font.unitsPerEm
        var glyphs: [PositionedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        var pen = 0.0
        for index in 0..<Int(count) {
            let info = infos![index], position = positions![index]
            let advance = Double(position.x_advance) * scale
            glyphs.append(PositionedGlyph(id: info.codepoint, x: pen + Double(position.x_offset) * scale,
                                          y: -Double(position.y_offset) * scale, advance: advance,
                                          cluster: Int(info.cluster)))
            pen += advance
        }
        return ShapedRun(range: range, glyphs: glyphs, width: pen)
    }
}
