import Foundation
import XCTest

/// One data line of a Unicode Character Database test file, with its 1-based line number.
struct UCDTestLine {
    let number: Int
    let fields: [Substring]
}

/// Reads the UCD 15 conformance files that the Debian `unicode-data` package installs.
///
/// The files are read where Debian puts them rather than copied into the repository, so the
/// tests follow the UCD version that matches the system ICU; a missing file skips the test.
enum UCDTestFile {
    static let directory = "/usr/share/unicode"

    static func lines(_ relativePath: String, separator: Character) throws -> [UCDTestLine] {
        let path = "\(directory)/\(relativePath)"
        guard FileManager.default.fileExists(atPath: path) else {
            throw XCTSkip("\(path) is missing: install the unicode-data package")
        }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var result: [UCDTestLine] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = raw.prefix { $0 != "#" }
            if content.allSatisfy(\.isWhitespace) { continue }
            result.append(UCDTestLine(number: index + 1, fields: content.split(separator: separator, omittingEmptySubsequences: false)))
        }
        return result
    }
}

/// Code points of a test case as UTF-16, remembering where each code point starts.
struct UTF16Case {
    var units: [UInt16] = []
    /// `unitOffsets[i]` is the first UTF-16 unit of code point `i`; one extra entry holds the end.
    var unitOffsets: [Int] = [0]
    /// For each UTF-16 unit, the code point it belongs to.
    var codePointOfUnit: [Int] = []

    init<S: Sequence>(hexCodePoints: S) where S.Element: StringProtocol {
        for hex in hexCodePoints {
            guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
                // Lone surrogates cannot be a Unicode.Scalar but are valid test input.
                append(units: [UInt16(UInt32(hex, radix: 16) ?? 0xFFFD)])
                continue
            }
            append(units: Array(UTF16.encode(scalar).map { Array($0) } ?? []))
        }
    }

    private mutating func append(units more: [UInt16]) {
        let index = unitOffsets.count - 1
        units += more
        codePointOfUnit += Array(repeating: index, count: more.count)
        unitOffsets.append(units.count)
    }

    var codePointCount: Int { unitOffsets.count - 1 }
}

/// Tallies a conformance run and fails for every difference that is not a documented exception.
///
/// An exception that no longer differs also fails, so the list cannot outlive its cause.
struct ConformanceTally {
    let name: String
    let knownDifferences: [Int: String]
    var cases = 0
    var passed = 0
    var known: [Int] = []
    var unexpected: [(line: Int, detail: String)] = []

    mutating func record(line: Int, failure: String?) {
        cases += 1
        switch (failure, knownDifferences[line]) {
        case (nil, nil): passed += 1
        case (nil, .some): unexpected.append((line, "listed as a known difference but passes"))
        case (.some, .some): known.append(line)
        case (let detail?, nil): unexpected.append((line, detail))
        }
    }

    func report(file: StaticString = #filePath, line: UInt = #line) {
        print("\(name): \(cases) cases, \(passed) pass, \(known.count) known ICU 72 differences, \(unexpected.count) unexpected")
        for failure in unexpected.prefix(40) {
            XCTFail("\(name) line \(failure.line): \(failure.detail)", file: file, line: line)
        }
        if unexpected.count > 40 { XCTFail("\(name): \(unexpected.count - 40) more failures", file: file, line: line) }
        let missing = Set(knownDifferences.keys).subtracting(known).subtracting(unexpected.map(\.line))
        if !missing.isEmpty { XCTFail("\(name): known differences not seen: \(missing.sorted())", file: file, line: line) }
    }
}
