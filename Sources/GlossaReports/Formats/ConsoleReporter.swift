import GlossaCheck
import GlossaLayout

/// What `render` and `check` print: a design finding once per view, translation findings grouped by view with the
/// locales they occur in (`truncated in de, fr, ru`), then the counts. `verbose` prints every finding on its own line,
/// screen by screen.
public struct ConsoleReporter: Reporter {
    public static let identifier = "console"
    public var verbose: Bool

    public init(verbose: Bool = false) {
        self.verbose = verbose
    }

    public func write(_ run: ReportedRun, to sink: ReportSink) {
        var counts = Counts()
        let lines = ReportSink()
        // One pass over the screens: a streamed run reads each back from disk.
        verbose ? writeEveryFinding(run, to: lines, counting: &counts) : writeGrouped(run, to: lines, counting: &counts)
        sink.write(Self.withoutIsolates(lines.text))
        if !verbose, let notes = Self.notesLine(counts.notes) { sink.write(notes) }
        sink.write(Self.closingLine(run, counts))
    }

    /// What the console says of uncertain findings (notes) without `--verbose`: how many there are, in one line.
    static func notesLine(_ notes: Int) -> String? {
        guard notes > 0 else { return nil }
        let noun = notes == 1 ? "note" : "notes"
        return "and \(notes) \(noun) where the verdict depends on what Glossa cannot see (--verbose lists them)\n"
    }


    /// "N screen(s): E error(s), W warning(s)" (with a cache, "; R reused, C computed"): how the console ends, whichever
    /// format listed the findings.
    public static func closingLine(_ run: ReportedRun) -> String {
        var counts = Counts()
        for screen in run.screens { counts.add(screen) }
        return closingLine(run, counts)
    }

    private static func closingLine(_ run: ReportedRun, _ counts: Counts) -> String {
        "\(run.screens.count) screen(s): \(counts.errors) error(s), \(counts.warnings) warning(s)"
            + (run.reuse.map { "; \($0.reused) reused, \($0.computed) computed" } ?? "") + "\n"
    }

