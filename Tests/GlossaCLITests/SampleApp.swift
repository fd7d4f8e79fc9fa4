import Foundation
import XCTest

/// A small app for snapshot and report tests: two layouts on a small watch screen (fast to render),
/// English, German (whose title is too long for one line) and Arabic strings.
struct SampleApp {
    let folder: URL

    static let english = "\"title\" = \"Settings\";\n\"subtitle\" = \"Sounds\";\n\"done\" = \"Done\";\n"
    static let german = "\"title\" = \"Einstellungen für Benachrichtigungen\";\n\"subtitle\" = \"Töne\";\n\"done\" = \"Fertig\";\n"
    static let arabic = "\"title\" = \"الإعدادات\";\n\"subtitle\" = \"الأصوات\";\n\"done\" = \"تم\";\n"

    init() throws {
        folder = try CLI.temporaryFolder()
        try setStrings("en", Self.english)
        try setStrings("de", Self.german)
        try setStrings("ar", Self.arabic)
        try write("screen.yaml", Self.screen(color: "#000000"))
        try write("sounds.yaml", """
        name: sounds
        device: watch-45
        root:
          vstack:
            alignment: leading
            padding: {top: 8, leading: 8, trailing: 8}
            children:
              - text: {id: subtitle, key: subtitle, style: headline}
              - button: {id: done, key: done}
        """)
    }

    static func screen(color: String) -> String {
        """
        name: screen
        device: watch-45
        root:
          vstack:
            alignment: leading
            padding: {top: 8, leading: 8, trailing: 8}
            children:
              - text: {id: title, key: title, style: headline, lines: 1, color: "\(color)"}
              - button: {id: done, key: done}
        """
    }

    func setStrings(_ language: String, _ body: String) throws {
        let lproj = folder.appendingPathComponent("Strings/\(language).lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try Data(body.utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
    }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    func url(_ path: String) -> URL { folder.appendingPathComponent(path) }

    func data(_ path: String) throws -> Data { try Data(contentsOf: url(path)) }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: url(path).path) }

    /// Runs glossa in the app's folder (so report paths are relative to it).
    @discardableResult
    func glossa(_ arguments: [String]) throws -> CommandResult { try CLI.run(arguments, in: folder) }

    /// report.json's results.
    func results(_ path: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: data(path)) as? [String: Any]
        return object?["results"] as? [[String: Any]] ?? []
    }
}

/// Runs a command-line tool found on PATH and returns its exit status and output.
func runTool(_ arguments: [String], in folder: URL? = nil) throws -> CommandResult {
    try runProcess(URL(fileURLWithPath: "/usr/bin/env"), arguments, in: folder)
}
