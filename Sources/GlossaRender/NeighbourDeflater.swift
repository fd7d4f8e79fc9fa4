internal import CDeflate

/// A zlib stream (RFC 1950/1951) whose matches are first the pixel to the left or the pixel above: a byte
/// of unfiltered PNG rows repeats the byte `bytesPerPixel` before it or one row before it; where neither
/// does, the last place its four bytes were seen; else it is a literal. Blocks use their own Huffman codes.
///
/// A screen is mostly flat colour and rows the same as the row above (half of the Settings sample's rows
/// are): a general deflater hashes every byte to look for matches anywhere in its window; here a run of
/// identical rows costs one comparison of its bytes, 8 at a time, and a few match symbols, and only the
/// bytes no neighbour repeats are hashed. Anti-aliased text compresses less well than libdeflate's, as
/// only one earlier place is kept per hash and no longer match is looked for.
struct NeighbourDeflater {
    /// Tokens kept before a block is written: each a literal byte, or a match's length and distance.
    static let blockTokens = 1 << 16
    /// Entries of the table of where 4-byte sequences were last seen (indexed by a 14-bit hash).
    static let recentCount = 1 << 14
    /// The longest run a match can take, and the shortest one worth a match.
    private static let longest = 258, shortest = 3

    /// The most bytes `compress` writes for `count` bytes: at most 15 bits a byte, plus block headers.
    static func bound(_ count: Int) -> Int { 2 * count + (count / blockTokens + 2) * 512 + 64 }

    /// Compresses `data` (rows of `stride` bytes after their filter byte) into `output`, with `tokens` as
    /// the token buffer (`blockTokens` long); returns the bytes written.
    static func compress(_ data: UnsafeRawBufferPointer, bytesPerPixel: Int, stride: Int, tokens: UnsafeMutablePointer<UInt32>,
                         recent: UnsafeMutablePointer<Int>, into output: UnsafeMutableRawBufferPointer) -> Int {
        precondition(output.count >= bound(data.count), "deflate output too small")
        var writer = BitWriter(output.baseAddress!)
        writer.put(0x0178, 16)  // CMF 0x78 (deflate, 32K window), FLG 0x01: a multiple of 31, no dictionary.
        let bytes = data.baseAddress!.assumingMemoryBound(to: UInt8.self), count = data.count
        // The row above is a neighbour only while deflate's 32 KB window reaches it.
        let up = stride + 1 <= 32768 ? stride + 1 : 0
        var block = MatchBlock(tokens: tokens)
        recent.update(repeating: -1, count: recentCount)
        var position = 0
        while position < count {
            let above = up > 0 && position >= up ? run(bytes, position, count, up) : 0
            let left = above < longest && position >= bytesPerPixel ? run(bytes, position, count, bytesPerPixel) : 0
            let length = max(above, left)
            if length >= shortest {
                block.match(length, distance: above >= left ? up : bytesPerPixel, bytes + position, writer: &writer)
                position += length
                continue
            }
            // Where neither neighbour repeats (text, mostly), the last place these four bytes were seen.
            if position + 4 <= count {
                let key = Int((UnsafeRawPointer(bytes).loadUnaligned(fromByteOffset: position, as: UInt32.self) &* 2_654_435_761) >> 18)
                let earlier = recent[key]
                recent[key] = position
                if earlier >= 0, position - earlier <= 32768 {
                    let repeated = run(bytes, position, count, position - earlier)
                    if repeated >= 4 {
                        block.match(repeated, distance: position - earlier, bytes + position, writer: &writer)
                        position += repeated
                        continue
                    }
                }
            }
            block.literal(bytes[position], writer: &writer)
            position += 1
        }
        block.write(final: true, to: &writer)
        writer.alignToByte()
        let adler = UInt32(libdeflate_adler32(1, data.baseAddress, count))
        writer.put(UInt64(adler.byteSwapped), 32)
        return writer.finish()
    }

    /// How many bytes from `position` equal the bytes `distance` before them.
    @inline(__always)
    private static func run(_ bytes: UnsafePointer<UInt8>, _ position: Int, _ count: Int, _ distance: Int) -> Int {
        let raw = UnsafeRawPointer(bytes)
        var index = position
        while index + 8 <= count {
            let difference = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                ^ raw.loadUnaligned(fromByteOffset: index - distance, as: UInt64.self)
            if difference != 0 { return index - position + UInt64(littleEndian: difference).trailingZeroBitCount / 8 }
            index += 8
        }
        while index < count, bytes[index] == bytes[index - distance] { index += 1 }
        return index - position
    }
}

