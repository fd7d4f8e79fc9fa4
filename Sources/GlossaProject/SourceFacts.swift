/// What one source file says about the app's classes: their superclasses, the types of their members, and
/// the texts its code sets on members of a class (`titleLabel.text = …` in `SettingsViewController`).
struct SourceFacts: Sendable {
    /// An assignment of a view's text: the view is `path` followed from an object of class `owner`
    /// (`["titleLabel"]` of self, `["header", "titleLabel"]` through a member), at `line`:`column` of the file.
    struct TextAssignment: Equatable, Sendable {
        var owner: String
        var path: [String]
        var line: Int
        var column: Int
    }

    struct Member: Hashable, Sendable {
        var owner: String
        var name: String
    }

    /// A call of a method on a view (`headerText.setAttributedTextString(…)`): it sets the view's text when the
    /// view's class, or one it inherits from, has a method of that name that sets its own text.
    struct MethodCall: Equatable, Sendable {
        var owner: String
        var path: [String]
        var method: String
        var line: Int
        var column: Int
    }

    /// A change of a view's state or a constraint (`banner.isHidden = true`, `heightConstraint.constant = 0`,
    /// `[self.banner removeFromSuperview]`): `property` is the Swift name of what changes (see `StateSetters`),
    /// on the object `path` reaches from an object of class `owner`.
    struct StateChange: Equatable, Sendable {
        var owner: String
        var path: [String]
        var property: String
        var line: Int
        var column: Int
    }

    /// Class → superclass, as declared (`class A: B`, `@interface A : B`).
    var superclasses: [String: String] = [:]
    /// The classes the app declares itself (not UIKit's): only their objects' outlets are matched.
    var classes: Set<String> = []
    /// The declared type of members (`var header: HeaderView!`), to follow `header.titleLabel`.
    var memberTypes: [Member: String] = [:]
    var assignments: [TextAssignment] = []
    var changes: [StateChange] = []
    /// The contents of the file's plain string literals (`"SettingsVC"`, `@"PhotoCell"`), each with the types whose
    /// code holds it (`SourceFacts.outsideTypes` for code outside any type, and a `#define`).
    var literals: [String: Set<String>] = [:]
    /// The identifiers the file's code uses, besides the names its type declarations declare (`class PhotoCell`,
    /// `extension PhotoCell`, `@implementation PhotoCell`): `PhotoCell.self`, `PhotoCell()`, `[PhotoCell class]`; each
    /// with the types whose code uses it.
    var mentions: [String: Set<String>] = [:]

    /// The place of code outside any type's body, in `literals` and `mentions`.
    static let outsideTypes = ""

    /// The place of the code of an Objective-C method (`EditLocationViewController -clickedMapTypeButton`), in `literals`
    /// and `mentions`: the code of its class that runs only when something calls it.
    static func methodPlace(type: String, method: String) -> String { type + " -" + method }

    /// The class and the method a `methodPlace` names; nil for a class's place.
    static func method(ofPlace place: String) -> (type: String, method: String)? {
        guard let split = place.range(of: " -") else { return nil }
        return (String(place[..<split.lowerBound]), String(place[split.upperBound...]))
    }

    /// The methods an Objective-C `@interface` declares of its class that take no argument, or are actions
    /// (`- (void)clickedMapTypeButton;`, `- (IBAction)share:(id)sender;`), as `methodPlace`s: the class's own
    /// methods, which only the app's code or its storyboards call (not a protocol's, which UIKit calls).
    var ownMethods: Set<String> = []
    /// Where a class's code first decides its table's row heights (`heightForRowAt`, `automaticDimension`), by class.
    var rowHeights: [String: Place] = [:]

    /// A line and column of the file (where the code decides row heights, sets a built-in label's text…).
    struct Place: Equatable, Sendable {
        var line: Int
        var column: Int
    }

