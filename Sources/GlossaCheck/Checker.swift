import GlossaLayout

/// Finds what a person would see as wrong in a laid-out screen: truncated or clipped text, ink outside
/// its view, overlapping content, views off the screen, glyphs no font has, plus layout's own issues.
public enum Checker {
    /// Slack for floating-point edges: a view 0.5 pt outside is not a bug anyone sees.
    public static let tolerance = 0.5

    /// Every finding of `result`, before `Verdicts` decides their causes and severities.
    public static func findings(_ result: LayoutResult) -> [Finding] {
        var findings = result.issues.map(finding(for:))
        let ancestry = Ancestry(result.views)
        var offscreen = Set<Int>()
        let embedded: Bool
        switch result.rootPlacement {
        case let .designHeight(height), let .designSize(_, height): embedded = height < result.device.height - tolerance
        case .safeArea, .screen: embedded = false
        }
        for position in result.views.indices where !result.views[position].hidden {
            let view = result.views[position]
            let ancestors = ancestry.ancestors(of: position)
            var text = textFindings(view, ancestors: ancestors)
            let squeeze = squeezed(view, in: ancestry)
            // Ink spilling from a label shorter than its line is that label's clipping, said once.
            if !squeeze.isEmpty { text.removeAll { $0.kind == .inkOverflow } }
            findings += text + squeeze
            findings += brokenWords(view)
            if let reason = view.node.unsupported {
                findings.append(Finding(kind: .unsupported, view: view.name, message: reason, frame: view.frame,
                                        location: view.node.location))
            }
            // A view inside one already reported off the screen adds nothing a reader needs.
            guard isDrawn(view), !ancestors.contains(where: { offscreen.contains($0.index) }), !ancestry.isParked(position) else { continue }
            let placement = placementFindings(view, ancestors: ancestors, device: result.device, embedded: embedded)
            if placement.contains(where: { $0.kind == .offscreen }) { offscreen.insert(view.index) }
            findings += placement
        }
        findings += overlaps(ancestry, tabBarTop: tabBarTop(result))
        return withoutHarmlessInk(findings, ancestry: ancestry, device: result.device)
    }

    /// The findings less each `ink-overflow` whose glyphs reach nothing (contract v4): ink that spills into empty
    /// room is drawn in full and touches no one. It stays where the ink reaches another view's content or the edge
    /// of the screen (a clipping ancestor's edge is `clipped` already).
    static func withoutHarmlessInk(_ findings: [Finding], ancestry: Ancestry, device: Device) -> [Finding] {
        guard findings.contains(where: { $0.kind == .inkOverflow }) else { return findings }
        let views = ancestry.views
        var positions: [String: Int] = [:]
        for (position, view) in views.enumerated() where positions[view.name] == nil { positions[view.name] = position }
        let screen = TextRect(x: 0, y: 0, width: device.width, height: device.height)
        return findings.filter { finding in
            guard finding.kind == .inkOverflow, let position = finding.view.flatMap({ positions[$0] }) else { return true }
            let view = views[position]
            guard let paragraph = view.paragraph, let textFrame = view.textFrame else { return true }
            let ink = paragraph.inkBounds.offsetBy(dx: textFrame.x, dy: textFrame.y)
            if !contains(screen, ink) { return true }
            let related = Set(ancestry.ancestors(of: position).indices + [view.index])
            return views.indices.contains { other in
                let neighbour = views[other]
                guard other != position, !neighbour.hidden, isContent(neighbour), !related.contains(neighbour.index),
                      !ancestry.ancestors(of: other).indices.contains(view.index) else { return false }
                let shared = intersection(ink, drawnRect(neighbour))
                return shared.width > tolerance && shared.height > tolerance
            }
        }
    }

