import Foundation
import Glossa
import GlossaText

// `GlossaBench matrix --mode check|render [--runs N] [--locales L,...] [--out DIR] PATH...`: the matrix of
// bench/matrix.py's Glossa side. Fonts are loaded once (as the browser is launched once); each run is a fresh
// Simulator over them (so no layout or shaping result is carried from one run to the next) running every
// content size of every locale. Prints `run <ms per screen>` per run, then `screens <count>`.

func runMatrixBench(_ arguments: [String]) {
    var mode = "check", runs = 5, locales = ["en"], output = NSTemporaryDirectory(), paths: [String] = []
    var index = 0
    while index < arguments.count {
        let argument = arguments[index]
        let next = index + 1 < arguments.count ? arguments[index + 1] : ""
        switch argument {
        case "--mode": mode = next; index += 1
        case "--runs": runs = Int(next) ?? runs; index += 1
        case "--locales": locales = next.split(separator: ",").map(String.init); index += 1
        case "--out": output = next; index += 1
        default: paths.append(argument)
        }
        index += 1
    }
    guard mode == "check" || mode == "render", !paths.isEmpty else {
        print("usage: GlossaBench matrix --mode check|render [--runs N] [--locales L,...] [--out DIR] PATH...")
        exit(2)
    }
    do {
        let registry = try FontRegistry.bundled()
        var options = MatrixOptions(paths: paths)
        options.locales = .list(locales)
        options.contentSizes = DynamicType.contentSizes
        options.outputDirectory = mode == "render" ? output : nil
        for _ in 0..<runs {
            let simulator = Simulator(textEngine: TextEngine(registry: registry))
            let start = DispatchTime.now().uptimeNanoseconds
            let results = try simulator.run(options)
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            print("run \(elapsed / Double(results.count))")
            print("screens \(results.count)")
        }
    } catch {
        print("matrix bench: \(error)")
        exit(1)
    }
}
