import GlossaLayout
import XCTest
@testable import GlossaProject

/// Whether something opens a scene or a xib: its storyboard (initial, segues, references) or the app's code by a
/// name (identifier or nib name as a string, class as an identifier); Glossa layouts and runs without code are never
/// judged unopened.
final class ReachabilityTests: XCTestCase {
    private func scene(identifier: String? = "SettingsVC", type: String? = "SettingsViewController") -> LayoutDocument {
        var document = LayoutDocument(name: "Main-Settings", file: "Main.storyboard", device: nil, strings: nil, table: "Main", assets: nil,
                                      root: ViewNode(kind: .view, id: "root", location: SourceLocation(file: "Main.storyboard", line: 1, column: 1)))
        var openers = SceneOpeners(label: "scene '\(identifier ?? type ?? "x")' of Main.storyboard", isScene: true)
        openers.identifiers = identifier.map { [$0] } ?? []
        openers.classes = type.map { [$0] } ?? []
        document.openers = openers
        return document
    }

    private func nib(_ stem: String = "PhotoCell", classes: [String]) -> LayoutDocument {
        var document = scene()
        var openers = SceneOpeners(label: "\(stem).xib", isScene: false)
        openers.identifiers = [stem]
        openers.classes = classes
        document.openers = openers
        return document
    }

    private let unrelated = SwiftTextSetterTests.code(["App.swift": """
        class AppDelegate: UIResponder {
            func start() { print("hello") }
        }
        class SettingsViewController: UIViewController {}
        extension SettingsViewController {}
        """])

    func testASceneNothingOpensIsUnopenedWithWhy() {
        XCTAssertEqual(unopenedReason(of: scene(), code: unrelated),
                       "nothing opens scene 'SettingsVC' of Main.storyboard: it is not the initial view controller, no segue or storyboard "
                           + "reference leads to it, and neither its identifier 'SettingsVC' nor its class 'SettingsViewController' appears in "
                           + "the app's code")
        XCTAssertEqual(unopenedReason(of: scene(type: nil), code: unrelated),
                       "nothing opens scene 'SettingsVC' of Main.storyboard: it is not the initial view controller, no segue or storyboard "
                           + "reference leads to it, and its identifier 'SettingsVC' appears nowhere in the app's code")
    }

    func testWhatTheStoryboardSaysOpensIt() {
        for flag in [\SceneOpeners.isInitial, \.isSegueDestination, \.isReferenced] {
            var document = scene()
            document.openers![keyPath: flag] = true
            XCTAssertNil(unopenedReason(of: document, code: unrelated))
        }
    }

    /// Settings, reached only by segues from Profile and Help; Profile is reached from Account, which Help's segues
    /// reach in turn (a cycle).
    private func reachedBySegues() -> LayoutDocument {
        var document = scene()
        document.openers!.segueSources = [SegueSource(name: "Profile", identifiers: ["Profile"], sources: [2]),
                                          SegueSource(name: "Help", classes: ["HelpViewController"], sources: [2]),
                                          SegueSource(name: "Account", identifiers: ["Account"], sources: [1])]
        document.openers!.directSources = [0, 1]
        return document
    }

    func testASceneReachedOnlyFromScenesNothingOpensIsUnopened() {
        XCTAssertEqual(unopenedReason(of: reachedBySegues(), code: unrelated),
                       "nothing opens scene 'SettingsVC' of Main.storyboard: the only segues to it come from scenes nothing opens "
                           + "('Profile', 'Help'), and neither its identifier 'SettingsVC' nor its class 'SettingsViewController' appears "
                           + "in the app's code")
        var one = reachedBySegues()
        one.openers!.directSources = [0]
        XCTAssertEqual(unopenedReason(of: one, code: unrelated),
                       "nothing opens scene 'SettingsVC' of Main.storyboard: the only segues to it come from a scene nothing opens "
                           + "('Profile'), and neither its identifier 'SettingsVC' nor its class 'SettingsViewController' appears "
                           + "in the app's code")
    }

    func testASceneReachedFromAScreenTheCodeOpensIsOpened() {
        // Directly, by a source's identifier or class, or through the sources of a source (Account, two segues away).
        for line in ["show(\"Profile\")", "let help = HelpViewController()", "show(\"Account\")"] {
            XCTAssertNil(unopenedReason(of: reachedBySegues(), code: SwiftTextSetterTests.code(["Router.swift": line])), line)
        }
        // Settings' own identifier opens it whatever leads to it.
        XCTAssertNil(unopenedReason(of: reachedBySegues(), code: SwiftTextSetterTests.code(["Router.swift": "show(\"SettingsVC\")"])))
        // Without code Glossa cannot tell.
        XCTAssertNil(unopenedReason(of: reachedBySegues(), code: AppCode()))
    }

