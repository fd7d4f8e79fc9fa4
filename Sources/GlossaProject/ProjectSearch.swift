import Foundation

/// Finds the documents of a project: storyboards, xibs and Glossa layouts, in any folder a user points at,
/// a repository root included.
///
/// Everything else is passed over without a word (`passedOver` lists it for `--verbose`). Never searched:
/// hidden files and folders, AppleDouble `._*` files, dependency and build folders, and the insides of
/// asset catalogs, Xcode projects and workspaces. Results are sorted, so a run never depends on the order
/// the file system lists a folder in.
public struct ProjectSearch: Sendable {
    /// Folders that hold other people's code or build products, never an app's own screens.
    public static let neverSearched: Set<String> = ["Pods", "Carthage", "DerivedData", "build", ".build", "node_modules"]
    /// Bundles whose insides are Xcode's own bookkeeping or images, never screens.
    static let opaqueExtensions: Set<String> = ["xcassets", "xcodeproj", "xcworkspace", "imageset", "xcstrings", "xcloc",
                                                "bundle", "framework", "xcframework", "app", "playground"]
    public static let interfaceBuilderExtensions: Set<String> = ["storyboard", "xib"]
    static let layoutExtensions: Set<String> = ["yaml", "yml", "json"]

    /// What a search found, in a stable order.
    public struct Found: Sendable, Equatable {
        /// Documents to read: storyboards, xibs and Glossa layouts.
        public var files: [String] = []
        /// The files of `files` the user named (not found by a search): one that cannot be read stops the run.
        public var named: Set<String> = []
        /// What was passed over and why ("path: reason"), for `--verbose`.
        public var passedOver: [String] = []
    }

    /// `--exclude` and `exclude:` patterns, relative to `workingDirectory`.
    public var excludes: [Glob]
    public var workingDirectory: String

    public init(excludes: [Glob] = [], workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.excludes = excludes
        self.workingDirectory = workingDirectory
    }

    /// The documents under `paths`: a file is taken as given (the user named it); a folder is searched.
    public func documents(_ paths: [String]) throws(ProjectError) -> Found {
        var found = Found()
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw ProjectError("\(path): no such file or folder")
            }
            guard isFolder.boolValue else {
                found.files.append(path)
                found.named.insert(path)
                continue
            }
            let before = found.files.count
            var visited = Set<String>()
            search(path, root: Self.realPath(path) ?? path, visited: &visited, into: &found)
            if found.files.count == before {
                throw ProjectError("\(path): no storyboards, xibs or Glossa layouts (YAML or JSON with a top-level 'root' view) in this folder")
            }
        }
        return found
    }

    /// Whether `path` is excluded by a pattern (matched relative to the working directory).
    public func isExcluded(_ path: String) -> Bool {
        guard !excludes.isEmpty else { return false }
        let relative = Self.relative(path, to: workingDirectory)
        return excludes.contains { $0.matches(relative) }
    }

    /// Searches `folder`. Links are followed only while they stay inside the searched `root` or the working
    /// directory (a committed link to /etc is not read), and each real folder is searched once (a link to `.`
    /// would otherwise search forever).
    private func search(_ folder: String, root: String, visited: inout Set<String>, into found: inout Found) {
        guard let real = Self.realPath(folder), visited.insert(real).inserted else { return }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            found.passedOver.append("\(folder): cannot be listed")
            return
        }
        let inside = [root, Self.realPath(workingDirectory)].compactMap { $0 }
        for name in names.sorted() {
            let path = folder == "." ? name : (folder as NSString).appendingPathComponent(name)
            // Hidden files and folders, and the AppleDouble `._*` files macOS leaves on other file systems.
            if name.hasPrefix(".") { continue }
            if isExcluded(path) {
                found.passedOver.append("\(path): excluded")
                continue
            }
            guard let target = Self.realPath(path), inside.contains(where: { target == $0 || target.hasPrefix($0 == "/" ? "/" : $0 + "/") }) else {
                found.passedOver.append("\(path): a link out of the searched folder, not followed")
                continue
            }
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            let ext = (name as NSString).pathExtension.lowercased()
            if isFolder.boolValue {
                if Self.neverSearched.contains(name) {
                    found.passedOver.append("\(path)/: dependencies or build products, never searched")
                } else if Self.opaqueExtensions.contains(ext) {
                    continue
                } else if ext == "lproj" {
                    // Base.lproj holds base-internationalized storyboards and xibs; other lproj folders hold
                    // a locale's strings (and its localized copies of documents, read with their Base document).
                    if name == "Base.lproj" { searchInterfaceBuilder(path, into: &found) }
                } else {
                    search(path, root: root, visited: &visited, into: &found)
                }
            } else if Self.interfaceBuilderExtensions.contains(ext) {
                take(interfaceBuilder: path, into: &found)
            } else if Self.layoutExtensions.contains(ext) {
                if LayoutSniffer.isLayout(file: path) {
                    found.files.append(path)
                } else {
                    found.passedOver.append("\(path): not a Glossa layout (no top-level 'root' view)")
                }
            }
        }
    }

    /// The storyboards and xibs of a Base.lproj folder.
    private func searchInterfaceBuilder(_ folder: String, into found: inout Found) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        for name in names where !name.hasPrefix(".") && Self.interfaceBuilderExtensions.contains((name as NSString).pathExtension.lowercased()) {
            let path = (folder as NSString).appendingPathComponent(name)
            if isExcluded(path) {
                found.passedOver.append("\(path): excluded")
            } else {
                take(interfaceBuilder: path, into: &found)
            }
        }
    }

    /// An iOS storyboard or xib is taken; a watchOS or macOS one, or an archive from before Xcode 5, is passed over.
    private func take(interfaceBuilder path: String, into found: inout Found) {
        if let other = LayoutSniffer.otherInterfaceBuilderKind(file: path) {
            found.passedOver.append("\(path): \(other), not an iOS storyboard or xib")
        } else {
            found.files.append(path)
        }
    }

    /// The path with every link resolved, nil when it does not exist (or is a dangling link).
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `path` relative to `base` when inside it, `/`-separated, without `./`; else the standardized path.
    static func relative(_ path: String, to base: String) -> String {
        let absolute = path.hasPrefix("/") ? path : (base as NSString).appendingPathComponent(path)
        let standard = (absolute as NSString).standardizingPath
        let root = (base as NSString).standardizingPath
        if standard == root { return "." }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return standard.hasPrefix(prefix) ? String(standard.dropFirst(prefix.count)) : standard
    }
}

/// A project that cannot be read as asked (a missing path, a folder with no documents, a bad `.glossa.yml`).
public struct ProjectError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
