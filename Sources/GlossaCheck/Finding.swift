import GlossaLayout

/// The finding kinds of contracts v1 and v2, with their severities.
public enum FindingKind: String, Sendable, CaseIterable {
    case truncated, clipped, inkOverflow = "ink-overflow", overlap, offscreen
    case missingTranslation = "missing-translation", missingGlyph = "missing-glyph"
    case unsatisfiable, ambiguous, formatMismatch = "format-mismatch", notLocalized = "not-localized"
    case hardcodedDirection = "hardcoded-direction"
    // Contract v2.
    case notMirrored = "not-mirrored", unmirroredImage = "unmirrored-image", untranslated, brokenWord = "broken-word"
    /// An element of an imported document Glossa cannot lay out faithfully (drawn as a placeholder).
    case unsupported
    // Contract v4.
    /// A file of the app (a document, strings table, catalog, `Contents.json`, image) that cannot be read as iOS reads
    /// it: the run goes on without it, and the message says what iOS does with it.
    case unreadable

    /// Errors are bugs a user sees; warnings may be intended or are only likely bugs.
    public var severity: Severity {
        switch self {
        case .truncated, .clipped, .overlap, .offscreen, .missingGlyph, .unsatisfiable, .formatMismatch, .notMirrored, .unreadable:
            return .error
        case .inkOverflow, .missingTranslation, .ambiguous, .notLocalized, .hardcodedDirection, .unmirroredImage, .untranslated,
             .brokenWord, .unsupported: return .warning
        }
    }
}

public enum Severity: String, Sendable, Comparable {
    case warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
}

/// What a person would call a bug in one rendered screen.
public struct Finding: Sendable {
    public var kind: FindingKind
    public var severity: Severity
    /// The view's id, or its path when it has none.
    public var view: String?
    /// The second view of a pair (an overlap's other view).
    public var otherView: String?
    /// The localization key of the text involved.
    public var key: String?
    public var message: String
    public var frame: TextRect?
    /// The size the content needed.
    public var needed: (width: Double, height: Double)?
    /// Where in the layout file the view or constraint is written.
    public var location: SourceLocation?
    /// Where the value of `key` shown on this screen is defined: "path:line" (or "path" when the format
    /// has no lines), so a code-scanning annotation lands on the translation.
    public var stringsLocation: String?
    /// Matched an entry of the accepted-findings file: reported, but never counted toward --fail-on.
    public var accepted = false
    /// Whether the development language has it too (`Verdicts`); nil until judged.
    public var cause: Cause?

    public init(kind: FindingKind, severity: Severity? = nil, view: String?, key: String? = nil, message: String,
                frame: TextRect? = nil, needed: (width: Double, height: Double)? = nil, location: SourceLocation? = nil) {
        self.kind = kind
        self.severity = severity ?? kind.severity
        self.view = view
        self.key = key
        self.message = message
        self.frame = frame
        self.needed = needed
        self.location = location
    }
}
