import Foundation
import XCTest

/// `glossa check` on an app whose xibs no locale translates: a document is `not-localized` only where a user
/// reads text it holds itself (not text the code sets, not placeholders), with a message that is true of the
/// app's strings; and `{placeholder}` texts are not missing translations. In LTR and RTL.
final class NotLocalizedCommandTests: XCTestCase {
    private static func xib(_ id: String, customClass: String, labels: [(id: String, text: String)], outlets: [(String, String)]) -> String {
        let views = labels.enumerated().map { offset, label in
            """
                            <label text="\(label.text)" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\(label.id)">
                                <rect key="frame" x="16" y="\(20 + offset * 40)" width="200" height="24"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
            """
        }.joined(separator: "\n")
        let connections = outlets.map { "<outlet property=\"\($0.0)\" destination=\"\($0.1)\" id=\"\($0.1)-out\"/>" }.joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="\(id)" customClass="\(customClass)">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="200"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
            \(views)
                        </subviews>
                        <connections>\(connections)</connections>
                    </view>
                </objects>
            </document>
            """
    }

    private func app() throws -> URL {
        let root = try CLI.temporaryFolder()
        let files = [
            "Tiny.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{}\n",
            // Every text of the cell is set in code, or is empty, a placeholder word, braces or a symbol.
            "Tiny/Base.lproj/InfoCell.xib": Self.xib("INF-vw-ROT", customClass: "InfoCell", labels: [
                ("INF-lb-TTL", "About this app"), ("INF-lb-VER", "Version 1.0"), ("INF-lb-EMP", ""), ("INF-lb-WRD", "Subtitle"),
                ("INF-lb-BRC", "{File Name}"), ("INF-lb-SYM", "✕"),
            ], outlets: [("titleLabel", "INF-lb-TTL"), ("versionLabel", "INF-lb-VER")]),
            // One text users read: the document is not localized.
            "Tiny/Base.lproj/HelpView.xib": Self.xib("HLP-vw-ROT", customClass: "HelpView", labels: [
                ("HLP-lb-TTL", "Help"), ("HLP-lb-LNK", "Forum (English)"),
            ], outlets: [("titleLabel", "HLP-lb-TTL")]),
            // Translated in de only, where the placeholder has no translation and "Save" has none either.
            "Tiny/Base.lproj/FileView.xib": Self.xib("FIL-vw-ROT", customClass: "FileView", labels: [
                ("FIL-lb-NAM", "{File Name}"), ("FIL-lb-SAV", "Save"), ("FIL-lb-OPN", "Open"),
            ], outlets: []),
            // A debug screen (its text is a note), and a notice the code fades in and out (still a warning).
            "Tiny/Base.lproj/DebugMenu.xib": Self.xib("DBG-vw-ROT", customClass: "DebugMenu", labels: [("DBG-lb-TTL", "Reset onboarding")],
                                                     outlets: []),
            "Tiny/Base.lproj/NoticeView.xib": Self.xib("NTC-vw-ROT", customClass: "NoticeView", labels: [("NTC-lb-MSG", "Could not connect")],
                                                      outlets: [("messageLabel", "NTC-lb-MSG")]),
            // A stack the code empties before it shows its reactions: the design's button is never seen.
            "Tiny/Base.lproj/ReactionView.xib": Self.xib("RCT-vw-ROT", customClass: "ReactionView", labels: [("RCT-lb-DSN", "Reactions")],
                                                        outlets: [("stack", "RCT-vw-ROT")]),
            "Tiny/de.lproj/FileView.strings": "\"FIL-lb-OPN.text\" = \"Öffnen\";\n",
            "Tiny/ar.lproj/FileView.strings": "\"FIL-lb-OPN.text\" = \"فتح\";\n",
            "Tiny/en.lproj/Localizable.strings": "\"help.title\" = \"Help\";\n",
            "Tiny/de.lproj/Localizable.strings": "\"help.title\" = \"Hilfe\";\n",
            "Tiny/ar.lproj/Localizable.strings": "\"help.title\" = \"مساعدة\";\n",
            "Tiny/InfoCell.swift": """
                import UIKit
                final class InfoCell: UITableViewCell {
                    @IBOutlet var titleLabel: UILabel!
                    @IBOutlet var versionLabel: UILabel!
                    func configure() {
                        titleLabel.text = NSLocalizedString("about", comment: "")
                        versionLabel.text = Bundle.main.version
                    }
                }
                final class HelpView: UIView {
                    @IBOutlet var titleLabel: UILabel!
                    override func awakeFromNib() { titleLabel.text = NSLocalizedString("help.title", comment: "") }
                }
                final class NoticeView: UIView {
                    @IBOutlet var messageLabel: UILabel!
                    override func awakeFromNib() { messageLabel.alpha = 0 }
                }
                final class ReactionView: UIView {
                    @IBOutlet var stack: UIStackView!
                    func map(_ views: [UIView]) {
                        stack.arrangedSubviews.forEach { stack.removeArrangedSubview($0); $0.removeFromSuperview() }
                        views.forEach(stack.addArrangedSubview)
                    }
                }
                let reactions = UINib(nibName: "ReactionView", bundle: nil)
                let nibs = [UINib(nibName: "InfoCell", bundle: nil), UINib(nibName: "HelpView", bundle: nil), UINib(nibName: "FileView", bundle: nil),
                            UINib(nibName: "DebugMenu", bundle: nil), UINib(nibName: "NoticeView", bundle: nil)]
                """,
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    func testADocumentIsNotLocalizedOnlyWhereItShowsTextOfItsOwnInLTRAndRTL() throws {
        let app = try app()
        let run = try CLI.run(["check", "Tiny", "--locales", "en,de,ar", "--json", "report.json"], in: app)
        XCTAssertNotEqual(run.status, 2, run.stderr)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: app.appendingPathComponent("report.json"))) as? [String: Any]
        let results = try XCTUnwrap(json?["results"] as? [[String: Any]])
        var seen = Set<String>()
        for result in results {
            let layout = result["layout"] as? String ?? "?", locale = result["locale"] as? String ?? "?"
            seen.insert("\(layout) \(locale)")
            XCTAssertEqual(result["direction"] as? String, locale == "ar" ? "rtl" : "ltr")
            let findings = try XCTUnwrap(result["findings"] as? [[String: Any]])
            let notLocalized = findings.filter { $0["kind"] as? String == "not-localized" }.compactMap { $0["message"] as? String }
            let missing = findings.filter { $0["kind"] as? String == "missing-translation" }.compactMap { $0["view"] as? String }
            switch layout {
            case "InfoCell-INF-vw-ROT":
                XCTAssertEqual(notLocalized, [], "nothing users read comes from the document (\(locale))")
            case "HelpView-HLP-vw-ROT":
                // The other languages' finding: the development language's own screen shows the right text.
                XCTAssertEqual(notLocalized, locale == "en" ? [] : ["'HLP-vw-ROT' (HelpView): 'HelpView-HLP-vw-ROT' is not localized: no locale has its strings table 'HelpView', so every locale shows its en text (\"Forum (English)\")"], locale)
            case "DebugMenu-DBG-vw-ROT", "NoticeView-NTC-vw-ROT":
                // A debug screen's text is a note; a notice the code fades out may still be shown: a warning.
                let finding = findings.first { $0["kind"] as? String == "not-localized" }
                let expected = locale == "en" ? nil : layout.hasPrefix("DebugMenu") ? "note" : "warning"
                XCTAssertEqual(finding?["severity"] as? String, expected, "\(layout) \(locale)")
                if expected == "note" {
                    XCTAssertEqual(finding?["because"] as? String, "'DebugMenu' names a debug screen: its users are the app's developers")
                }
            case "ReactionView-RCT-vw-ROT":
                XCTAssertEqual(notLocalized, [], "the code replaces the stack's views (\(locale))")
            case "FileView-FIL-vw-ROT":
                XCTAssertEqual(notLocalized, [], locale)
                XCTAssertEqual(missing, locale == "en" ? [] : ["FIL-lb-SAV"], "a {placeholder} needs no translation (\(locale))")
            default:
                XCTFail("unexpected layout \(layout)")
            }
        }
        XCTAssertEqual(seen.count, 18, "\(seen.sorted())")
        XCTAssertEqual(try CLI.checkContract(app.appendingPathComponent("report.json")), 0, "check-report.py rejected report.json")
    }

    func testAnAppThatShipsOneLanguageHasOnlyANoteOfIt() throws {
        // The same app without a language folder besides English: every user reads the xib's text as written.
        let app = try app()
        for language in ["de", "ar"] { try FileManager.default.removeItem(at: app.appendingPathComponent("Tiny/\(language).lproj")) }
        let run = try CLI.run(["check", "Tiny", "--locales", "all", "--fail-on", "warning", "--json", "one.json"], in: app)
        XCTAssertEqual(run.status, 0, "a note never fails a run\n\(run.stdout)\(run.stderr)")
        XCTAssertTrue(run.stdout.contains("where the verdict depends on what Glossa cannot see (--verbose lists them)"), run.stdout)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: app.appendingPathComponent("one.json"))) as? [String: Any]
        let findings = (json?["results"] as? [[String: Any]] ?? []).flatMap { $0["findings"] as? [[String: Any]] ?? [] }
        let notLocalized = try XCTUnwrap(findings.first { $0["kind"] as? String == "not-localized" })
        XCTAssertEqual(notLocalized["severity"] as? String, "note")
        XCTAssertEqual(notLocalized["certainty"] as? String, "uncertain")
        XCTAssertEqual(notLocalized["because"] as? String, "the app ships no language but en: every user reads this text as written")
        // With a second language the same document is a warning again (the test above).
        XCTAssertEqual(try CLI.checkContract(app.appendingPathComponent("one.json")), 0)
    }
}
