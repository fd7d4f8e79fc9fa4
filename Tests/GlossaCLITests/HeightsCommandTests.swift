import Foundation
import XCTest

/// `glossa heights`: the table and its JSON read the same frames `check --json` reports.
final class HeightsCommandTests: XCTestCase {
    private let settings = CLI.repositoryRoot.appendingPathComponent("Layouts/Settings").path
    private let locales = "en,ar,hi,th,my,de"

    private func json(_ url: URL) throws -> Any { try JSONSerialization.jsonObject(with: Data(contentsOf: url)) }

    func testHeightsAgreeWithTheCheckReport() throws {
        let folder = try CLI.temporaryFolder()
        let heightsFile = folder.appendingPathComponent("heights.json"), reportFile = folder.appendingPathComponent("report.json")
        let heights = try CLI.run(["heights", settings, "--locales", locales, "--content-size", "l,ax5", "--json", heightsFile.path])
        XCTAssertEqual(heights.status, 0, heights.stderr)
        let check = try CLI.run(["check", settings, "--locales", locales, "--content-size", "l,ax5", "--json", reportFile.path,
                                 "--fail-on", "never"])
        XCTAssertEqual(check.status, 0, check.stderr)

        // Every view's height per (locale, size), from the report.
        var reported: [String: Double] = [:]
        let report = try XCTUnwrap(json(reportFile) as? [String: Any])
        for case let result as [String: Any] in try XCTUnwrap(report["results"] as? [Any]) {
            let views = try XCTUnwrap(result["views"] as? [String: [String: Any]])
            for (id, view) in views {
                reported["\(id) \(result["locale"]!) \(result["contentSize"]!)"] = try XCTUnwrap(view["height"] as? Double)
            }
        }
        let rows = try XCTUnwrap(json(heightsFile) as? [[String: Any]])
        XCTAssertEqual(Set(rows.map { $0["contentSize"] as! String }), ["l", "ax5"])
        XCTAssertTrue(rows.contains { $0["view"] as? String == "airplane-row" }, "list rows are measured")
        XCTAssertTrue(rows.contains { $0["view"] as? String == "airplane-label" }, "text views are measured")
        XCTAssertFalse(rows.contains { $0["view"] as? String == "airplane-icon" }, "images are not")
        for row in rows {
            let view = row["view"] as! String, size = row["contentSize"] as! String
            let heights = try XCTUnwrap(row["heights"] as? [String: Double])
            XCTAssertEqual(Set(heights.keys), Set(locales.split(separator: ",").map(String.init)), view)
            for (locale, height) in heights {
                XCTAssertEqual(height, try XCTUnwrap(reported["\(view) \(locale) \(size)"]), accuracy: 0.001, "\(view) \(locale) \(size)")
            }
            let tallest = try XCTUnwrap(row["tallest"] as? [String: Any])
            XCTAssertEqual(tallest["height"] as? Double, heights.values.max())
            XCTAssertEqual(heights[tallest["locale"] as! String], heights.values.max())
            XCTAssertEqual(row["development"] as? Double, heights["en"])
        }

        // The Settings rows at the largest size are tallest in a tall script, not in a Latin one.
        for row in rows where (row["view"] as! String).hasSuffix("-row") && row["contentSize"] as? String == "ax5" {
            let locale = (row["tallest"] as! [String: Any])["locale"] as! String
            XCTAssertTrue(["hi", "th", "my", "ar"].contains(locale), "\(row["view"]!) is tallest in \(locale)")
        }
        // The printed table shows the same figures.
        let airplane = try XCTUnwrap(rows.first { $0["view"] as? String == "airplane-row" && $0["contentSize"] as? String == "ax5" })
        let tallest = airplane["tallest"] as! [String: Any]
        let cell = String(format: "%.1f %@", tallest["height"] as! Double, tallest["locale"] as! String)
        let line = try XCTUnwrap(heights.stdout.split(separator: "\n").first { $0.hasPrefix("airplane-row ") })
        XCTAssertTrue(line.contains(cell), "\(line) shows \(cell)")
        XCTAssertTrue(line.contains(" %"), "growth over the development language is marked: \(line)")
    }

    func testHeightsAddTheDevelopmentLanguageAndHonourViews() throws {
        let result = try CLI.run(["heights", settings, "--locales", "ar", "--views", "wifi-row,wifi-label"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.filter { $0.hasPrefix("wifi-") }.count, 2, result.stdout)
        XCTAssertFalse(result.stdout.contains("airplane"), result.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("wifi-row") && $0.contains(" ar") }, result.stdout)
    }

    func testUnknownViewIsBadInputNamingIt() throws {
        let result = try CLI.run(["heights", settings, "--views", "wifi-row,no-such-row"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("'no-such-row'") && result.stderr.contains("settings"), result.stderr)
        XCTAssertFalse(result.stderr.contains("'wifi-row'"), result.stderr)
    }
}
