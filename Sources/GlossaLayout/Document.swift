import Foundation
import GlossaICU

/// Where something was written: a layout file, line and column (1-based).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// A problem with a layout document, reported as "file:line:column: message" (exit code 2 in the CLI).
public struct LayoutDiagnostic: Error, Equatable, Sendable, CustomStringConvertible {
    public var location: SourceLocation?
    public var message: String

    public init(_ message: String, at location: SourceLocation?) {
        self.message = message
        self.location = location
    }

    public var description: String { location.map { "\($0): \(message)" } ?? message }
}

/// A parsed layout document (contract v1 of DESIGN.md). Paths are already resolved against the
/// document's folder.
public struct LayoutDocument: Sendable {
    /// The document's name: its `name:` or the file stem.
    public var name: String
    /// The document's path, as given.
    public var file: String
    /// Default device name, validated against `Device.all`.
    public var device: String?
    /// Folder of string catalogs: `strings:` resolved, else `Strings/` beside the document if it exists.
    public var strings: String?
    /// Default strings table (`table:`, default "Localizable").
    public var table: String
    /// Asset catalog folder, resolved.
    public var assets: String?
    /// IANA time zone of the document's dates (`timeZone:`, default UTC), never the machine's.
    public var timeZone = "UTC"
    public var root: ViewNode
    /// Where the root view sits: the safe area (YAML), or the whole screen (a view controller's view).
    public var rootPlacement: RootPlacement = .safeArea
    /// Height of a navigation bar above the content: it extends the safe area's top, as UIKit does.
    public var topBarHeight: Double = 0
    /// Height of a tab bar below the content, less the home indicator's inset it also covers: it raises the safe
    /// area's bottom, as UIKit raises a tab's view controller's.
    public var bottomBarHeight: Double = 0
    /// The language of text written in the document itself (a storyboard's base text), when the strings
    /// folder alone cannot tell.
    public var developmentLanguage: String?
    /// Interface Builder outlets: which object's property (by its class) holds which view, so facts about the
    /// app's code (text it sets at run time) can be tied to views.
    public var outlets: [Outlet] = []
    /// The root view as devices of other size classes show it, when the document varies by size class
    /// (Interface Builder's `<variation>`s); `root` is the one for every other device.
    public var sizeClassRoots: [SizeClasses: ViewNode] = [:]
    /// The language of a localized document (`de.lproj/Main.storyboard`): the text it holds is that
    /// language's own. Nil for a Base or unlocalized document.
    public var language: String?
    /// What an imported document's reader could only approximate (drawn as placeholders, laid out another
    /// way), by what it is ("webView", "missing image"), with how many elements of the document's file have it.
    public var approximations: [String: Int] = [:]
    /// Image names the asset catalog lacks that the app's loose image files answer to (UIImage(named:)).
    public var looseImages: [String: [LooseImage]] = [:]
    /// The folder those files must stay inside (the app's folder).
    public var looseImageRoot: String?
    /// The font files the app bundles for its labels (`UIAppFonts`, found among the target's resources).
    public var appFonts: [String] = []
    /// The languages (canonical) whose folders the targets that build this document copy into the app, when its Xcode
    /// project says; nil when it cannot tell (no project, or a folder Xcode keeps in sync).
    public var builtLanguages: Set<String>?
    /// Why nothing in the app opens this screen (no segue, storyboard reference or code names it); nil when
    /// something does, or Glossa cannot tell.
    public var unopened: String?
    /// The fonts the document names that neither the app nor Glossa has: measured with a stand-in.
    public var standInFonts: Set<String> = []
    /// Versions of this document localized by language (`de.lproj/Main.storyboard` for a Base storyboard),
    /// each laid out for its locales in place of this one with strings.
    public var localizations: [String: LayoutDocument] = [:]
    /// What may open an imported document's screen at run time (see `SceneOpeners`); nil for a Glossa layout,
    /// which is a screen by its author's word.
    public var openers: SceneOpeners?
    /// The rules that lay the document out: Auto Layout's, unless it was read from SwiftUI source.
    public var layoutRules: LayoutRules = .autoLayout

