import Foundation

/// A component as `GET /api/components/` gives it: the files it translates (`filemask`, and `template` for a
/// monolingual format such as iOS strings).
struct WeblateComponent: Decodable, Sendable {
    var slug: String
    /// Given in `/api/components/`, not in a project's list (`/api/projects/{project}/components/`).
    var project: Project?
    /// `…/api/components/{project}/{component}/`, which names the project in both lists.
    var url: String?
    var filemask: String?
    var template: String?
    var fileFormat: String?
    var isGlossary: Bool?

    struct Project: Decodable, Sendable { var slug: String }

    enum CodingKeys: String, CodingKey {
        case slug, project, url, filemask, template
        case fileFormat = "file_format"
        case isGlossary = "is_glossary"
    }

    var projectSlug: String {
        if let project { return project.slug }
        let parts = url.flatMap(URL.init(string:))?.pathComponents ?? []
        return parts.count >= 2 ? parts[parts.count - 2] : ""
    }

    /// `project/component`, as messages name it.
    var path: String { "\(projectSlug)/\(slug)" }
    var apiPath: String { "\(Self.escape(projectSlug))/\(Self.escape(slug))" }

    static func escape(_ segment: String) -> String {
        segment.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))) ?? segment
    }
}

/// A component's file in one language.
struct WeblateTranslation: Decodable, Sendable {
    var language: Language
    /// The code as the file names it (`pt-BR`), which may differ from Weblate's own.
    var fileLanguageCode: String?
    var filename: String?
    var isSource: Bool?

    /// Weblate's own code (`pt_BR`, `zh_Hans`): the one its URLs and its screenshot upload take.
    struct Language: Decodable, Sendable { var code: String }

    var languageCode: String { language.code }

    enum CodingKeys: String, CodingKey {
        case language
        case fileLanguageCode = "language_code"
        case filename
        case isSource = "is_source"
    }
}

/// A string of a translation: for iOS strings and stringsdict, `context` is the key.
struct WeblateUnit: Decodable, Sendable {
    var id: Int
    var context: String?
    var source: [String]?
    var extraFlags: String?

    enum CodingKeys: String, CodingKey {
        case id, context, source
        case extraFlags = "extra_flags"
    }

    /// The key this unit translates: its context, else (a format without keys) its source text.
    var key: String? {
        if let context, !context.isEmpty { return context }
        return source?.first
    }
}

/// A screenshot: which translation it belongs to and which units it is linked to, as API URLs.
struct WeblateScreenshot: Decodable, Sendable {
    var id: Int
    var name: String
    var translation: String?
    var units: [String]?

    /// The language code at the end of `…/api/translations/{project}/{component}/{language}/`.
    var languageCode: String? {
        guard let translation, let url = URL(string: translation) else { return nil }
        return url.pathComponents.last.flatMap { $0.removingPercentEncoding ?? $0 }
    }

    /// The ids of the linked units (`…/api/units/{id}/`).
    var unitIDs: Set<Int> {
        Set((units ?? []).compactMap { URL(string: $0)?.pathComponents.last.flatMap { Int($0) } })
    }
}

/// `POST /api/screenshots/`'s answer: the new screenshot's URL (its id is the URL's last component).
struct CreatedScreenshot: Decodable, Sendable {
    var id: Int?
    var url: String?

    var screenshotID: Int? {
        id ?? url.flatMap { URL(string: $0)?.pathComponents.last.flatMap { Int($0) } }
    }
}
