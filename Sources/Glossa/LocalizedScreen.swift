import Foundation
import GlossaCheck
import GlossaLayout
import GlossaLocalization
import GlossaSwiftUI
import GlossaText

/// One screen's localization: each text view's string resolved through the catalog for the locale (as
/// NSBundle would), with what went wrong recorded for the report.
final class LocalizedScreen: @unchecked Sendable {
    let screen: Simulator.Screen
    let engine: TextEngine
    private let lock = NSLock()
    /// Resolutions by where the text view is written and its key (unique per node: an imported element may
    /// show several texts, such as a table section's header and footer titles).
    private var resolutions: [ResolutionKey: Resolution] = [:]
    /// The screen's images, resolved by `layout()`.
    private(set) var assets = ScreenAssets.none

    /// Solved systems shared by the run's screens (see `SolverTemplates`).
    let solverTemplates: SolverTemplates?
    /// The run's screens' images, when it keeps them (see `ScreenAssets.Cache`).
    let assetsCache: ScreenAssets.Cache?
    /// Text shown in place of the catalog's by the views it gives a string for (budgets let one key's text grow).
    var textOverride: (@Sendable (ViewNode) -> String?)?

    init(screen: Simulator.Screen, engine: TextEngine, solverTemplates: SolverTemplates? = nil,
         assetsCache: ScreenAssets.Cache? = nil) {
        self.screen = screen
        self.engine = engine
        self.solverTemplates = solverTemplates
        self.assetsCache = assetsCache
    }

    var direction: TextDirection {
        Locales.isRightToLeft(screen.locale) ? .rightToLeft : .leftToRight
    }

    /// The screen laid out in the locale's direction, or in `mirror` (same strings, other direction).
    func layout(mirror: TextDirection? = nil) throws(GlossaError) -> LayoutResult {
        let assets: ScreenAssets
        if let assetsCache { assets = try assetsCache.assets(for: screen) } else { assets = try ScreenAssets(screen: screen) }
        self.assets = assets
        var environment = LayoutEnvironment(
            device: screen.device, contentSize: screen.contentSize, locale: screen.locale, direction: mirror ?? direction,
            textEngine: engine, resolveText: { [self] node in resolve(node) }, imageSize: assets.naturalSize)
        environment.resolveTextForWidth = { [self] node, ems in resolve(node, availableEms: ems) }
        environment.imageOpaqueGrid = { name, direction in assets.image(name, direction: direction)?.opaqueGrid }
        environment.solverTemplates = solverTemplates
        environment.nodeTrees = screen.shownNodeTrees
        do {
            // A SwiftUI preview is laid out by SwiftUI's rules; every other document by Auto Layout's.
            if screen.shown.layoutRules == .swiftUI { return try SwiftUILayout.layout(screen.shown, environment: environment) }
            return try LayoutEngine.layout(screen.shown, environment: environment)
        } catch {
            throw GlossaError("\(screen.document.file): \(error)")
        }
    }

    /// The string a text view shows, resolved as NSBundle would; `availableEms` picks a width variant.
    private func resolve(_ node: ViewNode, availableEms: Double? = nil) -> String {
        if let override = textOverride?(node) { return override }
        guard let content = node.text else { return "" }
        if let verbatim = content.verbatim { return verbatim }
        let key = content.key ?? ""
        let arguments = Self.arguments(content, timeZone: screen.document.timeZone)
        let resolution: Resolution
        if let language = screen.localized?.language, let own = content.defaultValue {
            // A localized document's text is its language's own, as the bundle loads it for that locale.
            resolution = Resolution(text: own, locale: language, isMissing: false)
        } else if let catalog = screen.catalog {
            resolution = catalog.resolve(key: key, table: content.table ?? screen.document.table, locale: screen.locale,
                                         arguments: arguments, availableEms: availableEms, device: screen.device.name,
                                         plural: screen.plural)
        } else {
            // No strings at all: the key is shown, formatted, as NSLocalizedString + String(format:) would.
            resolution = Resolution(text: StringFormatter.format(key, arguments: arguments, locale: screen.locale),
                                    locale: nil, isMissing: true, formatMismatch: nil, state: nil)
        }
        var shown = Self.imported(resolution, content: content, screen: screen)
        // SwiftUI reads a localized key's value as inline Markdown: a link shows its label, `**bold**` its words.
        if node.swiftUI != nil { shown.text = InlineMarkdown.plain(shown.text) }
        // Capitals in the locale's own rules (Turkish i becomes İ), as UIKit capitalizes a grouped header's title.
        if content.uppercased { shown.text = shown.text.uppercased(with: Locale(identifier: screen.locale)) }
        lock.lock()
        resolutions[Self.resolutionKey(node)] = shown
        lock.unlock()
        return shown.text
    }

    /// A text's format arguments as the formatter takes them.
    static func arguments(_ content: TextContent, timeZone: String) -> [FormatArgument] {
        content.args.map { argument -> FormatArgument in
            switch argument {
            case let .string(value): return .string(value)
            case let .integer(value): return .integer(value)
            case let .number(value): return .double(value)
            case let .value(value): return .value(value, timeZone: timeZone)
            }
        }
    }

