import Foundation
import GlossaLocalization
import GlossaRender

/// What a context run says: the files a dry run would write (nothing for a run that wrote them), one line of
/// summary, and warnings for standard error.
public struct ContextReport: Sendable {
    public let lines: [String]
    public let summary: String
    public var warnings: [String] = []
}

/// `glossa context --xcloc IN --out OUT`: a copy of the catalog Xcode exported with a picture per key and screen in
/// `Notes/Screenshots/Glossa/<device>/`, Xcode's list of them (`localizationStringData.plist`, and the same as
/// `localizedStringData.plist`) beside them, and the XLIFF annotated with the budgets `budgets --annotate-xliff`
/// writes. Every other file of the catalog is copied byte for byte.
///
/// The copy is made in a hidden folder beside OUT and renamed into place when it is whole: a run that fails leaves
/// OUT as it was (or absent), never half written.
public enum ContextCatalog {
    /// Refuses, before any screen is laid out, an input that is no catalog and an output that would replace it or
    /// something that is not a catalog.
    public static func validate(input: String, output: String) throws(GlossaError) {
        _ = try XclocCatalog.read(input)
        try checkOutput(output, input: input)
    }

    static func checkOutput(_ output: String, input: String) throws(GlossaError) {
        let source = OutputPath.standardized(input), target = OutputPath.standardized(output)
        let realSource = OutputFile.realPath(input) ?? source, realTarget = OutputFile.realPath(output) ?? target
        if source == target || realSource == realTarget {
            throw GlossaError("--out \(output) is the catalog --xcloc reads: name another folder for the copy (the catalog read is never changed)")
        }
        if target.hasPrefix(source + "/") || realTarget.hasPrefix(realSource + "/") {
            throw GlossaError("--out \(output) is inside the catalog --xcloc reads (\(input)): name a folder outside it")
        }
        if source.hasPrefix(target + "/") || realSource.hasPrefix(realTarget + "/") {
            throw GlossaError("--out \(output) holds the catalog --xcloc reads (\(input)): replacing it would remove the input")
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: output, isDirectory: &isFolder) else {
            if let problem = OutputDestination.folderProblem(output) { throw GlossaError("--out: \(problem)") }
            return
        }
        guard isFolder.boolValue else { throw GlossaError("--out \(output) is a file, not a folder: name the .xcloc folder to write") }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []
        if !entries.isEmpty && !entries.contains("contents.json") {
            throw GlossaError("--out \(output) is a folder that is not an Xcode localization catalog (no contents.json): refusing to replace it")
        }
    }

    public static func run(_ options: MatrixOptions, input: String, output: String, dryRun: Bool, chrome: Bool, simulator: Simulator,
                           progress: (@Sendable (Int, Int, String) -> Void)?) throws(GlossaError) -> ContextReport {
        let catalog = try XclocCatalog.read(input)
        try checkOutput(output, input: input)
        var options = options
        options.locales = .list([catalog.language])
        options.pseudo = []
        let staging = dryRun ? nil : try stage(input, besides: output)
        do {
            let report = try write(catalog, options: options, output: output, staging: staging, chrome: chrome, simulator: simulator,
                                   progress: progress)
            if let staging { try commit(staging, to: output) }
            return report
        } catch {
            if let staging { try? FileManager.default.removeItem(atPath: staging) }
            throw error
        }
    }

