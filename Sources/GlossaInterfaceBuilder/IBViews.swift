import GlossaLayout

/// Turns Interface Builder view elements into view nodes of the document model.
final class ViewConverter {
    let file: String
    /// The strings table: the document's file stem.
    let table: String
    let resources: IBResources
    let images: IBImageCatalog
    /// Ids of the views some constraint of the document names (as an item, or as the view holding a
    /// constraint that names no first item).
    let constrained: Set<String>
    /// Layout guides (safe area, margins, scroll content) by object id: the item and guide they stand for.
    var guides: [String: (item: String, guide: AnchorGuide)] = [:]
    /// A freeform xib view is not placed on a screen: its safe area is its own bounds.
    var safeAreaIsOwnBounds = false

    /// The app's folder: its loose image files.
    let appFolder: IBAppFolder
    /// The loose image files the document's image names found (see `drawableImage`).
    var looseImages: [String: [LooseImage]] = [:]
    /// What was approximated, by category, with how many elements (see `approximate`).
    var approximations: [String: Int] = [:]

    init(file: String, table: String, resources: IBResources, images: IBImageCatalog, appFolder: IBAppFolder,
         constrained: Set<String> = []) {
        self.file = file
        self.appFolder = appFolder
        self.constrained = constrained
        self.table = table
        self.resources = resources
        self.images = images
    }

    /// UIKit classes of the elements laid out here (the class named in messages when there is no label).
    static let classes: [String: String] = [
        "view": "UIView", "label": "UILabel", "button": "UIButton", "imageView": "UIImageView",
        "stackView": "UIStackView", "textField": "UITextField", "switch": "UISwitch", "slider": "UISlider",
        "segmentedControl": "UISegmentedControl", "activityIndicatorView": "UIActivityIndicatorView",
        "progressView": "UIProgressView", "scrollView": "UIScrollView", "tableView": "UITableView",
        "tableViewCell": "UITableViewCell", "tableViewCellContentView": "UITableViewCellContentView",
        "navigationBar": "UINavigationBar", "visualEffectView": "UIVisualEffectView", "stepper": "UIStepper",
    ]

    /// The intrinsic heights of bars Glossa draws as placeholders (UIToolbar, UITabBar, UISearchBar).
    static let barHeights: [String: Double] = ["toolbar": 44, "tabBar": 49, "searchBar": 56]

    /// Where a view sits: inside a stack (its stack places it) or a plain superview of this design size.
    enum Placement {
        case root
        case arranged
        case subview(parentWidth: Double, parentHeight: Double)
    }

    /// The node for a view element; an element Glossa cannot lay out faithfully becomes a placeholder.
    func node(_ element: IBElement, placement: Placement) -> ViewNode {
        var node: ViewNode
        switch element.name {
        case "view", "tableViewCellContentView", "collectionReusableView": node = container(element, kind: .view)
        case "scrollView":
            node = container(element, kind: .view)
            node.clips = true
            node.scrollsContent = true
            node.pagesHorizontally = element.flag("pagingEnabled")
        case "label": node = label(element)
        case "stackView": node = stack(element)
        case "button", "textField", "switch", "slider", "segmentedControl", "activityIndicatorView", "progressView", "imageView",
             "stepper":
            node = control(element)
        case "tableView": node = table(element)
        case "visualEffectView": node = effectView(element)
        case "navigationBar": node = navigationBar(element)
        default: node = unsupported(element)
        }
        common(element, into: &node, placement: placement)
        return node
    }

