import Foundation
import GlossaLayout
import SwiftSyntax

/// Reads an app's SwiftUI source into layout documents: one per `#Preview` block and `PreviewProvider`, laid out by
/// SwiftUI's rules (`LayoutDocument.layoutRules`). Nothing in a file stops the reading: a file swift-syntax cannot
/// parse is read as far as it parses and named in `notes`; a view the interpreter does not know is a box.
public struct SwiftUIReader {
    /// A SwiftUI file's screens, and what the reader could not follow.
    public struct Read: Sendable {
        public var documents: [LayoutDocument] = []
        /// Files swift-syntax could parse only in part, with where the first error is (`File.swift:12:5`).
        public var unparsed: [String: String] = [:]
        /// Previews that show no view Glossa can follow (`File.swift:12:1: preview 'Name'`): no screen.
        public var skipped: [String] = []
    }

    private let index = SourceIndex()
    private var screenFiles: [String] = []

    /// Reads `screens` (the files whose previews are screens) with every file of `sources` (the app's Swift files,
    /// whose views, helpers and constants the previews use).
    public init(screens: [String], sources: [String]) {
        // One file, however its path is written (the search's form for a screen's file wins).
        var shown: [String: String] = [:]
        for path in screens + sources where shown[Self.identity(path)] == nil { shown[Self.identity(path)] = path }
        let screenSet = Set(screens.map(Self.identity))
        let files = shown.sorted(by: { $0.key < $1.key })
        // Files are read and parsed in parallel (each on its own), then indexed in order, one after the other.
        let parsed = ParsedFiles(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { position in
            guard let data = FileManager.default.contents(atPath: files[position].value) else { return }
            parsed.set(position, SourceFile(path: files[position].value, text: String(decoding: data, as: UTF8.self)))
        }
        for (position, (identity, _)) in files.enumerated() {
            if let file = parsed.files[position] { index.add(file, screens: screenSet.contains(identity)) }
        }
        index.resolveAliases()
        index.addWindowGroups()
        screenFiles = screens
    }

    private static func identity(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// Screens made from navigation at most: a bound on work for any source (previews and windows are all read).
    static let maximumDestinations = 60

    /// The documents of the previews, in file and source order, then of the other tabs of their `TabView`s, then of
    /// the app views navigation leads to, with `strings` as their strings folder.
    public func read(strings: String?, assets: String?, generatedKeys: GeneratedKeys = GeneratedKeys()) -> Read {
        // Interpreting recurses as deep as the source nests (bounded, `Interpreter.maximumNesting`): on a thread of its
        // own with a stack for that, whatever thread asks (a worker's or a task's stack is small).
        let result = ReadResult(reader: self)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            // The reader is used on this thread alone while the caller waits.
            result.read = result.reader.readNow(strings: strings, assets: assets, generatedKeys: generatedKeys)
            done.signal()
        }
        thread.stackSize = Self.stackSize
        thread.start()
        done.wait()
        return result.read
    }

    /// The interpreting thread's stack.
    static let stackSize = 256 << 20

    private final class ReadResult: @unchecked Sendable {
        let reader: SwiftUIReader
        var read = Read()

        init(reader: SwiftUIReader) {
            self.reader = reader
        }
    }

    private func readNow(strings: String?, assets: String?, generatedKeys: GeneratedKeys) -> Read {
        var read = Read()
        for damaged in index.damaged {
            read.unparsed[damaged.file] = "\((damaged.file as NSString).lastPathComponent):\(damaged.line):\(damaged.column)"
        }
        let order = Dictionary(uniqueKeysWithValues: screenFiles.enumerated().map { ($1, $0) })
        let previews = index.previews.sorted {
            (order[$0.file.path] ?? 0, $0.line) < (order[$1.file.path] ?? 0, $1.line)
        }
        let colors = AssetColors.read(catalog: assets)
        var names = Set<String>()
        // Where navigation leads, with the file of the screen it leads from: a destination's screen is that file's, as a
        // search names screens by the files that declare them.
        var pending: [(destination: Destination, from: SourceFile)] = []
        func add(_ name: String, file: SourceFile, views: [ViewNode], interpreter: Interpreter, at place: (line: Int, column: Int, node: Syntax)) {
            var unique = name, count = 1
            while names.contains(unique) {
                count += 1
                unique = "\(name)-\(count)"
            }
            names.insert(unique)
            read.documents.append(document(unique, file: file, views: views, interpreter: interpreter, at: place,
                                           strings: strings, assets: assets, unparsed: read.unparsed[file.path]))
            pending += interpreter.destinations.map { ($0, file) }
        }
        for preview in previews {
            let place = (preview.line, preview.column, preview.node)
            let interpreter = Interpreter(index: index, assetColors: colors, generatedKeys: generatedKeys)
            var views = interpreter.views(preview.body, scope: Scope(selfType: nil))
            if views.isEmpty {
                // Never silence: the screen is a labelled box, reported `unsupported`.
                read.skipped.append("\(preview.file.path):\(preview.line):\(preview.column): preview '\(preview.name)'")
                views = [interpreter.unsupportedView("preview that shows no view Glossa can follow", at: preview.node)]
            }
            add(preview.name, file: preview.file, views: views, interpreter: interpreter, at: place)
            // Each other tab of the screen's first `TabView`, selected.
            guard let tabView = interpreter.tabViews.first else { continue }
            for (tab, title) in tabView.titles.enumerated().dropFirst() {
                let again = Interpreter(index: index, assetColors: colors, generatedKeys: generatedKeys)
                again.selectedTabs[tabView.id] = tab
                let shown = again.views(preview.body, scope: Scope(selfType: nil))
                guard !shown.isEmpty else { continue }
                add("\(preview.name)-\(title.map(Self.nameComponent) ?? "tab-\(tab + 1)")", file: preview.file, views: shown,
                    interpreter: again, at: place)
            }
        }
        // The app views navigation leads to, breadth first: each type once, and not one a preview already shows.
        var shownTypes = Set(previews.compactMap { Self.shownType($0.body) })
        var made = 0
        while !pending.isEmpty, made < Self.maximumDestinations {
            let (destination, file) = pending.removeFirst()
            guard let (type, call) = destination.shownView(in: index), !shownTypes.contains(type.name),
                  Interpreter(index: index, assetColors: colors, generatedKeys: generatedKeys).argumentsKnown(call, scope: destination.scope),
                  let callFile = index.file(of: call) else { continue }
            shownTypes.insert(type.name)
            let interpreter = Interpreter(index: index, assetColors: colors, generatedKeys: generatedKeys)
            let views = destination.statements.map { interpreter.views($0, scope: destination.scope.child()) }
                ?? destination.expression.map { interpreter.viewsOf(interpreter.evaluate($0, scope: destination.scope), at: Syntax($0)) } ?? []
            guard !views.isEmpty else { continue }
            let place = callFile.position(of: call)
            add(type.name, file: file, views: views, interpreter: interpreter, at: (place.line, place.column, Syntax(call)))
            made += 1
        }
        return read
    }

    /// The app view a preview's body shows at its top (`SettingsView()` in `#Preview { SettingsView() }`).
    private static func shownType(_ body: [CodeBlockItemSyntax]) -> String? {
        guard body.count == 1, let only = body.first else { return nil }
        return Destination.expression(of: only).flatMap(Destination.innermostCall).flatMap(Destination.calledName)
    }

    /// A tab's title as part of a screen's name: letters, digits and `.`, `_`, `-` kept, other runs one `-`.
    static func nameComponent(_ title: String) -> String {
        var result = ""
        for character in title {
            if character.isLetter || character.isNumber || "._".contains(character) {
                result.append(character)
            } else if !result.isEmpty, result.last != "-" {
                result.append("-")
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result.isEmpty ? "tab" : String(result.prefix(40))
    }

    private func document(_ name: String, file: SourceFile, views: [ViewNode], interpreter: Interpreter,
                          at place: (line: Int, column: Int, node: Syntax), strings: String?, assets: String?,
                          unparsed: String?) -> LayoutDocument {
        var root: ViewNode
        if views.count == 1 {
            root = views[0]
        } else {
            // Several views at the top are laid out one above the other, as a hosting view lays out a tuple.
            let written = index.file(of: place.node) ?? file
            root = ViewNode(kind: .vstack, id: "\(written.name):\(place.line):\(place.column)",
                            location: SourceLocation(file: written.path, line: place.line, column: place.column))
            root.swiftUI = SwiftUIAttributes(type: "Preview")
            root.children = views
        }
        var document = LayoutDocument(name: name, file: file.path, device: nil, strings: strings,
                                      table: "Localizable", assets: assets, root: root)
        document.layoutRules = .swiftUI
        document.rootPlacement = .safeArea
        document.approximations = interpreter.approximations
        if let unparsed {
            document.approximations["Swift that does not parse from \(unparsed) on (read as far as it parses)"] = 1
        }
        return document
    }
}

/// The files parsed in parallel, each in its place.
private final class ParsedFiles: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var files: [SourceFile?]

    init(count: Int) {
        files = Array(repeating: nil, count: count)
    }

    func set(_ position: Int, _ file: SourceFile) {
        lock.lock()
        files[position] = file
        lock.unlock()
    }
}
