import GlossaText

/// Final frames, and each text laid out in the frame layout gave it: a label shorter than its text
/// shows the lines that fit and truncates the last (as UILabel does), centred vertically in its frame.
struct TextPlacement {
    let environment: LayoutEnvironment
    let measurer: Measurer

    func views(_ boxes: [LayoutBox], present: [LayoutBox]) throws(TextError) -> [LaidOutView] {
        let shown = Set(present.map(\.index))
        var views: [LaidOutView] = []
        for box in boxes {
            let visible = shown.contains(box.index)
            let frame = visible ? TextRect(x: box.x.value, y: box.y.value, width: box.width.value, height: box.height.value) : .zero
            var view = LaidOutView(index: box.index, id: box.node.id, name: box.name, kind: box.node.kind, node: box.node,
                                   parent: box.parent?.index, frame: frame, direction: box.direction, hidden: !visible)
            if visible, let text = box.text, let style = box.textStyle {
                try place(text, style: style, box: box, frame: frame, into: &view)
            }
            views.append(view)
        }
        return views
    }

    /// The rectangle a button's title gets: inside the insets, beside the image on the leading side.
    static func titleArea(_ node: ViewNode, frame: TextRect, direction: TextDirection) -> TextRect {
        guard node.kind == .button else { return frame }
        let image = node.asset != nil ? ButtonMetrics.imageSize + ButtonMetrics.imageGap : 0
        let insets = ButtonMetrics.insets(node, direction: direction)
        let x = frame.x + insets.left + (HorizontalEdge.leading.isLeft(in: direction) ? image : 0)
        return TextRect(x: x, y: frame.y + insets.top, width: frame.width - insets.left - insets.right - image,
                        height: frame.height - insets.top - insets.bottom)
    }

    private func place(_ text: String, style: ParagraphStyle, box: LayoutBox, frame: TextRect,
                       into view: inout LaidOutView) throws(TextError) {
        let engine = environment.textEngine
        let area = TextPlacement.titleArea(box.node, frame: frame, direction: box.direction)
        let width = max(1, area.width)
        var paragraph = try engine.layout(text, style: style, width: .exactly(width))
        var unlimited = style
        unlimited.maxLines = 0
        // With no line limit the paragraph is its own unlimited layout (the engine is deterministic).
        let full = style.maxLines == 0 ? paragraph : try engine.layout(text, style: unlimited, width: .exactly(width))
        if paragraph.height > area.height + 0.5, paragraph.lines.count > 1 {
            var limited = style
            limited.maxLines = max(1, paragraph.lines.filter { $0.y + $0.height <= area.height + 0.5 }.count)
            paragraph = try engine.layout(text, style: limited, width: .exactly(width))
        }
        view.text = text
        view.paragraph = paragraph
        view.textArea = area
        view.textStyle = style
        view.textFrame = TextRect(x: area.x, y: area.y + (area.height - paragraph.height) / 2, width: width,
                                  height: paragraph.height)
        let chrome = box.node.kind == .button ? measurer.chrome(box.node) : (width: 0, height: 0)
        view.needed = (box.intrinsic.width ?? full.width, full.height + chrome.height)
    }
}
