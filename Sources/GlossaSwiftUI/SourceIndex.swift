import Foundation
import SwiftParser
import SwiftSyntax

/// One parsed Swift file: its path, name and the converter that turns syntax positions into lines and columns.
final class SourceFile {
    let path: String
    let name: String
    let tree: SourceFileSyntax
    /// Made when a position is first asked for: most files of an app are read for their declarations only.
    private(set) lazy var converter = SourceLocationConverter(fileName: name, tree: tree)

    init(path: String, text: String) {
        self.path = path
        name = (path as NSString).lastPathComponent
        tree = Parser.parse(source: text)
    }

    /// Line and column (1-based) where `node` starts, without its leading trivia.
    func position(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
        let location = node.startLocation(converter: converter)
        return (location.line, location.column)
    }
}

/// A stored or computed property of an app type, as written.
struct PropertyDecl {
    let name: String
    /// The type as written (`String`, `LocalizedStringKey`, `[Item]`), nil when inferred.
    let type: String?
    /// The default value of a stored property.
    let initial: ExprSyntax?
    /// The getter of a computed property.
    let getter: CodeBlockItemListSyntax?
    let isStatic: Bool
    /// The key of `@Environment(\.key)` (`horizontalSizeClass`), whose value is the environment's, not a default's.
    var environmentKey: String? = nil
    /// A stored `var` of an optional type with no default (plain or `@State`): Swift starts it `nil`.
    var startsNil = false
}

/// A type of the app: a `View`, a `ViewModifier`, or another struct, class or enum whose members views use.
struct TypeDecl {
    let name: String
    let file: SourceFile
    let inherits: [String]
    var properties: [String: PropertyDecl] = [:]
    /// Stored properties in declaration order: the memberwise initializer's parameters.
    var storedOrder: [String] = []
    var functions: [String: [FunctionDeclSyntax]] = [:]
    /// Explicit initializers: their parameters bind properties of the same name, and their bodies' assignments run.
    var initializers: [InitializerDeclSyntax] = []
    /// Enum cases, for `switch` over a known value.
    var cases: [String] = []
    /// Generic parameters that are views (`Trailing` of `struct Tag<Trailing: View>`): properties of those types hold
    /// views.
    var viewParameters: Set<String> = []

    var isView: Bool { inherits.contains("View") || isRepresentable }
    /// A UIKit view or view controller wrapped for SwiftUI: what it draws is the app's code at run time.
    var isRepresentable: Bool { inherits.contains("UIViewRepresentable") || inherits.contains("UIViewControllerRepresentable") }
    var isViewModifier: Bool { inherits.contains("ViewModifier") }
}

/// A screen the source declares: a `#Preview` block, or one preview of a `PreviewProvider`'s `previews`.
struct PreviewDecl {
    let name: String
    let file: SourceFile
    /// The statements that make the screen's views: the block's, or the one of `previews` that is this preview.
    let body: [CodeBlockItemSyntax]
    let line: Int
    let column: Int
    /// The `#Preview` or the provider's declaration, for where the screen's views are said to be.
    let node: Syntax
}

/// What the app's Swift files declare that the SwiftUI interpreter follows: types with their members, `extension View`
/// helpers, global functions and constants, and previews. Syntax in, plain declarations out; one visit per file.
final class SourceIndex {
    private(set) var types: [String: TypeDecl] = [:]
    /// Functions of `extension View` (and of extensions of `Text`, `Image`), by name.
    private(set) var viewExtensions: [String: [FunctionDeclSyntax]] = [:]
    private(set) var globalFunctions: [String: [FunctionDeclSyntax]] = [:]
    private(set) var globalConstants: [String: ExprSyntax] = [:]
    private(set) var previews: [PreviewDecl] = []
    /// Files swift-syntax reported errors in (read as far as they parse), with the first error's place.
    private(set) var damaged: [(file: String, line: Int, column: Int)] = []
    /// The files whose previews and windows are screens.
    private var screenPaths = Set<String>()
    /// Functions of the app already found to be (or not to be) a string lookup (`Interpreter.stringLookup`).
    var lookupFunctions: [SyntaxIdentifier: Bool] = [:]

