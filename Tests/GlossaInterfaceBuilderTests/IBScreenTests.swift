import Foundation
import Glossa
import GlossaCheck
import GlossaInterfaceBuilder
import GlossaLayout
import XCTest

/// Bars, old layout guides, images and odd documents, each in LTR and RTL where layout is involved.
final class IBScreenTests: XCTestCase {
    func testLargeTitleBarAndOldLayoutGuides() throws {
        let file = try IBFixtures.storyboard("""
            <scene sceneID="s-1"><objects>
                <navigationController id="NAV-001" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="NAV-BAR" largeTitles="YES">
                        <rect key="frame" x="0.0" y="59" width="390" height="96"/>
                    </navigationBar>
                    <connections><segue destination="VC-001" kind="relationship" relationship="rootViewController" id="sg-1"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="s-2"><objects>
                <viewController id="VC-001" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="TOP-GDE"/>
                        <viewControllerLayoutGuide type="bottom" id="BOT-GDE"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="VC-ROOT">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="VC-BOX">
                                <rect key="frame" x="0.0" y="155" width="390" height="655"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="VC-BOX" firstAttribute="top" secondItem="TOP-GDE" secondAttribute="bottom" id="c-1"/>
                            <constraint firstItem="BOT-GDE" firstAttribute="top" secondItem="VC-BOX" secondAttribute="bottom" id="c-2"/>
                            <constraint firstItem="VC-BOX" firstAttribute="leading" secondItem="VC-ROOT" secondAttribute="leadingMargin" id="c-3"/>
                            <constraint firstItem="VC-BOX" firstAttribute="width" secondItem="VC-ROOT" secondAttribute="width" multiplier="0.5" id="c-4"/>
                        </constraints>
                    </view>
                    <navigationItem key="navigationItem" title="Library" id="NAV-ITM">
                        <barButtonItem key="leftBarButtonItem" systemItem="add" id="NAV-ADD"/>
                    </navigationItem>
                </viewController>
            </objects></scene>
            """)
        let results = try IBFixtures.run([file], pseudo: [.rtl])
        XCTAssertEqual(results.map(\.layout), ["Test-Library", "Test-Library"], "named by its navigation item's title")
        for screen in results {
            let rtl = screen.direction == .rightToLeft
            // 44 pt of items and 52 pt of large title below the status bar's 59 pt.
            assertRect(screen.frame("NAV-BAR"), 0, 0, 393, 59 + 96)
            let title = screen.frame("NAV-ITM")
            XCTAssertEqual(rtl ? 393 - title.maxX : title.x, 16, accuracy: 0.01, "a large title sits at the leading margin")
            XCTAssertEqual(title.maxY, 59 + 96 - 8, accuracy: 0.01)
            XCTAssertEqual(screen.views.first { $0.id == "NAV-ITM" }?.paragraph?.lines.first?.height ?? 0, 40, accuracy: 12)
            // The old top guide ends at the safe area (extended by the bar), the bottom one starts at its bottom.
            let box = screen.frame("VC-BOX")
            XCTAssertEqual(box.y, 59 + 96, accuracy: 0.01)
            XCTAssertEqual(box.maxY, 852 - 34, accuracy: 0.01)
            XCTAssertEqual(box.width, 393 / 2, accuracy: 0.01)
            XCTAssertEqual(rtl ? 393 - box.maxX : box.x, 16, accuracy: 0.01)
            let add = screen.frame("NAV-ADD")
            XCTAssertEqual(rtl ? 393 - add.maxX : add.x, 4, accuracy: 0.01, "the left bar button item is at the leading edge")
            XCTAssertEqual(screen.findings.filter { $0.severity == .error }.map(\.message), [])
        }
    }

