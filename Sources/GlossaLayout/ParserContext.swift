import Yams

/// What the document parser knows while it walks one document: the file name for locations, and the
/// problems found so far.
///
/// Problems are collected rather than thrown at once, so that the one reported is the first in
/// document order even when it is found late (an unknown view id in a constraint is only known once
/// every id has been read).
struct ParserContext {
    let file: String
    private(set) var diagnostics: [LayoutDiagnostic] = []
    /// The document's `components:`, and the instances being expanded (their use sites go into messages).
    var components = Components()
    /// Views and characters of text built so far, after aliases and components.
    private(set) var built = (views: 0, characters: 0, exhausted: false)

    init(file: String) {
        self.file = file
    }

    mutating func report(_ diagnostic: LayoutDiagnostic) {
        diagnostics.append(components.annotate(diagnostic))
    }

    /// Runs `body`, recording what it throws, so one bad property does not hide the next.
    mutating func recording<T>(_ body: (inout ParserContext) throws(LayoutDiagnostic) -> T) -> T? {
        do {
            return try body(&self)
        } catch {
            report(error)
            return nil
        }
    }

    /// The problems in document order; among problems at one place, the one found first.
    var sortedDiagnostics: [LayoutDiagnostic] {
        diagnostics.enumerated().sorted { a, b in
            let la = a.element.location, lb = b.element.location
            let ka = (la?.line ?? 0, la?.column ?? 0), kb = (lb?.line ?? 0, lb?.column ?? 0)
            return ka != kb ? ka < kb : a.offset < b.offset
        }.map(\.element)
    }

    func location(_ node: Node) -> SourceLocation {
        location(node.mark)
    }

