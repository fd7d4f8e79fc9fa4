import Foundation
import Glossa
@testable import GlossaWeblate

/// A Weblate of one project in memory, answering the requests the uploader sends as the real API does (the
/// shapes of Weblate 5.14's serializers), and keeping every request for the test to read.
final class FakeWeblate: WeblateTransport, @unchecked Sendable {
    struct Unit { var id: Int; var component: String; var language: String; var key: String; var extraFlags = "" }
    struct Screenshot { var id: Int; var component: String; var name: String; var language: String; var units: Set<Int>; var image: Data }

    private let lock = NSLock()
    let host = "http://weblate.test"
    /// Weblate's language codes, and the code each file names (`pt_BR` in `pt-BR.lproj`).
    var languages: [(code: String, file: String)] = [("en", "en"), ("de", "de"), ("pt_BR", "pt-BR")]
    /// Components of project `app` and their keys, all of the table `Localizable` (two apps' strings).
    let components: [(slug: String, keys: [String])]
    private(set) var units: [Unit] = []
    private(set) var screenshots: [Screenshot] = []
    private(set) var requests: [WeblateRequest] = []
    /// Items per page of a list, small so that tests follow `next`.
    var pageSize = 2

    init(components: [(slug: String, keys: [String])] = [("main", ["city", "date"])]) {
        self.components = components
        for component in components {
            for language in languages {
                for key in component.keys {
                    units.append(Unit(id: units.count + 1, component: component.slug, language: language.code, key: key))
                }
            }
        }
    }

    func addScreenshot(name: String, language: String, component: String = "main", units linked: Set<Int> = []) {
        lock.withLock {
            screenshots.append(Screenshot(id: screenshots.count + 100, component: component, name: name, language: language,
                                          units: linked, image: Data()))
        }
    }

    func send(_ request: WeblateRequest) throws(GlossaError) -> WeblateResponse {
        lock.withLock {
            requests.append(request)
            return answer(request)
        }
    }

