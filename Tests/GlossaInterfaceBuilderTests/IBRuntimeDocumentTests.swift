import Foundation
import Glossa
import GlossaCheck
import GlossaInterfaceBuilder
import GlossaLayout
import XCTest

/// UIKit's run-time rules that concern a whole document: tables, bars, localized versions, bundle images,
/// xib-level cells and what is said about approximations, in LTR and RTL.
final class IBRuntimeDocumentTests: XCTestCase {
    func testRowHeightsCellHeldConstraintsAndCellsAsWideAsTheirTable() throws {
        let file = try IBFixtures.storyboard("""
            <scene sceneID="s-1"><objects>
                <tableViewController id="TBL-vc-001" title="Rows" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" rowHeight="72" id="TBL-tv-001">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <sections>
                            <tableViewSection id="TBL-sc-001">
                                <cells>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" id="TBL-cl-001">
                                        <rect key="frame" x="0.0" y="0.0" width="390" height="72"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="TBL-cl-001" id="TBL-cv-001">
                                            <rect key="frame" x="0.0" y="0.0" width="390" height="72"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label text="Held by the cell" translatesAutoresizingMaskIntoConstraints="NO" id="TBL-lb-001">
                                                    <rect key="frame" x="20" y="24" width="150" height="24"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                        <constraints>
                                            <constraint firstItem="TBL-lb-001" firstAttribute="leading" secondItem="TBL-cv-001" secondAttribute="leading" constant="20" id="TBL-cn-001"/>
                                            <constraint firstItem="TBL-lb-001" firstAttribute="centerY" secondItem="TBL-cv-001" secondAttribute="centerY" id="TBL-cn-002"/>
                                        </constraints>
                                    </tableViewCell>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" rowHeight="100" id="TBL-cl-002">
                                        <rect key="frame" x="0.0" y="72" width="390" height="100"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="TBL-cl-002" id="TBL-cv-002">
                                            <rect key="frame" x="0.0" y="0.0" width="390" height="100"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label fixedFrame="YES" text="Its own height" translatesAutoresizingMaskIntoConstraints="NO" id="TBL-lb-002">
                                                    <rect key="frame" x="20" y="60" width="150" height="24"/>
                                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </cells>
                            </tableViewSection>
                        </sections>
                    </tableView>
                </tableViewController>
            </objects></scene>
            """)
        for screen in try IBFixtures.run([file], pseudo: [.rtl]) {
            let rtl = screen.direction == .rightToLeft
            let first = screen.frame("TBL-cl-001"), second = screen.frame("TBL-cl-002")
            XCTAssertEqual(first.height, 72, accuracy: 0.01, "the table's rowHeight")
            XCTAssertEqual(second.height, 100, accuracy: 0.01, "the cell's own row height")
            XCTAssertEqual(first.width, 393, accuracy: 0.01, "as wide as the table")
            XCTAssertEqual(second.width, 393, accuracy: 0.01)
            let label = screen.frame("TBL-lb-001")
            XCTAssertEqual(rtl ? 393 - label.maxX : label.x, 20, accuracy: 0.01, "placed by the constraints the cell holds")
            XCTAssertEqual(label.midY, first.midY, accuracy: 0.01)
            XCTAssertEqual(screen.frame("TBL-lb-002").y - second.y, 60, accuracy: 0.01, "shown in the 100 pt row, not cut at 44")
            XCTAssertEqual(screen.findings.filter { [.ambiguous, .clipped, .unsatisfiable].contains($0.kind) }.map(\.message), [])
        }
    }

    func testAHiddenNavigationBarIsNotDrawnAndLeavesTheStatusBarsSafeArea() throws {
        func scenes(hidden: Bool, suffix: String) -> String {
            """
            <scene sceneID="n-\(suffix)"><objects>
                <navigationController id="NAV-nc-\(suffix)" \(hidden ? "navigationBarHidden=\"YES\"" : "") sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="NAV-nb-\(suffix)">
                        <rect key="frame" x="0.0" y="47" width="390" height="44"/>
                    </navigationBar>
                    <connections><segue destination="NAV-vc-\(suffix)" kind="relationship" relationship="rootViewController" id="NAV-sg-\(suffix)"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="v-\(suffix)"><objects>
                <viewController id="NAV-vc-\(suffix)" storyboardIdentifier="\(hidden ? "Hidden" : "Shown")" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="NAV-rt-\(suffix)">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <subviews>
                            <label text="Top" translatesAutoresizingMaskIntoConstraints="NO" id="NAV-lb-\(suffix)">
                                <rect key="frame" x="16" y="91" width="100" height="24"/>
                            </label>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="NAV-sa-\(suffix)"/>
                        <constraints>
                            <constraint firstItem="NAV-lb-\(suffix)" firstAttribute="top" secondItem="NAV-sa-\(suffix)" secondAttribute="top" id="NAV-c1-\(suffix)"/>
                            <constraint firstItem="NAV-lb-\(suffix)" firstAttribute="leading" secondItem="NAV-sa-\(suffix)" secondAttribute="leading" constant="16" id="NAV-c2-\(suffix)"/>
                        </constraints>
                    </view>
                    <navigationItem key="navigationItem" title="Title" id="NAV-it-\(suffix)"/>
                </viewController>
            </objects></scene>
            """
        }
        let file = try IBFixtures.storyboard(scenes(hidden: true, suffix: "1") + scenes(hidden: false, suffix: "2"))
        let results = try IBFixtures.run([file], pseudo: [.rtl])
        for screen in results {
            let rtl = screen.direction == .rightToLeft
            let hidden = screen.layout == "Test-Hidden"
            let label = screen.frame(hidden ? "NAV-lb-1" : "NAV-lb-2")
            XCTAssertEqual(label.y, hidden ? 59 : 59 + 44, accuracy: 0.01, screen.layout)
            XCTAssertEqual(rtl ? 393 - label.maxX : label.x, 16, accuracy: 0.01)
            XCTAssertEqual(screen.views.contains { $0.id == "NAV-nb-1" }, false, "a hidden bar is not laid out")
            XCTAssertEqual(screen.views.contains { $0.id == "NAV-nb-2" }, !hidden)
        }
    }

