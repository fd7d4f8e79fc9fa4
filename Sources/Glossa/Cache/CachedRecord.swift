/// A screen's record as its cache entry keeps it: report.json's text of the record, without the PNG path and
/// matrix position (which depend on where and how the run writes), put back by splicing the text, so a reused
/// screen is never parsed nor written again on its way to the reports.
enum CachedRecord {
    /// What the entry keeps: the record with an empty PNG path and no position.
    static func stored(_ record: ScreenRecord) -> [UInt8] {
        var bare = record
        (bare.png, bare.index) = ("", nil)
        return ScreenRecords.encode(bare)
    }

    /// The stored text with the screen's PNG path and position, as `ScreenRecords.encode` spells a record that has
    /// them; nil when the text is not a stored record. The empty PNG path is the first `,"png":""` of the text:
    /// it comes before the views and findings, and a quote inside a string is always escaped.
    static func placed(_ stored: [UInt8], png: String, index: Int) -> [UInt8]? {
        let marker = Array(#","png":"""#.utf8)
        guard let start = firstRange(of: marker, in: stored) else { return nil }
        let fields = JSON.object([("png", .string(png)), ("index", .number(Double(index)))]).exactText
        return Array(stored[..<start]) + [UInt8(ascii: ",")] + Array(fields.utf8.dropFirst().dropLast())
            + Array(stored[(start + marker.count)...])
    }

    private static func firstRange(of marker: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= marker.count else { return nil }
        for start in 0...(bytes.count - marker.count) where bytes[start] == marker[0] {
            if bytes[start..<(start + marker.count)].elementsEqual(marker) { return start }
        }
        return nil
    }
}
