import Foundation
import GlossaRender

/// Where each screen's files go: the one place that turns a screen's names into a path inside a folder.
///
/// Names come from inputs a pull request controls (a layout's `name:`, a storyboard identifier, a xib's view
/// id, a String Catalog's `sourceLanguage`), so each becomes file-name components that cannot climb out or
/// start anywhere else: `..`, empty and absolute parts, control characters and a leading `-` are rewritten.
/// A layout name may hold `/` (two documents with one name take the folder part that tells them apart):
/// each of its parts is one component. The joined path is then verified to lie inside the root, following
/// the links of the folders that already exist, so a committed `__Snapshots__/x → /etc` is refused too.
public enum OutputPath {
    /// Longest file name most file systems take, in UTF-8 bytes.
    static let maximumComponentBytes = 255

    /// `<layout>/<device>/<locale>[@<size>][+<plural>]` with every part made safe, without an extension.
    public static func relative(_ screen: ScreenIdentity) throws(GlossaError) -> String {
        let size = screen.contentSize == DynamicType.defaultContentSize ? "" : "@\(screen.contentSize)"
        let leaf = component(screen.locale) + component(size, leading: false) + (screen.plural.map { component("+\($0)", leading: false) } ?? "")
        let parts = layoutFolder(screen.layout) + [component(screen.device), leaf]
        for part in parts where part.utf8.count > maximumComponentBytes {
            throw GlossaError("the output name '\(part)' of layout '\(screen.layout)' is longer than \(maximumComponentBytes) bytes, more than a file name can hold; shorten the layout's name")
        }
        return parts.joined(separator: "/")
    }

    /// `root/<relative><suffix>`, verified to stay inside `root`.
    public static func file(_ screen: ScreenIdentity, in root: String, suffix: String = ".png") throws(GlossaError) -> String {
        let path = (root as NSString).appendingPathComponent(try relative(screen) + suffix)
        try verify(path, isInside: root)
        return path
    }

    /// A layout name's folders: each `/`-separated part made safe, so a name is never absolute nor climbs.
    public static func layoutFolder(_ layout: String) -> [String] {
        layout.split(separator: "/", omittingEmptySubsequences: false).map { component(String($0)) }
    }

    /// One name as one path component: control characters, `/` and `\` become `_`; so do the dots of `.` and
    /// `..`, an empty name and a leading `-` (which a shell or tool would read as an option).
    static func component(_ name: String, leading: Bool = true) -> String {
        var safe = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            let unsafe = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "/" || scalar == "\\"
            safe.append(unsafe ? "_" : scalar)
        }
        var text = String(safe)
        guard leading else { return text }
        if text.isEmpty || text == "." || text == ".." { text = String(repeating: "_", count: max(1, text.count)) }
        if text.hasPrefix("-") { text = "_" + text.dropFirst() }
        return text
    }

    /// Refuses a path that leaves `root`, written (`..`) or through a link in a folder that already exists.
    public static func verify(_ path: String, isInside root: String) throws(GlossaError) {
        let base = standardized(root)
        let target = standardized(path)
        guard target.hasPrefix(base == "/" ? "/" : base + "/") else {
            throw GlossaError("refusing to write \(path): it is outside the folder \(root)")
        }
        guard let realBase = OutputFile.realPath(base) else { return }
        var existing = OutputFolder.parent(of: target)
        while existing.count > base.count, OutputFile.realPath(existing) == nil { existing = OutputFolder.parent(of: existing) }
        guard let real = OutputFile.realPath(existing) else { return }
        guard real == realBase || real.hasPrefix(realBase == "/" ? "/" : realBase + "/") else {
            throw GlossaError("refusing to write \(path): \(existing) is a link to \(real), outside the folder \(root)")
        }
    }

    /// The absolute path with `.` and `..` taken out by their text alone (Foundation's `standardizingPath`
    /// also follows links, but only of the folders that exist, which would make the two checks disagree).
    static func standardized(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }
}