    private struct ResolutionKey: Hashable {
        let location: SourceLocation
        let key: String
    }

    private static func resolutionKey(_ node: ViewNode) -> ResolutionKey {
        ResolutionKey(location: node.location, key: node.text?.key ?? "")
    }

    /// Text an imported document holds itself (a storyboard's base text) shows when no table has the key,
    /// as NSBundle falls back to the base storyboard; it is missing only outside the development language.
    static func imported(_ resolution: Resolution, content: TextContent, screen: Simulator.Screen) -> Resolution {
        guard let base = content.defaultValue, resolution.locale == nil else { return resolution }
        let development = screen.developmentLanguage
        let pseudo = PseudoLanguage(localeIdentifier: screen.locale)
        let text = pseudo?.transform(base) ?? base
        let isDevelopment = pseudo != nil || Locales.isSameLanguage(screen.locale, as: development)
        return Resolution(text: text, locale: development, isMissing: !isDevelopment)
    }

    /// The findings with the place their text's value is defined (`stringsLocation`), where there is one.
    func locatingStrings(_ findings: [Finding], in result: LayoutResult) -> [Finding] {
        guard findings.contains(where: { $0.key != nil && $0.view != nil }) else { return findings }
        var nodes: [String: ResolutionKey] = [:]
        for view in result.views where nodes[view.name] == nil { nodes[view.name] = Self.resolutionKey(view.node) }
        return findings.map { finding in
            var located = finding
            if finding.key != nil, let view = finding.view, let node = nodes[view] {
                located.stringsLocation = resolutions[node]?.origin
            }
            return located
        }
    }

    /// Text nobody translates: empty, or an imported document's placeholder (`PlaceholderText`).
    static func isPlaceholder(_ content: TextContent, shown: String) -> Bool {
        guard let written = content.defaultValue else { return shown.isEmpty }
        return PlaceholderText.isPlaceholder(written)
    }

    /// An `unreadable` finding on each view whose image the app holds but Glossa cannot read (see `ScreenAssets`).
    func unreadableImages(_ result: LayoutResult) -> [Finding] {
        guard !assets.unreadable.isEmpty else { return [] }
        return result.views.compactMap { view in
            guard !view.hidden, let name = view.node.asset, let problem = assets.unreadable[name] else { return nil }
            return Finding(kind: .unreadable, view: view.name,
                           message: "image '\(name)' of '\(view.name)': \(problem); the view is drawn without it",
                           frame: view.frame, location: view.node.location)
        }
    }

    /// missing-translation, untranslated and format-mismatch findings for the views shown; for a document no
    /// locale translates, one not-localized finding instead, when the screen shows some text of its own.
    func localizationFindings(_ result: LayoutResult) -> [Finding] {
        guard screen.documentIsTranslated else {
            // Reported on the screens of the languages that see the development text, unless the matrix has no other.
            if screen.isDevelopment && screen.matrixHasOtherLocales { return [] }
            return ownTextViews(result).isEmpty ? [] : [notLocalized(result)]
        }
        var findings: [Finding] = []
        for view in result.views where !view.hidden {
            guard let content = view.node.text, let key = content.key, let resolution = resolutions[Self.resolutionKey(view.node)],
                  !Self.isPlaceholder(content, shown: resolution.text) else { continue }
            if resolution.isMissing, PlaceholderText.needsTranslating(resolution.text), PlaceholderText.keyHasWords(key) {
                let shown = resolution.locale.map { "the \($0) text" } ?? "the key itself"
                findings.append(Finding(kind: .missingTranslation, view: view.name, key: key,
                                        message: "'\(key)' has no \(screen.locale) translation; '\(view.name)' shows \(shown): \"\(resolution.text)\"",
                                        frame: view.frame, location: view.node.location))
            }
            if !resolution.isMissing, let state = resolution.state, state == "needs_review" || state == "new" {
                // The value ships and is what users read: whether it is right is the team's review to make.
                findings.append(Finding(kind: .missingTranslation, view: view.name, key: key,
                                        message: "the \(screen.locale) translation of '\(key)' is marked \(state) in the String Catalog: \"\(resolution.text)\"",
                                        frame: view.frame, location: view.node.location)
                    .doubted(because: "the translation ships and users read it; the String Catalog marks it \(state), for the team to review"))
            }
            if resolution.isUntranslated, !screen.copiedTables.contains(content.table ?? screen.document.table) {
                findings.append(Finding(kind: .untranslated, view: view.name, key: key,
                                        message: "the \(screen.locale) value of '\(key)' (from \(resolution.locale ?? screen.locale)) is the development language's text, unchanged: \"\(resolution.text)\"",
                                        frame: view.frame, location: view.node.location))
            }
            if let excess = resolution.formatExcess {
                findings.append(Finding(kind: .formatMismatch, view: view.name, key: key,
                                        message: "the \(screen.locale) value of '\(key)' cannot be shown as written: \(excess)",
                                        frame: view.frame, location: view.node.location))
            }
            if let mismatch = resolution.formatMismatch {
                findings.append(Finding(kind: .formatMismatch, view: view.name, key: key,
                                        message: "the \(screen.locale) translation of '\(key)' has other format specifiers than the development language: \(mismatch)",
                                        frame: view.frame, location: view.node.location))
            }
        }
        return findings
    }

