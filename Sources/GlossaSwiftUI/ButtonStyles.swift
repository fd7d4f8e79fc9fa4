import GlossaLayout
import SwiftSyntax

extension Interpreter {
    /// `.buttonStyle(Style())` of the app's own `ButtonStyle`: each button inside drawn as its `makeBody(configuration:)`
    /// makes it, with `configuration.label` the button's label and the button not pressed. `.plain` (and
    /// `.borderless` in a list's row) leaves the label's own colours: no tint.
    func buttonStyle(_ call: FunctionCallExprSyntax, to views: [ViewNode], scope: Scope) -> [ViewNode] {
        guard let first = call.arguments.first else { return views }
        let style = evaluate(first.expression, scope: scope)
        if case .member("plain") = style {
            return views.map { view in
                view.updatingEveryNode { node in
                    if node.swiftUI?.type == "Button", node.kind == .button { node.text?.color = Colors.named("primary") }
                }
            }
        }
        guard case let .instance(typeName, values) = style, let type = index.types[typeName],
              let makeBody = type.functions["makeBody"]?.first, let body = makeBody.body else { return views }
        let parameter = makeBody.signature.parameterClause.parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? "configuration"
        func styled(_ button: ViewNode) -> ViewNode {
            // A titled button is its own label; a button with a label closure holds it.
            var label = button.kind == .button ? [button] : button.children
            if button.kind == .button { label[0].kind = .text }
            let inner = Scope(selfType: type)
            for (key, value) in values { inner.bind(key, value) }
            inner.bind(parameter, .instance("ButtonStyleConfiguration", ["label": .views(label), "isPressed": .bool(false), "role": .none]))
            guard !stack.contains("\(typeName).makeBody") else { return button }
            stack.append("\(typeName).makeBody")
            defer { stack.removeLast() }
            let made = self.views(body.statements, scope: inner)
            guard !made.isEmpty else { return button }
            var holder = makeNode(.zstack, type: "Button", at: Syntax(call))
            holder.children = made
            return holder
        }
        return views.map { view in Self.replacingButtons(view, with: styled) }
    }

    /// `view` with each button (the outermost of a nest) replaced.
    static func replacingButtons(_ view: ViewNode, with replace: (ViewNode) -> ViewNode) -> ViewNode {
        if view.swiftUI?.type == "Button" { return replace(view) }
        var copy = view
        copy.children = view.children.map { replacingButtons($0, with: replace) }
        return copy
    }
}
