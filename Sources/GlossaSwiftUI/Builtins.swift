import GlossaLayout
import SwiftSyntax

extension Interpreter {
    /// SwiftUI's own views, made into document nodes; nil for a name that is not one of them.
    func builtinView(_ name: String, call: FunctionCallExprSyntax, scope: Scope) -> Value? {
        containerView(name, call: call, scope: scope) ?? controlView(name, call: call, scope: scope)
    }

    /// SwiftUI's containers: stacks, groups, lists, scroll and navigation views.
    private func containerView(_ name: String, call: FunctionCallExprSyntax, scope: Scope) -> Value? {
        let node = Syntax(call)
        switch name {
        case "VStack", "LazyVStack", "HStack", "LazyHStack", "ZStack":
            let kind: ViewKind = name.hasSuffix("VStack") ? .vstack : name.hasSuffix("HStack") ? .hstack : .zstack
            var stack = makeNode(kind, type: name, at: node)
            if let alignment = argument(call, "alignment"), case let .member(value) = evaluate(alignment, scope: scope) { stack.alignment = value }
            stack.spacing = argument(call, "spacing").flatMap { evaluate($0, scope: scope).asDouble }
            stack.children = contentClosure(call).map { views($0.statements, scope: scope.child()) } ?? []
            return .views([stack])
        case "Group", "AnyView", "TupleView", "GlassEffectContainer", "ScrollViewReader":
            if let closure = contentClosure(call) {
                let inner = scope.child()
                if closure.signature != nil {
                    for parameter in Self.closureParameters(closure) { inner.bind(parameter, .unknown(type: nil, name: parameter)) }
                }
                return .views(views(closure.statements, scope: inner))
            }
            return .views(call.arguments.first.map { viewsOf(evaluate($0.expression, scope: scope), at: Syntax($0.expression)) } ?? [])
        case "ViewThatFits":
            var fits = makeNode(.fits, type: name, at: node)
            fits.children = contentClosure(call).map { views($0.statements, scope: scope.child()) } ?? []
            return .views([fits])
        case "GroupBox":
            var box = makeNode(.vstack, type: name, at: node)
            box.alignment = "leading"
            let label = call.arguments.first.flatMap { $0.label == nil ? [textView(evaluate($0.expression, scope: scope), at: node)] : nil }
                ?? closureViews(call, named: "label", scope: scope) ?? []
            box.children = label + (contentClosure(call).map { views($0.statements, scope: scope.child()) } ?? [])
            box.background = Defaults.groupedBackground
            box.swiftUI?.modifiers = [.padding(top: Defaults.padding, leading: Defaults.padding, bottom: Defaults.padding, trailing: Defaults.padding)]
            return .views([box])
        case "EmptyView":
            return .views([])
        case "GeometryReader":
            var reader = makeNode(.zstack, type: name, at: node)
            reader.alignment = "topLeading"
            reader.swiftUI?.fillsProposal = true
            let inner = scope.child()
            if let closure = contentClosure(call) {
                for parameter in Self.closureParameters(closure) { inner.bind(parameter, .unknown(type: "GeometryProxy", name: parameter)) }
                reader.children = views(closure.statements, scope: inner)
            }
            return .views([reader])
        case "ForEach":
            return .views(forEach(call, scope: scope))
        case "List", "Form":
            return .views([list(name, call: call, scope: scope)])
        case "Section":
            return .views(section(call, scope: scope))
        case "ScrollView":
            var scroll = makeNode(.scroll, type: name, at: node)
            if let axis = call.arguments.first, axis.label == nil, axis.expression.writtenText.contains("horizontal") {
                scroll.alignment = "horizontal"
                // Content beyond its sides can be scrolled to, as a paging scroll view's pages can.
                scroll.pagesHorizontally = true
            }
            scroll.children = contentClosure(call).map { views($0.statements, scope: scope.child()) } ?? []
            return .views([scroll])
        case "NavigationStack", "NavigationView", "NavigationSplitView":
            if name == "NavigationSplitView" { recordDetail(call, scope: scope) }
            return .views([navigation(name, call: call, scope: scope)])
        case "TabView":
            let tabs = contentClosure(call).map { views($0.statements, scope: scope.child()) } ?? []
            return .views(TabBars.tabView(tabs, items: tabItems, at: node, making: self))
        case "Tab":
            // `Tab("Title", systemImage:) { content }`: the content, with its tab item.
            let content = contentClosure(call).map { views($0.statements, scope: scope.child()) } ?? []
            var item: [ViewNode] = []
            if let title = call.arguments.first, title.label == nil { item.append(textView(evaluate(title.expression, scope: scope), at: node)) }
            if let symbol = argument(call, "systemImage"), let name = evaluate(symbol, scope: scope).plainString {
                var icon = makeNode(.image, type: "Image(systemName:)", at: node)
                icon.asset = name
                item.insert(icon, at: 0)
            }
            if let first = content.first?.id { tabItems[first] = item }
            return .views(content)
        default:
            return nil
        }
    }

