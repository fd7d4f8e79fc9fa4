import GlossaLayout
import SwiftSyntax

/// Where navigation leads from a screen: a `NavigationLink`'s destination, a `navigationDestination`'s or a sheet's
/// content, a split view's detail, as written, with the scope it was written in. The reader makes a screen of each one
/// that shows an app view whose arguments are all known there (contract v4: "views the app's … navigation show …
/// whose arguments are known").
struct Destination {
    /// The destination's view expression (`SettingsView()`), or the statements that build it (a closure's, a case's).
    let expression: ExprSyntax?
    let statements: CodeBlockItemListSyntax?
    let scope: Scope

    init(expression: ExprSyntax, scope: Scope) {
        self.expression = expression
        statements = nil
        self.scope = scope
    }

    init(statements: CodeBlockItemListSyntax, scope: Scope) {
        expression = nil
        self.statements = statements
        self.scope = scope
    }

    /// The app view the destination shows, and the call that makes it: the destination's one statement, modifiers and
    /// a navigation stack around it left aside (`NavigationStack { AboutView().navigationTitle("About") }` shows
    /// `AboutView`).
    func shownView(in index: SourceIndex) -> (type: TypeDecl, call: FunctionCallExprSyntax)? {
        var shown = expression
        if let statements {
            guard let only = Self.onlyExpression(statements) else { return nil }
            shown = only
        }
        var depth = 0
        while let expression = shown, let call = Self.innermostCall(expression), depth < 4 {
            depth += 1
            let name = Self.calledName(call)
            if name == "NavigationStack" || name == "NavigationView" {
                guard let inner = call.trailingClosure?.statements, let only = Self.onlyExpression(inner) else { return nil }
                shown = only
                continue
            }
            guard let name, let type = index.types[name], type.properties["body"]?.getter != nil else { return nil }
            return (type, call)
        }
        return nil
    }

    /// The one expression of a body of one statement (`switch` and `if` at a statement's place too).
    static func onlyExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let only = statements.first else { return nil }
        return expression(of: only)
    }

    /// A statement's expression (`switch` and `if` at a statement's place too); nil for a declaration.
    static func expression(of statement: CodeBlockItemSyntax) -> ExprSyntax? {
        switch statement.item {
        case let .expr(expression): return expression
        case let .stmt(statement): return statement.as(ExpressionStmtSyntax.self)?.expression
        case .decl: return nil
        }
    }

    /// The call under a chain of modifiers: `A(x).padding().font(.body)` → `A(x)`.
    static func innermostCall(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var call = expression.as(FunctionCallExprSyntax.self)
        while let current = call, let inner = current.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(FunctionCallExprSyntax.self) {
            call = inner
        }
        return call
    }

    /// The type a call names: `AboutView(…)`, and `Inner` of `Outer.Inner(…)`.
    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base?.is(FunctionCallExprSyntax.self) != true {
            return member.declName.baseName.text
        }
        return nil
    }
}

extension Interpreter {
    /// Notes where a `NavigationLink` leads: its `destination:` argument, else its trailing closure where a title or a
    /// `label:` closure says what the link shows.
    func recordLink(_ call: FunctionCallExprSyntax, scope: Scope) {
        if let destination = argument(call, "destination") {
            if let closure = destination.as(ClosureExprSyntax.self) {
                recordDestination(closure, scope: scope)
            } else {
                destinations.append(Destination(expression: destination, scope: scope))
            }
        } else if let trailing = call.trailingClosure,
                  call.additionalTrailingClosures.contains(where: { $0.label.text == "label" })
                  || call.arguments.first.map({ $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) }) == true {
            // `NavigationLink { destination } label: { … }`, or `NavigationLink("Title") { destination }`.
            recordDestination(trailing, scope: scope)
        }
    }

    /// Notes the content of `navigationDestination(isPresented:)`, `sheet(isPresented:)`, `fullScreenCover(isPresented:)`
    /// and `popover(isPresented:)`. The closures of the `for:` and `item:` forms take the value shown, which the source
    /// does not give: only the cases of a `switch` over it are destinations (`case .about: AboutView()`), as each is
    /// a view the app shows for one value.
    func recordPresented(_ call: FunctionCallExprSyntax, scope: Scope) {
        guard let closure = call.trailingClosure ?? argument(call, "destination")?.as(ClosureExprSyntax.self)
            ?? argument(call, "content")?.as(ClosureExprSyntax.self) else { return }
        if argument(call, "isPresented") != nil {
            recordDestination(closure, scope: scope)
        } else if argument(call, "for") != nil || argument(call, "item") != nil {
            recordCases(of: closure, scope: scope)
        }
    }

    /// Notes a split view's detail: each case of a `switch` over the selection (`case .about: AboutView()`) is a
    /// destination of its own, as the sidebar's rows push them on an iPhone; else the detail itself.
    func recordDetail(_ call: FunctionCallExprSyntax, scope: Scope) {
        guard let detail = call.additionalTrailingClosures.first(where: { $0.label.text == "detail" })?.closure
            ?? argument(call, "detail")?.as(ClosureExprSyntax.self) else { return }
        if !recordCases(of: detail, scope: scope) { recordDestination(detail, scope: scope) }
    }

    /// Each case of a closure's one `switch` as a destination; false when the closure is not one `switch`.
    @discardableResult
    private func recordCases(of closure: ClosureExprSyntax, scope: Scope) -> Bool {
        guard let switched = Destination.onlyExpression(closure.statements)?.as(SwitchExprSyntax.self) else { return false }
        for element in switched.cases {
            if let switchCase = element.as(SwitchCaseSyntax.self) {
                destinations.append(Destination(statements: switchCase.statements, scope: scope))
            }
        }
        return true
    }

    /// A closure that builds a destination, unless it takes a value (`{ item in … }`), which the source does not give.
    private func recordDestination(_ closure: ClosureExprSyntax, scope: Scope) {
        guard closure.signature == nil else { return }
        destinations.append(Destination(statements: closure.statements, scope: scope))
    }

    /// Whether every argument of the call that makes a destination's view is known where the link is: a binding
    /// (`$isOn`) and a closure count as known, as the view gets them whatever the app's state.
    func argumentsKnown(_ call: FunctionCallExprSyntax, scope: Scope) -> Bool {
        call.arguments.allSatisfy { argument in
            let expression = argument.expression
            if expression.is(ClosureExprSyntax.self) || expression.writtenText.hasPrefix("$") { return true }
            return evaluate(expression, scope: scope).isKnown
        }
    }
}

/// The screens of each tab a `TabView` does not show first: the reader evaluates a screen again with another tab
/// selected (`Interpreter.selectedTabs`), named by the screen and the tab's title.
struct TabViewSeen {
    let id: String
    /// Each tab's title as its item shows it (its key or text), nil when it has none.
    let titles: [String?]
}