    func testANavigationTitleTooLongForItsBarIsTruncatedBetweenItsItemsNotUnderThem() throws {
        func file(_ title: String) throws -> String {
            try IBFixtures.storyboard("""
                <scene sceneID="s-1"><objects>
                    <navigationController id="NAV-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="NAV-BAR">
                            <rect key="frame" x="0.0" y="59" width="390" height="44"/>
                        </navigationBar>
                        <connections><segue destination="VC-001" kind="relationship" relationship="rootViewController" id="sg-1"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s-2"><objects>
                    <viewController id="VC-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="VC-ROOT">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        </view>
                        <navigationItem key="navigationItem" title="\(title)" id="NAV-ITM">
                            <barButtonItem key="leftBarButtonItem" title="Cancel" id="NAV-CNL"/>
                            <barButtonItem key="rightBarButtonItem" title="Save" id="NAV-SAV"/>
                        </navigationItem>
                    </viewController>
                </objects></scene>
                """)
        }
        for (title, long) in [("Edit", false), ("Edit the location of this observation", true),
                              ("Edit the location, the date and the notes of this observation before you save it", true)] {
            for screen in try IBFixtures.run([try file(title)], pseudo: [.rtl]) {
                let rtl = screen.direction == .rightToLeft
                let name = screen.frame("NAV-ITM"), cancel = screen.frame("NAV-CNL"), save = screen.frame("NAV-SAV")
                let (leading, trailing) = rtl ? (save, cancel) : (cancel, save)
                XCTAssertGreaterThanOrEqual(name.x, leading.maxX, "\(title) \(screen.locale)")
                XCTAssertLessThanOrEqual(name.maxX, trailing.x, "\(title) \(screen.locale)")
                XCTAssertFalse(screen.findings.contains { $0.kind == .overlap }, "\(screen.findings.map(\.message))")
                XCTAssertEqual(screen.findings.contains { $0.kind == .truncated && $0.view == "NAV-ITM" }, long, "\(title) \(screen.locale)")
                // The items keep their titles whole: the title gives way.
                XCTAssertFalse(screen.findings.contains { $0.kind == .truncated && ["NAV-CNL", "NAV-SAV"].contains($0.view ?? "") },
                               "\(title) \(screen.locale): \(screen.findings.map(\.message))")
                // A title that fits is centred in the bar.
                if !long { XCTAssertEqual(name.midX, 393 / 2, accuracy: 0.5, screen.locale) }
            }
        }
    }

    func testImagesTheCatalogLacksArePlaceholdersWithAWarning() throws {
        let file = try IBFixtures.xib("""
            <imageView contentMode="scaleAspectFit" image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="IMG-LOG">
                <rect key="frame" x="16" y="100" width="64" height="64"/>
            </imageView>
            <imageView contentMode="scaleAspectFit" image="photo" translatesAutoresizingMaskIntoConstraints="NO" id="IMG-PHO">
                <rect key="frame" x="16" y="200" width="64" height="64"/>
            </imageView>
            <imageView contentMode="scaleAspectFit" image="missing" translatesAutoresizingMaskIntoConstraints="NO" id="IMG-MIS">
                <rect key="frame" x="16" y="300" width="64" height="64"/>
            </imageView>
            <imageView contentMode="scaleAspectFit" image="star" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="IMG-SYM">
                <rect key="frame" x="16" y="400" width="64" height="64"/>
            </imageView>
            """)
        let folder = (file as NSString).deletingLastPathComponent
        let catalog = (folder as NSString).appendingPathComponent("Assets.xcassets")
        for (set, image) in [("logo", "logo@2x.png"), ("photo", "photo.jpg")] {
            let path = (catalog as NSString).appendingPathComponent("Brand/\(set).imageset")
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            let contents = "{\"images\": [{\"idiom\": \"universal\", \"filename\": \"\(image)\", \"scale\": \"2x\"}], \"info\": {\"version\": 1, \"author\": \"xcode\"}}"
            try Data(contents.utf8).write(to: URL(fileURLWithPath: (path as NSString).appendingPathComponent("Contents.json")))
        }
        try Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==")!
            .write(to: URL(fileURLWithPath: catalog + "/Brand/logo.imageset/logo@2x.png"))
        try FileManager.default.copyItem(atPath: IBFixtures.images.appendingPathComponent("red-blue.jpg").path,
                                         toPath: catalog + "/Brand/photo.imageset/photo.jpg")
        let nodes = try InterfaceBuilderReader.read(file: file)[0].allNodes
        XCTAssertEqual(nodes.first { $0.id == "IMG-LOG" }?.asset, "logo")
        XCTAssertNil(nodes.first { $0.id == "IMG-LOG" }?.unsupported)
        XCTAssertNil(nodes.first { $0.id == "IMG-SYM" }?.unsupported, "a system symbol is part of iOS")
        let results = try IBFixtures.run([file])
        let unsupported = try XCTUnwrap(results.first).findings.filter { $0.kind == .unsupported }
        XCTAssertEqual(unsupported.map(\.view), ["IMG-MIS"], "a JPEG image set is drawn")
        XCTAssertEqual(unsupported.first?.message,
                       "imageView 'IMG-MIS' (UIImageView \"missing\"): image 'missing' is not in the asset catalog \(catalog) nor among the app's image files; it is drawn as a placeholder")
    }

