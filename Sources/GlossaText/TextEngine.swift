import Foundation
import GlossaICU

/// Lays out paragraphs: the measure callback a layout engine calls, and what a renderer draws.
///
/// Results are cached per (text, style, width proposal): a constraint layout asks for the same label's
/// size many times while it settles, and a matrix of locales repeats strings across screens. Below that,
/// a paragraph is analysed and shaped in font units once for every size (`ParagraphAnalysis`), and
/// scaled once per size for every width (`AnalyzedParagraph`). Each cache keeps two generations of at
/// most `cacheGeneration` entries (the older is dropped when the newer fills up, and a hit in it moves
/// the entry over), so memory stays flat however large the matrix.
public final class TextEngine: @unchecked Sendable {
    /// Width comparisons allow this much (points) so that a line measured at exactly its own width fits.
    static let tolerance = 1e-6
    static let ellipsis = "\u{2026}"

    public let registry: FontRegistry
    private let layouts = Generations<CacheKey, ParagraphLayout>()
    /// Paragraphs shaped at one size, for every width they are laid out at (a text is measured
    /// unconstrained, then at its solved width).
    private let analyses = Generations<AnalysisKey, AnalyzedParagraph>()
    /// Paragraphs analysed and shaped in font units, for every size they are shown at (the content
    /// sizes of a matrix).
    private let sizeFreeAnalyses = Generations<SizeFreeKey, ParagraphAnalysis>()
    /// 512: a matrix's screens reuse a paragraph within a few screens (the passes of one screen, the other
    /// devices and sizes of one locale), and an entry used again moves to the newer generation. Two generations
    /// of 2,048 were about 40 MB more at the peak of a render of every device, for 0.4 % fewer instructions in a
    /// check of the Settings matrix and 0.1 % in one of every sample layout on three devices and sizes.
    static let cacheGeneration = 512

    private struct CacheKey: Hashable {
        let text: ExactText
        let style: ParagraphStyle
        let width: WidthProposal
    }

    private struct AnalysisKey: Hashable {
        let text: ExactText
        let style: ParagraphStyle
    }

    /// What a `ParagraphAnalysis` depends on.
    private struct SizeFreeKey: Hashable {
        let text: ExactText
        let language: String
        let bold: Bool
        let baseDirection: BaseDirection
        let face: String?
    }

    public init(registry: FontRegistry) {
        self.registry = registry
    }

    /// The size of `text` for a width proposal, as a layout's measure callback wants it.
    public func measure(_ text: String, style: ParagraphStyle, width: WidthProposal) throws(TextError)
        -> (width: Double, height: Double) {
        let layout = try self.layout(text, style: style, width: width)
        return (layout.width, layout.height)
    }

    /// Lays `text` out: lines broken to the width, truncated to `style.maxLines`, aligned in the box.
    public func layout(_ text: String, style: ParagraphStyle, width: WidthProposal) throws(TextError) -> ParagraphLayout {
        if let limit = width.limit, !(limit > 0 && limit.isFinite) { throw TextError.invalidWidth(limit) }
        guard style.size > 0, style.size.isFinite else { throw TextError.invalidSize(style.size) }
        let key = CacheKey(text: ExactText(text), style: style, width: width)
        if let cached = layouts.value(for: key) { return cached }
        let result = try compute(text, style: style, width: width)
        layouts.insert(result, for: key)
        return result
    }

    /// The paragraph shaped at `style`'s size: shared by styles that differ only in how lines are
    /// aligned, counted and truncated, which `compute` takes from the style it is asked for.
    private func analysis(of text: String, style requested: ParagraphStyle) throws(TextError) -> AnalyzedParagraph {
        let style = ParagraphStyle(size: requested.size, bold: requested.bold, systemFont: requested.systemFont,
                                   language: requested.language, baseDirection: requested.baseDirection, face: requested.face)
        let key = AnalysisKey(text: ExactText(text), style: style)
        if let known = analyses.value(for: key) { return known }
        let sizeFree = SizeFreeKey(text: key.text, language: style.language, bold: style.bold,
                                   baseDirection: style.baseDirection, face: style.face)
        let analysis: ParagraphAnalysis
        if let known = sizeFreeAnalyses.value(for: sizeFree) {
            analysis = known
        } else {
            analysis = try ParagraphAnalysis(utf16: Array(text.utf16), style: style, registry: registry)
            sizeFreeAnalyses.insert(analysis, for: sizeFree)
        }
        let paragraph = AnalyzedParagraph(analysis, style: style)
        analyses.insert(paragraph, for: key)
        return paragraph
    }

