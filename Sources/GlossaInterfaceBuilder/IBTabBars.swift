import Foundation
import GlossaLayout

/// A tab bar controller's bar as one of its scenes shows it: the controller's `<tabBar>` (its colours), the items it
/// shows, leading to trailing, and which of them is the scene's tab.
struct IBTabBarPlacement {
    /// The controller's `<tabBar key="tabBar">`; nil when the document writes none.
    let bar: IBElement?
    let items: [IBTabItem]
    let selected: Int
    let location: SourceLocation
    /// Each shown tab's root view controller (the tab's own, or its navigation controller's root) with its item's id:
    /// the item whose title that controller's code sets when it sets its own `title`, whichever tab is shown.
    var roots: [(controller: IBElement, item: String)] = []
    /// The strings table of the items' titles when the tab bar controller is in another storyboard than the scene
    /// (its own stem); nil for the scene's own.
    var table: String?
}

/// One item of a tab bar: a tab's `<tabBarItem>`, or UIKit's own More item.
struct IBTabItem {
    /// The tab's `<tabBarItem>`; nil for the More item, or a tab whose controller has none.
    let element: IBElement?
    let isMore: Bool

    /// The system item it shows (`favorites`, `more`…), whose title and image are UIKit's.
    var systemItem: String? { isMore ? "more" : element?["systemItem"] }
}

/// Which scenes show a tab bar controller's bar: each tab's own scene, or the root of a navigation controller that is
/// a tab (or a split view controller's, collapsed as on an iPhone) and every scene pushed onto it (a `show`, `push` or
/// `showDetail` segue), as UIKit keeps the tab bar on pushed scenes, unless one of them hides the bottom bar when
/// pushed (it and what is pushed from it show none).
enum IBTabBars {
    /// The tabs an iPhone's tab bar shows at most: with more, four and a More tab that lists the rest (UITabBarController).
    static let mostTabs = 5

    /// Tab bar placements by the id of each view controller that shows a tab bar (the first controller that shows it).
    static func placements(_ scenes: IBElement) -> [String: IBTabBarPlacement] {
        let controllers = controllers(scenes)
        var placements: [String: IBTabBarPlacement] = [:]
        for controller in scenes.descendants where controller.name == "tabBarController" {
            let bar = controller.child("tabBar", key: "tabBar")
            guard bar?.flag("hidden") != true else { continue }
            let tabs = relationships(of: controller, "viewControllers")
            let overflows = tabs.count > mostTabs
            var items = tabs.prefix(overflows ? mostTabs - 1 : mostTabs).map { IBTabItem(element: item(of: $0, in: controllers), isMore: false) }
            if overflows { items.append(IBTabItem(element: nil, isMore: true)) }
            let stacks = tabs.map { stack(of: $0, in: controllers) }
            let roots = zip(items, stacks).compactMap { item, stack -> (IBElement, String)? in
                guard !item.isMore, let id = item.element?["id"], let root = stack.first.flatMap({ controllers[$0] }) else { return nil }
                return (root, id)
            }
            for (index, stack) in stacks.enumerated() {
                var placement = IBTabBarPlacement(bar: bar, items: items, selected: min(index, items.count - 1),
                                                  location: (bar ?? controller).location)
                placement.roots = roots
                for scene in stack where placements[scene] == nil { placements[scene] = placement }
            }
        }
        return placements
    }