    /// Content the layout squeezed below what it must show: a label shorter than one line of its text,
    /// or a text, button or image squeezed to nothing.
    private static func squeezed(_ view: LaidOutView, in ancestry: Ancestry) -> [Finding] {
        guard [.text, .button, .image].contains(view.kind), !showsNothing(view) else { return [] }
        let frame = view.frame
        if frame.width < 1 || frame.height < 1 {
            return [Finding(kind: .clipped, view: view.name, key: view.node.text?.key,
                            message: "'\(view.name)' was squeezed to \(describe((frame.width, frame.height))): its content cannot be seen"
                                + heldBy(view, vertical: frame.height < 1, in: ancestry),
                            frame: frame, needed: view.needed, location: view.node.location)]
        }
        guard isShorterThanItsLine(view), let firstLine = view.paragraph?.lines.first else { return [] }
        return [Finding(kind: .clipped, view: view.name, key: view.node.text?.key,
                        message: "'\(view.name)' is \(fmt(frame.height)) pt tall, less than one line of its text (\(fmt(firstLine.height)) pt): the text spills over its neighbours"
                            + heldBy(view, vertical: true, in: ancestry),
                        frame: frame, needed: view.needed, location: view.node.location)]
    }

    /// Whether a view of this kind has a line of its text cut where the line is taller than the view. UIButton
    /// does not clip its title: a title taller than the room inside its insets still shows whole, so a button
    /// is judged along its width only (truncation).
    public static func cutsTallLines(_ kind: ViewKind) -> Bool { kind != .button }

    /// A label shorter than its first line whose ink leaves it: it draws the line centred on its frame, and only
    /// ink that leaves the frame spills over (what `clipped` reports of such a label).
    public static func isShorterThanItsLine(_ view: LaidOutView) -> Bool {
        guard cutsTallLines(view.kind), let paragraph = view.paragraph, let textFrame = view.textFrame,
              let firstLine = paragraph.lines.first else { return false }
        let frame = view.frame
        let ink = paragraph.inkBounds.offsetBy(dx: textFrame.x, dy: textFrame.y)
        let escapes = !ink.isEmpty && max(frame.y - ink.y, ink.maxY - frame.maxY) > tolerance
        return firstLine.height > frame.height + tolerance && textFrame.height > 0 && escapes
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
        [.text, .image, .button].contains(view.kind) && view.frame.width > 0 && view.frame.height > 0 && !showsNothing(view)
    }

    /// A label, button or field with no text (or only spaces) and no image, or an image view with no image at
    /// all (a placeholder the app fills in, or nothing): UIKit draws nothing there, so there is nothing to cut,
    /// squeeze or collide with.
    static func showsNothing(_ view: LaidOutView) -> Bool {
        if view.kind == .image { return view.node.showsNoImage }
        guard view.node.asset == nil, view.kind == .text || view.kind == .button else { return false }
        let text = view.paragraph?.text ?? view.text ?? ""
        // A character is whitespace by its first scalar: most texts are decided by their first, without
        // breaking graphemes.
        guard let first = text.unicodeScalars.first else { return true }
        return first.properties.isWhitespace && text.allSatisfy(\.isWhitespace)
    }

    /// Where a view puts its pixels, as far as a collision or a cut is judged: a label's lines, or the title of a
    /// button without image, fill or border (not the blank rest of its frame), an aspect-fit image's picture (the
    /// bands beside it are empty), else its frame. A text the app's code sets may fill its frame, and a view with
    /// a fill or a border draws all of it: the frame.
    static func drawnRect(_ view: LaidOutView) -> TextRect {
        let frame = view.frame
        if view.kind == .text || (view.kind == .button && view.node.asset == nil), view.node.text?.setInCode == nil,
           !paints(view.node.background), !hasBorder(view.node),
           let paragraph = view.paragraph, let textFrame = view.textFrame,
           let first = paragraph.lines.first, let last = paragraph.lines.last {
            // Lines with no width say nothing of where a text would be: a stand-in (what budgets size a room with)
            // is where a text that fills its text area would be, inside a button's insets.
            guard paragraph.lines.contains(where: { $0.width > 0 }) else { return intersection(view.textArea ?? frame, frame) }
            let left = paragraph.lines.map(\.x).min() ?? 0, right = paragraph.lines.map { $0.x + $0.width }.max() ?? 0
            let lines = TextRect(x: textFrame.x + left, y: textFrame.y + first.y, width: right - left,
                                 height: last.y + last.height - first.y)
            return intersection(lines, frame)
        }
        if view.kind == .image, !paints(view.node.background), !hasBorder(view.node), let picture = pictureRect(view) {
            // Only the parts of the picture that are not transparent are drawn.
            return visiblePart(of: view, within: intersection(picture, frame)) ?? TextRect(x: picture.x, y: picture.y, width: 0, height: 0)
        }
        return frame
    }

