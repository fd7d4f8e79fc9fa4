import Foundation
import XCTest
@testable import GlossaProject

/// A repository root as teams have it: an app, a nested demo project, dependencies, build products, site
/// generators' and animations' YAML and JSON, AppleDouble files; only the screens are found.
final class ProjectSearchTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        root = NSTemporaryDirectory() + "glossa-search-\(UUID().uuidString)"
        let files: [String: String] = [
            "App/Base.lproj/Main.storyboard": "<document/>",
            "App/Base.lproj/LaunchScreen.storyboard": "<document/>",
            "App/Base.lproj/._Main.storyboard": "\u{0}\u{5}\u{16}\u{7}",
            "App/de.lproj/Main.strings": "",
            "App/de.lproj/._Main.strings": "\u{0}",
            "App/Views/Cell.xib": "<document/>",
            "App/Assets.xcassets/icon.imageset/Contents.json": "{\"images\": []}",
            "App/Animations/confetti.json": "{\"v\": \"5.7.4\", \"fr\": 60, \"layers\": [{\"root\": 1}]}",
            "App/Layouts/settings.yaml": "# settings\nname: settings\nroot:\n  vstack: {children: []}\n",
            "App/Layouts/quiz.json": "{\n  \"name\": \"quiz\",\n  \"root\": {\"vstack\": {\"children\": []}}\n}\n",
            "App/Layouts/flow.yml": "--- \n{name: flow, root: {vstack: {children: []}}}\n",
            "App/Layouts/broken.yaml": "root:\n  vstack: {children: [\n",
            "Demo/Base.lproj/LaunchScreen.storyboard": "<document/>",
            "Watch/Base.lproj/Interface.storyboard": "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder.WatchKit.Storyboard\" version=\"3.0\">",
            "Mac/Base.lproj/MainMenu.xib": "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"3.0\">",
            "Old/Legacy.xib": "<?xml version=\"1.0\"?>\n<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\">",
            "App/Phone.xib": "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">",
            "_config.yml": "theme: jekyll-theme-minimal\ntitle: App\n",
            "Package.json": "{\"name\": \"tools\", \"dependencies\": {\"root\": \"1.0\"}}",
            "codecov.yml": "ignore:\n  - Tests\n",
            "Pods/Lib/Lib.xib": "<document/>",
            "Carthage/Checkouts/Kit/Kit.storyboard": "<document/>",
            "DerivedData/Build/Main.storyboard": "<document/>",
            "build/Main.storyboard": "<document/>",
            "node_modules/x/layout.yaml": "root:\n  text: {verbatim: x}\n",
            ".github/workflows/ci.yml": "root: true\n",
            "App.xcodeproj/project.xcworkspace/contents.xcworkspacedata": "",
            "._Assets.xcassets": "\u{0}",
        ]
        for (path, text) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    func testARepositoryRootGivesItsScreensAndNothingElse() throws {
        let found = try ProjectSearch(workingDirectory: root).documents([root])
        let relative = found.files.map { String($0.dropFirst(root.count + 1)) }
        XCTAssertEqual(relative, [
            "App/Base.lproj/LaunchScreen.storyboard", "App/Base.lproj/Main.storyboard",
            "App/Layouts/broken.yaml", "App/Layouts/flow.yml", "App/Layouts/quiz.json", "App/Layouts/settings.yaml",
            "App/Phone.xib", "App/Views/Cell.xib", "Demo/Base.lproj/LaunchScreen.storyboard",
        ])
        let passed = found.passedOver.map { String($0.dropFirst(root.count + 1)) }
        XCTAssertTrue(passed.contains("App/Animations/confetti.json: not a Glossa layout (no top-level 'root' view)"), "\(passed)")
        XCTAssertTrue(passed.contains("_config.yml: not a Glossa layout (no top-level 'root' view)"))
        XCTAssertTrue(passed.contains("Package.json: not a Glossa layout (no top-level 'root' view)"))
        XCTAssertTrue(passed.contains("Pods/: dependencies or build products, never searched"))
        XCTAssertTrue(passed.contains("Watch/Base.lproj/Interface.storyboard: a watchOS document, not an iOS storyboard or xib"), "\(passed)")
        XCTAssertTrue(passed.contains("Mac/Base.lproj/MainMenu.xib: a macOS document, not an iOS storyboard or xib"))
        XCTAssertTrue(passed.contains("Old/Legacy.xib: an Interface Builder 3 archive (from before Xcode 5), not an iOS storyboard or xib"))
        XCTAssertFalse(passed.contains { $0.contains("._") || $0.contains(".github") || $0.contains("xcassets/") })
    }

    func testExcludePatternsAreRelativeToTheWorkingDirectory() throws {
        let search = ProjectSearch(excludes: [Glob("Demo"), Glob("**/Layouts/*.json"), Glob("App/Views/**")], workingDirectory: root)
        let found = try search.documents([root])
        let relative = found.files.map { String($0.dropFirst(root.count + 1)) }
        XCTAssertFalse(relative.contains { $0.hasPrefix("Demo/") || $0.hasSuffix("quiz.json") || $0.hasPrefix("App/Views") }, "\(relative)")
        XCTAssertTrue(relative.contains("App/Layouts/settings.yaml"))
        XCTAssertTrue(found.passedOver.contains { $0.hasSuffix("Demo: excluded") })
    }

    func testAFileNamedOnTheCommandLineIsTakenAsGiven() throws {
        let file = root + "/_config.yml"
        XCTAssertEqual(try ProjectSearch(workingDirectory: root).documents([file]).files, [file])
    }

    func testAFolderWithoutDocumentsSaysWhatItLookedFor() {
        XCTAssertThrowsError(try ProjectSearch(workingDirectory: root).documents([root + "/App/Animations"])) { error in
            XCTAssertTrue("\(error)".contains("no storyboards, xibs or Glossa layouts"), "\(error)")
        }
        XCTAssertThrowsError(try ProjectSearch().documents([root + "/missing"])) { error in
            XCTAssertTrue("\(error)".hasSuffix("missing: no such file or folder"), "\(error)")
        }
    }

    func testSnifferReadsOnlyTopLevelKeys() {
        let layouts = ["root:\n  text: {}\n", "\u{FEFF}name: a\nroot: {}\n", "# c\n---\nroot: {}", "{\"root\": {}}", "{ name: x, 'root' : {} }",
                       "\"root\": {}\n", "%YAML 1.2\n---\nroot:\n", "  name: a\n  root: {}\n"]
        let others = ["name: a\nchildren:\n  root: {}\n", "{\"a\": {\"root\": 1}}", "[{\"root\": 1}]", "{\"x\": \"root\", \"y\": 1}",
                      "rooted: 1\n", "a: 1\n  root: 1\n", "  a: 1\nroot: 2\n", "", "{\"layers\": [\"root:\"]}"]
        for text in layouts { XCTAssertTrue(LayoutSniffer.isLayout(Array(text.utf8)), text) }
        for text in others { XCTAssertFalse(LayoutSniffer.isLayout(Array(text.utf8)), text) }
    }

    func testGlobs() {
        XCTAssertTrue(Glob("Demo").matches("Demo/Base.lproj/Main.storyboard"))
        XCTAssertTrue(Glob("./Demo/").matches("Demo/x.xib"))
        XCTAssertFalse(Glob("Demo").matches("App/Demo2/x.xib"))
        XCTAssertTrue(Glob("**/Demo").matches("App/Demo/x.xib"))
        XCTAssertTrue(Glob("**/*.xib").matches("x.xib"))
        XCTAssertTrue(Glob("App/**/Cell?.xib").matches("App/A/B/Cell1.xib"))
        XCTAssertFalse(Glob("App/*/Cell.xib").matches("App/A/B/Cell.xib"))
        XCTAssertTrue(Glob("App/[A-C]*/x.xib").matches("App/Beta/x.xib"))
        XCTAssertFalse(Glob("App/[!A-C]*/x.xib").matches("App/Beta/x.xib"))
        XCTAssertTrue(Glob("*Tests*").matches("AppTests/Main.storyboard"))
    }
}
