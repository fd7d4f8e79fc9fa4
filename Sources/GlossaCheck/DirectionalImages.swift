import GlossaLayout

extension Checker {
    /// unmirrored-image: an image whose name says it points somewhere (back, forward, reply, undo…) shown
    /// unflipped in a view that mirrors. `fixedAssets` names the image sets with no `language-direction`
    /// that are not localized (a per-language set was drawn for its language on purpose).
    public static func unmirroredImages(_ result: LayoutResult, fixedAssets: Set<String>) -> [Finding] {
        let views = result.views
        lazy var ancestry = Ancestry(views)
        var findings: [Finding] = []
        // Playback controls and spatial views keep their pictures as they are, as UIKit does.
        let keeps: (LaidOutView) -> Bool = { [.playback, .spatial].contains($0.node.semantic) }
        for position in views.indices where !views[position].hidden && views[position].direction == .rightToLeft {
            guard let asset = views[position].node.asset, fixedAssets.contains(asset),
                  let meaning = DirectionalImageNames.meaning(of: asset),
                  views[position].frame.width > 0, views[position].frame.height > 0 else { continue }
            guard !keeps(views[position]), !ancestry.ancestors(of: position).contains(where: keeps) else { continue }
            let view = views[position]
            findings.append(Finding(kind: .unmirroredImage, view: view.name,
                                    message: "'\(view.name)' shows '\(asset)' (\(meaning)) unmirrored in a right-to-left view: its image set "
                                        + "has no language-direction; set Direction to Left to Right in the asset catalog so it flips",
                                    frame: view.frame, location: view.node.location))
        }
        return findings
    }
}

/// Words in image names that mean a horizontal direction, after Apple's guidance on right-to-left
/// layouts (Human Interface Guidelines, "Right to left") and the SF Symbols that flip.
public enum DirectionalImageNames {
    /// Word in a name → what it shows. Matched as whole words of the name (`arrow-back`, `icChevronRight`,
    /// `reply_all`), never inside another word (`backpack`, `sender`).
    public static let directionalWords: [(word: String, meaning: String)] = [
        ("back", "a back arrow"), ("backward", "a backward arrow"), ("forward", "a forward arrow"),
        ("next", "a next arrow"), ("previous", "a previous arrow"), ("prev", "a previous arrow"),
        ("arrow", "an arrow"), ("arrowshape", "an arrow"), ("chevron", "a chevron"), ("caret", "a caret"),
        ("disclosure", "a disclosure indicator"), ("reply", "reply"), ("undo", "undo"), ("redo", "redo"),
        ("send", "send"), ("paperplane", "send"), ("indent", "indentation"), ("outdent", "indentation"),
        ("bubble", "a speech bubble"), ("quote", "a quotation mark"), ("list", "a bulleted list"),
        ("signature", "a signature"), ("exit", "an exit arrow"), ("logout", "an exit arrow"), ("login", "an entry arrow"),
    ]

    /// Words that make an arrow vertical or circular (`arrow-up`, `arrow.clockwise`): those do not flip.
    static let nonHorizontal: Set<String> = ["up", "down", "top", "bottom", "clockwise", "counterclockwise", "circlepath",
                                             "rotate", "refresh", "reload", "sync", "expand", "collapse", "updown"]
    static let horizontal: Set<String> = ["left", "right", "back", "backward", "forward", "next", "previous", "prev", "leading", "trailing"]

    /// What a name's directional word shows, or nil when the name does not say it has a direction.
    public static func meaning(of name: String) -> String? {
        let parts = words(in: name)
        guard let match = directionalWords.first(where: { parts.contains($0.word) }) else { return nil }
        if ["arrow", "arrowshape", "chevron", "caret", "disclosure"].contains(match.word),
           !parts.contains(where: horizontal.contains), parts.contains(where: nonHorizontal.contains) {
            return nil
        }
        return match.meaning
    }

    /// Lower-cased words of an asset name, split at punctuation, digits and camel-case humps.
    static func words(in name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        for character in name {
            if character.isLetter {
                if character.isUppercase && previousWasLower && !current.isEmpty {
                    words.append(current)
                    current = ""
                }
                current += character.lowercased()
                previousWasLower = character.isLowercase
            } else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousWasLower = false
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
