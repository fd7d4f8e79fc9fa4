import Foundation
@testable import Glossa
@testable import GlossaReports
import GlossaCheck
import GlossaText
import XCTest

/// `render` and `check` stream: each finished screen is spilled to disk and every report is written from
/// there a screen at a time. The documents must be the bytes the in-memory run writes, whatever the job count.
final class StreamedReportTests: XCTestCase {
    private static let engine = Result { try TextEngine(registry: FontRegistry.bundled()) }
    private let formats = [JSONReporter.identifier, JUnitReporter.identifier, SARIFReporter.identifier,
                           HTMLReporter.identifier, MarkdownReporter.identifier]

    private var layouts: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Layouts").path
    }

    private func folder() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-streamed-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// Every report of the run, as files written through the streaming writer, read back.
    private func written(_ run: ReportedRun, in folder: URL) throws -> [String] {
        try formats.map { format in
            let path = folder.appendingPathComponent("report.\(format)").path
            try Reporters.write(run, to: [(format, path)])
            return try String(contentsOfFile: path, encoding: .utf8)
        }
    }

    func testStreamedReportsAreTheInMemoryReportsByteForByteWithOneAndTwoJobs() throws {
        let work = folder()
        let output = work.appendingPathComponent("out").path
        var options = MatrixOptions(paths: [layouts + "/Settings", layouts + "/Scoreboard"])
        options.locales = .list(["en", "ar", "th"])
        options.pseudo = [.accented]
        options.contentSizes = ["ax3"]
        options.outputDirectory = output
        options.failOn = .warning
        var expected: [String] = []
        for jobs in [1, 2] {
            options.jobs = jobs
            let simulator = Simulator(textEngine: try Self.engine.get())
            let memory = try simulator.runMatrix(options).reported
            let memoryReport = try String(contentsOfFile: output + "/report.json", encoding: .utf8)
            XCTAssertEqual(memory.screens.count, 8)
            let inMemory = formats.map { Reporters.named($0)!.report(memory) }
            XCTAssertEqual(memoryReport, inMemory[0])
            if expected.isEmpty { expected = inMemory } else { XCTAssertEqual(inMemory, expected, "jobs \(jobs)") }

            let streamed = try Simulator(textEngine: try Self.engine.get()).streamMatrix(options)
            XCTAssertEqual(try String(contentsOfFile: output + "/report.json", encoding: .utf8), expected[0], "report.json, jobs \(jobs)")
            XCTAssertEqual(streamed.screens.count, 8)
            XCTAssertEqual(streamed.failed, memory.failed)
            XCTAssertTrue(streamed.failed, "Scoreboard's not-mirrored errors fail at --fail-on warning")
            let files = try written(streamed, in: work)
            for (index, format) in formats.enumerated() {
                XCTAssertEqual(files[index], expected[index], "\(format), jobs \(jobs)")
            }
            XCTAssertGreaterThan(files[3].utf8.count, 1 << 17, "the HTML page (images inlined) is written in several blocks")
        }
        // Nothing but the outputs: no staging folder, no spool, no temporary report file.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: work.path).sorted(),
                       ["out"] + formats.map { "report.\($0)" }.sorted())
    }

    func testASpooledScreenKeepsEveryNumberExactlyAndCanBeReplaced() throws {
        var finding = FindingRecord(kind: "truncated", severity: .error, message: "'title' is truncated")
        finding.frame = .object([("x", .number(10.123456789)), ("y", .number(-0.0005)), ("width", .number(1e-7)), ("height", .number(3))])
        finding.accepted = true
        var record = ScreenRecord(layout: "quiz", locale: "ar", device: "iphone-15", contentSize: "ax3", direction: "rtl",
                                  png: "out/quiz/iphone-15/ar@ax3.png", views: .object([("title", .object([("x", .number(0.1 + 0.2))]))]))
        record.findings = [finding]
        record.index = 7
        let spool = try RecordSpool(folder: NSTemporaryDirectory())
        try spool.store(ScreenRecords.encode(record), at: 1)
        try spool.store(ScreenRecords.encode(record), at: 0)
        var records = ScreenRecords(spool: spool, count: 2)
        let back = records[1]
        XCTAssertEqual(back.findings.first?.frame?["x"]?.numberValue, 10.123456789)
        XCTAssertEqual(back.findings.first?.frame?["y"]?.numberValue, -0.0005)
        XCTAssertEqual(back.findings.first?.frame?["width"]?.numberValue, 1e-7)
        // Views are kept as report.json prints them (only report.json reads them): read back, they are its values.
        XCTAssertEqual(back.views["title"]?["x"]?.numberValue, 0.3)
        XCTAssertEqual(back.findings.first?.accepted, true)
        XCTAssertEqual(JSONReporter().report(ReportedRun(screens: [back])), JSONReporter().report(ReportedRun(screens: [record])))
        // The accepted error fails nothing; a snapshot mismatch fails its screen at any --fail-on.
        for failOn in [Severity.error, .warning] {
            var run = ReportedRun(screens: [record, record], failOn: failOn)
            run.screens = records
            XCTAssertFalse(run.failed)
        }
        record.snapshot = SnapshotVerdict(state: .mismatch, message: "12 pixels differ", actual: "a.png", diff: "d.png", baseline: "b.png")
        try records.replace(record, at: 0)
        XCTAssertEqual(records[0].snapshot, record.snapshot)
        XCTAssertNil(records[1].snapshot)
        var run = ReportedRun(screens: [], failOn: nil)
        run.screens = records
        XCTAssertTrue(run.failed)
        XCTAssertEqual(run.failing, [0])
    }

    /// Whether a spilled screen fails is kept beside it when it is spilled, and read from it otherwise: both
    /// agree with the reasons `failures` gives, at every --fail-on.
    func testASpilledScreensStandingAgreesWithItsFailures() throws {
        let spool = try RecordSpool(folder: NSTemporaryDirectory())
        var records: [ScreenRecord] = []
        for (index, severities) in [[], [Severity.warning], [.error], [.warning, .error]].enumerated() {
            for accepted in [false, true] {
                var record = ScreenRecord(layout: "quiz", locale: "de", device: "iphone-15", contentSize: "l", direction: "ltr",
                                          png: "", views: .object([]))
                record.findings = severities.map { severity in
                    var finding = FindingRecord(kind: "truncated", severity: severity, message: "\(index)")
                    finding.accepted = accepted && severity == .error
                    return finding
                }
                records.append(record)
            }
        }
        for (position, record) in records.enumerated() {
            // Every other screen is stored without its standing, as a screen reused from the cache is.
            try spool.store(ScreenRecords.encode(record), at: position, standing: position.isMultiple(of: 2) ? ScreenStanding(record) : nil)
        }
        for failOn in [Severity.error, .warning, nil] {
            var run = ReportedRun(screens: records, failOn: failOn)
            let expected = records.indices.filter { !run.failures(records[$0]).isEmpty }
            XCTAssertEqual(run.failing, expected, "\(String(describing: failOn)) in memory")
            run.screens = ScreenRecords(spool: spool, count: records.count)
            XCTAssertEqual(run.failing, expected, "\(String(describing: failOn)) spilled")
            XCTAssertEqual(run.failed, !expected.isEmpty)
        }
    }

    func testAStreamedArrayPrintsAsTheWholeDocument() {
        let documents: [([JSON]) -> JSON] = [
            { .object([("tool", .string("glossa")), ("results", .array($0)), ("after", .bool(true))]) },
            { .object([("runs", .array([.object([("results", .array($0))])]))]) },
            { .array($0) },
        ]
        let items: [[JSON]] = [[], [.number(1)], [.object([("a", .array([.null, .string("x")]))]), .object([]), .array([])]]
        for (number, document) in documents.enumerated() {
            for list in items {
                for indent in [0, 2] {
                    let sink = ReportSink()
                    var stream = JSONStream(document(JSONStream.items.arrayValue!), indent: indent)
                    stream.open(sink)
                    for item in list { stream.item(item, to: sink) }
                    stream.close(sink)
                    XCTAssertEqual(sink.text, document(list).serialized(indent: indent), "document \(number), \(list.count) items, indent \(indent)")
                }
            }
        }
    }
}
