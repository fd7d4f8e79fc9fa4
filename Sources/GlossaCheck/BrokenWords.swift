import GlossaLayout

extension Checker {
    /// A text view whose lines break inside a word because no break opportunity fitted: a column too
    /// narrow for a long word or a German compound ("Datenschutzeinstel|lungen", with no hyphen).
    static func brokenWords(_ view: LaidOutView) -> [Finding] {
        // A view squeezed to nothing is reported as clipped; every character of it would break.
        guard let paragraph = view.paragraph, view.frame.width >= 1, view.frame.height >= 1 else { return [] }
        let text = paragraph.text
        let breaks = paragraph.linesBrokenInsideWords.map(\.range.upperBound).filter { isInsideWord(text, at: $0) }
        guard !breaks.isEmpty else { return [] }
        let utf16 = Array(paragraph.text.utf16)
        // Each broken word once, with a bar where each line ends inside it.
        var words: [(range: Range<Int>, breaks: [Int])] = []
        for offset in breaks {
            let range = wordRange(around: offset, in: utf16)
            if let last = words.last, last.range == range { words[words.count - 1].breaks.append(offset) } else { words.append((range, [offset])) }
        }
        let shown = words.map { word -> String in
            var text = "", start = word.range.lowerBound
            for offset in word.breaks + [word.range.upperBound] {
                text += String(decoding: utf16[start..<offset], as: UTF16.self)
                if offset != word.range.upperBound { text += "|" }
                start = offset
            }
            // Bidi controls (isolates around arguments, pseudo-language overrides) would only garble the quote.
            let visible = text.unicodeScalars.filter { scalar in
                !((0x2066...0x2069).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value) || (0x200E...0x200F).contains(scalar.value))
            }
            return "\"" + String(String.UnicodeScalarView(visible)) + "\""
        }
        let width = view.textFrame?.width ?? view.frame.width
        return [Finding(kind: .brokenWord, view: view.name, key: view.node.text?.key,
                        message: "'\(view.name)' breaks inside \(words.count == 1 ? "a word" : "words"): \(shown.joined(separator: ", ")); "
                            + "its \(fmt(width)) pt are narrower than the word, so a line ends where no break is allowed",
                        frame: view.frame, needed: view.needed, location: view.node.location)]
    }

    /// Whether letters, digits or marks stand on both sides of a UTF-16 offset (isolates and other
    /// invisible controls skipped): a break there cuts a word, not a bracket or a question mark off it.
    private static func isInsideWord(_ text: String, at offset: Int) -> Bool {
        let scalars = text.unicodeScalars
        guard offset > 0, offset < text.utf16.count else { return false }
        let index = String.Index(utf16Offset: offset, in: text)
        func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar.properties.generalCategory == .nonspacingMark
        }
        var before = index, after = index
        repeat {
            guard before > scalars.startIndex else { return false }
            before = scalars.index(before: before)
        } while scalars[before].properties.generalCategory == .format
        while after < scalars.endIndex, scalars[after].properties.generalCategory == .format { after = scalars.index(after: after) }
        guard after < scalars.endIndex else { return false }
        return isWordPart(scalars[before]) && isWordPart(scalars[after])
    }

    /// The whitespace-delimited word around a UTF-16 offset.
    private static func wordRange(around offset: Int, in utf16: [UInt16]) -> Range<Int> {
        func isSpace(_ unit: UInt16) -> Bool { Unicode.Scalar(unit).map { $0.properties.isWhitespace } ?? false }
        var start = offset, end = offset
        while start > 0, !isSpace(utf16[start - 1]) { start -= 1 }
        while end < utf16.count, !isSpace(utf16[end]) { end += 1 }
        return start..<end
    }
}
