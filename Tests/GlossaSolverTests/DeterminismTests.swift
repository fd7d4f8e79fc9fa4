import XCTest
import Foundation
import GlossaSolver

/// Same constraints in the same order give the same values, bit for bit.
///
/// In one process two solvers share the hash seed, so the child-process test runs the same
/// system in two fresh processes (each with its own random hash seed and heap layout) and
/// compares fingerprints with this one.
final class DeterminismTests: XCTestCase {
    /// A system large enough that any dependence on dictionary order would show: many
    /// variables, ties between equal preferences, removals and edits.
    static func fingerprint() throws -> String {
        var system = RandomSystem(seed: 7, count: 40)
        let solver = Solver()
        var added: [Constraint] = []
        for index in 0..<200 {
            let c = index % 3 == 0 ? system.requiredConstraint() : system.optionalConstraint()
            try solver.addConstraint(c)
            added.append(c)
        }
        for (i, variable) in system.variables.enumerated() {
            try solver.addConstraint((variable == Double(i)).strength(1))  // equal weights: ties
        }
        for c in added.enumerated().filter({ $0.offset % 7 == 3 }).map(\.element) {
            try solver.removeConstraint(c)
        }
        try solver.addEditVariable(system.variables[0], strength: 800)
        for step in 0..<20 { try solver.suggestValue(Double(step * 13 % 50), for: system.variables[0]) }
        solver.updateVariables()
        return system.variables.map { String($0.value.bitPattern, radix: 16) }.joined(separator: ",")
    }

    func testTwoSolversAgreeBitForBit() throws {
        XCTAssertEqual(try Self.fingerprint(), try Self.fingerprint())
    }

    /// Run by `testOtherProcessesAgree` in a child process; prints the fingerprint.
    func testPrintFingerprintForParent() throws {
        guard ProcessInfo.processInfo.environment["GLOSSA_SOLVER_FINGERPRINT"] != nil else { return }
        print("FINGERPRINT=" + (try Self.fingerprint()))
    }

    func testOtherProcessesAgree() throws {
        let executable = CommandLine.arguments[0]
        guard executable.hasSuffix(".xctest"), FileManager.default.isExecutableFile(atPath: executable) else {
            throw XCTSkip("not running from an xctest executable")
        }
        let expected = try Self.fingerprint()
        for _ in 0..<2 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["GlossaSolverTests.DeterminismTests/testPrintFingerprintForParent"]
            process.environment = ProcessInfo.processInfo.environment.merging(
                ["GLOSSA_SOLVER_FINGERPRINT": "1"]) { $1 }.filter { $0.key != "SWIFT_DETERMINISTIC_HASHING" }
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            try process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            let line = output.split(separator: "\n").first { $0.hasPrefix("FINGERPRINT=") }
            XCTAssertEqual(line.map { String($0.dropFirst("FINGERPRINT=".count)) }, expected)
        }
    }
}
