import Foundation
import XCTest

/// `glossa check` on an app whose code sets some outlets' text at run time: those views say so in
/// report.json and their storyboard placeholders are not judged; the others still are, in LTR and RTL.
final class TextSetInCodeCommandTests: XCTestCase {
    private static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="PRF-vc-001">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="PRF-sc-001">
                    <objects>
                        <viewController storyboardIdentifier="Profile" id="PRF-vc-001" customClass="ProfileViewController" customModule="Tiny" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="PRF-vw-ROT">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    <label text="Your name" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="PRF-lb-NAM">
                                        <rect key="frame" x="16" y="100" width="120" height="24"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="120" id="PRF-lb-NAM-w"/>
                                        </constraints>
                                    </label>
                                    <label text="Your name" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="PRF-lb-QUI">
                                        <rect key="frame" x="16" y="140" width="120" height="24"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="120" id="PRF-lb-QUI-w"/>
                                        </constraints>
                                    </label>
                                    <label text="Edit profile" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="PRF-lb-HNT">
                                        <rect key="frame" x="16" y="180" width="100" height="24"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                    <button contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="PRF-bt-SAV">
                                        <rect key="frame" x="16" y="220" width="300" height="44"/>
                                        <state key="normal" title="Save changes"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="300" id="PRF-bt-SAV-w"/>
                                        </constraints>
                                    </button>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="PRF-lb-NAM" firstAttribute="leading" secondItem="PRF-vw-ROT" secondAttribute="leading" constant="16" id="PRF-lb-NAM-l"/>
                                    <constraint firstItem="PRF-lb-NAM" firstAttribute="top" secondItem="PRF-vw-ROT" secondAttribute="top" constant="100" id="PRF-lb-NAM-t"/>
                                    <constraint firstItem="PRF-lb-QUI" firstAttribute="leading" secondItem="PRF-vw-ROT" secondAttribute="leading" constant="16" id="PRF-lb-QUI-l"/>
                                    <constraint firstItem="PRF-lb-QUI" firstAttribute="top" secondItem="PRF-vw-ROT" secondAttribute="top" constant="140" id="PRF-lb-QUI-t"/>
                                    <constraint firstItem="PRF-lb-HNT" firstAttribute="leading" secondItem="PRF-vw-ROT" secondAttribute="leading" constant="16" id="PRF-lb-HNT-l"/>
                                    <constraint firstItem="PRF-lb-HNT" firstAttribute="top" secondItem="PRF-vw-ROT" secondAttribute="top" constant="180" id="PRF-lb-HNT-t"/>
                                    <constraint firstItem="PRF-bt-SAV" firstAttribute="leading" secondItem="PRF-vw-ROT" secondAttribute="leading" constant="16" id="PRF-bt-SAV-l"/>
                                    <constraint firstItem="PRF-bt-SAV" firstAttribute="top" secondItem="PRF-vw-ROT" secondAttribute="top" constant="220" id="PRF-bt-SAV-t"/>
                                </constraints>
                            </view>
                            <connections>
                                <outlet property="nameLabel" destination="PRF-lb-NAM" id="PRF-ou-001"/>
                                <outlet property="quietLabel" destination="PRF-lb-QUI" id="PRF-ou-002"/>
                                <outlet property="hintLabel" destination="PRF-lb-HNT" id="PRF-ou-003"/>
                                <outlet property="saveButton" destination="PRF-bt-SAV" id="PRF-ou-004"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    private static let controller = """
        import UIKit

        final class ProfileViewController: UIViewController {
            @IBOutlet private weak var nameLabel: UILabel!
            @IBOutlet private weak var quietLabel: UILabel!
            @IBOutlet private weak var hintLabel: UILabel!
            @IBOutlet private weak var saveButton: UIButton!

            override func viewDidLoad() {
                super.viewDidLoad()
                nameLabel.text = user.fullName
                saveButton.setTitle(NSLocalizedString("profile.save", comment: ""), for: .normal)
                print(quietLabel.text ?? "")
                let hintLabel = UILabel()
                hintLabel.text = "a label of its own"
            }
        }
        """

