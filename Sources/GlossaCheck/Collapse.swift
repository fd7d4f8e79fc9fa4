import GlossaLayout

extension Checker {
    /// The written constraints that hold a squeezed view at its size along one axis: those that name it and that
    /// the solved frames satisfy with equality, so a person reads what collapsed it ("held by 'a.top == b.bottom
    /// + 8' (Main.storyboard:40:13)"). Constraints through layout guides other than frames, and baselines, are
    /// not evaluated.
    static func holdingConstraints(of view: LaidOutView, vertical: Bool, in ancestry: Ancestry) -> [ConstraintSpec] {
        guard let id = view.id else { return [] }
        let attributes: Set<ConstraintSpec.Attribute> = vertical ? [.top, .bottom, .centerY, .height]
            : [.left, .right, .leading, .trailing, .centerX, .width]
        var held: [ConstraintSpec] = []
        for holder in ancestry.views {
            for spec in holder.node.constraints {
                let names = [(spec.first.item, spec.first.attribute), spec.second.map { ($0.item, $0.attribute) }].compactMap { $0 }
                guard names.contains(where: { $0.0 == id && attributes.contains($0.1) }),
                      let first = value(spec.first, holder: holder, in: ancestry) else { continue }
                let second = spec.second.map { value($0, holder: holder, in: ancestry) } ?? 0
                guard let second, abs(first - (spec.multiplier * second + spec.constant)) <= tolerance else { continue }
                held.append(spec)
            }
        }
        return held
    }

    /// An anchor's solved value, when it is a view's frame (by id), the holder (`superview`) or the screen's safe area.
    private static func value(_ anchor: ConstraintSpec.Anchor, holder: LaidOutView, in ancestry: Ancestry) -> Double? {
        guard anchor.guide == .frame else { return nil }
        let frame: TextRect
        if anchor.item == "superview" {
            frame = holder.frame
        } else if let view = ancestry.views.first(where: { $0.id == anchor.item }) {
            frame = view.frame
        } else {
            return nil
        }
        let leadingIsLeft = holder.direction == .leftToRight
        switch anchor.attribute {
        case .left: return frame.x
        case .right: return frame.maxX
        case .leading: return leadingIsLeft ? frame.x : frame.maxX
        case .trailing: return leadingIsLeft ? frame.maxX : frame.x
        case .top: return frame.y
        case .bottom: return frame.maxY
        case .centerX: return frame.x + frame.width / 2
        case .centerY: return frame.y + frame.height / 2
        case .width: return frame.width
        case .height: return frame.height
        case .firstBaseline, .lastBaseline: return nil
        }
    }

    /// "; held by 'a' (file:line:col), 'b' (…)" for a message, or "" when none can be named.
    static func heldBy(_ view: LaidOutView, vertical: Bool, in ancestry: Ancestry) -> String {
        let specs = holdingConstraints(of: view, vertical: vertical, in: ancestry)
        guard !specs.isEmpty else { return "" }
        let named = specs.prefix(3).map { "'\($0.text)' (\($0.location))" }
        return "; it is held there by " + named.joined(separator: ", ") + (specs.count > 3 ? " and \(specs.count - 3) more" : "")
    }
}
