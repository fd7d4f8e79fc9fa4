import Foundation
import GlossaRender

/// SHA-256 digests of files' contents, remembered (in the cache folder) by what `stat` says of each file, so a
/// warm run reads no font, executable or image again, yet a fingerprint rests on bytes, never on times.
///
/// A file is read again when its device, inode, size, modification or change time differ from those
/// remembered: touching a file costs one read, and gives the same digest.
final class FileDigests: @unchecked Sendable {
    private struct Known {
        var stamp: String
        var digest: String
    }

    private let memo: String?
    private let lock = NSLock()
    private var known: [String: Known] = [:]
    private var changed = false

    /// Digests remembered in `memo` (nil: none, and nothing written).
    init(memo: String?) {
        self.memo = memo
        guard let memo, let data = FileManager.default.contents(atPath: memo) else { return }
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3, fields[1].count == 64 else { continue }
            known[String(fields[2])] = Known(stamp: String(fields[0]), digest: String(fields[1]))
        }
    }

    /// The digest of the file at `path` in hexadecimal, or nil when it cannot be read.
    func digest(_ path: String) -> String? {
        guard let stamp = Self.stamp(path) else { return nil }
        lock.lock()
        let remembered = known[path]
        lock.unlock()
        if let remembered, remembered.stamp == stamp { return remembered.digest }
        guard let digest = Self.read(path) else { return nil }
        lock.lock()
        known[path] = Known(stamp: stamp, digest: digest)
        changed = true
        lock.unlock()
        return digest
    }

    /// Writes the digests learnt in this run beside the others (a temporary file, then a rename, so a
    /// concurrent run reads the old list or the new one, never half of one).
    func save() {
        lock.lock()
        defer { lock.unlock() }
        guard changed, let memo else { return }
        var text = ""
        for path in known.keys.sorted() where !path.contains("\n") {
            text += "\(known[path]!.stamp)\t\(known[path]!.digest)\t\(path)\n"
        }
        try? AtomicFile.write(Array(text.utf8), to: memo)
        changed = false
    }

    /// What `stat` says changes when a file's contents may have: device, inode, size, both times to the nanosecond.
    static func stamp(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return "\(info.st_dev):\(info.st_ino):\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec):"
            + "\(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)"
    }

    /// The file's digest, read a megabyte at a time.
    private static func read(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var hash = SHA256()
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            buffer.withUnsafeBytes { hash.update(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
        }
        return SHA256.hex(digest: hash.finish())
    }
}

/// The code that makes a screen's output: the Glossa executable and every shared library it runs with
/// (HarfBuzz, ICU, FreeType, libpng…), each by its contents. A new build, or a system library update,
/// changes every fingerprint.
enum BuildIdentity {
    /// The executable's path, then the libraries', sorted: the files mapped into this process that are
    /// the executable or a shared object (`/proc/self/maps`; elsewhere the executable alone).
    static func files() -> [String] {
        #if os(Linux)
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var libraries = Set<String>()
        if let maps = wholeFile("/proc/self/maps") {
            for line in maps.split(separator: "\n") {
                guard let slash = line.firstIndex(of: "/") else { continue }
                let path = String(line[slash...])
                let name = (path as NSString).lastPathComponent
                if path != executable, name.contains(".so"), !path.hasSuffix(" (deleted)") { libraries.insert(path) }
            }
        }
        return [executable] + libraries.sorted()
        #else
        return [Bundle.main.executablePath ?? CommandLine.arguments[0]]
        #endif
    }

    /// A file read to its end, a page at a time: /proc files say they are empty, and Foundation reads only
    /// the first page of them.
    private static func wholeFile(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// One digest over the executable and its libraries (by contents and file name, not by folder).
    static func digest(_ digests: FileDigests) -> String {
        var hash = SHA256()
        for path in files() {
            hash.update("\((path as NSString).lastPathComponent)=\(digests.digest(path) ?? "unreadable")\n")
        }
        return SHA256.hex(digest: hash.finish())
    }
}
