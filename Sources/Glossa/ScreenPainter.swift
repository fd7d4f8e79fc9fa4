import GlossaLayout
import GlossaRender
import GlossaText

/// Draws a laid-out screen: backgrounds, borders, text, images and list separators, parents before
/// children, each view inside the clip of its clipping ancestors.
struct ScreenPainter {
    let scale: Double
    /// The screen's images; an asset the catalog does not have is drawn as a neutral placeholder.
    var assets: ScreenAssets = .none
    /// The status bar and home indicator drawn over the screen; nil draws the bare screen (`--no-chrome`).
    var chrome: DeviceChrome?

    static let labelColor = Color(red: 0, green: 0, blue: 0)
    static let tintColor = Color(red: 0, green: 122, blue: 255)
    static let separatorColor = Color(red: 198, green: 198, blue: 200)
    static let placeholderFill = Color(red: 229, green: 229, blue: 234)
    static let placeholderStroke = Color(red: 174, green: 174, blue: 178)

    /// Throws when an image the run's `ImageStore` let go cannot be decoded again (its file changed).
    func draw(_ result: LayoutResult) throws(GlossaError) -> Canvas {
        let device = result.device
        var canvas = Canvas(width: Int((device.width * scale).rounded()), height: Int((device.height * scale).rounded()),
                            background: .white)
        let children = Dictionary(grouping: result.views.filter { !$0.hidden && $0.parent != nil }, by: { $0.parent! })
        var viewsByID: [String: LaidOutView] = [:]
        for view in result.views where !view.hidden { if let id = view.id, viewsByID[id] == nil { viewsByID[id] = view } }
        if let root = result.views.first(where: { $0.parent == nil }) {
            // A root inside the safe area is a view controller's view laid out there: its background fills the screen.
            if result.rootPlacement == .safeArea, !root.hidden, let background = root.node.background.flatMap(color) {
                canvas.fill(TextRect(x: 0, y: 0, width: device.width, height: device.height), scale: scale, color: background)
            }
            try draw(root, children: children, viewsByID: viewsByID, clip: nil, on: &canvas)
        }
        if let chrome { chrome.draw(on: &canvas, device: device, direction: result.direction) }
        return canvas
    }

    private func draw(_ view: LaidOutView, children: [Int: [LaidOutView]], viewsByID: [String: LaidOutView], clip: PixelRect?,
                      on canvas: inout Canvas) throws(GlossaError) {
        let node = view.node
        let frame = view.frame
        if let background = node.background.flatMap(color) {
            canvas.fill(frame, cornerRadius: node.cornerRadius, scale: scale, color: background, clip: clip)
        }
        if node.unsupported != nil { drawPlaceholder(frame, name: nil, on: &canvas, clip: clip) }
        if let isOn = node.switchIsOn { drawKnob(view, isOn: isOn, on: &canvas, clip: clip) }
        if let accessory = node.accessory { drawAccessory(accessory, in: view, on: &canvas, clip: clip) }
        switch view.kind {
        case .image: try drawImage(view, on: &canvas, clip: clip)
        case .button: try drawButtonImage(view, on: &canvas, clip: clip)
        default: break
        }
        if let paragraph = view.paragraph, let textFrame = view.textFrame {
            let fallback = view.kind == .button ? Self.tintColor : Self.labelColor
            let textColor = node.text?.color.flatMap(color) ?? fallback
            canvas.draw(paragraph, at: (textFrame.x, textFrame.y), scale: scale, color: textColor, clip: clip)
        }
        var inner = clip
        if node.clips || view.kind == .scroll {
            let own = PixelRect(frame, scale: scale)
            inner = clip.map { $0.intersection(own) } ?? own
        }
        let kids = children[view.index] ?? []
        for child in kids { try draw(child, children: children, viewsByID: viewsByID, clip: inner, on: &canvas) }
        if view.kind == .list { drawSeparators(between: kids, in: view, views: viewsByID, on: &canvas, clip: inner) }
        if let border = node.border, let borderColor = color(border.color) {
            canvas.stroke(frame, lineWidth: border.width, cornerRadius: node.cornerRadius, scale: scale, color: borderColor,
                          clip: clip)
        }
    }

