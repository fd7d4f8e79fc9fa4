import GlossaLayout

/// Reads the tokens of an Objective-C file (`.m`, `.mm`, `.h`) for `SourceFacts`: `@interface A : B`,
/// `@property` types, and the views whose text an `@implementation` sets (`self.titleLabel.text = …`,
/// `_titleLabel.text = …`, `[self.doneButton setTitle:… forState:UIControlStateNormal]`).
///
/// Locals and parameters are bound block by block as in the Swift reader: `UILabel *titleLabel = …` hides
/// the property, `PhotoCell *cell = …` gives `cell` its class, `__weak typeof(self) weakSelf = self` is self.
struct ObjCSourceReader {
    private let tokens: [SourceToken]
    private var index = 0
    private var scopes = BlockScopes()
    private var facts = SourceFacts()
    private var pendingBindings: [String: Binding]?

    /// The tokens that name what a declaration declares (`@interface PhotoCell`, `@class PhotoCell;`): not a use of it.
    private var declaredNames: Set<Int> = []
    /// The type whose code holds each token the reader visits (`SourceFacts.place`): "" outside any type, a method's
    /// place (`SourceFacts.methodPlace`) in the body of a method its class declares.
    private var types: [String?]
    /// The directive of the type being read: `interface`, `implementation` or `protocol`.
    private var typeDirective: String?
    /// The method body being read: its closing brace and its place.
    private var methodBody: (end: Int, place: String)?

    static func facts(_ source: String) -> SourceFacts {
        let lexer = SourceLexer.lexed(source, language: .objectiveC)
        let tokens = lexer.tokens
        var reader = ObjCSourceReader(tokens: tokens)
        reader.run()
        // A class named as a type (`MapTypeViewController *controller = segue.destinationViewController`, a cast) makes
        // no object of it: no mention that opens its screen.
        let typeNames = tokens.indices.filter { tokens[$0].isIdentifier && $0 + 1 < tokens.count && (tokens[$0 + 1].is("*") || tokens[$0 + 1].is("**")) }
        reader.facts.place(lexer, types: reader.types, except: reader.declaredNames.union(typeNames))
        return reader.facts
    }

    private init(tokens: [SourceToken]) {
        self.tokens = tokens
        types = Array(repeating: nil, count: tokens.count)
    }

    /// Words in declarations that are not the type.
    private static let qualifiers: Set<String> = ["IBOutlet", "__weak", "__strong", "__block", "__unsafe_unretained", "__kindof", "const",
                                                  "static", "nullable", "nonnull", "_Nullable", "_Nonnull", "__nullable", "__nonnull",
                                                  "volatile", "extern", "register", "__autoreleasing", "struct", "unsigned", "signed"]
    /// Words that start a statement but declare nothing (`return cell;`).
    private static let statementWords: Set<String> = ["return", "goto", "else", "case", "default", "break", "continue", "do", "throw",
                                                      "delete", "new", "typedef", "sizeof", "if", "while", "switch", "for", "self", "super"]

    private func token(_ position: Int) -> SourceToken? {
        position >= 0 && position < tokens.count ? tokens[position] : nil
    }

    private static func member(_ name: String) -> String {
        name.hasPrefix("_") && name.count > 1 ? String(name.dropFirst()) : name
    }

    private mutating func run() {
        while index < tokens.count {
            let current = tokens[index]
            if let body = methodBody, index > body.end { methodBody = nil }
            types[index] = methodBody?.place ?? scopes.enclosingType ?? SourceFacts.outsideTypes
            switch current.kind {
            case .directive: directive(current.text)
            case .punctuation:
                if current.is("{") {
                    scopes.openBlock(pendingBindings ?? [:])
                    pendingBindings = nil
                } else if current.is("}") {
                    if scopes.depth > 0, !scopes.isTypeBody { scopes.close() }
                } else if current.is("^") {
                    blockParameters()
                } else if (current.is("-") || current.is("+")), scopes.isTypeBody, token(index + 1)?.is("(") == true {
                    methodDeclaration()
                }
            case .identifier: identifier(current)
            default: break
            }
            index += 1
        }
    }

