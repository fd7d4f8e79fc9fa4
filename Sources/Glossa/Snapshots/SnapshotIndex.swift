import Foundation
import GlossaRender

/// `glossa-fingerprints.tsv` beside a folder's baselines: for each baseline, the fingerprint of the screen
/// whose pixels it holds and the SHA-256 of its bytes, written by `snapshot record` (with `--cache`).
///
/// `snapshot verify --cache` gives a screen whose fingerprint is the one recorded, over a baseline whose
/// bytes are those recorded, its match without drawing it: a lookup, not a render. A baseline edited by hand,
/// or a screen whose inputs changed, is drawn and compared as ever. One line per baseline, sorted:
///
///     # glossa snapshot fingerprints 1: baseline <TAB> screen fingerprint <TAB> sha256 of the baseline
///     quiz/iphone-15/de.png	6f1c…	9a0b…
struct SnapshotIndex: Sendable {
    static let fileName = "glossa-fingerprints.tsv"
    private static let header = "# glossa snapshot fingerprints 1: baseline\tscreen fingerprint\tsha256 of the baseline\n"

    struct Line: Sendable, Equatable {
        var fingerprint: String
        var digest: String
    }

    var lines: [String: Line] = [:]

    /// The index of the baselines folder `folder`; empty when it has none or it does not read.
    init(folder: String) {
        guard let data = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent(Self.fileName)) else { return }
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3 else { continue }
            lines[fields[0]] = Line(fingerprint: fields[1], digest: fields[2])
        }
    }

    /// Writes the index into `folder` (a temporary file, then a rename).
    func write(folder: String) throws(GlossaError) {
        var text = Self.header
        for name in lines.keys.sorted() where !name.contains("\n") && !name.contains("\t") {
            text += "\(name)\t\(lines[name]!.fingerprint)\t\(lines[name]!.digest)\n"
        }
        do {
            try AtomicFile.write(Array(text.utf8), to: (folder as NSString).appendingPathComponent(Self.fileName))
        } catch {
            throw GlossaError("\(error)")
        }
    }
}

/// The indexes a run reads (`snapshot verify`) or updates (`snapshot record`), one per baselines folder.
final class SnapshotIndexes: @unchecked Sendable {
    private let places: SnapshotPlaces
    private let lock = NSLock()
    private var indexes: [String: SnapshotIndex] = [:]
    private var updated = Set<String>()

    init(places: SnapshotPlaces) {
        self.places = places
    }

    private func index(_ folder: String) -> SnapshotIndex {
        if let known = indexes[folder] { return known }
        let index = SnapshotIndex(folder: folder)
        indexes[folder] = index
        return index
    }

    /// Whether the screen's baseline holds the pixels of `fingerprint`, unchanged since they were recorded.
    func isUnchanged(_ screen: ScreenIdentity, fingerprint: String, digests: FileDigests) -> Bool {
        guard let (folder, name) = try? places.baselineParts(screen) else { return false }
        lock.lock()
        let line = index(folder).lines[name]
        lock.unlock()
        guard let line, line.fingerprint == fingerprint else { return false }
        return digests.digest((folder as NSString).appendingPathComponent(name)) == line.digest
    }

    /// Notes that the screen's baseline now holds `png`, the pixels of `fingerprint`.
    func note(_ screen: ScreenIdentity, fingerprint: String, png: [UInt8]) {
        guard let (folder, name) = try? places.baselineParts(screen) else { return }
        let line = SnapshotIndex.Line(fingerprint: fingerprint, digest: SHA256.hex(png))
        lock.lock()
        var index = index(folder)
        index.lines[name] = line
        indexes[folder] = index
        updated.insert(folder)
        lock.unlock()
    }

    /// Writes every index that changed, in folder order.
    func write() throws(GlossaError) {
        lock.lock()
        let changed = updated.sorted().map { ($0, indexes[$0]!) }
        lock.unlock()
        for (folder, index) in changed { try index.write(folder: folder) }
    }
}
