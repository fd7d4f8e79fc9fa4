import Foundation
import GlossaLayout
import GlossaLocalization
import GlossaRender
import GlossaText

/// The images one screen shows, resolved before layout: layout gets their natural sizes, and a broken
/// catalog (an escaping name, a PDF, a corrupt PNG) stops the run before anything is drawn.
///
/// Each asset is resolved for both directions up front, so drawing only looks up what was decided here
/// and in `ImageSet.rendition` (the one place that decides mirroring).
final class ScreenAssets: Sendable {
    /// A run's screens' assets by what decides them (catalog, the asset names the document uses, catalog
    /// languages, scale and idiom): the content sizes and the locales sharing a fallback chain of one
    /// layout ask for the same.
    final class Cache: @unchecked Sendable {
        private struct Key: Hashable {
            let catalog: ObjectIdentifier
            let names: [String]
            let languages: [String]
            let scale: Double
            let idiom: DeviceIdiom
        }

        private let lock = NSLock()
        /// Each entry keeps its catalog, so that no other catalog can take its identifier.
        private var kept: [Key: (catalog: AssetCatalog, assets: ScreenAssets)] = [:]
        private static let limit = 256

        func assets(for screen: Simulator.Screen) throws(GlossaError) -> ScreenAssets {
            guard let catalog = screen.assets else { return .none }
            let languages = ScreenAssets.languages(of: screen, in: catalog)
            var names: [String] = []
            func visit(_ node: ViewNode) {
                if let name = node.asset { names.append(name) }
                for child in node.children { visit(child) }
            }
            for root in ScreenAssets.roots(screen.shown) { visit(root) }
            let key = Key(catalog: ObjectIdentifier(catalog), names: names, languages: languages, scale: screen.device.scale,
                          idiom: ScreenAssets.idiom(screen.device))
            lock.lock()
            let known = kept[key]
            lock.unlock()
            if let known { return known.assets }
            let assets = try ScreenAssets(screen: screen, catalog: catalog, languages: languages)
            lock.lock()
            if kept.count >= Self.limit { kept.removeAll() }
            kept[key] = (catalog, assets)
            lock.unlock()
            return assets
        }
    }

    static let none = ScreenAssets(images: [:])

    private let images: [String: [TextDirection: AssetImage]]
    /// Images an imported document names that the app's catalog or files hold but that cannot be read (a file
    /// Contents.json lists that is not there, a PNG no decoder takes): by name, what is wrong. Drawn as nothing,
    /// reported `unreadable` on each view that shows them; the run goes on.
    let unreadable: [String: String]
    /// Image sets that look the same in both directions because they have no `language-direction`, and
    /// are not localized (a set in an lproj folder was drawn for its language).
    let fixedDirectionAssets: Set<String>

    private init(images: [String: [TextDirection: AssetImage]], unreadable: [String: String] = [:]) {
        self.images = images
        self.unreadable = unreadable
        fixedDirectionAssets = Set(images.compactMap { name, byDirection in
            guard let ltr = byDirection[.leftToRight], let rtl = byDirection[.rightToLeft], ltr.file == rtl.file,
                  !ltr.mirrored, !rtl.mirrored,
                  !ltr.file.split(separator: "/").contains(where: { $0.hasSuffix(".lproj") }) else { return nil }
            return name
        })
    }

    /// Every asset the screen's document names, for its locale, device and both directions.
    convenience init(screen: Simulator.Screen) throws(GlossaError) {
        guard let catalog = screen.assets else {
            self.init(images: [:])
            return
        }
        try self.init(screen: screen, catalog: catalog, languages: Self.languages(of: screen, in: catalog))
    }

    /// The catalog languages a screen's images are looked up in, most wanted first.
    static func languages(of screen: Simulator.Screen, in catalog: AssetCatalog) -> [String] {
        languages(locale: screen.locale, available: catalog.localizations, development: screen.developmentLanguage)
    }

    private convenience init(screen: Simulator.Screen, catalog: AssetCatalog, languages: [String]) throws(GlossaError) {
        var images: [String: [TextDirection: AssetImage]] = [:]
        var unreadable: [String: String] = [:]
        // An app's repository never stops at one image; a Glossa layout's author is told at once (exit code 2).
        let imported = DocumentLoader.isImported(screen.document.file)
        func visit(_ node: ViewNode) throws(GlossaError) {
            if let name = node.asset, images[name] == nil, unreadable[name] == nil {
                do {
                    images[name] = try Self.images(named: name, for: node, in: catalog, screen: screen, languages: languages)
                } catch let .asset(error, _) where imported {
                    unreadable[name] = "\(error)"
                } catch {
                    throw error.glossaError
                }
            }
            for child in node.children { try visit(child) }
        }
        for root in Self.roots(screen.shown) { try visit(root) }
        self.init(images: images, unreadable: unreadable)
    }

