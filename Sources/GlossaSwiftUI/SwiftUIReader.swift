import Foundation
import GlossaLayout

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

    /// Whether a Swift file's text declares screens: it imports SwiftUI and has a preview.
    public static func declaresPreviews(_ text: String) -> Bool {
        text.contains("import SwiftUI") && (text.contains("#Preview") || text.contains("PreviewProvider") || text.contains("WindowGroup"))
    }

    /// Whether the file at `path` declares screens (read only as far as needed).
    public static func declaresPreviews(file path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path), data.count < 4 << 20 else { return false }
        return declaresPreviews(String(decoding: data, as: UTF8.self))
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
        for (identity, path) in shown.sorted(by: { $0.key < $1.key }) {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            index.add(SourceFile(path: path, text: String(decoding: data, as: UTF8.self)), screens: screenSet.contains(identity))
        }
        index.addWindowGroups()
        screenFiles = screens
    }

    private static func identity(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The documents of the previews, in file and source order, with `strings` as their strings folder.
    public func read(strings: String?, assets: String?) -> Read {
        var read = Read()
        for damaged in index.damaged {
            read.unparsed[damaged.file] = "\((damaged.file as NSString).lastPathComponent):\(damaged.line):\(damaged.column)"
        }
        let order = Dictionary(uniqueKeysWithValues: screenFiles.enumerated().map { ($1, $0) })
        let previews = index.previews.sorted {
            (order[$0.file.path] ?? 0, $0.line) < (order[$1.file.path] ?? 0, $1.line)
        }
        let colors = AssetColors.read(catalog: assets)
        for preview in previews {
            let interpreter = Interpreter(index: index, assetColors: colors)
            var views = interpreter.views(preview.body, scope: Scope(selfType: nil))
            if views.isEmpty {
                // Never silence: the screen is a labelled box, reported `unsupported`.
                read.skipped.append("\(preview.file.path):\(preview.line):\(preview.column): preview '\(preview.name)'")
                views = [interpreter.unsupportedView("preview that shows no view Glossa can follow", at: preview.node)]
            }
            var root: ViewNode
            if views.count == 1 {
                root = views[0]
            } else {
                // Several views at the top are laid out one above the other, as a hosting view lays out a tuple.
                root = ViewNode(kind: .vstack, id: "\(preview.file.name):\(preview.line):\(preview.column)",
                                location: SourceLocation(file: preview.file.path, line: preview.line, column: preview.column))
                root.swiftUI = SwiftUIAttributes(type: "Preview")
                root.children = views
            }
            var document = LayoutDocument(name: preview.name, file: preview.file.path, device: nil, strings: strings,
                                          table: "Localizable", assets: assets, root: root)
            document.layoutRules = .swiftUI
            document.rootPlacement = .safeArea
            document.approximations = interpreter.approximations
            if let place = read.unparsed[preview.file.path] {
                document.approximations["Swift that does not parse from \(place) on (read as far as it parses)"] = 1
            }
            read.documents.append(document)
        }
        return read
    }
}
