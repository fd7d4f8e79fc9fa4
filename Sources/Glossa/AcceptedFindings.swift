import Foundation
import GlossaCheck

/// Findings a team has accepted (a lint baseline, as Android lint and SwiftLint keep one).
///
/// Matched on kind, layout, locale, device, view and key — never on messages or frames, which change
/// with every tweak. An accepted finding stays in the report with `"accepted": true` and never counts
/// toward --fail-on. The file:
///
///     {"tool": "glossa", "accepted": [
///       {"kind": "truncated", "layout": "quiz", "locale": "de", "device": "iphone-15", "view": "title", "key": "quiz.title"}]}
public struct AcceptedFindings: Sendable, Equatable {
    public struct Entry: Sendable, Hashable, Comparable {
        public var kind: String
        public var layout: String
        public var locale: String
        public var device: String
        public var view: String?
        public var key: String?

        public static func < (a: Entry, b: Entry) -> Bool {
            let left = [a.layout, a.device, a.locale, a.kind, a.view ?? "", a.key ?? ""]
            let right = [b.layout, b.device, b.locale, b.kind, b.view ?? "", b.key ?? ""]
            return left.lexicographicallyPrecedes(right)
        }
    }

    public private(set) var entries: Set<Entry>

    public init(_ entries: [Entry]) { self.entries = Set(entries) }

    /// Reads the file; bad JSON or an entry without its fields is an error naming the file and the entry.
    public init(file: String) throws(GlossaError) {
        guard let data = OutputFile.read(file) else { throw GlossaError("\(file): no such accepted-findings file") }
        let root = try JSONReader.read(data, file: file)
        guard let list = root["accepted"]?.arrayValue else {
            throw GlossaError("\(file): expected {\"accepted\": [...]} (see the README, \"Accepted findings\")")
        }
        var entries: [Entry] = []
        for (index, item) in list.enumerated() {
            func field(_ name: String) throws(GlossaError) -> String {
                guard let value = item[name]?.stringValue else { throw GlossaError("\(file): accepted[\(index)] has no \"\(name)\" string") }
                return value
            }
            entries.append(Entry(kind: try field("kind"), layout: try field("layout"), locale: try field("locale"),
                                 device: try field("device"), view: item["view"]?.stringValue, key: item["key"]?.stringValue))
        }
        self.init(entries)
    }

    /// Every finding of the run, as an accepted-findings file (`check --write-accepted`), sorted.
    public static func file(from run: ReportedRun) -> String {
        var entries = Set<Entry>()
        for screen in run.screens {
            for finding in screen.findings { entries.insert(Entry(screen: screen, finding: finding)) }
        }
        let items = entries.sorted().map { entry -> JSON in
            .object([("kind", .string(entry.kind)), ("layout", .string(entry.layout)), ("locale", .string(entry.locale)),
                     ("device", .string(entry.device)), ("view", entry.view.map(JSON.string) ?? .null),
                     ("key", entry.key.map(JSON.string) ?? .null)])
        }
        return JSON.object([("tool", .string("glossa")), ("accepted", .array(items))]).serialized(indent: 2) + "\n"
    }

    /// The result with each matching finding marked accepted.
    func marking(_ result: ScreenResult) -> ScreenResult {
        var marked = result
        for index in marked.findings.indices {
            let finding = marked.findings[index]
            let entry = Entry(kind: finding.kind.rawValue, layout: result.layout, locale: result.locale, device: result.device,
                              view: finding.view, key: finding.key)
            if entries.contains(entry) { marked.findings[index].accepted = true }
        }
        return marked
    }
}

extension AcceptedFindings {
    /// The record with each matching finding marked accepted (a screen reused from the cache).
    func marking(_ record: ScreenRecord) -> ScreenRecord {
        var marked = record
        for index in marked.findings.indices where entries.contains(Entry(screen: record, finding: record.findings[index])) {
            marked.findings[index].accepted = true
        }
        return marked
    }
}

extension AcceptedFindings.Entry {
    init(screen: ScreenRecord, finding: FindingRecord) {
        self.init(kind: finding.kind, layout: screen.layout, locale: screen.locale, device: screen.device,
                  view: finding.view, key: finding.key)
    }
}
