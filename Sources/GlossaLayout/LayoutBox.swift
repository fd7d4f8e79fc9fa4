import GlossaSolver
import GlossaText

/// One view being laid out: its node, effective direction and the four unknowns of its frame, in
/// screen coordinates (points, origin top-left).
final class LayoutBox: AnchorSource {
    /// Position of the node in the document, depth first: stable across locales and runs.
    let index: Int
    /// The node, shared with the views laid out from this box (see `LaidOutView.node`).
    let shared: SharedNode
    var node: ViewNode { _read { yield shared.node } }
    weak var parent: LayoutBox?
    /// Neither the view nor an ancestor is hidden: the view is laid out.
    let shown: Bool
    /// The view or an ancestor is laid out but not drawn (`ViewNode.invisible`): reported hidden.
    let invisible: Bool
    /// Neither the view nor an ancestor fixes its direction (a semantic content attribute): it mirrors with the locale.
    let flips: Bool
    var children: [LayoutBox] = []
    /// Grid cells, row by row (a subset of `children`).
    var rows: [[LayoutBox]] = []
    let direction: TextDirection
    /// The id, or a path such as "root/vstack[2]/text[0]" for views without one.
    let name: String

    let x: Variable
    let y: Variable
    let width: Variable
    let height: Variable

    /// Text shown by a text view or button title, and its style; set by `Measurer`.
    var text: String?
    var textStyle: ParagraphStyle?
    /// Whether a width variant of the string has been chosen for the width layout gave the view.
    var variantChosen = false
    /// Intrinsic content size (points) for views that have one, at the current pass.
    var intrinsic: (width: Double?, height: Double?) = (nil, nil)
    /// A text's baseline offsets, set by `Measurer` (see `AnchorSource` and `BaselineReference`).
    var textFirstBaseline: Double = 0
    var textLastBaselineFromBottom: Double = 0

    /// Where the first baseline lies below the top and the last one above the bottom: a text's own, or the arranged
    /// view's whose baseline a stack view's is (`baselineView`), moved by the stack's margins.
    var firstBaselineOffset: Double {
        baselineView(last: false).map { $0.firstBaselineOffset + padding.top } ?? textFirstBaseline
    }
    var lastBaselineFromBottom: Double {
        baselineView(last: true).map { $0.lastBaselineFromBottom + padding.bottom } ?? textLastBaselineFromBottom
    }
    var baselineReference: BaselineReference {
        if node.kind == .button && text != nil { return .centre }
        return node.unsupported != nil && text == nil ? .top : .edges
    }

    /// The arranged view whose baseline is a stack view's (UIStackView's viewForFirstBaselineLayout and
    /// viewForLastBaselineLayout) where it touches the stack's edge: a vertical stack's first arranged view for its
    /// first baseline and its last for its last; a horizontal stack's only arranged view when it fills the stack's
    /// height. Only a view whose baselines are measured from its edges; nil otherwise (the stack's own edges).
    private func baselineView(last: Bool) -> LayoutBox? {
        guard node.fillsAxis, let edge = last ? children.last : children.first else { return nil }
        switch node.kind {
        case .vstack: break
        case .hstack where children.count == 1 && node.alignment == "fill": break
        default: return nil
        }
        return edge.baselineReference == .edges ? edge : nil
    }
    /// The size of a scroll view's content layout guide (only constrained when a document names it).
    lazy var contentWidth = Variable(name, ".contentWidth")
    lazy var contentHeight = Variable(name, ".contentHeight")
    /// How far a scroll view's content starts below its top: UIScrollView's automatic content inset, the part
    /// of its frame under the status and navigation bars.
    lazy var contentInsetTop = Variable(name, ".contentInsetTop")

    init(index: Int, node: SharedNode, parent: LayoutBox?, direction: TextDirection, name: String) {
        self.index = index
        shared = node
        self.parent = parent
        // From the parent's answers, as the tree is built parents first: no walk up the weak parent links later.
        shown = !node.node.hidden && (parent?.shown ?? true)
        invisible = node.node.invisible || (parent?.invisible ?? false)
        flips = node.node.semantic == .unspecified && (parent?.flips ?? true)
        self.direction = direction
        self.name = name
        x = Variable(name, ".x")
        y = Variable(name, ".y")
        width = Variable(name, ".width")
        height = Variable(name, ".height")
    }

