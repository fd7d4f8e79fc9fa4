internal import CICU

/// The direction of a run of text, from the parity of its embedding level.
public enum TextDirection: Sendable, Equatable {
    case leftToRight, rightToLeft

    init(level: UInt8) { self = level & 1 == 0 ? .leftToRight : .rightToLeft }
}

/// How a paragraph's base level is chosen.
///
/// `natural` follows UAX #9 rules P2/P3 (the first strong character decides, left-to-right when
/// there is none), which is what a text view with natural writing direction does; the locale
/// never decides the base direction of a paragraph.
public enum BaseDirection: Sendable, Equatable {
    case natural, leftToRight, rightToLeft

    /// The `paraLevel` argument of ubidi_setPara; 0xFE is UBIDI_DEFAULT_LTR.
    var icuLevel: UInt8 {
        switch self {
        case .natural: 0xFE
        case .leftToRight: 0
        case .rightToLeft: 1
        }
    }
}

/// A run of one embedding level; `range` is in UTF-16 code units of the paragraph, logical order.
public struct BidiRun: Sendable, Equatable {
    public var range: Range<Int>
    public var level: UInt8
    public var direction: TextDirection { TextDirection(level: level) }

    public init(range: Range<Int>, level: UInt8) {
        self.range = range
        self.level = level
    }
}

/// Owns one UBiDi object and the UTF-16 text it points into.
///
/// ubidi_setPara keeps a pointer to the caller's text instead of copying it, so the text lives
/// in a buffer with the same lifetime as the object.
final class BidiHandle {
    let pointer: OpaquePointer
    private let text: UnsafeMutableBufferPointer<UInt16>

    init(capacity: Int) throws(ICUError) {
        guard let pointer = try icuCall("ubidi_openSized", { glossa_ubidi_openSized(Int32(capacity), 0, $0) }) else {
            throw ICUError(operation: "ubidi_openSized", code: Int32(GLOSSA_U_MEMORY_ALLOCATION_ERROR))
        }
        self.pointer = pointer
        self.text = .allocate(capacity: max(capacity, 1))
    }

    /// Resolves `utf16` as a paragraph (this object becomes the paragraph object).
    func setParagraph(_ utf16: [UInt16], level: UInt8) throws(ICUError) {
        _ = text.initialize(from: utf16)
        let base = text.baseAddress
        try icuCall("ubidi_setPara") { glossa_ubidi_setPara(pointer, base, Int32(utf16.count), level, $0) }
    }

    deinit {
        glossa_ubidi_close(pointer)
        text.deallocate()
    }
}

/// One paragraph resolved by the Unicode Bidirectional Algorithm (UAX #9), with line views.
///
/// Levels from ICU already carry the part of rule L1 that does not depend on line breaks
/// (whitespace before segment and paragraph separators, and at the end of the paragraph);
/// the line functions add the line-end part and reorder (L2) from the paragraph's levels.
/// Line views are computed here rather than with ubidi_setLine because an ICU line object
/// whose levels all have one parity reports every level as the paragraph level, which loses
/// the levels a caller needs for carets and for the conformance test.
///
/// In a paragraph whose resolved levels all have one parity (no right-to-left text in an LTR
/// paragraph), ICU skips resolving and reports each level as the paragraph level. Levels of one
/// parity cannot change the visual order, so the order and run directions are unaffected.
public final class BidiParagraph {
    public let utf16: [UInt16]
    public let paragraphLevel: UInt8
    /// Resolved level per UTF-16 unit, with L1 applied at separators and the paragraph end.
    public let levels: [UInt8]
    public let logicalRuns: [BidiRun]
    private let handle: BidiHandle

    public init(utf16: [UInt16], base: BaseDirection) throws(ICUError) {
        self.utf16 = utf16
        handle = try BidiHandle(capacity: utf16.count)
        try handle.setParagraph(utf16, level: base.icuLevel)
        paragraphLevel = glossa_ubidi_getParaLevel(handle.pointer)
        if utf16.isEmpty {
            levels = []
        } else {
            let pointer = handle.pointer
            guard let resolved = try icuCall("ubidi_getLevels", { glossa_ubidi_getLevels(pointer, $0) }) else {
                throw ICUError(operation: "ubidi_getLevels", code: Int32(GLOSSA_U_INTERNAL_PROGRAM_ERROR))
            }
            levels = Array(UnsafeBufferPointer(start: resolved, count: utf16.count))
        }
        logicalRuns = Self.sameLevelRuns(levels, offset: 0)
    }

