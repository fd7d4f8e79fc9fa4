import GlossaText
// The text types a laid-out view carries are part of this module's face, so GlossaCheck needs only GlossaLayout.
@_exported import struct GlossaText.TextRect
@_exported import struct GlossaText.ParagraphLayout
@_exported import struct GlossaText.InkOverhang
@_exported import enum GlossaText.TallScripts
@_exported import enum GlossaICU.TextDirection

/// A view after layout: where it is, in which direction it lays out, and what text it shows.
///
/// Checks and reports copy views by the thousand, so what a copy would retain field by field is held by reference:
/// the node (shared with the layout box it came from) and the names and text (`ViewContent`, replaced whole when one
/// of them changes). The rest are plain numbers.
public struct LaidOutView: Sendable {
    /// Depth-first position in the document; parents come before children.
    public var index: Int
    public var id: String? {
        @inlinable _read { yield content.id }
        set { content = content.with { $0.id = newValue } }
    }
    /// The id, or a path such as "root/vstack[2]/text[0]".
    public var name: String {
        @inlinable _read { yield content.name }
        set { content = content.with { $0.name = newValue } }
    }
    public var kind: ViewKind
    /// The document's node, held by the box the layout made for it.
    @inlinable public var node: ViewNode { _read { yield shared.node } }
    @usableFromInline let shared: SharedNode
    @usableFromInline var content: ViewContent
    public var parent: Int?
    /// Screen coordinates in points, origin top-left.
    public var frame: TextRect
    public var direction: TextDirection
    public var hidden: Bool
    /// The text as shown (text views and button titles), its layout inside `textFrame`, and the size the
    /// text needs with no line limit at that width.
    public var text: String? {
        @inlinable _read { yield content.text }
        set { content = content.with { $0.text = newValue } }
    }
    public var paragraph: ParagraphLayout? {
        @inlinable _read { yield content.paragraph }
        set { content = content.with { $0.paragraph = newValue } }
    }
    public var textFrame: TextRect?
    public var needed: (width: Double, height: Double)?
    /// The fraction of its font size an autoshrinking label's text is drawn at (below 1 when it shrank).
    public var fontScale: Double?
    /// The rectangle the text was laid out in (the frame, less a button's insets and image) and the style it
    /// was laid out with: the room a translation has there (see `glossa budgets`).
    public var textArea: TextRect?
    public var textStyle: ParagraphStyle? {
        @inlinable _read { yield content.textStyle }
        set { content = content.with { $0.textStyle = newValue } }
    }
    /// The size of the picture an image view draws (its image file's, or the size its document records);
    /// nil when it draws none or the size is not known.
    public var imageSize: (width: Double, height: Double)?
    /// Which parts of that picture draw anything; nil when not known (the whole picture counts).
    public var imageOpaqueGrid: OpaqueGrid?

    public init(index: Int, id: String?, name: String, kind: ViewKind, node: ViewNode, parent: Int?, frame: TextRect,
                direction: TextDirection, hidden: Bool) {
        self.init(index: index, id: id, name: name, kind: kind, shared: SharedNode(node), parent: parent, frame: frame,
                  direction: direction, hidden: hidden)
    }

    init(index: Int, id: String?, name: String, kind: ViewKind, shared: SharedNode, parent: Int?, frame: TextRect,
         direction: TextDirection, hidden: Bool) {
        (self.index, self.kind, self.shared, self.parent) = (index, kind, shared, parent)
        content = ViewContent(id: id, name: name)
        (self.frame, self.direction, self.hidden) = (frame, direction, hidden)
    }

    /// Sets the text, its layout and its style at once (one new `ViewContent`, not three).
    mutating func setText(_ text: String, paragraph: ParagraphLayout, style: ParagraphStyle) {
        content = content.with {
            $0.text = text
            $0.paragraph = paragraph
            $0.textStyle = style
        }
    }

    /// A `scroll`, or an imported scroll view: content beyond its top or bottom can be scrolled to.
    public var scrolls: Bool { kind == .scroll || node.scrollsContent }
    /// A scroll view whose pages beside the first can be paged to.
    public var pages: Bool { node.pagesHorizontally }
}

/// The names and text of a laid-out view, held by reference so that a copy of the view retains one object; never
/// changed once made (a view that changes one of them takes a new one).
@usableFromInline
final class ViewContent: Sendable {
    @usableFromInline let id: String?
    @usableFromInline let name: String
    @usableFromInline let text: String?
    @usableFromInline let paragraph: ParagraphLayout?
    @usableFromInline let textStyle: ParagraphStyle?

    init(id: String?, name: String, text: String? = nil, paragraph: ParagraphLayout? = nil, textStyle: ParagraphStyle? = nil) {
        (self.id, self.name, self.text, self.paragraph, self.textStyle) = (id, name, text, paragraph, textStyle)
    }

    /// The fields as a value, for a change.
    struct Fields {
        var id: String?
        var name: String
        var text: String?
        var paragraph: ParagraphLayout?
        var textStyle: ParagraphStyle?
    }

    /// A content like this one but for what `change` does to its fields.
    func with(_ change: (inout Fields) -> Void) -> ViewContent {
        var fields = Fields(id: id, name: name, text: text, paragraph: paragraph, textStyle: textStyle)
        change(&fields)
        return ViewContent(id: fields.id, name: fields.name, text: fields.text, paragraph: fields.paragraph,
                           textStyle: fields.textStyle)
    }
}

/// A document's view node held by reference: by the document's shared tree (`SharedNodeTrees`), the
/// layout boxes made for it and the views laid out from it.
@usableFromInline
final class SharedNode: Sendable {
    @usableFromInline let node: ViewNode
    /// The node's children, shared likewise (empty for a node made on its own).
    let children: [SharedNode]

    init(_ node: ViewNode) {
        self.node = node
        children = []
    }

    /// The node and, below it, every node of its subtree.
    init(tree node: ViewNode) {
        self.node = node
        children = node.children.map(SharedNode.init(tree:))
    }
}

/// Problems layout itself finds: conflicting or missing constraints and direction mistakes.
public struct LayoutIssue: Equatable, Sendable {
    public enum Kind: String, Sendable { case unsatisfiable, ambiguous, hardcodedDirection = "hardcoded-direction" }
    public var kind: Kind
    public var view: String?
    public var location: SourceLocation?
    public var message: String
}

/// One screen laid out for one locale, device and content size.
public struct LayoutResult: Sendable {
    public var views: [LaidOutView]
    public var issues: [LayoutIssue]
    public var device: Device
    public var direction: TextDirection
    /// Where the root view sits: inside the safe area, its background still runs under the status bar and home
    /// indicator, as a view controller's view does.
    public var rootPlacement: RootPlacement = .safeArea
    /// The height of a tab bar over the bottom of the screen, above the home indicator (0: none). Content a scroll
    /// view holds scrolls out from under it (UIKit insets the content by the safe area), so none of it is stuck there.
    public var bottomBarHeight: Double = 0

    public init(views: [LaidOutView], issues: [LayoutIssue], device: Device, direction: TextDirection) {
        (self.views, self.issues, self.device, self.direction) = (views, issues, device, direction)
    }

    public func view(named name: String) -> LaidOutView? { views.first { $0.id == name || $0.name == name } }
}