    /// The app's window as a screen, once every file is read: the first `WindowGroup` of an `App`'s `body`, else of
    /// another of its properties (a scene an extension declares in another file), in a file whose screens are read.
    func addWindowGroups() {
        for type in types.values.sorted(by: { $0.name < $1.name }) where type.inherits.contains("App") {
            let getters = (type.properties["body"].map { [$0] } ?? [])
                + type.properties.values.filter { $0.name != "body" }.sorted { $0.name < $1.name }
            for property in getters {
                guard let getter = property.getter, let group = DeclarationVisitor.windowGroup(in: getter), let file = file(of: group),
                      screenPaths.contains(file.path) else { continue }
                let place = file.position(of: group)
                addPreview(PreviewDecl(name: "\(type.name)-WindowGroup", file: file, body: Array(group.trailingClosure?.statements ?? []),
                                       line: place.line, column: place.column, node: Syntax(group)))
                break
            }
        }
    }

    /// The file each syntax tree belongs to, by the tree's root id.
    private var fileByRoot: [SyntaxIdentifier: SourceFile] = [:]

    init() {}

    func add(_ file: SourceFile, screens: Bool) {
        fileByRoot[Syntax(file.tree).id] = file
        if screens { screenPaths.insert(file.path) }
        if file.tree.hasError, let bad = firstError(in: file.tree) {
            let place = file.position(of: bad)
            damaged.append((file.path, place.line, place.column))
        }
        let visitor = DeclarationVisitor(file: file, index: self, screens: screens)
        visitor.walk(file.tree)
    }

    /// The file that holds `node`.
    func file(of node: some SyntaxProtocol) -> SourceFile? {
        fileByRoot[node.root.id]
    }

    private func firstError(in tree: SourceFileSyntax) -> Syntax? {
        var found: Syntax?
        final class Finder: SyntaxVisitor {
            var found: Syntax?
            override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
                if found == nil { found = Syntax(node) }
                return .skipChildren
            }

            override func visit(_ node: TokenSyntax) -> SyntaxVisitorContinueKind {
                if found == nil, node.presence == .missing { found = Syntax(node) }
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .all)
        finder.walk(tree)
        found = finder.found
        return found ?? Syntax(tree)
    }

    fileprivate func addType(_ type: TypeDecl) {
        if var known = types[type.name] {
            // An extension's members join the type's.
            known.properties.merge(type.properties) { old, _ in old }
            known.functions.merge(type.functions) { old, new in old + new }
            known.cases += type.cases
            if known.inherits.isEmpty && !type.inherits.isEmpty {
                types[type.name] = TypeDecl(name: known.name, file: type.file, inherits: type.inherits, properties: known.properties,
                                            storedOrder: type.storedOrder + known.storedOrder, functions: known.functions,
                                            initializers: type.initializers + known.initializers, cases: known.cases,
                                            viewParameters: type.viewParameters.union(known.viewParameters))
            } else {
                types[type.name] = known
            }
        } else {
            types[type.name] = type
        }
    }

    /// `typealias A = B` of an app type: `A` names `B`, once every file is read (`resolveAliases`).
    private var aliases: [String: String] = [:]

    fileprivate func addAlias(_ name: String, of target: String) {
        if aliases[name] == nil { aliases[name] = target }
    }

    /// Each alias that names an app type, and no type of its own, is that type.
    func resolveAliases() {
        for (name, target) in aliases.sorted(by: { $0.key < $1.key }) where types[name] == nil {
            var resolved = target
            for _ in 0..<4 { resolved = aliases[resolved] ?? resolved }
            if let type = types[resolved] { types[name] = type }
        }
    }

    fileprivate func addViewExtension(_ function: FunctionDeclSyntax) {
        viewExtensions[function.name.text, default: []].append(function)
    }

    fileprivate func addGlobal(_ function: FunctionDeclSyntax) {
        globalFunctions[function.name.text, default: []].append(function)
    }

    fileprivate func addConstant(_ name: String, _ value: ExprSyntax) {
        if globalConstants[name] == nil { globalConstants[name] = value }
    }

    fileprivate func addPreview(_ preview: PreviewDecl) {
        previews.append(preview)
    }
}

/// Reads one file's declarations into the index.
private final class DeclarationVisitor: SyntaxVisitor {
    let file: SourceFile
    let index: SourceIndex
    let screens: Bool
    private var previewCount = 0

    init(file: SourceFile, index: SourceIndex, screens: Bool) {
        self.file = file
        self.index = index
        self.screens = screens
        super.init(viewMode: .sourceAccurate)
    }