    func testTheCodeOpensItByIdentifierOrClass() {
        let byIdentifier = SwiftTextSetterTests.code(["Router.swift": """
            let settings = storyboard.instantiateViewController(withIdentifier: "SettingsVC")
            """])
        XCTAssertNil(unopenedReason(of: scene(), code: byIdentifier))
        let byClass = SwiftTextSetterTests.code(["Router.swift": """
            let settings = storyboard.instantiateViewController(withIdentifier: String(describing: SettingsViewController.self))
            """])
        XCTAssertNil(unopenedReason(of: scene(), code: byClass))
        let generated = SwiftTextSetterTests.code(["Router.swift": "let settings = R.storyboard.main.settingsVC()"])
        XCTAssertNil(unopenedReason(of: scene(), code: generated))
        // A string that only contains the identifier is not it.
        let partly = SwiftTextSetterTests.code(["Router.swift": "let name = \"SettingsVC2\"; let other = \"\\(x)SettingsVC\""])
        XCTAssertNotNil(unopenedReason(of: scene(), code: partly))
        let objC = SwiftTextSetterTests.code(["Router.m": """
            @implementation Router
            - (void)open { [self.storyboard instantiateViewControllerWithIdentifier:@"SettingsVC"]; }
            @end
            """])
        XCTAssertNil(unopenedReason(of: scene(), code: objC))
    }

    func testAXibLoadedByItsNibNameOrOwnerClassIsOpened() {
        let byName = SwiftTextSetterTests.code(["List.swift": """
            class ListViewController: UIViewController {
                override func viewDidLoad() {
                    tableView.register(UINib(nibName: "PhotoCell", bundle: nil), forCellReuseIdentifier: "photo")
                }
            }
            """])
        XCTAssertNil(unopenedReason(of: nib(classes: ["PhotoCell"]), code: byName))
        // A view controller whose nib is named after its class: `ProfileViewController()` loads ProfileView.xib.
        let byOwner = SwiftTextSetterTests.code(["Router.swift": """
            class ProfileViewController: UIViewController {}
            func show() { navigationController.pushViewController(ProfileViewController(), animated: true) }
            """])
        XCTAssertNil(unopenedReason(of: nib("ProfileView", classes: ["ProfileViewController"]), code: byOwner))
        // Declaring the class is no use of it.
        let declared = SwiftTextSetterTests.code(["Profile.swift": "class ProfileViewController: UIViewController {}"])
        XCTAssertEqual(unopenedReason(of: nib("ProfileView", classes: ["ProfileViewController"]), code: declared),
                       "nothing loads ProfileView.xib: neither its nib name 'ProfileView' nor its class 'ProfileViewController' appears in the app's code")
        let declaredObjC = SwiftTextSetterTests.code(["Profile.h": "@class ProfileViewController;\n@interface ProfileViewController : UIViewController\n@end"])
        XCTAssertNotNil(unopenedReason(of: nib("ProfileView", classes: ["ProfileViewController"]), code: declaredObjC))
    }

    func testNoCodeOrAGlossaLayoutIsNeverUnopened() {
        XCTAssertNil(unopenedReason(of: scene(), code: AppCode()))
        var layout = scene()
        layout.openers = nil
        XCTAssertNil(unopenedReason(of: layout, code: unrelated))
    }

    func testFollowingCodeSetsUnopenedOnTheDocumentAndItsLocalizations() {
        var document = scene()
        document.localizations["de"] = scene()
        let followed = document.followingCode(unrelated)
        XCTAssertNotNil(followed.unopened)
        XCTAssertEqual(followed.localizations["de"]?.unopened, followed.unopened)
    }
    /// Onboarding (the initial scene) opens Widgets by its identifier; Widgets' class opens Details. Old's class, which
    /// no one opens, opens Legacy and registers the nib of LegacyCell; Legacy's class names itself.
    private func onboarding() -> [LayoutDocument] {
        func named(_ identifier: String, _ type: String, initial: Bool = false) -> LayoutDocument {
            var document = scene(identifier: identifier, type: type)
            document.openers!.isInitial = initial
            return document
        }
        return [named("Onboarding", "OnboardingViewController", initial: true), named("Widgets", "WidgetsViewController"),
                named("Details", "DetailsViewController"), named("Old", "OldViewController"), named("Legacy", "LegacyViewController"),
                nib("LegacyCell", classes: ["LegacyCell"])]
    }

    private let onboardingCode = SwiftTextSetterTests.code(["Onboarding.swift": """
        class OnboardingViewController: UIViewController {
            func next() { show(storyboard!.instantiateViewController(withIdentifier: "Widgets")) }
        }
        class WidgetsViewController: UIViewController {
            func more() { show(storyboard!.instantiateViewController(withIdentifier: "Details")) }
        }
        class DetailsViewController: UIViewController {}
        class OldViewController: UIViewController {
            override func viewDidLoad() {
                tableView.register(UINib(nibName: "LegacyCell", bundle: nil), forCellReuseIdentifier: "legacy")
                show(storyboard!.instantiateViewController(withIdentifier: "Legacy"))
            }
        }
        class LegacyViewController: UIViewController {
            static let identifier = "Legacy"
            static func make() -> LegacyViewController { LegacyViewController() }
        }
        class LegacyCell: UITableViewCell {}
        """])

