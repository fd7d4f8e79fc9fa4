import Foundation
import Glossa
import GlossaCheck
import GlossaInterfaceBuilder
import GlossaLayout
import XCTest

/// Sizes and places UIKit gives views at run time that the document does not write down: default size-class
/// masks, stacks across their axis, the keyboard layout guide, bars, buttons and image views, short xibs.
/// Each must fire where UIKit does and stay silent where it does not, in LTR and RTL.
final class IBRunTimeSizeTests: XCTestCase {
    static let gray = IBRuntimeTests.gray

    func testDefaultOnlyVariationsStillUninstallTheirConstraints() throws {
        let subviews = """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="DEF-vw-001">
                <rect key="frame" x="10" y="100" width="100" height="50"/>
                \(Self.gray)
            </view>
            """
        let constraints = IBRuntimeTests.pin("DEF-vw-001", x: 10, y: 100) + """
            <constraint firstItem="DEF-vw-001" firstAttribute="width" constant="100" id="DEF-cn-001"/>
            <constraint firstItem="DEF-vw-001" firstAttribute="height" constant="50" id="DEF-cn-002"/>
            <constraint firstItem="DEF-vw-001" firstAttribute="width" constant="200" id="DEF-cn-003"/>
            """
        let masked = try IBRuntimeTests.screen(subviews, constraints: constraints, extra: """
            <variation key="default"><mask key="constraints"><exclude reference="DEF-cn-003"/></mask></variation>
            """)
        let installed = try IBRuntimeTests.screen(subviews, constraints: constraints)
        for screen in try IBFixtures.run([masked], pseudo: [.rtl]) {
            let box = screen.frame("DEF-vw-001")
            XCTAssertEqual(box.width, 100, accuracy: 0.01, "the not-installed width constraint is not applied")
            XCTAssertEqual(screen.direction == .rightToLeft ? 393 - box.maxX : box.x, 10, accuracy: 0.01)
            XCTAssertEqual(screen.findings.filter { $0.kind == .unsatisfiable }.count, 0, screen.locale)
        }
        for screen in try IBFixtures.run([installed], pseudo: [.rtl]) {
            XCTAssertEqual(screen.findings.filter { $0.kind == .unsatisfiable }.count, 1, "installed, the two widths conflict")
        }
    }

    func testStacksAlignedOtherThanFillAreAsThickAsTheirThickestView() throws {
        for alignment in ["center", "top", "bottom", "firstBaseline", "fill"] {
            for hidden in [false, true] {
                let file = try IBRuntimeTests.screen("""
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="STA-vw-BOX">
                        <rect key="frame" x="0" y="0" width="390" height="160"/>
                        \(Self.gray)
                    </view>
                    <stackView hidden="\(hidden ? "YES" : "NO")" opaque="NO" contentMode="scaleToFill" alignment="\(alignment)" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="STA-sv-001">
                        <rect key="frame" x="0.0" y="164" width="390" height="36"/>
                        <subviews>
                            <label opaque="NO" text="Disabled" translatesAutoresizingMaskIntoConstraints="NO" id="STA-lb-001">
                                <rect key="frame" x="0.0" y="8" width="80" height="20"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="STA-vw-002">
                                <rect key="frame" x="88" y="0.0" width="36" height="36"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="36" id="STA-cn-w"/>
                                    <constraint firstAttribute="height" constant="36" id="STA-cn-h"/>
                                </constraints>
                            </view>
                        </subviews>
                    </stackView>
                    """, constraints: """
                    <constraint firstItem="STA-vw-BOX" firstAttribute="leading" secondItem="TST-vw-ROT" secondAttribute="leading" id="s-1"/>
                    <constraint firstItem="STA-vw-BOX" firstAttribute="trailing" secondItem="TST-vw-ROT" secondAttribute="trailing" id="s-2"/>
                    <constraint firstItem="STA-vw-BOX" firstAttribute="top" secondItem="TST-vw-ROT" secondAttribute="top" constant="100" id="s-3"/>
                    <constraint firstItem="STA-sv-001" firstAttribute="top" secondItem="STA-vw-BOX" secondAttribute="bottom" constant="4" id="s-4"/>
                    <constraint firstItem="STA-sv-001" firstAttribute="leading" secondItem="TST-vw-ROT" secondAttribute="leading" id="s-5"/>
                    <constraint firstItem="TST-sa-SAF" firstAttribute="bottom" secondItem="STA-sv-001" secondAttribute="bottom" id="s-6"/>
                    """)
                for screen in try IBFixtures.run([file], pseudo: [.rtl]) {
                    let context = "\(alignment) hidden \(hidden) \(screen.locale)"
                    let stack = screen.frame("STA-sv-001")
                    // A baseline-aligned stack also holds the label's descent below the box's bottom (its baseline).
                    if alignment != "firstBaseline" { XCTAssertEqual(stack.height, 36, accuracy: 0.01, context) }
                    XCTAssertEqual(stack.maxY, 852 - 34, accuracy: 0.01, context)
                    XCTAssertEqual(screen.frame("STA-vw-BOX").maxY, stack.y - 4, accuracy: 0.01, context)
                    XCTAssertGreaterThan(screen.frame("STA-vw-BOX").height, 600, context)
                    XCTAssertEqual(screen.findings.filter { $0.kind == .ambiguous }.map(\.message), [], context)
                }
            }
        }
    }

