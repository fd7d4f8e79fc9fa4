import Foundation

/// Files as Apple's tools find them on macOS's case-insensitive disk: `photo.jpg` in a Contents.json is the
/// `photo.JPG` beside it, as actool builds it.
public enum FileLookup {
    /// The path of `name` in `folder`: as written when that file exists, else the one file whose name differs only in
    /// case (the first in name order when several do), else as written (a missing file is reported where it is read).
    public static func path(of name: String, in folder: String) -> String {
        let written = (folder as NSString).appendingPathComponent(name)
        guard !name.contains("/"), !FileManager.default.fileExists(atPath: written) else { return written }
        let wanted = name.lowercased()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        guard let match = names.sorted().first(where: { $0.lowercased() == wanted }) else { return written }
        return (folder as NSString).appendingPathComponent(match)
    }
}
