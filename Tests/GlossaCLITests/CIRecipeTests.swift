import Foundation
import XCTest

/// The glossa commands of the CI recipes in docs/ci/, run as the recipes run them on a copy of the sample
/// app (Layouts/): every shard, the merge, and a pull request that makes a German title too long.
///
/// The recipes use `--locales all`; here the matrix is German only, to keep the test short.
final class CIRecipeTests: XCTestCase {
    /// The `glossa …` commands of a recipe, in order, with each job's variables left for the shell.
    private func commands(_ recipe: String) throws -> [String] {
        let extract = """
        import sys, yaml
        doc = yaml.safe_load(open(sys.argv[1]))
        jobs = doc.get("jobs", doc)
        for job in jobs.values():
            if not isinstance(job, dict): continue
            lines = [s.get("run", "") for s in job.get("steps", [])] + job.get("script", [])
            for line in lines:
                for command in line.splitlines():
                    if command.startswith("glossa "): print(command)
        """
        let path = CLI.repositoryRoot.appendingPathComponent("docs/ci/\(recipe)").path
        let run = try runTool(["python3", "-c", extract, path])
        XCTAssertEqual(run.status, 0, run.stderr)
        return run.stdout.split(separator: "\n").map(String.init)
    }

    private func shell(_ command: String, in folder: URL, shard: Int, of total: Int) throws -> CommandResult {
        let line = command.replacingOccurrences(of: "${{ matrix.shard }}", with: "\(shard)")
            .replacingOccurrences(of: "${{ env.GLOSSA_SHARDS }}", with: "\(total)")
            .replacingOccurrences(of: "--locales all", with: "--locales de --jobs 2")
        let path = CLI.executable.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        return try runTool(["env", "PATH=\(path)", "CI_NODE_INDEX=\(shard)", "CI_NODE_TOTAL=\(total)", "bash", "-c", line], in: folder)
    }

    func testGitHubAndGitLabRecipesGateAPullRequestThatClipsAGermanTitle() throws {
        let github = try commands("github-actions.yml"), gitlab = try commands("gitlab-ci.yml")
        XCTAssertEqual(github.map { $0.split(separator: " ").prefix(3).joined(separator: " ") },
                       ["glossa snapshot verify", "glossa merge glossa-out/report-*.json"])
        XCTAssertEqual(gitlab.count, 2)
        let project = try CLI.temporaryFolder()
        try FileManager.default.copyItem(at: CLI.repositoryRoot.appendingPathComponent("Layouts"), to: project.appendingPathComponent("Layouts"))
        let record = try shell("glossa snapshot record Layouts --locales all", in: project, shard: 1, of: 1)
        XCTAssertEqual(record.status, 0, record.stderr)

        for (name, recipe) in [("github", github), ("gitlab", gitlab)] {
            try? FileManager.default.removeItem(at: project.appendingPathComponent("glossa-out"))
            for shard in 1...4 { XCTAssertEqual(try shell(recipe[0], in: project, shard: shard, of: 4).status, 0, name) }
            let merge = try shell(recipe[1], in: project, shard: 1, of: 4)
            XCTAssertEqual(merge.status, 0, name + merge.stdout + merge.stderr)
            // One German screen per layout of the sample app (yaml and Interface Builder), none failing.
            let layouts = try CLI.run(["check", "Layouts", "--locales", "de", "--fail-on", "never"], in: project)
            let count = layouts.stdout.split(separator: "\n").last?.split(separator: " ").first.map(String.init) ?? "?"
            // With --reporter github the annotations have standard output; the merge's own line goes to standard error.
            let said = name == "github" ? merge.stderr : merge.stdout
            XCTAssertTrue(said.contains("merged 4 report(s): \(count) screen(s), 0 failing"), said + " vs " + count)
            if name == "gitlab" {
                let issues = try JSONSerialization.jsonObject(with: Data(contentsOf: project.appendingPathComponent("glossa-out/gl-code-quality-report.json")))
                XCTAssertNotNil(issues as? [[String: Any]])
            }
        }

        // The pull request: a German title much longer than the screen.
        let strings = project.appendingPathComponent("Layouts/Quiz/Strings/de.lproj/Localizable.strings")
        let german = try String(contentsOf: strings, encoding: .utf8)
        try german.replacingOccurrences(of: "Errate die Flagge", with: "Errate die Nationalflagge dieses Landes")
            .write(to: strings, atomically: true, encoding: .utf8)
        let titleLine = german.components(separatedBy: "\n").firstIndex { $0.hasPrefix("\"quiz.title\"") }! + 1
        try? FileManager.default.removeItem(at: project.appendingPathComponent("glossa-out"))
        let statuses = try (1...4).map { try shell(github[0], in: project, shard: $0, of: 4).status }
        XCTAssertEqual(statuses.filter { $0 == 1 }.count, 1, "\(statuses)")
        let merged = try shell(github[1], in: project, shard: 1, of: 4)
        XCTAssertEqual(merged.status, 1)
        // Annotated without code scanning: the snapshot at the layout's root, the title's truncation at its view and
        // on the German line that changed.
        XCTAssertTrue(merged.stdout.split(separator: "\n").contains {
            $0.hasPrefix("::error file=Layouts/Quiz/quiz.yaml,line=") && $0.contains(",title=glossa snapshot::quiz iphone-15 de: ")
        }, merged.stdout)
        XCTAssertTrue(merged.stdout.contains("::notice file=Layouts/Quiz/Strings/de.lproj/Localizable.strings,line=\(titleLine),title=glossa truncated::quiz iphone-15 de: "),
                      merged.stdout)
        let out = project.appendingPathComponent("glossa-out")
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("failures/quiz/iphone-15/de.diff.png").path))
        let junit = String(decoding: try Data(contentsOf: out.appendingPathComponent("junit.xml")), as: UTF8.self)
        XCTAssertTrue(junit.contains("<testcase name=\"iphone-15 de\" classname=\"quiz\">\n      <failure message="), junit)
        let sarif = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("glossa.sarif"))) as? [String: Any])
        let results = ((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        let annotated = results.contains { result in
            // The layout's line of the view first, then the strings line that changed.
            let places = (result["locations"] as? [[String: Any]] ?? []).compactMap { $0["physicalLocation"] as? [String: Any] }
            guard places.count == 2, let strings = places.last else { return false }
            return (places[0]["artifactLocation"] as? [String: Any])?["uri"] as? String == "Layouts/Quiz/quiz.yaml"
                && (strings["artifactLocation"] as? [String: Any])?["uri"] as? String == "Layouts/Quiz/Strings/de.lproj/Localizable.strings"
                && (strings["region"] as? [String: Any])?["startLine"] as? Int == titleLine
                && result["ruleId"] as? String == "truncated"
        }
        XCTAssertTrue(annotated, "no truncated result on line \(titleLine) of the German strings")
        let summary = String(decoding: try Data(contentsOf: out.appendingPathComponent("summary.md")), as: UTF8.self)
        XCTAssertTrue(summary.contains("| `quiz iphone-15 de` | "), summary)
    }
}