    /// Everything the copy holds beyond the catalog, written into `staging` (nil: only listed, for a dry run).
    private static func write(_ catalog: XclocCatalog, options: MatrixOptions, output: String, staging: String?, chrome: Bool,
                              simulator: Simulator, progress: (@Sendable (Int, Int, String) -> Void)?) throws(GlossaError) -> ContextReport {
        var lists: [String: [XclocCatalog.Unit: [LocalizationStringData.Screenshot]]] = [:]
        var lines: [String] = [], pictures = 0, screens = Set<String>()
        let units = catalog.units
        let tally = try simulator.contextShots(options, wanted: { units[$0] != nil }, draws: staging != nil, chrome: chrome,
                                               progress: progress) { shots throws(GlossaError) in
            for shot in shots {
                let relative = "\(XclocCatalog.screenshots)/\(OutputPath.component(shot.device))/\(shot.fileName)"
                if let staging {
                    try writeFile(shot.png ?? [], to: (staging as NSString).appendingPathComponent(relative))
                } else {
                    lines.append("would write \((output as NSString).appendingPathComponent(relative)) (\(shot.key.table) \(shot.key.key), \(shot.screen))")
                }
                pictures += 1
                screens.insert(shot.screen)
                for unit in units[shot.key] ?? [] {
                    for (order, frame) in shot.frames.enumerated() {
                        lists[shot.device, default: [:]][unit, default: []].append(.init(name: shot.fileName, frame: frame, order: order))
                    }
                }
            }
        }
        for device in lists.keys.sorted() {
            let list = Array(LocalizationStringData.document(lists[device]!).utf8)
            for name in LocalizationStringData.fileNames {
                let relative = "\(XclocCatalog.screenshots)/\(OutputPath.component(device))/\(name)"
                if let staging {
                    try writeFile(list, to: (staging as NSString).appendingPathComponent(relative))
                } else {
                    lines.append("would write \((output as NSString).appendingPathComponent(relative)) (\(lists[device]!.count) unit(s))")
                }
            }
        }
        var budgeted = 0
        if let staging {
            var budgetOptions = options
            budgetOptions.locales = .development
            let budgets = try simulator.budgets(budgetOptions, progress: progress)
            budgeted = budgets.filter { units[KeyReference(table: $0.table, key: $0.key)] != nil }.count
            for (relative, document) in catalog.xliffs {
                let annotated = XLIFFAnnotation.annotated(document, with: budgets)
                if annotated != document.bytes { try writeFile(annotated, to: (staging as NSString).appendingPathComponent(relative)) }
            }
        } else {
            for (relative, _) in catalog.xliffs {
                lines.append("would write \((output as NSString).appendingPathComponent(relative)) (the budgets of the keys shown added, as budgets --annotate-xliff adds them)")
            }
            lines.append("would copy every other file of \(catalog.folder) unchanged")
        }
        let all = catalog.allUnits
        let withPicture = Set(tally.pictured.flatMap { units[$0] ?? [] })
        let unshown = all.filter { !withPicture.contains($0) }.count
        let notInCatalog = tally.shown.filter { units[$0] == nil }.count
        let devices = lists.keys.sorted()
        var summary = "\(dryRun(staging) ? "would write" : "wrote") \(output): \(pictures) screenshot(s) of \(tally.pictured.count) key(s) "
            + "in \(catalog.language) on \(screens.count) screen(s)" + (devices.isEmpty ? "" : " (\(devices.joined(separator: ", ")))")
        summary += "; \(unshown) of the catalog's \(all.count) trans-unit(s) on no screen, without a screenshot"
        let offScreen = tally.offScreen { units[$0] != nil }
        if !offScreen.isEmpty { summary += "; \(offScreen.count) key(s) whose views are all off the screen" }
        if notInCatalog > 0 { summary += "; \(notInCatalog) key(s) the screens show are not in the catalog" }
        if !dryRun(staging) { summary += "; budgets for \(budgeted) key(s) in the XLIFF" }
        var report = ContextReport(lines: lines, summary: summary)
        if tally.pictured.isEmpty {
            // A catalog of another app, or layouts that are not its screens: say so rather than pass quietly.
            let theirs = Set(all.map(\.table)).sorted(), shown = Set(tally.shown.map(\.table)).sorted()
            report.warnings.append("no screen shows a key of \(catalog.folder): its tables are \(list(theirs)); the screens show keys of "
                                   + (shown.isEmpty ? "no table" : "tables \(list(shown))"))
        }
        return report
    }

    private static func list(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.count <= 6 ? names.joined(separator: ", ") : names.prefix(6).joined(separator: ", ") + " and \(names.count - 6) more"
    }

    private static func dryRun(_ staging: String?) -> Bool { staging == nil }

    /// A copy of the catalog in a hidden folder beside `output` (on its file system, for the rename), without the
    /// pictures an earlier run of Glossa put in it.
    private static func stage(_ input: String, besides output: String) throws(GlossaError) -> String {
        let target = URL(fileURLWithPath: output).standardizedFileURL
        let parent = target.deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw GlossaError("--out \(output): cannot make the folder \(parent): \(error.localizedDescription)")
        }
        OutputStaging.removeStale(besides: target)
        let name = "\(OutputStaging.prefix(for: target.lastPathComponent))\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let staging = (parent as NSString).appendingPathComponent(name)
        do {
            try FileManager.default.copyItem(atPath: input, toPath: staging)
            let ours = (staging as NSString).appendingPathComponent(XclocCatalog.screenshots)
            if FileManager.default.fileExists(atPath: ours) { try FileManager.default.removeItem(atPath: ours) }
        } catch {
            try? FileManager.default.removeItem(atPath: staging)
            throw GlossaError("--out \(output): cannot copy \(input) beside it: \(error.localizedDescription)")
        }
        return staging
    }

    /// Puts the finished copy in place of `output`: the earlier copy is moved aside first and removed after, so the
    /// folder is never half written; it is put back when the rename fails.
    private static func commit(_ staging: String, to output: String) throws(GlossaError) {
        guard FileManager.default.fileExists(atPath: output) else {
            guard rename(staging, output) == 0 else { throw GlossaError("--out \(output): \(String(cString: strerror(errno)))") }
            return
        }
        let aside = "\(staging).replaced"
        guard rename(output, aside) == 0 else { throw GlossaError("--out \(output): cannot replace it: \(String(cString: strerror(errno)))") }
        guard rename(staging, output) == 0 else {
            let reason = String(cString: strerror(errno))
            _ = rename(aside, output)
            throw GlossaError("--out \(output): \(reason)")
        }
        try? FileManager.default.removeItem(atPath: aside)
    }

    private static func writeFile(_ bytes: [UInt8], to path: String) throws(GlossaError) {
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        } catch {
            throw GlossaError("\(path): \(error.localizedDescription)")
        }
    }
}
