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
    /// An uncertain verdict (contract v4): reported, never counted by `--fail-on`.
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// Whether Glossa sees all that a verdict rests on (contract v4, "Verdicts on evidence").
public enum Certainty: String, Sendable, CaseIterable {
    case certain, uncertain
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
    /// `uncertain` when the verdict rests on something Glossa cannot see (`Evidence`): then `because` says what,
    /// with its file:line where there is one, and the severity is `note`.
    public private(set) var certainty: Certainty = .certain
    public private(set) var because: String?

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

    /// The finding made uncertain: a note, saying why. The first reason given is kept.
    public func doubted(because reason: String) -> Finding {
        guard certainty == .certain else { return self }
        var doubted = self
        doubted.certainty = .uncertain
        doubted.because = reason
        doubted.severity = .note
        return doubted
    }

    /// A finding read back from a report with its certainty.
    public mutating func restore(certainty: Certainty, because: String?) {
        self.certainty = certainty
        self.because = because
    }
}
