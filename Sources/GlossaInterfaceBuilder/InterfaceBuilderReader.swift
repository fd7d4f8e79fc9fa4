import Foundation
import GlossaLayout
import GlossaLocalization

/// Reads Xcode storyboards and xibs into layout documents: one per storyboard scene with a view, one per
/// top-level view of a xib, laid out, localized and checked like any YAML layout.
public enum InterfaceBuilderReader {
    /// File extensions this reader takes.
    public static let extensions: Set<String> = ["storyboard", "xib"]

    /// Every layout in the document at `file` (none for a document without views), each with its localized
    /// versions (`de.lproj/Main.storyboard`) found in the app's folder. `strings` overrides the folder holding
    /// `Base.lproj`; `assets` overrides the asset catalog found above the file; `folders` keeps the app folders
    /// already searched (documents of one run share them).
    public static func read(file: String, strings: String? = nil, assets: String? = nil,
                            folders: IBAppFolders = IBAppFolders()) throws(LayoutDiagnostic) -> [LayoutDocument] {
        let read = try readAll(file: file, strings: strings, assets: assets, folders: folders)
        if let first = read.unreadable.first { throw first.error }
        return read.documents
    }

    /// What `read` reads, and the localized versions that do not read as XML (`unreadable`, by language): the
    /// document goes on without them. A localized version that is a strings table (Xcode types such a variant
    /// `text.plist.strings` and builds it as that language's strings for the document) is no version: the
    /// document's strings folder reads it as a table.
    public static func readAll(file: String, strings: String? = nil, assets: String? = nil,
                               folders: IBAppFolders = IBAppFolders()) throws(LayoutDiagnostic)
        -> (documents: [LayoutDocument], unreadable: [(language: String, error: LayoutDiagnostic)]) {
        let appFolder = folders.folder(for: file)
        var layouts = try readOne(file: file, strings: strings, assets: assets, appFolder: appFolder)
        var unreadable: [(language: String, error: LayoutDiagnostic)] = []
        for (language, path) in localizedVersions(of: file, in: appFolder) where !LocalizedVariant.isStringsTable(file: path) {
            let versions: [LayoutDocument]
            do {
                versions = try readOne(file: path, strings: strings, assets: assets, appFolder: appFolder)
            } catch {
                unreadable.append((language, error))
                continue
            }
            for index in layouts.indices {
                guard var version = versions.first(where: { $0.name == layouts[index].name }) else { continue }
                version.language = language
                version.strings = layouts[index].strings
                layouts[index].localizations[language] = version
            }
        }
        return (layouts, unreadable)
    }

    /// The localized (non-Base) versions of `file` the app bundles, one per language, by language: a version in
    /// an lproj folder beside the file's own wins over one elsewhere (the first by path).
    static func localizedVersions(of file: String, in folder: IBAppFolder) -> [(language: String, path: String)] {
        let own = URL(fileURLWithPath: file).standardizedFileURL
        var home = own.deletingLastPathComponent()
        if home.lastPathComponent.hasSuffix(".lproj") { home = home.deletingLastPathComponent() }
        var chosen: [String: String] = [:]
        for (language, path) in folder.localizedDocuments[own.lastPathComponent] ?? [] where path != own.path {
            let beside = URL(fileURLWithPath: path).deletingLastPathComponent().deletingLastPathComponent().path == home.path
            if chosen[language] == nil || beside { chosen[language] = path }
        }
        let working = FileManager.default.currentDirectoryPath + "/"
        return chosen.sorted { $0.key < $1.key }.map { language, path in
            (language, path.hasPrefix(working) ? String(path.dropFirst(working.count)) : path)
        }
    }

    /// The layouts of one document file, each with its size-class variants.
    private static func readOne(file: String, strings: String?, assets: String?,
                                appFolder: IBAppFolder) throws(LayoutDiagnostic) -> [LayoutDocument] {
        var root = try XMLTree.read(file: file)
        guard root.name == "document" else {
            throw LayoutDiagnostic("not an Interface Builder document: the root element is <\(root.name)>, not <document>", at: root.location)
        }
        let type = root["type"] ?? ""
        guard type.contains("CocoaTouch") else {
            throw LayoutDiagnostic("only iOS (Cocoa Touch) storyboards and xibs are read; this document is '\(type)'", at: root.location)
        }
        let catalog = assets ?? assetCatalog(above: file)
        guard SizeClassVariations.present(in: root) else {
            // Default variations only: the same for every device, read once.
            if SizeClassVariations.hasDefault(in: root) { root = SizeClassVariations.resolved(root, for: SizeClasses.ofDevices[0]) }
            return documents(root, file: file, strings: strings, catalog: catalog, appFolder: appFolder)
        }
        // Read once per size classes the devices have; the first (iPhone's) is the document's own root.
        let read = SizeClasses.ofDevices.map { classes in
            (classes, documents(SizeClassVariations.resolved(root, for: classes), file: file, strings: strings, catalog: catalog,
                                appFolder: appFolder))
        }
        var layouts = read[0].1
        for (classes, variant) in read.dropFirst() where variant.count == layouts.count {
            for index in layouts.indices where variant[index].name == layouts[index].name {
                layouts[index].sizeClassRoots[classes] = variant[index].root
            }
        }
        return layouts
    }

