/// Which rules lay a document out: Auto Layout's constraints (layouts, storyboards, xibs), or SwiftUI's
/// propose-choose-place (a SwiftUI preview read from Swift source).
public enum LayoutRules: String, Sendable {
    case autoLayout, swiftUI
}

/// What a SwiftUI view adds to the document model: the type that made it and its layout modifiers in the
/// order they are written (innermost first), which SwiftUI applies one around the other.
public struct SwiftUIAttributes: Equatable, Sendable {
    /// The SwiftUI or app type the expression made (`VStack`, `Text`, `Color`, `RecipeRow`).
    public var type: String
    public var modifiers: [SwiftUIModifier] = []
    /// A `Spacer`'s `minLength`; nil: the system spacing.
    public var spacerMinLength: Double?
    /// `.flipsForRightToLeftLayoutDirection(true)`: drawn mirrored in a right-to-left layout.
    public var flipsForRightToLeft = false
    /// `.environment(\.layoutDirection, …)` set here, for this view and what it holds.
    public var layoutDirection: TextDirection?
    /// A view that takes all it is offered on both axes (`Color`, a shape, an unknown view's box).
    public var fillsProposal = false
    /// The text is a stand-in for a value the source does not give (a model's property): never judged as a
    /// translation, and findings resting on its size are uncertain.
    public var placeholderText = false
    /// A second view laid out in this one's frame, behind (`background`) or in front (`overlay`) of its content:
    /// the last child of the node, sized to the node's first child.
    public var decoration: Decoration?
    /// The font an SF Symbol (`Image(systemName:)`) is sized by: a text style, or a point size.
    public var symbolStyle: String?
    public var symbolSize: Double?

    public enum Decoration: String, Sendable {
        case background, overlay
    }

    public init(type: String) {
        self.type = type
    }
}

/// A modifier that changes where or how large a SwiftUI view is.
public enum SwiftUIModifier: Equatable, Sendable {
    /// Insets by edge; leading and trailing flip with the layout direction.
    case padding(top: Double, leading: Double, bottom: Double, trailing: Double)
    /// `.frame(width:height:alignment:)`: a fixed size on the axes given.
    case frame(width: Double?, height: Double?, alignment: SwiftUIAlignment)
    /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    case flexibleFrame(FlexibleFrame)
    /// `.fixedSize(horizontal:vertical:)`: the content's ideal size on those axes, whatever is proposed.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `.layoutPriority(_:)`: stacks offer room to higher priorities first.
    case layoutPriority(Double)
    /// `.offset(x:y:)`: drawn moved, laid out where it was.
    case offset(x: Double, y: Double)
    /// `.hidden()`: laid out, not drawn.
    case hidden
    /// `.opacity(_:)`: at 0, laid out and not drawn.
    case opacity(Double)
    /// `.aspectRatio(_:contentMode:)` of a resizable image or shape: the largest (fit) or smallest (fill) size of
    /// that ratio in what is proposed.
    case aspectRatio(Double?, fill: Bool)
}

/// A flexible frame's bounds; nil where the call leaves them out.
public struct FlexibleFrame: Equatable, Sendable {
    public var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
    public var minHeight: Double?, idealHeight: Double?, maxHeight: Double?
    public var alignment = SwiftUIAlignment.center

    public init() {}
}

/// A SwiftUI alignment: where content sits in a larger frame, on each axis.
public struct SwiftUIAlignment: Equatable, Sendable {
    public enum Horizontal: String, Sendable { case leading, center, trailing }
    public enum Vertical: String, Sendable { case top, center, bottom, firstTextBaseline, lastTextBaseline }
    public var horizontal: Horizontal
    public var vertical: Vertical

    public init(horizontal: Horizontal = .center, vertical: Vertical = .center) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = SwiftUIAlignment()
}
