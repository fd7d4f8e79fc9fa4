import SwiftSyntax

extension Scope {
    /// Gives `name` a new value where it is bound (this scope or one above); false when it is bound nowhere.
    @discardableResult
    func assign(_ name: String, _ value: Value) -> Bool {
        if has(name) {
            bind(name, value)
            return true
        }
        return parent?.assign(name, value) ?? false
    }
}

extension Interpreter {
    /// Methods that change an array in place.
    static let mutatingMethods: Set<String> = ["append", "insert", "remove", "removeAll", "removeFirst", "removeLast",
                                               "sort", "reverse", "shuffle", "removeSubrange", "replaceSubrange"]

    /// A statement that changes a local value rather than making a view: `list.append(x)`, `list += [x]`, `x = y`.
    /// The value is updated where the interpreter can follow the change, and made unknown where it cannot; true when
    /// the statement was one.
    func mutate(_ expression: ExprSyntax, scope: Scope) -> Bool {
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
           Self.mutatingMethods.contains(member.declName.baseName.text), let current = scope.lookup(base) {
            var changed: Value = .unknown(type: "Array", name: base)
            if case let .array(values) = current {
                switch (member.declName.baseName.text, call.arguments.first?.label?.text) {
                case ("append", nil):
                    if let item = call.arguments.first { changed = .array(values + [evaluate(item.expression, scope: scope)]) }
                case ("append", "contentsOf"):
                    if case let .array(more)? = call.arguments.first.map({ evaluate($0.expression, scope: scope) }) { changed = .array(values + more) }
                case ("removeAll", nil): changed = .array([])
                default: break
                }
            }
            scope.assign(base, changed)
            return true
        }
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return false }
        let elements = Array(sequence.elements)
        guard let target = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text ?? (elements[1].is(AssignmentExprSyntax.self) ? "=" : nil)
        switch op {
        case "="?:
            scope.assign(target, evaluate(elements[2], scope: scope))
            return true
        case "+="?:
            let value = evaluate(elements[2], scope: scope)
            if case let .array(values)? = scope.lookup(target), case let .array(more) = value {
                scope.assign(target, .array(values + more))
            } else {
                scope.assign(target, .unknown(type: nil, name: target))
            }
            return true
        default:
            return false
        }
    }

    /// A statement the interpreter does not run (`for`, `while`, `guard`…): every local it may change is unknown after it.
    func forgetChanges(in statement: StmtSyntax, scope: Scope) {
        final class Finder: SyntaxVisitor {
            var names = Set<String>()
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                   Interpreter.mutatingMethods.contains(member.declName.baseName.text),
                   let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text {
                    names.insert(base)
                }
                return .visitChildren
            }

            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                let elements = Array(node.elements)
                if elements.count >= 3, let target = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text,
                   elements[1].is(AssignmentExprSyntax.self) || elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text.hasSuffix("=") == true {
                    names.insert(target)
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(statement)
        for name in finder.names.sorted() where scope.lookup(name) != nil {
            scope.assign(name, .unknown(type: nil, name: name))
        }
    }
}