    /// The layouts of a document's XML tree (one size-class variant of it).
    private static func documents(_ root: IBElement, file: String, strings: String?, catalog: String?,
                                  appFolder: IBAppFolder) -> [LayoutDocument] {
        let stem = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        let converter = ViewConverter(file: file, table: stem, resources: IBResources(root), images: IBImageCatalog(folder: catalog, others: appFolder.catalogs, nearTo: file),
                                      appFolder: appFolder, constrained: ViewConverter.constrainedViews(root))
        let template = LayoutDocument(name: stem, file: file, device: IBDevice.nearest(root.child("device")?["id"]),
                                      strings: strings ?? stringsFolder(for: file), table: stem,
                                      assets: catalog, root: ViewNode(kind: .view, id: nil, location: root.location))
        var documents: [LayoutDocument] = []
        if let scenes = root.child("scenes") {
            let bars = navigationBars(scenes)
            let tabBars = IBTabBars.placements(scenes).merging(
                IBTabBars.remote(scenes, storyboard: stem, initial: root["initialViewController"], appFolder: appFolder)) { own, _ in own }
            let openers = IBOpeners(storyboard: root, file: file, references: appFolder.storyboardReferences)
            for scene in scenes.children("scene") {
                for controller in scene.child("objects")?.children ?? [] {
                    guard var document = screen(controller, template: template, converter: converter, bars: bars, tabBars: tabBars) else { continue }
                    document.outlets = IBOutlets.outlets(in: scene)
                    for root in controller["id"].flatMap({ tabBars[$0]?.roots }) ?? [] {
                        document.outlets += IBOutlets.tabBarItem(of: root.controller, item: root.item)
                    }
                    document.openers = openers.scene(controller)
                    documents.append(document)
                }
            }
        } else if let objects = root.child("objects") {
            let openers = IBOpeners.nib(objects, file: file)
            // The view File's Owner (a view controller) shows as its `view`: a view controller's root view.
            let owner = objects.children.first { $0["placeholderIdentifier"] == "IBFilesOwner" }
            let controllerView = owner?.child("connections")?.children("outlet").first { $0["property"] == "view" }?["destination"]
            let outlets = IBOutlets.outlets(in: objects)
            // A view controller at the top level (a launch screen xib made from a controller) is that controller's screen.
            for controller in objects.children where controller.name.hasSuffix("Controller") {
                guard var document = screen(controller, template: template, converter: converter, bars: [:], tabBars: [:]) else { continue }
                document.outlets = outlets
                document.openers = openers
                documents.append(document)
            }
            // Views only: gesture recognizers and other objects have no frame.
            for element in objects.children where element.name != "placeholder" && element.child("rect", key: "frame") != nil {
                var document = template
                // Sanitised as a scene's name is: a `/` in the id must not become a folder of the output.
                document.name = "\(stem)-\((element["id"] ?? "view").replacingOccurrences(of: "/", with: "-"))"
                // As tall as the document's device: a screen; shorter: a freeform view of its own height.
                let height = converter.designSize(element).height
                let screenHeight = IBDevice.sizes[root.child("device")?["id"] ?? ""]?.1
                    ?? Device.named(template.device ?? Device.defaultName)?.height ?? 0
                let fullScreen = height <= 0 || height >= screenHeight - 1
                document.rootPlacement = fullScreen ? .screen : .designHeight(height)
                converter.safeAreaIsOwnBounds = !fullScreen
                switch element.name {
                case "tableViewCell":
                    // A cell as its table shows it: as wide as the screen, its row height tall.
                    document.root = converter.cell(element, table: nil)
                    document.rootPlacement = .designHeight(ViewConverter.rowHeight(cell: element, table: nil) ?? (height > 0 ? height : 44))
                case "collectionViewCell":
                    document.root = converter.collectionCell(element)
                    document.rootPlacement = .designSize(width: converter.designSize(element).width, height: height)
                default:
                    document.root = converter.node(element, placement: .root)
                }
                if element["id"] == controllerView && document.root.margins == .system { document.root.margins = .viewController }
                document.developmentLanguage = "en"
                document.outlets = outlets
                document.openers = openers
                documents.append(document)
            }
        }
        // A document without views (an empty storyboard, one of only tab bar controllers) has no layouts.
        for index in documents.indices {
            documents[index].approximations = converter.approximations
            guard !converter.looseImages.isEmpty else { continue }
            documents[index].looseImages = converter.looseImages
            documents[index].looseImageRoot = appFolder.root
        }
        return documents
    }