    /// What an image view draws inside `rect`: the box of its picture's visible parts there; `rect` itself for any
    /// other view, or a picture whose pixels are not known; nil when it draws nothing there.
    static func visiblePart(of view: LaidOutView, within rect: TextRect) -> TextRect? {
        guard view.kind == .image, !paints(view.node.background), !hasBorder(view.node), let grid = view.imageOpaqueGrid,
              let picture = pictureRect(view), picture.width > 0, picture.height > 0 else { return rect }
        let unit = TextRect(x: (rect.x - picture.x) / picture.width, y: (rect.y - picture.y) / picture.height,
                            width: rect.width / picture.width, height: rect.height / picture.height)
        guard let part = grid.visiblePart(within: unit) else { return nil }
        return TextRect(x: picture.x + part.x * picture.width, y: picture.y + part.y * picture.height,
                        width: part.width * picture.width, height: part.height * picture.height)
    }

    /// Where an image view's picture is: letterboxed for aspect fit, centred and scaled to cover the frame for aspect
    /// fill, stretched over the frame for scale to fill; nil when its size is not known (the frame is what counts).
    private static func pictureRect(_ view: LaidOutView) -> TextRect? {
        let frame = view.frame
        guard let size = view.imageSize, size.width > 0, size.height > 0, frame.width > 0, frame.height > 0 else { return nil }
        let scale: Double
        switch view.node.contentMode {
        case .fit: scale = min(frame.width / size.width, frame.height / size.height)
        case .fill: scale = max(frame.width / size.width, frame.height / size.height)
        case .stretch: return frame
        }
        let width = size.width * scale, height = size.height * scale
        return TextRect(x: frame.x + (frame.width - width) / 2, y: frame.y + (frame.height - height) / 2, width: width, height: height)
    }

    /// A view that has no text of its own to lose: an image, or a plain view drawn only by its background or border.
    static func isDecoration(_ view: LaidOutView) -> Bool {
        view.kind != .text && view.kind != .button
    }

    /// How far an image or a decoration may be cut before it is `clipped`: a point of a picture or a fill at an
    /// edge is not something anyone misses (a full-height bar one point taller than its cell).
    static let decorationSlack = 1.0

    /// How far two views' drawn rectangles must cross, in both directions, to `overlap`: frames that touch or
    /// share a hairline (rounded design frames, a 1-pt row seam) do not collide.
    static let overlapSlack = 2.0

    /// Anything that puts pixels on the screen: text, images, buttons, and any view with a background or border
    /// that shows (a clear colour, alpha 0, draws nothing).
    static func isDrawn(_ view: LaidOutView) -> Bool {
        guard view.frame.width > 0, view.frame.height > 0 else { return false }
        return isContent(view) || paints(view.node.background) || hasBorder(view.node)
    }

    /// Whether a colour puts anything on the screen: it is one Glossa draws, and not wholly transparent.
    static func paints(_ color: String?) -> Bool {
        guard let color, let rgba = ColorValue.rgba(color) else { return false }
        return rgba.3 > 0
    }

    static func hasBorder(_ node: ViewNode) -> Bool {
        guard let border = node.border else { return false }
        return border.width > 0 && paints(border.color)
    }

    private static func describe(_ size: (width: Double, height: Double)) -> String { "\(fmt(size.width)) × \(fmt(size.height)) pt" }

