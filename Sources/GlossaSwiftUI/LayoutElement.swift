import GlossaLayout
import GlossaText

/// A size SwiftUI proposes: nil on an axis asks for the view's ideal size there; infinity for its largest.
struct Proposal: Hashable {
    var width: Double?
    var height: Double?

    static let unspecified = Proposal(width: nil, height: nil)

    /// The proposal along an axis.
    func along(_ axis: Axis) -> Double? { axis == .horizontal ? width : height }
    func across(_ axis: Axis) -> Double? { axis == .horizontal ? height : width }

    static func make(_ axis: Axis, along: Double?, across: Double?) -> Proposal {
        axis == .horizontal ? Proposal(width: along, height: across) : Proposal(width: across, height: along)
    }
}

/// A size a view chooses.
struct Size: Equatable {
    var width: Double
    var height: Double

    func along(_ axis: Axis) -> Double { axis == .horizontal ? width : height }
    func across(_ axis: Axis) -> Double { axis == .horizontal ? height : width }

    static func make(_ axis: Axis, along: Double, across: Double) -> Size {
        axis == .horizontal ? Size(width: along, height: across) : Size(width: across, height: along)
    }
}

enum Axis {
    case horizontal, vertical
}

/// What lays out one kind of view: the size it chooses for a proposal, and where its children go in a rectangle
/// (WWDC 2019 "Building Custom Views with SwiftUI"; the `Layout` protocol's `sizeThatFits` and `placeSubviews`).
protocol ContentLayout {
    func size(_ element: LayoutElement, proposal: Proposal) throws(TextError) -> Size
    func place(_ element: LayoutElement, in rect: TextRect) throws(TextError)
}

/// One view of the tree as layout sees it: its content's layout and its modifiers, applied one around the other
/// from the innermost (written first) out.
final class LayoutElement {
    let node: ViewNode
    let index: Int
    let parent: LayoutElement?
    var children: [LayoutElement] = []
    let direction: TextDirection
    /// The axis of the stack that holds the view (a `Spacer` and a `Divider` follow it).
    let stackAxis: Axis?
    let context: LayoutContext
    private(set) var content: ContentLayout!
    /// The content's frame on the screen, once placed.
    var frame = TextRect.zero
    var placed = false
    /// Not drawn (`hidden()`, opacity 0), itself or an ancestor.
    let hidden: Bool
    /// The text as laid out in its frame, for text and button titles.
    var shownText: ShownText?
    private var sizes: [SizeKey: Size] = [:]

    private struct SizeKey: Hashable {
        let proposal: Proposal
        let layer: Int
    }

    init(node: ViewNode, index: Int, parent: LayoutElement?, context: LayoutContext) {
        self.node = node
        self.index = index
        self.parent = parent
        self.context = context
        direction = node.swiftUI?.layoutDirection ?? parent?.direction ?? context.environment.direction
        stackAxis = parent.flatMap(Self.axis(of:))
        let modifiers = node.swiftUI?.modifiers ?? []
        hidden = (parent?.hidden ?? false) || modifiers.contains { $0 == .hidden || $0 == .opacity(0) }
        content = ContentLayouts.layout(for: self)
    }

    /// The axis a container lays its children along, nil for one that stacks them (`ZStack`).
    static func axis(of element: LayoutElement) -> Axis? {
        switch element.node.kind {
        case .hstack: return .horizontal
        case .vstack, .list: return .vertical
        case .scroll: return element.node.alignment == "horizontal" ? .horizontal : .vertical
        default: return nil
        }
    }

    var modifiers: [SwiftUIModifier] { node.swiftUI?.modifiers ?? [] }

    /// A `layoutPriority` set on the view (0 by default).
    var priority: Double {
        for case let .layoutPriority(value) in modifiers.reversed() { return value }
        return 0
    }

    var isSpacer: Bool { node.kind == .spacer }

    /// The size the view chooses for `proposal`, its modifiers included.
    func size(_ proposal: Proposal) throws(TextError) -> Size {
        try size(proposal, layer: modifiers.count)
    }