    private func compute(_ text: String, style: ParagraphStyle, width: WidthProposal) throws(TextError) -> ParagraphLayout {
        if text.isEmpty {
            let boxWidth: Double
            if case let .exactly(exact) = width { boxWidth = exact } else { boxWidth = 0 }
            return ParagraphLayout(text: "", width: boxWidth, height: 0, lines: [], truncated: false, missingGlyphs: [],
                                   direction: style.baseDirection == .rightToLeft ? .rightToLeft : .leftToRight,
                                   inkBounds: .zero, contentWidth: 0)
        }
        let paragraph = try analysis(of: text, style: style)
        let utf16 = paragraph.utf16
        let builder = LineBuilder(registry: registry)
        func build(_ range: Range<Int>) throws(TextError) -> LineLayout {
            try paragraph.line(range) { () throws(TextError) -> LineLayout in
                var line = try builder.build(paragraph, range: range, offset: 0)
                line.breaksInsideWord = paragraph.isEmergencyBreak(at: range.upperBound)
                return line
            }
        }
        var ranges = paragraph.lineRanges(limit: width.limit)
        var lines: [LineLayout] = []
        var displayed = text
        var truncated = false
        if style.maxLines > 0, ranges.count > style.maxLines {
            truncated = true
            ranges.removeSubrange(style.maxLines...)
            let last = ranges.removeLast()
            let lastStart = last.lowerBound
            let ellipsized = try ellipsize(paragraph, style: style, from: lastStart, limit: width.limit ?? .infinity)
            lines = try ranges.map(build)
            lines.append(try builder.build(ellipsized, range: 0..<ellipsized.utf16.count, offset: lastStart))
            displayed = String(decoding: Array(utf16[..<lastStart]) + ellipsized.utf16, as: UTF16.self)
        } else {
            lines = try ranges.map(build)
        }
        return arrange(lines, text: displayed, paragraph: paragraph, style: style, width: width, truncated: truncated)
    }

    /// Stacks lines top to bottom and aligns each in the paragraph box.
    private func arrange(_ lines: [LineLayout], text: String, paragraph: AnalyzedParagraph, style: ParagraphStyle,
                         width: WidthProposal, truncated: Bool) -> ParagraphLayout {
        let contentWidth = lines.map(\.width).max() ?? 0
        var boxWidth = contentWidth
        if case let .exactly(exact) = width { boxWidth = exact }
        var placed: [LineLayout] = []
        var y = 0.0
        var ink = TextRect.zero
        for var line in lines {
            let dx: Double
            switch resolvedAlignment(style) {
            case .left: dx = 0
            case .right: dx = boxWidth - line.width
            default: dx = (boxWidth - line.width) / 2
            }
            line.x = dx
            line.y = y
            line.baseline = y + line.ascent
            line.inkBounds = line.inkBounds.offsetBy(dx: dx, dy: line.baseline)
            for index in line.runs.indices { line.runs[index].x += dx }
            ink = ink.union(line.inkBounds)
            y += line.height
            placed.append(line)
        }
        return ParagraphLayout(text: text, width: boxWidth, height: y, lines: placed, truncated: truncated,
                               missingGlyphs: paragraph.missing, direction: paragraph.direction, inkBounds: ink,
                               contentWidth: contentWidth)
    }

    /// natural and leading follow the view's layout direction; trailing is its opposite.
    private func resolvedAlignment(_ style: ParagraphStyle) -> TextAlignment {
        let direction = style.layoutDirection
        switch style.alignment {
        case .natural, .leading: return HorizontalEdge.leading.isLeft(in: direction) ? .left : .right
        case .trailing: return HorizontalEdge.trailing.isLeft(in: direction) ? .left : .right
        case .left, .right, .center: return style.alignment
        }
    }

    /// The text from `start` to the paragraph's end, cut at grapheme boundaries and joined with an ellipsis
    /// so it fits `limit` on one line. It is laid out as its own paragraph with the original's resolved base
    /// direction, so the ellipsis (a neutral) lands at the visual end of that direction: the left in RTL.
    private func ellipsize(_ paragraph: AnalyzedParagraph, style requested: ParagraphStyle, from start: Int,
                           limit: Double) throws(TextError) -> AnalyzedParagraph {
        var style = requested
        style.baseDirection = paragraph.direction == .rightToLeft ? .rightToLeft : .leftToRight
        style.maxLines = 0
        let end = paragraph.visibleEnd(start..<paragraph.utf16.count)
        let boundaries = paragraph.graphemes.filter { $0 >= start && $0 <= end }
        let ellipsis = Array(TextEngine.ellipsis.utf16)
        for candidate in ellipsisCandidates(paragraph, truncation: requested.truncation, boundaries: boundaries,
                                            start: start, end: end, limit: limit) {
            let text = candidate.head + ellipsis + candidate.tail
            let line = try AnalyzedParagraph(utf16: text, style: style, registry: registry)
            if line.fits(0..<text.count, limit) || candidate.isLast { return line }
        }
        return try AnalyzedParagraph(utf16: ellipsis, style: style, registry: registry)
    }

