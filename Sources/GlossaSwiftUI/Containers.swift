import GlossaLayout
import GlossaText

/// Chooses each view's content layout.
enum ContentLayouts {
    static func layout(for element: LayoutElement) -> ContentLayout {
        let node = element.node
        switch node.kind {
        case .hstack: return StackLayout(axis: .horizontal)
        case .vstack, .list: return StackLayout(axis: .vertical)
        case .fits: return FitsLayout()
        case .zstack, .grid: return node.swiftUI?.decoration != nil ? DecoratedLayout() : ZStackLayout()
        case .scroll: return ScrollLayout(axis: node.alignment == "horizontal" ? .horizontal : .vertical)
        case .text: return TextLayout()
        case .button: return node.text != nil ? TextLayout() : ZStackLayout()
        case .image: return ImageLayout()
        case .spacer: return SpacerLayout()
        case .view:
            if node.swiftUI?.type == "Divider" { return DividerLayout() }
            if let size = node.standardSize { return FixedLayout(width: size.width ?? 0, height: size.height ?? 0) }
            return node.children.isEmpty ? FillLayout() : ZStackLayout()
        }
    }
}

/// `HStack` and `VStack`: the proposal along the axis, less the spacing, is offered to the children from the least
/// flexible to the most, each getting an equal share of what is left; higher layout priorities first, with room kept
/// for the lower ones' minimums. Across the axis the stack is as large as its largest child.
struct StackLayout: ContentLayout, BaselineReporting {
    let axis: Axis

    func size(_ element: LayoutElement, proposal: Proposal) throws(TextError) -> Size {
        let sizes = try distribute(element, proposal: proposal)
        let along = sizes.reduce(0) { $0 + $1.along(axis) } + spacings(element).reduce(0, +)
        var across = sizes.map { $0.across(axis) }.max() ?? 0
        // Baselines lined up: from the highest top to the lowest bottom.
        if let offsets = try baselineOffsets(element, sizes: sizes) {
            across = zip(offsets, sizes).map { $0 + $1.height }.max() ?? across
        }
        var size = Size.make(axis, along: along, across: across)
        if element.node.swiftUI?.fillsProposal == true {
            size = Size(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? size.width,
                        height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? size.height)
        }
        return size
    }

    func place(_ element: LayoutElement, in rect: TextRect) throws(TextError) {
        var sizes = try distribute(element, proposal: Proposal(width: rect.width, height: rect.height))
        // Placed at the size it chose with no limit along its axis (a scroll view's content, a fixed size): each child
        // keeps the size it chose then, not a share of that length divided again.
        let free = try distribute(element, proposal: Proposal.make(axis, along: nil, across: axis == .horizontal ? rect.height : rect.width))
        if abs(free.reduce(0) { $0 + $1.along(axis) } + spacings(element).reduce(0, +) - (axis == .horizontal ? rect.width : rect.height)) <= 0.5 {
            sizes = free
        }
        let gaps = spacings(element)
        let alignment = Alignment.parse(element.node.alignment)
        let offsets = try baselineOffsets(element, sizes: sizes)
        var cursor = 0.0
        for (index, child) in element.children.enumerated() {
            let size = sizes[index]
            var x: Double, y: Double
            if axis == .horizontal {
                // Children run from the leading edge: left to right, or right to left.
                x = HorizontalEdge.leading.isLeft(in: element.direction) ? rect.x + cursor : rect.maxX - cursor - size.width
                switch alignment.vertical {
                case .top: y = rect.y
                case .bottom: y = rect.maxY - size.height
                case .firstTextBaseline: y = rect.y + (offsets?[index] ?? 0)
                default: y = rect.y + (rect.height - size.height) / 2
                }
            } else {
                y = rect.y + cursor
                x = Alignment.x(alignment.horizontal, child: size.width, in: rect, direction: element.direction)
            }
            try child.place(in: TextRect(x: x, y: y, width: size.width, height: size.height))
            cursor += size.along(axis) + (index < gaps.count ? gaps[index] : 0)
        }
    }

