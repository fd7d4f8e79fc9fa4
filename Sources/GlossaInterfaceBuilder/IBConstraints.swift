import Foundation
import GlossaLayout

/// `<constraint>` elements onto the document model's constraints.
extension ViewConverter {
    /// Interface Builder attribute names: the attribute, and whether it names the layout margins guide.
    static let attributes: [String: (ConstraintSpec.Attribute, Bool)] = [
        "leading": (.leading, false), "trailing": (.trailing, false), "left": (.left, false), "right": (.right, false),
        "top": (.top, false), "bottom": (.bottom, false), "width": (.width, false), "height": (.height, false),
        "centerX": (.centerX, false), "centerY": (.centerY, false), "baseline": (.lastBaseline, false),
        "firstBaseline": (.firstBaseline, false), "lastBaseline": (.lastBaseline, false),
        "leadingMargin": (.leading, true), "trailingMargin": (.trailing, true), "leftMargin": (.left, true),
        "rightMargin": (.right, true), "topMargin": (.top, true), "bottomMargin": (.bottom, true),
        "centerXWithinMargins": (.centerX, true), "centerYWithinMargins": (.centerY, true),
    ]

    /// The constraints a view holds. A missing firstItem is the view that holds the constraint; one this
    /// reader cannot read (an unknown attribute) is left out — the views it names are still laid out.
    ///
    /// In a scroll view, an edge of the scroll view tied to one of its subviews is an edge of its content
    /// (Auto Layout's rule for scroll views before content layout guides), not of its frame.
    func constraints(_ elements: [IBElement], holder: String?, scrollView: String? = nil) -> [ConstraintSpec] {
        elements.compactMap { constraint($0, holder: holder ?? "superview", scrollView: scrollView) }
    }

    private func constraint(_ element: IBElement, holder: String, scrollView: String?) -> ConstraintSpec? {
        guard let firstName = element["firstAttribute"], var first = anchor(element["firstItem"], firstName) else { return nil }
        var second: ConstraintSpec.Anchor?
        if let secondName = element["secondAttribute"] {
            guard let anchor = anchor(element["secondItem"], secondName) else { return nil }
            second = anchor
        }
        if let scrollView, var other = second {
            first = Self.contentEdge(first, of: scrollView, other: other)
            other = Self.contentEdge(other, of: scrollView, other: first)
            second = other
        }
        let relation: ConstraintSpec.Relation
        switch element["relation"] {
        case "lessThanOrEqual": relation = .lessOrEqual
        case "greaterThanOrEqual": relation = .greaterOrEqual
        default: relation = .equal
        }
        let multiplier = Self.multiplier(element["multiplier"])
        // "standard" and other symbolic constants are the system spacing, 8 pt.
        let constant = element["constant"].map { Double($0) ?? 8 } ?? 0
        let priority = min(1000, max(1, element.double("priority") ?? 1000))
        var text = "\(describe(element["firstItem"] ?? holder)).\(firstName) \(relation.rawValue)"
        if let secondName = element["secondAttribute"] {
            text += " \(describe(element["secondItem"] ?? holder)).\(secondName)"
            if multiplier != 1 { text += " × \(element["multiplier"] ?? "1")" }
            if constant != 0 { text += constant > 0 ? " + \(format(constant))" : " - \(format(-constant))" }
        } else {
            text += " \(format(constant))"
        }
        if priority != 1000 { text += " @\(format(priority))" }
        if let id = element["id"] { text += " (constraint \(id))" }
        return .imported(text: text, location: element.location, id: element["id"], first: first, relation: relation, second: second,
                         multiplier: multiplier, constant: constant, priority: priority)
    }

    /// `anchor` as the scroll view's content edge when it is an edge of the scroll view's frame tied to
    /// another view (not to a guide, nor the scroll view's own size).
    private static func contentEdge(_ anchor: ConstraintSpec.Anchor, of scrollView: String, other: ConstraintSpec.Anchor)
        -> ConstraintSpec.Anchor {
        let edges: Set<ConstraintSpec.Attribute> = [.leading, .trailing, .left, .right, .top, .bottom]
        guard anchor.item == "superview" || anchor.item == scrollView, anchor.guide == .frame, edges.contains(anchor.attribute),
              other.item != "superview", other.item != scrollView, other.item != "safe", other.guide == .frame else { return anchor }
        return .imported(anchor.item, anchor.attribute, guide: .scrollContent)
    }

    private func anchor(_ item: String?, _ attributeName: String) -> ConstraintSpec.Anchor? {
        guard let (attribute, margins) = Self.attributes[attributeName] else { return nil }
        guard let item else { return .imported("superview", attribute, guide: margins ? .margins : .frame) }
        if let guide = guides[item] { return .imported(guide.item, attribute, guide: margins ? .margins : guide.guide) }
        return .imported(item, attribute, guide: margins ? .margins : .frame)
    }

    private func describe(_ item: String) -> String {
        if let guide = guides[item] { return guide.item == "safe" ? "safeArea" : "\(guide.item).\(guide.guide.rawValue)" }
        return item
    }

    /// "0.5", or a ratio as Interface Builder writes aspect ratios ("16:9") and fractions ("1/3").
    static func multiplier(_ text: String?) -> Double {
        guard let text else { return 1 }
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator)).map { Double($0.trimmingCharacters(in: .whitespaces)) }
            if parts.count == 2, let numerator = parts[0], let denominator = parts[1], denominator != 0 { return numerator / denominator }
        }
        return Double(text) ?? 1
    }

    func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
