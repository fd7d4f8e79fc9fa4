import Foundation
import GlossaLocalization

/// The files a layout file's screens read: the layout itself, its strings folder and its asset
/// catalog, with the strings' development language and locales, found as `render` finds them.
///
/// For tools that watch files (`glossa serve`): an edit to any of these can change the screens.
public struct LayoutInputs: Sendable, Equatable {
    public var file: String
    public var strings: String?
    public var assets: String?
    public var developmentLanguage: String
    /// The locales the strings have (what `--locales all` takes).
    public var locales: [String]

    public init(file: String, strings: String?, assets: String?, developmentLanguage: String, locales: [String]) {
        self.file = file
        self.strings = strings
        self.assets = assets
        self.developmentLanguage = developmentLanguage
        self.locales = locales
    }

    /// The inputs of `file` (a YAML/JSON layout, storyboard or xib) under `options`; paths are absolute
    /// and standardized. Throws the document's own error (file, line, column) when it does not read.
    public static func of(_ file: String, options: MatrixOptions) throws(GlossaError) -> LayoutInputs {
        var single = options
        single.paths = [file]
        // Which files a screen reads, not what its code sets: no need to read the app's sources.
        single.appSources = .none
        guard let document = try DocumentLoader.documents(single).first else {
            return LayoutInputs(file: file, strings: nil, assets: nil, developmentLanguage: "en", locales: [])
        }
        let folders = ScreenAssets.catalogFolders(document)
        var development = "en", locales: [String] = []
        if let strings = document.strings,
           let catalog = try? StringCatalog(folder: strings, developmentLanguage: document.developmentLanguage) {
            development = catalog.developmentLanguage
            locales = catalog.availableLocales
        }
        let standard = { (path: String?) in path.map { URL(fileURLWithPath: $0).standardizedFileURL.path } }
        return LayoutInputs(file: file, strings: standard(document.strings), assets: standard(folders?.assets),
                            developmentLanguage: development, locales: locales)
    }
}
