/// What imported documents (Xcode storyboards and xibs) need beyond the YAML contract, kept in the one
/// document model so layout, checks and drawing treat every source alike.

/// Where a document's root view sits on the screen.
public enum RootPlacement: Equatable, Sendable {
    /// The device's safe area (YAML layouts).
    case safeArea
    /// The whole screen, as a view controller's root view (its content reaches the safe area by constraints).
    case screen
    /// The screen's width and a height of its own below the status bar, as a xib's freeform top-level view
    /// (its required constraints win over that height).
    case designHeight(Double)
    /// A size of its own at the screen's left edge below the status bar, as a xib's collection view cell
    /// (the collection view's layout gives it its size).
    case designSize(width: Double, height: Double)
}

/// A view's layout margins (UIView.directionalLayoutMargins), the insets of its layout margins guide.
public enum LayoutMargins: Equatable, Sendable {
    /// UIView's default: 8 pt on every edge.
    case system
    /// A view controller's root view: 16 pt leading and trailing on compact-width iPhones, 20 pt on
    /// wider screens (Max iPhones and iPads), inside the safe area.
    case viewController
    /// A table view cell's content view: 11 pt top and bottom, and the view controller's sides.
    case tableCell
    /// Margins the document sets (leading/trailing or left/right, as written).
    case custom(EdgeInsets)

    /// The side margin UIKit gives a view controller's root view and table cells on a screen this wide.
    public static func sideMargin(screenWidth: Double) -> Double { screenWidth >= 414 ? 20 : 16 }
}

/// A frame from the document's design canvas, resized with its superview by an autoresizing mask, as
/// UIKit does for a view that translates its autoresizing mask into constraints.
public struct AutoresizingFrame: Equatable, Sendable {
    /// The frame in the superview's coordinates on the design canvas.
    public var x: Double, y: Double, width: Double, height: Double
    /// The superview's size on the design canvas.
    public var parentWidth: Double, parentHeight: Double
    /// Which parts stretch: flexibleMinX (left margin), width, flexibleMaxX (right margin); same vertically.
    public var flexibleLeft = false, flexibleWidth = false, flexibleRight = false
    public var flexibleTop = false, flexibleHeight = false, flexibleBottom = false

    public init(x: Double, y: Double, width: Double, height: Double, parentWidth: Double, parentHeight: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.parentWidth = parentWidth
        self.parentHeight = parentHeight
    }

    /// How a change of the superview's width (or height) is shared: the flexible parts take it in
    /// proportion to their design sizes (equally when those are all zero), the others keep theirs.
    static func shares(_ parts: [(flexible: Bool, size: Double)]) -> [Double] {
        let flexible = parts.filter(\.flexible)
        guard !flexible.isEmpty else { return parts.map { _ in 0 } }
        let total = flexible.map(\.size).reduce(0, +)
        return parts.map { part in
            guard part.flexible else { return 0 }
            return total > 0 ? part.size / total : 1 / Double(flexible.count)
        }
    }
}

/// The intrinsic content size of a control with a standard size (a switch is 51 × 31 pt, a slider 30 pt
/// tall); nil on an axis where the control has none.
public struct StandardSize: Equatable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }
}

/// Which rectangle of an item a constraint anchor means.
public enum AnchorGuide: String, Equatable, Sendable {
    /// The view's frame (or the safe area for `safe`).
    case frame
    /// The view's layout margins guide (Interface Builder's *Margin attributes).
    case margins
    /// A scroll view's content layout guide: its top-left corner, with a size of its own.
    case scrollContent
}

extension ConstraintSpec.Anchor {
    /// An anchor of an imported document.
    public static func imported(_ item: String, _ attribute: ConstraintSpec.Attribute, guide: AnchorGuide) -> Self {
        Self(item: item, attribute: attribute, guide: guide)
    }
}

extension ConstraintSpec {
    /// Items imported documents may name besides view ids, `superview` and `safe`.
    public enum SpecialItem {
        /// UIViewController.topLayoutGuide: from the screen's top to the safe area's top.
        public static let topLayoutGuide = "<top layout guide>"
        /// UIViewController.bottomLayoutGuide: from the safe area's bottom to the screen's bottom.
        public static let bottomLayoutGuide = "<bottom layout guide>"
    }

    /// A self-sizing row is as tall as its content view's constraints make it (the cell hugs its content); when
    /// they say nothing of its height, UITableView gives it the standard height ("constraints ambiguously
    /// suggest a height of zero … using standard height instead"): a wish just above the hug, never required.
    public static func standardRowHeight(_ cell: String, location: SourceLocation) -> Self {
        .imported(text: "\(cell).height >= 44 (UITableView's standard row height for a row its content does not size)",
                  location: location, first: .imported(cell, .height, guide: .frame), relation: .greaterOrEqual, second: nil,
                  multiplier: 1, constant: 44, priority: standardRowHeightPriority)
    }

    /// Above a container's hug (2), so that a row its content leaves open is 44 pt, below anything a document
    /// writes (1 and up is the author's, but content hugging and compression are 250 and 750).
    public static let standardRowHeightPriority = 2.5

    /// A constraint of an imported document; `text` is how messages quote it.
    public static func imported(text: String, location: SourceLocation, id: String? = nil, first: Anchor, relation: Relation,
                                second: Anchor?, multiplier: Double, constant: Double, priority: Double) -> Self {
        Self(text: text, location: location, id: id, first: first, relation: relation, second: second,
             multiplier: multiplier, constant: constant, priority: priority)
    }
}

/// An image file outside the asset catalog that an imported document's image name finds, as
/// UIImage(named:) finds loose files in the app bundle, with the scale its name gives it (`@2x`, `@3x`).
public struct LooseImage: Equatable, Sendable {
    public var path: String
    public var scale: Double

    public init(path: String, scale: Double) {
        self.path = path
        self.scale = scale
    }
}

extension ViewNode {
    /// An image view with no image at all (an imported UIImageView without `image`, which the app's code fills
    /// or never does): UIKit draws nothing there. An image that is named but cannot be found is not this: it is
    /// drawn as a placeholder and reported.
    public var showsNoImage: Bool {
        // Such a view has no standard size, or one with no axis (it has no intrinsic size either).
        kind == .image && asset == nil && (standardSize ?? StandardSize()) == StandardSize() && unsupported == nil
    }
}
