/// Reads the tokens of a Swift file for `SourceFacts`: classes and their superclasses, members' types, and
/// the views whose text the code sets, each tied to the class whose code (or typed local) reaches it.
///
/// Names are resolved as Swift does, block by block: a local or parameter named like an outlet
/// (`let titleLabel = UILabel()`) hides it; `self.titleLabel` never is hidden; `guard let label = titleLabel`
/// and `for label in labels` stand for the outlet; `let cell = … as! PhotoCell` gives `cell` its class.
struct SwiftSourceReader {
    let tokens: [SourceToken]
    private var index = 0
    var scopes = BlockScopes()
    var facts = SourceFacts()
    /// What the next `{` opens: a type's body, or a function's body with its parameters bound.
    private var pendingType: String?
    private var pendingBindings: [String: Binding]?
    /// `if let x = …` / `while let`: bindings of the condition, which hold inside the body only.
    private var conditionBindings: [String: Binding]?
    private var inIfCondition = false
    /// Locals given a title (`config.title = …`): a button given such a configuration has its title set.
    var titledConfigurations: Set<String> = []
    /// The functions whose bodies are open, with the scope depth of each body.
    private var functions: [(depth: Int, name: String)] = []
    private var pendingFunction: String?
    /// The function whose body this is, if any.
    var currentFunction: String? { functions.last?.name }

    /// The tokens that name what a type declaration declares (`PhotoCell` of `class PhotoCell`): not a use of it.
    private var declaredNames: Set<Int> = []
    /// The type whose code holds each token the reader visits (`SourceFacts.place`): "" outside any type.
    private var types: [String?]

    static func facts(_ source: String) -> SourceFacts {
        let lexer = SourceLexer.lexed(source, language: .swift)
        let tokens = lexer.tokens
        var reader = SwiftSourceReader(tokens: tokens)
        reader.run()
        reader.facts.place(lexer, types: reader.types, except: reader.declaredNames)
        return reader.facts
    }

    private init(tokens: [SourceToken]) {
        self.tokens = tokens
        types = Array(repeating: nil, count: tokens.count)
    }

    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor", "extension", "protocol"]
    /// Words that may follow `class` when it is a modifier (`class func`), not a declaration.
    private static let modifiers: Set<String> = ["func", "var", "let", "override", "final", "private", "fileprivate", "internal",
                                                 "public", "open", "static", "required", "convenience", "dynamic", "lazy", "weak",
                                                 "unowned", "subscript", "init", "deinit", "mutating", "nonisolated", "typealias"]

    private func token(_ offset: Int) -> SourceToken? {
        let position = index + offset
        return position >= 0 && position < tokens.count ? tokens[position] : nil
    }

    private mutating func run() {
        while index < tokens.count {
            let current = tokens[index]
            types[index] = scopes.enclosingType ?? SourceFacts.outsideTypes
            if current.is("{") {
                openBlock()
            } else if current.is("}") {
                if functions.last?.depth == scopes.depth { functions.removeLast() }
                if scopes.depth > 0 { scopes.close() }
                // A requirement without a body (a protocol's `func`) opens nothing.
                pendingBindings = nil
            } else if current.isIdentifier {
                identifier(current)
            }
            index += 1
        }
    }

    private mutating func identifier(_ current: SourceToken) {
        facts.noteRowHeights(current, in: scopes.enclosingType)
        facts.noteConstant(in: tokens, at: index)
        let previous = token(-1)
        let afterDot = previous?.is(".") == true
        if Self.typeKeywords.contains(current.text), !afterDot { return typeDeclaration() }
        switch current.text {
        case "func": functionDeclaration()
        case "init" where !afterDot, "subscript" where !afterDot: functionDeclaration()
        case "let", "var": variableDeclaration()
        case "case" where scopes.isTypeBody: caseDeclaration()
        case "for": forLoop()
        case "if", "while": inIfCondition = true
        case "guard": inIfCondition = false
        default:
            if token(1)?.is("=") == true, token(2)?.is("[") == true { memberList(named: index) }
            if token(1)?.is("(") == true, !scopes.isTypeBody { argumentPasses(callAt: index) }
            if afterDot {
                if !stateChange(at: index) { setter(at: index) }
            } else if let next = token(1), scopes.lookup(current.text) == nil,
                      next.is("=") && TextSetters.properties.contains(current.text) || next.is("(") && TextSetters.swiftMethods.contains(current.text) {
                settingOwnText()
            } else if current.text == "title", token(1)?.is("=") == true, !afterDot, scopes.lookup("title") == nil, !scopes.isTypeBody,
                      !(previous.map { $0.isIdentifier && ["let", "var", "case"].contains($0.text) } ?? false),
                      let owner = scopes.enclosingType {
                // `title = …` in a view controller's code: the title its navigation item and its tab bar item show.
                for path in [["navigationItem"], ["tabBarItem"]] {
                    facts.assignments.append(SourceFacts.TextAssignment(owner: owner, path: path, line: current.line, column: current.column))
                }
            }
        }
    }

