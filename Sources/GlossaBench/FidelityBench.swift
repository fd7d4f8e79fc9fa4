import Foundation
import GlossaICU
import GlossaText

/// `GlossaBench fidelity CORPUS.tsv`: lays out every corpus string with GlossaText, in this one process,
/// and prints JSON for bench/fidelity.py, which lays the same strings out in Chromium and compares.
///
/// A corpus line is `id<TAB>language<TAB>width<TAB>text` (`#` starts a comment). Per string the output
/// gives the lines at `width` (UTF-16 ranges), the unconstrained single-line width, the face of every
/// grapheme, the missing characters, and the CSS font-family list that mirrors Glossa's chains for the
/// string's language: per script, faces restricted to that script's letters (their unicode-range, from
/// `scriptRanges`) in the script's chain order, then whole faces: the paragraph's face, the default chain,
/// every other face.
func runFidelityBench(_ arguments: [String]) {
    guard arguments.count == 1 else {
        FileHandle.standardError.write(Data("usage: GlossaBench fidelity CORPUS.tsv\n".utf8))
        exit(2)
    }
    do {
        let registry = try FontRegistry.bundled()
        let corpus = try FidelityCorpus.read(arguments[0])
        let engine = TextEngine(registry: registry)
        var strings: [[String: Any]] = []
        var scripts = Set<String>()
        for entry in corpus {
            strings.append(try FidelityCorpus.measure(entry, engine: engine, registry: registry, scripts: &scripts))
        }
        let fonts = registry.fonts.filter { $0.weight < 600 }.map { ["id": $0.id, "family": $0.family, "path": $0.path] }
        let output: [String: Any] = ["fonts": fonts, "strings": strings,
                                     "scriptRanges": FidelityCorpus.ranges(of: scripts.sorted())]
        let data = try JSONSerialization.data(withJSONObject: output, options: [.sortedKeys])
        FileHandle.standardOutput.write(data)
    } catch {
        FileHandle.standardError.write(Data("fidelity: \(error)\n".utf8))
        exit(2)
    }
}

struct FidelityEntry {
    let id: String
    let language: String
    let width: Double
    let text: String
}

enum FidelityCorpus {
    struct BadLine: Error, CustomStringConvertible {
        let description: String
    }

    static func read(_ path: String) throws -> [FidelityEntry] {
        let content = try String(contentsOfFile: path, encoding: .utf8)
        var entries: [FidelityEntry] = []
        for (number, line) in content.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, let width = Double(fields[2]), width > 0, !fields[3].isEmpty else {
                throw BadLine(description: "\(path):\(number + 1): expected id<TAB>language<TAB>width<TAB>text")
            }
            entries.append(FidelityEntry(id: fields[0], language: fields[1], width: width, text: fields[3]))
        }
        return entries
    }

    static func measure(_ entry: FidelityEntry, engine: TextEngine, registry: FontRegistry,
                        scripts: inout Set<String>) throws -> [String: Any] {
        // The fonts' own advances, as Chromium sets them: San Francisco's tracking and optical size are iOS's, not the fonts'.
        let style = ParagraphStyle(size: 17, systemFont: false, language: entry.language)
        let wrapped = try engine.layout(entry.text, style: style, width: .atMost(entry.width))
        let single = try engine.layout(entry.text, style: style, width: .unconstrained)
        var faces: [String: String] = [:]
        for run in single.lines.flatMap(\.runs) {
            for glyph in run.glyphs { faces[String(glyph.cluster)] = run.font.family }
        }
        let own = Set(entry.text.unicodeScalars.map(Scripts.script)).subtracting(["Zyyy", "Zinh", "Zzzz"]).sorted()
        scripts.formUnion(own)
        return ["id": entry.id, "lang": entry.language, "width": entry.width, "text": entry.text,
                "lines": wrapped.lines.map { [$0.range.lowerBound, $0.range.upperBound] },
                "singleWidth": single.width, "singleLines": single.lines.count, "faces": faces,
                "missing": single.missingGlyphs.map(\.description),
                "families": families(language: entry.language, scripts: own, registry: registry)]
    }

    /// The CSS font-family list (ids; bench/fidelity.py names the @font-face rules after them).
    ///
    /// The paragraph's face appears whole, not as a letters-only alias, where its script's chain starts
    /// with it: Chromium treats two @font-face rules of one file as two fonts and would not kern a letter
    /// against the punctuation next to it. Scripts whose chain starts with another face come before it.
    static func families(language: String, scripts: [String], registry: FontRegistry) -> [String] {
        let paragraph = registry.paragraphFace(language: language)
        var before: [String] = [], after: [String] = []
        for script in scripts {
            let chain = registry.chain(script: script, language: language)
            if let paragraph, chain.first === paragraph {
                after += chain.dropFirst().map { "\(script):\($0.id)" }
            } else {
                before += chain.map { "\(script):\($0.id)" }
            }
        }
        var whole = paragraph.map { [$0.id] } ?? []
        whole += registry.chain(script: "Zyyy", language: language).map(\.id)
        whole += registry.fonts.filter { $0.weight < 600 }.map(\.id)
        var seen = Set<String>()
        let faces = whole.filter { seen.insert($0).inserted }
        return before + faces.prefix(1) + after + faces.dropFirst()
    }

    /// CSS unicode-range values of the code points whose Script is each of `scripts`.
    static func ranges(of scripts: [String]) -> [String: String] {
        var result: [String: [String]] = [:]
        var current: (script: String, start: UInt32, end: UInt32)?
        func close() {
            guard let run = current, scripts.contains(run.script) else { return }
            let range = run.start == run.end ? String(run.start, radix: 16) : "\(String(run.start, radix: 16))-\(String(run.end, radix: 16))"
            result[run.script, default: []].append("U+" + range)
        }
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let script = Scripts.script(scalar)
            if let run = current, run.script == script, run.end + 1 == value {
                current?.end = value
            } else {
                close()
                current = (script, value, value)
            }
        }
        close()
        return result.mapValues { $0.joined(separator: ", ") }
    }
}
