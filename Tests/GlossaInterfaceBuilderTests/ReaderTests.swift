import Foundation
import GlossaInterfaceBuilder
import GlossaLayout
import XCTest

/// Storyboards and xibs into the document model: which layouts, their names, strings and devices, and
/// constraints read as UIKit reads them.
final class ReaderTests: XCTestCase {
    func testEachSceneWithAViewIsALayoutNamedByIdentifierElseTitle() throws {
        let documents = try InterfaceBuilderReader.read(file: IBFixtures.storyboard)
        // The navigation controller has no view of its own: its bar is drawn on the settings scene.
        XCTAssertEqual(documents.map(\.name), ["Main-Welcome", "Main-Settings", "Main-Form"])
        for document in documents {
            XCTAssertEqual(document.device, "iphone-15", "retina6_12 (390 × 844) is nearest to iphone-15")
            XCTAssertEqual(document.table, "Main")
            XCTAssertEqual(document.strings, IBFixtures.app.path, "the folder that holds Base.lproj")
            XCTAssertEqual(document.developmentLanguage, "en")
        }
        XCTAssertEqual(documents[0].rootPlacement, .screen)
        XCTAssertEqual(documents[1].topBarHeight, 44)
    }

    func testAXibTopLevelViewIsALayoutOfItsDesignHeight() throws {
        let documents = try InterfaceBuilderReader.read(file: IBFixtures.xib)
        XCTAssertEqual(documents.map(\.name), ["Card-CRD-vw-ROT"])
        XCTAssertEqual(documents[0].rootPlacement, .designHeight(120))
        XCTAssertEqual(documents[0].table, "Card")
        let chart = try XCTUnwrap(documents[0].allNodes.first { $0.id == "CRD-vw-CHT" })
        XCTAssertEqual(chart.kind, .view, "a custom class lays out as its UIKit class")
        XCTAssertNil(chart.unsupported)
        XCTAssertEqual(chart.displayName, "Progress Chart")
    }

    func testConstraintsReadAsUIKitMeansThem() throws {
        let welcome = try InterfaceBuilderReader.read(file: IBFixtures.storyboard)[0]
        let constraints = welcome.root.constraints
        let byID = { (id: String) in constraints.first { $0.text.hasSuffix("(constraint \(id))") } }
        // A missing firstItem is the view that holds the constraint.
        let trailing = try XCTUnwrap(byID("WEL-c1-003"))
        XCTAssertEqual(trailing.first, .imported("superview", .trailing, guide: .margins))
        XCTAssertEqual(trailing.second, .imported("WEL-lb-TTL", .trailing, guide: .frame))
        // The safe area guide's id stands for the safe area.
        let top = try XCTUnwrap(byID("WEL-c1-001"))
        XCTAssertEqual(top.second, .imported("safe", .top, guide: .frame))
        XCTAssertEqual(top.constant, 24)
        XCTAssertEqual(top.location.line, 86)
        let card = try InterfaceBuilderReader.read(file: IBFixtures.xib)[0]
        let icon = try XCTUnwrap(card.allNodes.first { $0.id == "CRD-iv-ICN" })
        let aspect = try XCTUnwrap(icon.constraints.first { $0.text.hasSuffix("(constraint CRD-c2-002)") })
        XCTAssertEqual(aspect.multiplier, 1)
        XCTAssertEqual(aspect.first, .imported("superview", .width, guide: .frame))
        let chartGap = try XCTUnwrap(card.root.constraints.first { $0.text.hasSuffix("(constraint CRD-c1-005)") })
        XCTAssertEqual(chartGap.relation, .greaterOrEqual)
        XCTAssertEqual(chartGap.text, "CRD-vw-CHT.leading >= CRD-sv-TXT.trailing + 12 (constraint CRD-c1-005)")
    }