    /// The placements of the bars of tab bar controllers in other storyboards whose tabs are storyboard references to
    /// scenes of this one (`storyboard`, its stem): by the id of each scene that shows such a bar, the referenced scene
    /// (its storyboard's initial view controller, or the one with the reference's identifier) and, when it is a
    /// navigation controller, its root and what is pushed from it.
    static func remote(_ scenes: IBElement, storyboard: String, initial: String?, appFolder: IBAppFolder) -> [String: IBTabBarPlacement] {
        let controllers = controllers(scenes)
        var placements: [String: IBTabBarPlacement] = [:]
        for (reference, file) in appFolder.tabBarReferences.sorted(by: { ($0.value, $0.key.identifier ?? "") < ($1.value, $1.key.identifier ?? "") })
        where reference.storyboard == storyboard {
            let target = reference.identifier.flatMap { identifier in controllers.first { $0.value["storyboardIdentifier"] == identifier }?.key } ?? initial
            guard let target, controllers[target] != nil, let root = try? XMLTree.read(file: file), let theirs = root.child("scenes") else { continue }
            let owner = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            // The placeholder that is the tab: the one whose reference this is, among the tabs of a tab bar controller.
            let placeholders = theirs.descendants.filter { $0.name == "viewControllerPlaceholder" && $0["storyboardName"] == storyboard
                && $0["referencedIdentifier"] == reference.identifier }
            let tabs = Self.placements(theirs)
            guard let placeholder = placeholders.compactMap({ $0["id"] }).first(where: { tabs[$0] != nil }), var placement = tabs[placeholder] else { continue }
            placement.table = owner
            placement.roots = placement.roots.filter { $0.controller["id"] == placeholder }.compactMap { root in
                let shown = stack(of: target, in: controllers).first.flatMap { controllers[$0] }
                return shown.map { ($0, root.item) }
            }
            for scene in stack(of: target, in: controllers) where placements[scene] == nil { placements[scene] = placement }
        }
        return placements
    }

    /// The destinations of a controller's relationship segues of one kind, in the document's order.
    static func relationships(of controller: IBElement, _ relationship: String) -> [String] {
        (controller.child("connections")?.children("segue") ?? []).filter { $0["relationship"] == relationship }.compactMap { $0["destination"] }
    }

    /// A tab's item: its controller's `<tabBarItem>`, else (a container without one) its navigation controller's
    /// root's, or its split view controller's primary's.
    private static func item(of tab: String, in controllers: [String: IBElement], depth: Int = 0) -> IBElement? {
        guard let controller = controllers[tab], depth < 4 else { return nil }
        if let own = controller.child("tabBarItem", key: "tabBarItem") { return own }
        let inner = controller.name == "navigationController" ? "rootViewController"
            : controller.name == "splitViewController" ? "masterViewController" : nil
        guard let inner, let first = relationships(of: controller, inner).first, first != tab else { return nil }
        return item(of: first, in: controllers, depth: depth + 1)
    }

    /// The scenes a tab shows with its bar: its own; a navigation controller's root and the scenes pushed from it; a
    /// split view controller's, collapsed as on an iPhone into one navigation stack (its primary's scenes, then its
    /// secondary's, and what a `showDetail` segue shows is pushed).
    private static func stack(of tab: String, in controllers: [String: IBElement], depth: Int = 0) -> [String] {
        guard let controller = controllers[tab], depth < 4 else { return [] }
        switch controller.name {
        case "splitViewController":
            return (relationships(of: controller, "masterViewController") + relationships(of: controller, "detailViewController"))
                .flatMap { stack(of: $0, in: controllers, depth: depth + 1) }
        case "navigationController":
            return pushed(from: relationships(of: controller, "rootViewController").prefix(1).map { $0 }, in: controllers)
        default:
            return [tab]
        }
    }

    /// The storyboard's view controllers (navigation, tab bar and split view controllers too) by id.
    static func controllers(_ scenes: IBElement) -> [String: IBElement] {
        var controllers: [String: IBElement] = [:]
        for object in scenes.children("scene").flatMap({ $0.child("objects")?.children ?? [] }) {
            if object["sceneMemberID"] == "viewController", let id = object["id"] { controllers[id] = object }
        }
        return controllers
    }

    /// `roots` and every scene a `show`, `push` or `showDetail` segue pushes from them, but, when `keepingBottomBar`,
    /// none that hides the bottom bar when pushed, nor what is pushed from it.
    static func pushed(from roots: [String], in controllers: [String: IBElement], keepingBottomBar: Bool = true) -> [String] {
        var stack = roots
        var seen = Set(stack)
        var next = 0
        while next < stack.count {
            let source = controllers[stack[next]]
            next += 1
            for segue in source?.descendants ?? [] where segue.name == "segue" && ["show", "push", "showDetail"].contains(segue["kind"] ?? "") {
                guard var destination = segue["destination"], var pushed = controllers[destination] else { continue }
                // A detail in its own navigation controller: its root is what the collapsed stack shows.
                if segue["kind"] == "showDetail", pushed.name == "navigationController",
                   let root = relationships(of: pushed, "rootViewController").first, let rootController = controllers[root] {
                    (destination, pushed) = (root, rootController)
                }
                // A navigation, tab bar or split view controller is presented, not pushed.
                guard !["navigationController", "tabBarController", "splitViewController"].contains(pushed.name),
                      !(keepingBottomBar && pushed.flag("hidesBottomBarWhenPushed")), seen.insert(destination).inserted else { continue }
                stack.append(destination)
            }
        }
        return stack
    }
}