    // MARK: Blocks

    private mutating func openBlock() {
        if let type = pendingType {
            scopes.openType(type)
        } else if let bindings = pendingBindings {
            scopes.openBlock(bindings)
            if let name = pendingFunction { functions.append((scopes.depth, name)) }
        } else if let bindings = conditionBindings {
            scopes.openBlock(bindings)
        } else {
            scopes.openBlock(closureParameters())
        }
        pendingType = nil
        pendingBindings = nil
        pendingFunction = nil
        conditionBindings = nil
        inIfCondition = false
    }

    /// `{ [weak self] cell, index in`, `{ (cell: PhotoCell) in`: the closure's parameters; `labels.forEach {`
    /// binds `$0` (or the first parameter) to the collection's views.
    private func closureParameters() -> [String: Binding] {
        var bindings: [String: Binding] = [:]
        var names: [(String, Binding)] = []
        var position = index + 1
        if position < tokens.count, tokens[position].is("[") { position = matching(from: position) + 1 }
        let limit = min(tokens.count, position + 24)
        var parenthesized = false
        if position < limit, tokens[position].is("(") {
            let close = matching(from: position)
            names = parameters(from: position, to: close)
            parenthesized = true
            position = close + 1
        }
        while position < limit, !tokens[position].is("{"), !tokens[position].is("}"), !tokens[position].is("=") {
            let word = tokens[position]
            if word.isIdentifier, word.text == "in" {
                for (name, binding) in names { bindings[name] = binding }
                break
            }
            if !parenthesized, word.isIdentifier, !["throws", "async", "rethrows"].contains(word.text) { names.append((word.text, .unknown)) }
            if !parenthesized, !word.isIdentifier, !word.is(",") { break }
            position += 1
        }
        // `labels.forEach { $0.text = … }`: the element stands for the collection's views.
        if token(-1)?.text == "forEach", token(-2)?.is(".") == true, let chain = chain(endingAt: index - 3),
           let (owner, path) = scopes.resolve(chain), !path.isEmpty {
            let element = Binding.reference(owner: owner, path: path)
            bindings["$0"] = element
            if let first = names.first?.0, bindings[first] != nil { bindings[first] = element }
        }
        return bindings
    }

    /// The parameters between `(` at `open` and `)` at `close`: each one's inner name, with its class when
    /// it is written (`_ cell: PhotoCell`).
    private func parameters(from open: Int, to close: Int) -> [(String, Binding)] {
        parameterRanges(from: open, to: close).compactMap { parameter($0.lowerBound, $0.upperBound) }
    }

