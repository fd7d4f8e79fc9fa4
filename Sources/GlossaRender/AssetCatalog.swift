import Foundation
import GlossaText

/// An image ready to draw: its file (checked and readable), its size in pixels and scale, and whether
/// the view shows it mirrored. Its pixels are decoded when drawn (`bitmap()`), within the run's budget.
public struct AssetImage: Sendable {
    /// Pixels per point: the natural size in points is the pixel size divided by this.
    public let scale: Double
    public let mirrored: Bool
    public let isTemplate: Bool
    /// `template-rendering-intent: original`: drawn in its own colours even where a bar would tint it.
    public var isOriginal = false
    public let file: String
    public let pixelWidth: Int
    public let pixelHeight: Int
    let store: ImageStore

    public var size: (width: Double, height: Double) { (Double(pixelWidth) / scale, Double(pixelHeight) / scale) }

    /// The decoded image, premultiplied RGBA: kept by the run's `ImageStore`, else decoded again.
    public func bitmap() throws(AssetError) -> Canvas {
        try store.pixels(file)
    }

    /// The image flipped once more horizontally: a SwiftUI view that `flipsForRightToLeftLayoutDirection` shows its
    /// image so in a right-to-left layout, whatever its image set says.
    public func flippedHorizontally() -> AssetImage {
        var flipped = AssetImage(scale: scale, mirrored: !mirrored, isTemplate: isTemplate, file: file, pixelWidth: pixelWidth,
                                 pixelHeight: pixelHeight, store: store)
        flipped.isOriginal = isOriginal
        return flipped
    }

    /// Which parts of the picture draw anything, as drawn (mirrored when the image is); nil when it cannot be read.
    public var opaqueGrid: OpaqueGrid? {
        guard let grid = try? store.opaqueGrid(file) else { return nil }
        return mirrored ? grid.mirrored : grid
    }
}

/// An Xcode asset catalog (`.xcassets`) and the localized image sets beside it, read as Xcode writes them.
///
/// Image sets are found by name: `NAME.imageset` anywhere in the catalog, "Folder/NAME" inside a folder
/// whose Contents.json `provides-namespace`. A localized image set lives in a `<lang>.lproj` folder of
/// the catalog or of the strings folder; the caller's language chain picks one. Every image set and image
/// file is checked by its real path (symbolic links followed) to stay inside the folder it was found in.
/// Image files are read through the run's `ImageStore`: each is checked once, and its decoded pixels are
/// kept within the store's budget.
public final class AssetCatalog: @unchecked Sendable {
    /// A folder searched for image sets, and the real path its image sets must stay under.
    struct Scope {
        var root: String
        var realRoot: String
        var sets: [String: [String]] = [:]
    }

    /// The catalog folder, as given; nil for only the localized image sets of a strings folder.
    public let folder: String?
    /// Languages with a `.lproj` folder of image sets, sorted.
    public let localizations: [String]
    private let base: Scope?
    /// Scopes per lproj language: the catalog's `<lang>.lproj` first, then the strings folder's.
    private let localized: [String: [Scope]]
    private let lock = NSLock()
    private var confined: [String: Result<Void, AssetError>] = [:]
    private var sets: [String: Result<ImageSet, AssetError>] = [:]
    /// Where image files are read and their pixels kept; a run's catalogs share one.
    public let images: ImageStore

