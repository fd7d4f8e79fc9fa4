import GlossaRender

/// Where a reporter writes its document, a piece at a time and in order: a file, written in blocks as
/// the pieces come (so a report of thousands of screens is never in memory whole), or a string.
public final class ReportSink {
    private var buffer: [UInt8] = []
    private let append: (([UInt8]) throws -> Void)?
    private var failure: (any Error)?
    /// A file is written in blocks of this many bytes.
    private static let block = 1 << 16

    /// A sink that keeps the whole document (`text`).
    public init() {
        append = nil
    }

    private init(_ append: @escaping ([UInt8]) throws -> Void) {
        self.append = append
    }

    public func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if append != nil, buffer.count >= Self.block { flush() }
    }

    public func write(_ bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if append != nil, buffer.count >= Self.block { flush() }
    }

    /// Everything written, when the sink keeps the document.
    public var text: String { String(decoding: buffer, as: UTF8.self) }

    private func flush() {
        guard let append, failure == nil else { buffer.removeAll(keepingCapacity: true); return }
        do {
            try append(buffer)
        } catch {
            failure = error
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes a file through a temporary file and a rename (`AtomicFile`), the document coming from `body`.
    package static func writeFile(_ path: String, _ body: (ReportSink) -> Void) throws(GlossaError) {
        let file = try prepareFile(path, body)
        do {
            try file.commit()
        } catch {
            file.discard()
            throw GlossaError("\(error)")
        }
    }

    /// Writes the document `body` produces to a temporary file beside `path`, not yet renamed into place.
    package static func prepareFile(_ path: String, temporaryFolder: String? = nil, _ body: (ReportSink) -> Void) throws(GlossaError)
        -> PreparedFile {
        do {
            return try AtomicFile.prepare(to: path, temporaryFolder: temporaryFolder) { append in
                try withoutActuallyEscaping(append) { append in
                    let sink = ReportSink(append)
                    body(sink)
                    sink.flush()
                    if let failure = sink.failure { throw failure }
                }
            }
        } catch {
            throw GlossaError("\(error)")
        }
    }
}
