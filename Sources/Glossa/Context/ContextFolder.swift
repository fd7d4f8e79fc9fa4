import Foundation
import GlossaRender

/// `glossa context --dir OUT`: the pictures for any translation tool, `OUT/<locale>/<device>/<name>.png` per key and
/// screen in each locale of the matrix, and an index of them (`context.json`): an
/// object per view showing a key, with the key, its table, the screen, the picture's path inside OUT, and the view's
/// rectangle in points and in the picture's pixels, both from the top-left corner (Crowdin's and Weblate's
/// rectangles are pixels from the top-left).
///
/// The pictures wait in a staging folder beside OUT and the index in a temporary file until every screen is done, as
/// `render`'s outputs do: a failed run leaves OUT as it was.
public enum ContextFolder {
    /// The index's names: the contract's, and the one the first tools that read it were written against.
    static let indexName = "context.json"

    public static func run(_ options: MatrixOptions, output: String, dryRun: Bool, chrome: Bool, simulator: Simulator,
                           progress: (@Sendable (Int, Int, String) -> Void)?) throws(GlossaError) -> ContextReport {
        if let problem = OutputDestination.folderProblem(output) { throw GlossaError("--dir: \(problem)") }
        let transaction = OutputTransaction()
        let staging = dryRun ? nil : OutputStaging(output: output)
        transaction.staging = staging
        var entries: [(sort: [String], json: JSON)] = [], lines: [String] = []
        var pictures = 0, screens = Set<String>(), locales = Set<String>()
        do {
            let tally = try simulator.contextShots(options, wanted: { _ in true }, draws: !dryRun, chrome: chrome,
                                                   progress: progress) { shots throws(GlossaError) in
                for shot in shots {
                    let relative = "\(OutputPath.component(shot.locale))/\(OutputPath.component(shot.device))/\(shot.fileName)"
                    let path = (output as NSString).appendingPathComponent(relative)
                    try OutputPath.verify(path, isInside: output)
                    if let staging { try staging.stage(shot.png ?? [], for: path) } else { lines.append("would write \(path) (\(shot.key.table) \(shot.key.key), \(shot.screen))") }
                    pictures += 1
                    screens.insert(shot.screen)
                    locales.insert(shot.locale)
                    for (order, (frame, box)) in zip(shot.frames, shot.pixels).enumerated() {
                        entries.append((sort: [shot.key.table, shot.key.key, shot.locale, shot.device, shot.screen, String(format: "%06d", order)],
                                        json: entry(shot, file: relative, frame: frame, box: box)))
                    }
                }
            }
            let index = JSON.array(entries.sorted { $0.sort.lexicographicallyPrecedes($1.sort) }.map(\.json)).serialized(indent: 2) + "\n"
            let path = (output as NSString).appendingPathComponent(Self.indexName)
            if dryRun {
                lines.append("would write \(path) (\(entries.count) entr\(entries.count == 1 ? "y" : "ies"))")
            } else {
                try transaction.prepare(Array(index.utf8), at: path)
            }
            if !dryRun { try transaction.commit() }
            var summary = "\(dryRun ? "would write" : "wrote") \(output): \(pictures) screenshot(s) of \(tally.pictured.count) key(s) "
                + "on \(screens.count) screen(s) in \(locales.count) locale(s), and \(Self.indexName)"
            let offScreen = tally.offScreen { _ in true }
            if !offScreen.isEmpty { summary += "; \(offScreen.count) key(s) whose views are all off the screen" }
            return ContextReport(lines: lines, summary: summary)
        } catch {
            transaction.discard()
            throw error
        }
    }

    /// `{"key", "table", "locale", "layout", "device", "screen", "file", "frame": {x, y, width, height} (points),
    /// "pixels": {…} (the picture's pixels)}`.
    private static func entry(_ shot: ContextShot, file: String, frame: TextRect, box: PixelRect) -> JSON {
        .object([
            ("key", .string(shot.key.key)), ("table", .string(shot.key.table)), ("locale", .string(shot.locale)),
            ("layout", .string(shot.layout)), ("device", .string(shot.device)), ("screen", .string(shot.screen)), ("file", .string(file)),
            ("frame", .object([("x", .points(frame.x)), ("y", .points(frame.y)), ("width", .points(frame.width)), ("height", .points(frame.height))])),
            ("pixels", .object([("x", .number(Double(box.x0))), ("y", .number(Double(box.y0))), ("width", .number(Double(box.x1 - box.x0))),
                                ("height", .number(Double(box.y1 - box.y0)))])),
        ])
    }
}
