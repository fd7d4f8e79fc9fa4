import GlossaLayout

/// What the code does to a view's state or to a constraint besides its text, in the forms UIKit offers, by
/// their Swift names: what Glossa draws from the document is then only where the screen starts.
enum StateSetters {
    /// A view's properties that hide it or move it (`banner.isHidden = true`, `card.frame.origin.y += 20`), hand its
    /// place to constraints the code adds (`translatesAutoresizingMaskIntoConstraints = false`), or replace the picture
    /// an image view shows (`avatar.image = …`: its size, and what it draws, are the code's).
    static let viewProperties: Set<String> = ["isHidden", "alpha", "frame", "center", "transform", "bounds",
                                              "translatesAutoresizingMaskIntoConstraints", "image", CodeChange.alignment]
    /// A constraint's properties that change what it asks (`heightConstraint.constant = 0`, `.isActive = false`).
    static let constraintProperties: Set<String> = ["constant", "isActive", "priority"]
    /// `view.removeFromSuperview()`: the view leaves the screen.
    static let removal = "removeFromSuperview"
    /// Whether the `removeArrangedSubview` at `position` (`CodeChange.arrangedRemoval`) is in a loop over arranged
    /// views, so the stack's arranged views leave it; one named view removed (`stack.removeArrangedSubview(banner)`)
    /// is that view's own change, which its outlet's `removeFromSuperview` says when the code says it. The loop reads
    /// `arrangedSubviews` just before (`for view in stack.arrangedSubviews {`, `stack.arrangedSubviews.forEach {`).
    static func loopsOverArrangedViews(_ tokens: [SourceToken], before position: Int) -> Bool {
        let start = max(0, position - 24)
        return (start..<position).contains { at in
            guard tokens[at].isIdentifier, tokens[at].text == "arrangedSubviews" else { return false }
            // `….arrangedSubviews.forEach {`, or `for view in ….arrangedSubviews` (Objective-C: `in self.stack.arrangedSubviews)`).
            let forEach = at + 2 < tokens.count && tokens[at + 1].is(".") && tokens[at + 2].text == "forEach"
            let loop = tokens[max(0, at - 6)..<at].contains { $0.isIdentifier && $0.text == "in" }
            return forEach || loop
        }
    }
    /// `NSLayoutConstraint.activate([…])` and `deactivate([…])`: each constraint's `isActive`.
    static let activations: Set<String> = ["activate", "deactivate"]
    /// Objective-C's `[NSLayoutConstraint activateConstraints:@[…]]` and `deactivateConstraints:`.
    static let objCActivations: Set<String> = ["activateConstraints", "deactivateConstraints"]

    /// Objective-C's property names (dot syntax) by their Swift names: `hidden` is `isHidden`.
    static let objCProperties: [String: String] = [
        "hidden": "isHidden", "alpha": "alpha", "frame": "frame", "center": "center", "transform": "transform", "bounds": "bounds",
        "constant": "constant", "active": "isActive", "priority": "priority",
        "translatesAutoresizingMaskIntoConstraints": "translatesAutoresizingMaskIntoConstraints", "image": "image",
        "textAlignment": CodeChange.alignment,
    ]
    /// Objective-C's setters (`[x setHidden:YES]`) by the Swift name of what they set.
    static let messages: [String: String] = [
        "setHidden": "isHidden", "setAlpha": "alpha", "setFrame": "frame", "setCenter": "center", "setTransform": "transform",
        "setBounds": "bounds", "setConstant": "constant", "setActive": "isActive", "setPriority": "priority",
        "setTranslatesAutoresizingMaskIntoConstraints": "translatesAutoresizingMaskIntoConstraints", "setImage": "image",
        "removeArrangedSubview": CodeChange.arrangedRemoval, "setTextAlignment": CodeChange.alignment,
    ]
    /// Whether the value assigned to a text alignment from `position` on (to the statement's end) is a fixed side
    /// (`.left`, `NSTextAlignmentRight`): the alignment stays as hard-coded as the document's, so no verdict on it
    /// changes. `.natural`, `.center`, a variable or a condition may change it.
    /// A fixed side the code picks by the layout direction (`if isRTL { label.textAlignment = .right }`, under a test of
    /// `effectiveUserInterfaceLayoutDirection`) is the app's own handling of right-to-left: it counts as a change.
    static func assignsFixedSide(_ tokens: [SourceToken], from position: Int) -> Bool {
        if underDirectionTest(tokens, before: position) { return false }
        let line = tokens[min(position, tokens.count - 1)].line
        var words: [String] = []
        var cursor = position
        while cursor < tokens.count, tokens[cursor].line == line, !tokens[cursor].is(";"), !tokens[cursor].is("]") {
            if tokens[cursor].isIdentifier { words.append(tokens[cursor].text) }
            cursor += 1
        }
        let fixed: Set<String> = ["left", "right", "NSTextAlignmentLeft", "NSTextAlignmentRight"]
        return !words.isEmpty && words.allSatisfy { fixed.contains($0) || $0 == "NSTextAlignment" }
    }

    /// Whether the block that holds `position` runs under a test of the layout direction: the condition before the
    /// nearest enclosing `{` (`if view.effectiveUserInterfaceLayoutDirection == .rightToLeft {`) names it.
    static func underDirectionTest(_ tokens: [SourceToken], before position: Int) -> Bool {
        var depth = 0, cursor = min(position, tokens.count) - 1
        while cursor >= 0 {
            if tokens[cursor].is("}") { depth += 1 } else if tokens[cursor].is("{") {
                if depth == 0 { break }
                depth -= 1
            }
            cursor -= 1
        }
        guard cursor > 0 else { return false }
        var condition = cursor - 1
        while condition >= 0, cursor - condition <= 30, !tokens[condition].is(";"), !tokens[condition].is("{"), !tokens[condition].is("}") {
            if tokens[condition].isIdentifier, directionWords.contains(tokens[condition].text) { return true }
            condition -= 1
        }
        return false
    }

    /// Names code tests the layout direction by.
    static let directionWords: Set<String> = ["isRTL", "isRightToLeft", "rightToLeft", "effectiveUserInterfaceLayoutDirection",
                                              "userInterfaceLayoutDirection", "UIUserInterfaceLayoutDirectionRightToLeft",
                                              "semanticContentAttribute", "layoutDirection", "characterDirection"]

    /// Operators that assign a property (`alpha -= 0.1` changes it as `=` does).
    static let assignments: Set<String> = ["=", "+=", "-=", "*=", "/="]

    /// How a finding names the change of `property` of `member`: a view's "isHidden", a constraint's
    /// "constant of 'heightConstraint'" (the constraint is not the view the finding is about).
    static func describe(_ property: String, member: String) -> String {
        constraintProperties.contains(property) ? "\(property) of '\(member)'" : property
    }
}
