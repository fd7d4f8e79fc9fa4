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
        // In a language written right to left, a text that still reads left to right (not translated yet, a Latin
        // name) sits where its reader expects it; a pseudo-language's English is judged, as it stands for a translation.
        findings += Checker.notMirrored(result, mirror: try layout(mirror: .leftToRight),
                                        judgingLeftToRightText: !LocaleInfo.isRightToLeft(screen.locale))
        return findings
    }
}
