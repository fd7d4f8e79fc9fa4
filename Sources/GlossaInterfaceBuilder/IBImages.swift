import Foundation
import GlossaLayout
import GlossaText

/// One asset catalog's image sets by the name UIImage(named:) takes: `NAME`, or `Folder/NAME` inside a
/// folder whose Contents.json `provides-namespace`, each with its PNG and JPEG files by scale.
struct IBCatalogIndex: Sendable {
    let folder: String
    /// Image sets by name; a set without PNG or JPEG (PDF, SVG) has no files.
    private(set) var sets: [String: [LooseImage]] = [:]

    /// At most this many folders of one catalog are read, so a huge or looping tree stays bounded.
    static let maximumFolders = 20_000

    init(folder: String) {
        self.folder = folder
        var budget = Self.maximumFolders
        scan(folder, namespace: "", depth: 0, budget: &budget)
    }

    private mutating func scan(_ path: String, namespace: String, depth: Int, budget: inout Int) {
        guard depth < 32, budget > 0, let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
        budget -= 1
        for name in names.sorted() where !name.hasPrefix(".") {
            let child = (path as NSString).appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let ext = (name as NSString).pathExtension
            if ext == "imageset" || ext == "symbolset" {
                // A symbol set is the app's own SF Symbol (SVG): known by name, never drawn.
                let key = namespace + (name as NSString).deletingPathExtension
                if sets[key] == nil { sets[key] = ext == "imageset" ? Self.files(ofSet: child) : [] }
            } else if ext.isEmpty {
                let namespaced = Self.contents(of: child)?["properties"].flatMap { $0 as? [String: Any] }?["provides-namespace"] as? Bool
                scan(child, namespace: namespaced == true ? namespace + name + "/" : namespace, depth: depth + 1, budget: &budget)
            }
        }
    }

    /// A set's PNG and JPEG files for the iPhone (universal or iphone idiom), by the scale its Contents.json
    /// gives (`2x`), else its file name's (`@2x`).
    static func files(ofSet folder: String) -> [LooseImage] {
        let images = contents(of: folder)?["images"] as? [[String: Any]] ?? []
        var files: [LooseImage] = []
        for image in images {
            guard let name = image["filename"] as? String,
                  [".png", ".jpg", ".jpeg"].contains(where: name.lowercased().hasSuffix),
                  ["universal", "iphone", nil].contains(image["idiom"] as? String) else { continue }
            let written = (image["scale"] as? String).flatMap { Double($0.dropLast()) }
            let scale = written ?? (name.contains("@3x") ? 3 : name.contains("@2x") ? 2 : 1)
            guard !files.contains(where: { $0.scale == scale }) else { continue }
            files.append(LooseImage(path: FileLookup.path(of: name, in: folder), scale: scale))
        }
        return files.sorted { $0.scale < $1.scale }
    }

    private static func contents(of folder: String) -> [String: Any]? {
        let path = (folder as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: path), data.count < 1_000_000 else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }
}

/// Which images an Interface Builder document names can be drawn, looked up as UIImage(named:) looks them up
/// in the app's compiled catalogs: the document's own catalog (found above it, or `--assets`) first, then
/// every other catalog of the app, the nearest to the document first. Image sets that hold a PNG or JPEG are
/// drawn; system symbols and anything else are placeholders, with a warning for the latter.
struct IBImageCatalog {
    /// The document's own catalog: its sets are drawn from it by name.
    let folder: String?
    private let own: IBCatalogIndex?
    /// The app's other catalogs, nearest first: their sets are drawn from their files.
    private let others: [IBCatalogIndex]

    init(folder: String?, others: [IBCatalogIndex] = [], nearTo file: String? = nil) {
        self.folder = folder
        let ownPath = folder.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        // The app folder's index of the document's own catalog when it has one (read once per run).
        own = folder.map { path in others.first { $0.folder == ownPath } ?? IBCatalogIndex(folder: path) }
        let near = file.map { URL(fileURLWithPath: $0).standardizedFileURL.deletingLastPathComponent().pathComponents } ?? []
        func distance(_ catalog: IBCatalogIndex) -> (Int, Int, String) {
            let parts = URL(fileURLWithPath: catalog.folder).pathComponents
            let shared = zip(parts, near).prefix { $0 == $1 }.count
            return (-shared, parts.count, catalog.folder)
        }
        self.others = others.filter { $0.folder != ownPath }.sorted { distance($0) < distance($1) }
    }

