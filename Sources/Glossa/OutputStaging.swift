import Foundation
import GlossaRender

/// Where a run's PNGs wait until the whole matrix has succeeded: a hidden folder beside the output folder.
///
/// Each PNG is written there as soon as its screen is done, so memory does not grow with the matrix; when
/// the run succeeds they are moved into place (a rename each, on the same file system), and when it fails
/// the folder is removed and the output folder is as it was. The folder is named
/// `.<out>.staging-<pid>-<random>`: a run killed before it could remove its folder leaves it behind, and
/// the next run for the same output removes it once that process is gone.
final class OutputStaging: @unchecked Sendable {
    let output: String
    let folder: String
    private let lock = NSLock()
    /// Each staged file's path as given, by its place inside the output folder (which is its place in the staging
    /// folder too): looked up by path for every screen of an HTML report, so not a list to search.
    private var staged: [String: String] = [:]
    private let standardizedOutput: String
    /// Folders inside the staging folder already made (asked for once per screen otherwise).
    private var madeFolders: Set<String> = []

    init(output: String) {
        self.output = output
        standardizedOutput = OutputPath.standardized(output)
        let url = URL(fileURLWithPath: output).standardizedFileURL
        let name = "\(Self.prefix(for: url.lastPathComponent))\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        folder = url.deletingLastPathComponent().appendingPathComponent(name).path
        Self.removeStale(besides: url)
    }

    /// `.<out>.staging-`: what every staging folder of this output starts with.
    static func prefix(for outputName: String) -> String { ".\(outputName).staging-" }

    /// Removes the staging folders of this output left by processes that no longer run (a run killed with
    /// SIGKILL, or a machine that lost power). A folder whose process still runs is another run's: kept.
    static func removeStale(besides output: URL) {
        let parent = output.deletingLastPathComponent().path
        let prefix = prefix(for: output.lastPathComponent)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? [] where name.hasPrefix(prefix) {
            let owner = name.dropFirst(prefix.count).split(separator: "-").first.flatMap { Int32($0) }
            guard let owner, owner > 0, owner != getpid(), !isRunning(owner) else { continue }
            try? FileManager.default.removeItem(atPath: (parent as NSString).appendingPathComponent(name))
        }
    }

    /// Whether a process with this id exists (one of another user counts: it may still be writing).
    static func isRunning(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    /// Writes `bytes` into the staging folder, to be moved to `path` (inside the output folder) on commit.
    ///
    /// When `path` already holds these very bytes (the same screen rendered again into the same folder), nothing
    /// is written and nothing moves: the file is as the commit would leave it. Otherwise the file is written
    /// straight into the staging folder, which nothing reads before the commit renames its files into place.
    func stage(_ bytes: [UInt8], for path: String) throws(GlossaError) {
        if OutputFile.holds(bytes, at: path) { return }
        let relative = relativePath(OutputPath.standardized(path))
        let target = (folder as NSString).appendingPathComponent(relative)
        let parent = OutputFolder.parent(of: target)
        do {
            lock.lock()
            let made = madeFolders.contains(parent)
            lock.unlock()
            if !made {
                try OutputFolder.create(parent, for: path)
                lock.lock()
                madeFolders.insert(parent)
                lock.unlock()
            }
            try AtomicFile.writeUnpublished(bytes, to: target)
        } catch {
            throw GlossaError("\(error)")
        }
        lock.lock()
        staged[relative] = path
        lock.unlock()
    }

    /// A standardized path inside the output folder, relative to it.
    private func relativePath(_ standardized: String) -> String {
        String(standardized.dropFirst(standardizedOutput.count).drop { $0 == "/" })
    }

    /// Whether `path` is inside the output folder (and so may wait in the staging folder).
    func holds(_ path: String) -> Bool {
        OutputPath.standardized(path).hasPrefix(standardizedOutput + "/")
    }

    /// Where the file to be moved to `final` (a standardized path) waits, when it is one of the staged ones.
    func stagedLocation(of final: String) -> String? {
        guard holds(final) else { return nil }
        let relative = relativePath(final)
        lock.lock()
        defer { lock.unlock() }
        return staged[relative] == nil ? nil : (folder as NSString).appendingPathComponent(relative)
    }

    /// Moves every staged file into place (one rename each, in path order); `discard` then removes the folder.
    func commit() throws(GlossaError) {
        lock.lock()
        let files = staged.map { (staged: (folder as NSString).appendingPathComponent($0.key), final: $0.value) }
            .sorted { $0.final < $1.final }
        lock.unlock()
        for file in files {
            do {
                try OutputFolder.create(OutputFolder.parent(of: file.final), for: file.final)
            } catch {
                throw GlossaError("\(error)")
            }
            if rename(file.staged, file.final) != 0 {
                throw GlossaError("\(RenderError.write(path: file.final, reason: String(cString: strerror(errno))))")
            }
        }
    }

    /// Removes the staging folder and whatever is still in it.
    func discard() {
        try? FileManager.default.removeItem(atPath: folder)
    }
}