    /// Attributes every view has: id, name for messages, semantics, colours, priorities, frame, margins.
    private func common(_ element: IBElement, into node: inout ViewNode, placement: Placement) {
        node.id = element["id"]
        let uikit = element["customClass"] ?? Self.classes[element.name] ?? element.name
        node.displayName = element["userLabel"] ?? node.displayName ?? uikit
        if let semantic = element["semanticContentAttribute"].flatMap(SemanticAttribute.init(rawValue:)) { node.semantic = semantic }
        Self.visibility(element, placement: placement, into: &node)
        if element.flag("clipsSubviews") { node.clips = true }
        if let background = resources.color("backgroundColor", in: element) {
            node.background = IBResources.fading(background, by: element.double("alpha") ?? 1)
        }
        node.hugging = AxisPriorities(horizontal: element.double("horizontalHuggingPriority") ?? node.hugging.horizontal,
                                      vertical: element.double("verticalHuggingPriority") ?? node.hugging.vertical)
        node.compression = AxisPriorities(
            horizontal: element.double("horizontalCompressionResistancePriority") ?? node.compression.horizontal,
            vertical: element.double("verticalCompressionResistancePriority") ?? node.compression.vertical)
        if let margins = margins(element) { node.margins = margins }
        if case let .subview(parentWidth, parentHeight) = placement, translatesAutoresizingMask(element),
           let rect = element.child("rect", key: "frame") {
            node.autoresizing = autoresizing(rect, mask: element.child("autoresizingMask", key: "autoresizingMask"),
                                             parentWidth: parentWidth, parentHeight: parentHeight)
        }
        if let radius = runtimeNumber(element, keyPath: "layer.cornerRadius") { node.cornerRadius = radius }
        // After the subviews, whose layout guides these constraints may name.
        let held = element.child("constraints")?.children("constraint") ?? []
        node.constraints += constraints(held, holder: element["id"], scrollView: element.name == "scrollView" ? element["id"] : nil)
    }

    /// Whether UIKit places the view by its frame and autoresizing mask at run time
    /// (translatesAutoresizingMaskIntoConstraints is YES once the document is compiled).
    ///
    /// That is the default when the attribute is absent. Xcode writes `translatesAutoresizingMaskIntoConstraints="NO"`
    /// for every view of an Auto Layout document, and infers the run-time value when it compiles it: a view no
    /// constraint names (which the canvas marks `fixedFrame="YES"`) translates its mask, a view that
    /// constraints name does not. See docs/interface-builder.md, "Design frames".
    func translatesAutoresizingMask(_ element: IBElement) -> Bool {
        if element["translatesAutoresizingMaskIntoConstraints"] != "NO" || element.flag("fixedFrame") { return true }
        guard let id = element["id"] else { return true }
        return !constrained.contains(id)
    }

    /// Ids of the views the document's constraints name.
    static func constrainedViews(_ document: IBElement) -> Set<String> {
        var ids = Set<String>()
        for holder in document.descendants {
            guard let constraints = holder.child("constraints") else { continue }
            for constraint in constraints.children("constraint") {
                if let first = constraint["firstItem"] ?? holder["id"] { ids.insert(first) }
                if let second = constraint["secondItem"] { ids.insert(second) }
            }
        }
        return ids
    }

    /// Hidden views: a stack view leaves a hidden arranged view out of its arrangement; anywhere else
    /// UIKit keeps a hidden view in Auto Layout (others may be placed by it) and only does not draw it. An
    /// alpha of 0 and a stopped activity indicator that hides when stopped are not drawn either.
    ///
    /// Interface Builder writes `hidesWhenStopped="YES"` when the box is checked and nothing when it is not,
    /// and a nib decodes a missing key as NO, so only the written attribute hides a stopped indicator.
    static func visibility(_ element: IBElement, placement: Placement, into node: inout ViewNode) {
        if element.flag("hidden") {
            if case .arranged = placement { node.hidden = true } else { node.invisible = true }
        }
        if element.double("alpha") == 0 { node.invisible = true }
        if element.name == "activityIndicatorView", element.flag("hidesWhenStopped"), !element.flag("animating") {
            node.invisible = true
        }
    }

    /// A plain view and its subviews, with the constraints it holds and the guides it declares.
    func container(_ element: IBElement, kind: ViewKind) -> ViewNode {
        var node = ViewNode(kind: kind, id: element["id"], location: element.location)
        let size = designSize(element)
        for guide in element.children("viewLayoutGuide") {
            guard let id = guide["id"], let owner = element["id"] else { continue }
            switch guide["key"] {
            case "safeArea": guides[id] = (safeAreaIsOwnBounds ? owner : "safe", .frame)
            case "contentLayoutGuide": guides[id] = (owner, .scrollContent)
            case "layoutMarginsGuide": guides[id] = (owner, .margins)
            default: guides[id] = (owner, .frame)
            }
        }
        // With the keyboard hidden, UIKit's keyboard layout guide starts at the safe area's bottom.
        for guide in element.children("keyboardLayoutGuide") {
            if let id = guide["id"] { guides[id] = (ConstraintSpec.SpecialItem.bottomLayoutGuide, .frame) }
        }
        node.children = subviews(element).map { self.node($0, placement: .subview(parentWidth: size.width, parentHeight: size.height)) }
        return node
    }

