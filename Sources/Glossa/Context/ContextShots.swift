import Foundation
import GlossaLayout
import GlossaCheck
import GlossaRender

/// One key on one screen of the matrix, for translators: the whole screen as `render` draws it, in the screen's
/// locale, with every view showing the key outlined (`ContextOutline`).
struct ContextShot: Sendable {
    let key: KeyReference
    let layout: String
    let locale: String
    let device: String
    let contentSize: String
    let plural: String?
    /// The screen as `render` names its PNG: `<layout>/<device>/<locale>[@<size>][+<plural>]`.
    let screen: String
    /// Pixels a point takes in the image.
    let scale: Double
    /// Where each of the key's views is, in points from the screen's top-left corner, cut to the screen: in
    /// document order.
    let frames: [TextRect]
    /// The same rectangles in the image's pixels (rounded outward, as the views are drawn).
    let pixels: [PixelRect]
    /// The PNG, with its density (72 × scale dpi); nil when nothing was drawn (a dry run).
    let png: [UInt8]?
    /// The PNG's file name: readable, the same on every run, and no other key's or screen's.
    let fileName: String
}

/// What a context run found besides its pictures.
struct ContextTally {
    /// Screens laid out.
    var screens = 0
    /// Every key some screen shows, wanted or not, with or without a picture.
    var shown = Set<KeyReference>()
    /// Every key with a picture.
    var pictured = Set<KeyReference>()

    /// Keys wanted whose views are all outside the screens that show them (a row below the fold): no picture.
    func offScreen(_ wanted: (KeyReference) -> Bool) -> Set<KeyReference> { shown.subtracting(pictured).filter(wanted) }
}

/// The rectangle drawn around a key's views: the same colour and thickness on every picture, outside the view so
/// nothing of it is covered, and inside the picture where the view touches its edge.
enum ContextOutline {
    /// Magenta: no system colour of UIKit's, so the outline never reads as part of the screen.
    static let color = Color(red: 255, green: 0, blue: 255)
    /// Thickness in points (pixels: times the scale).
    static let points = 2.0

    static func thickness(scale: Double) -> Int { max(2, Int((points * scale).rounded())) }

    /// Outlines `box` on `canvas`.
    static func draw(_ box: PixelRect, scale: Double, on canvas: inout Canvas) {
        let line = thickness(scale: scale)
        let outer = PixelRect(x0: max(0, box.x0 - line), y0: max(0, box.y0 - line),
                              x1: min(canvas.width, box.x1 + line), y1: min(canvas.height, box.y1 + line))
        guard outer.x1 > outer.x0, outer.y1 > outer.y0 else { return }
        canvas.fill(x0: outer.x0, y0: outer.y0, x1: outer.x1, y1: min(outer.y1, outer.y0 + line), color: color)
        canvas.fill(x0: outer.x0, y0: max(outer.y0, outer.y1 - line), x1: outer.x1, y1: outer.y1, color: color)
        canvas.fill(x0: outer.x0, y0: outer.y0, x1: min(outer.x1, outer.x0 + line), y1: outer.y1, color: color)
        canvas.fill(x0: max(outer.x0, outer.x1 - line), y0: outer.y0, x1: outer.x1, y1: outer.y1, color: color)
    }
}

/// The names of the pictures: the same on every run and for every machine, safe in any file system.
enum ContextNames {
    /// `<layout>[@<size>][+<plural>]--<table>.<key>--<digest>.png`: the readable part in letters, digits, `.`, `-` and
    /// `_` (anything else `_`), shortened when long; the digest (of the exact layout, size, plural, table and key)
    /// tells apart names the readable part would confuse, and names that differ only in case.
    static func file(layout: String, contentSize: String, plural: String?, key: KeyReference) -> String {
        var screen = safe(layout, limit: 60)
        if contentSize != DynamicType.defaultContentSize { screen += "@" + safe(contentSize, limit: 8) }
        if let plural { screen += "+" + safe(plural, limit: 8) }
        var hash = SHA256()
        hash.update([layout, contentSize, plural ?? "", key.table, key.key].joined(separator: "\u{0}"))
        let digest = String(SHA256.hex(digest: hash.finish()).prefix(10))
        return "\(screen)--\(safe(key.table, limit: 40)).\(safe(key.key, limit: 80))--\(digest).png"
    }

    private static func safe(_ text: String, limit: Int) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let kept = scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "." || scalar == "-" || scalar == "_")
            let next: Character = kept ? Character(scalar) : "_"
            if next == "_" && result.hasSuffix("_") { continue }
            result.append(next)
            if result.utf8.count >= limit { break }
        }
        if result.isEmpty { return "_" }
        if result.hasPrefix("-") || result.hasPrefix(".") { result = "_" + result.dropFirst() }
        return result
    }
}

