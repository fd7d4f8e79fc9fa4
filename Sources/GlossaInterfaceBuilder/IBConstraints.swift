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
    func constraints(_ elements: [IBElement]) -> [ConstraintSpec] {
        elements.compactMap(constraint)
    }

    private func constraint(_ element: IBElement) -> ConstraintSpec? {
        guard let firstName = element["firstAttribute"], let first = anchor(element["firstItem"], firstName) else { return nil }
        var second: ConstraintSpec.Anchor?
        if let secondName = element["secondAttribute"] {
            guard let anchor = anchor(element["secondItem"], secondName) else { return nil }
            second = anchor
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
        var text = "\(describe(element["firstItem"])).\(firstName) \(relation.rawValue)"
        if let secondName = element["secondAttribute"] {
            text += " \(describe(element["secondItem"])).\(secondName)"
            if multiplier != 1 { text += " × \(element["multiplier"] ?? "1")" }
            if constant != 0 { text += constant > 0 ? " + \(format(constant))" : " - \(format(-constant))" }
        } else {
            text += " \(format(constant))"
        }
        if priority != 1000 { text += " @\(format(priority))" }
        if let id = element["id"] { text += " (constraint \(id))" }
        return .imported(text: text, location: element.location, first: first, relation: relation, second: second,
                         multiplier: multiplier, constant: constant, priority: priority)
    }

    private func anchor(_ item: String?, _ attributeName: String) -> ConstraintSpec.Anchor? {
        guard let (attribute, margins) = Self.attributes[attributeName] else { return nil }
        guard let item else { return .imported("superview", attribute, guide: margins ? .margins : .frame) }
        if let guide = guides[item] { return .imported(guide.item, attribute, guide: margins ? .margins : guide.guide) }
        return .imported(item, attribute, guide: margins ? .margins : .frame)
    }

    private func describe(_ item: String?) -> String {
        guard let item else { return "superview" }
        if let guide = guides[item] { return guide.item == "safe" ? "safeArea" : "\(guide.item).\(guide.guide.rawValue)" }
        return item
    }

    /// "0.5", or a ratio as Interface Builder writes aspect ratios ("16:9").
    static func multiplier(_ text: String?) -> Double {
        guard let text else { return 1 }
        let parts = text.split(separator: ":").compactMap { Double($0) }
        if parts.count == 2, parts[1] != 0 { return parts[0] / parts[1] }
        return Double(text) ?? 1
    }

    func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
