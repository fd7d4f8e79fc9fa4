import Foundation
import GlossaProject

/// `GlossaBench sources ROOT...`: how long reading an app's Swift and Objective-C sources for the texts its
/// code sets takes (listing, lexing and resolving), best of three runs, with the files' size.
func runSourcesBench(_ arguments: [String]) {
    guard !arguments.isEmpty else {
        print("usage: GlossaBench sources ROOT...")
        return
    }
    let files = AppSourceFolders.files(under: arguments)
    let bytes = files.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
    var best = Double.infinity
    var code = AppCode()
    for _ in 0..<3 {
        let start = DispatchTime.now().uptimeNanoseconds
        code = AppCode.read(roots: arguments)
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    print(String(format: "sources: %d files, %.1f MB, %d outlets set in code, %.3f s (%.1f MB/s)",
                 code.files.count, Double(bytes) / 1e6, code.setterCount, best, Double(bytes) / 1e6 / best))
}
