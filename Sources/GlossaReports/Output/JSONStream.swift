/// A JSON document printed exactly as `JSON.serialized(indent:)` prints it, with one of its arrays written
/// an item at a time (a report's results), so the document never has to be in memory whole.
///
/// The document holds `JSONStream.items` where the streamed array goes.
struct JSONStream {
    /// Stands for the streamed array in the document.
    static let items = JSON.array([.string(marker)])
    private static let marker = "\u{1}glossa-streamed-items\u{1}"

    private let indent: Int
    /// The document up to the array's "[", and from its "]" on.
    private let head: Substring, tail: Substring
    /// What goes before each item on its line, and between the last item and "]".
    private let pad: String, closePad: String
    /// The items' nesting depth.
    let level: Int
    private var written = 0

    init(_ document: JSON, indent: Int) {
        let text = document.serialized(indent: indent)
        let marker = text.range(of: JSON.quote(Self.marker))!
        let open = text[..<marker.lowerBound].lastIndex(of: "[")!
        let close = text[marker.upperBound...].firstIndex(of: "]")!
        self.indent = indent
        head = text[...open]
        tail = text[close...]
        pad = String(text[text.index(after: open)..<marker.lowerBound].drop { $0 == "\n" })
        closePad = String(text[marker.upperBound..<close])
        level = indent > 0 ? pad.count / indent : 0
    }

    /// Writes the document up to the array's first item.
    func open(_ sink: ReportSink) {
        sink.write(String(head))
    }

    /// Writes the array's next item.
    mutating func item(_ value: JSON, to sink: ReportSink) {
        item(text: value.serialized(indent: indent, level: level), to: sink)
    }

    /// Writes the array's next item, already printed at the items' level.
    mutating func item(text: String, to sink: ReportSink) {
        sink.write((written == 0 ? "" : ",") + (indent > 0 ? "\n" : "") + pad + text)
        written += 1
    }

    /// Writes the rest of the document.
    func close(_ sink: ReportSink) {
        sink.write(written == 0 ? String(tail) : closePad + tail)
    }
}
