import GlossaLayout

/// What one imported document file holds that Glossa could only approximate (web views, unknown controls,
/// missing images…), for one console line per document: never silence about a placeholder.
public struct ApproximationNote: Equatable, Sendable {
    /// The document file, as found.
    public let file: String
    /// What was approximated and how many elements of the file have it, by name.
    public let counts: [(what: String, count: Int)]

    /// "Main.storyboard: approximated 2 × webView, 1 × missing image (drawn as placeholders; `unsupported` in the report)".
    public var line: String {
        let items = counts.map { "\($0.count) × \($0.what)" }.joined(separator: ", ")
        return "\(file): approximated \(items) (drawn as placeholders or laid out as said; `unsupported` in the report)"
    }

    /// One note per file that has approximations, in the order the files were found.
    static func notes(_ documents: [LayoutDocument]) -> [ApproximationNote] {
        var seen = Set<String>()
        var notes: [ApproximationNote] = []
        for document in documents where !document.approximations.isEmpty && seen.insert(document.file).inserted {
            let counts = document.approximations.sorted { $0.key < $1.key }.map { (what: $0.key, count: $0.value) }
            notes.append(ApproximationNote(file: document.file, counts: counts))
        }
        return notes
    }

    public static func == (a: ApproximationNote, b: ApproximationNote) -> Bool { a.line == b.line }
}
