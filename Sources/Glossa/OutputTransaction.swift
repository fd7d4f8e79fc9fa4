import Foundation
import GlossaRender

/// Every file a run writes, made ready first and put in place together once all of them are ready.
///
/// PNGs wait in a staging folder beside the output folder (`OutputStaging`); reports, baselines and failure
/// copies wait as temporary files beside their destinations. Nothing a user sees changes until `commit`,
/// so a run that fails anywhere (a screen, or a report naming a folder) leaves every earlier output as it
/// was. A command that writes reports of its own prepares them here before it commits.
public final class OutputTransaction: @unchecked Sendable {
    private let lock = NSLock()
    var staging: OutputStaging?
    private var prepared: [PreparedFile] = []
    private var removals: [String] = []

    public init() {}

    deinit { discard() }

    /// Writes `bytes` beside `path`, to be renamed into place on commit.
    func prepare(_ bytes: [UInt8], at path: String) throws(GlossaError) {
        try prepare(path) { sink in sink.write(bytes) }
    }

    /// Writes the document `body` produces beside `path`, to be renamed into place on commit.
    public func prepare(_ path: String, _ body: (ReportSink) -> Void) throws(GlossaError) {
        // A file inside the output folder (report.json) waits in the staging folder, so the output folder
        // holds nothing new, not even a temporary file, until the commit.
        lock.lock()
        let holder = staging.flatMap { $0.holds(path) ? $0.folder : nil }
        lock.unlock()
        let file = try ReportSink.prepareFile(path, temporaryFolder: holder, body)
        lock.lock()
        prepared.append(file)
        lock.unlock()
    }

    /// Prepares each report (identifier, path) of `run`; `sarifRoot` is the folder SARIF's URIs are relative to.
    /// A report that shows this run's images (HTML) reads them where they wait.
    public func prepare(reports run: ReportedRun, to destinations: [(identifier: String, path: String)],
                        sarifRoot: String? = nil) throws(GlossaError) {
        var run = run
        run.pendingFiles = { [self] path in waitingLocation(of: path) }
        for (identifier, path) in destinations {
            guard let reporter = Reporters.named(identifier, sarifRoot: sarifRoot) else {
                throw GlossaError("unknown report format '\(identifier)'")
            }
            try prepare(path) { reporter.write(run, to: $0) }
        }
    }

    /// Where a file this transaction will put at `path` waits until the commit; nil when it is not one of them.
    func waitingLocation(of path: String) -> String? {
        let wanted = OutputPath.standardized(path)
        lock.lock()
        defer { lock.unlock() }
        if let staged = staging?.stagedLocation(of: wanted) { return staged }
        return prepared.last { OutputPath.standardized($0.path) == wanted }?.temporary
    }

    /// Removes `path` (an out-of-date failure copy) on commit.
    func remove(_ path: String) {
        lock.lock()
        removals.append(path)
        lock.unlock()
    }

    /// Puts everything in place: staged PNGs, then prepared files in the order they were prepared, then
    /// the removals.
    public func commit() throws(GlossaError) {
        lock.lock()
        let (staging, files, removals) = (self.staging, prepared, self.removals)
        self.staging = nil
        prepared = []
        self.removals = []
        lock.unlock()
        defer { staging?.discard() }
        do throws(GlossaError) {
            try staging?.commit()
        } catch {
            Self.discard(files)
            throw error
        }
        for (index, file) in files.enumerated() {
            do {
                try file.commit()
            } catch {
                Self.discard(Array(files[index...]))
                throw GlossaError("\(error)")
            }
        }
        for path in removals where FileManager.default.fileExists(atPath: path) { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Removes prepared files, then the folders made for them (one file's folder may hold another's).
    private static func discard(_ files: [PreparedFile]) {
        files.forEach { unlink($0.temporary) }
        OutputFolder.removeEmpty(files.flatMap(\.createdFolders))
    }

    /// Removes everything prepared; the outputs stay as they were.
    public func discard() {
        lock.lock()
        let (staging, files) = (self.staging, prepared)
        self.staging = nil
        prepared = []
        removals = []
        lock.unlock()
        staging?.discard()
        Self.discard(files)
    }
}

/// Whether a path can take what a run will write there, asked before the run starts, so a report path that
/// names a folder is refused at once (exit 2) instead of after every screen was rendered.
public enum OutputDestination {
    /// Why a file cannot be written at `path`, or nil.
    public static func fileProblem(_ path: String) -> String? {
        if isFolder(path) == true { return "\(path) is a folder; name a file" }
        return parentProblem(of: path)
    }

    /// Why a folder cannot be made or used at `path`, or nil.
    public static func folderProblem(_ path: String) -> String? {
        if isFolder(path) == false { return "\(path) is a file, not a folder" }
        return parentProblem(of: path)
    }

    /// A file where a folder above `path` would have to be.
    private static func parentProblem(of path: String) -> String? {
        // The folders above, nearest first, by their text (Foundation's deletingLastPathComponent traps on
        // some one-letter paths on Linux).
        var parts = path.split(separator: "/", omittingEmptySubsequences: true).dropLast()
        while !parts.isEmpty {
            let folder = (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
            if let isFolder = isFolder(folder) { return isFolder ? nil : "\(folder) is a file, not a folder (needed for \(path))" }
            parts = parts.dropLast()
        }
        return nil
    }

    /// true for a folder, false for anything else that exists, nil when nothing is there.
    private static func isFolder(_ path: String) -> Bool? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        return isDirectory.boolValue
    }
}
