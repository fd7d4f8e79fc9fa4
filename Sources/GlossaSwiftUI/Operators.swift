import SwiftSyntax

extension Interpreter {
    /// `a ? b : c`, `a ?? b`, `a + b`, `a && b` and comparisons as the parser leaves them (a flat list of operands and
    /// operators), folded by Swift's precedence.
    func evaluateSequence(_ sequence: SequenceExprSyntax, scope: Scope) -> Value {
        evaluateElements(ArraySlice(sequence.elements), scope: scope)
    }

    /// Swift's precedence groups of the operators read, from the loosest: disjunction, conjunction, comparison, nil
    /// coalescing, range formation, addition, multiplication.
    static let precedence: [Set<String>] = [["||"], ["&&"], ["==", "!=", "<", ">", "<=", ">="], ["??"], ["..<", "..."],
                                            ["+", "-"], ["*", "/", "%"]]

    private func evaluateElements(_ elements: ArraySlice<ExprSyntax>, scope: Scope) -> Value {
        guard let first = elements.first else { return .unknown(type: nil, name: "value") }
        if elements.count == 1 { return evaluate(first, scope: scope) }
        // The ternary binds loosest of all (right to left): what comes before it is its condition.
        if let at = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
           let ternary = elements[at].as(UnresolvedTernaryExprSyntax.self), at > elements.startIndex, at + 1 < elements.endIndex {
            let condition = evaluateElements(elements[elements.startIndex..<at], scope: scope).asBool
            let otherwise = elements[(at + 1)...]
            if condition == false { return evaluateElements(otherwise, scope: scope) }
            let chosen = evaluate(ternary.thenExpression, scope: scope)
            // Unknown condition: the first branch that gives something.
            if condition == nil, !chosen.isKnown { return evaluateElements(otherwise, scope: scope) }
            return chosen
        }
        // Split at the loosest operator: the last of its group, as Swift's operators associate to the left (`??` to the
        // right: the first).
        for group in Self.precedence {
            let operators = elements.indices.filter { index in
                elements[index].as(BinaryOperatorExprSyntax.self).map { group.contains($0.operator.text) } ?? false
            }
            guard let at = group.contains("??") ? operators.first : operators.last else { continue }
            let op = elements[at].as(BinaryOperatorExprSyntax.self)?.operator.text ?? ""
            return binary(op, elements[elements.startIndex..<at], elements[(at + 1)...], scope: scope)
        }
        return .unknown(type: nil, name: "value")
    }

    private func binary(_ op: String, _ leftSide: ArraySlice<ExprSyntax>, _ rightSide: ArraySlice<ExprSyntax>, scope: Scope) -> Value {
        let left = evaluateElements(leftSide, scope: scope)
        switch op {
        case "??":
            if case .none = left { return evaluateElements(rightSide, scope: scope) }
            return left.isKnown ? left : evaluateElements(rightSide, scope: scope)
        case "&&":
            if left.asBool == false { return .bool(false) }
            let right = evaluateElements(rightSide, scope: scope).asBool
            if right == false { return .bool(false) }
            return left.asBool == true && right == true ? .bool(true) : .unknown(type: "Bool", name: "condition")
        case "||":
            if left.asBool == true { return .bool(true) }
            let right = evaluateElements(rightSide, scope: scope).asBool
            if right == true { return .bool(true) }
            return left.asBool == false && right == false ? .bool(false) : .unknown(type: "Bool", name: "condition")
        case "+":
            let right = evaluateElements(rightSide, scope: scope)
            if case let .views(first) = left, case let .views(second) = right { return .views(Texts.concatenated(first, second)) }
            // Strings joined with `+` are a `String`: shown as they are, never a key; with a part the source does not
            // give, a stand-in for the whole.
            if case let .string(a, _, arguments, table) = left, case let .string(b, _, more, _) = right {
                return .string(a + b, localizable: false, arguments: arguments + more, table: table)
            }
            if case .string = left, !right.isKnown { return .unknown(type: "String", name: "text") }
            if case .string = right, !left.isKnown { return .unknown(type: "String", name: "text") }
            if let a = left.asDouble, let b = right.asDouble { return .double(a + b) }
            return left.isKnown ? left : right
        case "==", "!=":
            let right = evaluateElements(rightSide, scope: scope)
            guard let equal = Self.equal(left, right) else { return .unknown(type: "Bool", name: "condition") }
            return .bool(op == "==" ? equal : !equal)
        case "<", ">", "<=", ">=":
            guard let a = left.asDouble, let b = evaluateElements(rightSide, scope: scope).asDouble else {
                return .unknown(type: "Bool", name: "condition")
            }
            switch op {
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            default: return .bool(a >= b)
            }
        case "*", "-", "/", "%":
            let right = evaluateElements(rightSide, scope: scope)
            guard let a = left.asDouble, let b = right.asDouble else { return .unknown(type: "Double", name: "number") }
            // Integers stay integers (`hour * 60`), but for a division.
            if case let .int(x) = left, case let .int(y) = right, op != "/" {
                return .int(op == "*" ? x &* y : op == "-" ? x &- y : (y == 0 ? 0 : x % y))
            }
            let result: Double
            switch op {
            case "*": result = a * b
            case "-": result = a - b
            case "/": result = b == 0 ? 0 : a / b
            default: result = b == 0 ? 0 : a.truncatingRemainder(dividingBy: b)
            }
            return .double(result)
        case "..<", "...":
            guard case let .int(low) = left, case let .int(high) = evaluateElements(rightSide, scope: scope) else {
                return .unknown(type: "Range", name: "range")
            }
            let upper = op == "..<" ? high : high + 1
            return .array((low..<max(low, min(upper, low + Self.maximumRows))).map(Value.int))
        default:
            return .unknown(type: nil, name: "value")
        }
    }

    static func equal(_ left: Value, _ right: Value) -> Bool? {
        switch (left, right) {
        case let (.int(a), .int(b)): return a == b
        case let (.bool(a), .bool(b)): return a == b
        case let (.member(a), .member(b)): return a == b
        case let (.string(a, _, _, _), .string(b, _, _, _)): return a == b
        case (.none, .none): return true
        case (.none, _): return right.isKnown ? false : nil
        case (_, .none): return left.isKnown ? false : nil
        default: return nil
        }
    }
}