    /// The names whose presence in a class's code says it, not the storyboard, decides its table's row heights: a
    /// delegate's `tableView(_:heightForRowAt:)` (Objective-C `heightForRowAtIndexPath:`) or its section headers' and
    /// footers' heights, and self-sizing rows (`rowHeight = UITableView.automaticDimension`).
    static let rowHeightNames: Set<String> = ["heightForRowAt", "heightForRowAtIndexPath", "automaticDimension",
                                              "UITableViewAutomaticDimension", "heightForHeaderInSection",
                                              "heightForFooterInSection"]

    /// Where a class's code first says its rows size themselves (`UITableView.automaticDimension`,
    /// `UITableViewAutomaticDimension`), by class; and the classes whose `heightForRowAt` returns anything else on some
    /// path (a number, `super`'s, a computed height): their rows are not all self-sizing.
    var selfSizingRows: [String: Place] = [:]
    var customRowHeights: Set<String> = []

    static let automaticDimensionNames: Set<String> = ["automaticDimension", "UITableViewAutomaticDimension"]

    /// Reads which classes' rows size themselves (`selfSizingRows`, `customRowHeights`), with each token's place as
    /// `place` tracks it.
    mutating func noteRowSizing(_ tokens: [SourceToken], types: [String?]) {
        var type = Self.outsideTypes
        for (position, token) in tokens.enumerated() {
            if position < types.count, let known = types[position] { type = known }
            guard token.isIdentifier else { continue }
            let owner = Self.method(ofPlace: type)?.type ?? type
            if Self.automaticDimensionNames.contains(token.text), selfSizingRows[owner] == nil {
                selfSizingRows[owner] = Place(line: token.line, column: token.column)
            }
            guard token.text == "heightForRowAt" || token.text == "heightForRowAtIndexPath",
                  let body = Self.declaredBody(tokens, at: position) else { continue }
            // Every `return` of the body must give the automatic dimension; a body of one expression must be it.
            if !tokens[body].contains(where: { $0.isIdentifier && $0.text == "return" }),
               tokens[body].contains(where: { !($0.isIdentifier && ["UITableView", "automaticDimension", "UITableViewAutomaticDimension"].contains($0.text)) && !$0.is(".") }) {
                customRowHeights.insert(owner)
            }
            var cursor = body.lowerBound
            while cursor < body.upperBound {
                if tokens[cursor].isIdentifier, tokens[cursor].text == "return" {
                    var end = cursor + 1
                    var automatic = false
                    while end < body.upperBound, tokens[end].line == tokens[cursor].line, !tokens[end].is(";"), !tokens[end].is("}") {
                        if Self.automaticDimensionNames.contains(tokens[end].text) { automatic = true }
                        end += 1
                    }
                    if !automatic { customRowHeights.insert(owner) }
                    cursor = end
                } else {
                    cursor += 1
                }
            }
        }
    }

    /// The body of the function or method whose declaration names `tokens[position]` (`func tableView(_:heightForRowAt:)`,
    /// `- (CGFloat)tableView:… heightForRowAtIndexPath:…`): from its `{` to its `}`; nil for a call of it.
    static func declaredBody(_ tokens: [SourceToken], at position: Int) -> Range<Int>? {
        // The statement it is in starts after the last `{`, `}` or `;`: a declaration starts with `func` (after its
        // attributes and modifiers) or with an Objective-C method's `-` or `+`.
        var back = position - 1
        while back >= 0, !tokens[back].is("{"), !tokens[back].is("}"), !tokens[back].is(";") { back -= 1 }
        let head = tokens[(back + 1)..<position]
        let declares = head.contains { $0.isIdentifier && $0.text == "func" } || head.first.map { $0.is("-") || $0.is("+") } == true
        guard declares else { return nil }
        var cursor = position + 1
        while cursor < tokens.count, cursor < position + 40 {
            if tokens[cursor].is(";") || tokens[cursor].is("}") { return nil }
            if tokens[cursor].is("{") { return cursor + 1..<tokens.matching(from: cursor) }
            cursor += 1
        }
        return nil
    }