    var left: Expression { Expression(x) }
    var top: Expression { Expression(y) }
    var widthExpression: Expression { Expression(width) }
    var heightExpression: Expression { Expression(height) }
    var horizontalParts: AxisParts? { AxisParts(position: x, positionConstant: 0, length: width, lengthConstant: 0) }
    var verticalParts: AxisParts? { AxisParts(position: y, positionConstant: 0, length: height, lengthConstant: 0) }
    var isMirrored: Bool { direction == .rightToLeft }

    /// Padding as physical edges: leading/trailing resolved with this view's own direction, since the
    /// view lays out its content.
    var padding: (top: Double, left: Double, bottom: Double, right: Double) {
        let insets = node.padding
        let leading = insets.leading ?? 0, trailing = insets.trailing ?? 0
        let leadingIsLeft = HorizontalEdge.leading.isLeft(in: direction)
        let left = insets.left ?? (leadingIsLeft ? leading : trailing)
        let right = insets.right ?? (leadingIsLeft ? trailing : leading)
        return (insets.top, left, insets.bottom, right)
    }

    /// Every box in this subtree, parent before children, in document order.
    var subtree: [LayoutBox] {
        [self] + children.flatMap(\.subtree)
    }
}

/// Builds the box tree for one locale: effective directions, names, and which alternative of each
/// `fits` is present (the others are absent from the result, as ViewThatFits drops them).
struct BoxTreeBuilder {
    let rootDirection: TextDirection
    /// Chosen alternative per `fits` node (by document index); absent means the first.
    let fitsChoices: [Int: Int]

    func build(_ root: ViewNode) -> (root: LayoutBox, all: [LayoutBox]) {
        build(SharedNode(tree: root))
    }

    /// The box tree of a document's shared nodes (`SharedNodeTrees`), which the boxes hold.
    func build(_ root: SharedNode) -> (root: LayoutBox, all: [LayoutBox]) {
        var counter = 0
        var all: [LayoutBox] = []
        let box = make(root, parent: nil, inherited: rootDirection, path: { "root" }, counter: &counter, all: &all)
        return (box, all)
    }

    /// `path` is called only for a node with no id (most have one).
    private func make(_ shared: SharedNode, parent: LayoutBox?, inherited: TextDirection, path: () -> String,
                      counter: inout Int, all: inout [LayoutBox]) -> LayoutBox {
        let index = counter
        counter += 1
        let direction = LayoutDirection.effective(shared.node.semantic, inherited: inherited)
        let box = LayoutBox(index: index, node: shared, parent: parent, direction: direction, name: shared.node.id ?? path())
        all.append(box)
        let chosen = shared.node.kind == .fits ? (fitsChoices[index] ?? 0) : nil
        var kindCounts = KindCounts()
        for (position, child) in shared.children.enumerated() {
            let kind = child.node.kind
            let ordinal = kindCounts.next(kind)
            if let chosen, chosen != position {
                // Absent alternatives still consume their document indices so indices stay stable.
                counter += count(child)
                continue
            }
            let childBox = make(child, parent: box, inherited: direction, path: { "\(box.name)/\(kind.rawValue)[\(ordinal)]" },
                                counter: &counter, all: &all)
            if !child.node.hidden { box.children.append(childBox) }
        }
        if shared.node.kind == .grid {
            var remaining = box.children[...]
            box.rows = shared.node.rows.map { row in
                let cells = Array(remaining.prefix(row.filter { !$0.hidden }.count))
                remaining = remaining.dropFirst(cells.count)
                return cells
            }
        }
        return box
    }

    private func count(_ node: SharedNode) -> Int { 1 + node.children.map(count).reduce(0, +) }
}

/// How many children of each kind a node has had so far, for the paths of views without an id: a few kinds
/// among a few children, counted in a short list (a dictionary per node was most of building the tree).
private struct KindCounts {
    private var counts: [(kind: ViewKind, count: Int)] = []

    /// The ordinal of the next child of `kind`, counted.
    mutating func next(_ kind: ViewKind) -> Int {
        for index in counts.indices where counts[index].kind == kind {
            counts[index].count += 1
            return counts[index].count - 1
        }
        counts.append((kind, 1))
        return 0
    }
}