    /// A localized storyboard in `de.lproj` and `ar.lproj` beside Base.lproj, and French strings for the Base one.
    static func localizedApp() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-loc-\(UUID().uuidString)").path
        func storyboard(_ text: String) -> String {
            IBFixtures.document("Storyboard.XIB", """
                <scenes><scene sceneID="s-1"><objects>
                    <viewController id="LOC-vc-001" storyboardIdentifier="Greeting" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="LOC-vw-ROT">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <subviews>
                                <label text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="LOC-lb-001">
                                    <rect key="frame" x="16" y="100" width="200" height="24"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="LOC-lb-001" firstAttribute="leading" secondItem="LOC-vw-ROT" secondAttribute="leading" constant="16" id="LOC-cn-001"/>
                                <constraint firstItem="LOC-lb-001" firstAttribute="top" secondItem="LOC-vw-ROT" secondAttribute="top" constant="100" id="LOC-cn-002"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene></scenes>
                """)
        }
        let files = ["Base.lproj/Main.storyboard": storyboard("Hello"), "de.lproj/Main.storyboard": storyboard("Guten Tag"),
                     "ar.lproj/Main.storyboard": storyboard("مرحبا"), "fr.lproj/Main.strings": "\"LOC-lb-001.text\" = \"Bonjour\";\n"]
        for (path, text) in files {
            let full = (folder as NSString).appendingPathComponent(path)
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        return (folder as NSString).appendingPathComponent("Base.lproj/Main.storyboard")
    }

    func testALocalizedStoryboardIsThatLocalesDocument() throws {
        let file = try Self.localizedApp()
        let results = try IBFixtures.run([file], locales: .all)
        XCTAssertEqual(results.map(\.locale).sorted(), ["ar", "de", "en", "fr"])
        let expected = ["en": "Hello", "fr": "Bonjour", "de": "Guten Tag", "ar": "مرحبا"]
        for screen in results {
            XCTAssertEqual(screen.layout, "Main-Greeting")
            XCTAssertEqual(screen.text("LOC-lb-001"), expected[screen.locale], screen.locale)
            let label = screen.frame("LOC-lb-001")
            // Arabic lays out right to left: the leading constant is on the right.
            XCTAssertEqual(screen.locale == "ar" ? 393 - label.maxX : label.x, 16, accuracy: 0.01, screen.locale)
            XCTAssertEqual(screen.findings.filter { $0.kind == .missingTranslation }.map(\.message), [], screen.locale)
        }
        // A locale the app has neither strings nor a document for shows the development language's.
        let other = try IBFixtures.run([file], locales: .list(["it"]))
        XCTAssertEqual(other.first?.text("LOC-lb-001"), "Hello")
    }

