import GlossaLayout

extension Checker {
    /// A view the design parks wholly outside its superview (an Interface Builder frame at or beyond the
    /// superview's edge on the canvas, kept there by its autoresizing mask): a panel the app's code slides in
    /// when needed. Where it sits until then is the design's intent, not a layout that went wrong, so neither it
    /// nor its subviews are `clipped`, `offscreen`, part of an `overlap` or `not-mirrored`. Content of a scroll
    /// view below its visible part, and the pages beside a paging one, are not parked: they are scrolled to.
    static func isParked(_ view: LaidOutView, parent: LaidOutView?) -> Bool {
        guard let frame = view.node.autoresizing, frame.width > 0, frame.height > 0, frame.parentWidth > 0, frame.parentHeight > 0,
              parent.map({ !$0.scrolls && !$0.pages }) ?? true else { return false }
        let tolerance = Checker.tolerance
        return frame.x >= frame.parentWidth - tolerance || frame.x + frame.width <= tolerance
            || frame.y >= frame.parentHeight - tolerance || frame.y + frame.height <= tolerance
    }
}
