import GlossaLayout
import SwiftSyntax

/// Where navigation leads from a screen: a `NavigationLink`'s destination or a `navigationDestination`'s content, as
/// written, with the scope it was written in. The reader makes a screen of each one that shows an app view whose
/// arguments are all known there (contract v4: "views the app's … navigation show … whose arguments are known").
struct Destination {
    /// The destination's view expression (`SettingsView()`), or the closure that builds it (`{ SettingsView() }`).
    let expression: ExprSyntax?
    let closure: ClosureExprSyntax?
    let scope: Scope

    /// The app view the destination shows, and the call that makes it: the destination's one statement, modifiers
    /// and all (`AboutView().navigationTitle("About")` shows `AboutView`).
    func shownView(in index: SourceIndex) -> (type: TypeDecl, call: FunctionCallExprSyntax)? {
        var shown = expression
        if let closure {
            guard closure.signature == nil, closure.statements.count == 1, case let .expr(only)? = closure.statements.first?.item else { return nil }
            shown = only
        }
        guard let shown, let call = Self.innermostCall(shown), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let type = index.types[name], type.properties["body"]?.getter != nil else { return nil }
        return (type, call)
    }

    /// The call under a chain of modifiers: `A(x).padding().font(.body)` → `A(x)`.
    static func innermostCall(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var call = expression.as(FunctionCallExprSyntax.self)
        while let current = call, let base = current.calledExpression.as(MemberAccessExprSyntax.self)?.base {
            guard let inner = base.as(FunctionCallExprSyntax.self) else { return nil }
            call = inner
        }
        return call
    }
}

extension Interpreter {
    /// Notes where a `NavigationLink` leads: its `destination:` argument, else its trailing closure where a title or a
    /// `label:` closure says what the link shows.
    func recordLink(_ call: FunctionCallExprSyntax, scope: Scope) {
        if let destination = argument(call, "destination") {
            if let closure = destination.as(ClosureExprSyntax.self) {
                destinations.append(Destination(expression: nil, closure: closure, scope: scope))
            } else {
                destinations.append(Destination(expression: destination, closure: nil, scope: scope))
            }
        } else if let trailing = call.trailingClosure,
                  call.additionalTrailingClosures.contains(where: { $0.label.text == "label" })
                  || call.arguments.first.map({ $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) }) == true {
            // `NavigationLink { destination } label: { … }`, or `NavigationLink("Title") { destination }`.
            destinations.append(Destination(expression: nil, closure: trailing, scope: scope))
        }
    }

    /// Notes a `navigationDestination(isPresented:)` content; the closures of the `for:` and `item:` forms take the value
    /// pushed, which the source does not give, so they show no known view.
    func recordNavigationDestination(_ call: FunctionCallExprSyntax, scope: Scope) {
        guard let closure = call.trailingClosure ?? argument(call, "destination")?.as(ClosureExprSyntax.self) else { return }
        destinations.append(Destination(expression: nil, closure: closure, scope: scope))
    }

    /// Whether every argument of the call that makes a destination's view is known where the link is: a binding
    /// (`$isOn`) and a closure count as known, as the view gets them whatever the app's state.
    func argumentsKnown(_ call: FunctionCallExprSyntax, scope: Scope) -> Bool {
        call.arguments.allSatisfy { argument in
            let expression = argument.expression
            if expression.is(ClosureExprSyntax.self) || expression.trimmedDescription.hasPrefix("$") { return true }
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