    /// Whether the document's own catalog has an image set of this name.
    func has(_ name: String) -> Bool { own?.sets[name] != nil }

    /// Whether any catalog of the app has an image or symbol set of this name.
    func knows(_ name: String) -> Bool { has(name) || others.contains { $0.sets[name] != nil } }

    /// The files of the nearest other catalog's image set of this name that can be drawn; nil when no
    /// other catalog has the set drawable.
    func otherCatalogFiles(_ name: String) -> [LooseImage]? {
        others.lazy.compactMap { $0.sets[name] }.first { !$0.isEmpty }
    }

    /// Why `name` cannot be drawn from the app's catalogs, or nil when one has it as PNG or JPEG (the
    /// document's own catalog decides when it has the set).
    func problem(_ name: String, system: Bool) -> String? {
        if system { return nil }
        let noBitmap = "image set '\(name)' has no PNG or JPEG image (PDF and SVG images are not drawn)"
        if let files = own?.sets[name] { return files.isEmpty ? noBitmap : nil }
        if otherCatalogFiles(name) != nil { return nil }
        if others.contains(where: { $0.sets[name] != nil }) { return noBitmap }
        let count = (own == nil ? 0 : 1) + others.count
        if count == 0 { return "image '\(name)' is not among the app's image files, and there is no asset catalog" }
        if count == 1 { return "image '\(name)' is not in the asset catalog \(folder ?? others[0].folder) nor among the app's image files" }
        return "image '\(name)' is not in any of the app's \(count) asset catalogs nor among its image files"
    }
}

extension ViewConverter {
    /// `name` when it can be drawn; otherwise nil, with the reason on the node (a system symbol is drawn as
    /// a placeholder silently: it is part of iOS, not of the app).
    ///
    /// `symbol`: the name was written as a symbol (an `<imageReference>` with a symbol scale); one no catalog
    /// nor file of the app has is iOS's own SF Symbol.
    func drawableImage(_ name: String?, element: IBElement, node: inout ViewNode, catalog: String? = nil,
                       symbol: Bool = false) -> String? {
        guard var name else { return nil }
        let system = resources.images[name]?.system ?? ((catalog ?? element["catalog"]) == "system")
        // `image="clock.png"` (older documents name the file): the asset or file of its stem, as UIImage(named:) finds it.
        if !system, let stem = Self.stem(ofImageFile: name), !images.knows(name), appFolder.imageFiles(named: name).isEmpty,
           images.knows(stem) || !appFolder.imageFiles(named: stem).isEmpty {
            name = stem
        }
        if system || symbol && !images.knows(name) && appFolder.imageFiles(named: name).isEmpty { return nil }
        // As UIImage(named:): the app's catalogs first (the document's own, then the others), then its loose files.
        if !images.has(name) {
            if let files = images.otherCatalogFiles(name) {
                looseImages[name] = files
                return name
            }
            let files = appFolder.imageFiles(named: name)
            if !files.isEmpty {
                looseImages[name] = files
                return name
            }
        }
        if let problem = images.problem(name, system: false) {
            approximate(&node, "\(element.name) '\(element["id"] ?? "?")': \(problem); it is drawn as a placeholder",
                        as: "missing image")
            return nil
        }
        return name
    }

    /// `clock` for `clock.png` (or `.jpg`, `.jpeg`, `clock@2x.png`); nil for a name without such an extension.
    static func stem(ofImageFile name: String) -> String? {
        let ext = (name as NSString).pathExtension.lowercased()
        guard ["png", "jpg", "jpeg"].contains(ext) else { return nil }
        var stem = (name as NSString).deletingPathExtension
        for scale in ["@2x", "@3x"] where stem.hasSuffix(scale) { stem.removeLast(scale.count) }
        return stem.isEmpty ? nil : stem
    }
}
