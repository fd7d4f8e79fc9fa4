import Foundation
import XCTest

/// `glossa snapshot record|verify`: baselines, exact-then-pixel comparison, failure copies, exit codes.
final class SnapshotCommandTests: XCTestCase {
    private let matrix = ["screen.yaml", "--locales", "en,de,ar"]

    private func modified(_ app: SampleApp, _ path: String) throws -> Date {
        try XCTUnwrap(FileManager.default.attributesOfItem(atPath: app.url(path).path)[.modificationDate] as? Date)
    }

    func testRecordThenVerifyPassesAndRecordingAgainTouchesNothing() throws {
        let app = try SampleApp()
        let record = try app.glossa(["snapshot", "record"] + matrix)
        XCTAssertEqual(record.status, 0, record.stderr)
        XCTAssertTrue(record.stdout.contains("3 screen(s): 3 recorded, 0 unchanged, 0 skipped"), record.stdout)
        for locale in ["en", "de", "ar"] {
            let png = try app.data("__Snapshots__/screen/watch-45/\(locale).png")
            XCTAssertEqual(pngSize(png).map { [$0.width, $0.height] }, [396, 484], locale)
        }
        let before = try modified(app, "__Snapshots__/screen/watch-45/de.png")
        Thread.sleep(forTimeInterval: 0.05)
        let again = try app.glossa(["snapshot", "record"] + matrix)
        XCTAssertTrue(again.stdout.contains("3 screen(s): 0 recorded, 3 unchanged, 0 skipped"), again.stdout)
        XCTAssertEqual(try modified(app, "__Snapshots__/screen/watch-45/de.png"), before)

        let verify = try app.glossa(["snapshot", "verify"] + matrix + ["--json", "verify.json"])
        XCTAssertEqual(verify.status, 0, verify.stdout + verify.stderr)
        XCTAssertTrue(verify.stdout.contains("3 screen(s): 3 match, 0 mismatch, 0 missing"), verify.stdout)
        let results = try app.results("verify.json")
        XCTAssertEqual(results.map { $0["snapshot"] as? String }, ["match", "match", "match"])
        XCTAssertEqual(results.map { $0["png"] as? String }, ["en", "de", "ar"].map { "__Snapshots__/screen/watch-45/\($0).png" })
        XCTAssertFalse(app.exists("out/failures"))
        // Findings do not fail a snapshot run unless --fail-on asks (German truncates its title).
        let strict = try app.glossa(["snapshot", "verify"] + matrix + ["--fail-on", "error"])
        XCTAssertEqual(strict.status, 1, strict.stdout)
    }

    func testChangedTranslationFailsWithThreeArtifactsAndLeavesBaselinesUntouched() throws {
        let app = try SampleApp()
        XCTAssertEqual(try app.glossa(["snapshot", "record"] + matrix).status, 0)
        let baseline = try app.data("__Snapshots__/screen/watch-45/de.png")
        let baselineDate = try modified(app, "__Snapshots__/screen/watch-45/de.png")
        try app.setStrings("de", SampleApp.german.replacingOccurrences(of: "Fertig", with: "Erledigt und gespeichert"))

        let verify = try app.glossa(["snapshot", "verify"] + matrix + ["--out", "ci", "--json", "ci/report.json"])
        XCTAssertEqual(verify.status, 1, verify.stdout + verify.stderr)
        XCTAssertTrue(verify.stdout.contains("mismatch screen watch-45 de: "), verify.stdout)
        XCTAssertTrue(verify.stdout.contains(" pixels differ ("), verify.stdout)
        XCTAssertTrue(verify.stdout.contains("from __Snapshots__/screen/watch-45/de.png; to accept it: glossa snapshot record screen.yaml --locales de --device watch-45"),
                      verify.stdout)
        XCTAssertTrue(verify.stdout.contains("3 screen(s): 2 match, 1 mismatch, 0 missing"), verify.stdout)
        for suffix in ["actual", "diff", "baseline"] {
            let png = try app.data("ci/failures/screen/watch-45/de.\(suffix).png")
            XCTAssertEqual(pngSize(png).map { [$0.width, $0.height] }, [396, 484], suffix)
        }
        XCTAssertEqual(try app.data("ci/failures/screen/watch-45/de.baseline.png"), baseline)
        XCTAssertNotEqual(try app.data("ci/failures/screen/watch-45/de.actual.png"), baseline)
        XCTAssertFalse(app.exists("ci/failures/screen/watch-45/en.actual.png"))
        XCTAssertEqual(try app.data("__Snapshots__/screen/watch-45/de.png"), baseline)
        XCTAssertEqual(try modified(app, "__Snapshots__/screen/watch-45/de.png"), baselineDate)

        let results = try app.results("ci/report.json")
        XCTAssertEqual(results.map { $0["snapshot"] as? String }, ["match", "mismatch", "match"])
        let artifacts = results[1]["artifacts"] as? [String: String]
        XCTAssertEqual(artifacts?["diff"], "ci/failures/screen/watch-45/de.diff.png")

        // The printed command accepts the change; verify passes again and removes the stale copies.
        XCTAssertEqual(try app.glossa(["snapshot", "record", "screen.yaml", "--locales", "de", "--device", "watch-45"]).status, 0)
        XCTAssertEqual(try app.glossa(["snapshot", "verify"] + matrix + ["--out", "ci"]).status, 0)
        XCTAssertFalse(app.exists("ci/failures/screen/watch-45/de.diff.png"))
    }