    /// Points to tenths; a value no input can give (beyond ±1e15, not finite) is printed as Swift spells it.
    static func fmt(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        guard rounded.isFinite, abs(rounded) < 1e15 else { return String(value) }
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    private static func textFindings(_ view: LaidOutView, ancestors: Ancestors) -> [Finding] {
        guard let paragraph = view.paragraph, let textFrame = view.textFrame else { return [] }
        var findings: [Finding] = []
        let key = view.node.text?.key
        let name = view.name
        if paragraph.truncated {
            let needed = view.needed ?? (paragraph.contentWidth, paragraph.height)
            let message = "'\(name)' is truncated to \"\(paragraph.text)\": the text needs \(describe(needed)), the view has \(describe((view.frame.width, view.frame.height)))"
            findings.append(Finding(kind: .truncated, view: name, key: key, message: message, frame: view.frame, needed: needed,
                                    location: view.node.location))
        }
        if !paragraph.missingGlyphs.isEmpty {
            let list = paragraph.missingGlyphs.map(\.description).joined(separator: ", ")
            let reasons = paragraph.missingGlyphs.compactMap(\.reason)
            let why = reasons.first.map { " (\($0))" } ?? ""
            var finding = Finding(kind: .missingGlyph, view: name, key: key,
                                  message: "'\(name)' has characters none of Glossa's fonts can draw: \(list)\(why)",
                                  frame: view.frame, location: view.node.location)
            // An assigned character of a script or symbol set iOS's font fallback covers may be drawn on a device even
            // where Glossa's fonts have no glyph; only a character no font of iOS can have (unassigned, private use) is
            // known missing.
            let known = paragraph.missingGlyphs.contains { [.unassigned, .privateUse].contains($0.scalar.properties.generalCategory) }
            if !known {
                finding = finding.doubted(because: "Glossa's fonts have no glyph for \(list); iOS falls back through many more fonts "
                    + "(scripts such as Gurmukhi and Malayalam, symbols), so whether a device draws them is not known here")
            }
            findings.append(finding)
        }
        if let content = view.node.text, let verbatim = content.verbatim, isUnlocalized(verbatim, content) {
            findings.append(Finding(kind: .notLocalized, view: name,
                                    message: "'\(name)' shows verbatim text \"\(verbatim)\" that is not localized",
                                    frame: view.frame, location: view.node.location))
        }
        let ink = paragraph.inkBounds.offsetBy(dx: textFrame.x, dy: textFrame.y)
        if !ink.isEmpty, overflows(view.frame, ink) {
            if let clipper = ancestors.first(where: { $0.node.clips && !contains($0.frame, ink) }) {
                findings.append(Finding(kind: .clipped, view: name, key: key,
                                        message: "the glyphs of '\(name)' reach outside it and are cut by '\(clipper.name)', which clips",
                                        frame: view.frame, needed: (ink.width, ink.height), location: view.node.location))
            } else {
                let overhang = paragraph.inkOverhang(outside: view.frame.offsetBy(dx: -textFrame.x, dy: -textFrame.y),
                                                     tolerance: tolerance, sidewaysTolerance: sidewaysOverhang)
                findings.append(Finding(kind: .inkOverflow, view: name, key: key,
                                        message: "the glyphs of '\(name)' reach \(overflowText(view.frame, ink)) outside its frame (\(inkCause(overhang))); nothing clips them, but they may collide with neighbours",
                                        frame: view.frame, needed: (ink.width, ink.height), location: view.node.location))
            }
        }
        return findings
    }

    /// Whether verbatim text is shown to users as written: not text the app's code replaces, not empty, not an
    /// imported document's placeholder (`PlaceholderText`), and not a symbol or number alone.
    static func isUnlocalized(_ verbatim: String, _ content: TextContent) -> Bool {
        guard content.setInCode == nil, !content.isSystemText, PlaceholderText.hasWords(verbatim) else { return false }
        // An imported document's text (it has a default value); a layout's own verbatim text is the author's choice.
        return content.defaultValue == nil || !PlaceholderText.isPlaceholder(verbatim)
    }

    /// Why glyphs leave their frame, in words that are true of the glyphs that do: a tall script only for
    /// the scripts that are (`TallScripts`), else the marks, descenders or letters that reach out.
    static func inkCause(_ overhang: InkOverhang) -> String {
        let tall = overhang.tallScripts.compactMap { TallScripts.names[$0] }
        var parts: [String] = []
        if tall.count == 1 {
            parts.append("\(tall[0]) is a tall script")
        } else if tall.count > 1 {
            parts.append("\(tall.dropLast().joined(separator: ", ")) and \(tall.last!) are tall scripts")
        } else {
            if overhang.above { parts.append(overhang.marksAbove ? "accents and marks above the letters" : "the tops of the letters") }
            if overhang.below { parts.append(overhang.marksBelow ? "marks below the letters" : "descenders") }
        }
        if overhang.sideways { parts.append("letters overhanging the sides") }
        return parts.isEmpty ? "glyphs past the frame" : parts.joined(separator: "; ")
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

    /// `rect` of the view at `position` as a reader sees it: cut by every ancestor that clips (scroll views too), each
    /// ancestor showing `visible` of itself (its frame).
    static func shown(_ rect: TextRect, at position: Int, in ancestry: Ancestry,
                      visible: (LaidOutView) -> TextRect = { $0.frame }) -> TextRect {
        ancestry.ancestors(of: position).positions.filter { ancestry.views[$0].node.clips || ancestry.views[$0].scrolls }
            .reduce(rect) { intersection($0, visible(ancestry.views[$1])) }
    }

    /// Each view's frame as a reader sees it (`shown`), in the order of `views`; an empty rectangle for one cut away.
    public static func shownFrames(_ views: [LaidOutView]) -> [TextRect] {
        let ancestry = Ancestry(views)
        return views.indices.map { shown(views[$0].frame, at: $0, in: ancestry) }
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
    ///
    /// A top-level view shorter than the screen (`embedded`: a xib's bar or cell) is shown wherever the app puts
    /// it, not at the screen's top: the screen's top and bottom edges say nothing about it.
    private static func placementFindings(_ view: LaidOutView, ancestors: Ancestors, device: Device, embedded: Bool) -> [Finding] {
        let frame = view.frame
        let key = view.node.text?.key
        // What is cut is what the view draws, not the blank rest of its frame; an aspect-fit image the document
        // names but Glossa cannot find (drawn as a placeholder, reported `unsupported`) has a picture of unknown
        // size, which cannot be said to be cut.
        if view.kind == .image, view.node.contentMode == .fit, view.imageSize == nil, view.node.unsupported != nil { return [] }
        let drawn = drawnRect(view)
        let slack = isDecoration(view) ? decorationSlack : tolerance
        // Scroll views scroll vertically: content below or above them is reachable, content beside them is
        // not, unless they page sideways (later pages are paged to).
        let scrolls = ancestors.contains(where: \.scrolls)
        let pages = ancestors.contains(where: \.pages)
        func outside(_ outer: TextRect, vertically: Bool) -> Bool {
            let across = !pages && (drawn.x < outer.x - slack || drawn.maxX > outer.maxX + slack)
            let down = vertically && (drawn.y < outer.y - slack || drawn.maxY > outer.maxY + slack)
            return across || down
        }
        if let clipper = ancestors.first(where: { ($0.node.clips || $0.scrolls) && outside($0.frame, vertically: !scrolls) }) {
            return [Finding(kind: .clipped, view: view.name, key: key,
                            message: "'\(view.name)' is cut by '\(clipper.name)', which clips: it needs \(describe((frame.width, frame.height))) at (\(fmt(frame.x)), \(fmt(frame.y)))",
                            frame: frame, needed: (frame.width, frame.height), location: view.node.location)]
        }
        let free = scrolls || embedded
        let screen = TextRect(x: 0, y: 0, width: device.width, height: device.height)
        if !outside(screen, vertically: !free) { return [] }
        let disjoint = free || pages
            ? (!pages && (frame.maxX <= tolerance || frame.x >= device.width - tolerance))
                || (!free && (frame.maxY <= tolerance || frame.y >= device.height - tolerance))
            : !intersects(screen, frame)
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
    /// An image drawn before a view no larger than it, whose middle it covers, is that view's backdrop (a
    /// background picture with content laid over it, which may reach a little past its edge), not content the
    /// view collides with.
    private static func isBackdrop(_ image: LaidOutView, behind view: LaidOutView) -> Bool {
        let outer = image.frame, inner = view.frame
        guard image.kind == .image, image.index < view.index, outer.width >= inner.width - tolerance,
              outer.height >= inner.height - tolerance else { return false }
        let middle = (x: inner.x + inner.width / 2, y: inner.y + inner.height / 2)
        return middle.x >= outer.x && middle.x <= outer.maxX && middle.y >= outer.y && middle.y <= outer.maxY
    }

    /// Whether a view drawn after the one at `lower` and before the one at `upper` hides the earlier one where they
    /// meet (`rect`): it wholly covers the earlier view (contract v4), or the earlier view is a picture or a shape,
    /// whose hidden part collides with nothing (a white shape laid over the foot of an illustration, under the title
    /// drawn on it). A text partly hidden stays a collision: a reader misses what is hidden.
    private static func isMasked(_ rect: TextRect, between lower: Int, and upper: Int, in ancestry: Ancestry) -> Bool {
        let views = ancestry.views
        guard lower + 1 < upper else { return false }
        let rect = isDecoration(views[lower]) ? rect : drawnRect(views[lower])
        return (lower + 1..<upper).contains { position in
            let view = views[position]
            guard !view.hidden, !ancestry.isParked(position), contains(view.frame, rect) else { return false }
            if let color = view.node.background, let rgba = ColorValue.rgba(color), rgba.3 == 255 { return true }
            guard view.kind == .image, let grid = view.imageOpaqueGrid, let picture = pictureRect(view), picture.width > 0, picture.height > 0
            else { return false }
            return grid.covers(TextRect(x: (rect.x - picture.x) / picture.width, y: (rect.y - picture.y) / picture.height,
                                        width: rect.width / picture.width, height: rect.height / picture.height))
        }
    }

    /// Where a tab bar's top edge is on the screen; nil without one.
    static func tabBarTop(_ result: LayoutResult) -> Double? {
        guard result.bottomBarHeight > 0 else { return nil }
        return result.device.height - result.device.safeBottom - result.bottomBarHeight
    }

    /// Visible content views that intersect (see above). What a scroll view holds below `tabBarTop` is scrolled out
    /// from under the tab bar, as UIKit's content inset lets it be: none of it is judged there.
    private static func overlaps(_ ancestry: Ancestry, tabBarTop: Double?) -> [Finding] {
        var findings: [Finding] = []
        let all = ancestry.views
        let content = all.indices.filter { !all[$0].hidden && isContent(all[$0]) && !ancestry.isParked($0) }
        func visible(_ view: LaidOutView) -> TextRect {
            guard view.scrolls, let tabBarTop, view.frame.maxY > tabBarTop else { return view.frame }
            return TextRect(x: view.frame.x, y: view.frame.y, width: view.frame.width, height: max(0, tabBarTop - view.frame.y))
        }
        // What a reader sees of each view: its frame cut by every ancestor that clips (scroll views too).
        let shown = content.map { Self.shown(drawnRect(all[$0]), at: $0, in: ancestry, visible: visible) }
        let chains = content.map { [all[$0].index] + ancestry.ancestors(of: $0).indices }
        for (i, j) in intersectingPairs(shown) {
            // Chains are a few views long: searched in place, without a set for every pair.
            guard let common = chains[i].first(where: { chains[j].contains($0) }), !ancestry.layers(ofIndex: common) else { continue }
            let a = all[content[i]], b = all[content[j]]
            // Where both draw: a picture's transparent parts collide with nothing.
            guard let own = visiblePart(of: a, within: intersection(shown[i], shown[j])),
                  let overlap = visiblePart(of: b, within: own) else { continue }
            guard overlap.width > overlapSlack, overlap.height > overlapSlack else { continue }
            guard !isBackdrop(a, behind: b), !isMasked(overlap, between: content[i], and: content[j], in: ancestry) else { continue }
            var finding = Finding(kind: .overlap, view: a.name, key: a.node.text?.key,
                                  message: "'\(a.name)' and '\(b.name)' overlap by \(describe((overlap.width, overlap.height)))",
                                  frame: a.frame, location: a.node.location)
            finding.otherView = b.name
            findings.append(finding)
        }
        return findings
    }
}
