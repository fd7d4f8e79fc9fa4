/// What may open an imported document's screen at run time, as its storyboard or xib says, and the names
/// the app's code would use to open it.
///
/// UIKit shows a storyboard scene when it is its storyboard's initial view controller, when a segue or a
/// relationship (a navigation controller's root, a tab bar controller's tab, an embed) leads to it, when a
/// storyboard reference in any storyboard of the app names it, or when code instantiates it by its
/// storyboard identifier. It loads a xib by its nib name: `UINib(nibName:)`, `loadNibNamed`, or a view
/// controller whose nib is named after its class.
public struct SceneOpeners: Equatable, Sendable {
    /// How a message names the screen: "scene 'Settings' of Main.storyboard", "PhotoCell.xib".
    public var label: String
    /// Whether it is a storyboard scene (else a xib's view).
    public var isScene: Bool
    /// The storyboard's initial view controller (`initialViewController` of its `<document>`).
    public var isInitial = false
    /// The destination of a segue or relationship of its own storyboard.
    public var isSegueDestination = false
    /// The target of a storyboard reference (`<viewControllerPlaceholder>`) of a storyboard of the app.
    public var isReferenced = false
    /// Names the code would write as a string: a scene's storyboard identifier; a xib's nib names (its file
    /// stem, and the stem without a device suffix such as `~ipad`).
    public var identifiers: [String] = []
    /// Classes whose name in the code may open it: a scene's custom class; a xib's File's Owner and
    /// top-level views' custom classes.
    public var classes: [String] = []

    public init(label: String, isScene: Bool) {
        self.label = label
        self.isScene = isScene
    }

    /// Whether the document itself says what opens it: initial, a segue or relationship, or a reference.
    public var isOpenedByDocuments: Bool { isInitial || isSegueDestination || isReferenced }
}

/// A storyboard reference: a `<viewControllerPlaceholder>` that opens the scene of storyboard `storyboard`
/// whose storyboard identifier is `identifier`, or that storyboard's initial view controller when nil.
public struct StoryboardReference: Hashable, Sendable {
    public var storyboard: String
    public var identifier: String?

    public init(storyboard: String, identifier: String?) {
        self.storyboard = storyboard
        self.identifier = identifier
    }
}
