import ArgumentParser
import Foundation
import Glossa
import GlossaCommandLine

struct ContextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "context",
        abstract: "Screenshots for translators: every key on every screen that shows it, its view outlined, in an Xcode localization catalog or a folder.",
        discussion: """
        --xcloc IN --out OUT: a copy of the catalog Xcode exported (xcodebuild -exportLocalizations) with a PNG per key and \
        screen in Notes/Screenshots/Glossa/<device>/, localizationStringData.plist beside them (import it back with \
        xcodebuild -importLocalizations), and the XLIFF annotated with the budgets of budgets --annotate-xliff; the screens \
        are shown in the catalog's target-language. Every other file is copied unchanged.
        --dir OUT: the PNGs in OUT/<locale>/<device>/ for each locale of the matrix, and OUT/context.json giving each view's rectangle in points and in pixels.
        """)

    @OptionGroup var matrix: MatrixOptionGroup

    @Option(help: ArgumentHelp("The localization catalog Xcode exported (a .xcloc folder); needs --out.", valueName: "in.xcloc"))
    var xcloc: String?

    @Option(help: ArgumentHelp("Where --xcloc writes its copy with the screenshots (never the catalog read).", valueName: "out.xcloc"))
    var out: String?

    @Option(help: ArgumentHelp("Write the screenshots and context.json to this folder instead, for any translation tool.", valueName: "dir"))
    var dir: String?

    @Flag(help: "Print what would be written, and write nothing.")
    var dryRun = false

    @Flag(help: "Draw the bare screen, without the device's status bar and home indicator.")
    var noChrome = false

    func validate() throws {
        switch (xcloc, out, dir) {
        case (_?, nil, _): throw ValidationError("--xcloc needs --out OUT.xcloc for the copy with the screenshots")
        case (nil, _?, _): throw ValidationError("--out names the copy of --xcloc; give --xcloc IN.xcloc (or --dir DIR for a folder)")
        case (_?, _?, _?): throw ValidationError("--xcloc and --dir exclude each other: run glossa context once for each")
        case (nil, nil, nil): throw ValidationError("give --xcloc IN.xcloc --out OUT.xcloc, or --dir DIR")
        default: break
        }
        if let dir, dir.isEmpty { throw ValidationError("--dir needs a folder") }
    }

    func run() throws {
        if let xcloc, let out {
            // A catalog that is not one, or an output that would replace it, is said before any screen is laid out.
            do {
                try ContextCatalog.validate(input: xcloc, output: out)
            } catch {
                throw InputError("\(error)")
            }
        }
        let options = try matrix.options(defaultOutput: nil)
        if xcloc != nil && (options.locales != .development || !options.pseudo.isEmpty) {
            FileHandle.standardError.write(Data("note: --xcloc shows the screens in the catalog's target-language; --locales and --pseudo are not read\n".utf8))
        }
        let (xcloc, out, dir, dryRun, chrome) = (xcloc, out, dir, dryRun, !noChrome)
        let report = try matrix.run(chrome: chrome) { simulator, progress throws(GlossaError) -> ContextReport in
            if let xcloc, let out {
                return try ContextCatalog.run(options, input: xcloc, output: out, dryRun: dryRun, chrome: chrome, simulator: simulator,
                                              progress: progress)
            }
            return try ContextFolder.run(options, output: dir!, dryRun: dryRun, chrome: chrome, simulator: simulator, progress: progress)
        }
        for line in report.lines { print(line) }
        print(report.summary)
        for warning in report.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
    }
}
