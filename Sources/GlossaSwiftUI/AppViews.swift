import GlossaLayout
import SwiftSyntax

extension Interpreter {
    /// An app view made at a call site: its properties bound to the call's arguments (a memberwise or explicit
    /// initializer), the rest to their defaults or placeholders, and its `body` evaluated.
    func appView(_ type: TypeDecl, call: FunctionCallExprSyntax?, scope: Scope, at node: Syntax) -> Value {
        guard !stack.contains(type.name), stack.count < Self.maximumDepth else {
            return .views([unsupportedView(type.name, at: node)])
        }
        let inner = Scope(selfType: type)
        if let call { bindArguments(call, of: type, caller: scope, into: inner) }
        guard let body = type.properties["body"]?.getter else {
            // A UIKit wrapper (or a view whose body the source does not give): the SwiftUI content it hosts, when it is
            // given one, else a box.
            let hosted = type.storedOrder.compactMap { inner.lookup($0)?.asViews }.first { !$0.isEmpty }
            return .views(hosted ?? [unsupportedView(type.name, at: node)])
        }
        stack.append(type.name)
        defer { stack.removeLast() }
        return .views(views(body, scope: inner))
    }

    /// Binds a call's arguments to the type's properties, by label, else by position among stored properties or
    /// the parameters of an explicit initializer; a trailing closure is the last closure-typed property.
    private func bindArguments(_ call: FunctionCallExprSyntax, of type: TypeDecl, caller: Scope, into inner: Scope) {
        let initializer = type.initializers.first { $0.signature.parameterClause.parameters.count >= call.arguments.count }
        let parameters = initializer.map { Array($0.signature.parameterClause.parameters) }
        // An explicit initializer's defaults for the parameters the call leaves out.
        for parameter in parameters ?? [] {
            let name = (parameter.secondName ?? parameter.firstName).text
            if let fallback = parameter.defaultValue?.value, type.properties[name] != nil {
                inner.bind(name, typed(evaluate(fallback, scope: caller), as: parameter.type.writtenText, literal: false))
            }
        }
        for (position, argument) in call.arguments.enumerated() {
            var name = argument.label?.text
            if let parameters {
                // By label; an unlabelled argument is the next `_` parameter.
                let label = argument.label?.text ?? "_"
                let unlabelledBefore = call.arguments.prefix(position).filter { $0.label == nil }.count
                let matching = parameters.filter { $0.firstName.text == label }
                let parameter = label == "_" ? (unlabelledBefore < matching.count ? matching[unlabelledBefore] : nil) : matching.first
                name = parameter.map { ($0.secondName ?? $0.firstName).text }
            } else if name == nil, position < type.storedOrder.count {
                name = type.storedOrder[position]
            }
            guard let name else { continue }
            let declared = type.properties[name]?.type
            var value = evaluate(argument.expression, scope: caller)
            value = typed(value, as: declared, literal: argument.expression.is(StringLiteralExprSyntax.self))
            if case let .closure(closure, closureScope) = value, Self.isViewType(declared) || declared == nil
                || type.viewParameters.contains(declared ?? "") {
                value = .views(views(closure.statements, scope: closureScope.child()))
            }
            inner.bind(name, value)
        }
        var closures: [ClosureExprSyntax] = []
        if let trailing = call.trailingClosure { closures.append(trailing) }
        closures += call.additionalTrailingClosures.map(\.closure)
        let closureProperties = type.storedOrder.filter { name in
            let declared = type.properties[name]?.type ?? ""
            return (Self.isViewType(declared) || type.viewParameters.contains(declared) || declared.contains("->")) && !inner.has(name)
        }
        for (closure, name) in zip(closures, closureProperties) {
            let declared = type.properties[name]?.type ?? ""
            if declared.contains("->") && !Self.isViewType(declared) && !declared.contains("View") {
                inner.bind(name, .closure(closure, caller))
            } else {
                inner.bind(name, .views(views(closure.statements, scope: caller.child())))
            }
        }
        if let body = initializer?.body?.statements { runInitializer(body, of: type, in: inner) }
    }

