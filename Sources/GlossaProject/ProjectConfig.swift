import Foundation
import GlossaLayout
import GlossaLocalization
import Yams

/// A project's `.glossa.yml`: the options a team runs Glossa with, kept beside its code (as SwiftLint keeps
/// `.swiftlint.yml`). Each key takes what the command-line option of that name takes, lists as YAML lists (or
/// one comma-separated string); the command line wins over the file.
///
/// An unknown key or a bad value is an error at its file:line:column with a "did you mean"; paths are relative
/// to the file's folder.
public struct ProjectConfig: Sendable, Equatable {
    /// The file's name in the working directory.
    public static let fileName = ".glossa.yml"
    public static let keys = ["include", "exclude", "locales", "pseudo", "devices", "content-sizes", "plurals", "fail-on",
                              "design-findings", "accepted", "baselines", "cache"]

    public var file: String
    /// Paths searched when the command line names none.
    public var include: [String]?
    /// Patterns of paths never searched (relative to the working directory, as `--exclude` takes them).
    public var exclude: [String] = []
    /// `all`, or locale identifiers.
    public var locales: [String]?
    public var pseudo: [String]?
    /// `all`, or device names.
    public var devices: [String]?
    /// `all`, or content sizes.
    public var contentSizes: [String]?
    public var plurals: String?
    public var failOn: String?
    public var designFindings: String?
    public var accepted: String?
    public var baselines: String?
    public var cache: String?

    public init(file: String) {
        self.file = file
    }

    /// The working directory's `.glossa.yml`, or nil when there is none.
    public static func inWorkingDirectory() throws(ProjectError) -> ProjectConfig? {
        FileManager.default.fileExists(atPath: fileName) ? try read(file: fileName) : nil
    }

    public static func read(file: String) throws(ProjectError) -> ProjectConfig {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw ProjectError("\(file): cannot read the configuration file")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw ProjectError("\(file): not UTF-8 text") }
        return try parse(text, file: file)
    }

    public static func parse(_ text: String, file: String,
                             workingDirectory: String = FileManager.default.currentDirectoryPath) throws(ProjectError) -> ProjectConfig {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw ProjectError("\(file): \(error)")
        } catch {
            throw ProjectError("\(file): \(error)")
        }
        var config = ProjectConfig(file: file)
        guard let root else { return config }
        guard case let .mapping(mapping) = root else {
            throw ProjectError("\(place(file, root)): \(fileName) must be a mapping of option names to values")
        }
        let reader = ConfigValues(file: file, folder: Paths.folder(of: file), workingDirectory: workingDirectory)
        for (keyNode, value) in mapping {
            guard let key = keyNode.string, keys.contains(key) else {
                let key = keyNode.string ?? "\(keyNode)"
                throw ProjectError("\(place(file, keyNode)): unknown key '\(key)'\(Suggestions.hint(for: key, in: keys)); known keys: \(keys.joined(separator: ", "))")
            }
            try reader.apply(key, value, to: &config)
        }
        return config
    }

    static func place(_ file: String, _ node: Node) -> String {
        node.mark.map { "\(file):\($0.line):\($0.column)" } ?? file
    }
}

/// Reads and checks each key's value.
private struct ConfigValues {
    let file: String
    let folder: String
    let workingDirectory: String

    func apply(_ key: String, _ node: Node, to config: inout ProjectConfig) throws(ProjectError) {
        switch key {
        case "include": config.include = try list(node, key).map(path)
        case "exclude": config.exclude = try list(node, key).map(pattern)
        case "locales":
            config.locales = try checked(list(node, key), node, key, allowsAll: true) {
                Locales.canonical($0) != nil || PseudoLanguage(localeIdentifier: $0) != nil
            }
        case "pseudo": config.pseudo = try checked(list(node, key), node, key, allowsAll: false, choices: PseudoLanguage.allCases.map(\.rawValue))
        case "devices": config.devices = try checked(list(node, key), node, key, allowsAll: true, choices: Device.all.map(\.name))
        case "content-sizes": config.contentSizes = try checked(list(node, key), node, key, allowsAll: true, choices: DynamicType.contentSizes)
        case "plurals": config.plurals = try choice(node, key, ["none", "all"])
        case "fail-on": config.failOn = try choice(node, key, ["error", "warning", "never"])
        case "design-findings": config.designFindings = try choice(node, key, ["error", "warning", "off"])
        case "accepted": config.accepted = path(try scalar(node, key))
        case "baselines": config.baselines = path(try scalar(node, key))
        default: config.cache = path(try scalar(node, key))
        }
    }

    private func scalar(_ node: Node, _ key: String) throws(ProjectError) -> String {
        guard case let .scalar(scalar) = node, !scalar.string.isEmpty else {
            throw ProjectError("\(ProjectConfig.place(file, node)): '\(key)' takes one value")
        }
        return scalar.string
    }

    /// A YAML list of strings, or one string of comma-separated values.
    private func list(_ node: Node, _ key: String) throws(ProjectError) -> [String] {
        var values: [String]
        switch node {
        case let .scalar(scalar): values = scalar.string.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        case let .sequence(sequence):
            values = []
            for item in sequence {
                guard case let .scalar(scalar) = item else {
                    throw ProjectError("\(ProjectConfig.place(file, item)): the items of '\(key)' are single values, not lists or mappings")
                }
                values.append(scalar.string)
            }
        default: throw ProjectError("\(ProjectConfig.place(file, node)): '\(key)' takes a list of values")
        }
        values = values.filter { !$0.isEmpty }
        if values.isEmpty { throw ProjectError("\(ProjectConfig.place(file, node)): '\(key)' needs at least one value") }
        return values
    }

    private func choice(_ node: Node, _ key: String, _ choices: [String]) throws(ProjectError) -> String {
        let value = try scalar(node, key)
        guard choices.contains(value) else {
            throw ProjectError("\(ProjectConfig.place(file, node)): '\(key)' must be \(Suggestions.list(choices)), not '\(value)'\(Suggestions.hint(for: value, in: choices))")
        }
        return value
    }

    /// Every value known (or `all` alone, where the option takes it).
    private func checked(_ values: [String], _ node: Node, _ key: String, allowsAll: Bool, choices: [String] = [],
                         isKnown: ((String) -> Bool)? = nil) throws(ProjectError) -> [String] {
        if allowsAll && values == ["all"] { return values }
        for value in values where !(isKnown?(value) ?? choices.contains(value)) {
            let known = choices.isEmpty ? "" : "; known: \(choices.joined(separator: ", "))\(allowsAll ? ", or all" : "")"
            throw ProjectError("\(ProjectConfig.place(file, node)): '\(value)' is not a value '\(key)' takes\(Suggestions.hint(for: value, in: choices))\(known)")
        }
        return values
    }

    /// A path in the file, as the working directory sees it.
    private func path(_ value: String) -> String {
        if value.hasPrefix("/") || folder.isEmpty || folder == "." { return value }
        return ProjectSearch.relative((folder as NSString).appendingPathComponent(value), to: workingDirectory)
    }

    /// A pattern in the file, as `--exclude` would take it in the working directory.
    private func pattern(_ value: String) -> String {
        if value.hasPrefix("/") || folder.isEmpty || folder == "." { return value }
        let base = ProjectSearch.relative(folder, to: workingDirectory)
        return base == "." ? value : "\(base)/\(value)"
    }
}
