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
        if let parts = item.horizontalParts {
            switch attribute {
            case .left: return parts.expression(lengthFactor: 0, scale: sign)
            case .right: return parts.expression(lengthFactor: 1, scale: sign)
            case .leading, .trailing:
                let edge: HorizontalEdge = attribute == .leading ? .leading : .trailing
                let isLeft = edge.isLeft(in: mirrored ? .rightToLeft : .leftToRight)
                return parts.expression(lengthFactor: isLeft ? 0 : 1, scale: sign)
            case .centerX: return parts.expression(lengthFactor: 0.5, scale: sign)
            default: break
            }
        }
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
    /// How far the first baseline lies below the top: a constant of the content, as UIKit's
    /// `_firstBaselineOffsetFromTop` (0 for a view without text).
    var firstBaselineOffset: Double { get }
    /// How far the last baseline lies above the bottom: a constant of the content, as UIKit's
    /// `_baselineOffsetFromBottom` (a label's descent below its last line's baseline; 0 for a view without text,
    /// whose last baseline is its bottom). A label taller than its text keeps its last baseline this far above its
    /// bottom, so two labels whose first and last baselines are both tied have their heights tied too.
    var lastBaselineFromBottom: Double { get }
    /// Which edges the two offsets are measured from.
    var baselineReference: BaselineReference { get }
    /// `left` and `widthExpression` as parts, when each is a variable (or none) plus a constant: every horizontal
    /// anchor is then made as one expression (see `AxisParts`). Nil: anchors are composed from the expressions.
    var horizontalParts: AxisParts? { get }
    /// `top` and `heightExpression` likewise.
    var verticalParts: AxisParts? { get }
}

/// Where a view's baselines are measured from, as UIKit measures them.
enum BaselineReference {
    /// A label's (and a view without text's): the first baseline from the top, the last from the bottom.
    case edges
    /// A button's: its title is centred in its bounds, so both baselines keep their distance from its centre
    /// (`firstBaselineOffset` below it, `lastBaselineFromBottom` above it, either negative).
    case centre
    /// A view Glossa draws as a placeholder, whose text it cannot know: both baselines at its top.
    case top

    /// The fraction of the height at which the first and the last baseline's offsets start.
    var fractions: (first: Double, last: Double) {
        switch self {
        case .edges: (0, 1)
        case .centre: (0.5, 0.5)
        case .top: (0, 0)
        }
    }
}

extension AnchorSource {
    var baselineReference: BaselineReference { .edges }
    var horizontalParts: AxisParts? { nil }
    var verticalParts: AxisParts? { nil }
    var right: Expression { horizontalParts?.expression(lengthFactor: 1) ?? left + widthExpression }
    var bottom: Expression { verticalParts?.expression(lengthFactor: 1) ?? top + heightExpression }
    var centerX: Expression { horizontalParts?.expression(lengthFactor: 0.5) ?? left + 0.5 * widthExpression }
    var centerY: Expression { verticalParts?.expression(lengthFactor: 0.5) ?? top + 0.5 * heightExpression }
    var firstBaseline: Expression { baseline(at: baselineReference.fractions.first, offset: firstBaselineOffset) }
    var lastBaseline: Expression { baseline(at: baselineReference.fractions.last, offset: -lastBaselineFromBottom) }

    /// `offset` from the point `fraction` of the way down the source.
    private func baseline(at fraction: Double, offset: Double) -> Expression {
        if let parts = verticalParts { return parts.expression(lengthFactor: fraction, offset: offset) }
        switch fraction {
        case 0: return top + offset
        case 1: return bottom + offset
        default: return centerY + offset
        }
    }
}

/// One axis of an anchor source: its position (`left`, `top`) and its length (`widthExpression`,
/// `heightExpression`), each a variable or none, plus a constant.
///
/// Constraint building names anchors thousands of times a screen. Composed from the source's expressions
/// (`left + 0.5 * widthExpression`, then times -1 in a right-to-left view), each anchor made three or four arrays
/// on the way; made from the parts, one. The parts give the very same terms, in the same order, and constants
/// computed in the same steps, so the constraints are identical to the bit.
struct AxisParts {
    let position: Variable?
    /// The position's constant, as the source's expression holds it.
    let positionConstant: Double
    let length: Variable?
    let lengthConstant: Double

    /// `scale * (position + lengthFactor * length)` (no length term for 0), then `+ offset` (as a baseline
    /// adds its offset to the top), each step as `Expression`'s operators compute it.
    func expression(lengthFactor: Double, offset: Double? = nil, scale: Double? = nil) -> Expression {
        var terms: [Term] = []
        terms.reserveCapacity(2)
        if let position { terms.append(Term(position)) }
        var constant = positionConstant
        if lengthFactor != 0 {
            // `position + length` adds the length's terms as they are; `position + 0.5 * length` scales them first.
            if let length { terms.append(Term(length, lengthFactor)) }
            constant += lengthConstant * lengthFactor
        }
        if let offset { constant += offset }
        if let scale {
            for index in terms.indices { terms[index] = Term(terms[index].variable, terms[index].coefficient * scale) }
            constant *= scale
        }
        return Expression(terms, constant: constant)
    }
}

/// The device's safe area as fixed edges (`safe.top`, `safe.leading`, …).
struct SafeArea: AnchorSource {
    let device: Device
    var left: Expression { Expression(constant: 0) }
    var top: Expression { Expression(constant: device.safeTop) }
    var widthExpression: Expression { Expression(constant: device.width) }
    var heightExpression: Expression { Expression(constant: device.height - device.safeTop - device.safeBottom) }
    var firstBaselineOffset: Double { device.height - device.safeTop - device.safeBottom }
    var lastBaselineFromBottom: Double { 0 }
    var horizontalParts: AxisParts? { AxisParts(position: nil, positionConstant: 0, length: nil, lengthConstant: device.width) }
    var verticalParts: AxisParts? {
        AxisParts(position: nil, positionConstant: device.safeTop, length: nil,
                  lengthConstant: device.height - device.safeTop - device.safeBottom)
    }
}