    /// The assignments of an explicit initializer's body, in order: `self.title = title`, `_size =
    /// ScaledMetric(wrappedValue: size)`, `_model = StateObject(wrappedValue: Model())` (a property wrapper's wrapped
    /// value is the property's). Other statements are not run.
    private func runInitializer(_ body: CodeBlockItemListSyntax, of type: TypeDecl, in inner: Scope) {
        for item in body {
            let expression: ExprSyntax?
            switch item.item {
            case let .expr(found): expression = found
            case let .stmt(statement): expression = statement.as(ExpressionStmtSyntax.self)?.expression
            case .decl: expression = nil
            }
            guard let sequence = expression?.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { continue }
            let elements = Array(sequence.elements)
            guard elements[1].is(AssignmentExprSyntax.self) else { continue }
            var target: String?
            if let member = elements[0].as(MemberAccessExprSyntax.self), member.base?.writtenText == "self" {
                target = member.declName.baseName.text
            } else if let reference = elements[0].as(DeclReferenceExprSyntax.self) {
                target = reference.baseName.text
            }
            guard var name = target else { continue }
            var value = elements[2]
            if name.hasPrefix("_"), type.properties[String(name.dropFirst())] != nil {
                name = String(name.dropFirst())
                // The wrapper's wrapped value: `State(initialValue: x)`, `ScaledMetric(wrappedValue: x, relativeTo: …)`.
                if let wrapper = value.as(FunctionCallExprSyntax.self),
                   let wrapped = wrapper.arguments.first(where: { ["wrappedValue", "initialValue"].contains($0.label?.text ?? "") })?.expression {
                    value = wrapped
                }
            }
            guard type.properties[name] != nil else { continue }
            inner.bind(name, evaluate(value, scope: inner))
        }
    }

    /// Calls a view-building function (of the app's type, a global one, or an `extension View` helper) with the
    /// call's arguments bound to its parameters.
    func callFunction(_ function: FunctionDeclSyntax, call: FunctionCallExprSyntax, caller: Scope, selfScope: Scope,
                      content: [ViewNode]? = nil) -> Value {
        if let lookup = stringLookup(function, call: call, caller: caller) { return lookup }
        let key = "func \(function.name.text)@\(function.position.utf8Offset)"
        guard !stack.contains(key), let body = function.body else { return .unknown(type: nil, name: function.name.text) }
        stack.append(key)
        defer { stack.removeLast() }
        let inner = selfScope.child()
        if let content { inner.bind("self", .views(content)) }
        let parameters = Array(function.signature.parameterClause.parameters)
        var arguments = Array(call.arguments)
        for (position, parameter) in parameters.enumerated() {
            let name = (parameter.secondName ?? parameter.firstName).text
            let label = parameter.firstName.text
            let declared = parameter.type.writtenText
            let argument = arguments.firstIndex { ($0.label?.text ?? "_") == label }.map { arguments.remove(at: $0) }
                ?? (position == parameters.count - 1 ? call.trailingClosure.map { LabeledExprSyntax(expression: ExprSyntax($0)) } : nil)
            var value: Value
            if let argument {
                value = typed(evaluate(argument.expression, scope: caller), as: declared, literal: argument.expression.is(StringLiteralExprSyntax.self))
            } else if let fallback = parameter.defaultValue?.value {
                value = evaluate(fallback, scope: caller)
            } else {
                value = .unknown(type: declared, name: name)
            }
            if case let .closure(closure, closureScope) = value, Self.isViewType(declared) || declared.contains("View") {
                value = .views(views(closure.statements, scope: closureScope.child()))
            }
            inner.bind(name, value)
        }
        let returnsViews = Self.isViewType(function.signature.returnClause?.type.writtenText)
        return returnsViews ? .views(views(body.statements, scope: inner)) : singleValue(body.statements, scope: inner)
    }
}