extension Simulator {
    /// For every key the matrix's screens show (of those `wanted` takes), a picture of each screen showing it with
    /// the key's views outlined, handed to `deliver` a batch of screens at a time, in matrix order (so a large
    /// matrix never holds every picture at once). Which views show a key is what budgets measure
    /// (`keyedLaidOutViews`); a view is shown in the screen's locale, its key's development text where that
    /// locale has no translation. `draws` false lays screens out without drawing (a dry run).
    func contextShots(_ options: MatrixOptions, wanted: @escaping @Sendable (KeyReference) -> Bool, draws: Bool, chrome: Bool,
                      progress: (@Sendable (Int, Int, String) -> Void)?,
                      deliver: ([ContextShot]) throws(GlossaError) -> Void) throws(GlossaError) -> ContextTally {
        let screens = try self.screens(options).screens.filter { $0.unreadable == nil }
        var tally = ContextTally(screens: screens.count)
        let counter = FinishedCount(), batch = max(1, options.jobs) * 4
        for start in stride(from: 0, to: screens.count, by: batch) {
            let part = Array(screens[start..<min(screens.count, start + batch)])
            let found = try parallel(part, jobs: options.jobs) { screen throws(GlossaError) -> ([ContextShot], Set<KeyReference>) in
                defer { progress?(counter.increment(), screens.count, "\(screen)") }
                return try self.contextShots(of: screen, wanted: wanted, draws: draws, chrome: chrome)
            }
            for (shots, shown) in found {
                tally.shown.formUnion(shown)
                tally.pictured.formUnion(shots.map(\.key))
                try deliver(shots)
            }
        }
        return tally
    }

    /// One screen's pictures, and every key it shows (wanted or not, pictured or not: a key whose views are all
    /// outside the screen has none).
    private func contextShots(of screen: Screen, wanted: (KeyReference) -> Bool, draws: Bool, chrome: Bool) throws(GlossaError)
        -> ([ContextShot], Set<KeyReference>) {
        let localized = localizedScreen(screen)
        let result = try localized.layout()
        let all = Self.keyedLaidOutViews(result, table: screen.document.table)
        let keyed = all.filter { wanted($0.0) }
        guard !keyed.isEmpty else { return ([], Set(all.map(\.0))) }
        let device = screen.device, scale = device.scale
        var canvas: Canvas?
        if draws {
            let drawnChrome = chrome ? DeviceChrome(scale: scale, engine: textEngine) : nil
            canvas = try ScreenPainter(scale: scale, assets: localized.assets, chrome: drawnChrome).draw(result)
        }
        let screenName = try OutputPath.relative(screen.identity)
        // What a reader sees of each view: its frame cut by the ancestors that clip it.
        var shown: [Int: TextRect] = [:]
        for (view, frame) in zip(result.views, Checker.shownFrames(result.views)) where shown[view.index] == nil { shown[view.index] = frame }
        var shots: [ContextShot] = []
        for (key, views) in keyed {
            let frames = views.compactMap { Self.visiblePart(of: shown[$0.index] ?? $0.frame, on: device) }
            guard !frames.isEmpty else { continue }
            let pixels = frames.map { PixelRect($0, scale: scale) }
            var png: [UInt8]?
            if var marked = canvas {
                for box in pixels { ContextOutline.draw(box, scale: scale, on: &marked) }
                do {
                    png = try PNG.encode(marked, scale: scale)
                } catch {
                    throw GlossaError("\(screen.document.file): \(screen): \(error)")
                }
            }
            shots.append(ContextShot(
                key: key, layout: screen.document.name, locale: screen.locale, device: device.name, contentSize: screen.contentSize,
                plural: screen.plural?.rawValue, screen: screenName, scale: scale, frames: frames, pixels: pixels, png: png,
                fileName: ContextNames.file(layout: screen.document.name, contentSize: screen.contentSize, plural: screen.plural?.rawValue,
                                            key: key)))
        }
        return (shots, Set(all.map(\.0)))
    }

    /// The part of `frame` on the device's screen; nil when none of it is (or it has no area).
    static func visiblePart(of frame: TextRect, on device: Device) -> TextRect? {
        let x0 = max(0, frame.x), y0 = max(0, frame.y)
        let x1 = min(device.width, frame.maxX), y1 = min(device.height, frame.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return TextRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
