import Foundation
@testable import Glossa
import GlossaInterfaceBuilder
import GlossaLayout
import XCTest

/// What opens each scene of a storyboard (its initial view controller, segues and relationships, the app's storyboard
/// references) and each xib (its nib names and classes), and what the loader makes of them with the app's code.
final class IBOpenersTests: XCTestCase {
    private static func scene(_ id: String, identifier: String? = nil, type: String? = nil, body: String = "") -> String {
        let identifierAttribute = identifier.map { " storyboardIdentifier=\"\($0)\"" } ?? ""
        let classAttribute = type.map { " customClass=\"\($0)\"" } ?? ""
        return """
            <scene sceneID="\(id)-sc">
                <objects>
                    <viewController\(identifierAttribute) id="\(id)-vc"\(classAttribute) sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="\(id)-vw">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <subviews>
            \(body)
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
            """
    }

    private static let navigation = """
        <scene sceneID="NAV-sc">
            <objects>
                <navigationController id="NAV-nc" sceneMemberID="viewController">
                    <connections>
                        <segue destination="HOM-vc" kind="relationship" relationship="rootViewController" id="NAV-sg"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        """

    private static let homeBody = """
        <button contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="HOM-bt">
            <rect key="frame" x="16" y="100" width="80" height="34"/>
            <state key="normal" title="Details"/>
            <connections>
                <segue destination="DET-vc" kind="show" id="HOM-sg"/>
            </connections>
        </button>
        """

    private static let bannerBody = """
        <label text="Offer" translatesAutoresizingMaskIntoConstraints="NO" id="ORP-lb-BNR">
            <rect key="frame" x="16" y="100" width="200" height="40"/>
            <constraints>
                <constraint firstAttribute="height" constant="40" id="ORP-ct-HGT"/>
            </constraints>
        </label>
        <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="ORP-lb-TTL">
            <rect key="frame" x="16" y="150" width="200" height="21"/>
        </label>
        """

    /// Main.storyboard (initial navigation controller → Home → Detail, an orphan and a scene another storyboard
    /// references) and Other.storyboard beside it, which holds the reference; their folder.
    private func app() throws -> String {
        var scenes = Self.navigation + Self.scene("HOM", type: "HomeViewController", body: Self.homeBody)
        scenes += Self.scene("DET", identifier: "Detail") + Self.scene("SHR", identifier: "Shared")
        scenes += Self.scene("ORP", identifier: "Orphan", type: "OrphanViewController", body: Self.bannerBody)
            .replacingOccurrences(of: "<view key=\"view\"", with: """
                <connections>
                    <outlet property="heightConstraint" destination="ORP-ct-HGT" id="ORP-ou-1"/>
                    <outlet property="titleLabel" destination="ORP-lb-TTL" id="ORP-ou-2"/>
                </connections>
                <view key="view"
                """)
        let main = IBFixtures.document("Storyboard.XIB", "<scenes>\n\(scenes)\n</scenes>")
            .replacingOccurrences(of: "<document ", with: "<document initialViewController=\"NAV-nc\" ")
        let path = try IBFixtures.write(main, name: "Main.storyboard")
        let folder = (path as NSString).deletingLastPathComponent
        let other = IBFixtures.document("Storyboard.XIB", """
            <scenes>
                <scene sceneID="REF-sc">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Main" referencedIdentifier="Shared" id="REF-ph" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
            """)
        try Data(other.utf8).write(to: URL(fileURLWithPath: (folder as NSString).appendingPathComponent("Other.storyboard")))
        return folder
    }