    func testOnlyTheCodeOfClassesWhoseScreensAreOpenedOpensOthers() {
        let documents = onboarding()
        let code = onboardingCode.reachingScreens(of: documents)
        XCTAssertEqual(code.unreached, ["OldViewController", "LegacyViewController", "LegacyCell"])
        let reasons = documents.map { unopenedReason(of: $0, code: code) }
        XCTAssertEqual(reasons.map { $0 == nil }, [true, true, true, false, false, false], "\(reasons)")
        XCTAssertEqual(reasons[4], "nothing opens scene 'Legacy' of Main.storyboard: it is not the initial view controller, no segue or "
                           + "storyboard reference leads to it, and neither its identifier 'Legacy' nor its class 'LegacyViewController' "
                           + "appears in the app's code that runs; only the code of 'LegacyViewController', 'OldViewController' names it, "
                           + "and nothing opens a screen of those classes")
        XCTAssertEqual(reasons[5], "nothing loads LegacyCell.xib: neither its nib name 'LegacyCell' nor its class 'LegacyCell' appears in "
                           + "the app's code that runs; only the code of 'OldViewController' names it, and nothing opens a screen of that class")
        // Without the other documents, the classes their storyboards name run, as far as Glossa knows.
        XCTAssertNil(unopenedReason(of: documents[4], code: onboardingCode))
        var partial = onboardingCode
        partial.designedClasses = ["OnboardingViewController", "WidgetsViewController", "DetailsViewController", "OldViewController",
                                   "LegacyViewController"]
        XCTAssertEqual(partial.reachingScreens(of: [documents[4]]).unreached, [])
        // A view controller class that no storyboard names and no running code names runs for no screen.
        XCTAssertEqual(onboardingCode.reachingScreens(of: [documents[4]]).unreached,
                       ["OnboardingViewController", "WidgetsViewController", "DetailsViewController", "OldViewController",
                        "LegacyViewController"])
    }

    func testAClassOpenedByCodeOutsideScreensOrInheritedFromRuns() {
        var documents = onboarding()
        // The app delegate (no screen of its own) opens Old: everything runs.
        let delegate = SwiftTextSetterTests.code(["Onboarding.swift": """
            class OnboardingViewController: UIViewController {}
            class OldViewController: UIViewController {
                override func viewDidLoad() { show(storyboard!.instantiateViewController(withIdentifier: "Legacy")) }
            }
            class LegacyViewController: UIViewController {}
            class AppDelegate: UIResponder {
                func start() { window.rootViewController = OldViewController() }
            }
            """])
        XCTAssertEqual(delegate.reachingScreens(of: documents).unreached, [])
        XCTAssertNil(unopenedReason(of: documents[4], code: delegate.reachingScreens(of: documents)))
        // A screen class another class inherits from runs for that one's objects.
        let inherited = SwiftTextSetterTests.code(["Onboarding.swift": """
            class OldViewController: UIViewController {
                override func viewDidLoad() { show(storyboard!.instantiateViewController(withIdentifier: "Legacy")) }
            }
            class NewViewController: OldViewController {}
            class LegacyViewController: UIViewController {}
            """])
        documents.removeLast()
        let code = inherited.reachingScreens(of: documents)
        XCTAssertFalse(code.unreached.contains("OldViewController"))
        XCTAssertNil(unopenedReason(of: documents[4], code: code))
    }
    func testAViewClassAStoryboardMakesRunsAndItsOwnXibsTopLevelObjectDoesNot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-views-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = folder.appendingPathComponent("Main.storyboard").path
        try Data("""
            <document><scenes><scene sceneID="s"><objects>
                <viewController id="vc" customClass="HomeViewController" sceneMemberID="viewController">
                    <view key="view" id="root"><subviews><view id="card" customClass="CardView"/></subviews></view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-1" customClass="UIResponder"/>
            </objects></scene></scenes></document>
            """.utf8).write(to: URL(fileURLWithPath: storyboard))
        let xib = folder.appendingPathComponent("BadgeView.xib").path
        try Data("""
            <document><objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="BadgeOwner"/>
                <view id="top" customClass="BadgeView"><subviews><view id="inner" customClass="DotView"/></subviews></view>
            </objects></document>
            """.utf8).write(to: URL(fileURLWithPath: xib))
        XCTAssertEqual(AppCode.customClasses(inFile: storyboard).map { "\($0.name) \($0.isView)" },
                       ["HomeViewController false", "CardView true", "UIResponder false"])
        XCTAssertEqual(AppCode.customClasses(inFile: xib).map { "\($0.name) \($0.isView)" },
                       ["BadgeOwner false", "BadgeView false", "DotView true"])
        // CardView's xib, loaded only by CardView's own code: the storyboard makes CardView, so it is opened.
        var code = SwiftTextSetterTests.code(["Card.swift": """
            class CardView: UIView {
                required init?(coder: NSCoder) { super.init(coder: coder); Bundle.main.loadNibNamed("CardView", owner: self) }
            }
            """])
        let card = nib("CardView", classes: ["CardView"])
        XCTAssertNotNil(unopenedReason(of: card, code: code.reachingScreens(of: [card])), "a class only its own code names")
        code.viewClasses = ["CardView"]
        XCTAssertNil(unopenedReason(of: card, code: code.reachingScreens(of: [card])))
    }
}
