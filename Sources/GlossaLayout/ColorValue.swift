/// Colours a layout document may name: `#RGB`, `#RRGGBB`, `#RRGGBBAA`, or one of a few system names.
///
/// Named colours are the iOS light-mode values, so a rendered screen looks like the default
/// appearance of the app; the set is small on purpose — a document that needs another colour writes
/// its hex value.
public enum ColorValue {
    /// The named colours and their light-mode RGBA values, in the order the documentation lists them.
    public static let named: [(name: String, rgba: (UInt8, UInt8, UInt8, UInt8))] = [
        ("white", (255, 255, 255, 255)),
        ("black", (0, 0, 0, 255)),
        ("clear", (0, 0, 0, 0)),
        ("red", (255, 59, 48, 255)),
        ("orange", (255, 149, 0, 255)),
        ("yellow", (255, 204, 0, 255)),
        ("green", (52, 199, 89, 255)),
        ("blue", (0, 122, 255, 255)),
        ("purple", (175, 82, 222, 255)),
        ("gray", (142, 142, 147, 255)),
        ("systemBlue", (0, 122, 255, 255)),
        ("systemRed", (255, 59, 48, 255)),
        ("systemGreen", (52, 199, 89, 255)),
        ("systemGray", (142, 142, 147, 255)),
        ("systemGray5", (229, 229, 234, 255)),
        ("systemBackground", (255, 255, 255, 255)),
        ("secondarySystemBackground", (242, 242, 247, 255)),
        ("label", (0, 0, 0, 255)),
        // UIColor.secondaryLabel is #3C3C43 at 60 % opacity.
        ("secondaryLabel", (60, 60, 67, 153)),
        // UIColor.separator is #3C3C43 at 29 % opacity.
        ("separator", (60, 60, 67, 73)),
    ]

    public static var names: [String] { named.map(\.name) }

    /// Red, green, blue and alpha of a colour as written in a document; nil when it is not one.
    public static func rgba(_ text: String) -> (UInt8, UInt8, UInt8, UInt8)? {
        if let entry = named.first(where: { $0.name == text }) { return entry.rgba }
        guard text.hasPrefix("#") else { return nil }
        let digits = Array(text.utf8.dropFirst())
        guard digits.allSatisfy(isHexDigit) else { return nil }
        switch digits.count {
        case 3:
            // #RGB: each digit stands for itself twice (#F80 = #FF8800).
            let v = digits.map { hexValue($0) * 17 }
            return (v[0], v[1], v[2], 255)
        case 6, 8:
            let v = stride(from: 0, to: digits.count, by: 2).map { hexValue(digits[$0]) * 16 + hexValue(digits[$0 + 1]) }
            return (v[0], v[1], v[2], digits.count == 8 ? v[3] : 255)
        default:
            return nil
        }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (48...57).contains(byte) || (65...70).contains(byte) || (97...102).contains(byte)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8 {
        switch byte {
        case 48...57: byte - 48
        case 65...70: byte - 55
        default: byte - 87
        }
    }
}
