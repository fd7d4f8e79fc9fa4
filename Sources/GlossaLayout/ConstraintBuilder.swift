import GlossaSolver
import GlossaText

/// A constraint on its way to the solver, with what it came from: a generated rule, described in
/// words, or a constraint the document wrote.
struct PlannedConstraint {
    let constraint: Constraint
    /// What the document wrote, for a constraint it wrote: held by reference, as a pass's list of a few hundred
    /// generated constraints is copied and freed with every pass.
    private let written: WrittenConstraint?
    var spec: ConstraintSpec? { written?.spec }
    var owner: LayoutBox? { written?.owner }

    /// A constraint Glossa generated.
    init(generated constraint: Constraint) {
        self.constraint = constraint
        written = nil
    }

    /// A constraint the document wrote, on `owner`'s list.
    init(constraint: Constraint, spec: ConstraintSpec, owner: LayoutBox) {
        self.constraint = constraint
        written = WrittenConstraint(spec: spec, owner: owner)
    }
}

/// A constraint as the document wrote it, and the view whose constraints list holds it.
private final class WrittenConstraint {
    let spec: ConstraintSpec
    let owner: LayoutBox

    init(spec: ConstraintSpec, owner: LayoutBox) {
        self.spec = spec
        self.owner = owner
    }
}

/// Two sides compared, on their way to a generated constraint: `ConstraintBuilder.add` makes the one constraint,
/// with its priority and label (the solver's operators would make a required, unlabelled constraint first, to be
/// copied and thrown away).
struct Comparison {
    let expression: Expression
    let relation: Relation
}

func == <A: LinearExpressible, B: LinearExpressible>(lhs: A, rhs: B) -> Comparison {
    Comparison(expression: lhs - rhs, relation: .equal)
}

func <= <A: LinearExpressible, B: LinearExpressible>(lhs: A, rhs: B) -> Comparison {
    Comparison(expression: lhs - rhs, relation: .lessOrEqual)
}

func >= <A: LinearExpressible, B: LinearExpressible>(lhs: A, rhs: B) -> Comparison {
    Comparison(expression: lhs - rhs, relation: .greaterOrEqual)
}

func == <A: LinearExpressible>(lhs: A, rhs: Double) -> Comparison {
    Comparison(expression: lhs - rhs, relation: .equal)
}

func <= <A: LinearExpressible>(lhs: A, rhs: Double) -> Comparison {
    Comparison(expression: lhs - rhs, relation: .lessOrEqual)
}

func >= <A: LinearExpressible>(lhs: A, rhs: Double) -> Comparison {
    Comparison(expression: lhs - rhs, relation: .greaterOrEqual)
}

/// The priorities Glossa adds below the document's own: they only break ties the document leaves open.
///
/// The solver's priorities are strict (a higher one beats any number of lower ones), so these never
/// outweigh a hugging (250) or compression (750) priority, let alone a required constraint.
enum TieBreak {
    /// Children stay inside their container unless a required size says otherwise: then they overflow
    /// (and a clipping ancestor cuts them), as a view with a fixed size overflows a smaller superview.
    static let containment: Double = 999
    /// A container with only a maximum size takes the room it is offered up to that size, as SwiftUI's
    /// frame(maxWidth:) does: above content hugging (250), so its children stretch where their stack
    /// distributes them (fillEqually), below compression resistance (750).
    static let fillMaximum: Double = 300
    /// A UIStackView whose alignment is not `fill` is as thick across its axis as its thickest arranged view
    /// (its children stay inside it): above a plain view's hug, below content hugging (250).
    static let stackCrossFit: Double = 49
    /// Spacers and scroll views grow to fill the room they are given.
    static let grow: Double = 5
    /// Spacers in one stack share the free room equally.
    static let shareEqually: Double = 4
    /// Grid columns and rows are as small as their largest cell.
    static let trackHug: Double = 3
    /// Containers are as small as their content (the rest of their size comes from their parent), like a
    /// fitting size: it counts as deciding a size when ambiguity is judged.
    static let hug: Double = 2
    /// A view with no position constraint stays at its parent's top-leading corner, so an ambiguous
    /// layout still draws the same way every time. Below the ambiguity threshold.
    static let anchor: Double = 1
    /// Ambiguity ignores priorities below this: only the resting anchor.
    static let ambiguityThreshold: Double = 2
}

