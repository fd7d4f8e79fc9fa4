import Foundation
import GlossaInterfaceBuilder
import GlossaLayout
import XCTest

/// Outlets as Interface Builder records them: a scene's view controller, its cells, outlet collections,
/// static cells' built-in labels, a xib's File's Owner and top-level views, each by its class.
final class IBOutletTests: XCTestCase {
    static let profileScene = """
        <scene sceneID="PRF-sc-001">
            <objects>
                <viewController storyboardIdentifier="Profile" id="PRF-vc-001" customClass="ProfileViewController" customModule="App" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="TST-vw-ROT">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <subviews>
                            <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="PRF-lb-NAM">
                                <rect key="frame" x="16" y="100" width="200" height="21"/>
                            </label>
                            <button contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="PRF-bt-SAV">
                                <rect key="frame" x="16" y="140" width="80" height="34"/>
                                <state key="normal" title="Save"/>
                            </button>
                            <label text="Mon" translatesAutoresizingMaskIntoConstraints="NO" id="PRF-lb-MON">
                                <rect key="frame" x="16" y="200" width="60" height="21"/>
                            </label>
                            <label text="Tue" translatesAutoresizingMaskIntoConstraints="NO" id="PRF-lb-TUE">
                                <rect key="frame" x="80" y="200" width="60" height="21"/>
                            </label>
                            <tableView contentMode="scaleToFill" dataMode="prototypes" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="PRF-tb-001">
                                <rect key="frame" x="0.0" y="300" width="390" height="400"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="photo" textLabel="PRF-cl-TTL" style="IBUITableViewCellStyleDefault" id="PRF-cl-001" customClass="PhotoCell" customModule="App">
                                        <rect key="frame" x="0.0" y="50" width="390" height="44"/>
                                        <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="PRF-cl-001" id="PRF-cv-001">
                                            <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                                            <subviews>
                                                <label text="Title" id="PRF-cl-TTL">
                                                    <rect key="frame" x="20" y="0.0" width="200" height="44"/>
                                                </label>
                                                <label text="Caption" translatesAutoresizingMaskIntoConstraints="NO" id="PRF-cl-CAP">
                                                    <rect key="frame" x="230" y="10" width="100" height="21"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                        <connections>
                                            <outlet property="captionLabel" destination="PRF-cl-CAP" id="PRF-ou-005"/>
                                        </connections>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </subviews>
                    </view>
                    <connections>
                        <outlet property="nameLabel" destination="PRF-lb-NAM" id="PRF-ou-001"/>
                        <outlet property="saveButton" destination="PRF-bt-SAV" id="PRF-ou-002"/>
                        <outletCollection property="dayLabels" destination="PRF-lb-MON" collectionClass="NSMutableArray" id="PRF-ou-003"/>
                        <outletCollection property="dayLabels" destination="PRF-lb-TUE" collectionClass="NSMutableArray" id="PRF-ou-004"/>
                    </connections>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="PRF-fr-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        """

    static let settingsScene = """
        <scene sceneID="SET-sc-001">
            <objects>
                <tableViewController storyboardIdentifier="Settings" id="SET-vc-001" customClass="SettingsViewController" sceneMemberID="viewController">
                    <tableView key="view" contentMode="scaleToFill" dataMode="static" style="grouped" rowHeight="44" id="SET-tb-001">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <sections>
                            <tableViewSection headerTitle="Account" id="SET-se-001">
                                <cells>
                                    <tableViewCell contentMode="scaleToFill" textLabel="SET-cl-TTL" detailTextLabel="SET-cl-DET" style="IBUITableViewCellStyleValue1" id="SET-cl-001">
                                        <rect key="frame" x="0.0" y="18" width="390" height="44"/>
                                        <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="SET-cl-001" id="SET-cv-001">
                                            <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                                            <subviews>
                                                <label text="Server" id="SET-cl-TTL">
                                                    <rect key="frame" x="20" y="12" width="60" height="21"/>
                                                </label>
                                                <label text="Detail" id="SET-cl-DET">
                                                    <rect key="frame" x="300" y="12" width="60" height="21"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </cells>
                            </tableViewSection>
                        </sections>
                    </tableView>
                    <navigationItem key="navigationItem" title="Settings" id="SET-ni-001">
                        <barButtonItem key="rightBarButtonItem" title="Done" id="SET-bi-DON"/>
                    </navigationItem>
                    <connections>
                        <outlet property="serverCell" destination="SET-cl-001" id="SET-ou-001"/>
                    </connections>
                </tableViewController>
            </objects>
        </scene>
        """

