import ArgumentParser
import Foundation
import Glossa
import GlossaCommandLine
import GlossaWeblate

/// `glossa context --weblate` from an index already written by `glossa context --dir`: the same upload, the
/// budgets of the same matrix. Hidden: the contract's surface is `context`; this runs the upload on its own
/// (the integration test against a real Weblate, a CI job that made the index earlier).
struct WeblateUploadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "weblate-upload",
        abstract: "Upload an index of glossa context --dir to Weblate (what context --weblate does).",
        shouldDisplay: false)

    @OptionGroup var matrix: MatrixOptionGroup

    @Option(help: "The folder glossa context --dir wrote, or its index.json.")
    var index: String

    @Option(help: "Weblate's address (or a project's page, to keep to that project); the API token in WEBLATE_TOKEN.")
    var weblate: String

    @Flag(help: "Print what would be uploaded, linked and flagged; send nothing.")
    var dryRun = false

    func run() throws {
        guard let base = URL(string: weblate) else { throw ValidationError("--weblate: '\(weblate)' is not an address") }
        let token = try WeblateToken.read(dryRun: dryRun)
        let options = try matrix.options(defaultOutput: nil)
        let budgets = try matrix.run { simulator, progress throws(GlossaError) in try simulator.budgets(options, progress: progress) }
        do {
            try WeblateUpload.run(index: URL(fileURLWithPath: index), base: base, token: token, dryRun: dryRun, budgets: budgets)
        } catch {
            throw InputError(error.message)
        }
    }
}

/// The API token from WEBLATE_TOKEN: required to upload; a dry run reads without one if the server allows it.
enum WeblateToken {
    static func read(dryRun: Bool) throws -> String? {
        let token = ProcessInfo.processInfo.environment["WEBLATE_TOKEN"].flatMap { $0.isEmpty ? nil : $0 }
        if token == nil && !dryRun {
            throw InputError("--weblate needs Weblate's API token in WEBLATE_TOKEN (your profile's API access page)")
        }
        return token
    }
}
