import GlossaReports

/// A run's result as every report reads it: the facade's one step from `ScreenResult` to `ScreenRecord`.
extension ScreenRecord {
    public init(_ result: ScreenResult) {
        self.init(result, views: true)
    }

    /// The screen's record; without `views`, one that lists no views (for a run that writes no report.json).
    init(_ result: ScreenResult, views: Bool) {
        self.init(layout: result.layout, locale: result.locale, device: result.device, contentSize: result.contentSize,
                  direction: result.direction == .rightToLeft ? "rtl" : "ltr", png: result.png.map(ReportPath.relative) ?? "",
                  views: views ? Report.views(result.views) : .object([]))
        index = result.matrixIndex
        plural = result.plural
        file = result.layoutFile.isEmpty ? nil : ReportPath.relative(result.layoutFile)
        line = result.layoutLine
        findings = result.findings.map(FindingRecord.init)
    }
}
