import GlossaLayout

/// Navigation bars: a view controller's own (from the navigation controller it is the root of) or a bar
/// placed in a view, with the navigation item's title and bar button items.
extension ViewConverter {
    static let barColor = "#F9F9F9F0"
    static let barHeight = 44.0, largeTitleHeight = 52.0

    /// A bar placed in a view: 44 pt tall, showing its first navigation item.
    func navigationBar(_ element: IBElement) -> ViewNode {
        let item = element.child("items")?.children("navigationItem").first
        var bar = barContents(item, bar: element, location: element.location, style: .inView)
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
            // Xcode writes `largeTitles="YES"` for the bar's "Prefers Large Titles"; `prefersLargeTitles` is the property's own name.
            let large = (barElement.flag("largeTitles") || barElement.flag("prefersLargeTitles")) && item?["largeTitleDisplayMode"] != "never"
            let bar = barContents(item, bar: barElement, location: barElement.location, style: large ? .largeTitle : .standard)
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

    /// The bar's title (centred, or a large title at the leading margin), or its navigation item's `titleView` in the
    /// title's place, and its left and right bar button items (at its leading and trailing edges, which flip in
    /// right-to-left locales as UINavigationBar's do), in the bar's colours.
    func barContents(_ item: IBElement?, bar barElement: IBElement?, location: SourceLocation, style: BarStyle) -> ViewNode {
        var bar = ViewNode(kind: .view, id: barElement?["id"] ?? "navigationBar", location: location)
        bar.displayName = "UINavigationBar"
        let look = navigationBarLook(barElement)
        bar.background = look.background
        func centerY(_ id: String) -> ConstraintSpec {
            switch style {
            case .inView: return Self.pin(.centerY, of: id, to: "superview", .centerY, location: location)
            case .standard: return Self.pin(.centerY, of: id, to: "safe", .top, -Self.barHeight / 2, location: location)
            case .largeTitle:
                return Self.pin(.centerY, of: id, to: "safe", .top, -(Self.largeTitleHeight + Self.barHeight / 2), location: location)
            }
        }
        if let item, let titleView = item.children.first(where: { $0["key"] == "titleView" }) {
            var node = self.node(titleView, placement: .arranged)
            // A view without a size of its own keeps its design size, as UINavigationBar keeps a title view's frame.
            let size = designSize(titleView)
            if node.kind == .view, node.standardSize == nil {
                node.width = SizeSpec(exact: size.width)
                node.height = SizeSpec(exact: size.height)
            }
            node.compression.horizontal = Self.titleCompression
            let id = node.id ?? ""
            bar.children.append(node)
            bar.constraints += betweenItems(id, item: item, location: location) + [centerY(id)]
        } else if let item, let title = item["title"] {
            let id = item["id"] ?? "navigationItem"
            var node = ViewNode(kind: .text, id: id, location: item.location)
            var content = localizable(item, property: "title", value: title)
            content.lines = 1
            content.color = look.title
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
                // The items keep their width: the title gives way first.
                node.compression.horizontal = Self.titleCompression
                bar.constraints += betweenItems(id, item: item, location: location) + [centerY(id)]
            }
            node.text = content
            node.displayName = "UINavigationItem \"\(title)\""
            bar.children.append(node)
        }
        for (key, edge) in [("leftBarButtonItem", ConstraintSpec.Attribute.leading), ("rightBarButtonItem", .trailing)] {
            guard let barItem = item?.child("barButtonItem", key: key), let id = barItem["id"] else { continue }
            bar.children.append(barButton(barItem, id: id, tint: look.tint))
            bar.constraints += [Self.pin(edge, of: id, to: "superview", edge, edge == .leading ? 4 : -4, location: location), centerY(id)]
        }
        // The bar's shadow: a hairline just below it, as UINavigationBar draws it (iOS 13's standard appearance: 0.5 pt of
        // black at 30 %), unless the bar's appearance clears it.
        if look.shadow {
            let barID = bar.id ?? "navigationBar"
            var hairline = ViewNode(kind: .view, id: "\(barID)-hairline", location: location)
            hairline.background = Self.tabBarHairline
            hairline.height = SizeSpec(exact: 0.5)
            bar.children.append(hairline)
            bar.constraints += [Self.pin(.top, of: "\(barID)-hairline", to: "superview", .bottom, location: location)] + Self.across("\(barID)-hairline", location: location)
        }
        return bar
    }

