import Foundation
import XCTest
#if canImport(Testing)
import Testing
#endif

/// Where an assertion is written, so its failures point there in Xcode, `swift test` and CI logs.
public struct AssertionSite: Sendable {
    public let fileID: String
    public let filePath: StaticString
    public let line: UInt
    public let column: UInt

    public init(fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// Records a failure here: an issue in a Swift Testing test, else an XCTest failure.
    func fail(_ message: String) {
        #if canImport(Testing)
        if Test.current != nil {
            let location = Testing.SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
            Issue.record(Comment(rawValue: message), sourceLocation: location)
            return
        }
        #endif
        XCTFail(message, file: filePath, line: line)
    }
}

extension LayoutMatrix {
    /// At most this many findings are reported one by one; the rest are counted in one last failure.
    public static let reportedFindingLimit = 50

    /// Fails once per finding at or above `severity` (default: errors), naming the screen, the view, the
    /// kind and the message, at the line of this call. Findings of the kinds in `ignoring` are let through.
    ///
    ///     matrix.assertNoFindings(atOrAbove: .warning, ignoring: [.notLocalized])
    public func assertNoFindings(atOrAbove severity: Severity = .error, ignoring: Set<FindingKind> = [],
                                 fileID: String = #fileID, filePath: StaticString = #filePath,
                                 line: UInt = #line, column: UInt = #column) {
        let site = AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let found = findings(atOrAbove: severity, ignoring: ignoring)
        for (screen, finding) in found.prefix(Self.reportedFindingLimit) {
            site.fail(Self.describe(finding, on: screen))
        }
        if found.count > Self.reportedFindingLimit {
            site.fail("…and \(found.count - Self.reportedFindingLimit) more findings at or above \(severity.rawValue) (\(found.count) in all)")
        }
    }

    /// "settings ar iphone-15 l: truncated 'wifi-value' (settings.wifi.notConnected, settings.yaml:20:9): …"
    static func describe(_ finding: Finding, on screen: ScreenResult) -> String {
        var subject = finding.view.map { " '\($0)'" } ?? ""
        let details = [finding.key, finding.location.map { "\($0)" }].compactMap { $0 }
        if !details.isEmpty { subject += " (\(details.joined(separator: ", ")))" }
        return "\(screen.name): \(finding.severity.rawValue) \(finding.kind.rawValue)\(subject): \(finding.message)"
    }
}
