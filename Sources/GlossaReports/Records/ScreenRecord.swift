import Foundation
import GlossaCheck
import GlossaLayout

/// One screen as every report reads it: identity, views (already as JSON), findings, snapshot state.
///
/// Compact and self-contained: report.json is a list of these, so `glossa merge` rebuilds every report
/// (JUnit, SARIF, HTML, Markdown) from shard reports alone, byte for byte as one whole run writes them.
public struct ScreenRecord: Sendable {
    public var layout: String
    public var locale: String
    public var device: String
    public var contentSize: String
    public var plural: String?
    public var direction: String
    /// The screen's PNG (relative to the working directory), or "" when none was drawn.
    public var png: String
    /// The layout document (relative to the working directory).
    public var file: String?
    /// The line of the layout's root view in `file`.
    public var line: Int?
    /// Every identified view's frame and text, as report.json lists them.
    public var views: JSON {
        get {
            switch printedViews {
            case let .value(views): return views
            // Printed by this process for report.json: reading it back cannot fail.
            case let .printed(text): return (try? JSONReader.read(Array(text.utf8), file: "views")) ?? .object([])
            }
        }
        set { printedViews = .value(newValue) }
    }
    /// The views as a value, or already printed as report.json prints them (`ScreenRecords` keeps them so: only
    /// report.json reads them, and it copies the text).
    var printedViews: PrintedViews
    public var findings: [FindingRecord]
    public var snapshot: SnapshotVerdict?
    /// Position in the whole matrix: merged shard reports keep the order of one whole run.
    public var index: Int?

    package init(layout: String, locale: String, device: String, contentSize: String, direction: String, png: String, views: JSON) {
        self.layout = layout
        self.locale = locale
        self.device = device
        self.contentSize = contentSize
        self.direction = direction
        self.png = png
        printedViews = .value(views)
        findings = []
    }

    /// "quiz iphone-15 de@ax3+few": how messages and test names call the screen.
    public var title: String {
        "\(layout) \(device) \(locale)\(contentSize == DynamicType.defaultContentSize ? "" : "@\(contentSize)")\(plural.map { "+\($0)" } ?? "")"
    }

    package var identity: ScreenIdentity {
        ScreenIdentity(layoutFile: file ?? "", layout: layout, device: device, locale: locale, contentSize: contentSize, plural: plural)
    }
}

/// A screen's views: as a value, or as the text report.json prints for them (at `level`, its nesting depth there).
enum PrintedViews: Sendable {
    case value(JSON)
    case printed(String)

    /// Where report.json prints a screen's views: inside a result (level 2) of the results array (level 1).
    static let level = 3
    static let indent = 2

    /// The views as report.json prints them.
    var text: String {
        switch self {
        case let .value(views): return views.serialized(indent: Self.indent, level: Self.level)
        case let .printed(text): return text
        }
    }
}

/// A finding as reports carry it.
public struct FindingRecord: Sendable {
    public var kind: String
    public var severity: Severity
    /// "design" (the development language has it too) or "translation"; nil in reports from before causes.
    public var cause: Cause?
    public var view: String?
    /// An overlap's second view.
    public var otherView: String?
    public var key: String?
    public var message: String
    public var frame: JSON?
    public var needed: JSON?
    /// "file:line:column" in the layout document.
    public var location: String?
    /// "file:line" (or "file") where the key's value is defined.
    public var stringsLocation: String?
    public var accepted: Bool
    /// `uncertain` (a note) when the verdict rests on what Glossa cannot see, said by `because`.
    public var certainty: Certainty = .certain
    public var because: String?

    public init(_ finding: Finding) {
        kind = finding.kind.rawValue
        severity = finding.severity
        cause = finding.cause
        view = finding.view
        otherView = finding.otherView
        key = finding.key
        message = finding.message
        frame = finding.frame.map { .object(Report.rect($0)) }
        needed = finding.needed.map { .object([("width", .points($0.width)), ("height", .points($0.height))]) }
        location = finding.location.map { ReportPath.relative($0.file) + ":\($0.line):\($0.column)" }
        stringsLocation = finding.stringsLocation.map(ReportPath.relative)
        accepted = finding.accepted
        certainty = finding.certainty
        because = finding.because
    }

    init(kind: String, severity: Severity, message: String) {
        self.kind = kind
        self.severity = severity
        self.message = message
        accepted = false
    }
}

/// A snapshot comparison's outcome for one screen, as reports show it.
public struct SnapshotVerdict: Sendable, Equatable {
    public enum State: String, Sendable { case match, mismatch, missing, recorded }
    public var state: State
    public var message: String?
    /// Copies written under `<out>/failures/` for a mismatch (relative to the working directory).
    public var actual: String?
    public var diff: String?
    public var baseline: String?

    public init(state: State, message: String? = nil, actual: String? = nil, diff: String? = nil, baseline: String? = nil) {
        self.state = state
        self.message = message
        self.actual = actual
        self.diff = diff
        self.baseline = baseline
    }

    /// A mismatch or a missing baseline fails the screen, whatever --fail-on says.
    public var fails: Bool { state == .mismatch || state == .missing }
}

/// Paths as reports print them: relative to the working directory when they are inside it; a path
/// given relative stays as given, and an absolute path elsewhere stays absolute (a chain of "../" to /tmp
/// would break as soon as the report moves).
package enum ReportPath {
    package static func relative(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        let cwd = (FileManager.default.currentDirectoryPath as NSString).standardizingPath
        let target = (path as NSString).standardizingPath
        if target == cwd { return "." }
        let prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
        return target.hasPrefix(prefix) ? String(target.dropFirst(prefix.count)) : path
    }
}
