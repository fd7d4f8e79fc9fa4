import Yams

/// Readers for the structured property values: sizes, padding, priorities, borders, colours, assets.
extension ParserContext {
    /// `44`, or `{min: 44, max: 300}`.
    func sizeSpec(_ node: Node, _ name: String) throws(LayoutDiagnostic) -> SizeSpec {
        guard case .mapping(let mapping) = node else {
            if case .scalar = node { return SizeSpec(exact: try length(node, name)) }
            throw mismatch(name, "a number or {min, max}", node)
        }
        var spec = SizeSpec()
        var maxNode: Node?
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "min": spec.min = try length(value, "\(name).min")
            case "max":
                spec.max = try length(value, "\(name).max")
                maxNode = value
            default: throw unknownKey(key, at: keyNode, in: "'\(name)'", known: ["min", "max"])
            }
        }
        if let min = spec.min, let max = spec.max, let maxNode, min > max {
            throw error("'\(name)' min \(scalarText(mapping["min"]!)) is greater than its max \(scalarText(maxNode))", at: maxNode)
        }
        return spec
    }

    /// A number for every edge, or edges by name. An edge given twice (`leading` and `left`, or
    /// `vertical` and `top`) is refused: which one was meant cannot be guessed.
    func padding(_ node: Node) throws(LayoutDiagnostic) -> EdgeInsets {
        guard case .mapping(let mapping) = node else {
            guard case .scalar = node else { throw mismatch("padding", "a number or a mapping of edges", node) }
            let all = try length(node, "padding")
            return EdgeInsets(top: all, bottom: all, leading: all, trailing: all)
        }
        // The edge each key sets; left shares the leading slot because, left-to-right, they are one edge.
        let slots: [String: [String]] = ["top": ["top"], "bottom": ["bottom"], "leading": ["leading"], "left": ["leading"],
                                         "trailing": ["trailing"], "right": ["trailing"],
                                         "horizontal": ["leading", "trailing"], "vertical": ["top", "bottom"]]
        var setBy: [String: String] = [:]
        var keysSoFar: [String] = []
        var insets = EdgeInsets.zero
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            guard let edges = slots[key] else { throw unknownKey(key, at: keyNode, in: "padding", known: ParserKeys.paddingKeys) }
            for edge in edges {
                if let previous = setBy[edge] {
                    let why = Set([previous, key]).isSubset(of: ["leading", "trailing", "left", "right", "horizontal"])
                        ? " (leading and trailing flip in right-to-left layouts, left and right do not)" : ""
                    throw error("padding gives the \(edge) edge twice, with '\(previous)' and '\(key)'; use one\(why)", at: keyNode)
                }
                setBy[edge] = key
            }
            // One edge that flips and one that does not would lose an inset in right-to-left layouts.
            let physical: Set<String> = ["left", "right"], directional: Set<String> = ["leading", "trailing", "horizontal"]
            if let other = keysSoFar.first(where: { (physical.contains(key) && directional.contains($0))
                || (directional.contains(key) && physical.contains($0)) }) {
                throw error("padding mixes '\(other)' and '\(key)'; use leading/trailing or left/right (leading and trailing flip in right-to-left layouts, left and right do not)", at: keyNode)
            }
            keysSoFar.append(key)
            let amount = try length(value, "padding.\(key)")
            switch key {
            case "top": insets.top = amount
            case "bottom": insets.bottom = amount
            case "leading": insets.leading = amount
            case "trailing": insets.trailing = amount
            case "left": insets.left = amount
            case "right": insets.right = amount
            case "horizontal": (insets.leading, insets.trailing) = (amount, amount)
            default: (insets.top, insets.bottom) = (amount, amount)
            }
        }
        return insets
    }

    /// `hugging: 251` (both axes) or `hugging: {horizontal: 251, vertical: 750}`.
    func priorities(_ node: Node, _ name: String, default fallback: AxisPriorities) throws(LayoutDiagnostic) -> AxisPriorities {
        guard case .mapping(let mapping) = node else {
            guard case .scalar = node else { throw mismatch(name, "a priority or {horizontal, vertical}", node) }
            let both = try priority(node, name)
            return AxisPriorities(horizontal: both, vertical: both)
        }
        var result = fallback
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "horizontal": result.horizontal = try priority(value, "\(name).horizontal")
            case "vertical": result.vertical = try priority(value, "\(name).vertical")
            default: throw unknownKey(key, at: keyNode, in: "'\(name)'", known: ["horizontal", "vertical"])
            }
        }
        return result
    }

    func priority(_ node: Node, _ name: String) throws(LayoutDiagnostic) -> Double {
        let value = try number(node, name)
        guard (1...1000).contains(value) else {
            throw error("'\(name)' must be a priority from 1 to 1000, not \(scalarText(node))", at: node)
        }
        return value
    }

    /// `{width: 1, color: separator}`; the width defaults to one point.
    func border(_ node: Node) throws(LayoutDiagnostic) -> Border {
        let mapping = try self.mapping(node, "border")
        var width = 1.0
        var color: String?
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "width": width = try length(value, "border.width")
            case "color": color = try self.color(value, "border.color")
            default: throw unknownKey(key, at: keyNode, in: "'border'", known: ["width", "color"])
            }
        }
        guard let color else { throw error("'border' needs a 'color'", at: node) }
        return Border(width: width, color: color)
    }

    func color(_ node: Node, _ name: String) throws(LayoutDiagnostic) -> String {
        let text = try string(node, name)
        guard ColorValue.rgba(text) == nil else { return text }
        let names = ColorValue.names
        throw error("'\(name)' is not a color: '\(text)'\(Suggestions.hint(for: text, in: names)) (use #RGB, #RRGGBB, #RRGGBBAA or one of \(names.joined(separator: ", ")))",
                    at: node)
    }

    /// An image set's name inside the asset catalog; one that would leave the catalog is refused.
    func assetName(_ node: Node, _ name: String) throws(LayoutDiagnostic) -> String {
        let text = try string(node, name)
        guard !text.isEmpty else { throw error("'\(name)' must not be empty", at: node) }
        if text.hasPrefix("/") || text.contains("\\") || text.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }) {
            throw error("asset name '\(text)' points outside the asset catalog; use the image set's name inside it", at: node)
        }
        return text
    }
}

