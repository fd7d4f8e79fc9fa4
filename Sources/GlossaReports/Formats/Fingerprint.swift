/// What names a finding, or a screen's snapshot, across runs and machines: names only, no line or frame, so an alert
/// keeps its identity when the file around it changes. SARIF's `partialFingerprints` and GitLab's `fingerprint`.
package enum Fingerprint {
    package static func finding(_ finding: FindingRecord, on screen: ScreenRecord) -> String {
        [finding.kind, screen.layout, screen.locale, screen.device, finding.view ?? "", finding.key ?? "", screen.contentSize,
         screen.plural ?? ""].joined(separator: "|")
    }

    package static func snapshot(_ screen: ScreenRecord) -> String {
        ["snapshot", screen.layout, screen.locale, screen.device, screen.contentSize, screen.plural ?? ""].joined(separator: "|")
    }
}
