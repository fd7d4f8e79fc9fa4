import Foundation
import Glossa
import GlossaLayout
import GlossaLocalization
import GlossaText

/// One screen of the preview: its result and PNG, and the layout file it came from.
struct PreviewScreen: Sendable {
    /// "<layout>/<device>/<locale>[@<size>]": the PNG's path under render's output, without ".png".
    let key: String
    let file: String
    let result: ScreenResult
    let png: [UInt8]
}

/// What a layout file's screens read: the layout itself, its strings folder and its asset catalog.
struct LayoutSources: Sendable, Equatable {
    let file: String
    let strings: String?
    let assets: String?
    let developmentLanguage: String
    /// The locales the strings have (what `--locales all` takes).
    let locales: [String]
}

/// Renders screens through the same `Simulator` as `glossa render`, a layout file at a time, into a
/// scratch folder it reads back and removes: the preview keeps PNGs in memory and writes nothing else.
final class PreviewRenderer: @unchecked Sendable {
    let options: MatrixOptions
    private let engine: TextEngine
    private let scratch: String
    private let lock = NSLock()
    private var runs = 0

    init(options: MatrixOptions, fontDirectories: [String]) throws(GlossaError) {
        self.options = options
        engine = try Simulator(fontDirectories: fontDirectories).textEngine
        scratch = (NSTemporaryDirectory() as NSString).appendingPathComponent("glossa-serve-\(UUID().uuidString)")
    }

    deinit {
        try? FileManager.default.removeItem(atPath: scratch)
    }

    /// The layout files under the matrix's paths, in the order `render` takes them.
    func layoutFiles() throws(GlossaError) -> [String] {
        try LayoutDiscovery.files(options.paths)
    }

    /// Where a layout's inputs are; throws the document's own error (file:line:col) when it does not parse.
    func sources(of file: String) throws(GlossaError) -> LayoutSources {
        let document: LayoutDocument
        do { document = try DocumentParser.parse(file: file) } catch { throw GlossaError("\(error)") }
        var assets = document.assets
        if assets == nil {
            let sibling = ((file as NSString).deletingLastPathComponent as NSString).appendingPathComponent("Assets.xcassets")
            if FileManager.default.fileExists(atPath: sibling) { assets = sibling }
        }
        var development = "en", locales: [String] = []
        if let strings = document.strings, let catalog = try? StringCatalog(folder: strings) {
            development = catalog.developmentLanguage
            locales = catalog.availableLocales
        }
        let standard = { (path: String?) in path.map { URL(fileURLWithPath: $0).standardizedFileURL.path } }
        return LayoutSources(file: file, strings: standard(document.strings), assets: standard(assets),
                             developmentLanguage: development, locales: locales)
    }

    /// Every screen of `file` in the matrix, or only those in `locales` (locale identifiers, pseudo ones included).
    func render(_ file: String, locales: [String]? = nil) throws(GlossaError) -> [PreviewScreen] {
        var options = options
        options.paths = [file]
        if let locales {
            options.locales = .list(locales)
            options.pseudo = []
        }
        let folder = nextScratchFolder()
        options.outputDirectory = folder
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A fresh simulator reads the strings and asset catalogs as they are now; the fonts are shared.
        let results = try Simulator(textEngine: engine).run(options)
        return try results.map { result throws(GlossaError) in
            guard let path = result.png, let data = FileManager.default.contents(atPath: path) else {
                throw GlossaError("\(file): the screen \(result.layout) \(result.locale) was not rendered")
            }
            let key = String(path.dropFirst(folder.count + 1).dropLast(4))
            return PreviewScreen(key: key, file: file, result: result, png: Array(data))
        }
    }

    private func nextScratchFolder() -> String {
        lock.lock()
        defer { lock.unlock() }
        runs += 1
        return (scratch as NSString).appendingPathComponent("\(runs)")
    }
}
