import GlossaLayout

extension LayoutDocument {
    /// The document with each outlet-connected view whose text the app's code sets marked
    /// (`TextContent.setInCode`): its own text is a placeholder users never see.
    ///
    /// Several outlets may hold one view (a controller's and a cell's); the first place in file order wins.
    /// The document's size-class variants and localized versions are marked alike.
    public func markingTextSetInCode(_ code: AppCode) -> LayoutDocument {
        var marked = self
        marked.localizations = localizations.mapValues { $0.markingTextSetInCode(code) }
        var places: [String: SourceLocation] = [:]
        for outlet in outlets {
            guard let location = code.textSetter(owner: outlet.owner, property: outlet.property) else { continue }
            if let known = places[outlet.view], !AppCode.precedes(location, known) { continue }
            places[outlet.view] = location
        }
        guard !places.isEmpty else { return marked }
        // A segmented control's segments (`ID.segmentTitles[N]`) are marked with the control: the code that sets its
        // title (`setTitle(_:forSegmentAt:)`) sets theirs.
        return marked.updatingEveryNode { node in
            guard let id = node.id, let location = places[id] else { return }
            if node.text != nil { node.text?.setInCode = location }
            for (position, child) in node.children.enumerated() where child.text != nil && child.id?.hasPrefix("\(id).segmentTitles[") == true {
                node.children[position].text?.setInCode = location
            }
        }
    }
}
