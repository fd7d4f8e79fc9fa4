import Foundation

/// A `Contents.json` as Xcode writes it in an asset catalog: an image set's images and properties, or a
/// folder's properties.
///
/// Only what drawing needs is read; other keys (`info`, `width-class`, …) are ignored as Xcode's
/// compiler ignores what it does not know.
struct AssetContents: Decodable {
    struct Image: Decodable {
        var filename: String?
        var idiom: String?
        var scale: String?
        var languageDirection: String?
        var subtype: String?
        var appearances: [Appearance]?

        enum CodingKeys: String, CodingKey {
            case filename, idiom, scale, subtype, appearances
            case languageDirection = "language-direction"
        }
    }

    /// A dark or high-contrast variant's condition; such variants are never chosen (screens are light).
    struct Appearance: Decodable {
        var appearance: String?
        var value: String?
    }

    struct Properties: Decodable {
        var templateRenderingIntent: String?
        var providesNamespace: Bool?

        enum CodingKeys: String, CodingKey {
            case templateRenderingIntent = "template-rendering-intent"
            case providesNamespace = "provides-namespace"
        }
    }

    var images: [Image]?
    var properties: Properties?

    /// The `Contents.json` in `folder`; nil when there is none (a folder Xcode did not write one for).
    static func read(folder: String) throws(AssetError) -> AssetContents? {
        let file = (folder as NSString).appendingPathComponent("Contents.json")
        guard FileManager.default.fileExists(atPath: file) else { return nil }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw AssetError.unreadable(file: file, reason: "cannot read the file")
        }
        let contents: AssetContents
        do {
            contents = try JSONDecoder().decode(AssetContents.self, from: data)
        } catch let DecodingError.dataCorrupted(context) {
            throw AssetError.badContents(file: file, reason: context.underlyingError.map { "\($0.localizedDescription)" }
                                            ?? context.debugDescription)
        } catch let DecodingError.typeMismatch(_, context) {
            throw AssetError.badContents(file: file, reason: "\(path(context)): \(context.debugDescription)")
        } catch {
            throw AssetError.badContents(file: file, reason: "\(error)")
        }
        for (index, image) in (contents.images ?? []).enumerated() {
            guard let scale = image.scale, !scales.contains(scale) else { continue }
            let line = Self.line(of: "\"scale\"", value: scale, in: data).map { ":\($0)" } ?? ""
            throw AssetError.badContents(file: file + line, reason: "images[\(index)].scale is \(String(reflecting: scale)); an image set's scales are 1x, 2x and 3x")
        }
        return contents
    }

    /// The scales Xcode writes (and the only ones an image set may have).
    static let scales: Set<String> = ["1x", "2x", "3x"]

    /// The line of the first `key : "value"` in the JSON text, for a message that points at it.
    private static func line(of key: String, value: String, in data: Data) -> Int? {
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let quoted = "\"" + value + "\""
        return lines.firstIndex { $0.contains(key) && $0.contains(quoted) }.map { $0 + 1 }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
}

/// Errors reading an asset catalog or one of its images; each names the asset or file at fault.
public enum AssetError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The name, or the real path of its image set or image, leaves the folder it must stay in.
    case outsideCatalog(name: String, path: String)
    /// A PDF, SVG, HEIC or GIF image: Glossa draws PNG and JPEG images only.
    case unsupportedFormat(file: String, format: String)
    case unreadable(file: String, reason: String)
    case badContents(file: String, reason: String)
    /// Two image sets answer to the same name (Xcode refuses to build such a catalog too).
    case duplicateName(name: String, paths: [String])

    public var description: String {
        switch self {
        case let .outsideCatalog(name, path):
            return "asset '\(name)' resolves outside its catalog (to '\(path)'); images must stay inside the catalog folder"
        case let .unsupportedFormat(file, format):
            return "\(file): \(format) images are not supported; add PNG or JPEG images (@2x, @3x) to the image set"
        case let .unreadable(file, reason): return "\(file): \(reason)"
        case let .badContents(file, reason): return "\(file): not a valid asset Contents.json: \(reason)"
        case let .duplicateName(name, paths):
            return "asset '\(name)' is defined more than once: \(paths.joined(separator: ", "))"
        }
    }
}
