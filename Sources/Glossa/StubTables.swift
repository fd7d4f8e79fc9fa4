import Foundation
import GlossaCheck
import GlossaICU
import GlossaLayout
import GlossaLocalization

/// Tables a language ships that copy the development text whole (a stub `ar.lproj` made by duplicating `en.lproj`):
/// one `untranslated` finding for the table and locale, not one per key and view.
///
/// A table is a copy when, of the keys its language gives a value that the development language has too (at least
/// `minimumKeys`), at least `share` are that value unchanged. The development text of a storyboard's or xib's key is
/// its document's own text where no development-language table has it.
enum StubTables {
    static let minimumKeys = 5
    static let share = 0.9

    struct Stub: Sendable, Equatable {
        /// The strings folder the table is in.
        var folder: String
        var table: String
        var locale: String
        var file: String
        var copied: Int
        var compared: Int
        /// The catalog's development language.
        var development: String
    }

    /// The stub tables of the catalogs of `documents` (each catalog once), in file order.
    static func find(_ documents: [LayoutDocument], catalog: (LayoutDocument) throws(GlossaError) -> StringCatalog?) throws(GlossaError) -> [Stub] {
        var written: [ObjectIdentifier: (catalog: StringCatalog, texts: [String: [String: String]])] = [:]
        for document in documents {
            guard let found = try catalog(document) else { continue }
            var entry = written[ObjectIdentifier(found)] ?? (found, [:])
            for node in document.allNodes {
                guard let content = node.text, let key = content.key, let text = content.defaultValue else { continue }
                entry.texts[content.table ?? document.table, default: [:]][key] = text
            }
            written[ObjectIdentifier(found)] = entry
        }
        var stubs: [Stub] = []
        for (catalog, texts) in written.values {
            for table in catalog.tables {
                for locale in catalog.translationLocales {
                    if let stub = stub(catalog, table: table, locale: locale, documentTexts: texts[table] ?? [:]) { stubs.append(stub) }
                }
            }
        }
        return stubs.sorted { ($0.file, $0.locale) < ($1.file, $1.locale) }
    }

    private static func stub(_ catalog: StringCatalog, table: String, locale: String, documentTexts: [String: String]) -> Stub? {
        let own = catalog.ownValues(table: table, locale: locale)
        guard own.count >= minimumKeys else { return nil }
        var compared = 0, copied = 0
        var file: String?
        let developmentValues = catalog.ownValues(table: table, locale: catalog.developmentLanguage)
        let baseValues = catalog.ownValues(table: table, locale: "Base")
        for key in own.keys.sorted() {
            let value = own[key]!
            guard let development = developmentValues[key]?.value ?? documentTexts[key] ?? baseValues[key]?.value else { continue }
            compared += 1
            if value.value == development { copied += 1 }
            file = file ?? String(value.origin.prefix { $0 != ":" })
        }
        guard compared >= minimumKeys, Double(copied) >= share * Double(compared), let file else { return nil }
        return Stub(folder: catalog.folder, table: table, locale: locale, file: file, copied: copied, compared: compared,
                    development: catalog.developmentLanguage)
    }

    /// The file finding of a stub table.
    static func entry(_ stub: Stub) -> UnreadableFiles.Entry {
        let language = LocaleInfo.englishName(stub.locale), developmentName = LocaleInfo.englishName(stub.development)
        return UnreadableFiles.Entry(file: stub.file, line: nil, column: nil, locale: stub.locale, isTranslation: true, kind: .untranslated,
                                     message: "\(stub.copied) of \(stub.compared) values are the development text: \(language) users see \(developmentName)")
    }
}
