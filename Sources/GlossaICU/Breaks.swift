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

/// Break iterators kept open between texts, by kind and locale.
///
/// Opening an iterator costs ICU far more than walking a paragraph (it unpacks its rules every
/// time), so a walk takes an idle iterator of its kind and locale, points it at the text, and puts
/// it back when done. No two threads ever hold the same iterator; at most `idleLimit` wait per key.
final class BreakIteratorPool: @unchecked Sendable {
    static let shared = BreakIteratorPool()
    private static let idleLimit = 8

    private struct Key: Hashable {
        let kind: Int32
        let locale: String
    }

    private let lock = ICULock()
    private var idle: [Key: [OpaquePointer]] = [:]

    /// Every boundary of `utf16` after the first, with the rule status ICU reports for it.
    func boundaries(kind: Int32, locale: String, _ utf16: [UInt16]) throws(ICUError) -> [(offset: Int, status: Int32)] {
        let key = Key(kind: kind, locale: locale)
        let iterator = try take(key)
        defer { give(iterator, key) }
        return try utf16.withUnsafeBufferPointer { (text) throws(ICUError) -> [(offset: Int, status: Int32)] in
            try icuCall("ubrk_setText") { glossa_ubrk_setText(iterator, text.baseAddress, Int32(text.count), $0) }
            var result: [(offset: Int, status: Int32)] = []
            _ = glossa_ubrk_first(iterator)
            while true {
                let next = glossa_ubrk_next(iterator)
                if next == Int32(GLOSSA_UBRK_DONE) { break }
                result.append((Int(next), glossa_ubrk_getRuleStatus(iterator)))
            }
            // The iterator must not keep pointing into memory it no longer owns.
            _ = try? icuCall("ubrk_setText") { glossa_ubrk_setText(iterator, nil, 0, $0) }
            return result
        }
    }

    private func take(_ key: Key) throws(ICUError) -> OpaquePointer {
        let kept = lock.withLock { () -> OpaquePointer? in idle[key]?.popLast() }
        if let kept { return kept }
        let opened = try icuCall("ubrk_open(\(key.locale))") { glossa_ubrk_open(key.kind, key.locale, nil, 0, $0) }
        guard let opened else {
            throw ICUError(operation: "ubrk_open(\(key.locale))", code: Int32(GLOSSA_U_MEMORY_ALLOCATION_ERROR))
        }
        return opened
    }

    private func give(_ iterator: OpaquePointer, _ key: Key) {
        let kept = lock.withLock { () -> Bool in
            guard idle[key, default: []].count < Self.idleLimit else { return false }
            idle[key, default: []].append(iterator)
            return true
        }
        if !kept { glossa_ubrk_close(iterator) }
    }
}

/// Line, grapheme-cluster and word boundaries as ICU computes them (UAX #14, UAX #29).
public enum TextBreaks {
    /// Positions (UTF-16 offsets, ascending, excluding 0, including utf16.count) before which a line may begin,
    /// per UAX #14 as ICU implements it for `locale` (dictionary breaking for Thai, Lao, Khmer, Myanmar; locale
    /// tailorings such as ja line-break strictness via "@lb=strict" keywords pass through).
    public static func lineBreaks(_ utf16: [UInt16], locale: String) throws(ICUError) -> [LineBreakOpportunity] {
        if utf16.isEmpty { return [] }
        let found = try BreakIteratorPool.shared.boundaries(kind: Int32(GLOSSA_UBRK_LINE), locale: icuLocaleID(locale), utf16)
        let hard = Int32(GLOSSA_UBRK_LINE_HARD)..<Int32(GLOSSA_UBRK_LINE_HARD_LIMIT)
        return found.map { LineBreakOpportunity(offset: $0.offset, isMandatory: hard.contains($0.status)) }
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
        return [0] + (try BreakIteratorPool.shared.boundaries(kind: kind, locale: locale, utf16).map(\.offset))
    }
}