    /// Each child's top below the stack's top when a horizontal stack lines up first baselines (a view without text
    /// has its baseline at its bottom); nil for any other alignment.
    func baselineOffsets(_ element: LayoutElement, sizes: [Size]) throws(TextError) -> [Double]? {
        guard axis == .horizontal, Alignment.parse(element.node.alignment).vertical == .firstTextBaseline else { return nil }
        let baselines = try element.children.indices.map { index throws(TextError) in
            try element.children[index].firstBaseline(in: sizes[index]) ?? sizes[index].height
        }
        let lineUp = baselines.max() ?? 0
        let tops = baselines.map { lineUp - $0 }
        let highest = tops.min() ?? 0
        return tops.map { $0 - highest }
    }

    func firstBaseline(_ element: LayoutElement, width: Double) throws(TextError) -> Double? {
        guard let first = element.children.first else { return nil }
        return try first.firstBaseline(in: first.size(Proposal(width: width, height: nil)))
    }

    /// The space after each child but the last: the stack's `spacing`, else SwiftUI's default between the two views
    /// (none beside a `Spacer`).
    func spacings(_ element: LayoutElement) -> [Double] {
        let children = element.children
        guard children.count > 1 else { return [] }
        return (0..<children.count - 1).map { index in
            if let spacing = element.node.spacing { return spacing }
            if children[index].isSpacer || children[index + 1].isSpacer { return 0 }
            return Defaults.stackSpacing
        }
    }

    /// Each child's size for the stack's proposal.
    func distribute(_ element: LayoutElement, proposal: Proposal) throws(TextError) -> [Size] {
        let children = element.children
        let across = proposal.across(axis)
        guard let total = proposal.along(axis), total.isFinite else {
            return try children.map { child throws(TextError) in try child.size(Proposal.make(axis, along: proposal.along(axis), across: across)) }
        }
        var sizes = [Size?](repeating: nil, count: children.count)
        var minimum: [Double] = [], flexibility: [Double] = []
        for child in children {
            let least = try child.size(Proposal.make(axis, along: 0, across: across)).along(axis)
            let most = try child.size(Proposal.make(axis, along: .infinity, across: across)).along(axis)
            minimum.append(least)
            flexibility.append(most - least)
        }
        var remaining = total - spacings(element).reduce(0, +)
        let priorities = Set(children.map(\.priority)).sorted(by: >)
        for priority in priorities {
            let group = children.indices.filter { children[$0].priority == priority }
                .sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
            let reserved = children.indices.filter { children[$0].priority < priority }.reduce(0) { $0 + minimum[$1] }
            var available = remaining - reserved
            // Spacers come last and take what is left: the others share the room less the spacers' least lengths.
            let spacers = group.filter { children[$0].isSpacer }
            var left = group.count - spacers.count
            var spacerMinimum = spacers.reduce(0) { $0 + minimum[$1] }
            for index in group.filter({ !children[$0].isSpacer }) + spacers {
                if children[index].isSpacer {
                    spacerMinimum -= minimum[index]
                    left = max(1, spacers.count - spacers.firstIndex(of: index)!)
                }
                let share = max(0, (available - spacerMinimum) / Double(max(1, left)))
                let size = try children[index].size(Proposal.make(axis, along: share, across: across))
                sizes[index] = size
                available -= size.along(axis)
                remaining -= size.along(axis)
                left -= 1
            }
        }
        return sizes.map { $0 ?? Size(width: 0, height: 0) }
    }
}

/// `ZStack`: every child gets the whole proposal; the stack is as large as the largest, and each child is aligned in it.
struct ZStackLayout: ContentLayout {
    func size(_ element: LayoutElement, proposal: Proposal) throws(TextError) -> Size {
        var width = 0.0, height = 0.0
        for child in element.children {
            let size = try child.size(proposal)
            width = max(width, size.width)
            height = max(height, size.height)
        }
        if element.node.swiftUI?.fillsProposal == true {
            width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? width
            height = proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? height
        }
        return Size(width: width, height: height)
    }

