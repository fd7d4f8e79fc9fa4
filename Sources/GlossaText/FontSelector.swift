internal import CHarfBuzz
import GlossaICU

/// The one place that decides which bundled face draws a grapheme cluster.
///
/// A cluster whose base character belongs to a script (a letter, a script's own mark) takes the first
/// face of that script's chain for the paragraph's language (Han in ja → Noto Sans CJK JP, Arabic in ur →
/// Noto Nastaliq Urdu), then of the default chain.
///
/// A character shared by scripts (punctuation, digits, spaces, brackets) is drawn by the first face that has
/// it among:
/// 1. the chains of the scripts in its Script_Extensions, when it has specific ones (U+060C ARABIC COMMA:
///    Arabic, …; U+3001 IDEOGRAPHIC COMMA: Han, kana, …), its run's script and the language's first;
/// 2. the neighbouring run's face (the cluster before it, or for leading characters the first after): the
///    space and digits in "My XBMC 2" in Arabic or Japanese text are drawn by the Latin face, as UIKit draws
///    them with the label's font, not by the locale's script's face, whose taller lines would make a
///    Latin label look clipped (Blink draws them with the first face of the font-family list instead);
/// 3. the paragraph's face: the first face of the language's script (Noto Sans Arabic in ar, Noto
///    Nastaliq Urdu in ur, Noto Sans in en);
/// 4. the default chain.
/// A paragraph with no character of its own script ("4.2.1", "12:30", "—") skips 2 and 3: it is drawn by the
/// default chain, as UIKit draws it with the label's own font (San Francisco has digits and punctuation).
/// Never the tail of another script's chain: a bracket in Arabic text is not drawn by the Urdu face.
///
/// An emoji cluster (`EmojiPresentation.isEmoji`: emoji presentation, U+FE0F, a keycap, flag, skin tone
/// or ZWJ sequence) tries the emoji faces before all of these, so it is drawn in colour; a text-default
/// emoji (U+2764 alone) is text like any other character.
///
/// Failing all of these, any bundled face that has the character draws it, then the emoji faces; only when
/// none has it is it missing. A cluster takes the first face with all its visible characters, else the
/// first with its base.
struct FontSelector {
    let registry: FontRegistry
    let language: String
    let bold: Bool
    private let paragraphFace: Font?
    private let languageScripts: [String]
    /// The label's own font (an app font): it draws every character it has, as UIKit draws a label in its font, and
    /// the bundled chains only what it lacks (UIKit's cascade list).
    private let preferred: Font?

    init(registry: FontRegistry, language: String, bold: Bool, preferred: Font? = nil) {
        self.registry = registry
        self.language = language
        self.bold = bold
        self.preferred = preferred
        paragraphFace = registry.paragraphFace(language: language, bold: bold)
        languageScripts = FontRegistry.languageScripts(language)
    }

    struct Choice {
        var font: Font
        /// The base character when no bundled face has it.
        var missing: Unicode.Scalar?
    }

    /// Whether `scalar` belongs to one script (its face does not depend on its neighbours).
    static func hasOwnScript(_ scalar: Unicode.Scalar) -> Bool {
        let script = UnicodeProperties.script(scalar)
        return script != HB_SCRIPT_COMMON && script != HB_SCRIPT_INHERITED && script != HB_SCRIPT_UNKNOWN
    }

    /// The face for a cluster of visible scalars. `script` is the cluster's resolved script (its own, or its
    /// run's for a shared character); `before` the face of the cluster before it, `after` of the next
    /// cluster with a script of its own; `emoji` whether the cluster is shown as an emoji.
    func choose(_ visible: [Unicode.Scalar], script: String, emoji: Bool = false, before: Font? = nil,
                after: Font? = nil) -> Choice {
        let base = visible[0]
        var tiers: [[Font]] = emoji ? [registry.emojiFaces()] : []
        if let preferred, !emoji { tiers.append([preferred]) }
        if FontSelector.hasOwnScript(base) {
            tiers.append(registry.chain(script: UnicodeProperties.tag(UnicodeProperties.script(base)),
                                        language: language, bold: bold))
        } else {
            for extensionScript in orderedExtensions(base, runScript: script) {
                tiers.append(registry.scriptFaces(script: extensionScript, language: language, bold: bold))
            }
            // The neighbour's face first, as UIKit keeps the label's font for a space or a digit inside a Latin
            // run; no neighbour: the paragraph has no character of its own script.
            // An emoji's face is never a neighbour: the space after 👍 is text.
            if before != nil || after != nil {
                let emojiFaces = registry.emojiFaces()
                let neighbour = [before, after].compactMap { $0 }.first { face in !emojiFaces.contains { $0 === face } }
                tiers.append([neighbour, paragraphFace].compactMap { $0 })
            }
            tiers.append(registry.defaultFaces(bold: bold))
        }
        if let font = FontSelector.firstCovering(visible, in: tiers.joined()) { return Choice(font: font) }
        // The last resort opens every bundled face, so it is looked at only when the chains have failed.
        if let font = FontSelector.firstCovering(visible, in: registry.allFaces(bold: bold)) { return Choice(font: font) }
        let fallback = paragraphFace ?? registry.primaryFont(language: language, bold: bold)
        return Choice(font: fallback, missing: base)
    }

    /// The first face with every scalar, else the first with the first scalar (the cluster's base).
    private static func firstCovering<Faces: Sequence<Font>>(_ visible: [Unicode.Scalar], in faces: Faces) -> Font? {
        var baseOnly: Font?
        for font in faces {
            if visible.allSatisfy(font.covers) { return font }
            if baseOnly == nil, font.covers(visible[0]) { baseOnly = font }
        }
        return baseOnly
    }

    /// The specific Script_Extensions of a shared character, most fitting first: the run's script, the
    /// language's, then ICU's order. Empty for a character every script uses (Zyyy) or a combining mark
    /// that takes any base (Zinh).
    func orderedExtensions(_ scalar: Unicode.Scalar, runScript: String) -> [String] {
        let extensions = Scripts.extensions(scalar)
        guard extensions.contains(where: { $0 != "Zyyy" && $0 != "Zinh" }) else { return [] }
        var ordered = extensions.filter { $0 == runScript }
        ordered += languageScripts.filter { extensions.contains($0) && !ordered.contains($0) }
        ordered += extensions.filter { !ordered.contains($0) }
        return ordered
    }

    /// The preferred script of a shared character with specific Script_Extensions, given the script of the
    /// run it follows; nil when it has none (it then simply continues the run).
    func extensionScript(_ scalar: Unicode.Scalar, runScript: String) -> String? {
        orderedExtensions(scalar, runScript: runScript).first
    }
}