    /// SwiftUI's leaves and controls: text, images, shapes, buttons, labels, toggles, fields.
    private func controlView(_ name: String, call: FunctionCallExprSyntax, scope: Scope) -> Value? {
        let node = Syntax(call)
        switch name {
        case "Text":
            if let verbatim = argument(call, "verbatim") {
                let value = evaluate(verbatim, scope: scope)
                // Shown as written, its interpolations' values in place.
                var shown = value
                if case let .string(text, _, arguments, _) = value { shown = .string(Texts.formatted(text, arguments), localizable: false, arguments: [], table: nil) }
                return .views([textView(shown, verbatim: true, at: node)])
            }
            guard let first = call.arguments.first else { return .views([textView(.unknown(type: "String", name: "text"), at: node)]) }
            let table = argument(call, "tableName").flatMap { evaluate($0, scope: scope).plainString }
            var text = textView(evaluate(first.expression, scope: scope), table: table, at: node)
            if text.text?.verbatim != nil, !first.expression.is(StringLiteralExprSyntax.self) {
                // `Text(aString)`: the app's data, shown as it is; what it holds at run time is not known.
                text.text?.setInCode = text.location
            }
            return .views([text])
        case "Image":
            return .views([image(call, scope: scope)])
        case "Spacer":
            var spacer = makeNode(.spacer, type: "Spacer", at: node)
            spacer.swiftUI?.spacerMinLength = argument(call, "minLength").flatMap { evaluate($0, scope: scope).asDouble }
            return .views([spacer])
        case "Divider":
            var divider = makeNode(.view, type: "Divider", at: node)
            divider.background = Defaults.separatorColor
            return .views([divider])
        case "Color":
            return nil
        case "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "UnevenRoundedRectangle", "ContainerRelativeShape":
            var shape = makeNode(.view, type: name, at: node)
            // SwiftUI fills a shape with the foreground style (black) unless told; apps nearly always tell it with a
            // colour of their theme, so a shape is grey until a known colour fills it.
            shape.background = Colors.unknown
            shape.swiftUI?.fillsProposal = true
            shape.cornerRadius = argument(call, "cornerRadius").flatMap { evaluate($0, scope: scope).asDouble } ?? 0
            return .views([shape])
        case "ContentUnavailableView":
            return .views([unavailable(call, scope: scope)])
        case "Button", "Link", "Menu", "NavigationLink", "ShareLink":
            if name == "NavigationLink" { recordLink(call, scope: scope) }
            return .views([button(name, call: call, scope: scope)])
        case "Label":
            return .views([label(call, scope: scope)])
        case "Toggle":
            return .views([toggle(call, scope: scope)])
        case "TextField", "SecureField", "TextEditor":
            // The placeholder an empty field shows: its `prompt:` when it has one, else its title.
            var shown = call.arguments.first.map { evaluate($0.expression, scope: scope) } ?? .string("", localizable: false, arguments: [], table: nil)
            if let prompt = argument(call, "prompt"), let text = evaluate(prompt, scope: scope).asViews?.first(where: { $0.kind == .text })?.text {
                shown = text.key.map { .string($0, localizable: true, arguments: text.args, table: text.table) }
                    ?? .string(text.verbatim ?? "", localizable: false, arguments: [], table: nil)
            }
            var field = textView(shown, at: node)
            field.swiftUI?.type = name
            field.text?.color = Defaults.placeholderColor
            field.swiftUI?.modifiers = [.flexibleFrame(Self.fillingWidth(alignment: .init(horizontal: .leading)))]
            return .views([field])
        case "Picker", "DatePicker", "Stepper", "Slider", "ColorPicker":
            var row = makeNode(.hstack, type: name, at: node)
            let title = call.arguments.first.flatMap { $0.label == nil ? evaluate($0.expression, scope: scope) : nil }
            var parts: [ViewNode] = title.map { [textView($0, at: node)] } ?? (closureViews(call, named: "label", scope: scope) ?? [])
            parts.append(makeNode(.spacer, type: "Spacer", at: node))
            parts.append(textView(.unknown(type: "String", name: "value"), at: node))
            row.children = parts
            return .views([row])
        case "ProgressView":
            var progress = makeNode(.view, type: name, at: node)
            progress.standardSize = StandardSize(width: Defaults.activityIndicatorSide, height: Defaults.activityIndicatorSide)
            return .views([progress])
        default:
            return nil
        }
    }

