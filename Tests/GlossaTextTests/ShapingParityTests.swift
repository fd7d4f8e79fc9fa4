import Foundation
@testable import GlossaText
import XCTest

/// Glossa's shaping against HarfBuzz's own `hb-shape`, case by case from Fixtures/shaping-parity.tsv.
///
/// Both sides use the same font file, script, language, direction and buffer flags, so any difference
/// in glyph ids, clusters, advances or offsets is a bug in how Glossa drives HarfBuzz (or in how it
/// scales positions), not a difference between shapers. hb-shape is run with its default font size,
/// the units per em, so it prints exact font units; Glossa's points are converted back to font units
/// and must land on the same integers.
final class ShapingParityTests: XCTestCase {
    /// One line of the fixture.
    struct Case: CustomStringConvertible {
        let line: Int
        let fontFile: String
        let language: String
        let size: Double
        let text: String

        var description: String { "shaping-parity.tsv:\(line): \(fontFile) \(language) \(size)pt \"\(text)\"" }
    }

    /// A glyph in font units, positions relative to the pen as hb-shape prints them.
    struct UnitGlyph: Equatable, CustomStringConvertible {
        let id: UInt32
        /// Index of the cluster's first Unicode scalar (hb-shape's default, not UTF-8 bytes).
        let cluster: Int
        let xAdvance: Double
        let xOffset: Double
        let yOffset: Double

        var description: String {
            "{g: \(id), cl: \(cluster), ax: \(format(xAdvance)), dx: \(format(xOffset)), dy: \(format(yOffset))}"
        }

        private func format(_ value: Double) -> String {
            // A conversion within the tolerance of an integer is shown as that integer, to keep diffs readable.
            abs(value - value.rounded()) <= ShapingParityTests.unitTolerance && abs(value) < 1e9
                ? String(Int(value.rounded())) : String(value)
        }
    }

    /// Scripts whose letters are strongly right-to-left: hb-shape would pick rtl for them too.
    static let rightToLeftScripts: Set<String> = ["Arab", "Hebr", "Syrc", "Thaa", "Nkoo", "Adlm", "Rohg", "Mand", "Samr"]

    /// A converted position may be this far (in font units) from an integer: the points-to-units round
    /// trip through `size / unitsPerEm` is not exact in binary floating point, but it is far closer than this.
    static let unitTolerance = 1e-6

    static let fixtureURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/shaping-parity.tsv")

    // MARK: - Tests

    func testFixtureCoversAtLeastThirtyCasesInTwelveScripts() throws {
        let cases = try Self.loadCases()
        XCTAssertGreaterThanOrEqual(cases.count, 30, "the parity table should keep at least 30 cases")
        let scripts = Set(cases.flatMap { Self.scripts(of: $0.text) })
        XCTAssertGreaterThanOrEqual(scripts.count, 12, "scripts covered: \(scripts.sorted())")
    }

    /// The Shaper, given the whole string as one item, produces exactly hb-shape's glyphs and positions.
    func testShaperMatchesHBShape() throws {
        let hbShape = try Self.requireHBShape()
        let registry = try FontRegistry.bundled()
        let manifest = try Self.loadManifest()
        var compared = 0, glyphCount = 0
        for testCase in try Self.loadCases() {
            let (font, entry) = try Self.font(testCase.fontFile, registry: registry, manifest: manifest)
            let script = try XCTUnwrap(Self.scripts(of: testCase.text).first, "no script in \(testCase)")
            let rtl = Self.rightToLeftScripts.contains(script)
            let expected = try Self.runHBShape(hbShape, HBShapeRequest(
                text: testCase.text, language: testCase.language, script: script, rtl: rtl, path: font.path,
                faceIndex: entry.index), testCase)
            let utf16 = Array(testCase.text.utf16)
            let run = Shaper.shape(utf16, range: 0..<utf16.count, level: rtl ? 1 : 0, script: script,
                                   language: testCase.language, font: font, size: testCase.size, spacing: .design)
            // Two .notdef sequences would compare equal: the fixture's font must really have the text.
            if let missing = expected.firstIndex(where: { $0.id == 0 }) {
                XCTFail("\(testCase): hb-shape gives .notdef at glyph \(missing): the font does not cover the text")
            }
            let ours = Self.fontUnits(run.glyphs, text: testCase.text, offset: 0, font: font, size: testCase.size)
            Self.assertSame(ours, expected, testCase, context: "Shaper (script \(script), \(rtl ? "rtl" : "ltr"))")
            compared += 1
            glyphCount += expected.count
        }
        print("ShapingParity: Shaper compared with hb-shape on \(compared) cases, \(glyphCount) glyphs")
    }