    func testEachSceneKnowsWhatOpensIt() throws {
        let folder = try app()
        let documents = try InterfaceBuilderReader.read(file: (folder as NSString).appendingPathComponent("Main.storyboard"))
        let openers = Dictionary(uniqueKeysWithValues: documents.map { ($0.name, $0.openers!) })
        XCTAssertEqual(openers.keys.sorted(), ["Main-Detail", "Main-HOM-vc", "Main-Orphan", "Main-Shared"])
        XCTAssertTrue(openers["Main-HOM-vc"]!.isSegueDestination)
        XCTAssertFalse(openers["Main-HOM-vc"]!.isInitial)
        XCTAssertEqual(openers["Main-HOM-vc"]!.classes, ["HomeViewController"])
        XCTAssertTrue(openers["Main-Detail"]!.isSegueDestination)
        XCTAssertTrue(openers["Main-Shared"]!.isReferenced)
        XCTAssertFalse(openers["Main-Shared"]!.isSegueDestination)
        let orphan = openers["Main-Orphan"]!
        XCTAssertFalse(orphan.isOpenedByDocuments)
        XCTAssertEqual(orphan.identifiers, ["Orphan"])
        XCTAssertEqual(orphan.classes, ["OrphanViewController"])
        XCTAssertEqual(orphan.label, "scene 'Orphan' of Main.storyboard")
        // A constraint keeps its id, for the outlets that hold it.
        let banner = documents.first { $0.name == "Main-Orphan" }!.allNodes.first { $0.id == "ORP-lb-BNR" }!
        XCTAssertEqual(banner.constraints.map(\.id), ["ORP-ct-HGT"])
    }

    func testTheInitialViewControllerIsOpened() throws {
        let main = IBFixtures.document("Storyboard.XIB", "<scenes>\n\(Self.scene("ONE"))\n</scenes>")
            .replacingOccurrences(of: "<document ", with: "<document initialViewController=\"ONE-vc\" ")
        let documents = try InterfaceBuilderReader.read(file: try IBFixtures.write(main, name: "Launch.storyboard"))
        XCTAssertEqual(documents.map { $0.openers?.isInitial }, [true])
    }

    func testAXibIsLoadedByItsNibNamesAndClasses() throws {
        let text = IBFixtures.document("XIB", """
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardController"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="CRD-vw" customClass="CardView">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="120"/>
                </view>
            </objects>
            """)
        let documents = try InterfaceBuilderReader.read(file: try IBFixtures.write(text, name: "Card~ipad.xib"))
        XCTAssertEqual(documents.count, 1)
        let openers = try XCTUnwrap(documents[0].openers)
        XCTAssertFalse(openers.isScene)
        XCTAssertEqual(openers.label, "Card~ipad.xib")
        XCTAssertEqual(openers.identifiers, ["Card~ipad", "Card"])
        XCTAssertEqual(openers.classes, ["CardController", "CardView"])
    }

    /// The loader reads the code once: the orphan is unopened (unless its identifier is in the code), and the views
    /// of the constraint the code changes are marked.
    func testTheLoaderFollowsTheCode() throws {
        let folder = try app()
        let sources = (folder as NSString).appendingPathComponent("Sources")
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        let swift = """
            class OrphanViewController: UIViewController {
                @IBOutlet weak var heightConstraint: NSLayoutConstraint!
                override func viewDidLoad() {
                    heightConstraint.constant = 0
                    if titleLabel.isHidden { return }
                }
            }
            class HomeViewController: UIViewController {}
            """
        try Data(swift.utf8).write(to: URL(fileURLWithPath: (sources as NSString).appendingPathComponent("Orphan.swift")))
        var options = MatrixOptions(paths: [(folder as NSString).appendingPathComponent("Main.storyboard")])
        options.appSources = .folders([sources])
        var documents = try DocumentLoader.documents(options)
        let orphan = try XCTUnwrap(documents.first { $0.name == "Main-Orphan" })
        XCTAssertEqual(orphan.unopened, "nothing opens scene 'Orphan' of Main.storyboard: it is not the initial view controller, no segue or "
                           + "storyboard reference leads to it, and neither its identifier 'Orphan' nor its class 'OrphanViewController' "
                           + "appears in the app's code")
        XCTAssertEqual(documents.filter { $0.unopened != nil }.map(\.name), ["Main-Orphan"])
        let changed = orphan.allNodes.filter { $0.changedInCode != nil }
        XCTAssertEqual(changed.map(\.id), ["ORP-lb-BNR"])
        XCTAssertEqual(changed.first?.changedInCode?.what, "constant of 'heightConstraint'")
        XCTAssertEqual(changed.first?.changedInCode?.location.line, 4)

        let router = "let orphan = storyboard.instantiateViewController(withIdentifier: \"Orphan\")"
        try Data(router.utf8).write(to: URL(fileURLWithPath: (sources as NSString).appendingPathComponent("Router.swift")))
        documents = try DocumentLoader.documents(options)
        XCTAssertEqual(documents.filter { $0.unopened != nil }.map(\.name), [])
    }
}