    /// The app: an Xcode project folder, the storyboard with English, German and Arabic strings (German
    /// copies two English values unchanged), the controller, and
    /// a test that sets the quiet label (test code is not the app's).
    private func tinyApp() throws -> URL {
        let root = try CLI.temporaryFolder()
        let files = [
            "Tiny.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{}\n",
            "Tiny/Base.lproj/Main.storyboard": Self.storyboard,
            "Tiny/de.lproj/Main.strings": """
                "PRF-lb-NAM.text" = "Ihr vollständiger Benutzername";
                "PRF-lb-QUI.text" = "Ihr vollständiger Benutzername";
                "PRF-lb-HNT.text" = "Edit profile";
                "PRF-bt-SAV.normalTitle" = "Save changes";
                """,
            "Tiny/en.lproj/Main.strings": "\"PRF-lb-HNT.text\" = \"Edit profile\";\n\"PRF-bt-SAV.normalTitle\" = \"Save changes\";\n",
            "Tiny/ar.lproj/Main.strings": "\"PRF-vc-001.title\" = \"الملف\";\n",
            "Tiny/Controllers/ProfileViewController.swift": Self.controller,
            "TinyTests/ProfileViewControllerTests.swift": "extension ProfileViewController {\n  func fake() { quietLabel.text = \"x\" }\n}\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    private func results(_ report: URL) throws -> [[String: Any]] {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any]
        return json?["results"] as? [[String: Any]] ?? []
    }

    func testCodeSetViewsSayWhereAndAreNotJudgedInLTRAndRTL() throws {
        let app = try tinyApp()
        let run = try CLI.run(["check", "Tiny/Base.lproj/Main.storyboard", "--locales", "de,ar", "--json", "report.json"], in: app)
        XCTAssertEqual(run.status, 1, "the quiet label is still truncated in German\n\(run.stdout)\(run.stderr)")
        let results = try results(app.appendingPathComponent("report.json"))
        XCTAssertEqual(results.map { $0["locale"] as? String }, ["de", "ar"])
        for result in results {
            let locale = result["locale"] as? String ?? "?"
            XCTAssertEqual(result["direction"] as? String, locale == "ar" ? "rtl" : "ltr")
            let views = try XCTUnwrap(result["views"] as? [String: [String: Any]])
            XCTAssertEqual(views["PRF-lb-NAM"]?["textSource"] as? String, "code", locale)
            XCTAssertEqual(views["PRF-lb-NAM"]?["textSourceAt"] as? String, "Tiny/Controllers/ProfileViewController.swift:11", locale)
            XCTAssertEqual(views["PRF-bt-SAV"]?["textSourceAt"] as? String, "Tiny/Controllers/ProfileViewController.swift:12", locale)
            for untouched in ["PRF-lb-QUI", "PRF-lb-HNT", "PRF-vw-ROT"] {
                XCTAssertNil(views[untouched]?["textSource"], "\(untouched) \(locale)")
                XCTAssertNil(views[untouched]?["textSourceAt"], "\(untouched) \(locale)")
            }
            // The laid-out text is still the storyboard's (what the design holds), only not judged.
            XCTAssertEqual(views["PRF-lb-NAM"]?["truncated"] as? Bool, locale == "de", locale)
            let findings = try XCTUnwrap(result["findings"] as? [[String: Any]])
            let judged = { (view: String) in findings.filter { $0["view"] as? String == view }.compactMap { $0["kind"] as? String }.sorted() }
            XCTAssertEqual(judged("PRF-lb-NAM"), [], locale)
            XCTAssertEqual(judged("PRF-bt-SAV"), [], locale)
            if locale == "de" {
                XCTAssertEqual(judged("PRF-lb-QUI"), ["truncated"])
                XCTAssertEqual(judged("PRF-lb-HNT"), ["untranslated"], "a local named like the outlet sets nothing")
            } else {
                XCTAssertEqual(judged("PRF-lb-QUI"), ["missing-translation"])
                XCTAssertEqual(judged("PRF-lb-HNT"), ["missing-translation"])
            }
        }
        XCTAssertFalse(run.stdout.contains("PRF-lb-NAM"), run.stdout)
        XCTAssertTrue(run.stdout.contains("PRF-lb-QUI"), run.stdout)
        XCTAssertEqual(try CLI.checkContract(app.appendingPathComponent("report.json")), 0, "check-report.py rejected report.json")
    }

    func testShardsMergeBackWithTheTextSource() throws {
        let app = try tinyApp()
        let matrix = ["check", "Tiny", "--locales", "de,ar,en"]
        XCTAssertEqual(try CLI.run(matrix + ["--json", "whole.json"], in: app).status, 1)
        for index in 1...2 {
            let shard = try CLI.run(matrix + ["--shard", "\(index)/2", "--json", "shard\(index).json"], in: app)
            XCTAssertTrue([0, 1].contains(shard.status), shard.stderr)
        }
        let merge = try CLI.run(["merge", "shard1.json", "shard2.json", "--json", "merged.json"], in: app)
        XCTAssertEqual(merge.status, 1, merge.stdout + merge.stderr)
        XCTAssertEqual(try Data(contentsOf: app.appendingPathComponent("merged.json")),
                       try Data(contentsOf: app.appendingPathComponent("whole.json")))
        XCTAssertTrue(try String(contentsOf: app.appendingPathComponent("merged.json"), encoding: .utf8).contains("\"textSource\": \"code\""))
    }
}

/// A label 12 pt tall under a line of 15 pt bold text (17.9 pt) cuts only text whose ink leaves it. When the app's
/// code sets the label's text, a translation of its placeholder is never seen: `check` does not blame it for a
/// `clipped`; one the development language has too (the placeholder is cut already) stays, as a design finding.
final class CodeSetTextClippingCommandTests: XCTestCase {
    private static func label(_ id: String, _ text: String, y: Int) -> String {
        """
                                <label text="\(text)" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                    <rect key="frame" x="16" y="\(y)" width="200" height="12"/>
                                    <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="200" id="\(id)-w"/>
                                        <constraint firstAttribute="height" constant="12" id="\(id)-h"/>
                                    </constraints>
                                </label>
        """
    }

