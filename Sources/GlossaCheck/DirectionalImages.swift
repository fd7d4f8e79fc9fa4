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
        lazy var transport = MediaTransport(views)
        for position in views.indices where !views[position].hidden && views[position].direction == .rightToLeft {
            // A SwiftUI image that flips for right-to-left (`flipsForRightToLeftLayoutDirection(true)`) is mirrored.
            guard views[position].node.swiftUI?.flipsForRightToLeft != true,
                  let asset = views[position].node.asset, fixedAssets.contains(asset),
                  let meaning = DirectionalImageNames.meaning(of: asset),
                  views[position].frame.width > 0, views[position].frame.height > 0 else { continue }
            guard !keeps(views[position]), !ancestry.ancestors(of: position).contains(where: keeps),
                  !transport.isControl(at: position) else { continue }
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

    /// Words that name a media transport control. Transport controls show the direction of the medium (time runs
    /// forward, whatever the reading direction), so they and their pictures do not flip in right-to-left
    /// (Human Interface Guidelines, "Right to left": media playback controls keep their orientation). Volume is
    /// not among them: a volume slider is a UISlider, which flips, with its quiet and loud ends; nor is a
    /// button merely about playback (full screen, subtitles).
    public static let mediaWords: Set<String> = ["play", "pause", "stop", "rewind", "fastforward", "skip", "seek", "record",
                                                 "shuffle", "repeat"]
    /// Directions a playback control points in (previous track, skip forward): media controls only beside one
    /// that `mediaWords` names, else they are ordinary arrows.
    static let transportDirections: Set<String> = ["previous", "prev", "next", "backward", "backwards", "forward", "forwards",
                                                   "rew", "ff"]

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
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return asciiWords(in: name) }
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

    /// `words(in:)` of an ASCII name (every asset name in practice), byte by byte: the same words, without a
    /// Unicode property lookup and a string for every character.
    private static func asciiWords(in name: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        var previousWasLower = false
        for byte in name.utf8 {
            let upper = byte >= 0x41 && byte <= 0x5A, lower = byte >= 0x61 && byte <= 0x7A
            if upper || lower {
                if upper && previousWasLower && !current.isEmpty {
                    words.append(String(decoding: current, as: UTF8.self))
                    current.removeAll(keepingCapacity: true)
                }
                current.append(upper ? byte + 0x20 : byte)
                previousWasLower = lower
            } else {
                if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
                current.removeAll(keepingCapacity: true)
                previousWasLower = false
            }
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }
}

/// Media playback controls of a screen: an image or button whose image (or name in the document) says play,
/// pause, stop, rewind, skip, seek…, and a previous/next/backward/forward one beside such a control. Neither their
/// pictures nor their order flip in right-to-left, so they are not `unmirrored-image` nor `not-mirrored`.
struct MediaTransport {
    private let views: [LaidOutView]
    /// The words each view is named by; empty for views that are not images or buttons.
    private let names: [Set<String>]
    /// Positions of the views that share each parent (by the parent's index).
    private let siblings: [Int: [Int]]

    init(_ views: [LaidOutView]) {
        self.views = views
        names = views.map(Self.words)
        var siblings: [Int: [Int]] = [:]
        for position in views.indices { if let parent = views[position].parent { siblings[parent, default: []].append(position) } }
        self.siblings = siblings
    }

    /// An image's or button's image name and its name in the document (Interface Builder's label), as words;
    /// "fast forward" and "fast-forward" are one word.
    static func words(_ view: LaidOutView) -> Set<String> {
        guard view.kind == .image || view.kind == .button else { return [] }
        var words = DirectionalImageNames.words(in: [view.node.asset, view.node.displayName].compactMap { $0 }.joined(separator: " "))
        for index in words.indices.dropLast() where words[index] == "fast" && words[index + 1] == "forward" { words[index] = "fastforward" }
        return Set(words)
    }

    private func namesMedia(_ position: Int) -> Bool { !names[position].isDisjoint(with: DirectionalImageNames.mediaWords) }

    /// Whether the view at `position` is a playback control.
    func isControl(at position: Int) -> Bool {
        if namesMedia(position) { return true }
        guard !names[position].isDisjoint(with: DirectionalImageNames.transportDirections), let parent = views[position].parent else { return false }
        return (siblings[parent] ?? []).contains { $0 != position && namesMedia($0) }
    }
}
