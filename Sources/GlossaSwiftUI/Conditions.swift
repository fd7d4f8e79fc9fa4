import GlossaLayout
import SwiftSyntax

/// `#if` as an iPhone build of the app sees it: `os(iOS)`, `canImport(UIKit)` and `DEBUG` hold; other platforms,
/// Mac Catalyst and unknown flags do not.
enum BuildConditions {
    static func holds(_ condition: ExprSyntax?) -> Bool {
        guard let condition else { return true }
        return evaluate(condition) ?? false
    }

    private static func evaluate(_ expression: ExprSyntax) -> Bool? {
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return evaluate(prefix.expression).map { !$0 }
        }
        if let tuple = expression.as(TupleExprSyntax.self), let only = tuple.elements.first, tuple.elements.count == 1 {
            return evaluate(only.expression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            var result: Bool?
            var pending: String?
            for element in sequence.elements {
                if let op = element.as(BinaryOperatorExprSyntax.self) {
                    pending = op.operator.text
                    continue
                }
                let value = evaluate(element) ?? false
                switch pending {
                case "&&"?: result = (result ?? true) && value
                case "||"?: result = (result ?? false) || value
                default: result = value
                }
            }
            return result
        }
        if let boolean = expression.as(BooleanLiteralExprSyntax.self) { return boolean.literal.text == "true" }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "DEBUG" }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let name = call.calledExpression.writtenText
            let argument = call.arguments.first?.expression.writtenText ?? ""
            switch name {
            case "os": return argument == "iOS"
            case "targetEnvironment": return argument == "simulator"
            case "canImport": return !["AppKit", "WatchKit", "Cocoa"].contains(argument)
            case "swift", "compiler": return true
            case "arch": return argument == "arm64"
            default: return false
            }
        }
        return nil
    }

    /// The clause of an `#if` an iPhone build compiles.
    static func chosen(_ config: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        config.clauses.first { holds($0.condition) }
    }
}

extension Interpreter {
    /// The views of an `#if` in a view builder: those of the clause an iPhone build compiles.
    func conditionalViews(_ config: IfConfigDeclSyntax, scope: Scope) -> [ViewNode] {
        guard case let .statements(items)? = BuildConditions.chosen(config)?.elements else { return [] }
        return views(items, scope: scope)
    }

    /// `base` followed by the modifiers of an `#if` clause (`Text("a") #if os(iOS) .padding() #endif`).
    func postfixConditional(_ postfix: PostfixIfConfigExprSyntax, scope: Scope) -> Value {
        let base = postfix.base.map { evaluate($0, scope: scope) } ?? .unknown(type: nil, name: "value")
        guard case let .postfixExpression(chain)? = BuildConditions.chosen(postfix.config)?.elements else { return base }
        return applyChain(chain, to: base, at: Syntax(postfix), scope: scope)
    }

    /// A chain of calls written without its base (`.a().b`), applied to `value`.
    private func applyChain(_ chain: ExprSyntax, to value: Value, at node: Syntax, scope: Scope) -> Value {
        if let call = chain.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let receiver = member.base.map { applyChain($0, to: value, at: node, scope: scope) } ?? value
            return callMethod(member.declName.baseName.text, call: call, on: receiver, at: node, scope: scope)
        }
        if let postfix = chain.as(PostfixIfConfigExprSyntax.self) {
            let base = postfix.base.map { applyChain($0, to: value, at: node, scope: scope) } ?? value
            guard case let .postfixExpression(inner)? = BuildConditions.chosen(postfix.config)?.elements else { return base }
            return applyChain(inner, to: base, at: node, scope: scope)
        }
        return value
    }
}