    /// An image view's asset in its frame, with the view's content mode, corners and tint.
    private func drawImage(_ view: LaidOutView, on canvas: inout Canvas, clip: PixelRect?) throws(GlossaError) {
        let node = view.node
        // UIKit draws nothing for an image view without an image.
        if node.showsNoImage { return }
        guard let name = node.asset, var image = assets.image(name, direction: view.direction) else {
            drawPlaceholder(view.frame, name: node.asset, on: &canvas, clip: clip)
            return
        }
        if node.swiftUI?.flipsForRightToLeft == true, view.direction == .rightToLeft { image = image.flippedHorizontally() }
        let mode = ContentMode(rawValue: node.contentMode.rawValue) ?? .fit
        let tint = node.tint.flatMap(color) ?? Self.tintColor
        do {
            if node.rendersAsTemplate, !image.isOriginal {
                canvas.draw(bitmap: try image.bitmap(), size: image.size, in: view.frame, contentMode: mode,
                            cornerRadius: node.cornerRadius, mirrored: image.mirrored, tint: tint, scale: scale, clip: clip)
            } else {
                try canvas.draw(image, in: view.frame, contentMode: mode, cornerRadius: node.cornerRadius, tint: tint,
                                scale: scale, clip: clip)
            }
        } catch {
            throw GlossaError("\(node.location): \(error)")
        }
    }

    /// A button's image, aspect-fit in its 24 pt glyph box and tinted: a system button draws its image as
    /// a template in its tint colour, as UIButton's system type does.
    private func drawButtonImage(_ view: LaidOutView, on canvas: inout Canvas, clip: PixelRect?) throws(GlossaError) {
        let node = view.node
        let filling = ButtonContent.imageFillsContent(node, imageWidth: view.imageSize?.width, frame: view.frame,
                                                      direction: view.direction)
        guard let box = ButtonContent.imageRect(node, frame: view.frame, direction: view.direction,
                                                titleWidth: view.paragraph?.contentWidth, filling: filling) else { return }
        guard let name = node.asset, let image = assets.image(name, direction: view.direction) else {
            drawPlaceholder(box, name: node.asset, on: &canvas, clip: clip)
            return
        }
        let bitmap: Canvas
        do {
            bitmap = try image.bitmap()
        } catch {
            throw GlossaError("\(node.location): \(error)")
        }
        canvas.draw(bitmap: bitmap, size: image.size, in: box, mirrored: image.mirrored,
                    tint: node.tint.flatMap(color) ?? Self.tintColor, scale: scale, clip: clip)
    }

    /// A switch's knob: a white disc 2 pt inside the track, at its trailing end when on (the leading one when off),
    /// with a hairline edge so that it shows on the light track of a switch that is off.
    private func drawKnob(_ view: LaidOutView, isOn: Bool, on canvas: inout Canvas, clip: PixelRect?) {
        let frame = view.frame
        let side = max(0, frame.height - 4)
        let atRight = isOn == (view.direction == .leftToRight)
        let knob = TextRect(x: atRight ? frame.maxX - 2 - side : frame.x + 2, y: frame.y + 2, width: side, height: side)
        canvas.fill(knob, cornerRadius: side / 2, scale: scale, color: .white, clip: clip)
        canvas.stroke(knob, lineWidth: 0.5, cornerRadius: side / 2, scale: scale, color: Self.knobEdge, clip: clip)
    }

    static let knobEdge = Color(red: 0, green: 0, blue: 0, alpha: 30)

