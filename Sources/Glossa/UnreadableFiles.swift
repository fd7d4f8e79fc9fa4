import Foundation
import GlossaCheck
import GlossaLayout
import GlossaLocalization
import GlossaText

/// Files of the app that a run found and cannot read as iOS reads them: a repository never stops at one file. (And
/// what else is said of a file as a whole: a table that copies the development text, see `StubTables`.)
///
/// Each becomes a result of its own at the end of the matrix, named by the file's path, with one `unreadable`
/// finding at the file's line and column that says what iOS does with it. Nothing is laid out or drawn for it (its
/// `png` is empty), and the rest of the run goes on: the documents that read, the tables that parse.
enum UnreadableFiles {
    /// One file, where it fails, the language its result is in, and what is wrong and what iOS does with it.
    struct Entry: Sendable, Equatable {
        var file: String
        var line: Int?
        var column: Int?
        /// The language the file is a translation into, else the development language.
        var locale: String
        /// Whether the file is one language's translation (a strings table, a localized document): its finding's
        /// cause is `translation`; a development-language or every-language file's is `design`.
        var isTranslation: Bool
        /// `unreadable`, or what else is said of a whole file (a table that copies the development text: `untranslated`).
        var kind: FindingKind = .unreadable
        var message: String

        init(file: String, line: Int?, column: Int?, locale: String, isTranslation: Bool, kind: FindingKind = .unreadable,
             message: String) {
            (self.file, self.line, self.column, self.locale) = (file, line, column, locale)
            (self.isTranslation, self.kind, self.message) = (isTranslation, kind, message)
        }

        /// A catalog's file (`development`: the catalog's development language).
        init(_ unreadable: UnreadableFile, development: String) {
            let error = unreadable.error
            let locale = unreadable.locale ?? development
            self.init(file: error.path, line: error.line, column: error.column, locale: locale, isTranslation: locale != development,
                      message: "\(error.message): \(unreadable.consequence)")
        }
    }

    /// The screens of `entries`, each file and place once, in path order: on the run's first device and content size.
    static func screens(_ entries: [Entry], _ options: MatrixOptions) -> [Simulator.Screen] {
        var seen = Set<String>()
        let unique = entries.filter { seen.insert("\($0.file)\u{0}\($0.line ?? 0)\u{0}\($0.column ?? 0)").inserted }
        let ordered = unique.sorted { ($0.file, $0.line ?? 0, $0.column ?? 0) < ($1.file, $1.line ?? 0, $1.column ?? 0) }
        let device = Device.named(options.devices?.first ?? Device.defaultName) ?? Device.named(Device.defaultName)!
        let size = options.contentSizes.first ?? DynamicType.defaultContentSize
        return ordered.map { entry in
            var shown = ReportPath.relative(entry.file)
            while shown.hasPrefix("./") { shown.removeFirst(2) }
            var document = LayoutDocument(name: shown, file: entry.file, device: device.name, strings: nil, table: "", assets: nil,
                                          root: ViewNode(kind: .view, id: nil, location: SourceLocation(file: entry.file, line: 1, column: 1)))
            // Its own development language: judged against nothing, and every cause-deciding pass leaves it alone.
            document.developmentLanguage = entry.locale
            var screen = Simulator.Screen(document: document, catalog: nil, assets: nil, locale: entry.locale, device: device,
                                          contentSize: size)
            var finding = Finding(kind: entry.kind, view: nil, message: entry.message,
                                  location: SourceLocation(file: entry.file, line: entry.line ?? 1, column: entry.column ?? 1))
            // Severity stays the kind's whatever `--design-findings` says: nothing of the file was laid out.
            finding.cause = entry.isTranslation ? .translation : .design
            screen.unreadable = finding
            return screen
        }
    }

    /// The result of an unreadable file's screen: its finding, no view, no picture.
    static func result(_ screen: Simulator.Screen, _ finding: Finding) -> (screen: RenderedScreen, reference: DevelopmentReference) {
        var result = ScreenResult(layout: screen.document.name, locale: screen.locale, device: screen.device.name,
                                  contentSize: screen.contentSize, developmentLanguage: screen.developmentLanguage,
                                  direction: .leftToRight, png: nil, views: [], findings: [finding], layoutFile: screen.document.file)
        result.matrixIndex = screen.index
        result.layoutLine = finding.location?.line
        return (RenderedScreen(result: result, png: nil), DevelopmentReference([]))
    }
}
