import Foundation
import GlossaCheck
import GlossaRender

/// A screen's result and its encoded PNG (nil when nothing was drawn), not yet written anywhere.
public struct RenderedScreen: Sendable {
    public var result: ScreenResult
    public var png: [UInt8]?
}

/// The screens a matrix command ran: all of the matrix, or one shard of it.
public struct MatrixRun: Sendable {
    public var screens: [RenderedScreen]
    /// Screens in the whole matrix, whichever shard ran.
    public var matrixCount: Int
    public var shard: Shard?
    public var failOn: Severity?

    /// What reporters read.
    public var reported: ReportedRun {
        ReportedRun(screens: screens.map { ScreenRecord($0.result) }, failOn: failOn, shard: shard, matrixCount: matrixCount)
    }
}

extension Simulator {
    /// Every screen of the matrix, in order: layouts (as found), then locales, devices, content sizes.
    public func run(_ options: MatrixOptions, progress: (@Sendable (Int, Int, String) -> Void)? = nil) throws(GlossaError)
        -> [ScreenResult] {
        try runMatrix(options, progress: progress).screens.map(\.result)
    }

    /// Runs the matrix (or its shard) and returns every screen; with an output directory, writes each PNG to
    /// `DIR/<layout>/<device>/<locale>[@<size>].png` and the report to `DIR/report.json` — only once every
    /// screen has succeeded, so a failed run leaves the previous PNGs and report.json as they were.
    public func runMatrix(_ options: MatrixOptions, progress: (@Sendable (Int, Int, String) -> Void)? = nil) throws(GlossaError)
        -> MatrixRun {
        try staged(options, outputs: nil, reported: \.reported) { imagePath, staging throws(GlossaError) in
            try renderScreens(options, imagePath: imagePath, staging: staging, progress: progress)
        }
    }

    /// `render` and `check`: runs the matrix as `runMatrix` does, but keeps no screen in memory. Each
    /// screen's record is spilled to a temporary file as soon as the screen is done, and reports (report.json
    /// included) are written from there one screen at a time, so memory does not grow with the matrix.
    ///
    /// With `outputs`, nothing is put in place: the PNGs and report.json wait in the transaction, so the
    /// caller can prepare its own reports there and commit them all together (or discard them all).
    public func streamMatrix(_ options: MatrixOptions, outputs: OutputTransaction? = nil,
                             progress: (@Sendable (Int, Int, String) -> Void)? = nil) throws(GlossaError) -> ReportedRun {
        try staged(options, outputs: outputs, reported: { $0 }) { imagePath, staging throws(GlossaError) in
            try streamScreens(options, imagePath: imagePath, staging: staging, progress: progress) { _, _ in nil }
        }
    }

    /// Runs `body` with the output folder's PNG paths and staging folder, then prepares report.json in
    /// `outputs` (a transaction of its own, committed here, when nil). A failure discards everything.
    private func staged<Run>(_ options: MatrixOptions, outputs: OutputTransaction?, reported: (Run) -> ReportedRun,
                             _ body: (ImagePaths?, OutputStaging?) throws(GlossaError) -> Run)
        throws(GlossaError) -> Run {
        let output = options.outputDirectory
        var imagePath: ImagePaths?
        if let output { imagePath = { screen throws(GlossaError) in try OutputPath.file(screen, in: output) } }
        // Each PNG goes to a staging folder as soon as its screen is done, so memory stays flat; nothing in
        // the output folder changes until every output of the run is ready.
        let transaction = outputs ?? OutputTransaction()
        let staging = output.map(OutputStaging.init(output:))
        transaction.staging = staging
        do {
            let run = try body(imagePath, staging)
            if let output {
                let report = (output as NSString).appendingPathComponent("report.json")
                try transaction.prepare(reports: reported(run), to: [(JSONReporter.identifier, report)])
            }
            if outputs == nil { try transaction.commit() }
            return run
        } catch {
            transaction.discard()
            throw error
        }
    }

    /// Every screen of the matrix (of its shard), in order, with its PNG encoded but not written.
    ///
    /// `imagePath` names each screen's PNG (nil: nothing is drawn); the caller decides where and whether it
    /// is written — render's output folder, or a snapshot baseline beside the layout. These results carry
    /// every laid-out view, which no cache entry keeps: this path lays out every screen, whatever `cache` says.
    public func renderScreens(_ options: MatrixOptions, imagePath: ImagePaths?,
                              progress: (@Sendable (Int, Int, String) -> Void)? = nil) throws(GlossaError) -> MatrixRun {
        try renderScreens(options, imagePath: imagePath, staging: nil, progress: progress)
    }

    /// With `staging`, each PNG is staged as soon as it is encoded and not kept (its `png` is nil).
    func renderScreens(_ options: MatrixOptions, imagePath: ImagePaths?, staging: OutputStaging?,
                       progress: (@Sendable (Int, Int, String) -> Void)?) throws(GlossaError) -> MatrixRun {
        var uncached = options
        uncached.cache = nil
        let results = ByPosition<RenderedScreen>()
        let counts = try eachScreen(uncached, imagePath: imagePath, staging: staging, progress: progress) { index, outcome in
            if case let .computed(screen, _) = outcome { results.set(screen, at: index) }
        }
        return MatrixRun(screens: results.values, matrixCount: counts.matrix, shard: options.shard, failOn: options.failOn)
    }

