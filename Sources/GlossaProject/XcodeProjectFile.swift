import Foundation
import GlossaLocalization

/// What an Xcode project's `project.pbxproj` says about the app it builds: its targets and the files each builds
/// into its bundle (Resources) and compiles (Sources), its variant groups (a storyboard's members per language, typed
/// as Xcode builds them), its development region and known regions, and each target's Info.plist.
///
/// Paths are resolved as Xcode resolves them: a group's `path` relative to its parent group (`<group>`), to the
/// project's folder (`SOURCE_ROOT`), or absolute; a folder Xcode 16 keeps in sync (`PBXFileSystemSynchronizedRootGroup`)
/// builds every file under it into the targets that list it, but those its exception sets name.
public struct XcodeProjectFile: Sendable {
    public struct Target: Sendable, Equatable {
        public var name: String
        /// `com.apple.product-type.application`, `…app-extension`, `…bundle.unit-test`…
        public var productType: String
        /// Files the Resources build phase copies into the bundle (a variant group: each of its members), absolute.
        public var resources: [String]
        /// Files the Sources build phase compiles, absolute.
        public var sources: [String]
        /// Folders whose every file the target builds (synchronized groups), absolute, with the files they leave out.
        public var synchronizedFolders: [String]
        public var synchronizedExceptions: Set<String>
        /// The Info.plist (`INFOPLIST_FILE`), absolute; nil when the build generates it.
        public var infoPlist: String?
        /// `INFOPLIST_KEY_*` build settings, without the prefix (`UILaunchStoryboardName`).
        public var infoPlistKeys: [String: String]
        /// The devices it is built for (`TARGETED_DEVICE_FAMILY`: 1 iPhone, 2 iPad); empty when unset.
        public var deviceFamilies: Set<Int> = []
        /// The SDKs it is built with (`SDKROOT` and `SUPPORTED_PLATFORMS`: `iphoneos`, `watchos`, `appletvos`, `macosx`,
        /// `xros`…); empty when unset (the project's own setting, which is iOS's for an iOS app).
        public var platforms: Set<String> = []

        /// `resources` and `sources` as a set, for `builds`.
        private var built: Set<String> = []
        /// The languages (canonical, Base left out) of the `<lang>.lproj` folders `resources` come from.
        public private(set) var languages: Set<String> = []

        init(name: String, productType: String, resources: [String], sources: [String], synchronizedFolders: [String],
             synchronizedExceptions: Set<String>, infoPlist: String?, infoPlistKeys: [String: String]) {
            (self.name, self.productType, self.resources, self.sources) = (name, productType, resources, sources)
            (self.synchronizedFolders, self.synchronizedExceptions) = (synchronizedFolders, synchronizedExceptions)
            (self.infoPlist, self.infoPlistKeys) = (infoPlist, infoPlistKeys)
            built = Set(resources).union(sources)
            var names = Set<Substring>()
            for resource in resources {
                guard let end = resource.range(of: ".lproj/", options: .backwards) else { continue }
                if let name = resource[..<end.lowerBound].split(separator: "/").last { names.insert(name) }
            }
            languages = Set(names.compactMap { $0 == "Base" ? nil : Locales.canonical(String($0)) })
        }

        /// Tests check the app; their files are no screen of it.
        public var isTests: Bool { productType.contains("unit-test") || productType.contains("ui-testing") }
        /// Whether an iPhone runs what it builds: its SDKs include iOS's, or say nothing and it is no watch app.
        public var runsOnIPhone: Bool {
            if productType.contains("watchapp") || productType.contains("watchkit") { return false }
            return platforms.isEmpty || platforms.contains("iphoneos") || platforms.contains("iphonesimulator")
        }

        /// Whether the target builds the file at `path` (absolute, standardized) into its bundle or compiles it.
        public func builds(_ path: String) -> Bool {
            if built.contains(path) { return true }
            return synchronizedFolders.contains { path.hasPrefix($0 + "/") } && !synchronizedExceptions.contains(path)
        }
    }

    /// A file built per language: `Main.storyboard` with its `Base` member and a `de` member typed `text.plist.strings`.
    public struct VariantMember: Sendable, Equatable {
        public var language: String
        public var path: String
        /// `lastKnownFileType` or `explicitFileType`: `file.storyboard`, `file.xib`, `text.plist.strings`…
        public var fileType: String
    }