/// Deflate's length and distance symbols (RFC 1951, section 3.2.5).
enum DeflateSymbols {
    static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
                                    131, 163, 195, 227, 258]
    static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]

    /// The symbol index (0...28, symbol 257 + index) of every match length 0...258 (lengths below 3 unused).
    static let lengthIndex: [UInt8] = (0...258).map { length in
        UInt8(max(0, (lengthBase.lastIndex { $0 <= length }) ?? 0))
    }

    /// A distance's (1...32768) symbol (0...29), extra value and extra bit count: from distance 5 on, two
    /// symbols for each power of two of distance − 1.
    @inline(__always)
    static func distance(_ value: Int) -> (symbol: Int, extra: Int, extraBits: Int) {
        let offset = value - 1
        guard offset >= 4 else { return (offset, 0, 0) }
        let power = Int.bitWidth - 1 - offset.leadingZeroBitCount
        return (2 * power + (offset >> (power - 1) & 1), offset & (1 << (power - 1) - 1), power - 1)
    }
}

/// Deflate's bit order: values packed from the least significant bit, written 32 bits at a time.
struct BitWriter {
    private let base: UnsafeMutableRawPointer
    private var offset = 0
    private var buffer: UInt64 = 0
    private var bits = 0

    init(_ base: UnsafeMutableRawPointer) { self.base = base }

    /// Appends the low `count` (at most 32) bits of `value`, whose higher bits are zero.
    @inline(__always)
    mutating func put(_ value: UInt64, _ count: Int) {
        buffer |= value << UInt64(bits)
        bits += count
        if bits >= 32 {
            base.storeBytes(of: UInt32(truncatingIfNeeded: buffer).littleEndian, toByteOffset: offset, as: UInt32.self)
            offset += 4
            buffer >>= 32
            bits -= 32
        }
    }

    /// Pads with zero bits to a whole byte.
    mutating func alignToByte() { bits = (bits + 7) & ~7 }

    /// Writes the whole bytes left (after `alignToByte`); returns the bytes written in all.
    mutating func finish() -> Int {
        while bits > 0 {
            base.storeBytes(of: UInt8(truncatingIfNeeded: buffer), toByteOffset: offset, as: UInt8.self)
            offset += 1
            buffer >>= 8
            bits -= 8
        }
        return offset
    }
}

/// The tokens of one deflate block and their symbol counts; written with the block's own Huffman codes
/// when full, and at the end.
struct MatchBlock {
    private let tokens: UnsafeMutablePointer<UInt32>
    private var count = 0
    private var literalFrequencies = [Int](repeating: 0, count: 286)
    private var distanceFrequencies = [Int](repeating: 0, count: 30)

    /// A match token: this flag, the distance from bit 9, the length in bits 0...8.
    private static let matchFlag: UInt32 = 1 << 31

    init(tokens: UnsafeMutablePointer<UInt32>) { self.tokens = tokens }

    @inline(__always)
    mutating func literal(_ byte: UInt8, writer: inout BitWriter) {
        if count == NeighbourDeflater.blockTokens { write(final: false, to: &writer) }
        tokens[count] = UInt32(byte)
        count += 1
        literalFrequencies[Int(byte)] += 1
    }

    /// A run of `length` bytes (at `bytes`) repeating those `distance` bytes before: matches of at most 258
    /// bytes, and the last one or two bytes as literals when fewer than a match's three remain.
    mutating func match(_ length: Int, distance: Int, _ bytes: UnsafePointer<UInt8>, writer: inout BitWriter) {
        var done = 0
        while length - done >= 3 {
            let piece = min(258, length - done)
            if count == NeighbourDeflater.blockTokens { write(final: false, to: &writer) }
            tokens[count] = Self.matchFlag | UInt32(distance) << 9 | UInt32(piece)
            count += 1
            literalFrequencies[257 + Int(DeflateSymbols.lengthIndex[piece])] += 1
            distanceFrequencies[DeflateSymbols.distance(distance).symbol] += 1
            done += piece
        }
        for index in done..<length { literal(bytes[index], writer: &writer) }
    }

