import Yams

/// A view kind a document defines for itself under `components:`: parameters and one view to expand.
struct ComponentDefinition {
    struct Parameter {
        let name: String
        /// nil: the parameter is required (`null` in `params`).
        let defaultValue: Node?
    }

    let name: String
    /// Where the component's name is written: every message about an instance points here too.
    let location: SourceLocation
    let parameters: [Parameter]
    /// The view the component stands for, as written (a one-key mapping: a kind, or another component).
    let body: Node
}

/// The document's components, and the instances being expanded right now (innermost last).
///
/// A problem found while an instance is being parsed is located where it is written — in the
/// component, or at the use site for an argument — and its message names each enclosing instance's use
/// site, so an error inside a component used twelve times says which of the twelve it is.
struct Components {
    /// Nesting deeper than this is refused; so is a document that expands to more instances than
    /// `maximumInstances`, so a component used twice in a component used twice… cannot exhaust memory.
    static let maximumDepth = 32
    static let maximumInstances = 10_000

    private(set) var definitions: [String: ComponentDefinition] = [:]
    private(set) var names: [String] = []
    private(set) var trail: [(name: String, use: SourceLocation)] = []
    private(set) var instances = 0

    mutating func define(_ definition: ComponentDefinition) {
        definitions[definition.name] = definition
        names.append(definition.name)
    }

    /// `diagnostic` with the use sites of the instances being expanded, innermost first.
    func annotate(_ diagnostic: LayoutDiagnostic) -> LayoutDiagnostic {
        guard !trail.isEmpty else { return diagnostic }
        var annotated = diagnostic
        let uses = trail.reversed().map { "in component '\($0.name)' used at \($0.use)" }
        annotated.message += " (\(uses.joined(separator: ", ")))"
        return annotated
    }

    /// " in component 'row' used at FILE:L:C" for the innermost instance being expanded, else "".
    var instance: String {
        trail.last.map { " in component '\($0.name)' used at \($0.use)" } ?? ""
    }

    mutating func enter(_ name: String, at use: SourceLocation) {
        trail.append((name, use))
        instances += 1
    }

    mutating func leave() {
        trail.removeLast()
    }
}

extension ViewParser {
    /// The view an instance of a component stands for; nil when `yaml` is not a component's use site
    /// (`.some(nil)` when it is one, but too broken to expand: the problem is reported).
    mutating func componentInstance(_ yaml: Node) -> ViewNode?? {
        guard case .mapping(let mapping) = yaml, !context.components.names.isEmpty else { return nil }
        let entries = mapping.map { $0 }
        guard let use = entries.first(where: { context.components.definitions[Self.word($0.key)] != nil }) else { return nil }
        let name = Self.word(use.key)
        guard entries.count == 1 else {
            let other = entries.first { Self.word($0.key) != name }!
            context.report(context.error("a view has one kind, but this one has '\(name)' and '\(Self.word(other.key))'; write each view as its own list item", at: other.key))
            return .some(nil)
        }
        let definition = context.components.definitions[name]!
        guard let values = arguments(use.value, for: definition, at: use.key) else { return .some(nil) }
        let site = context.location(use.key)
        if let cycle = context.components.trail.firstIndex(where: { $0.name == name }) {
            let path = context.components.trail[cycle...].map(\.name) + [name]
            context.report(context.error("component '\(name)' uses itself (\(path.joined(separator: " → "))); a component cannot contain an instance of itself", at: use.key))
            return .some(nil)
        }
        guard context.components.trail.count < Components.maximumDepth,
              context.components.instances < Components.maximumInstances else {
            context.report(context.error("component '\(name)' expands too far (more than \(Components.maximumDepth) levels or \(Components.maximumInstances) instances in one document)", at: use.key))
            return .some(nil)
        }
        var substitution = ComponentSubstitution(values: values)
        let expanded = substitution.apply(to: definition.body)
        guard context.buildText(substitution.substituted, at: use.key) else { return .some(nil) }
        context.components.enter(name, at: site)
        let view = node(expanded)
        context.components.leave()
        return .some(view)
    }

