/// A length-limited canonical Huffman code for deflate (RFC 1951, section 3.2.2): each symbol's code
/// length, and its code with the bits reversed, as deflate's bit order writes them.
struct HuffmanCode {
    private(set) var lengths: [UInt8]
    private(set) var codes: [UInt32]

    /// The code for `frequencies`, no code longer than `limit` bits.
    ///
    /// Always complete (the decoders of zlib and libpng refuse an incomplete set): with fewer than two used
    /// symbols, the first unused ones get one-bit codes. Ties between equal frequencies go to the lower
    /// symbol, so the same counts always give the same code.
    init(frequencies: [Int], limit: Int) {
        var used = frequencies.indices.filter { frequencies[$0] > 0 }
        for symbol in frequencies.indices where used.count < 2 && frequencies[symbol] == 0 { used.append(symbol) }
        used.sort { (frequencies[$0], $0) < (frequencies[$1], $1) }
        let depths = Self.limited(Self.depths(used.map { max(1, frequencies[$0]) }), limit: limit)
        lengths = [UInt8](repeating: 0, count: frequencies.count)
        // The least frequent symbols take the longest codes.
        for (rank, symbol) in used.enumerated() { lengths[symbol] = depths[rank] }
        codes = Self.canonicalCodes(lengths)
    }

    /// Depths in an optimal tree of leaves sorted by ascending weight (two-queue construction: the
    /// internal nodes are made in ascending weight, so the two lightest nodes are always at a queue head).
    private static func depths(_ weights: [Int]) -> [Int] {
        let leaves = weights.count
        var weight = weights + [Int](repeating: 0, count: leaves - 1)
        var parent = [Int](repeating: 0, count: 2 * leaves - 1)
        var leaf = 0, inner = leaves
        func lightest(_ next: Int) -> Int {
            if leaf < leaves, inner >= next || weight[leaf] <= weight[inner] { leaf += 1; return leaf - 1 }
            inner += 1
            return inner - 1
        }
        for next in leaves..<(2 * leaves - 1) {
            let first = lightest(next), second = lightest(next)
            weight[next] = weight[first] + weight[second]
            parent[first] = next
            parent[second] = next
        }
        var depth = [Int](repeating: 0, count: 2 * leaves - 1)
        for node in (0..<(2 * leaves - 2)).reversed() { depth[node] = depth[parent[node]] + 1 }
        return Array(depth[0..<leaves])
    }

    /// Depths (leaves by ascending weight) brought to at most `limit`, keeping the code complete: codes
    /// deeper than the limit move up to it, then the deepest shorter codes move one level down until the
    /// lengths fill the code space exactly. Returned longest first, as the leaves are ordered.
    private static func limited(_ depths: [Int], limit: Int) -> [UInt8] {
        var count = [Int](repeating: 0, count: limit + 1)
        for depth in depths { count[min(depth, limit)] += 1 }
        var total = (1...limit).reduce(0) { $0 + count[$1] << (limit - $1) }
        while total > 1 << limit {
            count[limit] -= 1
            if let shorter = (1..<limit).reversed().first(where: { count[$0] > 0 }) {
                count[shorter] -= 1
                count[shorter + 1] += 2
            }
            total -= 1
        }
        var result: [UInt8] = []
        result.reserveCapacity(depths.count)
        for length in (1...limit).reversed() { result += [UInt8](repeating: UInt8(length), count: count[length]) }
        return result
    }

    /// Canonical codes from lengths, bit-reversed.
    private static func canonicalCodes(_ lengths: [UInt8]) -> [UInt32] {
        var count = [UInt32](repeating: 0, count: 16)
        for length in lengths where length > 0 { count[Int(length)] += 1 }
        var next = [UInt32](repeating: 0, count: 16)
        var code: UInt32 = 0
        for bits in 1..<16 {
            code = (code + count[bits - 1]) << 1
            next[bits] = code
        }
        return lengths.map { length in
            guard length > 0 else { return 0 }
            let value = next[Int(length)]
            next[Int(length)] += 1
            var reversed: UInt32 = 0
            for bit in 0..<Int(length) { reversed |= (value >> UInt32(bit) & 1) << UInt32(Int(length) - 1 - bit) }
            return reversed
        }
    }
}
