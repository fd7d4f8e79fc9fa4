import Foundation
import Glossa
import GlossaCheck
import GlossaInterfaceBuilder
import GlossaLayout
import GlossaRender
import GlossaText
import XCTest

/// Tab bar controllers (UIKit, round 3): each tab's scene, and the scenes pushed onto a tab's navigation controller,
/// show the tab bar with every item, in left-to-right and right-to-left, its titles localized and judged like any text.
final class IBTabBarTests: XCTestCase {
    /// A view controller scene `id` whose root view `root` holds `body`, with a `<tabBarItem>` when `item` is given.
    static func scene(_ id: String, root: String, item: String = "", attributes: String = "", body: String = "",
                      constraints: String = "", connections: String = "") -> String {
        """
        <scene sceneID="s-\(id)"><objects>
            <viewController storyboardIdentifier="\(id)" id="\(id)" \(attributes) sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="\(root)">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    <subviews>\(body)</subviews>
                    <viewLayoutGuide key="safeArea" id="\(root)-safe"/>
                    <constraints>\(constraints)</constraints>
                </view>
                \(item)
                <connections>\(connections)</connections>
            </viewController>
        </objects></scene>
        """
    }

    /// A label `id` at its root's leading margin, its bottom `constant` above `item`'s `attribute`.
    static func label(_ id: String, _ text: String, root: String, bottomTo item: String, _ attribute: String, constant: Int) -> (String, String) {
        ("""
        <label text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="16" y="700" width="200" height="21"/>
        </label>
        """, """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="\(root)" secondAttribute="leadingMargin" id="\(id)-l"/>
        <constraint firstItem="\(item)" firstAttribute="\(attribute)" secondItem="\(id)" secondAttribute="bottom" constant="\(constant)" id="\(id)-b"/>
        """)
    }

