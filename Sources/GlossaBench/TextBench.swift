import Foundation
import GlossaRender
import GlossaText

/// One paragraph of the text benchmark: a sample file in bench/texts and how both engines set it.
private struct TextSample: Sendable {
    /// File stem in the texts folder and the name printed in the table.
    let name: String
    /// BCP 47 language, given to our engine and to pango-view's --language.
    let language: String
    let rightToLeft: Bool
}

/// The fixed settings both engines get: same text, font size, wrap width and pixels per point.
private enum TextBenchSettings {
    static let samples = [
        TextSample(name: "latin", language: "en", rightToLeft: false),
        TextSample(name: "arabic", language: "ar", rightToLeft: true),
        TextSample(name: "devanagari", language: "hi", rightToLeft: false),
        TextSample(name: "thai", language: "th", rightToLeft: false),
        TextSample(name: "cjk", language: "ja", rightToLeft: false),
    ]
    /// Points; at scale 1 (pango-view: --dpi=72) that is 17 pixels per em on both sides.
    static let size = 17.0
    static let width = 360.0
    static let scale = 1.0
    /// Our engine picks fonts from the bundled manifest; pango gets the same files through fontconfig.
    static let pangoFont = "Noto Sans 17"
}

/// `GlossaBench text ...`: the text engine against pango-view on the same paragraphs.
///
/// Modes:
///   --one NAME --texts DIR [--out PNG] [--phases]   one cold run, as a whole process: load fonts, lay out,
///                                                 rasterize, encode and write the PNG (what is timed per
///                                                 process against one pango-view process)
///   --in-process --texts DIR [--runs N]           per-phase timings inside one process
///   --startup                                     exits at once: the bare process start-up cost
///   (default) --texts DIR --pango PATH --fontconfig FILE --work DIR [--runs N] [--only NAME,...]
///                                                 spawns both tools alternately, prints the table and
///                                                 `text ratio=R`
func runTextBench(_ arguments: [String]) {
    var options = TextBenchOptions()
    do {
        options = try TextBenchOptions.parse(arguments)
        if options.startup { return }
        if let one = options.one {
            try TextBench.runOne(one, options: options)
        } else if options.inProcess {
            try TextBench.printInProcessTable(options)
        } else {
            try TextBench.runComparison(options)
        }
    } catch {
        FileHandle.standardError.write(Data("GlossaBench text: \(error)\n".utf8))
        exit(1)
    }
}

/// Namespace for the text benchmark's steps, so their names cannot clash with other benchmarks in this module.
private enum TextBench {}

/// Command-line options of `GlossaBench text`.
private struct TextBenchOptions {
    var one: String?
    var inProcess = false
    var startup = false
    var texts = "bench/texts"
    var out: String?
    var phases = false
    var runs = 11
    var pango = "pango-view"
    var fontconfig: String?
    var work = NSTemporaryDirectory()
    var only: [String]?

    static func parse(_ arguments: [String]) throws(TextBenchError) -> TextBenchOptions {
        var options = TextBenchOptions()
        var index = 0
        func value(_ name: String) throws(TextBenchError) -> String {
            index += 1
            guard index < arguments.count else { throw TextBenchError("\(name) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--one": options.one = try value(argument)
            case "--in-process": options.inProcess = true
            case "--startup": options.startup = true
            case "--texts": options.texts = try value(argument)
            case "--out": options.out = try value(argument)
            case "--phases": options.phases = true
            case "--runs":
                let text = try value(argument)
                guard let runs = Int(text), runs > 0 else { throw TextBenchError("--runs must be a positive integer, not '\(text)'") }
                options.runs = runs
            case "--pango": options.pango = try value(argument)
            case "--fontconfig": options.fontconfig = try value(argument)
            case "--work": options.work = try value(argument)
            case "--only": options.only = try value(argument).split(separator: ",").map(String.init)
            default: throw TextBenchError("unknown option '\(argument)'")
            }
            index += 1
        }
        return options
    }

    var samples: [TextSample] {
        guard let only else { return TextBenchSettings.samples }
        return TextBenchSettings.samples.filter { only.contains($0.name) }
    }

    func text(of sample: TextSample) throws(TextBenchError) -> String {
        let path = (texts as NSString).appendingPathComponent("\(sample.name).txt")
        guard let data = FileManager.default.contents(atPath: path) else { throw TextBenchError("\(path): cannot read the file") }
        var text = String(decoding: data, as: UTF8.self)
        while text.last?.isNewline == true { text.removeLast() }
        return text
    }
}

/// A benchmark failure, printed as one line.
private struct TextBenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

// MARK: - One paragraph, end to end

/// Milliseconds spent in each step of one paragraph's render.
private struct TextPhases {
    var fonts = 0.0
    var layout = 0.0
    var raster = 0.0
    var png = 0.0
    var total: Double { fonts + layout + raster + png }
}

private extension TextBench {
    /// The paragraph style a sample is set in: 17 pt, its language, RTL layout for RTL scripts.
    static func style(for sample: TextSample) -> ParagraphStyle {
        ParagraphStyle(size: TextBenchSettings.size, language: sample.language,
                       layoutDirection: sample.rightToLeft ? .rightToLeft : .leftToRight)
    }

