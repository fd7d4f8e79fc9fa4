import Foundation
import GlossaLayout
import SwiftSyntax

/// Evaluates SwiftUI view expressions into the document model, following the app's own views, view functions,
/// modifiers and helpers with the values known at each call site; what it cannot know becomes a typed placeholder.
final class Interpreter {
    let index: SourceIndex
    /// Views that were laid out as boxes, by what they are: the document's `unsupported` list.
    private(set) var approximations: [String: Int] = [:]
    /// How many views each id was given to, for the `#n` of repeated instances.
    private var idUses: [String: Int] = [:]
    /// App views being evaluated, to stop a view that contains itself.
    var stack: [String] = []
    /// Evaluation steps left: a bound on work for any source.
    private var budget = 200_000
    /// Expressions being evaluated inside one another, and the most there may be.
    private var nesting = 0
    static let maximumNesting = 300
    /// Keys made from literals whose interpolations hold a value the source does not give.
    var keysWithPlaceholders = Set<String>()
    /// The text a lookup gives when no table has its key (`NSLocalizedString(_:value:)`, SwiftGen's `fallback:`), by key.
    var defaultValues: [String: String] = [:]
    /// Navigation titles set on views (by view id), and whether each is large (nil: automatic).
    var navigationTitles: [String: (title: ViewNode, large: Bool?)] = [:]
    /// `navigationBarTitleDisplayMode` set before a title, by view id: large or not.
    var displayModes: [String: Bool] = [:]
    /// The tab items (`.tabItem { … }`, `Tab(…)`) of views, by view id: their label's views.
    var tabItems: [String: [ViewNode]] = [:]
    /// Environment values each view sets itself (by view id): an outer modifier leaves them as they are.
    var environmentKeys: [String: Set<String>] = [:]
    /// Environment values of the app's own set around the views being made, innermost last.
    var customEnvironment: [(key: String, value: Value)] = []
    /// Where navigation leads from the views evaluated, in source order.
    var destinations: [Destination] = []
    /// The tab each `TabView` shows, by its id: the first where none is said.
    var selectedTabs: [String: Int] = [:]
    /// The `TabView`s evaluated, in order, with their tabs' titles.
    var tabViews: [TabViewSeen] = []

    static let maximumDepth = 40
    /// Types whose unknown values are data, never a view to draw as a box.
    static let valueTypes: Set<String> = ["Double", "Int", "String", "Bool", "CGFloat", "Float", "Date", "URL", "Data", "UUID",
                                          "Color", "Font", "Range", "GeometryProxy", "LocalizedStringKey", "CGSize", "CGPoint",
                                          "CGRect", "Array", "Dictionary", "Set", "Optional", "Int64", "TimeInterval"]
    /// Rows a `ForEach` over data the source does not give shows.
    static let unknownRowCount = 3
    /// Rows of a known range or array shown at most.
    static let maximumRows = 30

    /// The app's named colours (`Color("brand")`), from its asset catalog.
    let assetColors: [String: String]

    /// The app's keys by their names as a string-accessor generator writes them (`GeneratedKeys`), for accessors whose
    /// generated file the repository does not hold.
    let generatedKeys: GeneratedKeys

    init(index: SourceIndex, assetColors: [String: String] = [:], generatedKeys: GeneratedKeys = GeneratedKeys()) {
        self.index = index
        self.assetColors = assetColors
        self.generatedKeys = generatedKeys
    }

    // MARK: Views

