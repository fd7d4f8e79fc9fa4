#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder's entries with their kind, as the file system's directory listing gives it (`readdir`'s
/// `d_type`), so walking a large app costs no `stat` per file.
enum FolderEntries {
    enum Kind { case file, folder }

    /// The entries of `folder`, sorted by name; links to files count as files, links to folders are left out.
    static func list(_ folder: String) -> [(name: String, kind: Kind)] {
        guard let stream = opendir(folder) else { return [] }
        defer { closedir(stream) }
        var entries: [(name: String, kind: Kind)] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name == "." || name == ".." { continue }
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): entries.append((name, .folder))
            case Int32(DT_REG): entries.append((name, .file))
            default:
                // A link, or a file system that does not tell: ask, without following links to folders.
                if let kind = kind(of: folder + "/" + name) { entries.append((name, kind)) }
            }
        }
        return entries.sorted { $0.name < $1.name }
    }

    private static func kind(of path: String) -> Kind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        if (info.st_mode & S_IFMT) == S_IFDIR { return .folder }
        if (info.st_mode & S_IFMT) == S_IFREG { return .file }
        // A link: taken when it leads to a file.
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return .file
    }
}