/// UITabBar as an iPhone in portrait shows it (items stacked: image above title). The numbers are UIKit's own, read
/// from its view hierarchy (`recursiveDescription` of 320- and 375-pt-wide tab bars of four items): the bar 49 pt
/// tall; each UITabBarButton 48 pt tall at y 1, 2 pt in from each side of its equal share of the width (4 pt between
/// buttons); its image view centred 18 pt below the button's top (a 25-pt image at y 5.5, a 30-pt one at 3); its
/// title's label at y 35, 12 pt tall (for a Chinese title too), centred; unselected items in white 0.572549 (#929292). The title is the system
/// font at 10 pt, medium (Flutter's Cupertino tab label style, "derived from developer.apple.com/design/resources":
/// 10 pt, weight 500), on one line, its tail truncated. The hairline above the bar is 0.5 pt of black at 30 %.
extension ViewConverter {
    static let tabBarHeight = 49.0
    static let tabButtonTop = 1.0, tabButtonHeight = 48.0, tabButtonInset = 2.0
    static let tabImageCentre = 18.0, tabTitleTop = 35.0, tabTitleHeight = 12.0, tabTitleSize = 10.0
    static let unselectedTabColor = "#929292FF", tabBarHairline = "#0000004D"
    /// The side of the placeholder drawn for an image UIKit draws (a system item's, an SF Symbol): a tab bar icon's
    /// (Human Interface Guidelines: 25 × 25 pt for a circular glyph in a regular tab bar).
    static let tabImageSide = 25.0

    /// The titles UIKit gives its system tab bar items (UITabBarItem.SystemItem), in English.
    static let systemTabTitles: [String: String] = [
        "more": "More", "favorites": "Favorites", "featured": "Featured", "topRated": "Top Rated", "recents": "Recents",
        "contacts": "Contacts", "history": "History", "bookmarks": "Bookmarks", "search": "Search", "downloads": "Downloads",
        "mostRecent": "Most Recent", "mostViewed": "Most Viewed",
    ]

    /// The tab bar, its items in equal shares of its width from its leading edge (so they run right to left in a
    /// right-to-left locale, as UITabBar's do), the selected one in the bar's tint, the others grey.
    func tabBar(_ placement: IBTabBarPlacement) -> ViewNode {
        let location = placement.location
        var bar = ViewNode(kind: .view, id: placement.bar?["id"] ?? "tabBar", location: location)
        bar.displayName = "UITabBar"
        bar.background = tabBarBackground(placement.bar)
        if let semantic = placement.bar?["semanticContentAttribute"].flatMap(SemanticAttribute.init(rawValue:)) { bar.semantic = semantic }
        let barID = bar.id ?? ""
        var hairline = ViewNode(kind: .view, id: "\(barID)-hairline", location: location)
        hairline.background = Self.tabBarHairline
        hairline.height = SizeSpec(exact: 0.5)
        bar.children.append(hairline)
        bar.constraints += [Self.pin(.top, of: "\(barID)-hairline", to: "superview", .top, location: location),
                            Self.pin(.leading, of: "\(barID)-hairline", to: "superview", .leading, location: location),
                            Self.pin(.trailing, of: "\(barID)-hairline", to: "superview", .trailing, location: location)]
        let selectedColor = placement.bar.flatMap { resources.color("selectedImageTintColor", in: $0) ?? resources.color("tintColor", in: $0) }
            ?? "#007AFFFF"
        let unselectedColor = placement.bar.flatMap { resources.color("unselectedItemTintColor", in: $0) } ?? Self.unselectedTabColor
        var first: String?, previous: String?
        for (index, item) in placement.items.enumerated() {
            let color = index == placement.selected ? selectedColor : unselectedColor
            let button = tabButton(item, index: index, selected: index == placement.selected, color: color, table: placement.table,
                                   location: location)
            let id = button.id ?? ""
            bar.children.append(button)
            bar.constraints += [Self.pin(.top, of: id, to: "superview", .top, Self.tabButtonTop, location: location),
                                previous.map { Self.pin(.leading, of: id, to: $0, .trailing, 2 * Self.tabButtonInset, location: location) }
                                    ?? Self.pin(.leading, of: id, to: "superview", .leading, Self.tabButtonInset, location: location)]
            if let first { bar.constraints.append(Self.pin(.width, of: id, to: first, .width, location: location)) }
            first = first ?? id
            previous = id
        }
        if let previous {
            bar.constraints.append(Self.pin(.trailing, of: previous, to: "superview", .trailing, -Self.tabButtonInset, location: location))
        }
        return bar
    }

