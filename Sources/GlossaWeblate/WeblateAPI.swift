import Foundation
import Glossa

/// Weblate's REST API as the uploader uses it: JSON reads that follow pagination, a multipart image upload, small
/// JSON writes. Every answer other than 2xx is an error naming the request and what Weblate said.
public struct WeblateAPI: Sendable {
    /// The API's root, ending in `/api/`.
    public let root: URL
    let token: String?
    let transport: WeblateTransport
    /// Waits before a retry after 429 Too Many Requests (the seconds of Retry-After); tests pass one that returns.
    let pause: @Sendable (Double) -> Void

    /// Tries of one request while Weblate answers 429 (its throttle) or 503.
    static let tries = 6

    public init(root: URL, token: String?, transport: WeblateTransport = URLSessionTransport(),
                pause: @escaping @Sendable (Double) -> Void = { Thread.sleep(forTimeInterval: $0) }) {
        self.root = root; self.token = token; self.transport = transport; self.pause = pause
    }

    /// `path` below the API root (`components/`), or an absolute URL Weblate gave (a page's `next`).
    func url(_ path: String) -> URL {
        if path.hasPrefix("http://") || path.hasPrefix("https://"), let absolute = URL(string: path) { return absolute }
        return URL(string: path, relativeTo: root)!.absoluteURL
    }

    func get<Value: Decodable>(_ path: String, as type: Value.Type = Value.self) throws(GlossaError) -> Value {
        try decode(send("GET", path), as: type, path: path)
    }

    /// Every item of a paginated list, following `next`.
    func all<Value: Decodable>(_ path: String, as type: Value.Type = Value.self) throws(GlossaError) -> [Value] {
        var items: [Value] = [], next: String? = path
        var seen: Set<String> = []
        while let page = next, seen.insert(page).inserted {
            let decoded: Page<Value> = try get(page)
            items += decoded.results
            next = decoded.next
        }
        return items
    }

    func postMultipart<Value: Decodable>(_ path: String, form: MultipartForm, as type: Value.Type = Value.self) throws(GlossaError) -> Value {
        try decode(send("POST", path, body: form.body, contentType: form.contentType), as: type, path: path)
    }

    func postJSON(_ path: String, _ fields: [String: JSONValue]) throws(GlossaError) {
        _ = try send("POST", path, body: JSONValue.object(fields).data, contentType: "application/json")
    }

    func patchJSON(_ path: String, _ fields: [String: JSONValue]) throws(GlossaError) {
        _ = try send("PATCH", path, body: JSONValue.object(fields).data, contentType: "application/json")
    }

    func delete(_ path: String) throws(GlossaError) {
        _ = try send("DELETE", path)
    }

    private func send(_ method: String, _ path: String, body: Data? = nil, contentType: String? = nil) throws(GlossaError) -> Data {
        var headers = ["Accept": "application/json", "User-Agent": "glossa"]
        if let token { headers["Authorization"] = "Token \(token)" }
        if let contentType { headers["Content-Type"] = contentType }
        let request = WeblateRequest(method: method, url: url(path), headers: headers, body: body)
        for attempt in 1...Self.tries {
            let response = try transport.send(request)
            if (200..<300).contains(response.status) { return response.body }
            if [429, 503].contains(response.status), attempt < Self.tries {
                pause(min(60, Double(response.headers["retry-after"] ?? "") ?? Double(1 << attempt)))
                continue
            }
            throw GlossaError("Weblate answered \(response.status) to \(method) \(request.url.absoluteString): \(excerpt(response.body))")
        }
        throw GlossaError("Weblate kept answering 429 to \(method) \(request.url.absoluteString)")
    }

    private func decode<Value: Decodable>(_ data: Data, as type: Value.Type, path: String) throws(GlossaError) -> Value {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw GlossaError("Weblate's answer to \(url(path).absoluteString) is not what its API documents: \(error); it began: \(excerpt(data))")
        }
    }

    private func excerpt(_ data: Data) -> String {
        let text = String(decoding: data.prefix(400), as: UTF8.self).replacingOccurrences(of: "\n", with: " ")
        return text.isEmpty ? "(no body)" : text
    }
}

/// One page of a Weblate list.
struct Page<Item: Decodable>: Decodable {
    var next: String?
    var results: [Item]
}

/// The few JSON values the uploader writes.
enum JSONValue: Sendable {
    case string(String), int(Int)
    indirect case object([String: JSONValue])

    var data: Data {
        Data(serialized.utf8)
    }

    private var serialized: String {
        switch self {
        case let .string(text): JSON.quote(text)
        case let .int(number): String(number)
        case let .object(members): "{" + members.sorted { $0.key < $1.key }.map { JSON.quote($0.key) + ":" + $0.value.serialized }
            .joined(separator: ",") + "}"
        }
    }
}

/// A `multipart/form-data` body: text fields, then files.
struct MultipartForm: Sendable {
    var fields: [(name: String, value: String)] = []
    var files: [(name: String, filename: String, type: String, data: Data)] = []
    /// Fixed, so a body is the same bytes run after run; a PNG never holds this line by chance.
    let boundary = "glossa-form-boundary-7MA4YWxkTrZu0gW"

    var contentType: String { "multipart/form-data; boundary=\(boundary)" }

    var body: Data {
        var body = Data()
        func line(_ text: String) { body.append(Data((text + "\r\n").utf8)) }
        for field in fields {
            line("--\(boundary)")
            line("Content-Disposition: form-data; name=\"\(Self.escape(field.name))\"")
            line("")
            line(field.value)
        }
        for file in files {
            line("--\(boundary)")
            line("Content-Disposition: form-data; name=\"\(Self.escape(file.name))\"; filename=\"\(Self.escape(file.filename))\"")
            line("Content-Type: \(file.type)")
            line("")
            body.append(file.data)
            line("")
        }
        line("--\(boundary)--")
        return body
    }

    /// Quotes and line breaks may not stand in a quoted header parameter (WHATWG's multipart encoding).
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "%22").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }
}
