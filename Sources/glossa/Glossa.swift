import ArgumentParser
import GlossaCommandLine

@main
struct Glossa: ParsableCommand {
    static let version = "0.1.0"
    static let configuration = CommandConfiguration(
        commandName: "glossa",
        abstract: "See an internationalized user interface before your users do.",
        version: version,
        subcommands: [RenderCommand.self, CheckCommand.self, SnapshotCommand.self, MergeCommand.self, TextCommand.self,
                      HeightsCommand.self, BudgetsCommand.self, ServeCommand.self, WeblateUploadCommand.self])

    static func main() {
        CommandMain.run(Glossa.self)
    }
}
