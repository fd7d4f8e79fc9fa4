import Foundation
import Glossa

/// `glossa context --weblate URL`: the screenshots of a `glossa context` index uploaded to Weblate, one per
/// component, language and key, each linked to the key's unit in that language, and each key's budget set as
/// its source string's `max-size` flag.
///
/// A component is the one whose files are the table's (`*.lproj/Localizable.strings` for `Localizable`); a unit
/// is the one whose context is the key. A screenshot is named `glossa <table> <key>`: a later run finds it by
/// that name in the same language and replaces its image (`POST /api/screenshots/{id}/file/`) instead of adding
/// another. A dry run reads Weblate (GET only) to say what it would do, and sends nothing.
public enum WeblateUpload {
    public struct Summary: Sendable, Equatable {
        /// `project/component` of each component uploaded to, in the order uploaded.
        public var components: [String] = []
        public var created = 0, replaced = 0, deleted = 0, linked = 0, flagged = 0
        /// `table locale key` of each key the screens show that no component of its table has in that locale.
        public var keysWithoutUnit: [String] = []
        /// `table locale` of each locale of the index that no component of the table translates.
        public var localesWithoutTranslation: [String] = []
        /// Tables of the index that no component translates.
        public var tablesWithoutComponent: [String] = []
    }

    /// Uploads the index at `index` (a folder holding `context.json`, or the file) to the Weblate at `base` (its
    /// address, or `…/projects/<project>/` to keep to one project), printing each action through `say`.
    @discardableResult
    public static func run(index: URL, base: URL, token: String?, dryRun: Bool, budgets: [Budget] = [],
                           transport: WeblateTransport = URLSessionTransport(),
                           pause: @escaping @Sendable (Double) -> Void = { Thread.sleep(forTimeInterval: $0) },
                           say: @escaping (String) -> Void = { print($0) }) throws(GlossaError) -> Summary {
        var flags: [KeyFlags] = []
        for budget in budgets {
            if let ours = WeblateFlags.flags(for: budget) { flags.append(KeyFlags(table: budget.table, key: budget.key, flags: ours)) }
        }
        return try run(index: index, base: base, token: token, dryRun: dryRun, flags: flags, transport: transport, pause: pause, say: say)
    }

    /// The flags Glossa sets on a key's source string.
    struct KeyFlags: Sendable, Equatable {
        var table: String, key: String, flags: [String]
    }

    static func run(index: URL, base: URL, token: String?, dryRun: Bool, flags: [KeyFlags], transport: WeblateTransport,
                    pause: @escaping @Sendable (Double) -> Void, say: @escaping (String) -> Void) throws(GlossaError) -> Summary {
        let file = ContextIndex.file(in: index)
        let shots = try ContextIndex.read(file)
        let endpoint = try WeblateEndpoint(base)
        let api = WeblateAPI(root: endpoint.root, token: token, transport: transport, pause: pause)
        let run = UploadRun(api: api, folder: file.deletingLastPathComponent(), dryRun: dryRun, flags: flags, say: say)
        try run.upload(shots, endpoint: endpoint)
        say(summaryLine(run.summary, dryRun: dryRun))
        return run.summary
    }

    /// The screenshot's name: the same for every run, so that a later run finds and replaces it. Weblate keeps
    /// 200 characters; a longer key ends in a digest of the whole name, so two long keys stay apart.
    static func screenshotName(table: String, key: String) -> String {
        let name = "glossa \(table) \(key)"
        guard name.count > 200 else { return name }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(name.prefix(183)) + " " + String(hash, radix: 16).leftPadded(to: 16)
    }

    static func summaryLine(_ summary: Summary, dryRun: Bool) -> String {
        let verb = dryRun ? "would upload" : "uploaded"
        var line = "weblate: \(summary.components.count) component(s): \(verb) \(summary.created + summary.replaced) screenshot(s) "
            + "(\(summary.replaced) replacing an earlier run's, \(summary.created) new), \(summary.linked) link(s) to units, "
            + "\(summary.flagged) source string(s) flagged"
        if summary.deleted > 0 { line += ", \(summary.deleted) duplicate(s) deleted" }
        if !summary.keysWithoutUnit.isEmpty { line += "; \(summary.keysWithoutUnit.count) key(s) without a unit in their language" }
        if dryRun { line += " (dry run: nothing sent)" }
        return line
    }
}

/// Where the API is, from the address given: `https://host/`, `https://host/prefix/`, `https://host/api/`, or a
/// project's page `https://host/projects/<project>/`, which keeps the upload to that project.
struct WeblateEndpoint: Equatable {
    var root: URL
    var project: String?

    init(_ base: URL) throws(GlossaError) {
        guard let scheme = base.scheme?.lowercased(), ["http", "https"].contains(scheme), let host = base.host, !host.isEmpty else {
            throw GlossaError("--weblate needs Weblate's http:// or https:// address, not '\(base.absoluteString)'")
        }
        var segments = base.path.split(separator: "/").map(String.init)
        if let projects = segments.firstIndex(of: "projects") {
            project = projects + 1 < segments.count ? segments[projects + 1] : nil
            segments = Array(segments[..<projects])
        } else if segments.last == "api" {
            segments.removeLast()
        }
        var components = URLComponents()
        components.scheme = scheme
        components.host = host
        components.port = base.port
        components.path = "/" + (segments + ["api"]).joined(separator: "/") + "/"
        root = components.url!
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