    /// Each parameter's value at this use site (argument, else default), or nil after reporting
    /// unknown or missing arguments.
    private mutating func arguments(_ value: Node, for definition: ComponentDefinition, at use: Node) -> [String: Node]? {
        var given: [String: Node] = [:]
        var failed = false
        let known = definition.parameters.map(\.name)
        switch value {
        case .mapping(let mapping):
            for entry in context.entries(mapping) {
                guard known.contains(entry.key) else {
                    let list = known.isEmpty ? "it takes none" : "it takes \(known.map { "'\($0)'" }.joined(separator: ", "))"
                    context.report(context.error("unknown argument '\(entry.key)' for component '\(definition.name)' (defined at \(definition.location); \(list))\(Suggestions.hint(for: entry.key, in: known))", at: entry.keyNode))
                    failed = true
                    continue
                }
                given[entry.key] = entry.value
            }
        case .scalar(let scalar) where ParserContext.scalarKind(scalar) == .null:
            break
        default:
            context.report(context.error("'\(definition.name)' must be a mapping of its arguments, as in '\(definition.name): {\(known.first ?? "id"): …}', not \(ParserContext.describe(value)) (component defined at \(definition.location))", at: value))
            return nil
        }
        var values: [String: Node] = [:]
        for parameter in definition.parameters {
            if let argument = given[parameter.name] ?? parameter.defaultValue {
                values[parameter.name] = argument
            } else {
                context.report(context.error("component '\(definition.name)' needs the argument '\(parameter.name)' (defined at \(definition.location))", at: use))
                failed = true
            }
        }
        return failed ? nil : values
    }

    /// A key's text, or "" for a key that is not a scalar.
    static func word(_ node: Node) -> String {
        if case .scalar(let scalar) = node { return scalar.string }
        return ""
    }
}

/// Replaces `$name` in a component's body: a scalar that is exactly `$name` becomes the argument
/// itself (a number stays a number, a mapping a mapping, and it keeps the use site's location);
/// `$name` inside a longer string is replaced in the text; `$$` is a literal `$`.
struct ComponentSubstitution {
    let values: [String: Node]
    /// Characters of the strings built by substituting arguments into longer text (UTF-8 bytes).
    private(set) var substituted = 0

    init(values: [String: Node]) {
        self.values = values
    }

    mutating func apply(to node: Node) -> Node {
        switch node {
        case .scalar(let scalar):
            return substitute(scalar)
        case .mapping(let mapping):
            let pairs = mapping.map { ($0.key, apply(to: $0.value)) }
            return .mapping(Node.Mapping(pairs, mapping.tag, mapping.style, mapping.mark))
        case .sequence(let sequence):
            return .sequence(Node.Sequence(sequence.map { apply(to: $0) }, sequence.tag, sequence.style, sequence.mark))
        case .alias:
            return node
        }
    }

    private mutating func substitute(_ scalar: Node.Scalar) -> Node {
        guard ParserContext.scalarKind(scalar) == .string, scalar.string.contains("$") else { return .scalar(scalar) }
        let pieces = ComponentReferences.split(scalar.string)
        if pieces.count == 1, case .parameter(let name) = pieces[0], let value = values[name] {
            return value
        }
        var text = ""
        for piece in pieces {
            switch piece {
            case .text(let literal): text += literal
            case .parameter(let name): text += values[name].map(Self.text) ?? "$\(name)"
            }
        }
        substituted += text.utf8.count
        // The tag copied from the scalar keeps its resolver: `Tag(.str)` would build Yams' default one (seven
        // regular expressions compiled, a millisecond of every run).
        return .scalar(Node.Scalar(text, scalar.tag.copy(with: .str), scalar.style, scalar.mark))
    }

    /// An argument's text inside a longer string (a list or mapping argument has none that reads well).
    private static func text(_ node: Node) -> String {
        if case .scalar(let scalar) = node { return scalar.string }
        return ParserContext.describe(node)
    }
}

/// `$name` references in a string: `$` then a letter or `_`, then letters, digits and `_` (so
/// `$id-icon` is `$id` followed by `-icon`); `$$` is a literal `$`; any other `$` is text.
enum ComponentReferences {
    enum Piece: Equatable {
        case text(String)
        case parameter(String)
    }

    static func split(_ string: String) -> [Piece] {
        var pieces: [Piece] = []
        var literal = ""
        let characters = Array(string)
        var index = 0
        func flush() {
            if !literal.isEmpty { pieces.append(.text(literal)) }
            literal = ""
        }
        while index < characters.count {
            let character = characters[index]
            guard character == "$", index + 1 < characters.count else {
                literal.append(character)
                index += 1
                continue
            }
            if characters[index + 1] == "$" {
                literal.append("$")
                index += 2
                continue
            }
            var end = index + 1
            while end < characters.count, isNameCharacter(characters[end], first: end == index + 1) { end += 1 }
            if end == index + 1 {
                literal.append(character)
                index += 1
                continue
            }
            flush()
            pieces.append(.parameter(String(characters[(index + 1)..<end])))
            index = end
        }
        flush()
        return pieces
    }

    static func isNameCharacter(_ character: Character, first: Bool) -> Bool {
        guard character.isASCII else { return false }
        return character == "_" || character.isLetter || (!first && character.isNumber)
    }
}
