import GlossaLayout

/// Table views as their storyboard shows them: static cells, or each prototype cell once, in sections
/// with their header and footer titles.
extension ViewConverter {
    func table(_ element: IBElement) -> ViewNode {
        var node = ViewNode(kind: .scroll, id: element["id"], location: element.location)
        let style = element["style"] ?? "plain"
        let grouped = style == "grouped" || style == "insetGrouped"
        node.background = grouped ? "#F2F2F7FF" : "#FFFFFFFF"
        node.spacing = 0
        node.alignment = "fill"
        var sections: [ViewNode] = []
        if let elements = element.child("sections")?.children("tableViewSection") {
            sections = elements.map { section($0, table: element, style: style) }
        }
        if let prototypes = element.child("prototypes")?.children("tableViewCell"), !prototypes.isEmpty {
            var list = ViewNode(kind: .list, id: nil, location: element.location)
            list.minimumRowHeight = nil
            list.children = prototypes.map { cell($0, table: element, prototype: true) }
            sections.append(style == "insetGrouped" ? insetSection(list, location: element.location) : list)
        }
        node.children = tableEndView(element, key: "tableHeaderView") + sections + tableEndView(element, key: "tableFooterView")
        return node
    }

    /// The table's header or footer view: as wide as the table, as tall as its design frame.
    private func tableEndView(_ table: IBElement, key: String) -> [ViewNode] {
        guard let element = table.children.first(where: { $0["key"] == key }) else { return [] }
        var view = node(element, placement: .arranged)
        view.height = SizeSpec(exact: designSize(element).height)
        return [view]
    }

    /// Prototype cells of an insetGrouped table: a rounded section inset from the table's sides, as its
    /// static sections are.
    private func insetSection(_ list: ViewNode, location: SourceLocation) -> ViewNode {
        var section = ViewNode(kind: .vstack, id: nil, location: location)
        section.alignment = "fill"
        section.spacing = 0
        section.padding = EdgeInsets(top: 18, bottom: 0, leading: Self.insetGroupedInset, trailing: Self.insetGroupedInset)
        var rounded = list
        rounded.background = "#FFFFFFFF"
        rounded.cornerRadius = 10
        rounded.clips = true
        section.children = [rounded]
        return section
    }

    /// How far an insetGrouped table's sections sit in from its sides.
    static let insetGroupedInset = 16.0

    private func section(_ element: IBElement, table: IBElement, style: String) -> ViewNode {
        var section = ViewNode(kind: .vstack, id: nil, location: element.location)
        section.alignment = "fill"
        section.spacing = 0
        let inset = style == "insetGrouped" ? Self.insetGroupedInset : 0
        section.padding = EdgeInsets(top: style == "plain" ? 0 : 18, bottom: 0, leading: inset, trailing: inset)
        var list = ViewNode(kind: .list, id: element["id"], location: element.location)
        // The table gives each row its height: no minimum of Glossa's own.
        list.minimumRowHeight = nil
        list.displayName = element["userLabel"] ?? "UITableView section"
        list.background = "#FFFFFFFF"
        if inset > 0 {
            list.cornerRadius = 10
            list.clips = true
        } else if style == "grouped" {
            list.sectionHairlines = true
        }
        list.children = (element.child("cells")?.children("tableViewCell") ?? []).map { cell($0, table: table) }
        // An empty title shows nothing (UITableView draws no title for it).
        // A grouped (or inset grouped) table draws its header titles in capitals; a plain one as written.
        let header = element["headerTitle"].flatMap {
            $0.isEmpty ? nil : sectionTitle(element, "headerTitle", $0, inset: inset, uppercased: style != "plain")
        }
        let footer = element["footerTitle"].flatMap { $0.isEmpty ? nil : sectionTitle(element, "footerTitle", $0, inset: inset) }
        section.children = (header.map { [$0] } ?? []) + [list] + (footer.map { [$0] } ?? [])
        return section
    }

    /// A header or footer title: footnote text in the secondary label colour, at the cells' margin.
    private func sectionTitle(_ section: IBElement, _ property: String, _ value: String, inset: Double,
                              uppercased: Bool = false) -> ViewNode {
        var box = ViewNode(kind: .vstack, id: nil, location: section.location)
        box.alignment = "fill"
        box.padding = EdgeInsets(top: property == "headerTitle" ? 0 : 6, bottom: property == "headerTitle" ? 6 : 0,
                                 leading: 16 + inset, trailing: 16 + inset)
        // Named by its strings key: a section title is not a view of its own in the document.
        var title = ViewNode(kind: .text, id: section["id"].map { "\($0).\(property)" }, location: section.location)
        var content = localizable(section, property: property, value: value)
        content.style = "footnote"
        content.color = "#3C3C4399"
        content.uppercased = uppercased
        // UITableView sets a section title at the natural side of its locale.
        content.alignment = "natural"
        title.text = content
        box.children = [title]
        return box
    }