    public init(name: String, file: String, device: String?, strings: String?, table: String, assets: String?,
                root: ViewNode) {
        self.name = name
        self.file = file
        self.device = device
        self.strings = strings
        self.table = table
        self.assets = assets
        self.root = root
    }

    /// The root view a device shows: its size classes' variant, else `root`.
    public func root(for device: Device) -> ViewNode {
        sizeClassRoots[device.sizeClasses] ?? root
    }

    /// Every node, depth first, parent before children.
    public var allNodes: [ViewNode] {
        var result: [ViewNode] = []
        func visit(_ node: ViewNode) {
            result.append(node)
            node.children.forEach(visit)
        }
        visit(root)
        return result
    }
}

/// A document's nodes held by reference (`SharedNode`), made once for all the document's screens: each layout's
/// box tree would otherwise copy every node it holds. Whoever holds a document that never changes (the matrix
/// runner) keeps one beside it and hands it to each layout (`LayoutEnvironment.nodeTrees`).
public final class SharedNodeTrees: @unchecked Sendable {
    private let lock = NSLock()
    private var trees: [SizeClasses?: SharedNode] = [:]

    public init() {}

    /// The tree of the root `document` shows on `device` (`LayoutDocument.root(for:)`), made on first use.
    func tree(of document: LayoutDocument, for device: Device) -> SharedNode {
        let variant = document.sizeClassRoots[device.sizeClasses] == nil ? nil : device.sizeClasses
        lock.lock()
        let known = trees[variant]
        lock.unlock()
        if let known { return known }
        let tree = SharedNode(tree: document.root(for: device))
        lock.lock()
        defer { lock.unlock() }
        if let raced = trees[variant] { return raced }
        trees[variant] = tree
        return tree
    }
}

/// What the code dequeues a prototype cell by: `dequeueReusableCell(withIdentifier: "PhotoCell")`, or a cell class
/// it registers (`register(PhotoCell.self, …)`).
public struct PrototypeCell: Equatable, Sendable {
    public var reuseIdentifier: String?
    public var cellClass: String?

    public init(reuseIdentifier: String?, cellClass: String?) {
        self.reuseIdentifier = reuseIdentifier
        self.cellClass = cellClass
    }
}

/// The view kinds of the contract; exactly one kind key per node.
public enum ViewKind: String, Sendable, CaseIterable {
    case view, text, image, button, hstack, vstack, zstack, grid, spacer, fits, list, scroll

    /// Kinds that lay their children out themselves (no explicit constraints on their children).
    public var isStack: Bool { [.hstack, .vstack, .zstack, .grid, .fits, .list, .scroll].contains(self) }
}

/// How an image fills its frame: UIView's scaleAspectFit (the default), scaleAspectFill, scaleToFill.
public enum ImageContentMode: String, Sendable, CaseIterable {
    case fit, fill, stretch
}

/// UIKit's semanticContentAttribute.
public enum SemanticAttribute: String, Sendable, CaseIterable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// A fixed size, or bounds on it: `width: 44` or `width: {min: 44, max: 300}`.
public struct SizeSpec: Equatable, Sendable {
    public var exact: Double?
    public var min: Double?
    public var max: Double?

    public init(exact: Double? = nil, min: Double? = nil, max: Double? = nil) {
        self.exact = exact
        self.min = min
        self.max = max
    }
}

/// Padding by edge. `leading`/`trailing` flip with the view's direction; `left`/`right` never do.
/// An edge given twice (leading and left) is a parse error.
public struct EdgeInsets: Equatable, Sendable {
    public var top: Double = 0
    public var bottom: Double = 0
    public var leading: Double?
    public var trailing: Double?
    public var left: Double?
    public var right: Double?

