import Foundation
import XCTest
@testable import GlossaLocalization

/// Paths into Fixtures/ and throwaway folders shaped like a project's strings folder.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    static func path(_ relative: String) -> String { root + "/" + relative }

    static func data(_ relative: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path(relative)))
    }

    /// A new folder holding `files` (relative path → contents), removed when the test ends.
    static func folder(_ files: [String: Data], test: XCTestCase) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-l10n-\(UUID().uuidString)")
        for (relative, contents) in files.sorted(by: { $0.key < $1.key }) {
            let url = folder.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url)
        }
        test.addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder.path
    }
}

/// The error a throwing call raised, or a failure when it did not throw.
func localizationError(_ body: () throws(LocalizationError) -> Void, file: StaticString = #filePath, line: UInt = #line) -> String? {
    do {
        try body()
        XCTFail("expected a LocalizationError", file: file, line: line)
        return nil
    } catch {
        return error.description
    }
}
