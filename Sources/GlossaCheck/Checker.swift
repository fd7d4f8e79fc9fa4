import GlossaLayout

/// Finds what a person would see as wrong in a laid-out screen: truncated or clipped text, ink outside
/// its view, overlapping content, views off the screen, glyphs no font has, plus layout's own issues.
public enum Checker {
    /// Slack for floating-point edges: a view 0.5 pt outside is not a bug anyone sees.
    static let tolerance = 0.5

    /// Which truncations are by design: the development language truncates the same views.
    public enum Baseline: Sendable {
        /// The screen is the development language's own: its truncations are reported as warnings.
        case isDevelopmentLanguage
        /// Views the development language truncates too.
        case developmentTruncates(Set<String>)
    }

    public static func findings(_ result: LayoutResult, baseline: Baseline = .developmentTruncates([])) -> [Finding] {
        var findings = result.issues.map(finding(for:))
        let ancestry = Ancestry(result.views)
        var offscreen = Set<Int>()
        for position in result.views.indices where !result.views[position].hidden {
            let view = result.views[position]
            let ancestors = ancestry.ancestors(of: position)
            findings += textFindings(view, ancestors: ancestors, baseline: baseline)
            findings += squeezed(view)
            findings += brokenWords(view)
            if let reason = view.node.unsupported {
                findings.append(Finding(kind: .unsupported, view: view.name, message: reason, frame: view.frame,
                                        location: view.node.location))
            }
            // A view inside one already reported off the screen adds nothing a reader needs.
            guard isDrawn(view), !ancestors.contains(where: { offscreen.contains($0.index) }) else { continue }
            let placement = placementFindings(view, ancestors: ancestors, device: result.device)
            if placement.contains(where: { $0.kind == .offscreen }) { offscreen.insert(view.index) }
            findings += placement
        }
        findings += overlaps(ancestry)
        return findings
    }

    /// Content the layout squeezed below what it must show: a label shorter than one line of its text,
    /// or a text, button or image squeezed to nothing.
    private static func squeezed(_ view: LaidOutView) -> [Finding] {
        guard [.text, .button, .image].contains(view.kind) else { return [] }
        let frame = view.frame
        if frame.width < 1 || frame.height < 1 {
            return [Finding(kind: .clipped, view: view.name, key: view.node.text?.key,
                            message: "'\(view.name)' was squeezed to \(describe((frame.width, frame.height))): its content cannot be seen",
                            frame: frame, needed: view.needed, location: view.node.location)]
        }
        guard let paragraph = view.paragraph, let textFrame = view.textFrame, let firstLine = paragraph.lines.first else { return [] }
        let insets = ButtonMetrics.insets(view.node)
        let room = view.kind == .button ? frame.height - insets.top - insets.bottom : frame.height
        guard firstLine.height > room + tolerance, textFrame.height > 0 else { return [] }
        return [Finding(kind: .clipped, view: view.name, key: view.node.text?.key,
                        message: "'\(view.name)' is \(fmt(room)) pt tall, less than one line of its text (\(fmt(firstLine.height)) pt): the text spills over its neighbours",
                        frame: frame, needed: view.needed, location: view.node.location)]
    }

    private static func finding(for issue: LayoutIssue) -> Finding {
        let kind: FindingKind
        switch issue.kind {
        case .unsatisfiable: kind = .unsatisfiable
        case .ambiguous: kind = .ambiguous
        case .hardcodedDirection: kind = .hardcodedDirection
        }
        return Finding(kind: kind, view: issue.view, message: issue.message, location: issue.location)
    }

    static func isContent(_ view: LaidOutView) -> Bool {
        [.text, .image, .button].contains(view.kind) && view.frame.width > 0 && view.frame.height > 0
    }

    /// Anything that puts pixels on the screen: text, images, buttons, and any view with a background or border.
    static func isDrawn(_ view: LaidOutView) -> Bool {
        guard view.frame.width > 0, view.frame.height > 0 else { return false }
        return isContent(view) || view.node.background != nil || (view.node.border.map { $0.width > 0 } ?? false)
    }

    private static func describe(_ size: (width: Double, height: Double)) -> String { "\(fmt(size.width)) × \(fmt(size.height)) pt" }

