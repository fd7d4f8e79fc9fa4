import Foundation
import Glossa
import GlossaText
import XCTest

/// Whether `budgets --check` and `check` agree on a key's value: the value fits by the budget exactly when
/// `check` of the same layout, with that value translated and nothing else, shows the key's views whole.
///
/// Nothing here knows a layout rule: a value grows a grapheme at a time, `budgets --check` says which
/// lengths fit, and `check` runs on the lengths either side of where that changes (and on one well below and
/// one well above), so the agreement keeps being tested whatever the layout engine does.
struct BudgetAgreement {
    static let engine = Result { try TextEngine(registry: FontRegistry.bundled()) }

    let folder: URL
    let layout: String
    let english: [String: String]

    /// A layout (YAML) and its English strings in a new folder.
    init(layout: String, english: [String: String]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-budget-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        self.layout = folder.appendingPathComponent("screen.yaml").path
        self.english = english
        try Data(layout.utf8).write(to: URL(fileURLWithPath: self.layout))
        try Self.writeStrings(english, to: folder.appendingPathComponent("Strings/en.lproj/Localizable.strings"))
    }

    static func writeStrings(_ values: [String: String], to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: "\\n") + "\""
        }
        let body = values.keys.sorted().map { "\(quoted($0)) = \(quoted(values[$0]!));\n" }.joined()
        try Data(body.utf8).write(to: url)
    }

    func simulator() throws -> Simulator { Simulator(textEngine: try Self.engine.get()) }

    /// What `budgets --check` says of every prefix of `growth` as `locale`'s value of `key`.
    func budgetVerdicts(key: String, locale: String, values: [String], options configure: (inout MatrixOptions) -> Void = { _ in })
        throws -> (fits: [Bool], overflows: [BudgetOverflow]) {
        var translated: [TranslatedValue] = []
        for (index, value) in values.enumerated() {
            let file = folder.appendingPathComponent("candidates/\(index)/\(locale).lproj/Localizable.strings")
            try Self.writeStrings([key: value], to: file)
            translated += try TranslationFiles.read(file.path)
        }
        var options = MatrixOptions(paths: [layout])
        options.jobs = 2
        configure(&options)
        let result = try simulator().checkTranslations(translated, options: options)
        XCTAssertEqual(result.measured, values.count, "every candidate is measured")
        let failing = Set(result.overflows.map(\.value.file))
        return (translated.map { !failing.contains($0.file) }, result.overflows)
    }

    /// What `check` says: whether any view showing `key` is truncated or clipped with `value` as `locale`'s value.
    func checkCuts(key: String, locale: String, value: String, options configure: (inout MatrixOptions) -> Void = { _ in })
        throws -> [String] {
        let strings = folder.appendingPathComponent("Strings/\(locale).lproj/Localizable.strings")
        try Self.writeStrings([key: value], to: strings)
        defer { try? FileManager.default.removeItem(at: strings.deletingLastPathComponent()) }
        var options = MatrixOptions(paths: [layout])
        options.locales = .list([locale])
        configure(&options)
        let results = try simulator().run(options)
        return results.flatMap { result in
            result.findings.filter { $0.key == key && ($0.kind == .truncated || $0.kind == .clipped) }
                .map { "\(result.device) \(result.contentSize) \($0.kind) \($0.view ?? ""): \($0.message)" }
        }
    }

    /// Asks both for each of `values` (as `locale`'s value of `key`) and checks they agree on every one; returns
    /// `budgets --check`'s verdicts, so a test can require that some fit and some do not.
    @discardableResult
    func assertSameVerdicts(key: String, locale: String, values: [String], file: StaticString = #filePath, line: UInt = #line,
                            options configure: (inout MatrixOptions) -> Void = { _ in }) throws -> [Bool] {
        let (fits, overflows) = try budgetVerdicts(key: key, locale: locale, values: values, options: configure)
        for (index, value) in values.enumerated() {
            let cuts = try checkCuts(key: key, locale: locale, value: value, options: configure)
            let said = overflows.filter { $0.variant.text == value }.map(\.message)
            XCTAssertEqual(cuts.isEmpty, fits[index], "\(locale) \(key) \"\(value)\": budgets --check says \(said), check says \(cuts)",
                           file: file, line: line)
        }
        return fits
    }

    /// Grows `growth` a grapheme at a time as `locale`'s value of `key` and checks the two verdicts agree on
    /// the last length that fits, the first that does not, and one well on either side.
    @discardableResult
    func assertAgrees(key: String, locale: String, growth: String, file: StaticString = #filePath, line: UInt = #line,
                      options configure: (inout MatrixOptions) -> Void = { _ in }) throws -> (below: String, above: String) {
        let characters = Array(growth)
        let values = (1...characters.count).map { String(characters[..<$0]) }
        let (fits, _) = try budgetVerdicts(key: key, locale: locale, values: values, options: configure)
        guard let first = fits.firstIndex(of: false), first > 0 else {
            XCTFail("\(locale) \(key): the budget should hold the first graphemes and not the whole text (\(fits))", file: file, line: line)
            return ("", "")
        }
        XCTAssertFalse(fits[first...].contains(true), "\(locale) \(key): once a length does not fit, no longer one does", file: file, line: line)
        for index in Set([0, first - 1, first, min(values.count - 1, first + 4)]).sorted() {
            let cuts = try checkCuts(key: key, locale: locale, value: values[index], options: configure)
            XCTAssertEqual(cuts.isEmpty, fits[index],
                           "\(locale) \(key) \"\(values[index])\": budgets --check says \(fits[index] ? "fits" : "does not fit"), check says \(cuts)",
                           file: file, line: line)
        }
        return (values[first - 1], values[first])
    }
}
