/// San Francisco's vertical metrics: what UIKit's system font and its text styles give a line.
///
/// San Francisco is not redistributable, so Glossa draws its glyphs with the bundled face that stands in
/// for it (Noto Sans, whose own box is 1.069 + 0.293 em, 23.2 pt of line at 17 pt), but a label in the
/// system font must be as tall as UIKit makes it: a label that fits on iOS must not be reported clipped.
/// San Francisco's hhea table has ascender 1950 and descender −494 at 2048 units per em and no line gap,
/// so UIFont.systemFont(ofSize: 17) has ascender 16.19, descender −4.10 and lineHeight 20.29 (15 pt:
/// 17.90; 20 pt: 19.04 and −4.82). The text styles are the same family, so the same figures per em.
public enum SystemFontMetrics {
    /// Ascender in ems (0.952).
    public static let ascender = 1950.0 / 2048
    /// Descender in ems, positive below the baseline (0.241).
    public static let descender = 494.0 / 2048
    public static let lineGap = 0.0

    /// UIFont.lineHeight of the system font at `size` points.
    public static func lineHeight(size: Double) -> Double { (ascender + descender + lineGap) * size }
}

/// The line box one face asks for at a size, in points: ascent, descent (positive, below the baseline)
/// and line gap. A line takes the largest of each over the faces it uses (`LineBuilder`).
struct VerticalMetrics {
    var ascent: Double
    var descent: Double
    var gap: Double

    /// The one place that decides a face's line metrics. In a paragraph in the system font, the face
    /// standing in for San Francisco (the system face: the family of the registry's primary font, which
    /// draws Latin, Greek and Cyrillic) takes San Francisco's metrics; every other face (a fallback for
    /// another script, emoji, or any face of a paragraph in a named font) keeps its own hhea metrics, as
    /// fallback fonts do on iOS.
    init(_ font: Font, size: Double, systemFont: Bool, systemFace: Font) {
        if SystemFontMetrics.standsIn(font, systemFont: systemFont, systemFace: systemFace) {
            ascent = SystemFontMetrics.ascender * size
            descent = SystemFontMetrics.descender * size
            gap = SystemFontMetrics.lineGap * size
        } else {
            let scale = size / font.unitsPerEm
            ascent = font.ascender * scale
            descent = font.descender * scale
            gap = font.lineGap * scale
        }
    }
}