    private func answer(_ request: WeblateRequest) -> WeblateResponse {
        let path = request.url.path, query = request.url.query ?? ""
        let page = Int(query.components(separatedBy: "&").first { $0.hasPrefix("page=") }?.dropFirst(5) ?? "1") ?? 1
        let parts = path.split(separator: "/").map(String.init)
        switch (request.method, parts) {
        case ("GET", ["api", "components"]), ("GET", ["api", "projects", "app", "components"]):
            // A project's list leaves out `project`: only the component's url names it.
            let named = parts.count == 2
            return list((components.map { ($0.slug, false) } + [("glossary", true)]).map { slug, glossary in
                var component: [String: Any] = ["slug": slug, "url": "\(host)/api/components/app/\(slug)/",
                                                "filemask": glossary ? "*.tbx" : "\(slug)/*.lproj/Localizable.strings",
                                                "template": glossary ? "" : "\(slug)/en.lproj/Localizable.strings",
                                                "file_format": glossary ? "tbx" : "strings-utf8", "is_glossary": glossary]
                if named { component["project"] = ["slug": "app"] }
                return component
            }, page, path)
        case let ("GET", parts) where parts.count == 5 && parts[1] == "components" && parts[4] == "translations":
            return list(languages.map { ["language": ["code": $0.code], "language_code": $0.file, "is_source": $0.code == "en",
                                          "filename": "\(parts[3])/\($0.file).lproj/Localizable.strings"] }, page, path)
        case let ("GET", parts) where parts.count == 5 && parts[1] == "components" && parts[4] == "screenshots":
            return list(screenshots.filter { $0.component == parts[3] }.map(json), page, path)
        case let ("GET", parts) where parts.count == 6 && parts[1] == "translations" && parts[5] == "units":
            return list(units.filter { $0.component == parts[3] && $0.language == parts[4] }.map {
                ["id": $0.id, "context": $0.key, "source": [$0.key.uppercased()], "extra_flags": $0.extraFlags]
            }, page, path)
        case ("POST", ["api", "screenshots"]):
            let fields = Self.formFields(request)
            let new = Screenshot(id: screenshots.count + 100, component: fields["component_slug"] ?? "", name: fields["name"] ?? "",
                                 language: fields["language_code"] ?? "", units: [], image: request.body ?? Data())
            screenshots.append(new)
            var answer = json(new)
            answer.removeValue(forKey: "id")  // ScreenshotCreateSerializer has no id: only its url says it
            return .init(status: 201, body: try! JSONSerialization.data(withJSONObject: answer))
        case let ("POST", parts) where parts.count == 4 && parts[1] == "screenshots" && parts[3] == "file":
            guard let index = screenshots.firstIndex(where: { $0.id == Int(parts[2]) }) else { return .init(status: 404) }
            screenshots[index].image = request.body ?? Data()
            return .init(status: 200, body: Data("{\"result\":true}".utf8))
        case let ("POST", parts) where parts.count == 4 && parts[1] == "screenshots" && parts[3] == "units":
            let body = (try? JSONSerialization.jsonObject(with: request.body ?? Data())) as? [String: Any]
            guard let index = screenshots.firstIndex(where: { $0.id == Int(parts[2]) }), let unit = body?["unit_id"] as? Int,
                  units.contains(where: { $0.id == unit && $0.language == screenshots[index].language
                                          && $0.component == screenshots[index].component }) else { return .init(status: 400) }
            screenshots[index].units.insert(unit)
            return .init(status: 200, body: try! JSONSerialization.data(withJSONObject: json(screenshots[index])))
        case let ("DELETE", parts) where parts.count == 3 && parts[1] == "screenshots":
            screenshots.removeAll { $0.id == Int(parts[2]) }
            return .init(status: 204)
        case let ("PATCH", parts) where parts.count == 3 && parts[1] == "units":
            let body = (try? JSONSerialization.jsonObject(with: request.body ?? Data())) as? [String: Any]
            guard let index = units.firstIndex(where: { $0.id == Int(parts[2]) }), units[index].language == "en" else {
                return .init(status: 403)
            }
            units[index].extraFlags = body?["extra_flags"] as? String ?? ""
            return .init(status: 200, body: Data("{}".utf8))
        default:
            return .init(status: 404, body: Data("{\"detail\":\"Not found.\"}".utf8))
        }
    }

    private func json(_ screenshot: Screenshot) -> [String: Any] {
        ["id": screenshot.id, "name": screenshot.name, "url": "\(host)/api/screenshots/\(screenshot.id)/",
         "translation": "\(host)/api/translations/app/\(screenshot.component)/\(screenshot.language)/",
         "units": screenshot.units.sorted().map { "\(host)/api/units/\($0)/" }]
    }

    private func list(_ items: [[String: Any]], _ page: Int, _ path: String) -> WeblateResponse {
        let slice = Array(items.dropFirst((page - 1) * pageSize).prefix(pageSize))
        let next: Any = page * pageSize < items.count ? "\(host)\(path)?page=\(page + 1)" : NSNull()
        let body: [String: Any] = ["count": items.count, "next": next, "previous": NSNull(), "results": slice]
        return .init(status: 200, body: try! JSONSerialization.data(withJSONObject: body))
    }

    /// A multipart body's text fields.
    static func formFields(_ request: WeblateRequest) -> [String: String] {
        let text = String(decoding: request.body ?? Data(), as: UTF8.self)
        var fields: [String: String] = [:]
        for part in text.components(separatedBy: "--glossa-form-boundary-7MA4YWxkTrZu0gW") {
            guard let header = part.range(of: "name=\""), !part.contains("filename=") else { continue }
            let rest = part[header.upperBound...]
            guard let end = rest.firstIndex(of: "\""), let blank = rest.range(of: "\r\n\r\n") else { continue }
            fields[String(rest[..<end])] = String(rest[blank.upperBound...]).trimmingCharacters(in: .newlines)
        }
        return fields
    }
}
