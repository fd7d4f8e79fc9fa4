import Foundation
import Glossa

/// One screenshot of `glossa context --dir`: a key of a table shown on a screen, in a locale, on a device, its view
/// outlined in the PNG.
public struct ContextShot: Sendable, Equatable {
    public var key: String
    public var table: String
    public var locale: String
    public var device: String
    public var screen: String
    /// The PNG, relative to the index's folder.
    public var file: String
    /// The key's view in PNG pixels, from the top-left.
    public var pixels: PixelBox

    public struct PixelBox: Sendable, Equatable {
        public var x: Double, y: Double, width: Double, height: Double
        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x; self.y = y; self.width = width; self.height = height
        }
    }

    public init(key: String, table: String, locale: String, device: String, screen: String, file: String, pixels: PixelBox) {
        self.key = key; self.table = table; self.locale = locale; self.device = device; self.screen = screen
        self.file = file; self.pixels = pixels
    }
}

/// Reads the index `glossa context --dir OUT` writes: `OUT/context.json`, an array of
/// `{"key", "table", "locale", "layout", "device", "screen", "file", "frame", "pixels"}` (`screen`, the screen as
/// `render` names its PNG, tells the devices and sizes of one layout apart; without it, the layout does).
public enum ContextIndex {
    /// The index file of a folder, `context.json`; a file is itself.
    public static func file(in path: URL) -> URL {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder), isFolder.boolValue else { return path }
        return path.appendingPathComponent("context.json")
    }

    /// The shots in the index's order. A `file` must stay inside the index's folder (no absolute path, no `..`):
    /// the uploader sends what the index names, and nothing else.
    public static func read(_ url: URL) throws(GlossaError) -> [ContextShot] {
        let entries: [Entry]
        do {
            entries = try JSONDecoder().decode([Entry].self, from: Data(contentsOf: url))
        } catch let error as DecodingError {
            throw GlossaError("\(url.path): not an index of glossa context: \(describe(error))")
        } catch {
            throw GlossaError("\(url.path): \(error.localizedDescription)")
        }
        return try entries.enumerated().map { (offset, entry) throws(GlossaError) in
            guard let screen = entry.screen ?? entry.layout else {
                throw GlossaError("\(url.path): entry \(offset + 1) (\(entry.key)) names no screen")
            }
            let parts = entry.file.split(separator: "/", omittingEmptySubsequences: false)
            if entry.file.hasPrefix("/") || entry.file.isEmpty || parts.contains("..") {
                throw GlossaError("\(url.path): entry \(offset + 1) (\(entry.key)): '\(entry.file)' is not a path inside the index's folder")
            }
            return ContextShot(key: entry.key, table: entry.table, locale: entry.locale, device: entry.device, screen: screen,
                               file: entry.file, pixels: entry.pixels)
        }
    }

    private struct Entry: Decodable {
        var key: String, table: String, locale: String, device: String
        var screen: String?, layout: String?
        var file: String
        var pixels: ContextShot.PixelBox
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case let .keyNotFound(key, context): "'\(key.stringValue)' is missing at \(path(context))"
        case let .typeMismatch(_, context), let .valueNotFound(_, context): "\(context.debugDescription) at \(path(context))"
        case let .dataCorrupted(context): context.debugDescription
        @unknown default: "\(error)"
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
}

extension ContextShot.PixelBox: Decodable {}
