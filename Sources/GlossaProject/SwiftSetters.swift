/// The forms that set a view's text in Swift, and the chains (`self?.header.titleLabel`) they set it on.
extension SwiftSourceReader {
    /// At a member name after `.`: `x.text = …`, `x.configuration?.title = …`, `x.setTitle(…, for: .normal)`.
    mutating func setter(at position: Int) {
        let name = tokens[position].text
        let next = position + 1 < tokens.count ? tokens[position + 1] : nil
        var property: String?
        if next?.is("=") == true, name == "title" || name == "attributedTitle", position >= 3, tokens[position - 2].isIdentifier,
           tokens[position - 3].kind == .punctuation || tokens[position - 2].line > tokens[position - 3].line {
            titledConfigurations.insert(tokens[position - 2].text)
        }
        if next?.is("=") == true, TextSetters.properties.contains(name) || name == "title" || name == "attributedTitle" {
            property = name
        } else if name == "configuration", next?.is("=") == true, position + 2 < tokens.count, tokens[position + 2].isIdentifier,
                  titledConfigurations.contains(tokens[position + 2].text) {
            property = "text"
        } else if next?.is("(") == true, TextSetters.swiftMethods.contains(name), !leavesNormalTitle(callAt: position + 1) {
            property = "text"
        } else if name == "rx" {
            return reactiveBinding(at: position)
        } else if name == "assign", next?.is("(") == true {
            return keyPathAssignment(callAt: position + 1)
        }
        guard let chain = chain(endingAt: position - 2) else { return }
        if property != nil, property != "title", chain.start == .name("self"), chain.members.isEmpty { return settingOwnText() }
        if property != nil, let label = chain.members.last, SourceFacts.builtInLabels.contains(label) {
            facts.noteBuiltInLabelText(label, line: tokens[position].line, column: tokens[position].column)
        }
        // `label.text = …` on a parameter: the function sets the text of the view a call passes it.
        if let property, let (function, path) = scopes.parameterChain(chain) {
            for candidate in TextSetters.candidates(owner: function, path: path, property: property) {
                facts.assignments.append(SourceFacts.TextAssignment(owner: function, path: candidate, line: tokens[position].line,
                                                                    column: tokens[position].column))
            }
        }
        guard let (owner, path) = scopes.resolve(chain) else { return }
        guard let property else {
            // `headerText.setAttributedTextString(…)`: a method of the app's that may set the view's own text.
            if next?.is("(") == true, !path.isEmpty {
                facts.calls.append(SourceFacts.MethodCall(owner: owner, path: path, method: name, line: tokens[position].line,
                                                          column: tokens[position].column))
            }
            return
        }
        for candidate in TextSetters.candidates(owner: owner, path: path, property: property) {
            facts.assignments.append(SourceFacts.TextAssignment(owner: owner, path: candidate, line: tokens[position].line,
                                                                   column: tokens[position].column))
        }
    }

    /// A call of a function (`style(titleLabel)`, `cell.setAppearance(user: user, nameLabel: nameLabel)`): each argument
    /// that is a plain chain to a view (`titleLabel`, `self.header.titleLabel`), or to a parameter of the function whose
    /// body this is, is passed to the parameter at its position.
    mutating func argumentPasses(callAt position: Int) {
        let open = position + 1
        let close = matching(from: open)
        let ranges = parameterRanges(from: open, to: close)
        var labels: [String] = []
        var passed: [(position: Int, owner: String, path: [String])] = []
        for (argument, range) in ranges.enumerated() {
            let labelled = range.count > 2 && tokens[range.lowerBound].isIdentifier && tokens[range.lowerBound + 1].is(":")
            labels.append(labelled ? tokens[range.lowerBound].text : "_")
            let start = labelled ? range.lowerBound + 2 : range.lowerBound
            guard start < range.upperBound, let chain = chain(endingAt: range.upperBound - 1),
                  chainStart(chain, at: start, end: range.upperBound - 1) else { continue }
            if let (owner, path) = scopes.parameterChain(chain) {
                passed.append((argument, owner, path))
            } else if let (owner, path) = scopes.resolve(chain), !path.isEmpty {
                passed.append((argument, owner, path))
            }
        }
        let function = Self.signature(tokens[position].text, labels: labels)
        for each in passed {
            facts.arguments.append(SourceFacts.ArgumentPass(function: function, position: each.position, owner: each.owner, path: each.path,
                                                            line: tokens[position].line, column: tokens[position].column))
        }
    }

