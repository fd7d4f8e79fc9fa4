import Foundation
import GlossaCheck
import GlossaICU
import GlossaLayout
import GlossaLocalization
import GlossaRender
import GlossaText

/// One screen of the matrix: a layout in one locale, on one device, at one content size.
public struct ScreenResult: Sendable {
    public var layout: String
    public var locale: String
    public var device: String
    public var contentSize: String
    /// The development language of the layout's strings (the locale that truncates by design).
    public var developmentLanguage: String
    /// The plural category every plural string shows (`--plurals all`), nil for the plain screen.
    public var plural: String? = nil
    public var direction: TextDirection
    /// The PNG written, relative to the working directory; nil when nothing was rendered.
    public var png: String?
    public var views: [LaidOutView]
    public var findings: [Finding]
    /// The layout document this screen comes from, as found (for report locations and snapshot baselines).
    public var layoutFile: String = ""
    /// The screen's position in the whole matrix, whichever shard ran it (merged reports keep matrix order).
    public var matrixIndex = 0
}

/// Runs the pipeline — parse, localize, measure, constrain, solve, check, draw, encode — for a matrix.
///
/// Screens run in parallel with `jobs` workers; results come back in matrix order whatever the job count,
/// and each PNG depends only on its own inputs, so output is byte-identical run after run.
public final class Simulator: @unchecked Sendable {
    public let textEngine: TextEngine
    /// Draw frames, baselines and findings over each PNG (`render --overlay`), for designers.
    public var drawsOverlay = false
    /// Whether layouts start from solved systems of the same shape (earlier passes, locales, content
    /// sizes, devices) where that gives the same values as a solve from scratch; off, every pass of
    /// every screen is solved from scratch (tests compare the two).
    public var reusesSolvedSystems = true
    private let templates = SolverTemplates()
    private let assetsCache = ScreenAssets.Cache()
    /// The image files the run's catalogs read, and their decoded pixels within a budget.
    public let images: ImageStore
    private var solverTemplates: SolverTemplates? { reusesSolvedSystems ? templates : nil }

    public init(fontDirectories: [String] = [], imageBudget: Int = ImageStore.defaultBudget) throws(GlossaError) {
        images = ImageStore(budget: imageBudget)
        do {
            let registry = try FontRegistry.bundled()
            for directory in fontDirectories { try registry.addFonts(directory: directory) }
            textEngine = TextEngine(registry: registry)
        } catch {
            throw GlossaError("\(error)")
        }
    }

    public init(textEngine: TextEngine, imageBudget: Int = ImageStore.defaultBudget) {
        self.textEngine = textEngine
        images = ImageStore(budget: imageBudget)
    }

    /// The screens of the matrix (of its shard, when there is one), in order, and how many the whole
    /// matrix holds: layouts (as found), then locales, devices, content sizes.
    func screens(_ options: MatrixOptions) throws(GlossaError) -> (screens: [Screen], matrixCount: Int) {
        try options.validate()
        let documents = try DocumentLoader.documents(options)
        try Self.refuseSharedNames(documents)
        var matrix: [Screen] = []
        for document in documents { matrix += try self.matrix(document, options) }
        for index in matrix.indices { matrix[index].index = index }
        let screens = options.shard.map { shard in matrix.filter { shard.contains($0.identity) } } ?? matrix
        return (screens, matrix.count)
    }

    /// Two documents with one name would write the same PNGs: refuse them, naming both files.
    static func refuseSharedNames(_ documents: [LayoutDocument]) throws(GlossaError) {
        var first: [String: String] = [:]
        for document in documents {
            if let earlier = first[document.name] {
                throw GlossaError("\(document.file): layout name '\(document.name)' is also the name of \(earlier); outputs would collide (set 'name:' in one of them)")
            }
            first[document.name] = document.file
        }
    }

    // MARK: The matrix

    struct Screen: Sendable, CustomStringConvertible {
        let document: LayoutDocument
        let catalog: StringCatalog?
        let assets: AssetCatalog?
        let locale: String
        let device: Device
        let contentSize: String
        /// `--plurals all`: the plural category this repetition of the screen shows.
        var plural: PluralCategory? = nil
        /// The screen's position in the whole matrix (before sharding).
        var index = 0
        /// The language the layout is written in: its strings' development language, else the document's own
        /// (an Interface Builder document's), else English. Decided here only.
        var developmentLanguage: String { Screen.developmentLanguage(document, catalog) }
        static func developmentLanguage(_ document: LayoutDocument, _ catalog: StringCatalog?) -> String {
            catalog?.developmentLanguage ?? document.developmentLanguage ?? "en"
        }
        var description: String { "\(document.name) \(locale) \(device.name) \(contentSize)" + (plural.map { " +\($0.rawValue)" } ?? "") }
        var identity: ScreenIdentity {
            ScreenIdentity(layoutFile: document.file, layout: document.name, device: device.name, locale: locale,
                           contentSize: contentSize, plural: plural?.rawValue)
        }
    }

    /// What the string catalogs read so far warn about (duplicate keys…), "file:line: message", sorted.
    public var catalogWarnings: [String] {
        catalogLock.lock()
        defer { catalogLock.unlock() }
        return catalogs.values.flatMap(\.warnings).sorted()
    }

    private let catalogLock = NSLock()
    private var catalogs: [String: StringCatalog] = [:]

    private func catalog(for document: LayoutDocument) throws(GlossaError) -> StringCatalog? {
        guard let folder = document.strings else { return nil }
        let key = "\(folder)|\(document.developmentLanguage ?? "")"
        catalogLock.lock()
        defer { catalogLock.unlock() }
        if let cached = catalogs[key] { return cached }
        do {
            let catalog = try StringCatalog(folder: folder, developmentLanguage: document.developmentLanguage)
            catalogs[key] = catalog
            return catalog
        } catch {
            throw GlossaError("\(error)")
        }
    }