    func testRatiosPrioritiesRelationsAndMargins() throws {
        let file = try IBFixtures.xib("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="TST-vw-BOX">
                <rect key="frame" x="0.0" y="0.0" width="160" height="90"/>
            </view>
            """, constraints: """
            <constraint firstItem="TST-vw-BOX" firstAttribute="width" secondItem="TST-vw-BOX" secondAttribute="height" multiplier="16:9" id="c-1"/>
            <constraint firstItem="TST-vw-BOX" firstAttribute="top" secondItem="TST-vw-ROT" secondAttribute="topMargin" priority="750" constant="-4" id="c-2"/>
            <constraint firstItem="TST-vw-BOX" firstAttribute="bottom" relation="lessThanOrEqual" secondItem="TST-vw-ROT" secondAttribute="bottom" id="c-3"/>
            """)
        let root = try InterfaceBuilderReader.read(file: file)[0].root
        XCTAssertEqual(root.constraints.count, 3)
        XCTAssertEqual(root.constraints[0].multiplier, 16.0 / 9.0, accuracy: 1e-12)
        XCTAssertEqual(root.constraints[1].priority, 750)
        XCTAssertEqual(root.constraints[1].constant, -4)
        XCTAssertEqual(root.constraints[1].second, .imported("TST-vw-ROT", .top, guide: .margins))
        XCTAssertEqual(root.constraints[2].relation, .lessOrEqual)
    }

    func testStringsKeysFollowBaseInternationalization() throws {
        let nodes = try InterfaceBuilderReader.read(file: IBFixtures.storyboard).flatMap(\.allNodes)
        let keys = Set(nodes.compactMap(\.text?.key))
        for key in ["WEL-lb-TTL.text", "WEL-bt-CNT.configuration.title", "WEL-bt-SKP.normalTitle", "SET-ni-TTL.title",
                    "SET-bb-DON.title", "SET-sc-ACC.headerTitle", "SET-sc-ACC.footerTitle", "FRM-sg-SEG.segmentTitles[2]",
                    "FRM-tf-EML.placeholder"] {
            XCTAssertTrue(keys.contains(key), "\(key) in \(keys.sorted())")
        }
        let title = try XCTUnwrap(nodes.first { $0.id == "WEL-lb-TTL" }?.text)
        XCTAssertEqual(title.defaultValue, "Welcome")
        XCTAssertEqual(title.style, "largeTitle", "a text style that adjusts for the content size category")
        XCTAssertEqual(title.lines, 1, "UILabel shows one line unless numberOfLines says otherwise")
        let badge = try XCTUnwrap(nodes.first { $0.id == "WEL-lb-TAG" }?.text)
        XCTAssertNil(badge.style)
        XCTAssertEqual(badge.size, 15)
        XCTAssertEqual(badge.weight, "semibold")
        XCTAssertEqual(badge.alignment, "center")
        XCTAssertEqual(nodes.first { $0.id == "WEL-lb-BDY" }?.text?.color, "#3C3C4399", "the document's own system colour")
    }

    func testUnknownElementIsKeptAsAnUnsupportedPlaceholder() throws {
        let file = try IBFixtures.xib("""
            <datePicker contentMode="scaleToFill" datePickerMode="date" id="TST-dp-001">
                <rect key="frame" x="16" y="100" width="320" height="216"/>
            </datePicker>
            """)
        let picker = try XCTUnwrap(try InterfaceBuilderReader.read(file: file)[0].allNodes.first { $0.id == "TST-dp-001" })
        XCTAssertEqual(picker.unsupported, "datePicker 'TST-dp-001' is not supported; it is drawn as a placeholder of its frame")
        XCTAssertEqual(picker.autoresizing?.width, 320)
    }

    func testMalformedXMLNamesFileLineAndColumn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-ib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Broken.storyboard").path
        try Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n  <scenes>\n    <scene sceneID=\"a\">\n  </scenes>\n</document>\n".utf8)
            .write(to: URL(fileURLWithPath: file))
        XCTAssertThrowsError(try InterfaceBuilderReader.read(file: file)) { error in
            let diagnostic = error as? LayoutDiagnostic
            XCTAssertEqual(diagnostic?.location?.file, file)
            XCTAssertEqual(diagnostic?.location?.line, 5)
            XCTAssertTrue("\(error)".hasPrefix("\(file):5:"), "\(error)")
            XCTAssertTrue("\(error)".contains("not well-formed XML"), "\(error)")
        }
        try Data("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB\"/>\n".utf8)
            .write(to: URL(fileURLWithPath: file))
        XCTAssertThrowsError(try InterfaceBuilderReader.read(file: file)) { error in
            XCTAssertTrue("\(error)".contains("only iOS (Cocoa Touch)"), "\(error)")
        }
    }

    func testAXibViewThatIsAViewControllersViewHasItsMargins() throws {
        let text = IBFixtures.document("XIB", """
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="DetailViewController">
                    <connections><outlet property="view" destination="DET-vw-ROT" id="o-1"/></connections>
                </placeholder>
                <view contentMode="scaleToFill" id="DET-vw-ROT"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/></view>
                <view contentMode="scaleToFill" id="DET-vw-ACC"><rect key="frame" x="0.0" y="0.0" width="390" height="44"/></view>
            </objects>
            """)
        let documents = try InterfaceBuilderReader.read(file: try IBFixtures.write(text, name: "Detail.xib"))
        XCTAssertEqual(documents.map(\.name), ["Detail-DET-vw-ROT", "Detail-DET-vw-ACC"])
        XCTAssertEqual(documents.map(\.root.margins), [.viewController, .system])
        XCTAssertEqual(documents.map(\.rootPlacement), [.screen, .designHeight(44)])
    }
}
