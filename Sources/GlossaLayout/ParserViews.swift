import Yams

/// Turns the YAML tree under `root:` into `ViewNode`s, one node at a time, recording every problem in
/// the context and going on with the next property, node or constraint.
struct ViewParser {
    var context: ParserContext
    /// Every id in document order, with where it is written: constraints may name any of them.
    private(set) var ids: [(id: String, location: SourceLocation, instance: String)] = []
    /// The position of each id in `ids`, so that a document of thousands of views checks each id once.
    private var idPositions: [String: Int] = [:]
    /// Every constraint read, with where its items are written, checked once all ids are known.
    private(set) var constraints: [ConstraintParser.Parsed] = []

    init(context: ParserContext) {
        self.context = context
    }

    /// The node written at `yaml`, or nil when it is too broken to place in the tree.
    mutating func node(_ yaml: Node) -> ViewNode? {
        if case .some(let instance) = componentInstance(yaml) { return instance }
        guard context.buildView(at: yaml) else { return nil }
        let kinds = ViewKind.allCases.map(\.rawValue) + context.components.names
        guard case .mapping(let mapping) = yaml else {
            if case .scalar(let scalar) = yaml, let kind = ViewKind(rawValue: scalar.string) {
                context.report(context.error("write '\(kind.rawValue): {}' for a \(kind.rawValue) with no properties", at: yaml))
            } else {
                context.report(context.error("a view must be a mapping with one kind key (\(kinds.joined(separator: ", "))), not \(ParserContext.describe(yaml))", at: yaml))
            }
            return nil
        }
        var found: (kind: ViewKind, keyNode: Node, value: Node)?
        var reported = false
        for entry in context.entries(mapping) {
            if let kind = ViewKind(rawValue: entry.key) {
                if let first = found {
                    context.report(context.error("a view has one kind, but this one has '\(first.kind.rawValue)' and '\(kind.rawValue)'; write each view as its own list item", at: entry.keyNode))
                    reported = true
                } else {
                    found = (kind, entry.keyNode, entry.value)
                }
            } else if ParserKeys.allProperties.contains(entry.key) {
                context.report(context.error("'\(entry.key)' must be inside the view's kind mapping, as in 'text: {\(entry.key): …}'", at: entry.keyNode))
                reported = true
            } else {
                context.report(context.error("unknown view kind '\(entry.key)'\(Suggestions.hint(for: entry.key, in: kinds))", at: entry.keyNode))
                reported = true
            }
        }
        guard let found else {
            if !reported {
                context.report(context.error("a view needs a kind key: one of \(kinds.joined(separator: ", "))", at: yaml))
            }
            return nil
        }
        let view = properties(of: found.kind, keyNode: found.keyNode, value: found.value)
        if let text = view.text {
            let characters = (text.verbatim?.utf8.count ?? 0) + text.args.reduce(0) { sum, argument in
                if case .string(let string) = argument { return sum + string.utf8.count }
                return sum
            }
            guard context.buildText(characters, at: found.keyNode) else { return nil }
        }
        return view
    }

    private mutating func properties(of kind: ViewKind, keyNode: Node, value: Node) -> ViewNode {
        var view = ViewNode(kind: kind, id: nil, location: context.location(keyNode))
        var draft = TextDraft()
        var failed: Set<String> = []
        switch value {
        case .mapping(let mapping):
            let allowed = ParserKeys.keys(for: kind)
            for entry in context.entries(mapping) {
                guard allowed.contains(entry.key) else {
                    let message = ParserKeys.misplaced(entry.key, on: kind)
                    context.report(message.map { context.error($0, at: entry.keyNode) }
                        ?? context.unknownKey(entry.key, at: entry.keyNode, in: kind.rawValue, known: allowed))
                    continue
                }
                if !property(entry.key, entry.keyNode, entry.value, of: &view, &draft) { failed.insert(entry.key) }
            }
        case .scalar(let scalar) where ParserContext.scalarKind(scalar) == .null:
            break  // `spacer:` with nothing after it
        default:
            context.report(context.error("'\(kind.rawValue)' must be a mapping of properties, as in '\(kind.rawValue): {id: …}', not \(ParserContext.describe(value))", at: value))
            return view
        }
        finish(&view, draft, keyNode: keyNode, failed: failed)
        return view
    }

    /// Reads one property into `view` (or, for the text properties, into `draft`); false when it
    /// was refused.
    private mutating func property(_ key: String, _ keyNode: Node, _ value: Node, of view: inout ViewNode,
                                   _ draft: inout TextDraft) -> Bool {
        let read: Void? = context.recording { (c: inout ParserContext) throws(LayoutDiagnostic) in
            switch key {
            case "width": view.width = try c.sizeSpec(value, key)
            case "height": view.height = try c.sizeSpec(value, key)
            case "padding": view.padding = try c.padding(value)
            case "background": view.background = try c.color(value, key)
            case "cornerRadius": view.cornerRadius = try c.length(value, key)
            case "border": view.border = try c.border(value)
            case "semantic":
                view.semantic = SemanticAttribute(rawValue: try c.choice(value, key, "semantic attribute", SemanticAttribute.allCases.map(\.rawValue)))!
            case "hugging": view.hugging = try c.priorities(value, key, default: view.hugging)
            case "compression": view.compression = try c.priorities(value, key, default: view.compression)
            case "clips": view.clips = try c.bool(value, key)
            case "hidden": view.hidden = try c.bool(value, key)
            case "spacing": view.spacing = try c.signedLength(value, key)
            case "distribution": view.distribution = try c.choice(value, key, "distribution", ParserKeys.distributions)
            case "alignment" where view.kind != .text && view.kind != .button:
                view.alignment = try c.choice(value, key, "\(view.kind.rawValue) alignment", ParserKeys.alignments(for: view.kind))
            case "asset", "image": view.asset = try c.assetName(value, key)
            case "tint": view.tint = try c.color(value, key)
            case "contentMode":
                view.contentMode = ImageContentMode(rawValue: try c.choice(value, key, "content mode", ImageContentMode.allCases.map(\.rawValue)))!
            case "id", "children", "rows", "constraints": break  // below: they need the parser itself
            default: try draft.read(key, keyNode, value, c)
            }
        }
        switch key {
        case "id":
            do { view.id = try identifier(value) } catch { context.report(error) }
        case "children": view.children = nodes(value, key)
        case "rows":
            view.rows = rows(value)
            view.children = view.rows.flatMap { $0 }
        case "constraints": view.constraints = constraintList(value)
        default: break
        }
        return read != nil
    }

