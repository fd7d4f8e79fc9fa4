import Foundation
import XCTest

/// `--shard I/N` splits the matrix the same way every time; `glossa merge` gives back the whole run.
final class ShardMergeTests: XCTestCase {
    private let matrix = ["screen.yaml", "sounds.yaml", "--locales", "en,de,ar,en-XA", "--content-size", "l,ax3"]
    private let reports = ["json": "report.json", "junit": "junit.xml", "sarif": "sarif.json", "html": "report.html", "markdown": "summary.md"]

    private func reportFlags(_ folder: String) -> [String] {
        reports.sorted { $0.key < $1.key }.flatMap { ["--\($0.key)", "\(folder)/\($0.value)"] }
    }

    private func screens(_ app: SampleApp, _ report: String) throws -> [String] {
        try app.results(report).map { "\($0["layout"]!)/\($0["device"]!)/\($0["locale"]!)/\($0["contentSize"]!)" }
    }

    func testShardsCoverTheMatrixOnceAndMergeEqualsTheWholeRun() throws {
        let app = try SampleApp()
        let whole = try app.glossa(["check"] + matrix + reportFlags("whole"))
        XCTAssertEqual(whole.status, 1, whole.stderr)
        let all = try screens(app, "whole/report.json")
        XCTAssertEqual(all.count, 16)
        var seen: [String] = []
        for index in 1...3 {
            let shard = try app.glossa(["check"] + matrix + ["--shard", "\(index)/3", "--json", "shard\(index).json"])
            XCTAssertTrue([0, 1].contains(shard.status), shard.stderr)
            let part = try screens(app, "shard\(index).json")
            XCTAssertGreaterThan(part.count, 2, "shard \(index) holds too few of 16 screens")
            seen += part
            // Same split whatever the job count and the order the layouts are given in.
            let reordered = try app.glossa(["check", "sounds.yaml", "screen.yaml", "--locales", "ar,en-XA,de,en", "--content-size", "ax3,l",
                                            "--shard", "\(index)/3", "--jobs", "2", "--json", "again\(index).json"])
            XCTAssertTrue([0, 1].contains(reordered.status), reordered.stderr)
            XCTAssertEqual(Set(try screens(app, "again\(index).json")), Set(part))
        }
        XCTAssertEqual(seen.sorted(), all.sorted())
        XCTAssertEqual(Set(seen).count, seen.count)

        let merge = try app.glossa(["merge", "shard3.json", "shard1.json", "shard2.json"] + reportFlags("merged"))
        XCTAssertEqual(merge.status, 1, merge.stdout + merge.stderr)
        XCTAssertTrue(merge.stdout.contains("merged 3 report(s): 16 screen(s), "), merge.stdout)
        for name in reports.values.sorted() {
            XCTAssertEqual(try app.data("merged/\(name)"), try app.data("whole/\(name)"), name)
        }
        // The merge's exit code follows --fail-on as one run's would.
        XCTAssertEqual(try app.glossa(["merge", "shard1.json", "shard2.json", "shard3.json", "--fail-on", "never"]).status, 0)
    }

    func testMergeRefusesAMissingShardAndAScreenTwice() throws {
        let app = try SampleApp()
        for index in 1...2 {
            _ = try app.glossa(["check"] + matrix + ["--shard", "\(index)/2", "--json", "shard\(index).json"])
        }
        let missing = try app.glossa(["merge", "shard1.json", "--junit", "junit.xml"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("screens (no report for shard 2/2)"), missing.stderr)
        XCTAssertFalse(app.exists("junit.xml"))
        let twice = try app.glossa(["merge", "shard1.json", "shard2.json", "shard1.json"])
        XCTAssertEqual(twice.status, 2)
        XCTAssertTrue(twice.stderr.contains("shard1.json: screen "), twice.stderr)
        try Data("{\"tool\": \"glossa\", \"results\": [{\"layout\": 3}]}".utf8).write(to: app.url("bad.json"))
        let bad = try app.glossa(["merge", "bad.json"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("bad.json: results[0] has no \"layout\" string"), bad.stderr)
        try Data("{\"tool\": \"glossa\",\n \"results\": [}".utf8).write(to: app.url("broken.json"))
        let broken = try app.glossa(["merge", "broken.json"])
        XCTAssertTrue(broken.stderr.contains("broken.json:2:14: unexpected character"), broken.stderr)
    }

    func testBadShardsAreUsageErrors() throws {
        let app = try SampleApp()
        for (value, message) in [("0/3", "--shard must be I/N with 1 ≤ I ≤ N, not 0/3"), ("4/3", "--shard must be I/N with 1 ≤ I ≤ N, not 4/3"),
                                 ("two", "--shard must be I/N (for example 2/4), not 'two'")] {
            let run = try app.glossa(["render", "screen.yaml", "--shard", value])
            XCTAssertEqual(run.status, 2, value)
            XCTAssertTrue(run.stderr.contains(message), run.stderr)
        }
    }
}
