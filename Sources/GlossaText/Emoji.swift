/// Unicode's emoji presentation rules (UTS #51), for choosing a cluster's face.
enum EmojiPresentation {
    static let textSelector: Unicode.Scalar = "\u{FE0E}"
    static let emojiSelector: Unicode.Scalar = "\u{FE0F}"
    static let keycap: Unicode.Scalar = "\u{20E3}"
    static let zeroWidthJoiner: Unicode.Scalar = "\u{200D}"

    /// Whether a grapheme cluster (all its scalars, variation selectors and joiners included) is shown as
    /// a colour emoji, so the emoji chain draws it before any text face.
    ///
    /// An emoji is: a character with Emoji_Presentation, a flag (regional indicators), a keycap (U+20E3),
    /// a character with an emoji modifier (skin tone), a ZWJ or tag sequence, or any emoji character
    /// followed by U+FE0F; U+FE0E right after the base asks for text. An emoji character with none of
    /// these (U+2764 ❤, U+263A ☺, the digits) is text by default: the text faces draw it when one has it,
    /// and the emoji face only as the last resort, as CoreText and Chromium do.
    static func isEmoji(cluster scalars: [Unicode.Scalar]) -> Bool {
        guard let base = scalars.first, base.properties.isEmoji else { return false }
        let rest = scalars.dropFirst()
        if rest.first == textSelector { return false }
        // Regional indicators (flags) have Emoji_Presentation.
        return base.properties.isEmojiPresentation || rest.contains(where: asksForEmoji)
    }

    /// Whether a scalar may begin an emoji cluster, answered without a property lookup for the letters and
    /// marks below U+203C (the first emoji there is U+203C ‼): only #, *, the digits, © and ® are emoji.
    static func mayBeEmoji(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x23, 0x2A, 0x30...0x39, 0xA9, 0xAE, 0x203C...: return true
        default: return false
        }
    }

    /// A scalar after the base that makes the cluster an emoji: U+FE0F, a keycap, a skin tone, a joiner
    /// or a tag (subdivision flags).
    private static func asksForEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar == emojiSelector || scalar == keycap || scalar == zeroWidthJoiner || scalar.properties.isEmojiModifier
            || (0xE0020...0xE007F).contains(scalar.value)
    }
}
