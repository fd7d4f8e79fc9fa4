import GlossaLayout

extension LayoutDocument {
    /// The document as the app's code leaves it, from one reading of the code: the texts it sets
    /// (`markingTextSetInCode`), the views whose state it changes (`markingCodeChanges`), and whether anything
    /// opens the screen (`unopened`).
    public func followingCode(_ code: AppCode) -> LayoutDocument {
        var followed = markingTextSetInCode(code).markingCodeChanges(code).markingUndequeuedCells(code).markingRowHeights(code)
        // A localized version is the same screen: what opens one opens the other.
        let unopened = unopenedReason(of: followed, code: code)
        followed.unopened = unopened
        followed.localizations = followed.localizations.mapValues { version in
            var version = version
            version.unopened = unopened
            return version
        }
        return followed
    }

    /// The document with each view whose state the app's code changes marked (`ViewNode.changedInCode`): a view an
    /// outlet holds whose `isHidden`, `alpha`, `frame`, `center`, `bounds` or `transform` the code sets or that it
    /// removes from its superview; and each view named by a constraint an outlet holds whose `constant`, `isActive`
    /// or `priority` the code sets (both items of the constraint: UIKit moves them both).
    ///
    /// Several outlets (or constraints) may reach one view; the first place in file order wins. The document's
    /// size-class variants and localized versions are marked alike.
    public func markingCodeChanges(_ code: AppCode) -> LayoutDocument {
        var marked = self
        marked.localizations = localizations.mapValues { $0.markingCodeChanges(code) }
        var byDestination: [String: CodeChange] = [:]
        for outlet in outlets {
            guard let change = code.stateChange(owner: outlet.owner, property: outlet.property) else { continue }
            Self.keepFirst(change, for: outlet.view, in: &byDestination)
        }
        guard !byDestination.isEmpty else { return marked }
        let roots = [root] + sizeClassRoots.values
        // An outlet that holds a constraint: the views the constraint names take its change.
        var changes = byDestination
        for node in roots.flatMap(Self.nodes) {
            for constraint in node.constraints {
                guard let id = constraint.id, let change = byDestination[id] else { continue }
                for item in [constraint.first.item, constraint.second?.item].compactMap({ $0 }) {
                    // `superview` in an imported constraint is the view that holds it.
                    guard let view = item == "superview" ? node.id : item else { continue }
                    Self.keepFirst(change, for: view, in: &changes)
                }
            }
        }
        return marked.updatingEveryNode { node in
            guard let id = node.id, let change = changes[id] else { return }
            // A stack the code removes arranged views from: its arranged views may leave, the stack stays.
            guard change.what == CodeChange.arrangedRemoval else { node.changedInCode = change; return }
            for position in node.children.indices where node.children[position].changedInCode.map({ change.outranks($0) }) ?? true {
                node.children[position].changedInCode = change
            }
        }
    }

    /// Keeps the change that outranks the other for one view (`CodeChange.outranks`).
    private static func keepFirst(_ change: CodeChange, for id: String, in changes: inout [String: CodeChange]) {
        if let known = changes[id], !change.outranks(known) { return }
        changes[id] = change
    }

    /// Every node under `node`, itself included (a grid's `children` hold its rows' cells).
    private static func nodes(_ node: ViewNode) -> [ViewNode] {
        [node] + node.children.flatMap(nodes)
    }

}

extension LayoutDocument {
    /// The document with each prototype cell that no code dequeues marked (`ViewNode.undequeued`): neither its reuse
    /// identifier (as a string, or as R.swift and SwiftGen name it) nor its class appears in the app's code. Nothing
    /// is marked when no code was read.
    public func markingUndequeuedCells(_ code: AppCode) -> LayoutDocument {
        guard !code.isEmpty else { return self }
        var marked = self
        marked.localizations = localizations.mapValues { $0.markingUndequeuedCells(code) }
        return marked.updatingEveryNode { Self.markIfUndequeued(&$0, code) }
    }

    private static func markIfUndequeued(_ node: inout ViewNode, _ code: AppCode) {
        if let cell = node.prototype {
            let named = cell.reuseIdentifier.map { code.mentions(string: $0) || code.mentions(identifier: Reachability.generatedName($0)) } ?? false
            let typed = cell.cellClass.map(code.mentions(identifier:)) ?? false
            if !named && !typed {
                let name = cell.reuseIdentifier.map { "'\($0)'" } ?? "'\(node.id ?? "?")'"
                node.undequeued = "nothing dequeues the prototype cell \(name): "
                    + (cell.reuseIdentifier == nil ? "it has no reuse identifier" : "its reuse identifier appears nowhere in the app's code")
                    + (cell.cellClass.map { ", nor its class '\($0)'" } ?? "")
            }
        }
    }
}

extension LayoutDocument {
    /// The document with each table (its `list` of rows) marked changed by the code (`ViewNode.changedInCode`, "the
    /// row heights") where the class that owns the screen (the scene's view controller, the xib's File's Owner) decides
    /// its row heights itself: the rows are not the storyboard's height, so what fits in them is not known.
    ///
    /// Where that code makes every row size itself (`UITableView.automaticDimension`), the rows are laid out so instead:
    /// each cell as tall as its content (the standard 44 pt where its content leaves its height open), as UIKit does,
    /// and nothing is uncertain about it.
    public func markingRowHeights(_ code: AppCode) -> LayoutDocument {
        if openers?.classes.contains(where: { code.selfSizingRowsDecision(owner: $0) != nil }) == true {
            var sized = self
            sized.localizations = localizations.mapValues { $0.markingRowHeights(code) }
            return sized.updatingEveryNode { node in
                guard node.kind == .list, node.minimumRowHeight == nil else { return }
                node.children = node.children.map { cell in
                    guard cell.height?.exact != nil, let id = cell.id else { return cell }
                    var sizing = cell
                    sizing.height = nil
                    sizing.constraints.append(.standardRowHeight(id, location: cell.location))
                    return sizing
                }
            }
        }
        guard let owner = openers?.classes.lazy.compactMap({ code.rowHeightDecision(owner: $0) }).first else { return self }
        var marked = self
        marked.localizations = localizations.mapValues { $0.markingRowHeights(code) }
        let change = CodeChange(what: CodeChange.rowHeights, location: owner)
        return marked.updatingEveryNode { node in
            if node.kind == .list, node.changedInCode == nil { node.changedInCode = change }
        }
    }
}