    public var direction: TextDirection { TextDirection(level: paragraphLevel) }

    /// The runs of one line (a subrange of the paragraph) after UAX #9 rules L1 (trailing whitespace and
    /// separators reset to the paragraph level) and L2 (reordering), in visual order, left to right.
    public func visualRuns(line: Range<Int>) throws(ICUError) -> [BidiRun] {
        let lineLevels = try lineLevels(line: line)
        let order = Self.reorder(lineLevels)
        var runs: [BidiRun] = []
        for logical in order {
            let level = lineLevels[logical]
            let index = line.lowerBound + logical
            // A visual run continues while the level holds and the next unit is the logical neighbour.
            if var last = runs.last, last.level == level,
               level & 1 == 0 ? last.range.upperBound == index : last.range.lowerBound == index + 1 {
                last.range = min(last.range.lowerBound, index)..<max(last.range.upperBound, index + 1)
                runs[runs.count - 1] = last
            } else {
                runs.append(BidiRun(range: index..<(index + 1), level: level))
            }
        }
        return runs
    }

    /// Levels of the line's units after L1 (for conformance tests and caret placement).
    public func lineLevels(line: Range<Int>) throws(ICUError) -> [UInt8] {
        guard line.lowerBound >= 0, line.upperBound <= utf16.count else {
            throw ICUError(operation: "lineLevels(\(line)) of \(utf16.count) units", code: Int32(GLOSSA_U_INDEX_OUTOFBOUNDS_ERROR))
        }
        var result = Array(levels[line])
        guard !line.isEmpty else { return result }
        let pointer = handle.pointer
        var level = paragraphLevel
        _ = try icuCall("ubidi_getParagraph") { glossa_ubidi_getParagraph(pointer, Int32(line.upperBound - 1), &level, $0) }
        // L1: whitespace and isolate controls (and what X9 removed among them) at the line end.
        var end = line.upperBound
        while end > line.lowerBound, let (scalar, start) = scalarBefore(end, limit: line.lowerBound),
              glossa_isLineEndResettable(glossa_u_charDirection(scalar)) != 0 {
            for index in start..<end { result[index - line.lowerBound] = level }
            end = start
        }
        return result
    }

    /// For each visual position of the line, the logical UTF-16 index (relative to the paragraph) shown there.
    public func visualOrder(line: Range<Int>) throws(ICUError) -> [Int] {
        Self.reorder(try lineLevels(line: line)).map { line.lowerBound + $0 }
    }

    /// Rule L2: the logical index shown at each visual position, from the levels of one line.
    static func reorder(_ levels: [UInt8]) -> [Int] {
        if levels.isEmpty { return [] }
        var map = [Int32](repeating: 0, count: levels.count)
        levels.withUnsafeBufferPointer { levelBuffer in
            map.withUnsafeMutableBufferPointer { mapBuffer in
                glossa_ubidi_reorderVisual(levelBuffer.baseAddress, Int32(levels.count), mapBuffer.baseAddress)
            }
        }
        return map.map { Int($0) }
    }

    /// The code point that ends at `end` and where it starts, pairing surrogates.
    private func scalarBefore(_ end: Int, limit: Int) -> (Int32, Int)? {
        guard end > limit else { return nil }
        let low = utf16[end - 1]
        if UTF16.isTrailSurrogate(low), end - 2 >= limit, UTF16.isLeadSurrogate(utf16[end - 2]) {
            let value = 0x10000 + ((Int32(utf16[end - 2]) - 0xD800) << 10) + (Int32(low) - 0xDC00)
            return (value, end - 2)
        }
        return (Int32(low), end - 1)
    }

    /// Maximal runs of equal levels, in logical order.
    static func sameLevelRuns(_ levels: [UInt8], offset: Int) -> [BidiRun] {
        var runs: [BidiRun] = []
        var start = 0
        for index in levels.indices.dropFirst() where levels[index] != levels[start] {
            runs.append(BidiRun(range: (offset + start)..<(offset + index), level: levels[start]))
            start = index
        }
        if start < levels.count {
            runs.append(BidiRun(range: (offset + start)..<(offset + levels.count), level: levels[start]))
        }
        return runs
    }
}