    /// A terminal shows bidi isolates (FSI, PDI, LRI, RLI around format arguments) as boxes or not at all, and
    /// a copied message carries them invisibly: the console leaves them out; report.json keeps them.
    static func withoutIsolates(_ text: String) -> String {
        // U+2066...U+2069 in UTF-8: E2 81 A6...A9. Most output has none, and is kept as it is.
        var utf8 = text.utf8.makeIterator(), hasIsolate = false, state = 0
        while let byte = utf8.next() {
            if state == 2, (0xA6...0xA9).contains(byte) { hasIsolate = true; break }
            state = byte == 0xE2 ? 1 : state == 1 && byte == 0x81 ? 2 : 0
        }
        guard hasIsolate else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { !(0x2066...0x2069).contains($0.value) }))
    }

    /// The findings of the run by severity, for the closing line.
    private struct Counts {
        var errors = 0, warnings = 0, notes = 0

        mutating func add(_ screen: ScreenRecord) {
            for finding in screen.findings {
                switch finding.severity {
                case .error: errors += 1
                case .warning: warnings += 1
                case .note: notes += 1
                }
            }
        }
    }

    private func writeEveryFinding(_ run: ReportedRun, to sink: ReportSink, counting counts: inout Counts) {
        for screen in run.screens {
            counts.add(screen)
            guard !screen.findings.isEmpty else { continue }
            sink.write("\(screen.layout) \(screen.locale) \(screen.device) \(screen.contentSize)\(screen.plural.map { " +\($0)" } ?? ""):\n")
            for finding in screen.findings {
                sink.write("  \(finding.severity.rawValue) \(finding.kind) \(finding.view ?? "-")\(Self.tags(finding)): \(finding.message)\n")
            }
        }
    }

    private static func tags(_ finding: FindingRecord) -> String {
        [finding.cause.map { " [\($0.rawValue)]" }, finding.accepted ? " (accepted)" : nil, uncertainty(finding)].compactMap { $0 }.joined()
    }

    /// " (uncertain: because)" for a note.
    private static func uncertainty(_ finding: FindingRecord) -> String? {
        guard finding.certainty == .uncertain else { return nil }
        return " (uncertain: \(finding.because ?? "Glossa cannot see all the verdict rests on"))"
    }

    /// One finding of a layout as the grouped console reads it: the same cause and kind on the same view (pair).
    private struct Group {
        var first: FindingRecord
        var screens: [Occurrence] = []
    }

    /// Which screen of a layout a finding occurs on.
    struct Occurrence {
        var locale: String, device: String, contentSize: String, plural: String?

        init(_ screen: ScreenRecord) {
            (locale, device, contentSize, plural) = (screen.locale, screen.device, screen.contentSize, screen.plural)
        }
    }

    private func writeGrouped(_ run: ReportedRun, to sink: ReportSink, counting counts: inout Counts) {
        // The layouts in the order they first occur, each with its screens and its groups in the order they first
        // occur; a group found by its key (cause, kind, view pair, accepted), looked up once per finding.
        var layouts: [(name: String, screens: [Occurrence], groups: [Group], byKey: [String: Int])] = []
        var layoutIndex: [String: Int] = [:]
        for screen in run.screens {
            counts.add(screen)
            let layout: Int
            if let known = layoutIndex[screen.layout] {
                layout = known
            } else {
                layout = layouts.count
                layoutIndex[screen.layout] = layout
                layouts.append((screen.layout, [], [], [:]))
            }
            let occurrence = Occurrence(screen)
            layouts[layout].screens.append(occurrence)
            for finding in screen.findings where finding.severity != .note {
                let key = [finding.cause?.rawValue ?? "", finding.kind, finding.view ?? "", finding.otherView ?? "", finding.accepted ? "a" : ""]
                    .joined(separator: "\u{0}")
                let group: Int
                if let known = layouts[layout].byKey[key] {
                    group = known
                } else {
                    group = layouts[layout].groups.count
                    layouts[layout].byKey[key] = group
                    layouts[layout].groups.append(Group(first: finding))
                }
                layouts[layout].groups[group].screens.append(occurrence)
            }
        }
        for layout in layouts where !layout.groups.isEmpty {
            sink.write("\(layout.name):\n")
            for group in layout.groups.sorted(by: Self.groupOrder) { sink.write(line(group, of: layout.screens)) }
        }
    }

    /// Errors first, then the translation's findings before the design's, then by kind and view, in a stable order.
    private static func groupOrder(_ a: Group, _ b: Group) -> Bool {
        if a.first.severity != b.first.severity { return a.first.severity > b.first.severity }
        let causeA = a.first.cause == .design ? 1 : 0, causeB = b.first.cause == .design ? 1 : 0
        if causeA != causeB { return causeA < causeB }
        if a.first.kind != b.first.kind { return a.first.kind < b.first.kind }
        return (a.first.view ?? "", a.first.otherView ?? "") < (b.first.view ?? "", b.first.otherView ?? "")
    }

    private func line(_ group: Group, of screens: [Occurrence]) -> String {
        let finding = group.first
        let accepted = finding.accepted ? " (accepted)" : ""
        // An approximated view is named once per document, whatever the locale.
        let place = finding.kind == FindingKind.unsupported.rawValue ? "design"
            : (finding.cause == .design ? "design, " : "") + Self.occurrences(group.screens, of: screens)
        return "  \(finding.severity.rawValue) \(finding.kind) \(finding.view ?? "-") (\(place))"
            + "\(accepted): \(finding.message)\n"
    }

    /// Where a group occurs, as compactly as the matrix allows: "in de, fr, ru", "in every locale", with the devices,
    /// sizes and plural forms only when they are not all of the layout's.
    static func occurrences(_ found: [Occurrence], of screens: [Occurrence]) -> String {
        func distinct(_ values: [String]) -> [String] {
            var seen = Set<String>()
            return values.filter { seen.insert($0).inserted }
        }
        let locales = distinct(found.map(\.locale)), allLocales = distinct(screens.map(\.locale))
        var parts = [locales.count == allLocales.count && allLocales.count > 1 ? "in every locale" : "in \(locales.joined(separator: ", "))"]
        let devices = distinct(found.map(\.device)), allDevices = distinct(screens.map(\.device))
        if devices.count < allDevices.count { parts.append("on \(devices.joined(separator: ", "))") }
        let sizes = distinct(found.map(\.contentSize)), allSizes = distinct(screens.map(\.contentSize))
        if sizes.count < allSizes.count { parts.append("at \(sizes.joined(separator: ", "))") }
        let plurals = distinct(found.compactMap(\.plural)), allPlurals = distinct(screens.compactMap(\.plural))
        if !plurals.isEmpty && plurals.count < allPlurals.count { parts.append("with \(plurals.joined(separator: ", "))") }
        return parts.joined(separator: " ")
    }
}
