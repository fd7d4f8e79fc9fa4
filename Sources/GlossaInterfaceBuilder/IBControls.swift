import GlossaLayout

/// UIKit controls with the intrinsic sizes UIKit gives them (iOS 15–17, default sizes).
extension ViewConverter {
    func control(_ element: IBElement) -> ViewNode {
        var node = ViewNode(kind: .view, id: element["id"], location: element.location)
        switch element.name {
        case "button": node = button(element)
        case "textField": node = textField(element)
        case "imageView": node = imageView(element)
        case "segmentedControl": node = segmentedControl(element)
        case "switch":
            node.standardSize = StandardSize(width: 51, height: 31)
            node.cornerRadius = 15.5
            node.background = element.flag("on") ? (resources.color("onTintColor", in: element) ?? "#34C759FF") : "#E9E9EAFF"
            node.switchIsOn = element.flag("on")
        case "slider":
            node.standardSize = StandardSize(height: 30)
            node.children = [track(element, height: 4, color: "#E5E5EAFF")]
        case "stepper":
            node.standardSize = StandardSize(width: 94, height: 32)
            node.cornerRadius = 8
            node.background = "#EEEEEFFF"
        case "progressView":
            node.standardSize = StandardSize(height: 4)
            node.cornerRadius = 2
            node.clips = true
            node.background = resources.color("trackTintColor", in: element) ?? "#E5E5EAFF"
            if let fill = progressFill(element, in: node) { node.children = [fill.view]; node.constraints = fill.constraints }
        default:
            // activityIndicatorView: 20 pt (medium) or 37 pt (large) square.
            let large = ["large", "whiteLarge"].contains(element["style"] ?? "")
            let side: Double = large ? 37 : 20
            node.standardSize = StandardSize(width: side, height: side)
            node.cornerRadius = side / 2
            node.border = Border(width: large ? 4 : 2.5, color: "#8E8E93FF")
        }
        return node
    }

    /// A progress view's fill: `progress` of its width from its leading edge (UIProgressView fills from the trailing
    /// edge in right-to-left), in its progress tint (the tint colour, else the system blue). Nil at no progress.
    private func progressFill(_ element: IBElement, in bar: ViewNode) -> (view: ViewNode, constraints: [ConstraintSpec])? {
        guard let progress = element.double("progress"), progress > 0, let barID = bar.id else { return nil }
        let id = barID + ".progress"
        var fill = ViewNode(kind: .view, id: id, location: element.location)
        fill.background = resources.color("progressTintColor", in: element) ?? resources.color("tintColor", in: element) ?? "#007AFFFF"
        fill.cornerRadius = 2
        let place = element.location
        let width = ConstraintSpec.imported(text: "\(id).width == superview.width × \(min(progress, 1))", location: place,
                                            first: .imported(id, .width, guide: .frame), relation: .equal,
                                            second: .imported("superview", .width, guide: .frame), multiplier: min(progress, 1),
                                            constant: 0, priority: 1000)
        return (fill, [Self.pin(.leading, of: id, to: "superview", .leading, location: place),
                       Self.pin(.top, of: id, to: "superview", .top, location: place),
                       Self.pin(.bottom, of: id, to: "superview", .bottom, location: place), width])
    }

    /// A slider's track: full width, centred vertically, a thin rounded line.
    private func track(_ element: IBElement, height: Double, color: String) -> ViewNode {
        var track = ViewNode(kind: .view, id: nil, location: element.location)
        let size = designSize(element)
        let width = size.width > 0 ? size.width : 100
        var frame = AutoresizingFrame(x: 0, y: 13, width: width, height: height, parentWidth: width, parentHeight: 30)
        frame.flexibleWidth = true
        track.autoresizing = frame
        track.background = color
        track.cornerRadius = height / 2
        return track
    }

