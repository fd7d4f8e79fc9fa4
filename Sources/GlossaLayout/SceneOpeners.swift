/// What may open an imported document's screen at run time, as its storyboard or xib says, and the names
/// the app's code would use to open it.
///
/// UIKit shows a storyboard scene when it is its storyboard's initial view controller, when a segue or a
/// relationship (a navigation controller's root, a tab bar controller's tab, an embed) leads to it from a scene
/// that is shown itself, when a storyboard reference in any storyboard of the app names it, or when code
/// instantiates it by its storyboard identifier. It loads a xib by its nib name: `UINib(nibName:)`, `loadNibNamed`, or a view
/// controller whose nib is named after its class.
public struct SceneOpeners: Equatable, Sendable {
    /// How a message names the screen: "scene 'Settings' of Main.storyboard", "PhotoCell.xib".
    public var label: String
    /// Whether it is a storyboard scene (else a xib's view).
    public var isScene: Bool
    /// The storyboard's initial view controller (`initialViewController` of its `<document>`).
    public var isInitial = false
    /// The destination of a segue or relationship of its own storyboard whose source the storyboard opens on its
    /// own (its initial view controller, a scene a storyboard reference names, or a scene such a segue leads to in
    /// turn), or whose source Glossa cannot tell (a segue outside any view controller's scene).
    public var isSegueDestination = false
    /// When the storyboard alone does not open it: the scenes of its storyboard from which segues or relationships
    /// lead to it, directly or through one another (navigation and tab bar controllers included). Only the app's
    /// code can open them; one it opens opens the scenes its segues lead to, and so on to this one.
    public var segueSources: [SegueSource] = []
    /// The indices in `segueSources` of the scenes whose segues lead to this one directly.
    public var directSources: [Int] = []
    /// The identifiers of the manual segues that lead to it: segues drawn from a view controller itself, which happen
    /// only when the code performs them (`performSegue(withIdentifier:sender:)`), code of the class of a scene that is open.
    public var performedSegues: [ManualSegue] = []
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

/// A scene from which a segue or relationship leads, as `SceneOpeners.segueSources` holds it: the names the app's
/// code would open it by, and the scenes whose segues lead to it in turn.
public struct SegueSource: Equatable, Sendable {
    /// How a message names it: its storyboard identifier, else its title, class or id.
    public var name: String
    /// Its storyboard identifier, if any.
    public var identifiers: [String]
    /// Its custom class, if any.
    public var classes: [String]
    /// The indices in the same `segueSources` of the scenes whose segues lead to it.
    public var sources: [Int]
    /// The identifiers of the manual segues that lead to it (see `SceneOpeners.performedSegues`).
    public var performedSegues: [ManualSegue]

    public init(name: String, identifiers: [String] = [], classes: [String] = [], sources: [Int] = [],
                performedSegues: [ManualSegue] = []) {
        self.name = name
        self.identifiers = identifiers
        self.classes = classes
        self.sources = sources
        self.performedSegues = performedSegues
    }
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

/// A manual segue: drawn from a view controller itself, it happens only when code performs it by its identifier.
public struct ManualSegue: Equatable, Sendable {
    public var identifier: String
    /// The custom class of the scene it leaves from, whose code (or whose library superclass's) performs it.
    public var sourceClass: String?

    public init(identifier: String, sourceClass: String?) {
        self.identifier = identifier
        self.sourceClass = sourceClass
    }
}
