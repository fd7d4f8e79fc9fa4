import Foundation
import GlossaLayout

/// The files an app bundles beside its documents, found in the app's folder tree as Xcode copies them
/// into the bundle: loose images (what UIImage(named:) finds outside asset catalogs), asset catalogs, and
/// localized (`<lang>.lproj`) versions of storyboards and xibs.
///
/// The app's folder is the nearest folder above the document (at most `levelsUp` levels) that holds an
/// Xcode project or workspace, else the document's own folder. The search is bounded (`maximumEntries`,
/// `maximumDepth`), never enters hidden folders, dependency or build folders, catalogs or bundles, and
/// visits names in sorted order, so the same tree always gives the same answer.
struct IBAppFolder: Sendable {
    let root: String
    /// Image files by the name UIImage(named:) takes: the file name without scale suffix and, for PNG,
    /// without extension (`logo` for logo@2x.png); a JPEG also under its full name (`photo.jpg`).
    private(set) var images: [String: [LooseImage]] = [:]
    /// Localized Interface Builder documents by file name (`Main.storyboard`): language and path.
    private(set) var localizedDocuments: [String: [(language: String, path: String)]] = [:]
    /// Every asset catalog of the app, in path order (Xcode compiles them all into the bundle's one
    /// Assets.car, where UIImage(named:) finds any of their image sets).
    private(set) var catalogs: [IBCatalogIndex] = []
    /// The storyboard references of every storyboard of the app (Base or unlocalized): what they open.
    private(set) var storyboardReferences: Set<StoryboardReference> = []
    /// The storyboards that hold a tab bar controller, by the references they hold (a tab in another storyboard):
    /// the scene a reference opens shows that controller's bar when it is one of its tabs (`IBTabBars.remote`).
    private(set) var tabBarReferences: [StoryboardReference: String] = [:]

    /// The app's storyboards found by the scan, read for their references once it ends.
    private var storyboards: [String] = []

    static let levelsUp = 5
    static let maximumDepth = 16
    static let maximumEntries = 100_000
    static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "build", "node_modules", "fastlane"]
    static let skippedExtensions: Set<String> = ["xcassets", "xcodeproj", "xcworkspace", "bundle", "framework", "xcframework",
                                                 "app", "appex", "playground", "docc"]

    /// The app folder of the document at `file`.
    static func root(for file: String) -> String {
        let start = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
        var folder = start
        for _ in 0...levelsUp {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            if names.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) { return folder.path }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return start.lastPathComponent.hasSuffix(".lproj") ? start.deletingLastPathComponent().path : start.path
    }

    init(root: String) {
        self.root = root
        var budget = Self.maximumEntries
        scan(root, depth: 0, language: nil, budget: &budget)
        for storyboard in storyboards {
            guard let data = FileManager.default.contents(atPath: storyboard) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            let references = IBStoryboardReferences.references(in: text)
            storyboardReferences.formUnion(references)
            if text.contains("<tabBarController ") {
                for reference in references where tabBarReferences[reference] == nil { tabBarReferences[reference] = storyboard }
            }
        }
        storyboards = []
    }

    /// The image files UIImage(named: name) chooses among, by scale; empty when the app has none.
    func imageFiles(named name: String) -> [LooseImage] { images[name] ?? [] }

    private mutating func scan(_ folder: String, depth: Int, language: String?, budget: inout Int) {
        guard depth <= Self.maximumDepth, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            guard budget > 0 else { return }
            budget -= 1
            let path = (folder as NSString).appendingPathComponent(name)
            let ext = (name as NSString).pathExtension.lowercased()
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                if ext == "xcassets" && language == nil { catalogs.append(IBCatalogIndex(folder: path)) }
                guard !Self.skippedFolders.contains(name), !Self.skippedExtensions.contains(ext) else { continue }
                let inner = ext == "lproj" ? String(name.dropLast(6)) : language
                scan(path, depth: depth + 1, language: inner, budget: &budget)
            } else if ext == "png" || ext == "jpg" || ext == "jpeg" {
                // A localized image (in an lproj folder) is not what a name alone finds in the bundle's root.
                if language == nil { addImage(name, path: path, ext: ext) }
            } else if (ext == "storyboard" || ext == "xib"), let language, language != "Base" {
                localizedDocuments[name, default: []].append((language, path))
            } else if ext == "storyboard" {
                storyboards.append(path)
            }
        }
    }

    /// Files named `name@2x.png` answer to `name`; a JPEG needs its extension in the name, as with UIImage(named:).
    private mutating func addImage(_ file: String, path: String, ext: String) {
        var stem = (file as NSString).deletingPathExtension
        var scale = 1.0
        for (suffix, value) in [("@2x", 2.0), ("@3x", 3.0)] where stem.hasSuffix(suffix) {
            stem = String(stem.dropLast(suffix.count))
            scale = value
        }
        if stem.hasSuffix("~iphone") { stem = String(stem.dropLast(7)) }
        guard !stem.hasSuffix("~ipad") else { return }
        let entry = LooseImage(path: path, scale: scale)
        let names = ext == "png" ? [stem, stem + ".png"] : [stem + "." + ext, stem]
        for key in names {
            // A PNG wins the bare name over a JPEG of the same scale, whichever sorts first.
            if ext == "png" { images[key]?.removeAll { $0.scale == scale && !$0.path.lowercased().hasSuffix(".png") } }
            guard !(images[key]?.contains { $0.scale == scale } ?? false) else { continue }
            images[key, default: []].append(entry)
        }
    }
}

/// App folders read once per run, by root: every document of an app read with one of these shares its
/// folder's index.
public final class IBAppFolders: @unchecked Sendable {
    private let lock = NSLock()
    private var folders: [String: IBAppFolder] = [:]

    public init() {}

    func folder(for file: String) -> IBAppFolder {
        let root = IBAppFolder.root(for: file)
        lock.lock()
        defer { lock.unlock() }
        if let known = folders[root] { return known }
        let folder = IBAppFolder(root: root)
        folders[root] = folder
        return folder
    }
}
