import Foundation
import GlossaLocalization

/// The Xcode projects of a run, read once each: which of the documents a search finds the app builds.
///
/// A storyboard or xib is judged by the projects in its folder and the folders above it (up to the repository's root,
/// at most `levelsUp`): when one of them can be read and none builds the document in a target other than tests, the
/// document is no screen of the app (an old copy, another platform's file) and is passed over. A document inside a
/// Swift package or a pod of its own (a `Package.swift` or `.podspec` nearer than every project) is built by that,
/// and kept; so is every document when no project is found (v3's folder search), or when a project does not read
/// (its error is an `unreadable` finding) or names no file that exists (a layout Glossa does not know).
public final class XcodeProjects: @unchecked Sendable {
    static let levelsUp = 8
    private let lock = NSLock()
    private var projects: [String: Result<XcodeProjectFile, LocalizationError>] = [:]
    private var folders: [String: Folder] = [:]

    private struct Folder {
        var projects: [String]
        var ownsPackage: Bool
        var isRepositoryRoot: Bool
    }

    public init() {}

    /// Why `file` (absolute or relative to the working directory) is passed over, or nil when it is a screen of the app.
    public func notBuilt(_ file: String) -> String? {
        let path = Self.absolute(file)
        var readable: [XcodeProjectFile] = []
        var elsewhere: [String] = []
        for facts in ancestors(of: path) {
            if facts.ownsPackage && readable.isEmpty && facts.projects.isEmpty { return nil }
            for bundle in facts.projects {
                guard case let .success(project) = self.project(bundle), project.namesExistingFiles else { continue }
                let building = project.targets.filter { !$0.isTests && $0.builds(path) }
                if building.contains(where: \.runsOnIPhone) { return nil }
                elsewhere += building.map { "'\($0.name)' (\($0.platforms.sorted().joined(separator: ", ").nonEmpty ?? "watchOS"))" }
                readable.append(project)
            }
        }
        if !elsewhere.isEmpty {
            return "only \(elsewhere.joined(separator: ", ")) builds it, for another platform than the iPhone's, so it is no screen of the app"
        }
        guard let first = readable.first else { return nil }
        let names = readable.map { ($0.bundle as NSString).lastPathComponent }
        return "no target of \(names.count == 1 ? first.bundle.lastPathComponentShown : names.joined(separator: ", ")) builds it, so it is no screen of the app"
    }

    /// Why a Swift file of screens is passed over: the targets that build it are all for other platforms than the
    /// iPhone's (a watch app, a tvOS or macOS target); nil when one runs on an iPhone, or no project builds it.
    public func builtForOtherPlatforms(_ file: String) -> String? {
        let building = buildingTargets(Self.absolute(file)).map(\.target)
        guard !building.isEmpty, !building.contains(where: \.runsOnIPhone) else { return nil }
        let named = building.map { "'\($0.name)' (\($0.platforms.sorted().joined(separator: ", ").nonEmpty ?? "watchOS"))" }
        return "only \(named.joined(separator: ", ")) builds it, for another platform than the iPhone's, so it is no screen of the app"
    }

    /// The project files found for `files` (each once, in path order) that do not read: each is an `unreadable` finding.
    public func unreadable(near files: [String]) -> [LocalizationError] {
        var seen = Set<String>()
        var errors: [LocalizationError] = []
        for file in files {
            for facts in ancestors(of: Self.absolute(file)) {
                for bundle in facts.projects where seen.insert(bundle).inserted {
                    if case let .failure(error) = project(bundle) { errors.append(error) }
                }
            }
        }
        return errors.sorted { $0.path < $1.path }
    }

    /// The development region (as written: `en`, `ja`, `English`) of the nearest project to `file` that states one.
    public func developmentRegion(near file: String) -> String? {
        projects(near: file).lazy.compactMap(\.developmentRegion).first
    }