    public init(top: Double = 0, bottom: Double = 0, leading: Double? = nil, trailing: Double? = nil,
                left: Double? = nil, right: Double? = nil) {
        self.top = top
        self.bottom = bottom
        self.leading = leading
        self.trailing = trailing
        self.left = left
        self.right = right
    }

    public static let zero = EdgeInsets()
}

/// A legacy button's title and image edge insets (UIButton.titleEdgeInsets, imageEdgeInsets): each moves its
/// element from where the image and title are centred as a group, by half the difference of opposite insets.
public struct LegacyButtonInsets: Equatable, Sendable {
    public var title: EdgeInsets
    public var image: EdgeInsets

    public init(title: EdgeInsets = .zero, image: EdgeInsets = .zero) {
        self.title = title
        self.image = image
    }

    /// How far an inset rectangle's centre moves: right by half of left less right, down by half of top less bottom.
    static func shift(_ insets: EdgeInsets) -> (x: Double, y: Double) {
        (((insets.left ?? 0) - (insets.right ?? 0)) / 2, (insets.top - insets.bottom) / 2)
    }
}

/// Auto Layout priorities per axis (content hugging defaults to 250, compression resistance to 750).
public struct AxisPriorities: Equatable, Sendable {
    public var horizontal: Double
    public var vertical: Double

    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

public struct Border: Equatable, Sendable {
    public var width: Double
    public var color: String

    public init(width: Double, color: String) {
        self.width = width
        self.color = color
    }
}

/// A format argument: a string (wrapped in FSI…PDI when substituted), a number (formatted per locale),
/// or a typed value (a date, percent, currency, measure, list…) that the locale formats for a `%@`.
public enum TextArgument: Equatable, Sendable {
    case string(String)
    case integer(Int)
    case number(Double)
    case value(TypedValue)
}

/// What a text view or button title shows.
public struct TextContent: Equatable, Sendable {
    /// Localized key, or nil when `verbatim` is used.
    public var key: String?
    /// Literal text, reported as not localized.
    public var verbatim: String?
    public var table: String?
    public var args: [TextArgument] = []
    /// Dynamic Type text style (largeTitle … caption2); nil when `size` is fixed.
    public var style: String?
    public var size: Double?
    /// "regular", "medium", "semibold", "bold", … (bold and heavier use a bold face).
    public var weight: String?
    /// The PostScript name of a named font ("Avenir-Medium", "CourierNewPSMT"); nil for the system font
    /// and its text styles, which is every YAML and JSON layout's font.
    public var fontName: String?
    /// Whether the text is in the system font (see `ParagraphStyle.systemFont`): the one fact the text
    /// engine is given about the font's family, since a named font's glyphs come from the bundled faces too.
    public var isSystemFont: Bool { fontName == nil }
    /// 0 = unlimited (the default); a button's title keeps to one line unless `wraps`.
    public var lines: Int = 0
    /// A button title that wraps onto as many lines as it needs (UIButton with a word- or character-wrapping
    /// line break mode, as Interface Builder's "Word Wrap"); other button titles keep to one line.
    public var wraps = false
    /// "tail" | "head" | "middle".
    public var truncation: String = "tail"
    /// "natural" | "leading" | "trailing" | "center" | "left" | "right".
    public var alignment: String = "natural"
    public var color: String?
    /// What shows when no strings table has the key: the text an Interface Builder document holds.
    public var defaultValue: String?
    /// Where the app's code sets this text at run time (`label.text = …`, `setTitle(_:for:)`): the document's
    /// text is then a placeholder users never see, and it is not judged for translation or truncation.
    public var setInCode: SourceLocation?
    /// Autoshrink (UILabel.adjustsFontSizeToFitWidth): a single line shrinks its font down to this fraction
    /// of its size to fit its width before it truncates; nil: it never shrinks.
    public var minimumScaleFactor: Double?
    /// A multi-line label's `preferredMaxLayoutWidth`: UIKit wraps its text at this width to size it, so the label
    /// asks for no more room than that (nil: as wide as its text on one line).
    public var preferredMaxWidth: Double?
    /// Shown in capitals, in the locale's rules (a grouped table's section header title, as UIKit draws it).
    public var uppercased = false
    /// Text UIKit writes and translates itself (a system tab bar item's title): `verbatim` holds its English, and it
    /// is never judged for its translation.
    public var isSystemText = false

