import Foundation
import XCTest

/// The fixture Xcode app (Tests/GlossaProjectTests/Fixtures/make-xcode-app.py) through the command line: what the
/// project builds, read the same way whatever folder `glossa` runs in.
final class XcodeProjectCommandTests: XCTestCase {
    static let fixture = CLI.repositoryRoot.appendingPathComponent("Tests/GlossaProjectTests/Fixtures/XcodeApp")

    /// The app copied into a repository of its own (a `.git` folder, as a clone has).
    private func app() throws -> URL {
        let folder = try CLI.temporaryFolder().appendingPathComponent("Repo")
        try FileManager.default.copyItem(at: Self.fixture, to: folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        return folder
    }

    private func results(_ report: URL) throws -> [[String: Any]] {
        let data = try Data(contentsOf: report)
        return (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["results"] as? [[String: Any]] ?? []
    }

    func testTheSameReportFromTheRootAndFromElsewhere() throws {
        let app = try app()
        let root = try CLI.run(["check", ".", "--locales", "en,de", "--json", "root.json"], in: app)
        XCTAssertEqual(root.status, 1, "the Spanish table's unreadable finding is not in en,de; errors: \(root.stdout)\(root.stderr)")
        let storyboard = app.appendingPathComponent("App/Base.lproj/Main.storyboard").path
        let elsewhere = try CLI.temporaryFolder()
        let named = try CLI.run(["check", storyboard, "--locales", "en,de", "--json", "named.json"], in: elsewhere)
        XCTAssertNotEqual(named.status, 2, named.stderr)
        let fromRoot = try results(app.appendingPathComponent("root.json")).filter { ($0["file"] as? String) == "App/Base.lproj/Main.storyboard" }
        let fromElsewhere = try results(elsewhere.appendingPathComponent("named.json")).filter { ($0["file"] as? String) == storyboard }
        XCTAssertEqual(fromRoot.count, 2, "en and de of Main's one scene")
        XCTAssertEqual(fromElsewhere.count, fromRoot.count)
        // Paths aside (relative at the root, absolute elsewhere), the same results: the code that sets the account
        // label is the document's project's, whichever folder glossa ran in.
        func normalized(_ results: [[String: Any]]) throws -> String {
            let data = try JSONSerialization.data(withJSONObject: results, options: [.sortedKeys])
            return String(decoding: data, as: UTF8.self).replacingOccurrences(of: #"\/"#, with: "/")
                .replacingOccurrences(of: app.path + "/", with: "")
        }
        XCTAssertEqual(try normalized(fromElsewhere), try normalized(fromRoot))
        let account = (fromElsewhere.first?["views"] as? [String: [String: Any]])?["MAI-lb-5"]
        XCTAssertEqual(account?["textSource"] as? String, "code", "\(String(describing: account))")
        XCTAssertTrue((account?["textSourceAt"] as? String ?? "").hasSuffix("App/ViewController.swift:8"), "\(String(describing: account))")
    }

    func testVerboseNamesWhatNoTargetBuilds() throws {
        let app = try app()
        let result = try CLI.run(["check", ".", "--verbose"], in: app)
        XCTAssertTrue(result.stdout.contains("passed over App/Old/Unused.storyboard: no target of App.xcodeproj builds it, so it is no screen of the app"),
                      result.stdout)
        XCTAssertTrue(result.stdout.contains("passed over AppTests/TestsHelper.storyboard: no target of App.xcodeproj builds it"), result.stdout)
        XCTAssertFalse(result.stdout.contains("Unused-Home"), "the orphan is not laid out")
    }
}
