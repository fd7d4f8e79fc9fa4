import ArgumentParser
import Foundation
import Glossa
import GlossaCommandLine
import GlossaServe

/// `glossa serve`, run by `glossa` (see its `ServeCommand`) with the arguments that follow `serve`.
@main
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "glossa serve",
        abstract: "Preview every screen of the matrix in a browser, re-rendered as layout, strings and asset files change.")

    @OptionGroup var matrix: MatrixOptionGroup
    @OptionGroup var listen: ListenOptionGroup

    static func main() {
        CommandMain.run(PreviewCommand.self)
    }

    func run() throws {
        let host = listen.host, port = listen.port
        if !LoopbackHost.contains(host) {
            FileHandle.standardError.write(Data(("warning: --host \(host) shows the preview (your layouts, strings and screens) to every "
                + "machine that can reach this one, without a password; the default, 127.0.0.1, keeps it on this machine\n").utf8))
        }
        let server = PreviewServer(options: try matrix.options(defaultOutput: nil), host: host, port: port,
                                   fontDirectories: matrix.fontDir.map { [$0] } ?? [])
        let failure = ServeFailure()
        let finished = DispatchSemaphore(value: 0)
        Task {
            do {
                try await server.run { url in
                    print("Glossa preview: \(url)  (Ctrl-C to stop)")
                    fflush(nil)
                }
            } catch {
                failure.set("\(error)")
            }
            finished.signal()
        }
        finished.wait()
        if let message = failure.message { throw InputError(message) }
    }
}

/// The server's error, handed from its task to the command's thread.
final class ServeFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: String?

    var message: String? {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    func set(_ message: String) {
        lock.lock()
        stored = message
        lock.unlock()
    }
}