    public init(key: String? = nil, verbatim: String? = nil) {
        self.key = key
        self.verbatim = verbatim
    }
}

/// A constraint as written: `ITEM.ATTR (==|<=|>=) [ITEM.ATTR [* M]] [+|- C] [@PRIORITY]`.
public struct ConstraintSpec: Equatable, Sendable {
    public enum Relation: String, Sendable { case equal = "==", lessOrEqual = "<=", greaterOrEqual = ">=" }
    public enum Attribute: String, Sendable, CaseIterable {
        case left, right, leading, trailing, top, bottom, width, height, centerX, centerY, firstBaseline, lastBaseline
    }
    /// A view id, "superview" (the parent) or "safe" (the device safe area) and one of its attributes.
    public struct Anchor: Equatable, Sendable {
        public var item: String
        public var attribute: Attribute
        /// Which of the item's rectangles: its frame, unless an imported document names a guide.
        public var guide: AnchorGuide = .frame
    }

    /// The constraint's source text, quoted in findings.
    public var text: String
    public var location: SourceLocation
    /// An imported constraint's object id (what an outlet that holds the constraint names); nil in a layout.
    public var id: String?
    public var first: Anchor
    public var relation: Relation
    public var second: Anchor?
    public var multiplier: Double = 1
    public var constant: Double = 0
    /// 1...1000; 1000 = required.
    public var priority: Double = 1000
}

/// One node of the view tree, as written in the document.
public struct ViewNode: Sendable {
    public var kind: ViewKind
    public var id: String?
    /// Where the node's kind key is written.
    public var location: SourceLocation

    public var width: SizeSpec?
    public var height: SizeSpec?
    public var padding: EdgeInsets = .zero
    public var background: String?
    public var cornerRadius: Double = 0
    public var border: Border?
    public var semantic: SemanticAttribute = .unspecified
    public var hugging: AxisPriorities = AxisPriorities(horizontal: 250, vertical: 250)
    public var compression: AxisPriorities = AxisPriorities(horizontal: 750, vertical: 750)
    public var clips: Bool = false
    public var hidden: Bool = false
    public var children: [ViewNode] = []
    /// Grid rows (kind == .grid); `children` then holds the cells row by row.
    public var rows: [[ViewNode]] = []
    public var constraints: [ConstraintSpec] = []

    /// Stacks: spacing between children (default 8 for h/v stacks as UIStackView/SwiftUI, 0 for list).
    public var spacing: Double?
    /// vstack: leading|center|trailing|fill; hstack: top|center|bottom|firstBaseline|fill (and lastBaseline, read from
    /// Interface Builder); zstack: center|…
    public var alignment: String?
    /// Stacks: fill | fillEqually | equalSpacing.
    public var distribution: String?

    /// text, and a button's title.
    public var text: TextContent?
    /// image: the asset name; button: its image asset.
    public var asset: String?
    public var tint: String?
    /// image: how the image fills the frame.
    public var contentMode: ImageContentMode = .fit

