import GlossaSolver

/// What layout measures of a box between passes, and all the generated constraints read of a box that
/// can change within one solve: its intrinsic size and its baselines (see `Measurer`).
struct MeasuredState: Equatable {
    let width: UInt64?
    let height: UInt64?
    let firstBaseline: UInt64
    let lastBaseline: UInt64

    /// Bit patterns, so that 0 and -0 (which a constraint's constant keeps apart) differ.
    init(_ box: LayoutBox) {
        width = box.intrinsic.width?.bitPattern
        height = box.intrinsic.height?.bitPattern
        firstBaseline = box.firstBaselineOffset.bitPattern
        lastBaseline = box.lastBaselineFromBottom.bitPattern
    }
}

/// The constraint lists of the passes of one solve.
///
/// Between passes the box tree, the device and the document stay; only the boxes' measured state
/// changes. A box's generated constraints (`ConstraintBuilder.addGenerated`) read that state of the box
/// and, in a stack placing its children by their baselines, of its children: they are made again only
/// when it changed for one of those, and otherwise the pass reuses the same `Constraint` objects. The
/// document's own constraints (which may name any view) are made again every pass. Each list is the one
/// a builder would make from nothing, constraint for constraint and in the same order.
struct PassPlanner {
    private let device: Device
    private let rootPlacement: RootPlacement
    private let root: LayoutBox
    private let present: [LayoutBox]
    private let explicit: ExplicitConstraints
    /// The generated constraints of each box of `present` (the root's frame first), from the last pass.
    private var generated: [[PlannedConstraint]] = []
    /// Each box's measured state when its constraints in `generated` were made, by `LayoutBox.index`.
    private var measured: [MeasuredState?] = []
    /// The document's own constraints, from the last pass.
    private var written: [PlannedConstraint] = []
    /// Whether the last list planned differs from the one before only in constants and labels (then
    /// both have the same `ConstraintShape`).
    private(set) var shapedLikeLastPass = false

    init(device: Device, rootPlacement: RootPlacement, root: LayoutBox, present: [LayoutBox], explicit: ExplicitConstraints) {
        self.device = device
        self.rootPlacement = rootPlacement
        self.root = root
        self.present = present
        self.explicit = explicit
    }

    /// The constraints of the next pass, from the boxes' current state.
    mutating func plan() -> [PlannedConstraint] {
        let changed = changedBoxes()
        var builder = ConstraintBuilder(device: device, rootPlacement: rootPlacement)
        var alike = !generated.isEmpty
        if generated.isEmpty {
            builder.addRoot(root)
            generated = [builder.take()] + Array(repeating: [], count: present.count)
        }
        for (position, box) in present.enumerated()
        where changed[box.index] || ConstraintBuilder.readsChildrenMeasures(of: box) && box.children.contains(where: { changed[$0.index] }) {
            builder.addGenerated(for: box)
            let made = builder.take()
            alike = alike && Self.shapedAlike(generated[position + 1], made)
            generated[position + 1] = made
        }
        for box in present where !box.node.constraints.isEmpty { explicit.add(for: box, to: &builder) }
        let own = builder.take()
        shapedLikeLastPass = alike && Self.shapedAlike(written, own)
        written = own
        var planned: [PlannedConstraint] = []
        planned.reserveCapacity(generated.reduce(own.count) { $0 + $1.count })
        for part in generated { planned += part }
        return planned + own
    }

    /// Whether two parts differ at most in constants and labels.
    private static func shapedAlike(_ a: [PlannedConstraint], _ b: [PlannedConstraint]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.constraint.isShaped(like: $1.constraint) }
    }

    /// Which boxes' measured state differs from the one their constraints were last made from (all of
    /// them before the first pass), by `LayoutBox.index`; the current state is kept for the next pass.
    private mutating func changedBoxes() -> [Bool] {
        let count = (present.map(\.index).max() ?? 0) + 1
        if measured.isEmpty { measured = Array(repeating: nil, count: count) }
        var changed = Array(repeating: false, count: count)
        for box in present {
            let state = MeasuredState(box)
            if measured[box.index] != state {
                changed[box.index] = true
                measured[box.index] = state
            }
        }
        return changed
    }
}
