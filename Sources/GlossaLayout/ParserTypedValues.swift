import GlossaICU
import Yams

/// Readers for typed format arguments (`{date: …}`, `{percent: …}`, …) and the document's `timeZone`.
///
/// Every value ICU would refuse or silently mangle (an unknown unit, currency or time zone, a day that
/// does not exist) is refused here, at its line and column, so a run never fails halfway through.
extension ParserContext {
    /// The keys each typed argument takes; its first key names the kind.
    static let typedArgumentKeys: [(kind: String, keys: [String])] = [
        ("date", ["date", "style", "time", "skeleton"]), ("relative", ["relative", "unit"]), ("percent", ["percent"]),
        ("currency", ["currency", "code"]), ("measure", ["measure", "unit", "width"]), ("list", ["list", "type"]),
    ]

    func typedValue(_ node: Node) throws(LayoutDiagnostic) -> TypedValue {
        let mapping = try self.mapping(node, "args")
        let kinds = Self.typedArgumentKeys.map(\.kind)
        let present = mapping.compactMap { $0.key.string }.filter { kinds.contains($0) }
        guard let kind = present.first, let keys = Self.typedArgumentKeys.first(where: { $0.kind == kind })?.keys else {
            throw error("a typed argument needs one of \(Suggestions.list(kinds)) (as in '{date: \"2025-03-14\"}')", at: node)
        }
        var fields: [String: Node] = [:]
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            guard keys.contains(key) else { throw unknownKey(key, at: keyNode, in: "a \(kind) argument", known: keys) }
            fields[key] = value
        }
        switch kind {
        case "date": return try date(fields, at: node)
        case "relative":
            let unit = try required(fields, "unit", of: kind, at: node)
            return .relative(try argumentNumber(fields[kind]!, kind), RelativeUnit(rawValue: try choice(unit, "unit", "relative date unit",
                                                                                                RelativeUnit.allCases.map(\.rawValue)))!)
        case "percent": return .percent(try argumentNumber(fields[kind]!, kind))
        case "currency": return .currency(try argumentNumber(fields[kind]!, kind), code: try currencyCode(try required(fields, "code", of: kind, at: node)))
        case "measure": return try measure(fields, at: node)
        default: return try list(fields)
        }
    }

    /// `timeZone: Europe/Paris`: an IANA name ICU knows.
    func timeZone(_ node: Node) throws(LayoutDiagnostic) -> String {
        let name = try string(node, "timeZone")
        guard ValueFormat.isKnownTimeZone(name) else {
            throw error("unknown time zone '\(name)' (use an IANA name such as UTC, Europe/Paris or Asia/Tokyo)", at: node)
        }
        return name
    }

    private func required(_ fields: [String: Node], _ key: String, of kind: String, at node: Node) throws(LayoutDiagnostic) -> Node {
        guard let value = fields[key] else { throw error("a \(kind) argument needs '\(key)'", at: node) }
        return value
    }

    private func date(_ fields: [String: Node], at node: Node) throws(LayoutDiagnostic) -> TypedValue {
        let text = try string(fields["date"]!, "date")
        guard let date = CivilDate(iso: text) else {
            throw error("'\(text)' is not a date; write it as ISO 8601: 2025-03-14, 2025-03-14T09:30 or 2025-03-14T09:30:00Z", at: fields["date"]!)
        }
        if let skeleton = fields["skeleton"] {
            if let style = fields["style"] ?? fields["time"] {
                throw error("a date has either a 'skeleton' or a 'style' and 'time', not both", at: style)
            }
            let pattern = try string(skeleton, "skeleton")
            guard ValueFormat.isValidSkeleton(pattern) else {
                throw error("'\(pattern)' is not a date skeleton (pattern letters only, as in yMMMEd or jm)", at: skeleton)
            }
            return .date(date, .skeleton(pattern))
        }
        let style = try fields["style"].map { node throws(LayoutDiagnostic) in
            DateStyle(rawValue: try choice(node, "style", "date style", DateStyle.allCases.map(\.rawValue)))!
        } ?? .medium
        let time = try fields["time"].map { node throws(LayoutDiagnostic) in
            TimeStyle(rawValue: try choice(node, "time", "time style", TimeStyle.allCases.map(\.rawValue)))!
        } ?? TimeStyle.none
        return .date(date, .style(style, time: time))
    }

    private func currencyCode(_ node: Node) throws(LayoutDiagnostic) -> String {
        let code = try string(node, "code")
        guard ValueFormat.isKnownCurrency(code) else {
            throw error("unknown currency '\(code)' (use an ISO 4217 code such as EUR, USD or JPY)", at: node)
        }
        return code
    }

    private func measure(_ fields: [String: Node], at node: Node) throws(LayoutDiagnostic) -> TypedValue {
        let amount = try argumentNumber(fields["measure"]!, "measure")
        let unitNode = try required(fields, "unit", of: "measure", at: node)
        let unit = try string(unitNode, "unit")
        guard ValueFormat.isKnownUnit(unit) else {
            throw error("unknown unit '\(unit)' (use a CLDR unit such as kilometer-per-hour, celsius or megabyte)", at: unitNode)
        }
        let width = try fields["width"].map { node throws(LayoutDiagnostic) in
            UnitWidth(rawValue: try choice(node, "width", "unit width", UnitWidth.allCases.map(\.rawValue)))!
        } ?? .short
        return .measure(amount, unit: unit, width: width)
    }

    private func list(_ fields: [String: Node]) throws(LayoutDiagnostic) -> TypedValue {
        var items: [String] = []
        for item in try sequence(fields["list"]!, "list") { items.append(try string(item, "list")) }
        let type = try fields["type"].map { node throws(LayoutDiagnostic) in
            ListType(rawValue: try choice(node, "type", "list type", ListType.allCases.map(\.rawValue)))!
        } ?? .and
        return .list(items, type)
    }
}