    func subviews(_ element: IBElement) -> [IBElement] { element.child("subviews")?.children ?? [] }

    /// The element's design size from its `<rect key="frame">` (a view controller's view on its device).
    func designSize(_ element: IBElement) -> (width: Double, height: Double) {
        let rect = element.child("rect", key: "frame")
        return (rect?.double("width") ?? 0, rect?.double("height") ?? 0)
    }

    private func stack(_ element: IBElement) -> ViewNode {
        let vertical = element["axis"] == "vertical"
        var node = ViewNode(kind: vertical ? .vstack : .hstack, id: element["id"], location: element.location)
        node.fillsAxis = true
        node.spacing = element.double("spacing") ?? 0
        node.baselineRelative = vertical && element.flag("baselineRelativeArrangement")
        let alignment = element["alignment"] ?? "fill"
        let horizontalNames = ["top": "top", "leading": "top", "bottom": "bottom", "trailing": "bottom", "center": "center",
                               "firstBaseline": "firstBaseline", "lastBaseline": "lastBaseline", "fill": "fill"]
        let verticalNames = ["leading": "leading", "top": "leading", "trailing": "trailing", "bottom": "trailing",
                             "center": "center", "fill": "fill"]
        node.alignment = (vertical ? verticalNames : horizontalNames)[alignment] ?? "fill"
        switch element["distribution"] ?? "fill" {
        case "fillEqually": node.distribution = "fillEqually"
        case "equalSpacing": node.distribution = "equalSpacing"
        case "fill": node.distribution = "fill"
        case let other:
            node.distribution = "fill"
            approximate(&node, "stackView distribution '\(other)' is laid out as 'fill'", as: "stack view '\(other)' laid out as 'fill'")
        }
        node.children = subviews(element).map { self.node($0, placement: .arranged) }
        if element.flag("layoutMarginsRelativeArrangement") {
            // Arranged views sit inside the stack's layout margins (8 pt unless it sets its own).
            switch margins(element) {
            case let .custom(insets)?: node.padding = insets
            default: node.padding = EdgeInsets(top: 8, bottom: 8, leading: 8, trailing: 8)
            }
        }
        return node
    }

    private func label(_ element: IBElement) -> ViewNode {
        var node = ViewNode(kind: .text, id: element["id"], location: element.location)
        var content = localizable(element, property: "text", value: text(element))
        content.lines = element["numberOfLines"].flatMap(Int.init) ?? 1
        TextAttributes.apply(element, resources: resources, defaultSize: 17, to: &content)
        content.minimumScaleFactor = Self.minimumScale(element, fontSize: content.size)
        if content.lines != 1, let width = element.double("preferredMaxLayoutWidth"), width > 0 { content.preferredMaxWidth = width }
        if let attributed = element.child("attributedString", key: "attributedText") {
            // Attributed text is not exported to .strings files: it shows as written.
            content.key = nil
            content.verbatim = attributed.children("fragment").compactMap { $0["content"] }.joined()
        }
        node.text = content
        node.displayName = element["userLabel"] ?? "\(element["customClass"] ?? "UILabel") \"\(content.defaultValue ?? content.verbatim ?? "")\""
        return node
    }

    /// How far an autoshrinking label shrinks: its `minimumScaleFactor`, else the legacy `minimumFontSize` over
    /// its font size. Interface Builder writes `adjustsFontSizeToFit="NO"` for a label that does not shrink;
    /// a factor of 0 (UILabel's default) does not shrink either.
    static func minimumScale(_ element: IBElement, fontSize: Double?) -> Double? {
        guard element["adjustsFontSizeToFit"] != "NO" else { return nil }
        var scale = element.double("minimumScaleFactor")
        if scale == nil, let minimum = element.double("minimumFontSize"), let size = fontSize, size > 0 { scale = minimum / size }
        guard let scale, scale > 0, scale < 1 else { return nil }
        return scale
    }

    /// A label's or text field's text: its `text` attribute or `<string key="text">` element.
    func text(_ element: IBElement) -> String? {
        element["text"] ?? element.child("string", key: "text")?.text
    }

    /// Text the document localizes through `<lang>.lproj/<stem>.strings` under `OBJECTID.property`.
    func localizable(_ element: IBElement, property: String, value: String?) -> TextContent {
        var content = TextContent(key: "\(element["id"] ?? "").\(property)")
        content.table = table
        content.defaultValue = value ?? ""
        return content
    }