    /// A cell: the table gives it its frame (its row height, or as tall as its content in a self-sizing table) and
    /// its content view fills it, less an accessory on the trailing side; a cell of a built-in style places its
    /// own labels, as UIKit does. A cell of a xib (no table) is as tall as its document placement says.
    func cell(_ element: IBElement, table: IBElement?, prototype: Bool = false) -> ViewNode {
        var node = ViewNode(kind: .view, id: element["id"], location: element.location)
        node.displayName = element["userLabel"] ?? element["customClass"] ?? "UITableViewCell \(element["reuseIdentifier"] ?? "")"
        if prototype { node.prototype = PrototypeCell(reuseIdentifier: element["reuseIdentifier"], cellClass: element["customClass"]) }
        node.background = resources.color("backgroundColor", in: element) ?? "#FFFFFFFF"
        let size = designSize(element)
        // A prototype's own row height is Interface Builder's only (UITableView never reads it): in a
        // self-sizing table the row sizes itself.
        let selfSizingTable = table?.double("rowHeight") == -1
        // A built-in style showing an image starts its separator at its text, as UITableView insets it.
        if let style = element["style"], style != "IBUITableViewCellStyleCustom", element["imageView"] != nil,
           let label = element["textLabel"], Self.showsImage(element) {
            node.separatorStartsAt = label
        }
        if let table {
            if let height = Self.rowHeight(cell: element, table: table), !(prototype && selfSizingTable) {
                node.height = SizeSpec(exact: height)
            } else if let id = element["id"] {
                node.constraints.append(.standardRowHeight(id, location: element.location))
            }
        }
        // Constraints the cell holds itself (between its content view's subviews, or to the cell) apply too.
        node.constraints += constraints(element.child("constraints")?.children("constraint") ?? [], holder: element["id"])
        guard let contentElement = element.child("tableViewCellContentView", key: "contentView") else { return node }
        var content = self.node(contentElement, placement: .subview(parentWidth: size.width, parentHeight: size.height))
        content.margins = .tableCell
        if let type = element["accessoryType"], let cellID = element["id"], let contentID = contentElement["id"],
           let width = Self.accessoryWidth(type, cell: size.width, content: designSize(contentElement).width) {
            // The table places the content view beside the accessory, on the leading side (both flip in right-to-left),
            // whatever its mask says.
            content.autoresizing = nil
            var accessory = ViewNode(kind: .view, id: "\(cellID).accessory", location: element.location)
            accessory.displayName = "UITableViewCell accessory (\(type))"
            accessory.accessory = type
            let pins = CellPins(cell: cellID, location: element.location, type: type)
            node.constraints += [
                pins.pin(contentID, .leading, to: cellID, .leading),
                pins.pin(contentID, .trailing, to: cellID, .trailing, -width),
                pins.pin(contentID, .top, to: cellID, .top),
                pins.pin(contentID, .bottom, to: cellID, .bottom),
                pins.pin(accessory.id!, .leading, to: contentID, .trailing),
                pins.pin(accessory.id!, .trailing, to: cellID, .trailing),
                pins.pin(accessory.id!, .top, to: cellID, .top),
                pins.pin(accessory.id!, .bottom, to: cellID, .bottom),
            ]
            if element["style"].map({ $0 != "IBUITableViewCellStyleCustom" }) ?? false {
                placeStyledLabels(&content, contentElement: contentElement, style: element["style"]!, text: element["textLabel"],
                                  detail: element["detailTextLabel"], image: element["imageView"], at: element.location)
            }
            node.children = [content, accessory]
            return node
        }
        // The cell sizes its content view whatever its mask says.
        var fill = AutoresizingFrame(x: 0, y: 0, width: size.width, height: size.height, parentWidth: size.width, parentHeight: size.height)
        fill.flexibleWidth = true
        fill.flexibleHeight = true
        content.autoresizing = fill
        if let style = element["style"], style != "IBUITableViewCellStyleCustom" {
            placeStyledLabels(&content, contentElement: contentElement, style: style, text: element["textLabel"],
                              detail: element["detailTextLabel"], image: element["imageView"], at: element.location)
        }
        node.children = [content]
        return node
    }

