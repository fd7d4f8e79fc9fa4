import Foundation
import GlossaLayout

/// What in a storyboard or xib may open its screens (`SceneOpeners`), as UIKit opens them.
struct IBOpeners {
    private let fileName: String
    private let storyboard: String
    private let initial: String?
    private let references: Set<StoryboardReference>
    /// Every view controller of the storyboard by id (navigation and tab bar controllers, which have no view, too).
    private let controllers: [String: IBElement]
    /// The ids of the scenes from which segues lead to each destination, in file order.
    private let sources: [String: [String]]
    /// The identifiers of the manual segues (`SceneOpeners.performedSegues`) to each destination, in file order.
    private let performed: [String: [ManualSegue]]
    /// The scenes the storyboard opens on its own: its initial view controller, the scenes storyboard references
    /// name, the destinations of segues whose source is not a view controller's scene, and the scenes segues lead to
    /// from those, and so on.
    private let opened: Set<String>

    /// A storyboard's openers: its `initialViewController`, its segue graph (relationships and embeds included: every
    /// `<segue>` names its `destination`, and its source is the view controller of the scene that holds it, even on
    /// a gesture recognizer beside it), and the app's storyboard references.
    init(storyboard root: IBElement, file: String, references: Set<StoryboardReference>) {
        fileName = (file as NSString).lastPathComponent
        let storyboard = (fileName as NSString).deletingPathExtension
        self.storyboard = storyboard
        initial = root["initialViewController"]
        self.references = references
        var controllers: [String: IBElement] = [:]
        var sources: [String: [String]] = [:]
        var targets: [String: [String]] = [:]
        var manual: [(destination: String, segue: ManualSegue)] = []
        var roots = initial.map { [$0] } ?? []
        for scene in root.child("scenes")?.children("scene") ?? [] {
            let controller = scene.child("objects")?.children.first { $0["sceneMemberID"] == "viewController" && $0["id"] != nil }
            if let controller, let id = controller["id"] {
                controllers[id] = controller
                if let identifier = controller["storyboardIdentifier"],
                   references.contains(StoryboardReference(storyboard: storyboard, identifier: identifier)) { roots.append(id) }
            }
            for segue in scene.descendants where segue.name == "segue" {
                // An unwind segue leads back to the exit of a scene already shown: it opens nothing.
                guard let destination = segue["destination"], segue["kind"] != "unwind" else { continue }
                // A segue Glossa cannot trace to a scene opens its destination: Glossa cannot tell otherwise.
                guard let source = controller?["id"] else { roots.append(destination); continue }
                // A manual segue without an identifier cannot be performed (Xcode warns of it): it counts as any segue does.
                if let controller, let identifier = segue["identifier"], Self.isManual(segue, of: controller) {
                    manual.append((destination, ManualSegue(identifier: identifier, sourceClass: controller["customClass"])))
                    continue
                }
                if sources[destination]?.contains(source) != true { sources[destination, default: []].append(source) }
                targets[source, default: []].append(destination)
            }
        }
        if let initial, references.contains(StoryboardReference(storyboard: storyboard, identifier: nil)) { roots.append(initial) }
        var opened = Set(roots)
        while let next = roots.popLast() {
            for target in targets[next] ?? [] where opened.insert(target).inserted { roots.append(target) }
        }
        // A manual segue opens its destination when the code performs it, by its identifier; that code is its source's
        // class's, which runs only when something opens its source.
        var performed: [String: [ManualSegue]] = [:]
        for (destination, segue) in manual where performed[destination]?.contains(segue) != true {
            performed[destination, default: []].append(segue)
        }
        self.controllers = controllers
        self.sources = sources
        self.performed = performed
        self.opened = opened
    }

    /// Whether `segue` is a manual segue of scene `controller`: drawn from the view controller itself (in its own
    /// `<connections>`), not from a control, a cell or a gesture, so that only `performSegue(withIdentifier:)` in the
    /// code makes it happen. A navigation or tab bar controller's relationships sit there too: they are no manual segue.
    static func isManual(_ segue: IBElement, of controller: IBElement) -> Bool {
        guard let kind = segue["kind"], !["relationship", "embed", "unwind"].contains(kind),
              let connections = controller.child("connections") else { return false }
        return connections.children.contains { $0.name == "segue" && $0["id"] == segue["id"] && $0["destination"] == segue["destination"] }
    }

