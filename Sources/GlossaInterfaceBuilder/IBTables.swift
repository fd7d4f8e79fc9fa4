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
            list.children = prototypes.map { cell($0, table: element, prototype: true) }
            sections.append(list)
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

    private func section(_ element: IBElement, table: IBElement, style: String) -> ViewNode {
        var section = ViewNode(kind: .vstack, id: nil, location: element.location)
        section.alignment = "fill"
        section.spacing = 0
        let inset = style == "insetGrouped" ? 16.0 : 0
        section.padding = EdgeInsets(top: style == "plain" ? 0 : 18, bottom: 0, leading: inset, trailing: inset)
        var list = ViewNode(kind: .list, id: element["id"], location: element.location)
        list.displayName = element["userLabel"] ?? "UITableView section"
        list.background = "#FFFFFFFF"
        if inset > 0 {
            list.cornerRadius = 10
            list.clips = true
        }
        list.children = (element.child("cells")?.children("tableViewCell") ?? []).map { cell($0, table: table) }
        // An empty title shows nothing (UITableView draws no title for it).
        let header = element["headerTitle"].flatMap { $0.isEmpty ? nil : sectionTitle(element, "headerTitle", $0, inset: inset) }
        let footer = element["footerTitle"].flatMap { $0.isEmpty ? nil : sectionTitle(element, "footerTitle", $0, inset: inset) }
        section.children = (header.map { [$0] } ?? []) + [list] + (footer.map { [$0] } ?? [])
        return section
    }

    /// A header or footer title: footnote text in the secondary label colour, at the cells' margin.
    private func sectionTitle(_ section: IBElement, _ property: String, _ value: String, inset: Double) -> ViewNode {
        var box = ViewNode(kind: .vstack, id: nil, location: section.location)
        box.alignment = "fill"
        box.padding = EdgeInsets(top: property == "headerTitle" ? 0 : 6, bottom: property == "headerTitle" ? 6 : 0,
                                 leading: 16 + inset, trailing: 16 + inset)
        // Named by its strings key: a section title is not a view of its own in the document.
        var title = ViewNode(kind: .text, id: section["id"].map { "\($0).\(property)" }, location: section.location)
        var content = localizable(section, property: property, value: value)
        content.style = "footnote"
        content.color = "#3C3C4399"
        title.text = content
        box.children = [title]
        return box
    }

    /// A cell: its content view fills it; a cell of a built-in style places its own labels, as UIKit does.
    func cell(_ element: IBElement, table: IBElement?, prototype: Bool = false) -> ViewNode {
        var node = ViewNode(kind: .view, id: element["id"], location: element.location)
        node.displayName = element["userLabel"] ?? element["customClass"] ?? "UITableViewCell \(element["reuseIdentifier"] ?? "")"
        node.background = resources.color("backgroundColor", in: element) ?? "#FFFFFFFF"
        let size = designSize(element)
        if let height = Self.rowHeight(cell: element, table: table) {
            // A prototype in a self-sizing table sizes itself from its content; its row height is where it starts.
            let selfSizing = prototype && table?.double("rowHeight") == -1
            node.height = selfSizing ? SizeSpec(min: height) : SizeSpec(exact: height)
        } else {
            node.height = SizeSpec(min: max(44, size.height))
        }
        // Constraints the cell holds itself (between its content view's subviews, or to the cell) apply too.
        node.constraints = constraints(element.child("constraints")?.children("constraint") ?? [], holder: element["id"])
        guard let contentElement = element.child("tableViewCellContentView", key: "contentView") else { return node }
        var content = self.node(contentElement, placement: .subview(parentWidth: size.width, parentHeight: size.height))
        content.margins = .tableCell
        // The cell sizes its content view whatever its mask says.
        var fill = AutoresizingFrame(x: 0, y: 0, width: size.width, height: size.height, parentWidth: size.width, parentHeight: size.height)
        fill.flexibleWidth = true
        fill.flexibleHeight = true
        content.autoresizing = fill
        if let style = element["style"], style != "IBUITableViewCellStyleCustom" {
            placeStyledLabels(&content, style: style, text: element["textLabel"], detail: element["detailTextLabel"],
                              image: element["imageView"], at: element.location)
        }
        node.children = [content]
        return node
    }

    /// A collection view cell: its content view fills it, as UICollectionViewCell sizes it.
    func collectionCell(_ element: IBElement) -> ViewNode {
        var node = ViewNode(kind: .view, id: element["id"], location: element.location)
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

    /// The labels of a Basic, Right Detail, Left Detail or Subtitle cell, at the content view's margins.
    private func placeStyledLabels(_ content: inout ViewNode, style: String, text: String?, detail: String?, image: String?,
                                   at location: SourceLocation) {
        let built = Set([text, detail, image].compactMap { $0 })
        for index in content.children.indices where built.contains(content.children[index].id ?? "") {
            content.children[index].autoresizing = nil
        }
        func pin(_ item: String, _ attribute: ConstraintSpec.Attribute, to other: String, _ otherAttribute: ConstraintSpec.Attribute,
                 guide: AnchorGuide, _ constant: Double = 0, relation: ConstraintSpec.Relation = .equal) {
            let text = "\(item).\(attribute.rawValue) \(relation.rawValue) \(other).\(otherAttribute.rawValue) (cell style \(style))"
            content.constraints.append(.imported(text: text, location: location, first: .imported(item, attribute, guide: .frame),
                                                 relation: relation, second: .imported(other, otherAttribute, guide: guide),
                                                 multiplier: 1, constant: constant, priority: 1000))
        }
        var leadingItem = "superview", leadingAttribute = ConstraintSpec.Attribute.leading, leadingGuide = AnchorGuide.margins
        if let image {
            pin(image, .leading, to: "superview", .leading, guide: .margins)
            pin(image, .centerY, to: "superview", .centerY, guide: .frame)
            (leadingItem, leadingAttribute, leadingGuide) = (image, .trailing, .frame)
        }
        guard let text else { return }
        pin(text, .leading, to: leadingItem, leadingAttribute, guide: leadingGuide, image == nil ? 0 : 16)
        if style == "IBUITableViewCellStyleSubtitle", let detail {
            pin(text, .top, to: "superview", .top, guide: .margins)
            pin(detail, .top, to: text, .bottom, guide: .frame, 2)
            pin(detail, .leading, to: text, .leading, guide: .frame)
            pin(detail, .bottom, to: "superview", .bottom, guide: .margins)
            pin(detail, .trailing, to: "superview", .trailing, guide: .margins, relation: .lessOrEqual)
            pin(text, .trailing, to: "superview", .trailing, guide: .margins, relation: .lessOrEqual)
            return
        }
        pin(text, .centerY, to: "superview", .centerY, guide: .frame)
        pin(text, .top, to: "superview", .top, guide: .margins, relation: .greaterOrEqual)
        if let detail {
            pin(detail, .trailing, to: "superview", .trailing, guide: .margins)
            pin(detail, .centerY, to: "superview", .centerY, guide: .frame)
            pin(detail, .leading, to: text, .trailing, guide: .frame, 8, relation: .greaterOrEqual)
        } else {
            pin(text, .trailing, to: "superview", .trailing, guide: .margins, relation: .lessOrEqual)
        }
    }
}