    /// UINavigationBar centres its title (or title view) where it fits between the bar button items, else moves it
    /// off centre and then shrinks it, never under an item.
    private func betweenItems(_ id: String, item: IBElement, location: SourceLocation) -> [ConstraintSpec] {
        var centred = Self.pin(.centerX, of: id, to: "superview", .centerX, location: location)
        centred.priority = Self.offCentrePriority
        let left = item.child("barButtonItem", key: "leftBarButtonItem")?["id"]
        let right = item.child("barButtonItem", key: "rightBarButtonItem")?["id"]
        return [centred,
                left.map { Self.pin(.leading, of: id, to: $0, .trailing, Self.titleGap, relation: .greaterOrEqual, location: location) }
                    ?? Self.pin(.leading, of: id, to: "superview", .leading, 64, relation: .greaterOrEqual, location: location),
                right.map { Self.pin(.trailing, of: id, to: $0, .leading, -Self.titleGap, relation: .lessOrEqual, location: location) }
                    ?? Self.pin(.trailing, of: id, to: "superview", .trailing, -16, relation: .lessOrEqual, location: location)]
    }

    /// The titles of UIKit's system bar button items that show a word (UIBarButtonItem.SystemItem), in English; the
    /// others (add, compose, action…) show a symbol.
    static let systemBarTitles: [String: String] = [
        "done": "Done", "cancel": "Cancel", "save": "Save", "edit": "Edit", "undo": "Undo", "redo": "Redo",
    ]

    /// A bar button item: its title, else a system item's word (UIKit's, translated by UIKit itself; Done and Save in
    /// the bold of the done style), else its image; a system item with a symbol (add, compose…) keeps its 24 pt
    /// place but is drawn by iOS, not here. Its text is in the bar's tint.
    private func barButton(_ barItem: IBElement, id: String, tint: String?) -> ViewNode {
        var button = ViewNode(kind: .button, id: id, location: barItem.location)
        let system = barItem["systemItem"].flatMap { Self.systemBarTitles[$0] }
        if let title = barItem["title"] {
            button.text = localizable(barItem, property: "title", value: title)
        } else if let system {
            button.text = TextContent(verbatim: system)
            button.text?.isSystemText = true
        } else {
            button.asset = drawableImage(barItem["image"], element: barItem, node: &button)
        }
        button.text?.size = 17
        button.text?.lines = 1
        button.text?.color = tint
        if barItem["style"] == "done" || (barItem["title"] == nil && ["done", "save"].contains(barItem["systemItem"] ?? "")) {
            button.text?.weight = "semibold"
        }
        button.displayName = "UIBarButtonItem \"\(barItem["title"] ?? system ?? barItem["systemItem"] ?? "")\""
        return button
    }

    /// A bar's fill, title colour and tint: its standard appearance's background, else its bar tint, else black for a
    /// black bar style, else UIKit's light translucent bar (each opaque when the bar is not translucent); a black bar's
    /// title is white unless its title text attributes say otherwise.
    private func navigationBarLook(_ bar: IBElement?) -> (background: String, title: String?, tint: String?, shadow: Bool) {
        guard let bar else { return (Self.barColor, nil, nil, true) }
        let black = (bar["barStyle"] ?? "").hasPrefix("black")
        let appearance = bar.child("navigationBarAppearance", key: "standardAppearance")
        let attributes = bar.child("textAttributes", key: "titleTextAttributes")
            ?? appearance?.child("textAttributes", key: "titleTextAttributes")
        let title = attributes.flatMap { resources.color("textColor", in: $0) } ?? (black ? "#FFFFFFFF" : nil)
        // An appearance whose shadow colour is clear, or a bar given an empty shadow image, draws no hairline.
        let shadowColor = appearance.flatMap { resources.color("shadowColor", in: $0) }
        let shadow = !(shadowColor.map { $0.hasSuffix("00") } ?? false) && bar.children.first { $0["key"] == "shadowImage" } == nil
        return (Self.barBackground(bar, appearance: appearance, resources: resources), title, resources.color("tintColor", in: bar), shadow)
    }

    /// A bar's fill (navigation or tab bar): its standard `appearance`'s background, else its bar tint, else black for a
    /// black bar style, else UIKit's light translucent bar, opaque when the bar is not translucent.
    static func barBackground(_ bar: IBElement, appearance: IBElement?, resources: IBResources) -> String {
        if let appearance, let color = resources.color("backgroundColor", in: appearance) { return color }
        if let tint = resources.color("barTintColor", in: bar) { return tint }
        let color = (bar["barStyle"] ?? "").hasPrefix("black") ? "#000000F0" : barColor
        return bar["translucent"] == "NO" || bar["barStyle"] == "blackOpaque" ? String(color.prefix(7)) + "FF" : color
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