/// The inner (padded) rectangle of a box, as constraints see it.
struct InnerBox: AnchorSource {
    let box: LayoutBox
    var left: Expression { box.left + box.padding.left }
    var top: Expression { box.top + box.padding.top }
    var widthExpression: Expression { box.widthExpression - (box.padding.left + box.padding.right) }
    var heightExpression: Expression { box.heightExpression - (box.padding.top + box.padding.bottom) }
    var firstBaselineOffset: Double { box.padding.top }
    var lastBaselineFromBottom: Double { box.padding.bottom }
    // `0 +`: a constant as `Expression`'s addition leaves it (-0 becomes 0), so the parts give the same bits.
    var horizontalParts: AxisParts? {
        let padding = box.padding
        return AxisParts(position: box.x, positionConstant: 0 + padding.left, length: box.width,
                         lengthConstant: 0 + -(padding.left + padding.right))
    }
    var verticalParts: AxisParts? {
        let padding = box.padding
        return AxisParts(position: box.y, positionConstant: 0 + padding.top, length: box.height,
                         lengthConstant: 0 + -(padding.top + padding.bottom))
    }
}

/// Generates the constraints each view kind implies: own size, intrinsic content size with hugging and
/// compression resistance, and how containers place their children. Horizontal edges go through
/// `LayoutDirection.expression`, so leading/trailing follow the direction of the view laying them out.
struct ConstraintBuilder {
    let device: Device
    let rootPlacement: RootPlacement
    private(set) var planned: [PlannedConstraint] = []

    init(device: Device, rootPlacement: RootPlacement = .safeArea) {
        self.device = device
        self.rootPlacement = rootPlacement
    }

    /// The label is written only if a message or dump reads it (labels quote names and numbers fixed
    /// when the constraint is made, never a box's changing state).
    mutating func add(_ comparison: Comparison, _ label: @autoclosure @escaping () -> String, priority: Double = 1000) {
        planned.append(PlannedConstraint(generated: Constraint(comparison.expression, comparison.relation,
                                                               strength: Strength(priority), lazyLabel: label)))
    }

    /// The constraints planned so far, leaving the builder empty.
    mutating func take() -> [PlannedConstraint] {
        defer {
            planned = []
            planned.reserveCapacity(16)  // a box's own size and its children's placement: usually fewer
        }
        return planned
    }

    mutating func addExplicit(_ constraint: Constraint, spec: ConstraintSpec, owner: LayoutBox) {
        planned.append(PlannedConstraint(constraint: constraint, spec: spec, owner: owner))
    }

    /// The root view's frame on the screen.
    mutating func addRoot(_ root: LayoutBox) {
        add(root.x == 0, "root: x = 0")
        if case let .designSize(width, _) = rootPlacement {
            add(root.width == width, "root: width = \(fmt(width)) (its design width)")
        } else {
            add(root.width == device.width, "root: width = screen width")
        }
        switch rootPlacement {
        case .safeArea:
            add(root.y == device.safeTop, "root: top = safe area top")
            add(root.height == device.height - device.safeTop - device.safeBottom, "root: height = safe area height")
        case .screen:
            add(root.y == 0, "root: top = screen top")
            add(root.height == device.height, "root: height = screen height")
        case let .designHeight(height), let .designSize(_, height):
            // Embedded somewhere below the status bar; its own required constraints, if any, size it, as
            // the view it is loaded into at run time would let them (see TieBreak.containment).
            add(root.y == device.safeTop, "root: top = status bar bottom")
            add(root.height == height, "root: height = \(fmt(height)) (its design height)", priority: TieBreak.containment)
        }
    }

