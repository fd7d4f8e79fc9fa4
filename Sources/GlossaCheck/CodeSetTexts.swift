import GlossaLayout

extension Checker {
    /// The kinds that judge a view's own text: its translation and whether it fits.
    public static let textJudgements: Set<FindingKind> = [.untranslated, .missingTranslation, .truncated, .brokenWord, .formatMismatch]

    /// The findings less those that judge a text the app's code replaces at run time (`TextContent.setInCode`):
    /// the document's text there is a placeholder users never see.
    public static func withoutJudgingCodeSetTexts(_ findings: [Finding], in result: LayoutResult) -> [Finding] {
        let placeholders = Set(result.views.filter { $0.node.text?.setInCode != nil }.map(\.name))
        guard !placeholders.isEmpty else { return findings }
        return findings.filter { finding in
            guard textJudgements.contains(finding.kind), let view = finding.view else { return true }
            return !placeholders.contains(view)
        }
    }
}

extension Checker {
    /// The judged findings less each `clipped` blamed on a translation (`cause` translation) of a view whose text
    /// the app's code sets: users see the code's text there, never the translation of its placeholder. One the
    /// development language has too (`design`) stays: the view cuts its placeholder already.
    public static func withoutBlamingTranslationsOfCodeSetTexts(_ findings: [Finding], in result: LayoutResult) -> [Finding] {
        let placeholders = Set(result.views.filter { $0.node.text?.setInCode != nil }.map(\.name))
        guard !placeholders.isEmpty else { return findings }
        return findings.filter { finding in
            guard finding.kind == .clipped, finding.cause == .translation, let view = finding.view else { return true }
            return !placeholders.contains(view)
        }
    }
}