    /// Whether a cell of a built-in style shows its image view: the image view the cell names has an image.
    static func showsImage(_ cell: IBElement) -> Bool {
        guard let id = cell["imageView"] else { return false }
        return cell.descendants.contains { $0["id"] == id && $0["image"] != nil }
    }


    /// How much of a cell's width its accessory takes from the content view: what the document's own content view
    /// says (the cell's width less the content view's, as Interface Builder laid it out), else UIKit's on a
    /// 320-pt iPhone (iOS 7 to 12, as documents of that time record: a disclosure indicator leaves the content
    /// view 287 pt, a checkmark 280, a detail button 283.5; a detail disclosure button both, sharing their margin).
    /// Nil: an unknown type, or `none`.
    static func accessoryWidth(_ type: String, cell: Double, content: Double) -> Double? {
        guard let standard = accessoryWidths[type] else { return nil }
        let written = cell - content
        return written > 0.5 && written < 100 ? written : standard
    }

    static let accessoryWidths: [String: Double] = [
        "disclosureIndicator": 33, "checkmark": 40, "detailButton": 36.5, "detailDisclosureButton": 54.5,
    ]

    /// A collection view cell: its content view fills it, as UICollectionViewCell sizes it, and the safe-area guide
    /// Xcode declares on the cell is the cell's bounds (a cell is never under the bars), so constraints to it apply.
    func collectionCell(_ element: IBElement) -> ViewNode {
        var node = ViewNode(kind: .view, id: element["id"], location: element.location)
        for guide in element.children("viewLayoutGuide") {
            guard let id = guide["id"], let owner = element["id"] else { continue }
            guides[id] = (owner, guide["key"] == "layoutMarginsGuide" ? .margins : .frame)
        }
        node.displayName = element["userLabel"] ?? element["customClass"] ?? "UICollectionViewCell \(element["reuseIdentifier"] ?? "")"
        node.background = resources.color("backgroundColor", in: element)
        node.constraints = constraints(element.child("constraints")?.children("constraint") ?? [], holder: element["id"])
        let size = designSize(element)
        guard let contentElement = element.child("view", key: "contentView") else { return node }
        var content = self.node(contentElement, placement: .subview(parentWidth: size.width, parentHeight: size.height))
        var fill = AutoresizingFrame(x: 0, y: 0, width: size.width, height: size.height, parentWidth: size.width, parentHeight: size.height)
        fill.flexibleWidth = true
        fill.flexibleHeight = true
        content.autoresizing = fill
        node.children = [content]
        return node
    }

    /// A row's height: the cell's own custom height, else its table's `rowHeight`; nil for a self-sizing row
    /// (UITableView.automaticDimension, which Interface Builder writes as -1). A prototype cell of a self-sizing
    /// table takes its own height as a minimum only (see `cell`).
    static func rowHeight(cell: IBElement, table: IBElement?) -> Double? {
        for value in [cell.double("customRowHeight"), cell.double("rowHeight"), table?.double("rowHeight")] {
            if let value { return value > 0 ? value : nil }
        }
        return nil
    }

