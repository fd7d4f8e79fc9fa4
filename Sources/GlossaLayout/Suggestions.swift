/// "Did you mean …?" for a misspelt key or value.
///
/// A candidate is offered only when it is close (Levenshtein distance of at most 2, 1 for short
/// words, or one word is a prefix of the other), so a wild guess never sends a reader the wrong way.
public enum Suggestions {
    /// The closest candidate to `word`, or nil when none is close. Ties go to the earlier candidate,
    /// so the answer never depends on anything but the candidate order.
    public static func closest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        var best: (candidate: String, rank: Int)?
        for candidate in candidates {
            let other = candidate.lowercased()
            guard let rank = rank(lowered, other), best == nil || rank < best!.rank else { continue }
            best = (candidate, rank)
        }
        return best?.candidate
    }

    /// How close two lower-cased words are (smaller is closer), or nil when they are not close:
    /// one edit beats a prefix (`lead` for `leading`), which beats two edits (`left` for `lead`).
    private static func rank(_ word: String, _ candidate: String) -> Int? {
        let distance = levenshtein(word, candidate)
        if distance <= 1, word.count >= 2 || distance == 0 { return distance * 2 }
        let isPrefix = (word.count >= 3 && candidate.hasPrefix(word)) || (candidate.count >= 3 && word.hasPrefix(candidate))
        if isPrefix { return 3 }
        if distance == 2, word.count >= 4 { return 4 }
        return nil
    }

    /// "; did you mean 'X'?" or "" — ready to append to a message.
    public static func hint(for word: String, in candidates: [String]) -> String {
        closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Edit distance counting insertions, deletions and substitutions of characters.
    static func levenshtein(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// "a, b or c" for a list of choices in a message.
    public static func list(_ choices: [String]) -> String {
        guard choices.count > 1 else { return choices.first ?? "" }
        return choices.dropLast().joined(separator: ", ") + " or " + choices.last!
    }
}