    private func button(_ element: IBElement) -> ViewNode {
        var node = ViewNode(kind: .button, id: element["id"], location: element.location)
        let normal = element.children("state").first { $0["key"] == "normal" }
        let configuration = element.child("buttonConfiguration", key: "configuration")
        node.contentInsets = Self.contentInsets(element, configuration: configuration)
        // With a configuration (Xcode 13+) the configuration alone says what shows: the normal state Xcode writes
        // beside it (`<state key="normal" title="Button"/>`) is a leftover UIKit does not show.
        let source = configuration ?? normal
        let title = source?["title"]
        // An image as an attribute, or (Xcode 13+) as `<imageReference key="image" image catalog>`.
        let reference = source?.child("imageReference", key: "image")
        let imageName = source?["image"] ?? reference?["image"]
        node.asset = drawableImage(imageName, element: element, node: &node, catalog: reference?["catalog"],
                                   symbol: reference?["symbolScale"] != nil)
        let look = configuration.map { ConfigurationLook($0, button: element, resources: resources) }
        if configuration == nil {
            node.legacyButton = LegacyButtonInsets(title: Self.edgeInsets(element, "titleEdgeInsets"),
                                                   image: Self.edgeInsets(element, "imageEdgeInsets"))
        }
        if let look {
            node.background = look.background
            node.cornerRadius = look.cornerRadius
            // A configuration draws its image in its foreground colour.
            node.tint = look.foreground
        }
        if let title, !title.isEmpty {
            let property = configuration != nil ? "configuration.title" : "normalTitle"
            var content = localizable(element, property: property, value: title)
            // Word and character wrapping wrap the title onto as many lines as it needs; a configuration's title
            // wraps unless the configuration says otherwise (UIButton.Configuration.titleLineBreakMode is
            // byWordWrapping by default).
            let lineBreak = configuration.map { $0["titleLineBreakMode"] ?? "wordWrap" } ?? element["lineBreakMode"] ?? ""
            content.wraps = ["wordWrap", "characterWrap"].contains(lineBreak)
            content.lines = content.wraps ? 0 : 1
            TextAttributes.apply(element, resources: resources, defaultSize: configuration != nil ? 17 : 15, to: &content)
            content.alignment = Self.titleAlignment(element["contentHorizontalAlignment"])
            content.color = look?.foreground
                ?? normal.flatMap { resources.color("titleColor", in: $0) } ?? defaultTitleColor(element, configuration)
            node.text = content
        }
        if (title ?? "").isEmpty, imageName == nil || node.asset == nil {
            // Without insets of its own: a configuration's 12 × 7 pt, a legacy button's 6 pt above and below.
            let insets = node.contentInsets ?? (configuration != nil
                ? EdgeInsets(top: ButtonMetrics.verticalInset, bottom: ButtonMetrics.verticalInset,
                             left: ButtonMetrics.horizontalInset, right: ButtonMetrics.horizontalInset)
                : EdgeInsets(top: 6, bottom: 6, left: 0, right: 0))
            let sides = [insets.left, insets.right, insets.leading, insets.trailing].compactMap { $0 }.reduce(0, +)
            if imageName == nil {
                // UIButton's intrinsic size with neither title nor image: 30 × 34 pt, plus its content insets.
                node.standardSize = StandardSize(width: 30 + sides, height: 22 + insets.top + insets.bottom)
            } else {
                // An image Glossa cannot draw (a PDF, a symbol) still takes its room: the default image size.
                node.standardSize = StandardSize(width: ButtonMetrics.imageSize + sides,
                                                 height: ButtonMetrics.imageSize + insets.top + insets.bottom)
            }
        }
        node.displayName = element["userLabel"] ?? "\(element["customClass"] ?? "UIButton") \"\(title ?? node.asset ?? "")\""
        if let configuration, let subtitle = configuration["subtitle"], !subtitle.isEmpty, let look {
            return titleAndSubtitle(node, subtitle: subtitle, element: element, look: look)
        }
        return node
    }

    /// Where a button's title sits across it: UIControl's `contentHorizontalAlignment` (a button has no
    /// `textAlignment`), centred unless Interface Builder writes another; `left` and `right` stay put in
    /// right-to-left locales, `leading` and `trailing` flip.
    static func titleAlignment(_ written: String?) -> String {
        switch written {
        case "left": "left"
        case "right": "right"
        case "leading": "leading"
        case "trailing": "trailing"
        default: "center"
        }
    }

    /// A configured button with a subtitle: its title above its subtitle (15 pt, in the foreground colour), centred,
    /// inside the configuration's content insets and background. Each line is a text of its own, localized by its
    /// own key (`configuration.title`, `configuration.subtitle`) and judged like a label; an image beside them is
    /// not drawn (named in the document's approximation note).
    private func titleAndSubtitle(_ button: ViewNode, subtitle: String, element: IBElement, look: ConfigurationLook) -> ViewNode {
        var node = ViewNode(kind: .vstack, id: button.id, location: button.location)
        node.spacing = 0
        node.alignment = "center"
        node.background = look.background
        node.cornerRadius = look.cornerRadius
        let insets = button.contentInsets ?? EdgeInsets(top: ButtonMetrics.verticalInset, bottom: ButtonMetrics.verticalInset,
                                                        leading: ButtonMetrics.horizontalInset, trailing: ButtonMetrics.horizontalInset)
        node.padding = insets
        node.displayName = button.displayName
        let wraps = ["wordWrap", "characterWrap"].contains(element["lineBreakMode"] ?? "")
        var lines: [ViewNode] = []
        if var title = button.text {
            title.lines = wraps ? 0 : 1
            var line = ViewNode(kind: .text, id: button.id.map { "\($0).configuration.title" }, location: element.location)
            line.text = title
            lines.append(line)
        }
        var content = localizable(element, property: "configuration.subtitle", value: subtitle)
        content.size = 15
        content.lines = wraps ? 0 : 1
        content.alignment = "center"
        content.color = look.foreground
        var line = ViewNode(kind: .text, id: button.id.map { "\($0).configuration.subtitle" }, location: element.location)
        line.text = content
        lines.append(line)
        node.children = lines
        // Named in the document's console note; the title and subtitle are still drawn and judged.
        if button.asset != nil { approximations["button image beside a subtitle (not drawn)", default: 0] += 1 }
        return node
    }

