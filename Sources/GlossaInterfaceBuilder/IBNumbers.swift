import GlossaLayout

/// The numeric attributes of Interface Builder documents and the values each may take, checked as the XML
/// is read, so a `constant="1e308"`, a NaN frame or a negative font size is an error at its element
/// (file:line:col) and never reaches the solver, the checks or the painter.
///
/// A value that is not a number at all (`constant="standard"`) is left to the reader, which gives it its
/// meaning; a number is checked whatever element holds it, since Xcode gives each name one meaning.
enum IBNumbers {
    enum Rule {
        /// A position, size, constant, inset or spacing in points, either sign.
        case length
        /// A frame's or bounds' width or height: not negative.
        case extent
        /// A font size: 0 (the default size) up to `InputLimits.maximumFontSize`.
        case fontSize
        /// A layout priority, 0 to 1000.
        case priority
        /// A color component, alpha or scale factor: finite (extended-range colors go beyond 0…1).
        case fraction
        /// A constraint multiplier (`2`, `16:9`, `1/3`) within `InputLimits.maximumMultiplier`.
        case multiplier
        /// A whole count (lines), 0 to `InputLimits.maximumLines`.
        case count
    }

    static let rules: [String: Rule] = {
        var rules: [String: Rule] = [:]
        let lengths = ["x", "y", "constant", "spacing", "rowHeight", "estimatedRowHeight", "sectionHeaderHeight",
                       "sectionFooterHeight", "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight", "top", "bottom",
                       "left", "right", "leading", "trailing", "minX", "minY", "maxX", "maxY", "indentationWidth",
                       "preferredMaxLayoutWidth", "minimumLineSpacing", "minimumInteritemSpacing", "placeholderIntrinsicWidth",
                       "placeholderIntrinsicHeight", "radius", "widthAdjustment", "lineSpacing", "minimumLineHeight",
                       "maximumLineHeight", "paragraphSpacing", "firstLineHeadIndent", "headIndent", "tailIndent",
                       "customRowHeight", "width", "height"]
        for name in lengths { rules[name] = .length }
        for name in ["pointSize", "minimumFontSize", "size"] { rules[name] = .fontSize }
        for name in ["priority", "horizontalHuggingPriority", "verticalHuggingPriority", "horizontalCompressionResistancePriority",
                     "verticalCompressionResistancePriority"] { rules[name] = .priority }
        for name in ["alpha", "red", "green", "blue", "white", "minimumScaleFactor", "progress", "lineHeightMultiple",
                     "value"] { rules[name] = .fraction }
        rules["multiplier"] = .multiplier
        rules["numberOfLines"] = .count
        return rules
    }()

    /// Why `attribute="text"` on `element` is refused, or nil.
    static func problem(_ attribute: String, _ text: String, element: String, key: String?) -> String? {
        guard var rule = rules[attribute] else { return nil }
        // `size` is a font size on fontDescription only; a <size key="…"> element's width and height may be
        // -1 (UIView.noIntrinsicMetric).
        if attribute == "size", element != "fontDescription" { return nil }
        // `value` is a number only on a runtime attribute's <real>, <integer> or <number>; elsewhere it is text.
        if attribute == "value", !["real", "integer", "number"].contains(element) { return nil }
        if element == "rect", attribute == "width" || attribute == "height", key == "frame" || key == "bounds" { rule = .extent }
        if rule == .multiplier { return multiplierProblem(text) }
        guard let value = Double(text) else { return nil }
        let named = "'\(attribute)' (\(text))"
        guard value.isFinite else { return "\(named) must be a finite number" }
        switch rule {
        case .length: return InputLimits.lengthProblem(value).map { "\(named) \($0)" }
        case .extent: return InputLimits.lengthProblem(value, allowsNegative: false).map { "\(named) of a <\(element) key=\"\(key ?? "")\"> \($0)" }
        case .fontSize:
            guard value >= 0 else { return "\(named) must not be negative: a font size is 0 (the default) or more" }
            return value > InputLimits.maximumFontSize ? "\(named) must be at most \(Int(InputLimits.maximumFontSize)) points" : nil
        case .priority: return (0...1000).contains(value) ? nil : "\(named) must be a priority from 0 to 1000"
        case .fraction: return abs(value) <= InputLimits.maximumLength ? nil : "\(named) is beyond ±\(Int(InputLimits.maximumLength))"
        case .count:
            guard value == value.rounded(), value >= 0, value <= Double(InputLimits.maximumLines) else {
                return "\(named) must be a whole number from 0 to \(InputLimits.maximumLines)"
            }
            return nil
        case .multiplier: return nil
        }
    }

    /// `2`, `16:9` or `1/3`: finite, within the bound, and no division by zero.
    private static func multiplierProblem(_ text: String) -> String? {
        let parts = text.split(whereSeparator: { $0 == ":" || $0 == "/" }).map { Double($0) }
        guard parts.allSatisfy({ $0 != nil }) else { return nil }
        let numbers = parts.compactMap { $0 }
        let bound = Int(InputLimits.maximumMultiplier)
        let problem = "'multiplier' (\(text)) must be a ratio between -\(bound) and \(bound)"
        guard numbers.allSatisfy(\.isFinite) else { return problem }
        if numbers.count == 2, numbers[1] == 0 { return "'multiplier' (\(text)) divides by zero" }
        let value = numbers.count == 2 ? numbers[0] / numbers[1] : numbers.first ?? 1
        return value.isFinite && abs(value) <= InputLimits.maximumMultiplier ? nil : problem
    }
}