    func testTheKeyboardLayoutGuideIsTheSafeAreasBottomWithTheKeyboardHidden() throws {
        let file = try IBFixtures.storyboard("""
            <scene sceneID="s-1"><objects>
                <viewController id="KBD-VC" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="KBD-ROT">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <subviews>
                            <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="KBD-SCR">
                                <rect key="frame" x="0.0" y="47" width="390" height="763"/>
                                \(Self.gray)
                            </scrollView>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="KBD-SAF"/>
                        <keyboardLayoutGuide key="keyboard" id="KBD-KBD"/>
                        <constraints>
                            <constraint firstItem="KBD-SCR" firstAttribute="top" secondItem="KBD-SAF" secondAttribute="top" id="k-1"/>
                            <constraint firstItem="KBD-SCR" firstAttribute="leading" secondItem="KBD-ROT" secondAttribute="leading" id="k-2"/>
                            <constraint firstAttribute="trailing" secondItem="KBD-SCR" secondAttribute="trailing" id="k-3"/>
                            <constraint firstItem="KBD-SCR" firstAttribute="bottom" secondItem="KBD-KBD" secondAttribute="top" id="k-4"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene>
            """)
        for screen in try IBFixtures.run([file], pseudo: [.rtl]) {
            assertRect(screen.frame("KBD-SCR"), 0, 59, 393, 852 - 59 - 34)
            XCTAssertEqual(screen.findings.filter { $0.kind == .ambiguous || $0.kind == .unsatisfiable }.map(\.message), [])
        }
    }

    func testBarsUIKitDrawsAsPlaceholdersHaveTheirHeights() throws {
        for (element, height) in [("toolbar", 44.0), ("tabBar", 49.0), ("searchBar", 56.0)] {
            let file = try IBRuntimeTests.screen("""
                <\(element) opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BAR-001">
                    <rect key="frame" x="0.0" y="47" width="390" height="\(height)"/>
                </\(element)>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BAR-BLW">
                    <rect key="frame" x="0.0" y="91" width="390" height="719"/>
                    \(Self.gray)
                </view>
                """, constraints: """
                <constraint firstItem="BAR-001" firstAttribute="top" secondItem="TST-sa-SAF" secondAttribute="top" id="b-1"/>
                <constraint firstItem="BAR-001" firstAttribute="leading" secondItem="TST-vw-ROT" secondAttribute="leading" id="b-2"/>
                <constraint firstAttribute="trailing" secondItem="BAR-001" secondAttribute="trailing" id="b-3"/>
                <constraint firstItem="BAR-BLW" firstAttribute="top" secondItem="BAR-001" secondAttribute="bottom" id="b-4"/>
                <constraint firstItem="BAR-BLW" firstAttribute="leading" secondItem="TST-vw-ROT" secondAttribute="leading" id="b-5"/>
                <constraint firstAttribute="trailing" secondItem="BAR-BLW" secondAttribute="trailing" id="b-6"/>
                <constraint firstItem="TST-sa-SAF" firstAttribute="bottom" secondItem="BAR-BLW" secondAttribute="bottom" id="b-7"/>
                """)
            for screen in try IBFixtures.run([file], pseudo: [.rtl]) {
                assertRect(screen.frame("BAR-001"), 0, 59, 393, height)
                assertRect(screen.frame("BAR-BLW"), 0, 59 + height, 393, 852 - 34 - 59 - height)
                XCTAssertEqual(screen.findings.filter { $0.kind == .ambiguous }.map(\.message), [], element)
                let unsupported = screen.findings.filter { $0.kind == .unsupported }.map(\.view)
                XCTAssertEqual(unsupported, screen.direction == .leftToRight ? ["BAR-001"] : [], "still a placeholder, named once")
            }
        }
    }