    private let assetLock = NSLock()
    private var assetCatalogs: [String: AssetCatalog] = [:]

    /// The document's asset catalog (and its strings folder's localized image sets), read once per run.
    private func assetCatalog(for document: LayoutDocument) throws(GlossaError) -> AssetCatalog? {
        guard let folders = ScreenAssets.catalogFolders(document) else { return nil }
        let key = "\(folders.assets ?? "")|\(folders.strings ?? "")"
        assetLock.lock()
        defer { assetLock.unlock() }
        if let cached = assetCatalogs[key] { return cached }
        do {
            let catalog = try AssetCatalog(folder: folders.assets, strings: folders.strings, images: images)
            assetCatalogs[key] = catalog
            return catalog
        } catch {
            throw GlossaError("\(document.file): \(error)")
        }
    }

    private func matrix(_ document: LayoutDocument, _ options: MatrixOptions) throws(GlossaError) -> [Screen] {
        let catalog = try catalog(for: document)
        let assets = try assetCatalog(for: document)
        let development = Screen.developmentLanguage(document, catalog)
        var locales: [String]
        switch options.locales {
        case .development: locales = [development]
        case .all: locales = catalog?.availableLocales ?? [development]
        case let .list(list): locales = list
        }
        if options.includesDevelopmentLanguage { locales.append(development) }
        locales = unique(locales + options.pseudo.map(\.localeIdentifier))
        let deviceNames = unique(options.devices ?? [document.device ?? Device.defaultName])
        var screens: [Screen] = []
        for locale in locales {
            for name in deviceNames {
                for size in unique(options.contentSizes) {
                    screens.append(Screen(document: document, catalog: catalog, assets: assets, locale: locale, device: Device.named(name)!,
                                          contentSize: size))
                }
            }
        }
        return options.plurals == .all ? screens.flatMap(Self.pluralRepetitions) : screens
    }

    /// The values in their first order, each once.
    private func unique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }

    // MARK: One screen

    func render(_ screen: Screen, pngPath: String?, staging: OutputStaging?) throws(GlossaError) -> RenderedScreen {
        let localized = LocalizedScreen(screen: screen, engine: textEngine, solverTemplates: solverTemplates,
                                        assetsCache: assetsCache)
        let result = try localized.layout()
        let development = screen.developmentLanguage
        let baseline: Checker.Baseline
        if screen.locale == development {
            baseline = .isDevelopmentLanguage
            rememberDevelopmentTruncations(result, of: screen)
        } else {
            baseline = .developmentTruncates(try developmentTruncations(screen))
        }
        var findings = Checker.findings(result, baseline: baseline)
        findings += localized.localizationFindings(result)
        findings += try localized.directionFindings(result)
        findings = DocumentLoader.namingViews(findings, in: result)
        findings = localized.locatingStrings(findings, in: result)
        var bytes: [UInt8]?
        if pngPath != nil {
            var canvas = try ScreenPainter(scale: screen.device.scale, assets: localized.assets).draw(result)
            if drawsOverlay {
                Overlay(scale: screen.device.scale, engine: textEngine).draw(result, findings: findings, on: &canvas)
            }
            do {
                bytes = try PNG.encode(canvas)
            } catch {
                throw GlossaError("\(error)")
            }
            canvas.recycle()
            if let staging, let pngPath, let encoded = bytes {
                try staging.stage(encoded, for: pngPath)
                bytes = nil
            }
        }
        var screenResult = ScreenResult(layout: screen.document.name, locale: screen.locale, device: screen.device.name,
                                        contentSize: screen.contentSize, developmentLanguage: development,
                                        plural: screen.plural?.rawValue,
                                        direction: result.direction, png: pngPath,
                                        views: result.views.map { $0.withoutGlyphs() }, findings: findings.sorted(by: Report.findingOrder),
                                        layoutFile: screen.document.file)
        screenResult.matrixIndex = screen.index
        return RenderedScreen(result: screenResult, png: bytes)
    }

    private let truncationLock = NSLock()
    private var truncationCache: [String: Set<String>] = [:]

    /// A development-language screen's own layout is the one other locales compare with: keep its answer.
    @discardableResult
    private func rememberDevelopmentTruncations(_ result: LayoutResult, of screen: Screen) -> Set<String> {
        let truncated = Set(result.views.filter { $0.paragraph?.truncated == true }.map(\.name))
        truncationLock.lock()
        truncationCache[Self.truncationKey(screen)] = truncated
        truncationLock.unlock()
        return truncated
    }

    private static func truncationKey(_ screen: Screen) -> String {
        "\(screen.document.file)|\(screen.device.name)|\(screen.contentSize)|\(screen.plural?.rawValue ?? "")"
    }

    /// Views the development language truncates on the same device and size: truncation there is by design.
    private func developmentTruncations(_ screen: Screen) throws(GlossaError) -> Set<String> {
        let development = screen.developmentLanguage
        let key = Self.truncationKey(screen)
        truncationLock.lock()
        let cached = truncationCache[key]
        truncationLock.unlock()
        if let cached { return cached }
        let developmentScreen = Screen(document: screen.document, catalog: screen.catalog, assets: screen.assets,
                                       locale: development, device: screen.device, contentSize: screen.contentSize,
                                       plural: screen.plural)
        let result = try LocalizedScreen(screen: developmentScreen, engine: textEngine, solverTemplates: solverTemplates,
                                         assetsCache: assetsCache).layout()
        return rememberDevelopmentTruncations(result, of: developmentScreen)
    }
}
