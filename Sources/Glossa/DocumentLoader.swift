import Foundation
import GlossaCheck
import GlossaInterfaceBuilder
import GlossaLayout

/// Reads the matrix's layout files: YAML/JSON layouts, and Xcode storyboards and xibs (one layout per
/// scene or top-level view).
enum DocumentLoader {
    static func documents(_ options: MatrixOptions) throws(GlossaError) -> [LayoutDocument] {
        var documents: [LayoutDocument] = []
        for path in try LayoutDiscovery.files(options.paths) {
            do {
                if InterfaceBuilderReader.extensions.contains((path as NSString).pathExtension.lowercased()) {
                    documents += try InterfaceBuilderReader.read(file: path, strings: options.strings, assets: options.assets)
                } else {
                    var document = try DocumentParser.parse(file: path)
                    // The document's own strings and assets win over the command line's.
                    document.strings = document.strings ?? options.strings
                    document.assets = document.assets ?? options.assets
                    documents.append(document)
                }
            } catch {
                throw GlossaError("\(error)")
            }
        }
        return documents
    }

    /// Findings name a view by its id; an imported view's label or class follows it, so a person can find
    /// it in Xcode ("'CYF-uj-Mp6' (Title Label) is truncated…").
    static func namingViews(_ findings: [Finding], in result: LayoutResult) -> [Finding] {
        guard !findings.isEmpty else { return findings }
        // The first view with that id or name, as `LayoutResult.view(named:)` finds it, without a search per finding.
        var first: [String: Int] = [:]
        for (index, view) in result.views.enumerated().reversed() {
            first[view.name] = index
            if let id = view.id { first[id] = index }
        }
        return findings.map { finding in
            guard let name = finding.view, let index = first[name], let label = result.views[index].node.displayName else {
                return finding
            }
            var named = finding
            if let range = named.message.range(of: "'\(name)'") {
                named.message.replaceSubrange(range, with: "'\(name)' (\(label))")
            } else {
                named.message = "'\(name)' (\(label)): " + named.message
            }
            return named
        }
    }
}
