import Foundation
import GlossaLayout
import GlossaLocalization
import GlossaProject
import GlossaSwiftUI

/// The screens of SwiftUI files a search found: each file's previews, read with every Swift file of its app (the
/// views, helpers and constants they use), with the app's strings folder and asset catalog. Read once per app.
/// Public for what a run finds with it (`isSwift`, `stringsFolder`, `assetCatalog`), which GlossaBench uses as a run does.
public final class SwiftUIDocuments {
    private var byApp: [String: [String: [LayoutDocument]]] = [:]
    private let options: MatrixOptions
    private let screens: [String]
    private let projects: XcodeProjects

    init(screens: [String], options: MatrixOptions, projects: XcodeProjects) {
        self.screens = screens
        self.options = options
        self.projects = projects
    }

    public static func isSwift(_ file: String) -> Bool {
        (file as NSString).pathExtension.lowercased() == "swift"
    }

    /// The documents of one file's previews, in source order.
    func documents(of file: String) -> [LayoutDocument] {
        let root = appFolder(of: file)
        if byApp[root] == nil { byApp[root] = read(root) }
        return byApp[root]?[file] ?? []
    }

    /// The folder whose Swift files a preview may use: the searched folder that holds the file (what the user pointed
    /// at), else, for a file named on its own, its project's folder.
    private func appFolder(of file: String) -> String {
        let absolute = URL(fileURLWithPath: file).standardizedFileURL.path
        let folders = options.paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            .filter { absolute.hasPrefix($0 == "/" ? "/" : $0 + "/") }
        return folders.max { $0.count < $1.count } ?? AppSourceFolders.root(forDocument: file)
    }

    private func read(_ root: String) -> [String: [LayoutDocument]] {
        let own = screens.filter { appFolder(of: $0) == root }
        // Not the Swift of another platform's targets (a tvOS app's own `App` type, a watch app's views): an iPhone's
        // build never sees it, and its types may share names with the iPhone app's.
        let sources = AppSourceFolders.files(under: [root], excludes: options.excludes.map(Glob.init), extensions: ["swift"])
            .filter { projects.builtForOtherPlatforms($0) == nil }
        let reader = SwiftUIReader(screens: own, sources: sources)
        let strings = options.strings ?? Self.stringsFolder(in: root)
        let read = reader.read(strings: strings, assets: options.assets ?? Self.assetCatalog(in: root),
                               generatedKeys: Self.generatedKeys(strings))
        let region = projects.developmentRegion(near: own.first ?? root).flatMap { Locales.canonical($0) }
        var documents: [String: [LayoutDocument]] = [:]
        var nearest: [String: String?] = [:]
        for var document in read.documents {
            document.developmentLanguage = region
            // The strings of the target that holds the screen's file: the nearest folder above it that has tables (an
            // app of several targets, a Swift package's own `Resources`), else the app's.
            if options.strings == nil, let own = Self.stringsFolder(near: document.file, root: root, known: &nearest) {
                document.strings = own
            }
            documents[document.file, default: []].append(document)
        }
        return documents
    }

    /// The app's strings folder: the first folder (by path) holding a `Localizable` String Catalog or `.lproj`
    /// folders with a `Localizable.strings`, else any String Catalog or strings table.
    public static func stringsFolder(in root: String) -> String? {
        var best: (rank: Int, path: String)?
        walk(root, depth: 0) { folder, names in
            var rank = 0
            if names.contains("Localizable.xcstrings") { rank = 3 }
            else if names.contains(where: { $0.hasSuffix(".lproj") }),
                    names.contains(where: { FileManager.default.fileExists(atPath: folder + "/" + $0 + "/Localizable.strings") }) { rank = 2 }
            else if names.contains(where: { $0.hasSuffix(".xcstrings") }) { rank = 1 }
            if rank > 0, rank > (best?.rank ?? 0) { best = (rank, folder) }
        }
        return best?.path
    }

    /// The development language's keys of the app's tables, for string accessors whose generated file the repository
    /// does not hold (a folder that does not read gives none: its documents report it).
    static func generatedKeys(_ folder: String?) -> GeneratedKeys {
        guard let folder, let catalog = try? StringCatalog(folder: folder) else { return GeneratedKeys() }
        var keys: [String: [String]] = [:]
        for table in catalog.tables {
            keys[table] = Array(catalog.ownValues(table: table, locale: catalog.developmentLanguage).keys)
        }
        return GeneratedKeys(keys: keys)
    }

    /// The strings folder of the nearest folder above `file` (up to `root`) that holds one, each folder's search kept
    /// in `known`.
    static func stringsFolder(near file: String, root: String, known: inout [String: String?]) -> String? {
        var folder = (URL(fileURLWithPath: file).standardizedFileURL.path as NSString).deletingLastPathComponent
        let top = URL(fileURLWithPath: root).standardizedFileURL.path
        while folder.hasPrefix(top), folder.count >= top.count {
            if known[folder] == nil { known[folder] = .some(stringsFolder(in: folder)) }
            if let found = known[folder] ?? nil { return found }
            if folder == top || folder == "/" { break }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// The app's asset catalog: `Assets.xcassets` first, else the first catalog by path.
    public static func assetCatalog(in root: String) -> String? {
        var found: [String] = []
        walk(root, depth: 0) { folder, names in
            found += names.filter { $0.hasSuffix(".xcassets") }.map { folder + "/" + $0 }
        }
        return found.first { $0.hasSuffix("/Assets.xcassets") } ?? found.first
    }

    private static let maximumDepth = 8

    /// Visits `folder` and the folders under it (sorted, depth first), never hidden, dependency or bundle folders.
    private static func walk(_ folder: String, depth: Int, _ visit: (String, [String]) -> Void) {
        guard depth <= maximumDepth, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        let sorted = names.filter { !$0.hasPrefix(".") }.sorted()
        visit(folder, sorted)
        for name in sorted {
            let ext = (name as NSString).pathExtension.lowercased()
            guard !ProjectSearch.neverSearched.contains(name), !["xcassets", "xcodeproj", "xcworkspace", "lproj", "bundle", "xcstrings"].contains(ext) else { continue }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder), isFolder.boolValue {
                walk(folder + "/" + name, depth: depth + 1, visit)
            }
        }
    }
}