    /// A function's name with its argument labels, as its declaration and its calls spell it alike: `style(_:)`,
    /// `setAppearance(userInfo:usernameLabel:)`.
    static func signature(_ name: String, labels: [String]) -> String {
        name + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    /// `text = …`, `self.attributedText = …`, `setTitle(…)` on the object itself: the function whose body this is
    /// sets the text of any view it is called on (`extension UILabel { func setAttributedTextString(…) }`).
    mutating func settingOwnText() {
        guard let type = scopes.enclosingType, let function = currentFunction else { return }
        facts.textMethods.insert(SourceFacts.Member(owner: type, name: function))
    }

    /// `tagFields = [keyField, valueField]` (or `self.tagFields = [self.keyField, …]`, `lazy var tagFields = […]`):
    /// a member that lists other members of the same object.
    mutating func memberList(named position: Int) {
        guard position + 2 < tokens.count, let owner = scopes.enclosingType else { return }
        let target: (owner: String, path: [String])?
        if scopes.isTypeBody {
            target = (owner, [tokens[position].text])
        } else {
            target = chain(endingAt: position).flatMap { scopes.resolve($0) }
        }
        guard let target, target.owner == owner, target.path.count == 1 else { return }
        let open = position + 2
        let close = matching(from: open)
        var names: [String] = []
        var start = open + 1
        for cursor in (open + 1)...close where tokens[cursor].is(",") || cursor == close {
            guard cursor > start, let element = chain(endingAt: cursor - 1), chainStart(element, at: start, end: cursor - 1),
                  let (elementOwner, path) = scopes.resolve(element), elementOwner == owner, path.count == 1 else {
                if cursor == start && cursor == close { break }     // `[]`, or a trailing comma
                return
            }
            names.append(path[0])
            start = cursor + 1
        }
        if !names.isEmpty { facts.memberLists[SourceFacts.Member(owner: owner, name: target.path[0])] = names }
    }

    /// RxSwift's binders, where an observable drives a view's text: `.drive(titleLabel.rx.text)`,
    /// `.bind(to: button.rx.title())`. Reading `field.rx.text` (an observable of what a user types) sets nothing.
    private mutating func reactiveBinding(at position: Int) {
        guard position + 2 < tokens.count, tokens[position + 1].is("."),
              ["text", "attributedText", "title", "attributedTitle"].contains(tokens[position + 2].text),
              let chain = chain(endingAt: position - 2), chain.firstToken >= 2 else { return }
        let before = chain.firstToken
        let drives = tokens[before - 1].is("(") && ["drive", "bind"].contains(tokens[before - 2].text)
        let bindsTo = before >= 4 && tokens[before - 1].is(":") && tokens[before - 2].text == "to" && tokens[before - 3].is("(")
            && tokens[before - 4].text == "bind"
        guard drives || bindsTo, let (owner, path) = scopes.resolve(chain) else { return }
        for candidate in TextSetters.candidates(owner: owner, path: path, property: "text") {
            facts.assignments.append(SourceFacts.TextAssignment(owner: owner, path: candidate, line: tokens[position].line,
                                                                column: tokens[position].column))
        }
    }

    /// Combine's `publisher.assign(to: \.text, on: titleLabel)` (or `\UILabel.attributedText`,
    /// `assign(to: \.titleLabel.text, on: self)`): each value the publisher sends becomes the view's text.
    /// `assign(to: \.textColor, on: label)` and `assign(to: &$title)` set none.
    private mutating func keyPathAssignment(callAt open: Int) {
        let close = matching(from: open)
        guard open + 4 < close, tokens[open + 1].text == "to", tokens[open + 2].is(":"), tokens[open + 3].is("\\") else { return }
        var position = open + 4
        if tokens[position].isIdentifier { position += 1 }                    // `\UILabel.text`: the root type
        var components: [String] = []
        while position + 1 < close, tokens[position].is(".") || tokens[position].is("?") || tokens[position].is("!") {
            if tokens[position].is("."), tokens[position + 1].isIdentifier {
                components.append(tokens[position + 1].text)
                position += 2
            } else {
                position += 1
            }
        }
        guard let property = components.last, TextSetters.properties.contains(property), position + 3 < close,
              tokens[position].is(","), tokens[position + 1].text == "on", tokens[position + 2].is(":"),
              let chain = chain(endingAt: close - 1), chain.firstToken == position + 3,
              let (owner, start) = scopes.resolve(chain) else { return }
        let path = start + components.dropLast()
        for candidate in TextSetters.candidates(owner: owner, path: path, property: property) {
            facts.assignments.append(SourceFacts.TextAssignment(owner: owner, path: candidate, line: tokens[open - 1].line,
                                                                column: tokens[open - 1].column))
        }
    }

    /// `setTitle(…, for: .highlighted)`: a title for another state than normal.
    private func leavesNormalTitle(callAt open: Int) -> Bool {
        let close = matching(from: open)
        guard let label = (open..<close).first(where: { tokens[$0].text == "for" && tokens[$0 + 1].is(":") }) else { return false }
        var words: [String] = []
        var position = label + 2
        while position < close, !tokens[position].is(",") {
            if tokens[position].isIdentifier { words.append(tokens[position].text) }
            position += 1
        }
        return TextSetters.isOtherStateOnly(words)
    }

    /// The chain whose last element ends at `end`, read backwards: `self?.header.titleLabel`, `labels[0]`,
    /// `(cell as? PhotoCell)?.titleLabel`. Nil for anything else (a call's result, a key path).
    func chain(endingAt end: Int) -> Chain? {
        var members: [String] = []
        var position = end
        while position >= 0 {
            while position >= 0, tokens[position].is("?") || tokens[position].is("!") { position -= 1 }
            while position >= 0, tokens[position].is("]") {
                position = opening(of: position) - 1
                while position >= 0, tokens[position].is("?") || tokens[position].is("!") { position -= 1 }
            }
            guard position >= 0 else { return nil }
            let word = tokens[position]
            if word.isIdentifier {
                if position > 0, tokens[position - 1].is(".") {
                    members.insert(word.text, at: 0)
                    position -= 2
                    continue
                }
                if position > 0, tokens[position - 1].is("\\") { return nil }
                return Chain(start: .name(word.text), members: members, firstToken: position)
            }
            if word.is(")") {
                let open = opening(of: position)
                // `label(for: x).text`: a call's result, whose class is not known here.
                if open > 0 {
                    let before = tokens[open - 1]
                    if before.isIdentifier || before.is(")") || before.is("]") || before.is("?") || before.is("!") || before.is(">") { return nil }
                }
                guard let cast = (open..<position).last(where: { tokens[$0].isIdentifier && tokens[$0].text == "as" }),
                      let type = typeName(from: castType(at: cast + 1)) else { return nil }
                return Chain(start: .type(type), members: members, firstToken: open)
            }
            return nil
        }
        return nil
    }

    /// The function a call closing at `close` calls (`makeCell` in `factory.makeCell(…)`), by its name's index.
    func callName(closingAt close: Int) -> Int? {
        let open = opening(of: close)
        guard open > 0, tokens[open - 1].isIdentifier else { return nil }
        return open - 1
    }

    /// The `(` or `[` that opens the bracket closing at `close`.
    func opening(of close: Int) -> Int {
        let closer = tokens[close].text
        let opener = closer == ")" ? "(" : "["
        var depth = 0
        var position = close
        while position >= 0 {
            if tokens[position].is(closer) { depth += 1 }
            if tokens[position].is(opener) {
                depth -= 1
                if depth == 0 { return position }
            }
            position -= 1
        }
        return 0
    }
}