    func location(_ mark: Mark?) -> SourceLocation {
        SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    func error(_ message: String, at node: Node) -> LayoutDiagnostic {
        LayoutDiagnostic(message, at: location(node))
    }

    // MARK: What the document builds

    /// Counts one view about to be built at `node`; false (reported once) past `InputLimits.maximumViews`.
    mutating func buildView(at node: Node) -> Bool {
        built.views += 1
        return withinBudget(built.views > InputLimits.maximumViews, at: node,
                            "the document builds more than \(InputLimits.maximumViews) views")
    }

    /// Counts `count` characters of text built at `node`; false (reported once) past `InputLimits.maximumTextCharacters`.
    mutating func buildText(_ count: Int, at node: Node) -> Bool {
        built.characters += count
        return withinBudget(built.characters > InputLimits.maximumTextCharacters, at: node,
                            "the document builds more than \(InputLimits.maximumTextCharacters) characters of text")
    }

    private mutating func withinBudget(_ over: Bool, at node: Node, _ what: String) -> Bool {
        guard over || built.exhausted else { return true }
        if !built.exhausted {
            built.exhausted = true
            report(error("\(what), counting each use of a YAML alias and each component instance; split it into several layouts", at: node))
        }
        return false
    }

    // MARK: Typed values

    /// What a node is, in the words of a message: "a string", "a number", "a list" …
    static func describe(_ node: Node) -> String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        case .scalar(let scalar):
            switch scalarKind(scalar) {
            case .null: return "empty"
            case .bool: return "a boolean"
            case .int, .float: return "a number"
            case .string: return "a string"
            }
        }
    }

    enum ScalarKind { case null, bool, int, float, string }

    /// The scalar's YAML 1.2 core-schema type (quoted scalars are always strings).
    static func scalarKind(_ scalar: Node.Scalar) -> ScalarKind {
        // The scalar's own tag: empty while implicit (a plain scalar without one), `str` for a quoted scalar,
        // else the tag written (`!!int`), `!` for the non-specific tag.
        switch scalar.tag.description {
        case Tag.Name.implicit.rawValue: return CoreSchema.kind(of: scalar.string)
        case Tag.Name.null.rawValue: return .null
        case Tag.Name.bool.rawValue: return .bool
        case Tag.Name.int.rawValue: return .int
        case Tag.Name.float.rawValue: return .float
        default: return .string
        }
    }

    func mismatch(_ name: String, _ expected: String, _ node: Node) -> LayoutDiagnostic {
        error("'\(name)' must be \(expected), not \(Self.describe(node))", at: node)
    }

    func string(_ node: Node, _ name: String) throws(LayoutDiagnostic) -> String {
        guard case .scalar(let scalar) = node, Self.scalarKind(scalar) == .string else {
            throw mismatch(name, "a string", node)
        }
        return scalar.string
    }

    func bool(_ node: Node, _ name: String) throws(LayoutDiagnostic) -> Bool {
        guard case .scalar(let scalar) = node, Self.scalarKind(scalar) == .bool else {
            throw mismatch(name, "true or false", node)
        }
        return scalar.string.lowercased() == "true"
    }

    /// A finite number; integers and decimals alike.
    func number(_ node: Node, _ name: String) throws(LayoutDiagnostic) -> Double {
        guard case .scalar(let scalar) = node else { throw mismatch(name, "a number", node) }
        switch Self.scalarKind(scalar) {
        case .int:
            if let value = Self.integer(scalar.string) { return Double(value) }
            throw error("'\(name)' is \(scalarText(node)), too large a number (integers must lie within ±9223372036854775807)", at: node)
        case .float:
            // YAML's .inf and .nan are floats that Double(_:) does not read.
            if let value = Double(scalar.string), value.isFinite { return value }
            throw error("'\(name)' must be a finite number, not \(scalarText(node))", at: node)
        default:
            break
        }
        throw mismatch(name, "a number", node)
    }

    /// The largest length a document may give, in points (`InputLimits`).
    static let maximumLength = InputLimits.maximumLength

    /// A number that is not negative and not beyond `maximumLength`.
    func length(_ node: Node, _ name: String) throws(LayoutDiagnostic) -> Double {
        let value = try number(node, name)
        guard value >= 0 else { throw error("'\(name)' must not be negative, not \(scalarText(node))", at: node) }
        guard value <= Self.maximumLength else {
            throw error("'\(name)' must be at most \(Int(Self.maximumLength)) points, not \(scalarText(node))", at: node)
        }
        return value
    }

    /// A number that may be negative (stack spacing overlaps children) but not beyond `maximumLength`.
    func signedLength(_ node: Node, _ name: String) throws(LayoutDiagnostic) -> Double {
        let value = try number(node, name)
        guard abs(value) <= Self.maximumLength else {
            throw error("'\(name)' must be between -\(Int(Self.maximumLength)) and \(Int(Self.maximumLength)) points, not \(scalarText(node))", at: node)
        }
        return value
    }

    /// The largest whole number a document may give (a line count, an argument for `%d`).
    static let maximumWholeNumber = 1e15

    func wholeNumber(_ node: Node, _ name: String) throws(LayoutDiagnostic) -> Int {
        let value = try number(node, name)
        guard value == value.rounded() else { throw error("'\(name)' must be a whole number, not \(scalarText(node))", at: node) }
        guard abs(value) <= Self.maximumWholeNumber else {
            throw error("'\(name)' is \(scalarText(node)), beyond the largest whole number Glossa takes (±10^15)", at: node)
        }
        return Int(value)
    }

    /// A number a format argument carries: within ±10^15, so an integer conversion (`%lld`) of it is exact
    /// and any sum ICU forms stays finite.
    func argumentNumber(_ node: Node, _ name: String) throws(LayoutDiagnostic) -> Double {
        let value = try number(node, name)
        guard abs(value) <= Self.maximumWholeNumber else {
            throw error("'\(name)' is \(scalarText(node)), beyond the largest number Glossa takes (±10^15)", at: node)
        }
        return value
    }

    func mapping(_ node: Node, _ name: String) throws(LayoutDiagnostic) -> Node.Mapping {
        guard case .mapping(let mapping) = node else { throw mismatch(name, "a mapping", node) }
        return mapping
    }

    func sequence(_ node: Node, _ name: String) throws(LayoutDiagnostic) -> [Node] {
        guard case .sequence(let sequence) = node else { throw mismatch(name, "a list", node) }
        return Array(sequence)
    }

    /// One of a fixed set of words, with a suggestion when the word is close to one of them.
    func choice(_ node: Node, _ name: String, _ what: String, _ choices: [String]) throws(LayoutDiagnostic) -> String {
        let value = try string(node, name)
        guard choices.contains(value) else {
            throw error("unknown \(what) '\(value)'\(Suggestions.hint(for: value, in: choices)) (expected \(Suggestions.list(choices)))",
                        at: node)
        }
        return value
    }

    func scalarText(_ node: Node) -> String {
        if case .scalar(let scalar) = node { return scalar.string }
        return Self.describe(node)
    }

    /// YAML 1.2 integers: decimal, `0o` octal, `0x` hexadecimal.
    static func integer(_ text: String) -> Int? {
        if text.hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16) }
        if text.hasPrefix("0o") { return Int(text.dropFirst(2), radix: 8) }
        return Int(text)
    }

    // MARK: Keys

    /// The mapping's entries as (key, key node, value), in document order; a key that is not a
    /// string is reported and left out.
    mutating func entries(_ mapping: Node.Mapping) -> [(key: String, keyNode: Node, value: Node)] {
        var result: [(key: String, keyNode: Node, value: Node)] = []
        for (keyNode, value) in mapping {
            guard case .scalar(let scalar) = keyNode, Self.scalarKind(scalar) != .null else {
                report(error("a key must be a word, not \(Self.describe(keyNode))", at: keyNode))
                continue
            }
            result.append((scalar.string, keyNode, value))
        }
        return result
    }

    func unknownKey(_ key: String, at node: Node, in what: String, known: [String]) -> LayoutDiagnostic {
        error("unknown key '\(key)' in \(what)\(Suggestions.hint(for: key, in: known))", at: node)
    }
}