    private mutating func directive(_ word: String) {
        switch word {
        case "interface", "implementation", "protocol":
            guard let name = token(index + 1), name.isIdentifier else { return }
            // `@protocol Name;` declares it elsewhere; `@protocol(Name)` is an expression.
            if word == "protocol", token(index + 2)?.is(";") == true || token(index + 2)?.is(",") == true { return }
            if word == "interface", token(index + 2)?.is(":") == true, let superclass = token(index + 3), superclass.isIdentifier,
               facts.superclasses[name.text] == nil {
                facts.superclasses[name.text] = superclass.text
            }
            if word != "protocol" { facts.classes.insert(name.text) }
            declaredNames.insert(index + 1)
            closeType()
            scopes.openType(name.text)
            typeDirective = word
            index += 1
        case "end": closeType()
        case "property": property()
        case "class":
            // `@class PhotoCell, PhotoHeader;` declares names; `@class` is no use of them.
            var position = index + 1
            while let name = token(position), !name.is(";"), !name.is("@") {
                if name.isIdentifier { declaredNames.insert(position) }
                position += 1
            }
        default: break
        }
    }

    /// Closes everything up to and including the open `@interface`/`@implementation` (unbalanced braces in
    /// `#if` branches, both of which are read, end there).
    private mutating func closeType() {
        while scopes.depth > 0 {
            let wasType = scopes.isTypeBody
            scopes.close()
            if wasType { return }
        }
    }

    /// `@property (nonatomic, weak) IBOutlet PhotoHeader *header;`, `IBOutletCollection(UILabel) NSArray *labels;`.
    private mutating func property() {
        guard let owner = scopes.enclosingType else { return }
        var position = index + 1
        if token(position)?.is("(") == true { position = matching(from: position) + 1 }
        var words: [String] = []
        var element: String?
        while position < tokens.count, !tokens[position].is(";"), !tokens[position].is("@") {
            let word = tokens[position]
            if word.isIdentifier, word.text == "IBOutletCollection", token(position + 1)?.is("(") == true {
                element = token(position + 2)?.text
                position = matching(from: position + 1) + 1
                continue
            }
            if word.is("(") || word.is("^") { return }                      // a block property: no view
            if word.is("<") { position = skipAngles(from: position); continue }
            if word.isIdentifier, !Self.qualifiers.contains(word.text) { words.append(word.text) }
            position += 1
        }
        guard words.count >= 2, let name = words.last else { return }
        facts.declareMember(owner: owner, name: name, type: element ?? words[0])
        index = position
    }