    mutating func noteRowHeights(_ token: SourceToken, in type: String?) {
        guard let type, Self.rowHeightNames.contains(token.text), rowHeights[type] == nil else { return }
        rowHeights[type] = Place(line: token.line, column: token.column)
    }
    /// Where the file's code first sets the text of a table cell's or header's built-in label through any object
    /// (`cell.textLabel?.text = …` on a `UITableViewCell`), by the label's name; and `"titleForHeaderInSection"` where
    /// a data source gives sections titles, which UIKit shows in its header views' `textLabel`.
    var builtInLabelTexts: [String: Place] = [:]

    /// Integer constants the file declares (`#define kTitleTag 2`, `enum { TitleTag = 2 }`, `static let titleTag = 2`,
    /// `case title = 2`): what `viewWithTag(kTitleTag)` asks for. A name declared with two values is none (-1).
    var integerConstants: [String: Int] = [:]

    mutating func declareConstant(_ name: String, _ value: Int) {
        if let known = integerConstants[name], known != value { integerConstants[name] = -1 } else { integerConstants[name] = value }
    }

    /// The member a view found by its tag stands for: `(tag)2`, or `(tag)kTitleTag` until the constant is known.
    static func tagMember(_ tag: String) -> String { "(tag)" + tag }
    static func tag(ofMember member: String) -> String? { member.hasPrefix("(tag)") ? String(member.dropFirst(5)) : nil }

    /// The tag a `viewWithTag` call between `start` and `end` asks for (the first in that range): a number, or the name
    /// of a constant (`kTitleTag`, `Tags.title.rawValue` → `title`).
    static func viewWithTag(in tokens: [SourceToken], from start: Int, to end: Int) -> String? {
        guard start < end else { return nil }
        for position in start..<min(end, tokens.count) where tokens[position].text == "viewWithTag" && tokens[position].isIdentifier {
            var cursor = position + 1
            guard cursor < tokens.count, tokens[cursor].is("(") || tokens[cursor].is(":") else { continue }
            cursor += 1
            var last: String?
            while cursor < tokens.count, !tokens[cursor].is(")"), !tokens[cursor].is("]") {
                let word = tokens[cursor]
                if word.kind == .number { return word.text }
                if word.isIdentifier, word.text != "rawValue", word.text != "self" { last = word.text }
                guard word.isIdentifier || word.is(".") else { return nil }
                cursor += 1
            }
            return last
        }
        return nil
    }

    /// `NAME = 12` followed by `,`, `;`, `}` or the line's end: a constant, in an enum or a declaration.
    mutating func noteConstant(in tokens: [SourceToken], at position: Int) {
        guard position + 2 < tokens.count, tokens[position].isIdentifier, tokens[position + 1].is("="),
              tokens[position + 2].kind == .number, let value = Int(tokens[position + 2].text) else { return }
        let after = position + 3 < tokens.count ? tokens[position + 3] : nil
        guard after.map({ $0.is(",") || $0.is(";") || $0.is("}") || $0.line > tokens[position + 2].line }) ?? true else { return }
        declareConstant(tokens[position].text, value)
    }

    /// UIKit's labels of table cells and header views, which the app's classes inherit and generic code fills.
    static let builtInLabels: Set<String> = ["textLabel", "detailTextLabel"]

    mutating func noteBuiltInLabelText(_ name: String, line: Int, column: Int) {
        if builtInLabelTexts[name] == nil { builtInLabelTexts[name] = Place(line: line, column: column) }
    }

    var calls: [MethodCall] = []
    /// Methods that set their own object's text, by the class (or extended class) that declares them.
    var textMethods: Set<Member> = []
    /// Members that hold a list of other members (`tagFields = [keyField, valueField]`): a text set on the
    /// list's elements is set on each of them.
    var memberLists: [Member: [String]] = [:]
    /// The class a function is declared to return (`func makeFolderCell(…) -> FolderCell`); "" when functions
    /// of that name return different classes.
    var resultTypes: [String: String] = [:]

    /// The owner of a chain that starts from a call of `function`, until its result type is known; `receiver` is the
    /// class a class method is called on (`PhotoCell.instantiateFromNib()`), which a function that returns `Self` returns.
    static func resultOwner(of function: String, on receiver: String? = nil) -> String {
        "()" + function + (receiver.map { "@" + $0 } ?? "")
    }