    /// The `.xcodeproj` folder.
    public let bundle: String
    /// The folder paths are relative to (the project's folder, or its `projectDirPath`).
    public let root: String
    public var developmentRegion: String?
    public var knownRegions: [String] = []
    public var targets: [Target] = []
    /// Variant groups by name (`Main.storyboard`), their members in file order.
    public var variantGroups: [String: [VariantMember]] = [:]
    /// The font files (`.ttf`, `.otf`, `.ttc`) the project's groups name, in path order.
    public var fontFiles: [String] = []
    /// Whether the targets name at least one file that exists: a project whose paths all miss is one whose layout
    /// Glossa does not understand, and says nothing about which documents are built.
    public private(set) var namesExistingFiles = false

    /// Reads `bundle/project.pbxproj`. Throws the property list's error (file:line:col) when it does not parse.
    public init(bundle: String) throws(LocalizationError) {
        let file = (bundle as NSString).appendingPathComponent("project.pbxproj")
        guard let data = FileManager.default.contents(atPath: file) else {
            throw LocalizationError(path: file, message: "cannot read the project file")
        }
        let list = try PropertyList.read(data, path: file)
        self.bundle = (bundle as NSString).standardizingPath
        let folder = (self.bundle as NSString).deletingLastPathComponent
        // A property list without a project in it (a placeholder `{}`) says nothing: no targets, and every document is
        // searched as without a project.
        guard let objects = list["objects"]?.dictionary, let rootID = list["rootObject"]?.string, let project = objects[rootID] else {
            root = folder
            return
        }
        let projectDir = project["projectDirPath"]?.string ?? ""
        root = projectDir.isEmpty ? folder : Self.join(folder, projectDir)
        developmentRegion = project["developmentRegion"]?.string
        knownRegions = project["knownRegions"]?.array?.compactMap(\.string) ?? []
        var paths = Paths(objects: objects, root: root)
        if let main = project["mainGroup"]?.string { paths.walk(main, parent: root) }
        variantGroups = paths.variants
        fontFiles = paths.files.values.filter { ["ttf", "otf", "ttc"].contains(($0 as NSString).pathExtension.lowercased()) }.sorted()
        for id in project["targets"]?.array?.compactMap(\.string) ?? [] {
            guard let target = objects[id], target["isa"]?.string == "PBXNativeTarget" else { continue }
            targets.append(Self.target(target, id: id, objects: objects, paths: paths))
        }
        let named = targets.lazy.flatMap { $0.resources + $0.sources + $0.synchronizedFolders }
        namesExistingFiles = named.prefix(64).contains { FileManager.default.fileExists(atPath: $0) }
    }

    private static func target(_ target: PropertyList, id: String, objects: [String: PropertyList], paths: Paths) -> Target {
        var resources: [String] = [], sources: [String] = []
        for phaseID in target["buildPhases"]?.array?.compactMap(\.string) ?? [] {
            guard let phase = objects[phaseID], let isa = phase["isa"]?.string,
                  isa == "PBXResourcesBuildPhase" || isa == "PBXSourcesBuildPhase" else { continue }
            for buildFileID in phase["files"]?.array?.compactMap(\.string) ?? [] {
                guard let reference = objects[buildFileID]?["fileRef"]?.string else { continue }
                let files = paths.variantMembers[reference] ?? paths.files[reference].map { [$0] } ?? []
                if isa == "PBXResourcesBuildPhase" { resources += files } else { sources += files }
            }
        }
        var folders: [String] = [], exceptions = Set<String>()
        for groupID in target["fileSystemSynchronizedGroups"]?.array?.compactMap(\.string) ?? [] {
            guard let folder = paths.synchronized[groupID] else { continue }
            folders.append(folder)
            for exceptionID in objects[groupID]?["exceptions"]?.array?.compactMap(\.string) ?? [] {
                guard let set = objects[exceptionID], set["target"]?.string == nil || set["target"]?.string == id else { continue }
                for name in set["membershipExceptions"]?.array?.compactMap(\.string) ?? [] { exceptions.insert(join(folder, name)) }
            }
        }
        let settings = buildSettings(target, objects: objects)
        var keys: [String: String] = [:]
        for (key, value) in settings where key.hasPrefix("INFOPLIST_KEY_") { keys[String(key.dropFirst(14))] = value }
        let infoPlist = settings["INFOPLIST_FILE"].flatMap { value -> String? in
            let expanded = value.replacingOccurrences(of: "$(SRCROOT)/", with: "").replacingOccurrences(of: "${SRCROOT}/", with: "")
                .replacingOccurrences(of: "$(PROJECT_DIR)/", with: "")
            return expanded.contains("$") ? nil : join(paths.root, expanded)
        }
        var built = Target(name: target["name"]?.string ?? "", productType: target["productType"]?.string ?? "",
                           resources: resources, sources: sources, synchronizedFolders: folders, synchronizedExceptions: exceptions,
                           infoPlist: infoPlist, infoPlistKeys: keys)
        built.deviceFamilies = Set((settings["TARGETED_DEVICE_FAMILY"] ?? "").split(separator: ",").compactMap {
            Int($0.trimmingCharacters(in: .whitespaces))
        })
        // `SUPPORTED_PLATFORMS` lists them when set (a multiplatform target); else `SDKROOT` names the one.
        let supported = (settings["SUPPORTED_PLATFORMS"] ?? "").split(separator: " ").map(String.init).filter { !$0.contains("$") }
        built.platforms = Set(supported.isEmpty ? [settings["SDKROOT"]].compactMap { $0 }.filter { !$0.contains("$") && $0 != "auto" } : supported)
        return built
    }