    private func skipAngles(from start: Int) -> Int {
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

    private func matching(from open: Int) -> Int { tokens.matching(from: open) }

    /// The class a parenthesized type names: `(PhotoCell *)`, `(nullable __kindof UITableViewCell *)`.
    private func typeInParentheses(_ open: Int, _ close: Int) -> String? {
        (open + 1..<close).lazy.map { self.tokens[$0] }.first { $0.isIdentifier && !Self.qualifiers.contains($0.text) }?.text
    }

    /// `- (void)configure:(PhotoCell *)cell title:(NSString *)title {`: the body's parameters.
    private mutating func methodDeclaration() {
        var position = matching(from: index + 1) + 1
        var parameters: [(name: String, type: String?)] = []
        var selector = ""
        while position < tokens.count, !tokens[position].is("{"), !tokens[position].is(";") {
            // The selector's parts: `heightForRowAtIndexPath:` says the class decides its rows' heights.
            if tokens[position].isIdentifier { facts.noteRowHeights(tokens[position], in: scopes.enclosingType) }
            if tokens[position].is(":"), token(position + 1)?.is("(") == true {
                let close = matching(from: position + 1)
                if let name = token(close + 1), name.isIdentifier {
                    selector += (token(position - 1).flatMap { $0.isIdentifier ? $0.text : nil } ?? "") + ":"
                    parameters.append((name.text, typeInParentheses(position + 1, close)))
                }
                position = close + 1
                continue
            }
            position += 1
        }
        // Each parameter: a text the method sets on one is set on the view a message passes it (`configureLabel:`).
        var bindings: [String: Binding] = [:]
        for (position, parameter) in parameters.enumerated() {
            bindings[parameter.name] = .parameter(function: selector, position: position, type: parameter.type)
        }
        // The method's name (`clickedMapTypeButton`, `configure:title:`) declares it: no call of it.
        let nameAt = matching(from: index + 1) + 1
        let name = selector.isEmpty ? (token(nameAt).flatMap { $0.isIdentifier ? $0.text : nil } ?? "") : selector
        if token(nameAt)?.isIdentifier == true { declaredNames.insert(nameAt) }
        let place = scopes.enclosingType.map { SourceFacts.methodPlace(type: $0, method: name) }
        if position < tokens.count, tokens[position].is("{") {
            pendingBindings = bindings
            sectionTitles(selector: selector, body: position)
            if let place, !name.isEmpty { methodBody = (matching(from: position), place) }
        } else if let place, !name.isEmpty, typeDirective == "interface",
                  selector.isEmpty || typeInParentheses(index + 1, nameAt - 1) == "IBAction" {
            facts.ownMethods.insert(place)
        }
        index = position - 1
    }

    /// `- (NSString *)tableView:(UITableView *)tableView titleForHeaderInSection:(NSInteger)section {` (or
    /// `titleForFooterInSection:`) in an `@implementation`: the class's table gives each section the title it returns,
    /// unless it asks `super` for the document's; as the Swift reader says it.
    private mutating func sectionTitles(selector: String, body: Int) {
        guard let owner = scopes.enclosingType else { return }
        let parts = selector.split(separator: ":").map(String.init)
        guard parts.count == 2, parts[0] == "tableView",
              let title = ["titleForHeaderInSection", "titleForFooterInSection"].first(where: { $0 == parts[1] }) else { return }
        if (body..<matching(from: body)).contains(where: { tokens[$0].text == "super" }) { return }
        if title == "titleForHeaderInSection" {
            facts.noteBuiltInLabelText(title, line: tokens[index].line, column: tokens[index].column)
        }
        facts.assignments.append(SourceFacts.TextAssignment(owner: owner, path: [title], line: tokens[index].line,
                                                            column: tokens[index].column))
    }

    /// `^(PhotoCell *cell, NSUInteger index) {`: a block's parameters.
    private mutating func blockParameters() {
        var position = index + 1
        if token(position)?.isIdentifier == true, token(position + 1)?.is("(") == true { position += 1 }   // ^ReturnType(…)
        guard token(position)?.is("(") == true else { return }
        let close = matching(from: position)
        guard token(close + 1)?.is("{") == true else { return }
        var bindings: [String: Binding] = [:]
        var start = position + 1
        for cursor in (position + 1)...close where tokens[cursor].is(",") || cursor == close {
            let words = (start..<cursor).map { tokens[$0] }.filter { $0.isIdentifier && !Self.qualifiers.contains($0.text) }
            if words.count >= 2, let name = words.last { bindings[name.text] = .typed(words[0].text) }
            start = cursor + 1
        }
        pendingBindings = bindings
        index = close
    }
}

extension ObjCSourceReader {
    fileprivate mutating func identifier(_ current: SourceToken) {
        facts.noteConstant(in: tokens, at: index)
        facts.noteRowHeights(current, in: scopes.enclosingType)
        let previous = token(index - 1)
        if token(index + 1)?.is(":") == true, let previous, previous.isIdentifier || previous.is("]") || previous.is(")") {
            argumentPasses()
        }
        if previous?.is(".") == true || previous?.is("->") == true {
            dotSetter()
            dotStateChange()
        } else if TextSetters.messages.contains(current.text), token(index + 1)?.is(":") == true {
            messageSetter()
        } else if StateSetters.messages[current.text] != nil && token(index + 1)?.is(":") == true
                    || current.text == StateSetters.removal && token(index + 1)?.is("]") == true {
            stateMessage()
        } else if StateSetters.objCActivations.contains(current.text), token(index + 1)?.is(":") == true,
                  token(index - 1)?.text == "NSLayoutConstraint" {
            activation()
        } else if !scopes.isTypeBody, scopes.depth > 0, let previous,
                  previous.is(";") || previous.is("{") || previous.is("}") || (previous.is("(") && token(index - 2)?.text == "for") {
            localDeclaration()
        }
    }

