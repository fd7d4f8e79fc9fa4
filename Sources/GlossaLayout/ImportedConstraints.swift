import GlossaSolver
import GlossaText

extension ConstraintBuilder {
    /// A view placed by its design frame and autoresizing mask: the superview's change of size from the
    /// design canvas is shared by the flexible margins and size. Frames are physical, so they do not
    /// mirror in right-to-left locales (UIKit does not mirror them either).
    mutating func addAutoresizing(_ box: LayoutBox, _ frame: AutoresizingFrame, in parent: LayoutBox) {
        let name = box.name
        let across = AutoresizingFrame.shares([(frame.flexibleLeft, frame.x), (frame.flexibleWidth, frame.width),
                                               (frame.flexibleRight, frame.parentWidth - frame.x - frame.width)])
        let down = AutoresizingFrame.shares([(frame.flexibleTop, frame.y), (frame.flexibleHeight, frame.height),
                                             (frame.flexibleBottom, frame.parentHeight - frame.y - frame.height)])
        let grownWidth = parent.widthExpression - frame.parentWidth
        let grownHeight = parent.heightExpression - frame.parentHeight
        add(box.left == parent.left + frame.x + across[0] * grownWidth, "\(name): autoresizing frame x")
        add(box.widthExpression == frame.width + across[1] * grownWidth, "\(name): autoresizing frame width")
        add(box.top == parent.top + frame.y + down[0] * grownHeight, "\(name): autoresizing frame y")
        add(box.heightExpression == frame.height + down[1] * grownHeight, "\(name): autoresizing frame height")
    }
}

/// A view's layout margins guide as constraints see it: its frame inset by its margins, leading and
/// trailing resolved with the view's own direction.
struct MarginGuide: AnchorSource {
    let box: LayoutBox
    let device: Device

    /// Top, left, bottom and right insets of the guide in this layout.
    var insets: (top: Double, left: Double, bottom: Double, right: Double) {
        let side = LayoutMargins.sideMargin(screenWidth: device.width)
        let leadingIsLeft = HorizontalEdge.leading.isLeft(in: box.direction)
        switch box.node.margins {
        case .system: return (8, 8, 8, 8)
        case .viewController:
            // The root view's margins are measured inside the safe area, as UIKit insets them from it.
            let top = box.parent == nil ? device.safeTop : 0
            let bottom = box.parent == nil ? device.safeBottom : 0
            return (top, side, bottom, side)
        case .tableCell: return (11, side, 11, side)
        case let .custom(margins):
            let leading = margins.leading ?? 0, trailing = margins.trailing ?? 0
            return (margins.top, margins.left ?? (leadingIsLeft ? leading : trailing), margins.bottom,
                    margins.right ?? (leadingIsLeft ? trailing : leading))
        }
    }

    var left: Expression { box.left + insets.left }
    var top: Expression { box.top + insets.top }
    var widthExpression: Expression { box.widthExpression - (insets.left + insets.right) }
    var heightExpression: Expression { box.heightExpression - (insets.top + insets.bottom) }
    var firstBaselineOffset: Double { box.firstBaselineOffset - insets.top }
    var lastBaselineFromBottom: Double { box.lastBaselineFromBottom - insets.bottom }
}

/// A scroll view's content layout guide: it starts at the scroll view's top-left corner, below the bars
/// that cover its frame (its automatic content inset), and is as large as the constraints on it make it
/// (the content may be larger than the scroll view's frame).
struct ScrollContentGuide: AnchorSource {
    let box: LayoutBox
    var left: Expression { box.left }
    var top: Expression { box.node.pagesHorizontally ? box.top : box.top + box.contentInsetTop }
    var widthExpression: Expression { Expression(box.contentWidth) }
    var heightExpression: Expression { Expression(box.contentHeight) }
    var firstBaselineOffset: Double { 0 }
    var lastBaselineFromBottom: Double { 0 }
}

/// A band of the screen between two fixed heights (the top and bottom layout guides of a view controller).
struct ScreenBand: AnchorSource {
    let device: Device
    let from: Double, to: Double
    var left: Expression { Expression(constant: 0) }
    var top: Expression { Expression(constant: from) }
    var widthExpression: Expression { Expression(constant: device.width) }
    var heightExpression: Expression { Expression(constant: to - from) }
    var firstBaselineOffset: Double { 0 }
    var lastBaselineFromBottom: Double { 0 }

    static func top(_ device: Device) -> ScreenBand { ScreenBand(device: device, from: 0, to: device.safeTop) }
    static func bottom(_ device: Device) -> ScreenBand {
        ScreenBand(device: device, from: device.height - device.safeBottom, to: device.height)
    }
}
