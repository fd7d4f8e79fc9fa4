import Foundation
import GlossaText

/// The kind of device an image variant is for, as asset catalogs name it (`universal` fits them all).
public enum DeviceIdiom: String, Sendable, CaseIterable {
    case iphone, ipad, watch
}

/// How an image set follows the layout direction: Xcode's "Direction" attribute of an image set.
public enum ImageDirection: String, Sendable {
    /// No `language-direction`: the same pixels in every direction.
    case fixed
    /// `left-to-right` images only: drawn as they are in LTR, mirrored in RTL.
    case leftToRightMirrors
    /// `right-to-left` images only: drawn as they are in RTL, mirrored in LTR.
    case rightToLeftMirrors
    /// Both `left-to-right` and `right-to-left` images: each direction shows its own, never mirrored.
    case both
}

/// The file an image view shows, at which scale, and whether it is drawn mirrored.
public struct Rendition: Equatable, Sendable {
    public var file: String
    /// Pixels per point of the file (its `scale`, 1 when the entry has none).
    public var scale: Double
    public var mirrored: Bool
}

/// One `NAME.imageset` of a catalog: its image entries and whether it is a template.
public struct ImageSet: Sendable {
    struct Entry: Sendable {
        var filename: String
        var idiom: String
        var scale: Double
        var direction: TextDirection?
    }

    /// The name views use ("Folder/name" inside a folder that provides a namespace).
    public let name: String
    /// The `.imageset` folder, as found in the catalog.
    public let folder: String
    /// `template-rendering-intent: template`: only the alpha is drawn, in the view's tint.
    public let isTemplate: Bool
    /// `template-rendering-intent: original`: never tinted, not even by a bar that tints images by default.
    public let isOriginal: Bool
    let entries: [Entry]
    /// The real path its image files must stay under.
    let realRoot: String

    init(name: String, folder: String, realRoot: String) throws(AssetError) {
        self.name = name
        self.folder = folder
        self.realRoot = realRoot
        let contents = try AssetContents.read(folder: folder)
        isTemplate = contents?.properties?.templateRenderingIntent == "template"
        isOriginal = contents?.properties?.templateRenderingIntent == "original"
        var entries: [Entry] = []
        for image in contents?.images ?? [] {
            // Dark and high-contrast variants and device subtypes (38mm, retina4) are never the screen's.
            guard let filename = image.filename, image.appearances?.isEmpty ?? true, image.subtype == nil else { continue }
            let direction: TextDirection? = switch image.languageDirection {
            case "left-to-right": .leftToRight
            case "right-to-left": .rightToLeft
            default: nil
            }
            // `AssetContents` has refused any scale but 1x, 2x and 3x.
            let scale = image.scale.flatMap { Double($0.dropLast()) } ?? 1
            entries.append(Entry(filename: filename, idiom: image.idiom ?? "universal", scale: scale,
                                 direction: direction))
        }
        self.entries = entries
    }

    /// Xcode's `language-direction` semantics for the whole set.
    public var direction: ImageDirection {
        let directions = Set(entries.compactMap { $0.direction.map { $0 == .leftToRight } })
        switch (directions.contains(true), directions.contains(false)) {
        case (true, true): return .both
        case (true, false): return .leftToRightMirrors
        case (false, true): return .rightToLeftMirrors
        case (false, false): return .fixed
        }
    }

    /// The file to draw for a view whose effective layout direction is `layoutDirection`, on a screen of
    /// `scale` pixels per point and `idiom`; nil when the set has no image at all.
    ///
    /// This is the one place that decides whether an image is mirrored. The direction is the image view's
    /// own effective direction (its `semantic` honoured), so an arrow inside a playback stack never flips.
    /// Variants: the device's idiom, else universal; the exact scale, else the next larger, else the largest.
    public func rendition(scale: Double, idiom: DeviceIdiom, layoutDirection: TextDirection) -> Rendition? {
        let candidates = Self.forIdiom(idiom, entries)
        let mirrored: Bool
        var chosen = candidates
        switch direction {
        case .fixed: mirrored = false
        case .leftToRightMirrors: mirrored = layoutDirection == .rightToLeft
        case .rightToLeftMirrors: mirrored = layoutDirection == .leftToRight
        case .both:
            let own = candidates.filter { $0.direction == layoutDirection }
            // A set that has the other direction's image only for this idiom shows it mirrored.
            mirrored = own.isEmpty
            chosen = own.isEmpty ? candidates : own
        }
        guard let entry = Self.bestScale(scale, chosen) else { return nil }
        return Rendition(file: FileLookup.path(of: entry.filename, in: folder), scale: entry.scale,
                         mirrored: mirrored)
    }

    /// The entries for the device's idiom when it has any, else universal ones, else any (iphone first).
    static func forIdiom(_ idiom: DeviceIdiom, _ entries: [Entry]) -> [Entry] {
        for wanted in [idiom.rawValue, "universal"] + DeviceIdiom.allCases.map(\.rawValue) {
            let matching = entries.filter { $0.idiom == wanted }
            if !matching.isEmpty { return matching }
        }
        return entries.sorted { $0.idiom < $1.idiom }
    }

    /// The exact scale, else the smallest larger one (drawn down), else the largest (drawn up).
    static func bestScale(_ scale: Double, _ entries: [Entry]) -> Entry? {
        if let exact = entries.first(where: { $0.scale == scale }) { return exact }
        let larger = entries.filter { $0.scale > scale }
        if let next = larger.min(by: { $0.scale < $1.scale }) { return next }
        return entries.max { $0.scale < $1.scale }
    }
}
