import Foundation
import GlossaCheck

/// A finished screen as the commands that stream a matrix read it: its record (accepted findings marked),
/// its PNG when one was drawn or reused and not staged, and what snapshot commands need besides.
struct FinishedScreen: Sendable {
    /// The record, or the bytes a spool keeps of it (a reused screen's, from its cache entry).
    private var stored: Stored
    var png: [UInt8]?
    /// The layout document as found (not as reported), for paths on this machine.
    var layoutFile: String
    /// The digest of everything the screen's pixels depend on, when the run has a cache.
    var imageFingerprint: String?
    /// `unchangedImage` said the baseline already holds these pixels: nothing was drawn.
    var imageUnchanged = false
    /// What `glossa heights` reads of the screen, when the run asked for it.
    var heights: HeightScreen? = nil

    private enum Stored: Sendable {
        case record(ScreenRecord)
        case encoded([UInt8])
    }

    init(record: ScreenRecord, png: [UInt8]?, layoutFile: String, imageFingerprint: String?, imageUnchanged: Bool,
         heights: HeightScreen?) {
        (stored, self.png, self.layoutFile, self.imageFingerprint) = (.record(record), png, layoutFile, imageFingerprint)
        (self.imageUnchanged, self.heights) = (imageUnchanged, heights)
    }

    init(encoded: [UInt8], png: [UInt8]?, layoutFile: String, imageFingerprint: String?, imageUnchanged: Bool,
         heights: HeightScreen?) {
        (stored, self.png, self.layoutFile, self.imageFingerprint) = (.encoded(encoded), png, layoutFile, imageFingerprint)
        (self.imageUnchanged, self.heights) = (imageUnchanged, heights)
    }

    /// The record as a spool keeps it (`ScreenRecords.encode`): encoded when a streamed run asks, not before (an
    /// in-memory run never does).
    var encoded: [UInt8] {
        switch stored {
        case let .record(record): return ScreenRecords.encode(record)
        case let .encoded(bytes): return bytes
        }
    }

    /// Whether the screen fails, when its record is at hand (a reused screen's is read back only if asked).
    var standing: ScreenStanding? {
        if case let .record(record) = stored { return ScreenStanding(record) }
        return nil
    }

    /// The record (read back from its bytes, written by this process: reading cannot fail).
    var record: ScreenRecord {
        switch stored {
        case let .record(record): return record
        case let .encoded(bytes): return ScreenRecords.decode(bytes, position: 0)
        }
    }
}

/// How one screen ended: laid out here, or given back by the cache.
enum ScreenOutcome: Sendable {
    case computed(RenderedScreen, FinishedScreen)
    case reused(FinishedScreen)

    var finished: FinishedScreen {
        switch self {
        case let .computed(_, finished), let .reused(finished): return finished
        }
    }
}

/// The screens of one run and what they share: the cache and the fingerprints, the development-language
/// references, and how many screens were reused or computed.
///
/// The cache sits at the edge of the pipeline: a screen whose fingerprint has an entry is handed back as
/// report.json records it, with its PNG, and never reaches layout; a computed screen is stored as it leaves.
final class ScreenJobs: @unchecked Sendable {
    let simulator: Simulator
    let options: MatrixOptions
    let screens: [Simulator.Screen]
    let imagePath: ImagePaths?
    let staging: OutputStaging?
    let cache: ScreenCache?
    let fingerprints: ScreenFingerprints?
    /// Whether a screen's baseline already holds the pixels of this fingerprint (`snapshot verify`).
    let unchangedImage: (@Sendable (ScreenIdentity, String, FileDigests) -> Bool)?
    let references = References()
    /// Hand each screen's heights on (`glossa heights`): a cache entry without them is not reused.
    var needsHeights = false
    private let lock = NSLock()
    private(set) var reused = 0
    private(set) var computed = 0
    private var developmentDigests: [String: String?] = [:]

    init(simulator: Simulator, options: MatrixOptions, screens: [Simulator.Screen], imagePath: ImagePaths?,
         staging: OutputStaging?, unchangedImage: (@Sendable (ScreenIdentity, String, FileDigests) -> Bool)?) throws(GlossaError) {
        (self.simulator, self.options, self.screens, self.imagePath, self.staging) = (simulator, options, screens, imagePath, staging)
        cache = try options.cache.map { options throws(GlossaError) in try ScreenCache(options) }
        fingerprints = cache.map { ScreenFingerprints(engine: simulator.textEngine, digests: $0.digests) }
        self.unchangedImage = fingerprints == nil ? nil : unchangedImage
    }

