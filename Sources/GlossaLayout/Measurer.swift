import GlossaText

/// Everything layout needs from outside the document: the screen, the locale, text and image sizes.
///
/// Layout never reads string catalogs or asset catalogs itself (yoga-style measure callbacks): the
/// caller resolves each text view's string and each image's natural size.
public struct LayoutEnvironment {
    public var device: Device
    /// Dynamic Type content size: xs s m l xl xxl xxxl ax1 … ax5.
    public var contentSize: String
    /// BCP 47 locale of the strings (picks fonts, shaping language and line breaking).
    public var locale: String
    /// The locale's layout direction: the root view's direction.
    public var direction: TextDirection
    public var textEngine: TextEngine
    /// The final string a text view or button title shows.
    public var resolveText: (ViewNode) -> String
    /// The natural size in points of an image asset as a view of the given direction shows it (a set
    /// may have a different file per direction), when known.
    public var imageSize: (String, TextDirection) -> (width: Double, height: Double)?
    /// Which parts of an image asset's picture draw anything, as a view of the given direction shows it; nil when
    /// not known.
    public var imageOpaqueGrid: (String, TextDirection) -> OpaqueGrid? = { _, _ in nil }
    /// The string for a text view given the width it has, in 'M' widths of its font (how Apple sizes
    /// NSStringVariableWidthRuleType variants); nil when strings do not vary by width.
    public var resolveTextForWidth: ((ViewNode, Double) -> String)?
    /// Solved systems to start later layouts of the same shape from; nil: every layout solves from scratch.
    public var solverTemplates: SolverTemplates?
    /// The document's nodes, shared by its screens; nil: each layout makes its own. Only for a document that
    /// does not change between the layouts that share it.
    public var nodeTrees: SharedNodeTrees?

    public init(device: Device, contentSize: String, locale: String, direction: TextDirection, textEngine: TextEngine,
                resolveText: @escaping (ViewNode) -> String,
                imageSize: @escaping (String, TextDirection) -> (width: Double, height: Double)? = { _, _ in nil }) {
        self.device = device
        self.contentSize = contentSize
        self.locale = locale
        self.direction = direction
        self.textEngine = textEngine
        self.resolveText = resolveText
        self.imageSize = imageSize
    }
}

/// A system button's metrics: content insets and the gap between its image and title.
public enum ButtonMetrics {
    public static let horizontalInset = 12.0
    public static let verticalInset = 7.0
    public static let imageSize = 24.0
    public static let imageGap = 4.0
    /// Default side of an image view whose asset size is unknown.
    public static let defaultImageSize = 24.0

    /// A button's content insets as physical edges in a view of `direction`: the node's own
    /// `contentInsets` (leading/trailing resolved with the direction), else the system button's (12 pt at
    /// the sides, 7 pt above and below).
    public static func insets(_ node: ViewNode, direction: TextDirection = .leftToRight)
        -> (top: Double, left: Double, bottom: Double, right: Double) {
        guard let custom = node.contentInsets else { return (verticalInset, horizontalInset, verticalInset, horizontalInset) }
        let leadingIsLeft = HorizontalEdge.leading.isLeft(in: direction)
        let leading = custom.leading ?? 0, trailing = custom.trailing ?? 0
        return (custom.top, custom.left ?? (leadingIsLeft ? leading : trailing), custom.bottom,
                custom.right ?? (leadingIsLeft ? trailing : leading))
    }
}

/// Where a button's image and title go: centred as one group in the content rectangle (the frame less the content
/// insets), the image on the leading side with the title beside it, as UIButton centres them; a legacy button's
/// `imageEdgeInsets` and `titleEdgeInsets` then move each (see `LegacyButtonInsets`). The title is laid out in
/// `TextPlacement.titleArea`; this only says where its text and the image are drawn.
public enum ButtonContent {
    /// The frame less the button's content insets.
    public static func contentRect(_ node: ViewNode, frame: TextRect, direction: TextDirection) -> TextRect {
        let insets = ButtonMetrics.insets(node, direction: direction)
        return TextRect(x: frame.x + insets.left, y: frame.y + insets.top,
                        width: max(0, frame.width - insets.left - insets.right),
                        height: max(0, frame.height - insets.top - insets.bottom))
    }

    /// Whether a legacy button's image, `imageWidth` wide as drawn, fills its content rectangle's width: UIButton
    /// then gives the title no room and draws none.
    public static func imageFillsContent(_ node: ViewNode, imageWidth: Double?, frame: TextRect, direction: TextDirection) -> Bool {
        guard node.legacyButton != nil, node.asset != nil, let imageWidth else { return false }
        let content = contentRect(node, frame: frame, direction: direction)
        return imageWidth >= content.width - 0.5
    }

