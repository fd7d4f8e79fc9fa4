/// Views whose place reads no direction (contract v4): as wide as their superview, or centred in it. Mirroring
/// moves them by no more than a few points, so neither `hardcoded-direction` nor `not-mirrored` is said of them.
/// A picture or a plain view (no text, nothing inside) that overflows both edges of its superview is one too: it covers
/// the superview's whole width wherever it sits, and whether the picture itself reads a direction is `unmirrored-image`'s
/// question.
public enum SymmetricPlacement {
    /// How far a view may be from both edges of its superview and still span it, and from its middle and still be
    /// centred in it: mirroring moves such a view by no more than twice this (contract v4: 1 pt and 3 pt).
    public static let spanSlack = 1.0, centreSlack = 3.0

    /// The box indices of the views whose place reads no direction: as wide as their superview, or centred in it.
    public static func indices(_ views: [LaidOutView]) -> Set<Int> {
        var frames: [Int: TextRect] = [:]
        for view in views { frames[view.index] = view.frame }
        let parents = Set(views.compactMap { $0.hidden ? nil : $0.parent })
        var symmetric = Set<Int>()
        for view in views {
            guard let parent = view.parent.flatMap({ frames[$0] }) else { continue }
            let frame = view.frame
            let spans = abs(frame.x - parent.x) <= spanSlack && abs(frame.maxX - parent.maxX) <= spanSlack
            let centred = abs(frame.x + frame.width / 2 - (parent.x + parent.width / 2)) <= centreSlack
            let covers = frame.x <= parent.x + spanSlack && frame.maxX >= parent.maxX - spanSlack
                && view.text == nil && !parents.contains(view.index)
            if spans || centred || covers { symmetric.insert(view.index) }
        }
        return symmetric
    }
}