    /// The checks that need the whole node: text content, required properties. A required property
    /// that was written but refused has been reported already, so it is not reported missing too.
    private mutating func finish(_ view: inout ViewNode, _ draft: TextDraft, keyNode: Node, failed: Set<String>) {
        guard failed.isDisjoint(with: ["key", "verbatim", "asset", "image"]) else { return }
        if view.kind == .text || view.kind == .button {
            context.recording { (c: inout ParserContext) throws(LayoutDiagnostic) in
                view.text = try draft.content(for: view.kind, hasImage: view.asset != nil, at: c.location(keyNode))
            }
        }
        if view.kind == .image, view.asset == nil {
            context.report(context.error("image needs 'asset' (the image set's name in the asset catalog)", at: keyNode))
        }
    }

    private mutating func identifier(_ value: Node) throws(LayoutDiagnostic) -> String {
        let c = context
        let id = try c.string(value, "id")
        if id == "superview" || id == "safe" {
            throw c.error("id '\(id)' is reserved: constraints use it for \(id == "safe" ? "the device safe area" : "the parent view")", at: value)
        }
        let isStart = { (ch: Character) in ch == "_" || (ch.isASCII && ch.isLetter) }
        guard let first = id.first, isStart(first),
              id.allSatisfy({ isStart($0) || ($0.isASCII && $0.isNumber) || $0 == "-" }) else {
            throw c.error("id '\(id)' cannot be named in a constraint: use letters, digits, '_' and '-', starting with a letter or '_'", at: value)
        }
        if let position = idPositions[id] {
            let previous = ids[position]
            throw c.error("duplicate id '\(id)' (first used at \(previous.location)\(previous.instance))", at: value)
        }
        idPositions[id] = ids.count
        ids.append((id, c.location(value), c.components.instance))
        return id
    }

    private mutating func nodes(_ value: Node, _ name: String) -> [ViewNode] {
        guard let items = context.recording({ (c: inout ParserContext) throws(LayoutDiagnostic) in try c.sequence(value, name) }) else { return [] }
        return items.compactMap { node($0) }
    }

    private mutating func rows(_ value: Node) -> [[ViewNode]] {
        guard let items = context.recording({ (c: inout ParserContext) throws(LayoutDiagnostic) in try c.sequence(value, "rows") }) else { return [] }
        return items.compactMap { row -> [ViewNode]? in
            guard case .sequence = row else {
                context.report(context.error("each of 'rows' must be a list of views (a row), not \(ParserContext.describe(row))", at: row))
                return nil
            }
            return nodes(row, "rows")
        }
    }

    private mutating func constraintList(_ value: Node) -> [ConstraintSpec] {
        guard let items = context.recording({ (c: inout ParserContext) throws(LayoutDiagnostic) in try c.sequence(value, "constraints") }) else { return [] }
        var specs: [ConstraintSpec] = []
        for item in items {
            let parsed = context.recording { (c: inout ParserContext) throws(LayoutDiagnostic) -> ConstraintParser.Parsed in
                guard case .scalar(let scalar) = item, ParserContext.scalarKind(scalar) == .string else {
                    throw c.error("each constraint must be a string like 'a.leading == superview.leading + 16', not \(ParserContext.describe(item))", at: item)
                }
                // Quoted strings start one column after their quote.
                let quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
                var start = c.location(item)
                start.column += quoted ? 1 : 0
                let parsed = try ConstraintParser.parseWithItems(scalar.string, at: start)
                if let second = parsed.spec.second, second == parsed.spec.first {
                    throw c.error("constraint '\(scalar.string)' relates \(second.item).\(second.attribute.rawValue) to itself", at: item)
                }
                let attributes = [parsed.spec.first.attribute] + (parsed.spec.second.map { [$0.attribute] } ?? [])
                if attributes.contains(where: { $0 == .leading || $0 == .trailing }),
                   attributes.contains(where: { $0 == .left || $0 == .right }) {
                    // Auto Layout refuses this too: one side would flip in right-to-left layouts and the other not.
                    throw c.error("constraint '\(scalar.string)' mixes leading/trailing with left/right; use one pair (leading and trailing flip in right-to-left layouts, left and right do not)", at: item)
                }
                return parsed
            }
            if let parsed {
                constraints.append(parsed)
                specs.append(parsed.spec)
            }
        }
        return specs
    }
}
