import Foundation
import GlossaLayout
import GlossaLocalization
import GlossaRender
import GlossaText

/// A screen's fingerprint: one SHA-256 over everything its result and PNG depend on, so a screen whose
/// fingerprint is in the cache can be given back without being laid out or drawn.
///
/// A screen's *inputs* are: the Glossa executable and its libraries, the fonts, the document as read (every
/// view, constraint, text and component, with its lines and columns, and the facts read beside it: strings
/// and asset folders, development language, text set in code), the values of the keys it shows along its
/// locale's chain (and the development language's, which a translation is compared with), the image files it
/// draws, its locale, device, content size and plural form, whether the matrix has a right-to-left locale and
/// whether the document is translated, and the paths reports print. Parts shared by many screens (a
/// document, a locale's strings, a catalog's images) are digested once per run.
final class ScreenFingerprints: @unchecked Sendable {
    /// Bumped whenever what an entry holds, or how a result is made from the same inputs, changes meaning.
    static let formatVersion = 1
    private let common: String
    private let digests: FileDigests
    private let lock = NSLock()
    private var documents: [String: String] = [:]
    private var strings: [String: String] = [:]
    private var images: [String: String?] = [:]

    init(engine: TextEngine, digests: FileDigests) {
        self.digests = digests
        var hash = SHA256()
        hash.update("glossa-screen-fingerprint \(Self.formatVersion)\n\(Report.version)\n")
        hash.update("build \(BuildIdentity.digest(digests))\n")
        for file in engine.registry.files { hash.update("font \((file as NSString).lastPathComponent) \(digests.digest(file) ?? "-")\n") }
        common = SHA256.hex(digest: hash.finish())
    }

    /// The digest of everything the screen's layout, findings and pixels depend on; nil when part of it cannot
    /// be read (the screen is then laid out, and reports the problem itself).
    func inputs(_ screen: Simulator.Screen) -> String? {
        let document = screen.document
        // A localized storyboard (`de.lproj/Main.storyboard`) is part of the document; which one the screen shows is not.
        let documentKey = "\(document.file)\u{0}\(document.name)\u{0}\(screen.localized?.file ?? "-")"
        guard let images = images(screen, documentKey) else { return nil }
        var hash = SHA256()
        hash.update(common)
        hash.update("\u{0}document \(self.document(document, key: documentKey))")
        hash.update("\u{0}strings \(strings(screen, documentKey))")
        hash.update("\u{0}images \(images)")
        hash.update("\u{0}screen \(screen.locale)\u{1}\(screen.device.name)\u{1}\(screen.contentSize)\u{1}\(screen.plural?.rawValue ?? "-")")
        hash.update("\u{0}facts \(screen.developmentLanguage)\u{1}\(screen.documentIsTranslated)"
                    + "\u{1}\(screen.namesApproximations)\u{1}\(screen.localized?.file ?? "-")\u{1}\(screen.appShipsOneLanguage)\u{1}\(screen.matrixHasOtherLocales)")
        return SHA256.hex(digest: hash.finish())
    }

    /// The document as read, every stored property spelt out (`CanonicalText`): its localized versions, size-class
    /// variants and loose images too; and the paths reports print for it.
    private func document(_ document: LayoutDocument, key: String) -> String {
        lock.lock()
        let known = documents[key]
        lock.unlock()
        if let known { return known }
        // Reports print these paths relative to the working directory when they lie inside it.
        let paths = "\(ReportPath.relative(document.file))\u{1}\(document.strings.map(ReportPath.relative) ?? "-")"
        let digest = SHA256.hex(Array((CanonicalText.of(document) + "\u{0}paths " + paths).utf8))
        lock.lock()
        documents[key] = digest
        lock.unlock()
        return digest
    }

    /// The values of every key the document shows, in the screen's locale, along its chain.
    private func strings(_ screen: Simulator.Screen, _ documentKey: String) -> String {
        guard let catalog = screen.catalog else { return "none" }
        let key = "\(documentKey)\u{0}\(screen.locale)"
        lock.lock()
        let known = strings[key]
        lock.unlock()
        if let known { return known }
        var shown = Set<String>()
        var hash = SHA256()
        for node in Self.nodes(screen) {
            guard let content = node.text, let textKey = content.key else { continue }
            let table = content.table ?? screen.document.table
            guard shown.insert("\(table)\u{0}\(textKey)").inserted else { continue }
            hash.update(catalog.valueFingerprint(key: textKey, table: table, locale: screen.locale))
            hash.update("\u{4}")
        }
        let digest = SHA256.hex(digest: hash.finish())
        lock.lock()
        strings[key] = digest
        lock.unlock()
        return digest
    }

    /// Every view the screen's document may show: its root's and its size classes' (in `ScreenAssets.roots` order).
    static func nodes(_ screen: Simulator.Screen) -> [ViewNode] {
        var nodes: [ViewNode] = []
        func visit(_ node: ViewNode) {
            nodes.append(node)
            node.children.forEach(visit)
        }
        ScreenAssets.roots(screen.shown).forEach(visit)
        return nodes
    }

    /// The image files the screen draws (each image set's rendition for the screen's scale, idiom and both
    /// directions, by its contents), or nil when one cannot be read.
    private func images(_ screen: Simulator.Screen, _ documentKey: String) -> String? {
        guard let catalog = screen.assets else { return "none" }
        let languages = ScreenAssets.languages(of: screen, in: catalog)
        let idiom = ScreenAssets.idiom(screen.device)
        let key = "\(documentKey)\u{0}\(languages.joined(separator: ","))\u{0}\(screen.device.scale)\u{0}\(idiom)"
        lock.lock()
        let known = images[key]
        lock.unlock()
        if let known { return known }
        var hash = SHA256()
        var seen = Set<String>()
        var readable = true
        for node in Self.nodes(screen) {
            guard let name = node.asset, seen.insert(name).inserted else { continue }
            hash.update("\u{0}\(name)")
            guard let set = try? catalog.imageSet(named: name, languages: languages) else {
                // UIImage(named:) among the app's loose files.
                for file in screen.shown.looseImages[name] ?? [] {
                    guard let digest = digests.digest(file.path) else { return nil }
                    hash.update("\u{1}\(file.path)\u{1}\(file.scale)\u{1}\(digest)")
                }
                continue
            }
            hash.update("\u{1}\(set.folder)\u{1}\(set.isTemplate)\u{1}\(set.isOriginal)\u{1}\(set.direction)")
            for direction in [TextDirection.leftToRight, .rightToLeft] {
                guard let rendition = set.rendition(scale: screen.device.scale, idiom: idiom, layoutDirection: direction) else {
                    hash.update("\u{2}-")
                    continue
                }
                guard let digest = digests.digest(rendition.file) else {
                    readable = false
                    break
                }
                hash.update("\u{2}\(rendition.file)\u{1}\(rendition.scale)\u{1}\(rendition.mirrored)\u{1}\(digest)")
            }
        }
        let digest: String? = readable ? SHA256.hex(digest: hash.finish()) : nil
        lock.lock()
        images[key] = .some(digest)
        lock.unlock()
        return digest
    }
}
