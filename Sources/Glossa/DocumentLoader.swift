import Foundation
import GlossaCheck
import GlossaInterfaceBuilder
import GlossaLayout
import GlossaLocalization
import GlossaProject

/// Reads the matrix's layout files: YAML/JSON layouts, and Xcode storyboards and xibs (one layout per
/// scene or top-level view).
enum DocumentLoader {
    static func documents(_ options: MatrixOptions) throws(GlossaError) -> [LayoutDocument] {
        var documents: [LayoutDocument] = []
        let appFolders = IBAppFolders()
        for path in try LayoutDiscovery.files(options) {
            do {
                if InterfaceBuilderReader.extensions.contains((path as NSString).pathExtension.lowercased()) {
                    // Written in the project's development region (its storyboards' language), else English.
                    let region = XcodeProject.developmentRegion(near: path).flatMap { Locales.canonical($0) } ?? "en"
                    documents += try InterfaceBuilderReader.read(file: path, strings: options.strings, assets: options.assets,
                                                                 folders: appFolders).map {
                        var document = $0
                        document.developmentLanguage = region
                        return document
                    }
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
        return markingTextSetInCode(documents, options)
    }

    /// The documents with the views whose text the app's code sets marked: the sources are read once for
    /// the whole run, and only when a document has outlets.
    static func markingTextSetInCode(_ documents: [LayoutDocument], _ options: MatrixOptions) -> [LayoutDocument] {
        guard documents.contains(where: { !$0.outlets.isEmpty }) else { return documents }
        let roots = options.appSources.roots(for: options.paths)
        guard !roots.isEmpty else { return documents }
        let code = AppCode.read(roots: roots, excludes: options.excludes.map(Glob.init))
        return documents.map { $0.markingTextSetInCode(code) }
    }

    /// Findings name a view by its id; an imported view's label or class follows it (both views of a pair), so
    /// a person can find it in Xcode ("'CYF-uj-Mp6' (Title Label) is truncated…").
    static func namingViews(_ findings: [Finding], in result: LayoutResult) -> [Finding] {
        // Only an imported document's views have labels of their own.
        guard !findings.isEmpty, result.views.contains(where: { $0.node.displayName != nil }) else { return findings }
        // The first view with that id or name, as `LayoutResult.view(named:)` finds it, without a search per finding.
        var first: [String: Int] = [:]
        for (index, view) in result.views.enumerated().reversed() {
            first[view.name] = index
            if let id = view.id { first[id] = index }
        }
        return findings.map { finding in
            var named = finding
            for name in [finding.view, finding.otherView].compactMap({ $0 }) {
                guard let index = first[name], let label = result.views[index].node.displayName else { continue }
                if let range = named.message.range(of: "'\(name)'") {
                    named.message.replaceSubrange(range, with: "'\(name)' (\(label))")
                } else if name == finding.view {
                    named.message = "'\(name)' (\(label)): " + named.message
                }
            }
            return named
        }
    }
}
