/// Reads a constraint as the contract writes it:
/// `ITEM.ATTR (==|<=|>=) [ITEM.ATTR [* M]] [+|- C] [@PRIORITY]`, or a constant-only right side
/// (`a.width >= 44 @750`).
///
/// Errors point at the column inside the string, so an editor puts the cursor on the mistake. The
/// parser checks syntax, attribute names and priorities; whether the items exist is the document
/// parser's business, since any id anywhere in the document may be named.
public enum ConstraintParser {
    /// Named priorities, as UILayoutPriority spells them.
    static let namedPriorities: [(name: String, value: Double)] = [("required", 1000), ("high", 750), ("low", 250)]

    /// Parses `text`, whose first character is at `start`.
    public static func parse(_ text: String, at start: SourceLocation) throws(LayoutDiagnostic) -> ConstraintSpec {
        try parseWithItems(text, at: start).spec
    }

    /// A parsed constraint and where each item it names is written, for "unknown view" diagnostics.
    struct Parsed {
        var spec: ConstraintSpec
        var items: [(name: String, location: SourceLocation)]
    }

    static func parseWithItems(_ text: String, at start: SourceLocation) throws(LayoutDiagnostic) -> Parsed {
        var scanner = ConstraintScanner(text: text, start: start)
        return try scanner.constraint()
    }
}

/// A cursor over the constraint's Unicode scalars (libyaml counts columns in scalars, so do we).
private struct ConstraintScanner {
    let text: String
    let scalars: [Unicode.Scalar]
    let start: SourceLocation
    var index = 0

    init(text: String, start: SourceLocation) {
        self.text = text
        self.scalars = Array(text.unicodeScalars)
        self.start = start
    }

    mutating func constraint() throws(LayoutDiagnostic) -> ConstraintParser.Parsed {
        skipSpaces()
        if index == scalars.count { throw failure("constraint is empty", at: 0, quoting: false) }
        var items: [(name: String, location: SourceLocation)] = []
        let first = try anchor(&items)
        skipSpaces()
        let relation = try self.relation()
        skipSpaces()
        var spec = ConstraintSpec(text: text, location: start, first: first, relation: relation, second: nil)
        // What may still follow, for the message when something else does.
        var expected = ["'@PRIORITY'"]
        if let scalar = peek, isIdentifierStart(scalar) {
            spec.second = try anchor(&items)
            skipSpaces()
            expected = ["'*'", "'+'", "'-'", "'@PRIORITY'"]
            if peek == "*" {
                index += 1
                skipSpaces()
                let multiplierStart = index
                spec.multiplier = try number(after: "'*'", signed: true)
                guard abs(spec.multiplier) <= InputLimits.maximumMultiplier else {
                    throw failure("a multiplier must be between -\(Int(InputLimits.maximumMultiplier)) and \(Int(InputLimits.maximumMultiplier)), not \(slice(multiplierStart, index))", at: multiplierStart)
                }
                skipSpaces()
                expected = ["'+'", "'-'", "'@PRIORITY'"]
            }
            if peek == "+" || peek == "-" {
                let negative = peek == "-"
                index += 1
                skipSpaces()
                let value = try number(after: "'\(negative ? "-" : "+")'", signed: false)
                spec.constant = negative ? -value : value
                expected = ["'@PRIORITY'"]
            }
        } else if peek == "@" || peek == nil {
            throw failure("expected a view attribute or a number after '\(relation.rawValue)'", at: index)
        } else {
            spec.constant = try number(after: "'\(relation.rawValue)'", signed: true)
        }
        skipSpaces()
        if peek == "@" {
            index += 1
            skipSpaces()
            spec.priority = try priority()
            skipSpaces()
            expected = []
        }
        if index < scalars.count {
            throw failure("unexpected '\(rest)'; expected \(Suggestions.list(expected + ["the end"]))", at: index)
        }
        return ConstraintParser.Parsed(spec: spec, items: items)
    }

