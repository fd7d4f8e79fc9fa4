import Foundation
import Glossa

/// What the page draws (`/state.json`): the screens in matrix order, each with its findings and view
/// frames for the overlay, and the errors of the edits that failed.
struct PageState: Encodable, Sendable {
    struct Box: Encodable, Sendable {
        let x, y, width, height: Double

        init(_ rect: TextRect) {
            (x, y, width, height) = (rect.x, rect.y, rect.width, rect.height)
        }
    }

    struct Mark: Encodable, Sendable {
        let name: String
        let frame: Box
        let text: String?
    }

    struct Problem: Encodable, Sendable {
        let kind: String
        let severity: String
        let view: String?
        let message: String
        let frame: Box?
    }

    struct Cell: Encodable, Sendable {
        let key, layout, device, locale, contentSize, direction: String
        /// The state version that last rendered this screen: the page replaces a cell when it changes.
        let version: Int
        let png: String
        /// The device's size in points, for placing overlay boxes over the PNG.
        let width, height: Double
        let views: [Mark]
        let findings: [Problem]

        init(_ screen: PreviewScreen, version: Int) {
            let result = screen.result
            key = screen.key
            (layout, device, locale, contentSize) = (result.layout, result.device, result.locale, result.contentSize)
            direction = result.direction == .rightToLeft ? "rtl" : "ltr"
            self.version = version
            png = PreviewURL.png(screen.key, version: version)
            let size = Device.named(result.device)
            (width, height) = (size?.width ?? 0, size?.height ?? 0)
            views = result.views.filter { $0.id != nil && !$0.hidden }.map { Mark(name: $0.name, frame: Box($0.frame), text: $0.text) }
            findings = result.findings.map {
                Problem(kind: $0.kind.rawValue, severity: $0.severity.rawValue, view: $0.view, message: $0.message,
                        frame: $0.frame.map(Box.init))
            }
        }
    }

    let version: Int
    let errors: [String]
    let screens: [Cell]

    func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}

/// The preview's URLs: the one place a screen's key (built from a layout name a pull request controls)
/// becomes part of a URL. Every byte but the unreserved ones is percent-encoded, so a name can neither end
/// the path nor, once the page puts the URL in an attribute (escaped there as HTML), the attribute.
enum PreviewURL {
    /// `/png/<key, each part percent-encoded>.png?v=<version>`.
    static func png(_ key: String, version: Int) -> String {
        "/png/" + key.split(separator: "/", omittingEmptySubsequences: false).map { encoded(String($0)) }.joined(separator: "/")
            + ".png?v=\(version)"
    }

    /// The key a `/png/…` request path names (nil when it names none).
    static func key(path: String) -> String? {
        guard path.hasPrefix("/png/"), path.hasSuffix(".png") else { return nil }
        return String(path.dropFirst("/png/".count).dropLast(".png".count)).removingPercentEncoding
    }

    private static func encoded(_ part: String) -> String {
        var output = ""
        for byte in part.utf8 {
            let unreserved = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E
            output += unreserved ? String(UnicodeScalar(byte)) : String(format: "%%%02X", byte)
        }
        return output
    }
}
