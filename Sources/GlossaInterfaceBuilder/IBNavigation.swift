import GlossaLayout

/// Navigation bars: a view controller's own (from the navigation controller it is the root of) or a bar
/// placed in a view, with the navigation item's title and bar button items.
extension ViewConverter {
    static let barColor = "#F9F9F9F0"
    static let barHeight = 44.0, largeTitleHeight = 52.0

    /// A bar placed in a view: 44 pt tall, showing its first navigation item.
    func navigationBar(_ element: IBElement) -> ViewNode {
        let item = element.child("items")?.children("navigationItem").first
        var bar = barContents(item, barID: element["id"], location: element.location, style: .inView)
        bar.standardSize = StandardSize(height: Self.barHeight)
        return bar
    }

    /// The screen of a view controller inside navigation and tab bar controllers: its view under the navigation bar,
    /// which reaches from the top of the screen to the safe area (extended by the bar, as UIKit does), and over the tab
    /// bar, which reaches from the safe area's bottom (raised by the bar) to the bottom of the screen. A table view's
    /// content starts below the navigation bar (its content inset): `startsAtSafeArea` places it there. Returns the
    /// screen and how far the bars move the safe area's top and bottom.
    func screenWithBars(root: ViewNode, navigation: (item: IBElement?, bar: IBElement)?, tabs: IBTabBarPlacement?,
                        startsAtSafeArea: Bool, location: SourceLocation) -> (screen: ViewNode, top: Double, bottom: Double) {
        var screen = ViewNode(kind: .view, id: nil, location: location)
        screen.children = [root]
        screen.constraints = Self.fill(root.id ?? "", from: startsAtSafeArea ? "safe" : "superview", location: location)
        var top = 0.0, bottom = 0.0
        if let (item, barElement) = navigation {
            let large = barElement.flag("prefersLargeTitles") && item?["largeTitleDisplayMode"] != "never"
            let bar = barContents(item, barID: barElement["id"], location: barElement.location, style: large ? .largeTitle : .standard)
            screen.children.append(bar)
            screen.constraints += Self.across(bar.id ?? "", location: location) + [
                Self.pin(.top, of: bar.id ?? "", to: "superview", .top, location: location),
                Self.pin(.bottom, of: bar.id ?? "", to: "safe", .top, location: location),
            ]
            top = Self.barHeight + (large ? Self.largeTitleHeight : 0)
        }
        if let tabs {
            let bar = tabBar(tabs)
            screen.children.append(bar)
            screen.constraints += Self.across(bar.id ?? "", location: location) + [
                Self.pin(.top, of: bar.id ?? "", to: "safe", .bottom, location: location),
                Self.pin(.bottom, of: bar.id ?? "", to: "superview", .bottom, location: location),
            ]
            bottom = Self.tabBarHeight
        }
        return (screen, top, bottom)
    }

    /// The room a navigation bar keeps between its title and a bar button item, and the priority of centring the
    /// title: below the title's compression resistance, so a long title moves off centre before it is truncated; and
    /// that compression resistance, below the bar button items' (750), so a title is truncated before an item is.
    static let titleGap = 8.0, offCentrePriority = 749.0, titleCompression = 749.5

    /// How a bar places its items: in a view (centred in the bar), or as a navigation controller's bar
    /// whose items sit in the 44 pt row above the safe area, with a large title in the 52 pt below it.
    enum BarStyle { case inView, standard, largeTitle }

