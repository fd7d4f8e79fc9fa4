import GlossaLayout

extension Checker {
    /// How a `not-mirrored` message about a text's lines (not its frame) starts: what `Evidence` knows it by.
    static let linesPhrase = "the text of '"

    /// not-mirrored: the mirror invariant used as an oracle. `rtl` is a right-to-left screen and `ltr` the
    /// same screen, with the same strings, laid out left-to-right. Every view whose ancestors all have
    /// `unspecified` semantics must sit at x = W − x_ltr − width (mirrored about the middle of the layout's root,
    /// the screen's unless the root has a width of its own); text inside it must mirror in its frame.
    ///
    /// Only the topmost view of a broken subtree is reported, with what broke the symmetry where it can be
    /// named: a `left`/`right` constraint, asymmetric `left`/`right` padding, a `left`/`right` text
    /// alignment, or a constraint that ties it to a view that is itself not mirrored.
    ///
    /// `judgesLines` says of a text view whether its lines are judged (see `LocalizedScreen.readsItsOwnWay`).
    public static func notMirrored(_ rtl: LayoutResult, mirror ltr: LayoutResult,
                                   judgesLines: (LaidOutView) -> Bool = { _ in true }) -> [Finding] {
        guard rtl.direction == .rightToLeft, ltr.direction == .leftToRight, rtl.views.count == ltr.views.count else { return [] }
        let ancestry = Ancestry(rtl.views)
        let mirrored = Dictionary(uniqueKeysWithValues: ltr.views.indices.map { (ltr.views[$0].index, $0) })
        // First every view whose frame does not mirror, then the topmost ones with their causes.
        var broken = Set<Int>()
        var checked: [(position: Int, other: Int, expectedX: Double)] = []
        // Playback controls keep their order and pictures in right-to-left (`MediaTransport`), with all they hold.
        let transport = MediaTransport(rtl.views)
        // Views mirror inside the layout's root: the screen, unless the layout is a view of its own size (a
        // collection view cell) that its container places, the same in both directions.
        let screen = TextRect(x: 0, y: 0, width: rtl.device.width, height: rtl.device.height)
        let rtlRoot = rtl.views.first(where: { $0.parent == nil })?.frame ?? screen
        let ltrRoot = ltr.views.first(where: { $0.parent == nil })?.frame ?? screen
        let axis = (rtlRoot.x + ltrRoot.maxX) / 2
        let keepsOrder = Set(rtl.views.indices.filter(transport.isControl(at:)).map { rtl.views[$0].index })
        for position in rtl.views.indices where !rtl.views[position].hidden {
            let ancestors = ancestry.ancestors(of: position)
            guard let other = mirrored[rtl.views[position].index], !ltr.views[other].hidden,
                  !ancestors.contains(where: { $0.node.semantic != .unspecified || keepsOrder.contains($0.index) }),
                  !keepsOrder.contains(rtl.views[position].index), !ancestry.isParked(position) else { continue }
            let expectedX = 2 * axis - ltr.views[other].frame.x - ltr.views[other].frame.width
            if abs(rtl.views[position].frame.x - expectedX) > tolerance { broken.insert(rtl.views[position].index) }
            checked.append((position, other, expectedX))
        }
        var findings: [Finding] = []
        // A view as wide as its superview or centred in it, in both directions, reads no direction (contract v4).
        let symmetric = SymmetricPlacement.indices(rtl.views).intersection(SymmetricPlacement.indices(ltr.views))
        for (position, otherPosition, expectedX) in checked {
            let ancestors = ancestry.ancestors(of: position)
            guard !ancestors.contains(where: { broken.contains($0.index) }) else { continue }
            let view = rtl.views[position], other = ltr.views[otherPosition]
            if broken.contains(view.index), !isCentred(view.frame, in: rtlRoot, other.frame, in: ltrRoot), !symmetric.contains(view.index) {
                let cause = frameCause(view, ancestors.nearest, broken: broken, views: rtl.views)
                findings.append(Finding(kind: .notMirrored, view: view.name, key: view.node.text?.key,
                                        message: "'\(view.name)' is not mirrored: in right-to-left it is at x = \(fmt(view.frame.x)), "
                                            + "where mirroring the left-to-right layout puts it at x = \(fmt(expectedX)) (width \(fmt(other.frame.width)))"
                                            + (cause.map { "; \($0.text)" } ?? ""),
                                        frame: view.frame, location: cause?.location ?? view.node.location))
            } else if view.node.semantic == .unspecified, judgesLines(view), let finding = unmirroredText(view, other) {
                findings.append(finding)
            }
        }
        return findings
    }

