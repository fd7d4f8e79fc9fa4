import ArgumentParser
import Foundation
import GlossaRender

@main
struct Glossa: ParsableCommand {
    static let version = "0.1.0"
    static let configuration = CommandConfiguration(
        commandName: "glossa",
        abstract: "See an internationalized user interface before your users do.",
        version: version,
        subcommands: [RenderCommand.self, CheckCommand.self, SnapshotCommand.self, MergeCommand.self, TextCommand.self,
                      HeightsCommand.self, BudgetsCommand.self, ServeCommand.self])

    /// Runs the command with the exit codes of the contract: 0 success, 1 findings, 2 bad input or usage.
    /// (ArgumentParser's own usage code is 64; the contract wants 2.)
    static func main() {
        LargeBlocks.mapLargeBlocks()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as InputError {
            FileHandle.standardError.write(Data("glossa: \(error.message)\n".utf8))
            Foundation.exit(2)
        } catch {
            let code = exitCode(for: error)
            if code == .success || error is ExitCode { exit(withError: error) }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
    }
}

/// Bad input found while running (a file, font, locale or value the user gave): exit code 2 with its message.
struct InputError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
