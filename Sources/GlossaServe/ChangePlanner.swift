import Foundation
import Glossa

/// Files and their modification stamps under some roots, compared poll after poll.
struct FileStamps: Equatable {
    struct Stamp: Equatable {
        let modified: Date
        let size: Int
    }

    private(set) var stamps: [String: Stamp] = [:]

    /// Every regular file at or under `roots` (hidden files skipped), with its time and size.
    init(roots: [String]) {
        let manager = FileManager.default
        for root in Set(roots) {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: root, isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue else {
                record(root)
                continue
            }
            guard let walker = manager.enumerator(atPath: root) else { continue }
            while let relative = walker.nextObject() as? String {
                if (relative as NSString).lastPathComponent.hasPrefix(".") { continue }
                record((root as NSString).appendingPathComponent(relative))
            }
        }
    }

    private mutating func record(_ path: String) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular else { return }
        stamps[path] = Stamp(modified: attributes[.modificationDate] as? Date ?? .distantPast,
                             size: (attributes[.size] as? NSNumber)?.intValue ?? 0)
    }

    /// Drops `paths`, so the next comparison sees them as added.
    mutating func forget(_ paths: [String]) {
        for path in paths { stamps[path] = nil }
    }

    /// Paths added, removed or changed since `earlier`, sorted.
    func changes(since earlier: FileStamps) -> [String] {
        let paths = Set(stamps.keys).union(earlier.stamps.keys)
        return paths.filter { stamps[$0] != earlier.stamps[$0] }.sorted()
    }
}

/// Decides which screens an edit affects: a layout file or its asset catalog, all of its screens (any Swift file, all
/// of every SwiftUI file's screens); a
/// translation, only the screens whose locale falls back to that language (all of them for the
/// development language, which pseudo-languages and checks of every locale read).
struct ChangePlanner {
    /// What an edit asks of one layout's screens.
    enum Rerender: Equatable {
        case all
        case locales(Set<String>)
    }

    /// Per string catalog file (.xcstrings), a digest of each language's values, to tell which changed.
    private var catalogDigests: [String: [String: String]] = [:]

    /// What to re-render per layout file.
    mutating func plan(_ changed: [String], sources: [LayoutInputs], locales: [String: [String]]) -> [String: Rerender] {
        var plan: [String: Rerender] = [:]
        for path in changed {
            for source in sources {
                guard let languages = affectedLanguages(path, source) else { continue }
                if languages.isEmpty || languages.contains(source.developmentLanguage) || languages.contains("Base") {
                    plan[source.file] = .all
                    continue
                }
                var planned: Set<String> = []
                switch plan[source.file] {
                case .all: continue
                case .locales(let earlier): planned = earlier
                case nil: break
                }
                let available = locales[source.file] ?? []
                let affected = available.filter { locale in
                    let chain = Locales.fallbackChain(for: locale, available: available, developmentLanguage: source.developmentLanguage)
                    return !Set(chain).isDisjoint(with: languages)
                }
                plan[source.file] = .locales(planned.union(affected))
            }
        }
        return plan
    }

    /// nil: `path` is not one of `source`'s inputs; empty: it affects every language; else the languages.
    private mutating func affectedLanguages(_ path: String, _ source: LayoutInputs) -> Set<String>? {
        if path == source.file { return [] }
        // A SwiftUI screen's views come from any of the app's Swift files, not only the one that declares it.
        if path.hasSuffix(".swift"), source.file.hasSuffix(".swift") { return [] }
        if let assets = source.assets, Self.isInside(path, assets) { return [] }
        guard let strings = source.strings, Self.isInside(path, strings) else { return nil }
        let components = path.dropFirst(strings.count).split(separator: "/")
        if let lproj = components.first(where: { $0.hasSuffix(".lproj") }) {
            return [String(lproj.dropLast(6))]
        }
        if path.hasSuffix(".xcstrings") { return changedCatalogLanguages(path) }
        return []
    }

    /// The languages whose values differ from the last time this catalog was read (all on the first read).
    private mutating func changedCatalogLanguages(_ path: String) -> Set<String> {
        let now = Self.digests(path)
        defer { catalogDigests[path] = now }
        guard let before = catalogDigests[path], !now.isEmpty else { return [] }
        let languages = Set(now.keys).union(before.keys)
        let changed = languages.filter { now[$0] != before[$0] }
        // A language that appears or disappears changes the matrix itself.
        return Set(now.keys) == Set(before.keys) ? Set(changed) : []
    }

    /// Remembers the catalogs' present contents, so the first edit is compared with what was rendered.
    mutating func remember(_ sources: [LayoutInputs], stamps: FileStamps) {
        for path in stamps.stamps.keys where path.hasSuffix(".xcstrings") {
            if sources.contains(where: { $0.strings.map { Self.isInside(path, $0) } ?? false }) {
                catalogDigests[path] = Self.digests(path)
            }
        }
    }

    /// Each language's values in an .xcstrings file, as canonical JSON text (empty when it does not parse).
    static func digests(_ path: String) -> [String: String] {
        guard let data = FileManager.default.contents(atPath: path),
              let catalog = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let strings = catalog["strings"] as? [String: Any] else { return [:] }
        var perLanguage: [String: [String: Any]] = [:]
        for (key, entry) in strings {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            for (language, value) in localizations { perLanguage[language, default: [:]][key] = value }
        }
        var digests: [String: String] = [:]
        for (language, values) in perLanguage {
            let text = try? JSONSerialization.data(withJSONObject: values, options: [.sortedKeys])
            digests[language] = text.map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
        if let source = catalog["sourceLanguage"] as? String { digests["sourceLanguage"] = source }
        return digests
    }

    static func isInside(_ path: String, _ folder: String) -> Bool {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path == folder || path.hasPrefix(prefix)
    }
}
