import ArgumentParser
import Foundation
import Glossa
import GlossaCommandLine

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
        let (screens, reuse) = try matrix.run { simulator, progress throws(GlossaError) in
            try simulator.heightScreens(options, progress: progress)
        }
        do {
            let rows = try Heights.rows(screens: screens, views: views.map(matrix.list))
            if let json { try Heights.write(rows, to: json) }
            print(Heights.table(rows), terminator: "")
            if let reuse { print("\(screens.count) screen(s); \(reuse.reused) reused, \(reuse.computed) computed") }
        } catch {
            throw InputError("\(error)")
        }
    }
}
