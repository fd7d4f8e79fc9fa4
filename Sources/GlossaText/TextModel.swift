import GlossaICU
// Directions are part of this module's face: clients lay text out without importing the ICU layer.
@_exported import enum GlossaICU.TextDirection
@_exported import enum GlossaICU.BaseDirection

/// Horizontal alignment of lines in a paragraph box.
///
/// `natural`, `leading` and `trailing` resolve against the view's layout direction (`ParagraphStyle.layoutDirection`),
/// as UIKit's NSTextAlignment.natural does; `left`, `right` and `center` never flip.
public enum TextAlignment: String, Sendable, CaseIterable {
    case natural, leading, trailing, left, right, center
}

/// The horizontal edges a layout names by reading order.
public enum HorizontalEdge: Sendable {
    case leading, trailing

    /// Whether this edge is the left one in a view of `direction`: the one place where leading and
    /// trailing become physical edges (constraints, padding, stacks, alignment, button content, drawing).
    public func isLeft(in direction: TextDirection) -> Bool {
        (self == .leading) == (direction == .leftToRight)
    }
}

/// Where an ellipsis replaces text that does not fit in the allowed lines.
public enum Truncation: String, Sendable, CaseIterable {
    case tail, head, middle
}

/// The width a layout offers a paragraph, as a yoga-style measure callback receives it.
public enum WidthProposal: Hashable, Sendable {
    /// No wrapping except at mandatory breaks; the paragraph is as wide as its longest line.
    case unconstrained
    /// Wrap at this width; the paragraph is as wide as its longest line.
    case atMost(Double)
    /// Wrap at this width; the paragraph box is exactly this wide (alignment uses it).
    case exactly(Double)

    var limit: Double? {
        switch self {
        case .unconstrained: return nil
        case let .atMost(width), let .exactly(width): return width
        }
    }
}

/// Everything about a paragraph except its text and width.
public struct ParagraphStyle: Hashable, Sendable {
    /// Font size in points.
    public var size: Double
    public var bold: Bool
    /// The text is in the system font (San Francisco, or a Dynamic Type text style), not a named one.
    ///
    /// San Francisco's glyphs are drawn with the bundled face that stands in for it, but that face takes
    /// San Francisco's vertical metrics, tracking and optical-size width (`SystemFontMetrics`), so lines are as
    /// tall and as wide as UIKit makes them; a named font keeps the metrics and advances of the face that draws it.
    public var systemFont: Bool
    /// BCP 47 language of the text: picks fonts (ja vs zh Han), shaping language and line-break rules.
    public var language: String
    /// Base writing direction: natural follows the first strong character (UAX #9 P2/P3).
    public var baseDirection: BaseDirection
    /// The layout direction of the view showing the text; natural/leading/trailing alignment resolve against it.
    public var layoutDirection: TextDirection
    public var alignment: TextAlignment
    /// Maximum number of lines; 0 means unlimited.
    public var maxLines: Int
    public var truncation: Truncation
    /// The id of a face the app bundles (`FontRegistry.appFont(named:)`) that draws every character it has, before
    /// any bundled face: a label in the app's own font. Nil: the bundled faces alone.
    public var face: String?

    public init(size: Double = 17, bold: Bool = false, systemFont: Bool = true, language: String = "en",
                baseDirection: BaseDirection = .natural, layoutDirection: TextDirection = .leftToRight,
                alignment: TextAlignment = .natural, maxLines: Int = 0, truncation: Truncation = .tail, face: String? = nil) {
        self.face = face
        self.size = size
        self.bold = bold
        self.systemFont = systemFont
        self.language = language
        self.baseDirection = baseDirection
        self.layoutDirection = layoutDirection
        self.alignment = alignment
        self.maxLines = maxLines
        self.truncation = truncation
    }

    /// The fields but the language and size packed in one word: text caches hash a style with every lookup.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(size)
        var language = language
        language.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        var flags = UInt64(truncatingIfNeeded: maxLines) << 24
        flags |= UInt64(bold ? 1 : 0) | UInt64(systemFont ? 2 : 0) | UInt64(layoutDirection == .rightToLeft ? 4 : 0)
        flags |= UInt64(baseDirection.hashOrdinal) << 4 | UInt64(alignment.hashOrdinal) << 8 | UInt64(truncation.hashOrdinal) << 16
        hasher.combine(flags)
        if var face { face.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) } }
    }
}

/// An axis-aligned rectangle in points, origin top-left, y down.
public struct TextRect: Equatable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = TextRect(x: 0, y: 0, width: 0, height: 0)
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The smallest rectangle containing both; an empty rectangle contributes nothing.
    public func union(_ other: TextRect) -> TextRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let minX = Swift.min(x, other.x), minY = Swift.min(y, other.y)
        return TextRect(x: minX, y: minY, width: Swift.max(maxX, other.maxX) - minX,
                        height: Swift.max(maxY, other.maxY) - minY)
    }

    public func offsetBy(dx: Double, dy: Double) -> TextRect {
        TextRect(x: x + dx, y: y + dy, width: width, height: height)
    }
}

