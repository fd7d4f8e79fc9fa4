import Foundation
import GlossaICU
import GlossaCheck
import GlossaLayout
import GlossaLocalization
import GlossaProject

/// What to run: layouts × locales × devices × content sizes.
public struct MatrixOptions: Sendable {
    public enum Locales: Sendable, Equatable {
        /// The development language of each layout's strings.
        case development
        /// Every locale that has strings, plus the development language.
        case all
        case list([String])
    }

    public var paths: [String]
    public var locales: Locales = .development
    public var pseudo: [PseudoLanguage] = []
    /// nil: each layout's own device, else iphone-15.
    public var devices: [String]?
    public var contentSizes: [String] = [DynamicType.defaultContentSize]
    /// Where PNGs and report.json go; nil renders nothing.
    public var outputDirectory: String?
    public var jobs: Int = 1
    /// Run each layout's development language too, whatever `locales` says (heights compare against it).
    public var includesDevelopmentLanguage = false
    /// `--strings`: the strings folder of Interface Builder documents (a YAML document's own `strings:` wins).
    public var strings: String?
    /// `--assets`: the asset catalog of Interface Builder documents (a YAML document's own `assets:` wins).
    public var assets: String?
    /// `--plurals all`: each screen once per plural category its plural strings can take in its locale.
    public var plurals: PluralForms = .none
    /// Only the screens of this shard (`--shard I/N`).
    public var shard: Shard?
    /// Every layout of the larger run these paths are part of (`LayoutDiscovery.layoutNames`), when a run renders
    /// part of it (serve, a file at a time): names are told apart among them all, as one whole run tells them.
    public var nameContext: [LayoutName] = []
    /// Patterns of paths never searched (`--exclude`, `exclude:`), relative to the working directory.
    public var excludes: [String] = []
    /// Where the app's Swift and Objective-C sources are read from: views whose text the code sets are not
    /// judged for translation or truncation (see `AppSourceFolders`).
    public var appSources: AppSources = .automatic
    /// Findings that match these are marked accepted (`--accepted FILE`).
    public var accepted: AcceptedFindings?
    /// The severity a finding the development language has too takes (`--design-findings`).
    public var designFindings: DesignSeverity = .warning
    /// The severity at or above which a finding fails a screen (exit code 1); nil: never.
    public var failOn: Severity? = .error
    /// Reuse screens between runs (`--cache DIR`): render, check and snapshot give back a screen whose
    /// fingerprint has an entry there instead of laying it out again.
    public var cache: CacheOptions?
    /// Whether the run's records keep every view for report.json (`--json`, or an output folder's report.json).
    /// Without it, the records a streamed run hands its reporters list no views: the console and the other
    /// reports read only findings, and printing every view of every screen was a fifth of a check.
    public var reportsViews = true

    public init(paths: [String]) {
        self.paths = paths
    }

    /// Checks option values before any work, so a typo fails at once with exit code 2.
    public func validate() throws(GlossaError) {
        if let devices {
            for device in devices where Device.named(device) == nil {
                throw GlossaError("unknown device '\(device)'; known devices: \(Device.all.map(\.name).joined(separator: ", "))")
            }
        }
        for size in contentSizes where !DynamicType.contentSizes.contains(size) {
            throw GlossaError("unknown content size '\(size)'; known sizes: \(DynamicType.contentSizes.joined(separator: " "))")
        }
        if case let .list(locales) = locales {
            for locale in locales where GlossaLocalization.Locales.canonical(locale) == nil && PseudoLanguage(localeIdentifier: locale) == nil {
                throw GlossaError("unknown locale '\(locale)'")
            }
        }
        if jobs < 1 { throw GlossaError("--jobs must be 1 or more, not \(jobs)") }
    }
}

/// Whether a matrix repeats screens per plural category (`--plurals none|all`).
public enum PluralForms: String, Sendable, CaseIterable {
    case none, all
}

/// Finds the documents of a matrix's paths (see `ProjectSearch`): storyboards, xibs and Glossa layouts, in
/// a stable order, never searching dependencies, build folders, hidden files or what `excludes` names.
public enum LayoutDiscovery {
    public static func search(_ options: MatrixOptions) throws(GlossaError) -> ProjectSearch.Found {
        try searchWithProjects(options).found
    }

    /// What `search` finds, and the Xcode projects it read on the way (for what else they say of the documents).
    static func searchWithProjects(_ options: MatrixOptions) throws(GlossaError) -> (found: ProjectSearch.Found, projects: XcodeProjects) {
        let search = ProjectSearch(excludes: options.excludes.map(Glob.init))
        do {
            return (try search.documents(options.paths), search.projects)
        } catch {
            throw GlossaError("\(error)")
        }
    }

    public static func files(_ options: MatrixOptions) throws(GlossaError) -> [String] {
        try search(options).files
    }

    /// Every layout the options' documents hold, as names are decided among them (reads every document; one that
    /// does not read is left out, and reports its own error when it is rendered).
    public static func layoutNames(_ options: MatrixOptions) throws(GlossaError) -> [LayoutName] {
        var single = options
        single.appSources = .none
        return try files(options).flatMap { file -> [LayoutName] in
            single.paths = [file]
            let documents = (try? DocumentLoader.documents(single)) ?? []
            return documents.map(LayoutName.init)
        }
    }
}

/// A layout as its name is written (before it is told apart from others): its document's file, its name, and
/// the id of its root object in that file.
public struct LayoutName: Sendable, Hashable {
    public var file: String
    public var name: String
    public var id: String?

    /// A document's name, with the id that tells it apart from another of the same name in its file: its root's, or,
    /// for a screen under bars (a frame without an id around the view controller's view), that view's.
    init(_ document: LayoutDocument) {
        file = document.file
        name = document.name
        id = document.root.id ?? document.root.children.first?.id
    }
}
