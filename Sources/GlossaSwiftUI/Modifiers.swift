import GlossaLayout
import SwiftSyntax

extension Interpreter {
    /// Controls laid out as their title, a space and the control itself (`Builtins`), which `labelsHidden` leaves alone.
    static let labelledControls: Set<String> = ["Toggle", "Picker", "DatePicker", "Stepper", "Slider", "ColorPicker"]

    /// `views` with the modifier `name` applied to each: layout modifiers recorded in order, environment values passed
    /// down to what does not set its own, backgrounds and overlays as a view laid out in the modified one's frame, and
    /// the app's own `ViewModifier`s and `extension View` helpers followed.
    func applyModifier(_ name: String, call: FunctionCallExprSyntax, to views: [ViewNode], scope: Scope) -> [ViewNode] {
        if let layout = layoutModifier(name, call: call, scope: scope) {
            return views.map { view in
                var modified = view
                modified.swiftUI?.modifiers.append(layout)
                return modified
            }
        }
        if let environment = environmentChange(name, call: call, scope: scope) {
            return views.map { setEnvironment($0, key: environment.key, environment.change) }
        }
        if let drawn = appearanceModifier(name, call: call, to: views, scope: scope) { return drawn }
        switch name {
        case "background", "overlay":
            return decorated(views, name: name, call: call, scope: scope)
        case "navigationTitle", "navigationBarTitle":
            guard let first = call.arguments.first, let view = views.first else { return views }
            let value = evaluate(first.expression, scope: scope)
            // A title given as a `Text` is that text; a string or key, a text made of it.
            let title = value.asViews?.first { $0.kind == .text } ?? textView(value, at: Syntax(first.expression))
            // `navigationBarTitle(_:displayMode:)` says the mode with the title.
            var large = navigationTitles[view.id ?? ""]?.large
            if let mode = argument(call, "displayMode"), case let .member(value) = evaluate(mode, scope: scope) { large = value != "inline" }
            navigationTitles[view.id ?? ""] = (title, large)
            return views
        case "tabItem":
            guard let view = views.first, let id = view.id, let closure = call.trailingClosure ?? argument(call, "label")?.as(ClosureExprSyntax.self)
            else { return views }
            tabItems[id] = self.views(closure.statements, scope: scope.child())
            return views
        case "pickerStyle":
            // A segmented picker: one control across the width, its segments not read (a labelled box), no title.
            guard case .member("segmented")? = call.arguments.first.map({ evaluate($0.expression, scope: scope) }) else { return views }
            return views.map { view in
                view.updatingEveryNode { node in
                    guard node.swiftUI?.type == "Picker" else { return }
                    var control = node
                    control.kind = .view
                    control.children = []
                    control.background = Defaults.switchTrackColor
                    control.cornerRadius = 8
                    control.displayName = "segmented Picker"
                    control.swiftUI?.fillsProposal = true
                    control.swiftUI?.modifiers = [.frame(width: nil, height: Defaults.segmentedControlHeight, alignment: .center)]
                        + (node.swiftUI?.modifiers ?? [])
                    node = control
                }
            }
        case "labelStyle":
            // `.iconOnly` keeps a `Label`'s icon, `.titleOnly` its title.
            guard case let .member(style)? = call.arguments.first.map({ evaluate($0.expression, scope: scope) }),
                  style == "iconOnly" || style == "titleOnly" else { return views }
            return views.map { view in
                view.updatingEveryNode { node in
                    guard node.swiftUI?.type == "Label" else { return }
                    node.children = node.children.filter { style == "iconOnly" ? $0.kind == .image : $0.kind != .image }
                }
            }
        case "labelsHidden":
            // Controls inside show their control alone (a switch, a picker's value), not their title.
            return views.map { view in
                view.updatingEveryNode { node in
                    guard let type = node.swiftUI?.type, Self.labelledControls.contains(type), node.children.count > 1 else { return }
                    node.children = Array(node.children.suffix(1))
                }
            }
        case "navigationDestination", "sheet", "fullScreenCover", "popover":
            recordPresented(call, scope: scope)
            return views
        case "listStyle":
            guard case let .member(style)? = call.arguments.first.map({ evaluate($0.expression, scope: scope) }) else { return views }
            return views.map { ListStyles.apply(style, to: $0) }
        case "navigationBarTitleDisplayMode":
            guard let mode = call.arguments.first.map({ evaluate($0.expression, scope: scope) }), let view = views.first,
                  case let .member(value) = mode else { return views }
            if let known = navigationTitles[view.id ?? ""] { navigationTitles[view.id ?? ""] = (known.title, value != "inline") }
            else { displayModes[view.id ?? ""] = value != "inline" }
            return views
        case "buttonStyle":
            return buttonStyle(call, to: views, scope: scope)
        case "modifier":
            guard let first = call.arguments.first, case let .instance(typeName, values) = evaluate(first.expression, scope: scope),
                  let type = index.types[typeName], let body = type.functions["body"]?.first else { return views }
            let inner = Scope(selfType: type)
            for (key, value) in values { inner.bind(key, value) }
            let parameter = body.signature.parameterClause.parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? "content"
            inner.bind(parameter, .views(views))
            return self.views(body.body?.statements ?? [], scope: inner)
        default:
            if let helper = index.viewExtensions[name]?.first {
                let inner = Scope(selfType: nil)
                inner.bind("self", .views(views))
                if case let .views(made) = callFunction(helper, call: call, caller: scope, selfScope: inner, content: views) { return made }
            }
            return views
        }
    }