    func place(_ element: LayoutElement, in rect: TextRect) throws(TextError) {
        let alignment = Alignment.parse(element.node.alignment)
        for child in element.children {
            let size = try child.size(Proposal(width: rect.width, height: rect.height))
            try child.place(in: ZStackLayout.aligned(size, in: rect, alignment: alignment, direction: element.direction))
        }
    }

    static func aligned(_ size: Size, in rect: TextRect, alignment: SwiftUIAlignment, direction: TextDirection) -> TextRect {
        let x = Alignment.x(alignment.horizontal, child: size.width, in: rect, direction: direction)
        let y: Double
        switch alignment.vertical {
        case .top: y = rect.y
        case .bottom: y = rect.maxY - size.height
        default: y = rect.y + (rect.height - size.height) / 2
        }
        return TextRect(x: x, y: y, width: size.width, height: size.height)
    }
}

/// `background` and `overlay`: the modified view (the last child under a background, the first under an overlay:
/// children are in drawing order) sizes the pair; the others are offered its size.
struct DecoratedLayout: ContentLayout {
    func size(_ element: LayoutElement, proposal: Proposal) throws(TextError) -> Size {
        try primary(element).map { index throws(TextError) in try element.children[index].size(proposal) } ?? Size(width: 0, height: 0)
    }

    private func primary(_ element: LayoutElement) -> Int? {
        guard !element.children.isEmpty else { return nil }
        return element.node.swiftUI?.decoration == .background ? element.children.count - 1 : 0
    }

    func place(_ element: LayoutElement, in rect: TextRect) throws(TextError) {
        let alignment = Alignment.parse(element.node.alignment)
        let modified = primary(element)
        for (index, child) in element.children.enumerated() {
            if index == modified {
                try child.place(in: rect)
            } else {
                let size = try child.size(Proposal(width: rect.width, height: rect.height))
                try child.place(in: ZStackLayout.aligned(size, in: rect, alignment: alignment, direction: element.direction))
            }
        }
    }
}

/// `ScrollView`, `List` and `Form`: as large as offered; the content is laid out as a stack along the scrolling axis
/// with no limit there, from the start (what does not fit can be scrolled to).
struct ScrollLayout: ContentLayout {
    let axis: Axis

    private var stack: StackLayout { StackLayout(axis: axis) }

    func size(_ element: LayoutElement, proposal: Proposal) throws(TextError) -> Size {
        let content = try stack.size(element, proposal: Proposal.make(axis, along: nil, across: proposal.across(axis)))
        return Size(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? content.width,
                    height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? content.height)
    }

    func place(_ element: LayoutElement, in rect: TextRect) throws(TextError) {
        let content = try stack.size(element, proposal: Proposal.make(axis, along: nil, across: axis == .vertical ? rect.width : rect.height))
        let size = axis == .vertical ? Size(width: rect.width, height: content.height) : Size(width: content.width, height: rect.height)
        let x = axis == .horizontal && !HorizontalEdge.leading.isLeft(in: element.direction) ? rect.maxX - size.width : rect.x
        try placeStack(element, in: TextRect(x: x, y: rect.y, width: size.width, height: size.height))
    }

