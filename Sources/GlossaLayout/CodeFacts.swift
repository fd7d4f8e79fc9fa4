/// What the app's code does to a document's views, as the readers of the code say it: changes besides text
/// (`CodeChange`), and the outlets that tie the code's properties to the views (`Outlet`).

/// A change the app's code makes to a view besides its text: `what` it sets (`isHidden`, `alpha`, `frame`, `center`,
/// `transform`, `removeFromSuperview`, or a constraint's `constant of 'name'`), and where.
public struct CodeChange: Equatable, Sendable {
    public var what: String
    public var location: SourceLocation

    public init(what: String, location: SourceLocation) {
        self.what = what
        self.location = location
    }

    /// How much of what a verdict rests on the change can alter: hiding the view (every verdict) above moving or
    /// resizing it (where it is and how large) above the rest (its picture, its alignment, its rows' heights, which
    /// a few verdicts rest on). Of two changes to one view, the stronger is kept.
    public var strength: Int {
        if Self.visibility.contains(what) { return 3 }
        if [Self.picture, Self.alignment, Self.rowHeights].contains(what) { return 1 }
        return 2
    }

    /// Whether this change is kept before `other` for one view: the stronger, else the first in file order.
    public func outranks(_ other: CodeChange) -> Bool {
        if strength != other.strength { return strength > other.strength }
        return (location.file, location.line, location.column) < (other.location.file, other.location.line, other.location.column)
    }

    /// The changes that may hide the view: any finding on it rests on them.
    public static let visibility: Set<String> = ["isHidden", "hidden", "alpha", "removeFromSuperview", arrangedRemoval]
    /// What a stack's arranged views take when its code removes arranged views from it
    /// (`stack.removeArrangedSubview(view)`, in a loop over its `arrangedSubviews`): each may leave the screen.
    public static let arrangedRemoval = "removeArrangedSubview"
    /// What a label's text alignment the code sets (`label.textAlignment = .natural`) changes: which side its lines
    /// keep, nothing of its frame or text.
    public static let alignment = "textAlignment"
    /// What the code changes when it sets an image view's picture: what it draws and how large, not where it is.
    public static let picture = "image"
    /// What a table's screen changes when its code decides the heights of its rows or section headers: heights only,
    /// never a width.
    public static let rowHeights = "the row heights"
}

/// An Interface Builder outlet: `property` of an object of class `owner` (a view controller, a cell, a xib's
/// File's Owner) holds the view `view` (an object id).
public struct Outlet: Equatable, Sendable {
    public var owner: String
    public var property: String
    public var view: String

    public init(owner: String, property: String, view: String) {
        self.owner = owner
        self.property = property
        self.view = view
    }

    /// An outlet connected to a label UIKit's class declares (`textLabel` of a table cell or header view): the
    /// property that says so, and the label it names.
    public static func inherited(_ label: String) -> String { "(inherited)" + label }
    public static func inheritedLabel(_ property: String) -> String? {
        property.hasPrefix("(inherited)") ? String(property.dropFirst(11)) : nil
    }
}