    /// Modifiers that change how views are drawn, not where: borders, corners, clipping, fills, images' scaling; nil for
    /// any other.
    private func appearanceModifier(_ name: String, call: FunctionCallExprSyntax, to views: [ViewNode], scope: Scope) -> [ViewNode]? {
        switch name {
        case "border":
            let color = call.arguments.first.flatMap { if case let .color(hex) = evaluate($0.expression, scope: scope) { return hex } else { return nil } }
            let width = argument(call, "width").flatMap { evaluate($0, scope: scope).asDouble } ?? 1
            return views.map { var view = $0; view.border = Border(width: width, color: color ?? Colors.unknown); return view }
        case "cornerRadius":
            let radius = call.arguments.first.flatMap { evaluate($0.expression, scope: scope).asDouble } ?? 0
            return views.map { var view = $0; view.cornerRadius = radius; view.clips = true; return view }
        case "clipShape", "clipped", "mask":
            let radius = call.arguments.first.flatMap { argument in
                argument.expression.as(FunctionCallExprSyntax.self).flatMap { self.argument($0, "cornerRadius") }
            }.flatMap { evaluate($0, scope: scope).asDouble }
            return views.map { var view = $0; view.clips = true; if let radius { view.cornerRadius = radius }; return view }
        case "stroke", "strokeBorder":
            // A shape's outline only: its inside stays clear (a shape is filled grey until told otherwise).
            let value = call.arguments.first.map { evaluate($0.expression, scope: scope) }
            var color = Colors.unknown
            if case let .color(hex)? = value { color = hex }
            if case let .member(named)? = value, let hex = namedColor(named) { color = hex }
            let width = argument(call, "lineWidth").flatMap { evaluate($0, scope: scope).asDouble } ?? 1
            return views.map { view in
                guard view.swiftUI?.fillsProposal == true, view.kind == .view else { return view }
                var outlined = view
                outlined.background = nil
                outlined.border = Border(width: width, color: color)
                return outlined
            }
        case "fill", "foregroundStyle", "foregroundColor", "tint":
            guard let first = call.arguments.first else { return views }
            let value = evaluate(first.expression, scope: scope)
            var known: String?
            // A colour the source computes is unknown here too: a text keeps its own rather than turn grey.
            if case let .color(hex) = value, hex != Colors.unknown { known = hex }
            if case let .member(name) = value { known = namedColor(name) }
            // A colour the app computes (its theme): shapes take a neutral grey, texts keep their own.
            guard let hex = known else {
                return views.map { view in
                    // A text the app colours with a colour of its own keeps the label colour here, never a button's tint.
                    var filled = name == "tint" ? view : setEnvironment(view, key: "color") { if $0.text?.color == nil { $0.text?.color = Colors.named("primary") } }
                    if filled.swiftUI?.fillsProposal == true, filled.kind == .view, name == "fill" || name == "foregroundStyle" { filled.background = Colors.unknown }
                    return filled
                }
            }
            return views.map { view in
                var filled = setEnvironment(view, key: "color") { $0.text?.color = hex }
                if filled.swiftUI?.fillsProposal == true, filled.kind == .view, name != "tint" { filled.background = hex }
                return filled
            }
        case "resizable":
            return views.map { var view = $0; view.swiftUI?.fillsProposal = true; return view }
        case "scaledToFit", "scaledToFill":
            return views.map { var view = $0; view.swiftUI?.modifiers.append(.aspectRatio(nil, fill: name == "scaledToFill")); return view }
        case "flipsForRightToLeftLayoutDirection":
            let flips = call.arguments.first.flatMap { evaluate($0.expression, scope: scope).asBool } ?? true
            return views.map { var view = $0; view.swiftUI?.flipsForRightToLeft = flips; return view }
        default:
            return nil
        }
    }