    func testEmptyDocumentsHaveNoLayoutsAndAZeroFontSizeIsTheDefault() throws {
        let empty = try IBFixtures.storyboard("")
        XCTAssertEqual(try InterfaceBuilderReader.read(file: empty).count, 0)
        let file = try IBFixtures.xib("""
            <label text="Row" translatesAutoresizingMaskIntoConstraints="NO" id="LBL-ZRO">
                <rect key="frame" x="16" y="100" width="100" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="0.0"/>
            </label>
            <label text="Hidden" hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="LBL-HID">
                <rect key="frame" x="16" y="130" width="100" height="21"/>
            </label>
            """)
        let nodes = try InterfaceBuilderReader.read(file: file)[0].allNodes
        XCTAssertEqual(nodes.first { $0.id == "LBL-ZRO" }?.text?.size, 17)
        let screen = try XCTUnwrap(try IBFixtures.run([file]).first)
        XCTAssertEqual(screen.views.first { $0.id == "LBL-HID" }?.hidden, true)
        XCTAssertEqual(screen.findings.filter { $0.view == "LBL-HID" }.count, 0)
    }

    func testButtonInsetsAsUIKitSizesButtons() throws {
        let file = try IBFixtures.xib("""
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="BTN-OLD">
                <rect key="frame" x="16" y="100" width="46" height="30"/>
                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                <state key="normal" title="Button"/>
            </button>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="BTN-INS">
                <rect key="frame" x="16" y="200" width="86" height="50"/>
                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                <inset key="contentEdgeInsets" minX="30" minY="4" maxX="10" maxY="4"/>
                <state key="normal" title="Button"/>
            </button>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="BTN-CFG">
                <rect key="frame" x="16" y="300" width="86" height="35"/>
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="plain" title="Button"/>
            </button>
            """, constraints: IBFixtures.atLeadingMargin([("BTN-OLD", 100), ("BTN-INS", 200), ("BTN-CFG", 300)]))
        for screen in try IBFixtures.run([file], pseudo: [.rtl]) {
            let rtl = screen.direction == .rightToLeft
            let old = try XCTUnwrap(screen.views.first { $0.id == "BTN-OLD" })
            let line = try XCTUnwrap(old.paragraph?.lines.first)
            let textWidth = line.width
            // No side insets, 6 pt above and below the title (UIButton's 30 pt for a 15 pt title in San Francisco).
            XCTAssertEqual(old.frame.width, textWidth, accuracy: 0.01)
            XCTAssertEqual(old.frame.height, line.height + 12, accuracy: 0.01)
            // contentEdgeInsets are physical: 30 pt on the left, 10 on the right, in both directions.
            let inset = try XCTUnwrap(screen.views.first { $0.id == "BTN-INS" })
            XCTAssertEqual(inset.frame.width, textWidth + 40, accuracy: 0.01)
            XCTAssertEqual(inset.frame.height, line.height + 12 + 8, accuracy: 0.01)
            XCTAssertEqual(try XCTUnwrap(inset.textFrame).x, inset.frame.x + 30, accuracy: 0.01)
            XCTAssertEqual(rtl ? 393 - inset.frame.maxX : inset.frame.x, 8, "at the leading margin")
            // A configuration button has the system insets: 12 pt at the sides, 7 above and below.
            let configured = try XCTUnwrap(screen.views.first { $0.id == "BTN-CFG" })
            XCTAssertEqual(configured.frame.height, try XCTUnwrap(configured.paragraph?.lines.first).height + 14, accuracy: 0.01)
            XCTAssertEqual(configured.frame.width, try XCTUnwrap(configured.paragraph?.lines.first).width + 24, accuracy: 0.01)
        }
    }

