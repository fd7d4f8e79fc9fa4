import GlossaText

/// Final frames, and each text laid out in the frame layout gave it: a label shorter than its text
/// shows the lines that fit and truncates the last (as UILabel does), centred vertically in its frame.
struct TextPlacement {
    let environment: LayoutEnvironment
    let measurer: Measurer

    func views(_ boxes: [LayoutBox], present: [LayoutBox]) throws(TextError) -> [LaidOutView] {
        let laidOut = Set(present.map(\.index))
        var views: [LaidOutView] = []
        for box in boxes {
            let visible = laidOut.contains(box.index)
            let frame = visible ? TextRect(x: box.x.value, y: box.y.value, width: box.width.value, height: box.height.value) : .zero
            // An invisible view keeps its frame (others are placed by it) but is reported hidden, as UIKit's is.
            var view = LaidOutView(index: box.index, id: box.node.id, name: box.name, kind: box.node.kind, shared: box.shared,
                                   parent: box.parent?.index, frame: frame, direction: box.direction,
                                   hidden: !visible || box.invisible)
            if visible, box.node.kind == .image {
                view.imageSize = measurer.imageSize(box.node, direction: box.direction)
                view.imageOpaqueGrid = box.node.asset.flatMap { environment.imageOpaqueGrid($0, box.direction) }
            }
            if visible, box.node.kind == .button, let asset = box.node.asset {
                view.imageSize = environment.imageSize(asset, box.direction)
            }
            // A legacy button whose image fills its content rectangle shows no title: UIButton gives it no room.
            let titleHasRoom = !ButtonContent.imageFillsContent(box.node, imageWidth: view.imageSize?.width, frame: frame,
                                                               direction: box.direction)
            if visible, titleHasRoom, let text = box.text, let style = box.textStyle {
                try place(text, style: style, box: box, frame: frame, into: &view)
            }
            views.append(view)
        }
        return views
    }

    /// Whether a text view's every line spans its whole frame at its own size (a label that hugs its text): its
    /// alignment moves nothing. A text truncated or shrunk to fit fills a frame that was not sized for it, so a
    /// shorter text would show its alignment there.
    static func textFillsWidth(_ view: LaidOutView) -> Bool {
        guard view.kind == .text, let paragraph = view.paragraph, let textFrame = view.textFrame, !paragraph.lines.isEmpty,
              !paragraph.truncated, (view.fontScale ?? 1) >= 1 else { return false }
        let slack = 0.5
        return abs(textFrame.width - view.frame.width) <= slack && paragraph.lines.allSatisfy { textFrame.width - $0.width <= slack }
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

    /// The fraction of its size an autoshrinking single line is drawn at in `width`: as much as fits, never
    /// below `minimum` (UILabel's minimumScaleFactor), 1 when it fits as it is.
    ///
    /// A face's own advances grow in proportion to the font size (unhinted, as Apple's text system measures), so
    /// the scale that fits is the width over the width needed, kept to thousandths, rounded down. The system font's
    /// do not quite (San Francisco's tracking and optical size change with the size: `SystemFontMetrics`), so that
    /// scale is measured again at the size it gives and lowered, by the same ratio, until the line fits.
    /// How far a single line may exceed its frame and still fit as it is, in points.
    static let fitSlack = 0.01

    static func shrinkScale(_ text: String, style: ParagraphStyle, width: Double, minimum: Double,
                            engine: TextEngine) throws(TextError) -> Double {
        let single = try engine.layout(text, style: style, width: .unconstrained)
        // A line as wide as its frame fits (frames are solved in floating point: a hugging label may come out a few
        // millionths of a point narrower than its text).
        guard single.width > width + fitSlack else { return 1 }
        func fitting(_ scale: Double, needs needed: Double) -> Double {
            min(1, max(minimum, (width / needed * scale * 1000).rounded(.down) / 1000))
        }
        var scale = fitting(1, needs: single.width)
        // Each pass lowers the scale by at least a thousandth: a few passes at most (two for San Francisco's widths).
        while scale > minimum {
            var scaled = style
            scaled.size = style.size * scale
            let needed = try engine.layout(text, style: scaled, width: .unconstrained).width
            // Within the frame itself: a line is broken as soon as it is wider than its width.
            guard needed > width else { break }
            scale = max(minimum, min(scale - 0.001, fitting(scale, needs: needed)))
        }
        return scale
    }

    private func place(_ text: String, style: ParagraphStyle, box: LayoutBox, frame: TextRect,
                       into view: inout LaidOutView) throws(TextError) {
        let engine = environment.textEngine
        let area = TextPlacement.titleArea(box.node, frame: frame, direction: box.direction)
        let width = max(1, area.width)
        var style = style
        if let minimum = box.node.text?.minimumScaleFactor, style.maxLines == 1 {
            let scale = try Self.shrinkScale(text, style: style, width: width, minimum: minimum, engine: engine)
            style.size *= scale
            view.fontScale = scale
        }
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
        view.setText(text, paragraph: paragraph, style: style)
        view.textArea = area
        view.textFrame = TextRect(x: area.x, y: area.y + (area.height - paragraph.height) / 2, width: width,
                                  height: paragraph.height)
        if box.node.kind == .button, style.alignment == .center, let textFrame = view.textFrame {
            // Centred as a group with the image, and moved by a legacy button's title edge insets.
            let shift = ButtonContent.titleShift(box.node, frame: frame, area: area, direction: box.direction,
                                                 titleWidth: paragraph.contentWidth)
            view.textFrame = textFrame.offsetBy(dx: shift.x, dy: shift.y)
        }
        let chrome = box.node.kind == .button ? measurer.chrome(box.node) : (width: 0, height: 0)
        view.needed = (box.intrinsic.width ?? full.width, full.height + chrome.height)
    }
}

/// The scale a text that shrinks to fit (`minimumScaleFactor`, `adjustsFontSizeToFitWidth`) is drawn at in `width`
/// points: one decision for every layout system (`TextPlacement.shrinkScale`).
public enum Autoshrink {
    public static func scale(_ text: String, style: ParagraphStyle, width: Double, minimum: Double,
                             engine: TextEngine) throws(TextError) -> Double {
        try TextPlacement.shrinkScale(text, style: style, width: width, minimum: minimum, engine: engine)
    }
}