    /// Places the view, its modifiers included, in `rect` (the size it chose, where its parent put it).
    func place(in rect: TextRect) throws(TextError) {
        try place(in: rect, layer: modifiers.count)
    }

    func size(_ proposal: Proposal, layer: Int) throws(TextError) -> Size {
        let key = SizeKey(proposal: proposal, layer: layer)
        if let known = sizes[key] { return known }
        let chosen = try computeSize(proposal, layer: layer)
        sizes[key] = chosen
        return chosen
    }

    private func computeSize(_ proposal: Proposal, layer: Int) throws(TextError) -> Size {
        guard layer > 0 else { return try content.size(self, proposal: proposal) }
        let inner = layer - 1
        switch modifiers[inner] {
        case let .padding(top, leading, bottom, trailing):
            let across = leading + trailing, down = top + bottom
            let child = try size(Proposal(width: proposal.width.map { max(0, $0 - across) }, height: proposal.height.map { max(0, $0 - down) }),
                                 layer: inner)
            return Size(width: child.width + across, height: child.height + down)
        case let .frame(width, height, _):
            if let width, let height { return Size(width: width, height: height) }
            let child = try size(Proposal(width: width ?? proposal.width, height: height ?? proposal.height), layer: inner)
            return Size(width: width ?? child.width, height: height ?? child.height)
        case let .flexibleFrame(frame):
            return try FlexibleFrames.size(frame, proposal: proposal) { (offered: Proposal) throws(TextError) -> Size in try size(offered, layer: inner) }
        case let .fixedSize(horizontal, vertical):
            return try size(Proposal(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height), layer: inner)
        case let .aspectRatio(ratio, fill):
            return try aspectSize(ratio, fill: fill, proposal: proposal, layer: inner)
        case .layoutPriority, .offset, .hidden, .opacity:
            return try size(proposal, layer: inner)
        }
    }

    /// The largest (fit) or smallest (fill) size of the ratio in the proposal, proposed to the content.
    private func aspectSize(_ ratio: Double?, fill: Bool, proposal: Proposal, layer: Int) throws(TextError) -> Size {
        let ideal = try size(.unspecified, layer: layer)
        let aspect = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard aspect > 0 else { return ideal }
        var width: Double, height: Double
        switch (proposal.width, proposal.height) {
        case (nil, nil): return ideal
        case let (w?, nil): (width, height) = (w, w / aspect)
        case let (nil, h?): (width, height) = (h * aspect, h)
        case let (w?, h?):
            let byWidth = (w, w / aspect), byHeight = (h * aspect, h)
            (width, height) = (byWidth.1 <= h) != fill ? byWidth : byHeight
        }
        if !width.isFinite || !height.isFinite { return ideal }
        return try size(Proposal(width: width, height: height), layer: layer)
    }

    private func place(in rect: TextRect, layer: Int) throws(TextError) {
        guard layer > 0 else {
            frame = rect
            placed = true
            try content.place(self, in: rect)
            return
        }
        let inner = layer - 1
        switch modifiers[inner] {
        case let .padding(top, leading, bottom, trailing):
            let left = HorizontalEdge.leading.isLeft(in: direction) ? leading : trailing
            let right = HorizontalEdge.leading.isLeft(in: direction) ? trailing : leading
            try place(in: TextRect(x: rect.x + left, y: rect.y + top, width: max(0, rect.width - left - right),
                                   height: max(0, rect.height - top - bottom)), layer: inner)
        case let .frame(_, _, alignment):
            try placeAligned(in: rect, alignment: alignment, layer: inner)
        case let .flexibleFrame(frame):
            try placeAligned(in: rect, alignment: frame.alignment, layer: inner)
        case let .offset(x, y):
            try place(in: rect.offsetBy(dx: direction == .rightToLeft ? -x : x, dy: y), layer: inner)
        case .fixedSize:
            try placeAligned(in: rect, alignment: .center, layer: inner, proposal: fixedProposal(rect, layer: inner))
        case .aspectRatio:
            try placeAligned(in: rect, alignment: .center, layer: inner)
        case .layoutPriority, .hidden, .opacity:
            try place(in: rect, layer: inner)
        }
    }