    /// The image's rectangle: `titleWidth` is how wide the title's text is drawn (nil: no title shown, the image
    /// alone is centred); an image that fills the content rectangle (`filling`) is drawn in all of it.
    public static func imageRect(_ node: ViewNode, frame: TextRect, direction: TextDirection, titleWidth: Double?,
                                 filling: Bool = false) -> TextRect? {
        guard node.asset != nil else { return nil }
        let content = contentRect(node, frame: frame, direction: direction)
        let shift = LegacyButtonInsets.shift(node.legacyButton?.image ?? .zero)
        if filling { return content.offsetBy(dx: shift.x, dy: shift.y) }
        let side = ButtonMetrics.imageSize
        let y = content.midY - side / 2 + shift.y
        guard let titleWidth, node.text != nil else {
            return TextRect(x: content.midX - side / 2 + shift.x, y: y, width: side, height: side)
        }
        let group = side + ButtonMetrics.imageGap + titleWidth
        let start = content.midX - min(group, content.width) / 2
        let x = HorizontalEdge.leading.isLeft(in: direction) ? start : start + min(group, content.width) - side
        return TextRect(x: x + shift.x, y: y, width: side, height: side)
    }

    /// How far a centred title of `titleWidth` moves from the centre of its area (`TextPlacement.titleArea`) to
    /// its place in the group beside the image, plus its legacy `titleEdgeInsets`.
    static func titleShift(_ node: ViewNode, frame: TextRect, area: TextRect, direction: TextDirection,
                           titleWidth: Double) -> (x: Double, y: Double) {
        let shift = LegacyButtonInsets.shift(node.legacyButton?.title ?? .zero)
        guard node.asset != nil else { return shift }
        let content = contentRect(node, frame: frame, direction: direction)
        let side = ButtonMetrics.imageSize
        let group = min(side + ButtonMetrics.imageGap + titleWidth, content.width)
        let start = content.midX - group / 2
        let centre = HorizontalEdge.leading.isLeft(in: direction) ? start + group - titleWidth / 2 : start + titleWidth / 2
        return (centre - area.midX + shift.x, shift.y)
    }
}

/// Intrinsic content sizes: text measured by the text engine at the widths layout proposes.
struct Measurer {
    let environment: LayoutEnvironment

    /// Weights drawn with the bold face.
    private static let heavyWeights: Set<String> = ["semibold", "bold", "heavy", "black"]

    /// The paragraph style of a text view or button title in this environment (Dynamic Type applied).
    func style(for box: LayoutBox) -> ParagraphStyle? {
        let node = box.node
        guard node.kind == .text || (node.kind == .button && node.text != nil), let content = node.text else { return nil }
        let textStyle = content.style ?? "body"
        let size = content.size
            ?? DynamicType.pointSize(style: textStyle, contentSize: environment.contentSize)
            ?? DynamicType.pointSize(style: "body", contentSize: DynamicType.defaultContentSize)!
        let bold = content.weight.map(Self.heavyWeights.contains) ?? DynamicType.boldStyles.contains(textStyle)
        let lines = node.kind == .button && content.lines == 0 && !content.wraps ? 1 : content.lines
        // A button centres its title, as UIButton's default content alignment does.
        var alignment = TextAlignment(rawValue: content.alignment) ?? .natural
        if node.kind == .button && alignment == .natural { alignment = .center }
        return ParagraphStyle(size: size, bold: bold, systemFont: content.isSystemFont, language: environment.locale,
                              baseDirection: .natural,
                              layoutDirection: box.direction, alignment: alignment,
                              maxLines: lines, truncation: Truncation(rawValue: content.truncation) ?? .tail,
                              face: content.fontName.flatMap(environment.textEngine.registry.appFont(named:)))
    }

    /// Width taken by a button's insets and image around its title.
    func chrome(_ node: ViewNode) -> (width: Double, height: Double) {
        let insets = ButtonMetrics.insets(node)
        var width = insets.left + insets.right
        if node.asset != nil { width += ButtonMetrics.imageSize + (node.text != nil ? ButtonMetrics.imageGap : 0) }
        return (width, insets.top + insets.bottom)
    }

    /// An image view's picture size: its image file's, else the size its document records; nil when unknown.
    func imageSize(_ node: ViewNode, direction: TextDirection) -> (width: Double, height: Double)? {
        if let natural = node.asset.flatMap({ environment.imageSize($0, direction) }) { return natural }
        guard let width = node.standardSize?.width, let height = node.standardSize?.height else { return nil }
        return (width, height)
    }