    /// The key of a screen's entry: its inputs, its development reference's inputs, and the options that change
    /// its output (drawing, overlay, the severity of design findings).
    private func key(_ screen: Simulator.Screen, inputs: String) -> String? {
        var hash = SHA256()
        hash.update("screen \(inputs)")
        if !screen.isDevelopment {
            guard let development = developmentInputs(screen) else { return nil }
            hash.update("\u{0}reference \(development)")
        }
        hash.update("\u{0}options \(imagePath != nil)\u{1}\(simulator.drawsOverlay)\u{1}\(simulator.drawsChrome)\u{1}\(options.designFindings.rawValue)")
        return SHA256.hex(digest: hash.finish())
    }

    /// The inputs of the development-language screen a screen is judged against, once per reference.
    private func developmentInputs(_ screen: Simulator.Screen) -> String? {
        lock.lock()
        let known = developmentDigests[screen.referenceKey]
        lock.unlock()
        if let known { return known }
        let inputs = fingerprints?.inputs(screen.developmentScreen)
        lock.lock()
        developmentDigests[screen.referenceKey] = .some(inputs)
        lock.unlock()
        return inputs
    }

    /// The key of screen `index`'s entry (nil without a cache, or when part of its inputs cannot be read).
    func key(at index: Int) -> String? {
        fingerprints?.inputs(screens[index]).flatMap { key(screens[index], inputs: $0) }
    }

    /// The digest of everything a screen's PNG depends on.
    private func imageFingerprint(inputs: String) -> String {
        SHA256.hex(Array("image \(inputs)\u{0}\(simulator.drawsOverlay)\u{1}\(simulator.drawsChrome)".utf8))
    }

    /// Runs (or reuses) screen `index` and hands it to `finished`; a development-language screen files its reference.
    func run(_ index: Int, _ finished: @Sendable (Int, ScreenOutcome) throws(GlossaError) -> Void) throws(GlossaError) {
        let screen = screens[index]
        // An unreadable file's screen draws nothing and is never kept: its finding costs nothing to make again.
        let path = screen.unreadable == nil ? try imagePath?(screen.identity) : nil
        let inputs = screen.unreadable == nil ? fingerprints?.inputs(screen) : nil
        let key = inputs.flatMap { self.key(screen, inputs: $0) }
        let image = inputs.map(imageFingerprint)
        let unchanged = image.map { image in cache.map { unchangedImage?(screen.identity, image, $0.digests) ?? false } ?? false } ?? false
        if let key, let outcome = try reuse(screen, key: key, path: path, image: image, unchanged: unchanged) {
            count(reused: true)
            return try finished(index, outcome)
        }
        let reference: DevelopmentReference?
        if screen.isDevelopment {
            reference = nil
        } else {
            reference = try references.get(screen.referenceKey) { () throws(GlossaError) in try self.reference(for: screen) }.get()
        }
        var (rendered, own) = try simulator.render(screen, pngPath: path, draws: path != nil && !unchanged, reference: reference,
                                                   design: options.designFindings)
        if screen.isDevelopment { references.set(.success(own), for: screen.referenceKey) }
        // A screen left undrawn (its baseline holds its pixels) is stored without a PNG: only such a run reuses it.
        if let key, let cache {
            cache.store(CacheEntry(record: CachedRecord.stored(ScreenRecord(rendered.result)), png: rendered.png,
                                   reference: screen.isDevelopment ? own.lines : nil,
                                   heights: HeightView.lines(HeightView.of(rendered.result))), key: key)
        }
        if let accepted = options.accepted { rendered.result = accepted.marking(rendered.result) }
        let png = try staged(rendered.png, at: path)
        count(reused: false)
        let record = ScreenRecord(rendered.result, views: options.reportsViews)
        try finished(index, .computed(RenderedScreen(result: rendered.result, png: png),
                                      FinishedScreen(record: record, png: png, layoutFile: screen.document.file,
                                                     imageFingerprint: image, imageUnchanged: unchanged,
                                                     heights: needsHeights ? HeightScreen(rendered.result) : nil)))
    }

