/// San Francisco's widths: the tracking and optical size iOS gives the system font at each point size.
///
/// iOS tracks the system font at every size (tighter around 17 pt, looser below 12 pt and around 28 pt) and draws it
/// with SF Pro Display's narrower design above 17 pt. The stand-in face draws at its own design advances, so without
/// these its text is 5 % too wide at 17 pt and 9 % at 34 pt, and a 17 pt paragraph wraps a line too many. Every number
/// here has its source in docs/text.md ("Widths: San Francisco's tracking and optical sizes").
extension SystemFontMetrics {
    /// SF Pro's tracking at each point size, in 1/1000 em: Apple's Human Interface Guidelines, Typography,
    /// Specifications, "Tracking values", SF Pro (iOS, iPadOS). Sizes between two rows are interpolated.
    static let trackingTable: [(size: Double, value: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
        (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8), (27, 11),
        (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10), (37, 10), (38, 10),
        (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8), (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7),
        (51, 7), (52, 6), (53, 6), (54, 6), (56, 6), (58, 5), (60, 4), (62, 4), (64, 4), (66, 3), (68, 2), (70, 2),
        (72, 2), (76, 1), (80, 0), (84, 0), (88, 0), (92, 0), (96, 0),
    ]

    /// The stand-in's width against San Francisco's optical sizes: the factors that make the measurements at 13,
    /// 17, 20 and 34 pt exact once the tracking is applied (SF Pro Text's design is 0.5–0.8 % wider than the stand-in's at
    /// 13 and 17 pt, SF Pro Display's narrower above); SF Pro is all Display from 28 pt (WWDC 2020, "The details of UI
    /// typography"), so the 34 pt factor holds from 28 pt up. Linear between; the first row holds below 13 pt.
    static let opticalWidthTable: [(size: Double, value: Double)] = [(13, 1.005), (17, 1.008), (20, 0.982), (28, 0.896)]

    /// The tracking iOS gives the system font at `size` points, in ems (−0.026 at 17 pt); the table's first and last
    /// rows hold below and above it.
    public static func tracking(size: Double) -> Double { interpolate(trackingTable, at: size) / 1000 }

    /// How wide the stand-in's design advances are drawn at `size` points to be as wide as San Francisco's optical size
    /// there (1.008 at 17 pt, 0.896 from 28 pt).
    public static func widthFactor(size: Double) -> Double { interpolate(opticalWidthTable, at: size) }

    /// Whether `font` takes San Francisco's widths and vertical metrics in a paragraph: the paragraph is in the system
    /// font and `font` is of the family of the face standing in for it (`systemFace`, which draws Latin, Greek and
    /// Cyrillic, the scripts SF Pro covers, and the spaces, digits and punctuation beside them). Every other face (a
    /// fallback for Arabic, Hebrew, Devanagari, Thai, Han..., emoji, an app's own font) is drawn as it is, as iOS draws
    /// those with other fonts of their own.
    static func standsIn(_ font: Font, systemFont: Bool, systemFace: Font) -> Bool {
        systemFont && font.family == systemFace.family
    }

    /// Piecewise linear through `table`'s rows (sorted by size), clamped to its first and last.
    private static func interpolate(_ table: [(size: Double, value: Double)], at size: Double) -> Double {
        guard let first = table.first, size > first.size else { return table.first?.value ?? 0 }
        guard let upper = table.firstIndex(where: { $0.size >= size }) else { return table[table.count - 1].value }
        let low = table[upper - 1], high = table[upper]
        return low.value + (high.value - low.value) * (size - low.size) / (high.size - low.size)
    }
}

/// How one run's glyphs are set beyond their design advances: scaled across by `widthFactor` (advances, offsets and
/// outlines) and each cluster followed by `tracking` points.
struct GlyphSpacing: Equatable {
    var widthFactor: Double
    var tracking: Double

    /// The face's own advances: every face but the system font's stand-in.
    static let design = GlyphSpacing(widthFactor: 1, tracking: 0)

    /// The one place that decides a run's spacing: San Francisco's at `size` for the face standing in for it in a
    /// system-font paragraph (`SystemFontMetrics.standsIn`), the face's own otherwise.
    init(_ font: Font, size: Double, systemFont: Bool, systemFace: Font) {
        if SystemFontMetrics.standsIn(font, systemFont: systemFont, systemFace: systemFace) {
            self.init(widthFactor: SystemFontMetrics.widthFactor(size: size), tracking: SystemFontMetrics.tracking(size: size) * size)
        } else {
            self = .design
        }
    }

    init(widthFactor: Double, tracking: Double) {
        self.widthFactor = widthFactor
        self.tracking = tracking
    }
}
