import ArgumentParser
import Foundation
import Glossa
import GlossaRender

/// Bad input found while running (a file, font, locale or value the user gave): exit code 2 with its message.
public struct InputError: Error {
    public let message: String
    public init(_ message: String) { self.message = message }
}

/// Where `glossa` and `glossa-serve` start: parses the command line and runs the command with the exit codes of
/// the contract, 0 success, 1 findings, 2 bad input or usage (ArgumentParser's own usage code is 64).
public enum CommandMain {
    public static func run<Command: ParsableCommand>(_ command: Command.Type) -> Never {
        LargeBlocks.mapLargeBlocks()
        do {
            var parsed = try Command.parseAsRoot()
            try parsed.run()
            exit(0)
        } catch let error as InputError {
            FileHandle.standardError.write(Data("glossa: \(error.message)\n".utf8))
            exit(2)
        } catch {
            let code = Command.exitCode(for: error)
            if code == .success || error is ExitCode { Command.exit(withError: error) }
            FileHandle.standardError.write(Data((Command.fullMessage(for: error) + "\n").utf8))
            exit(2)
        }
    }
}

/// Prints, on standard error, one line per imported document for what Glossa could only approximate in it.
public func printDocumentNotes(_ notes: [ApproximationNote]) {
    for note in notes { FileHandle.standardError.write(Data("note: \(note.line)\n".utf8)) }
}

/// Where `glossa serve` listens (`glossa serve` takes it and hands it to `glossa-serve`, which serves).
public struct ListenOptionGroup: ParsableArguments {
    public init() {}

    @Option(help: "Address to listen on. Default: the loopback address, so only this machine sees the preview.")
    public var host = "127.0.0.1"

    @Option(help: "Port to listen on (0: any free port; the URL printed names it).")
    public var port = 8723

    public func validate() throws {
        if !(0...65535).contains(port) { throw ValidationError("--port must be from 0 to 65535, not \(port)") }
    }
}