    // Bodies hold no declaration the index keeps (a type declared in a function is local to it), so the walk passes
    // over them: most of a file's nodes. A file that does not parse may have left a preview or a type inside one.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        damaged ? .visitChildren : .skipChildren
    }

    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        damaged ? .visitChildren : .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        damaged ? .visitChildren : .skipChildren
    }

    private lazy var damaged = file.tree.hasError

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        addType(node.name.text, inherits: node.inheritanceClause, members: node.memberBlock, generics: node.genericParameterClause)
        return .visitChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        let target = node.initializer.value.writtenText
        if target.first?.isUppercase == true, !target.contains("<"), !target.contains("->") {
            index.addAlias(node.name.text, of: target.components(separatedBy: ".").last ?? target)
        }
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        addType(node.name.text, inherits: node.inheritanceClause, members: node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        addType(node.name.text, inherits: node.inheritanceClause, members: node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = node.extendedType.writtenText
        if ["View", "Text", "Image", "some View"].contains(extended) {
            for member in node.memberBlock.members {
                if let function = member.decl.as(FunctionDeclSyntax.self) { index.addViewExtension(function) }
            }
            return .skipChildren
        }
        addType(extended.components(separatedBy: ".").last ?? extended, inherits: node.inheritanceClause, members: node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.parent?.is(SourceFileSyntax.self) == true || node.parent?.is(CodeBlockItemSyntax.self) == true
            && node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true {
            index.addGlobal(node)
        }
        // Inside, only a preview a file that does not parse left there (declarations in a body are not the app's).
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // Top-level constants (`let appName = "…"`).
        if node.parent?.is(CodeBlockItemSyntax.self) == true, node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true {
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value {
                    index.addConstant(name, value)
                }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { addPreview(node.arguments, node.trailingClosure, at: Syntax(node)) }
        return .skipChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { addPreview(node.arguments, node.trailingClosure, at: Syntax(node)) }
        return .skipChildren
    }

    private func addPreview(_ arguments: LabeledExprListSyntax, _ closure: ClosureExprSyntax?, at node: Syntax) {
        guard screens, let closure else { return }
        previewCount += 1
        let title = arguments.first { $0.label == nil }.flatMap { $0.expression.as(StringLiteralExprSyntax.self) }
            .map { $0.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined() }
        let stem = (file.name as NSString).deletingPathExtension
        let place = file.position(of: node)
        index.addPreview(PreviewDecl(name: title ?? "\(stem)-preview-\(previewCount)", file: file, body: Array(closure.statements),
                                     line: place.line, column: place.column, node: node))
    }

    /// A type's member declarations as an iPhone build compiles them: those of the clause of each `#if` that holds.
    static func declarations(_ members: MemberBlockItemListSyntax) -> [DeclSyntax] {
        var result: [DeclSyntax] = []
        for member in members {
            if let config = member.decl.as(IfConfigDeclSyntax.self) {
                if case let .decls(inner)? = BuildConditions.chosen(config)?.elements { result += declarations(inner) }
            } else {
                result.append(member.decl)
            }
        }
        return result
    }

    /// `key` of an `@Environment(\.key)` attribute.
    static func environmentKey(_ attributes: AttributeListSyntax) -> String? {
        for element in attributes {
            guard case let .attribute(attribute) = element, attribute.attributeName.writtenText == "Environment",
                  case let .argumentList(arguments)? = attribute.arguments,
                  let path = arguments.first?.expression.as(KeyPathExprSyntax.self) else { continue }
            return path.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
        }
        return nil
    }

    /// The previews of a provider's `previews`, each as the statements that make it: each statement that makes views
    /// (each of a lone `Group`'s), after the statements that declare values, which every preview keeps.
    static func previews(_ body: CodeBlockItemListSyntax) -> [[CodeBlockItemSyntax]] {
        func declares(_ item: CodeBlockItemSyntax) -> Bool { if case .decl = item.item { return true } else { return false } }
        // Arrays of the tree's own nodes (a collection filtered into a new one would leave the file's tree).
        let declarations = Array(body).filter(declares)
        var shown = Array(body).filter { !declares($0) }
        // A lone `Group { … }`, its modifiers (`.frame(height: 200)`, `.previewLayout(…)`) being the canvas's.
        if shown.count == 1, let only = shown.first, case let .expr(expression) = only.item,
           let group = Destination.innermostCall(expression), group.calledExpression.writtenText == "Group",
           let content = group.trailingClosure?.statements, content.count > 1, !content.contains(where: declares) {
            shown = Array(content)
        }
        guard shown.count > 1 else { return [Array(body)] }
        return shown.map { declarations + [$0] }
    }

    /// `.previewDisplayName("Empty state")` anywhere in a preview's chain of modifiers.
    static func displayName(_ preview: CodeBlockItemSyntax) -> String? {
        guard case let .expr(expression) = preview.item else { return nil }
        var current = expression.as(FunctionCallExprSyntax.self)
        while let call = current, let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            if member.declName.baseName.text == "previewDisplayName",
               let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self) {
                let text = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
                return text.isEmpty ? nil : text
            }
            current = member.base?.as(FunctionCallExprSyntax.self)
        }
        return nil
    }

    /// The first `WindowGroup { … }` of an `App`'s scenes.
    static func windowGroup(in body: CodeBlockItemListSyntax) -> FunctionCallExprSyntax? {
        final class Finder: SyntaxVisitor {
            var found: FunctionCallExprSyntax?
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if found == nil, node.calledExpression.writtenText == "WindowGroup", node.trailingClosure != nil { found = node }
                return found == nil ? .visitChildren : .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.found
    }

    private func addType(_ name: String, inherits clause: InheritanceClauseSyntax?, members: MemberBlockSyntax,
                         generics: GenericParameterClauseSyntax? = nil) {
        let inherits = clause?.inheritedTypes.map { $0.type.writtenText.replacingOccurrences(of: "SwiftUI.", with: "") } ?? []
        var type = TypeDecl(name: name, file: file, inherits: inherits)
        for parameter in generics?.parameters ?? [] where parameter.inheritedType?.writtenText.hasSuffix("View") == true {
            type.viewParameters.insert(parameter.name.text)
        }
        for decl in Self.declarations(members.members) {
            if let variable = decl.as(VariableDeclSyntax.self) {
                let isStatic = variable.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    var getter: CodeBlockItemListSyntax?
                    switch binding.accessorBlock?.accessors {
                    case let .getter(items)?: getter = items
                    case let .accessors(list)?:
                        getter = list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
                        if getter == nil, list.contains(where: { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }) { getter = nil }
                    case nil: break
                    }
                    var property = PropertyDecl(name: name, type: binding.typeAnnotation?.type.writtenText,
                                                initial: binding.initializer?.value, getter: getter, isStatic: isStatic)
                    property.environmentKey = Self.environmentKey(variable.attributes)
                    let wrappers = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.writtenText }
                    property.startsNil = variable.bindingSpecifier.text == "var" && getter == nil && binding.initializer == nil
                        && (property.type?.hasSuffix("?") ?? false) && wrappers.allSatisfy { $0 == "State" || $0 == "Published" }
                    type.properties[name] = property
                    if getter == nil && !isStatic { type.storedOrder.append(name) }
                }
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                type.functions[function.name.text, default: []].append(function)
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                type.initializers.append(initializer)
            } else if let cases = decl.as(EnumCaseDeclSyntax.self) {
                type.cases += cases.elements.map(\.name.text)
            }
        }
        index.addType(type)
        if screens, inherits.contains("PreviewProvider"), let previews = type.properties["previews"]?.getter {
            // Xcode shows each view `previews` makes (a `Group`'s each) as a preview of its own: the first is named by
            // the provider, the others by their `previewDisplayName`, else their position.
            let place = file.position(of: members)
            for (position, preview) in Self.previews(previews).enumerated() {
                let shown = position == 0 ? name : "\(name)-\(preview.last.flatMap(Self.displayName) ?? String(position + 1))"
                index.addPreview(PreviewDecl(name: shown, file: file, body: preview, line: place.line, column: place.column,
                                             node: Syntax(members)))
            }
        }
    }
}

extension SyntaxProtocol {
    /// The source text without its leading and trailing trivia, as `trimmedDescription` gives it, but read from the
    /// tokens: `trimmedDescription` builds a trimmed copy of the tree first, which costs more than the reading.
    var writtenText: String {
        var result = ""
        var tokens = self.tokens(viewMode: .sourceAccurate).makeIterator()
        guard var token = tokens.next() else { return "" }
        while true {
            result += token.text
            guard let next = tokens.next() else { return result }
            result += token.trailingTrivia.description
            result += next.leadingTrivia.description
            token = next
        }
    }
}