    /// The function a `resultOwner(of:on:)` names, and the class it is called on if any; nil for a class.
    static func function(ofResultOwner owner: String) -> (name: String, receiver: String?)? {
        guard owner.hasPrefix("()") else { return nil }
        let parts = owner.dropFirst(2).split(separator: "@", maxSplits: 1).map(String.init)
        return (parts.first ?? "", parts.count > 1 ? parts[1] : nil)
    }

    /// A view passed to a function of the app (`style(titleLabel)`, `setAppearance(usernameLabel: usernameLabel)`,
    /// `[self configureLabel:self.titleLabel]`): argument `position` of a call of `function` (see `parameterOwner(of:)`)
    /// is the view `path` reaches from an object of class `owner`, at `line`:`column` of the file.
    struct ArgumentPass: Equatable, Sendable {
        var function: String
        var position: Int
        var owner: String
        var path: [String]
        var line: Int
        var column: Int
    }

    /// The views passed to functions, whose text is set when the function sets its parameter's.
    var arguments: [ArgumentPass] = []

    /// The owner of the chains that start from a function's parameters: a text the function sets on its parameter N
    /// (`label.text = …` in `func style(_ label: UILabel)`) is a `TextAssignment` of this owner with a path that starts
    /// with `"N"`. `function` is the function's name with its argument labels (`style(_:)`,
    /// `setAppearance(userInfo:usernameLabel:)`), or an Objective-C selector (`configureLabel:`).
    static func parameterOwner(of function: String) -> String { "(param)" + function }

    /// The function a `parameterOwner(of:)` names, nil for a class.
    static func function(ofParameterOwner owner: String) -> String? {
        owner.hasPrefix("(param)") ? String(owner.dropFirst(7)) : nil
    }

    mutating func declareResult(of function: String, type: String) {
        if let known = resultTypes[function], known != type { resultTypes[function] = "" } else { resultTypes[function] = type }
    }

    /// Whether the string literal at `position` is only compared with (`segue.identifier == "Show"`, `case "Show":`,
    /// `[segue.identifier isEqualToString:@"Show"]`): code that asks whether something has that name opens nothing by it.
    static func isCompared(_ tokens: [SourceToken], at position: Int) -> Bool {
        let comparisons: Set<String> = ["==", "!=", "===", "!=="]
        if position + 1 < tokens.count, tokens[position + 1].kind == .punctuation, comparisons.contains(tokens[position + 1].text) { return true }
        guard position > 0 else { return false }
        let before = tokens[position - 1]
        if before.kind == .punctuation, comparisons.contains(before.text) { return true }
        if before.isIdentifier, before.text == "case" { return true }
        if before.is(":"), position > 1, tokens[position - 2].isIdentifier,
           ["isEqualToString", "isEqual"].contains(tokens[position - 2].text) { return true }
        return false
    }

    /// Where the literals and identifiers of a lexed file are: `types[i]` is the type whose code holds token `i`
    /// (nil where the reader did not say: the type of the token before). Sets `literals` and `mentions`; the
    /// identifiers at `declared` are no mention.
    mutating func place(_ lexer: SourceLexer, types: [String?], except declared: Set<Int>) {
        var type = Self.outsideTypes
        let tokens = lexer.tokens
        for (position, token) in tokens.enumerated() {
            if position < types.count, let known = types[position] { type = known }
            if token.isIdentifier, !declared.contains(position) {
                mentions[token.text, default: []].insert(type)
            } else if token.kind == .string, let literal = lexer.literalTokens[position], !Self.isCompared(tokens, at: position) {
                literals[literal, default: []].insert(type)
            }
        }
        noteRowSizing(tokens, types: types)
        // A `#define`'s string has no token: it is the file's, outside any type.
        let inCode = Set(lexer.literalTokens.values)
        for literal in lexer.literals where !inCode.contains(literal) && literals[literal] == nil { literals[literal] = [Self.outsideTypes] }
        for (name, value) in lexer.definedNumbers { declareConstant(name, value) }
    }