    /// The layout modifier a call is, if it is one.
    static let layoutModifiers: Set<String> = ["padding", "frame", "fixedSize", "layoutPriority", "offset", "hidden", "opacity",
                                               "aspectRatio"]
    static let environmentModifiers: Set<String> = ["font", "fontWeight", "bold", "lineLimit", "minimumScaleFactor",
                                                    "multilineTextAlignment", "textCase", "truncationMode", "environment"]

    private func layoutModifier(_ name: String, call: FunctionCallExprSyntax, scope: Scope) -> SwiftUIModifier? {
        // Arguments are evaluated once, by the modifier that takes them: a view among them is made once.
        guard Self.layoutModifiers.contains(name) else { return nil }
        let values = arguments(call, scope: scope)
        func number(_ label: String) -> Double? { values.first { $0.label == label }?.value.asDouble }
        switch name {
        case "padding": return padding(values, call: call)
        case "frame":
            let alignment = values.first { $0.label == "alignment" }.flatMap { if case let .member(name) = $0.value { return Alignments.parse(name) } else { return nil } } ?? .center
            let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
            if values.contains(where: { flexible.contains($0.label ?? "") }) {
                var frame = FlexibleFrame()
                (frame.minWidth, frame.idealWidth, frame.maxWidth) = (number("minWidth"), number("idealWidth"), number("maxWidth"))
                (frame.minHeight, frame.idealHeight, frame.maxHeight) = (number("minHeight"), number("idealHeight"), number("maxHeight"))
                frame.alignment = alignment
                return .flexibleFrame(frame)
            }
            return .frame(width: number("width"), height: number("height"), alignment: alignment)
        case "fixedSize":
            return .fixedSize(horizontal: values.first { $0.label == "horizontal" }?.value.asBool ?? values.isEmpty,
                              vertical: values.first { $0.label == "vertical" }?.value.asBool ?? values.isEmpty)
        case "layoutPriority": return .layoutPriority(values.first?.value.asDouble ?? 0)
        case "offset": return .offset(x: number("x") ?? 0, y: number("y") ?? 0)
        case "hidden" where call.arguments.isEmpty: return .hidden
        case "opacity": return .opacity(values.first?.value.asDouble ?? 1)
        case "aspectRatio":
            let fill = values.contains { if case .member("fill") = $0.value { return true } else { return false } }
            return .aspectRatio(values.first { $0.label == nil }?.value.asDouble, fill: fill)
        default: return nil
        }
    }