    /// The string build settings of the target's Release configuration (else its first), as written.
    private static func buildSettings(_ target: PropertyList, objects: [String: PropertyList]) -> [String: String] {
        guard let listID = target["buildConfigurationList"]?.string,
              let configurations = objects[listID]?["buildConfigurations"]?.array?.compactMap(\.string).compactMap({ objects[$0] }),
              let chosen = configurations.first(where: { $0["name"]?.string == "Release" }) ?? configurations.first,
              let settings = chosen["buildSettings"]?.dictionary else { return [:] }
        return settings.compactMapValues(\.string)
    }

    /// `path` under `base` (as it is when absolute), standardized only where it has `.` or `..` parts or doubled
    /// slashes: a project names thousands of files, and standardizing each cost a third of reading the project.
    static func join(_ base: String, _ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : path.isEmpty ? base : base.hasSuffix("/") ? base + path : base + "/" + path
        guard joined.contains("/.") || joined.contains("//") || joined.hasSuffix("/") && joined.count > 1 else { return joined }
        return (joined as NSString).standardizingPath
    }

    /// Every file reference's path, found by walking the groups from the main group.
    private struct Paths {
        let objects: [String: PropertyList]
        let root: String
        var files: [String: String] = [:]
        /// A variant group's members' paths by the group's id.
        var variantMembers: [String: [String]] = [:]
        var variants: [String: [VariantMember]] = [:]
        /// Synchronized folders by their group's id.
        var synchronized: [String: String] = [:]
        private var visited = Set<String>()

        init(objects: [String: PropertyList], root: String) {
            self.objects = objects
            self.root = root
        }

        func path(of item: PropertyList, parent: String) -> String {
            let own = item["path"]?.string ?? ""
            switch item["sourceTree"]?.string ?? "<group>" {
            case "<absolute>": return (own as NSString).standardizingPath
            case "SOURCE_ROOT": return XcodeProjectFile.join(root, own)
            case "<group>": return own.isEmpty ? parent : XcodeProjectFile.join(parent, own)
            // BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR: nothing of the repository.
            default: return "/dev/null/" + own
            }
        }

        mutating func walk(_ id: String, parent: String, depth: Int = 0) {
            guard depth < 64, visited.insert(id).inserted, let item = objects[id], let isa = item["isa"]?.string else { return }
            let here = path(of: item, parent: parent)
            switch isa {
            case "PBXFileReference":
                files[id] = here
            case "PBXVariantGroup":
                var members: [VariantMember] = [], memberPaths: [String] = []
                for childID in item["children"]?.array?.compactMap(\.string) ?? [] {
                    guard let child = objects[childID] else { continue }
                    let childPath = path(of: child, parent: here)
                    files[childID] = childPath
                    memberPaths.append(childPath)
                    let type = child["explicitFileType"]?.string ?? child["lastKnownFileType"]?.string ?? ""
                    members.append(VariantMember(language: child["name"]?.string ?? (childPath as NSString).pathComponents.first {
                        $0.hasSuffix(".lproj")
                    }.map { String($0.dropLast(6)) } ?? "", path: childPath, fileType: type))
                }
                variantMembers[id] = memberPaths
                if let name = item["name"]?.string { variants[name, default: []] += members }
            case "PBXFileSystemSynchronizedRootGroup":
                synchronized[id] = here
            default:
                for childID in item["children"]?.array?.compactMap(\.string) ?? [] { walk(childID, parent: here, depth: depth + 1) }
            }
        }
    }
}