    /// Lays out, rasterizes, encodes and (when `path` is given) writes one paragraph; a fresh engine every call,
    /// so nothing is served from the layout cache. Glyph bitmaps are cold only if `registry` is fresh.
    static func renderParagraph(_ text: String, sample: TextSample, registry: FontRegistry, to path: String?,
                                phases: inout TextPhases) throws -> (width: Int, height: Int, lines: Int) {
        var start = monotonicMilliseconds()
        let engine = TextEngine(registry: registry)
        let layout = try engine.layout(text, style: style(for: sample), width: .exactly(TextBenchSettings.width))
        var now = monotonicMilliseconds()
        phases.layout = now - start
        start = now
        let scale = TextBenchSettings.scale
        var canvas = Canvas(width: Int((layout.width * scale).rounded(.up)), height: Int((layout.height * scale).rounded(.up)),
                            background: .white)
        canvas.draw(layout, at: (0, 0), scale: scale, color: .black)
        now = monotonicMilliseconds()
        phases.raster = now - start
        start = now
        let png = try PNG.encode(canvas)
        if let path { try writeFile(png, to: path) }
        now = monotonicMilliseconds()
        phases.png = now - start
        return (canvas.width, canvas.height, layout.lines.count)
    }

    /// A plain write, like cairo's PNG writer (no temporary file and rename).
    static func writeFile(_ bytes: [UInt8], to path: String) throws(TextBenchError) {
        guard let file = fopen(path, "wb") else { throw TextBenchError("\(path): cannot open for writing") }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        fclose(file)
        guard written == bytes.count else { throw TextBenchError("\(path): short write") }
    }

    /// `--one NAME`: the whole per-process job pango-view does: open fonts, lay out, draw, write a PNG.
    static func runOne(_ name: String, options: TextBenchOptions) throws {
        guard let sample = TextBenchSettings.samples.first(where: { $0.name == name }) else {
            throw TextBenchError("unknown sample '\(name)'; one of \(TextBenchSettings.samples.map(\.name).joined(separator: ", "))")
        }
        let text = try options.text(of: sample)
        var phases = TextPhases()
        let start = monotonicMilliseconds()
        let registry = try FontRegistry.bundled()
        phases.fonts = monotonicMilliseconds() - start
        let size = try renderParagraph(text, sample: sample, registry: registry, to: options.out, phases: &phases)
        if options.phases {
            print("\(name): \(size.width)x\(size.height) px, \(size.lines) lines; fonts \(ms(phases.fonts)) layout "
                  + "\(ms(phases.layout)) raster \(ms(phases.raster)) png \(ms(phases.png)) ms")
        }
    }
}

// MARK: - In-process timings

/// Medians over `runs` iterations inside this process (milliseconds).
private struct TextInProcessFigures {
    /// FontRegistry.bundled(): reading the manifest and checking the files; faces open later, during layout.
    var fonts: Double
    /// Fresh registry (cold glyph bitmaps) and fresh engine; registry loading not included.
    var cold: TextPhases
    /// One registry kept across iterations (glyph bitmaps cached), fresh engine each time.
    var warm: Double
}

private extension TextBench {
    /// Per-phase medians for one sample inside this process; the first render (page faults, lazy
    /// initialisation) is left out.
    static func measureInProcess(_ sample: TextSample, text: String, runs: Int, work: String) throws -> TextInProcessFigures {
        let path = (work as NSString).appendingPathComponent("inprocess-\(sample.name).png")
        var fonts: [Double] = [], layout: [Double] = [], raster: [Double] = [], png: [Double] = [], warm: [Double] = []
        let kept = try FontRegistry.bundled()
        var scratch = TextPhases()
        _ = try renderParagraph(text, sample: sample, registry: kept, to: path, phases: &scratch)
        for _ in 0..<runs {
            let start = monotonicMilliseconds()
            let registry = try FontRegistry.bundled()
            fonts.append(monotonicMilliseconds() - start)
            var phases = TextPhases()
            _ = try renderParagraph(text, sample: sample, registry: registry, to: path, phases: &phases)
            layout.append(phases.layout)
            raster.append(phases.raster)
            png.append(phases.png)
            var warmPhases = TextPhases()
            _ = try renderParagraph(text, sample: sample, registry: kept, to: path, phases: &warmPhases)
            warm.append(warmPhases.total)
        }
        return TextInProcessFigures(fonts: median(fonts),
                                    cold: TextPhases(fonts: 0, layout: median(layout), raster: median(raster), png: median(png)),
                                    warm: median(warm))
    }

