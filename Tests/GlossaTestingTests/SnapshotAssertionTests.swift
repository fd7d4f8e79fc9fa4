import Foundation
import GlossaTesting
import XCTest

/// `assertSnapshots`: missing baselines are recorded (locally) or fail (CI), a changed translation fails at
/// the assertion's line with the diff's path, and `.all` re-records.
final class SnapshotAssertionTests: XCTestCase {
    private var app: URL!
    private var recorded: [(message: String, line: Int)] = []
    private var capturing = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturing {
            recorded.append((description, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    override func setUpWithError() throws {
        app = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-snapshots-\(UUID().uuidString)")
        try strings(["en": "Save", "ar": "حفظ"])
        let layout = """
        name: form
        device: iphone-se
        root:
          vstack:
            padding: {top: 20, leading: 16, trailing: 16}
            children:
              - text: {id: save, key: save, lines: 1}
        """
        try Data(layout.utf8).write(to: app.appendingPathComponent("form.yaml"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: app)
    }

    private func strings(_ values: [String: String]) throws {
        for (language, value) in values {
            let folder = app.appendingPathComponent("Strings/\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("\"save\" = \"\(value)\";\n".utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
        }
    }

    private func assert(_ matrix: LayoutMatrix, _ recording: SnapshotRecording) throws -> (failures: [(message: String, line: Int)], line: Int) {
        recorded = []
        capturing = true
        defer { capturing = false }
        try matrix.assertSnapshots(recording: recording, artifacts: app.path); let line = #line
        return (recorded, line)
    }

    private var baseline: String { app.appendingPathComponent("__Snapshots__/form/iphone-se/ar.png").path }

    func testRecordThenVerifyThenAChangedTranslationFailsWithItsDiff() throws {
        let matrix = try LayoutMatrix(app.path, locales: .list(["en", "ar"]))

        // Never recording (CI): a missing baseline fails and nothing is written.
        var run = try assert(matrix, .never)
        XCTAssertEqual(run.failures.count, 2, "\(run.failures)")
        XCTAssertTrue(run.failures.allSatisfy { $0.line == run.line && $0.message.contains("snapshot missing") }, "\(run.failures)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: baseline))

        // Recording missing ones (the default off CI): written, and the test fails once so they get looked at.
        run = try assert(matrix, .missing)
        XCTAssertEqual(run.failures.count, 2, "\(run.failures)")
        XCTAssertTrue(run.failures[0].message.contains("no baseline was found, so one was recorded"), run.failures[0].message)
        let recordedBytes = try Data(contentsOf: URL(fileURLWithPath: baseline))

        // Now they match.
        run = try assert(matrix, .missing)
        XCTAssertEqual(run.failures.count, 0, "\(run.failures)")

        // A changed Arabic translation fails only the Arabic screen, at the assertion, naming its diff.
        try strings(["ar": "حفظ جميع التغييرات الآن"])
        let changed = try LayoutMatrix(app.path, locales: .list(["en", "ar"]))
        run = try assert(changed, .missing)
        XCTAssertEqual(run.failures.count, 1, "\(run.failures)")
        let failure = try XCTUnwrap(run.failures.first)
        XCTAssertEqual(failure.line, run.line)
        XCTAssertTrue(failure.message.contains("form ar iphone-se l: snapshot mismatch: ") && failure.message.contains("pixels differ"),
                      failure.message)
        XCTAssertTrue(failure.message.contains("failures/form/iphone-se/ar.diff.png"), failure.message)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: baseline)), recordedBytes, "verifying never rewrites a baseline")

        // Re-recording on purpose writes it and says so; afterwards it matches.
        run = try assert(changed, .all)
        XCTAssertEqual(run.failures.count, 1, "\(run.failures)")
        XCTAssertNotEqual(try Data(contentsOf: URL(fileURLWithPath: baseline)), recordedBytes)
        XCTAssertEqual(try assert(changed, .never).failures.count, 0)
    }

    func testRecordingDefaultsToNeverInCI() {
        let ci = ProcessInfo.processInfo.environment["CI"]?.lowercased()
        XCTAssertEqual(SnapshotRecording.default, ci == "true" || ci == "1" ? .never : .missing)
    }
}