    /// A legacy button's `titleEdgeInsets` or `imageEdgeInsets` (`<inset key=… minX minY maxX maxY>`), left and
    /// right physical as UIEdgeInsets are. Xcode writes 2.2e-308 for a zero it keeps: read as 0.
    static func edgeInsets(_ element: IBElement, _ key: String) -> EdgeInsets {
        guard let inset = element.children("inset").first(where: { $0["key"] == key }) else { return .zero }
        func value(_ name: String) -> Double {
            let number = inset.double(name) ?? 0
            return abs(number) < 1e-300 ? 0 : number
        }
        return EdgeInsets(top: value("minY"), bottom: value("maxY"), left: value("minX"), right: value("maxX"))
    }

    /// What a button configuration's style draws (UIButton.Configuration, iOS 15+, light appearance): its background,
    /// the foreground colour of its title and image, and its corners.
    ///
    /// `filled`: the base background colour (default: the tint) under a white foreground; `tinted`: the base
    /// background colour at 15 % under a foreground of the tint; `gray`: a light gray fill (tertiarySystemFill) under
    /// the tint; `plain`: no background, the tint. `baseForegroundColor` and `baseBackgroundColor` replace the
    /// defaults. Corners (`cornerStyle`): small 4 pt, medium 6 pt, large 8 pt, capsule half the height; dynamic (the
    /// default) follows `buttonSize` (mini and small: small; large: large; else medium); fixed: the background's own
    /// `cornerRadius`. The radii are Glossa's approximations (docs/interface-builder.md).
    struct ConfigurationLook {
        var background: String?
        var foreground: String
        var cornerRadius: Double

        static let systemBlue = "#007AFFFF"
        static let capsule = 10_000.0

        init(_ configuration: IBElement, button: IBElement, resources: IBResources) {
            let tint = resources.color("tintColor", in: button) ?? Self.systemBlue
            let base = resources.color("baseBackgroundColor", in: configuration)
            let foreground = resources.color("baseForegroundColor", in: configuration)
            let backgroundElement = configuration.child("backgroundConfiguration", key: "background")
            let ownBackground = backgroundElement.flatMap { resources.color("backgroundColor", in: $0) }
            switch configuration["style"] ?? "plain" {
            case "filled":
                background = ownBackground ?? base ?? tint
                self.foreground = foreground ?? "#FFFFFFFF"
            case "tinted":
                background = ownBackground ?? IBResources.fading(base ?? tint, by: 0.15)
                self.foreground = foreground ?? tint
            case "gray":
                background = ownBackground ?? base ?? "#7676801F"
                self.foreground = foreground ?? tint
            default:
                background = ownBackground ?? base
                self.foreground = foreground ?? tint
            }
            let size = configuration["buttonSize"] ?? "medium"
            let dynamic = ["mini": "small", "small": "small", "large": "large"][size] ?? "medium"
            switch configuration["cornerStyle"] ?? "dynamic" {
            case "capsule": cornerRadius = Self.capsule
            case "fixed": cornerRadius = backgroundElement?.double("cornerRadius") ?? 0
            case let style: cornerRadius = ["small": 4, "medium": 6, "large": 8][style == "dynamic" ? dynamic : style] ?? 6
            }
        }
    }

    /// The title colour of a button whose state sets none: a system button (or one with a configuration)
    /// draws it in its `tintColor` (nil: the painter's system blue); a custom button (no `buttonType`, as
    /// Xcode writes UIButton.ButtonType.custom) in white, as UIKit does.
    func defaultTitleColor(_ element: IBElement, _ configuration: IBElement?) -> String? {
        if element["buttonType"] == nil && configuration == nil { return "#FFFFFFFF" }
        return resources.color("tintColor", in: element)
    }