    /// The document's root views: its own and its size classes' (a variation may show other images).
    static func roots(_ document: LayoutDocument) -> [ViewNode] {
        [document.root] + document.sizeClassRoots.sorted { "\($0.key)" < "\($1.key)" }.map(\.value)
    }

    /// Why an image could not be resolved: the catalog refused it (`asset`), or the document names what is not there.
    enum Failure: Error {
        case asset(AssetError, at: SourceLocation)
        case other(GlossaError)

        var glossaError: GlossaError {
            switch self {
            case let .asset(error, location): return GlossaError("\(location): \(error)")
            case let .other(error): return error
            }
        }
    }

    /// The images `name` shows in each direction, as `node` asks for it.
    private static func images(named name: String, for node: ViewNode, in catalog: AssetCatalog, screen: Simulator.Screen,
                               languages: [String]) throws(Failure) -> [TextDirection: AssetImage] {
        let idiom = idiom(screen.device)
        var byDirection: [TextDirection: AssetImage] = [:]
        for layoutDirection in [TextDirection.leftToRight, .rightToLeft] {
            do {
                byDirection[layoutDirection] = try catalog.image(named: name, languages: languages, scale: screen.device.scale,
                                                                 idiom: idiom, layoutDirection: layoutDirection)
            } catch {
                throw .asset(error, at: node.location)
            }
        }
        if byDirection.isEmpty, let files = screen.shown.looseImages[name], let root = screen.shown.looseImageRoot {
            // UIImage(named:) finds the app's loose files when the catalog has no such set.
            let candidates = files.map { (path: $0.path, scale: $0.scale) }
            for layoutDirection in [TextDirection.leftToRight, .rightToLeft] {
                do {
                    byDirection[layoutDirection] = try catalog.looseImage(named: name, files: candidates, root: root,
                                                                          scale: screen.device.scale)
                } catch {
                    throw .asset(error, at: node.location)
                }
            }
        }
        // A SwiftUI view names SF Symbols and images the app may make at run time: a box labelled with the name.
        if byDirection.isEmpty, let folder = catalog.folder, screen.shown.layoutRules != .swiftUI {
            // A name the catalog lacks would draw as a grey box and look like a design: refuse it.
            throw .other(GlossaError("\(node.location): no image set '\(name)' in the asset catalog \(folder)"))
        }
        return byDirection
    }

    /// The image an image view of `direction` shows; nil when the catalog has no such image set.
    func image(_ name: String, direction: TextDirection) -> AssetImage? {
        images[name]?[direction]
    }

    /// The natural size in points of `name` as a view of `direction` shows it (pixels ÷ the image's scale),
    /// for `LayoutEnvironment.imageSize`.
    func naturalSize(_ name: String, direction: TextDirection) -> (width: Double, height: Double)? {
        images[name]?[direction]?.size
    }

    /// lproj languages to look in for a localized image set, most wanted first (NSBundle's order).
    /// Pseudo-languages show the development language's images.
    static func languages(locale: String, available: [String], development: String) -> [String] {
        guard !available.isEmpty else { return [] }
        let requested = PseudoLanguage(localeIdentifier: locale) == nil ? locale : development
        return Locales.fallbackChain(for: requested, available: available, developmentLanguage: development)
    }

    /// The asset catalog idiom of a device.
    static func idiom(_ device: Device) -> DeviceIdiom {
        if device.name.hasPrefix("ipad") { return .ipad }
        if device.name.hasPrefix("watch") { return .watch }
        return .iphone
    }

    /// The catalog a document uses: its `assets:`, else `Assets.xcassets` beside it, with the localized
    /// image sets of its strings folder; nil when it has neither.
    static func catalogFolders(_ document: LayoutDocument) -> (assets: String?, strings: String?)? {
        var assets = document.assets
        if assets == nil {
            let folder = (document.file as NSString).deletingLastPathComponent
            let sibling = (folder as NSString).appendingPathComponent("Assets.xcassets")
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: sibling, isDirectory: &isFolder), isFolder.boolValue { assets = sibling }
        }
        guard assets != nil || document.strings != nil || !document.looseImages.isEmpty else { return nil }
        return (assets, document.strings)
    }
}
