import Foundation
import Glossa

/// The screens the page shows, the errors of the last edits, and the open pages to tell of changes.
///
/// A layout whose edit fails keeps its last good screens; its error is shown until an edit fixes it.
actor PreviewState {
    private var files: [String] = []
    private var keysByFile: [String: [String]] = [:]
    private var screens: [String: PreviewScreen] = [:]
    private var versions: [String: Int] = [:]
    private var errors: [String: String] = [:]
    private var version = 0
    private var subscribers: [UUID: AsyncStream<String>.Continuation] = [:]

    /// The layout files in matrix order; screens of files no longer listed are dropped, and so is an
    /// earlier error in finding the files.
    func setFiles(_ files: [String]) {
        let removed = Set(self.files).subtracting(files)
        let stale = errors.keys.filter { !files.contains($0) && !self.files.contains($0) }
        self.files = files
        for key in stale { errors[key] = nil }
        for file in removed {
            for key in keysByFile[file] ?? [] { screens[key] = nil }
            keysByFile[file] = nil
            errors[file] = nil
        }
        if !removed.isEmpty || !stale.isEmpty { publish() }
    }

    /// New screens for `file`: all of them (`complete`), or some that replace their earlier versions.
    func update(_ file: String, _ rendered: [PreviewScreen], complete: Bool) {
        version += 1
        if complete {
            for key in keysByFile[file] ?? [] { screens[key] = nil }
            keysByFile[file] = rendered.map(\.key)
        }
        for screen in rendered {
            screens[screen.key] = screen
            versions[screen.key] = version
            if !(keysByFile[file] ?? []).contains(screen.key) { keysByFile[file, default: []].append(screen.key) }
        }
        errors[file] = nil
        publish()
    }

    func fail(_ file: String, _ message: String) {
        guard errors[file] != message else { return }
        version += 1
        errors[file] = message
        publish()
    }

    /// Every screen in matrix order: files as listed, then each file's screens as the simulator ran them.
    var ordered: [PreviewScreen] {
        files.flatMap { keysByFile[$0] ?? [] }.compactMap { screens[$0] }
    }

    func png(_ key: String) -> [UInt8]? { screens[key]?.png }

    func reportJSON() -> String { Report.json(ordered.map(\.result)) }

    func pageState() -> PageState {
        PageState(version: version,
                  errors: files.compactMap { errors[$0] } + errors.filter { !files.contains($0.key) }.map(\.value).sorted(),
                  screens: ordered.map { PageState.Cell($0, version: versions[$0.key] ?? 0) })
    }

    // MARK: Server-sent events

    /// A stream of server-sent events: one `update` (with the state's version) at once and after each change.
    func subscribe() -> AsyncStream<String> {
        let id = UUID()
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(8))
        continuation.onTermination = { _ in Task { await self.unsubscribe(id) } }
        subscribers[id] = continuation
        continuation.yield(event())
        return stream
    }

    private func unsubscribe(_ id: UUID) {
        subscribers[id] = nil
    }

    private func publish() {
        let message = event()
        for continuation in subscribers.values { continuation.yield(message) }
    }

    /// A comment line to every open event stream: a stream whose client has gone fails to write it and ends.
    func heartbeat() {
        for continuation in subscribers.values { continuation.yield(": keepalive\n\n") }
    }

    private func event() -> String {
        "event: update\ndata: {\"version\": \(version)}\n\n"
    }
}