    /// The views a view builder's statements make, in order.
    func views<Items: Sequence>(_ items: Items, scope: Scope) -> [ViewNode] where Items.Element == CodeBlockItemSyntax {
        var result: [ViewNode] = []
        for item in items {
            guard spend() else { break }
            switch item.item {
            case let .expr(expression):
                if mutate(expression, scope: scope) { continue }
                result += viewsOf(evaluate(expression, scope: scope), at: Syntax(expression))
            case let .stmt(statement):
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                    if mutate(expression, scope: scope) { continue }
                    result += viewsOf(evaluate(expression, scope: scope), at: Syntax(expression))
                } else if let returned = statement.as(ReturnStmtSyntax.self)?.expression {
                    result += viewsOf(evaluate(returned, scope: scope), at: Syntax(returned))
                    return result
                } else {
                    forgetChanges(in: statement, scope: scope)
                }
            case let .decl(declaration):
                if let config = declaration.as(IfConfigDeclSyntax.self) {
                    result += conditionalViews(config, scope: scope)
                } else {
                    bindLocals(declaration, scope: scope)
                }
            }
        }
        return result
    }

    /// A value in a place that shows views: its views, or a box for a view the interpreter does not know.
    func viewsOf(_ value: Value, at node: Syntax) -> [ViewNode] {
        switch value {
        case let .views(views): return views
        case let .unknown(type, name):
            guard let type, type.first?.isUppercase == true, !Self.valueTypes.contains(type), !type.contains("Binding") else { return [] }
            return [unsupportedView(type == name ? type : "\(type) \(name)", at: node)]
        case let .color(hex):
            var color = makeNode(.view, type: "Color", at: node)
            color.background = hex
            color.swiftUI?.fillsProposal = true
            return [color]
        default: return []
        }
    }

    /// A box of the proposed size, labelled, for a view the interpreter cannot lay out.
    func unsupportedView(_ what: String, at node: Syntax) -> ViewNode {
        var box = makeNode(.view, type: what, at: node)
        box.unsupported = "'\(what)' is drawn as a box of the size it is offered: Glossa does not lay out this view"
        box.displayName = what
        box.swiftUI?.fillsProposal = true
        approximations[what, default: 0] += 1
        return box
    }

    /// A new node for the view `node` makes: its id is the file, line and column of the expression, `#n` from its
    /// second instance on.
    func makeNode(_ kind: ViewKind, type: String, at node: Syntax) -> ViewNode {
        let file = index.file(of: node)
        let place = file?.position(of: node) ?? (line: 0, column: 0)
        let base = "\(file?.name ?? "?"):\(place.line):\(place.column)"
        let uses = (idUses[base] ?? 0) + 1
        idUses[base] = uses
        var view = ViewNode(kind: kind, id: uses == 1 ? base : "\(base)#\(uses)",
                            location: SourceLocation(file: file?.path ?? "?", line: place.line, column: place.column))
        view.swiftUI = SwiftUIAttributes(type: type)
        return view
    }

    private func spend() -> Bool {
        budget -= 1
        return budget > 0
    }

    // MARK: Expressions

    func evaluate(_ expression: ExprSyntax, scope: Scope) -> Value {
        // A bound on nesting whatever the source (a thread's stack is small): deeper than this is an unknown value.
        guard spend(), stack.count < Self.maximumDepth, nesting < Self.maximumNesting else { return .unknown(type: nil, name: "value") }
        nesting += 1
        defer { nesting -= 1 }
        return evaluateNested(expression, scope: scope)
    }

    private func evaluateNested(_ expression: ExprSyntax, scope: Scope) -> Value {
        if let call = expression.as(FunctionCallExprSyntax.self) { return evaluateCall(call, scope: scope) }
        if let literal = expression.as(StringLiteralExprSyntax.self) { return stringLiteral(literal, scope: scope) }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            return Int(integer.literal.text.replacingOccurrences(of: "_", with: "")).map(Value.int) ?? .unknown(type: "Int", name: "number")
        }
        if let float = expression.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.replacingOccurrences(of: "_", with: "")).map(Value.double) ?? .unknown(type: "Double", name: "number")
        }
        if let boolean = expression.as(BooleanLiteralExprSyntax.self) { return .bool(boolean.literal.text == "true") }
        if expression.is(NilLiteralExprSyntax.self) { return .none }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return lookup(reference.baseName.text, scope: scope, at: Syntax(reference)) }
        if let member = expression.as(MemberAccessExprSyntax.self) { return memberAccess(member, scope: scope) }
        if let conditional = expression.as(IfExprSyntax.self) { return .views(ifViews(conditional, scope: scope)) }
        if let switchExpression = expression.as(SwitchExprSyntax.self) { return .views(switchViews(switchExpression, scope: scope)) }
        if let closure = expression.as(ClosureExprSyntax.self) { return .closure(closure, scope) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluate(only.expression, scope: scope)
        }
        if let array = expression.as(ArrayExprSyntax.self) { return .array(array.elements.map { evaluate($0.expression, scope: scope) }) }
        if let sequence = expression.as(SequenceExprSyntax.self) { return evaluateSequence(sequence, scope: scope) }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            let condition = evaluate(ternary.condition, scope: scope).asBool
            return evaluate(condition == false ? ternary.elseExpression : ternary.thenExpression, scope: scope)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            let value = evaluate(prefix.expression, scope: scope)
            if prefix.operator.text == "!", let bool = value.asBool { return .bool(!bool) }
            if prefix.operator.text == "-", let number = value.asDouble { return .double(-number) }
            return .unknown(type: nil, name: "value")
        }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return evaluate(forced.expression, scope: scope) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return evaluate(optional.expression, scope: scope) }
        if let tried = expression.as(TryExprSyntax.self) { return evaluate(tried.expression, scope: scope) }
        if let awaited = expression.as(AwaitExprSyntax.self) { return evaluate(awaited.expression, scope: scope) }
        if let postfix = expression.as(PostfixIfConfigExprSyntax.self) { return postfixConditional(postfix, scope: scope) }
        if let macro = expression.as(MacroExpansionExprSyntax.self) { return .unknown(type: nil, name: macro.macroName.text) }
        return .unknown(type: nil, name: "value")
    }

    /// A name: a local or parameter, else a property of `self`, else a global constant.
    func lookup(_ name: String, scope: Scope, at node: Syntax) -> Value {
        if let value = scope.lookup(name) { return value }
        if let type = scope.selfType, let property = type.properties[name] {
            let value = propertyValue(property, of: type, scope: scope, at: node)
            scope.bind(name, value)
            return value
        }
        if let constant = index.globalConstants[name] { return evaluate(constant, scope: Scope(selfType: nil)) }
        if index.types[name] != nil { return .member(name) }
        return .unknown(type: nil, name: name)
    }

    /// A property of the view being evaluated that its call site did not give: its default, its getter, or a
    /// placeholder of its type.
    func propertyValue(_ property: PropertyDecl, of type: TypeDecl, scope: Scope, at node: Syntax) -> Value {
        if let getter = property.getter {
            guard !stack.contains("\(type.name).\(property.name)") else { return .unknown(type: property.type, name: property.name) }
            stack.append("\(type.name).\(property.name)")
            defer { stack.removeLast() }
            if Self.isViewType(property.type) { return .views(views(getter, scope: scope.child())) }
            let value = singleValue(getter, scope: scope.child())
            // What the getter computes from values the source does not give: a stand-in of the declared type, named
            // by the property.
            if case .unknown = value { return .unknown(type: property.type, name: property.name) }
            return value
        }
        if let key = property.environmentKey { return environment(key, declared: property.type, name: property.name) }
        if let initial = property.initial {
            return typed(evaluate(initial, scope: scope), as: property.type, literal: initial.is(StringLiteralExprSyntax.self))
        }
        if property.startsNil { return .none }
        return .unknown(type: property.type, name: property.name)
    }

    /// The value of a getter or a closure that returns one (its last expression).
    func singleValue(_ items: CodeBlockItemListSyntax, scope: Scope) -> Value {
        var last: Value = .unknown(type: nil, name: "value")
        for item in items {
            switch item.item {
            case let .expr(expression):
                if mutate(expression, scope: scope) { continue }
                last = evaluate(expression, scope: scope)
            case let .stmt(statement):
                if let returned = statement.as(ReturnStmtSyntax.self)?.expression { return evaluate(returned, scope: scope) }
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                    if mutate(expression, scope: scope) { continue }
                    last = evaluate(expression, scope: scope)
                } else {
                    forgetChanges(in: statement, scope: scope)
                }
            case let .decl(declaration): bindLocals(declaration, scope: scope)
            }
        }
        return last
    }

    /// A string literal given where a `String` is declared is a plain string (shown verbatim), not a key.
    func typed(_ value: Value, as type: String?, literal: Bool) -> Value {
        // `.status` where a `FrameConfig` is declared: the type's static member of that name.
        if case let .member(name) = value, let type, let declared = index.types[type.replacingOccurrences(of: "?", with: "")],
           let property = declared.properties[name], property.isStatic, !stack.contains("\(declared.name).\(name)") {
            return propertyValue(property, of: declared, scope: Scope(selfType: declared),
                                 at: Syntax(DeclReferenceExprSyntax(baseName: .identifier(name))))
        }
        // A literal whose type is inferred is a `String`, as Swift infers it; only a declared `LocalizedStringKey` (or
        // another type that takes a literal) keeps it a key.
        guard literal, case let .string(text, _, arguments, table) = value else { return value }
        let plain = type.map { $0.hasPrefix("String") } ?? true
        return .string(text, localizable: !plain, arguments: arguments, table: table)
    }

    /// Whether `.hidden()` hides the view.
    static func isHidden(_ view: ViewNode) -> Bool {
        view.swiftUI?.modifiers.contains { if case .hidden = $0 { return true } else { return false } } ?? false
    }

    static func isViewType(_ type: String?) -> Bool {
        guard let type else { return false }
        return type.contains("View") || type == "Content" || type.hasSuffix("Content") || type == "Body"
    }

    private func bindLocals(_ declaration: DeclSyntax, scope: Scope) {
        guard let variable = declaration.as(VariableDeclSyntax.self) else { return }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let type = binding.typeAnnotation?.type.writtenText
            let value = binding.initializer.map { typed(evaluate($0.value, scope: scope), as: type, literal: $0.value.is(StringLiteralExprSyntax.self)) }
            scope.bind(name, value ?? .unknown(type: type, name: name))
        }
    }

    // MARK: Members

    private func memberAccess(_ member: MemberAccessExprSyntax, scope: Scope) -> Value {
        let name = member.declName.baseName.text
        guard let base = member.base else { return implicitMember(name) }
        let baseText = Self.dottedName(base) ?? ""
        if baseText == "self" { return lookup(name, scope: scope, at: Syntax(member)) }
        // Read as an iPhone runs the app (as `#if` is): the idiom a phone reports.
        if baseText == "UIDevice.current", name == "userInterfaceIdiom" { return .member("phone") }
        if baseText == "Color" || baseText == "UIColor" { return namedColor(name).map(Value.color) ?? .color(Colors.unknown) }
        if baseText == "Font" { return Fonts.member(name).map(Value.font) ?? .unknown(type: "Font", name: name) }
        if baseText == "CGFloat" || baseText == "Double" { return implicitMember(name) }
        let owner = evaluate(base, scope: scope)
        switch owner {
        case let .instance(typeName, values):
            if let value = values[name] { return value }
            if let type = index.types[typeName], let property = type.properties[name] {
                let inner = Scope(selfType: type)
                for (key, value) in values { inner.bind(key, value) }
                return propertyValue(property, of: type, scope: inner, at: Syntax(member))
            }
            return .unknown(type: nil, name: name)
        case let .member(typeName):
            // A static member of an app type (`Strings.title`, `Theme.padding`) or an enum case.
            if let type = index.types[typeName] {
                if name == "allCases", type.properties[name] == nil, !type.cases.isEmpty { return .array(type.cases.map(Value.member)) }
                if let property = type.properties[name] {
                    return propertyValue(property, of: type, scope: Scope(selfType: type), at: Syntax(member))
                }
                if type.cases.contains(name) { return .member(name) }
                // A nested type (`L10n.Settings`): its own static members follow.
                if index.types[name] != nil { return .member(name) }
            }
            return .unknown(type: nil, name: name)
        case let .color(hex):
            // `.gradient`, `.secondary` of a colour: drawn as the colour.
            return .color(hex)
        case let .unknown(typeName, _):
            // `Localizations.sessionTimeout` of a generated file the repository does not hold: the key it names.
            if let key = generatedKey(base: base, name: name) { return key }
            // A model of the app the view is handed (`@EnvironmentObject var manager: StopwatchManager`): a property
            // its type declares with a default starts with it, as a model the preview makes would.
            if let typeName, let type = index.types[typeName.replacingOccurrences(of: "?", with: "")], !type.isView,
               let property = type.properties[name], !property.isStatic, property.initial != nil, property.getter == nil {
                return propertyValue(property, of: type, scope: Scope(selfType: type), at: Syntax(member))
            }
            // `item.title`: a placeholder named by the property (its type unknown).
            return .unknown(type: nil, name: name)
        case let .array(values) where name == "count": return .int(values.count)
        case let .array(values) where name == "isEmpty": return .bool(values.isEmpty)
        case let .string(text, _, _, _) where name == "isEmpty": return .bool(text.isEmpty)
        default:
            return .unknown(type: nil, name: name)
        }
    }

    /// A base written as names and dots (`self`, `Color`, `UIDevice.current`), as written; nil for anything else (a
    /// modified view, a call), whose text is never needed and costs the whole subtree to print.
    static func dottedName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, let owner = dottedName(base) else { return nil }
        return owner + "." + member.declName.baseName.text
    }

    /// `.leading`, `.infinity`, `.title`, `.red`: kept as the member's name, read by whoever takes it.
    private func implicitMember(_ name: String) -> Value {
        if name == "infinity" { return .double(.infinity) }
        return .member(name)
    }

    // MARK: Control flow

    /// The branch the known values choose, else the first that shows something.
    private func ifViews(_ conditional: IfExprSyntax, scope: Scope) -> [ViewNode] {
        var branches: [(known: Bool?, body: CodeBlockItemListSyntax, scope: Scope)] = []
        var current: IfExprSyntax? = conditional
        var elseBody: CodeBlockItemListSyntax?
        while let branch = current {
            let inner = scope.child()
            branches.append((condition(branch.conditions, scope: inner), branch.body.statements, inner))
            switch branch.elseBody {
            case let .ifExpr(next)?: current = next
            case let .codeBlock(block)?:
                elseBody = block.statements
                current = nil
            case nil: current = nil
            }
        }
        if let elseBody { branches.append((true, elseBody, scope.child())) }
        if let chosen = branches.first(where: { $0.known == true }), branches.prefix(while: { $0.known == false }).count
            == branches.firstIndex(where: { $0.known == true }) {
            return views(chosen.body, scope: chosen.scope)
        }
        // The first branch that shows something, and shows it (an app's `hidden(_:)` helper has a branch of hidden
        // views before one of the views themselves).
        var hiddenOnly: [ViewNode]?
        for branch in branches where branch.known != false {
            let shown = views(branch.body, scope: branch.scope)
            if shown.isEmpty { continue }
            if shown.allSatisfy(Self.isHidden) {
                if hiddenOnly == nil { hiddenOnly = shown }
                continue
            }
            return shown
        }
        return hiddenOnly ?? []
    }

    /// Whether the conditions hold: true, false, or nil when a value is unknown. `if let x = y` binds `x`.
    private func condition(_ conditions: ConditionElementListSyntax, scope: Scope) -> Bool? {
        var result: Bool? = true
        for element in conditions {
            switch element.condition {
            case let .expression(expression):
                let value = evaluate(expression, scope: scope).asBool
                if value == false { return false }
                if value == nil { result = nil }
            case let .optionalBinding(binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let value = binding.initializer.map { evaluate($0.value, scope: scope) } ?? lookup(name, scope: scope, at: Syntax(binding))
                // `if let x` of an optional the source leaves `nil`: the binding fails.
                if case .none = value { return false }
                scope.bind(name, value)
                if !value.isKnown { result = nil }
            default:
                result = nil
            }
        }
        return result
    }

    private func switchViews(_ switchExpression: SwitchExprSyntax, scope: Scope) -> [ViewNode] {
        let subject = evaluate(switchExpression.subject, scope: scope)
        var cases: [(matches: Bool?, statements: CodeBlockItemListSyntax)] = []
        for element in switchExpression.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self) else { continue }
            switch switchCase.label {
            case .default: cases.append((true, switchCase.statements))
            case let .case(label):
                var matches: Bool? = false
                for item in label.caseItems {
                    let pattern = item.pattern.writtenText
                    let name = pattern.hasPrefix(".") ? String(pattern.dropFirst().prefix { $0 != "(" }) : pattern
                    switch subject {
                    case let .member(value): if value == name { matches = true }
                    case let .int(value): if Int(pattern) == value { matches = true } else if Int(pattern) == nil { matches = nil }
                    case let .string(value, _, _, _): if pattern == "\"\(value)\"" { matches = true }
                    case .none: if pattern == ".none" || pattern == "nil" { matches = true }
                    default: matches = nil
                    }
                }
                cases.append((matches, switchCase.statements))
            }
        }
        if let chosen = cases.first(where: { $0.matches == true }), subject.isKnown {
            return views(chosen.statements, scope: scope.child())
        }
        for candidate in cases {
            let shown = views(candidate.statements, scope: scope.child())
            if !shown.isEmpty { return shown }
        }
        return []
    }
}
