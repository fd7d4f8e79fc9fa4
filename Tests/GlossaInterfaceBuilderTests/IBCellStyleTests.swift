import Foundation
import Glossa
import GlossaCheck
import GlossaLayout
import XCTest

/// Table views as UIKit lays them out at run time: the built-in cell styles place their own labels and
/// image view (never squeezed, never ambiguous), an insetGrouped table insets its prototype cells, and a
/// table under the navigation bar starts its rows below it (automatic content inset). LTR and RTL.
final class IBCellStyleTests: XCTestCase {
    /// A prototype cell of `style` with a text label, a detail label and an image view (each when given).
    static func cell(_ id: String, style: String, text: String, detail: String? = nil, image: Bool = false,
                     lines: Int = 1, height: Int = 60) -> String {
        let detailLabel = detail.map { value in
            """
            <label opaque="NO" text="\(value)" textAlignment="natural" lineBreakMode="tailTruncation" id="\(id)-DET">
                <rect key="frame" x="60" y="33" width="40" height="14"/>
                <autoresizingMask key="autoresizingMask"/>
                <fontDescription key="fontDescription" type="system" pointSize="12"/>
            </label>
            """
        } ?? ""
        let imageView = image ? """
            <imageView opaque="NO" clipsSubviews="YES" contentMode="center" id="\(id)-IMG">
                <rect key="frame" x="16" y="18" width="24" height="24"/>
                <autoresizingMask key="autoresizingMask"/>
            </imageView>
            """ : ""
        return """
            <tableViewCell contentMode="scaleToFill" reuseIdentifier="\(id)" textLabel="\(id)-TXT" \
            \(detail == nil ? "" : "detailTextLabel=\"\(id)-DET\"") \(image ? "imageView=\"\(id)-IMG\"" : "") \
            style="\(style)" id="\(id)">
                <rect key="frame" x="0.0" y="50" width="390" height="\(height)"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" id="\(id)-CNT">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="\(height)"/>
                    <subviews>
                        <label opaque="NO" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="\(lines)" id="\(id)-TXT">
                            <rect key="frame" x="60" y="10" width="33" height="20"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        \(detailLabel)
                        \(imageView)
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
            """
    }

    /// A xib whose root holds a prototype table of `cells`, pinned below the safe area's top.
    static func table(_ cells: String, style: String = "plain", rowHeight: Int = 60) throws -> String {
        try IBFixtures.xib("""
            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="\(style)" rowHeight="\(rowHeight)" translatesAutoresizingMaskIntoConstraints="NO" id="CST-TBL">
                <rect key="frame" x="0.0" y="47" width="390" height="797"/>
                <prototypes>
            \(cells)
                </prototypes>
            </tableView>
            """, constraints: IBFixtures.acrossTheRoot("CST-TBL", below: "TST-sa-SAF") + """
            <constraint firstItem="CST-TBL" firstAttribute="bottom" secondItem="TST-vw-ROT" secondAttribute="bottom" id="c-2"/>
            """)
    }

    static let layoutKinds: Set<FindingKind> = [.ambiguous, .clipped, .unsatisfiable, .overlap]