    /// `Type *name = …;`, `__weak typeof(self) weakSelf = self;`, `for (UILabel *label in self.labels)`.
    private mutating func localDeclaration() {
        var position = index
        while let word = token(position), word.isIdentifier, Self.qualifiers.contains(word.text) { position += 1 }
        guard let type = token(position), type.isIdentifier, !Self.statementWords.contains(type.text) else { return }
        var binding: Binding
        if ["typeof", "__typeof", "__typeof__"].contains(type.text), token(position + 1)?.is("(") == true {
            let close = matching(from: position + 1)
            let isSelf = close == position + 3 && token(position + 2)?.text == "self"
            binding = isSelf ? scopes.enclosingType.map { .reference(owner: $0, path: []) } ?? .unknown : .unknown
            position = close + 1
        } else {
            binding = type.text == "id" ? .unknown : .typed(type.text)
            position += 1
            if token(position)?.is("<") == true { position = skipAngles(from: position) }
        }
        var pointers = 0
        while token(position)?.is("*") == true { pointers += 1; position += 1 }
        while let word = token(position), word.isIdentifier, Self.qualifiers.contains(word.text) { position += 1 }
        guard let name = token(position), name.isIdentifier, let after = token(position + 1) else { return }
        guard pointers > 0 || type.text == "id" || ["typeof", "__typeof", "__typeof__"].contains(type.text) else { return }
        if after.isIdentifier, after.text == "in" {
            binding = .unknown
            let close = (position + 2..<tokens.count).first { tokens[$0].is(")") } ?? position + 2
            if let chain = chain(endingAt: close - 1), let (owner, path) = scopes.resolve(chain, member: Self.member), !path.isEmpty {
                binding = .reference(owner: owner, path: path)
            }
        } else if after.is("=") {
            // `UILabel *label = self.titleLabel;` stands for the outlet.
            let end = (position + 2..<tokens.count).first { tokens[$0].is(";") } ?? position + 2
            if end > position + 2, let chain = chain(endingAt: end - 1), chainStarts(chain, at: position + 2),
               let (owner, path) = scopes.resolve(chain, member: Self.member), !path.isEmpty {
                binding = .reference(owner: owner, path: path)
            }
            // `UILabel *title = (UILabel *)[cell viewWithTag:2];`: the view of the screen with that tag.
            if let tag = SourceFacts.viewWithTag(in: tokens, from: position + 2, to: end), let owner = scopes.enclosingType {
                binding = .reference(owner: owner, path: [SourceFacts.tagMember(tag)])
            }
        } else if !after.is(";") && !after.is(",") {
            return
        }
        scopes.bind(name.text, binding)
    }

    private func chainStarts(_ chain: Chain, at position: Int) -> Bool {
        guard case let .name(name) = chain.start else { return false }
        return tokens[position].text == name
    }

    /// `self.titleLabel.text = …`, `_titleLabel.text = …`, `cell.titleLabel.text = …`; `self.title = …`,
    /// `self.navigationItem.title = …` (see `TextSetters.candidates`).
    private mutating func dotSetter() {
        let name = tokens[index].text
        guard TextSetters.properties.contains(name) || name == "title", token(index + 1)?.is("=") == true else { return }
        record(chain(endingAt: index - 2), property: name)
    }

    /// `[self.doneButton setTitle:… forState:UIControlStateNormal]`, `[_titleLabel setText:…]`, `[self setTitle:…]`.
    private mutating func messageSetter() {
        guard let receiverEnd = token(index - 1), receiverEnd.isIdentifier || receiverEnd.is("]"),
              let open = openingBracket(before: index), isFirstSelectorPart(open: open) else { return }
        let name = tokens[index].text
        // The message's own end: its arguments may hold messages of their own.
        let close = matching(from: open)
        if name == "setTitle" || name == "setAttributedTitle", leavesNormalTitle(from: index, to: close) { return }
        // `[self setTitle:…]`, with no second part (`forState:`): a controller's or a bar item's title.
        let isTitle = name == "setTitle" && !hasSecondPart(from: index + 2, to: close)
        record(chain(endingAt: index - 1), property: isTitle ? "title" : "text")
    }