    /// The full pipeline picks the fixture's font from the fallback chain, keeps a one-script string in one
    /// run, and every run's glyphs are hb-shape's for that run's text in the paragraph's context.
    func testPipelinePicksFixtureFontAndShapesLikeHBShape() throws {
        let hbShape = try Self.requireHBShape()
        let registry = try FontRegistry.bundled()
        let manifest = try Self.loadManifest()
        let engine = TextEngine(registry: registry)
        var compared = 0
        for testCase in try Self.loadCases() {
            let (_, entry) = try Self.font(testCase.fontFile, registry: registry, manifest: manifest)
            let scripts = Self.scripts(of: testCase.text)
            // The fonts' own advances, as hb-shape gives them: San Francisco's tracking and optical size, which the
            // system font's stand-in takes after shaping, are SystemFontWidthsTests' to check.
            let layout = try engine.layout(testCase.text,
                                           style: ParagraphStyle(size: testCase.size, systemFont: false, language: testCase.language),
                                           width: .unconstrained)
            guard layout.lines.count == 1, let line = layout.lines.first else {
                XCTFail("\(testCase): \(layout.lines.count) lines, expected 1")
                continue
            }
            XCTAssertTrue(layout.missingGlyphs.isEmpty, "\(testCase): missing glyphs \(layout.missingGlyphs)")
            let runs = line.runs.map { "\($0.script)/\($0.font.id) \"\($0.text)\"" }
            for run in line.runs where run.font.id != entry.id {
                XCTFail("\(testCase): run \"\(run.text)\" (\(run.script)) uses \(run.font.id), the fixture names "
                        + "\(entry.id); runs: \(runs)")
            }
            for run in line.runs where !scripts.contains(run.script) {
                XCTFail("\(testCase): run \"\(run.text)\" has script \(run.script), the text's scripts are \(scripts)")
            }
            // A string of one script is one item; only a string mixing scripts (Japanese) may be split.
            if scripts.count == 1 {
                XCTAssertEqual(line.runs.count, 1, "\(testCase): expected one \(scripts[0]) run, got \(runs)")
            }
            let rtl = Self.rightToLeftScripts.contains(scripts[0])
            XCTAssertEqual(layout.direction, rtl ? .rightToLeft : .leftToRight, "\(testCase): paragraph direction")
            for run in line.runs {
                XCTAssertEqual(run.direction, rtl ? .rightToLeft : .leftToRight, "\(testCase): run \"\(run.text)\"")
            }
            // Japanese splits wherever Han, Hiragana and Katakana alternate (an item has one script); each run
            // is shaped with the rest of the paragraph as context. hb-shape gets the same context, and
            // beginning/end of text only where the run starts or ends the paragraph.
            let utf16 = Array(layout.text.utf16)
            for run in line.runs {
                let faceIndex = manifest.fonts.first { $0.id == run.font.id }?.index ?? 0
                let expected = try Self.runHBShape(hbShape, HBShapeRequest(
                    text: run.text, language: testCase.language, script: run.script,
                    rtl: run.direction == .rightToLeft, path: run.font.path, faceIndex: faceIndex,
                    before: String(decoding: utf16[..<run.range.lowerBound], as: UTF16.self),
                    after: String(decoding: utf16[run.range.upperBound...], as: UTF16.self),
                    beginningOfText: run.range.lowerBound == 0, endOfText: run.range.upperBound == utf16.count),
                    testCase)
                let ours = Self.fontUnits(run.glyphs, text: run.text, offset: run.range.lowerBound, font: run.font,
                                          size: run.size)
                let what = line.runs.count == 1 ? "TextEngine.layout" : "TextEngine.layout run \"\(run.text)\""
                Self.assertSame(ours, expected, testCase, context: what)
            }
            compared += 1
        }
        print("ShapingParity: pipeline compared with hb-shape on \(compared) cases")
    }

    /// The comparison itself must notice a difference, or every parity test above would pass vacuously.
    func testComparisonReportsFirstDifference() {
        let a = UnitGlyph(id: 5, cluster: 0, xAdvance: 600, xOffset: 0, yOffset: 0)
        let b = UnitGlyph(id: 6, cluster: 1, xAdvance: 500, xOffset: 0, yOffset: 0)
        let shifted = UnitGlyph(id: 6, cluster: 1, xAdvance: 500, xOffset: 0.5, yOffset: 0)
        XCTAssertNil(Self.firstDifference([a, b], [a, b]))
        XCTAssertEqual(Self.firstDifference([a, shifted], [a, b])?.index, 1)
        XCTAssertEqual(Self.firstDifference([a], [a, b])?.index, 1)
        XCTAssertEqual(Self.firstDifference([b, a], [a, b])?.index, 0)
    }