    func testSubtitleCellsCentreTheirLabelsAsOneBlockBesideTheirImage() throws {
        let file = try Self.table(Self.cell("SUB", style: "IBUITableViewCellStyleSubtitle", text: "Title", detail: "Subtitle", image: true)
                                  + Self.cell("EMP", style: "IBUITableViewCellStyleSubtitle", text: "Alone", detail: ""))
        for screen in try IBFixtures.run([file], pseudo: [.rtl]) {
            let rtl = screen.direction == .rightToLeft
            func leading(_ rect: TextRect) -> Double { rtl ? 393 - rect.maxX : rect.x }
            let cell = screen.frame("SUB"), text = screen.frame("SUB-TXT"), detail = screen.frame("SUB-DET"), image = screen.frame("SUB-IMG")
            // The image keeps its size at the leading margin, centred; the labels follow it 16 pt on.
            XCTAssertEqual(image.width, 24, accuracy: 0.01)
            XCTAssertEqual(image.height, 24, accuracy: 0.01)
            XCTAssertEqual(leading(image), 16, accuracy: 0.01, screen.locale)
            XCTAssertEqual(image.midY, cell.midY, accuracy: 0.01)
            XCTAssertEqual(leading(text), 16 + 24 + 16, accuracy: 0.01)
            XCTAssertEqual(leading(detail), 16 + 24 + 16, accuracy: 0.01)
            // Each label exactly one line tall, the detail 2 pt below the title, the pair centred in the row.
            let titleLine = try XCTUnwrap(screen.views.first { $0.id == "SUB-TXT" }?.paragraph?.lines.first?.height)
            XCTAssertEqual(text.height, titleLine, accuracy: 0.01)
            XCTAssertEqual(detail.y, text.maxY + 2, accuracy: 0.01)
            XCTAssertEqual(text.y - cell.y, cell.maxY - detail.maxY, accuracy: 0.01)
            XCTAssertGreaterThan(detail.height, 10)
            // An empty detail label takes no room: the title alone is centred.
            let alone = screen.frame("EMP-TXT"), row = screen.frame("EMP")
            XCTAssertEqual(alone.midY, row.midY, accuracy: 0.01)
            XCTAssertEqual(leading(alone), 16, accuracy: 0.01)
            XCTAssertEqual(screen.frame("EMP-DET").height, 0, accuracy: 0.01)
            XCTAssertEqual(screen.findings.filter { Self.layoutKinds.contains($0.kind) }.map(\.message), [], screen.locale)
        }
    }

    func testRightDetailTruncatesItsDetailAndBasicCellsCentreTheirTitle() throws {
        let long = "A detail far too long to share the row with its title at all, however small its font may be"
        let file = try Self.table(Self.cell("VL1", style: "IBUITableViewCellStyleValue1", text: "Wi-Fi", detail: long)
                                  + Self.cell("BSC", style: "IBUITableViewCellStyleDefault", text: "Basic"))
        for screen in try IBFixtures.run([file], pseudo: [.rtl]) {
            let rtl = screen.direction == .rightToLeft
            let title = screen.frame("VL1-TXT"), detail = screen.frame("VL1-DET"), cell = screen.frame("VL1")
            XCTAssertEqual(rtl ? 393 - title.maxX : title.x, 16, accuracy: 0.01)
            XCTAssertEqual(rtl ? detail.x : 393 - detail.maxX, 16, accuracy: 0.01, "the detail at the trailing margin")
            XCTAssertEqual(rtl ? title.x - detail.maxX : detail.x - title.maxX, 8, accuracy: 0.01, "8 pt between them")
            XCTAssertEqual(title.midY, cell.midY, accuracy: 0.01)
            XCTAssertEqual(detail.midY, cell.midY, accuracy: 0.01)
            // The title keeps its width; the detail gives way and truncates (an ordinary, designed truncation).
            let truncated = screen.findings.filter { $0.kind == .truncated }.map(\.view)
            XCTAssertEqual(truncated, ["VL1-DET"], screen.locale)
            XCTAssertEqual(screen.frame("BSC-TXT").midY, screen.frame("BSC").midY, accuracy: 0.01)
            XCTAssertEqual(screen.findings.filter { Self.layoutKinds.contains($0.kind) }.map(\.message), [], screen.locale)
        }
    }