    /// The bar's fill: as a navigation bar's (`barBackground`), from its own standard appearance.
    private func tabBarBackground(_ bar: IBElement?) -> String {
        guard let bar else { return Self.barColor }
        return Self.barBackground(bar, appearance: bar.child("tabBarAppearance", key: "standardAppearance"), resources: resources)
    }

    /// One item's button: its image (the selected image on the selected tab) centred in the top of the button, its title
    /// under it, one line wide at most as the button.
    private func tabButton(_ item: IBTabItem, index: Int, selected: Bool, color: String, table: String?, location: SourceLocation) -> ViewNode {
        let element = item.element
        let itemID = element?["id"] ?? (item.isMore ? "tabBarMoreItem" : "tabBarItem-\(index)")
        var button = ViewNode(kind: .view, id: "\(itemID)-button", location: element?.location ?? location)
        button.displayName = "UITabBarButton"
        button.height = SizeSpec(exact: Self.tabButtonHeight)
        let imageName = selected ? element?["selectedImage"] ?? element?["image"] : element?["image"]
        if imageName != nil || item.systemItem != nil {
            var image = ViewNode(kind: .image, id: "\(itemID)-image", location: element?.location ?? location)
            image.displayName = "UITabBarItem image"
            if item.systemItem == nil, let element { image.asset = drawableImage(imageName, element: element, node: &image) }
            // An image UIKit draws itself (a system item's, an SF Symbol) is a placeholder of a tab bar icon's size.
            if image.asset == nil { image.standardSize = StandardSize(width: Self.tabImageSide, height: Self.tabImageSide) }
            image.tint = color
            image.rendersAsTemplate = true
            button.children.append(image)
            button.constraints += [Self.pin(.centerX, of: "\(itemID)-image", to: "superview", .centerX, location: location),
                                   Self.pin(.centerY, of: "\(itemID)-image", to: "superview", .top, Self.tabImageCentre, location: location)]
        }
        if var content = tabTitle(item) {
            if let table, content.key != nil { content.table = table }
            content.size = Self.tabTitleSize
            content.weight = "medium"
            content.lines = 1
            content.alignment = "center"
            content.color = color
            var title = ViewNode(kind: .text, id: itemID, location: element?.location ?? location)
            title.text = content
            // As tall as a line of its font whatever the script: UIKit's label was 12 pt tall for Chinese too.
            title.height = SizeSpec(exact: Self.tabTitleHeight)
            title.displayName = "UITabBarItem \"\(content.defaultValue ?? content.verbatim ?? "")\""
            button.children.append(title)
            button.constraints += [
                Self.pin(.centerX, of: itemID, to: "superview", .centerX, location: location),
                Self.pin(.top, of: itemID, to: "superview", .top, Self.tabTitleTop, location: location),
                Self.pin(.leading, of: itemID, to: "superview", .leading, relation: .greaterOrEqual, location: location),
                Self.pin(.trailing, of: itemID, to: "superview", .trailing, relation: .lessOrEqual, location: location),
            ]
        }
        return button
    }

    /// An item's title: its own, localized by the document's strings (`ID.title`), else a system item's, which UIKit
    /// translates itself; nil for an item without one.
    private func tabTitle(_ item: IBTabItem) -> TextContent? {
        if let element = item.element, let title = element["title"], !title.isEmpty {
            return localizable(element, property: "title", value: title)
        }
        guard let system = item.systemItem, let word = Self.systemTabTitles[system] else { return nil }
        var content = TextContent(verbatim: word)
        content.isSystemText = true
        return content
    }
}
