internal import CDeflate
import Foundation

/// What a thread keeps for its next screens: its canvases' pixels and its PNG memory.
///
/// A screen @3x is 12 MB of canvas and 9 MB of PNG rows. Allocated afresh for every screen, each comes back
/// from the kernel as new pages to fault in and zero (a quarter of `render`'s time in `perf record`); kept
/// by the worker that drew the screen, every screen of that worker is drawn and encoded in the same memory,
/// and memory does not creep up as blocks drift between the threads' heaps (as it did with one pool shared
/// by the workers). Nothing kept is ever read before it is written, so reuse cannot change a pixel or a byte.
enum ThreadKept {
    /// The value this thread keeps under `key`, made by `make` the first time.
    static func value<Value: AnyObject>(_ key: String, _ make: () -> Value) -> Value {
        if let kept = Thread.current.threadDictionary[key] as? Value { return kept }
        let value = make()
        Thread.current.threadDictionary[key] = value
        return value
    }
}

extension Canvas {
    /// Hands this canvas's pixel memory to the next canvas drawn on this thread, instead of back to the
    /// allocator. Call it when the canvas will not be read again.
    public consuming func recycle() {
        CanvasShelf.current.keep(pixels)
    }
}

/// The pixel memory one thread keeps for its next canvas: one buffer, as large as the largest canvas it drew.
///
/// A smaller canvas is drawn in the front of it, so a matrix whose devices alternate (an iPhone, an iPad, a
/// watch) keeps one canvas's memory per thread, where a shelf of one buffer per size kept up to three (the
/// two kept and the one drawn: 46 MB a thread at iPad size) and still missed as five devices took turns.
final class CanvasShelf {
    private var kept: [UInt8]?

    static var current: CanvasShelf { ThreadKept.value("glossa.canvasShelf", CanvasShelf.init) }

    /// `count` bytes (their values undefined) in the kept memory, or nil when it is too small (then let go).
    func take(count: Int) -> [UInt8]? {
        guard var pixels = kept else { return nil }
        kept = nil
        guard pixels.capacity >= count else { return nil }
        if pixels.count > count {
            pixels.removeLast(pixels.count - count)
        } else if pixels.count < count {
            pixels.append(contentsOf: repeatElement(0, count: count - pixels.count))
        }
        return pixels
    }

    func keep(_ pixels: [UInt8]) {
        if let kept, kept.capacity >= pixels.capacity { return }
        kept = pixels
    }
}

/// Memory the PNG writer reuses from one image to the next: the filtered rows deflate reads, the space for
/// the compressed stream, and libdeflate's compressor (a few hundred kilobytes of match-finder tables).
final class PNGScratch {
    private(set) var rows = UnsafeMutableRawBufferPointer(start: nil, count: 0)
    private(set) var output = UnsafeMutableRawBufferPointer(start: nil, count: 0)
    private var compressor: (level: Int, pointer: OpaquePointer)?
    /// `NeighbourDeflater`'s block of tokens.
    let tokens = UnsafeMutablePointer<UInt32>.allocate(capacity: NeighbourDeflater.blockTokens)
    /// `NeighbourDeflater`'s table of where 4-byte sequences were last seen.
    let recent = UnsafeMutablePointer<Int>.allocate(capacity: NeighbourDeflater.recentCount)

    /// Runs `body` with this thread's scratch.
    static func with<T>(_ body: (PNGScratch) throws(RenderError) -> T) throws(RenderError) -> T {
        try body(ThreadKept.value("glossa.pngScratch", PNGScratch.init))
    }

    /// Row memory of at least `count` bytes (its contents undefined).
    func rows(atLeast count: Int) -> UnsafeMutableRawBufferPointer {
        if rows.count < count { rows = Self.reallocate(rows, count) }
        return rows
    }

    /// Output memory of at least `count` bytes (its contents undefined).
    func output(atLeast count: Int) -> UnsafeMutableRawBufferPointer {
        if output.count < count { output = Self.reallocate(output, count) }
        return output
    }

    /// libdeflate's compressor at `level`, kept while the level stays the same; nil if it refuses the level.
    func compressor(level: Int) -> OpaquePointer? {
        if let compressor, compressor.level == level { return compressor.pointer }
        if let compressor { libdeflate_free_compressor(compressor.pointer) }
        compressor = libdeflate_alloc_compressor(Int32(level)).map { (level, $0) }
        return compressor?.pointer
    }

    private static func reallocate(_ buffer: UnsafeMutableRawBufferPointer, _ count: Int) -> UnsafeMutableRawBufferPointer {
        buffer.deallocate()
        let fresh = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 16)
        fresh.bindMemory(to: UInt8.self)
        return fresh
    }

    deinit {
        rows.deallocate()
        output.deallocate()
        tokens.deallocate()
        recent.deallocate()
        if let compressor { libdeflate_free_compressor(compressor.pointer) }
    }
}

/// How the process gets memory for large blocks: a command, not the library, decides it.
public enum LargeBlocks {
    /// Blocks of 1 MB or more (canvases, PNG rows and streams) are mapped and unmapped for each use
    /// rather than carved from the heap. glibc's default raises this threshold after the first such block
    /// is freed, so that later canvases come from the heaps of the worker threads, which then fragment
    /// and grow with the number of screens (peak RSS 145 → 232 MB from 100 to 2,000 screens; with a
    /// fixed threshold, 151 → 159 MB, at the same speed since the reused buffers are kept).
    public static func mapLargeBlocks() {
        glossa_map_large_blocks(1 << 20)
    }
}