    mutating func declareMember(owner: String, name: String, type: String) {
        let member = Member(owner: owner, name: name)
        if memberTypes[member] == nil { memberTypes[member] = type }
    }
}

/// What a name stands for inside a block: something unknown that hides a member of the same name (a local
/// `let titleLabel = UILabel()`), an object of a known class (`let cell = … as! PhotoCell`), or a view reached
/// from one (`guard let label = self.titleLabel`).
enum Binding: Equatable {
    case unknown
    case typed(String)
    case reference(owner: String, path: [String])
    /// What a call of this function returns (`let cell = factory.makeFolderCell(…)`), with the class a class
    /// method is called on (`PhotoCell.instantiateFromNib()`).
    case result(of: String, on: String?)
    /// Parameter `position` of `function` (see `SourceFacts.parameterOwner(of:)`), of class `type` when it is written.
    case parameter(function: String, position: Int, type: String?)
}

/// Where a chain such as `cell.titleLabel` or `(cell as? PhotoCell)?.titleLabel` starts.
struct Chain: Equatable {
    enum Start: Equatable {
        case name(String)
        /// A cast (`(x as! PhotoCell)`): an object of that class.
        case type(String)
    }

    var start: Start
    var members: [String]
    /// The index of the chain's first token (Swift's reader uses it to see what the chain is an argument of).
    var firstToken = 0
}

/// The blocks open at a point of a file: the types (class bodies, extensions, `@implementation`s) and,
/// inside them, the functions, closures and statements whose names hide members.
struct BlockScopes {
    private enum Frame {
        case type(String)
        case block([String: Binding])
    }

    private var frames: [Frame] = []

    /// The class (or extension, struct…) whose code this is: `self`'s class.
    var enclosingType: String? {
        for frame in frames.reversed() { if case let .type(name) = frame { return name } }
        return nil
    }

    /// Whether the innermost block is a type's body (where `var x: T` declares a member, not a local).
    var isTypeBody: Bool {
        if case .type = frames.last { return true }
        return false
    }

    var depth: Int { frames.count }

    mutating func openType(_ name: String) { frames.append(.type(name)) }

    mutating func openBlock(_ bindings: [String: Binding] = [:]) { frames.append(.block(bindings)) }

    mutating func close() { _ = frames.popLast() }

    /// Binds `name` in the innermost block (a type body takes no locals).
    mutating func bind(_ name: String, _ binding: Binding) {
        guard case var .block(bindings) = frames.last else { return }
        bindings[name] = binding
        frames[frames.count - 1] = .block(bindings)
    }

    /// The nearest binding of `name`, looking outwards no further than the enclosing type's body.
    func lookup(_ name: String) -> Binding? {
        for frame in frames.reversed() {
            switch frame {
            case .type: return nil
            case let .block(bindings): if let binding = bindings[name] { return binding }
            }
        }
        return nil
    }

    /// The function parameter a chain starts from (`label.text` in `func style(_ label: UILabel)`), as the owner
    /// `SourceFacts.parameterOwner(of:)` names and the path `["N"]` followed by the chain's members; nil for any
    /// other start.
    func parameterChain(_ chain: Chain) -> (owner: String, path: [String])? {
        guard case let .name(name) = chain.start, case let .parameter(function, position, _)? = lookup(name) else { return nil }
        return (SourceFacts.parameterOwner(of: function), [String(position)] + chain.members)
    }

    /// The class a chain starts from and the members it follows, or nil when the start is unknown (a local of
    /// unknown type, a type name, code outside any type).
    ///
    /// `member` turns a bare name into the member it may stand for (Objective-C's `_titleLabel` is the
    /// `titleLabel` property's instance variable).
    func resolve(_ chain: Chain, member: (String) -> String = { $0 }) -> (owner: String, path: [String])? {
        switch chain.start {
        case let .type(type):
            return (type, chain.members)
        case let .name(name):
            if let binding = lookup(name) {
                switch binding {
                case .unknown: return nil
                case let .typed(type): return (type, chain.members)
                case let .reference(owner, path): return (owner, path + chain.members)
                case let .result(function, receiver): return (SourceFacts.resultOwner(of: function, on: receiver), chain.members)
                case let .parameter(_, _, type): return type.map { ($0, chain.members) }
                }
            }
            guard let owner = enclosingType else { return nil }
            if name == "self" || name == "super" { return (owner, chain.members) }
            // A type's name (`UIColor.red`, `Strings.title`) starts no chain of self's members.
            guard let first = name.unicodeScalars.first, !CharacterClass.isUppercase(first) else { return nil }
            return (owner, [member(name)] + chain.members)
        }
    }
}

