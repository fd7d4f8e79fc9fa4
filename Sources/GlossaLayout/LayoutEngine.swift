import GlossaSolver
import GlossaText

/// Lays a document out for one environment: boxes, constraints, solve, measure text at the solved
/// widths, solve again until heights settle (as Auto Layout does with preferredMaxLayoutWidth), then
/// choose each `fits` alternative and report conflicts and ambiguity.
public enum LayoutEngine {
    /// Passes of solve-then-measure before heights are taken as settled.
    static let maximumPasses = 6

    public static func layout(_ document: LayoutDocument, environment: LayoutEnvironment) throws(TextError) -> LayoutResult {
        var choices: [Int: Int] = [:]
        var decided = Set<Int>()
        while true {
            let (result, boxes) = try solve(document, environment: environment, choices: choices)
            guard let fits = boxes.first(where: { $0.node.kind == .fits && !decided.contains($0.index) }) else {
                return result
            }
            let chosen = choices[fits.index] ?? 0
            if chosen >= fits.node.children.count - 1 || FitsJudge.fits(fits, in: result) {
                decided.insert(fits.index)
            } else {
                choices[fits.index] = chosen + 1
            }
        }
    }

    private static func solve(_ document: LayoutDocument, environment: LayoutEnvironment,
                              choices: [Int: Int]) throws(TextError) -> (LayoutResult, [LayoutBox]) {
        let nodes = environment.nodeTrees?.tree(of: document, for: environment.device)
            ?? SharedNode(tree: document.root(for: environment.device))
        let (root, boxes) = BoxTreeBuilder(rootDirection: environment.direction, fitsChoices: choices).build(nodes)
        let present = boxes.filter(\.shown)
        let measurer = Measurer(environment: environment)
        for box in present { try measurer.prepare(box) }
        // Only the document's own constraints name views by id.
        var boxesByID: [String: LayoutBox] = [:]
        if present.contains(where: { !$0.node.constraints.isEmpty }) {
            for box in present { if let id = box.node.id { boxesByID[id] = box } }
        }

        var pass: SolvedPass?
        // A navigation bar extends the safe area's top, and a tab bar its bottom, as UIKit extends a view controller's.
        var device = environment.device
        device.safeTop += document.topBarHeight
        device.safeBottom += document.bottomBarHeight
        var planner = PassPlanner(device: device, rootPlacement: document.rootPlacement, root: root, present: present,
                                  explicit: ExplicitConstraints(device: device, boxesByID: boxesByID))
        for _ in 0..<maximumPasses {
            let planned = planner.plan()
            let current = SolvedPass(planned, after: pass, templates: environment.solverTemplates,
                                     shapedLikePrevious: planner.shapedLikeLastPass)
            pass = current
            current.solver.updateVariablesRounded()
            var changed = false
            for box in present where box.text != nil {
                changed = try measurer.update(box, width: box.width.value) || changed
            }
            if !changed { break }
        }
        guard let pass else { preconditionFailure("no layout pass ran") }
        var issues = pass.issues
        issues += ambiguities(present, solver: pass.solver)
        let views = try TextPlacement(environment: environment, measurer: measurer).views(boxes, present: present)
        if environment.direction == .rightToLeft {
            issues += ExplicitConstraints.hardcodedDirections(present, textFillsWidth: Set(views.filter(Self.showsNoAlignment).map(\.index)),
                                                              symmetric: SymmetricPlacement.indices(views))
        }
        var result = LayoutResult(views: views, issues: issues, device: environment.device, direction: environment.direction)
        result.rootPlacement = document.rootPlacement
        result.bottomBarHeight = document.bottomBarHeight
        return (result, present)
    }

    /// A view whose text alignment cannot be seen: its every line as wide as it (it hugs its text), no text or no
    /// width to move it in, or a frame its autoresizing mask places, which UIKit does not mirror either (its row
    /// stays left to right, and the text with it: `not-mirrored` says so).
    static func showsNoAlignment(_ view: LaidOutView) -> Bool {
        TextPlacement.textFillsWidth(view) || view.node.autoresizing != nil || view.frame.width < 1
            || (view.paragraph.map { $0.lines.allSatisfy { $0.width <= 0 } } ?? true)
    }

    /// Children of a plain `view` whose frame the document's constraints leave open.
    ///
    /// Positions are judged relative to the superview, so a child pinned to a parent that is itself
    /// loose is not blamed for its parent. A view that is not drawn (`LayoutBox.invisible`) is not judged.
    private static func ambiguities(_ boxes: [LayoutBox], solver: Solver) -> [LayoutIssue] {
        var checked: [(box: LayoutBox, unknowns: [(String, Variable)])] = []
        for box in boxes where !box.invisible {
            guard let parent = box.parent, parent.node.kind == .view else { continue }
            let relativeX = Variable("\(box.name).x in \(parent.name)"), relativeY = Variable("\(box.name).y in \(parent.name)")
            try? solver.addConstraint(relativeX == box.x - parent.x)
            try? solver.addConstraint(relativeY == box.y - parent.y)
            checked.append((box, [("horizontal position", relativeX), ("vertical position", relativeY),
                                  ("width", box.width), ("height", box.height)]))
        }
        guard !checked.isEmpty else { return [] }
        let open = Set(solver.ambiguousVariables(checked.flatMap { $0.unknowns.map(\.1) },
                                                 ignoringPrioritiesBelow: TieBreak.ambiguityThreshold).map(ObjectIdentifier.init))
        return checked.compactMap { box, unknowns in
            let names = unknowns.filter { open.contains(ObjectIdentifier($0.1)) }.map(\.0)
            guard !names.isEmpty, let parent = box.parent else { return nil }
            // Where it was placed, as it was: at rest in its superview's top-leading corner only where nothing else moved it.
            let x = box.x.value - parent.x.value, y = box.y.value - parent.y.value
            let place = "it was placed at x = \(fmt(x)), y = \(fmt(y)) in '\(parent.name)', \(fmt(box.width.value)) × \(fmt(box.height.value)) pt"
            return LayoutIssue(kind: .ambiguous, view: box.name, location: box.node.location,
                               message: "'\(box.name)' has no constraints that fix its \(names.joined(separator: ", ")) in '\(parent.name)'; \(place)")
        }
    }
}

/// Whether the chosen alternative of a `fits` shows all its text without truncation or clipping.
enum FitsJudge {
    static func fits(_ fits: LayoutBox, in result: LayoutResult) -> Bool {
        guard let container = result.views.first(where: { $0.index == fits.index }) else { return true }
        let inside = Set(fits.subtree.map(\.index))
        for view in result.views where inside.contains(view.index) && view.index != fits.index {
            if view.paragraph?.truncated == true { return false }
            if let needed = view.needed, needed.height > view.frame.height + 0.5 { return false }
            let frame = view.frame
            if frame.x < container.frame.x - 0.5 || frame.maxX > container.frame.maxX + 0.5
                || frame.y < container.frame.y - 0.5 || frame.maxY > container.frame.maxY + 0.5 {
                return false
            }
        }
        return true
    }
}