    /// A visual effect view: its content view's subviews over a translucent light material (the blur
    /// itself is not drawn).
    private func effectView(_ element: IBElement) -> ViewNode {
        var node = ViewNode(kind: .view, id: element["id"], location: element.location)
        node.background = "#F2F2F7D9"
        if let content = element.child("view", key: "contentView") {
            let size = designSize(element)
            node.children = [self.node(content, placement: .subview(parentWidth: size.width, parentHeight: size.height))]
        }
        return node
    }

    /// Marks the node as approximated (an `unsupported` finding) and counts it under `category` for the
    /// document's console note.
    func approximate(_ node: inout ViewNode, _ reason: String, as category: String) {
        node.unsupported = reason
        approximations[category, default: 0] += 1
    }

    /// Anything else: kept in place with its frame, drawn as a placeholder and reported.
    private func unsupported(_ element: IBElement) -> ViewNode {
        var node = ViewNode(kind: .view, id: element["id"], location: element.location)
        // Bars have the height UIKit gives them, so views chained to them are placed.
        if let height = Self.barHeights[element.name] { node.standardSize = StandardSize(height: height) }
        approximate(&node, "\(element.name) '\(element["id"] ?? "?")' is not supported; it is drawn as a placeholder of its frame",
                    as: element.name)
        return node
    }

    private func margins(_ element: IBElement) -> LayoutMargins? {
        if let insets = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            return .custom(EdgeInsets(top: insets.double("top") ?? 0, bottom: insets.double("bottom") ?? 0,
                                      leading: insets.double("leading") ?? 0, trailing: insets.double("trailing") ?? 0))
        }
        if let insets = element.child("edgeInsets", key: "layoutMargins") {
            return .custom(EdgeInsets(top: insets.double("top") ?? 0, bottom: insets.double("bottom") ?? 0,
                                      left: insets.double("left") ?? 0, right: insets.double("right") ?? 0))
        }
        return nil
    }

    private func autoresizing(_ rect: IBElement, mask: IBElement?, parentWidth: Double, parentHeight: Double) -> AutoresizingFrame {
        var frame = AutoresizingFrame(x: rect.double("x") ?? 0, y: rect.double("y") ?? 0, width: rect.double("width") ?? 0,
                                      height: rect.double("height") ?? 0, parentWidth: parentWidth, parentHeight: parentHeight)
        if let mask {
            frame.flexibleLeft = mask.flag("flexibleMinX")
            frame.flexibleWidth = mask.flag("widthSizable")
            frame.flexibleRight = mask.flag("flexibleMaxX")
            frame.flexibleTop = mask.flag("flexibleMinY")
            frame.flexibleHeight = mask.flag("heightSizable")
            frame.flexibleBottom = mask.flag("flexibleMaxY")
        }
        return frame
    }

    /// A `<userDefinedRuntimeAttribute type="number" keyPath="…">` value.
    private func runtimeNumber(_ element: IBElement, keyPath: String) -> Double? {
        element.child("userDefinedRuntimeAttributes")?.children("userDefinedRuntimeAttribute")
            .first { $0["keyPath"] == keyPath }?.children.first?.double("value")
    }
}

/// Text attributes labels, buttons and text fields share: lines, truncation, alignment, font, colour.
enum TextAttributes {
    static func apply(_ element: IBElement, resources: IBResources, defaultSize: Double, to content: inout TextContent) {
        switch element["lineBreakMode"] {
        case "headTruncation": content.truncation = "head"
        case "middleTruncation": content.truncation = "middle"
        default: content.truncation = "tail"
        }
        content.alignment = alignment(element["textAlignment"])
        IBFont.apply(element.child("fontDescription", key: "fontDescription"),
                     adjusts: element.flag("adjustsFontForContentSizeCategory"), defaultSize: defaultSize, to: &content)
        if let color = resources.color("textColor", in: element) { content.color = color }
    }

    /// A label's or text field's `textAlignment` as UIKit reads it from the nib. Interface Builder writes
    /// `natural` (and every other choice) explicitly and leaves the attribute out only for Left, the nib's
    /// default (NSTextAlignment 0): a missing attribute is left, which stays left in right-to-left locales.
    /// Justified text sets its last line (all of a one-line label) naturally.
    static func alignment(_ written: String?) -> String {
        switch written {
        case nil, "left": "left"
        case "center": "center"
        case "right": "right"
        default: "natural"
        }
    }
}
