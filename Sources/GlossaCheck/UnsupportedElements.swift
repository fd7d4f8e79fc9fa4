import GlossaLayout

extension Checker {
    /// The `unsupported` findings of a screen as one line per element (`imageView`, `containerView`: the first word
    /// of the message), the first kept and the number of others said after it; every other finding as it is.
    public static func onePlaceholderPerElement(_ findings: [Finding]) -> [Finding] {
        var first: [Substring: Int] = [:]
        var others: [Substring: Int] = [:]
        var kept: [Finding] = []
        for finding in findings {
            guard finding.kind == .unsupported else { kept.append(finding); continue }
            let element = finding.message.prefix { $0 != " " }
            if first[element] == nil {
                first[element] = kept.count
                kept.append(finding)
            } else {
                others[element, default: 0] += 1
            }
        }
        for (element, count) in others {
            guard let at = first[element] else { continue }
            kept[at].message += " (and \(count) more \(element) \(count == 1 ? "view" : "views") of this document alike)"
        }
        return kept
    }
}