    /// A layout for a view controller's view, under its navigation controller's bar and over its tab bar controller's
    /// when it has them.
    private static func screen(_ controller: IBElement, template: LayoutDocument, converter: ViewConverter,
                               bars: [String: IBElement], tabBars: [String: IBTabBarPlacement]) -> LayoutDocument? {
        guard let id = controller["id"],
              let viewElement = controller.children.first(where: { $0["key"] == "view" }) else { return nil }
        for guide in controller.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
            guard let guideID = guide["id"] else { continue }
            let special = guide["type"] == "bottom" ? ConstraintSpec.SpecialItem.bottomLayoutGuide : ConstraintSpec.SpecialItem.topLayoutGuide
            converter.guides[guideID] = (special, .frame)
        }
        var document = template
        let title = controller["title"] ?? controller.child("navigationItem", key: "navigationItem")?["title"]
        let suffix = controller["storyboardIdentifier"] ?? title ?? id
        document.name = "\(template.name)-\(suffix.replacingOccurrences(of: "/", with: "-"))"
        document.developmentLanguage = "en"
        var view = converter.node(viewElement, placement: .root)
        if view.margins == .system { view.margins = .viewController }
        let isTable = viewElement.name == "tableView"
        // A table view controller's content starts below the bars and status bar (its content inset).
        document.rootPlacement = isTable ? .safeArea : .screen
        let navigation = bars[id].map { (item: controller.child("navigationItem", key: "navigationItem"), bar: $0) }
        if navigation != nil || tabBars[id] != nil {
            document.rootPlacement = .screen
            let (screen, top, bottom) = converter.screenWithBars(root: view, navigation: navigation, tabs: tabBars[id],
                                                                 startsAtSafeArea: isTable, location: controller.location)
            document.root = screen
            document.topBarHeight = top
            document.bottomBarHeight = bottom
        } else {
            document.root = view
        }
        return document
    }

    /// Navigation controllers' bars by the id of each view controller they show: the root, and the scenes `show` and
    /// `push` segues push onto the stack from it (each under the bar, with its own navigation item; the back button
    /// UIKit adds is not drawn, its room kept on the leading side as for any bar without a left item).
    private static func navigationBars(_ scenes: IBElement) -> [String: IBElement] {
        var bars: [String: IBElement] = [:]
        let controllers = IBTabBars.controllers(scenes)
        for controller in scenes.descendants where controller.name == "navigationController" {
            // A hidden bar is not drawn, and the safe area is the status bar's alone.
            guard !controller.flag("navigationBarHidden"),
                  let bar = controller.child("navigationBar", key: "navigationBar") else { continue }
            let segues = controller.child("connections")?.children("segue") ?? []
            guard let root = segues.first(where: { $0["relationship"] == "rootViewController" })?["destination"] else { continue }
            // The root and every scene pushed onto the stack show the bar, each with its own navigation item.
            for scene in IBTabBars.pushed(from: [root], in: controllers, keepingBottomBar: false) where bars[scene] == nil {
                bars[scene] = bar
            }
        }
        return bars
    }

    /// The folder that holds `Base.lproj` (the file's folder's parent when the file is in it), else the
    /// file's own folder when it has `.lproj` folders beside the file.
    static func stringsFolder(for file: String) -> String? {
        let folder = (file as NSString).deletingLastPathComponent
        let base = folder.isEmpty ? "." : folder
        if (base as NSString).lastPathComponent.hasSuffix(".lproj") {
            let parent = (base as NSString).deletingLastPathComponent
            return parent.isEmpty ? "." : parent
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
        return names.contains { $0.hasSuffix(".lproj") } ? base : nil
    }

    /// The first `*.xcassets` (by name) in the file's folder or one of the four above it.
    static func assetCatalog(above file: String) -> String? {
        var folder = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
        for _ in 0..<5 {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            // A folder (never an AppleDouble `._Assets.xcassets` file beside it).
            let catalog = names.first { name in
                var isFolder: ObjCBool = false
                return name.hasSuffix(".xcassets") && !name.hasPrefix(".")
                    && FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder) && isFolder.boolValue
            }
            if let catalog { return folder.appendingPathComponent(catalog).path }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return nil
    }
}

/// Interface Builder's `<device id>` onto the nearest built-in device by screen size in points.
enum IBDevice {
    static let sizes: [String: (Double, Double)] = [
        "retina3_5": (320, 480), "retina4_0": (320, 568), "retina4_7": (375, 667), "retina5_5": (414, 736),
        "retina5_9": (375, 812), "retina6_1": (414, 896), "retina6_5": (414, 896), "retina6_0": (390, 844),
        "retina6_12": (390, 844), "retina6_3": (402, 874), "retina6_72": (428, 926), "retina6_7": (430, 932),
        "retina6_9": (440, 956), "ipad9_7": (768, 1024), "ipad10_2": (810, 1080), "ipad10_5": (834, 1112),
        "ipad10_9rounded": (820, 1180), "ipad11": (834, 1194), "ipad11_0rounded": (834, 1194), "ipad12_9": (1024, 1366),
        "ipad12_9rounded": (1024, 1366), "ipad7_9": (768, 1024),
    ]

    static func nearest(_ id: String?) -> String? {
        guard let id else { return nil }
        guard let (width, height) = sizes[id] else { return id.hasPrefix("ipad") ? "ipad" : nil }
        let phones = Device.all.filter { $0.name != "watch-45" }
        return phones.min { abs($0.width - width) + abs($0.height - height) < abs($1.width - width) + abs($1.height - height) }?.name
    }
}
