import Yams

/// Reads a document's `components:` map before its views, so a component may be used above the place
/// it is defined, and one component may use another defined after it.
///
///     components:
///       row:
///         params: {id: null, label: null, value: settings.value.off}   # null = required
///         hstack: {id: $id, children: [{text: {id: $id-label, key: $label}}]}
enum ComponentDefinitions {
    static func read(_ value: Node, _ context: inout ParserContext) -> Components {
        var components = Components()
        guard let mapping = context.recording({ (c: inout ParserContext) throws(LayoutDiagnostic) in try c.mapping(value, "components") })
        else { return components }
        var bodies: [(name: String, kindKey: Node)] = []
        for entry in context.entries(mapping) {
            let read = context.recording { (c: inout ParserContext) throws(LayoutDiagnostic) -> ComponentDefinition? in
                try definition(entry.key, entry.keyNode, entry.value, defined: components, &c)
            }
            guard let definition = read ?? nil else { continue }
            components.define(definition)
            if case .mapping(let body) = definition.body, let kindKey = body.first?.key { bodies.append((definition.name, kindKey)) }
        }
        // A body's kind is checked once every component's name is known: it may be one defined later.
        let kinds = ViewKind.allCases.map(\.rawValue) + components.names
        for body in bodies where !kinds.contains(ViewParser.word(body.kindKey)) {
            let word = ViewParser.word(body.kindKey)
            context.report(context.error("unknown view kind '\(word)' in component '\(body.name)'\(Suggestions.hint(for: word, in: kinds))", at: body.kindKey))
        }
        return components
    }

    private static func definition(_ name: String, _ keyNode: Node, _ value: Node, defined: Components,
                                   _ c: inout ParserContext) throws(LayoutDiagnostic) -> ComponentDefinition? {
        try checkName(name, keyNode, defined: defined, c)
        let mapping = try c.mapping(value, name)
        var parameters: [ComponentDefinition.Parameter] = []
        var bodies: [(key: String, keyNode: Node, value: Node)] = []
        for entry in c.entries(mapping) {
            if entry.key == "params" {
                parameters = try self.parameters(entry.value, &c)
            } else {
                bodies.append(entry)
            }
        }
        guard bodies.count == 1, let body = bodies.first else {
            let problem = bodies.isEmpty ? "has no view" : "has \(bodies.count) views ('\(bodies[0].key)' and '\(bodies[1].key)')"
            throw c.error("component '\(name)' \(problem): write 'params' and one view kind, as in '\(name): {params: {id: null}, hstack: {id: $id, …}}'", at: bodies.count > 1 ? bodies[1].keyNode : keyNode)
        }
        let definition = ComponentDefinition(name: name, location: c.location(keyNode), parameters: parameters,
                                             body: .mapping(Node.Mapping([(body.keyNode, body.value)], mapping.tag, mapping.style, mapping.mark)))
        try checkReferences(definition.body, definition, c)
        return definition
    }

    private static func checkName(_ name: String, _ keyNode: Node, defined: Components, _ c: ParserContext) throws(LayoutDiagnostic) {
        if ViewKind(rawValue: name) != nil {
            throw c.error("component '\(name)' has the name of a built-in view kind; choose another name", at: keyNode)
        }
        if let earlier = defined.definitions[name] {
            throw c.error("component '\(name)' is defined twice (first at \(earlier.location))", at: keyNode)
        }
        guard let first = name.first, ComponentReferences.isNameCharacter(first, first: true),
              name.allSatisfy({ ComponentReferences.isNameCharacter($0, first: false) || $0 == "-" }) else {
            throw c.error("component name '\(name)' must use letters, digits, '_' and '-', starting with a letter or '_'", at: keyNode)
        }
    }

    private static func parameters(_ value: Node, _ c: inout ParserContext) throws(LayoutDiagnostic) -> [ComponentDefinition.Parameter] {
        let mapping = try c.mapping(value, "params")
        var parameters: [ComponentDefinition.Parameter] = []
        for entry in c.entries(mapping) {
            guard let first = entry.key.first, ComponentReferences.isNameCharacter(first, first: true),
                  entry.key.allSatisfy({ ComponentReferences.isNameCharacter($0, first: false) }) else {
                throw c.error("parameter name '\(entry.key)' must use letters, digits and '_', starting with a letter or '_' (it is used as '$name')", at: entry.keyNode)
            }
            var required = false
            if case .scalar(let scalar) = entry.value, ParserContext.scalarKind(scalar) == .null { required = true }
            parameters.append(.init(name: entry.key, defaultValue: required ? nil : entry.value))
        }
        return parameters
    }

    /// Every `$name` in the body names a parameter: a typo is an error where it is written, even in a
    /// component no view uses yet.
    private static func checkReferences(_ node: Node, _ definition: ComponentDefinition, _ c: ParserContext) throws(LayoutDiagnostic) {
        switch node {
        case .scalar(let scalar):
            guard ParserContext.scalarKind(scalar) == .string else { return }
            let names = definition.parameters.map(\.name)
            for case .parameter(let name) in ComponentReferences.split(scalar.string) where !names.contains(name) {
                let known = names.isEmpty ? "it has no parameters" : "its parameters are \(names.map { "$\($0)" }.joined(separator: ", "))"
                throw c.error("unknown parameter '$\(name)' in component '\(definition.name)' (\(known); write '$$' for a literal '$')\(Suggestions.hint(for: name, in: names))", at: node)
            }
        case .mapping(let mapping):
            for pair in mapping { try checkReferences(pair.value, definition, c) }
        case .sequence(let sequence):
            for item in sequence { try checkReferences(item, definition, c) }
        case .alias:
            return
        }
    }
}
