import ArgumentParser
import Foundation
import GlossaCommandLine

/// `glossa serve`: checks its options here (so `--help` and a bad option answer as every command does), then hands
/// the command line to `glossa-serve`, installed beside `glossa`, which serves the preview in this process's place.
///
/// The preview's HTTP server (SwiftNIO, Hummingbird) is two fifths of a binary that holds it: every other command
/// would load, relocate and search its code and type records at each start for nothing (a one-screen `check`
/// took about a tenth longer).
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview every screen of the matrix in a browser, re-rendered as layout, strings and asset files change.")

    @OptionGroup var matrix: MatrixOptionGroup
    @OptionGroup var listen: ListenOptionGroup

    func run() throws {
        let arguments = Array(CommandLine.arguments.drop(while: { $0 != "serve" }).dropFirst())
        let server = Self.serverPath()
        var argv: [UnsafeMutablePointer<CChar>?] = ([server] + arguments).map { strdup($0) } + [nil]
        fflush(nil)
        execv(server, &argv)
        let reason = String(cString: strerror(errno))
        throw InputError("glossa serve runs \(server), which could not be started (\(reason)); it is built and installed with glossa (make install)")
    }

    /// `glossa-serve` beside this executable (its links resolved).
    static func serverPath() -> String {
        let own = Bundle.main.executableURL?.resolvingSymlinksInPath()
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        return own.deletingLastPathComponent().appendingPathComponent("glossa-serve").path
    }
}
