import Foundation
import GlossaRender

// `GlossaBench png [--runs N] DIR`: every PNG under DIR (screens `glossa render` wrote) decoded once, then
// encoded with each candidate setting; one line per setting: total bytes, median milliseconds of this
// thread's CPU time per screen (over N runs; CPU time, so other processes on a busy machine do not count) and bytes relative to the first line, the setting Glossa used before (zlib level 3, no
// filter: what libpng's FAST flag chose).

func runPNGBench(_ arguments: [String]) {
    var runs = 3, folder: String?
    var index = 0
    while index < arguments.count {
        if arguments[index] == "--runs", index + 1 < arguments.count {
            runs = Int(arguments[index + 1]) ?? runs
            index += 1
        } else {
            folder = arguments[index]
        }
        index += 1
    }
    guard let folder else {
        print("usage: GlossaBench png [--runs N] DIR")
        exit(2)
    }
    do {
        let canvases = try pngFiles(under: folder).map { path in
            try PNG.decode(Array(FileManager.default.contents(atPath: path) ?? Data()), name: path)
        }
        print("png: \(canvases.count) screens from \(folder)")
        var reference: Int?
        for setting in pngCandidates {
            var bytes = 0
            var times: [Double] = []
            for _ in 0..<runs {
                bytes = 0
                let start = threadCPUMilliseconds()
                for canvas in canvases { bytes += try PNG.encode(canvas, compression: setting).count }
                times.append((threadCPUMilliseconds() - start) / Double(canvases.count))
            }
            let median = times.sorted()[times.count / 2]
            reference = reference ?? bytes
            let relative = Double(bytes) / Double(reference!)
            print(String(format: "%-28@ %10d bytes  %6.2f ms/screen  size %.3f", setting.description as NSString, bytes, median, relative))
            fflush(nil)
        }
    } catch {
        print("png bench: \(error)")
        exit(1)
    }
}

private let pngCandidates: [PNGCompression] = [
    PNGCompression(filter: .none, deflater: .zlib(level: 3, strategy: 0)),
    PNGCompression(filter: .none, deflater: .zlib(level: 1, strategy: 0)),
    PNGCompression(filter: .up, deflater: .zlib(level: 1, strategy: 0)),
    PNGCompression(filter: .up, deflater: .zlib(level: 1, strategy: 3)),
    PNGCompression(filter: .up, deflater: .zlib(level: 6, strategy: 1)),
    PNGCompression(filter: .none, deflater: .libdeflate(level: 1)),
    PNGCompression(filter: .none, deflater: .libdeflate(level: 3)),
    PNGCompression(filter: .none, deflater: .libdeflate(level: 6)),
    PNGCompression(filter: .up, deflater: .libdeflate(level: 1)),
    PNGCompression(filter: .up, deflater: .libdeflate(level: 6)),
    PNGCompression(filter: .sub, deflater: .libdeflate(level: 1)),
    PNGCompression(filter: .paeth, deflater: .libdeflate(level: 1)),
    PNGCompression(filter: .adaptive, deflater: .libdeflate(level: 6)),
    PNGCompression(filter: .none, deflater: .neighbours),
    PNGCompression(filter: .up, deflater: .neighbours),
    PNGCompression(filter: .sub, deflater: .neighbours),
]

/// This thread's CPU time in milliseconds.
private func threadCPUMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
}

private func pngFiles(under folder: String) throws -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder)
    var paths: [String] = []
    while let item = enumerator?.nextObject() as? String {
        if item.hasSuffix(".png") { paths.append((folder as NSString).appendingPathComponent(item)) }
    }
    return paths.sorted()
}

// `GlossaBench png-compare A B`: decodes every PNG under folder A and the same path under B; prints the
// files whose pixels differ and a count (how a change of encoder is shown not to change a pixel).
func runPNGCompare(_ arguments: [String]) {
    guard arguments.count == 2 else {
        print("usage: GlossaBench png-compare A B")
        exit(2)
    }
    do {
        var same = 0, different = 0
        for path in try pngFiles(under: arguments[0]) {
            let other = arguments[1] + path.dropFirst(arguments[0].count)
            let a = try PNG.decode(Array(FileManager.default.contents(atPath: path) ?? Data()), name: path)
            let b = try PNG.decode(Array(FileManager.default.contents(atPath: other) ?? Data()), name: other)
            if a.width == b.width, a.height == b.height, a.pixels == b.pixels { same += 1 } else { different += 1; print("differs: \(other)") }
        }
        print("png-compare: \(same) same pixels, \(different) different")
    } catch {
        print("png-compare: \(error)")
        exit(1)
    }
}
