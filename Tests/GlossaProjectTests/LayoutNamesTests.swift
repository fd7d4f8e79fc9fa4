import XCTest
@testable import GlossaProject

final class LayoutNamesTests: XCTestCase {
    private func names(_ layouts: [(String, String)]) -> [String] {
        LayoutNames.disambiguated(layouts.map { (file: $0.0, name: $0.1, id: nil) }, workingDirectory: "/repo")
    }

    func testScenesOfOneFileThatShareATitleTakeTheirIds() {
        let result = LayoutNames.disambiguated([("App/Base.lproj/Main.storyboard", "Main-Share", "ab1"),
                                                ("App/Base.lproj/Main.storyboard", "Main-Share", "cd2"),
                                                ("App/Base.lproj/Main.storyboard", "Main-Other", "ef3"),
                                                ("Ext/Base.lproj/Main.storyboard", "Main-Share", "gh4")], workingDirectory: "/repo")
        XCTAssertEqual(result, ["Main-Share-ab1", "Main-Share-cd2", "Main-Other", "Main-Share"])
    }

    func testCollidingNamesTakeTheFoldersThatTellThemApart() {
        XCTAssertEqual(names([("ShareExtension/Base.lproj/PasscodeLockView.xib", "PasscodeLockView-iN0-l3-epB"),
                              ("App/Views/Base.lproj/PasscodeLockView.xib", "PasscodeLockView-iN0-l3-epB"),
                              ("App/Views/Base.lproj/Other.xib", "Other-1")]),
                       ["ShareExtension/PasscodeLockView-iN0-l3-epB", "App/Views/PasscodeLockView-iN0-l3-epB", "Other-1"])
    }

    func testANestedDemoProjectKeepsTheOuterNamePlain() {
        XCTAssertEqual(names([("App/Base.lproj/LaunchScreen.storyboard", "LaunchScreen-01J"),
                              ("App/Demo/Base.lproj/LaunchScreen.storyboard", "LaunchScreen-01J")]),
                       ["LaunchScreen-01J", "Demo/LaunchScreen-01J"])
        XCTAssertEqual(names([("/repo/Main.storyboard", "Main-a"), ("/repo/Demo/Main.storyboard", "Main-a"),
                              ("/repo/Tools/Demo/Main.storyboard", "Main-a")]),
                       ["Main-a", "Demo/Main-a", "Tools/Demo/Main-a"])
    }

    func testNamesNeverClimbOutOrStartAtTheRoot() {
        let result = names([("../other/A/Main.storyboard", "Main-a"), ("/elsewhere/B/Main.storyboard", "Main-a"), ("Main.storyboard", "Main-a")])
        XCTAssertEqual(Set(result).count, 3)
        for name in result {
            XCTAssertFalse(name.hasPrefix("/"), name)
            XCTAssertFalse(name.split(separator: "/").contains { $0 == ".." || $0 == "." }, name)
        }
    }

    func testDocumentsInOneFolderTakeTheirFileNames() {
        XCTAssertEqual(names([("App/Main.storyboard", "Main"), ("App/Main.xib", "Main")]),
                       ["Main.storyboard/Main", "Main.xib/Main"])
    }
}