    func testMissingBaselineFailsAndVerifyNeverWritesOne() throws {
        let app = try SampleApp()
        let verify = try app.glossa(["snapshot", "verify"] + matrix + ["--baselines", "refs"])
        XCTAssertEqual(verify.status, 1, verify.stdout + verify.stderr)
        XCTAssertTrue(verify.stdout.contains("missing screen watch-45 en: no baseline at refs/screen/watch-45/en.png; to record it: glossa snapshot record screen.yaml --locales en --device watch-45 --baselines refs"),
                      verify.stdout)
        XCTAssertFalse(app.exists("refs"))
        XCTAssertFalse(app.exists("__Snapshots__"))
        XCTAssertTrue(app.exists("out/failures/screen/watch-45/en.actual.png"))
    }

    func testRecordOnlyMissingAndOnlyFailed() throws {
        let app = try SampleApp()
        XCTAssertEqual(try app.glossa(["snapshot", "record", "screen.yaml", "--locales", "en"]).status, 0)
        let english = try modified(app, "__Snapshots__/screen/watch-45/en.png")
        try Data("not a png".utf8).write(to: app.url("__Snapshots__/screen/watch-45/ar.png"))
        let missing = try app.glossa(["snapshot", "record", "--only", "missing"] + matrix)
        XCTAssertTrue(missing.stdout.contains("3 screen(s): 1 recorded, 0 unchanged, 2 skipped"), missing.stdout)
        XCTAssertTrue(app.exists("__Snapshots__/screen/watch-45/de.png"))
        XCTAssertEqual(try app.data("__Snapshots__/screen/watch-45/ar.png"), Data("not a png".utf8))

        try app.setStrings("de", SampleApp.german.replacingOccurrences(of: "Fertig", with: "Erledigt"))
        try Data(try app.data("__Snapshots__/screen/watch-45/en.png")).write(to: app.url("__Snapshots__/screen/watch-45/ar.png"))
        let failed = try app.glossa(["snapshot", "record", "--only", "failed"] + matrix)
        XCTAssertEqual(failed.status, 0, failed.stderr)
        XCTAssertTrue(failed.stdout.contains("3 screen(s): 2 recorded, 0 unchanged, 1 skipped"), failed.stdout)
        XCTAssertEqual(try modified(app, "__Snapshots__/screen/watch-45/en.png"), english)
        XCTAssertEqual(try app.glossa(["snapshot", "verify"] + matrix).status, 0)
    }

    /// The share of differing pixels from verify's report, in percent.
    private func differingPercent(_ app: SampleApp, _ report: String) throws -> Double {
        let message = try XCTUnwrap(try app.results(report).compactMap { $0["snapshotMessage"] as? String }.first)
        let percent = try XCTUnwrap(message.split(separator: "(").dropFirst().first?.split(separator: "%").first)
        return try XCTUnwrap(Double(percent))
    }

    func testToleranceDecidesBothWays() throws {
        let app = try SampleApp()
        XCTAssertEqual(try app.glossa(["snapshot", "record", "screen.yaml", "--locales", "de"]).status, 0)
        try app.setStrings("de", SampleApp.german.replacingOccurrences(of: "Fertig", with: "Fertig!"))
        let strict = try app.glossa(["snapshot", "verify", "screen.yaml", "--locales", "de", "--json", "strict.json"])
        XCTAssertEqual(strict.status, 1)
        let percent = try differingPercent(app, "strict.json")
        XCTAssertGreaterThan(percent, 0.01)
        XCTAssertLessThan(percent, 5)
        let below = try app.glossa(["snapshot", "verify", "screen.yaml", "--locales", "de", "--tolerance", String(percent - 0.01)])
        XCTAssertEqual(below.status, 1, below.stdout)
        XCTAssertTrue(below.stdout.contains("tolerance"), below.stdout)
        let above = try app.glossa(["snapshot", "verify", "screen.yaml", "--locales", "de", "--tolerance", String(percent + 0.01)])
        XCTAssertEqual(above.status, 0, above.stdout)
        let bad = try app.glossa(["snapshot", "verify", "screen.yaml", "--tolerance", "120"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("--tolerance must be a percentage from 0 to 100, not 120"), bad.stderr)
    }

    func testPerceptualPrecisionDecidesBothWays() throws {
        let app = try SampleApp()
        XCTAssertEqual(try app.glossa(["snapshot", "record", "screen.yaml", "--locales", "en,ar"]).status, 0)
        // Near-black instead of black: every text pixel changes, by about 1.5 ΔE00 at most.
        try app.write("screen.yaml", SampleApp.screen(color: "#060606"))
        for locale in ["en", "ar"] {
            let exact = try app.glossa(["snapshot", "verify", "screen.yaml", "--locales", locale])
            XCTAssertEqual(exact.status, 1, locale + exact.stdout)
            let strict = try app.glossa(["snapshot", "verify", "screen.yaml", "--locales", locale, "--perceptual-precision", "0.995"])
            XCTAssertEqual(strict.status, 1, locale + strict.stdout)
            XCTAssertTrue(strict.stdout.contains("perceptual precision 0.995"), strict.stdout)
            let eye = try app.glossa(["snapshot", "verify", "screen.yaml", "--locales", locale, "--perceptual-precision", "0.98"])
            XCTAssertEqual(eye.status, 0, locale + eye.stdout)
        }
        // A real change stays a mismatch at the eye's precision.
        try app.setStrings("en", SampleApp.english.replacingOccurrences(of: "Done", with: "OK"))
        let changed = try app.glossa(["snapshot", "verify", "screen.yaml", "--locales", "en", "--perceptual-precision", "0.98"])
        XCTAssertEqual(changed.status, 1, changed.stdout)
    }
}