    private func placeStack(_ element: LayoutElement, in rect: TextRect) throws(TextError) {
        // The content's children at their ideal length along the axis.
        let sizes = try element.children.map { child throws(TextError) in
            try child.size(Proposal.make(axis, along: nil, across: axis == .vertical ? rect.width : rect.height))
        }
        let gaps = stack.spacings(element)
        let alignment = Alignment.parse(element.node.swiftUI?.type == "ScrollView" ? nil : "leading")
        var cursor = 0.0
        for (index, child) in element.children.enumerated() {
            let size = sizes[index]
            let frame: TextRect
            if axis == .vertical {
                frame = TextRect(x: Alignment.x(alignment.horizontal, child: size.width, in: rect, direction: element.direction),
                                 y: rect.y + cursor, width: size.width, height: size.height)
            } else {
                let x = HorizontalEdge.leading.isLeft(in: element.direction) ? rect.x + cursor : rect.maxX - cursor - size.width
                frame = TextRect(x: x, y: rect.y + (rect.height - size.height) / 2, width: size.width, height: size.height)
            }
            try child.place(in: frame)
            cursor += size.along(axis) + (index < gaps.count ? gaps[index] : 0)
        }
    }
}

/// `Spacer`: along its stack's axis, any length from its minimum up; across it, nothing. Outside a stack it takes
/// whatever it is offered.
struct SpacerLayout: ContentLayout {
    func size(_ element: LayoutElement, proposal: Proposal) throws(TextError) -> Size {
        let least = element.node.swiftUI?.spacerMinLength ?? Defaults.spacerMinLength
        guard let axis = element.stackAxis else {
            return Size(width: finite(proposal.width) ?? 0, height: finite(proposal.height) ?? 0)
        }
        let along = max(least, finite(proposal.along(axis)) ?? least)
        return Size.make(axis, along: along, across: 0)
    }

    func place(_ element: LayoutElement, in rect: TextRect) throws(TextError) {}

    private func finite(_ value: Double?) -> Double? {
        value.flatMap { $0.isFinite ? $0 : nil }
    }
}

/// `Color`, shapes, and views Glossa draws as boxes: whatever they are offered; their ideal size when nothing is.
struct FillLayout: ContentLayout {
    func size(_ element: LayoutElement, proposal: Proposal) throws(TextError) -> Size {
        let ideal = element.node.unsupported != nil ? Defaults.unknownViewIdealSize : Defaults.shapeIdealSize
        return Size(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? ideal.width,
                    height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? ideal.height)
    }

    func place(_ element: LayoutElement, in rect: TextRect) throws(TextError) {}
}

/// A control of a standard size (a switch, a spinner).
struct FixedLayout: ContentLayout {
    let width: Double
    let height: Double

    func size(_ element: LayoutElement, proposal: Proposal) throws(TextError) -> Size { Size(width: width, height: height) }
    func place(_ element: LayoutElement, in rect: TextRect) throws(TextError) {}
}

/// `Divider`: a hairline across its stack (horizontal in a vertical stack and outside stacks).
struct DividerLayout: ContentLayout {
    func size(_ element: LayoutElement, proposal: Proposal) throws(TextError) -> Size {
        let thickness = Defaults.dividerThickness
        if element.stackAxis == .horizontal {
            return Size(width: thickness, height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? 0)
        }
        return Size(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 0, height: thickness)
    }

    func place(_ element: LayoutElement, in rect: TextRect) throws(TextError) {}
}

/// `ViewThatFits`: the first child whose ideal size fits the proposal, else the last; only that one is shown.
struct FitsLayout: ContentLayout {
    func size(_ element: LayoutElement, proposal: Proposal) throws(TextError) -> Size {
        guard let chosen = try chosen(element, proposal: proposal) else { return Size(width: 0, height: 0) }
        return try element.children[chosen].size(proposal)
    }

    func place(_ element: LayoutElement, in rect: TextRect) throws(TextError) {
        guard let chosen = try chosen(element, proposal: Proposal(width: rect.width, height: rect.height)) else { return }
        try element.children[chosen].place(in: rect)
    }

    private func chosen(_ element: LayoutElement, proposal: Proposal) throws(TextError) -> Int? {
        guard !element.children.isEmpty else { return nil }
        for (index, child) in element.children.enumerated() {
            let ideal = try child.size(.unspecified)
            if ideal.width <= (proposal.width ?? .infinity) + 0.5, ideal.height <= (proposal.height ?? .infinity) + 0.5 { return index }
        }
        return element.children.count - 1
    }
}
