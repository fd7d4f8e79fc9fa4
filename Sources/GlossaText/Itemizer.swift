internal import CHarfBuzz
import GlossaICU

/// A maximal stretch of text with one bidi level, script and font: the unit HarfBuzz shapes.
struct TextItem {
    var range: Range<Int>
    var level: UInt8
    var script: String
    var font: Font
}

/// Unicode character properties from HarfBuzz's built-in UCD (the same tables its shaper uses).
enum UnicodeProperties {
    nonisolated(unsafe) static let funcs = hb_unicode_funcs_get_default()

    static func script(_ scalar: Unicode.Scalar) -> hb_script_t { hb_unicode_script(funcs, scalar.value) }

    static func isOpenPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        hb_unicode_general_category(funcs, scalar.value) == HB_UNICODE_GENERAL_CATEGORY_OPEN_PUNCTUATION
    }

    static func isClosePunctuation(_ scalar: Unicode.Scalar) -> Bool {
        hb_unicode_general_category(funcs, scalar.value) == HB_UNICODE_GENERAL_CATEGORY_CLOSE_PUNCTUATION
    }

    static func mirror(_ scalar: Unicode.Scalar) -> UInt32 { hb_unicode_mirroring(funcs, scalar.value) }

    /// Characters that draw nothing and need no glyph (Default_Ignorable_Code_Point, plus C0/C1 controls).
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x00AD, 0x034F, 0x061C, 0x115F...0x1160, 0x17B4...0x17B5,
             0x180B...0x180F, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0x3164, 0xFE00...0xFE0F,
             0xFEFF, 0xFFA0, 0xFFF0...0xFFF8, 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE0FFF:
            return true
        default:
            return false
        }
    }

    /// Whitespace that hangs past the end of a line and takes no width there (UAX #14 spaces, line ends).
    static func isHangingWhitespace(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0x85, 0x1680, 0x2000...0x2006, 0x2008...0x200A,
             0x2028, 0x2029, 0x205F, 0x3000:
            return true
        default:
            return false
        }
    }

    static func tag(_ script: hb_script_t) -> String {
        let tag = hb_script_to_iso15924_tag(script)
        let bytes = [UInt8(tag >> 24), UInt8((tag >> 16) & 0xFF), UInt8((tag >> 8) & 0xFF), UInt8(tag & 0xFF)]
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Splits a paragraph into items: the script of each character (common and inherited characters take their
/// neighbour's, paired brackets their opener's, as libraqm does; Script_Extensions choose among the scripts
/// they name), then a face per grapheme cluster from `FontSelector`, then maximal runs of equal level,
/// script and face.
struct Itemizer {
    let registry: FontRegistry
    let language: String
    let bold: Bool
    /// The paragraph's own face (an app font), tried first for every cluster that is not an emoji.
    var preferred: Font? = nil

    struct Result {
        var items: [TextItem]
        var missing: [MissingGlyph]
    }

    func itemize(_ utf16: [UInt16], levels: [UInt8], graphemes: [Int]) -> Result {
        let scalars = decodeScalars(utf16)
        let selector = FontSelector(registry: registry, language: language, bold: bold, preferred: preferred)
        let scripts = resolveScripts(scalars, selector: selector)
        var scriptPerUnit = [String](repeating: "Zyyy", count: utf16.count)
        for (index, (offset, scalar)) in scalars.enumerated() {
            for unit in offset..<(offset + scalar.utf16.count) { scriptPerUnit[unit] = scripts[index] }
        }
        let (fontPerUnit, missing) = chooseFonts(scalars, graphemes: graphemes, scripts: scriptPerUnit, selector: selector)
        let fonts = inheritInvisibleFonts(fontPerUnit)

        var items: [TextItem] = []
        var start = 0
        for index in 1..<(utf16.count + 1) where index == utf16.count || levels[index] != levels[start]
            || scriptPerUnit[index] != scriptPerUnit[start] || fonts[index] !== fonts[start] {
            items.append(TextItem(range: start..<index, level: levels[start], script: scriptPerUnit[start],
                                  font: fonts[start]))
            start = index
        }
        return Result(items: items, missing: missing)
    }

    /// A face per UTF-16 unit, from `FontSelector`: clusters with a script of their own first, then shared
    /// characters in logical order, each seeing the face of the cluster before it (or, leading the text,
    /// the first one after it). Invisible clusters get nil.
    private func chooseFonts(_ scalars: [(offset: Int, scalar: Unicode.Scalar)], graphemes: [Int],
                             scripts: [String], selector: FontSelector) -> ([Font?], [MissingGlyph]) {
        var clusters: [(range: Range<Int>, visible: [Unicode.Scalar], emoji: Bool)] = []
        var scalarIndex = 0
        for (start, end) in zip(graphemes, graphemes.dropFirst()) {
            var visible: [Unicode.Scalar] = []
            let first = scalarIndex
            while scalarIndex < scalars.count, scalars[scalarIndex].offset < end {
                if !UnicodeProperties.isInvisible(scalars[scalarIndex].scalar) { visible.append(scalars[scalarIndex].scalar) }
                scalarIndex += 1
            }
            let emoji = first < scalarIndex && EmojiPresentation.mayBeEmoji(scalars[first].scalar)
                && EmojiPresentation.isEmoji(cluster: scalars[first..<scalarIndex].map(\.scalar))
            clusters.append((start..<end, visible, emoji))
        }
        var chosen = [FontSelector.Choice?](repeating: nil, count: clusters.count)
        let shared: [Int] = clusters.indices.filter { index in
            guard let base = clusters[index].visible.first else { return false }
            if !FontSelector.hasOwnScript(base) { return true }
            chosen[index] = selector.choose(clusters[index].visible, script: scripts[clusters[index].range.lowerBound],
                                            emoji: clusters[index].emoji)
            return false
        }
        // A paragraph without a character of its own script has no neighbours to follow (see `FontSelector`).
        let hasScript = chosen.contains { $0 != nil }
        for index in shared {
            let before = hasScript ? chosen[..<index].last { $0 != nil }?.map(\.font) : nil
            let after = hasScript ? chosen[index...].first { $0 != nil }?.map(\.font) : nil
            chosen[index] = selector.choose(clusters[index].visible, script: scripts[clusters[index].range.lowerBound],
                                            emoji: clusters[index].emoji, before: before, after: after)
        }
        var fontPerUnit = [Font?](repeating: nil, count: scalars.last.map { $0.offset + $0.scalar.utf16.count } ?? 0)
        var missing: [MissingGlyph] = []
        for (cluster, choice) in zip(clusters, chosen) {
            guard let choice else { continue }
            for unit in cluster.range { fontPerUnit[unit] = choice.font }
            if let scalar = choice.missing {
                // An emoji is missing because the emoji font is not installed, when it is not.
                let reason = cluster.emoji || scalar.properties.isEmoji ? registry.emojiFontAbsence : nil
                missing.append(MissingGlyph(scalar: scalar, offset: cluster.range.lowerBound, reason: reason))
            }
        }
        return (fontPerUnit, missing)
    }

    private func decodeScalars(_ utf16: [UInt16]) -> [(offset: Int, scalar: Unicode.Scalar)] {
        var result: [(Int, Unicode.Scalar)] = []
        var offset = 0
        for scalar in String(decoding: utf16, as: UTF16.self).unicodeScalars {
            result.append((offset, scalar))
            offset += scalar.utf16.count
        }
        return result
    }

    /// ISO 15924 script of each scalar after resolving Common, Inherited and Unknown.
    func resolveScripts(_ scalars: [(offset: Int, scalar: Unicode.Scalar)], selector: FontSelector) -> [String] {
        var resolved = [hb_script_t](repeating: HB_SCRIPT_COMMON, count: scalars.count)
        var current = HB_SCRIPT_COMMON
        var openers: [(mirror: UInt32, script: hb_script_t)] = []
        for (index, (_, scalar)) in scalars.enumerated() {
            var script = UnicodeProperties.script(scalar)
            if script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN { script = HB_SCRIPT_COMMON }
            if script == HB_SCRIPT_COMMON, let specific = selector.extensionScript(scalar, runScript: UnicodeProperties.tag(current)) {
                // Script_Extensions name the scripts this character belongs to (U+060C: Arabic, …).
                current = hb_script_from_string(specific, -1)
                resolved[index] = current
            } else if script == HB_SCRIPT_COMMON {
                if UnicodeProperties.isOpenPunctuation(scalar) {
                    openers.append((UnicodeProperties.mirror(scalar), current))
                } else if UnicodeProperties.isClosePunctuation(scalar),
                          let match = openers.lastIndex(where: { $0.mirror == scalar.value }) {
                    if openers[match].script != HB_SCRIPT_COMMON { current = openers[match].script }
                    openers.removeSubrange(match...)
                }
                resolved[index] = current
            } else {
                current = script
                resolved[index] = script
            }
        }
        // Leading common characters take the first real script that follows them.
        if let first = resolved.firstIndex(where: { $0 != HB_SCRIPT_COMMON }) {
            for index in 0..<first { resolved[index] = resolved[first] }
        }
        return resolved.map(UnicodeProperties.tag)
    }

    /// Invisible clusters (controls, isolates, joiners) take the font of the text before them, else after.
    private func inheritInvisibleFonts(_ fonts: [Font?]) -> [Font] {
        let firstVisible = fonts.first(where: { $0 != nil }).flatMap { $0 }
        var previous = firstVisible ?? registry.primaryFont(language: language, bold: bold)
        var result: [Font] = []
        result.reserveCapacity(fonts.count)
        for font in fonts {
            if let font { previous = font }
            result.append(font ?? previous)
        }
        return result
    }
}