    private static func pinned(_ id: String, y: Int) -> String {
        """
                                <constraint firstItem="\(id)" firstAttribute="leading" secondItem="BAS-vw-ROT" secondAttribute="leading" constant="16" id="\(id)-l"/>
                                <constraint firstItem="\(id)" firstAttribute="top" secondItem="BAS-vw-ROT" secondAttribute="top" constant="\(y)" id="\(id)-t"/>
        """
    }

    private static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="BAS-vc-001">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="BAS-sc-001">
                    <objects>
                        <viewController storyboardIdentifier="Basal" id="BAS-vc-001" customClass="BasalViewController" customModule="Tiny" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="BAS-vw-ROT">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
        \(label("BAS-lb-COD", "Recommended", y: 100))
        \(label("BAS-lb-DOC", "Recommended", y: 140))
        \(label("BAS-lb-DSG", "Daily dosage", y: 180))
                                </subviews>
                                <constraints>
        \(pinned("BAS-lb-COD", y: 100))
        \(pinned("BAS-lb-DOC", y: 140))
        \(pinned("BAS-lb-DSG", y: 180))
                                </constraints>
                            </view>
                            <connections>
                                <outlet property="rateLabel" destination="BAS-lb-COD" id="BAS-ou-001"/>
                                <outlet property="doseLabel" destination="BAS-lb-DSG" id="BAS-ou-002"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    private static let controller = """
        import UIKit

        final class BasalViewController: UIViewController {
            @IBOutlet private weak var rateLabel: UILabel!
            @IBOutlet private weak var doseLabel: UILabel!

            override func viewDidLoad() {
                super.viewDidLoad()
                rateLabel.text = String(format: "%.1f U/h", rate)
                doseLabel.text = String(format: "%.1f U", dose)
            }
        }
        """

    func testAClippedPlaceholderIsNotBlamedOnItsTranslation() throws {
        let root = try CLI.temporaryFolder()
        let files = [
            "Tiny.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{}\n",
            "Tiny/Base.lproj/Main.storyboard": Self.storyboard,
            "Tiny/Controllers/BasalViewController.swift": Self.controller,
            "Tiny/de.lproj/Main.strings": "\"BAS-lb-COD.text\" = \"Empfohlen\";\n\"BAS-lb-DOC.text\" = \"Empfohlen\";\n\"BAS-lb-DSG.text\" = \"Tagesdosis\";\n",
            "Tiny/ar.lproj/Main.strings": "\"BAS-lb-COD.text\" = \"موصى به\";\n\"BAS-lb-DOC.text\" = \"موصى به\";\n\"BAS-lb-DSG.text\" = \"جرعة يومية\";\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let run = try CLI.run(["check", "Tiny/Base.lproj/Main.storyboard", "--locales", "en,de,ar", "--json", "report.json"], in: root)
        XCTAssertEqual(run.status, 1, "the label whose text no code sets is clipped in de and ar\n\(run.stdout)\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("report.json"))) as? [String: Any]
        let results = try XCTUnwrap(json?["results"] as? [[String: Any]])
        XCTAssertEqual(results.map { $0["locale"] as? String }, ["en", "de", "ar"])
        for result in results {
            let locale = result["locale"] as? String ?? "?"
            XCTAssertEqual(result["direction"] as? String, locale == "ar" ? "rtl" : "ltr")
            let findings = try XCTUnwrap(result["findings"] as? [[String: Any]])
            let clipped = { (view: String) in
                findings.filter { $0["view"] as? String == view && $0["kind"] as? String == "clipped" }.compactMap { $0["cause"] as? String }
            }
            XCTAssertEqual(clipped("BAS-lb-COD"), [], "\(locale): the code's text is shown there, not the translation")
            XCTAssertEqual(clipped("BAS-lb-DOC"), locale == "en" ? [] : ["translation"], "\(locale): the translation is shown there")
            XCTAssertEqual(clipped("BAS-lb-DSG"), ["design"], "\(locale): 'Daily dosage' is cut in English already")
        }
    }
}
