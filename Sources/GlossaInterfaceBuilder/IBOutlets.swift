import GlossaLayout

/// The outlets of an Interface Builder scene or xib: which property of which object (by its class) holds
/// which view, so facts about the app's code (text it sets at run time) can be tied to the views.
enum IBOutlets {
    /// UIKit classes of the objects that hold outlets when no custom class is set (views' are the converter's).
    static let objectClasses: [String: String] = [
        "viewController": "UIViewController", "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController", "navigationController": "UINavigationController",
        "tabBarController": "UITabBarController", "pageViewController": "UIPageViewController",
        "splitViewController": "UISplitViewController", "collectionViewCell": "UICollectionViewCell",
        "collectionReusableView": "UICollectionReusableView", "tableViewCell": "UITableViewCell",
        "textView": "UITextView", "collectionView": "UICollectionView", "customObject": "NSObject",
    ]

    /// Every `<outlet>` and `<outletCollection>` of the objects under `objects` (a scene's, or a xib's
    /// with its File's Owner), in document order.
    static func outlets(in objects: IBElement) -> [Outlet] {
        var outlets: [Outlet] = []
        let elements = [objects] + objects.descendants
        var cells: [String: IBElement] = [:]
        for element in elements where element.name == "tableViewCell" {
            if let id = element["id"] { cells[id] = element }
            // A cell class's own built-in labels (`textLabel?.text = …` in its code or through a typed cell).
            if let owner = element["customClass"] { outlets += builtInLabels(of: element, owner: owner, property: nil) }
        }
        outlets += taggedViews(under: objects, owners: [])
        for element in elements {
            let owner = element["customClass"] ?? ViewConverter.classes[element.name] ?? objectClasses[element.name] ?? element.name
            outlets += navigationItem(of: element, owner: owner) + sectionTitles(of: element, owner: owner)
            guard let connections = element.child("connections") else { continue }
            for connection in connections.children where connection.name == "outlet" || connection.name == "outletCollection" {
                guard let property = connection["property"], let view = connection["destination"] else { continue }
                outlets.append(Outlet(owner: owner, property: property, view: view))
                // The app's own label as a cell's or header's `textLabel`: generic code fills it through any cell.
                if ["textLabel", "detailTextLabel"].contains(property) {
                    outlets.append(Outlet(owner: owner, property: Outlet.inherited(property), view: view))
                }
                // A static cell's labels, reached through the outlet: `settingsCell.textLabel.text = …`.
                if let cell = cells[view] { outlets += builtInLabels(of: cell, owner: owner, property: property) }
            }
        }
        return outlets
    }

    /// Each view with a tag, as the member `(tag)N` of the objects whose code may ask for it by its tag
    /// (`[cell viewWithTag:2]`): the scene's view controller or the xib's File's Owner, and every object of a class
    /// of its own that holds it (a cell, a view).
    private static func taggedViews(under element: IBElement, owners: [String]) -> [Outlet] {
        var owners = owners
        if let type = element["customClass"], element.name != "placeholder" || element["placeholderIdentifier"] == "IBFilesOwner" {
            owners.append(type)
        }
        var outlets: [Outlet] = []
        if let tag = element["tag"], Int(tag) != nil, let id = element["id"] {
            outlets += owners.map { Outlet(owner: $0, property: "(tag)" + tag, view: id) }
        }
        // A scene's controller, and a xib's File's Owner, hold every view of the scene or file: siblings of its views.
        let holders = element.children.compactMap { child -> String? in
            guard child["customClass"] != nil else { return nil }
            let holds = objectClasses[child.name].map { _ in child.name.hasSuffix("Controller") } ?? false
                || child["placeholderIdentifier"] == "IBFilesOwner"
            return holds ? child["customClass"] : nil
        }
        for child in element.children {
            outlets += taggedViews(under: child, owners: owners + holders.filter { $0 != child["customClass"] })
        }
        return outlets
    }

    /// A view controller's navigation item, as its property `navigationItem` (`title = …` in the controller's
    /// code), and the item's bar button items, as `navigationItem.leftBarButtonItem` and
    /// `navigationItem.rightBarButtonItem`.
    private static func navigationItem(of controller: IBElement, owner: String) -> [Outlet] {
        guard let item = controller.child("navigationItem", key: "navigationItem"), let id = item["id"] else { return [] }
        var outlets = [Outlet(owner: owner, property: "navigationItem", view: id)]
        for key in ["leftBarButtonItem", "rightBarButtonItem"] {
            guard let barItem = item.child("barButtonItem", key: key), let barID = barItem["id"] else { continue }
            outlets.append(Outlet(owner: owner, property: "navigationItem.\(key)", view: barID))
        }
        return outlets
    }

    /// The tab bar item a tab's root view controller shows its title in (UIKit sets a view controller's tab bar item's
    /// title with its `title`, and its navigation controller's when it is that controller's root), as its property
    /// `tabBarItem` and as `navigationController.tabBarItem`.
    static func tabBarItem(of controller: IBElement, item: String) -> [Outlet] {
        let owner = controller["customClass"] ?? objectClasses[controller.name] ?? controller.name
        return [Outlet(owner: owner, property: "tabBarItem", view: item), Outlet(owner: owner, property: "navigationController.tabBarItem", view: item)]
    }

    /// A table view controller's static sections' titles (`ID.headerTitle`, `ID.footerTitle`), as its
    /// properties `titleForHeaderInSection` and `titleForFooterInSection`: the data source methods of those
    /// names in the controller's code give every section its title in their place.
    private static func sectionTitles(of controller: IBElement, owner: String) -> [Outlet] {
        guard controller.name == "tableViewController", let table = controller.child("tableView", key: "view") else { return [] }
        var outlets: [Outlet] = []
        for section in table.child("sections")?.children("tableViewSection") ?? [] {
            guard let id = section["id"] else { continue }
            for (title, method) in [("headerTitle", "titleForHeaderInSection"), ("footerTitle", "titleForFooterInSection")]
            where section[title]?.isEmpty == false {
                outlets.append(Outlet(owner: owner, property: method, view: "\(id).\(title)"))
            }
        }
        return outlets
    }

    /// A table cell style's `textLabel` and `detailTextLabel`, as properties of the cell's class, or as
    /// `outlet.textLabel` of the object whose outlet holds the cell.
    private static func builtInLabels(of cell: IBElement, owner: String, property: String?) -> [Outlet] {
        ["textLabel", "detailTextLabel"].compactMap { label in
            cell[label].map { Outlet(owner: owner, property: property.map { "\($0).\(label)" } ?? label, view: $0) }
        }
    }
}