    /// `--in-process`: the per-phase table alone, without spawning anything.
    static func printInProcessTable(_ options: TextBenchOptions) throws {
        print("in-process medians of \(options.runs) runs (ms): fonts = FontRegistry.bundled(); cold = fresh registry and engine, "
              + "fonts excluded; warm = glyph bitmaps cached, fresh engine")
        print(pad("script", 12) + pad("fonts", 9) + pad("layout", 9) + pad("raster", 9) + pad("png", 9) + pad("cold", 9) + "warm")
        for sample in options.samples {
            let figures = try measureInProcess(sample, text: try options.text(of: sample), runs: options.runs, work: options.work)
            print(pad(sample.name, 12) + pad(ms(figures.fonts), 9) + pad(ms(figures.cold.layout), 9)
                  + pad(ms(figures.cold.raster), 9) + pad(ms(figures.cold.png), 9) + pad(ms(figures.cold.total), 9)
                  + ms(figures.warm))
        }
    }
}

// MARK: - Process against process

/// Wall and CPU time of one child process, milliseconds.
private struct TextProcessTiming {
    var wall: Double
    var cpu: Double
}

private extension TextBench {
    /// The headline: each sample rendered by both tools as whole processes, alternately, then the ratio.
    static func runComparison(_ options: TextBenchOptions) throws {
        guard let fontconfig = options.fontconfig else { throw TextBenchError("--fontconfig FILE is required (see bench/text.sh)") }
        let selfPath = executablePath()
        let pango = try resolveExecutable(options.pango)
        let runs = options.runs
        let width = TextBenchSettings.width
        print("""
            text benchmark: \(Int(width)) pt wide paragraphs, \(TextBenchSettings.pangoFont) px (dpi 72, scale 1), \
            release build, medians of \(runs) runs per side
              process (headline): one whole process per render on each side, spawned alternately by this harness:
                ours  = GlossaBench text --one NAME: start-up, FontRegistry.bundled() (manifest; faces open when a
                        fallback chain first needs them), fresh TextEngine, layout, rasterize (cold glyph
                        bitmaps), PNG encode, write file
                pango = pango-view --no-display --output=FILE.png: start-up, fontconfig (warm cache, only Fonts/ via
                        FONTCONFIG_FILE), load of the faces it needs, layout, cairo rasterize, PNG write;
                        unhinted outlines, subpixel positions, unhinted metrics (our engine renders that way too)
              in-process (information): medians inside one warm process; fonts = FontRegistry.bundled(),
                cold = fresh registry + engine (fonts excluded), warm = glyph bitmaps already cached
              ratio per script = ours/pango (process medians); text ratio = geometric mean of the per-script ratios
            """)
        var ratios: [Double] = []
        var oursSum = 0.0, pangoSum = 0.0
        print("")
        let header = pad("script", 12) + pad("ours ms", 10) + pad("pango ms", 10) + pad("ratio", 8) + pad("cpu ours", 10)
            + pad("cpu pango", 11) + "| in-process: fonts  cold(layout+raster+png)  warm"
        print(header)
        for sample in options.samples {
            let text = try options.text(of: sample)
            let ourPNG = (options.work as NSString).appendingPathComponent("ours-\(sample.name).png")
            let pangoPNG = (options.work as NSString).appendingPathComponent("pango-\(sample.name).png")
            let ourArguments = [selfPath, "text", "--one", sample.name, "--texts", options.texts, "--out", ourPNG]
            var pangoArguments = [pango, "--no-display", "--output=\(pangoPNG)", "--font=\(TextBenchSettings.pangoFont)",
                                  "--width=\(Int(width))", "--dpi=72", "--margin=0", "--hinting=none", "--hint-metrics=off",
                                  "--subpixel-positions", "--background=white", "--foreground=black",
                                  "--language=\(sample.language)"]
            if sample.rightToLeft { pangoArguments.append("--rtl") }
            pangoArguments.append("--text=\(text)")
            let pangoEnvironment = ["FONTCONFIG_FILE=\(fontconfig)"]

            // One untimed run each: page cache, fontconfig cache, output files exist.
            _ = try spawnAndWait(ourArguments, extraEnvironment: [])
            _ = try spawnAndWait(pangoArguments, extraEnvironment: pangoEnvironment)
            var ours: [TextProcessTiming] = [], theirs: [TextProcessTiming] = []
            for run in 0..<runs {
                // Alternate which side goes first so drift in machine load falls on both equally.
                if run % 2 == 0 {
                    ours.append(try spawnAndWait(ourArguments, extraEnvironment: []))
                    theirs.append(try spawnAndWait(pangoArguments, extraEnvironment: pangoEnvironment))
                } else {
                    theirs.append(try spawnAndWait(pangoArguments, extraEnvironment: pangoEnvironment))
                    ours.append(try spawnAndWait(ourArguments, extraEnvironment: []))
                }
            }
            let oursWall = median(ours.map(\.wall)), pangoWall = median(theirs.map(\.wall))
            let figures = try measureInProcess(sample, text: text, runs: runs, work: options.work)
            let ratio = oursWall / pangoWall
            ratios.append(ratio)
            oursSum += oursWall
            pangoSum += pangoWall
            let row = pad(sample.name, 12) + pad(ms(oursWall), 10) + pad(ms(pangoWall), 10) + pad(String(format: "%.2f", ratio), 8)
                + pad(ms(median(ours.map(\.cpu))), 10) + pad(ms(median(theirs.map(\.cpu))), 11)
                + "|             " + pad(ms(figures.fonts), 7) + pad(ms(figures.cold.total), 8)
                + pad("(\(ms(figures.cold.layout))+\(ms(figures.cold.raster))+\(ms(figures.cold.png)))", 17) + ms(figures.warm)
            print(row)
        }
        guard !ratios.isEmpty else { throw TextBenchError("no samples selected") }
        // Fixed cost of being a process at all, included in every row above.
        let startupArguments = [selfPath, "text", "--startup"], pangoVersion = [pango, "--version"]
        var ourStartup: [Double] = [], pangoStartup: [Double] = []
        for _ in 0..<runs {
            ourStartup.append(try spawnAndWait(startupArguments, extraEnvironment: []).wall)
            pangoStartup.append(try spawnAndWait(pangoVersion, extraEnvironment: []).wall)
        }
        print(pad("(start-up)", 12) + pad(ms(median(ourStartup)), 10) + pad(ms(median(pangoStartup)), 10)
              + "        process start and exit only: GlossaBench text --startup, pango-view --version")
        let geometric = exp(ratios.map { log($0) }.reduce(0, +) / Double(ratios.count))
        print("")
        print("sum of medians: ours \(ms(oursSum)) ms, pango \(ms(pangoSum)) ms, ratio \(String(format: "%.2f", oursSum / pangoSum))")
        print("text ratio=\(String(format: "%.2f", geometric)) (geometric mean of per-script process-median ratios, ours/pango-view)")
    }