    /// Sets the box's text and its intrinsic size before the first pass.
    func prepare(_ box: LayoutBox) throws(TextError) {
        let node = box.node
        switch node.kind {
        case .image:
            let natural = node.asset.flatMap { environment.imageSize($0, box.direction) }
            if natural == nil, node.asset == nil, let size = node.standardSize {
                // A standard size with an axis left open (an imported image view without an image) has none.
                box.intrinsic = (size.width, size.height)
            } else {
                box.intrinsic = (natural?.width ?? node.standardSize?.width ?? ButtonMetrics.defaultImageSize,
                                 natural?.height ?? node.standardSize?.height ?? ButtonMetrics.defaultImageSize)
            }
        case .button where node.text == nil && node.asset == nil && node.standardSize != nil:
            box.intrinsic = (node.standardSize?.width, node.standardSize?.height)
        case .button where node.text == nil:
            let chrome = chrome(node)
            box.intrinsic = (chrome.width, chrome.height + ButtonMetrics.imageSize)
        case .text, .button:
            guard let style = style(for: box) else { return }
            let text = environment.resolveText(node)
            box.text = text
            box.textStyle = style
            let single = try environment.textEngine.layout(text, style: style, width: .unconstrained)
            let chrome = node.kind == .button ? chrome(node) : (width: 0, height: 0)
            box.intrinsic = (node.standardSize?.width ?? single.width + chrome.width,
                             node.standardSize?.height ?? max(single.height, node.asset != nil ? ButtonMetrics.imageSize : 0) + chrome.height)
            if node.kind == .text, let preferred = node.text?.preferredMaxWidth, single.width > preferred {
                // UIKit sizes the label wrapped at its preferred width: as wide as its widest line there.
                let wrapped = try environment.textEngine.layout(text, style: style, width: .exactly(preferred))
                box.intrinsic = (min(single.width, wrapped.contentWidth), wrapped.height)
            }
            setBaselines(box, single)
        default:
            if let size = node.standardSize { box.intrinsic = (size.width, size.height) }
        }
    }

    /// Measures the box's text at the width layout gave it; returns whether its size changed.
    ///
    /// After the first solve, a string with width variants whose widest variant did not fit is resolved
    /// once more for the width the view got (all the room there is, since the widest was measured first),
    /// then kept: choosing again at the narrower width of a shorter variant would shrink it step by step.
    func update(_ box: LayoutBox, width: Double) throws(TextError) -> Bool {
        guard var text = box.text, let style = box.textStyle else { return false }
        let chrome = box.node.kind == .button ? chrome(box.node) : (width: 0, height: 0)
        var widthChanged = false
        if !box.variantChosen, let resolve = environment.resolveTextForWidth, width + 0.5 < (box.intrinsic.width ?? 0) {
            box.variantChosen = true
            let em = try environment.textEngine.layout("M", style: style, width: .unconstrained).width
            let variant = resolve(box.node, max(0, width - chrome.width) / em)
            if variant != text {
                text = variant
                box.text = variant
                let single = try environment.textEngine.layout(variant, style: style, width: .unconstrained)
                box.intrinsic.width = single.width + chrome.width
                widthChanged = true
            }
        }
        let paragraph = try environment.textEngine.layout(text, style: style, width: .exactly(max(1, width - chrome.width)))
        let height = box.node.standardSize?.height
            ?? max(paragraph.height, box.node.asset != nil ? ButtonMetrics.imageSize : 0) + chrome.height
        setBaselines(box, paragraph)
        defer { box.intrinsic.height = height }
        return widthChanged || abs((box.intrinsic.height ?? 0) - height) > 0.01
    }

    /// UIKit's baseline offsets (see `BaselineReference`): a label's first line's baseline below its top and its last
    /// line's above its bottom (the descent), constants of the text whatever height layout gives the label. A button
    /// centres its title in its bounds less its content insets: its baselines are offsets from its centre.
    private func setBaselines(_ box: LayoutBox, _ paragraph: ParagraphLayout) {
        let first = paragraph.lines.first?.baseline ?? 0
        let last = paragraph.lines.last?.baseline ?? 0
        if box.node.kind == .button {
            let insets = ButtonMetrics.insets(box.node)
            let textTop = (insets.top - insets.bottom) / 2 - paragraph.height / 2
            box.textFirstBaseline = textTop + first
            box.textLastBaselineFromBottom = -(textTop + last)
        } else {
            box.textFirstBaseline = first
            box.textLastBaselineFromBottom = paragraph.lines.isEmpty ? 0 : paragraph.height - last
        }
    }
}
