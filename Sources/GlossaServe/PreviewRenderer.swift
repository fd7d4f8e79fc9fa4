import Foundation
import Glossa
import GlossaText

/// One screen of the preview: its result and PNG, and the layout file it came from.
struct PreviewScreen: Sendable {
    /// "<layout>/<device>/<locale>[@<size>]": the PNG's path under render's output, without ".png".
    let key: String
    let file: String
    let result: ScreenResult
    let png: [UInt8]
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

    /// Every layout of the matrix, as names are told apart among them (refreshed with the files).
    private var names: [LayoutName] = []

    /// The layout files under the matrix's paths, in the order `render` takes them; the layouts they hold are
    /// read again, so that a file rendered alone takes the name a whole run gives it.
    func layoutFiles() throws(GlossaError) -> [String] {
        let files = try LayoutDiscovery.files(options)
        let layouts = try LayoutDiscovery.layoutNames(options)
        lock.lock()
        names = layouts
        lock.unlock()
        return files
    }

    /// Where a layout's inputs are; throws the document's own error (file:line:col) when it does not read.
    func sources(of file: String) throws(GlossaError) -> LayoutInputs {
        try LayoutInputs.of(file, options: options)
    }

    /// Every screen of `file` in the matrix, or only those in `locales` (locale identifiers, pseudo ones included).
    func render(_ file: String, locales: [String]? = nil) throws(GlossaError) -> [PreviewScreen] {
        var options = options
        options.paths = [file]
        lock.lock()
        options.nameContext = names
        lock.unlock()
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
