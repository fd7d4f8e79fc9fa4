import GlossaCheck

/// How a run with a cache went: screens given back from it, and screens laid out.
public struct CacheUse: Sendable, Equatable {
    public var reused: Int
    public var computed: Int

    public init(reused: Int, computed: Int) {
        self.reused = reused
        self.computed = computed
    }
}

/// The screens of a run and what fails it: the input of every reporter.
public struct ReportedRun: Sendable {
    public var screens: ScreenRecords
    /// The severity at or above which a finding fails its screen; nil: findings never fail.
    public var failOn: Severity?
    /// The shard the run covered, when it covered one.
    public var shard: Shard?
    /// Screens in the whole matrix (all shards), so a merge can tell when a shard's report is missing.
    public var matrixCount: Int?
    /// Where images named by the screens may be read from (the HTML report inlines them): nil for a run's
    /// own outputs; for reports read back (`merge`), the working directory and the reports' folders.
    public var imageFolders: [String]?
    /// Where a file of this run that is not in place yet waits (a staged PNG, a prepared failure copy), for the
    /// HTML report's images; nil outside an output transaction.
    package var pendingFiles: (@Sendable (String) -> String?)?
    /// With a cache: how many screens were reused and how many computed (the console says so; no report does,
    /// so reports are the same bytes cold, warm or without a cache).
    public var reuse: CacheUse?

    public init(screens: [ScreenRecord], failOn: Severity? = .error, shard: Shard? = nil, matrixCount: Int? = nil) {
        self.init(records: ScreenRecords(screens), failOn: failOn, shard: shard, matrixCount: matrixCount)
    }

    package init(records: ScreenRecords, failOn: Severity?, shard: Shard?, matrixCount: Int?) {
        self.screens = records
        self.failOn = failOn
        self.shard = shard
        self.matrixCount = matrixCount
    }

    /// Whether a finding counts toward --fail-on: at or above it, and not accepted.
    public func fails(_ finding: FindingRecord) -> Bool {
        guard let failOn, !finding.accepted else { return false }
        return finding.severity >= failOn
    }

    /// Why a screen fails: its snapshot verdict, then each failing finding ("kind view: message").
    public func failures(_ screen: ScreenRecord) -> [String] {
        var reasons: [String] = []
        if let snapshot = screen.snapshot, snapshot.fails { reasons.append(snapshot.message ?? "snapshot \(snapshot.state.rawValue)") }
        for finding in screen.findings where fails(finding) {
            reasons.append("\(finding.severity.rawValue) \(finding.kind) \(finding.view ?? "-"): \(finding.message)")
        }
        return reasons
    }

    /// Exit code 1 when any screen fails, else 0.
    public var failed: Bool { screens.indices.contains(where: fails(at:)) }

    /// The positions of the screens that fail, in order.
    var failing: [Int] { screens.indices.filter(fails(at:)) }

    /// Whether the screen at `position` has a reason to fail (`failures` is not empty), without reading it back
    /// when the run kept its standing.
    func fails(at position: Int) -> Bool {
        screens.standing(at: position).fails(failOn: failOn)
    }

    /// "error", "warning" or "never".
    public var failOnName: String { failOn?.rawValue ?? "never" }

    public static func severity(failOn name: String) -> Severity?? {
        switch name {
        case "error": return .some(.error)
        case "warning": return .some(.warning)
        case "never": return .some(nil)
        default: return nil
        }
    }
}
