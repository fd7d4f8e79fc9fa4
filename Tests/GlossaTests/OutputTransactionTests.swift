import Foundation
import XCTest
@testable import Glossa

/// A run's outputs change only once every one of them is ready: a report that cannot be written leaves the
/// earlier PNGs and report.json as they were; a killed run's staging folder is cleared by the next run.
final class OutputTransactionTests: XCTestCase {
    private func layout(in folder: URL, text: String = "Hello") throws -> String {
        let file = folder.appendingPathComponent("hello.yaml")
        try Data("name: hello\ndevice: watch-45\nroot:\n  text: {id: t, verbatim: \"\(text)\"}\n".utf8).write(to: file)
        return file.path
    }

    private func contents(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let walker = FileManager.default.enumerator(atPath: folder.path)
        while let name = walker?.nextObject() as? String {
            if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) { files[name] = data }
        }
        return files
    }

    func testNothingChangesUntilCommitAndAFailedReportDiscardsEverything() throws {
        let folder = try scratchFolder()
        let output = folder.appendingPathComponent("out")
        var options = MatrixOptions(paths: [try layout(in: folder)])
        options.outputDirectory = output.path
        let simulator = try Simulator(fontDirectories: [])
        _ = try simulator.streamMatrix(options)
        let before = contents(output)
        XCTAssertNotNil(before["hello/watch-45/en.png"])
        XCTAssertNotNil(before["report.json"])

        // Another text, so every PNG would change; the second report names a folder.
        options.paths = [try layout(in: folder, text: "Changed")]
        let outputs = OutputTransaction()
        let run = try simulator.streamMatrix(options, outputs: outputs)
        XCTAssertEqual(contents(output), before, "nothing is in place before commit")
        let folderReport = folder.appendingPathComponent("a-folder")
        try FileManager.default.createDirectory(at: folderReport, withIntermediateDirectories: true)
        XCTAssertThrowsError(try outputs.prepare(reports: run, to: [("json", folder.appendingPathComponent("r.json").path),
                                                                    ("json", folderReport.path)])) { error in
            XCTAssertTrue("\(error)".contains("a-folder: cannot write: it is a folder"), "\(error)")
        }
        outputs.discard()
        XCTAssertEqual(contents(output), before, "a failed report leaves the earlier outputs as they were")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("r.json").path))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        XCTAssertEqual(leftovers, [], "no staging folder or temporary file stays behind")

        // The same run committed: every output is in place together.
        let committed = OutputTransaction()
        let again = try simulator.streamMatrix(options, outputs: committed)
        try committed.prepare(reports: again, to: [("json", folder.appendingPathComponent("r.json").path)])
        try committed.commit()
        XCTAssertNotEqual(contents(output)["hello/watch-45/en.png"], before["hello/watch-45/en.png"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("r.json").path))
    }

    /// A staged file is found by its path however that path is spelt (relative, absolute, with `.` and `..`), a
    /// file staged twice is put in place once with its last bytes, and a path outside the output is not staged.
    func testStagedFilesAreFoundByAnySpellingOfTheirPathAndPutInPlaceOnce() throws {
        let folder = try scratchFolder()
        let output = folder.appendingPathComponent("out").path
        let staging = OutputStaging(output: output)
        try staging.stage([1, 2, 3], for: output + "/a/iphone-15/en.png")
        try staging.stage([4, 5], for: output + "/./a/../a/iphone-15/en.png")
        try staging.stage([6], for: output + "/b/ipad/ar@ax5.png")
        let located = try XCTUnwrap(staging.stagedLocation(of: OutputPath.standardized(output + "/a/iphone-15/en.png")))
        XCTAssertTrue(located.hasPrefix(staging.folder + "/"), located)
        XCTAssertEqual(FileManager.default.contents(atPath: located), Data([4, 5]))
        XCTAssertNil(staging.stagedLocation(of: OutputPath.standardized(output + "/a/iphone-15/de.png")))
        XCTAssertNil(staging.stagedLocation(of: OutputPath.standardized(folder.path + "/elsewhere.png")))
        try staging.commit()
        staging.discard()
        XCTAssertEqual(FileManager.default.contents(atPath: output + "/a/iphone-15/en.png"), Data([4, 5]))
        XCTAssertEqual(FileManager.default.contents(atPath: output + "/b/ipad/ar@ax5.png"), Data([6]))
        XCTAssertFalse(FileManager.default.fileExists(atPath: staging.folder))
    }

    func testAStagingFolderOfADeadProcessIsRemovedAndOneOfALiveProcessKept() throws {
        let folder = try scratchFolder()
        var dead: Int32 = 999_999
        while OutputStaging.isRunning(dead) { dead -= 1 }
        let stale = folder.appendingPathComponent(".out.staging-\(dead)-1234")
        let live = folder.appendingPathComponent(".out.staging-\(getppid())-5678")
        let other = folder.appendingPathComponent(".other.staging-\(dead)-1")
        for leftover in [stale, live, other] {
            try FileManager.default.createDirectory(at: leftover.appendingPathComponent("x"), withIntermediateDirectories: true)
        }
        var options = MatrixOptions(paths: [try layout(in: folder)])
        options.outputDirectory = folder.appendingPathComponent("out").path
        _ = try Simulator(fontDirectories: []).streamMatrix(options)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale.path), "a dead run's staging folder is removed")
        XCTAssertTrue(FileManager.default.fileExists(atPath: live.path), "a running process's staging folder is kept")
        XCTAssertTrue(FileManager.default.fileExists(atPath: other.path), "another output's staging folder is not touched")
    }
}
