import Foundation
import GlossaCheck
import GlossaLayout
import GlossaText

/// A key of a strings table, as a budget names it.
struct KeyReference: Hashable, Sendable, Comparable {
    let table: String
    let key: String

    static func < (lhs: KeyReference, rhs: KeyReference) -> Bool {
        (lhs.table, lhs.key) < (rhs.table, rhs.key)
    }

    /// The key a node shows, in its document's default table when it names none; nil for verbatim text.
    init?(_ node: ViewNode, defaultTable: String) {
        // A text the app's code sets shows something else at run time: its key has no room there.
        guard let content = node.text, content.verbatim == nil, content.setInCode == nil, let key = content.key else { return nil }
        table = content.table ?? defaultTable
        self.key = key
    }

    init(table: String, key: String) {
        self.table = table
        self.key = key
    }
}

/// Lays one screen out again with one key's text replaced, and reads what `check` says of that key's views.
///
/// Every layout goes through the same localization, layout engine and checker as `check`; only the key's
/// text (and, to find where a growing view leaves the screen, its intrinsic size) differs.
struct RoomProbe {
    let simulator: Simulator
    let context: BudgetContext
    let key: KeyReference

    var screen: Simulator.Screen { context.screen }

    /// What `check` finds of one of the key's views.
    struct Verdict {
        var truncated = false
        var clipped = false
    }

    struct Outcome {
        let result: LayoutResult
        /// By view name.
        let verdicts: [String: Verdict]
    }

    /// The screen with the key's views showing `text`. With `size`, each of the key's views has the intrinsic size
    /// it gives for the view's node instead of its text's own (text and button title included, as UIKit's
    /// intrinsicContentSize); with `others`, so has every other view it gives a size for.
    func layout(_ text: String, size: ((ViewNode) -> StandardSize)? = nil, others: ((ViewNode) -> StandardSize?)? = nil)
        throws(GlossaError) -> Outcome {
        var probed = screen
        if size != nil || others != nil {
            let key = self.key, table = screen.document.table
            probed = screen.replacingDocument(Self.sized(screen.document) { node in
                KeyReference(node, defaultTable: table) == key ? size?(node) : others?(node)
            })
        }
        let localized = simulator.localizedScreen(probed)
        let key = self.key, table = screen.document.table, shown = context.others
        localized.textOverride = { node in
            if KeyReference(node, defaultTable: table) == key { return text }
            return shown?[TextNodeKey(node)]
        }
        let result = try localized.layout(mirror: context.direction)
        var verdicts: [String: Verdict] = [:]
        for view in result.views where !view.hidden && KeyReference(view.node, defaultTable: table) == key { verdicts[view.name] = Verdict() }
        for finding in Checker.findings(result) where finding.kind == .truncated || finding.kind == .clipped {
            guard let name = finding.view, verdicts[name] != nil else { continue }
            if finding.kind == .truncated { verdicts[name]!.truncated = true } else { verdicts[name]!.clipped = true }
        }
        return Outcome(result: result, verdicts: verdicts)
    }

    /// The document with each view `size` gives a size for given it as its intrinsic size (a size a view already
    /// has along an axis, such as a text field's standard height, is kept).
    static func sized(_ document: LayoutDocument, size: (ViewNode) -> StandardSize?) -> LayoutDocument {
        func visit(_ node: ViewNode) -> ViewNode {
            var node = node
            if let size = size(node) {
                node.standardSize = StandardSize(width: node.standardSize?.width ?? size.width,
                                                 height: node.standardSize?.height ?? size.height)
            }
            node.children = node.children.map(visit)
            node.rows = node.rows.map { $0.map(visit) }
            return node
        }
        var copy = document
        copy.root = visit(document.root)
        return copy
    }
}

/// A text view as written: where its kind key is and what it shows, the same in every layout of a document.
struct TextNodeKey: Hashable, Sendable {
    let location: SourceLocation
    let key: String?

    init(_ node: ViewNode) {
        location = node.location
        key = node.text?.key
    }
}

extension Simulator.Screen {
    func replacingDocument(_ document: LayoutDocument) -> Simulator.Screen {
        var screen = Simulator.Screen(document: document, catalog: catalog, assets: assets, locale: locale, device: device,
                                      contentSize: contentSize, plural: plural)
        screen.index = index
        return screen
    }

    func inLocale(_ locale: String) -> Simulator.Screen {
        var screen = Simulator.Screen(document: document, catalog: catalog, assets: assets, locale: locale, device: device,
                                      contentSize: contentSize, plural: plural)
        screen.index = index
        return screen
    }
}