    /// An app whose tab bar controller has a navigation controller (Home, with a scene pushed from it that keeps the bar
    /// and one that hides it), a Settings tab and a system Favorites tab; with German and Arabic strings and images.
    static func app(tabs extra: [String] = []) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-tabs-\(UUID().uuidString)").path
        let home = label("LBL-001", "Welcome", root: "VC-001-root", bottomTo: "VC-001-root-safe", "bottom", constant: 8)
        let pushed = label("LBL-005", "Details", root: "VC-005-root", bottomTo: "VC-005-root-safe", "bottom", constant: 0)
        let segues = """
            <segue destination="NAV-001" kind="relationship" relationship="viewControllers" id="sg-t1"/>
            <segue destination="VC-002" kind="relationship" relationship="viewControllers" id="sg-t2"/>
            <segue destination="VC-003" kind="relationship" relationship="viewControllers" id="sg-t3"/>
            """ + extra.map { #"<segue destination="\#($0)" kind="relationship" relationship="viewControllers" id="sg-\#($0)"/>"# }.joined()
        let scenes = """
            <scene sceneID="s-tabs"><objects>
                <tabBarController id="TAB-CTL" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="TAB-BAR">
                        <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                    </tabBar>
                    <connections>\(segues)</connections>
                </tabBarController>
            </objects></scene>
            <scene sceneID="s-nav"><objects>
                <navigationController id="NAV-001" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Home" image="home" id="ITM-001"/>
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="NAV-BAR"/>
                    <connections><segue destination="VC-001" kind="relationship" relationship="rootViewController" id="sg-r1"/></connections>
                </navigationController>
            </objects></scene>
            \(scene("VC-001", root: "VC-001-root", body: home.0, constraints: home.1, connections: """
                <segue destination="VC-004" kind="show" id="sg-p4"/>
                <segue destination="VC-005" kind="show" id="sg-p5"/>
                """))
            \(scene("VC-002", root: "VC-002-root", item: #"<tabBarItem key="tabBarItem" title="Settings" image="gear" id="ITM-002"/>"#))
            \(scene("VC-003", root: "VC-003-root", item: #"<tabBarItem key="tabBarItem" systemItem="favorites" id="ITM-003"/>"#))
            \(scene("VC-004", root: "VC-004-root", attributes: #"hidesBottomBarWhenPushed="YES""#,
                    connections: #"<segue destination="VC-006" kind="show" id="sg-p6"/>"#))
            \(scene("VC-005", root: "VC-005-root", body: pushed.0, constraints: pushed.1))
            \(scene("VC-006", root: "VC-006-root"))
            """ + extra.enumerated().map { index, id in
                scene(id, root: "\(id)-root", item: #"<tabBarItem key="tabBarItem" title="Tab \#(index + 4)" id="\#(id)-item"/>"#)
            }.joined()
        let storyboard = IBFixtures.document("Storyboard.XIB", "<scenes>\(scenes)</scenes>")
        let files = ["Base.lproj/Main.storyboard": storyboard,
                     "de.lproj/Main.strings": "\"ITM-001.title\" = \"Startseite\";\n\"ITM-002.title\" = \"Einstellungen für Fortgeschrittene\";\n"
                        + "\"LBL-001.text\" = \"Willkommen\";\n\"LBL-005.text\" = \"Einzelheiten\";\n",
                     "ar.lproj/Main.strings": "\"ITM-001.title\" = \"الرئيسية\";\n\"ITM-002.title\" = \"الإعدادات\";\n"
                        + "\"LBL-001.text\" = \"أهلاً\";\n\"LBL-005.text\" = \"التفاصيل\";\n"]
        for (path, text) in files {
            let full = (folder as NSString).appendingPathComponent(path)
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        // 25 pt images at 2x: a red square, and an original-rendering one that no bar tints.
        try imageSet(folder + "/Assets.xcassets/home.imageset", color: Color(red: 255, green: 0, blue: 0), intent: nil)
        try imageSet(folder + "/Assets.xcassets/gear.imageset", color: Color(red: 0, green: 160, blue: 0), intent: "original")
        return (folder as NSString).appendingPathComponent("Base.lproj/Main.storyboard")
    }

    static func imageSet(_ folder: String, color: Color, intent: String?) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(try PNG.encode(Canvas(width: 50, height: 50, background: color))).write(to: URL(fileURLWithPath: folder + "/image@2x.png"))
        let properties = intent.map { #", "properties": {"template-rendering-intent": "\#($0)"}"# } ?? ""
        let json = #"{"images": [{"filename": "image@2x.png", "idiom": "universal", "scale": "2x"}], "info": {"author": "xcode", "version": 1}\#(properties)}"#
        try Data(json.utf8).write(to: URL(fileURLWithPath: folder + "/Contents.json"))
    }

    /// The bar is 49 pt plus the home indicator's inset, at the bottom of the screen; its three items share its width in
    /// the relationships' order from the leading edge (2 pt in from each side of a share), each image centred 19 pt
    /// below the bar's top and each title's top 36 pt below it.
    func testEachTabsSceneHasATabBarOfTheDevicesHeightWithItsItemsFromTheLeadingEdge() throws {
        let file = try Self.app()
        for device in ["iphone-15", "iphone-se"] {
            let results = try IBFixtures.run([file], locales: .list(["en", "ar"]), devices: [device])
            let (width, height, inset) = device == "iphone-se" ? (375.0, 667.0, 0.0) : (393.0, 852.0, 34.0)
            for layout in ["Main-VC-001", "Main-VC-002", "Main-VC-003"] {
                for locale in ["en", "ar"] {
                    let screen = try results.screen(layout, locale)
                    let rtl = locale == "ar"
                    let top = height - inset - 49
                    assertRect(screen.frame("TAB-BAR"), 0, top, width, 49 + inset)
                    let share = width / 3
                    for (index, item) in ["ITM-001", "ITM-002", "ITM-003"].enumerated() {
                        let button = screen.frame("\(item)-button")
                        let leading = rtl ? width - button.maxX : button.x
                        XCTAssertEqual(leading, Double(index) * share + 2, accuracy: 0.5, "\(layout) \(locale) \(item)")
                        XCTAssertEqual(button.width, share - 4, accuracy: 0.5)
                        let image = screen.frame("\(item)-image")
                        XCTAssertEqual(image.midX, button.midX, accuracy: 0.5)
                        assertRect(image, image.x, top + 19 - 12.5, 25, 25, accuracy: 0.5)
                        let title = screen.frame(item)
                        XCTAssertEqual(title.midX, button.midX, accuracy: 0.5)
                        XCTAssertEqual(title.y, top + 36, accuracy: 0.5)
                        XCTAssertEqual(title.height, 12, accuracy: 1, "\(layout) \(locale) \(item)")
                    }
                    // The scene's own tab is in the tint colour, the others grey.
                    let selected = ["Main-VC-001": "ITM-001", "Main-VC-002": "ITM-002", "Main-VC-003": "ITM-003"][layout]
                    for item in ["ITM-001", "ITM-002", "ITM-003"] {
                        let view = try XCTUnwrap(screen.views.first { $0.id == item })
                        XCTAssertEqual(view.node.text?.color, item == selected ? "#007AFFFF" : "#929292FF", "\(layout) \(item)")
                        XCTAssertEqual(view.node.text?.size, 10)
                        XCTAssertEqual(view.node.text?.weight, "medium")
                    }
                    XCTAssertEqual(screen.findings.filter { $0.severity != .note }.map(\.message), [], "\(layout) \(locale)")
                }
            }
        }
    }

    /// The safe area's bottom is the tab bar's top: a label 8 pt above it sits 8 pt above the bar. A scene without a tab
    /// bar (one that hides it when pushed) keeps the device's safe area.
    func testTheSafeAreaEndsAtTheTabBarAndAPushedSceneKeepsItUnlessItHidesTheBottomBar() throws {
        let results = try IBFixtures.run([try Self.app()], locales: .list(["en", "ar"]))
        for locale in ["en", "ar"] {
            let home = try results.screen("Main-VC-001", locale)
            XCTAssertEqual(home.frame("LBL-001").maxY, 852 - 34 - 49 - 8, accuracy: 0.01, locale)
            // Pushed onto the Home tab's navigation controller: the bar stays, Home selected.
            let pushed = try results.screen("Main-VC-005", locale)
            assertRect(pushed.frame("TAB-BAR"), 0, 769, 393, 83)
            XCTAssertEqual(pushed.frame("LBL-005").maxY, 769, accuracy: 0.01)
            XCTAssertEqual(pushed.views.first { $0.id == "ITM-001" }?.node.text?.color, "#007AFFFF")
            // Hidden when pushed, and on what is pushed from there: no bar, the device's own safe area.
            for layout in ["Main-VC-004", "Main-VC-006"] {
                let hidden = try results.screen(layout, locale)
                XCTAssertNil(hidden.views.first { $0.id == "TAB-BAR" }, layout)
                XCTAssertNil(hidden.views.first { $0.id == "ITM-001" }, layout)
            }
        }
    }

    /// Titles come from the strings table by `ID.title`; one too long for its share of the bar is truncated on its one
    /// line, a short one is not. A system item's title is UIKit's, never judged for its translation.
    func testTitlesAreLocalizedAndOneTooLongForItsShareIsTruncated() throws {
        let results = try IBFixtures.run([try Self.app()], locales: .list(["en", "de", "ar"]))
        let expected = ["en": ["Home", "Settings"], "de": ["Startseite", "Einstellungen für Fortgeschrittene"],
                        "ar": ["الرئيسية", "الإعدادات"]]
        for locale in ["en", "de", "ar"] {
            let screen = try results.screen("Main-VC-002", locale)
            XCTAssertEqual(screen.text("ITM-001"), expected[locale]?[0], locale)
            XCTAssertEqual(screen.text("ITM-002"), expected[locale]?[1], locale)
            XCTAssertEqual(screen.text("ITM-003"), "Favorites")
            let truncated = screen.findings.filter { $0.kind == .truncated }
            XCTAssertEqual(truncated.map(\.view), locale == "de" ? ["ITM-002"] : [], "\(locale): \(truncated.map(\.message))")
            XCTAssertEqual(truncated.first?.key, locale == "de" ? "ITM-002.title" : nil)
            if locale == "de" {
                // As wide as its button, no wider.
                XCTAssertEqual(screen.frame("ITM-002").width, screen.frame("ITM-002-button").width, accuracy: 0.5)
            }
            let translation = screen.findings.filter { [.notLocalized, .missingTranslation, .untranslated].contains($0.kind) }
            XCTAssertEqual(translation.map(\.message), [], locale)
        }
    }

    /// A tab bar controller whose tabs are storyboard references (Main.storyboard: "Keys" opens Calls.storyboard's initial
    /// scene, "Contacts" People.storyboard's navigation controller by its identifier; a third reference, to Help, is no
    /// tab): the scenes they open show its bar, their own item selected, its titles localized by Main's strings; Help
    /// shows none.
    func testATabInAnotherStoryboardShowsTheBarOfTheControllerThatReferencesIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-tabrefs-\(UUID().uuidString)").path
        let main = """
            <scene sceneID="s-tabs"><objects>
                <tabBarController id="TAB-CTL" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="TAB-BAR"/>
                    <connections>
                        <segue destination="PH-CALL" kind="relationship" relationship="viewControllers" id="sg-1"/>
                        <segue destination="PH-PPL" kind="relationship" relationship="viewControllers" id="sg-2"/>
                    </connections>
                </tabBarController>
            </objects></scene>
            <scene sceneID="s-ph1"><objects>
                <viewControllerPlaceholder storyboardName="Calls" id="PH-CALL" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Keys" id="ITM-K"/>
                </viewControllerPlaceholder>
            </objects></scene>
            <scene sceneID="s-ph2"><objects>
                <viewControllerPlaceholder storyboardName="People" referencedIdentifier="PeopleNav" id="PH-PPL" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Contacts" id="ITM-C"/>
                </viewControllerPlaceholder>
            </objects></scene>
            <scene sceneID="s-ph3"><objects>
                <viewControllerPlaceholder storyboardName="Help" id="PH-HLP" sceneMemberID="viewController"/>
            </objects></scene>
            """
        let calls = Self.label("LBL-CALL", "Dial", root: "VC-CALL-root", bottomTo: "VC-CALL-root-safe", "bottom", constant: 8)
        let people = """
            <scene sceneID="s-nav"><objects>
                <navigationController storyboardIdentifier="PeopleNav" id="NAV-PPL" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="NAV-PPL-BAR"/>
                    <connections><segue destination="VC-PPL" kind="relationship" relationship="rootViewController" id="sg-r"/></connections>
                </navigationController>
            </objects></scene>
            \(Self.scene("VC-PPL", root: "VC-PPL-root"))
            """
        let files = [
            "Base.lproj/Main.storyboard": IBFixtures.document("Storyboard.XIB", "<scenes>\(main)</scenes>")
                .replacingOccurrences(of: "<document ", with: "<document initialViewController=\"TAB-CTL\" "),
            "Base.lproj/Calls.storyboard": IBFixtures.document("Storyboard.XIB", "<scenes>\(Self.scene("VC-CALL", root: "VC-CALL-root", body: calls.0, constraints: calls.1))</scenes>")
                .replacingOccurrences(of: "<document ", with: "<document initialViewController=\"VC-CALL\" "),
            "Base.lproj/People.storyboard": IBFixtures.document("Storyboard.XIB", "<scenes>\(people)</scenes>"),
            "Base.lproj/Help.storyboard": IBFixtures.document("Storyboard.XIB", "<scenes>\(Self.scene("VC-HLP", root: "VC-HLP-root"))</scenes>")
                .replacingOccurrences(of: "<document ", with: "<document initialViewController=\"VC-HLP\" "),
            "nl.lproj/Main.strings": "\"ITM-K.title\" = \"Toetsen\";\n\"ITM-C.title\" = \"Contacten\";\n",
            "ar.lproj/Main.strings": "\"ITM-K.title\" = \"المفاتيح\";\n\"ITM-C.title\" = \"جهات الاتصال\";\n",
            "nl.lproj/Calls.strings": "\"LBL-CALL.text\" = \"Bellen\";\n",
            "ar.lproj/Calls.strings": "\"LBL-CALL.text\" = \"اتصال\";\n",
        ]
        for (path, text) in files {
            let full = (folder as NSString).appendingPathComponent(path)
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        let paths = ["Calls", "People", "Help"].map { (folder as NSString).appendingPathComponent("Base.lproj/\($0).storyboard") }
        let results = try IBFixtures.run(paths, locales: .list(["en", "nl", "ar"]))
        let titles = ["en": ["Keys", "Contacts"], "nl": ["Toetsen", "Contacten"], "ar": ["المفاتيح", "جهات الاتصال"]]
        for locale in ["en", "nl", "ar"] {
            for (layout, selected) in [("Calls-VC-CALL", "ITM-K"), ("People-VC-PPL", "ITM-C")] {
                let screen = try results.screen(layout, locale)
                assertRect(screen.frame("TAB-BAR"), 0, 852 - 34 - 49, 393, 49 + 34)
                XCTAssertEqual([screen.text("ITM-K"), screen.text("ITM-C")], titles[locale]!, "\(layout) \(locale)")
                for item in ["ITM-K", "ITM-C"] {
                    XCTAssertEqual(screen.views.first { $0.id == item }?.node.text?.color, item == selected ? "#007AFFFF" : "#929292FF", "\(layout) \(item)")
                }
                // Keys first from the leading edge: on the left in English and Dutch, on the right in Arabic.
                let keys = screen.frame("ITM-K-button"), contacts = screen.frame("ITM-C-button")
                XCTAssertEqual(keys.x < contacts.x, locale != "ar", "\(layout) \(locale)")
                XCTAssertEqual(screen.findings.filter { [.notLocalized, .missingTranslation].contains($0.kind) }.map(\.message), [], "\(layout) \(locale)")
            }
            // The safe area ends at the bar.
            XCTAssertEqual(try results.screen("Calls-VC-CALL", locale).frame("LBL-CALL").maxY, 852 - 34 - 49 - 8, accuracy: 0.01, locale)
            XCTAssertNil(try results.screen("Help-VC-HLP", locale).views.first { $0.id == "TAB-BAR" }, locale)
        }
    }

    /// A split view controller as a tab collapses into one navigation stack on an iPhone: its primary's root, its
    /// secondary's and what `showDetail` shows all keep the bar, the split view's item selected.
    func testASplitViewTabCollapsesIntoOneStackThatKeepsTheBar() throws {
        func navigation(_ id: String, root: String) -> String {
            """
            <scene sceneID="s-\(id)"><objects>
                <navigationController id="\(id)" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="\(id)-bar"/>
                    <connections><segue destination="\(root)" kind="relationship" relationship="rootViewController" id="\(id)-r"/></connections>
                </navigationController>
            </objects></scene>
            """
        }
        let file = try IBFixtures.storyboard("""
            <scene sceneID="s-tabs"><objects>
                <tabBarController id="TAB-CTL" sceneMemberID="viewController">
                    <connections>
                        <segue destination="SPL-001" kind="relationship" relationship="viewControllers" id="sg-1"/>
                        <segue destination="VC-OTH" kind="relationship" relationship="viewControllers" id="sg-2"/>
                    </connections>
                </tabBarController>
            </objects></scene>
            <scene sceneID="s-split"><objects>
                <splitViewController id="SPL-001" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Schedule" id="ITM-SPL"/>
                    <connections>
                        <segue destination="NAV-MST" kind="relationship" relationship="masterViewController" id="sg-m"/>
                        <segue destination="NAV-DTL" kind="relationship" relationship="detailViewController" id="sg-d"/>
                    </connections>
                </splitViewController>
            </objects></scene>
            \(navigation("NAV-MST", root: "VC-MST"))
            \(navigation("NAV-DTL", root: "VC-DTL"))
            \(Self.scene("VC-MST", root: "VC-MST-root", connections: #"<segue destination="NAV-SES" kind="showDetail" id="sg-s"/>"#))
            \(navigation("NAV-SES", root: "VC-SES"))
            \(Self.scene("VC-SES", root: "VC-SES-root"))
            \(Self.scene("VC-DTL", root: "VC-DTL-root"))
            \(Self.scene("VC-OTH", root: "VC-OTH-root", item: #"<tabBarItem key="tabBarItem" title="Other" id="ITM-OTH"/>"#))
            """)
        let results = try IBFixtures.run([file], pseudo: [.rtl])
        for layout in ["Test-VC-MST", "Test-VC-DTL", "Test-VC-SES"] {
            XCTAssertEqual(results.filter { $0.layout == layout }.count, 2, layout)
            for screen in results where screen.layout == layout {
                assertRect(screen.frame("tabBar"), 0, 769, 393, 83)
                XCTAssertEqual(screen.text("ITM-SPL"), "Schedule")
                XCTAssertEqual(screen.views.first { $0.id == "ITM-SPL" }?.node.text?.color, "#007AFFFF", "\(layout) \(screen.locale)")
                let schedule = screen.frame("ITM-SPL-button")
                XCTAssertEqual(screen.direction == .rightToLeft ? 393 - schedule.maxX : schedule.x, 2, accuracy: 0.5)
            }
        }
    }

    /// A tab's root view controller sets its tab's title when its code sets its own `title`: on every screen that shows
    /// the bar, each item is its tab root's property `tabBarItem` (and `navigationController.tabBarItem`); a scene pushed
    /// onto a tab sets no tab's title.
    func testEachItemIsItsTabRootsTabBarItem() throws {
        let file = try Self.app()
        var text = try String(contentsOfFile: file, encoding: .utf8)
        text = text.replacingOccurrences(of: #"storyboardIdentifier="VC-002" id="VC-002""#,
                                         with: #"storyboardIdentifier="VC-002" id="VC-002" customClass="SettingsViewController""#)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        let documents = try InterfaceBuilderReader.read(file: file)
        for name in ["Main-VC-001", "Main-VC-003", "Main-VC-005"] {
            let outlets = try XCTUnwrap(documents.first { $0.name == name }).outlets.filter { $0.property.hasSuffix("tabBarItem") }
            XCTAssertEqual(outlets, [Outlet(owner: "UIViewController", property: "tabBarItem", view: "ITM-001"),
                                     Outlet(owner: "UIViewController", property: "navigationController.tabBarItem", view: "ITM-001"),
                                     Outlet(owner: "SettingsViewController", property: "tabBarItem", view: "ITM-002"),
                                     Outlet(owner: "SettingsViewController", property: "navigationController.tabBarItem", view: "ITM-002"),
                                     Outlet(owner: "UIViewController", property: "tabBarItem", view: "ITM-003"),
                                     Outlet(owner: "UIViewController", property: "navigationController.tabBarItem", view: "ITM-003")], name)
        }
        XCTAssertFalse(try XCTUnwrap(documents.first { $0.name == "Main-VC-004" }).outlets.contains { $0.property.hasSuffix("tabBarItem") })
    }

    /// Past five tabs an iPhone shows four and UIKit's More item; a scene of a tab behind More selects More.
    func testPastFiveTabsTheFifthItemIsMore() throws {
        let results = try IBFixtures.run([try Self.app(tabs: ["VC-007", "VC-008", "VC-009"])], locales: .list(["en", "ar"]))
        for locale in ["en", "ar"] {
            let screen = try results.screen("Main-VC-009", locale)
            let buttons = screen.views.filter { $0.node.displayName == "UITabBarButton" }
            XCTAssertEqual(buttons.map(\.id), ["ITM-001-button", "ITM-002-button", "ITM-003-button", "VC-007-item-button",
                                               "tabBarMoreItem-button"])
            XCTAssertEqual(screen.text("tabBarMoreItem"), "More")
            XCTAssertEqual(screen.views.first { $0.id == "tabBarMoreItem" }?.node.text?.color, "#007AFFFF")
            let more = screen.frame("tabBarMoreItem-button")
            XCTAssertEqual(locale == "ar" ? more.x : 393 - more.maxX, 2, accuracy: 0.5, "More is at the trailing end")
            XCTAssertEqual(screen.findings.filter { $0.kind == .notLocalized }.map(\.message), [])
        }
    }

    /// Item images are templates in the item's colour (the selected one's tint, grey for the others) unless their image
    /// set asks for the original, as UITabBar draws them in its automatic rendering mode.
    func testItemImagesAreDrawnAsTemplatesUnlessOriginal() throws {
        let file = try Self.app()
        var options = MatrixOptions(paths: [file])
        options.locales = .list(["en", "ar"])
        options.outputDirectory = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("out").path
        for screen in try Simulator(textEngine: IBFixtures.engine).run(options) where screen.layout == "Main-VC-001" {
            let path = try XCTUnwrap(screen.png)
            let canvas = try PNG.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), name: path)
            func middle(_ id: String) -> Color {
                let frame = screen.frame(id)
                return canvas.color(x: Int(frame.midX * 3), y: Int(frame.midY * 3))
            }
            XCTAssertEqual(middle("ITM-001-image"), Color(red: 0, green: 122, blue: 255), "the selected item's red image, in the tint")
            XCTAssertEqual(middle("ITM-002-image"), Color(red: 0, green: 160, blue: 0), "an original image keeps its colours")
            let placeholder = middle("ITM-003-image")
            XCTAssertEqual(placeholder, Color(red: 229, green: 229, blue: 234), "a system item's image is a placeholder")
        }
    }

    /// A scroll view's content scrolls out from under the tab bar: what it holds under the bar overlaps nothing. A label
    /// pinned to the bottom of the screen, outside any scroll view, is under the bar's items: they overlap.
    func testContentUnderTheTabBarOverlapsItOnlyOutsideAScrollView() throws {
        func file(scrolls: Bool) throws -> String {
            let label = """
                <label text="Bottom line of the screen" translatesAutoresizingMaskIntoConstraints="NO" id="LBL-BOT">
                    <rect key="frame" x="0" y="800" width="390" height="44"/>
                </label>
                """
            let pin = """
                <constraint firstItem="LBL-BOT" firstAttribute="leading" secondItem="\(scrolls ? "SCR-001" : "VC-001-root")" secondAttribute="leading" id="p-1"/>
                <constraint firstItem="LBL-BOT" firstAttribute="width" secondItem="VC-001-root" secondAttribute="width" id="p-2"/>
                <constraint firstItem="LBL-BOT" firstAttribute="height" constant="44" id="p-3"/>
                <constraint firstItem="\(scrolls ? "SCR-001" : "VC-001-root")" firstAttribute="bottom" secondItem="LBL-BOT" secondAttribute="bottom" constant="30" id="p-4"/>
                """
            let body = scrolls ? """
                <scrollView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="SCR-001">
                    <rect key="frame" x="0" y="0" width="390" height="844"/>
                    <subviews>\(label)</subviews>
                    <constraints>\(pin)</constraints>
                </scrollView>
                """ : label
            let constraints = scrolls ? """
                <constraint firstItem="SCR-001" firstAttribute="top" secondItem="VC-001-root" secondAttribute="top" id="s-1"/>
                <constraint firstItem="SCR-001" firstAttribute="leading" secondItem="VC-001-root" secondAttribute="leading" id="s-2"/>
                <constraint firstItem="SCR-001" firstAttribute="trailing" secondItem="VC-001-root" secondAttribute="trailing" id="s-3"/>
                <constraint firstItem="SCR-001" firstAttribute="bottom" secondItem="VC-001-root" secondAttribute="bottom" id="s-4"/>
                """ : pin
            return try IBFixtures.storyboard("""
                <scene sceneID="s-tabs"><objects>
                    <tabBarController id="TAB-CTL" sceneMemberID="viewController">
                        <connections>
                            <segue destination="VC-001" kind="relationship" relationship="viewControllers" id="sg-1"/>
                            <segue destination="VC-002" kind="relationship" relationship="viewControllers" id="sg-2"/>
                        </connections>
                    </tabBarController>
                </objects></scene>
                \(Self.scene("VC-001", root: "VC-001-root", item: #"<tabBarItem key="tabBarItem" title="Line" id="ITM-001"/>"#,
                             body: body, constraints: constraints))
                \(Self.scene("VC-002", root: "VC-002-root", item: #"<tabBarItem key="tabBarItem" title="Other" id="ITM-002"/>"#))
                """)
        }
        for scrolls in [true, false] {
            for screen in try IBFixtures.run([try file(scrolls: scrolls)], pseudo: [.rtl]) where screen.layout == "Test-VC-001" {
                let overlaps = screen.findings.filter { $0.kind == .overlap }
                XCTAssertEqual(!overlaps.isEmpty, !scrolls, "\(scrolls) \(screen.locale): \(overlaps.map(\.message))")
                XCTAssertTrue(overlaps.allSatisfy { ["ITM-001", "ITM-002"].contains($0.otherView ?? "") || ["ITM-001", "ITM-002"].contains($0.view ?? "") })
            }
        }
    }
}
