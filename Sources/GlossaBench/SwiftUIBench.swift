import Foundation
import Glossa
import GlossaProject
import GlossaSwiftUI
import GlossaText

// `GlossaBench swiftui ...`, driven by bench/swiftui.sh (bench/swiftui.py):
//
//     GlossaBench swiftui list ROOT             the Swift files a run over ROOT reads, one absolute path a line
//     GlossaBench swiftui read [--runs N] ROOT  reading and interpreting them, best of N runs (3), in process
//     GlossaBench swiftui screens [--runs N] [--locales L,...] SWIFTUI STORYBOARD
//                                               ms per screen of a check of each, runs alternating (5)
//
// `read` does what `glossa check ROOT` does for SwiftUI: the search for the documents (the Swift files with previews
// are the screens), every Swift file under ROOT as the views' sources, the strings folder and asset catalog found
// there, then `SwiftUIReader` and its `read`. It prints one line of `name value` pairs (bytes, seconds) and the
// process's resident memory before the first run and at its peak (VmHWM), in MB.

func runSwiftUIBench(_ arguments: [String]) {
    var runs: Int?, locales = ["en", "ar", "de", "fr"], rest: [String] = []
    var index = 1
    while index < arguments.count {
        let next = index + 1 < arguments.count ? arguments[index + 1] : ""
        switch arguments[index] {
        case "--runs": runs = Int(next); index += 1
        case "--locales": locales = next.split(separator: ",").map(String.init); index += 1
        default: rest.append(arguments[index])
        }
        index += 1
    }
    switch (arguments.first, rest.count) {
    case ("list", 1):
        for file in SwiftUIApp(root: rest[0]).files { print(file) }
    case ("read", 1):
        readSwiftUIApp(rest[0], runs: runs ?? 3)
    case ("screens", 2):
        compareScreens(swiftUI: rest[0], storyboard: rest[1], locales: locales, runs: runs ?? 5)
    default:
        print("usage: GlossaBench swiftui list ROOT | read [--runs N] ROOT",
              "| screens [--runs N] [--locales L,...] SWIFTUI STORYBOARD")
        exit(2)
    }
}

/// An app folder as a run over it finds its SwiftUI screens and sources.
private struct SwiftUIApp {
    /// The Swift files with previews the document search takes (what `glossa check ROOT` lays out).
    var screens: [String] = []
    /// Every Swift file under the folder: the views, helpers and constants the previews use.
    var sources: [String] = []

    init(root: String) {
        do {
            screens = try LayoutDiscovery.files(MatrixOptions(paths: [root])).filter(SwiftUIDocuments.isSwift)
        } catch {
            print("swiftui bench: \(error)")
            exit(1)
        }
        sources = AppSourceFolders.files(under: [root], extensions: ["swift"])
    }

    /// The files the reader reads, each once, absolute and sorted.
    var files: [String] {
        Set((screens + sources).map { URL(fileURLWithPath: $0).standardizedFileURL.path }).sorted()
    }
}

private func seconds(since start: UInt64) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// The process's resident memory now (`VmRSS`) or at its peak (`VmHWM`), in MB, from /proc/self/status.
private func residentMB(_ field: String) -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }),
          let kB = Double(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
    return kB / 1024
}

private func readSwiftUIApp(_ root: String, runs: Int) {
    let before = residentMB("VmRSS")
    var best: (search: Double, parse: Double, interpret: Double)?
    var last: (app: SwiftUIApp, read: SwiftUIReader.Read)?
    for _ in 0..<max(runs, 1) {
        var start = DispatchTime.now().uptimeNanoseconds
        let found = SwiftUIApp(root: root)
        let search = seconds(since: start)
        start = DispatchTime.now().uptimeNanoseconds
        let reader = SwiftUIReader(screens: found.screens, sources: found.sources)
        let parse = seconds(since: start)
        start = DispatchTime.now().uptimeNanoseconds
        let read = reader.read(strings: SwiftUIDocuments.stringsFolder(in: root),
                               assets: SwiftUIDocuments.assetCatalog(in: root))
        let interpret = seconds(since: start)
        last = (found, read)
        if best.map({ search + parse + interpret < $0.search + $0.parse + $0.interpret }) ?? true {
            best = (search, parse, interpret)
        }
    }
    guard let last, let best else { return }
    let files = last.app.files
    let bytes = files.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
    print(String(format: "read files %d bytes %d screens %d documents %d unparsed %d", files.count, bytes,
                 last.app.screens.count, last.read.documents.count, last.read.unparsed.count),
          String(format: "search %.4f parse %.4f interpret %.4f total %.4f", best.search, best.parse, best.interpret,
                 best.search + best.parse + best.interpret),
          String(format: "rss %.1f peak %.1f", before, residentMB("VmHWM")))
}

/// `glossa check` in process over a SwiftUI folder and a storyboard, in the same locales at every content size on an
/// iPhone 15, without reading the app's code for the texts it sets (`appSources` none; `read` times the Swift). Fonts
/// are loaded once; each run is a fresh Simulator, the two inputs taking turns so that a drift of the machine's speed
/// meets both.
private func compareScreens(swiftUI: String, storyboard: String, locales: [String], runs: Int) {
    do {
        let registry = try FontRegistry.bundled()
        for run in 0..<runs {
            for (name, path) in [("swiftui", swiftUI), ("storyboard", storyboard)] {
                var options = MatrixOptions(paths: [path])
                options.locales = .list(locales)
                options.contentSizes = DynamicType.contentSizes
                options.devices = ["iphone-15"]
                options.appSources = .none
                let simulator = Simulator(textEngine: TextEngine(registry: registry))
                let start = DispatchTime.now().uptimeNanoseconds
                let results = try simulator.run(options)
                let elapsed = seconds(since: start) * 1000
                guard !results.isEmpty else {
                    print("swiftui bench: no screen in \(path)")
                    exit(1)
                }
                print("\(name) run \(String(format: "%.4f", elapsed / Double(results.count)))")
                if run == 0 {
                    let layouts = Set(results.map(\.layout)).count
                    let views = results.reduce(0) { $0 + $1.views.count }
                    let perScreen = String(format: "%.1f", Double(views) / Double(results.count))
                    print("\(name) screens \(results.count) layouts \(layouts) views \(perScreen)")
                }
            }
        }
    } catch {
        print("swiftui bench: \(error)")
        exit(1)
    }
}
