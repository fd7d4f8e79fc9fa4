import Foundation
import GlossaICU

/// The fonts Glossa may use and the fallback chain for each script and language.
///
/// By default only the bundled fonts (Fonts/fonts.json) are used, so a render is the same on every
/// machine. Fonts added with `addFonts(directory:)` come after the bundled ones in every chain: they fill
/// gaps without changing what the bundled fonts already cover. The manifest's `system` fonts (Noto Color
/// Emoji, too large to bundle) are read from where their Debian package installs them: the emoji chain,
/// and the last resort after every bundled face; where one is not installed it is simply absent, and
/// `emojiFontAbsence` says so.
///
/// Bundled faces open lazily, the first time a chain, `font(id:)` or `fonts` needs them: a process that
/// sets Latin text never maps the four CJK subsets. `init(directory:)` checks cheaply that every listed
/// file exists and starts with a font signature, so a missing file or a Git LFS pointer fails at once with
/// a `FontError` naming the file; a file that passes that check but still cannot be opened is left out of
/// the chains when first needed, and `validate()` opens every face to report it.
public final class FontRegistry: @unchecked Sendable {
    /// Every face, bundled ones first, in manifest order; opens any not yet opened.
    public var fonts: [Font] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap(loadLocked)
    }

    private var slots: [FontSlot] = []
    private var manifestPath = ""
    private var byID: [String: FontSlot] = [:]
    private var defaultChain: [String] = []
    private var emojiChain: [String] = []
    /// The files of the manifest's system fonts (installed or not), in manifest order.
    private var systemPaths: [String] = []
    private var scriptChains: [String: [String]] = [:]
    private var languageChains: [String: [String: [String]]] = [:]
    private var extraFonts: [Font] = []
    /// Faces an app bundles (`UIAppFonts`), by their PostScript, full and family names lowercased: a label names one.
    private var appFonts: [String: Font] = [:]
    private var appFontPaths: [String] = []
    /// Guards the slots' lazy loading and the chain cache; never held while calling out of the registry.
    private let lock = NSLock()
    private var chainCache: [ChainKey: [Font]] = [:]
    /// The glyph bitmaps of every font of this registry, within `glyphBudget` bytes.
    let glyphs: GlyphCache

    /// The glyph bitmaps a registry keeps by default: a screen's text needs a few megabytes at most, so a
    /// matrix redraws few glyphs, and what a long run keeps stays the same whatever its length. 16 MB: a
    /// render of every device (glyphs at @2x and @3x) filled 32 MB, and took the same CPU time with 16 (2,100
    /// screens, within the 2 % between runs): the rest held glyphs of screens already done.
    public static let defaultGlyphBudget = 16 << 20

    private struct ChainKey: Hashable {
        enum Part: Hashable { case script, full, all, emoji }
        let script: String
        let language: String
        let bold: Bool
        let part: Part
    }

    /// Loads the manifest `fonts.json` in `directory` and checks every font it lists (faces open on first use);
    /// rasterized glyphs are kept within `glyphBudget` bytes.
    public init(directory: String, glyphBudget: Int = FontRegistry.defaultGlyphBudget) throws(FontError) {
        glyphs = GlyphCache(budget: glyphBudget)
        let manifestPath = (directory as NSString).appendingPathComponent("fonts.json")
        self.manifestPath = manifestPath
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
            try FontSlot.checkSignature(path)
            let slot = FontSlot(id: entry.id, family: entry.family, weight: entry.weight, path: path, index: entry.index)
            slots.append(slot)
            byID[entry.id] = slot
        }
        for entry in manifest.system ?? [] {
            // Not checked here: a system font that is not installed is absent, not an error.
            byID[entry.id] = FontSlot(id: entry.id, family: entry.family, weight: entry.weight, path: entry.path,
                                      index: entry.index, package: entry.package)
            systemPaths.append(entry.path)
        }
        let fallback = manifest.fallback
        let named = [fallback.default, fallback.emoji ?? []] + fallback.scripts.values.map { $0 }
            + fallback.languages.values.flatMap { $0.values }
        for id in named.joined().sorted() where byID[id] == nil {
            throw FontError.unknownFont(id: id, manifest: manifestPath)
        }
        defaultChain = fallback.default
        emojiChain = fallback.emoji ?? []
        scriptChains = fallback.scripts
        languageChains = fallback.languages
    }

    /// The bundled fonts: `$GLOSSA_FONTS`, else the first `Fonts/fonts.json` (or `share/glossa/Fonts/fonts.json`,
    /// where `make install` puts them) found above the executable or above this source file (a checkout).
    public static func bundled(glyphBudget: Int = FontRegistry.defaultGlyphBudget) throws(FontError) -> FontRegistry {
        guard let directory = bundledDirectory() else {
            throw FontError.badManifest(path: "Fonts/fonts.json",
                                        reason: "bundled fonts not found; set GLOSSA_FONTS to the Fonts folder")
        }
        return try FontRegistry(directory: directory, glyphBudget: glyphBudget)
    }

    static func bundledDirectory() -> String? {
        if let configured = ProcessInfo.processInfo.environment["GLOSSA_FONTS"] { return configured }
        let starts = [executablePath(), #filePath]
        for start in starts {
            var url = URL(fileURLWithPath: start).resolvingSymlinksInPath().deletingLastPathComponent()
            while url.path != "/" {
                for candidate in [url.appendingPathComponent("Fonts"), url.appendingPathComponent("share/glossa/Fonts")]
                where FileManager.default.fileExists(atPath: candidate.appendingPathComponent("fonts.json").path) {
                    return candidate.path
                }
                url.deleteLastPathComponent()
            }
        }
        return nil
    }

    /// The running executable's path. On Linux it is read from /proc: `Bundle.main` would do the same
    /// after setting up CoreFoundation's bundle machinery, which costs a CLI run about 8 ms.
    private static func executablePath() -> String {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        #else
        if let path = Bundle.main.executablePath { return path }
        #endif
        return CommandLine.arguments[0]
    }

    /// Adds every .ttf, .otf and .ttc face in `directory` as a last-resort fallback for all scripts.
    ///
    /// These faces open at once, so a broken file is refused here rather than at some later render.
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
            let font = try Font(id: stem, family: stem, weight: 400, path: path, index: 0, glyphs: glyphs)
            try font.openRasterizer()
            let slot = FontSlot(loaded: font)
            slots.append(slot)
            extraFonts.append(font)
            byID[stem] = byID[stem] ?? slot
        }
        chainCache.removeAll()
    }

    /// Registers the faces of an app's font files (`UIAppFonts`), each file once, for labels that name them
    /// (`appFont(named:)`); they never stand in for other text. A file that is no font is passed over: the labels that
    /// name its face are then measured with the bundled faces, as for a font not found.
    public func registerAppFonts(_ files: [String]) {
        lock.lock()
        defer { lock.unlock() }
        for path in files.sorted() where !appFontPaths.contains(path) {
            appFontPaths.append(path)
            for index in 0..<min(Font.faceCount(path: path), 64) {
                let id = "app:\((path as NSString).lastPathComponent)#\(index)"
                guard let probe = try? Font(id: id, family: "", weight: 400, path: path, index: index, glyphs: glyphs),
                      let font = try? Font(id: id, family: probe.name(1) ?? probe.name(6) ?? id, weight: 400, path: path, index: index,
                                           glyphs: glyphs) else { continue }
                byID[font.id] = FontSlot(loaded: font)
                // PostScript name (what Interface Builder writes), then full and family names; the first file wins.
                for name in [6, 4, 1].compactMap(font.name) where appFonts[name.lowercased()] == nil {
                    appFonts[name.lowercased()] = font
                }
            }
        }
    }

    /// The id of the app font whose PostScript, full or family name is `name` (case aside); nil when none is.
    public func appFont(named name: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return appFonts[name.lowercased()]?.id
    }

    /// Every file the registry reads (its manifest, each face's file, then the system fonts that are installed, in
    /// order), opening none: what shaped and drawn text can depend on, for reuse between runs (`glossa --cache`).
    public var files: [String] {
        lock.lock()
        defer { lock.unlock() }
        return [manifestPath] + slots.map(\.path) + systemPaths.filter { FileManager.default.fileExists(atPath: $0) } + appFontPaths
    }

    public func font(id: String) -> Font? {
        lock.lock()
        defer { lock.unlock() }
        return byID[id].flatMap(loadLocked)
    }

    /// Opens every face not yet opened and throws the first error, naming its file.
    ///
    /// Rendering never needs this (faces open on first use); it is for checking an installation up front.
    public func validate() throws(FontError) {
        lock.lock()
        defer { lock.unlock() }
        for slot in slots {
            if let font = loadLocked(slot) { try font.openRasterizer() }
            if let failure = slot.failure { throw failure }
        }
    }

    /// The fonts to try, in order, for a character of `script` (ISO 15924) in text of `language`
    /// (BCP 47): the language's chain for that script, the script's chain, the default chain, then any
    /// fonts added with `addFonts(directory:)`.
    public func chain(script: String, language: String, bold: Bool = false) -> [Font] {
        cachedChain(ChainKey(script: script, language: language, bold: bold, part: .full))
    }

    /// The language's and the script's own chains for `script`, without the default chain: nothing for a
    /// script no bundled face is listed for.
    func scriptFaces(script: String, language: String, bold: Bool) -> [Font] {
        cachedChain(ChainKey(script: script, language: language, bold: bold, part: .script))
    }

    /// The default chain followed by the added fonts: the faces for characters of no particular script.
    func defaultFaces(bold: Bool) -> [Font] {
        cachedChain(ChainKey(script: "Zyyy", language: "", bold: bold, part: .full))
    }

    /// Every face, bundled ones in manifest order (bold faces first when `bold`), then the emoji faces,
    /// then the added ones: the last resort before a character is reported missing.
    func allFaces(bold: Bool) -> [Font] {
        cachedChain(ChainKey(script: "", language: "", bold: bold, part: .all))
    }

    /// The faces an emoji cluster tries before any text face (the manifest's emoji chain), those installed.
    func emojiFaces() -> [Font] {
        cachedChain(ChainKey(script: "Zsye", language: "", bold: false, part: .emoji))
    }

    /// Why no emoji face can be used, in words a user can act on; nil when one can.
    public var emojiFontAbsence: String? {
        guard emojiFaces().isEmpty else { return nil }
        lock.lock()
        defer { lock.unlock() }
        guard let slot = emojiChain.first.flatMap({ byID[$0] }) else { return "no emoji font is configured" }
        guard FileManager.default.fileExists(atPath: slot.path) else {
            let package = slot.package.map { ", from the Debian package \($0), which scripts/setup.sh installs" } ?? ""
            return "\(slot.family) is not installed (\(slot.path)\(package))"
        }
        return "\(slot.family) cannot be read: \(slot.failure.map { "\($0)" } ?? slot.path)"
    }

    /// The face of the paragraph's own writing system: the first face listed for the language's script
    /// (ICU's likely script: ja → Jpan → its Han chain, ur → Arab → Nastaliq, en → Latn → Noto Sans).
    public func paragraphFace(language: String, bold: Bool = false) -> Font? {
        for script in FontRegistry.languageScripts(language) {
            if let face = scriptFaces(script: script, language: language, bold: bold).first { return face }
        }
        return defaultFaces(bold: bold).first
    }

    /// The scripts a language is written in, from ICU's likely script; a script code that names several
    /// (Jpan, Kore, Hans, Hant) is spelled out as the scripts of its characters.
    static func languageScripts(_ language: String) -> [String] {
        scriptsLock.lock()
        defer { scriptsLock.unlock() }
        if let known = scriptsOfLanguage[language] { return known }
        let scripts = computeLanguageScripts(language)
        if scriptsOfLanguage.count >= 4_096 { scriptsOfLanguage.removeAll() }
        scriptsOfLanguage[language] = scripts
        return scripts
    }

    private static let scriptsLock = NSLock()
    nonisolated(unsafe) private static var scriptsOfLanguage: [String: [String]] = [:]

    private static func computeLanguageScripts(_ language: String) -> [String] {
        switch LocaleInfo.script(language) {
        case "Jpan"?: return ["Hani", "Hira", "Kana"]
        case "Kore"?: return ["Hang", "Hani"]
        case "Hans"?, "Hant"?: return ["Hani", "Bopo"]
        case let script?: return [script]
        case nil: return []
        }
    }

    private func cachedChain(_ key: ChainKey) -> [Font] {
        lock.lock()
        defer { lock.unlock() }
        if let cached = chainCache[key] { return cached }
        var ids: [String] = []
        switch key.part {
        case .all:
            ids = slots.map(\.id) + emojiChain
        case .emoji:
            ids = emojiChain
        case .script, .full:
            for candidate in FontRegistry.languageCandidates(key.language) {
                ids += languageChains[candidate]?[key.script] ?? []
            }
            ids += scriptChains[key.script] ?? []
            if key.part == .full { ids += defaultChain }
        }
        var seen = Set<String>()
        var chain: [Font] = []
        for id in ids where seen.insert(id).inserted {
            guard let slot = byID[id] else { continue }
            let chosen = key.bold ? boldSibling(of: slot) : slot
            if let font = loadLocked(chosen) ?? loadLocked(slot), !chain.contains(where: { $0 === font }) {
                chain.append(font)
            }
        }
        if key.part == .full || key.part == .all { chain += extraFonts.filter { font in !chain.contains { $0 === font } } }
        chainCache[key] = chain
        return chain
    }

    /// The primary font for text in `language`: the first of its Latin-or-default chain.
    public func primaryFont(language: String, bold: Bool = false) -> Font {
        chain(script: "Zyyy", language: language, bold: bold).first ?? fonts[0]
    }

    /// The bold face of the slot's family, judged from the manifest so no other face has to open.
    private func boldSibling(of slot: FontSlot) -> FontSlot {
        slots.first { $0.family == slot.family && $0.weight >= 600 } ?? slot
    }

    /// The slot's face, opening it on first use; nil if it cannot be opened (the error stays on the slot).
    private func loadLocked(_ slot: FontSlot) -> Font? {
        if let font = slot.font { return font }
        if slot.failure != nil { return nil }
        do {
            let font = try Font(id: slot.id, family: slot.family, weight: slot.weight, path: slot.path, index: slot.index,
                                glyphs: glyphs)
            slot.font = font
            return font
        } catch {
            slot.failure = error
            return nil
        }
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
    /// A font read from where its package installs it, not bundled.
    struct SystemEntry: Decodable {
        let id: String
        let path: String
        let index: Int
        let family: String
        let weight: Int
        let package: String?
    }
    struct Fallback: Decodable {
        let `default`: [String]
        /// The chain emoji clusters take first.
        let emoji: [String]?
        let scripts: [String: [String]]
        let languages: [String: [String: [String]]]
    }
    let fonts: [Entry]
    let system: [SystemEntry]?
    let fallback: Fallback
}

