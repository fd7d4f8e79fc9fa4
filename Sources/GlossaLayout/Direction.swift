import GlossaSolver
import GlossaText

/// Effective layout direction and the mapping of leading/trailing to physical edges: the one place
/// where either is decided (as yoga resolves a node's direction once and maps start/end per edge).
public enum LayoutDirection {
    /// A view's effective direction: forced semantics win; playback and spatial content is always
    /// left to right; unspecified inherits from the parent (the root from the locale).
    public static func effective(_ semantic: SemanticAttribute, inherited: TextDirection) -> TextDirection {
        switch semantic {
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .unspecified: return inherited
        }
    }

    /// Whether a constraint or stack edge written with these attributes is directional: it names
    /// leading or trailing, so it follows the direction of the view that lays it out.
    static func isDirectional(_ attributes: [ConstraintSpec.Attribute]) -> Bool {
        attributes.contains { $0 == .leading || $0 == .trailing }
    }

    /// The expression of `attribute` of `item` in the coordinate a constraint is written in.
    ///
    /// A directional constraint in a right-to-left view is written in a mirrored coordinate u = −x, so
    /// that `a.leading == b.leading + 16` insets a from b's right edge by 16, as Auto Layout does: leading
    /// maps to the right edge, trailing to the left, and every horizontal position is negated. Widths
    /// and vertical attributes are the same in both directions; `left`/`right` stay physical edges.
    static func expression(_ attribute: ConstraintSpec.Attribute, of item: AnchorSource,
                           mirrored: Bool) -> Expression {
        let sign: Double = mirrored ? -1 : 1
        switch attribute {
        case .left: return sign * item.left
        case .right: return sign * item.right
        case .leading, .trailing:
            let edge: HorizontalEdge = attribute == .leading ? .leading : .trailing
            let isLeft = edge.isLeft(in: mirrored ? .rightToLeft : .leftToRight)
            return sign * (isLeft ? item.left : item.right)
        case .centerX: return sign * item.centerX
        case .width: return item.widthExpression
        case .top: return item.top
        case .bottom: return item.bottom
        case .centerY: return item.centerY
        case .height: return item.heightExpression
        case .firstBaseline: return item.firstBaseline
        case .lastBaseline: return item.lastBaseline
        }
    }
}

/// Anything a constraint can name: a view's box, or the device's safe area.
protocol AnchorSource {
    var left: Expression { get }
    var top: Expression { get }
    var widthExpression: Expression { get }
    var heightExpression: Expression { get }
    var firstBaselineOffset: Double { get }
    var lastBaselineOffset: Double { get }
}

extension AnchorSource {
    var right: Expression { left + widthExpression }
    var bottom: Expression { top + heightExpression }
    var centerX: Expression { left + 0.5 * widthExpression }
    var centerY: Expression { top + 0.5 * heightExpression }
    var firstBaseline: Expression { top + firstBaselineOffset }
    var lastBaseline: Expression { top + lastBaselineOffset }
}

/// The device's safe area as fixed edges (`safe.top`, `safe.leading`, …).
struct SafeArea: AnchorSource {
    let device: Device
    var left: Expression { Expression(constant: 0) }
    var top: Expression { Expression(constant: device.safeTop) }
    var widthExpression: Expression { Expression(constant: device.width) }
    var heightExpression: Expression { Expression(constant: device.height - device.safeTop - device.safeBottom) }
    var firstBaselineOffset: Double { device.height - device.safeTop - device.safeBottom }
    var lastBaselineOffset: Double { firstBaselineOffset }
}
