import GlossaLayout
import GlossaText

/// The fonts an app bundles (`UIAppFonts`), registered for its screens before any is laid out: a label that names one
/// (`fontDescription type="custom" name="BrandSans-Regular"`) is drawn and measured with it. A named font the app
/// does not bundle (nor Glossa) is measured with the bundled stand-in and named once per document.
enum AppFonts {
    static func registering(_ documents: [LayoutDocument], in registry: FontRegistry) -> [LayoutDocument] {
        let files = Set(documents.flatMap(\.appFonts))
        if !files.isEmpty { registry.registerAppFonts(files.sorted()) }
        return documents.map { document in
            var counts: [String: Int] = [:]
            for node in document.allNodes {
                guard let name = node.text?.fontName, registry.appFont(named: name) == nil else { continue }
                counts[name, default: 0] += 1
            }
            guard !counts.isEmpty else { return document }
            var named = document
            named.standInFonts = Set(counts.keys)
            for (name, count) in counts {
                named.approximations["custom font '\(name)' (not among the app's fonts: measured with the bundled stand-in)"] = count
            }
            return named
        }
    }
}