/// One face the registry knows of: its manifest facts now, the opened `Font` once something needs it.
///
/// Mutated only under the owning registry's lock.
final class FontSlot {
    let id: String
    let family: String
    let weight: Int
    let path: String
    let index: Int
    /// The Debian package that installs a system font.
    let package: String?
    var font: Font?
    var failure: FontError?

    init(id: String, family: String, weight: Int, path: String, index: Int, package: String? = nil) {
        self.id = id
        self.family = family
        self.weight = weight
        self.path = path
        self.index = index
        self.package = package
    }

    convenience init(loaded font: Font) {
        self.init(id: font.id, family: font.family, weight: font.weight, path: font.path, index: font.index)
        self.font = font
    }

    /// Throws unless `path` is a readable file that starts like a font (TrueType, OpenType/CFF or a
    /// collection): twelve bytes read, which catches a missing file, an empty one or a Git LFS pointer.
    static func checkSignature(_ path: String) throws(FontError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FontError.unreadable(path: path, reason: "cannot read the file") }
        defer { close(descriptor) }
        var header = [UInt8](repeating: 0, count: 4)
        let count = header.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 4) }
        guard count == 4 else { throw FontError.unreadable(path: path, reason: "cannot read the file") }
        let signatures: [[UInt8]] = [[0, 1, 0, 0], Array("OTTO".utf8), Array("true".utf8), Array("ttcf".utf8)]
        guard signatures.contains(header) else {
            throw FontError.unreadable(path: path, reason: "not an OpenType font, or no face 0")
        }
    }
}
