/// The bounds every reader holds its input to, in one place (docs/security.md lists them).
///
/// Each bound is far beyond any real screen, and small enough that what a document builds stays within a
/// few hundred megabytes and every number the solver and the painter form stays exact and finite: a value
/// beyond them is refused where it is written (file:line:col, exit 2), never carried into a trap later.
public enum InputLimits {
    /// The largest length a document may give, in points (a position, size, constant, inset or spacing).
    public static let maximumLength = 100_000.0
    /// The largest font size, in points (a YAML `size`, an Interface Builder `pointSize`).
    public static let maximumFontSize = 1_000.0
    /// The largest multiplier of a constraint, either sign.
    public static let maximumMultiplier = 1_000.0
    /// Views one document may build, counted after YAML aliases and components are expanded: each alias of
    /// a view and each instance of a component is a view built.
    public static let maximumViews = 10_000
    /// Characters of text one document may build, counted after aliases and components: each view's
    /// `verbatim` text and arguments, and each string a component argument is substituted into (a component
    /// that passes `$s$s` on doubles its text at every level).
    public static let maximumTextCharacters = 4_000_000
    /// The largest number of lines a text may ask for (0 is unlimited).
    public static let maximumLines = 1_000_000

    /// `value` as a length in points, or why it is refused: not finite, or beyond `maximumLength`.
    public static func lengthProblem(_ value: Double, allowsNegative: Bool = true) -> String? {
        guard value.isFinite else { return "must be a finite number" }
        if !allowsNegative, value < 0 { return "must not be negative" }
        let bound = Int(maximumLength)
        guard abs(value) <= maximumLength else {
            return allowsNegative ? "must be between -\(bound) and \(bound) points" : "must be at most \(bound) points"
        }
        return nil
    }
}
