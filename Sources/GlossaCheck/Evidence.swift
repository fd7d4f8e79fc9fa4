import GlossaLayout

/// Decides, in one place, which findings Glossa can see to be true (contract v4, "Verdicts on evidence"). A finding
/// that rests on something Glossa cannot see becomes `uncertain`: a note, with `because` naming what it cannot see
/// and where. The first reason that holds is the one given, from the strongest:
/// 1. nothing opens the screen (`Context.unopened`), or nothing dequeues the prototype cell that holds the view;
/// 2. Glossa draws a placeholder (`unsupported`): the finding is about Glossa's picture, not the app;
/// 3. the app's code hides, fades or removes the view, an ancestor or the other view of an overlap, or moves or
///    resizes one of them (its frame, centre or transform, a constraint it hangs on): every finding of the view
///    for the first, the findings of where things are and how large for the second;
/// 4. the code sets the text of the view (or the other view of an overlap): what it draws, and so any cut or
///    collision, is unknown;
/// 5. the view is drawn as a placeholder (an image Glossa cannot find, an element it does not lay out) and the
///    finding is an overlap with it (what it draws is unknown) or about the size of an image only its picture sizes;
/// 6. in a storyboard or xib (`Context.designedInXcode`), a view the constraints leave more than one place
///    (`ambiguous`): which one UIKit takes is its engine's choice; and a finding the development language has too:
///    the team designs and sees that screen in Xcode, so a cut, collision or conflict in it that ships is one the
///    app's code resolves at run time, or one the team means; Glossa cannot see which (`designed`);
/// 7. the text is measured with a stand-in for a font the app does not bundle and overshoots by less than the
///    stand-in may be off by (`customFontError`), or with the stand-in for the system font and overshoots by less
///    than its measured error (`systemFontError`).
public enum Evidence {
    /// What Glossa knows of a screen beyond its laid-out views.
    public struct Context: Sendable {
        /// Why nothing opens the screen (no segue, reference or code names it), nil when something does.
        public var unopened: String?
        /// The fonts the document names that neither the app nor Glossa has: measured with a stand-in.
        public var standInFonts: Set<String>
        /// The screen is an app's own document (a storyboard or xib), laid out as Glossa reads UIKit's rules, with
        /// the app's code running on it at run time (`designedInXcode`).
        public var designedInXcode: Bool
        /// The screen is read from SwiftUI source (`GlossaSwiftUI`), whose verdicts are not yet measured on real apps.
        public var readFromSwiftUI: Bool

        public init(unopened: String? = nil, standInFonts: Set<String> = [], designedInXcode: Bool = false,
                    readFromSwiftUI: Bool = false) {
            self.unopened = unopened
            self.standInFonts = standInFonts
            self.designedInXcode = designedInXcode
            self.readFromSwiftUI = readFromSwiftUI
        }
    }

    /// The kinds whose verdict depends on where views are and how large: what code that moves, resizes or refills
    /// a view changes.
    static let geometric: Set<FindingKind> = [.truncated, .clipped, .inkOverflow, .overlap, .offscreen, .notMirrored,
                                              .hardcodedDirection, .ambiguous, .unsatisfiable, .brokenWord]
    /// The kinds whose design findings (the development language has them too) in a storyboard or xib rest on what the
    /// app's code does at run time.
    static let designed: Set<FindingKind> = [.truncated, .clipped, .inkOverflow, .overlap, .offscreen, .ambiguous, .unsatisfiable,
                                             .brokenWord]
    /// The kinds about a view's own place in its superview, which code that moves an ancestor leaves as it is.
    static let ownPlacement: Set<FindingKind> = [.notMirrored, .hardcodedDirection]
    /// The kinds whose verdict depends on how large a text is drawn.
    static let sized: Set<FindingKind> = [.truncated, .clipped, .inkOverflow, .overlap, .brokenWord]

    /// How far a text measured with a stand-in for a custom font the app does not bundle may be off: faces of one
    /// style differ by about this much in width (Helvetica against Arial, 2–4 %; a display face against a text
    /// face, 10–15 %).
    static let customFontError = 0.15
    /// How far the system font's stand-in is off San Francisco at UI sizes (contract v4, "UIKit, round 3"): about
    /// 2 % of the width, and never less than a point. With San Francisco's tracking and optical size applied
    /// (`SystemFontMetrics`) its mean error is below 1 % at the sizes measured, but one string still differs by the
    /// stand-in's letter-by-letter spread, 2.0 % (docs/text.md, "Widths").
    static let systemFontError = (fraction: 0.02, points: 1.0)

