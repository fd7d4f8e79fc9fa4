import Foundation
import XCTest
@testable import GlossaProject

/// Where a run reads the app's code from: the project that holds its documents, and the app's own source
/// files there (never dependencies, build products, hidden folders or tests).
final class AppSourceFoldersTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        root = (NSTemporaryDirectory() as NSString).appendingPathComponent("glossa-sources-\(UUID().uuidString)")
        let files = [
            "Repo/App.xcodeproj/project.pbxproj", "Repo/App/Base.lproj/Main.storyboard", "Repo/App/Controllers/Profile.swift",
            "Repo/App/Legacy/Account.m", "Repo/App/Legacy/Account.h", "Repo/App/Legacy/Crypto.mm", "Repo/App/Legacy/notes.txt",
            "Repo/App/.hidden/Secret.swift", "Repo/AppTests/ProfileTests.swift", "Repo/AppUITests/Flows.swift",
            "Repo/Pods/Lib/Lib.m", "Repo/Carthage/Checkouts/Kit/Kit.swift", "Repo/build/Generated.swift",
            "Repo/Vendor.framework/Headers/Vendor.h", "Repo/Packages/Kit/Package.swift", "Repo/Packages/Kit/Sources/Kit/Kit.swift",
            "Loose/Views/Card.xib", "Loose/Code/Card.swift",
        ]
        for file in files {
            let path = (root as NSString).appendingPathComponent(file)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data("// \(file)\n".utf8).write(to: URL(fileURLWithPath: path))
        }
        // A link back up the tree would loop: links to folders are not followed.
        try FileManager.default.createSymbolicLink(atPath: (root as NSString).appendingPathComponent("Repo/App/Loop"),
                                                   withDestinationPath: (root as NSString).appendingPathComponent("Repo"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    func testTheProjectThatHoldsTheDocumentsIsSearched() {
        let repo = (root as NSString).appendingPathComponent("Repo")
        XCTAssertEqual(AppSourceFolders.roots(for: ["Repo/App/Base.lproj/Main.storyboard"], workingDirectory: root), [repo])
        XCTAssertEqual(AppSourceFolders.roots(for: ["App/Base.lproj", "."], workingDirectory: repo), [repo], "each folder once")
        // The nearest project: a package inside the repository is a project of its own.
        let kit = (root as NSString).appendingPathComponent("Repo/Packages/Kit")
        XCTAssertEqual(AppSourceFolders.roots(for: [kit + "/Sources"], workingDirectory: "/"), [kit])
        // No project above: the working directory when the documents are inside it, else their folder.
        XCTAssertEqual(AppSourceFolders.roots(for: ["Loose/Views/Card.xib"], workingDirectory: root), [root])
        let views = (root as NSString).appendingPathComponent("Loose/Views")
        XCTAssertEqual(AppSourceFolders.roots(for: [views + "/Card.xib"], workingDirectory: repo), [views])
        XCTAssertEqual(AppSourceFolders.roots(for: [views], workingDirectory: repo), [views])
    }

    func testOnlyTheAppsOwnSourcesAreRead() {
        XCTAssertEqual(AppSourceFolders.files(under: ["Repo"], workingDirectory: root), [
            "Repo/App/Controllers/Profile.swift", "Repo/App/Legacy/Account.h", "Repo/App/Legacy/Account.m", "Repo/App/Legacy/Crypto.mm",
            "Repo/Packages/Kit/Package.swift", "Repo/Packages/Kit/Sources/Kit/Kit.swift",
        ])
        XCTAssertEqual(AppSourceFolders.files(under: ["Repo"], excludes: [Glob("Repo/Packages/**")], workingDirectory: root).count, 4)
        let absolute = AppSourceFolders.files(under: [(root as NSString).appendingPathComponent("Loose")], workingDirectory: "/tmp/elsewhere")
        XCTAssertEqual(absolute, [(root as NSString).appendingPathComponent("Loose/Code/Card.swift")], "outside the working directory: absolute")
    }
}
