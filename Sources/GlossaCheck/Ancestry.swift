import GlossaLayout

/// The views of a layout result with the ancestors of each, found once: checks read the views in place
/// instead of copying them into a chain per view.
struct Ancestry {
    let views: [LaidOutView]
    /// The position in `views` of each document index (-1: no view has it). Document indices count a layout's
    /// nodes from 0, so an array holds them.
    private let positions: [Int]
    /// The positions of each view's ancestors, nearest first (as far as the parents are in `views`).
    private let chains: [[Int]]
    /// Whether each view or one of its ancestors is parked outside its superview (`Checker.isParked`).
    private let parked: [Bool]

    init(_ views: [LaidOutView]) {
        self.views = views
        var positions = [Int](repeating: -1, count: (views.map(\.index).max() ?? -1) + 1)
        for at in views.indices { positions[views[at].index] = at }
        self.positions = positions
        let chains = views.indices.map { at in
            var chain: [Int] = []
            var current = views[at].parent
            while let index = current, index >= 0, index < positions.count, positions[index] >= 0 {
                let up = positions[index]
                chain.append(up)
                current = views[up].parent
            }
            return chain
        }
        self.chains = chains
        // Each view on its own (beside its parent), then with its ancestors: computed once, as every check asks.
        let own = views.indices.map { at in
            Checker.isParked(views[at], parent: chains[at].first.map { views[$0] })
        }
        parked = views.indices.map { at in own[at] || chains[at].contains { own[$0] } }
    }

    /// Whether the view at `position` or one of its ancestors is parked outside its superview (`Checker.isParked`).
    func isParked(_ position: Int) -> Bool {
        parked[position]
    }

    func ancestors(of position: Int) -> Ancestors {
        Ancestors(views: views, positions: chains[position])
    }

    /// The kind of the view with this document index.
    func kind(ofIndex index: Int) -> ViewKind? {
        view(ofIndex: index)?.kind
    }

    func view(ofIndex index: Int) -> LaidOutView? {
        index >= 0 && index < positions.count && positions[index] >= 0 ? views[positions[index]] : nil
    }

    /// Whether the views inside the one of `index` are laid over one another on purpose: a zstack, or a SwiftUI stack
    /// with negative spacing (`VStack(spacing: -5)`).
    func layers(ofIndex index: Int) -> Bool {
        guard let view = view(ofIndex: index) else { return false }
        return view.kind == .zstack || view.node.swiftUI != nil && (view.node.spacing ?? 0) < 0
    }
}

/// One view's ancestors, nearest first.
struct Ancestors {
    let views: [LaidOutView]
    let positions: [Int]

    func contains(where predicate: (LaidOutView) -> Bool) -> Bool {
        positions.contains { predicate(views[$0]) }
    }

    func first(where predicate: (LaidOutView) -> Bool) -> LaidOutView? {
        positions.first { predicate(views[$0]) }.map { views[$0] }
    }

    /// The nearest ancestor (the parent), when there is one.
    var nearest: LaidOutView? { positions.first.map { views[$0] } }

    /// Their document indices.
    var indices: [Int] { positions.map { views[$0].index } }
}
