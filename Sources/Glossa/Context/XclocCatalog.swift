import Foundation
import GlossaLocalization

/// An Xcode localization catalog (`xcodebuild -exportLocalizations`) as `glossa context` reads it: a folder with
/// `contents.json`, `Localized Contents/<language>.xliff`, `Source Contents/…` and `Notes/`. Only the XLIFF is read
/// (its translator's language and its units); everything else is copied as it is.
struct XclocCatalog {
    /// One `trans-unit` of the XLIFF, with the table its `<file original>` names.
    struct Unit: Hashable {
        /// The unit's id: what Xcode's screenshot list calls `stringKey`.
        let id: String
        /// The basename of its file's `original` without its extension (`App/Base.lproj/Main.storyboard`: `Main`).
        let table: String
    }

    let folder: String
    /// The XLIFF files, by their path inside the catalog, in name order.
    let xliffs: [(path: String, document: XLIFFDocument)]
    /// The translator's language: the XLIFF's `target-language` (else contents.json's `targetLocale`).
    let language: String
    /// The units of every XLIFF, by the key (table and key, Xcode's variation suffix taken off) Glossa's screens show.
    let units: [KeyReference: [Unit]]

    static let localizedContents = "Localized Contents"
    /// Where Glossa's pictures go: beside Xcode's own (`Notes/Screenshots/<test>/<device>/`), in a folder of its own.
    static let screenshots = "Notes/Screenshots/Glossa"

    /// Reads the catalog; anything that makes it no catalog Xcode exported is an error naming the file at fault.
    static func read(_ folder: String) throws(GlossaError) -> XclocCatalog {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
            throw GlossaError("\(folder): no such folder; --xcloc takes the .xcloc folder Xcode exported (xcodebuild -exportLocalizations)")
        }
        guard isFolder.boolValue else {
            throw GlossaError("\(folder): not an Xcode localization catalog: an .xcloc is a folder (with contents.json and Localized Contents/), this is a file")
        }
        let contentsPath = (folder as NSString).appendingPathComponent("contents.json")
        guard let contents = FileManager.default.contents(atPath: contentsPath) else {
            throw GlossaError("\(contentsPath): missing or unreadable: \(folder) is not an Xcode localization catalog (.xcloc)")
        }
        guard let object = try? JSONSerialization.jsonObject(with: contents), let manifest = object as? [String: Any] else {
            throw GlossaError("\(contentsPath): not a JSON object: \(folder) is not an Xcode localization catalog (.xcloc)")
        }
        let localized = (folder as NSString).appendingPathComponent(localizedContents)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: localized)) ?? [])
            .filter { $0.lowercased().hasSuffix(".xliff") && !$0.hasPrefix(".") }.sorted()
        guard !names.isEmpty else {
            throw GlossaError("\(localized): no .xliff file: \(folder) is not an Xcode localization catalog (.xcloc)")
        }
        var xliffs: [(path: String, document: XLIFFDocument)] = []
        var languages: [(String, String)] = []
        var units: [KeyReference: [Unit]] = [:]
        for name in names {
            let relative = "\(localizedContents)/\(name)"
            let path = (folder as NSString).appendingPathComponent(relative)
            guard let data = FileManager.default.contents(atPath: path) else { throw GlossaError("\(path): cannot read the file") }
            let document: XLIFFDocument
            do {
                document = try XLIFFDocument(data: data, path: path)
            } catch {
                throw GlossaError("\(error)")
            }
            guard !document.files.isEmpty else { throw GlossaError("\(path): no <file> element: not an XLIFF document Xcode exported") }
            for file in document.files {
                guard let original = file.attribute("original"), let table = table(of: original) else {
                    throw GlossaError("\(path):\(file.line): <file> without an 'original' naming its table")
                }
                if let language = file.attribute("target-language"), !language.isEmpty { languages.append((language, "\(path):\(file.line)")) }
                for unit in file.units {
                    guard let id = unit.id, let key = unit.key else { continue }
                    units[KeyReference(table: table, key: key), default: []].append(Unit(id: id, table: table))
                }
            }
            xliffs.append((relative, document))
        }
        let distinct = Set(languages.map { Locales.canonical($0.0) ?? $0.0 })
        if distinct.count > 1 {
            let list = languages.map { "\($0.0) (\($0.1))" }.joined(separator: ", ")
            throw GlossaError("\(localized): XLIFF files of more than one target-language: \(list); an .xcloc holds one language")
        }
        guard let written = languages.first?.0 ?? (manifest["targetLocale"] as? String), !written.isEmpty else {
            throw GlossaError("\(path(folder, names[0])): no target-language on its <file> elements, nor a targetLocale in contents.json: the translator's language is unknown")
        }
        let language = Locales.canonical(written) ?? written
        guard Locales.canonical(language) != nil else {
            throw GlossaError("\(path(folder, names[0])): target-language '\(written)' is not a locale Glossa knows")
        }
        var unique: [KeyReference: [Unit]] = [:]
        for (key, list) in units {
            var seen = Set<Unit>()
            unique[key] = list.filter { seen.insert($0).inserted }
        }
        return XclocCatalog(folder: folder, xliffs: xliffs, language: language, units: unique)
    }

    private static func path(_ folder: String, _ name: String) -> String {
        (folder as NSString).appendingPathComponent("\(localizedContents)/\(name)")
    }

    /// The table a `<file original>` names: its basename without the extension (`Main.storyboard`,
    /// `en.lproj/Localizable.strings` and `Localizable.xcstrings` are tables `Main` and `Localizable`); nil when empty.
    static func table(of original: String) -> String? {
        let base = ((original as NSString).lastPathComponent as NSString).deletingPathExtension
        return base.isEmpty ? nil : base
    }

    /// Every unit's id and table, sorted.
    var allUnits: [Unit] {
        units.values.flatMap { $0 }.sorted { ($0.table, $0.id) < ($1.table, $1.id) }
    }
}

