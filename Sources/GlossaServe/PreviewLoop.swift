import Foundation
import Glossa

/// Renders every layout once, then polls its inputs and re-renders the screens each change affects.
///
/// Rendering runs on its own queue, so the server's threads stay free to answer while a screen renders.
/// A failure (a layout or strings file in the middle of an edit) is shown for its layout, whose last good
/// screens stay; the loop never stops on bad input.
struct PreviewLoop {
    let renderer: PreviewRenderer
    let state: PreviewState
    private var files: [String] = []
    private var sources: [String: LayoutInputs] = [:]
    private var locales: [String: [String]] = [:]
    private var stamps = FileStamps(roots: [])
    private var planner = ChangePlanner()
    private static let queue = DispatchQueue(label: "glossa.serve.render")

    init(renderer: PreviewRenderer, state: PreviewState) {
        self.renderer = renderer
        self.state = state
    }

    mutating func run(every interval: Duration) async {
        let initial = FileStamps(roots: roots)
        await discover()
        for file in files { await render(file, only: nil) }
        stamps = FileStamps(roots: roots)
        planner.remember(Array(sources.values), stamps: stamps)
        // A file added or changed under the paths while the first screens rendered is left for the first poll.
        let paths = renderer.options.paths
        stamps.forget(stamps.changes(since: initial).filter { path in paths.contains { path == $0 || path.hasPrefix($0 + "/") } })
        while !Task.isCancelled {
            try? await Task.sleep(for: interval)
            await poll()
        }
    }

    /// The folders and files whose changes matter: the matrix's paths, and each layout's strings and assets.
    private var roots: [String] {
        renderer.options.paths + sources.keys.sorted().flatMap { [sources[$0]?.strings, sources[$0]?.assets].compactMap { $0 } }
    }

    private mutating func poll() async {
        let now = FileStamps(roots: roots)
        let changed = now.changes(since: stamps)
        stamps = now
        guard !changed.isEmpty else { return }
        let known = Set(files)
        await discover()
        var plan = planner.plan(changed, sources: sources.keys.sorted().compactMap { sources[$0] }, locales: locales)
        for file in files where !known.contains(file) { plan[file] = .all }
        for file in files {
            switch plan[file] {
            case .all: await render(file, only: nil)
            case .locales(let locales): await render(file, only: locales)
            case nil: break
            }
        }
    }

    private mutating func discover() async {
        do {
            files = try renderer.layoutFiles()
            await state.setFiles(files)
        } catch {
            await state.fail(renderer.options.paths.joined(separator: " "), "\(error)")
        }
    }

    /// Renders `file`'s screens (only those of `locales` when given, and when what the layout reads has
    /// not changed shape), and hands them to the page.
    private mutating func render(_ file: String, only locales: Set<String>?) async {
        do {
            let read = try renderer.sources(of: file)
            let subset = read == sources[file] ? locales.map { $0.sorted() } : nil
            sources[file] = read
            if subset?.isEmpty == true { return }
            let renderer = self.renderer
            let screens = try await withCheckedThrowingContinuation { (done: CheckedContinuation<[PreviewScreen], Error>) in
                Self.queue.async { done.resume(with: Result { () throws(GlossaError) in try renderer.render(file, locales: subset) }) }
            }
            if subset == nil {
                var seen = Set<String>()
                self.locales[file] = screens.map(\.result.locale).filter { seen.insert($0).inserted }
            }
            await state.update(file, screens, complete: subset == nil)
        } catch {
            await state.fail(file, "\(error)")
        }
    }
}
