import GlossaSolver

/// The document's own constraints, turned into solver constraints with the direction of the view that
/// declares them (the `superview` of the views they name), and the hard-coded-direction warnings.
public struct ExplicitConstraints {
    /// How a `hardcoded-direction` message about a text alignment starts: what `Evidence` knows it by.
    public static let alignmentPhrase = "text alignment '"

    let device: Device
    let boxesByID: [String: LayoutBox]

    func add(for owner: LayoutBox, to builder: inout ConstraintBuilder) {
        for spec in owner.node.constraints {
            guard let first = anchor(spec.first, owner: owner) else { continue }
            let second = spec.second.map { anchor($0, owner: owner) }
            if let second, second == nil { continue }  // names a view absent from this layout (a fits alternative)
            let attributes = [spec.first.attribute] + (spec.second.map { [$0.attribute] } ?? [])
            let mirrored = owner.isMirrored && LayoutDirection.isDirectional(attributes)
            let lhs = LayoutDirection.expression(spec.first.attribute, of: first, mirrored: mirrored)
            var rhs = Expression(constant: spec.constant)
            if let secondAnchor = spec.second, let item = second ?? nil {
                rhs = spec.multiplier * LayoutDirection.expression(secondAnchor.attribute, of: item, mirrored: mirrored) + spec.constant
            }
            let relation: Constraint
            switch spec.relation {
            case .equal: relation = lhs == rhs
            case .lessOrEqual: relation = lhs <= rhs
            case .greaterOrEqual: relation = lhs >= rhs
            }
            let constraint = relation.strength(Strength(spec.priority)).labeled("\(spec.text) (\(spec.location))")
            builder.addExplicit(constraint, spec: spec, owner: owner)
        }
    }

    private func anchor(_ anchor: ConstraintSpec.Anchor, owner: LayoutBox) -> AnchorSource? {
        let box: LayoutBox
        switch anchor.item {
        case "superview": box = owner
        case "safe": return SafeArea(device: device)
        case ConstraintSpec.SpecialItem.topLayoutGuide: return ScreenBand.top(device)
        case ConstraintSpec.SpecialItem.bottomLayoutGuide: return ScreenBand.bottom(device)
        default:
            guard let found = boxesByID[anchor.item] else { return nil }
            box = found
        }
        switch anchor.guide {
        case .frame: return box
        case .margins: return MarginGuide(box: box, device: device)
        case .scrollContent: return ScrollContentGuide(box: box)
        }
    }

    /// `left`/`right` written where `leading`/`trailing` was meant: in constraints, padding or text
    /// alignment of a view whose semantic attribute is unspecified (so it was meant to flip). The alignment of
    /// a text whose every line is as wide as its view (`textFillsWidth`, by box index) has nothing to move: it
    /// looks the same in both directions. A view that is not drawn (`LayoutBox.invisible`: hidden, alpha 0, a
    /// stopped activity indicator, or inside one) is judged by no rule.
    ///
    /// Only where the direction can be seen (contract v4): on a right-to-left screen (left and right are what a
    /// left-to-right one means), and for a constraint, only on a view whose place would change if mirrored: not one
    /// that spans its superview or sits centred in it (`symmetric`, by box index).
    static func hardcodedDirections(_ boxes: [LayoutBox], textFillsWidth: Set<Int> = [], symmetric: Set<Int> = []) -> [LayoutIssue] {
        var issues: [LayoutIssue] = []
        let byName = Dictionary(boxes.compactMap { box in box.node.id.map { ($0, box.index) } }, uniquingKeysWith: { first, _ in first })
        for box in boxes where box.flips && !box.invisible {
            for spec in box.node.constraints {
                // The constraint places the view it names first (or, for `superview.left == x.left`, the other).
                let placed = [spec.first.item, spec.second?.item].compactMap { $0 }.compactMap { byName[$0] }
                if !placed.isEmpty, placed.allSatisfy(symmetric.contains) { continue }
                let physical = ([spec.first.attribute] + (spec.second.map { [$0.attribute] } ?? []))
                    .filter { $0 == .left || $0 == .right }
                guard let attribute = physical.first else { continue }
                let meant = attribute == .left ? "leading" : "trailing"
                issues.append(LayoutIssue(kind: .hardcodedDirection, view: box.name, location: spec.location,
                                          message: "constraint '\(spec.text)' uses \(attribute.rawValue), which does not flip in right-to-left locales; use \(meant) unless the position is truly physical"))
            }
            let padding = box.node.padding
            if padding.left != nil || padding.right != nil {
                issues.append(LayoutIssue(kind: .hardcodedDirection, view: box.name, location: box.node.location,
                                          message: "padding uses left/right, which do not flip in right-to-left locales; use leading/trailing"))
            }
            if let alignment = box.node.text?.alignment, alignment == "left" || alignment == "right", !textFillsWidth.contains(box.index) {
                issues.append(LayoutIssue(kind: .hardcodedDirection, view: box.name, location: box.node.location,
                                          message: "\(Self.alignmentPhrase)\(alignment)' does not flip in right-to-left locales; use \(alignment == "left" ? "leading" : "trailing") or natural"))
            }
        }
        return issues
    }
}
