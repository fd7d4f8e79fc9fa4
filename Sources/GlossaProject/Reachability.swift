import GlossaLayout

/// Why nothing Glossa can follow opens `document`'s screen, as a finding's `because` says it; nil when something
/// does: it is its storyboard's initial view controller, a segue, relationship or storyboard reference leads to it,
/// or the code names it (a scene's storyboard identifier, or a xib's nib name, as a string; a scene's or a xib's
/// class by its name: `SettingsViewController()`, `String(describing: PhotoCell.self)`).
///
/// Also nil when Glossa cannot tell: the document is a Glossa layout (no `openers`), or no source file was read.
/// Generated code (R.swift's `R.storyboard.main.settingsVC`, SwiftGen's `StoryboardScene.Main.settingsVC`) names a
/// scene by its identifier with a lowercase first letter; such a name counts too.
public func unopenedReason(of document: LayoutDocument, code: AppCode) -> String? {
    guard let openers = document.openers, !code.isEmpty, !openers.isOpenedByDocuments else { return nil }
    let identifiers = openers.identifiers
    if identifiers.contains(where: { code.mentions(string: $0) || code.mentions(identifier: Reachability.generatedName($0)) }) { return nil }
    if openers.classes.contains(where: code.mentions(identifier:)) { return nil }
    return Reachability.phrase(openers)
}

enum Reachability {
    /// The name R.swift and SwiftGen give a scene or nib in the code they generate: `settingsVC` for `SettingsVC`.
    static func generatedName(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }

    static func phrase(_ openers: SceneOpeners) -> String {
        let quoted = { (names: [String]) in names.map { "'\($0)'" }.joined(separator: ", ") }
        if openers.isScene {
            let start = "nothing opens \(openers.label): it is not the initial view controller, no segue or storyboard reference leads to it"
            switch (openers.identifiers.first, openers.classes.first) {
            case let (identifier?, type?):
                return start + ", and neither its identifier '\(identifier)' nor its class '\(type)' appears in the app's code"
            case let (identifier?, nil):
                return start + ", and its identifier '\(identifier)' appears nowhere in the app's code"
            case let (nil, type?):
                return start + ", it has no storyboard identifier, and its class '\(type)' appears nowhere in the app's code"
            case (nil, nil):
                return start + ", and it has neither a storyboard identifier nor a class of its own"
            }
        }
        let names = openers.identifiers.count == 1 ? "its nib name \(quoted(openers.identifiers))" : "its nib names \(quoted(openers.identifiers))"
        guard !openers.classes.isEmpty else {
            return "nothing loads \(openers.label): \(names) \(openers.identifiers.count == 1 ? "appears" : "appear") nowhere in the app's code"
        }
        let classes = openers.classes.count == 1 ? "its class \(quoted(openers.classes))" : "its classes \(quoted(openers.classes))"
        return "nothing loads \(openers.label): neither \(names) nor \(classes) appears in the app's code"
    }
}
