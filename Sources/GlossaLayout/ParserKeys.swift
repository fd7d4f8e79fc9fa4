/// Which properties each view kind takes, and which words its enumerated properties accept.
///
/// One table for the parser, the messages and (by a test) the JSON Schema, so the three cannot drift.
enum ParserKeys {
    static let document = ["name", "device", "strings", "table", "assets", "timeZone", "components", "root", "$schema"]

    static let common = ["id", "width", "height", "padding", "background", "cornerRadius", "border", "semantic",
                         "hugging", "compression", "clips", "hidden"]
    static let text = ["key", "verbatim", "table", "args", "style", "size", "weight", "lines", "truncation",
                       "alignment", "color"]

    /// The properties `kind` takes, common ones first.
    static func keys(for kind: ViewKind) -> [String] {
        switch kind {
        case .view: common + ["children", "constraints"]
        case .text: common + text
        case .image: common + ["asset", "tint", "contentMode"]
        case .button: common + text + ["image", "tint"]
        case .hstack, .vstack: common + ["children", "spacing", "alignment", "distribution"]
        case .zstack, .fits: common + ["children", "alignment"]
        case .grid: common + ["rows", "spacing", "alignment"]
        case .list: common + ["children", "spacing"]
        case .scroll: common + ["children", "spacing", "alignment"]
        case .spacer: common
        }
    }

    /// Every property any kind takes, for suggestions and for telling a misplaced key from a typo.
    static let allProperties: [String] = {
        var seen: [String] = []
        for kind in ViewKind.allCases {
            for key in keys(for: kind) where !seen.contains(key) { seen.append(key) }
        }
        return seen
    }()

    /// The values `alignment` takes on `kind` (text and button: the title's alignment).
    static func alignments(for kind: ViewKind) -> [String] {
        switch kind {
        case .vstack, .scroll: ["leading", "center", "trailing", "fill"]
        case .hstack: ["top", "center", "bottom", "firstBaseline", "fill"]
        case .zstack, .fits: ["center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing",
                              "bottomLeading", "bottomTrailing"]
        case .grid: ["leading", "center", "trailing"]
        default: textAlignments
        }
    }

    static let textAlignments = ["natural", "leading", "trailing", "center", "left", "right"]
    static let distributions = ["fill", "fillEqually", "equalSpacing"]
    static let truncations = ["tail", "head", "middle"]
    static let weights = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
    /// Dynamic Type styles, largest first, as Apple lists them.
    static let textStyles = ["largeTitle", "title", "title2", "title3", "headline", "body", "callout", "subheadline",
                             "footnote", "caption", "caption2"]
    static let paddingKeys = ["top", "bottom", "leading", "trailing", "left", "right", "horizontal", "vertical"]

    /// Why a property that exists elsewhere is refused on `kind`; nil when `key` is no property at all.
    static func misplaced(_ key: String, on kind: ViewKind) -> String? {
        switch key {
        case "children" where [.text, .image, .button, .spacer].contains(kind):
            return "'children' is not allowed on \(kind.rawValue): text, image, button and spacer have no children"
        case "children" where kind == .grid:
            return "grid takes 'rows' (a list of rows, each a list of nodes), not 'children'"
        case "constraints":
            return "'constraints' is only allowed on a view; \(kind.rawValue) places its children itself (wrap them in a view to constrain them)"
        default:
            guard allProperties.contains(key) else { return nil }
            let owners = ViewKind.allCases.filter { keys(for: $0).contains(key) }.map(\.rawValue)
            return "'\(key)' does not apply to \(kind.rawValue) (it applies to \(Suggestions.list(owners)))"
        }
    }
}
