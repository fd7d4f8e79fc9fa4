import GlossaLayout

/// The forms that change a view's state or a constraint in Swift (see `StateSetters`), and the chains
/// (`self?.banner`, `cell.heightConstraint`) they change.
extension SwiftSourceReader {
    /// At a member name after `.`: `banner.isHidden = true`, `card.frame.origin.y -= 20`, `banner.isHidden.toggle()`,
    /// `banner.removeFromSuperview()`, `heightConstraint.constant = 0`, `NSLayoutConstraint.activate([…])`.
    /// Whether the name is one of these (a read, `if banner.isHidden {`, is not).
    mutating func stateChange(at position: Int) -> Bool {
        let name = tokens[position].text
        let next = position + 1 < tokens.count ? tokens[position + 1] : nil
        if name == StateSetters.removal, next?.is("(") == true {
            recordChange(chain(endingAt: position - 2), property: name, at: position)
            return true
        }
        if name == CodeChange.arrangedRemoval, next?.is("(") == true {
            if StateSetters.loopsOverArrangedViews(tokens, before: position) {
                recordChange(chain(endingAt: position - 2), property: name, at: position)
            }
            return true
        }
        if StateSetters.activations.contains(name), next?.is("(") == true, position >= 2, tokens[position - 2].text == "NSLayoutConstraint" {
            activation(callAt: position + 1)
            return true
        }
        guard StateSetters.viewProperties.contains(name) || StateSetters.constraintProperties.contains(name),
              assigns(member: position) else { return false }
        if name == CodeChange.alignment, StateSetters.assignsFixedSide(tokens, from: position + 2) { return true }
        recordChange(chain(endingAt: position - 2), property: name, at: position)
        return true
    }

    /// Whether the property at `position` is assigned: `= …`, `+= …`, through a member of a value it holds
    /// (`frame.origin.y = …`), or toggled (`isHidden.toggle()`).
    private func assigns(member position: Int) -> Bool {
        var cursor = position + 1
        while cursor + 1 < tokens.count, tokens[cursor].is("."), tokens[cursor + 1].isIdentifier {
            if tokens[cursor + 1].text == "toggle", cursor + 2 < tokens.count, tokens[cursor + 2].is("(") { return true }
            cursor += 2
        }
        guard cursor < tokens.count, tokens[cursor].kind == .punctuation else { return false }
        return StateSetters.assignments.contains(tokens[cursor].text)
    }

    /// The constraints of `NSLayoutConstraint.activate([heightConstraint, self.topConstraint])` (or of a list
    /// member, `activate(compactConstraints)`): each plain chain among the call's arguments.
    private mutating func activation(callAt open: Int) {
        let close = matching(from: open)
        let before: Set<String> = ["(", "[", ",", "+"]
        let after: Set<String> = [")", "]", ",", "+"]
        var start = open + 1
        for position in (open + 1)...max(open + 1, close) where position <= close {
            let word = tokens[position]
            if word.isIdentifier || word.is(".") || word.is("?") || word.is("!") { continue }
            if position > start, word.kind == .punctuation, after.contains(word.text), tokens[start - 1].kind == .punctuation,
               before.contains(tokens[start - 1].text), let element = chain(endingAt: position - 1), chainStart(element, at: start, end: position - 1) {
                recordChange(element, property: "isActive", at: position - 1)
            }
            start = position + 1
        }
    }

    private mutating func recordChange(_ chain: Chain?, property: String, at position: Int) {
        guard let chain, let (owner, path) = scopes.resolve(chain), !path.isEmpty else { return }
        facts.changes.append(SourceFacts.StateChange(owner: owner, path: path, property: property, line: tokens[position].line,
                                                     column: tokens[position].column))
    }
}
