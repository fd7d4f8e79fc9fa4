import Foundation

/// Scripts whose ordinary text reaches beyond the box the system font gives a line.
///
/// San Francisco's ascent and descent (0.952 and 0.241 em) are the box a design in a Latin development
/// language allots its text; a script is tall when its glyphs, as the bundled fonts draw them, routinely
/// leave that box. Measured on ordinary words (CLDR's names of fifty languages, the months and the
/// weekdays, in one or more languages per script: `Tests/GlossaTextTests/Fixtures/script-heights.tsv`),
/// the share of words whose ink passes San Francisco's ascent or descent by more than 0.01 em splits the
/// scripts in two with nothing between 0.3 % and 16 %: Tibetan 100 %, Myanmar 96 %, Sinhala 68 %, Tamil
/// 62 %, Khmer 60 %, Telugu 48 %, Arabic 38 % (Nastaliq, Naskh and Noto Sans Arabic), Thai 22 %,
/// Devanagari 21 %, Lao 19 %, Bengali 16 %; Latin 0.3 % (one Vietnamese name with stacked accents in 380
/// words), Greek, Cyrillic, Hebrew, Armenian, Georgian, Ethiopic, Han, kana and Hangul 0 %.
/// `TallScriptsTests` measures this again from the fonts.
public enum TallScripts {
    /// ISO 15924 code → English name, for the tall scripts only.
    public static let names: [String: String] = [
        "Arab": "Arabic", "Beng": "Bengali", "Deva": "Devanagari", "Khmr": "Khmer", "Laoo": "Lao",
        "Mymr": "Myanmar", "Sinh": "Sinhala", "Taml": "Tamil", "Telu": "Telugu", "Thai": "Thai", "Tibt": "Tibetan",
    ]

    public static func contains(_ script: String) -> Bool { names[script] != nil }
}

/// Which glyphs of a paragraph reach outside a box, and what they are: the facts an ink-overflow message
/// states (a tall script, marks, descenders), read from the glyphs themselves.
public struct InkOverhang: Equatable, Sendable {
    /// Scripts (ISO 15924) of the glyphs outside above or below, in visual order, each once (a glyph
    /// that only overhangs a side says nothing about a script's height).
    public var scripts: [String] = []
    /// Whether a glyph outside above (below) belongs to a cluster with a mark: an accent, a diacritic, a
    /// vowel sign.
    public var marksAbove = false
    public var marksBelow = false
    public var above = false
    public var below = false
    public var sideways = false

    /// The tall scripts among `scripts` (`TallScripts`).
    public var tallScripts: [String] { scripts.filter(TallScripts.contains) }
}

extension ParagraphLayout {
    /// The glyphs whose ink reaches outside `box` (in the paragraph's coordinates) by more than
    /// `tolerance` points above or below, or `sidewaysTolerance` to the left or right: their scripts,
    /// marks and sides.
    public func inkOverhang(outside box: TextRect, tolerance: Double, sidewaysTolerance: Double) -> InkOverhang {
        var overhang = InkOverhang()
        let units = Array(text.utf16)
        for line in lines {
            for run in line.runs {
                let scale = run.size / run.font.unitsPerEm, across = scale * run.widthFactor
                let clusters = Set(run.glyphs.map(\.cluster)).sorted()
                for glyph in run.glyphs {
                    guard let extents = run.font.inkExtents(glyph: glyph.id) else { continue }
                    let x = run.x + glyph.x, baseline = line.baseline + glyph.y
                    let above = box.y - (baseline - extents.maxY * scale) > tolerance
                    let below = baseline - extents.minY * scale - box.maxY > tolerance
                    let sideways = box.x - (x + extents.minX * across) > sidewaysTolerance
                        || x + extents.maxX * across - box.maxX > sidewaysTolerance
                    guard above || below || sideways else { continue }
                    overhang.above = overhang.above || above
                    overhang.below = overhang.below || below
                    overhang.sideways = overhang.sideways || sideways
                    if above || below, !overhang.scripts.contains(run.script) { overhang.scripts.append(run.script) }
                    let end = clusters.first { $0 > glyph.cluster } ?? run.range.upperBound
                    if glyph.cluster < end, end <= units.count,
                       InkOverhang.hasMark(String(decoding: units[glyph.cluster..<end], as: UTF16.self)) {
                        overhang.marksAbove = overhang.marksAbove || above
                        overhang.marksBelow = overhang.marksBelow || below
                    }
                }
            }
        }
        return overhang
    }
}

extension InkOverhang {
    /// Whether text holds a mark, written apart (a combining character, a vowel sign) or composed into a
    /// letter (é, ố: their canonical decomposition has one). An emoji's variation selector or keycap is
    /// no mark a reader sees.
    static func hasMark(_ text: String) -> Bool {
        text.decomposedStringWithCanonicalMapping.unicodeScalars.contains { scalar in
            if UnicodeProperties.isInvisible(scalar) || scalar == EmojiPresentation.keycap { return false }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: return true
            default: return false
            }
        }
    }
}