    /// The findings, each `uncertain` where it rests on something Glossa cannot see.
    public static func weigh(_ findings: [Finding], in result: LayoutResult, context: Context) -> [Finding] {
        guard !findings.isEmpty else { return findings }
        let ancestry = Ancestry(result.views)
        var positions: [String: Int] = [:]
        for (position, view) in result.views.enumerated() where positions[view.name] == nil { positions[view.name] = position }
        return findings.map { finding in
            guard finding.kind != .unreadable, finding.certainty == .certain else { return finding }
            if let unopened = context.unopened { return finding.doubted(because: unopened) }
            if finding.kind == .unsupported { return finding.doubted(because: "Glossa draws a placeholder here: \(finding.message)") }
            let involved = [finding.view, finding.otherView].compactMap { $0 }.compactMap { positions[$0] }
            if let reason = undequeued(involved, ancestry) { return finding.doubted(because: reason) }
            if let reason = codeChange(finding, involved, ancestry) { return finding.doubted(because: reason) }
            if let reason = placeholder(finding, involved, ancestry.views) { return finding.doubted(because: reason) }
            if context.readFromSwiftUI { return finding.doubted(because: swiftUISlice) }
            if context.designedInXcode, finding.kind == .ambiguous {
                return finding.doubted(because: "the document's constraints leave more than one place for it: which one UIKit "
                    + "takes at run time is its own choice, which Glossa cannot see")
            }
            if context.designedInXcode, finding.cause == .design, designed.contains(finding.kind) {
                return finding.doubted(because: "the development language has it too: the screen as the team designs it in Xcode "
                    + "shows it, so what the app's code does at run time decides whether users see it")
            }
            if let reason = standInFont(finding, involved, ancestry.views, context) { return finding.doubted(because: reason) }
            return finding
        }
    }

    /// Why no one sees the prototype cell that holds a view the finding rests on.
    private static func undequeued(_ involved: [Int], _ ancestry: Ancestry) -> String? {
        for position in involved {
            for at in [position] + ancestry.ancestors(of: position).positions {
                if let reason = ancestry.views[at].node.undequeued { return reason }
            }
        }
        return nil
    }

    /// What the code does to a view the finding rests on, said with where.
    private static func codeChange(_ finding: Finding, _ involved: [Int], _ ancestry: Ancestry) -> String? {
        let views = ancestry.views
        for position in involved {
            let chain = [position] + ancestry.ancestors(of: position).positions
            for at in chain {
                guard let change = views[at].node.changedInCode else { continue }
                let visibility = CodeChange.visibility.contains(change.what)
                // Whether a view mirrors is its own place in its superview: moving an ancestor changes nothing of it.
                let placedItself = at == position || !Self.ownPlacement.contains(finding.kind)
                // Another picture changes what an image view draws, not where it is: whether it mirrors stands.
                if change.what == CodeChange.picture, Self.ownPlacement.contains(finding.kind) { continue }
                // An alignment the code sets is the view's own: only the verdicts on its alignment rest on it.
                if change.what == CodeChange.alignment, at != position || !Self.isAboutAlignment(finding) { continue }
                // Rows of another height change heights only: a one-line text's truncation, and a view that runs out of
                // its table sideways, stand.
                if change.what == CodeChange.rowHeights {
                    if finding.kind == .truncated, views[position].node.text?.lines == 1 { continue }
                    let frame = views[position].frame, table = views[at].frame
                    if frame.x < table.x - Checker.tolerance || frame.maxX > table.maxX + Checker.tolerance { continue }
                }
                guard visibility || (geometric.contains(finding.kind) && placedItself) else { continue }
                let whose = at == position ? "'\(views[at].name)'" : "'\(views[at].name)', which holds '\(views[position].name)',"
                return "the app's code sets \(change.what) of \(whose) at \(change.location.file):\(change.location.line)"
            }
            if sized.contains(finding.kind), let place = views[position].node.text?.setInCode {
                return "the app's code sets the text of '\(views[position].name)' at \(place.file):\(place.line): what it draws is not known"
            }
        }
        return nil
    }