    // Imported documents (see ImportedModel.swift).
    /// The insets of the view's layout margins guide.
    public var margins: LayoutMargins = .system
    /// A frame resized by an autoresizing mask, for a view placed without constraints.
    public var autoresizing: AutoresizingFrame?
    /// A stack whose children span it along its axis (UIStackView), rather than hugging its start.
    public var fillsAxis = false
    /// A vertical stack whose spacing runs from one child's last baseline to the next one's first.
    public var baselineRelative = false
    /// The intrinsic content size of a control with a standard size.
    public var standardSize: StandardSize?
    /// A switch (UISwitch), on or off: drawn as its track with the knob at the trailing (on) or leading (off) end.
    public var switchIsOn: Bool?
    /// A button's content insets (UIButton.contentEdgeInsets); nil: a system button's.
    public var contentInsets: EdgeInsets?
    /// A button without a configuration (before Xcode 13): its `titleEdgeInsets` and `imageEdgeInsets` (left and
    /// right physical, as UIEdgeInsets), and an image that fills its content rectangle leaves its title no room.
    /// Nil: a button with a configuration, or not a button.
    public var legacyButton: LegacyButtonInsets?
    /// A plain view whose content scrolls vertically (an imported UIScrollView): it clips, but content below
    /// or above it can be scrolled to, as in a `scroll`.
    public var scrollsContent = false
    /// A scroll view that pages horizontally (UIScrollView.isPagingEnabled): it shows its first page, and
    /// content on the pages beside it can be paged to.
    public var pagesHorizontally = false
    /// Laid out with its constraints, but neither drawn nor judged, nor its subviews: a UIKit view that is
    /// hidden outside a stack view, has an alpha of 0, or is an activity indicator that hides when stopped.
    public var invisible = false
    /// A list whose rows are at least this tall: a layout's `list` rows are at least 44 pt; an imported table's
    /// rows are as tall as the table makes them (nil: no minimum of Glossa's own).
    public var minimumRowHeight: Double? = 44
    /// An image a bar draws as a template (its alpha in the view's tint) unless its image set asks for the original,
    /// as a tab bar item's image in UIKit's automatic rendering mode.
    public var rendersAsTemplate = false
    /// A table row whose separator starts where this view (its built-in text label, beside its built-in image)
    /// starts, as UITableView insets it; nil: 16 pt in from the leading edge.
    public var separatorStartsAt: String?
    /// A grouped table's section: a hairline drawn along its top and its bottom, across the table's width.
    public var sectionHairlines = false
    /// A table cell's accessory drawn in this view (UITableViewCell.AccessoryType: `disclosureIndicator`,
    /// `checkmark`, `detailButton`, `detailDisclosureButton`), at its trailing edge.
    public var accessory: String?
    /// Why the view cannot be laid out faithfully: it is drawn as a placeholder of its frame and reported.
    public var unsupported: String?
    /// What the app's code changes of the view besides its text (its visibility, place or size, or a constraint it
    /// hangs on), at its first place in the code.
    public var changedInCode: CodeChange?
    /// A table or collection view's prototype cell: the names the code dequeues it by (its reuse identifier and its
    /// class); nil for any other view.
    public var prototype: PrototypeCell?
    /// Why nothing in the app shows this prototype cell (no code names its reuse identifier or class); nil when
    /// something may.
    public var undequeued: String?
    /// How a person finds the view in its editor (Interface Builder's label or class), for messages.
    public var displayName: String?
    /// What a view read from SwiftUI source adds: its type and layout modifiers (nil for every other view).
    public var swiftUI: SwiftUIAttributes?

    public init(kind: ViewKind, id: String?, location: SourceLocation) {
        self.kind = kind
        self.id = id
        self.location = location
    }
}

extension ViewNode {
    /// The tree with `change` applied to this node and to every node under it (children and list rows), top down.
    public func updatingEveryNode(_ change: (inout ViewNode) -> Void) -> ViewNode {
        var node = self
        change(&node)
        node.children = node.children.map { $0.updatingEveryNode(change) }
        node.rows = node.rows.map { $0.map { $0.updatingEveryNode(change) } }
        return node
    }
}

extension LayoutDocument {
    /// The document with `change` applied to every node of its root and its size-class variants (its localized
    /// versions are documents of their own).
    public func updatingEveryNode(_ change: (inout ViewNode) -> Void) -> LayoutDocument {
        var updated = self
        updated.root = root.updatingEveryNode(change)
        updated.sizeClassRoots = sizeClassRoots.mapValues { $0.updatingEveryNode(change) }
        return updated
    }
}