    private func ellipsisWidth(_ style: ParagraphStyle) -> Double {
        let font = registry.primaryFont(language: style.language, bold: style.bold)
        return Shaper.shape(Array(TextEngine.ellipsis.utf16), range: 0..<1, level: 0, script: "Zyyy",
                            language: style.language, font: font, size: style.size,
                            spacing: GlyphSpacing(font, size: style.size, systemFont: style.systemFont, systemFace: font)).width
    }

    private struct EllipsisCandidate {
        var head: [UInt16]
        var tail: [UInt16]
        var isLast: Bool
    }

    /// Candidate (text before, text after) the ellipsis, from the most text kept to the least.
    private func ellipsisCandidates(_ paragraph: AnalyzedParagraph, truncation: Truncation, boundaries: [Int], start: Int,
                                    end: Int, limit: Double) -> [EllipsisCandidate] {
        let utf16 = paragraph.utf16
        // Candidates are judged by the paragraph's own advances less the ellipsis; each is then shaped to confirm.
        let budget = limit - ellipsisWidth(paragraph.style)
        func head(_ to: Int) -> [UInt16] { Array(utf16[start..<paragraph.visibleEnd(start..<to)]) }
        func tail(_ from: Int) -> [UInt16] { Array(utf16[paragraph.visibleStart(from..<end)..<end]) }
        var candidates: [EllipsisCandidate] = []
        switch truncation {
        case .tail:
            for boundary in boundaries.reversed() where paragraph.width(start..<boundary) <= budget {
                candidates.append(EllipsisCandidate(head: head(boundary), tail: [], isLast: false))
            }
        case .head:
            for boundary in boundaries where paragraph.width(boundary..<end) <= budget {
                candidates.append(EllipsisCandidate(head: [], tail: tail(boundary), isLast: false))
            }
        case .middle:
            // Keep about as much of each end; shrink both by a cluster at a time.
            var left = boundaries.count - 1, right = 0
            while left > 0 || right < boundaries.count - 1 {
                let a = boundaries[left], b = boundaries[right]
                if a <= b, paragraph.width(start..<a) + paragraph.width(b..<end) <= budget {
                    candidates.append(EllipsisCandidate(head: head(a), tail: tail(b), isLast: false))
                }
                if paragraph.width(start..<a) >= paragraph.width(b..<end), left > 0 { left -= 1 } else { right += 1 }
                if right > boundaries.count - 1 { break }
            }
        }
        candidates.append(EllipsisCandidate(head: [], tail: [], isLast: true))
        return candidates
    }
}

/// A string as a cache key: equal when its UTF-8 bytes are, hashed from them. Canonically equivalent
/// strings with different code points shape differently, so they must not share an entry, and hashing
/// bytes skips the normalization `String` hashing does for non-ASCII text.
struct ExactText: Hashable {
    let string: String

    init(_ string: String) {
        self.string = string
    }

    static func == (lhs: ExactText, rhs: ExactText) -> Bool {
        var left = lhs.string, right = rhs.string
        return left.withUTF8 { a in
            right.withUTF8 { b in a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0) }
        }
    }

    func hash(into hasher: inout Hasher) {
        var bytes = string
        bytes.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

/// A cache of two generations of at most `TextEngine.cacheGeneration` entries, shared by threads: when the
/// newer fills up it becomes the older and the old older is dropped; a hit in the older moves the entry to
/// the newer.
final class Generations<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    // Touched only under `lock`, so no two accesses overlap: not checked again at run time.
    @exclusivity(unchecked) private var newer: [Hashed<Key>: Value] = [:]
    @exclusivity(unchecked) private var older: [Hashed<Key>: Value] = [:]

    func value(for key: Key) -> Value? {
        let key = Hashed(key)
        lock.lock()
        defer { lock.unlock() }
        if let value = newer[key] { return value }
        guard let value = older[key] else { return nil }
        store(value, for: key)
        return value
    }

    func insert(_ value: Value, for key: Key) {
        let key = Hashed(key)
        lock.lock()
        store(value, for: key)
        lock.unlock()
    }

    private func store(_ value: Value, for key: Hashed<Key>) {
        if newer.count >= TextEngine.cacheGeneration {
            older = newer
            newer = Dictionary(minimumCapacity: TextEngine.cacheGeneration)
        }
        newer[key] = value
    }
}

/// A key with its hash worked out once: a lookup that misses the newer generation asks the older, then
/// the result is stored, and each of those would hash the key's text and style again.
struct Hashed<Key: Hashable>: Hashable {
    let key: Key
    let hash: Int

    init(_ key: Key) {
        self.key = key
        hash = key.hashValue
    }

    static func == (a: Hashed, b: Hashed) -> Bool { a.hash == b.hash && a.key == b.key }
    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
