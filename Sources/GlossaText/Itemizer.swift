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
/// neighbour's, paired brackets their opener's, as libraqm does), then a font per grapheme cluster from the
/// script's fallback chain, then maximal runs of equal level, script and font.
struct Itemizer {
    let registry: FontRegistry
    let language: String
    let bold: Bool

    struct Result {
        var items: [TextItem]
        var missing: [MissingGlyph]
    }

    func itemize(_ utf16: [UInt16], levels: [UInt8], graphemes: [Int]) -> Result {
        let scalars = decodeScalars(utf16)
        let scripts = resolveScripts(scalars)
        var scriptPerUnit = [String](repeating: "Zyyy", count: utf16.count)
        for (index, (offset, scalar)) in scalars.enumerated() {
            for unit in offset..<(offset + scalar.utf16.count) { scriptPerUnit[unit] = scripts[index] }
        }
        var fontPerUnit = [Font?](repeating: nil, count: utf16.count)
        var missing: [MissingGlyph] = []
        var scalarIndex = 0
        for (start, end) in zip(graphemes, graphemes.dropFirst()) {
            var cluster: [Unicode.Scalar] = []
            while scalarIndex < scalars.count, scalars[scalarIndex].offset < end {
                cluster.append(scalars[scalarIndex].scalar)
                scalarIndex += 1
            }
            let (font, uncovered) = chooseFont(for: cluster, script: scriptPerUnit[start])
            for unit in start..<end { fontPerUnit[unit] = font }
            if let uncovered { missing.append(MissingGlyph(scalar: uncovered, offset: start)) }
        }
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
    func resolveScripts(_ scalars: [(offset: Int, scalar: Unicode.Scalar)]) -> [String] {
        var resolved = [hb_script_t](repeating: HB_SCRIPT_COMMON, count: scalars.count)
        var current = HB_SCRIPT_COMMON
        var openers: [(mirror: UInt32, script: hb_script_t)] = []
        for (index, (_, scalar)) in scalars.enumerated() {
            var script = UnicodeProperties.script(scalar)
            if script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN { script = HB_SCRIPT_COMMON }
            if script == HB_SCRIPT_COMMON {
                if UnicodeProperties.isOpenPunctuation(scalar) {
                    openers.append((UnicodeProperties.mirror(scalar), current))
                } else if UnicodeProperties.isClosePunctuation(scalar),
                          let match = openers.lastIndex(where: { $0.mirror == scalar.value }) {
                    current = openers[match].script
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

    /// The first font in the chain with every visible scalar of the cluster, else the first with its base
    /// character, else the first face of all that has it. Returns the scalar no font has, if any; nil font for a cluster with nothing visible.
    private func chooseFont(for cluster: [Unicode.Scalar], script: String) -> (Font?, Unicode.Scalar?) {
        let visible = cluster.filter { !UnicodeProperties.isInvisible($0) }
        guard let base = visible.first else { return (nil, nil) }
        let chain = registry.chain(script: script, language: language, bold: bold)
        if let font = chain.first(where: { font in visible.allSatisfy(font.covers) }) { return (font, nil) }
        if let font = chain.first(where: { $0.covers(base) }) { return (font, nil) }
        // A common character (an Arabic comma after a Han or Latin name) resolves to its neighbour's script,
        // whose chain may lack it: any bundled face that has it draws it.
        if let font = registry.firstFont(covering: base) { return (font, nil) }
        return (chain[0], base)
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
