import Foundation
import GlossaICU

/// The fonts Glossa may use and the fallback chain for each script and language.
///
/// By default only the bundled fonts (Fonts/fonts.json) are loaded, so a render is the same on every
/// machine. Fonts added with `addFonts(directory:)` come after the bundled ones in every chain: they fill
/// gaps without changing what the bundled fonts already cover.
public final class FontRegistry: @unchecked Sendable {
    public private(set) var fonts: [Font] = []
    private var byID: [String: Font] = [:]
    private var defaultChain: [String] = []
    private var scriptChains: [String: [String]] = [:]
    private var languageChains: [String: [String: [String]]] = [:]
    private var extraFonts: [Font] = []
    private let lock = NSLock()
    private var chainCache: [ChainKey: [Font]] = [:]

    private struct ChainKey: Hashable { let script: String; let language: String; let bold: Bool }

    /// Loads the manifest `fonts.json` in `directory` and every font it lists.
    public init(directory: String) throws(FontError) {
        let manifestPath = (directory as NSString).appendingPathComponent("fonts.json")
        let manifest: FontManifest
        do {
            guard let data = FileManager.default.contents(atPath: manifestPath) else {
                throw FontError.badManifest(path: manifestPath, reason: "cannot read the file")
            }
            manifest = try JSONDecoder().decode(FontManifest.self, from: data)
        } catch let error as FontError {
            throw error
        } catch {
            throw FontError.badManifest(path: manifestPath, reason: "\(error)")
        }
        for entry in manifest.fonts {
            let path = (directory as NSString).appendingPathComponent(entry.file)
            let font = try Font(id: entry.id, family: entry.family, weight: entry.weight, path: path, index: entry.index)
            fonts.append(font)
            byID[entry.id] = font
        }
        let fallback = manifest.fallback
        let named = [fallback.default] + fallback.scripts.values.map { $0 }
            + fallback.languages.values.flatMap { $0.values }
        for id in named.joined().sorted() where byID[id] == nil {
            throw FontError.unknownFont(id: id, manifest: manifestPath)
        }
        defaultChain = fallback.default
        scriptChains = fallback.scripts
        languageChains = fallback.languages
    }

    /// The bundled fonts: `$GLOSSA_FONTS`, else the first `Fonts/fonts.json` found above the executable
    /// or above this source file (a checkout).
    public static func bundled() throws(FontError) -> FontRegistry {
        guard let directory = bundledDirectory() else {
            throw FontError.badManifest(path: "Fonts/fonts.json",
                                        reason: "bundled fonts not found; set GLOSSA_FONTS to the Fonts folder")
        }
        return try FontRegistry(directory: directory)
    }

    static func bundledDirectory() -> String? {
        if let configured = ProcessInfo.processInfo.environment["GLOSSA_FONTS"] { return configured }
        let starts = [Bundle.main.executablePath ?? CommandLine.arguments[0], #filePath]
        for start in starts {
            var url = URL(fileURLWithPath: start).resolvingSymlinksInPath().deletingLastPathComponent()
            while url.path != "/" {
                let candidate = url.appendingPathComponent("Fonts")
                if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("fonts.json").path) {
                    return candidate.path
                }
                url.deleteLastPathComponent()
            }
        }
        return nil
    }

    /// Adds every .ttf, .otf and .ttc face in `directory` as a last-resort fallback for all scripts.
    public func addFonts(directory: String) throws(FontError) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        } catch {
            throw FontError.unreadable(path: directory, reason: "cannot list the folder")
        }
        lock.lock()
        defer { lock.unlock() }
        for name in names where ["ttf", "otf", "ttc"].contains((name as NSString).pathExtension.lowercased()) {
            let path = (directory as NSString).appendingPathComponent(name)
            let stem = (name as NSString).deletingPathExtension
            let font = try Font(id: stem, family: stem, weight: 400, path: path)
            fonts.append(font)
            extraFonts.append(font)
            byID[stem] = byID[stem] ?? font
        }
        chainCache.removeAll()
    }

    public func font(id: String) -> Font? { byID[id] }

    /// The fonts to try, in order, for a character of `script` (ISO 15924) in text of `language`
    /// (BCP 47): the language's chain for that script, the script's chain, then the default chain.
    public func chain(script: String, language: String, bold: Bool = false) -> [Font] {
        let key = ChainKey(script: script, language: language, bold: bold)
        lock.lock()
        defer { lock.unlock() }
        if let cached = chainCache[key] { return cached }
        var ids: [String] = []
        for candidate in FontRegistry.languageCandidates(language) {
            ids += languageChains[candidate]?[script] ?? []
        }
        ids += scriptChains[script] ?? []
        ids += defaultChain
        var seen = Set<String>()
        var chain: [Font] = []
        for id in ids where seen.insert(id).inserted {
            if let font = byID[id] { chain.append(bold ? boldSibling(of: font) : font) }
        }
        chain += extraFonts
        chainCache[key] = chain
        return chain
    }

    /// The primary font for text in `language`: the first of its Latin-or-default chain.
    public func primaryFont(language: String, bold: Bool = false) -> Font {
        chain(script: "Zyyy", language: language, bold: bold).first ?? fonts[0]
    }

    private func boldSibling(of font: Font) -> Font {
        fonts.first { $0.family == font.family && $0.weight >= 600 } ?? font
    }

    /// Manifest keys to look up for a locale, most specific first: "zh-Hant-TW" → zh-Hant-TW, zh-Hant,
    /// zh-TW, zh (the script comes from ICU's likely subtags when the identifier has none).
    static func languageCandidates(_ identifier: String) -> [String] {
        let subtags = identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let language = subtags.first?.lowercased() else { return [] }
        let region = subtags.dropFirst().first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
        var candidates = [subtags.joined(separator: "-")]
        if let script = LocaleInfo.script(identifier) { candidates.append("\(language)-\(script)") }
        if let region { candidates.append("\(language)-\(region.uppercased())") }
        candidates.append(language)
        var seen = Set<String>()
        return candidates.filter { seen.insert($0).inserted }
    }
}

/// Fonts/fonts.json: the bundled files and the fallback chains.
struct FontManifest: Decodable {
    struct Entry: Decodable {
        let id: String
        let file: String
        let index: Int
        let family: String
        let weight: Int
    }
    struct Fallback: Decodable {
        let `default`: [String]
        let scripts: [String: [String]]
        let languages: [String: [String: [String]]]
    }
    let fonts: [Entry]
    let fallback: Fallback
}
