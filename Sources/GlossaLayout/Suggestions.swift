/// "Did you mean …?" for a misspelt key or value.
///
/// A candidate is offered only when it is close (Levenshtein distance of at most 2, less for short
/// words, or one word is a prefix of the other), so a wild guess never sends a reader the wrong way.
enum Suggestions {
    /// The closest candidate to `word`, or nil when none is close. Ties go to the earlier candidate,
    /// so the answer never depends on anything but the candidate order.
    static func closest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let other = candidate.lowercased()
            var distance = levenshtein(lowered, other)
            let limit = min(2, max(1, lowered.count / 2))
            if distance > limit {
                let isPrefix = (lowered.count >= 3 && other.hasPrefix(lowered)) || (other.count >= 3 && lowered.hasPrefix(other))
                guard isPrefix else { continue }
                distance = limit + 1  // a prefix match ranks after every close spelling
            }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// "; did you mean 'X'?" or "" — ready to append to a message.
    static func hint(for word: String, in candidates: [String]) -> String {
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
    static func list(_ choices: [String]) -> String {
        guard choices.count > 1 else { return choices.first ?? "" }
        return choices.dropLast().joined(separator: ", ") + " or " + choices.last!
    }
}
