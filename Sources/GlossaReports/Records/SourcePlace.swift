import Foundation

/// A place in a file as reports carry it ("path:line:column", "path:line" or "path"), read back into its parts.
package struct SourcePlace: Sendable, Equatable {
    package var path: String
    package var line: Int?
    package var column: Int?

    package init(path: String, line: Int?, column: Int? = nil) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// The parts of "path:line:column" (`hasColumn`) or "path:line"; the path may hold colons itself. Nil without a path.
    package init?(_ text: String, hasColumn: Bool) {
        var parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        if hasColumn, parts.count >= 3, let value = Int(parts.last!) { column = value; parts.removeLast() }
        if parts.count >= 2, let value = Int(parts.last!) { line = value; parts.removeLast() }
        path = parts.joined(separator: ":")
        if path.isEmpty { return nil }
    }
}

/// The folder that reports read by a repository's tools name files from (`--sarif-root`, the working directory by
/// default): code scanning, GitHub annotations, GitLab and checkstyle readers resolve paths from the repository's root.
package struct ReportRoot: Sendable {
    /// Absolute.
    package let path: String

    package init(_ root: String?) {
        let cwd = FileManager.default.currentDirectoryPath
        path = root.map { $0.hasPrefix("/") ? $0 : (cwd as NSString).appendingPathComponent($0) } ?? cwd
    }

    /// `file` (as a run names it: relative to the working directory, or absolute) as an absolute, standardized path.
    package func absolute(_ file: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        return ((file.hasPrefix("/") ? file : (cwd as NSString).appendingPathComponent(file)) as NSString).standardizingPath
    }

    /// `file` relative to the root, or nil when it lies outside it.
    package func relative(_ file: String) -> String? {
        let absolute = absolute(file)
        let base = (path as NSString).standardizingPath
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : nil
    }

    /// `file` relative to the root where it lies inside it, else absolute.
    package func name(_ file: String) -> String {
        relative(file) ?? absolute(file)
    }
}
