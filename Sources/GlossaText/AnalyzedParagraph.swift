import Foundation
import GlossaICU

/// What a paragraph is whatever its font size and width: bidi levels, items with fonts and their glyphs
/// in font units, line-break opportunities and grapheme boundaries. It depends only on the text, the
/// language, the weight and the base direction, so the content sizes of a matrix share one.
final class ParagraphAnalysis {
    let utf16: [UInt16]
    let bidi: BidiParagraph
    let items: [TextItem]
    /// Each item shaped, in font units.
    let unitRuns: [UnitRun]
    let missing: [MissingGlyph]
    let breaks: [LineBreakOpportunity]
    let graphemes: [Int]
    /// The face standing in for the system font (the registry's primary font for the language and weight): the
    /// one whose runs take San Francisco's widths and vertical metrics in a system-font paragraph.
    let systemFace: Font

    init(utf16: [UInt16], style: ParagraphStyle, registry: FontRegistry) throws(TextError) {
        self.utf16 = utf16
        systemFace = registry.primaryFont(language: style.language, bold: style.bold)
        do {
            bidi = try BidiParagraph(utf16: utf16, base: style.baseDirection)
            breaks = try TextBreaks.lineBreaks(utf16, locale: style.language)
            graphemes = try TextBreaks.graphemeBoundaries(utf16)
        } catch {
            throw TextError.unicode("\(error)")
        }
        let itemizer = Itemizer(registry: registry, language: style.language, bold: style.bold,
                                preferred: style.face.flatMap(registry.font(id:)))
        let result = itemizer.itemize(utf16, levels: bidi.levels, graphemes: graphemes)
        items = result.items
        missing = result.missing
        unitRuns = items.map { item in
            Shaper.shapeUnits(utf16, range: item.range, level: item.level, script: item.script,
                              language: style.language, font: item.font)
        }
    }
}

/// A paragraph analyzed once and shaped at one style's size, whatever width it is later laid out at: its
/// `ParagraphAnalysis` and the shaped glyphs of each item.
///
/// Widths of candidate lines come from the paragraph-wide shaping (a prefix sum of cluster advances), so
/// line breaking costs no reshaping; each final line is then shaped again where a break cut an item.
final class AnalyzedParagraph {
    let analysis: ParagraphAnalysis
    /// The size, weight, language and base direction it was shaped with (alignment, line count and
    /// truncation belong to each layout of it, not to the paragraph).
    let style: ParagraphStyle
    /// Each item of `analysis` at `style`'s size.
    let shaped: [ShapedRun]
    /// How each item's glyphs are set at `style`'s size: San Francisco's widths for the system font's stand-in.
    let spacings: [GlyphSpacing]
    private let prefixAdvance: [Double]
    /// Lines already built, by range: a text that fits on one line is the same line unconstrained and
    /// at every width it fits in, and measure passes ask for the same widths again. Most paragraphs are laid
    /// out at a few widths into a few lines, so a short list searched in order (a dictionary per paragraph cost
    /// more to grow than to search), indexed once it is long (a long text's lines).
    private var builtLines: [(range: Range<Int>, line: LineLayout)] = []
    private var builtLineIndex: [Range<Int>: Int] = [:]
    private static let unindexedLines = 16

    private func builtLine(_ range: Range<Int>) -> LineLayout? {
        if builtLines.count > Self.unindexedLines { return builtLineIndex[range].map { builtLines[$0].line } }
        return builtLines.first { $0.range == range }?.line
    }
    private let linesLock = NSLock()

    var utf16: [UInt16] { analysis.utf16 }
    var bidi: BidiParagraph { analysis.bidi }
    var items: [TextItem] { analysis.items }
    var missing: [MissingGlyph] { analysis.missing }
    var breaks: [LineBreakOpportunity] { analysis.breaks }
    var graphemes: [Int] { analysis.graphemes }

    convenience init(utf16: [UInt16], style: ParagraphStyle, registry: FontRegistry) throws(TextError) {
        self.init(try ParagraphAnalysis(utf16: utf16, style: style, registry: registry), style: style)
    }

    /// Shapes `analysis` at `style`'s size; the analysis must have been made for `style`'s text, language,
    /// weight and base direction.
    init(_ analysis: ParagraphAnalysis, style: ParagraphStyle) {
        self.analysis = analysis
        self.style = style
        spacings = analysis.unitRuns.map {
            GlyphSpacing($0.font, size: style.size, systemFont: style.systemFont, systemFace: analysis.systemFace)
        }
        shaped = zip(analysis.unitRuns, spacings).map { $0.scaled(size: style.size, spacing: $1) }
        let count = analysis.utf16.count
        var advancePerUnit = [Double](repeating: 0, count: count + 1)
        for run in shaped {
            for glyph in run.glyphs { advancePerUnit[glyph.cluster] += glyph.advance }
        }
        var prefix = [Double](repeating: 0, count: count + 1)
        for index in 0..<count { prefix[index + 1] = prefix[index] + advancePerUnit[index] }
        prefixAdvance = prefix
    }