    /// `padding()`, `padding(8)`, `padding(.horizontal)`, `padding([.top, .leading], 4)`, `padding(EdgeInsets(…))`.
    private func padding(_ values: [(label: String?, value: Value)], call: FunctionCallExprSyntax) -> SwiftUIModifier {
        var edges: Set<String> = ["top", "leading", "bottom", "trailing"]
        var length = Defaults.padding
        for (label, value) in values where label == nil {
            switch value {
            case let .member(edge): edges = Self.edges(edge)
            case let .array(list): edges = Set(list.flatMap { if case let .member(edge) = $0 { return Self.edges(edge) } else { return [] } })
            case let .instance(type, insets) where type == "EdgeInsets":
                return .padding(top: insets["top"]?.asDouble ?? 0, leading: insets["leading"]?.asDouble ?? 0,
                                bottom: insets["bottom"]?.asDouble ?? 0, trailing: insets["trailing"]?.asDouble ?? 0)
            default: if let number = value.asDouble { length = number }
            }
        }
        if let edgeInsets = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
           edgeInsets.calledExpression.writtenText == "EdgeInsets" {
            let scope = Scope(selfType: nil)
            func inset(_ label: String) -> Double { argument(edgeInsets, label).flatMap { evaluate($0, scope: scope).asDouble } ?? 0 }
            return .padding(top: inset("top"), leading: inset("leading"), bottom: inset("bottom"), trailing: inset("trailing"))
        }
        func on(_ edge: String) -> Double { edges.contains(edge) ? length : 0 }
        return .padding(top: on("top"), leading: on("leading"), bottom: on("bottom"), trailing: on("trailing"))
    }

    static func edges(_ name: String) -> Set<String> {
        switch name {
        case "horizontal": return ["leading", "trailing"]
        case "vertical": return ["top", "bottom"]
        case "all": return ["top", "leading", "bottom", "trailing"]
        default: return [name]
        }
    }

    /// An environment value a modifier sets for what it holds: fonts, line limits, alignment, scale, direction.
    private func environmentChange(_ name: String, call: FunctionCallExprSyntax, scope: Scope)
        -> (key: String, change: (inout ViewNode) -> Void)? {
        guard Self.environmentModifiers.contains(name) else { return nil }
        let first = call.arguments.first.map { evaluate($0.expression, scope: scope) }
        switch name {
        case "font":
            var chosen: FontValue?
            if case let .font(font)? = first { chosen = font }
            if case let .member(name)? = first { chosen = Fonts.member(name) }
            guard let font = chosen else { return nil }
            return ("font", { node in
                if node.swiftUI?.type == "Image(systemName:)" {
                    node.swiftUI?.symbolStyle = font.style
                    node.swiftUI?.symbolSize = font.size
                }
                node.text?.style = font.style
                node.text?.size = font.size
                if let weight = font.weight { node.text?.weight = weight }
            })
        case "fontWeight", "bold":
            var weight = "bold"
            if name == "fontWeight", case let .member(value)? = first { weight = value }
            return ("weight", { $0.text?.weight = weight })
        case "lineLimit":
            let limit: Int
            switch first {
            case let .int(lines)?: limit = lines
            case let .array(range)?: limit = range.last.flatMap { if case let .int(value) = $0 { return value } else { return nil } } ?? 0
            default: limit = 0
            }
            return ("lineLimit", { $0.text?.lines = limit })
        case "minimumScaleFactor":
            guard let scale = first?.asDouble else { return nil }
            return ("minimumScaleFactor", { $0.text?.minimumScaleFactor = scale })
        case "multilineTextAlignment":
            guard case let .member(value)? = first else { return nil }
            return ("textAlignment", { $0.text?.alignment = value == "center" ? "center" : value })
        case "textCase":
            let upper: Bool
            if case .member("uppercase")? = first { upper = true } else { upper = false }
            return ("textCase", { $0.text?.uppercased = upper })
        case "truncationMode":
            guard case let .member(value)? = first else { return nil }
            return ("truncation", { $0.text?.truncation = value })
        case "environment":
            guard call.arguments.first?.expression.writtenText.contains("layoutDirection") == true,
                  let value = call.arguments.dropFirst().first.map({ evaluate($0.expression, scope: scope) }),
                  case let .member(direction) = value else { return nil }
            let rtl = direction == "rightToLeft"
            // The direction is the view's own, as UIKit's forced semantic content attribute is: it does not mirror with
            // the locale, and the checks judge it so.
            return ("layoutDirection", { node in
                node.swiftUI?.layoutDirection = rtl ? .rightToLeft : .leftToRight
                node.semantic = rtl ? .forceRightToLeft : .forceLeftToRight
            })
        default:
            return nil
        }
    }