    func testSelfSizingStyledRowsGrowForTheirLabelsAndCustomCellsStayJudged() throws {
        let long = String(repeating: "A title that wraps onto several lines of the row ", count: 4)
        let custom = """
            <tableViewCell contentMode="scaleToFill" reuseIdentifier="custom" id="CUS">
                <rect key="frame" x="0.0" y="50" width="390" height="60"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" id="CUS-CNT">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="60"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="CUS-BOX">
                            <rect key="frame" x="16" y="10" width="100" height="40"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="CUS-BOX" firstAttribute="leading" secondItem="CUS-CNT" secondAttribute="leadingMargin" id="cus-1"/>
                        <constraint firstItem="CUS-BOX" firstAttribute="width" constant="100" id="cus-2"/>
                        <constraint firstItem="CUS-BOX" firstAttribute="height" constant="40" id="cus-3"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """
        let file = try Self.table(Self.cell("GRW", style: "IBUITableViewCellStyleSubtitle", text: long, detail: "Detail", lines: 0)
                                  + custom, rowHeight: -1)
        for screen in try IBFixtures.run([file], pseudo: [.rtl]) {
            let row = screen.frame("GRW"), text = screen.frame("GRW-TXT"), detail = screen.frame("GRW-DET")
            let lines = screen.views.first { $0.id == "GRW-TXT" }?.paragraph?.lines.count ?? 0
            XCTAssertGreaterThan(lines, 2, screen.locale)
            // The row grows to hold both labels inside its 11 pt margins.
            XCTAssertEqual(text.y, row.y + 11, accuracy: 0.01)
            XCTAssertEqual(detail.maxY, row.maxY - 11, accuracy: 0.01)
            XCTAssertGreaterThan(row.height, 60)
            // A custom cell's own constraints are still judged: its box has no vertical position.
            let ambiguous = screen.findings.filter { $0.kind == .ambiguous }.map(\.view)
            XCTAssertEqual(ambiguous, ["CUS-BOX"], screen.locale)
        }
    }

    func testInsetGroupedPrototypesAreInsetAndRoundedLikeStaticSections() throws {
        let cell = Self.cell("ING", style: "IBUITableViewCellStyleDefault", text: "Inset")
        for style in ["insetGrouped", "plain"] {
            let file = try Self.table(cell, style: style)
            for screen in try IBFixtures.run([file], pseudo: [.rtl]) {
                let row = screen.frame("ING")
                XCTAssertEqual(row.x, style == "plain" ? 0 : 16, accuracy: 0.01, "\(style) \(screen.locale)")
                XCTAssertEqual(row.width, style == "plain" ? 393 : 393 - 32, accuracy: 0.01)
                let label = screen.frame("ING-TXT")
                XCTAssertEqual(screen.direction == .rightToLeft ? row.maxX - label.maxX : label.x - row.x, 16, accuracy: 0.01)
            }
        }
    }

    func testATableUnderTheNavigationBarStartsItsRowsBelowIt() throws {
        for (top, item) in [("under the bar", "CIN-ROT"), ("below the bar", "CIN-SAF")] {
            let file = try IBFixtures.storyboard("""
                <scene sceneID="s-1"><objects>
                    <navigationController id="CIN-NAV" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="CIN-BAR">
                            <rect key="frame" x="0.0" y="47" width="390" height="44"/>
                        </navigationBar>
                        <connections><segue destination="CIN-VC" kind="relationship" relationship="rootViewController" id="sg-1"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s-2"><objects>
                    <viewController id="CIN-VC" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="CIN-ROT">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <subviews>
                                <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="CIN-TBL">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                    <prototypes>
                \(Self.cell("CIN-CEL", style: "IBUITableViewCellStyleDefault", text: "First row", height: 44))
                                    </prototypes>
                                </tableView>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="CIN-SAF"/>
                            <constraints>
                                <constraint firstItem="CIN-TBL" firstAttribute="top" secondItem="\(item)" secondAttribute="top" id="t-1"/>
                                <constraint firstItem="CIN-TBL" firstAttribute="leading" secondItem="CIN-ROT" secondAttribute="leading" id="t-2"/>
                                <constraint firstAttribute="trailing" secondItem="CIN-TBL" secondAttribute="trailing" id="t-3"/>
                                <constraint firstAttribute="bottom" secondItem="CIN-TBL" secondAttribute="bottom" id="t-4"/>
                            </constraints>
                        </view>
                        <navigationItem key="navigationItem" title="Rows" id="CIN-ITM"/>
                    </viewController>
                </objects></scene>
                """)
            for screen in try IBFixtures.run([file], pseudo: [.rtl]) {
                let context = "\(top) \(screen.locale)"
                XCTAssertEqual(screen.frame("CIN-TBL").y, item == "CIN-ROT" ? 0 : 59 + 44, accuracy: 0.01, context)
                // Either way the first row starts where the bar ends (UIKit's automatic content inset).
                XCTAssertEqual(screen.frame("CIN-CEL").y, 59 + 44, accuracy: 0.01, context)
                XCTAssertEqual(screen.findings.filter { $0.kind == .overlap }.map(\.message), [], context)
            }
        }
    }