    /// The constraints generated for one box: its own size, how it places its children, its
    /// autoresizing frame. Of the boxes' measured state (`MeasuredState`) they read only the box's,
    /// and its children's where `readsChildrenMeasures(of:)` says so.
    mutating func addGenerated(for box: LayoutBox) {
        addOwnSize(box)
        addChildren(of: box)
        if let frame = box.node.autoresizing, let parent = box.parent { addAutoresizing(box, frame, in: parent) }
    }

    // MARK: Own size

    private mutating func addOwnSize(_ box: LayoutBox) {
        let name = box.name
        add(box.width >= 0, "\(name): width >= 0")
        add(box.height >= 0, "\(name): height >= 0")
        addSpec(box.node.width, box.width, name, "width", grows: box.node.kind != .text)
        addSpec(box.node.height, box.height, name, "height", grows: false)
        if let width = box.intrinsic.width {
            add(box.width <= width, "\(name): width hugs its content (\(fmt(width)))", priority: box.node.hugging.horizontal)
            add(box.width >= width, "\(name): width resists compression below \(fmt(width))",
                priority: box.node.compression.horizontal)
        }
        if let height = box.intrinsic.height {
            add(box.height <= height, "\(name): height hugs its content (\(fmt(height)))", priority: box.node.hugging.vertical)
            add(box.height >= height, "\(name): height resists compression below \(fmt(height))",
                priority: box.node.compression.vertical)
        }
        switch box.node.kind {
        case .spacer: addSpacerGrowth(box)
        case .scroll:
            add(box.width == 100_000, "\(name): scroll view fills its room", priority: TieBreak.grow)
            add(box.height == 100_000, "\(name): scroll view fills its room", priority: TieBreak.grow)
        case .text, .image, .button: break
        default:
            add(box.width == 0, "\(name): hugs its content", priority: TieBreak.hug)
            add(box.height == 0, "\(name): hugs its content", priority: TieBreak.hug)
        }
        if box.node.scrollsContent && !box.node.pagesHorizontally { addAutomaticContentInset(box) }
    }

    /// UIScrollView's automatic content inset: content whose scroll view starts under the bars (the status
    /// bar, a navigation bar) starts below them, at the safe area's top; otherwise at the scroll view's top.
    private mutating func addAutomaticContentInset(_ box: LayoutBox) {
        let name = box.name
        add(box.contentInsetTop >= 0, "\(name): content inset >= 0")
        add(box.top + box.contentInsetTop >= device.safeTop, "\(name): content starts below the bars (automatic content inset)")
        add(box.contentInsetTop == 0, "\(name): no content inset clear of the bars", priority: TieBreak.containment)
    }

    private mutating func addSpec(_ spec: SizeSpec?, _ variable: Variable, _ name: String, _ dimension: String, grows: Bool) {
        guard let spec else { return }
        if let exact = spec.exact { add(variable == exact, "\(name): \(dimension) = \(fmt(exact))") }
        if let min = spec.min { add(variable >= min, "\(name): \(dimension) >= \(fmt(min))") }
        if let max = spec.max {
            add(variable <= max, "\(name): \(dimension) <= \(fmt(max))")
            if grows && spec.min == nil && spec.exact == nil {
                add(variable == max, "\(name): \(dimension) grows toward \(fmt(max))", priority: TieBreak.fillMaximum)
            }
        }
    }

    /// A spacer grows along its stack's axis (not inside a scroll view, where room is unlimited).
    private mutating func addSpacerGrowth(_ box: LayoutBox) {
        guard let parent = box.parent else { return }
        let horizontal = parent.node.kind == .hstack
        let growing = horizontal ? box.width : box.height
        let other = horizontal ? box.height : box.width
        add(other == 0, "\(box.name): spacer is thin across its stack", priority: TieBreak.hug)
        guard parent.node.kind == .hstack || parent.node.kind == .vstack else { return }
        add(growing == 100_000, "\(box.name): spacer grows", priority: TieBreak.grow)
        if let first = parent.children.first(where: { $0.node.kind == .spacer }), first !== box {
            let firstLength = horizontal ? first.width : first.height
            add(growing == firstLength, "\(box.name): spacers share the room equally", priority: TieBreak.shareEqually)
        }
    }