    /// Sets an environment value on `view` and every view under it that does not set its own (an inner modifier
    /// was applied first and wins). The layout direction is set on the view itself: its descendants inherit it.
    func setEnvironment(_ view: ViewNode, key: String, _ change: (inout ViewNode) -> Void) -> ViewNode {
        if key == "layoutDirection" {
            var changed = view
            change(&changed)
            return changed
        }
        var changed = view
        let id = view.id ?? ""
        if !(environmentKeys[id]?.contains(key) ?? false) {
            change(&changed)
            environmentKeys[id, default: []].insert(key)
        }
        changed.children = view.children.map { setEnvironment($0, key: key, change) }
        return changed
    }

    /// A background or overlay: a ZStack-like view holding the modified view and the decoration, sized by the first.
    private func decorated(_ views: [ViewNode], name: String, call: FunctionCallExprSyntax, scope: Scope) -> [ViewNode] {
        var decoration: [ViewNode] = []
        var alignment = "center"
        if let closure = call.trailingClosure ?? argument(call, "content")?.as(ClosureExprSyntax.self) {
            decoration = self.views(closure.statements, scope: scope.child())
        } else if let first = call.arguments.first, first.label == nil {
            let value = evaluate(first.expression, scope: scope)
            if case let .member(style) = value, let hex = namedColor(style) {
                decoration = viewsOf(.color(hex), at: Syntax(first.expression))
            } else {
                decoration = viewsOf(value, at: Syntax(first.expression))
            }
        }
        if let written = argument(call, "alignment"), case let .member(value) = evaluate(written, scope: scope) { alignment = value }
        guard !decoration.isEmpty else { return views }
        let at = Syntax((call.calledExpression.as(MemberAccessExprSyntax.self)?.declName) ?? DeclReferenceExprSyntax(baseName: .identifier(name)))
        return views.map { view in
            var holder = makeNode(.zstack, type: name, at: at)
            holder.alignment = alignment
            holder.swiftUI?.decoration = name == "background" ? .background : .overlay
            // Drawn in order: a background before the view, an overlay after it.
            holder.children = name == "background" ? decoration + [view] : [view] + decoration
            return holder
        }
    }

    /// The title a navigation stack's content sets (`.navigationTitle`), and whether it is large.
    func navigationTitle(in content: [ViewNode]) -> (ViewNode, Bool)? {
        for view in content {
            for node in [view] + Self.descendants(view) {
                guard let id = node.id else { continue }
                if let title = navigationTitles[id] {
                    return (title.title, title.large ?? displayModes[id] ?? true)
                }
            }
        }
        return nil
    }

    static func descendants(_ view: ViewNode) -> [ViewNode] {
        view.children.flatMap { [$0] + descendants($0) }
    }
}

/// SwiftUI alignments by name.
enum Alignments {
    static func parse(_ name: String) -> SwiftUIAlignment {
        switch name {
        case "leading": return .init(horizontal: .leading)
        case "trailing": return .init(horizontal: .trailing)
        case "top": return .init(vertical: .top)
        case "bottom": return .init(vertical: .bottom)
        case "topLeading": return .init(horizontal: .leading, vertical: .top)
        case "topTrailing": return .init(horizontal: .trailing, vertical: .top)
        case "bottomLeading": return .init(horizontal: .leading, vertical: .bottom)
        case "bottomTrailing": return .init(horizontal: .trailing, vertical: .bottom)
        case "leadingFirstTextBaseline": return .init(horizontal: .leading, vertical: .firstTextBaseline)
        case "firstTextBaseline": return .init(vertical: .firstTextBaseline)
        case "lastTextBaseline": return .init(vertical: .lastTextBaseline)
        default: return .center
        }
    }
}

/// `listStyle(_:)`: a plain or grouped list's rows span its width (an inset grouped one's, the default here, stand in
/// from its edges); a plain list has no grouped background.
enum ListStyles {
    static func apply(_ style: String, to view: ViewNode) -> ViewNode {
        guard ["plain", "grouped", "inset"].contains(style) else { return view }
        return view.updatingEveryNode { node in
            if ["List", "Form"].contains(node.swiftUI?.type ?? ""), style == "plain" || style == "inset" { node.background = Defaults.rowBackground }
            if node.id?.hasSuffix("/row-cell") == true { node.swiftUI?.modifiers = [] }
        }
    }
}
