import Foundation
import GlossaCheck
import GlossaICU
import GlossaLayout
import GlossaLocalization
import GlossaProject
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
    /// The line of the layout's root view in that file (a storyboard scene's view, a YAML `root:`).
    public var layoutLine: Int?
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
    /// Draw the device's status bar and home indicator over each screen, as Apple's screenshots show them
    /// (`--no-chrome` turns it off).
    public var drawsChrome = true
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
        let loaded = try DocumentLoader.load(options)
        let documents = Self.distinctNames(AppFonts.registering(loaded.documents, in: textEngine.registry), among: options.nameContext)
        try Self.refuseSharedFolders(documents)
        notesLock.lock()
        approximationNotes = ApproximationNote.notes(documents)
        notesLock.unlock()
        var matrix: [Screen] = []
        let oneLanguage = try shipsOneLanguage(documents)
        // Tables only screens read from SwiftUI source look up are not judged whole yet: the SwiftUI reader's verdicts
        // are not measured on real apps (docs/swiftui.md, "Verdicts").
        let stubs = try StubTables.find(documents.filter { $0.layoutRules != .swiftUI }) { document throws(GlossaError) in try catalog(for: document) }
            .filter { Self.ships($0.locale, folder: $0.folder, documents) }
        for document in documents {
            var screens = try self.matrix(document, options)
            if !stubs.isEmpty {
                for index in screens.indices {
                    guard let folder = screens[index].catalog?.folder else { continue }
                    let locale = screens[index].locale
                    screens[index].copiedTables = Set(stubs.filter { $0.folder == folder && $0.locale == locale }.map(\.table))
                }
            }
            if oneLanguage { for index in screens.indices { screens[index].appShipsOneLanguage = true } }
            // An approximated view is named once per document: on its first development-language screen.
            if let first = screens.firstIndex(where: \.isDevelopment) ?? screens.indices.first { screens[first].namesApproximations = true }
            matrix += screens
        }
        let tables = try unreadableTables(of: documents).filter { entry in
            !entry.isTranslation || Self.ships(entry.locale, folder: nil, documents, file: entry.file)
        }
        matrix += UnreadableFiles.screens(loaded.unreadable + tables + stubs.map(StubTables.entry), options)
        for index in matrix.indices { matrix[index].index = index }
        let screens = options.shard.map { shard in matrix.filter { shard.contains($0.identity) } } ?? matrix
        return (screens, matrix.count)
    }

    /// Whether the app has no language but its development language: no strings of any document translate into
    /// another language its targets build (then text a document shows as written is what every user reads).
    private func shipsOneLanguage(_ documents: [LayoutDocument]) throws(GlossaError) -> Bool {
        for document in documents where document.isInterfaceBuilderDocument {
            let catalog = try catalog(for: document)
            let development = Screen.developmentLanguage(document, catalog)
            // The languages the app's targets build (their `.lproj` folders, for the code's tables too), else the
            // languages of the document's own strings.
            let languages = document.builtLanguages.map(Array.init) ?? (catalog?.availableLocales ?? []) + document.localizations.keys
            if languages.contains(where: { $0 != "Base" && !Locales.isSameLanguage($0, as: development) }) { return false }
        }
        return documents.contains(where: \.isInterfaceBuilderDocument)
    }

    /// Two documents with one name would write the same PNGs: each takes the part of its folder path that
    /// tells it apart (see `LayoutNames`).
    /// `context`: every layout of a larger run these documents are part of (serve renders a file at a time), so
    /// names are told apart among them all.
    static func distinctNames(_ documents: [LayoutDocument], among context: [LayoutName] = []) -> [LayoutDocument] {
        let own = documents.map(LayoutName.init)
        let known = Set(context)
        let all = context + own.filter { !known.contains($0) }
        let names = LayoutNames.disambiguated(all.map { ($0.file, $0.name, $0.id) })
        var decided: [LayoutName: String] = [:]
        for (layout, name) in zip(all, names) where decided[layout] == nil { decided[layout] = name }
        return zip(documents, own).map { document, layout in
            var renamed = document
            renamed.name = decided[layout] ?? document.name
            return renamed
        }
    }

    /// Two names that give one output folder (`OutputPath` makes `a\nb` and `a\tb` both `a_b`) would write
    /// the same PNGs: refuse them, naming both files.
    static func refuseSharedFolders(_ documents: [LayoutDocument]) throws(GlossaError) {
        var first: [[String]: LayoutDocument] = [:]
        for document in documents {
            let folder = OutputPath.layoutFolder(document.name)
            if let earlier = first[folder] {
                throw GlossaError("\(document.file): layout name \(String(reflecting: document.name)) gives the output folder of \(String(reflecting: earlier.name)) in \(earlier.file) (\(folder.joined(separator: "/"))); outputs would collide (set 'name:' in one of them)")
            }
            first[folder] = document
        }
    }

    // MARK: The matrix

    struct Screen: Sendable, CustomStringConvertible {
        /// The document, shared with the layout's other screens: a document holds its whole root view inline
        /// (about a kilobyte), and a screen that held it and its localized version by value cost 2 KB, 20 MB
        /// over a matrix of 10,000 screens.
        private let source: SharedDocument
        var document: LayoutDocument { source.document }
        let catalog: StringCatalog?
        let assets: AssetCatalog?
        var locale: String
        let device: Device
        let contentSize: String
        /// `--plurals all`: the plural category this repetition of the screen shows.
        var plural: PluralCategory? = nil
        private var localizedSource: SharedDocument?
        /// The document's version localized for `locale` (`de.lproj/Main.storyboard`), laid out in its place.
        var localized: LayoutDocument? {
            get { localizedSource?.document }
            set { localizedSource = newValue.map(SharedDocument.init) }
        }
        /// The document this screen lays out: its localized version, else the document.
        var shown: LayoutDocument { localized ?? document }
        /// The nodes of `shown`, shared by the screens that lay it out.
        var shownNodeTrees: SharedNodeTrees { (localizedSource ?? source).nodeTrees }
        /// The screen's position in the whole matrix (before sharding).
        var index = 0
        /// The document's first screen, which carries its `unsupported` findings (see `ApproximationNote`).
        var namesApproximations = false
        /// A file of the app that could not be read (`UnreadableFiles`): this screen is its finding alone, laid out
        /// and drawn never.
        var unreadable: Finding? = nil
        /// Tables of this screen's locale that copy the development text whole: one finding for each table (`StubTables`),
        /// none per key.
        var copiedTables: Set<String> = []

        init(document: LayoutDocument, catalog: StringCatalog?, assets: AssetCatalog?, locale: String, device: Device,
             contentSize: String, plural: PluralCategory? = nil) {
            self.init(source: SharedDocument(document), catalog: catalog, assets: assets, locale: locale, device: device,
                      contentSize: contentSize, plural: plural)
        }

        /// A screen of a document that other screens share (`localized`: its version for `locale`, shared too).
        init(source: SharedDocument, catalog: StringCatalog?, assets: AssetCatalog?, locale: String, device: Device,
             contentSize: String, plural: PluralCategory? = nil, localized: SharedDocument? = nil) {
            (self.source, self.catalog, self.assets, self.locale) = (source, catalog, assets, locale)
            (self.device, self.contentSize, self.plural, localizedSource) = (device, contentSize, plural, localized)
        }

        /// The language the layout is written in: its strings' development language, else the document's own
        /// (an Interface Builder document's), else English. Decided here only.
        var developmentLanguage: String { Screen.developmentLanguage(document, catalog) }
        static func developmentLanguage(_ document: LayoutDocument, _ catalog: StringCatalog?) -> String {
            catalog?.developmentLanguage ?? document.developmentLanguage ?? "en"
        }
        /// Whether any locale but the development language translates the document's tables (else every
        /// locale shows its development-language text, and it is `not-localized` once, not key by key).
        var documentIsTranslated = true
        /// The app translates none of its documents' strings into a language it builds: what a document shows as
        /// written is what every user reads (`not-localized` is a note).
        var appShipsOneLanguage = false
        /// The layout's matrix has locales besides this screen's: a document-wide finding about the other languages
        /// (`not-localized`) is theirs, not the development language's, whose screen shows the right text.
        var matrixHasOtherLocales = false
        var isDevelopment: Bool { locale == developmentLanguage }
        /// The development-language screen of the same layout, device, content size and plural form.
        var developmentScreen: Screen {
            var screen = self
            screen.locale = developmentLanguage
            screen.localized = LocalizedDocuments.version(of: document, for: developmentLanguage, catalog: catalog)
            return screen
        }
        /// What screens sharing one development-language reference have in common.
        var referenceKey: String {
            "\(document.file)\u{0}\(document.name)\u{0}\(device.name)\u{0}\(contentSize)\u{0}\(plural?.rawValue ?? "")"
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

    /// The imported documents of the last matrix listed by `screens(_:)` that hold approximated views, one
    /// note per file, for the console.
    public var documentNotes: [ApproximationNote] {
        notesLock.lock()
        defer { notesLock.unlock() }
        return approximationNotes
    }

    /// Whether the app ships `locale` for the documents whose strings are in `folder` (or, without a folder, in the
    /// folder holding `file`'s language folder): some such document's targets build that language, or one's project
    /// cannot tell. A table of a language no target builds is no language of the app: nothing is said of it.
    static func ships(_ locale: String, folder: String?, _ documents: [LayoutDocument], file: String? = nil) -> Bool {
        let strings = folder ?? file.map { (($0 as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent }
        let users = documents.filter { $0.strings == strings }
        guard !users.isEmpty else { return true }
        return users.contains { document in document.builtLanguages.map { $0.contains(locale) } ?? true }
    }

    /// What the string catalogs of these documents could not read (each catalog once; read already, so no cost).
    private func unreadableTables(of documents: [LayoutDocument]) throws(GlossaError) -> [UnreadableFiles.Entry] {
        var seen = Set<ObjectIdentifier>()
        var entries: [UnreadableFiles.Entry] = []
        for document in documents {
            guard let catalog = try catalog(for: document), seen.insert(ObjectIdentifier(catalog)).inserted else { continue }
            entries += catalog.unreadable.map { UnreadableFiles.Entry($0, development: catalog.developmentLanguage) }
        }
        return entries
    }

    private let notesLock = NSLock()
    private var approximationNotes: [ApproximationNote] = []
    private let catalogLock = NSLock()
    private var catalogs: [String: StringCatalog] = [:]

    /// The document's strings, read once per run. A table of an app's (a storyboard's or xib's strings) that does not read
    /// is an `unreadable` finding and the run goes on; a Glossa layout's author is told at once (exit code 2).
    private func catalog(for document: LayoutDocument) throws(GlossaError) -> StringCatalog? {
        guard let folder = document.strings else { return nil }
        let key = "\(folder)|\(document.developmentLanguage ?? "")"
        catalogLock.lock()
        defer { catalogLock.unlock() }
        let catalog: StringCatalog
        if let cached = catalogs[key] {
            catalog = cached
        } else {
            do {
                catalog = try StringCatalog(folder: folder, developmentLanguage: document.developmentLanguage)
            } catch {
                throw GlossaError("\(error)")
            }
            catalogs[key] = catalog
        }
        if !DocumentLoader.isImported(document.file), let first = catalog.unreadable.first { throw GlossaError("\(first.error)") }
        return catalog
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
        case .all:
            locales = (catalog?.availableLocales ?? [development]) + document.localizations.keys.sorted()
            // The languages the app ships: what its targets build (a language folder no target builds is no language of
            // the app); the development language always.
            if let built = document.builtLanguages { locales = locales.filter { $0 == development || built.contains($0) } }
        case let .list(list): locales = list
        }
        if options.includesDevelopmentLanguage { locales.append(development) }
        locales = unique(locales + options.pseudo.map(\.localeIdentifier))
        let deviceNames = unique(options.devices ?? [document.device ?? Device.defaultName])
        let isTranslated = Self.isTranslated(document, catalog)
        var screens: [Screen] = []
        let source = SharedDocument(document)
        for locale in locales {
            let localized = LocalizedDocuments.version(of: document, for: locale, catalog: catalog).map(SharedDocument.init)
            for name in deviceNames {
                for size in unique(options.contentSizes) {
                    var screen = Screen(source: source, catalog: catalog, assets: assets, locale: locale, device: Device.named(name)!,
                                        contentSize: size, localized: localized)
                    screen.documentIsTranslated = isTranslated
                    // (Read on the development language's screens only: set there alone, so no other screen's inputs change.)
                    screen.matrixHasOtherLocales = locales.count > 1 && screen.isDevelopment
                    screens.append(screen)
                }
            }
        }
        return options.plurals == .all ? screens.flatMap(Self.pluralRepetitions) : screens
    }

    /// Whether some locale translates a table the document's texts use (a document without localized text counts
    /// as translated: there is nothing to say about it).
    static func isTranslated(_ document: LayoutDocument, _ catalog: StringCatalog?) -> Bool {
        if !document.localizations.isEmpty { return true }
        let tables = Set(document.allNodes.compactMap { node in node.text?.key != nil ? node.text?.table ?? document.table : nil })
        guard !tables.isEmpty else { return true }
        guard let catalog else { return false }
        return tables.contains(where: catalog.isTranslated(table:))
    }

    /// The values in their first order, each once.
    private func unique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }

    // MARK: One screen

    /// A screen's localization, sharing the run's solved systems and images.
    func localizedScreen(_ screen: Screen) -> LocalizedScreen {
        LocalizedScreen(screen: screen, engine: textEngine, solverTemplates: solverTemplates, assetsCache: assetsCache)
    }

    /// Lays out, checks and (with `draws`) draws one screen; its result names `pngPath`. Its findings are judged
    /// against `reference`, the development-language result of the same layout, device, size and plural (nil: the
    /// screen is that result); the second value is the screen's own reference, for the screens that compare with it.
    func render(_ screen: Screen, pngPath: String?, draws: Bool, reference: DevelopmentReference?,
                design: DesignSeverity) throws(GlossaError) -> (screen: RenderedScreen, reference: DevelopmentReference) {
        if let finding = screen.unreadable { return UnreadableFiles.result(screen, finding) }
        let localized = LocalizedScreen(screen: screen, engine: textEngine, solverTemplates: solverTemplates,
                                        assetsCache: assetsCache)
        let result = try localized.layout()
        let found = try findings(localized, result)
        var findings = Checker.withoutBlamingTranslationsOfCodeSetTexts(Verdicts.judge(found, reference: reference, design: design),
                                                                        in: result)
        // An approximated view is named once per document and element: on its first screen.
        findings = screen.namesApproximations ? Checker.onePlaceholderPerElement(findings) : findings.filter { $0.kind != .unsupported }
        findings = DocumentLoader.namingViews(findings, in: result)
        findings = Evidence.weigh(findings, in: result, context: Evidence.Context(unopened: screen.document.unopened,
                                                                                 standInFonts: screen.document.standInFonts,
                                                                                 designedInXcode: screen.document.isInterfaceBuilderDocument,
                                                                                 readFromSwiftUI: screen.document.layoutRules == .swiftUI))
        findings = localized.locatingStrings(findings, in: result)
        var bytes: [UInt8]?
        if draws {
            let chrome = drawsChrome ? DeviceChrome(scale: screen.device.scale, engine: textEngine) : nil
            var canvas = try ScreenPainter(scale: screen.device.scale, assets: localized.assets, chrome: chrome).draw(result)
            if drawsOverlay {
                Overlay(scale: screen.device.scale, engine: textEngine).draw(result, findings: findings, on: &canvas)
            }
            do {
                bytes = try PNG.encode(consuming: consume canvas)
            } catch {
                throw GlossaError("\(error)")
            }
        }
        var screenResult = ScreenResult(layout: screen.document.name, locale: screen.locale, device: screen.device.name,
                                        contentSize: screen.contentSize, developmentLanguage: screen.developmentLanguage,
                                        plural: screen.plural?.rawValue,
                                        direction: result.direction, png: pngPath,
                                        views: result.views.map { $0.withoutGlyphs() }, findings: findings.sorted(by: Report.findingOrder),
                                        layoutFile: screen.document.file)
        screenResult.matrixIndex = screen.index
        screenResult.layoutLine = screen.shown.root.location.line
        return (RenderedScreen(result: screenResult, png: bytes), DevelopmentReference(found))
    }

    /// Every finding of a laid-out screen, before its cause and severity are decided.
    private func findings(_ localized: LocalizedScreen, _ result: LayoutResult) throws(GlossaError) -> [Finding] {
        var findings = Checker.findings(result)
        findings += localized.unreadableImages(result)
        findings += localized.localizationFindings(result)
        findings += try localized.directionFindings(result)
        findings = localized.withoutAlignmentsOfTextsReadingTheirOwnWay(findings, in: result)
        return Checker.withoutJudgingCodeSetTexts(findings, in: result)
    }

    /// The development-language result a screen is judged against, laid out for the purpose (its locale is not
    /// in the matrix, or not in this shard): only its findings are kept.
    func developmentReference(for screen: Screen) throws(GlossaError) -> DevelopmentReference {
        let development = screen.developmentScreen
        let localized = LocalizedScreen(screen: development, engine: textEngine, solverTemplates: solverTemplates,
                                        assetsCache: assetsCache)
        return DevelopmentReference(try findings(localized, try localized.layout()))
    }
}

/// A layout document held by reference, so that the screens of one layout share it.
final class SharedDocument: Sendable {
    let document: LayoutDocument
    /// Its nodes held by reference for the screens that lay it out.
    let nodeTrees = SharedNodeTrees()

    init(_ document: LayoutDocument) {
        self.document = document
    }
}
