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

    /// A segue in the subviews of a scene (on a button, or a container view's embed).
    private static func segue(to destination: String, kind: String, id: String) -> String {
        let element = kind == "embed" ? "containerView" : "button"
        return """
            <\(element) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-v">
                <rect key="frame" x="16" y="100" width="200" height="100"/>
                <connections>
                    <segue destination="\(destination)" kind="\(kind)" id="\(id)"/>
                </connections>
            </\(element)>
            """
    }

    /// A scene without a view: a navigation or tab bar controller whose relationships lead to `destinations`.
    private static func container(_ element: String, id: String, relationship: String, to destinations: [String]) -> String {
        let segues = destinations.enumerated().map { index, destination in
            "<segue destination=\"\(destination)\" kind=\"relationship\" relationship=\"\(relationship)\" id=\"\(id)-\(index)\"/>"
        }.joined(separator: "\n")
        return """
            <scene sceneID="\(id)-sc">
                <objects>
                    <\(element) id="\(id)" sceneMemberID="viewController">
                        <connections>
            \(segues)
                        </connections>
                    </\(element)>
                </objects>
            </scene>
            """
    }

    /// Onboarding.storyboard: an initial tab bar controller whose tabs are a navigation controller (its root embeds
    /// a child and, through a tap gesture beside it, shows another scene) and a plain scene; a widget scene nothing in
    /// the storyboard opens, which pushes its details, which embed a child; and a navigation controller nothing opens,
    /// with its root; and a scene a segue leads to from a scene without a view controller.
    private func transitiveStoryboard() throws -> String {
        var scenes = Self.container("tabBarController", id: "TAB-tc", relationship: "viewControllers", to: ["NAV-nc", "TB2-vc"])
        scenes += Self.container("navigationController", id: "NAV-nc", relationship: "rootViewController", to: ["RT1-vc"])
        scenes += Self.scene("RT1", body: Self.segue(to: "EMB-vc", kind: "embed", id: "RT1-se"))
            .replacingOccurrences(of: "</viewController>", with: """
                </viewController>
                <tapGestureRecognizer id="RT1-tg">
                    <connections>
                        <segue destination="GST-vc" kind="show" id="RT1-sg"/>
                    </connections>
                </tapGestureRecognizer>
                """)
        scenes += Self.scene("TB2") + Self.scene("EMB") + Self.scene("GST")
        scenes += Self.scene("WDG", identifier: "onboardingWidget", type: "OnboardingWidgetsViewController",
                             body: Self.segue(to: "WDD-vc", kind: "show", id: "WDG-sg"))
        scenes += Self.scene("WDD", identifier: "onboardingWidgetDetails", body: Self.segue(to: "WCH-vc", kind: "embed", id: "WDD-se"))
        scenes += Self.scene("WCH", type: "WidgetChildViewController")
        scenes += Self.container("navigationController", id: "LNV-nc", relationship: "rootViewController", to: ["LRT-vc"])
        scenes += Self.scene("LRT", identifier: "Lonely")
        // A scene without a view controller whose gesture's segue leads to ODD: Glossa cannot tell its source.
        scenes += """
            <scene sceneID="UNK-sc">
                <objects>
                    <tapGestureRecognizer id="UNK-tg">
                        <connections>
                            <segue destination="ODD-vc" kind="show" id="UNK-sg"/>
                        </connections>
                    </tapGestureRecognizer>
                </objects>
            </scene>
            """ + Self.scene("ODD")
        let text = IBFixtures.document("Storyboard.XIB", "<scenes>\n\(scenes)\n</scenes>")
            .replacingOccurrences(of: "<document ", with: "<document initialViewController=\"TAB-tc\" ")
        return try IBFixtures.write(text, name: "Onboarding.storyboard")
    }

    /// A segue opens its destination only when its source is opened: the initial tab bar controller's tabs, its
    /// navigation controller's root, that root's embedded child and the scene its gesture shows are opened by the
    /// storyboard, and so is a scene a segue Glossa cannot trace leads to; the widget's details, their child and the
    /// lonely root have only sources nothing in it opens.
    func testASegueOpensItsDestinationOnlyFromAnOpenedScene() throws {
        let documents = try InterfaceBuilderReader.read(file: try transitiveStoryboard())
        let openers = Dictionary(uniqueKeysWithValues: documents.map { ($0.name, $0.openers!) })
        for name in ["Onboarding-RT1-vc", "Onboarding-TB2-vc", "Onboarding-EMB-vc", "Onboarding-GST-vc", "Onboarding-ODD-vc"] {
            XCTAssertTrue(openers[name]?.isSegueDestination == true, name)
            XCTAssertEqual(openers[name]?.segueSources, [], name)
        }
        let widget = try XCTUnwrap(openers["Onboarding-onboardingWidget"])
        XCTAssertFalse(widget.isOpenedByDocuments)
        XCTAssertEqual(widget.segueSources, [])
        let details = try XCTUnwrap(openers["Onboarding-onboardingWidgetDetails"])
        XCTAssertFalse(details.isOpenedByDocuments)
        XCTAssertEqual(details.segueSources, [SegueSource(name: "onboardingWidget", identifiers: ["onboardingWidget"],
                                                          classes: ["OnboardingWidgetsViewController"])])
        XCTAssertEqual(details.directSources, [0])
        let child = try XCTUnwrap(openers["Onboarding-WCH-vc"])
        XCTAssertFalse(child.isOpenedByDocuments)
        XCTAssertEqual(child.segueSources.map(\.name), ["onboardingWidgetDetails", "onboardingWidget"])
        XCTAssertEqual(child.segueSources.map(\.sources), [[1], []])
        XCTAssertEqual(child.directSources, [0])
        let lonely = try XCTUnwrap(openers["Onboarding-Lonely"])
        XCTAssertEqual(lonely.segueSources, [SegueSource(name: "LNV-nc")])
    }

    /// With the app's code: the details and their child are unopened while nothing opens the widget, and opened once
    /// the code instantiates it; a scene whose own identifier the code names is opened whatever leads to it.
    func testTheLoaderFollowsSeguesFromScenesTheCodeOpens() throws {
        let storyboard = try transitiveStoryboard()
        let sources = ((storyboard as NSString).deletingLastPathComponent as NSString).appendingPathComponent("Sources")
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        let router = (sources as NSString).appendingPathComponent("Router.swift")
        try Data("let lonely = storyboard.instantiateViewController(withIdentifier: \"Lonely\")".utf8).write(to: URL(fileURLWithPath: router))
        var options = MatrixOptions(paths: [storyboard])
        options.appSources = .folders([sources])
        var documents = try DocumentLoader.documents(options)
        let unopened = Dictionary(uniqueKeysWithValues: documents.compactMap { document in document.unopened.map { (document.name, $0) } })
        XCTAssertEqual(unopened.keys.sorted(), ["Onboarding-WCH-vc", "Onboarding-onboardingWidget", "Onboarding-onboardingWidgetDetails"])
        XCTAssertEqual(unopened["Onboarding-onboardingWidgetDetails"],
                       "nothing opens scene 'onboardingWidgetDetails' of Onboarding.storyboard: the only segues to it come from a scene "
                           + "nothing opens ('onboardingWidget'), and its identifier 'onboardingWidgetDetails' appears nowhere in the app's code")
        XCTAssertEqual(unopened["Onboarding-WCH-vc"],
                       "nothing opens scene 'WidgetChildViewController' of Onboarding.storyboard: the only segues to it come from a scene "
                           + "nothing opens ('onboardingWidgetDetails'), it has no storyboard identifier, and its class "
                           + "'WidgetChildViewController' appears nowhere in the app's code")

        let widget = "let widget = storyboard.instantiateViewController(withIdentifier: \"onboardingWidget\")"
        try Data(widget.utf8).write(to: URL(fileURLWithPath: (sources as NSString).appendingPathComponent("Onboarding.swift")))
        documents = try DocumentLoader.documents(options)
        XCTAssertEqual(documents.filter { $0.unopened != nil }.map(\.name), [])
    }

    /// Maps.storyboard: the initial Home scene has manual segues (drawn from the view controller itself) to Map
    /// ("ShowMap") and, without an identifier, to Legacy, and a button's segue to Guide, whose class inherits from a
    /// library's controller and which has a manual segue "pb_right" to Menu.
    private func manualSegues() throws -> String {
        func manual(_ segues: [(destination: String, identifier: String?)], _ scene: String) -> String {
            let lines = segues.map { segue in
                "<segue destination=\"\(segue.destination)\" kind=\"show\"" + (segue.identifier.map { " identifier=\"\($0)\"" } ?? "")
                    + " id=\"\(segue.destination)-ms\"/>"
            }.joined(separator: "\n")
            return scene.replacingOccurrences(of: "<view key=\"view\"", with: "<connections>\n\(lines)\n</connections>\n<view key=\"view\"")
        }
        var scenes = manual([("MAP-vc", "ShowMap"), ("LEG-vc", nil)],
                            Self.scene("HOM", type: "HomeViewController", body: Self.segue(to: "GDE-vc", kind: "show", id: "HOM-gd")))
        scenes += manual([("MNU-vc", "pb_right")], Self.scene("GDE", type: "GuideViewController"))
        scenes += Self.scene("MAP", type: "MapViewController") + Self.scene("LEG") + Self.scene("MNU", type: "GuideMenuViewController")
        let text = IBFixtures.document("Storyboard.XIB", "<scenes>\n\(scenes)\n</scenes>")
            .replacingOccurrences(of: "<document ", with: "<document initialViewController=\"HOM-vc\" ")
        return try IBFixtures.write(text, name: "Maps.storyboard")
    }

    func testAManualSegueOpensItsDestinationWhenCodeThatRunsPerformsIt() throws {
        let storyboard = try manualSegues()
        let openers = Dictionary(uniqueKeysWithValues: try InterfaceBuilderReader.read(file: storyboard).map { ($0.name, $0.openers!) })
        XCTAssertFalse(openers["Maps-MAP-vc"]!.isOpenedByDocuments)
        XCTAssertEqual(openers["Maps-MAP-vc"]!.performedSegues, [ManualSegue(identifier: "ShowMap", sourceClass: "HomeViewController")])
        XCTAssertTrue(openers["Maps-LEG-vc"]!.isSegueDestination, "a manual segue without an identifier counts as any segue")
        XCTAssertTrue(openers["Maps-GDE-vc"]!.isSegueDestination)
        XCTAssertEqual(openers["Maps-MNU-vc"]!.performedSegues, [ManualSegue(identifier: "pb_right", sourceClass: "GuideViewController")])

        let sources = ((storyboard as NSString).deletingLastPathComponent as NSString).appendingPathComponent("Sources")
        try? FileManager.default.removeItem(atPath: sources)
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        func write(_ files: [String: String]) throws {
            for name in (try FileManager.default.contentsOfDirectory(atPath: sources)) {
                try FileManager.default.removeItem(atPath: (sources as NSString).appendingPathComponent(name))
            }
            for (name, text) in files {
                try Data(text.utf8).write(to: URL(fileURLWithPath: (sources as NSString).appendingPathComponent(name)))
            }
        }
        var options = MatrixOptions(paths: [storyboard])
        options.appSources = .folders([sources])
        func unopened() throws -> [String: String] {
            Dictionary(uniqueKeysWithValues: try DocumentLoader.documents(options).compactMap { document in document.unopened.map { (document.name, $0) } })
        }
        // Objective-C: prepareForSegue: only compares the identifier and names the class as a type; the method that
        // performs the segue is declared in the header and called by nothing. The guide's library performs its own.
        let header = """
            @interface HomeViewController : UIViewController
            - (void)showMap;
            @end
            @interface GuideViewController : PBRevealViewController
            @end
            """
        let implementation = """
            @implementation HomeViewController
            - (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {
                if ([segue.identifier isEqualToString:@"ShowMap"]) {
                    MapViewController *map = (MapViewController *)segue.destinationViewController;
                    map.title = @"Map";
                }
            }
            - (void)showMap {
                [self performSegueWithIdentifier:@"ShowMap" sender:self];
            }
            @end
            """
        try write(["HomeViewController.h": header, "HomeViewController.m": implementation])
        XCTAssertEqual(try unopened(), ["Maps-MAP-vc": "nothing opens scene 'MapViewController' of Maps.storyboard: only manual segues lead "
                                            + "to it ('ShowMap'), and no code that runs performs them, it has no storyboard identifier, and its "
                                            + "class 'MapViewController' appears nowhere in the app's code that runs; only the method 'showMap' "
                                            + "of 'HomeViewController' names it, and nothing calls it (no code, storyboard or xib)"])
        // Once something calls the method, the segue is performed.
        let called = implementation.replacingOccurrences(of: "- (void)showMap {", with: "- (void)viewDidLoad {\n    [self showMap];\n}\n- (void)showMap {")
        try write(["HomeViewController.h": header, "HomeViewController.m": called])
        XCTAssertEqual(try unopened(), [:])
        // Swift: comparing the identifier performs nothing; performSegue does.
        let swift = """
            class HomeViewController: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if segue.identifier == "ShowMap" { segue.destination.title = "Map" }
                }
            }
            class GuideViewController: PBRevealViewController {}
            """
        try write(["Home.swift": swift])
        XCTAssertEqual(try unopened().keys.sorted(), ["Maps-MAP-vc"])
        try write(["Home.swift": swift.replacingOccurrences(of: "class GuideViewController",
                                                              with: "extension HomeViewController { func map() { performSegue(withIdentifier: \"ShowMap\", sender: nil) } }\nclass GuideViewController")])
        XCTAssertEqual(try unopened(), [:])
        // A guide of the app's own (its superclass is UIKit's) performs pb_right only where its code says so.
        try write(["Home.swift": swift.replacingOccurrences(of: "PBRevealViewController", with: "UIViewController")])
        XCTAssertEqual(try unopened().keys.sorted(), ["Maps-MAP-vc", "Maps-MNU-vc"])
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
                           + "appears in the app's code that runs")
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
