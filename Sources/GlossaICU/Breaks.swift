internal import CICU

/// A position before which a line may begin; mandatory after hard breaks (LF, CR, NEL, LS, PS…).
public struct LineBreakOpportunity: Sendable, Equatable {
    public var offset: Int
    public var isMandatory: Bool

    public init(offset: Int, isMandatory: Bool) {
        self.offset = offset
        self.isMandatory = isMandatory
    }
}

/// Owns one UBreakIterator and the UTF-16 text it walks.
///
/// ICU iterates the caller's buffer in place, so the text is copied into memory that lives
/// exactly as long as the iterator.
final class BreakIteratorHandle {
    let pointer: OpaquePointer
    private let text: UnsafeMutableBufferPointer<UInt16>

    init(kind: Int32, locale: String, utf16: [UInt16]) throws(ICUError) {
        let text = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: max(utf16.count, 1))
        _ = text.initialize(from: utf16)
        let opened: OpaquePointer?
        do {
            opened = try icuCall("ubrk_open(\(locale))") {
                glossa_ubrk_open(kind, locale, text.baseAddress, Int32(utf16.count), $0)
            }
        } catch {
            text.deallocate()
            throw error
        }
        guard let opened else {
            text.deallocate()
            throw ICUError(operation: "ubrk_open(\(locale))", code: Int32(GLOSSA_U_MEMORY_ALLOCATION_ERROR))
        }
        self.pointer = opened
        self.text = text
    }

    /// Every boundary after the first, with the rule status ICU reports for it.
    func boundaries() -> [(offset: Int, status: Int32)] {
        var result: [(offset: Int, status: Int32)] = []
        _ = glossa_ubrk_first(pointer)
        while true {
            let next = glossa_ubrk_next(pointer)
            if next == Int32(GLOSSA_UBRK_DONE) { break }
            result.append((Int(next), glossa_ubrk_getRuleStatus(pointer)))
        }
        return result
    }

    deinit {
        glossa_ubrk_close(pointer)
        text.deallocate()
    }
}

/// Line, grapheme-cluster and word boundaries as ICU computes them (UAX #14, UAX #29).
public enum TextBreaks {
    /// Positions (UTF-16 offsets, ascending, excluding 0, including utf16.count) before which a line may begin,
    /// per UAX #14 as ICU implements it for `locale` (dictionary breaking for Thai, Lao, Khmer, Myanmar; locale
    /// tailorings such as ja line-break strictness via "@lb=strict" keywords pass through).
    public static func lineBreaks(_ utf16: [UInt16], locale: String) throws(ICUError) -> [LineBreakOpportunity] {
        if utf16.isEmpty { return [] }
        let iterator = try BreakIteratorHandle(kind: Int32(GLOSSA_UBRK_LINE), locale: icuLocaleID(locale), utf16: utf16)
        let hard = Int32(GLOSSA_UBRK_LINE_HARD)..<Int32(GLOSSA_UBRK_LINE_HARD_LIMIT)
        return iterator.boundaries().map { LineBreakOpportunity(offset: $0.offset, isMandatory: hard.contains($0.status)) }
    }

    /// Extended grapheme cluster boundaries (UAX #29), ascending, including 0 and utf16.count.
    public static func graphemeBoundaries(_ utf16: [UInt16]) throws(ICUError) -> [Int] {
        try boundaries(kind: Int32(GLOSSA_UBRK_CHARACTER), utf16, locale: "")
    }

    /// Word boundaries (UAX #29 with dictionaries), including 0 and count.
    public static func wordBoundaries(_ utf16: [UInt16], locale: String) throws(ICUError) -> [Int] {
        try boundaries(kind: Int32(GLOSSA_UBRK_WORD), utf16, locale: icuLocaleID(locale))
    }

    private static func boundaries(kind: Int32, _ utf16: [UInt16], locale: String) throws(ICUError) -> [Int] {
        if utf16.isEmpty { return [0] }
        let iterator = try BreakIteratorHandle(kind: kind, locale: locale, utf16: utf16)
        return [0] + iterator.boundaries().map(\.offset)
    }
}
