import Foundation

/// Writes a file through a temporary file in the same folder and a rename, so a failed or interrupted run
/// never leaves a half-written output or damages the previous one.
///
/// A run that writes several files prepares each (`prepare`) and renames them all only once every one is
/// ready (`PreparedFile.commit`), so one that fails half way leaves every earlier output as it was. Errors
/// are the system's own words for the path at fault ("out is a file, not a folder"), never an opaque code.
public enum AtomicFile {
    public static func write(_ bytes: [UInt8], to path: String) throws(RenderError) {
        try write(to: path) { append in try append(bytes) }
    }

    /// Writes the file a piece at a time: `produce` calls `append` with each piece, so a large file (a
    /// report of thousands of screens) never has to be in memory whole.
    public static func write(to path: String, _ produce: (_ append: ([UInt8]) throws -> Void) throws -> Void) throws(RenderError) {
        let prepared = try prepare(to: path, produce)
        do {
            try prepared.commit()
        } catch {
            prepared.discard()
            throw error
        }
    }

    /// Writes the file's bytes to a temporary file beside `path` (or in `temporaryFolder`, on the same file
    /// system), to be renamed into place by `commit`. The temporary name carries the process id, so a later
    /// run can tell it is stale; the folders made for it are removed again if it is discarded.
    public static func prepare(to path: String, temporaryFolder: String? = nil,
                               _ produce: (_ append: ([UInt8]) throws -> Void) throws -> Void) throws(RenderError) -> PreparedFile {
        let parent = OutputFolder.parent(of: path)
        let folder = temporaryFolder ?? (parent.isEmpty ? "." : parent)
        let name = (path as NSString).lastPathComponent
        var existing = stat()
        if stat(path, &existing) == 0, existing.st_mode & S_IFMT == S_IFDIR {
            throw RenderError.write(path: path, reason: "it is a folder; name a file")
        }
        let created = try OutputFolder.create(folder, for: path)
        let temporary = (folder as NSString).appendingPathComponent(".\(name).\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp")
        let prepared = PreparedFile(temporary: temporary, path: path, createdFolders: created)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            prepared.discard()
            throw RenderError.write(path: path, reason: reason)
        }
        do {
            try produce { piece in try Self.write(piece, to: descriptor, path: path) }
        } catch {
            close(descriptor)
            prepared.discard()
            throw (error as? RenderError) ?? RenderError.write(path: path, reason: "\(error)")
        }
        guard close(descriptor) == 0 else {
            let reason = String(cString: strerror(errno))
            prepared.discard()
            throw RenderError.write(path: path, reason: reason)
        }
        return prepared
    }

    /// Writes a file into a folder that only this run writes and nothing reads before the run commits it (a
    /// staging folder): straight to its name, without a temporary file, a rename or a flush to disk, since the
    /// folder as a whole is what is put in place. A failed write removes the file.
    public static func writeUnpublished(_ bytes: [UInt8], to path: String) throws(RenderError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw RenderError.write(path: path, reason: String(cString: strerror(errno))) }
        do {
            try write(bytes, to: descriptor, path: path)
        } catch {
            close(descriptor)
            unlink(path)
            throw error
        }
        guard close(descriptor) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(path)
            throw RenderError.write(path: path, reason: reason)
        }
    }

    private static func write(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(RenderError) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw RenderError.write(path: path, reason: String(cString: strerror(errno))) }
            offset += count
        }
    }
}

/// A file written beside its destination (or in a staging folder) and not yet in place.
public struct PreparedFile: Sendable {
    public let temporary: String
    public let path: String
    /// Folders made for the temporary file, outermost first.
    public let createdFolders: [String]

    /// Renames the file into place (one atomic step on the destination's file system).
    public func commit() throws(RenderError) {
        let parent = OutputFolder.parent(of: path)
        if !parent.isEmpty { _ = try OutputFolder.create(parent, for: path) }
        guard rename(temporary, path) == 0 else { throw RenderError.write(path: path, reason: String(cString: strerror(errno))) }
    }

    /// Removes the temporary file and the folders made for it (those still empty).
    public func discard() {
        unlink(temporary)
        OutputFolder.removeEmpty(createdFolders)
    }
}

/// Creates the folders an output needs, naming the part of the path at fault when it cannot.
public enum OutputFolder {
    /// Creates `folder` and the folders above it that are missing; `output` is the file it is for (named
    /// in the error). Returns the folders it made, outermost first.
    @discardableResult
    public static func create(_ folder: String, for output: String) throws(RenderError) -> [String] {
        var created: [String] = []
        var prefix = folder.hasPrefix("/") ? "/" : ""
        for part in folder.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + part
            var info = stat()
            if stat(prefix, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else {
                    throw RenderError.write(path: output, reason: "\(prefix) is a file, not a folder")
                }
                continue
            }
            if mkdir(prefix, 0o777) == 0 {
                created.append(prefix)
            } else if errno != EEXIST {
                let reason = "cannot create the folder \(prefix): \(String(cString: strerror(errno)))"
                removeEmpty(created)
                throw RenderError.write(path: output, reason: reason)
            }
        }
        return created
    }

    /// The folder part of `path` by its text ("" for a bare name, "/" for a file at the root): Foundation's
    /// `deletingLastPathComponent` traps on a one-letter relative path on Linux (`--json r`).
    public static func parent(of path: String) -> String {
        var text = Substring(path)
        while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
        guard let slash = text.lastIndex(of: "/") else { return "" }
        return slash == text.startIndex ? "/" : String(text[..<slash])
    }

    /// Removes `folders` (outermost first, as `create` lists them) that are empty, innermost first.
    public static func removeEmpty(_ folders: [String]) {
        for folder in folders.reversed() { rmdir(folder) }
    }
}
