import Foundation
import GlossaLayout

/// What the app's Swift and Objective-C code does to its storyboards' views: which outlets' text it sets at
/// run time (`titleLabel.text = …`, `doneButton.setTitle(…, for: .normal)`), and where.
///
/// A class's outlet counts as set when the class's own code (its body and its extensions, in any file)
/// sets it, when a superclass's code does, or when code elsewhere sets it through an object of that class
/// (`cell.titleLabel.text = …` where `cell` is a `PhotoCell`). The place reported is the first in file
/// order, then line, so a run never depends on the order files were read in.
public struct AppCode: Sendable {
    /// The extensions of the source files read.
    public static let extensions: Set<String> = ["swift", "m", "mm", "h"]

    /// The source files read, relative to the working directory where inside it, sorted.
    public private(set) var files: [String] = []
    private var setters: [SourceFacts.Member: SourceLocation] = [:]
    private var changes: [SourceFacts.Member: CodeChange] = [:]
    /// Where each class's code first decides its table's row heights (`SourceFacts.rowHeights`).
    private var rowHeights: [String: SourceLocation] = [:]
    /// Where each class's code first says its rows size themselves, and the classes whose rows are not all
    /// self-sizing (`SourceFacts.selfSizingRows`, `customRowHeights`).
    private var selfSizingRows: [String: SourceLocation] = [:]
    private var customRowHeights: Set<String> = []
    /// The whole-number constants the code declares, for the tags it asks views by (`SourceFacts.integerConstants`).
    private var tagConstants: [String: Int] = [:]
    /// Where the code first sets a built-in label's text through any object (`SourceFacts.builtInLabelTexts`).
    private var builtInLabelTexts: [String: SourceLocation] = [:]
    private var superclasses: [String: String] = [:]
    private var classes: Set<String> = []
    /// Each string literal and each identifier the code uses, with the types whose code uses it.
    private var literals: [String: Set<String>] = [:]
    private var mentions: [String: Set<String>] = [:]
    /// Classes whose code runs for no screen anyone opens (`reachingScreens(of:)`): what they name opens nothing.
    public private(set) var unreached: Set<String> = []
    /// The Objective-C methods of the app's classes that nothing calls (`deadMethods(…)`), as `SourceFacts.methodPlace`s:
    /// what their code names opens nothing either.
    public private(set) var uncalled: Set<String> = []
    /// The methods `@interface`s declare of their own classes (`SourceFacts.ownMethods`).
    private var ownMethods: Set<String> = []
    /// The first parts of the action selectors storyboards and xibs connect (`<action selector="share:"/>`): `share`.
    var designedSelectors: Set<String> = []
    /// The classes the app's storyboards and xibs name (`customClass`), read or not.
    var designedClasses: Set<String> = []
    /// Those of them that are views' or cells' classes (`customClass` of a view in a storyboard or xib): the file makes
    /// their objects wherever it is loaded, so their code runs with the screen that shows them.
    var viewClasses: Set<String> = []

    /// No code: every text is the document's own.
    public init() {}

    /// Reads every source file under `roots` (see `AppSourceFolders.files`).
    public static func read(roots: [String], excludes: [Glob] = [],
                            workingDirectory: String = FileManager.default.currentDirectoryPath) -> AppCode {
        let files = AppSourceFolders.files(under: roots, excludes: excludes, workingDirectory: workingDirectory)
        var code = AppCode(files: files, facts: readFacts(files))
        let designs = AppSourceFolders.files(under: roots, excludes: excludes, extensions: ["storyboard", "xib"],
                                             workingDirectory: workingDirectory)
        for file in designs {
            for (name, isView) in customClasses(inFile: file) {
                code.designedClasses.insert(name)
                if isView { code.viewClasses.insert(name) }
            }
            code.designedSelectors.formUnion(actionSelectors(inFile: file))
        }
        code.uncalled = code.deadMethods()
        return code
    }

