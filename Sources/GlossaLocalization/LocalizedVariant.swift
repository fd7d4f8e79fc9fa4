import Foundation

/// What a language's member of a storyboard's or xib's variant group is: Xcode builds it by its file type
/// (`lastKnownFileType`), not its name, so `de.lproj/Main.storyboard` may be German strings for the storyboard
/// (`text.plist.strings`). Without the project file, its first bytes tell: an Interface Builder document is XML.
public enum LocalizedVariant {
    /// Whether the file at `file` holds a strings table rather than XML: its first character (after a byte order
    /// mark and white space) is not `<`.
    public static func isStringsTable(file: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: file) else { return false }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 512), !data.isEmpty else { return false }
        return isStringsTable(Array(data))
    }

    static func isStringsTable(_ bytes: [UInt8]) -> Bool {
        var start = 0
        let marks: [[UInt8]] = [[0xEF, 0xBB, 0xBF], [0xFF, 0xFE], [0xFE, 0xFF]]
        for mark in marks where bytes.starts(with: mark) { start = mark.count }
        // UTF-16 text has a zero byte beside each ASCII character: skip the zeros with the white space.
        for byte in bytes[start...] where ![0x20, 0x09, 0x0A, 0x0D, 0x00].contains(byte) {
            return byte != UInt8(ascii: "<")
        }
        return false
    }
}