    /// A button without a configuration has no side insets and 6 pt above and below its title (UIButton's
    /// intrinsic size), plus its `contentEdgeInsets`; a configuration's `contentInsets` replace the system
    /// button's 12 × 7 pt.
    static func contentInsets(_ element: IBElement, configuration: IBElement?) -> EdgeInsets? {
        if configuration != nil {
            guard let insets = configuration?.child("directionalEdgeInsets", key: "contentInsets") else { return nil }
            return EdgeInsets(top: insets.double("top") ?? 0, bottom: insets.double("bottom") ?? 0,
                              leading: insets.double("leading") ?? 0, trailing: insets.double("trailing") ?? 0)
        }
        let insets = element.children("inset").first { $0["key"] == "contentEdgeInsets" }
        return EdgeInsets(top: 6 + (insets?.double("minY") ?? 0), bottom: 6 + (insets?.double("maxY") ?? 0),
                          left: insets?.double("minX") ?? 0, right: insets?.double("maxX") ?? 0)
    }

    private func textField(_ element: IBElement) -> ViewNode {
        var node = ViewNode(kind: .text, id: element["id"], location: element.location)
        let value = text(element) ?? ""
        let placeholder = element["placeholder"]
        var content = value.isEmpty && placeholder != nil
            ? localizable(element, property: "placeholder", value: placeholder)
            : localizable(element, property: "text", value: value)
        content.lines = 1
        TextAttributes.apply(element, resources: resources, defaultSize: 14, to: &content)
        if value.isEmpty { content.color = "#3C3C434C" }
        node.text = content
        // No borderStyle attribute is UITextField.BorderStyle.none.
        let rounded = element["borderStyle"] == "roundedRect"
        if rounded { node.standardSize = StandardSize(height: 34) }
        if rounded || element["borderStyle"] == "line" || element["borderStyle"] == "bezel" {
            node.border = Border(width: 1, color: "#C6C6C8FF")
            node.cornerRadius = rounded ? 5 : 0
        }
        node.displayName = element["userLabel"] ?? "\(element["customClass"] ?? "UITextField") \"\(value.isEmpty ? placeholder ?? "" : value)\""
        return node
    }

    private func imageView(_ element: IBElement) -> ViewNode {
        var node = ViewNode(kind: .image, id: element["id"], location: element.location)
        // Xcode 13+ writes a symbol or named image as `<imageReference key="image" image catalog>`.
        let reference = element.children.first { $0.name == "imageReference" && $0["key"] == "image" }
        let image = element["image"] ?? reference?["image"]
        node.asset = drawableImage(image, element: element, node: &node, catalog: reference?["catalog"],
                                   symbol: reference?["symbolScale"] != nil)
        switch element["contentMode"] ?? "scaleToFill" {
        case "scaleAspectFit", "center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight":
            node.contentMode = .fit
        case "scaleAspectFill": node.contentMode = .fill
        default: node.contentMode = .stretch
        }
        if image == nil {
            // UIImageView without an image has no intrinsic size (the code sets one later, or nothing shows).
            node.standardSize = StandardSize()
        } else if let name = image, let size = resources.images[name] {
            // A system symbol's resource size is its drawing's, not points: shown at body size (about 20 pt).
            let scale = size.system && size.height > 0 ? 20 / size.height : 1
            node.standardSize = StandardSize(width: size.width * scale, height: size.height * scale)
        }
        if image != nil, node.asset == nil, node.unsupported == nil, node.standardSize == nil {
            // An SF Symbol the document records no size for: shown at body size, about 20 pt.
            node.standardSize = StandardSize(width: 20, height: 20)
        }
        node.tint = resources.color("tintColor", in: element)
        node.displayName = element["userLabel"] ?? "\(element["customClass"] ?? "UIImageView") \"\(image ?? "")\""
        return node
    }

    /// Segments side by side, equally wide, each title localized as `OBJECTID.segmentTitles[N]`.
    private func segmentedControl(_ element: IBElement) -> ViewNode {
        var node = ViewNode(kind: .hstack, id: element["id"], location: element.location)
        node.fillsAxis = true
        node.distribution = "fillEqually"
        node.spacing = 0
        node.alignment = "fill"
        node.standardSize = StandardSize(height: 32)
        node.background = "#EEEEEFFF"
        node.cornerRadius = 8
        let segments = element.child("segments")?.children("segment") ?? []
        node.children = segments.enumerated().map { index, segment in
            var title = ViewNode(kind: .text, id: element["id"].map { "\($0).segmentTitles[\(index)]" }, location: segment.location)
            var content = localizable(element, property: "segmentTitles[\(index)]", value: segment["title"])
            content.lines = 1
            content.size = 13
            content.alignment = "center"
            content.weight = index == (element["selectedSegmentIndex"].flatMap(Int.init) ?? 0) ? "semibold" : nil
            title.text = content
            title.hugging = AxisPriorities(horizontal: 250, vertical: 250)
            return title
        }
        return node
    }
}