    // MARK: - Fixture and fonts

    static func loadCases() throws -> [Case] {
        let contents = try String(contentsOf: fixtureURL, encoding: .utf8)
        var cases: [Case] = []
        for (index, raw) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, let size = Double(fields[2]), size > 0, !fields[3].isEmpty else {
                throw FixtureError.malformed(line: index + 1, text: String(line))
            }
            cases.append(Case(line: index + 1, fontFile: fields[0], language: fields[1], size: size, text: fields[3]))
        }
        return cases
    }

    static func loadManifest() throws -> FontManifest {
        let directory = try XCTUnwrap(FontRegistry.bundledDirectory(), "bundled Fonts/ not found")
        let data = try Data(contentsOf: URL(fileURLWithPath: directory).appendingPathComponent("fonts.json"))
        return try JSONDecoder().decode(FontManifest.self, from: data)
    }

    /// The registry's font for a file name of the fixture, and its manifest entry (id and face index).
    static func font(_ file: String, registry: FontRegistry, manifest: FontManifest) throws
        -> (Font, FontManifest.Entry) {
        guard let entry = manifest.fonts.first(where: { $0.file == file }) else {
            throw FixtureError.unknownFont(file)
        }
        let font = try XCTUnwrap(registry.font(id: entry.id), "fonts.json lists \(entry.id) but it is not loaded")
        return (font, entry)
    }

    /// The scripts of the text's characters in order of first appearance, Common and Inherited left out,
    /// from HarfBuzz's character data; the first is what hb-shape would guess for the whole string.
    static func scripts(of text: String) -> [String] {
        var result: [String] = []
        for scalar in text.unicodeScalars {
            let tag = UnicodeProperties.tag(UnicodeProperties.script(scalar))
            if ["Zyyy", "Zinh", "Zzzz"].contains(tag) || result.contains(tag) { continue }
            result.append(tag)
        }
        return result
    }

    enum FixtureError: Error, CustomStringConvertible {
        case malformed(line: Int, text: String)
        case unknownFont(String)
        case hbShapeMissing
        case hbShapeFailed(String)

        var description: String {
            switch self {
            case let .malformed(line, text):
                return "shaping-parity.tsv:\(line): expected font<TAB>language<TAB>size<TAB>text, got \"\(text)\""
            case let .unknownFont(file): return "shaping-parity.tsv names \(file), which Fonts/fonts.json does not list"
            case .hbShapeMissing:
                return "hb-shape was not found on PATH; run scripts/setup.sh (it installs libharfbuzz-bin)"
            case let .hbShapeFailed(message): return "hb-shape failed: \(message)"
            }
        }
    }

    // MARK: - hb-shape

    /// The hb-shape executable on PATH; a missing tool fails the test (with the fix in the message) rather
    /// than skipping it, so a machine without it cannot pass the suite silently.
    static func requireHBShape() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("hb-shape")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw FixtureError.hbShapeMissing
    }

    /// What to shape with hb-shape: the text of one item, with its paragraph context.
    struct HBShapeRequest {
        var text: String
        var language: String
        var script: String
        var rtl: Bool
        var path: String
        var faceIndex: Int
        var before = ""
        var after = ""
        var beginningOfText = true
        var endOfText = true

        /// The arguments that make hb-shape shape exactly as Glossa's Shaper does.
        ///
        /// The default font size is the units per em, so positions come out in exact font units; font
        /// functions are HarfBuzz's own OpenType ones, as Glossa's; direction, script and language are
        /// explicit, never guessed; beginning and end of text are set as the Shaper sets them (an item at the
        /// paragraph's edge); clusters stay Unicode scalar indices, cluster level 0 as the Shaper leaves it.
        var arguments: [String] {
            var arguments = ["--output-format=json", "--no-glyph-names", "--font-size=upem", "--font-funcs=ot",
                             "--cluster-level=0", "--direction=\(rtl ? "rtl" : "ltr")", "--script=\(script)",
                             "--language=\(language)", "--face-index=\(faceIndex)", "--font-file=\(path)"]
            if beginningOfText { arguments.append("--bot") }
            if endOfText { arguments.append("--eot") }
            if !before.isEmpty { arguments.append("--text-before=\(before)") }
            if !after.isEmpty { arguments.append("--text-after=\(after)") }
            arguments.append("--text=\(text)")
            return arguments
        }
    }

    static func runHBShape(_ executable: URL, _ request: HBShapeRequest, _ testCase: Case) throws -> [UnitGlyph] {
        let process = Process()
        process.executableURL = executable
        process.arguments = request.arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read before waiting: a full pipe would block hb-shape forever.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw FixtureError.hbShapeFailed("\(testCase): exit \(process.terminationStatus): \(errorText)")
        }
        guard let glyphs = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
            throw FixtureError.hbShapeFailed("\(testCase): output is not a JSON array: "
                                             + String(decoding: data, as: UTF8.self))
        }
        return try glyphs.map { glyph in
            func number(_ key: String) throws -> Double {
                guard let value = glyph[key] as? NSNumber else {
                    throw FixtureError.hbShapeFailed("\(testCase): glyph without \"\(key)\": \(glyph)")
                }
                return value.doubleValue
            }
            return UnitGlyph(id: UInt32(try number("g")), cluster: Int(try number("cl")), xAdvance: try number("ax"),
                             xOffset: try number("dx"), yOffset: try number("dy"))
        }
    }

    // MARK: - Comparison

    /// Glossa's glyphs (points, pen-relative x, y down, paragraph UTF-16 clusters) as hb-shape prints them:
    /// font units, offsets from the pen, y up, clusters as scalar indices into `text`, which starts at UTF-16
    /// offset `offset` of the paragraph.
    static func fontUnits(_ glyphs: [PositionedGlyph], text: String, offset: Int, font: Font, size: Double)
        -> [UnitGlyph] {
        var scalarIndex: [Int: Int] = [:]
        var unit = offset
        for (index, scalar) in text.unicodeScalars.enumerated() {
            scalarIndex[unit] = index
            unit += scalar.utf16.count
        }
        let toUnits = font.unitsPerEm / size
        var pen = 0.0
        return glyphs.map { glyph in
            defer { pen += glyph.advance }
            // A cluster that is not at a scalar boundary cannot happen; -1 makes it a visible mismatch.
            return UnitGlyph(id: glyph.id, cluster: scalarIndex[glyph.cluster] ?? -1,
                             xAdvance: glyph.advance * toUnits, xOffset: (glyph.x - pen) * toUnits,
                             yOffset: -glyph.y * toUnits)
        }
    }

    /// The first glyph index where the sequences differ: id, cluster, or a position that is not the same
    /// integer number of font units. A missing glyph on one side is a difference at that index.
    static func firstDifference(_ ours: [UnitGlyph], _ theirs: [UnitGlyph]) -> (index: Int, what: String)? {
        func sameUnits(_ ours: Double, _ theirs: Double) -> Bool {
            abs(ours - ours.rounded()) <= unitTolerance && ours.rounded() == theirs
        }
        for index in 0..<max(ours.count, theirs.count) {
            guard index < ours.count, index < theirs.count else {
                return (index, "glyph count \(ours.count) vs \(theirs.count)")
            }
            let a = ours[index], b = theirs[index]
            if a.id != b.id { return (index, "glyph id") }
            if a.cluster != b.cluster { return (index, "cluster") }
            if !sameUnits(a.xAdvance, b.xAdvance) { return (index, "x advance") }
            if !sameUnits(a.xOffset, b.xOffset) { return (index, "x offset") }
            if !sameUnits(a.yOffset, b.yOffset) { return (index, "y offset") }
        }
        return nil
    }

    static func assertSame(_ ours: [UnitGlyph], _ theirs: [UnitGlyph], _ testCase: Case, context: String,
                           file: StaticString = #filePath, line: UInt = #line) {
        guard let difference = firstDifference(ours, theirs) else { return }
        let index = difference.index
        let mine = index < ours.count ? ours[index].description : "none"
        let reference = index < theirs.count ? theirs[index].description : "none"
        let window = max(0, index - 2)..<(index + 3)
        func excerpt(_ glyphs: [UnitGlyph]) -> String {
            glyphs.indices.clamped(to: window).map { "  [\($0)] \(glyphs[$0])" }.joined(separator: "\n")
        }
        XCTFail("""
            \(testCase): \(context) differs from hb-shape at glyph \(index) (\(difference.what)):
              ours:     \(mine)
              hb-shape: \(reference)
            ours (\(ours.count) glyphs) near there:
            \(excerpt(ours))
            hb-shape (\(theirs.count) glyphs) near there:
            \(excerpt(theirs))
            """, file: file, line: line)
    }
}