    func testAStoryboardSceneHasItsObjectsOutletsByClass() throws {
        let file = try IBFixtures.storyboard(Self.profileScene + Self.settingsScene)
        let documents = try InterfaceBuilderReader.read(file: file)
        XCTAssertEqual(documents.map(\.name), ["Test-Profile", "Test-Settings"])
        XCTAssertEqual(documents[0].outlets, [
            Outlet(owner: "PhotoCell", property: "textLabel", view: "PRF-cl-TTL"),
            Outlet(owner: "ProfileViewController", property: "nameLabel", view: "PRF-lb-NAM"),
            Outlet(owner: "ProfileViewController", property: "saveButton", view: "PRF-bt-SAV"),
            Outlet(owner: "ProfileViewController", property: "dayLabels", view: "PRF-lb-MON"),
            Outlet(owner: "ProfileViewController", property: "dayLabels", view: "PRF-lb-TUE"),
            Outlet(owner: "PhotoCell", property: "captionLabel", view: "PRF-cl-CAP"),
        ])
        // Each scene has its own outlets; a static cell's built-in labels are reached through the outlet
        // that holds the cell; the controller's navigation item, its bar button items and its sections' titles
        // are its properties.
        XCTAssertEqual(documents[1].outlets, [
            Outlet(owner: "SettingsViewController", property: "navigationItem", view: "SET-ni-001"),
            Outlet(owner: "SettingsViewController", property: "navigationItem.rightBarButtonItem", view: "SET-bi-DON"),
            Outlet(owner: "SettingsViewController", property: "titleForHeaderInSection", view: "SET-se-001.headerTitle"),
            Outlet(owner: "SettingsViewController", property: "serverCell", view: "SET-cl-001"),
            Outlet(owner: "SettingsViewController", property: "serverCell.textLabel", view: "SET-cl-TTL"),
            Outlet(owner: "SettingsViewController", property: "serverCell.detailTextLabel", view: "SET-cl-DET"),
        ])
    }

    func testAXibHasItsFilesOwnersAndTopLevelObjectsOutlets() throws {
        let text = IBFixtures.document("XIB", """
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardController">
                    <connections>
                        <outlet property="view" destination="TST-vw-ROT" id="CRD-ou-001"/>
                        <outlet property="titleLabel" destination="CRD-lb-TTL" id="CRD-ou-002"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="TST-vw-ROT" customClass="CardView">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="120"/>
                    <subviews>
                        <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="CRD-lb-TTL">
                            <rect key="frame" x="16" y="16" width="200" height="21"/>
                        </label>
                        <textField text="" placeholder="Email" translatesAutoresizingMaskIntoConstraints="NO" id="CRD-tf-EML">
                            <rect key="frame" x="16" y="50" width="200" height="34"/>
                            <connections>
                                <outlet property="delegate" destination="-1" id="CRD-ou-004"/>
                            </connections>
                        </textField>
                    </subviews>
                    <connections>
                        <outlet property="emailField" destination="CRD-tf-EML" id="CRD-ou-003"/>
                    </connections>
                </view>
            </objects>
            """)
        let file = try IBFixtures.write(text, name: "Card.xib")
        let documents = try InterfaceBuilderReader.read(file: file)
        XCTAssertEqual(documents.count, 1)
        XCTAssertEqual(documents[0].outlets, [
            Outlet(owner: "CardController", property: "view", view: "TST-vw-ROT"),
            Outlet(owner: "CardController", property: "titleLabel", view: "CRD-lb-TTL"),
            Outlet(owner: "CardView", property: "emailField", view: "CRD-tf-EML"),
            Outlet(owner: "UITextField", property: "delegate", view: "-1"),
        ])
    }

    func testTaggedViewsAndACellsOwnLabelAsItsTextLabel() throws {
        let text = IBFixtures.document("XIB", """
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="GuideController"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" reuseIdentifier="guide" id="TST-vw-ROT" customClass="GuideCell">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                    <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="TST-vw-ROT" id="GDE-cv-001">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                        <subviews>
                            <label text="Guide" tag="2" translatesAutoresizingMaskIntoConstraints="NO" id="GDE-lb-TTL">
                                <rect key="frame" x="16" y="11" width="200" height="21"/>
                            </label>
                            <label text="Untagged" translatesAutoresizingMaskIntoConstraints="NO" id="GDE-lb-OTH">
                                <rect key="frame" x="230" y="11" width="100" height="21"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="textLabel" destination="GDE-lb-TTL" id="GDE-ou-001"/>
                    </connections>
                </tableViewCell>
            </objects>
            """)
        let file = try IBFixtures.write(text, name: "GuideCell.xib")
        let documents = try InterfaceBuilderReader.read(file: file)
        // The tagged label is the member `(tag)2` of the File's Owner and of the cell that holds it; the label the
        // outlet connects to the cell's `textLabel` is UIKit's label too, which generic code fills.
        XCTAssertEqual(documents[0].outlets, [
            Outlet(owner: "GuideController", property: "(tag)2", view: "GDE-lb-TTL"),
            Outlet(owner: "GuideCell", property: "(tag)2", view: "GDE-lb-TTL"),
            Outlet(owner: "GuideCell", property: "textLabel", view: "GDE-lb-TTL"),
            Outlet(owner: "GuideCell", property: Outlet.inherited("textLabel"), view: "GDE-lb-TTL"),
        ])
    }

    func testADocumentWithoutConnectionsHasNoOutlets() throws {
        let documents = try InterfaceBuilderReader.read(file: IBFixtures.xib)
        XCTAssertEqual(documents[0].outlets, [])
    }
}