    /// The labels and image view of a Basic, Right Detail, Left Detail or Subtitle cell, placed as
    /// UITableViewCell's `layoutSubviews` places them: by the style, never by constraints of the document.
    ///
    /// Each label is exactly as tall as its text (a cell never squeezes nor stretches its built-in labels)
    /// and centred in the row; Subtitle centres its two labels as one block, and an empty detail label takes
    /// no room. The image view keeps its image's size (Xcode's canvas frame) at the leading margin, and the
    /// labels give way to it: they truncate. Right Detail's detail label truncates before the title.
    private func placeStyledLabels(_ content: inout ViewNode, contentElement: IBElement, style: String, text: String?,
                                   detail: String?, image: String?, at location: SourceLocation) {
        let built = Set([text, detail, image].compactMap { $0 })
        var emptyDetail = false
        for index in content.children.indices {
            guard let id = content.children[index].id, built.contains(id) else { continue }
            content.children[index].autoresizing = nil
            if id == image {
                let size = subviews(contentElement).first { $0["id"] == id }.map(designSize) ?? (width: 0, height: 0)
                content.children[index].width = SizeSpec(exact: size.width)
                content.children[index].height = SizeSpec(exact: size.height)
                continue
            }
            content.children[index].hugging.vertical = 1000
            content.children[index].compression.vertical = 1000
            let shown = content.children[index].text
            if id == detail, shown?.verbatim == nil, shown?.defaultValue?.isEmpty ?? true {
                emptyDetail = true
                content.children[index].height = SizeSpec(exact: 0)
            }
            if id == detail, style == "IBUITableViewCellStyleValue1" { content.children[index].compression.horizontal = 749 }
        }
        var pins = StyledCellPins(style: style, location: location)
        var leading = (item: "superview", attribute: ConstraintSpec.Attribute.leading, guide: AnchorGuide.margins, constant: 0.0)
        if let image {
            pins.pin(image, .leading, to: "superview", .leading, guide: .margins)
            pins.pin(image, .centerY, to: "superview", .centerY, guide: .frame)
            leading = (image, .trailing, .frame, 16)
        }
        guard let text else {
            content.constraints += pins.constraints
            return
        }
        if style == "IBUITableViewCellStyleSubtitle", let detail {
            // The two labels as one block, centred in the row.
            let blockID = "\(text)+\(detail)"
            var block = ViewNode(kind: .vstack, id: blockID, location: location)
            block.displayName = "UITableViewCell labels"
            block.alignment = "leading"
            block.spacing = emptyDetail ? 0 : 2
            block.children = [text, detail].compactMap { id in content.children.first { $0.id == id } }
            content.children.removeAll { $0.id == text || $0.id == detail }
            content.children.append(block)
            pins.placeInRow(blockID, leading: leading)
        } else {
            pins.placeInRow(text, leading: leading)
            if let detail {
                pins.pin(detail, .trailing, to: "superview", .trailing, guide: .margins)
                pins.pin(detail, .centerY, to: "superview", .centerY, guide: .frame)
                pins.pin(detail, .leading, to: text, .trailing, guide: .frame, 8, relation: .greaterOrEqual)
            }
        }
        content.constraints += pins.constraints
    }
}

/// The constraints a table places a cell's content view and accessory with, quoted in messages as the table's.
private struct CellPins {
    let cell: String
    let location: SourceLocation
    let type: String

    func pin(_ item: String, _ attribute: ConstraintSpec.Attribute, to other: String, _ otherAttribute: ConstraintSpec.Attribute,
             _ constant: Double = 0) -> ConstraintSpec {
        let gap = -constant
        let offset = constant == 0 ? "" : " - " + (gap == gap.rounded() ? String(Int(gap)) : String(gap))
        let text = "\(item).\(attribute.rawValue) == \(other).\(otherAttribute.rawValue)\(offset) (cell accessory \(type))"
        return .imported(text: text, location: location, first: .imported(item, attribute, guide: .frame), relation: .equal,
                         second: .imported(other, otherAttribute, guide: .frame), multiplier: 1, constant: constant, priority: 1000)
    }
}

/// The constraints a built-in cell style places its labels with, quoted in messages as the cell style's.
private struct StyledCellPins {
    let style: String
    let location: SourceLocation
    var constraints: [ConstraintSpec] = []

    /// Below every required and containment constraint: a self-sizing row grows to hold its labels inside
    /// its margins; a row of fixed height keeps its height and lets them reach past its margins.
    static let rowGrowth: Double = 998

    mutating func pin(_ item: String, _ attribute: ConstraintSpec.Attribute, to other: String,
                      _ otherAttribute: ConstraintSpec.Attribute, guide: AnchorGuide, _ constant: Double = 0,
                      relation: ConstraintSpec.Relation = .equal, priority: Double = 1000) {
        let text = "\(item).\(attribute.rawValue) \(relation.rawValue) \(other).\(otherAttribute.rawValue) (cell style \(style))"
        constraints.append(.imported(text: text, location: location, first: .imported(item, attribute, guide: .frame),
                                     relation: relation, second: .imported(other, otherAttribute, guide: guide),
                                     multiplier: 1, constant: constant, priority: priority))
    }

    /// `item` after `leading`, centred in the row, no wider than the margins allow, inside its margins.
    mutating func placeInRow(_ item: String,
                             leading: (item: String, attribute: ConstraintSpec.Attribute, guide: AnchorGuide, constant: Double)) {
        pin(item, .leading, to: leading.item, leading.attribute, guide: leading.guide, leading.constant)
        pin(item, .trailing, to: "superview", .trailing, guide: .margins, relation: .lessOrEqual)
        pin(item, .centerY, to: "superview", .centerY, guide: .frame)
        pin(item, .top, to: "superview", .top, guide: .margins, relation: .greaterOrEqual, priority: Self.rowGrowth)
        pin(item, .bottom, to: "superview", .bottom, guide: .margins, relation: .lessOrEqual, priority: Self.rowGrowth)
    }
}