    /// Spawns `arguments` with stdout and stderr sent to /dev/null and waits; fails on a non-zero exit.
    static func spawnAndWait(_ arguments: [String], extraEnvironment: [String]) throws -> TextProcessTiming {
        let names = Set(extraEnvironment.map { String($0.prefix { $0 != "=" }) })
        var environment = extraEnvironment
        for (key, value) in ProcessInfo.processInfo.environment where !names.contains(key) { environment.append("\(key)=\(value)") }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        let start = monotonicMilliseconds()
        let spawned = posix_spawn(&pid, argv[0]!, &actions, nil, argv, envp)
        guard spawned == 0 else { throw TextBenchError("cannot start \(arguments[0]): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw TextBenchError("wait for \(arguments[0]) failed") }
        }
        let wall = monotonicMilliseconds() - start
        // WIFEXITED && WEXITSTATUS == 0, spelled out: the C macros are not imported.
        guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
            throw TextBenchError("\(arguments.prefix(4).joined(separator: " ")) … failed (status \(status)); run it by hand to see why")
        }
        func milliseconds(_ time: timeval) -> Double { Double(time.tv_sec) * 1000 + Double(time.tv_usec) / 1000 }
        return TextProcessTiming(wall: wall, cpu: milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime))
    }

    /// `name` as a path: itself if it has a slash, else the first match on PATH.
    static func resolveExecutable(_ name: String) throws(TextBenchError) -> String {
        if name.contains("/") { return name }
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        throw TextBenchError("\(name) not found on PATH (Debian: apt-get install pango1.0-tools)")
    }

    /// This executable's absolute path, to spawn `--one` runs of itself.
    static func executablePath() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if count > 0 { return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        return Bundle.main.executablePath ?? CommandLine.arguments[0]
    }

    // MARK: - Small helpers

    /// Milliseconds on a clock that wall-clock changes do not move.
    static func monotonicMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }

    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    static func ms(_ value: Double) -> String { String(format: "%.1f", value) }

    /// `text` left-aligned in a column of `width` characters (at least one space after it).
    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
