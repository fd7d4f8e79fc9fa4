internal import CHarfBuzz
import GlossaICU

/// Glyphs of one shaped item, in visual order, with positions in points.
struct ShapedRun {
    var range: Range<Int>
    var glyphs: [PositionedGlyph]
    var width: Double
}

/// One item as HarfBuzz shaped it, in font units: the same at every font size, since fonts are shaped
/// at a scale of their units per em without hinting. `scaled(size:)` turns it into points.
struct UnitRun {
    struct Glyph {
        var id: UInt32
        var cluster: Int
        var xAdvance: Int32
        var xOffset: Int32
        var yOffset: Int32
        var unsafeToBreak: Bool
    }

    var range: Range<Int>
    var font: Font
    let glyphs: [Glyph]
    /// How clusters run through `glyphs`: HarfBuzz keeps them monotonic (rising left to right, falling in a
    /// right-to-left run), which lets `slice` find a cut by binary search instead of reading every glyph.
    let order: ClusterOrder

    init(range: Range<Int>, font: Font, glyphs: [Glyph]) {
        self.range = range
        self.font = font
        self.glyphs = glyphs
        order = ClusterOrder(glyphs)
    }

    enum ClusterOrder {
        case rising, falling, mixed

        init(_ glyphs: [Glyph]) {
            var rising = true, falling = true
            for index in glyphs.indices.dropFirst() {
                if glyphs[index].cluster < glyphs[index - 1].cluster { rising = false }
                if glyphs[index].cluster > glyphs[index - 1].cluster { falling = false }
            }
            self = rising ? .rising : falling ? .falling : .mixed
        }
    }

    /// The glyphs of `part` (a range inside this run) exactly as shaping `part` alone gives them, when
    /// HarfBuzz marks the glyphs at each cut safe to break (its documented guarantee: no
    /// HB_GLYPH_FLAG_UNSAFE_TO_BREAK); nil when a cut needs shaping again.
    ///
    /// Lines of a long paragraph each slice its one item: a scan of every glyph per line made laying out a
    /// 1.6 MB paragraph quadratic, so monotonic runs are searched (a mixed one, never seen, is scanned).
    func slice(_ part: Range<Int>) -> UnitRun? {
        guard order != .mixed else { return scannedSlice(part) }
        for cut in [part.lowerBound, part.upperBound] where cut != range.lowerBound && cut != range.upperBound {
            let first = boundary(cut)
            guard first < glyphs.count, glyphs[first].cluster == cut, !glyphs[first].unsafeToBreak else { return nil }
        }
        // Rising: [first at or after the start, first at or after the end); falling: the glyphs from the
        // first at or before end - 1 to the first before the start.
        let kept = order == .rising ? boundary(part.lowerBound)..<boundary(part.upperBound)
            : boundary(part.upperBound - 1)..<boundary(part.lowerBound - 1)
        return UnitRun(range: part, font: font, glyphs: kept.isEmpty ? [] : Array(glyphs[kept]))
    }

    /// The first glyph, in visual order, whose cluster is at or past `cluster` in the run's order (at or
    /// after it when rising, at or before it when falling); `glyphs.count` when none is.
    private func boundary(_ cluster: Int) -> Int {
        var low = 0, high = glyphs.count
        while low < high {
            let middle = (low + high) / 2
            let past = order == .rising ? glyphs[middle].cluster >= cluster : glyphs[middle].cluster <= cluster
            if past { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// `slice` by reading every glyph: what a run of mixed cluster order takes, and what tests compare with.
    func scannedSlice(_ part: Range<Int>) -> UnitRun? {
        for cut in [part.lowerBound, part.upperBound] where cut != range.lowerBound && cut != range.upperBound {
            guard let first = glyphs.first(where: { $0.cluster == cut }), !first.unsafeToBreak else { return nil }
        }
        return UnitRun(range: part, font: font, glyphs: glyphs.filter { part.contains($0.cluster) })
    }

    /// The run at `size` points: pens summed in visual order, as one shaping at that size gives them, set with
    /// `spacing`: advances and offsets scaled across by its width factor, and its tracking after each cluster (on
    /// the cluster's last glyph in visual order, so a ligature or a letter with its marks is tracked once).
    func scaled(size: Double, spacing: GlyphSpacing = .design) -> ShapedRun {
        let scale = size / font.unitsPerEm
        let across = scale * spacing.widthFactor
        var run = ShapedRun(range: range, glyphs: [], width: 0)
        run.glyphs.reserveCapacity(glyphs.count)
        var pen = 0.0
        for (index, glyph) in glyphs.enumerated() {
            var advance = Double(glyph.xAdvance) * across
            if spacing.tracking != 0, index == glyphs.count - 1 || glyphs[index + 1].cluster != glyph.cluster {
                advance += spacing.tracking
            }
            run.glyphs.append(PositionedGlyph(id: glyph.id, x: pen + Double(glyph.xOffset) * across,
                                              y: -Double(glyph.yOffset) * scale, advance: advance, cluster: glyph.cluster))
            pen += advance
        }
        run.width = pen
        return run
    }
}

/// Shapes one item with HarfBuzz: direction from the bidi level, script and language set explicitly,
/// and the whole paragraph passed as context so joining and contextual forms see their neighbours.
enum Shaper {
    static func shape(_ utf16: [UInt16], range: Range<Int>, level: UInt8, script: String,
                      language: String, font: Font, size: Double, spacing: GlyphSpacing) -> ShapedRun {
        shapeUnits(utf16, range: range, level: level, script: script, language: language, font: font)
            .scaled(size: size, spacing: spacing)
    }

    /// The item's glyphs in font units, whatever size they are later shown at.
    static func shapeUnits(_ utf16: [UInt16], range: Range<Int>, level: UInt8, script: String,
                           language: String, font: Font) -> UnitRun {
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
        var glyphs: [UnitRun.Glyph] = []
        glyphs.reserveCapacity(Int(count))
        for index in 0..<Int(count) {
            var info = infos![index]
            let position = positions![index]
            let unsafe = hb_glyph_info_get_glyph_flags(&info).rawValue & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0
            // A bitmap font advances by its strike's advance, as the bitmap drawn is the strike's scaled.
            let advance = font.bitmapStrike == nil ? position.x_advance
                : font.strikeGlyph(info.codepoint).map { Int32($0.advance) } ?? position.x_advance
            glyphs.append(UnitRun.Glyph(id: info.codepoint, cluster: Int(info.cluster), xAdvance: advance,
                                        xOffset: position.x_offset, yOffset: position.y_offset, unsafeToBreak: unsafe))
        }
        return UnitRun(range: range, font: font, glyphs: glyphs)
    }
}