    private mutating func record(_ chain: Chain?, property: String) {
        // `label.text = …` on a parameter: the method sets the text of the view a message passes it.
        if let chain, let (function, path) = scopes.parameterChain(chain) {
            for candidate in TextSetters.candidates(owner: function, path: path.map(Self.member), property: property) {
                facts.assignments.append(SourceFacts.TextAssignment(owner: function, path: candidate, line: tokens[index].line,
                                                                    column: tokens[index].column))
            }
        }
        if let label = chain?.members.last, SourceFacts.builtInLabels.contains(label) {
            facts.noteBuiltInLabelText(label, line: tokens[index].line, column: tokens[index].column)
        }
        guard let chain, let (owner, members) = scopes.resolve(chain, member: Self.member) else { return }
        for candidate in TextSetters.candidates(owner: owner, path: members.map(Self.member), property: property) {
            facts.assignments.append(SourceFacts.TextAssignment(owner: owner, path: candidate, line: tokens[index].line,
                                                                column: tokens[index].column))
        }
    }

    /// A message whose first selector part is at `index` (`[self configureLabel:self.titleLabel]`, `[cell setUser:user
    /// nameLabel:_nameLabel]`): each argument that is a plain chain to a view, or to a parameter of the method whose body
    /// this is, is passed to the parameter at its position.
    private mutating func argumentPasses() {
        guard let open = openingBracket(before: index), isFirstSelectorPart(open: open) else { return }
        let close = matching(from: open)
        var selector = ""
        var arguments: [Range<Int>] = []
        var depth = 0
        var position = index
        var start = index
        while position < close {
            let word = tokens[position]
            if word.is("[") || word.is("(") || word.is("{") { depth += 1 }
            if word.is("]") || word.is(")") || word.is("}") { depth -= 1 }
            if depth == 0, word.isIdentifier, tokens[position + 1].is(":"), position == index || !tokens[position - 1].is("?") {
                if position > index { arguments.append(start..<position) }
                selector += word.text + ":"
                start = position + 2
                position += 2
                continue
            }
            position += 1
        }
        arguments.append(start..<close)
        for (argument, range) in arguments.enumerated() where !range.isEmpty {
            guard range.allSatisfy({ tokens[$0].isIdentifier || tokens[$0].is(".") || tokens[$0].is("->") }),
                  let chain = chain(endingAt: range.upperBound - 1), chainStarts(chain, at: range.lowerBound) else { continue }
            var target = scopes.parameterChain(chain)
            if target == nil, let (owner, path) = scopes.resolve(chain, member: Self.member), !path.isEmpty { target = (owner, path) }
            guard let (owner, path) = target else { continue }
            facts.arguments.append(SourceFacts.ArgumentPass(function: selector, position: argument, owner: owner, path: path.map(Self.member),
                                                            line: tokens[index].line, column: tokens[index].column))
        }
    }

    /// Whether a message's arguments from `start` to its `]` at `end` go on with another selector part
    /// (`forState:`), outside any nested message or call.
    private func hasSecondPart(from start: Int, to end: Int) -> Bool {
        var depth = 0
        for position in start..<end {
            let word = tokens[position]
            if word.is("[") || word.is("(") { depth += 1 }
            if word.is("]") || word.is(")") { depth -= 1 }
            if depth == 0, word.isIdentifier, tokens[position + 1].is(":") { return true }
        }
        return false
    }

    private func openingBracket(before position: Int) -> Int? {
        var depth = 0
        var cursor = position - 1
        while cursor >= 0 {
            if tokens[cursor].is("]") { depth += 1 }
            if tokens[cursor].is("[") {
                if depth == 0 { return cursor }
                depth -= 1
            }
            cursor -= 1
        }
        return nil
    }

    private func leavesNormalTitle(from start: Int, to end: Int) -> Bool {
        guard let label = (start..<end).first(where: { tokens[$0].text == "forState" && tokens[$0 + 1].is(":") }) else { return false }
        let words = (label + 2..<end).map { tokens[$0] }.filter(\.isIdentifier).map(\.text)
        return TextSetters.isOtherStateOnly(words)
    }