    /// A table cell's accessory at the trailing end of its view, 16 pt in from the cell's edge, centred down it:
    /// a grey chevron (pointing to the trailing side: left in right-to-left), a checkmark and an info button in
    /// the tint colour (a checkmark and an "i" read the same in both directions and are not mirrored).
    private func drawAccessory(_ type: String, in view: LaidOutView, on canvas: inout Canvas, clip: PixelRect?) {
        let frame = view.frame
        let rtl = view.direction == .rightToLeft
        let midY = frame.y + frame.height / 2
        // Distances from the trailing edge, turned into x on the screen.
        func x(_ fromTrailing: Double) -> Double { rtl ? frame.x + fromTrailing : frame.maxX - fromTrailing }
        let inset = 16.0
        func chevron(at trailing: Double) {
            let tip = (x: x(trailing), y: midY), back = x(trailing + Self.chevronWidth)
            canvas.strokeLine(from: (back, midY - 6.5), to: tip, lineWidth: 2, scale: scale, color: Self.chevronColor, clip: clip)
            canvas.strokeLine(from: tip, to: (back, midY + 6.5), lineWidth: 2, scale: scale, color: Self.chevronColor, clip: clip)
        }
        func info(at trailing: Double) {
            let side = 22.0, left = rtl ? x(trailing) : x(trailing) - side
            let circle = TextRect(x: left, y: midY - side / 2, width: side, height: side)
            canvas.stroke(circle, lineWidth: 1.5, cornerRadius: side / 2, scale: scale, color: Self.tintColor, clip: clip)
            let centre = left + side / 2
            canvas.fill(TextRect(x: centre - 1.25, y: midY - 6.5, width: 2.5, height: 2.5), cornerRadius: 1.25, scale: scale,
                        color: Self.tintColor, clip: clip)
            canvas.fill(TextRect(x: centre - 1, y: midY - 2.5, width: 2, height: 8), scale: scale, color: Self.tintColor, clip: clip)
        }
        switch type {
        case "disclosureIndicator": chevron(at: inset)
        case "checkmark":
            let width = 13.0, left = rtl ? x(inset) : x(inset) - width
            canvas.strokeLine(from: (left, midY), to: (left + 4.5, midY + 4.5), lineWidth: 2, scale: scale, color: Self.tintColor, clip: clip)
            canvas.strokeLine(from: (left + 4.5, midY + 4.5), to: (left + width, midY - 5.5), lineWidth: 2, scale: scale,
                              color: Self.tintColor, clip: clip)
        case "detailButton": info(at: inset)
        case "detailDisclosureButton":
            chevron(at: inset)
            info(at: inset + Self.chevronWidth + 9)
        default: break
        }
    }

    static let chevronWidth = 7.5
    static let chevronColor = Color(red: 196, green: 196, blue: 199)

    /// A neutral box where an image goes when the catalog has no such image set.
    private func drawPlaceholder(_ frame: TextRect, name: String?, on canvas: inout Canvas, clip: PixelRect?) {
        canvas.fill(frame, cornerRadius: 4, scale: scale, color: Self.placeholderFill, clip: clip)
        canvas.stroke(frame, lineWidth: 1, cornerRadius: 4, scale: scale, color: Self.placeholderStroke, clip: clip)
    }

    /// Hairlines between rows, inset from the leading edge as UITableView insets them (16 pt, or to the text of a
    /// row whose built-in image stands before it), and a grouped section's along its top and bottom, across the table.
    private func drawSeparators(between rows: [LaidOutView], in list: LaidOutView, views: [String: LaidOutView],
                                on canvas: inout Canvas, clip: PixelRect?) {
        let hairline = 1 / scale
        let leftToRight = HorizontalEdge.leading.isLeft(in: list.direction)
        for row in rows.dropLast() {
            var inset = 16.0
            if let start = row.node.separatorStartsAt.flatMap({ views[$0] }), start.frame.width > 0 {
                inset = leftToRight ? start.frame.x - list.frame.x : list.frame.maxX - start.frame.maxX
            }
            let x = leftToRight ? list.frame.x + inset : list.frame.x
            let rect = TextRect(x: x, y: row.frame.maxY - hairline, width: list.frame.width - inset, height: hairline)
            canvas.fill(rect, scale: scale, color: Self.separatorColor, clip: clip)
        }
        if list.node.sectionHairlines {
            for y in [list.frame.y, list.frame.maxY - hairline] {
                canvas.fill(TextRect(x: list.frame.x, y: y, width: list.frame.width, height: hairline), scale: scale,
                            color: Self.separatorColor, clip: clip)
            }
        }
    }

    private func color(_ text: String) -> Color? { Color(text) }
}

extension Color {
    /// A colour as layout documents write it ("#RGB", "#RRGGBB", "#RRGGBBAA" or a system name): the one
    /// parser for documents and command-line options alike.
    public init?(_ text: String) {
        guard let rgba = ColorValue.rgba(text) else { return nil }
        self.init(red: rgba.0, green: rgba.1, blue: rgba.2, alpha: rgba.3)
    }
}