    /// The bar's title (centred, or a large title at the leading margin) and its left and right bar button
    /// items (at its leading and trailing edges, which flip in right-to-left locales as UINavigationBar's do).
    func barContents(_ item: IBElement?, barID: String?, location: SourceLocation, style: BarStyle) -> ViewNode {
        var bar = ViewNode(kind: .view, id: barID ?? "navigationBar", location: location)
        bar.displayName = "UINavigationBar"
        bar.background = Self.barColor
        func centerY(_ id: String) -> ConstraintSpec {
            switch style {
            case .inView: return Self.pin(.centerY, of: id, to: "superview", .centerY, location: location)
            case .standard: return Self.pin(.centerY, of: id, to: "safe", .top, -Self.barHeight / 2, location: location)
            case .largeTitle:
                return Self.pin(.centerY, of: id, to: "safe", .top, -(Self.largeTitleHeight + Self.barHeight / 2), location: location)
            }
        }
        if let item, let title = item["title"] {
            let id = item["id"] ?? "navigationItem"
            var node = ViewNode(kind: .text, id: id, location: item.location)
            var content = localizable(item, property: "title", value: title)
            content.lines = 1
            if style == .largeTitle {
                content.style = "largeTitle"
                content.weight = "bold"
                bar.constraints += [Self.pin(.leading, of: id, to: "superview", .leading, 16, location: location),
                                    Self.pin(.bottom, of: id, to: "safe", .top, -8, location: location),
                                    Self.pin(.trailing, of: id, to: "superview", .trailing, -16, relation: .lessOrEqual,
                                             location: location)]
            } else {
                content.size = 17
                content.weight = "semibold"
                // UINavigationBar centres the title where it fits between the bar button items, else moves it off
                // centre and then truncates it, never under an item.
                var centred = Self.pin(.centerX, of: id, to: "superview", .centerX, location: location)
                centred.priority = Self.offCentrePriority
                // The items keep their width: the title gives way first.
                node.compression.horizontal = Self.titleCompression
                let left = item.child("barButtonItem", key: "leftBarButtonItem")?["id"]
                let right = item.child("barButtonItem", key: "rightBarButtonItem")?["id"]
                bar.constraints += [centred, centerY(id),
                                    left.map { Self.pin(.leading, of: id, to: $0, .trailing, Self.titleGap, relation: .greaterOrEqual, location: location) }
                                        ?? Self.pin(.leading, of: id, to: "superview", .leading, 64, relation: .greaterOrEqual, location: location),
                                    right.map { Self.pin(.trailing, of: id, to: $0, .leading, -Self.titleGap, relation: .lessOrEqual, location: location) }
                                        ?? Self.pin(.trailing, of: id, to: "superview", .trailing, -16, relation: .lessOrEqual, location: location)]
            }
            node.text = content
            node.displayName = "UINavigationItem \"\(title)\""
            bar.children.append(node)
        }
        for (key, edge) in [("leftBarButtonItem", ConstraintSpec.Attribute.leading), ("rightBarButtonItem", .trailing)] {
            guard let barItem = item?.child("barButtonItem", key: key), let id = barItem["id"] else { continue }
            bar.children.append(barButton(barItem, id: id))
            bar.constraints += [Self.pin(edge, of: id, to: "superview", edge, edge == .leading ? 4 : -4, location: location), centerY(id)]
        }
        return bar
    }

    /// A bar button item: its title, else its image; a system item (add, done…) keeps its 24 pt place but
    /// is drawn by iOS, not here.
    private func barButton(_ barItem: IBElement, id: String) -> ViewNode {
        var button = ViewNode(kind: .button, id: id, location: barItem.location)
        if let title = barItem["title"] {
            var content = localizable(barItem, property: "title", value: title)
            content.size = 17
            content.lines = 1
            button.text = content
        } else {
            button.asset = drawableImage(barItem["image"], element: barItem, node: &button)
        }
        button.displayName = "UIBarButtonItem \"\(barItem["title"] ?? barItem["systemItem"] ?? "")\""
        return button
    }

    /// `id` spans its superview's width.
    static func across(_ id: String, location: SourceLocation) -> [ConstraintSpec] {
        [pin(.leading, of: id, to: "superview", .leading, location: location), pin(.trailing, of: id, to: "superview", .trailing, location: location)]
    }

    /// `id` spans its superview's width and height below `top`'s top edge ("superview" or "safe").
    static func fill(_ id: String, from top: String, location: SourceLocation) -> [ConstraintSpec] {
        [pin(.top, of: id, to: top, .top, location: location), pin(.bottom, of: id, to: "superview", .bottom, location: location),
         pin(.leading, of: id, to: "superview", .leading, location: location),
         pin(.trailing, of: id, to: "superview", .trailing, location: location)]
    }

    static func pin(_ attribute: ConstraintSpec.Attribute, of item: String, to other: String, _ otherAttribute: ConstraintSpec.Attribute,
                    _ constant: Double = 0, relation: ConstraintSpec.Relation = .equal, location: SourceLocation) -> ConstraintSpec {
        let text = "\(item).\(attribute.rawValue) \(relation.rawValue) \(other).\(otherAttribute.rawValue)"
            + (constant == 0 ? "" : " \(constant < 0 ? "-" : "+") \(abs(constant))")
        return .imported(text: text, location: location, first: .imported(item, attribute, guide: .frame), relation: relation,
                         second: .imported(other, otherAttribute, guide: .frame), multiplier: 1, constant: constant, priority: 1000)
    }
}