    /// The glyphs of `part` of item `index` exactly as shaping `part` alone gives them, taken from the
    /// paragraph's shaping (see `UnitRun.slice`); nil when a cut needs shaping again.
    func shaped(item index: Int, _ part: Range<Int>) -> ShapedRun? {
        if part == items[index].range { return shaped[index] }
        return analysis.unitRuns[index].slice(part)?.scaled(size: style.size, spacing: spacings[index])
    }

    var direction: TextDirection { bidi.direction }

    /// The line over `range` as `build` makes it, made once per paragraph.
    func line(_ range: Range<Int>, build: () throws(TextError) -> LineLayout) throws(TextError) -> LineLayout {
        linesLock.lock()
        let known = builtLine(range)
        linesLock.unlock()
        if let known { return known }
        let line = try build()
        linesLock.lock()
        defer { linesLock.unlock() }
        if let raced = builtLine(range) { return raced }
        builtLines.append((range, line))
        if builtLines.count > Self.unindexedLines {
            if builtLineIndex.isEmpty {
                for (position, built) in builtLines.enumerated() { builtLineIndex[built.range] = position }
            } else {
                builtLineIndex[range] = builtLines.count - 1
            }
        }
        return line
    }

    /// The advance width of a range as shaped in the whole paragraph.
    func width(_ range: Range<Int>) -> Double {
        prefixAdvance[range.upperBound] - prefixAdvance[range.lowerBound]
    }

    /// The end of `range` without the whitespace and line ends that hang past the line's edge.
    func visibleEnd(_ range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound, UnicodeProperties.isHangingWhitespace(utf16[end - 1]) { end -= 1 }
        return end
    }

    /// The start of `range` past leading hanging whitespace (used after an ellipsis at the head).
    func visibleStart(_ range: Range<Int>) -> Int {
        var start = range.lowerBound
        while start < range.upperBound, UnicodeProperties.isHangingWhitespace(utf16[start]) { start += 1 }
        return start
    }

    /// Greedy line breaking at ICU's opportunities: each line takes as many opportunities as fit in `limit`
    /// (hanging whitespace not counted); a mandatory break ends a line; a word wider than the line alone is
    /// broken between grapheme clusters.
    func lineRanges(limit: Double?) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        var next = 0
        while start < utf16.count {
            while next < breaks.count, breaks[next].offset <= start { next += 1 }
            var end: Int?
            var lastFit: Int?
            while next < breaks.count {
                let opportunity = breaks[next]
                guard fits(start..<visibleEnd(start..<opportunity.offset), limit) else { break }
                lastFit = opportunity.offset
                next += 1
                if opportunity.isMandatory {
                    end = opportunity.offset
                    break
                }
            }
            let wordEnd = next < breaks.count ? breaks[next].offset : utf16.count
            let lineEnd = end ?? lastFit ?? clusterBreak(from: start, before: wordEnd, limit: limit ?? .infinity)
            lines.append(start..<lineEnd)
            start = lineEnd
        }
        return lines
    }

    /// Whether a line ending at `offset` was broken where ICU allows no break: inside a word too wide
    /// for the line (an emergency break between grapheme clusters).
    func isEmergencyBreak(at offset: Int) -> Bool {
        guard offset > 0, offset < utf16.count else { return false }
        var low = 0, high = breaks.count
        while low < high {
            let middle = (low + high) / 2
            if breaks[middle].offset < offset { low = middle + 1 } else { high = middle }
        }
        return low == breaks.count || breaks[low].offset != offset
    }

    func fits(_ range: Range<Int>, _ limit: Double?) -> Bool {
        guard let limit else { return true }
        return width(range) <= limit + TextEngine.tolerance
    }

    /// The last grapheme boundary after `start` (at least one cluster) whose text up to it fits `limit`.
    private func clusterBreak(from start: Int, before end: Int, limit: Double) -> Int {
        var best: Int?
        for boundary in graphemes where boundary > start && boundary <= end {
            if best != nil && !fits(start..<boundary, limit) { break }
            best = boundary
        }
        return best ?? end
    }
}

/// Errors from laying out text.
public enum TextError: Error, CustomStringConvertible, Equatable {
    case unicode(String)
    case invalidWidth(Double)
    case invalidSize(Double)

    public var description: String {
        switch self {
        case let .unicode(message): return "text analysis failed: \(message)"
        case let .invalidWidth(width): return "width must be a positive number of points, not \(width)"
        case let .invalidSize(size): return "font size must be a positive number of points, not \(size)"
        }
    }
}
