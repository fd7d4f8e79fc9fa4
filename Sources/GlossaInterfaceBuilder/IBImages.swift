import Foundation
import GlossaLayout

/// Which images an Interface Builder document names can be drawn: image sets of the asset catalog that
/// hold a PNG. System symbols and anything else are drawn as placeholders, with a warning for the latter.
struct IBImageCatalog {
    /// Image set names (folder names without `.imageset`) and whether each holds a PNG.
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
            found[name] = (found[name] ?? false) || files.contains { $0.lowercased().hasSuffix(".png") }
        }
        sets = found
    }

    /// Why `name` cannot be drawn, or nil when the catalog has it as PNG (or there is no catalog at all).
    func problem(_ name: String, system: Bool) -> String? {
        if system { return nil }
        guard let folder else { return nil }
        switch sets[name] {
        case nil: return "image '\(name)' is not in the asset catalog \(folder)"
        case false?: return "image set '\(name)' has no PNG image (JPEG, PDF and SVG images are not drawn)"
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
        if let problem = images.problem(name, system: false) {
            node.unsupported = "\(element.name) '\(element["id"] ?? "?")': \(problem); it is drawn as a placeholder"
            return nil
        }
        return name
    }
}
