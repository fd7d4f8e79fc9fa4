// Implementation-only so that importers never load system ICU (see ICUError.swift).
@_implementationOnly import CICU

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
            throw ICUError(operation: "ubidi_openSized", code: U_MEMORY_ALLOCATION_ERROR.rawValue)
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
/// `visualRuns(line:)` and `lineLevels(line:)` add the line-end part.
public final class BidiParagraph {
    public let utf16: [UInt16]
    public let paragraphLevel: UInt8
    public let levels: [UInt8]
    public let logicalRuns: [BidiRun]
    private let handle: BidiHandle

    public init(utf16: [UInt16], base: BaseDirection) throws(ICUError) {
        self.utf16 = utf16
        handle = try BidiHandle(capacity: utf16.count)
        try handle.setParagraph(utf16, level: base.icuLevel)
        paragraphLevel = glossa_ubidi_getParaLevel(handle.pointer)
        levels = try Self.copyLevels(handle.pointer, count: utf16.count)
        logicalRuns = Self.sameLevelRuns(levels, offset: 0)
    }

    public var direction: TextDirection { TextDirection(level: paragraphLevel) }

    /// The runs of one line (a subrange of the paragraph) after UAX #9 rules L1 (trailing whitespace and
    /// separators reset to the paragraph level) and L2 (reordering), in visual order, left to right.
    public func visualRuns(line: Range<Int>) throws(ICUError) -> [BidiRun] {
        try withLine(line) { (object) throws(ICUError) -> [BidiRun] in
            let count = try icuCall("ubidi_countRuns") { glossa_ubidi_countRuns(object, $0) }
            var runs: [BidiRun] = []
            runs.reserveCapacity(Int(count))
            for index in 0..<count {
                var start: Int32 = 0
                var length: Int32 = 0
                _ = glossa_ubidi_getVisualRun(object, index, &start, &length)
                let level = glossa_ubidi_getLevelAt(object, start)
                let lower = line.lowerBound + Int(start)
                runs.append(BidiRun(range: lower..<(lower + Int(length)), level: level))
            }
            return runs
        } ?? []
    }

    /// Levels of the line's units after L1 (for conformance tests and caret placement).
    public func lineLevels(line: Range<Int>) throws(ICUError) -> [UInt8] {
        try withLine(line) { (object) throws(ICUError) -> [UInt8] in
            try Self.copyLevels(object, count: line.count)
        } ?? []
    }

    /// For each visual position of the line, the logical UTF-16 index (relative to the paragraph) shown there.
    public func visualOrder(line: Range<Int>) throws(ICUError) -> [Int] {
        try withLine(line) { (object) throws(ICUError) -> [Int] in
            var map = [Int32](repeating: 0, count: line.count)
            try map.withUnsafeMutableBufferPointer { (buffer) throws(ICUError) in
                try icuCall("ubidi_getVisualMap") { glossa_ubidi_getVisualMap(object, buffer.baseAddress, $0) }
            }
            return map.map { line.lowerBound + Int($0) }
        } ?? []
    }

    /// Runs `body` with a line object for `line`; nil for an empty line, which ICU refuses.
    private func withLine<T>(_ line: Range<Int>, _ body: (OpaquePointer) throws(ICUError) -> T) throws(ICUError) -> T? {
        guard line.lowerBound >= 0, line.upperBound <= utf16.count else {
            throw ICUError(operation: "ubidi_setLine(\(line))", code: U_INDEX_OUTOFBOUNDS_ERROR.rawValue)
        }
        if line.isEmpty { return nil }
        // A line object keeps pointers into the paragraph object, so it never outlives this call.
        let lineHandle = try BidiHandle(capacity: line.count)
        try icuCall("ubidi_setLine") {
            glossa_ubidi_setLine(handle.pointer, Int32(line.lowerBound), Int32(line.upperBound), lineHandle.pointer, $0)
        }
        return try withExtendedLifetime(lineHandle) { () throws(ICUError) -> T in try body(lineHandle.pointer) }
    }

    private static func copyLevels(_ object: OpaquePointer, count: Int) throws(ICUError) -> [UInt8] {
        if count == 0 { return [] }
        guard let levels = try icuCall("ubidi_getLevels", { glossa_ubidi_getLevels(object, $0) }) else {
            throw ICUError(operation: "ubidi_getLevels", code: U_INTERNAL_PROGRAM_ERROR.rawValue)
        }
        return Array(UnsafeBufferPointer(start: levels, count: count))
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
