import ArgumentParser
import Foundation
import Glossa

struct HeightsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "heights",
        abstract: "How tall each text view and list row gets: the tallest locale per content size, beside the development language.")

    @OptionGroup var matrix: MatrixOptionGroup

    @Option(help: "Views to measure, by id, comma-separated. Default: every view with an id that shows text, and every list row.")
    var views: String?

    @Option(help: "Write the heights as JSON here.")
    var json: String?

    func validate() throws {
        if let views, matrix.list(views).isEmpty { throw ValidationError("--views needs at least one view id") }
    }

    func run() throws {
        var options = try matrix.options(defaultOutput: nil)
        options.includesDevelopmentLanguage = true
        let results = try matrix.run { simulator, progress throws(GlossaError) in try simulator.run(options, progress: progress) }
        do {
            let rows = try Heights.rows(results, views: views.map(matrix.list))
            if let json { try Heights.write(rows, to: json) }
            print(Heights.table(rows), terminator: "")
        } catch {
            throw InputError("\(error)")
        }
    }
}
