import Foundation
import Yams

/// Reads a layout document (contract v1 of DESIGN.md) from YAML 1.2 or JSON into a `LayoutDocument`.
///
/// Every problem is a `LayoutDiagnostic` at the file, line and column of the key or value at fault;
/// when a document has several, the one reported is the first in document order, so fixing them top
/// to bottom always works. Unknown keys are errors, never ignored: a misspelt `aligment` would
/// otherwise silently lay a screen out differently.
public enum DocumentParser {
    /// Reads and parses the layout file at `path`.
    public static func parse(file path: String) throws(LayoutDiagnostic) -> LayoutDocument {
        try parse(text: try read(path), file: path)
    }

    /// Parses `text` as the contents of `file`; paths in it are resolved against `file`'s folder.
    public static func parse(text: String, file: String) throws(LayoutDiagnostic) -> LayoutDocument {
        let (document, diagnostics) = analyze(text: text, file: file)
        if let first = diagnostics.first { throw first }
        guard let document else { throw LayoutDiagnostic("\(file): no layout in the document", at: nil) }
        return document
    }

    /// Every problem in `text`, in document order (empty when it parses), for editors and `check`
    /// runs that want them all at once.
    public static func diagnostics(text: String, file: String) -> [LayoutDiagnostic] {
        analyze(text: text, file: file).diagnostics
    }

    static func read(_ path: String) throws(LayoutDiagnostic) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot be read" : "does not exist"
            throw LayoutDiagnostic("\(path): layout file \(reason)", at: nil)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw LayoutDiagnostic("\(path): layout file is not UTF-8 text", at: nil)
        }
        return text
    }

    static func analyze(text: String, file: String) -> (document: LayoutDocument?, diagnostics: [LayoutDiagnostic]) {
        let root: Node?
        do {
            // No resolver rules: plain scalars are typed by `ParserContext.scalarKind` (the YAML 1.2 core schema).
            root = try Yams.compose(yaml: text, Resolver.basic)
        } catch {
            return (nil, [YAMLErrors.diagnostic(error, text: text, file: file)])
        }
        var context = ParserContext(file: file)
        guard let root, case .mapping(let mapping) = root else {
            let what = root.map { "not \(ParserContext.describe($0))" } ?? "but the file is empty"
            context.report(LayoutDiagnostic("a layout document must be a mapping with a 'root' view, \(what)",
                                            at: context.location(root?.mark)))
            return (nil, context.sortedDiagnostics)
        }
        var views = ViewParser(context: context)
        let document = documentFields(mapping, at: root, file: file, views: &views)
        checkConstraintItems(&views)
        let diagnostics = views.context.sortedDiagnostics
        return (diagnostics.isEmpty ? document : nil, diagnostics)
    }

    private static func documentFields(_ mapping: Node.Mapping, at node: Node, file: String,
                                       views: inout ViewParser) -> LayoutDocument? {
        var document = LayoutDocument(name: Paths.stem(of: file), file: file, device: nil, strings: nil,
                                      table: "Localizable", assets: nil,
                                      root: ViewNode(kind: .view, id: nil, location: views.context.location(node)))
        var root: ViewNode?
        var sawRoot = false, sawStrings = false
        let entries = views.context.entries(mapping)
        if let components = entries.first(where: { $0.key == "components" }) {
            views.context.components = ComponentDefinitions.read(components.value, &views.context)
        }
        for entry in entries {
            let (key, value) = (entry.key, entry.value)
            if key == "root" {
                sawRoot = true
                root = views.node(value)
                continue
            }
            views.context.recording { (c: inout ParserContext) throws(LayoutDiagnostic) in
                switch key {
                case "name": document.name = try outputName(value, c)
                case "device": document.device = try device(value, c)
                case "strings":
                    sawStrings = true
                    document.strings = try Paths.folder(value, "strings", "strings folder", relativeTo: file, c)
                case "table": document.table = try nonEmpty(value, key, c)
                case "timeZone": document.timeZone = try c.timeZone(value)
                case "assets": document.assets = try Paths.folder(value, "assets", "asset catalog", relativeTo: file, c)
                case "$schema": _ = try c.string(value, key)  // for editors; nothing to lay out
                case "components": break  // read before the views
                default: throw c.unknownKey(key, at: entry.keyNode, in: "the document", known: ParserKeys.document)
                }
            }
        }
        if !sawStrings { document.strings = Paths.defaultStrings(besides: file) }
        guard let root else {
            if !sawRoot {
                views.context.report(views.context.error("the document has no 'root' view (as in 'root: {vstack: {children: […]}}')", at: node))
            }
            return nil
        }
        document.root = root
        return document
    }

    /// Constraints may name any id in the document, so they are checked once every id is known.
    private static func checkConstraintItems(_ views: inout ViewParser) {
        let known = views.ids.map(\.id)
        let names = known + ["superview", "safe"]
        for parsed in views.constraints {
            for item in parsed.items where !names.contains(item.name) {
                views.context.report(LayoutDiagnostic(
                    "unknown view '\(item.name)' in constraint '\(parsed.spec.text)'\(Suggestions.hint(for: item.name, in: names))",
                    at: item.location))
            }
        }
    }

    private static func outputName(_ value: Node, _ c: ParserContext) throws(LayoutDiagnostic) -> String {
        let name = try nonEmpty(value, "name", c)
        // The name becomes a folder of the output (DIR/<layout>/<device>/<locale>.png).
        if name.contains("/") || name == "." || name == ".." {
            throw c.error("'name' names the layout's output folder, so it cannot be '\(name)' or contain '/'", at: value)
        }
        return name
    }

    private static func device(_ value: Node, _ c: ParserContext) throws(LayoutDiagnostic) -> String {
        let name = try c.string(value, "device")
        let known = Device.all.map(\.name)
        guard known.contains(name) else {
            throw c.error("unknown device '\(name)'\(Suggestions.hint(for: name, in: known)) (known devices: \(known.joined(separator: ", ")))", at: value)
        }
        return name
    }

    private static func nonEmpty(_ value: Node, _ name: String, _ c: ParserContext) throws(LayoutDiagnostic) -> String {
        let text = try c.string(value, name)
        guard !text.isEmpty else { throw c.error("'\(name)' must not be empty", at: value) }
        return text
    }
}
