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
}