    static func fmt(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    private static func textFindings(_ view: LaidOutView, ancestors: Ancestors, baseline: Baseline) -> [Finding] {
        guard let paragraph = view.paragraph, let textFrame = view.textFrame else { return [] }
        var findings: [Finding] = []
        let key = view.node.text?.key
        let name = view.name
        if paragraph.truncated {
            let needed = view.needed ?? (paragraph.contentWidth, paragraph.height)
            var message = "'\(name)' is truncated to \"\(paragraph.text)\": the text needs \(describe(needed)), the view has \(describe((view.frame.width, view.frame.height)))"
            let byDesign: Bool
            switch baseline {
            case .isDevelopmentLanguage:
                byDesign = true
                message += "; this is the development language, so the design truncates here on purpose or is too tight everywhere"
            case let .developmentTruncates(names):
                byDesign = names.contains(name)
                message += byDesign ? "; the development language truncates here too, so the design truncates on purpose"
                    : "; the development language shows this view in full"
            }
            findings.append(Finding(kind: .truncated, severity: byDesign ? .warning : .error, view: name, key: key,
                                    message: message, frame: view.frame, needed: needed, location: view.node.location))
        }
        if !paragraph.missingGlyphs.isEmpty {
            let list = paragraph.missingGlyphs.map(\.description).joined(separator: ", ")
            findings.append(Finding(kind: .missingGlyph, view: name, key: key,
                                    message: "'\(name)' has characters no bundled font can draw: \(list)",
                                    frame: view.frame, location: view.node.location))
        }
        if view.node.text?.verbatim != nil {
            findings.append(Finding(kind: .notLocalized, view: name,
                                    message: "'\(name)' shows verbatim text \"\(view.node.text!.verbatim!)\" that is not localized",
                                    frame: view.frame, location: view.node.location))
        }
        let ink = paragraph.inkBounds.offsetBy(dx: textFrame.x, dy: textFrame.y)
        if !ink.isEmpty, overflows(view.frame, ink) {
            if let clipper = ancestors.first(where: { $0.node.clips && !contains($0.frame, ink) }) {
                findings.append(Finding(kind: .clipped, view: name, key: key,
                                        message: "the glyphs of '\(name)' reach outside it and are cut by '\(clipper.name)', which clips",
                                        frame: view.frame, needed: (ink.width, ink.height), location: view.node.location))
            } else {
                findings.append(Finding(kind: .inkOverflow, view: name, key: key,
                                        message: "the glyphs of '\(name)' reach \(overflowText(view.frame, ink)) outside its frame (tall script or marks); nothing clips them, but they may collide with neighbours",
                                        frame: view.frame, needed: (ink.width, ink.height), location: view.node.location))
            }
        }
        return findings
    }

    private static func overflowText(_ frame: TextRect, _ ink: TextRect) -> String {
        let above = frame.y - ink.y, below = ink.maxY - frame.maxY
        let left = frame.x - ink.x, right = ink.maxX - frame.maxX
        let parts = [("above", above), ("below", below), ("left", left), ("right", right)]
            .filter { $0.1 > tolerance }.map { "\(fmt($0.1)) pt \($0.0)" }
        return parts.joined(separator: " and ")
    }

    /// Ink past the frame: any vertical overflow a reader would notice (tall scripts, stacked marks), but
    /// sideways only beyond the usual overhang of letters such as f, j or italic forms.
    static func overflows(_ frame: TextRect, _ ink: TextRect) -> Bool {
        let vertical = max(frame.y - ink.y, ink.maxY - frame.maxY)
        let horizontal = max(frame.x - ink.x, ink.maxX - frame.maxX)
        return vertical > tolerance || horizontal > sidewaysOverhang
    }

    /// Sideways ink overhang (points) that is part of ordinary type design.
    static let sidewaysOverhang = 2.0

    static func contains(_ outer: TextRect, _ inner: TextRect) -> Bool {
        inner.x >= outer.x - tolerance && inner.y >= outer.y - tolerance
            && inner.maxX <= outer.maxX + tolerance && inner.maxY <= outer.maxY + tolerance
    }

    static func intersection(_ a: TextRect, _ b: TextRect) -> TextRect {
        let x = max(a.x, b.x), y = max(a.y, b.y)
        return TextRect(x: x, y: y, width: max(0, min(a.maxX, b.maxX) - x), height: max(0, min(a.maxY, b.maxY) - y))
    }

    /// The pairs (i, j), i < j, of `rects` that intersect, in that order: a sweep down their tops rather
    /// than every pair (a scroll view of thousands of rows has thousands of views and few overlaps).
    static func intersectingPairs(_ rects: [TextRect]) -> [(Int, Int)] {
        // A rectangle with a NaN edge intersects nothing, and would upset the sort.
        let byTop = rects.indices.filter { !rects[$0].y.isNaN && !rects[$0].maxY.isNaN }
            .sorted { rects[$0].y != rects[$1].y ? rects[$0].y < rects[$1].y : $0 < $1 }
        var pairs: [(Int, Int)] = []
        for (position, i) in byTop.enumerated() {
            for j in byTop[(position + 1)...] {
                if rects[j].y > rects[i].maxY { break }  // it and every later one start below `i`
                if intersects(rects[i], rects[j]) { pairs.append((Swift.min(i, j), Swift.max(i, j))) }
            }
        }
        return pairs.sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
    }

    static func intersects(_ a: TextRect, _ b: TextRect) -> Bool {
        min(a.maxX, b.maxX) - max(a.x, b.x) > tolerance && min(a.maxY, b.maxY) - max(a.y, b.y) > tolerance
    }

    /// Cut by a clipping ancestor, partly off the screen (clipped), or wholly off it (offscreen): any drawn view.
    private static func placementFindings(_ view: LaidOutView, ancestors: Ancestors, device: Device) -> [Finding] {
        let frame = view.frame
        let key = view.node.text?.key
        // Scroll views scroll vertically: content below or above them is reachable, content beside them is not.
        let scrolls = ancestors.contains(where: \.scrolls)
        func outside(_ outer: TextRect) -> Bool {
            scrolls ? (frame.x < outer.x - tolerance || frame.maxX > outer.maxX + tolerance) : !contains(outer, frame)
        }
        if let clipper = ancestors.first(where: { ($0.node.clips || $0.scrolls) && outside($0.frame) }) {
            return [Finding(kind: .clipped, view: view.name, key: key,
                            message: "'\(view.name)' is cut by '\(clipper.name)', which clips: it needs \(describe((frame.width, frame.height))) at (\(fmt(frame.x)), \(fmt(frame.y)))",
                            frame: frame, needed: (frame.width, frame.height), location: view.node.location)]
        }
        let screen = scrolls ? TextRect(x: 0, y: 0, width: device.width, height: 0)
            : TextRect(x: 0, y: 0, width: device.width, height: device.height)
        if !outside(screen) { return [] }
        let disjoint = scrolls ? (frame.maxX <= tolerance || frame.x >= device.width - tolerance) : !intersects(screen, frame)
        if disjoint {
            return [Finding(kind: .offscreen, view: view.name, key: key,
                            message: "'\(view.name)' is entirely off the \(device.name) screen, at (\(fmt(frame.x)), \(fmt(frame.y)))",
                            frame: frame, location: view.node.location)]
        }
        return [Finding(kind: .clipped, view: view.name, key: key,
                        message: "'\(view.name)' runs off the edge of the \(device.name) screen (\(fmt(device.width)) × \(fmt(device.height)) pt)",
                        frame: frame, needed: (frame.width, frame.height), location: view.node.location)]
    }

    /// Content views that intersect, unless they share a zstack (where layering is the point).
    /// An image drawn before a view it wholly contains is that view's backdrop (a background image), not
    /// content the view collides with.
    private static func isBackdrop(_ image: LaidOutView, behind view: LaidOutView) -> Bool {
        let outer = image.frame, inner = view.frame
        return image.kind == .image && image.index < view.index && inner.x >= outer.x - tolerance && inner.y >= outer.y - tolerance
            && inner.maxX <= outer.maxX + tolerance && inner.maxY <= outer.maxY + tolerance
    }

    /// Visible content views that intersect (see above).
    private static func overlaps(_ ancestry: Ancestry) -> [Finding] {
        var findings: [Finding] = []
        let all = ancestry.views
        let content = all.indices.filter { !all[$0].hidden && isContent(all[$0]) }
        // What a reader sees of each view: its frame cut by every ancestor that clips (scroll views too).
        let shown = content.map { position in
            ancestry.ancestors(of: position).positions.filter { all[$0].node.clips || all[$0].scrolls }
                .reduce(all[position].frame) { intersection($0, all[$1].frame) }
        }
        let chains = content.map { [all[$0].index] + ancestry.ancestors(of: $0).indices }
        for (i, j) in intersectingPairs(shown) {
            let a = all[content[i]], b = all[content[j]]
            let chainB = Set(chains[j])
            guard let common = chains[i].first(where: chainB.contains), ancestry.kind(ofIndex: common) != .zstack,
                  !isBackdrop(a, behind: b) else { continue }
            findings.append(Finding(kind: .overlap, view: a.name, key: a.node.text?.key,
                                    message: "'\(a.name)' and '\(b.name)' overlap",
                                    frame: a.frame, location: a.node.location))
        }
        return findings
    }
}
