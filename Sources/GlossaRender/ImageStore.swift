import Foundation
import GlossaText

/// The image files a run reads, each checked once, and their decoded pixels within one budget.
///
/// A decoded image costs four bytes a pixel however small its file: twenty 7000 × 7000 images in 3.9 MB
/// of PNG once took 3.7 GB, kept for the whole run. Now a file is read, refused or accepted (and its size
/// known) the first time it is asked for; its pixels are kept only while the decoded images fit in
/// `budget` bytes, the least recently drawn going first, and are decoded again from the file's bytes
/// (kept within their own budget, else read again and checked to be the same) when a screen draws them.
/// Decoding is deterministic, so a screen's pixels never depend on the budget.
public final class ImageStore: @unchecked Sendable {
    /// An accepted image file: its size in pixels and a digest of its bytes.
    struct Accepted {
        let width: Int
        let height: Int
        let digest: UInt64
        /// Which parts of the picture draw anything.
        let opaque: OpaqueGrid
    }

    /// Which parts of `canvas` draw anything (`OpaqueGrid`).
    static func opaqueGrid(_ canvas: Canvas) -> OpaqueGrid {
        canvas.pixels.withUnsafeBufferPointer { pixels in
            OpaqueGrid(width: canvas.width, height: canvas.height) { x, y in pixels[(y * canvas.width + x) * 4 + 3] }
        }
    }

    /// Which parts of an accepted file's picture draw anything.
    func opaqueGrid(_ file: String) throws(AssetError) -> OpaqueGrid {
        try accept(file).opaque
    }

    /// What the decoded images of a run may take by default: a matrix runs a layout's screens one after another,
    /// so what one layout draws is what must stay (the sample layouts draw 1 to 2 MB each). More only kept the
    /// images of layouts already done: 256 MB let a run of many documents grow by their every image.
    public static let defaultBudget = 64 << 20
    /// What the PNG files' own bytes may take, beside their decoded pixels.
    static let fileBudget = 64 << 20

    private let lock = NSLock()
    private var checked: [String: Result<Accepted, AssetError>] = [:]
    private let decoded: BoundedCache<String, Canvas>
    private let files: BoundedCache<String, [UInt8]>

    public init(budget: Int = ImageStore.defaultBudget) {
        decoded = BoundedCache(budget: budget)
        files = BoundedCache(budget: ImageStore.fileBudget)
    }

    /// A store keeping at most `fileBudget` bytes of PNG files (tests read files again with a small one).
    init(budget: Int, fileBudget: Int) {
        decoded = BoundedCache(budget: budget)
        files = BoundedCache(budget: fileBudget)
    }

    /// What the decoded images kept now take, in bytes.
    public var decodedBytes: Int { decoded.cost }

    /// The image file checked once: read and decoded in full (a PDF, an SVG or a PNG libpng refuses is an
    /// error naming the file), its size known for layout.
    func accept(_ file: String) throws(AssetError) -> Accepted {
        lock.lock()
        let known = checked[file]
        lock.unlock()
        if let known { return try known.get() }
        let result = Result { () throws(AssetError) -> Accepted in
            let bytes = try Self.read(file)
            if let (width, height) = Self.declaredSize(bytes) { decoded.makeRoom(for: width * height * 4) }
            let canvas = try Self.decode(bytes, file: file)
            let accepted = Accepted(width: canvas.width, height: canvas.height, digest: Self.digest(bytes), opaque: Self.opaqueGrid(canvas))
            files.insert(bytes, for: file, cost: bytes.count)
            decoded.insert(canvas, for: file, cost: canvas.pixels.count)
            return accepted
        }
        lock.lock()
        checked[file] = result
        lock.unlock()
        return try result.get()
    }

    /// The decoded pixels of an accepted file: kept, or decoded again from its bytes.
    func pixels(_ file: String) throws(AssetError) -> Canvas {
        if let kept = decoded.value(for: file) { return kept }
        let accepted = try accept(file)
        var bytes: [UInt8]
        if let kept = files.value(for: file) {
            bytes = kept
        } else {
            bytes = try Self.read(file)
            guard Self.digest(bytes) == accepted.digest else {
                throw AssetError.unreadable(file: file, reason: "the file changed while Glossa was drawing it")
            }
            files.insert(bytes, for: file, cost: bytes.count)
        }
        // Room first, so the pixels it displaces are given back before these are taken.
        decoded.makeRoom(for: accepted.width * accepted.height * 4)
        let canvas = try Self.decode(bytes, file: file)
        bytes = []
        decoded.insert(canvas, for: file, cost: canvas.pixels.count)
        return canvas
    }

    private static func read(_ file: String) throws(AssetError) -> [UInt8] {
        let ext = (file as NSString).pathExtension.lowercased()
        let formats = ["pdf": "PDF", "svg": "SVG", "heic": "HEIC", "gif": "GIF"]
        if let format = formats[ext] { throw AssetError.unsupportedFormat(file: file, format: format) }
        guard FileManager.default.fileExists(atPath: file) else {
            throw AssetError.unreadable(file: file, reason: "the image file listed in Contents.json does not exist")
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw AssetError.unreadable(file: file, reason: "cannot read the file")
        }
        let bytes = [UInt8](data)
        if bytes.starts(with: Array("%PDF".utf8)) { throw AssetError.unsupportedFormat(file: file, format: "PDF") }
        if bytes.starts(with: Array("<svg".utf8)) || bytes.starts(with: Array("<?xml".utf8)) {
            throw AssetError.unsupportedFormat(file: file, format: "SVG")
        }
        return bytes
    }

    private static func decode(_ bytes: [UInt8], file: String) throws(AssetError) -> Canvas {
        let jpeg = JPEG.isJPEG(bytes)
        do {
            return try jpeg ? JPEG.decode(bytes, name: file) : PNG.decode(bytes, name: file)
        } catch let .imageTooLarge(_, reason) {
            throw AssetError.unreadable(file: file, reason: reason)
        } catch let .corruptPNG(_, reason) {
            throw AssetError.unreadable(file: file, reason: "not a readable PNG: " + (reason.isEmpty ? "libpng refused it" : reason))
        } catch let .corruptImage(_, _, reason) {
            throw AssetError.unreadable(file: file, reason: "not a readable \(jpeg ? "JPEG" : "PNG"): \(reason)")
        } catch {
            throw AssetError.unreadable(file: file, reason: "not a readable \(jpeg ? "JPEG" : "PNG"): \(error)")
        }
    }

    /// The size a PNG's header declares (what it will take decoded), when the file starts like a PNG.
    private static func declaredSize(_ bytes: [UInt8]) -> (Int, Int)? {
        guard bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        guard width <= PNGLimits.maxSide, height <= PNGLimits.maxSide else { return nil }
        return (width, height)
    }

    /// FNV-1a over the bytes: enough to tell that a file read again is the one checked.
    private static func digest(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}