    func testAScrollViewUnderTheNavigationBarStartsItsContentBelowIt() throws {
        // The content tied to the content layout guide (Xcode 11+), or to the scroll view's own edges (before).
        for (style, top) in [("guide", "SCI-CNT"), ("edges", "SCI-SCR")] {
            for (pinned, item) in [("under the bar", "SCI-ROT"), ("below the bar", "SCI-SAF")] {
                let file = try IBFixtures.storyboard("""
                    <scene sceneID="s-1"><objects>
                        <navigationController id="SCI-NAV" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="SCI-BAR">
                                <rect key="frame" x="0.0" y="47" width="390" height="44"/>
                            </navigationBar>
                            <connections><segue destination="SCI-VC" kind="relationship" relationship="rootViewController" id="sg-1"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s-2"><objects>
                        <viewController id="SCI-VC" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="SCI-ROT">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="SCI-SCR">
                                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                        <subviews>
                                            <label opaque="NO" text="First line" translatesAutoresizingMaskIntoConstraints="NO" id="SCI-LBL">
                                                <rect key="frame" x="16" y="8" width="100" height="21"/>
                                            </label>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="SCI-LBL" firstAttribute="top" secondItem="\(top)" secondAttribute="top" constant="8" id="l-1"/>
                                            <constraint firstItem="SCI-LBL" firstAttribute="leading" secondItem="\(top)" secondAttribute="leading" constant="16" id="l-2"/>
                                            <constraint firstItem="SCI-CNT" firstAttribute="width" secondItem="SCI-SCR" secondAttribute="width" id="l-3"/>
                                        </constraints>
                                        <viewLayoutGuide key="contentLayoutGuide" id="SCI-CNT"/>
                                    </scrollView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="SCI-SAF"/>
                                <constraints>
                                    <constraint firstItem="SCI-SCR" firstAttribute="top" secondItem="\(item)" secondAttribute="top" id="t-1"/>
                                    <constraint firstItem="SCI-SCR" firstAttribute="leading" secondItem="SCI-ROT" secondAttribute="leading" id="t-2"/>
                                    <constraint firstAttribute="trailing" secondItem="SCI-SCR" secondAttribute="trailing" id="t-3"/>
                                    <constraint firstAttribute="bottom" secondItem="SCI-SCR" secondAttribute="bottom" id="t-4"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" title="Scroll" id="SCI-ITM"/>
                        </viewController>
                    </objects></scene>
                    """)
                for screen in try IBFixtures.run([file], pseudo: [.rtl]) {
                    let context = "\(style) \(pinned) \(screen.locale)"
                    XCTAssertEqual(screen.frame("SCI-SCR").y, item == "SCI-ROT" ? 0 : 59 + 44, accuracy: 0.01, context)
                    let label = screen.frame("SCI-LBL")
                    XCTAssertEqual(label.y, 59 + 44 + 8, accuracy: 0.01, context)
                    XCTAssertEqual(screen.direction == .rightToLeft ? 393 - label.maxX : label.x, 16, accuracy: 0.01, context)
                    XCTAssertEqual(screen.findings.filter { $0.kind == .overlap || $0.kind == .ambiguous }.map(\.message), [], context)
                }
            }
        }
    }
}
