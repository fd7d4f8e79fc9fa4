import Foundation
import GlossaCheck
import GlossaInterfaceBuilder
import GlossaLayout
import GlossaLocalization
import GlossaProject

/// Reads the matrix's layout files: YAML/JSON layouts, and Xcode storyboards and xibs (one layout per
/// scene or top-level view).
enum DocumentLoader {
    /// Whether the document at `file` is an app's own (a storyboard, a xib, or SwiftUI source), not a Glossa layout.
    static func isImported(_ file: String) -> Bool {
        InterfaceBuilderReader.extensions.contains((file as NSString).pathExtension.lowercased()) || SwiftUIDocuments.isSwift(file)
    }

    /// The documents of the matrix's paths, in order.
    static func documents(_ options: MatrixOptions) throws(GlossaError) -> [LayoutDocument] {
        try load(options).documents
    }

    /// The documents of the matrix's paths, in order, and the Interface Builder files a search found that do not read
    /// (a storyboard that is not well-formed XML, a localized version that is not): those are `unreadable` findings,
    /// and the run goes on. A file named on the command line that does not read, and a Glossa layout that does not
    /// (its author runs Glossa on it), stop the run with exit code 2.
    static func load(_ options: MatrixOptions) throws(GlossaError) -> (documents: [LayoutDocument], unreadable: [UnreadableFiles.Entry]) {
        var documents: [LayoutDocument] = []
        var unreadable: [UnreadableFiles.Entry] = []
        let appFolders = IBAppFolders()
        let (found, projects) = try LayoutDiscovery.searchWithProjects(options)
        let swiftUI = SwiftUIDocuments(screens: found.files.filter(SwiftUIDocuments.isSwift), options: options, projects: projects)
        for error in found.unreadable {
            let region = projects.developmentRegion(near: error.path).flatMap { Locales.canonical($0) } ?? "en"
            unreadable.append(UnreadableFiles.Entry(file: error.path, line: error.line, column: error.column, locale: region, isTranslation: false,
                                                    message: "\(error.message): Xcode cannot open the project; its folder is searched as without one"))
        }
        for path in found.files {
            do {
                if SwiftUIDocuments.isSwift(path) {
                    // A SwiftUI file's previews: never a stop, whatever its Swift holds. Its target's fonts, languages and
                    // devices, as a storyboard's.
                    let fonts = projects.appFonts(for: path) ?? []
                    let languages = projects.builtLanguages(for: path)
                    let iPadOnly = projects.isForIPadOnly(path)
                    documents += swiftUI.documents(of: path).map {
                        var document = $0
                        if iPadOnly, !(document.device ?? Device.defaultName).hasPrefix("ipad") { document.device = "ipad" }
                        document.appFonts = fonts
                        document.builtLanguages = languages
                        return document
                    }
                } else if isImported(path) {
                    let read: (documents: [LayoutDocument], unreadable: [(language: String, error: LayoutDiagnostic)])
                    do {
                        read = try InterfaceBuilderReader.readAll(file: path, strings: options.strings, assets: options.assets,
                                                                  folders: appFolders)
                    } catch where !found.named.contains(path) {
                        let region = projects.developmentRegion(near: path).flatMap { Locales.canonical($0) } ?? "en"
                        unreadable.append(entry(error, file: path, locale: region, isTranslation: false,
                                                consequence: "the app cannot load it (Xcode does not build it); its screens are not judged"))
                        continue
                    }
                    // Written in the project's development region (its storyboards' language), else in the language
                    // its own text's script names (a Japanese app without a project file), else English.
                    let region = projects.developmentRegion(near: path).flatMap { Locales.canonical($0) }
                        ?? WrittenLanguage.language(of: read.documents.flatMap { $0.allNodes.compactMap { $0.text?.defaultValue } })
                        ?? "en"
                    for (language, error) in read.unreadable {
                        unreadable.append(entry(error, file: path, locale: Locales.canonical(language) ?? language, isTranslation: true,
                                                consequence: "this language's version cannot be read: it is not judged"))
                    }
                    let fonts = projects.appFonts(for: path) ?? []
                    let languages = projects.builtLanguages(for: path)
                    let iPadOnly = projects.isForIPadOnly(path)
                    documents += read.documents.map {
                        var document = $0
                        // An app built for iPad alone is shown on an iPad, whatever device Interface Builder previewed.
                        if iPadOnly, !(document.device ?? Device.defaultName).hasPrefix("ipad") { document.device = "ipad" }
                        document.developmentLanguage = region
                        document.appFonts = fonts
                        document.builtLanguages = languages
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
        return (followingCode(documents, options), unreadable)
    }

    /// An unreadable file's entry from a reader's diagnostic (the file itself when the diagnostic names no place).
    private static func entry(_ error: LayoutDiagnostic, file: String, locale: String, isTranslation: Bool,
                              consequence: String) -> UnreadableFiles.Entry {
        let place = error.location
        let message = place == nil && error.message.hasPrefix(file + ": ") ? String(error.message.dropFirst(file.count + 2)) : error.message
        return UnreadableFiles.Entry(file: place?.file ?? file, line: place?.line, column: place?.column, locale: locale,
                                     isTranslation: isTranslation, message: "\(message): \(consequence)")
    }

    /// The documents as the app's code leaves them (`LayoutDocument.followingCode`): the texts it sets, the views whose
    /// state it changes, and the screens nothing opens. The sources are read once for the whole run, and only when
    /// a document is an app's own (it has outlets, or something may open it).
    ///
    /// Automatically (no `--sources`), each document's code is its own project's (`AppSourceFolders.root(forDocument:)`),
    /// read once per project, whatever the working directory.
    static func followingCode(_ documents: [LayoutDocument], _ options: MatrixOptions) -> [LayoutDocument] {
        let followsCode = { (document: LayoutDocument) in !document.outlets.isEmpty || document.openers != nil }
        guard documents.contains(where: followsCode) else { return documents }
        let excludes = options.excludes.map(Glob.init)
        guard options.appSources == .automatic else {
            let roots = options.appSources.roots(for: options.paths)
            guard !roots.isEmpty else { return documents }
            let code = AppCode.read(roots: roots, excludes: excludes).reachingScreens(of: documents)
            return documents.map { $0.followingCode(code) }
        }
        let roots = documents.map { followsCode($0) ? AppSourceFolders.root(forDocument: $0.file) : nil }
        var codes: [String: AppCode] = [:]
        for root in Set(roots.compactMap { $0 }).sorted() {
            let project = zip(documents, roots).filter { $0.1 == root }.map(\.0)
            codes[root] = AppCode.read(roots: [root], excludes: excludes).reachingScreens(of: project)
        }
        return zip(documents, roots).map { document, root in
            guard let root, let code = codes[root] else { return document }
            return document.followingCode(code)
        }
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

extension LayoutDocument {
    /// An app's own storyboard or xib (not a Glossa layout): the team designs it in Xcode and the app's code runs on it.
    var isInterfaceBuilderDocument: Bool {
        InterfaceBuilderReader.extensions.contains((file as NSString).pathExtension.lowercased())
    }
}
