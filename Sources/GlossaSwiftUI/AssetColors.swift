import Foundation

/// The named colours of an asset catalog (`Color("brand")`): each colour set's universal, light-appearance colour as a
/// hex string the painter fills with.
enum AssetColors {
    /// Colour sets found in the catalog's folders at most this deep.
    static let maximumDepth = 6

    static func read(catalog: String?) -> [String: String] {
        guard let catalog else { return [:] }
        var colors: [String: String] = [:]
        collect(catalog, depth: 0, into: &colors)
        return colors
    }

    private static func collect(_ folder: String, depth: Int, into colors: inout [String: String]) {
        guard depth <= maximumDepth, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = folder + "/" + name
            if name.hasSuffix(".colorset") {
                let color = String(name.dropLast(".colorset".count))
                if colors[color] == nil, let hex = hex(ofColorSet: path) { colors[color] = hex }
            } else if !name.contains(".") {
                // A folder (a namespace or a group); image and data sets hold no colours.
                collect(path, depth: depth + 1, into: &colors)
            }
        }
    }

    /// The colour of a colour set's `Contents.json`: the first entry without an appearance (light mode).
    static func hex(ofColorSet folder: String) -> String? {
        guard let data = FileManager.default.contents(atPath: folder + "/Contents.json"),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = json["colors"] as? [[String: Any]] else { return nil }
        let entry = entries.first { $0["appearances"] == nil && $0["color"] != nil }
        guard let color = entry?["color"] as? [String: Any] else { return nil }
        // `"reference": "systemPinkColor"`: the system colour of that name.
        if let reference = color["reference"] as? String {
            let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
            return Colors.named(name)
        }
        guard let components = color["components"] as? [String: Any] else { return nil }
        func channel(_ key: String) -> Int? {
            guard let raw = components[key] else { return nil }
            let text = "\(raw)".trimmingCharacters(in: .whitespaces)
            if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16) }
            guard let value = Double(text) else { return nil }
            return text.contains(".") ? Int((value * 255).rounded()) : Int(value)
        }
        guard let red = channel("red"), let green = channel("green"), let blue = channel("blue") else { return nil }
        let alpha = channel("alpha") ?? 255
        return String(format: "#%02X%02X%02X%02X", min(255, max(0, red)), min(255, max(0, green)), min(255, max(0, blue)),
                      min(255, max(0, alpha)))
    }
}