/// The text properties of a text view or button, gathered before the node is complete so that
/// "neither key nor verbatim" can be told from "not yet".
struct TextDraft {
    var content = TextContent()
    var keyAt: SourceLocation?
    var verbatimAt: SourceLocation?
    var styleAt: SourceLocation?
    var sizeAt: SourceLocation?
    /// The first title property written, for a button that has no title to apply it to.
    var firstProperty: (name: String, location: SourceLocation)?

    mutating func read(_ key: String, _ keyNode: Node, _ value: Node, _ c: ParserContext) throws(LayoutDiagnostic) {
        let at = c.location(keyNode)
        if firstProperty == nil, key != "key", key != "verbatim" { firstProperty = (key, at) }
        switch key {
        case "key":
            content.key = try c.string(value, key)
            keyAt = at
        case "verbatim":
            content.verbatim = try c.string(value, key)
            verbatimAt = at
        case "table": content.table = try c.string(value, key)
        case "args": content.args = try arguments(value, c)
        case "style":
            content.style = try c.choice(value, key, "text style", ParserKeys.textStyles)
            styleAt = at
        case "size":
            let size = try c.length(value, key)
            guard size > 0 else { throw c.error("'size' must be more than 0, not \(c.scalarText(value))", at: value) }
            guard size <= InputLimits.maximumFontSize else {
                throw c.error("'size' must be at most \(Int(InputLimits.maximumFontSize)) points, not \(c.scalarText(value))", at: value)
            }
            content.size = size
            sizeAt = at
        case "weight": content.weight = try c.choice(value, key, "weight", ParserKeys.weights)
        case "lines":
            let lines = try c.wholeNumber(value, key)
            guard lines >= 0 else { throw c.error("'lines' must be 0 (unlimited) or more, not \(lines)", at: value) }
            guard lines <= InputLimits.maximumLines else {
                throw c.error("'lines' must be at most \(InputLimits.maximumLines), not \(lines)", at: value)
            }
            content.lines = lines
        case "truncation": content.truncation = try c.choice(value, key, "truncation", ParserKeys.truncations)
        case "alignment": content.alignment = try c.choice(value, key, "text alignment", ParserKeys.textAlignments)
        default: content.color = try c.color(value, key)
        }
    }

    private func arguments(_ node: Node, _ c: ParserContext) throws(LayoutDiagnostic) -> [TextArgument] {
        var result: [TextArgument] = []
        for item in try c.sequence(node, "args") {
            let mismatch = c.error("each of 'args' must be a string, a number or a typed value ({date: …}, {percent: …}…), not \(ParserContext.describe(item))", at: item)
            if case .mapping = item {
                result.append(.value(try c.typedValue(item)))
                continue
            }
            guard case .scalar(let scalar) = item else { throw mismatch }
            switch ParserContext.scalarKind(scalar) {
            case .string: result.append(.string(scalar.string))
            case .int: result.append(.integer(try c.wholeNumber(item, "args")))
            case .float:
                result.append(.number(try c.argumentNumber(item, "args")))
            default: throw mismatch
            }
        }
        return result
    }

    /// The finished title; nil for a button with only an image.
    func content(for kind: ViewKind, hasImage: Bool, at location: SourceLocation) throws(LayoutDiagnostic) -> TextContent? {
        if let keyAt, let verbatimAt {
            let later = keyAt.line > verbatimAt.line || (keyAt.line == verbatimAt.line && keyAt.column > verbatimAt.column)
            throw LayoutDiagnostic("\(kind.rawValue) has both 'key' and 'verbatim'; use one", at: later ? keyAt : verbatimAt)
        }
        if let styleAt, let sizeAt {
            let later = styleAt.line > sizeAt.line || (styleAt.line == sizeAt.line && styleAt.column > sizeAt.column)
            throw LayoutDiagnostic("'style' and 'size' both set the font size; use one", at: later ? styleAt : sizeAt)
        }
        guard keyAt != nil || verbatimAt != nil else {
            if kind == .text {
                throw LayoutDiagnostic("text needs 'key' (localized) or 'verbatim' (literal text)", at: location)
            }
            if let firstProperty {
                throw LayoutDiagnostic("'\(firstProperty.name)' styles a button's title, but it has none; add 'key' or 'verbatim'", at: firstProperty.location)
            }
            if !hasImage { throw LayoutDiagnostic("button needs a title ('key' or 'verbatim') or an 'image'", at: location) }
            return nil
        }
        var result = content
        if result.style == nil, result.size == nil { result.style = "body" }
        return result
    }
}
