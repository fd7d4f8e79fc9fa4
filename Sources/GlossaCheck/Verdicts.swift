/// Whether a finding is the design's (the development language has it too) or the translation's.
public enum Cause: String, Sendable, CaseIterable {
    case design, translation
}

/// The severity a design finding takes (`--design-findings`): `error` keeps its kind's severity, `off` leaves
/// design findings out of results and reports.
public enum DesignSeverity: String, Sendable, CaseIterable {
    case error, warning, off
}

/// What the development-language result of one layout, device, content size and plural form found: the
/// reference every other locale's findings are judged against.
public struct DevelopmentReference: Sendable, Equatable {
    /// A finding as the reference matches it: its kind on its view (for an overlap, on its pair of views).
    struct Signature: Hashable, Sendable {
        let kind: FindingKind
        let views: [String]
    }

    let signatures: Set<Signature>

    public init(_ findings: [Finding]) {
        signatures = Set(findings.map(Self.signature))
    }

    func has(_ finding: Finding) -> Bool { signatures.contains(Self.signature(finding)) }

    /// The signatures as lines ("kind", then each view, separated by U+001F), sorted: what a cache entry keeps of
    /// a development-language screen, so a run that reuses it need not lay it out again to judge the others.
    public var lines: [String] {
        signatures.map { ([$0.kind.rawValue] + $0.views).joined(separator: "\u{1F}") }.sorted()
    }

    /// The reference `lines` spelt; nil when a line names no known kind.
    public init?(lines: [String]) {
        var signatures = Set<Signature>()
        for line in lines {
            let parts = line.split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init)
            guard let kind = FindingKind(rawValue: parts[0]) else { return nil }
            signatures.insert(Signature(kind: kind, views: Array(parts.dropFirst())))
        }
        self.signatures = signatures
    }

    static func signature(_ finding: Finding) -> Signature {
        Signature(kind: finding.kind, views: [finding.view, finding.otherView].compactMap { $0 }.sorted())
    }
}

/// Decides, in one place, each finding's cause and severity from the development-language result.
public enum Verdicts {
    /// `findings` with their cause and severity; `reference` is nil for the development-language result itself,
    /// whose every finding is the design's.
    public static func judge(_ findings: [Finding], reference: DevelopmentReference?, design: DesignSeverity) -> [Finding] {
        findings.compactMap { finding in
            var judged = finding
            let isDesign = reference?.has(finding) ?? true
            judged.cause = isDesign ? .design : .translation
            if finding.kind == .truncated { judged.message += truncationClause(isDesign: isDesign, ownResult: reference == nil) }
            // An uncertain finding stays a note whatever `--design-findings` says (but `off` leaves it out).
            guard isDesign else { return judged }
            if finding.certainty == .uncertain { return design == .off ? nil : judged }
            switch design {
            case .error: return judged
            case .warning: judged.severity = .warning
            case .off: return nil
            }
            return judged
        }
    }

    private static func truncationClause(isDesign: Bool, ownResult: Bool) -> String {
        if ownResult { return "; this is the development language, so the design truncates here on purpose or is too tight everywhere" }
        return isDesign ? "; the development language truncates here too, so the design truncates on purpose"
            : "; the development language shows this view in full"
    }
}