    /// The inner layers at the size they choose for `rect`'s size, aligned in it.
    private func placeAligned(in rect: TextRect, alignment: SwiftUIAlignment, layer: Int, proposal: Proposal? = nil) throws(TextError) {
        let offered = proposal ?? Proposal(width: rect.width, height: rect.height)
        let child = try size(offered, layer: layer)
        try place(in: ZStackLayout.aligned(child, in: rect, alignment: alignment, direction: direction), layer: layer)
    }

    /// What `fixedSize` at `layer` proposes to what it holds.
    private func fixedProposal(_ rect: TextRect, layer: Int) -> Proposal {
        guard case let .fixedSize(horizontal, vertical) = modifiers[layer] else { return Proposal(width: rect.width, height: rect.height) }
        return Proposal(width: horizontal ? nil : rect.width, height: vertical ? nil : rect.height)
    }

    /// The distance from the top of the view (all its modifiers) to its first text baseline, for a size; nil when it
    /// shows no text (SwiftUI then aligns its bottom).
    func firstBaseline(in size: Size) throws(TextError) -> Double? {
        var top = 0.0
        for modifier in modifiers {
            if case let .padding(padTop, _, _, _) = modifier { top += padTop }
        }
        guard let own = try (content as? BaselineReporting)?.firstBaseline(self, width: size.width) else { return nil }
        return top + own
    }
}

/// A content layout that knows where its first line of text sits.
protocol BaselineReporting {
    func firstBaseline(_ element: LayoutElement, width: Double) throws(TextError) -> Double?
}

/// Where leading, centre and trailing are in a rectangle, in a direction: the one place the horizontal
/// alignments of SwiftUI views become physical.
enum Alignment {
    static func x(_ horizontal: SwiftUIAlignment.Horizontal, child: Double, in rect: TextRect, direction: TextDirection) -> Double {
        switch horizontal {
        case .center: return rect.x + (rect.width - child) / 2
        case .leading: return HorizontalEdge.leading.isLeft(in: direction) ? rect.x : rect.maxX - child
        case .trailing: return HorizontalEdge.trailing.isLeft(in: direction) ? rect.x : rect.maxX - child
        }
    }

    /// A stack's or frame's alignment by name (`leading`, `topTrailing`, `firstTextBaseline`).
    static func parse(_ name: String?) -> SwiftUIAlignment {
        guard let name else { return .center }
        return Alignments.parse(name)
    }
}

/// SwiftUI's flexible frame (`frame(minWidth:idealWidth:maxWidth:…)`), axis by axis: the proposal clamped to the
/// bounds goes to the content; the frame's size is the content's, raised to the minimum and lowered to the maximum,
/// each against the proposal (so `maxWidth: .infinity` takes all the width offered).
enum FlexibleFrames {
    static func size(_ frame: FlexibleFrame, proposal: Proposal,
                     child: (Proposal) throws(TextError) -> Size) throws(TextError) -> Size {
        let width = offered(proposal.width, min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth)
        let height = offered(proposal.height, min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight)
        let inner = try child(Proposal(width: width, height: height))
        return Size(width: chosen(inner.width, offered: width, min: frame.minWidth, max: frame.maxWidth),
                    height: chosen(inner.height, offered: height, min: frame.minHeight, max: frame.maxHeight))
    }

    private static func offered(_ proposed: Double?, min: Double?, ideal: Double?, max: Double?) -> Double? {
        guard var value = proposed else { return ideal }
        if let min { value = Swift.max(min, value) }
        if let max { value = Swift.min(max, value) }
        return value
    }

    private static func chosen(_ child: Double, offered: Double?, min: Double?, max: Double?) -> Double {
        var result = child
        let room = offered ?? child
        if let min { result = Swift.max(min, Swift.min(result, room)) }
        if let max { result = Swift.min(max, Swift.max(result, room)) }
        return result.isFinite ? result : child
    }
}