    private mutating func anchor(_ items: inout [(name: String, location: SourceLocation)]) throws(LayoutDiagnostic) -> ConstraintSpec.Anchor {
        let itemStart = index
        guard let scalar = peek, isIdentifierStart(scalar) else {
            throw failure("expected a view id (or superview, safe) followed by '.attribute'", at: index)
        }
        while let scalar = peek, isIdentifierStart(scalar) || ("0"..."9").contains(scalar) || scalar == "-" { index += 1 }
        let item = slice(itemStart, index)
        guard peek == "." else {
            throw failure("expected '.' and an attribute after '\(item)', as in '\(item).leading'", at: index)
        }
        index += 1
        let attributeStart = index
        while let scalar = peek, scalar.properties.isAlphabetic { index += 1 }
        let name = slice(attributeStart, index)
        let names = ConstraintSpec.Attribute.allCases.map(\.rawValue)
        guard let attribute = ConstraintSpec.Attribute(rawValue: name) else {
            let what = name.isEmpty ? "missing attribute after '\(item).'" : "unknown attribute '\(name)'"
            let hint = name.isEmpty ? "" : Suggestions.hint(for: name, in: names)
            throw failure("\(what)\(hint) (attributes: \(names.joined(separator: ", ")))", at: attributeStart)
        }
        if item == "safe", attribute == .firstBaseline || attribute == .lastBaseline {
            throw failure("the safe area has no \(name)", at: attributeStart)
        }
        items.append((item, location(at: itemStart)))
        return ConstraintSpec.Anchor(item: item, attribute: attribute)
    }

    private mutating func relation() throws(LayoutDiagnostic) -> ConstraintSpec.Relation {
        let two = index + 1 < scalars.count ? slice(index, index + 2) : ""
        guard let relation = ConstraintSpec.Relation(rawValue: two) else {
            let hint = ["=", "<", ">"].contains(peek.map(String.init) ?? "") ? " (write '==', not '=')" : ""
            throw failure("expected '==', '<=' or '>='\(hint)", at: index)
        }
        index += 2
        return relation
    }

    /// A number, no larger than a length may be (`InputLimits.maximumLength`): constants are lengths, and
    /// multipliers and priorities have tighter bounds of their own.
    private mutating func number(after what: String, signed: Bool) throws(LayoutDiagnostic) -> Double {
        let numberStart = index
        if signed, peek == "-" || peek == "+" { index += 1 }
        while let scalar = peek, ("0"..."9").contains(scalar) || scalar == "." { index += 1 }
        let literal = slice(numberStart, index)
        guard let value = Double(literal), value.isFinite, literal.last != "." else {
            throw failure("expected a number after \(what)", at: numberStart)
        }
        if let problem = InputLimits.lengthProblem(value) { throw failure("\(literal) \(problem)", at: numberStart) }
        return value
    }

    private mutating func priority() throws(LayoutDiagnostic) -> Double {
        let priorityStart = index
        while let scalar = peek, scalar.properties.isAlphabetic { index += 1 }
        if index > priorityStart {
            let name = slice(priorityStart, index)
            guard let named = ConstraintParser.namedPriorities.first(where: { $0.name == name }) else {
                throw failure("unknown priority '\(name)'; use a number from 1 to 1000, required, high or low", at: priorityStart)
            }
            return named.value
        }
        let value = try number(after: "'@'", signed: true)
        guard (1...1000).contains(value) else {
            throw failure("priority must be from 1 to 1000, not \(slice(priorityStart, index))", at: priorityStart)
        }
        return value
    }

    // MARK: Scanning

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    private var rest: String { slice(index, scalars.count) }

    private mutating func skipSpaces() {
        while let scalar = peek, scalar == " " || scalar == "\t" { index += 1 }
    }

    private func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || (scalar.isASCII && scalar.properties.isAlphabetic)
    }

    private func slice(_ from: Int, _ to: Int) -> String {
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[from..<to])
        return String(result)
    }

    private func location(at offset: Int) -> SourceLocation {
        SourceLocation(file: start.file, line: start.line, column: start.column + offset)
    }

    private func failure(_ message: String, at offset: Int, quoting: Bool = true) -> LayoutDiagnostic {
        LayoutDiagnostic(quoting ? "\(message) in constraint '\(text)'" : message, at: location(at: offset))
    }
}