    /// The token ranges of the parameters (or arguments) between `(` at `open` and `)` at `close`, split at the
    /// commas outside brackets.
    func parameterRanges(from open: Int, to close: Int) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = open + 1
        var position = open + 1
        var depth = 0
        while position <= close {
            let word = tokens[position]
            if word.is("(") || word.is("[") || word.is("<") || word.is("{") { depth += 1 }
            if (word.is(")") || word.is("]") || word.is(">") || word.is("}")) && position != close { depth -= 1 }
            if position == close || (depth == 0 && word.is(",")) {
                if start < position { result.append(start..<position) }
                start = position + 1
            }
            position += 1
        }
        return result
    }

    /// A parameter's argument label: `_` in `_ label: UILabel`, `title` in `title: String` and in `title text: String`.
    private func argumentLabel(_ range: Range<Int>) -> String {
        let nameEnd = range.first { tokens[$0].is(":") } ?? range.upperBound
        return (range.lowerBound..<nameEnd).first { tokens[$0].isIdentifier }.map { tokens[$0].text } ?? "_"
    }

    private func parameter(_ start: Int, _ end: Int) -> (String, Binding)? {
        guard start < end else { return nil }
        let colon = (start..<end).first { tokens[$0].is(":") }
        let nameEnd = colon ?? end
        guard let name = (start..<nameEnd).last(where: { tokens[$0].isIdentifier }).map({ tokens[$0].text }), name != "_" else { return nil }
        guard let colon else { return (name, .unknown) }
        return (name, typeName(from: colon + 1).map(Binding.typed) ?? .unknown)
    }

    /// The index of the bracket that closes the one at `open` (or the last token).
    func matching(from open: Int) -> Int { tokens.matching(from: open) }

    // MARK: Declarations

    /// `class PhotoCell: UITableViewCell {`, `extension SettingsViewController: UITableViewDelegate {`.
    private mutating func typeDeclaration() {
        let keyword = tokens[index].text
        guard let next = token(1), next.isIdentifier, !Self.modifiers.contains(next.text) else { return }
        var position = index + 1
        var name = tokens[position].text
        while position + 2 < tokens.count, tokens[position + 1].is("."), tokens[position + 2].isIdentifier {
            position += 2
            name = tokens[position].text
        }
        declaredNames.insert(position)
        position += 1
        position = skipGenerics(from: position)
        if keyword == "class" || keyword == "actor" { facts.classes.insert(name) }
        if keyword == "class" || keyword == "actor", position < tokens.count, tokens[position].is(":"),
           let superclass = typeName(from: position + 1) {
            if facts.superclasses[name] == nil { facts.superclasses[name] = superclass }
        }
        pendingType = name
        pendingBindings = nil
        index = position - 1
    }

    /// `case home, settings = 2, detail(String)` in an enum's body declares its cases' names: no use of them.
    private mutating func caseDeclaration() {
        let line = tokens[index].line
        var position = index + 1
        var expectsName = true
        while position < tokens.count, tokens[position].line == line, !tokens[position].is("{"), !tokens[position].is("}") {
            let word = tokens[position]
            if expectsName, word.isIdentifier { declaredNames.insert(position) }
            if word.is("(") {
                position = matching(from: position)
            }
            expectsName = word.is(",")
            position += 1
        }
    }

    private func skipGenerics(from start: Int) -> Int {
        guard start < tokens.count, tokens[start].is("<") else { return start }
        var depth = 0
        var position = start
        while position < tokens.count {
            if tokens[position].is("<") { depth += 1 }
            if tokens[position].is(">") { depth -= 1 }
            if tokens[position].is(">>") { depth -= 2 }
            position += 1
            if depth <= 0 { break }
        }
        return position
    }

    /// The class a type annotation names: `PhotoCell!`, `UIKit.UILabel?`, `[UILabel]` (an outlet collection's
    /// element), `@escaping …` skipped; nil for tuples and closures.
    func typeName(from start: Int) -> String? {
        var position = start
        while position < tokens.count {
            let word = tokens[position]
            if word.is("@") { position += 2; continue }
            if word.isIdentifier, ["inout", "some", "any", "borrowing", "consuming", "sending"].contains(word.text) { position += 1; continue }
            if word.is("[") { position += 1; continue }
            break
        }
        guard position < tokens.count, tokens[position].isIdentifier else { return nil }
        var name = tokens[position].text
        while position + 2 < tokens.count, tokens[position + 1].is("."), tokens[position + 2].isIdentifier {
            position += 2
            name = tokens[position].text
        }
        return name
    }

    /// `func configure(_ cell: PhotoCell)`, `init(label: UILabel)`: the body's parameters.
    private mutating func functionDeclaration() {
        var position = index + 1
        while position < tokens.count, !tokens[position].is("("), !tokens[position].is("{"), !tokens[position].is("}") {
            if tokens[position].is("<") { position = skipGenerics(from: position); continue }
            position += 1
        }
        guard position < tokens.count, tokens[position].is("(") else { return }
        let close = matching(from: position)
        var bindings: [String: Binding] = [:]
        if tokens[index].text == "func", let name = token(1), name.isIdentifier {
            // A function's parameters: a text it sets on one is set on the view a call passes it (`style(titleLabel)`).
            let ranges = parameterRanges(from: position, to: close)
            let function = Self.signature(name.text, labels: ranges.map(argumentLabel))
            for (position, range) in ranges.enumerated() {
                guard let (name, binding) = parameter(range.lowerBound, range.upperBound) else { continue }
                var type: String?
                if case let .typed(written) = binding { type = written }
                bindings[name] = .parameter(function: function, position: position, type: type)
            }
        } else {
            for (name, binding) in parameters(from: position, to: close) { bindings[name] = binding }
        }
        pendingBindings = bindings
        pendingFunction = tokens[index].text == "func" ? token(1)?.text : nil
        if tokens[index].text == "func", token(1)?.text == "tableView" { sectionTitles(parametersAt: position, close: close) }
        // `func makeFolderCell(…) -> FolderCell`: a local set from a call of it is a FolderCell.
        if tokens[index].text == "func", let name = token(1), name.isIdentifier {
            var arrow = close + 1
            while arrow < tokens.count, tokens[arrow].isIdentifier, ["throws", "rethrows", "async"].contains(tokens[arrow].text) { arrow += 1 }
            if arrow < tokens.count, tokens[arrow].is("->"), let type = typeName(from: arrow + 1) { facts.declareResult(of: name.text, type: type) }
        }
        pendingType = nil
        index = close
    }

    /// `func tableView(_:titleForHeaderInSection:)` (or `titleForFooterInSection:`) in a class's body: the
    /// class's table gives each section the title it returns, unless it asks `super` for the document's.
    private mutating func sectionTitles(parametersAt open: Int, close: Int) {
        guard open + 1 < close, let owner = scopes.enclosingType, scopes.isTypeBody,
              let label = (open + 1..<close).first(where: {
                  ["titleForHeaderInSection", "titleForFooterInSection"].contains(tokens[$0].text) && tokens[$0 - 1].is(",")
              }) else { return }
        var body = close + 1
        while body < tokens.count, !tokens[body].is("{"), !tokens[body].is("}") { body += 1 }
        guard body < tokens.count, tokens[body].is("{") else { return }
        if (body..<matching(from: body)).contains(where: { tokens[$0].text == "super" }) { return }
        if tokens[label].text == "titleForHeaderInSection" {
            facts.noteBuiltInLabelText("titleForHeaderInSection", line: tokens[index].line, column: tokens[index].column)
        }
        facts.assignments.append(SourceFacts.TextAssignment(owner: owner, path: [tokens[label].text], line: tokens[index].line,
                                                            column: tokens[index].column))
    }

    /// `let`/`var`: a member's type in a type's body; elsewhere a local that hides a member of its name, an
    /// object of a known class, or an alias of a view.
    private mutating func variableDeclaration() {
        guard let next = token(1) else { return }
        if next.is("(") {
            // A tuple pattern: each name hides whatever it is named after.
            let close = matching(from: index + 1)
            for position in (index + 2)..<max(index + 2, close) where tokens[position].isIdentifier {
                bind(tokens[position].text, .unknown)
            }
            return
        }
        guard next.isIdentifier, next.text != "_" else { return }
        let name = next.text
        let after = token(2)
        if scopes.isTypeBody {
            guard let owner = scopes.enclosingType else { return }
            if after?.is("=") == true, token(3)?.is("[") == true { memberList(named: index + 1) }
            if after?.is(":") == true, let type = typeName(from: index + 3) {
                facts.declareMember(owner: owner, name: name, type: type)
            } else if after?.is("=") == true, case let .typed(type) = expression(from: index + 3) {
                facts.declareMember(owner: owner, name: name, type: type)
            }
            return
        }
        var binding: Binding
        if after?.is(":") == true {
            binding = typeName(from: index + 3).map(Binding.typed) ?? .unknown
        } else if after?.is("=") == true {
            binding = expression(from: index + 3)
            // `let title = cell.viewWithTag(2) as? UILabel`: the view of the screen with that tag.
            let end = (index + 3..<tokens.count).first { tokens[$0].line != tokens[index].line || tokens[$0].is("{") } ?? tokens.count
            if let tag = SourceFacts.viewWithTag(in: tokens, from: index + 3, to: end), let owner = scopes.enclosingType {
                binding = .reference(owner: owner, path: [SourceFacts.tagMember(tag)])
            }
        } else if after?.isIdentifier == true, after?.text == "as", let type = typeName(from: castType(at: index + 3)) {
            binding = .typed(type)                                   // `case let cell as PhotoCell:`
        } else {
            // `if let titleLabel {`: the unwrapped member itself.
            binding = scopes.resolve(Chain(start: .name(name), members: [])).map { Binding.reference(owner: $0.owner, path: $0.path) } ?? .unknown
        }
        if name == "self" { return }
        bind(name, binding)
    }

    private mutating func bind(_ name: String, _ binding: Binding) {
        if inIfCondition {
            conditionBindings = (conditionBindings ?? [:]).merging([name: binding]) { $1 }
        } else {
            scopes.bind(name, binding)
        }
    }

    /// `for label in labels {`: the loop variable stands for the collection's views.
    private mutating func forLoop() {
        guard let name = token(1), let keyword = token(2), keyword.text == "in" else { return }
        guard name.isIdentifier, name.text != "case" else { return }
        var end = index + 3
        while end < tokens.count, !tokens[end].is("{") { end += 1 }
        var binding = Binding.unknown
        if let chain = chain(endingAt: end - 1), chainStart(chain, at: index + 3, end: end - 1),
           let (owner, path) = scopes.resolve(chain), !path.isEmpty {
            binding = .reference(owner: owner, path: path)
        }
        conditionBindings = [name.text: binding]
        index = end - 1
    }

    /// Whether the chain that ends at `end` begins at `start` (the whole expression is the chain).
    func chainStart(_ chain: Chain, at start: Int, end: Int) -> Bool {
        guard case let .name(name) = chain.start else { return false }
        return tokens[start].text == name && (start...end).allSatisfy { !tokens[$0].is("(") }
    }

    func castType(at position: Int) -> Int {
        position < tokens.count && (tokens[position].is("!") || tokens[position].is("?")) ? position + 1 : position
    }
}