    func testTitleColoursOfSystemAndCustomButtons() throws {
        let white = #"<color key="tintColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
        let file = try IBFixtures.xib("""
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="COL-SYS">
                <rect key="frame" x="16" y="100" width="120" height="34"/>
                \(white)
                <state key="normal" title="Tinted"/>
            </button>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="COL-DEF">
                <rect key="frame" x="16" y="150" width="120" height="34"/>
                <state key="normal" title="Default"/>
            </button>
            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="COL-CUS">
                <rect key="frame" x="16" y="200" width="120" height="34"/>
                \(white)
                <state key="normal" title="Custom"/>
            </button>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="COL-SET">
                <rect key="frame" x="16" y="250" width="120" height="34"/>
                \(white)
                <state key="normal" title="Set"><color key="titleColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></state>
            </button>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="COL-CFG">
                <rect key="frame" x="16" y="300" width="120" height="34"/>
                \(white)
                <buttonConfiguration key="configuration" style="plain" title="Configured"/>
            </button>
            """)
        let node = { (id: String) in try InterfaceBuilderReader.read(file: file)[0].allNodes.first { $0.id == id }?.text?.color }
        XCTAssertEqual(try node("COL-SYS"), "#FFFFFFFF", "a system button's title in its tint")
        XCTAssertNil(try node("COL-DEF"), "no tint: the painter's system blue")
        XCTAssertEqual(try node("COL-CUS"), "#FFFFFFFF", "a custom button's title is white")
        XCTAssertEqual(try node("COL-SET"), "#FF0000FF", "the state's title colour wins")
        XCTAssertEqual(try node("COL-CFG"), "#FFFFFFFF")
    }