    // MARK: Children

    private mutating func addChildren(of box: LayoutBox) {
        guard !box.children.isEmpty else { return }
        switch box.node.kind {
        case .vstack: stackVertically(box, spacing: box.node.spacing ?? 8, alignment: box.node.alignment ?? "center",
                                      bounded: true, minRowHeight: nil)
        case .list: stackVertically(box, spacing: box.node.spacing ?? 0, alignment: "fill", bounded: true,
                                    minRowHeight: box.node.minimumRowHeight)
        case .scroll: stackVertically(box, spacing: box.node.spacing ?? 0, alignment: box.node.alignment ?? "fill",
                                      bounded: false, minRowHeight: nil)
        case .hstack: stackHorizontally(box)
        case .zstack, .fits: overlay(box, alignment: box.node.alignment ?? (box.node.kind == .fits ? "topLeading" : "center"))
        case .grid: GridConstraints.add(box, to: &self)
        case .view: anchorLoosely(box)
        case .text, .image, .button, .spacer: break
        }
    }

    /// Whether `addChildren(of:)` reads the children's measured state: their baselines, in a stack
    /// that places its children by them.
    static func readsChildrenMeasures(of box: LayoutBox) -> Bool {
        switch box.node.kind {
        case .vstack, .list, .scroll: return box.node.baselineRelative
        case .hstack: return box.node.alignment == "firstBaseline" || box.node.alignment == "lastBaseline"
        default: return false
        }
    }

    /// Horizontal attribute of `item` in the coordinate of `box`'s direction (mirrored in RTL).
    func h(_ attribute: ConstraintSpec.Attribute, _ item: AnchorSource, in box: LayoutBox) -> Expression {
        LayoutDirection.expression(attribute, of: item, mirrored: box.isMirrored)
    }

    private mutating func stackVertically(_ box: LayoutBox, spacing: Double, alignment: String, bounded: Bool,
                                          minRowHeight: Double?) {
        let inner = InnerBox(box: box)
        let kids = box.children
        let distribution = box.node.distribution ?? "fill"
        for (index, child) in kids.enumerated() {
            let label = Naming(box: box.name, child: child.name)
            if index == 0 && box.node.kind == .scroll {
                // UIScrollView's automatic content inset: content under the bars starts below them.
                add(child.top >= inner.top, "\(label.stacks) at its top")
                add(child.top >= device.safeTop, "\(label.stacks) below the bars (automatic content inset)")
                add(child.top == inner.top, "\(label.stacks) at its top", priority: TieBreak.containment)
            } else if index == 0 {
                add(child.top == inner.top, "\(label.stacks) at its top")
            } else if distribution == "equalSpacing" {
                add(child.top >= kids[index - 1].bottom + spacing, "\(label.stacks) at least \(fmt(spacing)) below \(kids[index - 1].name)")
                add((child.top - kids[index - 1].bottom) == (kids[1].top - kids[0].bottom),
                    "\(label.stacks) with equal gaps", priority: TieBreak.shareEqually)
            } else if box.node.baselineRelative {
                add(child.firstBaseline == kids[index - 1].lastBaseline + spacing,
                    "\(label.stacks) baseline \(fmt(spacing)) below \(kids[index - 1].name)'s")
            } else {
                add(child.top == kids[index - 1].bottom + spacing, "\(label.stacks) \(fmt(spacing)) below \(kids[index - 1].name)")
            }
            if distribution == "fillEqually", index > 0 { add(child.height == kids[0].height, "\(label.stacks) as tall as \(kids[0].name)") }
            if let minRowHeight { add(child.height >= minRowHeight, "\(box.name): row \(child.name) at least \(fmt(minRowHeight)) tall") }
            alignHorizontally(child, in: box, alignment: alignment)
        }
        let last = kids[kids.count - 1]
        if bounded { add(last.bottom <= inner.bottom, "\(box.name): \(last.name) ends inside it", priority: TieBreak.containment) }
        if distribution == "fillEqually" || box.node.fillsAxis {
            add(last.bottom == inner.bottom, "\(box.name): its children fill it",
                priority: box.node.fillsAxis ? 1000 : TieBreak.containment)
        }
        if distribution == "equalSpacing" { add(last.bottom == inner.bottom, "\(box.name): spread to fill", priority: TieBreak.shareEqually) }
        if box.node.fillsAxis && alignment != "fill" {
            add(box.width == 0, "\(box.name): as wide as its widest arranged view", priority: TieBreak.stackCrossFit)
        }
    }

