import Foundation
import GlossaLocalization
import GlossaRender
import GlossaText

/// One paragraph to lay out on its own, as `glossa text` does: the text engine's view of a label.
public struct ParagraphRequest: Sendable {
    public var text: String
    /// BCP 47 or pseudo locale: fonts, shaping language, line breaking, and the layout direction that
    /// natural alignment follows.
    public var locale = "en"
    /// The paragraph box's width in points; nil: no wrapping but at mandatory breaks.
    public var width: Double?
    public var size = 17.0
    public var bold = false
    public var lines = 0
    public var truncation = Truncation.tail
    public var alignment = TextAlignment.natural
    public var baseDirection = BaseDirection.natural
    public var fontDirectories: [String] = []

    public init(text: String) {
        self.text = text
    }
}

public enum Paragraphs {
    /// Lays the paragraph out with the bundled fonts (plus any font folders given).
    public static func layout(_ request: ParagraphRequest) throws(GlossaError) -> ParagraphLayout {
        do {
            let registry = try FontRegistry.bundled()
            for directory in request.fontDirectories { try registry.addFonts(directory: directory) }
            let style = ParagraphStyle(
                size: request.size, bold: request.bold, language: request.locale, baseDirection: request.baseDirection,
                layoutDirection: Locales.isRightToLeft(request.locale) ? .rightToLeft : .leftToRight,
                alignment: request.alignment, maxLines: request.lines, truncation: request.truncation)
            return try TextEngine(registry: registry).layout(request.text, style: style,
                                                             width: request.width.map { .exactly($0) } ?? .unconstrained)
        } catch {
            throw GlossaError("\(error)")
        }
    }

    /// Writes a PNG of the paragraph: its measured size × `scale` pixels (at least one), through a
    /// temporary file and a rename.
    public static func writePNG(_ paragraph: ParagraphLayout, to path: String, scale: Double, color: Color,
                                background: Color) throws(GlossaError) {
        let pixelWidth = max(1, Int((paragraph.width * scale).rounded(.up)))
        let pixelHeight = max(1, Int((paragraph.height * scale).rounded(.up)))
        var canvas = Canvas(width: pixelWidth, height: pixelHeight, background: background)
        canvas.draw(paragraph, at: (0, 0), scale: scale, color: color)
        do {
            try AtomicFile.write(try PNG.encode(canvas), to: path)
        } catch {
            throw GlossaError("\(error)")
        }
    }
}

extension Report {
    /// Writes report.json (or `check --json`'s file) through a temporary file and a rename, a screen at a
    /// time: the same bytes as `json(results)`, without the whole document in memory.
    public static func write(_ results: [ScreenResult], to path: String) throws(GlossaError) {
        do {
            guard !results.isEmpty else { return try AtomicFile.write(Array(json(results).utf8), to: path) }
            try AtomicFile.write(to: path) { append in
                try append(Array(header.utf8))
                for (index, result) in results.enumerated() {
                    let separator = index < results.count - 1 ? "," : ""
                    try append(Array(("    " + screen(result).serialized(indent: 2, level: 2) + separator + "\n").utf8))
                }
                try append(Array("  ]\n}\n".utf8))
            }
        } catch {
            throw GlossaError("\(error)")
        }
    }
}
