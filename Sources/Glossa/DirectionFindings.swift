import GlossaCheck
import GlossaLayout
import GlossaText

extension LocalizedScreen {
    /// not-mirrored and unmirrored-image for a right-to-left screen. not-mirrored needs the same screen
    /// laid out left-to-right with the same strings: one more layout per right-to-left screen.
    func directionFindings(_ result: LayoutResult) throws(GlossaError) -> [Finding] {
        var findings = Checker.unmirroredImages(result, fixedAssets: assets.fixedDirectionAssets)
        guard result.direction == .rightToLeft else { return findings }
        findings += Checker.notMirrored(result, mirror: try layout(mirror: .leftToRight))
        return findings
    }
}
