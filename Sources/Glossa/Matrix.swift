import Foundation
import GlossaICU
import GlossaLayout
import GlossaLocalization

/// Bad input found while running a matrix (a file, locale, device or option value): exit code 2.
public struct GlossaError: Error, CustomStringConvertible, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// What to run: layouts × locales × devices × content sizes.
public struct MatrixOptions: Sendable {
    public enum Locales: Sendable, Equatable {
        /// The development language of each layout's strings.
        case development
        /// Every locale that has strings, plus the development language.
        case all
        case list([String])
    }

    public var paths: [String]
    public var locales: Locales = .development
    public var pseudo: [PseudoLanguage] = []
    /// nil: each layout's own device, else iphone-15.
    public var devices: [String]?
    public var contentSizes: [String] = [DynamicType.defaultContentSize]
    /// Where PNGs and report.json go; nil renders nothing.
    public var outputDirectory: String?
    public var jobs: Int = 1
    /// Run each layout's development language too, whatever `locales` says (heights compare against it).
    public var includesDevelopmentLanguage = false
    /// `--strings`: the strings folder of Interface Builder documents (a YAML document's own `strings:` wins).
    public var strings: String?
    /// `--assets`: the asset catalog of Interface Builder documents (a YAML document's own `assets:` wins).
    public var assets: String?
    /// `--plurals all`: each screen once per plural category its plural strings can take in its locale.
    public var plurals: PluralForms = .none
    /// Only the screens of this shard (`--shard I/N`).
    public var shard: Shard?
    /// Findings that match these are marked accepted (`--accepted FILE`).
    public var accepted: AcceptedFindings?
    /// The severity at or above which a finding fails a screen (exit code 1); nil: never.
    public var failOn: Severity? = .error

    public init(paths: [String]) {
        self.paths = paths
    }

    /// Checks option values before any work, so a typo fails at once with exit code 2.
    public func validate() throws(GlossaError) {
        if let devices {
            for device in devices where Device.named(device) == nil {
                throw GlossaError("unknown device '\(device)'; known devices: \(Device.all.map(\.name).joined(separator: ", "))")
            }
        }
        for size in contentSizes where !DynamicType.contentSizes.contains(size) {
            throw GlossaError("unknown content size '\(size)'; known sizes: \(DynamicType.contentSizes.joined(separator: " "))")
        }
        if case let .list(locales) = locales {
            for locale in locales where GlossaLocalization.Locales.canonical(locale) == nil && PseudoLanguage(localeIdentifier: locale) == nil {
                throw GlossaError("unknown locale '\(locale)'")
            }
        }
        if jobs < 1 { throw GlossaError("--jobs must be 1 or more, not \(jobs)") }
    }
}

/// Whether a matrix repeats screens per plural category (`--plurals none|all`).
public enum PluralForms: String, Sendable, CaseIterable {
    case none, all
}

/// Finds layout documents: a file as given, or every *.yaml, *.yml and *.json in a folder (recursively,
/// skipping string and asset catalogs), in a stable order.
public enum LayoutDiscovery {
    static let interfaceBuilderExtensions: Set<String> = ["storyboard", "xib"]
    static let extensions = Set(["yaml", "yml", "json"]).union(interfaceBuilderExtensions)
    static let skippedFolders: Set<String> = ["xcassets", "lproj", "imageset", "xcstrings"]

    public static func files(_ paths: [String]) throws(GlossaError) -> [String] {
        var result: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw GlossaError("\(path): no such file or folder")
            }
            guard isFolder.boolValue else {
                result.append(path)
                continue
            }
            var visited = Set<String>()
            let found = layoutFiles(in: path, root: OutputPath.realPath(path) ?? path, visited: &visited)
            if found.isEmpty { throw GlossaError("\(path): no layout files (*.yaml, *.yml, *.json, *.storyboard, *.xib) in this folder") }
            result += found
        }
        return result
    }

    /// Files under `folder`. Links are followed only while they stay inside the searched `root` or the working
    /// directory (a committed link to /etc is not read), and each real folder is searched once (a link to
    /// `.` would otherwise search forever).
    private static func layoutFiles(in folder: String, root: String, visited: inout Set<String>) -> [String] {
        let manager = FileManager.default
        guard let real = OutputPath.realPath(folder), visited.insert(real).inserted,
              let names = try? manager.contentsOfDirectory(atPath: folder) else { return [] }
        let workingDirectory = OutputPath.realPath(manager.currentDirectoryPath)
        var files: [String] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = (folder as NSString).appendingPathComponent(name)
            guard let target = OutputPath.realPath(path),
                  [root, workingDirectory].contains(where: { $0.map { target == $0 || target.hasPrefix($0 + "/") } ?? false })
            else { continue }
            var isFolder: ObjCBool = false
            _ = manager.fileExists(atPath: path, isDirectory: &isFolder)
            let ext = (name as NSString).pathExtension.lowercased()
            if isFolder.boolValue {
                // Base.lproj holds base-internationalized storyboards and xibs (and only those are taken there).
                if name == "Base.lproj" {
                    files += layoutFiles(in: path, root: root, visited: &visited)
                        .filter { interfaceBuilderExtensions.contains(($0 as NSString).pathExtension.lowercased()) }
                } else if !skippedFolders.contains(ext) && name != "Strings" {
                    files += layoutFiles(in: path, root: root, visited: &visited)
                }
            } else if extensions.contains(ext) && name != "Contents.json" {
                files.append(path)
            }
        }
        return files
    }
}
