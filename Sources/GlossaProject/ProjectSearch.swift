import Foundation
import GlossaLocalization

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
        /// Documents to read: storyboards, xibs, Glossa layouts and Swift files with SwiftUI previews.
        public var files: [String] = []
        /// The files of `files` the user named (not found by a search): one that cannot be read stops the run.
        public var named: Set<String> = []
        /// Project files near the documents that do not read (the documents are then searched as without one).
        public var unreadable: [LocalizationError] = []
        /// What was passed over and why ("path: reason"), for `--verbose`.
        public var passedOver: [String] = []
    }

    /// `--exclude` and `exclude:` patterns, relative to `workingDirectory`.
    public var excludes: [Glob]
    public var workingDirectory: String
    /// The Xcode projects near the documents, read once for the search.
    public let projects = XcodeProjects()

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
            passOverWhatNoTargetBuilds(from: before, in: &found)
            if found.files.count == before {
                let archives = found.passedOver.filter { $0.contains(LayoutSniffer.interfaceBuilder3) }.map { String($0.prefix { $0 != ":" }) }
                let old = archives.isEmpty ? "" : "; \(archives.count) Interface Builder 3 archive(s) from before Xcode 5, which Glossa does not read: "
                    + archives.prefix(5).joined(separator: ", ") + (archives.count > 5 ? ", …" : "")
                let unbuilt = found.passedOver.filter { $0.contains("so it is no screen of the app") }.count
                let passed = unbuilt == 0 ? "" : "; \(unbuilt) storyboard(s) and xib(s) that no target of the Xcode project builds (--verbose lists them)"
                throw ProjectError("\(path): no storyboards, xibs or Glossa layouts (YAML or JSON with a top-level 'root' view) in this folder, nor SwiftUI previews\(old)\(passed)")
            }
        }
        return found
    }

    /// The storyboards and xibs found from `start` on that no target of the app's Xcode project builds, and the Swift
    /// files of screens only targets of other platforms build (a watch app's), are passed over (see `XcodeProjects`);
    /// project files that do not read are kept for `unreadable` findings.
    private func passOverWhatNoTargetBuilds(from start: Int, in found: inout Found) {
        let searched = Array(found.files[start...])
        var kept: [String] = []
        for file in searched {
            let ext = (file as NSString).pathExtension.lowercased()
            let reason = Self.interfaceBuilderExtensions.contains(ext) ? projects.notBuilt(file)
                : ext == "swift" ? projects.builtForOtherPlatforms(file) : nil
            guard let reason else {
                kept.append(file)
                continue
            }
            found.passedOver.append("\(file): \(reason)")
        }
        found.files.replaceSubrange(start..., with: kept)
        let known = Set(found.unreadable.map(\.path))
        found.unreadable += projects.unreadable(near: searched).filter { !known.contains($0.path) }
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
        // Documents of this folder's language folders, for those that exist only there (localized before Base).
        var ownNames = Set<String>()
        var localized: [String: [(language: String, path: String)]] = [:]
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
                    if name == "Base.lproj" {
                        ownNames.formUnion(interfaceBuilderNames(in: path))
                        searchInterfaceBuilder(path, into: &found)
                    } else {
                        for document in interfaceBuilderNames(in: path) {
                            localized[document, default: []].append((String(name.dropLast(6)), (path as NSString).appendingPathComponent(document)))
                        }
                    }
                } else {
                    search(path, root: root, visited: &visited, into: &found)
                }
            } else if Self.interfaceBuilderExtensions.contains(ext) {
                ownNames.insert(name)
                take(interfaceBuilder: path, into: &found)
            } else if ext == "swift" {
                // A SwiftUI file with previews: its previews are screens (read with the app's other Swift files).
                if LayoutSniffer.declaresSwiftUIPreviews(file: path) { found.files.append(path) }
            } else if Self.layoutExtensions.contains(ext) {
                if LayoutSniffer.isLayout(file: path) {
                    found.files.append(path)
                } else {
                    found.passedOver.append("\(path): not a Glossa layout (no top-level 'root' view)")
                }
            }
        }
        // A document only language folders hold (`en.lproj/Detail.xib`, `fr.lproj/Detail.xib`: localized before Base
        // internationalization) is one document, the development language's copy playing Base; the others are its
        // localized versions, found beside it as any language's copy is.
        for (document, copies) in localized.sorted(by: { $0.key < $1.key }) where !ownNames.contains(document) {
            let development = projects.developmentRegion(near: copies[0].path).map(Self.languageFolderName) ?? "en"
            let chosen = copies.first { Self.languageFolderName($0.language) == development }
                ?? copies.first { Self.languageFolderName($0.language) == "en" } ?? copies[0]
            if isExcluded(chosen.path) {
                found.passedOver.append("\(chosen.path): excluded")
            } else if !LocalizedVariant.isStringsTable(file: chosen.path) {
                take(interfaceBuilder: chosen.path, into: &found)
            }
        }
    }

    /// A language folder's language, canonical (`en` for `English.lproj`, as Xcode once named them).
    static func languageFolderName(_ name: String) -> String {
        Locales.canonical(name) ?? name
    }

    /// The names of the storyboards and xibs directly in `folder`, sorted.
    private func interfaceBuilderNames(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().filter {
            !$0.hasPrefix(".") && Self.interfaceBuilderExtensions.contains(($0 as NSString).pathExtension.lowercased())
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
