import Foundation

/// Where a run looks for the app's Swift and Objective-C sources, and which files there it reads.
///
/// A storyboard's view controller is rarely beside the storyboard (`App/Base.lproj/Main.storyboard`,
/// `App/Controllers/SettingsViewController.swift`), so the search starts from the project that holds the
/// documents: for each path of the run, the nearest folder at or above it (its folder, for a file) that
/// holds an Xcode project or workspace or a `Package.swift`; without one, the working directory when the
/// path is inside it, else the path's own folder.
public enum AppSourceFolders {
    /// Folders of tests: their code sets texts to check them, not what a user sees.
    static func isTests(_ name: String) -> Bool {
        name.hasSuffix("Tests") || name.hasSuffix("Specs")
    }

    /// The folders to search for the documents at `paths`, each once, none inside another, sorted.
    public static func roots(for paths: [String], workingDirectory: String = FileManager.default.currentDirectoryPath) -> [String] {
        let cwd = standardized(workingDirectory, in: workingDirectory)
        var roots: [String] = []
        for path in paths {
            let absolute = standardized(path, in: cwd)
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder)
            let folder = exists && isFolder.boolValue ? absolute : (absolute as NSString).deletingLastPathComponent
            if let project = nearestProject(from: folder) {
                roots.append(project)
            } else {
                roots.append(isInside(folder, cwd) ? cwd : folder)
            }
        }
        let unique = Set(roots).sorted()
        return unique.filter { root in !unique.contains { $0 != root && isInside(root, $0) } }
    }

    /// The folder whose code is read for the document at `file`: the nearest folder above it that holds an Xcode project
    /// or workspace or a `Package.swift`, else the repository that holds it (the nearest folder with `.git`): the same
    /// document gives the same report whatever the working directory. Outside any project and repository, as for the
    /// paths of a run: the working directory when the document is inside it, else its own folder.
    public static func root(forDocument file: String, workingDirectory: String = FileManager.default.currentDirectoryPath) -> String {
        let cwd = standardized(workingDirectory, in: workingDirectory)
        let folder = (standardized(file, in: cwd) as NSString).deletingLastPathComponent
        if let project = nearestProject(from: folder) { return project }
        var current = folder
        while true {
            if FileManager.default.fileExists(atPath: current + "/.git") { return current }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return isInside(folder, cwd) ? cwd : folder }
            current = parent
        }
    }

    /// The nearest folder at or above `folder` that holds `*.xcodeproj`, `*.xcworkspace` or `Package.swift`.
    static func nearestProject(from folder: String) -> String? {
        var current = folder
        while true {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []
            if names.contains(where: { !$0.hasPrefix(".") && ($0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") || $0 == "Package.swift") }) {
                return current
            }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return nil }
            current = parent
        }
    }

    /// Every `.swift`, `.m`, `.mm` and `.h` file under `roots`, relative to the working directory where
    /// inside it, sorted. Passed over as document discovery passes them over (hidden files and folders,
    /// dependencies and build products, the insides of bundles, `excludes`), and also test folders
    /// (`…Tests`, `…Specs`). Links to folders are not followed (a link may loop).
    /// `extensions` chooses other files alike (the storyboards and xibs beside the code).
    public static func files(under roots: [String], excludes: [Glob] = [], extensions: Set<String> = AppCode.extensions,
                             workingDirectory: String = FileManager.default.currentDirectoryPath) -> [String] {
        let search = ProjectSearch(excludes: excludes, workingDirectory: workingDirectory)
        var files: [String] = []
        for root in roots {
            let absolute = standardized(root, in: workingDirectory)
            collect(absolute, shown: ProjectSearch.relative(absolute, to: workingDirectory), search: search, extensions: extensions,
                    into: &files)
        }
        return Array(Set(files)).sorted()
    }

    /// The source files under `folder` (written `shown` in results), depth first.
    private static func collect(_ folder: String, shown: String, search: ProjectSearch, extensions: Set<String>,
                                into files: inout [String]) {
        for (name, kind) in FolderEntries.list(folder) where !name.hasPrefix(".") {
            let path = folder + "/" + name
            let shownPath = shown == "." ? name : shown + "/" + name
            if search.isExcluded(path) { continue }
            switch kind {
            case .folder:
                let ext = (name as NSString).pathExtension.lowercased()
                if ProjectSearch.neverSearched.contains(name) || ProjectSearch.opaqueExtensions.contains(ext) || isTests(name) { continue }
                collect(path, shown: shownPath, search: search, extensions: extensions, into: &files)
            case .file:
                if extensions.contains((name as NSString).pathExtension.lowercased()) { files.append(shownPath) }
            }
        }
    }

    private static func standardized(_ path: String, in base: String) -> String {
        let absolute = path.hasPrefix("/") ? path : (base as NSString).appendingPathComponent(path)
        return (absolute as NSString).standardizingPath
    }

    private static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}

/// Where a run reads the app's sources for the texts its code sets.
public enum AppSources: Sendable, Equatable {
    /// The project that holds the run's documents (see `AppSourceFolders.roots`).
    case automatic
    /// These folders.
    case folders([String])
    /// None: every document's text is its own.
    case none

    /// The folders to search for a run over `paths`.
    public func roots(for paths: [String], workingDirectory: String = FileManager.default.currentDirectoryPath) -> [String] {
        switch self {
        case .automatic: return AppSourceFolders.roots(for: paths, workingDirectory: workingDirectory)
        case let .folders(folders): return folders
        case .none: return []
        }
    }
}
