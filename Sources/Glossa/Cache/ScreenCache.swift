import Foundation

/// Where and how much a run may reuse (`--cache DIR`, `--cache-max-mb`).
public struct CacheOptions: Sendable, Equatable {
    public var folder: String
    /// The cache folder never holds more than this; least recently used entries go first.
    public var maxBytes: Int

    public static let defaultMaxMegabytes = 1024

    public init(folder: String, maxMegabytes: Int = CacheOptions.defaultMaxMegabytes) {
        self.folder = folder
        maxBytes = max(0, maxMegabytes) * 1_048_576
    }
}

/// A folder of screen entries by fingerprint, shared by runs (and by concurrent runs: each entry is written
/// to a temporary file and renamed into place, so a reader sees a whole entry or none).
///
/// Layout: `DIR/v<format>/<first two hex digits>/<fingerprint>` entries and `DIR/v<format>/file-digests`, the
/// remembered digests of fonts, executables and images. A hit touches its entry's modification time, which
/// is what "least recently used" goes by when the folder would pass its bound.
final class ScreenCache: @unchecked Sendable {
    let folder: String
    let maxBytes: Int
    let digests: FileDigests
    private let lock = NSLock()
    /// Bytes the folder's entries take, known once the first entry is stored (a warm run never lists the folder).
    private var usage: Int?

    init(_ options: CacheOptions) throws(GlossaError) {
        folder = (options.folder as NSString).appendingPathComponent("v\(ScreenFingerprints.formatVersion)")
        maxBytes = options.maxBytes
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw GlossaError("--cache \(options.folder): cannot create the folder: \(error.localizedDescription)")
        }
        digests = FileDigests(memo: (folder as NSString).appendingPathComponent("file-digests"))
    }

    private func path(_ key: String) -> String {
        ((folder as NSString).appendingPathComponent(String(key.prefix(2))) as NSString).appendingPathComponent(key)
    }

    /// The entry stored under `key`, or nil: none, or a damaged one (which is removed, to be computed again).
    func entry(_ key: String) -> CacheEntry? {
        let path = path(key)
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        guard let entry = CacheEntry.decoded(Array(data), key: key) else {
            unlink(path)
            return nil
        }
        // Most recently used: the bound removes entries oldest first.
        utimensat(AT_FDCWD, path, nil, 0)
        return entry
    }

    /// Stores `entry` under `key`, first making room when the folder would pass its bound; an entry larger than
    /// the whole bound, or a write that fails (a full disk), is left out: the cache only ever saves work.
    func store(_ entry: CacheEntry, key: String) {
        let bytes = entry.encoded(key: key)
        guard bytes.count <= maxBytes else { return }
        lock.lock()
        if usage == nil { usage = scan().reduce(0) { $0 + $1.size } }
        if usage! + bytes.count > maxBytes { prune(toFit: bytes.count) }
        usage! += bytes.count
        lock.unlock()
        let target = path(key)
        let temporary = (folder as NSString).appendingPathComponent(
            ".tmp-\(key.prefix(16))-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
        do {
            try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)), rename(temporary, target) == 0 else {
                unlink(temporary)
                return
            }
        } catch {
            unlink(temporary)
        }
    }

    /// Saves what the run learnt about files, and brings the folder back under its bound (another run sharing
    /// it may have added entries meanwhile).
    func finish() {
        digests.save()
        lock.lock()
        defer { lock.unlock() }
        guard usage != nil else { return }
        let entries = scan()
        usage = entries.reduce(0) { $0 + $1.size }
        if usage! > maxBytes { prune(toFit: 0) }
    }

    private struct Stored {
        var path: String
        var size: Int
        var used: timespec
        /// The file-digests list counts toward the bound but is never removed.
        var removable = true
    }

    /// Every entry (and leftover temporary file, and the file-digests list) with its size and last use, oldest first.
    private func scan() -> [Stored] {
        var found: [Stored] = []
        var memo = stat()
        let memoPath = (folder as NSString).appendingPathComponent("file-digests")
        if stat(memoPath, &memo) == 0 {
            found.append(Stored(path: memoPath, size: Int(memo.st_size), used: memo.st_mtim, removable: false))
        }
        let shards = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for shard in shards where shard.count == 2 || shard.hasPrefix(".tmp-") {
            let shardPath = (folder as NSString).appendingPathComponent(shard)
            let names = shard.hasPrefix(".tmp-") ? [""] : (try? FileManager.default.contentsOfDirectory(atPath: shardPath)) ?? []
            for name in names {
                let path = name.isEmpty ? shardPath : (shardPath as NSString).appendingPathComponent(name)
                var info = stat()
                guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
                found.append(Stored(path: path, size: Int(info.st_size), used: info.st_mtim))
            }
        }
        return found.sorted { ($0.used.tv_sec, $0.used.tv_nsec, $0.path) < ($1.used.tv_sec, $1.used.tv_nsec, $1.path) }
    }

    /// Removes least recently used entries until `incoming` more bytes fit under 90 % of the bound, the
    /// file-digests list included (the slack spares a listing of the folder at every store once it is full).
    /// A temporary file is removed
    /// only when an hour old: a concurrent run may be writing it.
    private func prune(toFit incoming: Int) {
        let target = maxBytes - maxBytes / 10 - incoming
        var total = 0
        let entries = scan()
        total = entries.reduce(0) { $0 + $1.size }
        let hourAgo = Int(Date().timeIntervalSince1970) - 3600
        for entry in entries where total > target && entry.removable {
            let isTemporary = (entry.path as NSString).lastPathComponent.hasPrefix(".tmp-")
            if isTemporary && entry.used.tv_sec > hourAgo { continue }
            if unlink(entry.path) == 0 { total -= entry.size }
        }
        usage = total
    }
}