    func testLooseBundleImagesAndJPEGsAreDrawnAsUIImageNamedFindsThem() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-loose-\(UUID().uuidString)").path
        let png = try XCTUnwrap(Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=="))
        for folder in ["App.xcodeproj", "App/Images", "App/Views", "Pods/Lib"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        try png.write(to: URL(fileURLWithPath: root + "/App/Images/icon@2x.png"))
        try png.write(to: URL(fileURLWithPath: root + "/Pods/Lib/vendored.png"))
        try FileManager.default.copyItem(atPath: IBFixtures.images.appendingPathComponent("red-blue.jpg").path,
                                         toPath: root + "/App/Images/photo.jpg")
        func imageView(_ id: String, _ image: String, y: Int) -> String {
            """
            <imageView contentMode="scaleAspectFit" image="\(image)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="16" y="\(y)" width="10" height="10"/>
            </imageView>
            """
        }
        let xib = try IBRuntimeTests.screen(imageView("IMG-01", "icon", y: 100) + imageView("IMG-02", "photo.jpg", y: 200)
            + imageView("IMG-03", "vendored", y: 300),
            constraints: IBRuntimeTests.pin("IMG-01", x: 16, y: 100) + IBRuntimeTests.pin("IMG-02", x: 16, y: 200)
                + IBRuntimeTests.pin("IMG-03", x: 16, y: 300))
        let file = root + "/App/Views/Test.xib"
        try FileManager.default.moveItem(atPath: xib, toPath: file)
        for screen in try IBFixtures.run([file], pseudo: [.rtl]) {
            let rtl = screen.direction == .rightToLeft
            // Natural sizes from the files: 1 px at @2x is half a point; the 16 × 8 px JPEG is 16 × 8 pt.
            let icon = screen.frame("IMG-01"), photo = screen.frame("IMG-02")
            XCTAssertEqual(icon.width, 0.5, accuracy: 0.01)
            assertRect(photo, rtl ? 393 - 16 - 16 : 16, 200, 16, 8)
            // Pods are never searched: the vendored image is a placeholder, named once.
            let unsupported = screen.findings.filter { $0.kind == .unsupported }
            XCTAssertEqual(unsupported.map(\.view), screen.locale == "en" ? ["IMG-03"] : [], screen.locale)
        }
    }

    func testAXibLevelCellIsDrawnAsThatCell() throws {
        let file = try IBFixtures.write(IBFixtures.document("XIB", """
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="64" id="XCL-cl-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="64"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="XCL-cl-001" id="XCL-cv-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="64"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <label text="Cell title" translatesAutoresizingMaskIntoConstraints="NO" id="XCL-lb-001">
                                <rect key="frame" x="16" y="20" width="100" height="24"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="XCL-lb-001" firstAttribute="leading" secondItem="XCL-cv-001" secondAttribute="leading" constant="16" id="XCL-cn-001"/>
                            <constraint firstItem="XCL-lb-001" firstAttribute="centerY" secondItem="XCL-cv-001" secondAttribute="centerY" id="XCL-cn-002"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
                <collectionViewCell opaque="NO" contentMode="center" id="XCL-cc-002">
                    <rect key="frame" x="0.0" y="0.0" width="68" height="110"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center">
                        <rect key="frame" x="0.0" y="0.0" width="68" height="110"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <label fixedFrame="YES" text="Tile" translatesAutoresizingMaskIntoConstraints="NO" id="XCL-lb-002">
                                <rect key="frame" x="4" y="80" width="60" height="24"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            </label>
                        </subviews>
                    </view>
                </collectionViewCell>
                <tapGestureRecognizer id="XCL-gr-003"/>
            </objects>
            """), name: "Cells.xib")
        let results = try IBFixtures.run([file], pseudo: [.rtl])
        XCTAssertEqual(Set(results.map(\.layout)), ["Cells-XCL-cl-001", "Cells-XCL-cc-002"], "a gesture recognizer is no layout")
        for screen in results {
            let rtl = screen.direction == .rightToLeft
            XCTAssertEqual(screen.findings.filter { $0.kind == .unsupported }.count, 0, "\(screen.layout) is drawn, not a placeholder")
            if screen.layout == "Cells-XCL-cl-001" {
                // Below the status bar (59 pt), as the table it belongs to would show it.
                assertRect(screen.frame("XCL-cl-001"), 0, 59, 393, 64)
                let label = screen.frame("XCL-lb-001")
                XCTAssertEqual(rtl ? 393 - label.maxX : label.x, 16, accuracy: 0.01)
                XCTAssertEqual(label.midY, 59 + 32, accuracy: 0.01)
            } else {
                assertRect(screen.frame("XCL-cc-002"), 0, 59, 68, 110)
                assertRect(screen.frame("XCL-lb-002"), 4, 59 + 80, 60, 24)
            }
        }
    }

    func testApproximationsAreNamedOncePerDocument() throws {
        let file = try IBRuntimeTests.screen("""
            <wkWebView contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="APX-wv-001">
                <rect key="frame" x="0.0" y="100" width="390" height="300"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
            </wkWebView>
            <mapView clipsSubviews="YES" fixedFrame="YES" mapType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="APX-mp-002">
                <rect key="frame" x="0.0" y="450" width="390" height="200"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
            </mapView>
            """)
        let quiet = try IBRuntimeTests.screen("""
            <label fixedFrame="YES" text="Nothing to approximate" translatesAutoresizingMaskIntoConstraints="NO" id="APX-lb-003">
                <rect key="frame" x="16" y="100" width="300" height="24"/>
            </label>
            """, name: "Quiet")
        let simulator = Simulator(textEngine: IBFixtures.engine)
        var options = MatrixOptions(paths: [file, quiet])
        options.pseudo = [.rtl]
        options.devices = ["iphone-se", "iphone-15"]
        let results = try simulator.run(options)
        XCTAssertEqual(simulator.documentNotes.map(\.line),
                       ["\(file): approximated 1 × mapView, 1 × wkWebView (drawn as placeholders or laid out as said; `unsupported` in the report)"])
        let unsupported = results.flatMap { screen in screen.findings.filter { $0.kind == .unsupported }.map { "\(screen.device) \(screen.locale) \($0.view ?? "")" } }
        XCTAssertEqual(unsupported, ["iphone-se en APX-mp-002", "iphone-se en APX-wv-001"], "on the document's first screen only")
    }
}