    /// Reads the catalog at `folder` and the `<lang>.lproj/*.imageset` folders of `strings`.
    public init(folder: String?, strings: String? = nil, images: ImageStore = ImageStore()) throws(AssetError) {
        self.folder = folder
        self.images = images
        var localized: [String: [Scope]] = [:]
        if let folder {
            var scope = try Self.scope(folder)
            var visited: Set<String> = [scope.realRoot]
            var languages: [(String, String)] = []
            Self.scan(folder, namespace: "", depth: 0, into: &scope.sets, visited: &visited, lproj: &languages)
            base = scope
            for (language, path) in languages {
                localized[language, default: []].append(try Self.localizedScope(path, realRoot: scope.realRoot))
            }
        } else {
            base = nil
        }
        if let strings {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: strings)) ?? []
            let realRoot = try Self.scope(strings).realRoot
            for name in names.sorted() where name.hasSuffix(".lproj") {
                let path = (strings as NSString).appendingPathComponent(name)
                guard Self.isDirectory(path) else { continue }
                localized[String(name.dropLast(6)), default: []].append(try Self.localizedScope(path, realRoot: realRoot))
            }
        }
        self.localized = localized
        localizations = localized.filter { !$0.value.allSatisfy(\.sets.isEmpty) }.keys.sorted()
    }

    /// The image set called `name`: the first localized one along `languages` (a locale's fallback
    /// chain, most wanted first), else the catalog's own; nil when there is none.
    ///
    /// Throws when the name, or the real path of the set found, leaves its folder.
    public func imageSet(named name: String, languages: [String] = []) throws(AssetError) -> ImageSet? {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        if name.hasPrefix("/") || name.contains("\\") || parts.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) {
            throw AssetError.outsideCatalog(name: name, path: name)
        }
        let scopes = languages.flatMap { localized[$0] ?? [] } + (base.map { [$0] } ?? [])
        for scope in scopes {
            guard let paths = scope.sets[name] else { continue }
            if paths.count > 1 { throw AssetError.duplicateName(name: name, paths: paths) }
            return try readSet(name: name, folder: paths[0], realRoot: scope.realRoot)
        }
        return nil
    }

    /// The image set in `folder`, checked and read once per catalog (every screen asks again).
    private func readSet(name: String, folder: String, realRoot: String) throws(AssetError) -> ImageSet {
        let key = name + "\u{0}" + folder
        lock.lock()
        let cached = sets[key]
        lock.unlock()
        if let cached { return try cached.get() }
        let result = Result { () throws(AssetError) in
            try Self.confine(folder, to: realRoot, name: name)
            return try ImageSet(name: name, folder: folder, realRoot: realRoot)
        }
        lock.lock()
        sets[key] = result
        lock.unlock()
        return try result.get()
    }

    /// The image `name` shows in a view of `layoutDirection` on a screen of `scale` and `idiom`; nil when
    /// the catalog has no such image set, or the set has no image.
    public func image(named name: String, languages: [String] = [], scale: Double, idiom: DeviceIdiom,
                      layoutDirection: TextDirection) throws(AssetError) -> AssetImage? {
        guard let set = try imageSet(named: name, languages: languages),
              let rendition = set.rendition(scale: scale, idiom: idiom, layoutDirection: layoutDirection) else { return nil }
        try confine(rendition.file, to: set.realRoot, name: name)
        let accepted = try images.accept(rendition.file)
        var image = AssetImage(scale: rendition.scale, mirrored: rendition.mirrored, isTemplate: set.isTemplate, file: rendition.file,
                               pixelWidth: accepted.width, pixelHeight: accepted.height, store: images)
        image.isOriginal = set.isOriginal
        return image
    }

    /// A loose image file (outside any image set, as UIImage(named:) finds them in the app bundle) for a
    /// screen of `scale`: the file of that scale, else the nearest larger, else the largest smaller; nil when
    /// there are none. `root` is the folder the file must stay inside.
    public func looseImage(named name: String, files: [(path: String, scale: Double)], root: String,
                           scale: Double) throws(AssetError) -> AssetImage? {
        let larger = files.filter { $0.scale >= scale }.min { $0.scale < $1.scale }
        guard let file = larger ?? files.max(by: { $0.scale < $1.scale }) else { return nil }
        guard let realRoot = Self.realPath(root) else { throw AssetError.unreadable(file: root, reason: "the folder does not exist") }
        try confine(file.path, to: realRoot, name: name)
        let accepted = try images.accept(file.path)
        return AssetImage(scale: file.scale, mirrored: false, isTemplate: false, file: file.path,
                          pixelWidth: accepted.width, pixelHeight: accepted.height, store: images)
    }

    /// Checks once that an image file lies inside its set's catalog (its real path, links followed).
    private func confine(_ file: String, to root: String, name: String) throws(AssetError) {
        let key = file + "\u{0}" + root
        lock.lock()
        let known = confined[key]
        lock.unlock()
        if let known { return try known.get() }
        let result = Result { () throws(AssetError) in try Self.confine(file, to: root, name: name) }
        lock.lock()
        confined[key] = result
        lock.unlock()
        try result.get()
    }
}

// MARK: Finding image sets

extension AssetCatalog {
    static func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }

    /// The real path (symbolic links and `..` resolved) of an existing file or folder.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func scope(_ folder: String) throws(AssetError) -> Scope {
        guard isDirectory(folder), let real = realPath(folder) else {
            throw AssetError.unreadable(file: folder, reason: "the folder does not exist")
        }
        return Scope(root: folder, realRoot: real)
    }

    /// The image sets of one `<lang>.lproj` folder, confined to `realRoot` (the catalog or strings folder).
    private static func localizedScope(_ folder: String, realRoot: String) throws(AssetError) -> Scope {
        var scope = Scope(root: folder, realRoot: realRoot)
        var visited: Set<String> = []
        var ignored: [(String, String)] = []
        scan(folder, namespace: "", depth: 1, into: &scope.sets, visited: &visited, lproj: &ignored)
        return scope
    }

    /// Indexes the image sets under `folder` by name, in name order; `lproj` collects the catalog's
    /// top-level `<lang>.lproj` folders. Folders already seen (a link loop) are not entered again.
    static func scan(_ folder: String, namespace: String, depth: Int, into sets: inout [String: [String]],
                     visited: inout Set<String>, lproj: inout [(String, String)]) {
        guard depth < 32, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = (folder as NSString).appendingPathComponent(name)
            guard isDirectory(path) else { continue }
            let ext = (name as NSString).pathExtension
            if ext == "imageset" {
                sets[namespace + (name as NSString).deletingPathExtension, default: []].append(path)
            } else if ext == "lproj" {
                if depth == 0 { lproj.append((String(name.dropLast(6)), path)) }
            } else if ext.isEmpty {
                guard let real = realPath(path), visited.insert(real).inserted else { continue }
                let contents = try? AssetContents.read(folder: path)
                let inner = contents?.properties?.providesNamespace == true ? namespace + name + "/" : namespace
                scan(path, namespace: inner, depth: depth + 1, into: &sets, visited: &visited, lproj: &lproj)
            }
        }
    }

    /// Refuses `path` when its real path is not `realRoot` or inside it.
    static func confine(_ path: String, to realRoot: String, name: String) throws(AssetError) {
        guard let real = realPath(path) else { return }  // a missing file is reported when it is read
        let root = realRoot.hasSuffix("/") ? realRoot : realRoot + "/"
        if !real.hasPrefix(root) { throw AssetError.outsideCatalog(name: name, path: real) }
    }
}