    /// How far from the screen's middle a view may sit, in both directions, and still be a centred view: a
    /// design frame a few points off centre (a spinner at x = 150 of 320, a `centerX - 3`) reads as centred, and
    /// mirroring it would move it by twice that at most.
    static let centredSlack = 3.0

    /// Whether a view sits centred (within `centredSlack` of the mirror line) in both directions, so that it
    /// looks the same mirrored or not; a subtree under it is still not judged by the mirror line.
    static func isCentred(_ rtl: TextRect, in rtlRoot: TextRect, _ ltr: TextRect, in ltrRoot: TextRect) -> Bool {
        abs(rtl.x + rtl.width / 2 - (rtlRoot.x + rtlRoot.width / 2)) <= centredSlack
            && abs(ltr.x + ltr.width / 2 - (ltrRoot.x + ltrRoot.width / 2)) <= centredSlack
    }

    /// Text whose frame mirrors but whose lines stay where they were (a `left` or `right` alignment).
    private static func unmirroredText(_ view: LaidOutView, _ other: LaidOutView) -> Finding? {
        guard let paragraph = view.paragraph, let otherLines = other.paragraph?.lines, paragraph.lines.count == otherLines.count
        else { return nil }
        for (line, otherLine) in zip(paragraph.lines, otherLines) {
            let expected = paragraph.width - otherLine.x - otherLine.width
            guard abs(line.x - expected) > tolerance else { continue }
            let alignment = view.node.text?.alignment ?? "natural"
            let cause = alignment == "left" || alignment == "right"
                ? "; its text alignment '\(alignment)' does not flip (use \(alignment == "left" ? "leading" : "trailing") or natural)" : ""
            return Finding(kind: .notMirrored, view: view.name, key: view.node.text?.key,
                           message: "\(Self.linesPhrase)\(view.name)' is not mirrored: its frame is, but in right-to-left a line starts "
                               + "\(fmt(line.x)) pt into it where mirroring puts it at \(fmt(expected)) pt\(cause)",
                           frame: view.frame, location: view.node.location)
        }
        return nil
    }

    /// What put `view` where it is in right-to-left, when it can be named.
    private static func frameCause(_ view: LaidOutView, _ parent: LaidOutView?, broken: Set<Int>,
                                   views: [LaidOutView]) -> (text: String, location: SourceLocation)? {
        guard let parent else { return nil }
        let name = view.id
        let mine = parent.node.constraints.filter { spec in
            spec.first.item == name || spec.second?.item == name
        }
        if let spec = mine.first(where: { [$0.first.attribute, $0.second?.attribute].contains { $0 == .left || $0 == .right } }) {
            return ("the constraint '\(spec.text)' (\(spec.location)) uses left/right, which do not flip", spec.location)
        }
        let padding = parent.node.padding
        if (padding.left != nil || padding.right != nil) && padding.left != padding.right {
            return ("the padding of '\(parent.name)' (left \(fmt(padding.left ?? 0)), right \(fmt(padding.right ?? 0))) does not flip",
                    parent.node.location)
        }
        let brokenIDs = Set(views.filter { broken.contains($0.index) && $0.index != view.index }.compactMap(\.id))
        if let spec = mine.first(where: { spec in [spec.first.item, spec.second?.item].contains { $0.map(brokenIDs.contains) == true } }) {
            let other = spec.first.item == name ? spec.second!.item : spec.first.item
            return ("it is placed against '\(other)', which is not mirrored, by the constraint '\(spec.text)' (\(spec.location))",
                    spec.location)
        }
        return nil
    }
}
