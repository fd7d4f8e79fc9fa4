internal import CDigest

/// SHA-256 (FIPS 180-4), the digest every cache fingerprint and file digest is made of.
///
/// Swift on Linux ships no hash a cache key can rest on (Hasher is seeded per process); SHA-256 is the one
/// content stores use, so a fingerprint never collides short of an attack on it. The rounds are in C
/// (`CDigest`), fast in a debug build too.
struct SHA256 {
    private var context = glossa_sha256()

    init() {
        glossa_sha256_init(&context)
    }

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        glossa_sha256_update(&context, bytes.baseAddress, bytes.count)
    }

    mutating func update(_ bytes: [UInt8]) { bytes.withUnsafeBytes { update($0) } }

    mutating func update(_ text: String) {
        var text = text
        text.withUTF8 { update(UnsafeRawBufferPointer($0)) }
    }

    /// The 32-byte digest; the hash is spent.
    mutating func finish() -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: 32)
        digest.withUnsafeMutableBufferPointer { glossa_sha256_finish(&context, $0.baseAddress) }
        return digest
    }

    /// The digest of `bytes`, in lowercase hexadecimal.
    static func hex(_ bytes: [UInt8]) -> String {
        var hash = SHA256()
        hash.update(bytes)
        return hex(digest: hash.finish())
    }

    static func hex(digest: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(digest.count * 2)
        for byte in digest { text += [digits[Int(byte >> 4)], digits[Int(byte & 15)]] }
        return String(decoding: text, as: UTF8.self)
    }
}
