import GlossaText

extension JSON {
    /// The `glossa text --json` document of DESIGN.md: lines with runs in visual order, left to right.
    public init(_ paragraph: ParagraphLayout) {
        let lines: [JSON] = paragraph.lines.map { line in
            .object([
                ("y", .points(line.y)), ("height", .points(line.height)), ("baseline", .points(line.baseline)),
                ("x", .points(line.x)), ("width", .points(line.width)),
                ("runs", .array(line.runs.map { run in
                    .object([
                        ("text", .string(run.text)),
                        ("direction", .string(run.direction == .rightToLeft ? "rtl" : "ltr")),
                        ("script", .string(run.script)), ("font", .string(run.font.id)),
                        ("x", .points(run.x)), ("width", .points(run.width)), ("glyphs", .number(Double(run.glyphs.count))),
                    ])
                })),
            ])
        }
        let ink = paragraph.inkBounds
        self = .object([
            ("text", .string(paragraph.text)),
            ("direction", .string(paragraph.direction == .rightToLeft ? "rtl" : "ltr")),
            ("width", .points(paragraph.width)), ("height", .points(paragraph.height)),
            ("lines", .array(lines)),
            ("truncated", .bool(paragraph.truncated)),
            ("missingGlyphs", .array(paragraph.missingGlyphs.map { .string($0.description) })),
            ("ink", .object([("x", .points(ink.x)), ("y", .points(ink.y)), ("width", .points(ink.width)),
                             ("height", .points(ink.height))])),
        ])
    }
}
