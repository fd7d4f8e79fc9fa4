import GlossaLayout
import SwiftSyntax

/// `TabView` as an iPhone in portrait shows it: the selected tab's content (the first, unless the reader asks for another)
/// above a 49 pt tab bar whose items share its
/// width, each its icon above its title (10 pt, medium, one line, truncated at its tail). The numbers are UIKit's tab
/// bar's, the same as Glossa's Interface Builder reader uses (docs/swiftui.md).
enum TabBars {
    static func tabView(_ tabs: [ViewNode], items: [String: [ViewNode]], at node: Syntax, making interpreter: Interpreter) -> [ViewNode] {
        guard !tabs.isEmpty else { return [] }
        var view = interpreter.makeNode(.vstack, type: "TabView", at: node)
        let id = view.id ?? ""
        let selected = min(max(0, interpreter.selectedTabs[id] ?? 0), tabs.count - 1)
        interpreter.tabViews.append(TabViewSeen(id: id, titles: tabs.map { tab in
            let label = tab.id.flatMap { items[$0] } ?? []
            let title = label.flatMap { [$0] + Interpreter.descendants($0) }.first { $0.kind == .text }?.text
            return title?.key ?? title?.verbatim
        }))
        view.spacing = 0
        view.swiftUI?.fillsProposal = true
        var content = interpreter.makeNode(.zstack, type: "TabContent", at: node)
        content.swiftUI?.fillsProposal = true
        content.children = [tabs[selected]]
        var bar = interpreter.makeNode(.hstack, type: "TabBar", at: node)
        bar.spacing = 0
        bar.background = Defaults.tabBarBackground
        bar.alignment = "top"
        // Items 48 pt tall, 1 pt below the bar's top edge: 49 pt in all.
        bar.swiftUI?.modifiers = [.padding(top: Defaults.tabBarHeight - Defaults.tabButtonHeight, leading: 0, bottom: 0, trailing: 0)]
        bar.children = tabs.enumerated().compactMap { index, tab in
            tab.id.flatMap { items[$0] }.map { item(from: $0, selected: index == selected, at: node, making: interpreter) }
        }
        view.children = bar.children.isEmpty ? [content] : [content, bar]
        return [view]
    }

    /// One item: its label's icon and title, in an equal share of the bar.
    private static func item(from label: [ViewNode], selected: Bool, at node: Syntax, making interpreter: Interpreter) -> ViewNode {
        let nodes = label.flatMap { [$0] + Interpreter.descendants($0) }
        var item = interpreter.makeNode(.vstack, type: "TabItem", at: node)
        item.spacing = 0
        if var icon = nodes.first(where: { $0.kind == .image }) {
            icon.swiftUI?.modifiers = [.frame(width: Defaults.tabImageSide, height: Defaults.tabImageSide, alignment: .center),
                                       .padding(top: Defaults.tabImageTop, leading: 0, bottom: 0, trailing: 0)]
            icon.children = []
            item.children.append(icon)
        }
        if var title = nodes.first(where: { $0.kind == .text }) {
            title.text?.size = Defaults.tabTitleSize
            title.text?.weight = "medium"
            title.text?.lines = 1
            title.text?.color = selected ? interpreter.accentColor : Defaults.unselectedTabColor
            let above = Defaults.tabTitleTop - (item.children.isEmpty ? 0 : Defaults.tabImageTop + Defaults.tabImageSide)
            title.swiftUI?.modifiers = [.frame(width: nil, height: Defaults.tabTitleHeight, alignment: .center),
                                        .padding(top: above, leading: 0, bottom: 0, trailing: 0)]
            item.children.append(title)
        }
        var frame = FlexibleFrame()
        frame.maxWidth = .infinity
        frame.minHeight = Defaults.tabButtonHeight
        frame.maxHeight = Defaults.tabButtonHeight
        frame.alignment = SwiftUIAlignment(horizontal: .center, vertical: .top)
        item.swiftUI?.modifiers = [.padding(top: 0, leading: Defaults.tabButtonInset, bottom: 0, trailing: Defaults.tabButtonInset),
                                   .flexibleFrame(frame)]
        return item
    }
}