    /// The classes a storyboard or xib names (`customClass="SettingsViewController"`): UIKit makes their objects when it
    /// loads that file, whether or not Glossa reads it. Each says whether it is a view's or a cell's class inside a
    /// screen (not a scene's view controller, not a File's Owner, not a xib's own top-level object, which is what
    /// loading that xib makes): an object the file makes wherever the screen that holds it is shown.
    static func customClasses(inFile path: String) -> [(name: String, isView: Bool)] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        let text = String(decoding: data, as: UTF8.self)
        let isXib = (path as NSString).pathExtension.lowercased() == "xib"
        var names: [(String, Bool)] = []
        var depth = 0, objects: Int?
        var rest = text[...]
        // Element by element: `<name …>` opens one (unless it ends `/>`), `</name>` closes one.
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let element = rest[open...close]
            rest = rest[text.index(after: close)...]
            if element.hasPrefix("</") {
                depth -= 1
                if let level = objects, depth < level { objects = nil }
                continue
            }
            if element.hasPrefix("<?") || element.hasPrefix("<!") { continue }
            depth += 1
            let closed = element.hasSuffix("/>")
            defer { if closed { depth -= 1 } }
            if element.hasPrefix("<objects") { objects = depth; continue }
            guard let found = element.range(of: "customClass=\""),
                  let end = element[found.upperBound...].firstIndex(of: "\"") else { continue }
            let topLevel = isXib && objects.map { depth == $0 + 1 } ?? false
            let isView = !element.hasPrefix("<placeholder") && !element.contains("sceneMemberID=\"viewController\"") && !topLevel
            names.append((String(element[found.upperBound..<end]), isView))
        }
        return names
    }

    /// The first part of every `selector="…"` of a storyboard or xib (`share` of `share:`): the actions its controls
    /// and gestures call.
    static func actionSelectors(inFile path: String) -> Set<String> {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        let text = String(decoding: data, as: UTF8.self)
        var found: Set<String> = []
        var rest = text[...]
        while let start = rest.range(of: " selector=\"") {
            let value = rest[start.upperBound...].prefix { $0 != "\"" }
            found.insert(String(value.prefix { $0 != ":" }))
            rest = rest[start.upperBound...]
        }
        return found
    }

    /// The methods of `ownMethods` that nothing calls: no code names them (a message, `@selector`, `#selector`, a
    /// string for `NSSelectorFromString`), no storyboard or xib connects them as an action, and they are not among the
    /// methods the runtime or UIKit call on their own (`load`, `viewDidLoad`…).
    func deadMethods() -> Set<String> {
        ownMethods.filter { place in
            guard let method = SourceFacts.method(ofPlace: place) else { return false }
            let first = String(method.method.prefix { $0 != ":" })
            return mentions[first] == nil && literals[first] == nil && literals[method.method] == nil
                && !designedSelectors.contains(first) && !Self.calledBySystem.contains(first) && !first.hasPrefix("init")
        }
    }

    /// Methods without arguments that Objective-C's runtime, Foundation or UIKit call on an object of their own accord.
    static let calledBySystem: Set<String> = [
        "load", "initialize", "dealloc", "description", "debugDescription", "hash", "copy", "mutableCopy", "awakeFromNib",
        "prepareForInterfaceBuilder", "loadView", "viewDidLoad", "layoutSubviews", "prepareForReuse", "didReceiveMemoryWarning",
        "viewDidLayoutSubviews", "viewWillLayoutSubviews", "updateConstraints", "updateViewConstraints", "canBecomeFirstResponder",
        "canResignFirstResponder", "shouldAutorotate", "supportedInterfaceOrientations", "preferredStatusBarStyle",
        "prefersStatusBarHidden", "preferredInterfaceOrientationForPresentation", "intrinsicContentSize", "tintColorDidChange",
        "didMoveToSuperview", "didMoveToWindow", "willMoveToSuperview", "willMoveToWindow", "drawRect", "sizeThatFits",
        "inputAccessoryView", "inputView", "keyCommands", "applicationDidFinishLaunching", "viewWillAppear", "viewDidAppear",
        "viewWillDisappear", "viewDidDisappear", "preferredContentSize", "childViewControllerForStatusBarStyle",
    ]

    /// The facts of each file, read in parallel, in the files' order.
    private static func readFacts(_ files: [String]) -> [SourceFacts] {
        let store = FactsStore(count: files.count)
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, files.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for position in stride(from: worker, to: files.count, by: workers) {
                store.set(facts(ofFile: files[position]), at: position)
            }
        }
        return store.values
    }

    /// The facts of one file; a file that cannot be read, or is not UTF-8 text, says nothing.
    static func facts(ofFile path: String) -> SourceFacts {
        guard let data = FileManager.default.contents(atPath: path) else { return SourceFacts() }
        let source = String(decoding: data, as: UTF8.self)
        return facts(of: source, language: (path as NSString).pathExtension.lowercased() == "swift" ? .swift : .objectiveC)
    }

    static func facts(of source: String, language: SourceLexer.Language) -> SourceFacts {
        switch language {
        case .swift: return SwiftSourceReader.facts(source)
        case .objectiveC: return ObjCSourceReader.facts(source)
        }
    }

    /// The app's code from the facts of its files (`files[i]` said `facts[i]`).
    init(files: [String], facts: [SourceFacts]) {
        self.files = files
        var memberTypes: [SourceFacts.Member: String] = [:]
        var resultTypes: [String: String] = [:]
        var textMethods: Set<SourceFacts.Member> = []
        var memberLists: [SourceFacts.Member: [String]] = [:]
        var constants: [String: Int] = [:]
        for fileFacts in facts {
            constants.merge(fileFacts.integerConstants) { $0 == $1 ? $0 : -1 }
            textMethods.formUnion(fileFacts.textMethods)
            memberLists.merge(fileFacts.memberLists) { first, _ in first }
            resultTypes.merge(fileFacts.resultTypes) { first, other in first == other ? first : "" }
            superclasses.merge(fileFacts.superclasses) { first, _ in first }
            classes.formUnion(fileFacts.classes)
            memberTypes.merge(fileFacts.memberTypes) { first, _ in first }
            literals.merge(fileFacts.literals) { $0.union($1) }
            mentions.merge(fileFacts.mentions) { $0.union($1) }
            ownMethods.formUnion(fileFacts.ownMethods)
        }
        uncalled = deadMethods()
        tagConstants = constants.filter { $0.value >= 0 }
        let parameterTexts = Self.parameterTexts(facts)
        for (file, fileFacts) in zip(files, facts) {
            for (type, place) in fileFacts.rowHeights where rowHeights[type] == nil {
                rowHeights[type] = SourceLocation(file: file, line: place.line, column: place.column)
            }
            for (type, place) in fileFacts.selfSizingRows where selfSizingRows[type] == nil {
                selfSizingRows[type] = SourceLocation(file: file, line: place.line, column: place.column)
            }
            customRowHeights.formUnion(fileFacts.customRowHeights)
            for (label, place) in fileFacts.builtInLabelTexts where builtInLabelTexts[label] == nil {
                builtInLabelTexts[label] = SourceLocation(file: file, line: place.line, column: place.column)
            }
            let calls = fileFacts.calls.filter { call in
                settingOwnText(call, methods: textMethods, memberTypes: memberTypes)
            }.map { SourceFacts.TextAssignment(owner: $0.owner, path: $0.path, line: $0.line, column: $0.column) }
            let passes = fileFacts.arguments.flatMap { pass in
                (parameterTexts[Self.slot(pass.function, pass.position)] ?? []).sorted { $0.lexicographicallyPrecedes($1) }.map {
                    SourceFacts.TextAssignment(owner: pass.owner, path: pass.path + $0, line: pass.line, column: pass.column)
                }
            }
            for assignment in fileFacts.assignments + calls + passes where SourceFacts.function(ofParameterOwner: assignment.owner) == nil {
                let location = SourceLocation(file: file, line: assignment.line, column: assignment.column)
                for each in targets(owner: assignment.owner, path: assignment.path, memberTypes: memberTypes, resultTypes: resultTypes,
                                    memberLists: memberLists) {
                    if let known = setters[each], !Self.precedes(location, known) { continue }
                    setters[each] = location
                }
            }
            for change in fileFacts.changes {
                let location = SourceLocation(file: file, line: change.line, column: change.column)
                for each in targets(owner: change.owner, path: change.path, memberTypes: memberTypes, resultTypes: resultTypes,
                                    memberLists: memberLists) {
                    let found = CodeChange(what: StateSetters.describe(change.property, member: each.name), location: location)
                    if let known = changes[each], !found.outranks(known) { continue }
                    changes[each] = found
                }
            }
        }
    }

    /// The members a chain from an object of class `owner` (or a function's result) reaches: the one its path ends at,
    /// and, for a list member (`for field in tagFields { field.text = … }` where `tagFields = [keyField, valueField]`),
    /// each member it lists.
    private func targets(owner: String, path: [String], memberTypes: [SourceFacts.Member: String], resultTypes: [String: String],
                         memberLists: [SourceFacts.Member: [String]]) -> [SourceFacts.Member] {
        var owner = owner
        if let function = SourceFacts.function(ofResultOwner: owner) {
            guard var type = resultTypes[function.name], !type.isEmpty else { return [] }
            // `static func instantiateFromNib() -> Self?` called on a class: an object of that class.
            if type == "Self" {
                guard let receiver = function.receiver else { return [] }
                type = receiver
            }
            owner = type
        }
        guard var target = resolve(owner: owner, path: path, memberTypes: memberTypes) else { return [] }
        // A view found by its tag: by the number the tag's constant names.
        if let tag = SourceFacts.tag(ofMember: target.name), Int(tag) == nil {
            guard let value = tagConstants[tag] else { return [] }
            target.name = SourceFacts.tagMember(String(value))
        }
        let listed = lineage(of: target.owner).lazy.compactMap { memberLists[SourceFacts.Member(owner: $0, name: target.name)] }.first
        return [target] + (listed ?? []).map { SourceFacts.Member(owner: target.owner, name: $0) }
    }

    /// A function's parameter, as `parameterTexts` keys it.
    private static func slot(_ function: String, _ position: Int) -> String { "\(function)#\(position)" }

    /// The views each function's parameter leads to whose text the function sets, by `slot`: `[]` for the parameter
    /// itself (`label.text = …`), `["titleLabel"]` for `cell.titleLabel.text = …`. A function that passes its parameter on
    /// to another (`style(label)` in `func configure(_ label: UILabel)`) sets what that one sets.
    private static func parameterTexts(_ facts: [SourceFacts]) -> [String: Set<[String]>] {
        var texts: [String: Set<[String]>] = [:]
        for assignment in facts.lazy.flatMap(\.assignments) {
            guard let function = SourceFacts.function(ofParameterOwner: assignment.owner), let position = assignment.path.first.flatMap({ Int($0) })
            else { continue }
            texts[slot(function, position), default: []].insert(Array(assignment.path.dropFirst()))
        }
        let relays = facts.flatMap(\.arguments).filter { SourceFacts.function(ofParameterOwner: $0.owner) != nil }
        // Each round follows one more step of a chain of functions; a few suffice (and end a cycle).
        for _ in 0..<8 {
            var changed = false
            for relay in relays {
                guard let function = SourceFacts.function(ofParameterOwner: relay.owner), let position = relay.path.first.flatMap({ Int($0) }),
                      let set = texts[slot(relay.function, relay.position)] else { continue }
                for path in set {
                    let outer = Array(relay.path.dropFirst()) + path
                    if texts[slot(function, position), default: []].insert(outer).inserted { changed = true }
                }
            }
            if !changed { break }
        }
        return texts
    }

    /// The class and property a path ends at: `["header", "titleLabel"]` of a controller is the `titleLabel` of
    /// the class its `header` member is declared as.
    private func resolve(owner: String, path: [String], memberTypes: [SourceFacts.Member: String]) -> SourceFacts.Member? {
        guard let property = path.last else { return nil }
        var owner = owner
        for member in path.dropLast() {
            guard let type = lineage(of: owner).lazy.compactMap({ memberTypes[SourceFacts.Member(owner: $0, name: member)] }).first else {
                return nil
            }
            owner = type
        }
        return SourceFacts.Member(owner: owner, name: property)
    }

    /// Whether a method call sets its view's text: the view's declared class, or a class it inherits from (UIKit's
    /// included), has a method of that name that sets its own text.
    private func settingOwnText(_ call: SourceFacts.MethodCall, methods: Set<SourceFacts.Member>,
                                memberTypes: [SourceFacts.Member: String]) -> Bool {
        guard !methods.isEmpty, methods.contains(where: { $0.name == call.method }),
              let view = resolve(owner: call.owner, path: call.path, memberTypes: memberTypes),
              let type = lineage(of: view.owner).lazy.compactMap({ memberTypes[SourceFacts.Member(owner: $0, name: view.name)] }).first
        else { return false }
        return lineage(of: type).contains { methods.contains(SourceFacts.Member(owner: $0, name: call.method)) }
    }

    /// Whether `type` is one of the app's classes whose superclasses, followed as far as the app's code declares them,
    /// end at a class neither the app nor UIKit declares: a library's (`PBRevealViewController`), whose code Glossa does
    /// not read.
    public func inheritsFromLibrary(_ type: String) -> Bool {
        guard classes.contains(type), let root = lineage(of: type).last, !classes.contains(root) else { return false }
        return !(root.hasPrefix("UI") || root.hasPrefix("NS"))
    }

    /// A class and its superclasses, nearest first (a cycle in broken code ends the walk).
    private func lineage(of type: String) -> [String] {
        var result: [String] = []
        var current: String? = type
        while let name = current, !result.contains(name), result.count < 64 {
            result.append(name)
            current = superclasses[name]
        }
        return result
    }

    /// Where the code first sets the text of property `property` of an object of class `owner` (its own code
    /// or a superclass's), nil when it never does.
    ///
    /// Only the app's own classes count: `cell.textLabel?.text = …` on a `UITableViewCell` says nothing about
    /// which of the app's cells it is, so it marks none of them.
    ///
    /// A cell's or header view's `textLabel` and `detailTextLabel` are UIKit's own: generic code fills them through
    /// any cell (`cell.textLabel?.text = …` where `cell` is a `UITableViewCell`), and a table fills its header views'
    /// from `titleForHeaderInSection`. An outlet that connects a label of the app's cell or header class to one of them
    /// (`Outlet.inheritedLabel`) has its text set wherever such code is.
    public func textSetter(owner: String, property: String) -> SourceLocation? {
        guard let label = Outlet.inheritedLabel(property) else {
            return firstInFileOrder(owner: owner, property: property, in: setters) { $0 }
        }
        guard SourceFacts.builtInLabels.contains(label) else { return nil }
        let property = label
        let lineage = lineage(of: owner)
        var places: [SourceLocation] = []
        if lineage.contains("UITableViewCell") || lineage.contains("UITableViewHeaderFooterView") {
            places += [builtInLabelTexts[property]].compactMap { $0 }
        }
        if lineage.contains("UITableViewHeaderFooterView"), property == "textLabel" {
            places += [builtInLabelTexts["titleForHeaderInSection"]].compactMap { $0 }
        }
        return places.min(by: Self.precedes)
    }

    /// What `table` holds for `property` of `owner` or of one of its superclasses (the app's own classes only), the
    /// first in file order then line.
    private func firstInFileOrder<Value>(owner: String, property: String, in table: [SourceFacts.Member: Value],
                                         place: (Value) -> SourceLocation) -> Value? {
        var found: Value?
        for type in lineage(of: owner) where classes.contains(type) {
            guard let value = table[SourceFacts.Member(owner: type, name: property)] else { continue }
            if found.map({ Self.precedes(place(value), place($0)) }) ?? true { found = value }
        }
        return found
    }

    /// How many (class, property) pairs the code sets a text on.
    public var setterCount: Int { setters.count }

    /// What the code changes of property `property` of an object of class `owner` (its own code or a superclass's)
    /// besides its text, and where: the strongest change (`CodeChange.outranks`), the first in file order among equals;
    /// nil when it never changes it.
    /// Only the app's own classes count, as with `textSetter(owner:property:)`.
    public func stateChange(owner: String, property: String) -> CodeChange? {
        var found: CodeChange?
        for type in lineage(of: owner) where classes.contains(type) {
            guard let change = changes[SourceFacts.Member(owner: type, name: property)] else { continue }
            if found.map({ change.outranks($0) }) ?? true { found = change }
        }
        return found
    }

    /// Where the code of `owner` (or a superclass of the app's) decides its table's row heights: a delegate's
    /// `heightForRowAt`, or self-sizing rows; nil when it leaves them to the storyboard.
    public func rowHeightDecision(owner: String) -> SourceLocation? {
        lineage(of: owner).lazy.filter { self.classes.contains($0) }.compactMap { self.rowHeights[$0] }.first
    }

    /// Where the code of `owner` (or a superclass of the app's) makes its table's rows size themselves
    /// (`tableView.rowHeight = UITableView.automaticDimension`, a `heightForRowAt` that returns only that), when no
    /// class of its lineage gives a row a height of its own; nil otherwise.
    public func selfSizingRowsDecision(owner: String) -> SourceLocation? {
        let lineage = lineage(of: owner).filter { classes.contains($0) }
        guard !lineage.contains(where: customRowHeights.contains) else { return nil }
        return lineage.lazy.compactMap { self.selfSizingRows[$0] }.first
    }

    /// Whether no source file was read: nothing can be said of what the code does or does not do.
    public var isEmpty: Bool { files.isEmpty }

    /// Whether a string literal of the code is exactly `text` (`"SettingsVC"` in
    /// `instantiateViewController(withIdentifier: "SettingsVC")`, `@"PhotoCell"` in `loadNibNamed:`), in code that
    /// runs (not only in the code of `unreached` classes).
    public func mentions(string text: String) -> Bool { runs(literals[text]) }

    /// Whether the code uses the name `identifier` (a class: `PhotoCell.self`, `SettingsViewController()`,
    /// `[PhotoCell class]`), its own type declarations (`class PhotoCell`, `extension PhotoCell`) aside, in code
    /// that runs.
    public func mentions(identifier: String) -> Bool { runs(mentions[identifier]) }

    /// The `unreached` classes whose code alone uses `name`, as a string or an identifier, sorted; empty when code
    /// that runs uses it too, or no code does.
    public func onlyUnreached(naming name: String) -> [String] {
        let places = (literals[name] ?? []).union(mentions[name] ?? [])
        guard !places.isEmpty, !places.contains(where: runs(at:)) else { return [] }
        return places.sorted()
    }

    /// Whether some code does not run: classes nothing opens a screen of, or methods nothing calls.
    public var hasCodeThatDoesNotRun: Bool { !unreached.isEmpty || !uncalled.isEmpty }

    private func runs(_ places: Set<String>?) -> Bool {
        guard let places else { return false }
        return places.contains(where: runs(at:))
    }

    /// Whether the code at `place` (a class's, or a method's: `SourceFacts.methodPlace`) runs.
    private func runs(at place: String) -> Bool {
        guard let method = SourceFacts.method(ofPlace: place) else { return !unreached.contains(place) }
        return !uncalled.contains(place) && !unreached.contains(method.type)
    }

    /// The code, knowing which of `documents`' classes run: a class of the app that owns a screen (a scene's class, a
    /// xib's File's Owner or view) runs only when something opens one of its screens, and a view controller class
    /// no storyboard or xib of the app names only when code that runs names it; then the names their code uses open screens in turn, from
    /// the screens the storyboards open and the code outside such classes. A class another class of the app inherits
    /// from runs for that one's objects, so it always counts as running. Without the documents of the whole app, fewer
    /// classes are known to own screens: more code counts as running.
    public func reachingScreens(of documents: [LayoutDocument]) -> AppCode {
        guard !isEmpty else { return self }
        let inherited = Set(superclasses.values)
        // A class a storyboard or xib makes as a view (not as a scene's controller or a File's Owner) runs with the screen
        // that shows it: counted as running, as Glossa does not follow which screen that is.
        let owners = Set(documents.compactMap(\.openers).flatMap(\.classes)).filter {
            classes.contains($0) && !inherited.contains($0) && !viewClasses.contains($0)
        }
        let controllers = classes.filter { type in
            !inherited.contains(type) && !owners.contains(type) && !designedClasses.contains(type)
                && lineage(of: type).last.map(Self.controllerClasses.contains) == true
        }
        guard !owners.isEmpty else { return self }
        var code = self
        code.unreached = owners.union(controllers)
        // Each round opens the screens that the running code names; their classes run in the next. Never more rounds
        // than classes.
        for _ in 0...code.unreached.count {
            let opened = documents.filter { $0.openers != nil && unopenedReason(of: $0, code: code) == nil }.flatMap { $0.openers?.classes ?? [] }
            let named = controllers.filter { code.mentions(identifier: $0) }
            let next = code.unreached.subtracting(opened).subtracting(named)
            if next == code.unreached { break }
            code.unreached = next
        }
        return code
    }

    /// UIKit's view controller classes: an app's subclass of one is a screen of its own, shown only when code opens it
    /// (or a storyboard, whose scene is then one of the documents). Containers are left out: a storyboard shows its
    /// navigation and tab bar controllers as no screen of their own.
    static let controllerClasses: Set<String> = ["UIViewController", "UITableViewController", "UICollectionViewController",
                                                 "UIAlertController", "UISearchController"]

    static func precedes(_ a: SourceLocation, _ b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}

/// Facts filed by parallel workers, read back in file order.
private final class FactsStore: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [SourceFacts]

    init(count: Int) { slots = Array(repeating: SourceFacts(), count: count) }

    func set(_ facts: SourceFacts, at position: Int) {
        lock.lock()
        slots[position] = facts
        lock.unlock()
    }

    var values: [SourceFacts] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
