import Foundation

/// Gives every layout of a run its own name, so that no two write the same PNGs.
///
/// Documents whose layouts would share a name take, in front of it, the part of their folder path that
/// tells them apart: the folders left once those all of them share at the start and at the end are dropped
/// (`ShareExtension/PasscodeLockView-iN0-l3-epB` and `App/Views/PasscodeLockView-iN0-l3-epB` for
/// `ShareExtension/Base.lproj/…` and `App/Views/Base.lproj/…`). A name never holds `.` or `..` as a folder,
/// and never starts with `/`.
public enum LayoutNames {
    /// New names for `layouts` (file, name, and the id of the layout's root object in its file when it has one),
    /// in the same order; a name nothing collides with is unchanged.
    ///
    /// Layouts of one file that share a name (two storyboard scenes with one title) take their root's id after it
    /// first; then documents of different files take their folders in front, and files of one folder their file names.
    public static func disambiguated(_ layouts: [(file: String, name: String, id: String?)], workingDirectory: String
                                     = FileManager.default.currentDirectoryPath) -> [String] {
        var names = layouts.map(\.name)
        for members in collisions(names) where Set(members.map { layouts[$0].file }).count < members.count {
            for member in members where members.contains(where: { $0 != member && layouts[$0].file == layouts[member].file }) {
                if let id = layouts[member].id { names[member] += "-\(id)" }
            }
        }
        for members in collisions(names) {
            let folders = members.map { folderComponents(of: layouts[$0].file, workingDirectory: workingDirectory) }
            for (member, prefix) in zip(members, distinguishingParts(folders)) where !prefix.isEmpty {
                names[member] = (prefix + [layouts[member].name]).joined(separator: "/")
            }
        }
        // Documents in one folder that still share a name (Main.storyboard and Main.xib, two YAML files with one
        // `name:`) take their file names in front as well.
        for members in collisions(names) {
            for member in members {
                let file = (layouts[member].file as NSString).lastPathComponent
                var parts = names[member].split(separator: "/").map(String.init)
                parts.insert(file, at: parts.count - 1)
                names[member] = parts.joined(separator: "/")
            }
        }
        return names
    }

    /// The positions of names given more than once, a group per name, in a stable order.
    private static func collisions(_ names: [String]) -> [[Int]] {
        var groups: [String: [Int]] = [:]
        for (index, name) in names.enumerated() { groups[name, default: []].append(index) }
        return groups.values.filter { $0.count > 1 }.sorted { $0[0] < $1[0] }
    }

    /// The folders of `file` from the working directory (or from the file system root when outside it),
    /// without `.` and `..`.
    static func folderComponents(of file: String, workingDirectory: String) -> [String] {
        let relative = ProjectSearch.relative(file, to: workingDirectory)
        // The folders by their text: Foundation's deletingLastPathComponent traps on a one-letter relative path.
        return relative.split(separator: "/").dropLast().map(String.init)
            .filter { $0 != "." && $0 != ".." && !$0.isEmpty }
    }

    /// For each folder list, what is left once the components all lists share at the start and at the end
    /// are dropped; an empty list where that leaves nothing and the others are still told apart.
    static func distinguishingParts(_ folders: [[String]]) -> [[String]] {
        guard folders.count > 1 else { return folders.map { _ in [] } }
        let shortest = folders.map(\.count).min() ?? 0
        var lead = 0
        while lead < shortest, folders.allSatisfy({ $0[lead] == folders[0][lead] }) { lead += 1 }
        var trail = 0
        while trail < shortest - lead, folders.allSatisfy({ $0[$0.count - 1 - trail] == folders[0][folders[0].count - 1 - trail] }) {
            trail += 1
        }
        return folders.map { Array($0[lead..<($0.count - trail)]) }
    }
}
