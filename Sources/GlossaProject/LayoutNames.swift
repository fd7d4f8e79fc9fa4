import Foundation

/// Gives every layout of a run its own name, so that no two write the same PNGs.
///
/// Documents whose layouts would share a name take, in front of it, the part of their folder path that
/// tells them apart: the folders left once those all of them share at the start and at the end are dropped
/// (`ShareExtension/PasscodeLockView-iN0-l3-epB` and `App/Views/PasscodeLockView-iN0-l3-epB` for
/// `ShareExtension/Base.lproj/…` and `App/Views/Base.lproj/…`). A name never holds `.` or `..` as a folder,
/// and never starts with `/`.
public enum LayoutNames {
    /// New names for `layouts` (file, name), in the same order; a name nothing collides with is unchanged.
    public static func disambiguated(_ layouts: [(file: String, name: String)], workingDirectory: String
                                     = FileManager.default.currentDirectoryPath) -> [String] {
        var names = layouts.map(\.name)
        var groups: [String: [Int]] = [:]
        for (index, layout) in layouts.enumerated() { groups[layout.name, default: []].append(index) }
        for (_, members) in groups.sorted(by: { $0.key < $1.key }) where members.count > 1 {
            let folders = members.map { folderComponents(of: layouts[$0].file, workingDirectory: workingDirectory) }
            let prefixes = distinguishingParts(folders)
            for (member, prefix) in zip(members, prefixes) where !prefix.isEmpty {
                names[member] = (prefix + [layouts[member].name]).joined(separator: "/")
            }
        }
        // Documents in one folder that still share a name (Main.storyboard and Main.xib, two YAML files with one
        // `name:`) take their file names in front as well.
        var counts: [String: Int] = [:]
        for name in names { counts[name, default: 0] += 1 }
        for index in names.indices where counts[names[index]]! > 1 {
            let file = (layouts[index].file as NSString).lastPathComponent
            var parts = names[index].split(separator: "/").map(String.init)
            parts.insert(file, at: parts.count - 1)
            names[index] = parts.joined(separator: "/")
        }
        return names
    }

    /// The folders of `file` from the working directory (or from the file system root when outside it),
    /// without `.` and `..`.
    static func folderComponents(of file: String, workingDirectory: String) -> [String] {
        let relative = ProjectSearch.relative(file, to: workingDirectory)
        return (relative as NSString).deletingLastPathComponent.split(separator: "/").map(String.init)
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
