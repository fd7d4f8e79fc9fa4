import Foundation
import GlossaLayout

/// What in a storyboard or xib may open its screens (`SceneOpeners`), as UIKit opens them.
struct IBOpeners {
    private let fileName: String
    private let storyboard: String
    private let initial: String?
    private let destinations: Set<String>
    private let references: Set<StoryboardReference>

    /// A storyboard's openers: its `initialViewController`, the destinations of its segues (relationships and
    /// embeds included: every `<segue>` names its `destination`), and the app's storyboard references.
    init(storyboard root: IBElement, file: String, references: Set<StoryboardReference>) {
        fileName = (file as NSString).lastPathComponent
        storyboard = (fileName as NSString).deletingPathExtension
        initial = root["initialViewController"]
        destinations = Set(root.descendants.lazy.filter { $0.name == "segue" }.compactMap { $0["destination"] })
        self.references = references
    }

    /// What opens the scene of view controller `controller`.
    func scene(_ controller: IBElement) -> SceneOpeners {
        let id = controller["id"] ?? ""
        let identifier = controller["storyboardIdentifier"]
        let name = identifier ?? controller["title"] ?? controller["customClass"] ?? id
        var openers = SceneOpeners(label: "scene '\(name)' of \(fileName)", isScene: true)
        openers.isInitial = initial == id
        openers.isSegueDestination = destinations.contains(id)
        // A reference without an identifier opens its storyboard's initial view controller.
        openers.isReferenced = identifier.map { references.contains(StoryboardReference(storyboard: storyboard, identifier: $0)) } ?? false
            || (openers.isInitial && references.contains(StoryboardReference(storyboard: storyboard, identifier: nil)))
        openers.identifiers = identifier.map { [$0] } ?? []
        openers.classes = controller["customClass"].map { [$0] } ?? []
        return openers
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
