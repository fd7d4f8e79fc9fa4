import ArgumentParser
import Foundation
import Glossa
import GlossaCommandLine

struct BudgetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "budgets",
        abstract: "The room each key's text has on its tightest screen, for translators; with --check, the translations that do not fit.")

    @OptionGroup var matrix: MatrixOptionGroup

    @Option(help: "Write the budgets as JSON here.")
    var json: String?

    @Option(help: "Write the budgets as XLIFF 1.2 here (maxwidth, size-unit=\"pixel\", font, and a note per key).")
    var xliff: String?

    @Option(help: "Write a page for translators here: per key, the development text, its budget and a picture of where it binds.")
    var html: String?

    @Option(help: "An XLIFF exported by Xcode (.xcloc/Localized Contents/*.xliff) to annotate with the budgets; needs --out.")
    var annotateXliff: String?

    @Option(help: "Where --annotate-xliff writes the annotated copy.")
    var out: String?

    @Option(parsing: .upToNextOption,
            help: "Translation files (.strings, .stringsdict, .xcstrings, .xliff) whose values are measured at their keys' budgets; exit 1 when one does not fit.")
    var check: [String] = []

    func validate() throws {
        if annotateXliff != nil && out == nil { throw ValidationError("--annotate-xliff needs --out FILE for the annotated copy") }
        if out != nil && annotateXliff == nil { throw ValidationError("--out names the annotated copy of --annotate-xliff; give --annotate-xliff IN") }
    }

    func run() throws {
        let options = try matrix.options(defaultOutput: nil)
        var values: [TranslatedValue] = []
        for file in check {
            do {
                values += try TranslationFiles.read(file)
            } catch {
                throw InputError("\(error)")
            }
        }
        let wantsPage = html != nil, checking = !check.isEmpty, given = values
        let (budgets, result, page) = try matrix.run { simulator, progress throws(GlossaError) -> ([Budget], TranslationCheck?, BudgetPage.Output?) in
            var result: TranslationCheck?
            let budgets: [Budget]
            if checking {
                result = try simulator.checkTranslations(given, options: options, progress: progress)
                budgets = result!.budgets
            } else {
                budgets = try simulator.budgets(options, progress: progress)
            }
            return (budgets, result, wantsPage ? BudgetPage.html(budgets, simulator: simulator) : nil)
        }
        for missing in page?.missingPictures ?? [] {
            FileHandle.standardError.write(Data("warning: \(html ?? "the page") has no picture of \(missing)\n".utf8))
        }
        try write(budgets, page: page?.html)
        guard let result else {
            print(BudgetTable.text(budgets), terminator: "")
            return
        }
        for overflow in result.overflows { print(overflow.line) }
        for room in result.unmet { print(BudgetCheckSummary.unmet(room)) }
        print(BudgetCheckSummary.text(result, files: check.count))
        if let warning = BudgetCheckSummary.nothingMeasured(result, files: check.count) {
            FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
        }
        if !result.overflows.isEmpty { throw ExitCode(1) }
    }

    /// Writes every output asked for; one that cannot be written does not keep the others from being written, and
    /// every failure is said (exit 2).
    private func write(_ budgets: [Budget], page: String?) throws {
        var failures: [String] = []
        let outputs: [(String?, () throws(GlossaError) -> Void)] = [
            (json, { () throws(GlossaError) in try BudgetJSON.write(budgets, to: json!) }),
            (xliff, { () throws(GlossaError) in try BudgetXLIFF.write(budgets, to: xliff!) }),
            (out, { () throws(GlossaError) in try XLIFFAnnotation.annotate(annotateXliff!, with: budgets, to: out!) }),
            (page == nil ? nil : html, { () throws(GlossaError) in try OutputFile.write(Array(page!.utf8), to: html!) }),
        ]
        for (path, write) in outputs where path != nil {
            do throws(GlossaError) {
                try write()
            } catch {
                failures.append("\(error)")
            }
        }
        if !failures.isEmpty { throw InputError(failures.joined(separator: "\nglossa: ")) }
    }
}
