import GlossaText

/// report.json (contract v1, with v2's fields): every screen with every identified view's frame and text,
/// its findings and its snapshot state.
public enum Report {
    public static let version = "0.1.0"

    /// A frame as reports print it, in points.
    package static func rect(_ frame: TextRect) -> [(String, JSON)] {
        [("x", .points(frame.x)), ("y", .points(frame.y)), ("width", .points(frame.width)), ("height", .points(frame.height))]
    }
}
