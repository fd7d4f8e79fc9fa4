import GlossaCheck
import GlossaICU
import GlossaLayout
import GlossaText

extension LocalizedScreen {
    /// not-mirrored and unmirrored-image for a right-to-left screen. not-mirrored needs the same screen
    /// laid out left-to-right with the same strings: one more layout per right-to-left screen.
    func directionFindings(_ result: LayoutResult) throws(GlossaError) -> [Finding] {
        var findings = Checker.unmirroredImages(result, fixedAssets: assets.fixedDirectionAssets)
        guard result.direction == .rightToLeft else { return findings }
        let rightToLeftLanguage = LocaleInfo.isRightToLeft(screen.locale)
        findings += Checker.notMirrored(result, mirror: try layout(mirror: .leftToRight),
                                        judgesLines: { !rightToLeftLanguage || !Self.readsItsOwnWay($0) })
        return findings
    }

    /// Whether a text view of a screen in a language written right to left shows the document's own text still
    /// reading left to right (not translated yet, or a Latin name): it sits where its reader expects it, so its
    /// alignment and its lines' mirroring are not judged (its missing translation is the finding). A right-to-left
    /// pseudo-language's English stands for a translation and is judged (its locale's language is left to right); so
    /// is text the code sets or a placeholder, which the user sees in the screen's language.
    static func readsItsOwnWay(_ view: LaidOutView) -> Bool {
        guard let paragraph = view.paragraph, paragraph.direction == .leftToRight, let content = view.node.text,
              content.setInCode == nil else { return false }
        return !PlaceholderText.isPlaceholder(content.defaultValue ?? content.verbatim ?? paragraph.text)
    }

    /// The findings less each `hardcoded-direction` on a text view that `readsItsOwnWay`.
    func withoutAlignmentsOfTextsReadingTheirOwnWay(_ findings: [Finding], in result: LayoutResult) -> [Finding] {
        guard findings.contains(where: { $0.kind == .hardcodedDirection }), LocaleInfo.isRightToLeft(screen.locale) else { return findings }
        let exempt = Set(result.views.filter(Self.readsItsOwnWay).map(\.name))
        return findings.filter { $0.kind != .hardcodedDirection || !exempt.contains($0.view ?? "") }
    }
}
