import GlossaLayout

/// What names one screen of a matrix: its layout, device, locale, content size and plural category.
public struct ScreenIdentity: Sendable, Hashable {
    /// The layout document, as found (snapshot baselines go beside it).
    public var layoutFile: String
    public var layout: String
    public var device: String
    public var locale: String
    public var contentSize: String
    /// The plural category the screen shows (`--plurals`), when it repeats per category.
    public var plural: String?

    public init(layoutFile: String, layout: String, device: String, locale: String, contentSize: String, plural: String? = nil) {
        self.layoutFile = layoutFile
        self.layout = layout
        self.device = device
        self.locale = locale
        self.contentSize = contentSize
        self.plural = plural
    }

    /// `layout/device/locale/size/plural`: what a shard is chosen by.
    public var shardKey: String {
        [layout, device, locale, contentSize, plural ?? ""].joined(separator: "/")
    }
}

/// One of N disjoint parts of a matrix (`--shard I/N`), chosen by a stable hash of each screen's key.
///
/// FNV-1a (64 bit) of the UTF-8 key, not Swift's `Hasher` (seeded per process): the split is the same on
/// every machine, every run and whatever order the screens come in, and every screen is in exactly one shard.
/// FNV-1a's low bits are weak (its lowest bit is the parity of the bytes' lowest bits), so the hash goes
/// through MurmurHash3's 64-bit finalizer before the remainder picks the shard.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// 1-based.
    public let index: Int
    public let count: Int

    /// More shards than this would leave almost every one empty; a merge names each missing one.
    public static let maximumCount = 100_000

    public init(index: Int, count: Int) throws(GlossaError) {
        guard count >= 1, index >= 1, index <= count else {
            throw GlossaError("--shard must be I/N with 1 ≤ I ≤ N, not \(index)/\(count)")
        }
        guard count <= Self.maximumCount else {
            throw GlossaError("--shard takes at most \(Self.maximumCount) shards, not \(count)")
        }
        self.index = index
        self.count = count
    }

    /// Reads `I/N`.
    public init(_ text: String) throws(GlossaError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw GlossaError("--shard must be I/N (for example 2/4), not '\(text)'")
        }
        try self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    public func contains(_ screen: ScreenIdentity) -> Bool {
        Int(Self.mix(Self.fnv1a(screen.shardKey)) % UInt64(count)) + 1 == index
    }

    static func mix(_ value: UInt64) -> UInt64 {
        var h = value
        h ^= h >> 33
        h = h &* 0xff51_afd7_ed55_8ccd
        h ^= h >> 33
        h = h &* 0xc4ce_b9fe_1a85_ec53
        h ^= h >> 33
        return h
    }

    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
