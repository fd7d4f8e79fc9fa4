import Foundation
import GlossaICU

/// Everything a strings folder holds: `<lang>.lproj/<Table>.strings|.stringsdict` (Base.lproj
/// included) and `<Table>.xcstrings` String Catalogs directly in the folder.
///
/// Within one locale and table, a stringsdict entry wins over a strings entry of the same key
/// and a String Catalog wins over both, as Xcode's build would leave it. Folders that spell
/// one locale two ways (zh_Hans.lproj and zh-Hans.lproj) are merged, with a warning.
struct CatalogFolder {
    /// table → locale (canonical, or "Base") → key → entry.
    var entries: [String: [String: [String: LocalizedEntry]]] = [:]
    var warnings: [String] = []
    /// The duplicate-key subset of `warnings`.
    var duplicates: [String] = []
    /// Tables and catalogs that do not parse (none of their keys loaded) or end early, in path order.
    var unreadable: [UnreadableFile] = []
    /// Canonical locales of the lproj folders, including "Base".
    var lprojLocales: Set<String> = []
    /// The first catalog's (by file name) sourceLanguage.
    var catalogSourceLanguage: String?
    /// The strings folder, as given: files are read only where its real path (or the working directory's) is.
    var root = ""

    static func load(_ folder: String) throws(LocalizationError) -> CatalogFolder {
        var result = CatalogFolder()
        result.root = folder
        let names = try contents(of: folder)
        var lprojs: [(locale: String, path: String)] = []
        var spellings: [String: String] = [:]
        for name in names where name.hasSuffix(".lproj") && isDirectory(folder + "/" + name) {
            let stem = String(name.dropLast(".lproj".count))
            guard let locale = Locales.canonical(stem) else {
                result.warnings.append("\(folder)/\(name): not a locale identifier; skipped")
                continue
            }
            if let other = spellings[locale] {
                result.warnings.append("\(folder)/\(name): same locale as \(other) (\(locale)); their tables are merged")
            }
            spellings[locale] = spellings[locale] ?? name
            result.lprojLocales.insert(locale)
            lprojs.append((locale, folder + "/" + name))
        }
        for suffix in [".strings", ".stringsdict"] {
            for (locale, path) in lprojs {
                for file in try contents(of: path) where file.hasSuffix(suffix) {
                    try result.readTable(path + "/" + file, table: String(file.dropLast(suffix.count)), locale: locale)
                }
            }
        }
        // A language's member of a storyboard's or xib's variant group that Xcode builds as strings (typed
        // `text.plist.strings`): that language's table for the document, named after it.
        for (locale, path) in lprojs where locale != "Base" {
            for file in try contents(of: path) where [".storyboard", ".xib"].contains(where: file.hasSuffix)
                && LocalizedVariant.isStringsTable(file: path + "/" + file) {
                try result.readTable(path + "/" + file, table: (file as NSString).deletingPathExtension, locale: locale)
            }
        }
        for name in names where name.hasSuffix(".xcstrings") {
            try result.readCatalog(folder + "/" + name, table: String(name.dropLast(".xcstrings".count)))
        }
        return result
    }

    /// Reads one table. One that does not parse loads nothing, as on iOS, and is `unreadable`: a repository never stops
    /// at one file. (A link out of the folder is still refused: that is the run's input, not the app's.)
    private mutating func readTable(_ path: String, table: String, locale: String) throws(LocalizationError) {
        let data = try Self.data(path, root: root)
        let language = LocaleInfo.englishName(locale)
        if path.hasSuffix(".stringsdict") {
            do {
                for (key, entry) in try StringsDictReader.read(data, path: path) { entries[table, default: [:]][locale, default: [:]][key] = entry }
            } catch {
                unreadable.append(UnreadableFile(error: error, locale: locale, consequence:
                    "iOS loads none of its plural rules: \(language) users see the development language's text for them"))
            }
            return
        }
        let parsed: StringsTable
        do {
            parsed = try StringsFileParser.parse(data, path: path)
        } catch {
            unreadable.append(UnreadableFile(error: error, locale: locale, consequence:
                "iOS loads none of its keys: \(language) users see the development language's text"))
            return
        }
        if let end = parsed.endedEarly {
            let lost = end.lostEntries == 1 ? "the entry after it is" : "the \(end.lostEntries) entries after it are"
            unreadable.append(UnreadableFile(
                error: LocalizationError(path: path, line: end.line, column: end.column, message: "a ';' where a key should start ends the table"),
                locale: locale, consequence: "\(lost) never loaded: \(language) users see the development language's text for them"))
        }
        warnings += parsed.duplicates
        duplicates += parsed.duplicates
        for (key, value) in parsed.values {
            let origin = parsed.lines[key].map { "\(path):\($0)" } ?? path
            entries[table, default: [:]][locale, default: [:]][key] = LocalizedEntry(form: .text(value, state: nil), origin: origin)
        }
    }

    private mutating func readCatalog(_ path: String, table: String) throws(LocalizationError) {
        let catalog: StringCatalogFile
        do {
            catalog = try StringCatalogReader.read(try Self.data(path, root: root), path: path)
        } catch {
            unreadable.append(UnreadableFile(error: error, locale: nil, consequence:
                "Xcode cannot compile it: none of its strings reach the app"))
            return
        }
        warnings += catalog.warnings
        if let source = catalogSourceLanguage, source != catalog.sourceLanguage {
            warnings.append("\(path): sourceLanguage \(catalog.sourceLanguage) differs from \(source) of an earlier catalog")
        }
        catalogSourceLanguage = catalogSourceLanguage ?? catalog.sourceLanguage
        if entries[table] != nil {
            warnings.append("\(path): table \(table) also has lproj files; the String Catalog's values win")
        }
        guard entries[table] != nil else {
            entries[table] = catalog.entries  // the catalog's tables as they are: no second copy at the peak
            return
        }
        for (locale, keys) in catalog.entries {
            for (key, entry) in keys { entries[table, default: [:]][locale, default: [:]][key] = entry }
        }
    }

    private static func contents(of folder: String) throws(LocalizationError) -> [String] {
        guard isDirectory(folder) else { throw LocalizationError(path: folder, message: "not a folder") }
        do {
            // Hidden files, and the AppleDouble `._*` files macOS leaves beside each file it copies elsewhere.
            return try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") }.sorted()
        } catch {
            throw LocalizationError(path: folder, message: "cannot list the folder: \(error.localizedDescription)")
        }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The file's bytes. A file reached through a link that leaves both the strings folder and the working
    /// directory (a pull request can commit `de.lproj/Localizable.strings → /etc/passwd`) is refused before
    /// it is read, so no message ever quotes a line of it.
    private static func data(_ path: String, root: String) throws(LocalizationError) -> Data {
        if let real = realPath(path), !isInside(real, realPath(root)), !isInside(real, realPath(FileManager.default.currentDirectoryPath)) {
            throw LocalizationError(path: path, message: "is a link to \(real), outside the strings folder \(root) and the working directory; Glossa reads strings only inside them")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LocalizationError(path: path, message: "cannot read the file")
        }
        return data
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func isInside(_ path: String, _ folder: String?) -> Bool {
        guard let folder else { return false }
        return path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }
}