    private mutating func alignHorizontally(_ child: LayoutBox, in box: LayoutBox, alignment: String) {
        let inner = InnerBox(box: box)
        let label = Naming(box: box.name, child: child.name)
        switch alignment {
        case "leading", "trailing", "left", "right":
            let attribute: ConstraintSpec.Attribute = alignment == "leading" ? .leading : alignment == "trailing" ? .trailing
                : alignment == "left" ? .left : .right
            add(h(attribute, child, in: box) == h(attribute, inner, in: box), label.aligned(alignment))
            add(child.left >= inner.left, "\(box.name): \(child.name) inside it", priority: TieBreak.containment)
            add(child.right <= inner.right, "\(box.name): \(child.name) inside it", priority: TieBreak.containment)
        case "fill":
            // A child with a required width of its own keeps it, at the leading edge; a list's row does not: a table
            // gives every cell its own width, whatever the cell's content asks for.
            add(h(.leading, child, in: box) == h(.leading, inner, in: box), label.aligned(alignment))
            add(h(.trailing, child, in: box) == h(.trailing, inner, in: box), label.aligned(alignment),
                priority: box.node.kind == .list ? 1000 : TieBreak.containment)
        default:
            add(child.centerX == inner.centerX, label.aligned(alignment))
            add(child.widthExpression <= inner.widthExpression, "\(box.name): \(child.name) no wider than it",
                priority: TieBreak.containment)
        }
    }

    private mutating func stackHorizontally(_ box: LayoutBox) {
        let inner = InnerBox(box: box)
        let kids = box.children
        let spacing = box.node.spacing ?? 8
        let distribution = box.node.distribution ?? "fill"
        for (index, child) in kids.enumerated() {
            let label = Naming(box: box.name, child: child.name)
            if index == 0 {
                add(h(.leading, child, in: box) == h(.leading, inner, in: box), "\(label.stacks) at its leading edge")
            } else if distribution == "equalSpacing" {
                add(h(.leading, child, in: box) >= h(.trailing, kids[index - 1], in: box) + spacing, "\(label.stacks) after \(kids[index - 1].name)")
                add(h(.leading, child, in: box) - h(.trailing, kids[index - 1], in: box)
                    == h(.leading, kids[1], in: box) - h(.trailing, kids[0], in: box), "\(label.stacks) with equal gaps",
                    priority: TieBreak.shareEqually)
            } else {
                add(h(.leading, child, in: box) == h(.trailing, kids[index - 1], in: box) + spacing,
                    "\(label.stacks) \(fmt(spacing)) after \(kids[index - 1].name)")
            }
            if distribution == "fillEqually", index > 0 { add(child.width == kids[0].width, "\(label.stacks) as wide as \(kids[0].name)") }
            alignVertically(child, in: box, first: kids[0])
        }
        let last = kids[kids.count - 1]
        add(h(.trailing, last, in: box) <= h(.trailing, inner, in: box), "\(box.name): \(last.name) ends inside it",
            priority: TieBreak.containment)
        if distribution == "fillEqually" || box.node.fillsAxis {
            add(h(.trailing, last, in: box) == h(.trailing, inner, in: box), "\(box.name): its children fill it",
                priority: box.node.fillsAxis ? 1000 : TieBreak.containment)
        }
        if box.node.fillsAxis && (box.node.alignment ?? "center") != "fill" {
            add(box.height == 0, "\(box.name): as tall as its tallest arranged view", priority: TieBreak.stackCrossFit)
        }
    }