    /// The screen as its cache entry holds it, or nil when there is none (or it is damaged, or lacks what this
    /// screen needs: the reference of a development screen, the PNG of a drawn one).
    private func reuse(_ screen: Simulator.Screen, key: String, path: String?, image: String?, unchanged: Bool) throws(GlossaError)
        -> ScreenOutcome? {
        guard let entry = cache?.entry(key), path == nil || unchanged || entry.png != nil else { return nil }
        var heights: HeightScreen?
        if needsHeights {
            guard let views = entry.heights.flatMap(HeightView.views) else { return nil }
            heights = HeightScreen(layout: screen.document.name, device: screen.device.name, contentSize: screen.contentSize,
                                   locale: screen.locale, developmentLanguage: screen.developmentLanguage, views: views)
        }
        var reference: DevelopmentReference?
        if screen.isDevelopment {
            guard let lines = entry.reference, let own = DevelopmentReference(lines: lines) else { return nil }
            reference = own
        }
        guard var encoded = CachedRecord.placed(entry.record, png: path.map(ReportPath.relative) ?? "", index: screen.index) else {
            return nil
        }
        if let accepted = options.accepted {
            let place = "cache entry \(key)"
            guard let record = try? ScreenRecords.read(encoded, from: place) else { return nil }
            encoded = ScreenRecords.encode(accepted.marking(record))
        }
        if let reference { references.set(.success(reference), for: screen.referenceKey) }
        let png = unchanged ? nil : try staged(entry.png, at: path)
        return .reused(FinishedScreen(encoded: encoded, png: png, layoutFile: screen.document.file, imageFingerprint: image,
                                      imageUnchanged: unchanged, heights: heights))
    }

    /// With a staging folder, writes the PNG there and keeps nothing; else hands it on.
    private func staged(_ png: [UInt8]?, at path: String?) throws(GlossaError) -> [UInt8]? {
        guard let staging, let path, let png else { return png }
        try staging.stage(png, for: path)
        return nil
    }

    /// The development-language reference of a screen whose development screen this run does not lay out (not
    /// in the matrix, or in another shard): from the cache when that screen, or its reference, is there.
    private func reference(for screen: Simulator.Screen) throws(GlossaError) -> DevelopmentReference {
        let development = screen.developmentScreen
        let inputs = fingerprints?.inputs(development)
        let referenceKey = inputs.map { SHA256.hex(Array("reference \($0)".utf8)) }
        if let inputs, let cache {
            for key in [self.key(development, inputs: inputs), referenceKey].compactMap({ $0 }) {
                if let lines = cache.entry(key)?.reference, let reference = DevelopmentReference(lines: lines) { return reference }
            }
        }
        let reference = try simulator.developmentReference(for: screen)
        if let referenceKey, let cache { cache.store(CacheEntry(record: [], png: nil, reference: reference.lines), key: referenceKey) }
        return reference
    }

    private func count(reused: Bool) {
        lock.lock()
        if reused { self.reused += 1 } else { computed += 1 }
        lock.unlock()
    }
}

/// The development-language references of a run, by `Screen.referenceKey`: filed by the development screens,
/// or computed once, on first demand, for the keys whose development screen the run does not have.
final class References: @unchecked Sendable {
    private final class Slot: @unchecked Sendable {
        let lock = NSLock()
        var value: Result<DevelopmentReference, GlossaError>?
    }

    private let lock = NSLock()
    private var slots: [String: Slot] = [:]

    private func slot(_ key: String) -> Slot {
        lock.lock()
        defer { lock.unlock() }
        if let slot = slots[key] { return slot }
        let slot = Slot()
        slots[key] = slot
        return slot
    }

    func set(_ reference: Result<DevelopmentReference, GlossaError>, for key: String) {
        let slot = slot(key)
        slot.lock.lock()
        slot.value = reference
        slot.lock.unlock()
    }

    /// The reference filed for `key`, else the one `compute` gives (computed once, while other askers wait).
    func get(_ key: String, otherwise compute: () throws(GlossaError) -> DevelopmentReference) -> Result<DevelopmentReference, GlossaError> {
        let slot = slot(key)
        slot.lock.lock()
        defer { slot.lock.unlock() }
        if let value = slot.value { return value }
        let value = Result { () throws(GlossaError) in try compute() }
        slot.value = value
        return value
    }
}