    /// Writes the block (header, tokens, end of block) and starts an empty one.
    mutating func write(final: Bool, to writer: inout BitWriter) {
        literalFrequencies[256] += 1
        let literals = HuffmanCode(frequencies: literalFrequencies, limit: 15)
        let distanceCode = HuffmanCode(frequencies: distanceFrequencies, limit: 15)
        writer.put(final ? 1 : 0, 1)
        writer.put(2, 2)
        DynamicHeader.write(literals: literals.lengths, distances: distanceCode.lengths, to: &writer)
        // A match's length symbol and extra bits as one value, for every length; then both distances'.
        var lengthBits = [UInt64](repeating: 0, count: 259), lengthCounts = [Int](repeating: 0, count: 259)
        for length in 3...258 {
            let index = Int(DeflateSymbols.lengthIndex[length]), symbol = 257 + index
            let codeLength = Int(literals.lengths[symbol])
            lengthBits[length] = UInt64(literals.codes[symbol]) | UInt64(length - DeflateSymbols.lengthBase[index]) << UInt64(codeLength)
            lengthCounts[length] = codeLength + DeflateSymbols.lengthExtra[index]
        }
        for index in 0..<count {
            let token = tokens[index]
            if token & Self.matchFlag == 0 {
                writer.put(UInt64(literals.codes[Int(token)]), Int(literals.lengths[Int(token)]))
            } else {
                let length = Int(token & 0x1FF), distance = DeflateSymbols.distance(Int(token >> 9 & 0xFFFF))
                let codeLength = Int(distanceCode.lengths[distance.symbol])
                writer.put(lengthBits[length], lengthCounts[length])
                writer.put(UInt64(distanceCode.codes[distance.symbol]) | UInt64(distance.extra) << UInt64(codeLength),
                           codeLength + distance.extraBits)
            }
        }
        writer.put(UInt64(literals.codes[256]), Int(literals.lengths[256]))
        count = 0
        for symbol in literalFrequencies.indices { literalFrequencies[symbol] = 0 }
        for symbol in distanceFrequencies.indices { distanceFrequencies[symbol] = 0 }
    }
}

/// A dynamic block's code lengths (RFC 1951, section 3.2.7): run-length coded with symbols 16, 17 and 18,
/// themselves Huffman coded.
enum DynamicHeader {
    private static let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    static func write(literals: [UInt8], distances: [UInt8], to writer: inout BitWriter) {
        let literalCount = max(257, (literals.lastIndex { $0 > 0 } ?? 0) + 1)
        let distanceCount = max(1, (distances.lastIndex { $0 > 0 } ?? 0) + 1)
        let runs = runLengths(Array(literals[0..<literalCount]) + Array(distances[0..<distanceCount]))
        var frequencies = [Int](repeating: 0, count: 19)
        for run in runs { frequencies[run.symbol] += 1 }
        let code = HuffmanCode(frequencies: frequencies, limit: 7)
        let codeCount = max(4, (order.lastIndex { code.lengths[$0] > 0 } ?? 0) + 1)
        writer.put(UInt64(literalCount - 257), 5)
        writer.put(UInt64(distanceCount - 1), 5)
        writer.put(UInt64(codeCount - 4), 4)
        for symbol in order[0..<codeCount] { writer.put(UInt64(code.lengths[symbol]), 3) }
        for run in runs {
            writer.put(UInt64(code.codes[run.symbol]), Int(code.lengths[run.symbol]))
            if run.extraBits > 0 { writer.put(UInt64(run.extra), run.extraBits) }
        }
    }

    /// Code lengths as symbols 0...15 (a length), 16 (the previous length 3–6 times), 17 (zero 3–10
    /// times) and 18 (zero 11–138 times), with their extra bits.
    private static func runLengths(_ lengths: [UInt8]) -> [(symbol: Int, extra: Int, extraBits: Int)] {
        var result: [(symbol: Int, extra: Int, extraBits: Int)] = []
        var index = 0
        while index < lengths.count {
            let value = lengths[index]
            var same = 1
            while index + same < lengths.count, lengths[index + same] == value { same += 1 }
            index += same
            if value == 0 {
                while same >= 11 { let piece = min(138, same); result.append((18, piece - 11, 7)); same -= piece }
                if same >= 3 { result.append((17, same - 3, 3)); same = 0 }
            } else {
                result.append((Int(value), 0, 0))
                same -= 1
                while same >= 3 { let piece = min(6, same); result.append((16, piece - 3, 2)); same -= piece }
            }
            for _ in 0..<same { result.append((Int(value), 0, 0)) }
        }
        return result
    }
}