    /// The receiver chain ending at `end`: `self.header.titleLabel`, `_titleLabel`, `[self titleLabel]`,
    /// `((PhotoCell *)cell).titleLabel`.
    fileprivate func chain(endingAt end: Int) -> Chain? {
        guard let word = token(end) else { return nil }
        if word.isIdentifier {
            if let previous = token(end - 1), previous.is(".") || previous.is("->") {
                guard var chain = chain(endingAt: end - 2) else { return nil }
                chain.members.append(word.text)
                return chain
            }
            return Chain(start: .name(word.text), members: [])
        }
        if word.is("]") {
            // `[self titleLabel]`: a getter message.
            guard let selector = token(end - 1), selector.isIdentifier, token(end - 2)?.is(":") != true,
                  var chain = chain(endingAt: end - 2) else { return nil }
            chain.members.append(selector.text)
            return chain
        }
        if word.is(")") {
            var open = end
            var depth = 0
            while open >= 0 {
                if tokens[open].is(")") { depth += 1 }
                if tokens[open].is("(") { depth -= 1; if depth == 0 { break } }
                open -= 1
            }
            guard open >= 0, token(open + 1)?.is("(") == true else { return nil }
            let close = matching(from: open + 1)
            guard let type = typeInParentheses(open + 1, close) else { return nil }
            return Chain(start: .type(type), members: [])
        }
        return nil
    }
}

/// The forms that change a view's state or a constraint in Objective-C (see `StateSetters`).
extension ObjCSourceReader {
    /// `self.banner.hidden = YES`, `_banner.alpha = 0`, `self.heightConstraint.constant = 0`.
    fileprivate mutating func dotStateChange() {
        guard let property = StateSetters.objCProperties[tokens[index].text], let next = token(index + 1), next.kind == .punctuation,
              StateSetters.assignments.contains(next.text) else { return }
        if property == CodeChange.alignment, StateSetters.assignsFixedSide(tokens, from: index + 2) { return }
        recordChange(chain(endingAt: index - 2), property: property)
    }

    /// `[self.banner setHidden:YES]`, `[_heightConstraint setConstant:0]`, `[self.banner removeFromSuperview]`.
    fileprivate mutating func stateMessage() {
        guard let receiverEnd = token(index - 1), receiverEnd.isIdentifier || receiverEnd.is("]"),
              let open = openingBracket(before: index), isFirstSelectorPart(open: open) else { return }
        let name = tokens[index].text
        if name == CodeChange.arrangedRemoval, !StateSetters.loopsOverArrangedViews(tokens, before: index) { return }
        if name == "setTextAlignment", StateSetters.assignsFixedSide(tokens, from: index + 2) { return }
        recordChange(chain(endingAt: index - 1), property: StateSetters.messages[name] ?? name)
    }

    /// `[NSLayoutConstraint activateConstraints:@[self.heightConstraint, _topConstraint]]`: each plain chain of the array.
    fileprivate mutating func activation() {
        guard let open = openingBracket(before: index) else { return }
        let close = matching(from: open)
        var start = index + 2
        var position = start
        while position <= close {
            let word = tokens[position]
            if word.isIdentifier || word.is(".") || word.is("->") { position += 1; continue }
            if position > start, word.is(",") || word.is("]"), let before = token(start - 1), before.is("[") || before.is(",") || before.is(":"),
               let element = chain(endingAt: position - 1) {
                recordChange(element, property: "isActive", at: position - 1)
            }
            position += 1
            start = position
        }
    }

    /// Whether the message name at `index` is its message's first selector part (`[cell configure:x setText:y]` sends
    /// no setText).
    fileprivate func isFirstSelectorPart(open: Int) -> Bool {
        var depth = 0
        for position in (open + 1)..<index {
            if tokens[position].is("[") || tokens[position].is("(") { depth += 1 }
            if tokens[position].is("]") || tokens[position].is(")") { depth -= 1 }
            if depth == 0, tokens[position].is(":") { return false }
        }
        return true
    }

    private mutating func recordChange(_ chain: Chain?, property: String, at position: Int? = nil) {
        guard let chain, let (owner, members) = scopes.resolve(chain, member: Self.member), !members.isEmpty else { return }
        let place = tokens[position ?? index]
        facts.changes.append(SourceFacts.StateChange(owner: owner, path: members.map(Self.member), property: property, line: place.line,
                                                     column: place.column))
    }
}
