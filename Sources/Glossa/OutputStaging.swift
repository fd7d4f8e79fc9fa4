import Foundation
import GlossaRender

/// Where a run's PNGs wait until the whole matrix has succeeded: a hidden folder beside the output folder.
///
/// Each PNG is written there as soon as its screen is done, so memory does not grow with the matrix; when
/// the run succeeds they are moved into place (a rename each, on the same file system), and when it fails
/// the folder is removed and the output folder is as it was.
final class OutputStaging: @unchecked Sendable {
    let output: String
    let folder: String
    private let lock = NSLock()
    private var staged: [(staged: String, final: String)] = []

    init(output: String) {
        self.output = output
        let url = URL(fileURLWithPath: output).standardizedFileURL
        let name = ".\(url.lastPathComponent).staging-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        folder = url.deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// Writes `bytes` into the staging folder, to be moved to `path` (inside the output folder) on commit.
    func stage(_ bytes: [UInt8], for path: String) throws(GlossaError) {
        let relative = String(path.dropFirst(output.count).drop { $0 == "/" })
        let target = (folder as NSString).appendingPathComponent(relative)
        do {
            try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: target, contents: Data(bytes)) else {
                throw RenderError.write(path: target, reason: String(cString: strerror(errno)))
            }
        } catch {
            throw GlossaError("\(error)")
        }
        lock.lock()
        staged.append((target, path))
        lock.unlock()
    }

    /// Moves every staged file into place (one rename each, in path order), then removes the staging folder.
    func commit() throws(GlossaError) {
        defer { discard() }
        lock.lock()
        let files = staged.sorted { $0.final < $1.final }
        lock.unlock()
        for file in files {
            do {
                try FileManager.default.createDirectory(atPath: (file.final as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true)
            } catch {
                throw GlossaError("\(RenderError.write(path: file.final, reason: error.localizedDescription))")
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
