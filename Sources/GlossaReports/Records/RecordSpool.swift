import Foundation

/// Byte strings spilled to a temporary file as they come and read back one at a time, so a run of any
/// size keeps only an offset and a length per screen in memory.
///
/// The file is unlinked as soon as it is created: nothing is left behind, whether the run succeeds, fails
/// or is killed. Slots are filled in any order (by parallel workers); storing a slot again replaces it.
package final class RecordSpool: @unchecked Sendable {
    private let lock = NSLock()
    private let descriptor: Int32
    private var end: off_t = 0
    private var places: [(offset: off_t, length: Int)] = []
    /// Each slot's standing when the one who stored it knew it (nil: read it from the slot's record).
    private var standings: [ScreenStanding?] = []

    /// A spool in `folder`: beside the output folder when there is one (its disk, not a memory-backed /tmp).
    package init(folder: String) throws(GlossaError) {
        var template = Array((folder as NSString).appendingPathComponent(".glossa-spool.XXXXXX").utf8CString)
        let opened = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard opened >= 0 else {
            throw GlossaError("\(folder): cannot create a temporary file: \(String(cString: strerror(errno)))")
        }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        descriptor = opened
    }

    deinit {
        close(descriptor)
    }

    /// Stores `bytes` as slot `index`, with the standing of the record they encode when it is known.
    package func store(_ bytes: [UInt8], at index: Int, standing: ScreenStanding? = nil) throws(GlossaError) {
        lock.lock()
        defer { lock.unlock() }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress! + written, bytes.count - written, end + off_t(written)) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw GlossaError("cannot write a temporary file: \(String(cString: strerror(errno)))") }
            written += count
        }
        if places.count <= index { places += Array(repeating: (0, 0), count: index + 1 - places.count) }
        places[index] = (end, bytes.count)
        if standings.count <= index { standings += Array(repeating: nil, count: index + 1 - standings.count) }
        standings[index] = standing
        end += off_t(bytes.count)
    }

    /// The standing stored with slot `index`, if one was.
    package func standing(at index: Int) -> ScreenStanding? {
        lock.lock()
        defer { lock.unlock() }
        return index < standings.count ? standings[index] : nil
    }

    /// The bytes stored as slot `index` (none when it was never stored).
    package func bytes(at index: Int) -> [UInt8] {
        lock.lock()
        let place = index < places.count ? places[index] : (offset: 0, length: 0)
        lock.unlock()
        var bytes = [UInt8](repeating: 0, count: place.length)
        var read = 0
        while read < place.length {
            let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + read, place.length - read, place.offset + off_t(read)) }
            if count < 0, errno == EINTR { continue }
            // The file is this process's own, unlinked, and was written whole: a short read is a lost disk.
            precondition(count > 0, "cannot read back a temporary file: \(String(cString: strerror(errno)))")
            read += count
        }
        return bytes
    }
}
