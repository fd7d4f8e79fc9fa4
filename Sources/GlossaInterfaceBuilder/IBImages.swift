import Foundation
import GlossaLayout

/// Which images an Interface Builder document names can be drawn: image sets of the asset catalog that
/// hold a PNG or JPEG, else the app's loose image files. System symbols and anything else are drawn as
/// placeholders, with a warning for the latter.
struct IBImageCatalog {
    /// Image set names (folder names without `.imageset`) and whether each holds a PNG or JPEG.
    private var sets: [String: Bool] = [:]
    let folder: String?

    init(folder: String?) {
        self.folder = folder
        guard let folder, let walker = FileManager.default.enumerator(atPath: folder) else { return }
        var found: [String: Bool] = [:]
        while let path = walker.nextObject() as? String {
            guard path.hasSuffix(".imageset") else { continue }
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            let files = (try? FileManager.default.contentsOfDirectory(atPath: (folder as NSString).appendingPathComponent(path))) ?? []
            let drawable = files.contains { [".png", ".jpg", ".jpeg"].contains(where: $0.lowercased().hasSuffix) }
            found[name] = (found[name] ?? false) || drawable
        }
        sets = found
    }

    /// Whether the catalog has an image set of this name.
    func has(_ name: String) -> Bool { sets[name] != nil }

    /// Why `name` cannot be drawn from the catalog, or nil when the catalog has it as PNG or JPEG.
    func problem(_ name: String, system: Bool) -> String? {
        if system { return nil }
        guard let folder else { return "image '\(name)' is not among the app's image files, and there is no asset catalog" }
        switch sets[name] {
        case nil: return "image '\(name)' is not in the asset catalog \(folder) nor among the app's image files"
        case false?: return "image set '\(name)' has no PNG or JPEG image (PDF and SVG images are not drawn)"
        default: return nil
        }
    }
}

extension ViewConverter {
    /// `name` when it can be drawn; otherwise nil, with the reason on the node (a system symbol is drawn as
    /// a placeholder silently: it is part of iOS, not of the app).
    func drawableImage(_ name: String?, element: IBElement, node: inout ViewNode) -> String? {
        guard let name else { return nil }
        let system = resources.images[name]?.system ?? (element["catalog"] == "system")
        if system { return nil }
        // As UIImage(named:): the asset catalog first, then the bundle's loose files.
        if !images.has(name) {
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
}