    /// Whether a finding judges a text's alignment: a `hardcoded-direction` text alignment, or a `not-mirrored` text
    /// whose lines (not its frame) keep their side.
    static func isAboutAlignment(_ finding: Finding) -> Bool {
        finding.kind == .hardcodedDirection && finding.message.contains(ExplicitConstraints.alignmentPhrase)
            || finding.kind == .notMirrored && finding.message.hasPrefix(Checker.linesPhrase)
    }

    /// A placeholder the verdict depends on: what a placeholder draws is unknown (an overlap with it rests on that),
    /// and so is the size of an image nothing but its picture sizes.
    private static func placeholder(_ finding: Finding, _ involved: [Int], _ views: [LaidOutView]) -> String? {
        guard sized.contains(finding.kind) else { return nil }
        if let reason = swiftUIStandIn(involved, views) { return reason }
        for position in involved {
            let view = views[position]
            guard let reason = view.node.unsupported,
                  finding.kind == .overlap || (view.kind == .image && view.node.width == nil && view.node.height == nil) else { continue }
            return "'\(view.name)' is drawn as a placeholder (\(reason)): what it shows on the device is not known"
        }
        return nil
    }

    /// Why every finding of a screen read from SwiftUI source is uncertain for now: a preview's data and the app's state
    /// at run time are not known, and the SwiftUI reader's verdicts have not yet been measured against real apps, kind by
    /// kind, as the storyboards' have (docs/swiftui.md, "Verdicts").
    static let swiftUISlice = "read from SwiftUI source, whose verdicts Glossa has not yet measured against real apps: "
        + "a preview's data and the app's state at run time are not known"

    /// A SwiftUI view whose text holds a stand-in for a value the source does not give, or whose room is shared with a
    /// view drawn as a box of the size it is offered (a sibling in its stack): its size rests on what Glossa cannot see.
    private static func swiftUIStandIn(_ involved: [Int], _ views: [LaidOutView]) -> String? {
        for position in involved {
            let view = views[position]
            guard view.node.swiftUI != nil else { continue }
            if view.node.swiftUI?.placeholderText == true {
                return "'\(view.name)' shows a stand-in for a value the source does not give at \(view.node.location.file):\(view.node.location.line)"
            }
            if let parent = view.parent,
               let box = views.first(where: { $0.parent == parent && $0.node.unsupported != nil && !$0.hidden }) {
                return "'\(box.name)' beside it is drawn as a box of the size it is offered: the room left for '\(view.name)' is not known"
            }
        }
        return nil
    }

    /// A stand-in font within its error of the room the text needs.
    private static func standInFont(_ finding: Finding, _ involved: [Int], _ views: [LaidOutView], _ context: Context) -> String? {
        guard sized.contains(finding.kind), let position = involved.first, let text = views[position].node.text, let overshoot = overshoot(finding) else { return nil }
        if let font = text.fontName, context.standInFonts.contains(font), overshoot.fraction <= customFontError {
            return "measured with a stand-in for the font '\(font)', which the app does not bundle: the text overshoots by "
                + "\(percent(overshoot.fraction)), less than a stand-in may be off"
        }
        if finding.kind == .truncated, text.isSystemFont,
           overshoot.fraction <= systemFontError.fraction || overshoot.points <= systemFontError.points {
            return "the text overshoots by \(Checker.fmt(overshoot.points)) pt (\(percent(overshoot.fraction))), within the system font "
                + "stand-in's measured error (\(percent(systemFontError.fraction)), at least \(Checker.fmt(systemFontError.points)) pt)"
        }
        return nil
    }

    /// How far the content needs more than its frame: in points and as a fraction of the room, along the axis that
    /// needs least (a text fits when either its line fits the width or its wrapped lines fit the height: `needed` is
    /// its one-line width and its height wrapped at the frame's width); nil when the finding says nothing of a need.
    static func overshoot(_ finding: Finding) -> (points: Double, fraction: Double)? {
        guard let needed = finding.needed, let frame = finding.frame else { return nil }
        var least: (points: Double, fraction: Double)?
        for (need, room) in [(needed.width, frame.width), (needed.height, frame.height)] where room > 0 && need > room {
            let points: Double = need - room
            let fraction: Double = points / room
            if least.map({ fraction < $0.fraction }) ?? true { least = (points, fraction) }
        }
        return least
    }

    private static func percent(_ fraction: Double) -> String { "\(Checker.fmt(fraction * 100)) %" }
}
