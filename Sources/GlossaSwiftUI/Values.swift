import GlossaLayout
import SwiftSyntax

/// A value the interpreter knows, or knows the type of.
indirect enum Value {
    /// Views a view builder made, in order.
    case views([ViewNode])
    /// A string: `localizable` when it is a literal that SwiftUI takes as a `LocalizedStringKey` (`Text("…")`), with
    /// the arguments of its interpolations.
    case string(String, localizable: Bool, arguments: [TextArgument], table: String?)
    case int(Int)
    case double(Double)
    case bool(Bool)
    /// A `Color` (hex or a named colour), for fills.
    case color(String)
    /// A `Font` (text style or size, weight).
    case font(FontValue)
    /// A closure with the scope it was made in.
    case closure(ClosureExprSyntax, Scope)
    /// An enum case or a member with no value of its own (`.leading`, `.infinity`, `.center`).
    case member(String)
    case array([Value])
    /// An instance of an app type, with the values of its properties known so far.
    case instance(String, [String: Value])
    /// A value the source does not give: the type it has where known, and a name to show for it.
    case unknown(type: String?, name: String)
    /// `nil`: an optional the source leaves empty (`if let` takes its `else`, `??` its right side).
    case none

    var asDouble: Double? {
        switch self {
        case let .double(value): return value
        case let .int(value): return Double(value)
        case let .member(name) where name == "infinity": return .infinity
        default: return nil
        }
    }

    var asBool: Bool? {
        if case let .bool(value) = self { return value }
        return nil
    }

    var asViews: [ViewNode]? {
        if case let .views(views) = self { return views }
        return nil
    }

    var isKnown: Bool {
        if case .unknown = self { return false }
        return true
    }
}

/// A font as `.font(…)` gives it: a Dynamic Type style, or a fixed size; a weight.
struct FontValue {
    var style: String?
    var size: Double?
    var weight: String?
}

/// Names bound where an expression is evaluated: `self`'s properties, parameters, locals.
final class Scope {
    private var values: [String: Value] = [:]
    /// The app type whose members `self` reaches, when inside one.
    let selfType: TypeDecl?
    let parent: Scope?

    init(selfType: TypeDecl?, parent: Scope? = nil) {
        self.selfType = selfType
        self.parent = parent
    }

    func lookup(_ name: String) -> Value? {
        values[name] ?? parent?.lookup(name)
    }

    func bind(_ name: String, _ value: Value) {
        values[name] = value
    }

    func has(_ name: String) -> Bool { values[name] != nil }

    /// A scope below this one (a closure's body, a branch).
    func child() -> Scope { Scope(selfType: selfType, parent: self) }
}