    /// What opens the scene of view controller `controller`.
    func scene(_ controller: IBElement) -> SceneOpeners {
        let id = controller["id"] ?? ""
        let identifier = controller["storyboardIdentifier"]
        var openers = SceneOpeners(label: "scene '\(Self.name(controller))' of \(fileName)", isScene: true)
        openers.isInitial = initial == id
        // A reference without an identifier opens its storyboard's initial view controller.
        openers.isReferenced = identifier.map { references.contains(StoryboardReference(storyboard: storyboard, identifier: $0)) } ?? false
            || (openers.isInitial && references.contains(StoryboardReference(storyboard: storyboard, identifier: nil)))
        openers.isSegueDestination = opened.contains(id) && !openers.isInitial && !openers.isReferenced
        openers.identifiers = identifier.map { [$0] } ?? []
        openers.classes = controller["customClass"].map { [$0] } ?? []
        if !opened.contains(id) {
            (openers.segueSources, openers.directSources) = segueSources(of: id)
            openers.performedSegues = performed[id] ?? []
        }
        return openers
    }

    /// The scenes from which segues lead to scene `id`, directly or through one another, none of them opened by the
    /// storyboard alone; and the indices of those whose segues lead to it directly.
    private func segueSources(of id: String) -> ([SegueSource], [Int]) {
        var index: [String: Int] = [:]
        var found: [SegueSource] = []
        var pending: [String] = []
        func add(_ source: String) -> Int {
            if let known = index[source] { return known }
            let element = controllers[source]
            index[source] = found.count
            found.append(SegueSource(name: element.map(Self.name) ?? source,
                                     identifiers: element?["storyboardIdentifier"].map { [$0] } ?? [],
                                     classes: element?["customClass"].map { [$0] } ?? [],
                                     performedSegues: performed[source] ?? []))
            pending.append(source)
            return found.count - 1
        }
        let direct = (sources[id] ?? []).map(add)
        while let next = pending.popLast() {
            let leading = (sources[next] ?? []).map(add)
            if let at = index[next] { found[at].sources = leading }
        }
        return (found, direct)
    }

    /// How a message names a scene: its storyboard identifier, else its title, class or id.
    private static func name(_ controller: IBElement) -> String {
        controller["storyboardIdentifier"] ?? controller["title"] ?? controller["customClass"] ?? controller["id"] ?? ""
    }

    /// What loads a xib (`objects` is its top-level objects): its nib name, the file's stem and the stem without a
    /// device suffix (UIKit picks `Cell~ipad.xib` for the name `Cell` on iPad), and the classes that may load it by
    /// name: the File's Owner's and the top-level objects' custom classes.
    static func nib(_ objects: IBElement, file: String) -> SceneOpeners {
        let fileName = (file as NSString).lastPathComponent
        let stem = (fileName as NSString).deletingPathExtension
        var openers = SceneOpeners(label: fileName, isScene: false)
        openers.identifiers = [stem]
        for suffix in ["~ipad", "~iphone"] where stem.hasSuffix(suffix) { openers.identifiers.append(String(stem.dropLast(suffix.count))) }
        for object in objects.children {
            guard let custom = object["customClass"], !openers.classes.contains(custom) else { continue }
            guard object.name != "placeholder" || object["placeholderIdentifier"] == "IBFilesOwner" else { continue }
            openers.classes.append(custom)
        }
        return openers
    }
}

/// The storyboard references of a storyboard file, read from its text without building its tree: every
/// `<viewControllerPlaceholder storyboardName="X" referencedIdentifier="Y"/>`.
enum IBStoryboardReferences {
    static func references(inFile path: String) -> [StoryboardReference] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        return references(in: String(decoding: data, as: UTF8.self))
    }

    static func references(in text: String) -> [StoryboardReference] {
        var found: [StoryboardReference] = []
        var rest = text[...]
        while let start = rest.range(of: "<viewControllerPlaceholder") {
            let tail = rest[start.upperBound...]
            let end = tail.firstIndex(of: ">") ?? tail.endIndex
            let tag = tail[..<end]
            if let storyboard = attribute("storyboardName", in: tag) {
                found.append(StoryboardReference(storyboard: storyboard, identifier: attribute("referencedIdentifier", in: tag)))
            }
            rest = tail[end...]
        }
        return found
    }

    private static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let range = tag.range(of: " \(name)=\"") else { return nil }
        let value = tag[range.upperBound...].prefix { $0 != "\"" }
        return String(value).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
