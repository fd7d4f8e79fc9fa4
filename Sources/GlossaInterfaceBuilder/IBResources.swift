import GlossaLayout

/// The document's `<resources>`: named and system colours as the file records them, and image sizes.
struct IBResources {
    var colors: [String: String] = [:]
    var systemColors: [String: String] = [:]
    var images: [String: (width: Double, height: Double, system: Bool)] = [:]

    init(_ document: IBElement) {
        guard let resources = document.child("resources") else { return }
        for element in resources.children {
            guard let name = element["name"] else { continue }
            switch element.name {
            case "image":
                images[name] = (element.double("width") ?? 0, element.double("height") ?? 0, element["catalog"] == "system")
            case "systemColor":
                if let color = element.child("color").flatMap({ Self.literal($0) }) { systemColors[name] = color }
            case "namedColor":
                if let color = element.child("color").flatMap({ Self.literal($0) }) { colors[name] = color }
            default: break
            }
        }
    }

    /// Light-mode values of the system colours Interface Builder writes most, for documents whose
    /// `<resources>` do not list them.
    static let knownSystemColors: [String: String] = [
        "systemBackgroundColor": "#FFFFFFFF", "secondarySystemBackgroundColor": "#F2F2F7FF",
        "systemGroupedBackgroundColor": "#F2F2F7FF", "secondarySystemGroupedBackgroundColor": "#FFFFFFFF",
        "labelColor": "#000000FF", "secondaryLabelColor": "#3C3C4399", "tertiaryLabelColor": "#3C3C434C",
        "placeholderTextColor": "#3C3C434C", "systemBlueColor": "#007AFFFF", "systemRedColor": "#FF3B30FF",
        "systemGreenColor": "#34C759FF", "systemGrayColor": "#8E8E93FF", "systemGray5Color": "#E5E5EAFF",
        "separatorColor": "#3C3C434A", "tintColor": "#007AFFFF", "darkTextColor": "#000000FF",
        "groupTableViewBackgroundColor": "#F2F2F7FF", "tableCellGroupedBackgroundColor": "#FFFFFFFF",
        "viewFlipsideBackgroundColor": "#1F2124FF", "lightTextColor": "#FFFFFF99",
    ]

    /// A `<color>` element as "#RRGGBBAA"; nil for a colour the document does not define.
    func color(_ element: IBElement) -> String? {
        if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            return systemColors[name] ?? Self.knownSystemColors[name]
        }
        if let name = element["name"] { return colors[name] }
        return Self.literal(element)
    }

    /// The colour of `parent`'s `<color key="…">` child.
    func color(_ key: String, in parent: IBElement) -> String? {
        parent.child("color", key: key).flatMap(color)
    }

    /// "#RRGGBBAA" with its alpha multiplied by a view's `alpha` (a half-transparent view shows its
    /// background at half strength).
    static func fading(_ color: String, by alpha: Double) -> String {
        guard alpha < 1, color.count == 9, let current = Int(color.suffix(2), radix: 16) else { return color }
        let byte = Int((Double(current) * max(0, alpha)).rounded())
        let digits = String(byte, radix: 16, uppercase: true)
        return String(color.prefix(7)) + (digits.count == 1 ? "0" + digits : digits)
    }

    /// White or red/green/blue components (0…1) with alpha; colour spaces are taken as sRGB.
    static func literal(_ element: IBElement) -> String? {
        let alpha = element.double("alpha") ?? 1
        let components: [Double]
        if let white = element.double("white") {
            components = [white, white, white, alpha]
        } else if let red = element.double("red"), let green = element.double("green"), let blue = element.double("blue") {
            components = [red, green, blue, alpha]
        } else {
            return nil
        }
        let hex = components.map { value -> String in
            let byte = Int((min(1, max(0, value)) * 255).rounded())
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + hex.joined()
    }
}

/// Fonts as Interface Builder describes them, onto a text view's style, size and weight.
enum IBFont {
    /// UIFont.TextStyle names as the file writes them.
    static let textStyles: [String: String] = [
        "UICTFontTextStyleTitle0": "largeTitle", "UICTFontTextStyleTitle1": "title", "UICTFontTextStyleTitle2": "title2",
        "UICTFontTextStyleTitle3": "title3", "UICTFontTextStyleHeadline": "headline", "UICTFontTextStyleBody": "body",
        "UICTFontTextStyleCallout": "callout", "UICTFontTextStyleSubhead": "subheadline",
        "UICTFontTextStyleFootnote": "footnote", "UICTFontTextStyleCaption1": "caption", "UICTFontTextStyleCaption2": "caption2",
    ]

    /// Applies `<fontDescription>` to `content`; `defaultSize` when the element has none. A text style
    /// scales with Dynamic Type only when the view adjusts its font for the content size category.
    static func apply(_ description: IBElement?, adjusts: Bool, defaultSize: Double, to content: inout TextContent) {
        guard let description else {
            content.size = defaultSize
            return
        }
        content.fontName = nil
        if let styleName = description["style"], let style = textStyles[styleName] {
            if adjusts {
                content.style = style
            } else {
                content.size = DynamicType.pointSize(style: style, contentSize: DynamicType.defaultContentSize)
                if DynamicType.boldStyles.contains(style) { content.weight = "semibold" }
            }
            return
        }
        // A size of 0 is the control's default size, as UIFont.systemFont(ofSize: 0) is.
        content.size = description.double("pointSize").flatMap { $0 > 0 ? $0 : nil } ?? defaultSize
        switch description["type"] {
        case "boldSystem": content.weight = "bold"
        case "system": content.weight = description["weight"]
        default:
            // A named font: its weight from its PostScript name (Avenir-Heavy, HelveticaNeue-Bold).
            let name = description["name"] ?? ""
            content.fontName = namesSystemFont(name) ? nil : name
            content.weight = ["black", "heavy", "bold", "semibold", "medium"].first { name.lowercased().hasSuffix($0) }
        }
    }

    /// Whether a font name is the system font's: empty, or one of the private names (".AppleSystemUIFont",
    /// ".SFUI-Regular") Interface Builder writes when the system font was chosen by name.
    static func namesSystemFont(_ name: String) -> Bool {
        name.isEmpty || name.hasPrefix(".")
    }
}