    /// A frame that takes all the width it is offered.
    static func fillingWidth(alignment: SwiftUIAlignment = .center) -> FlexibleFrame {
        var frame = FlexibleFrame()
        frame.maxWidth = .infinity
        frame.alignment = alignment
        return frame
    }

    static func closureParameters(_ closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case let .simpleInput(list)?: return list.map(\.name.text)
        case let .parameterClause(clause)?: return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return ["$0"]
        }
    }

    private func image(_ call: FunctionCallExprSyntax, scope: Scope) -> ViewNode {
        var image = makeNode(.image, type: "Image", at: Syntax(call))
        if let symbol = argument(call, "systemName") {
            let name = evaluate(symbol, scope: scope).plainString ?? "symbol"
            image.asset = name
            image.displayName = "SF Symbol \(name)"
            image.swiftUI?.type = "Image(systemName:)"
            image.rendersAsTemplate = true
        } else if let first = call.arguments.first, first.label == nil || first.label?.text == "decorative" {
            image.asset = evaluate(first.expression, scope: scope).plainString ?? "image"
        } else {
            // A picture the app makes at run time (`Image(uiImage:)`): a box of its proposed size.
            image.asset = "image"
            image.swiftUI?.fillsProposal = true
        }
        return image
    }

    private func button(_ name: String, call: FunctionCallExprSyntax, scope: Scope) -> ViewNode {
        let node = Syntax(call)
        if let first = call.arguments.first, first.label == nil || first.label?.text == "titleKey",
           !first.expression.is(ClosureExprSyntax.self) {
            var button = textView(evaluate(first.expression, scope: scope), at: node)
            button.kind = .button
            button.swiftUI?.type = name
            button.contentInsets = EdgeInsets(top: 0, bottom: 0, leading: 0, trailing: 0)
            // A navigation link's title is a row's text, in the label colour; other buttons are tinted.
            button.text?.color = name == "NavigationLink" ? Colors.named("primary") : accentColor
            return button
        }
        var container = makeNode(.zstack, type: name, at: node)
        let label = closureViews(call, named: "label", scope: scope)
            ?? (call.trailingClosure.map { views($0.statements, scope: scope.child()) } ?? [])
        // A navigation link is nearly always a list's row, whose label keeps its own colours (docs/swiftui.md).
        container.children = name == "NavigationLink" ? label : label.map { tinted($0) }
        return container
    }

    /// A button's label takes the accent colour where it sets none of its own.
    private func tinted(_ view: ViewNode) -> ViewNode {
        let tint = accentColor
        return view.updatingEveryNode { node in
            if node.text != nil, node.text?.color == nil { node.text?.color = tint }
        }
    }

    private func label(_ call: FunctionCallExprSyntax, scope: Scope) -> ViewNode {
        let node = Syntax(call)
        var row = makeNode(.hstack, type: "Label", at: node)
        row.spacing = Defaults.labelSpacing
        if let first = call.arguments.first, first.label == nil {
            var icon = makeNode(.image, type: "Image(systemName:)", at: node)
            let symbol = argument(call, "systemImage") ?? argument(call, "image")
            icon.asset = symbol.flatMap { evaluate($0, scope: scope).plainString } ?? "symbol"
            icon.displayName = "SF Symbol \(icon.asset ?? "")"
            row.children = [icon, textView(evaluate(first.expression, scope: scope), at: node)]
        } else {
            let title = closureViews(call, named: "title", scope: scope) ?? (call.trailingClosure.map { views($0.statements, scope: scope.child()) } ?? [])
            row.children = (closureViews(call, named: "icon", scope: scope) ?? []) + title
        }
        return row
    }

    private func toggle(_ call: FunctionCallExprSyntax, scope: Scope) -> ViewNode {
        let node = Syntax(call)
        var row = makeNode(.hstack, type: "Toggle", at: node)
        var title: [ViewNode] = []
        if let first = call.arguments.first, first.label == nil { title = [textView(evaluate(first.expression, scope: scope), at: node)] }
        else if let closure = call.trailingClosure { title = views(closure.statements, scope: scope.child()) }
        if title.count > 1 {
            // A label of several views is a title above its subtitle, leading-aligned.
            var stacked = makeNode(.vstack, type: "ToggleLabel", at: node)
            stacked.alignment = "leading"
            stacked.spacing = Defaults.labelLineSpacing
            stacked.children = title
            title = [stacked]
        }
        var control = makeNode(.view, type: "Switch", at: node)
        control.standardSize = StandardSize(width: Defaults.switchSize.width, height: Defaults.switchSize.height)
        // On or off as its binding's state says (`$isOn` of a property with a default), else off.
        control.switchIsOn = argument(call, "isOn").flatMap { binding in
            let name = binding.writtenText.hasPrefix("$") ? String(binding.writtenText.dropFirst()) : binding.writtenText
            return lookup(name, scope: scope, at: Syntax(binding)).asBool
        } ?? false
        control.background = Defaults.switchTrackColor
        control.cornerRadius = Defaults.switchSize.height / 2
        row.children = title + [makeNode(.spacer, type: "Spacer", at: node), control]
        return row
    }

    private func forEach(_ call: FunctionCallExprSyntax, scope: Scope) -> [ViewNode] {
        guard let closure = contentClosure(call) else { return [] }
        return forEach(data: call.arguments.first?.expression, closure: closure, scope: scope)
    }

    /// The rows of `closure` for each element of `data` (the data and closure as written in the file: a copy of them
    /// would lose where its views are).
    private func forEach(data expression: ExprSyntax?, closure: ClosureExprSyntax, scope: Scope) -> [ViewNode] {
        let parameters = Self.closureParameters(closure)
        let data = expression.map { evaluate($0, scope: scope) }
        var elements: [Value]
        if case let .array(values)? = data {
            elements = Array(values.prefix(Self.maximumRows))
        } else {
            let name = parameters.first ?? "item"
            elements = Array(repeating: .unknown(type: nil, name: name), count: Self.unknownRowCount)
        }
        var rows: [ViewNode] = []
        for element in elements {
            let inner = scope.child()
            for (position, parameter) in parameters.enumerated() {
                inner.bind(parameter, position == 0 ? element : .unknown(type: nil, name: parameter))
            }
            rows += views(closure.statements, scope: inner)
        }
        return rows
    }

    private func list(_ name: String, call: FunctionCallExprSyntax, scope: Scope) -> ViewNode {
        let node = Syntax(call)
        var list = makeNode(.scroll, type: name, at: node)
        list.background = Defaults.groupedBackground
        list.spacing = 0
        var content: [ViewNode]
        if let data = call.arguments.first, data.label == nil, let closure = contentClosure(call) {
            // `List(items) { item in … }`: rows of the data, as `ForEach` makes them.
            content = forEach(data: data.expression, closure: closure, scope: scope)
        } else {
            content = contentClosure(call).map { views($0.statements, scope: scope.child()) } ?? []
        }
        list.children = content.flatMap { child -> [ViewNode] in
            child.swiftUI?.type == "Section" ? child.children.map { $0.swiftUI?.type == "SectionHeader" ? $0 : listRow($0) } + [sectionGap(at: node)]
                : [listRow(child)]
        }
        return list
    }

    /// A row of a list: inset, at least as tall as a row, as wide as the list, on the row's background.
    private func listRow(_ content: ViewNode) -> ViewNode {
        let id = content.id ?? "row"
        var row = ViewNode(kind: .hstack, id: id + "/row", location: content.location)
        row.swiftUI = SwiftUIAttributes(type: "ListRow")
        row.alignment = "center"
        row.children = [content]
        let disclosure = content.swiftUI?.type == "NavigationLink"
        var frame = Self.fillingWidth(alignment: .init(horizontal: .leading))
        frame.minHeight = Defaults.listRowMinHeight
        let trailing = Defaults.listRowInsets.trailing + (disclosure ? Defaults.disclosureWidth : 0)
        row.swiftUI?.modifiers = [
            .padding(top: Defaults.listRowInsets.top, leading: Defaults.listRowInsets.leading,
                     bottom: Defaults.listRowInsets.bottom, trailing: trailing),
            .flexibleFrame(frame),
        ]
        // The row's background spans the row (a background laid out in its frame), inset from the list's edges.
        var fill = ViewNode(kind: .view, id: id + "/row-background", location: content.location)
        fill.swiftUI = SwiftUIAttributes(type: "Color")
        fill.swiftUI?.fillsProposal = true
        fill.background = Defaults.rowBackground
        if disclosure { fill.accessory = "disclosureIndicator" }
        var holder = ViewNode(kind: .zstack, id: id + "/row-cell", location: content.location)
        holder.swiftUI = SwiftUIAttributes(type: "background")
        holder.swiftUI?.decoration = .background
        holder.children = [fill, row]
        holder.swiftUI?.modifiers = [.padding(top: 0, leading: Defaults.insetGroupedMargin, bottom: 0, trailing: Defaults.insetGroupedMargin)]
        return holder
    }

    private func sectionGap(at node: Syntax) -> ViewNode {
        var gap = makeNode(.view, type: "SectionGap", at: node)
        gap.standardSize = StandardSize(width: 0, height: Defaults.sectionSpacing)
        return gap
    }

    private func section(_ call: FunctionCallExprSyntax, scope: Scope) -> [ViewNode] {
        let node = Syntax(call)
        var section = makeNode(.vstack, type: "Section", at: node)
        var header: [ViewNode] = []
        if let first = call.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) {
            header = [textView(evaluate(first.expression, scope: scope), at: node)]
        } else if let views = closureViews(call, named: "header", scope: scope) {
            header = views
        }
        let footer = closureViews(call, named: "footer", scope: scope) ?? []
        func sectionText(_ views: [ViewNode]) -> [ViewNode] { views.map { view in
            var styled = view.updatingEveryNode { node in
                if var text = node.text {
                    text.style = text.style ?? "footnote"
                    text.color = text.color ?? Defaults.secondaryLabelColor
                    node.text = text
                }
            }
            styled.swiftUI?.type = "SectionHeader"
            styled.swiftUI?.modifiers.append(.padding(top: Defaults.sectionHeaderInsets.top, leading: Defaults.sectionHeaderInsets.leading,
                                                      bottom: Defaults.sectionHeaderInsets.bottom, trailing: Defaults.sectionHeaderInsets.trailing))
            styled.swiftUI?.modifiers.append(.flexibleFrame(Self.fillingWidth(alignment: .init(horizontal: .leading))))
            return styled
        } }
        let rows = contentClosure(call).map { views($0.statements, scope: scope.child()) } ?? []
        // A header and a footer are the section's text outside its rows (type `SectionHeader` for both).
        section.children = sectionText(header) + rows + sectionText(footer)
        return [section]
    }

    private func navigation(_ name: String, call: FunctionCallExprSyntax, scope: Scope) -> ViewNode {
        let node = Syntax(call)
        var stack = makeNode(.vstack, type: name, at: node)
        stack.spacing = 0
        stack.swiftUI?.fillsProposal = true
        let content = contentClosure(call).map { views($0.statements, scope: scope.child()) }
            ?? closureViews(call, named: "detail", scope: scope) ?? []
        var body = makeNode(.zstack, type: "NavigationContent", at: node)
        body.children = content
        body.swiftUI?.fillsProposal = true
        var bar: [ViewNode] = []
        if let (title, large) = navigationTitle(in: content) {
            bar = [navigationBar(title, large: large, at: node)]
        }
        stack.children = bar + [body]
        return stack
    }

    /// The bar of a navigation stack: an inline title centred in the bar, or a large title below it at the leading edge.
    private func navigationBar(_ title: ViewNode, large: Bool, at node: Syntax) -> ViewNode {
        var bar = makeNode(.vstack, type: "NavigationBar", at: node)
        bar.spacing = 0
        bar.alignment = "leading"
        var titleView = title
        titleView.text?.lines = 1
        var inline = makeNode(.zstack, type: "NavigationBarInline", at: node)
        var inlineFrame = Self.fillingWidth()
        inlineFrame.minHeight = Defaults.navigationBarHeight
        inlineFrame.maxHeight = Defaults.navigationBarHeight
        inline.swiftUI?.modifiers = [.flexibleFrame(inlineFrame)]
        if large {
            titleView.text?.style = "largeTitle"
            titleView.text?.weight = "bold"
            var frame = Self.fillingWidth(alignment: .init(horizontal: .leading, vertical: .bottom))
            frame.minHeight = Defaults.largeTitleHeight
            frame.maxHeight = Defaults.largeTitleHeight
            titleView.swiftUI?.modifiers = [.padding(top: 0, leading: Defaults.largeTitleInsets.leading, bottom: Defaults.largeTitleInsets.bottom,
                                                     trailing: Defaults.largeTitleInsets.trailing), .flexibleFrame(frame)]
            bar.children = [inline, titleView]
        } else {
            titleView.text?.style = "headline"
            titleView.swiftUI?.modifiers = [.padding(top: 0, leading: Defaults.inlineTitleSideInset, bottom: 0, trailing: Defaults.inlineTitleSideInset)]
            inline.children = [titleView]
            bar.children = [inline]
        }
        return bar
    }

    /// `ContentUnavailableView(title, systemImage:, description:)`: a large symbol, a bold title and a secondary
    /// description, centred in all the room it is offered.
    private func unavailable(_ call: FunctionCallExprSyntax, scope: Scope) -> ViewNode {
        let node = Syntax(call)
        var stack = makeNode(.vstack, type: "ContentUnavailableView", at: node)
        stack.spacing = Defaults.unavailableSpacing
        var parts: [ViewNode] = []
        if let symbol = argument(call, "systemImage") {
            var icon = makeNode(.image, type: "Image(systemName:)", at: node)
            icon.asset = evaluate(symbol, scope: scope).plainString ?? "symbol"
            icon.swiftUI?.symbolStyle = "largeTitle"
            parts.append(icon)
        }
        if let title = call.arguments.first, title.label == nil {
            var text = textView(evaluate(title.expression, scope: scope), at: node)
            text.text?.style = "title2"
            text.text?.weight = "bold"
            text.text?.alignment = "center"
            parts.append(text)
        }
        if let description = argument(call, "description") {
            parts += viewsOf(evaluate(description, scope: scope), at: Syntax(description)).map { view in
                view.updatingEveryNode { node in
                    if var text = node.text {
                        text.color = text.color ?? Defaults.secondaryLabelColor
                        text.alignment = "center"
                        node.text = text
                    }
                }
            }
        }
        stack.children = parts
        var frame = Self.fillingWidth()
        frame.maxHeight = .infinity
        stack.swiftUI?.modifiers = [.padding(top: 0, leading: Defaults.padding, bottom: 0, trailing: Defaults.padding), .flexibleFrame(frame)]
        return stack
    }
}