extension SwiftSourceReader {
    /// What `= EXPRESSION` makes of a name: an object of the class a cast, an initializer or a dequeue of
    /// `PhotoCell.self` names; an alias of the view a plain chain (`self.titleLabel`) names; else unknown.
    func expression(from start: Int) -> Binding {
        let end = expressionEnd(from: start)
        guard start < end else { return .unknown }
        var depth = 0
        var cast: String?
        var dequeued: String?
        var isChain = true
        for position in start..<end {
            let word = tokens[position]
            if word.is("(") || word.is("[") { depth += 1; isChain = false }
            if word.is(")") || word.is("]") { depth -= 1 }
            if depth == 0, word.isIdentifier, word.text == "as", let type = typeName(from: castType(at: position + 1)) { cast = type }
            if word.isIdentifier, word.text == "self", position >= start + 2, tokens[position - 1].is("."),
               tokens[position - 2].isIdentifier, let first = tokens[position - 2].text.unicodeScalars.first, CharacterClass.isUppercase(first) {
                dequeued = tokens[position - 2].text
            }
            if !(word.isIdentifier || word.is(".") || word.is("?") || word.is("!")) { isChain = false }
        }
        if let cast { return .typed(cast) }
        let first = tokens[start]
        if first.isIdentifier, let scalar = first.text.unicodeScalars.first, CharacterClass.isUppercase(scalar), start + 1 < end,
           tokens[start + 1].is("(") || (tokens[start + 1].is(".") && start + 3 < end && tokens[start + 2].text == "init") {
            return .typed(first.text)
        }
        if let dequeued, (start..<end).contains(where: { tokens[$0].text.lowercased().contains("dequeue") }) { return .typed(dequeued) }
        // `Factory.makeFolderCell(tableView, …)`: the class the function is declared to return (known once
        // every file is read).
        var last = end - 1
        while last > start, tokens[last].is("!") || tokens[last].is("?") { last -= 1 }
        if tokens[last].is(")"), let call = callName(closingAt: last), call >= start, call == start || tokens[call - 1].is(".") {
            // `PhotoCell.instantiateFromNib()`: a class method, which may return `Self`.
            let receiver = call == start + 2 && first.isIdentifier && first.text.unicodeScalars.first.map(CharacterClass.isUppercase) == true
                ? first.text : nil
            return .result(of: tokens[call].text, on: receiver)
        }
        if isChain, let chain = chain(endingAt: end - 1), chainStart(chain, at: start, end: end - 1),
           let (owner, path) = scopes.resolve(chain) {
            return .reference(owner: owner, path: path)
        }
        return .unknown
    }

    /// Where an expression ends: a `,` `;` `{` `else` at its own depth, or a new line that does not go on
    /// with it (a line that starts with `.` or follows an operator continues it).
    private func expressionEnd(from start: Int) -> Int {
        var depth = 0
        var position = start
        while position < tokens.count {
            let word = tokens[position]
            if depth == 0, position > start {
                if word.is(",") || word.is(";") || word.is("{") || word.is("}") || (word.isIdentifier && word.text == "else") { return position }
                let previous = tokens[position - 1]
                let continues = word.is(".") || word.is("?") || word.kind == .punctuation && !word.is("(") && !word.is("[")
                    || word.isIdentifier && (word.text == "as" || word.text == "is")
                    || previous.kind == .punctuation && !previous.is(")") && !previous.is("]") && !previous.is("?") && !previous.is("!")
                if word.line > previous.line, !continues { return position }
            }
            if word.is("(") || word.is("[") || word.is("{") { depth += 1 }
            if word.is(")") || word.is("]") || word.is("}") {
                if depth == 0 { return position }
                depth -= 1
            }
            position += 1
        }
        return position
    }
}