/// Xcode's list of the screenshots of a catalog's strings (`localizationStringData.plist`), as an XML property list
/// written the same, byte for byte, on every run: a dictionary per unit (sorted by table, then id) with its
/// screenshots (sorted by name, then place), each dictionary's keys in order.
enum LocalizationStringData {
    struct Screenshot {
        let name: String
        let frame: TextRect
        /// The view's place among the key's views on the picture (document order).
        let order: Int
    }

    /// The names Xcode's screenshot folders give the list (both are written, with the same bytes).
    static let fileNames = ["localizationStringData.plist", "localizedStringData.plist"]

    /// NSStringFromRect's form, in points: `{{x, y}, {w, h}}`, each number to a thousandth.
    static func frame(_ rect: TextRect) -> String {
        "{{\(JSON.format(rect.x)), \(JSON.format(rect.y))}, {\(JSON.format(rect.width)), \(JSON.format(rect.height))}}"
    }

    static func document(_ entries: [XclocCatalog.Unit: [Screenshot]]) -> String {
        var text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <array>

        """
        for unit in entries.keys.sorted(by: { ($0.table, $0.id) < ($1.table, $1.id) }) {
            let shots = entries[unit]!.sorted { ($0.name, $0.order) < ($1.name, $1.order) }
            text += "\t<dict>\n"
            text += "\t\t<key>bundleID</key>\n\t\t<string></string>\n"
            text += "\t\t<key>bundlePath</key>\n\t\t<string></string>\n"
            text += "\t\t<key>screenshots</key>\n\t\t<array>\n"
            for shot in shots {
                text += "\t\t\t<dict>\n"
                text += "\t\t\t\t<key>frame</key>\n\t\t\t\t<string>\(escape(frame(shot.frame)))</string>\n"
                text += "\t\t\t\t<key>name</key>\n\t\t\t\t<string>\(escape(shot.name))</string>\n"
                text += "\t\t\t</dict>\n"
            }
            text += "\t\t</array>\n"
            text += "\t\t<key>stringKey</key>\n\t\t<string>\(escape(unit.id))</string>\n"
            text += "\t\t<key>tableName</key>\n\t\t<string>\(escape(unit.table))</string>\n"
            text += "\t</dict>\n"
        }
        return text + "</array>\n</plist>\n"
    }

    /// Text as a property list's `<string>` holds it.
    private static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
