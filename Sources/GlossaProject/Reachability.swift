import GlossaLayout

/// Why nothing Glossa can follow opens `document`'s screen, as a finding's `because` says it; nil when something
/// does: it is its storyboard's initial view controller, a storyboard reference leads to it, the code names it (a
/// scene's storyboard identifier, or a xib's nib name, as a string; a scene's or a xib's class by its name:
/// `SettingsViewController()`, `String(describing: PhotoCell.self)`), or a segue or relationship leads to it from a
/// scene something opens in turn. A scene reached only from scenes nothing opens is not opened either.
///
/// Also nil when Glossa cannot tell: the document is a Glossa layout (no `openers`), or no source file was read.
/// Generated code (R.swift's `R.storyboard.main.settingsVC`, SwiftGen's `StoryboardScene.Main.settingsVC`) names a
/// scene by its identifier with a lowercase first letter; such a name counts too.
public func unopenedReason(of document: LayoutDocument, code: AppCode) -> String? {
    guard let openers = document.openers, !code.isEmpty, !openers.isOpenedByDocuments else { return nil }
    if Reachability.names(openers.identifiers, openers.classes, in: code) { return nil }
    if Reachability.performs(openers.performedSegues, in: code) { return nil }
    if Reachability.opensAny(openers.directSources, of: openers.segueSources, code: code) { return nil }
    return Reachability.phrase(openers, running: code.hasCodeThatDoesNotRun) + Reachability.unreachedNames(openers, code: code)
}

enum Reachability {
    /// The name R.swift and SwiftGen give a scene or nib in the code they generate: `settingsVC` for `SettingsVC`.
    static func generatedName(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }

    /// Whether the code names a scene or a xib: an identifier as a string (or as R.swift and SwiftGen name it), a
    /// class by its name.
    static func names(_ identifiers: [String], _ classes: [String], in code: AppCode) -> Bool {
        identifiers.contains { code.mentions(string: $0) || code.mentions(identifier: generatedName($0)) }
            || classes.contains(where: code.mentions(identifier:))
    }

    /// Whether the code performs one of the manual `segues`: their identifier as a string (not only compared with, as
    /// `prepare(for:sender:)` does), or as a name (`Segue.showDetail.rawValue`, R.swift's `R.segue.main.showDetail`). A
    /// segue leaving a scene whose class inherits from a library's controller (`PBRevealViewController` performs its
    /// `pb_right` segue itself) is performed by code Glossa does not read: it counts as performed.
    static func performs(_ segues: [ManualSegue], in code: AppCode) -> Bool {
        segues.contains { segue in
            let identifier = segue.identifier
            return code.mentions(string: identifier) || code.mentions(identifier: identifier)
                || code.mentions(identifier: generatedName(identifier)) || segue.sourceClass.map(code.inheritsFromLibrary) == true
        }
    }

    /// Whether the code opens one of the scenes at `indices` of `sources`, or one from which segues lead to them, and
    /// so on: the scenes segues lead to from a scene the code opens are opened.
    static func opensAny(_ indices: [Int], of sources: [SegueSource], code: AppCode) -> Bool {
        var seen = Set(indices)
        var pending = indices
        while let next = pending.popLast() {
            guard sources.indices.contains(next) else { continue }
            let source = sources[next]
            if names(source.identifiers, source.classes, in: code) || performs(source.performedSegues, in: code) { return true }
            for earlier in source.sources where seen.insert(earlier).inserted { pending.append(earlier) }
        }
        return false
    }

    /// Where the names of the screen (or of the scenes whose segues lead to it) appear only in code that runs for no
    /// screen anyone opens: "; its identifier 'X' appears only in the code of 'A', whose screens nothing opens".
    static func unreachedNames(_ openers: SceneOpeners, code: AppCode) -> String {
        guard code.hasCodeThatDoesNotRun else { return "" }
        let names = openers.identifiers + openers.classes + openers.performedSegues.map(\.identifier)
            + openers.segueSources.flatMap { $0.identifiers + $0.classes + $0.performedSegues.map(\.identifier) }
        var places: [String] = []
        for name in names {
            for place in code.onlyUnreached(naming: name) + code.onlyUnreached(naming: generatedName(name)) where !places.contains(place) {
                places.append(place)
            }
        }
        let methods = places.compactMap(SourceFacts.method(ofPlace:))
        let classes = Array(Set(places.filter { SourceFacts.method(ofPlace: $0) == nil }
            + methods.map(\.type).filter { code.unreached.contains($0) })).sorted()
        let uncalled = methods.filter { !code.unreached.contains($0.type) }
        var said = ""
        if !classes.isEmpty {
            let quoted = classes.map { "'\($0)'" }.joined(separator: ", ")
            said += "; only the code of \(quoted) names it, and nothing opens \(classes.count == 1 ? "a screen of that class" : "a screen of those classes")"
        }
        if !uncalled.isEmpty {
            let quoted = uncalled.map { "'\($0.method)' of '\($0.type)'" }.sorted().joined(separator: ", ")
            said += "; only the method\(uncalled.count == 1 ? "" : "s") \(quoted) name\(uncalled.count == 1 ? "s" : "") it, "
                + "and nothing calls \(uncalled.count == 1 ? "it" : "them") (no code, storyboard or xib)"
        }
        return said
    }

    /// `running`: some classes' code runs for no screen (`AppCode.unreached`), so "the app's code" is the code that runs.
    static func phrase(_ openers: SceneOpeners, running: Bool = false) -> String {
        let runs = running ? " that runs" : ""
        let quoted = { (names: [String]) in names.map { "'\($0)'" }.joined(separator: ", ") }
        if openers.isScene {
            let sources = openers.directSources.filter(openers.segueSources.indices.contains).map { openers.segueSources[$0].name }
            let performed = openers.performedSegues.map(\.identifier)
            let start = switch sources.count {
            case 0 where !performed.isEmpty:
                "nothing opens \(openers.label): only manual segues lead to it (\(quoted(performed))), and no code\(runs) performs them"
            case 0: "nothing opens \(openers.label): it is not the initial view controller, no segue or storyboard reference leads to it"
            case 1: "nothing opens \(openers.label): the only segues to it come from a scene nothing opens (\(quoted(sources)))"
            default: "nothing opens \(openers.label): the only segues to it come from scenes nothing opens (\(quoted(sources)))"
            }
            switch (openers.identifiers.first, openers.classes.first) {
            case let (identifier?, type?):
                return start + ", and neither its identifier '\(identifier)' nor its class '\(type)' appears in the app's code\(runs)"
            case let (identifier?, nil):
                return start + ", and its identifier '\(identifier)' appears nowhere in the app's code\(runs)"
            case let (nil, type?):
                return start + ", it has no storyboard identifier, and its class '\(type)' appears nowhere in the app's code\(runs)"
            case (nil, nil):
                return start + ", and it has neither a storyboard identifier nor a class of its own"
            }
        }
        let names = openers.identifiers.count == 1 ? "its nib name \(quoted(openers.identifiers))" : "its nib names \(quoted(openers.identifiers))"
        guard !openers.classes.isEmpty else {
            return "nothing loads \(openers.label): \(names) \(openers.identifiers.count == 1 ? "appears" : "appear") nowhere in the app's code\(runs)"
        }
        let classes = openers.classes.count == 1 ? "its class \(quoted(openers.classes))" : "its classes \(quoted(openers.classes))"
        return "nothing loads \(openers.label): neither \(names) nor \(classes) appears in the app's code\(runs)"
    }
}