    /// The font files of the app that shows `file`: what the Info.plist of each target that builds it lists under
    /// `UIAppFonts`, found among that target's resources (else anywhere under the project's folder), in order; nil
    /// when no project builds the file.
    public func appFonts(for file: String) -> [String]? {
        let path = Self.absolute(file)
        let targets = buildingTargets(path)
        guard !targets.isEmpty else { return nil }
        var fonts: [String] = []
        for (project, target) in targets {
            for name in Self.infoPlistFonts(target.infoPlist) {
                let leaf = (name as NSString).lastPathComponent
                let found = target.resources.first { $0.hasSuffix("/" + name) } ?? target.resources.first { ($0 as NSString).lastPathComponent == leaf }
                    ?? project.fontFiles.first { ($0 as NSString).lastPathComponent == leaf }
                if let found, !fonts.contains(found) { fonts.append(found) }
            }
        }
        return fonts
    }

    /// Whether every target that builds `file` is built for iPad alone (`TARGETED_DEVICE_FAMILY = 2`): its screens
    /// are never shown on an iPhone.
    public func isForIPadOnly(_ file: String) -> Bool {
        let targets = buildingTargets(Self.absolute(file)).map(\.target)
        return !targets.isEmpty && targets.allSatisfy { $0.deviceFamilies == [2] }
    }

    /// The languages of the `<lang>.lproj` folders that the targets building `file` copy resources from (canonical, Base
    /// left out); nil when no project builds it, or a target keeps a folder in sync or builds a String Catalog (their
    /// languages are not listed in the project).
    public func builtLanguages(for file: String) -> Set<String>? {
        let path = Self.absolute(file)
        let targets = buildingTargets(path).map(\.target)
        guard !targets.isEmpty, targets.allSatisfy({ $0.synchronizedFolders.isEmpty && !$0.resources.contains { $0.hasSuffix(".xcstrings") } })
        else { return nil }
        return targets.reduce(into: Set<String>()) { $0.formUnion($1.languages) }
    }

    /// `UIAppFonts` of an Info.plist (XML or binary), as written.
    static func infoPlistFonts(_ path: String?) -> [String] {
        guard let path, let data = FileManager.default.contents(atPath: path),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { return [] }
        return plist["UIAppFonts"] as? [String] ?? []
    }

    /// The project at `bundle` (a `.xcodeproj` folder), read once.
    public func project(_ bundle: String) -> Result<XcodeProjectFile, LocalizationError> {
        lock.lock()
        if let known = projects[bundle] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let read = Result { () throws(LocalizationError) in try XcodeProjectFile(bundle: bundle) }
        lock.lock()
        projects[bundle] = read
        lock.unlock()
        return read
    }

    /// The projects of the folder holding `file` and the folders above it, nearest first.
    public func projects(near file: String) -> [XcodeProjectFile] {
        ancestors(of: Self.absolute(file)).flatMap { facts in
            facts.projects.compactMap { bundle in try? project(bundle).get() }
        }
    }

    /// The targets other than tests, of the projects near `path` (absolute), that build it, with their project.
    private func buildingTargets(_ path: String) -> [(project: XcodeProjectFile, target: XcodeProjectFile.Target)] {
        projects(near: path).flatMap { project in project.targets.filter { !$0.isTests && $0.builds(path) }.map { (project, $0) } }
    }

    /// What the folders holding `path` say, nearest first: up to the repository's root, at most `levelsUp` of them.
    private func ancestors(of path: String) -> [Folder] {
        var folder = (path as NSString).deletingLastPathComponent
        var found: [Folder] = []
        for _ in 0..<Self.levelsUp {
            let facts = self.folder(folder)
            found.append(facts)
            let parent = (folder as NSString).deletingLastPathComponent
            if facts.isRepositoryRoot || parent == folder || parent.isEmpty { break }
            folder = parent
        }
        return found
    }

    private func folder(_ path: String) -> Folder {
        lock.lock()
        if let known = folders[path] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
        let facts = Folder(projects: names.filter { $0.hasSuffix(".xcodeproj") && !$0.hasPrefix(".") }.map { path + "/" + $0 },
                           ownsPackage: names.contains { $0 == "Package.swift" || $0.hasSuffix(".podspec") },
                           isRepositoryRoot: names.contains(".git"))
        lock.lock()
        folders[path] = facts
        lock.unlock()
        return facts
    }

    static func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        return (joined as NSString).standardizingPath
    }
}

private extension String {
    var lastPathComponentShown: String { (self as NSString).lastPathComponent }
}

private extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}