    func testStackInsideItsLayoutMargins() throws {
        let file = try IBFixtures.xib("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" layoutMarginsRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="STK-MRG">
                <rect key="frame" x="0.0" y="100" width="390" height="60"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="STK-ONE">
                        <rect key="frame" x="20" y="10" width="330" height="40"/>
                        <constraints><constraint firstAttribute="height" constant="40" id="c-9"/></constraints>
                    </view>
                </subviews>
                <directionalEdgeInsets key="directionalLayoutMargins" top="10" leading="20" bottom="10" trailing="40"/>
            </stackView>
            """, constraints: """
            <constraint firstItem="STK-MRG" firstAttribute="leading" secondItem="TST-vw-ROT" secondAttribute="leading" id="c-1"/>
            <constraint firstItem="STK-MRG" firstAttribute="trailing" secondItem="TST-vw-ROT" secondAttribute="trailing" id="c-2"/>
            <constraint firstItem="STK-MRG" firstAttribute="top" secondItem="TST-vw-ROT" secondAttribute="top" constant="100" id="c-3"/>
            """)
        for screen in try IBFixtures.run([file], pseudo: [.rtl]) {
            let rtl = screen.direction == .rightToLeft
            assertRect(screen.frame("STK-MRG"), 0, 100, 393, 60)
            assertRect(screen.frame("STK-ONE"), rtl ? 40 : 20, 110, 393 - 60, 40)
        }
    }

    func testPrototypeTableWithAHeaderView() throws {
        let file = try IBFixtures.xib("""
            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="TBL-001">
                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                <view key="tableHeaderView" contentMode="scaleToFill" id="TBL-HDR">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="120"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                </view>
                <prototypes>
                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="cell" textLabel="TBL-LBL" style="IBUITableViewCellStyleDefault" id="TBL-CEL">
                        <rect key="frame" x="0.0" y="148" width="390" height="44"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" id="TBL-CNT">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                            <subviews>
                                <label opaque="NO" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" id="TBL-LBL">
                                    <rect key="frame" x="20" y="0.0" width="350" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </label>
                            </subviews>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """, constraints: IBFixtures.acrossTheRoot("TBL-001", below: "TST-sa-SAF") + """
            <constraint firstItem="TBL-001" firstAttribute="bottom" secondItem="TST-vw-ROT" secondAttribute="bottom" id="c-2"/>
            """)
        for screen in try IBFixtures.run([file], pseudo: [.rtl]) {
            let rtl = screen.direction == .rightToLeft
            assertRect(screen.frame("TBL-001"), 0, 59, 393, 852 - 59)
            assertRect(screen.frame("TBL-HDR"), 0, 59, 393, 120)
            XCTAssertEqual(screen.frame("TBL-CEL").y, 59 + 120, accuracy: 0.01, "the prototype cell follows the header view")
            let label = screen.frame("TBL-LBL")
            XCTAssertEqual(rtl ? 393 - label.maxX : label.x, 16, accuracy: 0.01, "a Basic cell's label at the content view's margin")
        }
    }

    func testForcedLeftToRightContentKeepsItsOrderAndTextStylesFollowDynamicType() throws {
        let file = try IBFixtures.xib("""
            <stackView opaque="NO" contentMode="scaleToFill" semanticContentAttribute="forceLeftToRight" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="PLY-STK">
                <rect key="frame" x="16" y="100" width="110" height="50"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="PLY-BCK">
                        <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="50" id="c-w1"/>
                            <constraint firstAttribute="height" constant="50" id="c-h1"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="PLY-FWD">
                        <rect key="frame" x="60" y="0.0" width="50" height="50"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="50" id="c-w2"/>
                            <constraint firstAttribute="height" constant="50" id="c-h2"/>
                        </constraints>
                    </view>
                </subviews>
            </stackView>
            <label text="Headline" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="DYN-ADJ">
                <rect key="frame" x="16" y="200" width="100" height="21"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </label>
            <label text="Fixed" translatesAutoresizingMaskIntoConstraints="NO" id="DYN-FIX">
                <rect key="frame" x="16" y="300" width="100" height="21"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </label>
            """, constraints: IBFixtures.atLeadingMargin([("PLY-STK", 100), ("DYN-ADJ", 200), ("DYN-FIX", 300)]))
        var options = MatrixOptions(paths: [file])
        options.pseudo = [.rtl]
        options.contentSizes = ["l", "ax3"]
        let results = try Simulator(textEngine: IBFixtures.engine).run(options)
        XCTAssertEqual(results.count, 4)
        for screen in results {
            let rtl = screen.direction == .rightToLeft
            // The stack itself sits at the leading margin (8 pt: a plain view's); inside it, back stays left of forward.
            XCTAssertEqual(screen.frame("PLY-STK").x, rtl ? 393 - 8 - 110 : 8, accuracy: 0.01)
            XCTAssertEqual(screen.frame("PLY-FWD").x - screen.frame("PLY-BCK").x, 60, accuracy: 0.01)
            let adjusts = screen.frame("DYN-ADJ").height, fixed = screen.frame("DYN-FIX").height
            if screen.contentSize == "l" {
                XCTAssertEqual(adjusts, fixed, accuracy: 0.01)
            } else {
                XCTAssertGreaterThan(adjusts, fixed * 1.5, "body at ax3 is 40 pt instead of 17")
            }
        }
        let ax3 = try XCTUnwrap(results.first { $0.contentSize == "ax3" && $0.direction == .leftToRight })
        let large = try XCTUnwrap(results.first { $0.contentSize == "l" && $0.direction == .leftToRight })
        XCTAssertEqual(ax3.frame("DYN-FIX").height, large.frame("DYN-FIX").height, accuracy: 0.01,
                       "a text style without adjustsFontForContentSizeCategory keeps its default size")
    }

    func testVisualEffectViewContentAndStepper() throws {
        let file = try IBFixtures.xib("""
            <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="FX-VIEW">
                <rect key="frame" x="0.0" y="0.0" width="390" height="200"/>
                <view key="contentView" opaque="NO" contentMode="center" id="FX-CONT">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="200"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <stepper opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="FX-STEP">
                            <rect key="frame" x="20" y="84" width="94" height="32"/>
                        </stepper>
                    </subviews>
                    <constraints>
                        <constraint firstItem="FX-STEP" firstAttribute="leading" secondItem="FX-CONT" secondAttribute="leading" constant="20" id="c-5"/>
                        <constraint firstItem="FX-STEP" firstAttribute="centerY" secondItem="FX-CONT" secondAttribute="centerY" id="c-6"/>
                    </constraints>
                </view>
            </visualEffectView>
            """, constraints: IBFixtures.acrossTheRoot("FX-VIEW", below: "TST-vw-ROT") + """
            <constraint firstItem="FX-VIEW" firstAttribute="height" constant="200" id="c-4"/>
            """)
        for screen in try IBFixtures.run([file], pseudo: [.rtl]) {
            let rtl = screen.direction == .rightToLeft
            assertRect(screen.frame("FX-CONT"), 0, 0, 393, 200)
            assertRect(screen.frame("FX-STEP"), rtl ? 393 - 20 - 94 : 20, 84, 94, 32)
            XCTAssertEqual(screen.findings.filter { $0.kind == .unsupported }.count, 0)
        }
    }

    func testAProgressViewDrawsItsFillFromItsLeadingEdge() throws {
        let file = try IBFixtures.xib("""
            <progressView opaque="NO" contentMode="scaleToFill" progress="0.25" translatesAutoresizingMaskIntoConstraints="NO" id="PRG-VIEW">
                <rect key="frame" x="16" y="100" width="361" height="4"/>
            </progressView>
            """, constraints: """
            <constraint firstItem="PRG-VIEW" firstAttribute="leading" secondItem="TST-vw-ROT" secondAttribute="leading" constant="16" id="p-1"/>
            <constraint firstItem="PRG-VIEW" firstAttribute="trailing" secondItem="TST-vw-ROT" secondAttribute="trailing" constant="-16" id="p-2"/>
            <constraint firstItem="PRG-VIEW" firstAttribute="top" secondItem="TST-vw-ROT" secondAttribute="top" constant="100" id="p-3"/>
            """)
        for screen in try IBFixtures.run([file], pseudo: [.rtl]) {
            let rtl = screen.direction == .rightToLeft
            let bar = screen.frame("PRG-VIEW"), fill = screen.frame("PRG-VIEW.progress")
            assertRect(bar, 16, 100, 393 - 32, 4)
            // A quarter of the bar, at its leading edge: the left in left-to-right, the right in right-to-left.
            assertRect(fill, rtl ? bar.maxX - bar.width / 4 : bar.x, 100, bar.width / 4, 4)
            XCTAssertFalse(screen.findings.contains { $0.kind == .notMirrored || $0.kind == .clipped }, "\(screen.findings.map(\.message))")
        }
    }
}