/// YAML 1.2 core schema, so `no`, `on` or `1:20` stay strings as they do in JSON (Yams' default
/// resolver follows YAML 1.1, where they become booleans and sexagesimal numbers).
///
/// Matched by hand rather than by Yams' regular-expression resolver: compiling its expressions cost a start-up of
/// the command about a millisecond, and matching each plain scalar against them more. `patterns` are the schema's
/// expressions, which tests hold `kind(of:)` to.
enum CoreSchema {
    static let patterns: [(ParserContext.ScalarKind, String)] = [
        (.null, "^(?:~|null|Null|NULL|)$"),
        (.bool, "^(?:true|True|TRUE|false|False|FALSE)$"),
        (.int, "^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$"),
        (.float, "^(?:[-+]?(?:\\.[0-9]+|[0-9]+(?:\\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$"),
    ]

    /// The type of a plain scalar's text: the first of `patterns` it matches, else a string.
    static func kind(of text: String) -> ParserContext.ScalarKind {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE", "false", "False", "FALSE": return .bool
        case ".inf", "+.inf", "-.inf", ".Inf", "+.Inf", "-.Inf", ".INF", "+.INF", "-.INF", ".nan", ".NaN", ".NAN": return .float
        default: break
        }
        let bytes = Array(text.utf8)
        if isInteger(bytes) { return .int }
        return isDecimal(bytes) ? .float : .string
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// `[-+]?[0-9]+`, `0o[0-7]+` or `0x[0-9a-fA-F]+`.
    private static func isInteger(_ bytes: [UInt8]) -> Bool {
        if bytes.count > 2, bytes[0] == 0x30, bytes[1] == 0x6F {  // 0o
            return bytes[2...].allSatisfy { $0 >= 0x30 && $0 <= 0x37 }
        }
        if bytes.count > 2, bytes[0] == 0x30, bytes[1] == 0x78 {  // 0x
            return bytes[2...].allSatisfy { isDigit($0) || ($0 >= 0x61 && $0 <= 0x66) || ($0 >= 0x41 && $0 <= 0x46) }
        }
        let digits = bytes.first == 0x2B || bytes.first == 0x2D ? bytes.dropFirst() : bytes[...]
        return !digits.isEmpty && digits.allSatisfy(isDigit)
    }

    /// `[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?`.
    private static func isDecimal(_ bytes: [UInt8]) -> Bool {
        var index = 0
        if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
        let whole = index
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        let wholeDigits = index - whole
        if index < bytes.count, bytes[index] == 0x2E {  // .
            index += 1
            let fraction = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            // `.5` needs digits after the point; `5.` does not.
            if wholeDigits == 0 && index == fraction { return false }
        } else if wholeDigits == 0 {
            return false
        }
        if index < bytes.count, bytes[index] == 0x65 || bytes[index] == 0x45 {  // e E
            index += 1
            if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
            let exponent = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            if index == exponent { return false }
        }
        return index == bytes.count
    }
}
