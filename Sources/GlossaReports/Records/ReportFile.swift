import Foundation
import GlossaRender
import GlossaCheck

/// Reads a report.json back (`glossa merge`): every field reporters use, in the order it was written.
enum ReportFile {
    static func read(_ path: String) throws(GlossaError) -> ReportedRun {
        guard let data = OutputFile.read(path) else { throw GlossaError("\(path): no such report") }
        let root = try JSONReader.read(data, file: path)
        guard root["tool"]?.stringValue == "glossa", let results = root["results"]?.arrayValue else {
            throw GlossaError("\(path): not a glossa report.json (no \"tool\": \"glossa\" and \"results\")")
        }
        var screens: [ScreenRecord] = []
        for (index, result) in results.enumerated() {
            screens.append(try screen(result, where: "\(path): results[\(index)]"))
        }
        var run = ReportedRun(screens: screens)
        if let shard = root["shard"]?.stringValue {
            do {
                run.shard = try Shard(shard)
            } catch {
                throw GlossaError("\(path): \"shard\" \(shard) \(error.message.replacingOccurrences(of: "--shard ", with: ""))")
            }
        }
        run.matrixCount = try root["matrix"].map { value throws(GlossaError) in try count(value, "\(path): \"matrix\"", least: 1) }
        if let failOn = root["failOn"]?.stringValue, let severity = ReportedRun.severity(failOn: failOn) { run.failOn = severity }
        return run
    }

    static func screen(_ json: JSON, where place: String) throws(GlossaError) -> ScreenRecord {
        func text(_ name: String) throws(GlossaError) -> String {
            guard let value = json[name]?.stringValue else { throw GlossaError("\(place) has no \"\(name)\" string") }
            return value
        }
        var record = ScreenRecord(layout: try text("layout"), locale: try text("locale"), device: try text("device"),
                                  contentSize: try text("contentSize"), direction: try text("direction"), png: try text("png"),
                                  views: json["views"] ?? .object([]))
        record.plural = json["plural"]?.stringValue
        record.file = json["file"]?.stringValue
        record.line = json["line"]?.numberValue.flatMap { $0 >= 1 && $0 <= Double(Int32.max) ? Int($0) : nil }
        record.index = try json["index"].map { value throws(GlossaError) in try count(value, "\(place): \"index\"", least: 0) }
        if let state = json["snapshot"]?.stringValue {
            guard let parsed = SnapshotVerdict.State(rawValue: state) else { throw GlossaError("\(place): unknown snapshot state '\(state)'") }
            let artifacts = json["artifacts"]
            record.snapshot = SnapshotVerdict(state: parsed, message: json["snapshotMessage"]?.stringValue,
                                              actual: artifacts?["actual"]?.stringValue, diff: artifacts?["diff"]?.stringValue,
                                              baseline: artifacts?["baseline"]?.stringValue)
        }
        for (index, item) in (json["findings"]?.arrayValue ?? []).enumerated() {
            record.findings.append(try finding(item, where: "\(place).findings[\(index)]"))
        }
        return record
    }

    /// A whole number of at least `least` (the reader has already refused any beyond ±2^53).
    private static func count(_ json: JSON, _ place: String, least: Int) throws(GlossaError) -> Int {
        guard let value = json.numberValue, value == value.rounded(), value >= Double(least) else {
            throw GlossaError("\(place) must be a whole number of at least \(least), not \(json.serialized())")
        }
        return Int(value)
    }

    private static func finding(_ json: JSON, where place: String) throws(GlossaError) -> FindingRecord {
        guard let kind = json["kind"]?.stringValue, let severityName = json["severity"]?.stringValue,
              let severity = Severity(rawValue: severityName), let message = json["message"]?.stringValue else {
            throw GlossaError("\(place) needs \"kind\", \"severity\" (error, warning or note) and \"message\"")
        }
        var record = FindingRecord(kind: kind, severity: severity, message: message)
        if let cause = json["cause"]?.stringValue {
            guard let parsed = Cause(rawValue: cause) else { throw GlossaError("\(place): \"cause\" must be design or translation, not '\(cause)'") }
            record.cause = parsed
        }
        record.view = json["view"]?.stringValue
        record.otherView = json["otherView"]?.stringValue
        record.key = json["key"]?.stringValue
        record.frame = json["frame"]
        record.needed = json["needed"]
        record.location = json["location"]?.stringValue
        record.stringsLocation = json["stringsLocation"]?.stringValue
        record.accepted = json["accepted"]?.boolValue ?? false
        if let certainty = json["certainty"]?.stringValue {
            guard let parsed = Certainty(rawValue: certainty) else {
                throw GlossaError("\(place): \"certainty\" must be certain or uncertain, not '\(certainty)'")
            }
            record.certainty = parsed
        }
        record.because = json["because"]?.stringValue
        return record
    }
}

/// `glossa merge`: shard reports joined into the report one whole run would have written.
public enum ReportMerge {
    /// Joins the reports in matrix order. Refuses a screen reported twice and, when the reports say how
    /// large the matrix is, a missing shard (naming it), since the exit code would not be a whole run's.
    public static func merge(_ paths: [String], failOn: Severity??) throws(GlossaError) -> ReportedRun {
        var runs: [ReportedRun] = []
        for path in paths { runs.append(try ReportFile.read(path)) }
        guard let first = runs.first else { throw GlossaError("give at least one report.json to merge") }
        var merged = ReportedRun(screens: runs.flatMap(\.screens), failOn: failOn ?? first.failOn, shard: nil,
                                 matrixCount: first.matrixCount)
        var seen: [String: String] = [:]
        for (run, path) in zip(runs, paths) {
            for screen in run.screens {
                let key = screen.identity.shardKey
                if let earlier = seen[key] { throw GlossaError("\(path): screen \(screen.title) is also in \(earlier)") }
                seen[key] = path
            }
        }
        try checkComplete(runs, paths: paths, merged: merged)
        // The paths in report files are read only where the shards' outputs were unpacked.
        merged.imageFolders = [FileManager.default.currentDirectoryPath] + paths.map { OutputFolder.parent(of: $0) }
            .map { $0.isEmpty ? "." : $0 }
        if merged.screens.allSatisfy({ $0.index != nil }) {
            merged.screens = ScreenRecords(merged.screens.sorted { $0.index! < $1.index! })
        }
        return merged
    }

    private static func checkComplete(_ runs: [ReportedRun], paths: [String], merged: ReportedRun) throws(GlossaError) {
        let counts = Set(runs.compactMap(\.matrixCount))
        guard counts.count <= 1 else { throw GlossaError("the reports come from matrices of different sizes: \(counts.sorted())") }
        guard let total = counts.first, merged.screens.count != total else { return }
        let shardCount = runs.compactMap(\.shard).first?.count
        let present = Set(runs.compactMap(\.shard?.index))
        let missing = shardCount.map { count in (1...count).filter { !present.contains($0) }.map { "\($0)/\(count)" } } ?? []
        let which = missing.isEmpty ? "" : " (no report for shard \(missing.joined(separator: ", ")))"
        throw GlossaError("the reports hold \(merged.screens.count) of the matrix's \(total) screens\(which)")
    }
}
