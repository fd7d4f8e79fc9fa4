import Foundation

/// Facts an app's Xcode project states about its documents: the development region (the language its
/// storyboards and xibs are written in, `developmentRegion` in `project.pbxproj`).
public enum XcodeProject {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var regions: [String: String?] = [:]

    /// The development region of the nearest Xcode project in the file's folder or above it (at most eight
    /// folders up), as written (`en`, `ja`, `English`); nil when no project says.
    public static func developmentRegion(near file: String) -> String? {
        var folder = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
        for _ in 0..<8 {
            if let region = region(in: folder.path) { return region }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return nil
    }

    /// The region the folder's first project (by name) states, remembered per folder for the run.
    private static func region(in folder: String) -> String? {
        lock.lock()
        if let known = regions[folder] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
            $0.hasSuffix(".xcodeproj") && !$0.hasPrefix(".")
        }.sorted()
        var found: String?
        for name in names {
            let file = (folder as NSString).appendingPathComponent("\(name)/project.pbxproj")
            if let data = FileManager.default.contents(atPath: file), let region = developmentRegion(in: String(decoding: data, as: UTF8.self)) {
                found = region
                break
            }
        }
        lock.lock()
        regions[folder] = found
        lock.unlock()
        return found
    }

    /// `developmentRegion = ja;` (or `"zh-Hans"`) in a project.pbxproj's text.
    static func developmentRegion(in text: String) -> String? {
        guard let range = text.range(of: "developmentRegion = ") else { return nil }
        let value = text[range.upperBound...].prefix { $0 != ";" && $0 != "\n" }
        let trimmed = value.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        return trimmed.isEmpty ? nil : trimmed
    }
}
