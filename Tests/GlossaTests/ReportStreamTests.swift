import Foundation
@testable import Glossa
import GlossaText
import XCTest

/// report.json as written is the document `Report.json` prints, through a temporary file, and the views
/// a run returns keep text, lines and runs but no glyph positions.
final class ReportStreamTests: XCTestCase {
    func testTheWrittenReportIsTheWholeDocumentByteForByte() throws {
        let layouts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Layouts/Settings").path
        var options = MatrixOptions(paths: [layouts])
        options.locales = .list(["en", "ar", "th"])
        let results = try Simulator(textEngine: TextEngine(registry: FontRegistry.bundled())).run(options)
        XCTAssertEqual(results.map(\.direction), [.leftToRight, .rightToLeft, .leftToRight])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-report-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for subset in [results, Array(results.prefix(1)), []] {
            let path = folder.appendingPathComponent("report.json").path
            try Report.write(subset, to: path)
            XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), Report.json(subset))
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["report.json"], "no temporary file left")
        let texts = results.flatMap(\.views).compactMap(\.paragraph)
        XCTAssertFalse(texts.isEmpty)
        XCTAssertTrue(texts.allSatisfy { !$0.lines.isEmpty && $0.lines.allSatisfy { !$0.runs.isEmpty } })
        XCTAssertTrue(texts.allSatisfy { $0.lines.allSatisfy { $0.runs.allSatisfy(\.glyphs.isEmpty) } })
    }
}