    /// `glossa heights`: what heights reads of every screen of the matrix, in order; with `options.cache`, screens
    /// found there are reused (their entries keep their views' heights), not laid out.
    public func heightScreens(_ options: MatrixOptions, progress: (@Sendable (Int, Int, String) -> Void)? = nil) throws(GlossaError)
        -> (screens: [HeightScreen], reuse: CacheUse?) {
        let screens = ByPosition<HeightScreen>()
        let counts = try eachScreen(options, imagePath: nil, staging: nil, progress: progress, needsHeights: true) { index, outcome in
            if let heights = outcome.finished.heights { screens.set(heights, at: index) }
        }
        return (screens.values, options.cache == nil ? nil : CacheUse(reused: counts.reused, computed: counts.computed))
    }

    /// Runs the matrix and keeps each screen only as `record` makes it (nil: as it finished), spilled to a temporary file (beside
    /// the output folder when its parent exists, else in the temporary folder): the run's reports read the
    /// screens back one at a time. With `options.cache`, screens found there are reused, not laid out.
    func streamScreens(_ options: MatrixOptions, imagePath: ImagePaths?, staging: OutputStaging?,
                       progress: (@Sendable (Int, Int, String) -> Void)?,
                       unchangedImage: (@Sendable (ScreenIdentity, String, FileDigests) -> Bool)? = nil,
                       record: @escaping @Sendable (Int, FinishedScreen) throws(GlossaError) -> ScreenRecord?) throws(GlossaError)
        -> ReportedRun {
        let besideOutput = staging.map { OutputFolder.parent(of: $0.folder) }
        let spool = try RecordSpool(folder: besideOutput.flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil } ?? NSTemporaryDirectory())
        let counts = try eachScreen(options, imagePath: imagePath, staging: staging, progress: progress,
                                    unchangedImage: unchangedImage) { index, outcome throws(GlossaError) in
            let finished = outcome.finished
            if let own = try record(index, finished) {
                try spool.store(ScreenRecords.encode(own), at: index, standing: ScreenStanding(own))
            } else {
                try spool.store(finished.encoded, at: index, standing: finished.standing)
            }
        }
        var run = ReportedRun(records: ScreenRecords(spool: spool, count: counts.screens), failOn: options.failOn, shard: options.shard,
                              matrixCount: counts.matrix)
        if options.cache != nil { run.reuse = CacheUse(reused: counts.reused, computed: counts.computed) }
        return run
    }

    /// Runs every screen of the matrix (of its shard) on `jobs` workers and hands each finished screen, its
    /// accepted findings marked, to `finished` on the worker that ran it, with its position. Then throws the
    /// first error in matrix order, if any, so the message does not depend on timing.
    ///
    /// Development-language screens run first: every other screen's findings are judged against the one of its
    /// layout, device, size and plural (laid out for the purpose when the matrix or the shard lacks it, and a
    /// screen reused from the cache needs none), so a finding's cause and severity never depend on `--jobs`,
    /// `--shard`, the order of locales, timing or the cache.
    private func eachScreen(_ options: MatrixOptions, imagePath: ImagePaths?, staging: OutputStaging?,
                            progress: (@Sendable (Int, Int, String) -> Void)?,
                            unchangedImage: (@Sendable (ScreenIdentity, String, FileDigests) -> Bool)? = nil, needsHeights: Bool = false,
                            _ finished: @escaping @Sendable (Int, ScreenOutcome) throws(GlossaError) -> Void) throws(GlossaError)
        -> (screens: Int, matrix: Int, reused: Int, computed: Int) {
        let (screens, matrixCount) = try self.screens(options)
        let jobs = try ScreenJobs(simulator: self, options: options, screens: screens, imagePath: imagePath, staging: staging,
                                  unchangedImage: unchangedImage)
        jobs.needsHeights = needsHeights
        let errors = ByPosition<GlossaError>()
        let counter = FinishedCount()
        let run = { @Sendable (index: Int) in
            do throws(GlossaError) {
                try jobs.run(index, finished)
            } catch {
                if screens[index].isDevelopment { jobs.references.set(.failure(error), for: screens[index].referenceKey) }
                errors.set(error, at: index)
            }
            progress?(counter.increment(), screens.count, screens[index].description)
        }
        let development = screens.indices.filter { screens[$0].isDevelopment }
        Self.parallel(development.count, jobs: options.jobs) { run(development[$0]) }
        let others = screens.indices.filter { !screens[$0].isDevelopment }
        Self.parallel(others.count, jobs: options.jobs) { run(others[$0]) }
        jobs.cache?.finish()
        // The first failing screen in matrix order, so the message does not depend on timing.
        if let first = errors.first { throw first }
        return (screens.count, matrixCount, jobs.reused, jobs.computed)
    }

    /// Runs `body` for 0..<count on `jobs` workers, each taking every jobs-th item.
    private static func parallel(_ count: Int, jobs: Int, _ body: @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let workers = max(1, min(jobs, count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for item in stride(from: worker, to: count, by: workers) { body(item) }
        }
    }
}

/// Where each screen's PNG goes (`OutputPath` inside render's output folder, or a snapshot baseline).
public typealias ImagePaths = @Sendable (ScreenIdentity) throws(GlossaError) -> String

/// Values parallel workers file by position in the matrix, read back in matrix order.
final class ByPosition<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Int: Value] = [:]

    func set(_ value: Value, at index: Int) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    /// Every value, in matrix order.
    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.keys.sorted().map { slots[$0]! }
    }

    /// The value at the first position filed, whatever order the workers filed them in.
    var first: Value? {
        lock.lock()
        defer { lock.unlock() }
        return slots.keys.min().map { slots[$0]! }
    }
}

/// How many screens the workers have finished, for the progress line.
final class FinishedCount: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0

    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        return done
    }
}
