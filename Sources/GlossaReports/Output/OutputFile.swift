import Foundation
import GlossaRender

/// Writes outputs through a temporary file and a rename, so a failed run never leaves half a file.
public enum OutputFile {
    public static func write(_ bytes: [UInt8], to path: String) throws(GlossaError) {
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw GlossaError("\(error)")
        }
    }

    /// Writes only when the file's bytes would change (a baseline re-recorded unchanged keeps its
    /// modification time and leaves no diff); returns whether it wrote.
    @discardableResult
    public static func update(_ bytes: [UInt8], at path: String) throws(GlossaError) -> Bool {
        if let existing = FileManager.default.contents(atPath: path), existing.elementsEqual(bytes) { return false }
        try write(bytes, to: path)
        return true
    }

    /// Whether `path` is a regular file (not a link) holding exactly `bytes`: its size is asked first, so a file
    /// of another size is not read.
    public static func holds(_ bytes: [UInt8], at path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) == bytes.count,
              let existing = read(path) else { return false }
        return existing == bytes
    }

    /// A file's bytes, or nil when there is none.
    public static func read(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    /// The path with every link resolved, nil when it does not exist.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