/// A glyph placed within its run: `x` from the run's left edge, `y` offset (down positive) from the baseline.
public struct PositionedGlyph: Equatable, Sendable {
    public var id: UInt32
    public var x: Double
    public var y: Double
    public var advance: Double
    /// UTF-16 offset of the first character of the glyph's cluster in the displayed text.
    public var cluster: Int
}

/// A shaped run of one font, script and direction, placed on a line.
public struct GlyphRun: Sendable {
    /// The run's characters, decoded from its paragraph's code units when read (layout never needs
    /// them as a string).
    public var text: String { String(decoding: paragraphUnits[unitRange], as: UTF16.self) }
    /// The UTF-16 code units of the paragraph the run was cut from, and the run's range in them.
    let paragraphUnits: [UInt16]
    let unitRange: Range<Int>
    /// UTF-16 range of the run in `ParagraphLayout.text`.
    public var range: Range<Int>
    public var direction: TextDirection
    /// ISO 15924 script code, e.g. "Arab".
    public var script: String
    public var font: Font
    public var size: Double
    /// How much narrower or wider than the font's design its glyphs are drawn (advances, offsets and outlines): the
    /// optical size of San Francisco for the face standing in for the system font (`SystemFontMetrics.widthFactor`),
    /// 1 for every other face.
    public var widthFactor: Double
    /// Left edge of the run, from the paragraph box's left edge.
    public var x: Double
    public var width: Double
    /// Glyphs in visual order, left to right.
    public var glyphs: [PositionedGlyph]
}

/// One line of a paragraph; runs are in visual order, left to right.
public struct LineLayout: Sendable {
    /// UTF-16 range of the line's visible text in `ParagraphLayout.text` (hanging whitespace excluded).
    public var range: Range<Int>
    public var y: Double
    public var height: Double
    /// The baseline's y, from the paragraph box's top.
    public var baseline: Double
    public var ascent: Double
    public var descent: Double
    /// Left edge of the line's first run.
    public var x: Double
    public var width: Double
    public var runs: [GlyphRun]
    /// Union of the glyphs' ink, in paragraph coordinates.
    public var inkBounds: TextRect
    /// The line ends inside a word: no line-break opportunity fitted, so it was broken between grapheme
    /// clusters ("Datenschutzeinstel|lungen" in a narrow column).
    public var breaksInsideWord = false
}

/// A character no font in its fallback chain can draw.
public struct MissingGlyph: Equatable, Sendable, CustomStringConvertible {
    public var scalar: Unicode.Scalar
    /// UTF-16 offset in the source text.
    public var offset: Int
    /// Why no font has it, when that is known and can be fixed: the emoji font is not installed.
    public var reason: String?

    public var description: String { "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4) }
}

/// A laid-out paragraph: lines, size, truncation and what could not be drawn.
public struct ParagraphLayout: Sendable {
    /// The text as displayed (with an ellipsis where it was truncated).
    public var text: String
    /// The paragraph box: the proposed width for `.exactly`, else the longest line.
    public var width: Double
    public var height: Double
    public var lines: [LineLayout]
    public var truncated: Bool
    public var missingGlyphs: [MissingGlyph]
    /// The paragraph's resolved base direction.
    public var direction: TextDirection
    /// Union of all glyph ink; may extend outside the box (tall scripts, overhanging marks).
    public var inkBounds: TextRect
    /// The widest line's advance width.
    public var contentWidth: Double

    /// The lines that end inside a word (see `LineLayout.breaksInsideWord`).
    public var linesBrokenInsideWords: [LineLayout] { lines.filter(\.breaksInsideWord) }
}

extension String {
    func leftPadded(to count: Int) -> String {
        self.count >= count ? self : String(repeating: "0", count: count - self.count) + self
    }
}

// Small numbers for `ParagraphStyle.hash(into:)`.
private extension BaseDirection {
    var hashOrdinal: UInt8 {
        switch self {
        case .natural: return 0
        case .leftToRight: return 1
        case .rightToLeft: return 2
        }
    }
}

private extension TextAlignment {
    var hashOrdinal: UInt8 {
        switch self {
        case .natural: return 0
        case .leading: return 1
        case .trailing: return 2
        case .left: return 3
        case .right: return 4
        case .center: return 5
        }
    }
}

private extension Truncation {
    var hashOrdinal: UInt8 {
        switch self {
        case .tail: return 0
        case .head: return 1
        case .middle: return 2
        }
    }
}