    /// Whether a view of the screen shows text the document holds and someone would translate: not text the
    /// app's code sets, not a placeholder (`PlaceholderText`), not a symbol or number alone. A hidden view counts
    /// (the code shows it when it is needed, with the document's text). A document all of whose text the code
    /// replaces shows users only the code's strings, localized or not.
    func showsOwnText(_ result: LayoutResult) -> Bool {
        !ownTextViews(result).isEmpty
    }

    /// The views of `showsOwnText`, in document order.
    private func ownTextViews(_ result: LayoutResult) -> [LaidOutView] {
        var byIndex: [Int: LaidOutView] = [:]
        for view in result.views where byIndex[view.index] == nil { byIndex[view.index] = view }
        return result.views.filter { view in
            guard let content = view.node.text, content.key != nil, content.setInCode == nil,
                  !Self.removedWithItsStack(view, views: byIndex) else { return false }
            let shown = resolutions[Self.resolutionKey(view.node)]?.text ?? view.text ?? content.defaultValue ?? ""
            return !Self.isPlaceholder(content, shown: shown) && PlaceholderText.hasWords(shown)
        }
    }

    /// Whether the view, or a view that holds it, is among the arranged views of a stack the app's code empties
    /// (`CodeChange.arrangedRemoval`): the document's views there are the design's, replaced before anyone sees them.
    static func removedWithItsStack(_ view: LaidOutView, views: [Int: LaidOutView]) -> Bool {
        var current: LaidOutView? = view
        var steps = 0
        while let shown = current, steps < 256 {
            if shown.node.changedInCode?.what == CodeChange.arrangedRemoval { return true }
            current = shown.parent.flatMap { views[$0] }
            steps += 1
        }
        return false
    }

    /// The one finding of a document whose text no locale translates: uncertain where the app ships no other
    /// language (every user reads the text as written).
    private func notLocalized(_ result: LayoutResult) -> Finding {
        let document = screen.document
        let tables = Set(document.allNodes.compactMap { node in node.text?.key != nil ? node.text?.table ?? document.table : nil }).sorted()
        let root = result.views.first
        let texts = ownTextViews(result)
        let finding = Finding(kind: .notLocalized, view: root?.name,
                              message: "'\(document.name)' is not localized: \(Self.untranslatedTables(tables, catalog: screen.catalog, development: screen.developmentLanguage)), "
                                  + "so every locale shows its \(screen.developmentLanguage) text (\(Self.quoted(texts)))",
                              frame: root?.frame, location: document.root.location)
        if screen.appShipsOneLanguage {
            return finding.doubted(because: "the app ships no language but \(screen.developmentLanguage): every user reads this text as written")
        }
        if let name = Self.debugName(document) {
            return finding.doubted(because: "'\(name)' names a debug screen: its users are the app's developers")
        }
        return finding
    }

    /// The texts of `views`, quoted, the first three.
    private static func quoted(_ views: [LaidOutView]) -> String {
        // The document's own text, as the development language shows it (never a pseudo-language's rewriting).
        let texts = views.compactMap { $0.node.text?.defaultValue ?? $0.text }.map { "\"\($0)\"" }
        return texts.prefix(3).joined(separator: ", ") + (texts.count > 3 ? " and \(texts.count - 3) more" : "")
    }

    /// The name that says a document is a debug screen (its file, its scene's storyboard identifier or class has the
    /// word "Debug": `Debug.storyboard`, `DebugMenuViewController`), nil for any other.
    static func debugName(_ document: LayoutDocument) -> String? {
        let file = ((document.file as NSString).lastPathComponent as NSString).deletingPathExtension
        let names = [file] + (document.openers.map { $0.identifiers + $0.classes } ?? [])
        return names.first { name in
            name.hasPrefix("Debug") || name.contains("Debug") && name.range(of: "Debug[A-Z]|Debug$", options: .regularExpression) != nil
        }
    }

    /// Why no locale translates `tables`, as it is: no strings at all, tables only the development language
    /// has, or tables no locale has.
    static func untranslatedTables(_ tables: [String], catalog: StringCatalog?, development: String) -> String {
        guard let catalog else { return "it has no strings folder" }
        let quoted = { (names: [String]) in names.map { "'\($0)'" }.joined(separator: ", ") }
        let present = tables.filter(catalog.hasStrings(table:)), absent = tables.filter { !catalog.hasStrings(table: $0) }
        var parts: [String] = []
        if !present.isEmpty {
            parts.append("no locale but \(development) has its strings table\(present.count == 1 ? "" : "s") \(quoted(present))")
        }
        if !absent.isEmpty {
            parts.append("no locale has \(present.isEmpty ? "its" : "its other") strings table\(absent.count == 1 ? "" : "s") \(quoted(absent))")
        }
        return parts.joined(separator: ", and ")
    }
}
