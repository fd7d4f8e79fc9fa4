import GlossaLayout

/// Interface Builder's size-class variations: the document as a device of given size classes loads it.
///
/// A `<variation key="…">` applies when every trait its key names is the device's (`widthClass=compact`,
/// `heightClass=regular-widthClass=regular`); `default` is Any × Any and always applies. Applying ones override
/// the element's attributes (`constant`, `hidden`, `axis`…) and its children of the same name and key
/// (`fontDescription`, `rect`…), the less specific first. Their `<mask key="constraints">` and
/// `<mask key="subviews">` install (`include`) or uninstall (`exclude`) the constraints and views they name.
/// Keys for other traits (a watch's `device=watch38mm`) never apply on iOS.
enum SizeClassVariations {
    /// Whether any element of the document varies by size class.
    static func present(in document: IBElement) -> Bool {
        document.descendants.contains { $0.name == "variation" && traits(of: $0["key"] ?? "") != nil && $0["key"] != "default" }
    }

    /// Whether the document has a `default` (Any × Any) variation: every device applies it, so a document
    /// whose only variations are `default` is still resolved, once, for its masks (Xcode's "not installed").
    static func hasDefault(in document: IBElement) -> Bool {
        document.descendants.contains { $0.name == "variation" && $0["key"] == "default" }
    }

    /// The document as a device of `sizeClasses` shows it.
    static func resolved(_ document: IBElement, for sizeClasses: SizeClasses) -> IBElement {
        var uninstalled = Set<String>()
        collectMasks(document, sizeClasses: sizeClasses, into: &uninstalled)
        return resolve(document, sizeClasses: sizeClasses, uninstalled: uninstalled)
    }

    /// The traits a key names (`[("widthClass", "compact")]`, empty for `default`); nil for a key naming a
    /// trait other than the size classes.
    static func traits(of key: String) -> [(String, String)]? {
        if key == "default" { return [] }
        var traits: [(String, String)] = []
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, pair[0] == "widthClass" || pair[0] == "heightClass" else { return nil }
            traits.append((pair[0], pair[1]))
        }
        return traits
    }

    /// The element's variations that apply to `sizeClasses`, the least specific first (document order among equals).
    static func applying(_ element: IBElement, sizeClasses: SizeClasses) -> [IBElement] {
        let matching: [(specificity: Int, order: Int, variation: IBElement)] = element.children("variation").enumerated().compactMap {
            order, variation in
            guard let traits = traits(of: variation["key"] ?? ""),
                  traits.allSatisfy({ name, value in
                      value == (name == "widthClass" ? sizeClasses.width.rawValue : sizeClasses.height.rawValue)
                  }) else { return nil }
            return (traits.count, order, variation)
        }
        return matching.sorted { ($0.specificity, $0.order) < ($1.specificity, $1.order) }.map(\.variation)
    }

    /// Ids of constraints and views the applying masks leave uninstalled (a later `include` re-installs).
    private static func collectMasks(_ element: IBElement, sizeClasses: SizeClasses, into uninstalled: inout Set<String>) {
        for variation in applying(element, sizeClasses: sizeClasses) {
            for mask in variation.children("mask") {
                for entry in mask.children {
                    guard let reference = entry["reference"] else { continue }
                    if entry.name == "exclude" { uninstalled.insert(reference) }
                    if entry.name == "include" { uninstalled.remove(reference) }
                }
            }
        }
        for child in element.children where child.name != "variation" {
            collectMasks(child, sizeClasses: sizeClasses, into: &uninstalled)
        }
    }

    /// A copy of `element` with its applying variations merged and uninstalled items left out.
    private static func resolve(_ element: IBElement, sizeClasses: SizeClasses, uninstalled: Set<String>) -> IBElement {
        let variations = applying(element, sizeClasses: sizeClasses)
        var attributes = element.attributes
        var overrides: [IBElement] = []
        for variation in variations {
            for (name, value) in variation.attributes where name != "key" { attributes[name] = value }
            overrides += variation.children.filter { $0.name != "mask" }
        }
        let copy = IBElement(name: element.name, attributes: attributes, location: element.location)
        copy.text = element.text
        let installable = ["constraints", "subviews"].contains(element.name)
        var children: [IBElement] = []
        for child in element.children where child.name != "variation" {
            if installable, let id = child["id"], uninstalled.contains(id) { continue }
            let replaced = overrides.last { $0.name == child.name && $0["key"] != nil && $0["key"] == child["key"] } ?? child
            children.append(resolve(replaced, sizeClasses: sizeClasses, uninstalled: uninstalled))
        }
        // An override of a child the element does not have is added (the last of several with one key).
        for (index, override) in overrides.enumerated() {
            let sameKey = { (other: IBElement) in other.name == override.name && other["key"] != nil && other["key"] == override["key"] }
            guard !element.children.contains(where: sameKey), !overrides[(index + 1)...].contains(where: sameKey) else { continue }
            children.append(resolve(override, sizeClasses: sizeClasses, uninstalled: uninstalled))
        }
        copy.children = children
        return copy
    }
}
