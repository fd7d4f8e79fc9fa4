import Foundation
import Glossa
import GlossaCheck
import GlossaLayout
import GlossaRender
import GlossaText
import XCTest

/// Navigation bars (UIKit, round 3): system bar button items' titles, a navigation item's title view, and the bar's
/// tint, title colour and bar style, in left-to-right and right-to-left.
final class IBNavigationBarTests: XCTestCase {
    /// A navigation controller (its bar's attributes and children `bar`) whose root shows `item`'s contents, with German
    /// strings for `strings`.
    static func file(bar: String = "", barAttributes: String = "", item: String, itemAttributes: String = #"title="Edit""#,
                     strings: String = "") throws -> String {
        let file = try IBFixtures.storyboard("""
            <scene sceneID="s-1"><objects>
                <navigationController id="NAV-001" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" \(barAttributes) id="NAV-BAR">
                        <rect key="frame" x="0.0" y="59" width="390" height="44"/>
                        \(bar)
                    </navigationBar>
                    <connections><segue destination="VC-001" kind="relationship" relationship="rootViewController" id="sg-1"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="s-2"><objects>
                <viewController storyboardIdentifier="Root" id="VC-001" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="VC-ROOT">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    </view>
                    <navigationItem key="navigationItem" \(itemAttributes) id="NAV-ITM">\(item)</navigationItem>
                </viewController>
            </objects></scene>
            """)
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try Data((#""NAV-ITM.title" = "Bearbeiten";"# + "\n" + strings).utf8)
            .write(to: folder.appendingPathComponent("de.lproj/Test.strings"))
        return file
    }

    /// Cancel and Done show UIKit's words (Done in the done style's bold), take their width, and are never judged for
    /// their translation (UIKit translates them); a system item with a symbol shows none.
    func testSystemBarButtonItemsShowUIKitsWordsNeverJudgedForTranslation() throws {
        let file = try Self.file(item: """
            <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="NAV-CNL"/>
            <barButtonItem key="rightBarButtonItem" systemItem="done" id="NAV-DNE"/>
            """)
        let results = try IBFixtures.run([file], locales: .list(["en", "de"]), pseudo: [.rtl])
        XCTAssertEqual(results.count, 3)
        for screen in results {
            let rtl = screen.direction == .rightToLeft
            XCTAssertEqual(screen.text("NAV-CNL"), "Cancel")
            XCTAssertEqual(screen.text("NAV-DNE"), "Done")
            XCTAssertEqual(screen.views.first { $0.id == "NAV-DNE" }?.node.text?.weight, "semibold")
            XCTAssertNil(screen.views.first { $0.id == "NAV-CNL" }?.node.text?.weight)
            let cancel = screen.frame("NAV-CNL"), done = screen.frame("NAV-DNE")
            XCTAssertGreaterThan(cancel.width, 45, "as wide as its word")
            XCTAssertEqual(rtl ? 393 - cancel.maxX : cancel.x, 4, accuracy: 0.5, "\(screen.locale): the left item leads")
            XCTAssertEqual(rtl ? done.x : 393 - done.maxX, 4, accuracy: 0.5)
            let title = screen.frame("NAV-ITM")
            XCTAssertEqual(title.midX, 393 / 2, accuracy: 0.5)
            XCTAssertEqual(screen.findings.filter { $0.severity != .note }.map(\.message), [], screen.locale)
        }
        let symbol = try IBFixtures.run([try Self.file(item: #"<barButtonItem key="rightBarButtonItem" systemItem="add" id="NAV-ADD"/>"#)])
        XCTAssertNil(try XCTUnwrap(symbol.first).views.first { $0.id == "NAV-ADD" }?.node.text, "a symbol, drawn by iOS")
    }

    /// A title view (a segmented control) takes the title's place, centred in the bar's row of items; its segments'
    /// titles are localized and judged like any text.
    func testATitleViewIsLaidOutCentredInTheBar() throws {
        let file = try Self.file(item: """
            <segmentedControl key="titleView" opaque="NO" contentMode="scaleToFill" segmentControlStyle="bar" selectedSegmentIndex="0" id="NAV-SEG">
                <rect key="frame" x="120" y="6" width="150" height="32"/>
                <segments>
                    <segment title="Day"/>
                    <segment title="Week"/>
                </segments>
            </segmentedControl>
            <barButtonItem key="rightBarButtonItem" title="Save" id="NAV-SAV"/>
            """, strings: #""NAV-SEG.segmentTitles[0]" = "Tag"; "NAV-SEG.segmentTitles[1]" = "Woche"; "NAV-SAV.title" = "Sichern";"#)
        for screen in try IBFixtures.run([file], locales: .list(["en", "de"]), pseudo: [.rtl]) {
            let segments = screen.frame("NAV-SEG")
            XCTAssertEqual(segments.midX, 393 / 2, accuracy: 0.5, screen.locale)
            XCTAssertEqual(segments.midY, 59 + 22, accuracy: 0.5)
            XCTAssertEqual(segments.height, 32, accuracy: 0.5)
            XCTAssertNil(screen.views.first { $0.id == "NAV-ITM" }, "no title beside a title view")
            XCTAssertEqual(screen.text("NAV-SEG.segmentTitles[1]"), screen.locale == "de" ? "Woche" : "Week")
            XCTAssertEqual(screen.findings.filter { $0.severity != .note }.map(\.message), [], screen.locale)
        }
    }

    /// The bar's tint colours its items' titles, its bar tint fills it and its title text attributes colour the title; a
    /// black bar is black with a white title.
    func testBarTintTitleColourAndBlackStyleAreDrawn() throws {
        let tinted = try Self.file(bar: """
            <color key="tintColor" red="1" green="0.5" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            <color key="barTintColor" red="0" green="0" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            <textAttributes key="titleTextAttributes">
                <color key="textColor" red="1" green="1" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </textAttributes>
            """, item: #"<barButtonItem key="rightBarButtonItem" title="Save" id="NAV-SAV"/>"#)
        let black = try Self.file(barAttributes: #"barStyle="black""#, item: "")
        for (file, background, title, tint) in [(tinted, Color(red: 0, green: 0, blue: 128), "#FFFF00FF", "#FF8000FF"),
                                                (black, Color(red: 0, green: 0, blue: 0), "#FFFFFFFF", nil)] {
            for (screen, canvas) in try IBRoundThreeTests.render(file) {
                XCTAssertEqual(screen.views.first { $0.id == "NAV-ITM" }?.node.text?.color, title)
                XCTAssertEqual(screen.views.first { $0.id == "NAV-SAV" }?.node.text?.color, tint)
                // Beside the title, under the status bar's row: the bar's own fill, whatever the alpha leaves of white.
                let fill = IBRoundThreeTests.pixels(TextRect(x: 80, y: 70, width: 4, height: 4), in: canvas)
                for pixel in fill {
                    XCTAssertEqual(Double(pixel.red), Double(background.red), accuracy: 16, screen.locale)
                    XCTAssertEqual(Double(pixel.blue), Double(background.blue), accuracy: 16, screen.locale)
                }
            }
        }
    }
    /// A navigation controller with a bar, whose root is the scene `VC-001`.
    static let stack = """
        <scene sceneID="s-1"><objects>
            <navigationController id="NAV-001" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="NAV-BAR">
                    <rect key="frame" x="0.0" y="59" width="390" height="44"/>
                </navigationBar>
                <connections><segue destination="VC-001" kind="relationship" relationship="rootViewController" id="sg-1"/></connections>
            </navigationController>
        </objects></scene>

        """

    /// A scene a `show` segue pushes onto the stack shows the same bar with its own navigation item, in both
    /// directions; a scene presented modally, and a navigation controller's hidden bar, show none.
    func testAPushedSceneShowsTheBarWithItsOwnTitle() throws {
        let file = try IBFixtures.storyboard(Self.stack + """
            <scene sceneID="s-2"><objects>
                <viewController storyboardIdentifier="List" id="VC-001" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="VC-ROOT">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    </view>
                    <navigationItem key="navigationItem" title="Notes" id="LST-ITM"/>
                    <connections>
                        <segue destination="VC-002" kind="show" identifier="detail" id="sg-2"/>
                        <segue destination="VC-003" kind="presentation" identifier="sheet" id="sg-3"/>
                    </connections>
                </viewController>
            </objects></scene>
            <scene sceneID="s-3"><objects>
                <viewController storyboardIdentifier="Detail" id="VC-002" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="DTL-ROOT">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <subviews>
                            <label text="Body" translatesAutoresizingMaskIntoConstraints="NO" id="DTL-LBL">
                                <rect key="frame" x="16" y="120" width="200" height="21"/>
                            </label>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="DTL-SAF"/>
                        <constraints>
                            <constraint firstItem="DTL-LBL" firstAttribute="top" secondItem="DTL-SAF" secondAttribute="top" constant="8" id="c-1"/>
                            <constraint firstItem="DTL-LBL" firstAttribute="leading" secondItem="DTL-SAF" secondAttribute="leading" constant="16" id="c-2"/>
                        </constraints>
                    </view>
                    <navigationItem key="navigationItem" title="Note" id="DTL-ITM"/>
                </viewController>
            </objects></scene>
            <scene sceneID="s-4"><objects>
                <viewController storyboardIdentifier="Sheet" id="VC-003" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="SHT-ROOT">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    </view>
                    <navigationItem key="navigationItem" title="Sheet" id="SHT-ITM"/>
                </viewController>
            </objects></scene>
            """)
        let results = try IBFixtures.run([file], pseudo: [.rtl])
        for screen in results {
            let rtl = screen.direction == .rightToLeft
            switch screen.layout {
            case "Test-Detail":
                XCTAssertEqual(screen.text("DTL-ITM"), "Note", screen.locale)
                XCTAssertEqual(screen.frame("DTL-ITM").midX, 393 / 2, accuracy: 0.5)
                // Below the bar: the safe area starts 44 pt under the status bar.
                XCTAssertEqual(screen.frame("DTL-LBL").y, 59 + 44 + 8, accuracy: 0.5, screen.locale)
                XCTAssertEqual(rtl ? 393 - screen.frame("DTL-LBL").maxX : screen.frame("DTL-LBL").x, 16, accuracy: 0.5)
            case "Test-List":
                XCTAssertEqual(screen.text("LST-ITM"), "Notes")
            case "Test-Sheet":
                XCTAssertNil(screen.views.first { $0.id == "SHT-ITM" }, "a presented scene has no bar of the stack")
            default:
                break
            }
        }
        XCTAssertEqual(Set(results.map(\.layout)).count, 3)
    }
    /// Two pushed scenes with one title (each under its bar, in a frame of its own) are two layouts, told apart by
    /// their views' ids, never one output folder.
    func testPushedScenesOfOneTitleAreToldApart() throws {
        func pushed(_ id: String) -> String {
            """
            <scene sceneID="s-\(id)"><objects>
                <viewController id="\(id)" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="\(id)-V">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    </view>
                    <navigationItem key="navigationItem" title="Settings" id="\(id)-I"/>
                </viewController>
            </objects></scene>
            """
        }
        let file = try IBFixtures.storyboard(Self.stack + """
            <scene sceneID="s-2"><objects>
                <viewController storyboardIdentifier="Home" id="VC-001" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="VC-ROOT">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    </view>
                    <navigationItem key="navigationItem" title="Home" id="HOM-ITM"/>
                    <connections>
                        <segue destination="SET-A" kind="show" id="sg-2"/>
                        <segue destination="SET-B" kind="show" id="sg-3"/>
                    </connections>
                </viewController>
            </objects></scene>
            """ + pushed("SET-A") + pushed("SET-B"))
        let results = try IBFixtures.run([file])
        XCTAssertEqual(results.count, 3)
        XCTAssertEqual(Set(results.map(\.layout)).count, 3, "\(results.map(\.layout))")
        for id in ["SET-A", "SET-B"] {
            XCTAssertEqual(results.first { $0.views.contains { $0.id == "\(id)-V" } }?.text("\(id)-I"), "Settings")
        }
    }
    /// A navigation bar draws its shadow, a hairline just below it, across the screen; an appearance with a clear
    /// shadow colour draws none.
    func testTheBarHasAHairlineBelowItUnlessItsAppearanceClearsIt() throws {
        for shadow in [true, false] {
            let appearance = shadow ? "" : """
                <navigationBarAppearance key="standardAppearance">
                    <color key="shadowColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </navigationBarAppearance>
                """
            let results = try IBFixtures.run([try Self.file(bar: appearance, item: "")], pseudo: [.rtl])
            for screen in results {
                let hairline = screen.views.first { $0.id == "NAV-BAR-hairline" }
                XCTAssertEqual(hairline != nil, shadow, screen.locale)
                guard let hairline else { continue }
                XCTAssertEqual(hairline.frame.y, screen.frame("NAV-BAR").maxY, accuracy: 0.01)
                XCTAssertEqual(hairline.frame.height, 0.5, accuracy: 0.01)
                XCTAssertEqual(hairline.frame.width, 393, accuracy: 0.01)
                XCTAssertEqual(screen.findings.filter { $0.view?.hasPrefix("NAV-BAR-hairline") == true }.map(\.message), [])
            }
        }
    }
}