    private mutating func alignVertically(_ child: LayoutBox, in box: LayoutBox, first: LayoutBox) {
        let inner = InnerBox(box: box)
        let alignment = box.node.alignment ?? "center"
        let label = Naming(box: box.name, child: child.name)
        switch alignment {
        case "top": add(child.top == inner.top, label.aligned(alignment))
        case "bottom": add(child.bottom == inner.bottom, label.aligned(alignment))
        case "fill":
            add(child.top == inner.top, label.aligned(alignment))
            add(child.bottom == inner.bottom, label.aligned(alignment), priority: TieBreak.containment)
        case "firstBaseline": add(child.firstBaseline == first.firstBaseline, label.aligned(alignment))
        case "lastBaseline": add(child.lastBaseline == first.lastBaseline, label.aligned(alignment))
        default: add(child.centerY == inner.centerY, label.aligned(alignment))
        }
        add(child.top >= inner.top, "\(box.name): \(child.name) inside it", priority: TieBreak.containment)
        add(child.bottom <= inner.bottom, "\(box.name): \(child.name) inside it", priority: TieBreak.containment)
    }

    /// zstack and fits: every child inside the padded box, placed by the alignment.
    private mutating func overlay(_ box: LayoutBox, alignment: String) {
        let inner = InnerBox(box: box)
        for child in box.children {
            let label = Naming(box: box.name, child: child.name)
            let lower = alignment.lowercased()
            if lower.hasSuffix("leading") {
                add(h(.leading, child, in: box) == h(.leading, inner, in: box), label.aligned(alignment))
            } else if lower.hasSuffix("trailing") {
                add(h(.trailing, child, in: box) == h(.trailing, inner, in: box), label.aligned(alignment))
            } else {
                add(child.centerX == inner.centerX, label.aligned(alignment))
            }
            if lower.hasPrefix("top") {
                add(child.top == inner.top, label.aligned(alignment))
            } else if lower.hasPrefix("bottom") {
                add(child.bottom == inner.bottom, label.aligned(alignment))
            } else {
                add(child.centerY == inner.centerY, label.aligned(alignment))
            }
            add(child.left >= inner.left, "\(box.name): \(child.name) inside it", priority: TieBreak.containment)
            add(child.right <= inner.right, "\(box.name): \(child.name) inside it", priority: TieBreak.containment)
            add(child.top >= inner.top, "\(box.name): \(child.name) inside it", priority: TieBreak.containment)
            add(child.bottom <= inner.bottom, "\(box.name): \(child.name) inside it", priority: TieBreak.containment)
        }
    }

    /// Children of a plain `view` are placed by the document's constraints; this only keeps a child
    /// that has none at its parent's top-leading corner, below the ambiguity threshold.
    private mutating func anchorLoosely(_ box: LayoutBox) {
        let inner = InnerBox(box: box)
        for child in box.children {
            add(h(.leading, child, in: box) == h(.leading, inner, in: box), "\(box.name): \(child.name) rests at its leading edge",
                priority: TieBreak.anchor)
            add(child.top == inner.top, "\(box.name): \(child.name) rests at its top", priority: TieBreak.anchor)
        }
    }
}

/// A box and one of its children, for labels written only when read (see `ConstraintBuilder.add`).
struct Naming {
    let box: String
    let child: String

    var stacks: String { "\(box): stacks \(child)" }
    func aligned(_ alignment: String) -> String { "\(box): \(child) aligned \(alignment)" }
}

/// A number for a constraint's label: whole numbers without a fraction, others to hundredths.
func fmt(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return String(value) }
    return value == value.rounded() ? String(Int(value)) : String((value * 100).rounded() / 100)
}
