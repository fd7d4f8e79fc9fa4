import GlossaLayout
import GlossaText

/// A text as shown in its frame: the string, its lines, the style, and the room it would need without limits.
struct ShownText {
    var text: String
    var paragraph: ParagraphLayout
    var style: ParagraphStyle
    var needed: (width: Double, height: Double)
    var fontScale: Double?
}

/// `Text` (and a button's title): wraps to the width offered, keeps to its line limit and to the lines that fit the
/// height offered, truncating the last; as wide as its widest line. `minimumScaleFactor` shrinks a text that would
/// be truncated, down to that fraction, first.
struct TextLayout: ContentLayout, BaselineReporting {
    func size(_ element: LayoutElement, proposal: Proposal) throws(TextError) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let (paragraph, _, _) = try lay(element, width: width, height: proposal.height)
        // A text cut short takes all the width it is offered; one that fits, its widest line.
        if paragraph.truncated, let width { return Size(width: width, height: paragraph.height) }
        return Size(width: min(paragraph.contentWidth, width ?? .infinity), height: paragraph.height)
    }

    func place(_ element: LayoutElement, in rect: TextRect) throws(TextError) {
        let (paragraph, style, scale) = try lay(element, width: rect.width, height: rect.height, exact: true)
        let text = element.context.text(of: element)
        var unlimited = element.context.style(of: element)
        unlimited.maxLines = 0
        let single = try element.context.engine.layout(text, style: unlimited, width: .unconstrained)
        let full = try element.context.engine.layout(text, style: unlimited, width: .exactly(max(1, rect.width)))
        element.shownText = ShownText(text: text, paragraph: paragraph, style: style,
                                      needed: (single.width, full.height), fontScale: scale)
    }

    func firstBaseline(_ element: LayoutElement, width: Double) throws(TextError) -> Double? {
        try lay(element, width: width, height: nil).paragraph.lines.first?.baseline
    }

    /// The paragraph for a width and height offered (nil: as much as it wants), the style it was laid out with, and
    /// the scale it shrank to.
    func lay(_ element: LayoutElement, width: Double?, height: Double?, exact: Bool = false)
        throws(TextError) -> (paragraph: ParagraphLayout, style: ParagraphStyle, scale: Double?) {
        let context = element.context
        let text = context.text(of: element)
        var style = context.style(of: element)
        let proposal: WidthProposal = width.map { exact ? .exactly(max(1, $0)) : .atMost(max(1, $0)) } ?? .unconstrained
        var scale: Double?
        var paragraph = try context.engine.layout(text, style: style, width: proposal)
        if paragraph.truncated || (width.map { paragraph.contentWidth > $0 + 0.01 } ?? false),
           let minimum = element.node.text?.minimumScaleFactor, minimum < 1, let width {
            // Several lines shrink as one long line of their combined width would (an approximation, see docs/swiftui.md).
            let lines = Double(max(1, style.maxLines))
            let chosen = try Autoshrink.scale(text, style: style, width: width * lines, minimum: minimum, engine: context.engine)
            style.size *= chosen
            scale = chosen
            paragraph = try context.engine.layout(text, style: style, width: proposal)
        }
        if let height, height.isFinite, paragraph.height > height + 0.5, paragraph.lines.count > 1 {
            var limited = style
            limited.maxLines = max(1, paragraph.lines.filter { $0.y + $0.height <= height + 0.5 }.count)
            paragraph = try context.engine.layout(text, style: limited, width: proposal)
            style = limited
        }
        return (paragraph, style, scale)
    }
}

/// `Image`: its picture's size, or what it is offered when `resizable`; an SF Symbol is a box the size of its font.
struct ImageLayout: ContentLayout {
    func size(_ element: LayoutElement, proposal: Proposal) throws(TextError) -> Size {
        let natural = naturalSize(element)
        guard element.node.swiftUI?.fillsProposal == true else { return natural }
        return Size(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? natural.width,
                    height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? natural.height)
    }

    func place(_ element: LayoutElement, in rect: TextRect) throws(TextError) {}

    func naturalSize(_ element: LayoutElement) -> Size {
        let node = element.node
        if node.swiftUI?.type == "Image(systemName:)" {
            let context = element.context
            let points = node.swiftUI?.symbolSize
                ?? DynamicType.pointSize(style: node.swiftUI?.symbolStyle ?? Defaults.textStyle, contentSize: context.environment.contentSize)
                ?? 17
            return Size(width: points * Defaults.symbolScale.width, height: points * Defaults.symbolScale.height)
        }
        if let asset = node.asset, let size = element.context.environment.imageSize(asset, element.direction) {
            return Size(width: size.width, height: size.height)
        }
        return Size(width: Defaults.unknownImageSide, height: Defaults.unknownImageSide)
    }
}

