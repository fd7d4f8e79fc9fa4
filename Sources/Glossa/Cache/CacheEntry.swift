internal import CDeflate
import Foundation

/// What the cache keeps of one screen: its record as report.json has it (without its PNG path and matrix
/// position, which depend on where and how the run writes), its PNG, and for a development-language screen the
/// reference the other locales are judged against, and what `glossa heights` reads of its views.
struct CacheEntry: Sendable, Equatable {
    var record: [UInt8]
    var png: [UInt8]?
    var reference: [String]?
    var heights: [String]? = nil

    private static let magic = Array("GLOSSA-CACHE".utf8)
    private static let none = UInt64.max

    /// The entry as one file: magic, format version, key, the four lengths, then the bytes, and last a CRC-32
    /// of everything before it, so a truncated, partly written or altered file is known and never trusted.
    func encoded(key: String) -> [UInt8] {
        let parts = [record, png, reference.map { Array($0.joined(separator: "\n").utf8) }, heights.map { Array($0.joined(separator: "\n").utf8) }]
        var bytes = Self.magic
        Self.append(UInt64(ScreenFingerprints.formatVersion), to: &bytes)
        bytes += Array(key.utf8)
        for part in parts { Self.append(part.map { UInt64($0.count) } ?? Self.none, to: &bytes) }
        for part in parts { bytes += part ?? [] }
        Self.append(UInt64(Self.crc32(bytes[...])), to: &bytes)
        return bytes
    }

    /// The entry in `bytes` if it is whole, of this format and of `key`; nil for anything else.
    static func decoded(_ bytes: [UInt8], key: String) -> CacheEntry? {
        let keyBytes = Array(key.utf8)
        let header = magic.count + 8 + keyBytes.count + 32
        guard bytes.count >= header + 8, bytes.starts(with: magic) else { return nil }
        let body = bytes[..<(bytes.count - 8)]
        guard number(bytes, at: bytes.count - 8) == UInt64(crc32(body)),
              number(bytes, at: magic.count) == UInt64(ScreenFingerprints.formatVersion),
              bytes[(magic.count + 8)..<(magic.count + 8 + keyBytes.count)].elementsEqual(keyBytes) else { return nil }
        let lengths = (0..<4).map { number(bytes, at: header - 32 + $0 * 8) }
        var offset = header
        var parts: [[UInt8]?] = []
        for length in lengths {
            guard length != none else {
                parts.append(nil)
                continue
            }
            guard length <= UInt64(body.count - offset) else { return nil }
            parts.append(Array(bytes[offset..<(offset + Int(length))]))
            offset += Int(length)
        }
        guard offset == body.count, let record = parts[0] else { return nil }
        let lines = { (part: [UInt8]?) -> [String]? in
            part.map { bytes in bytes.isEmpty ? [] : String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        }
        return CacheEntry(record: record, png: parts[1], reference: lines(parts[2]), heights: lines(parts[3]))
    }

    private static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    private static func number(_ bytes: [UInt8], at offset: Int) -> UInt64 {
        (0..<8).reduce(UInt64(0)) { value, index in value | UInt64(bytes[offset + index]) << UInt64(index * 8) }
    }

    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
    }
}
