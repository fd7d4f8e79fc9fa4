import Foundation
import XCTest

/// Runs the built `glossa` executable as a user would and captures what it prints.
struct CommandResult {
    let status: Int32
    let stdout: String
    let stderr: String
}

enum CLI {
    /// The `glossa` binary next to the test bundle in the build folder.
    static let executable: URL = {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle(for: Marker.self).bundleURL.deletingLastPathComponent(),
        ]
        for folder in candidates {
            let binary = folder.appendingPathComponent("glossa")
            if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
        }
        fatalError("glossa executable not found beside the tests in \(candidates.map(\.path))")
    }()

    private final class Marker {}

    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @discardableResult
    static func run(_ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]) throws -> CommandResult {
        try runProcess(executable, arguments, in: folder, environment: environment)
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Runs the contract checker on a report.json; its exit status (0 when the report keeps the contract).
    static func checkContract(_ report: URL) throws -> Int32 {
        let checker = Process()
        checker.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        checker.arguments = ["python3", contractChecker.path, report.path]
        // (`contractChecker` runs the shared checker with contract v4's additions: see check-report-v4.py.)
        try checker.run()
        checker.waitUntilExit()
        return checker.terminationStatus
    }

    /// The `shared` folder (contract checker, schemas) beside the repository, as CI lays it out, or beside
    /// one of its parents (a worktree under wt/).
    static let sharedFolder: URL = {
        var folder = repositoryRoot.deletingLastPathComponent()
        while folder.path != "/" {
            let shared = folder.appendingPathComponent("shared")
            if FileManager.default.fileExists(atPath: shared.appendingPathComponent("tools/check-report.py").path) { return shared }
            folder = folder.deletingLastPathComponent()
        }
        return repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared")
    }()

    /// The contract checker from ../shared/tools, run through check-report-v4.py (it predates contract v4's `note`
    /// severity and `unreadable` kind, which the wrapper checks itself). Invoked as `python3 contractChecker.path …`.
    static var contractChecker: URL { contractWrapper }

    private static let contractWrapper: URL = {
        // A script beside this file that takes the shared checker's path first: written once as a launcher.
        let launcher = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-check-report-\(getpid()).py")
        let wrapper = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("check-report-v4.py")
        let shared = sharedFolder.appendingPathComponent("tools/check-report.py")
        let text = "import runpy, sys\nsys.argv = [\(pythonString(wrapper.path)), \(pythonString(shared.path))] + sys.argv[1:]\n"
            + "runpy.run_path(\(pythonString(wrapper.path)), run_name='__main__')\n"
        try? text.write(to: launcher, atomically: true, encoding: .utf8)
        return launcher
    }()

    private static func pythonString(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}

/// Width and height of a PNG from its IHDR chunk.
func pngSize(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data)
    guard bytes.count > 24, bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else { return nil }
    let be = { (offset: Int) in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (be(16), be(20))
}

/// Runs a program, waits for it and captures what it prints.
func runProcess(_ executable: URL, _ arguments: [String], in folder: URL? = nil,
                environment: [String: String] = [:]) throws -> CommandResult {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if !environment.isEmpty {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    if let folder { process.currentDirectoryURL = folder }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CommandResult(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                         stderr: String(decoding: errData, as: UTF8.self))
}