/// What every view of one layout shares: the environment, and each text's string and style, resolved once.
final class LayoutContext {
    let environment: LayoutEnvironment
    var engine: TextEngine { environment.textEngine }
    private var texts: [Int: String] = [:]

    /// Weights drawn with the bold face.
    static let heavyWeights: Set<String> = ["semibold", "bold", "heavy", "black"]

    init(environment: LayoutEnvironment) {
        self.environment = environment
    }

    func text(of element: LayoutElement) -> String {
        if let known = texts[element.index] { return known }
        let text = environment.resolveText(element.node)
        texts[element.index] = text
        return text
    }

    /// The paragraph style of a text: its font (a text style at the content size, or a fixed size), weight, line limit,
    /// truncation and alignment, in the view's layout direction.
    func style(of element: LayoutElement) -> ParagraphStyle {
        let content = element.node.text ?? TextContent()
        let textStyle = content.style ?? Defaults.textStyle
        let size = content.size
            ?? DynamicType.pointSize(style: textStyle, contentSize: environment.contentSize)
            ?? DynamicType.pointSize(style: Defaults.textStyle, contentSize: DynamicType.defaultContentSize) ?? 17
        let bold = content.weight.map(Self.heavyWeights.contains) ?? DynamicType.boldStyles.contains(textStyle)
        let alignment: TextAlignment
        switch content.alignment {
        case "center": alignment = .center
        case "trailing": alignment = .trailing
        default: alignment = .leading
        }
        return ParagraphStyle(size: size, bold: bold, systemFont: content.isSystemFont, language: environment.locale,
                              baseDirection: .natural, layoutDirection: element.direction, alignment: alignment,
                              maxLines: max(0, content.lines), truncation: Truncation(rawValue: content.truncation) ?? .tail)
    }
}

/// Lays a SwiftUI document out for one environment: the root is offered the safe area and centred in it; each view
/// chooses its size and its parent places it. The same results as any other document's: frames, text, direction.
public enum SwiftUILayout {
    public static func layout(_ document: LayoutDocument, environment: LayoutEnvironment) throws(TextError) -> LayoutResult {
        let context = LayoutContext(environment: environment)
        var elements: [LayoutElement] = []
        func build(_ node: ViewNode, parent: LayoutElement?) -> LayoutElement {
            let element = LayoutElement(node: node, index: elements.count, parent: parent, context: context)
            elements.append(element)
            element.children = node.children.map { build($0, parent: element) }
            return element
        }
        let device = environment.device
        let root = build(document.root(for: device), parent: nil)
        let safe = TextRect(x: 0, y: device.safeTop, width: device.width, height: device.height - device.safeTop - device.safeBottom)
        let size = try root.size(Proposal(width: safe.width, height: safe.height))
        try root.place(in: TextRect(x: safe.x + (safe.width - size.width) / 2, y: safe.y + (safe.height - size.height) / 2,
                                    width: size.width, height: size.height))
        let views = elements.map(laidOut)
        return LayoutResult(views: views, issues: [], device: device, direction: environment.direction)
    }

    private static func laidOut(_ element: LayoutElement) -> LaidOutView {
        let node = element.node
        var view = LaidOutView(index: element.index, id: node.id, name: node.id ?? "view[\(element.index)]", kind: node.kind,
                               node: node, parent: element.parent?.index, frame: element.placed ? element.frame : .zero,
                               direction: element.direction, hidden: element.hidden || !element.placed)
        if let shown = element.shownText {
            view.text = shown.text
            view.paragraph = shown.paragraph
            view.textStyle = shown.style
            view.textFrame = TextRect(x: element.frame.x, y: element.frame.y + (element.frame.height - shown.paragraph.height) / 2,
                                      width: element.frame.width, height: shown.paragraph.height)
            view.textArea = element.frame
            view.needed = shown.needed
            view.fontScale = shown.fontScale
        }
        if node.kind == .image, node.swiftUI?.type != "Image(systemName:)", let asset = node.asset {
            view.imageSize = element.context.environment.imageSize(asset, element.direction)
        }
        return view
    }
}