    func testEmptyButtonsWrappingButtonsAndEmptyImageViewsSizeAsUIKit() throws {
        let file = try IBFixtures.xib("""
            <button opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="1000" verticalHuggingPriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="EMP-BTN">
                <rect key="frame" x="16" y="100" width="30" height="34"/>
            </button>
            <imageView clipsSubviews="YES" contentMode="scaleAspectFit" horizontalHuggingPriority="1000" verticalHuggingPriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="EMP-IMG">
                <rect key="frame" x="16" y="150" width="60" height="60"/>
            </imageView>
            <button opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="1000" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="PDF-BTN">
                <rect key="frame" x="200" y="100" width="24" height="36"/>
                <state key="normal" image="vector-icon"/>
            </button>
            <imageView clipsSubviews="YES" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="SYM-IMG">
                <rect key="frame" x="100" y="150" width="20" height="19"/>
                <imageReference key="image" image="person" catalog="system"/>
            </imageView>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" lineBreakMode="wordWrap" translatesAutoresizingMaskIntoConstraints="NO" id="WRP-BTN">
                <rect key="frame" x="16" y="250" width="120" height="40"/>
                <state key="normal" title="A title that wraps onto more lines"/>
            </button>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="ONE-BTN">
                <rect key="frame" x="16" y="300" width="120" height="40"/>
                <state key="normal" title="A title that stays on one line"/>
            </button>
            """, constraints: """
            \(IBRuntimeTests.pin("EMP-BTN", x: 16, y: 100))
            <constraint firstItem="EMP-BTN" firstAttribute="width" constant="30" id="e-w"/>
            \(IBRuntimeTests.pin("EMP-IMG", x: 16, y: 150))
            <constraint firstItem="EMP-IMG" firstAttribute="width" constant="60" id="i-w"/>
            <constraint firstItem="EMP-IMG" firstAttribute="height" constant="60" id="i-h"/>
            \(IBRuntimeTests.pin("SYM-IMG", x: 100, y: 150))
            \(IBRuntimeTests.pin("PDF-BTN", x: 200, y: 100))
            <constraint firstItem="PDF-BTN" firstAttribute="width" constant="24" id="p-w"/>
            \(IBRuntimeTests.pin("WRP-BTN", x: 16, y: 250))
            <constraint firstItem="WRP-BTN" firstAttribute="width" constant="120" id="w-w"/>
            \(IBRuntimeTests.pin("ONE-BTN", x: 16, y: 300))
            <constraint firstItem="ONE-BTN" firstAttribute="width" constant="120" id="o-w"/>
            """)
        let nodes = try InterfaceBuilderReader.read(file: file)[0].allNodes
        XCTAssertEqual(nodes.first { $0.id == "EMP-IMG" }?.showsNoImage, true, "an image view without an image draws nothing")
        XCTAssertEqual(nodes.first { $0.id == "SYM-IMG" }?.showsNoImage, false, "a symbol is an image")
        for screen in try IBFixtures.run([file], pseudo: [.rtl]) {
            XCTAssertEqual(screen.frame("EMP-BTN").height, 34, accuracy: 0.01, "an empty button is 30 × 34 pt")
            // An image that cannot be drawn keeps the default image size: the 24 pt width does not conflict.
            XCTAssertEqual(screen.frame("PDF-BTN").height, 36, accuracy: 0.01)
            XCTAssertEqual(screen.frame("EMP-IMG").width, 60, accuracy: 0.01, "an empty image view has no size of its own to hug")
            XCTAssertEqual(screen.findings.filter { $0.kind == .unsatisfiable || $0.kind == .ambiguous }.map(\.message), [],
                           screen.locale)
            // An image given as an `<imageReference>` (here a system symbol) is an image: it keeps a size of its own.
            XCTAssertGreaterThan(screen.frame("SYM-IMG").height, 10)
            let wrapped = screen.views.first { $0.id == "WRP-BTN" }?.paragraph?.lines.count ?? 0
            XCTAssertGreaterThan(wrapped, 1, "a word-wrapping title wraps")
            XCTAssertEqual(screen.views.first { $0.id == "ONE-BTN" }?.paragraph?.lines.count, 1)
            let truncated = screen.findings.filter { $0.kind == .truncated }.map(\.view)
            XCTAssertEqual(truncated, ["ONE-BTN"], "only the one-line title is cut")
        }
    }

    func testShortXibsSitBelowTheStatusBarAndGiveWayToTheirOwnConstraints() throws {
        let text = IBFixtures.document("XIB", """
            <objects>
                <view contentMode="scaleToFill" id="SHT-ROT">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="116"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="SHT-BAR">
                            <rect key="frame" x="0.0" y="48" width="390" height="64"/>
                            \(Self.gray)
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="SHT-BAR" firstAttribute="top" secondItem="SHT-ROT" secondAttribute="top" constant="4" id="h-1"/>
                        <constraint firstAttribute="bottom" secondItem="SHT-BAR" secondAttribute="bottom" constant="4" id="h-2"/>
                        <constraint firstItem="SHT-BAR" firstAttribute="leading" secondItem="SHT-ROT" secondAttribute="leading" id="h-3"/>
                        <constraint firstAttribute="trailing" secondItem="SHT-BAR" secondAttribute="trailing" id="h-4"/>
                        <constraint firstItem="SHT-BAR" firstAttribute="height" constant="64" id="h-5"/>
                    </constraints>
                </view>
            </objects>
            """)
        let file = try IBFixtures.write(text, name: "Short.xib")
        for screen in try IBFixtures.run([file], pseudo: [.rtl]) {
            assertRect(screen.frame("SHT-ROT"), 0, 59, 393, 72)
            assertRect(screen.frame("SHT-BAR"), 0, 63, 393, 64)
            XCTAssertEqual(screen.findings.filter { $0.kind == .unsatisfiable || $0.kind == .offscreen }.map(\.message), [])
        }
    }
}
