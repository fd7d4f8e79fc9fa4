import Foundation
import Glossa
import GlossaCheck
import GlossaLayout
import XCTest

/// UIKit's run-time rules for what a document's views become (contract v3, "Interface Builder, as UIKit lays
/// it out at run time"): each must fire where UIKit does, stay silent where it does not, in LTR and RTL.
final class IBRuntimeTests: XCTestCase {
    /// A xib whose 390 × 844 top-level view holds `subviews`, `constraints`, then `extra` (its variations).
    static func screen(_ subviews: String, constraints: String = "", extra: String = "", name: String = "Test") throws -> String {
        try IBFixtures.write(IBFixtures.document("XIB", """
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="TST-vw-ROT">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
            \(subviews)
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="TST-sa-SAF"/>
                    <constraints>
            \(constraints)
                    </constraints>
            \(extra)
                </view>
            </objects>
            """), name: "\(name).xib")
    }

    static let gray = #"<color key="backgroundColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#

    /// `id.leading = root.leading + x` and `id.top = root.top + y`.
    static func pin(_ id: String, x: Int, y: Int) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="TST-vw-ROT" secondAttribute="leading" constant="\(x)" id="\(id)-x"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="TST-vw-ROT" secondAttribute="top" constant="\(y)" id="\(id)-y"/>
        """
    }

    func testViewsNoConstraintNamesKeepTheirDesignFramesResizedByTheirMask() throws {
        let file = try Self.screen("""
            <label fixedFrame="YES" text="Fixed" translatesAutoresizingMaskIntoConstraints="NO" id="FIX-lb-001">
                <rect key="frame" x="20" y="100" width="200" height="21"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </label>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="FIX-vw-002">
                <rect key="frame" x="20" y="200" width="100" height="40"/>
                \(Self.gray)
            </view>
            <view contentMode="scaleToFill" id="FIX-vw-003">
                <rect key="frame" x="10" y="300" width="370" height="40"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                \(Self.gray)
            </view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="FIX-vw-004">
                <rect key="frame" x="20" y="400" width="100" height="40"/>
                <constraints><constraint firstAttribute="width" constant="100" id="FIX-cn-004"/></constraints>
                \(Self.gray)
            </view>
            """)
        let results = try IBFixtures.run([file], pseudo: [.rtl])
        XCTAssertEqual(results.map(\.direction), [.leftToRight, .rightToLeft])
        for screen in results {
            // Design frames are physical: UIKit does not mirror autoresizing frames in right-to-left locales.
            assertRect(screen.frame("FIX-lb-001"), 20, 100, 200, 21)
            assertRect(screen.frame("FIX-vw-002"), 20, 200, 100, 40)
            assertRect(screen.frame("FIX-vw-003"), 10, 300, 373, 40)  // 3 pt wider screen than the design's 390 pt
            // A view that a constraint names is laid out by Auto Layout: its open position is reported.
            let ambiguous = screen.findings.filter { $0.kind == .ambiguous }
            XCTAssertEqual(ambiguous.map(\.view), ["FIX-vw-004"], screen.locale)
            XCTAssertEqual(screen.findings.filter { $0.kind == .overlap }.count, 0)
        }
    }

    func testSizeClassVariationsApplyPerDevice() throws {
        let file = try Self.screen("""
            <label text="Wide" translatesAutoresizingMaskIntoConstraints="NO" id="SZC-lb-001">
                <rect key="frame" x="40" y="100" width="195" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <variation key="heightClass=regular-widthClass=regular">
                    <fontDescription key="fontDescription" type="system" pointSize="30"/>
                </variation>
            </label>
            <label text="Only on wide screens" hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="SZC-lb-002">
                <rect key="frame" x="16" y="200" width="200" height="21"/>
                <variation key="widthClass=regular" hidden="NO"/>
            </label>
            """, constraints: """
            <constraint firstItem="SZC-lb-001" firstAttribute="leading" secondItem="TST-vw-ROT" secondAttribute="leading" constant="16" id="SZC-cn-001">
                <variation key="widthClass=compact" constant="40"/>
            </constraint>
            <constraint firstItem="SZC-lb-001" firstAttribute="top" secondItem="TST-vw-ROT" secondAttribute="top" constant="100" id="SZC-cn-002"/>
            <constraint firstItem="SZC-lb-001" firstAttribute="width" secondItem="TST-vw-ROT" secondAttribute="width" multiplier="0.5" id="SZC-cn-003"/>
            <constraint firstItem="SZC-lb-001" firstAttribute="width" secondItem="TST-vw-ROT" secondAttribute="width" multiplier="1/4" id="SZC-cn-004"/>
            \(Self.pin("SZC-lb-002", x: 16, y: 200))
            """, extra: """
            <variation key="default">
                <mask key="constraints"><exclude reference="SZC-cn-004"/></mask>
            </variation>
            <variation key="heightClass=regular-widthClass=regular">
                <mask key="constraints"><exclude reference="SZC-cn-003"/><include reference="SZC-cn-004"/></mask>
            </variation>
            """)
        let results = try IBFixtures.run([file], pseudo: [.rtl], devices: ["iphone-15", "ipad"])
        XCTAssertEqual(results.count, 4)
        for screen in results {
            let rtl = screen.direction == .rightToLeft
            let iPad = screen.device == "ipad"
            let width = iPad ? 820.0 : 393.0
            let label = screen.frame("SZC-lb-001")
            // iPhone (compact width): half the width, 40 pt in; iPad (regular × regular): a quarter (1/4), 16 pt in.
            XCTAssertEqual(label.width, iPad ? 205 : 196.5, accuracy: 0.01, "\(screen.device) \(screen.locale)")
            XCTAssertEqual(rtl ? width - label.maxX : label.x, iPad ? 16 : 40, accuracy: 0.01)
            // The iPad's 30 pt font makes a taller line.
            let line = screen.views.first { $0.id == "SZC-lb-001" }?.paragraph?.lines.first?.height ?? 0
            XCTAssertEqual(line > 30, iPad, "line height \(line) on \(screen.device)")
            XCTAssertEqual(screen.views.first { $0.id == "SZC-lb-002" }?.hidden, !iPad, "hidden except in regular width")
            XCTAssertEqual(screen.findings.filter { $0.kind == .unsatisfiable }.count, 0, "the masked width constraints never meet")
        }
    }

    func testHiddenViewsKeepTheirConstraintsButAreNeitherDrawnNorJudged() throws {
        let file = try Self.screen("""
            <label text="An anchor that is hidden and far too long for its fixed width" hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="HID-lb-001">
                <rect key="frame" x="16" y="100" width="60" height="21"/>
                <constraints><constraint firstAttribute="width" constant="60" id="HID-cn-001"/></constraints>
            </label>
            <label text="Below the hidden one" translatesAutoresizingMaskIntoConstraints="NO" id="HID-lb-002">
                <rect key="frame" x="16" y="129" width="200" height="21"/>
            </label>
            <label text="Transparent" alpha="0.0" translatesAutoresizingMaskIntoConstraints="NO" id="HID-lb-003">
                <rect key="frame" x="16" y="129" width="200" height="21"/>
            </label>
            <label text="Opaque" translatesAutoresizingMaskIntoConstraints="NO" id="HID-lb-010">
                <rect key="frame" x="16" y="129" width="200" height="21"/>
            </label>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="HID-bt-004">
                <rect key="frame" x="16" y="300" width="120" height="30"/>
                <state key="normal" title="Sign in"/>
            </button>
            <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" hidesWhenStopped="YES" style="medium" translatesAutoresizingMaskIntoConstraints="NO" id="HID-ai-005">
                <rect key="frame" x="66" y="305" width="20" height="20"/>
            </activityIndicatorView>
            <activityIndicatorView opaque="NO" contentMode="scaleToFill" hidesWhenStopped="YES" animating="YES" style="medium" translatesAutoresizingMaskIntoConstraints="NO" id="HID-ai-006">
                <rect key="frame" x="20" y="130" width="20" height="20"/>
            </activityIndicatorView>
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="HID-sv-007">
                <rect key="frame" x="16" y="500" width="200" height="50"/>
                <subviews>
                    <label text="Left out" hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="HID-lb-008"><rect key="frame" x="0.0" y="0.0" width="200" height="21"/></label>
                    <label text="First shown" translatesAutoresizingMaskIntoConstraints="NO" id="HID-lb-009"><rect key="frame" x="0.0" y="29" width="200" height="21"/></label>
                </subviews>
            </stackView>
            """, constraints: """
            \(Self.pin("HID-lb-001", x: 16, y: 100))
            <constraint firstItem="HID-lb-002" firstAttribute="leading" secondItem="HID-lb-001" secondAttribute="leading" id="HID-cn-002"/>
            <constraint firstItem="HID-lb-002" firstAttribute="top" secondItem="HID-lb-001" secondAttribute="bottom" constant="8" id="HID-cn-003"/>
            <constraint firstItem="HID-lb-003" firstAttribute="leading" secondItem="HID-lb-002" secondAttribute="leading" id="HID-cn-004"/>
            <constraint firstItem="HID-lb-003" firstAttribute="top" secondItem="HID-lb-002" secondAttribute="top" id="HID-cn-005"/>
            <constraint firstItem="HID-lb-010" firstAttribute="leading" secondItem="HID-lb-002" secondAttribute="leading" constant="100" id="HID-cn-010"/>
            <constraint firstItem="HID-lb-010" firstAttribute="top" secondItem="HID-lb-002" secondAttribute="top" id="HID-cn-011"/>
            \(Self.pin("HID-bt-004", x: 16, y: 300))
            <constraint firstItem="HID-ai-005" firstAttribute="centerX" secondItem="HID-bt-004" secondAttribute="centerX" id="HID-cn-006"/>
            <constraint firstItem="HID-ai-005" firstAttribute="centerY" secondItem="HID-bt-004" secondAttribute="centerY" id="HID-cn-007"/>
            <constraint firstItem="HID-ai-006" firstAttribute="leading" secondItem="HID-lb-002" secondAttribute="leading" constant="4" id="HID-cn-008"/>
            <constraint firstItem="HID-ai-006" firstAttribute="centerY" secondItem="HID-lb-002" secondAttribute="centerY" id="HID-cn-009"/>
            \(Self.pin("HID-sv-007", x: 16, y: 500))
            """)
        for screen in try IBFixtures.run([file], pseudo: [.rtl]) {
            let rtl = screen.direction == .rightToLeft
            let anchor = screen.frame("HID-lb-001"), below = screen.frame("HID-lb-002")
            // The hidden label is laid out (its intrinsic height included) and others are placed by it.
            XCTAssertGreaterThan(anchor.height, 15)
            XCTAssertEqual(below.y, anchor.maxY + 8, accuracy: 0.01)
            XCTAssertEqual(rtl ? 393 - below.maxX : below.x, 16, accuracy: 0.01)
            XCTAssertEqual(screen.views.first { $0.id == "HID-lb-001" }?.hidden, true)
            XCTAssertEqual(screen.views.first { $0.id == "HID-lb-003" }?.hidden, true, "alpha 0")
            XCTAssertEqual(screen.views.first { $0.id == "HID-ai-005" }?.hidden, true, "stopped, hides when stopped")
            XCTAssertEqual(screen.views.first { $0.id == "HID-ai-006" }?.hidden, false, "animating")
            // In a stack view a hidden arranged view is left out: the next one takes its place.
            XCTAssertEqual(screen.frame("HID-lb-009").y, screen.frame("HID-sv-007").y, accuracy: 0.01)
            let judged = Set(screen.findings.compactMap(\.view))
            for quiet in ["HID-lb-001", "HID-lb-003", "HID-ai-005", "HID-lb-008"] {
                XCTAssertFalse(judged.contains(quiet), "\(quiet) is not drawn, so not judged: \(screen.findings.map(\.message))")
            }
            // An opaque label over the same one overlaps it; the transparent one in the same place does not.
            let overlaps = screen.findings.filter { $0.kind == .overlap }.map(\.message)
            XCTAssertEqual(overlaps.count, 1, screen.locale)
            XCTAssertTrue(overlaps.first?.hasPrefix("'HID-lb-002' (UILabel \"Below the hidden one\") and 'HID-lb-010' (UILabel \"Opaque\") overlap by ") == true,
                          "\(overlaps) \(screen.locale)")
            XCTAssertEqual(screen.findings.filter { $0.kind == .ambiguous }.count, 0)
        }
    }

    func testPagingScrollViewsShowTheirFirstPageWithoutClippingTheOthers() throws {
        func pages(paging: Bool) -> String {
            """
            <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" \(paging ? "pagingEnabled=\"YES\"" : "") fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="PAG-sc-\(paging ? "YES" : "NOT")">
                <rect key="frame" x="0.0" y="\(paging ? 100 : 400)" width="390" height="200"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                <subviews>
                    <label fixedFrame="YES" text="Page one" translatesAutoresizingMaskIntoConstraints="NO" id="PAG-lb-\(paging ? "Y1" : "N1")">
                        <rect key="frame" x="20" y="20" width="200" height="24"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </label>
                    <label fixedFrame="YES" text="Page two" translatesAutoresizingMaskIntoConstraints="NO" id="PAG-lb-\(paging ? "Y2" : "N2")">
                        <rect key="frame" x="410" y="20" width="200" height="24"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </label>
                </subviews>
            </scrollView>
            """
        }
        let file = try Self.screen(pages(paging: true) + pages(paging: false))
        for screen in try IBFixtures.run([file], pseudo: [.rtl]) {
            assertRect(screen.frame("PAG-lb-Y2"), 410, 120, 200, 24)
            let placement = screen.findings.filter { $0.kind == .clipped || $0.kind == .offscreen }
            // Only the page of the scroll view that does not page is cut.
            XCTAssertEqual(placement.map(\.view), ["PAG-lb-N2"], "\(screen.locale): \(placement.map(\.message))")
        }
    }

    func testAutoshrinkShrinksASingleLineToItsMinimumScaleBeforeTruncating() throws {
        func label(_ id: String, y: Int, attributes: String) -> String {
            """
            <label fixedFrame="YES" text="A long title that shrinks" numberOfLines="1" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="16" y="\(y)" width="120" height="21"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        }
        let file = try Self.screen(label("SHR-lb-001", y: 100, attributes: #"minimumScaleFactor="0.5""#)
            + label("SHR-lb-002", y: 150, attributes: #"minimumScaleFactor="0.9""#)
            + label("SHR-lb-003", y: 200, attributes: #"adjustsFontSizeToFit="NO" minimumScaleFactor="0.5""#)
            + label("SHR-lb-004", y: 250, attributes: #"minimumFontSize="8""#))
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-shrink-\(UUID().uuidString)").path
        var options = MatrixOptions(paths: [file])
        options.pseudo = [.rtl]
        options.outputDirectory = out
        let results = try Simulator(textEngine: IBFixtures.engine).run(options)
        for screen in results {
            func view(_ id: String) -> LaidOutView? { screen.views.first { $0.id == id } }
            // Shrunk to fit 120 pt: a scale between the minimum and 1, whole text shown.
            let scale = try XCTUnwrap(view("SHR-lb-001")?.fontScale)
            XCTAssertGreaterThan(scale, 0.5)
            XCTAssertLessThan(scale, 0.8)
            XCTAssertEqual(view("SHR-lb-001")?.paragraph?.truncated, false)
            XCTAssertLessThanOrEqual(view("SHR-lb-001")?.paragraph?.contentWidth ?? 999, 120)
            XCTAssertEqual(view("SHR-lb-004")?.paragraph?.truncated, false, "minimumFontSize 8 of 17 pt")
            // At its minimum scale it still does not fit: truncated there.
            XCTAssertEqual(view("SHR-lb-002")?.fontScale, 0.9)
            XCTAssertEqual(view("SHR-lb-002")?.paragraph?.truncated, true)
            XCTAssertNil(view("SHR-lb-003")?.fontScale, "adjustsFontSizeToFit NO")
            let truncated = screen.findings.filter { $0.kind == .truncated }.compactMap(\.view).sorted()
            XCTAssertEqual(truncated, ["SHR-lb-002", "SHR-lb-003"], screen.locale)
        }
        let report = try String(contentsOfFile: out + "/report.json", encoding: .utf8)
        XCTAssertTrue(report.contains("\"fontScale\": 0.9"), "the report records the scale")
    }

    func testAButtonIsJudgedAlongItsWidthOnly() throws {
        func button(_ id: String, y: Int, width: Int, title: String) -> String {
            """
            <button opaque="NO" fixedFrame="YES" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="16" y="\(y)" width="\(width)" height="30"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <state key="normal" title="\(title)"/>
            </button>
            """
        }
        let file = try Self.screen(button("BTN-bt-001", y: 100, width: 200, title: "Continue")
            + button("BTN-bt-002", y: 200, width: 40, title: "Continue anyway"))
        for screen in try IBFixtures.run([file], pseudo: [.rtl]) {
            // A 30 pt button's title (taller than 30 − 2 × 6 pt) shows whole: UIButton does not clip it.
            XCTAssertEqual(screen.findings.filter { $0.kind == .clipped }.map(\.message), [], screen.locale)
            XCTAssertEqual(screen.findings.filter { $0.kind == .truncated }.map(\.view), ["BTN-bt-002"], screen.locale)
        }
    }
}
