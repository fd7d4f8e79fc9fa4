import ArgumentParser
import Foundation
import Glossa
import GlossaCommandLine
import GlossaWeblate

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
        --weblate URL (the API token in WEBLATE_TOKEN): for each Weblate component whose file is a table the screens read, \
        each language and key, the screenshot (at most 2000 px a side, the view outlined) uploaded and linked to the key's \
        unit, replacing what an earlier run uploaded under the same name, and each budget as its source string's max-size \
        flag; with --dir, the pictures are kept there too. --dry-run reads Weblate and says what it would send.
        """)

    @OptionGroup var matrix: MatrixOptionGroup

    @Option(help: ArgumentHelp("The localization catalog Xcode exported (a .xcloc folder); needs --out.", valueName: "in.xcloc"))
    var xcloc: String?

    @Option(help: ArgumentHelp("Where --xcloc writes its copy with the screenshots (never the catalog read).", valueName: "out.xcloc"))
    var out: String?

    @Option(help: ArgumentHelp("Write the screenshots and context.json to this folder instead, for any translation tool.", valueName: "dir"))
    var dir: String?

    @Option(help: ArgumentHelp("Upload the screenshots to this Weblate (its address, or a project's page to keep to that project); the API token in WEBLATE_TOKEN.", valueName: "url"))
    var weblate: String?

    @Flag(help: "Print what would be written or sent, and write or send nothing.")
    var dryRun = false

    @Flag(help: "Draw the bare screen, without the device's status bar and home indicator.")
    var noChrome = false

    func validate() throws {
        switch (xcloc, out, dir ?? weblate) {
        case (_?, nil, _): throw ValidationError("--xcloc needs --out OUT.xcloc for the copy with the screenshots")
        case (nil, _?, _): throw ValidationError("--out names the copy of --xcloc; give --xcloc IN.xcloc (or --dir DIR for a folder)")
        case (_?, _?, _?): throw ValidationError("--xcloc excludes --dir and --weblate: run glossa context once for each")
        case (nil, nil, nil): throw ValidationError("give --xcloc IN.xcloc --out OUT.xcloc, --weblate URL, or --dir DIR")
        default: break
        }
        if let weblate, URL(string: weblate)?.scheme == nil { throw ValidationError("--weblate: '\(weblate)' is not an address") }
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
        if let weblate { return try upload(to: weblate, options: options) }
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
    /// `--weblate`: the pictures and their index written as `--dir` writes them (into a temporary folder unless `--dir`
    /// keeps them), the same matrix's budgets, then the upload.
    private func upload(to weblate: String, options: MatrixOptions) throws {
        guard let base = URL(string: weblate) else { throw ValidationError("--weblate: '\(weblate)' is not an address") }
        let token = try WeblateToken.read(dryRun: dryRun)
        let kept = dir
        let folder = kept ?? (FileManager.default.temporaryDirectory.path as NSString)
            .appendingPathComponent("glossa-context-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        defer { if kept == nil { try? FileManager.default.removeItem(atPath: folder) } }
        let chrome = !noChrome
        let (report, budgets) = try matrix.run(chrome: chrome) { simulator, progress throws(GlossaError) in
            (try ContextFolder.run(options, output: folder, dryRun: false, chrome: chrome, simulator: simulator, progress: progress),
             try simulator.budgets(options, progress: progress))
        }
        if kept != nil { print(report.summary) }
        for warning in report.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
        do {
            try WeblateUpload.run(index: URL(fileURLWithPath: folder), base: base, token: token, dryRun: dryRun, budgets: budgets)
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