enum CharacterClass {
    static func isUppercase(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x41 && scalar.value <= 0x5A }
}

/// The properties whose assignment replaces what a view shows, and the messages that do the same.
enum TextSetters {
    /// `x.text = …` and the like (UILabel, UITextField, UITextView, UIButton's title label).
    static let properties: Set<String> = ["text", "attributedText", "placeholder", "attributedPlaceholder"]
    /// `x.setTitle(…)` (UIButton, UISegmentedControl) and `setAttributedTitle(…)`; `x.setText(…)` and
    /// `setAttributedText(…)` (label classes that take their text through a method, TTTAttributedLabel's).
    static let swiftMethods: Set<String> = ["setTitle", "setAttributedTitle", "setText", "setAttributedText"]
    /// Objective-C messages: `[x setText:…]`, `[x setTitle:… forState:…]`.
    static let messages: Set<String> = ["setText", "setAttributedText", "setPlaceholder", "setAttributedPlaceholder", "setTitle",
                                        "setAttributedTitle"]
    /// Control states other than normal: a title set only for these leaves the storyboard's normal title shown.
    static let otherStates: Set<String> = ["highlighted", "selected", "disabled", "focused", "UIControlStateHighlighted",
                                           "UIControlStateSelected", "UIControlStateDisabled", "UIControlStateFocused"]
    static let normalStates: Set<String> = ["normal", "UIControlStateNormal"]

    /// The view a chain's last member names: `button.titleLabel` also sets `button`'s title, so both are
    /// candidates (the outlets of the documents decide which one is a view); `button.configuration?.title`
    /// sets `button`'s; `cell.textLabel` is also the property `cell.textLabel` of the owner, as outlets name a
    /// static cell's built-in labels.
    ///
    /// A `title` is a bar item's or a navigation item's (`doneItem.title`, `navigationItem.title`, `tabBarItem.title`),
    /// or, set on an object itself (`self.title`, `controller.title`), a view controller's, which its navigation item
    /// and its tab bar item both show: the owner's `navigationItem` and `tabBarItem`. A bar button item of the navigation item (`navigationItem.rightBarButtonItem`)
    /// is the owner's property `navigationItem.rightBarButtonItem`, as outlets name it.
    static func candidates(owner: String, path: [String], property: String) -> [[String]] {
        if property == "title", path.count >= 2, path[path.count - 2] == "navigationItem" {
            return [path, Array(path.dropLast(2)) + ["navigationItem.\(path[path.count - 1])"]]
        }
        if property == "title", path.last != "configuration" { return path.isEmpty ? [["navigationItem"], ["tabBarItem"]] : [path] }
        guard !path.isEmpty else { return [] }
        if property == "title" || property == "attributedTitle" {
            return path.count >= 2 && path.last == "configuration" ? [Array(path.dropLast())] : []
        }
        guard properties.contains(property) else { return [] }
        if path.count >= 2, let last = path.last {
            if last == "titleLabel" { return [path, Array(path.dropLast())] }
            // A static cell's built-in label through the outlet that holds the cell (see the IB reader's outlets).
            if last == "textLabel" || last == "detailTextLabel" { return [path, Array(path.dropLast(2)) + ["\(path[path.count - 2]).\(last)"]] }
        }
        return [path]
    }

    /// Whether a `for:`/`forState:` argument leaves the normal state's title alone.
    static func isOtherStateOnly(_ words: [String]) -> Bool {
        words.contains(where: otherStates.contains) && !words.contains(where: normalStates.contains)
    }
}
