import Foundation
import GlossaLocalization

/// Adds budgets to the XLIFF of an Xcode localization export, changing nothing else: on each trans-unit of a
/// key with a budget (in the `<file>` of its table), the `maxwidth`, `size-unit` and `font` attributes are set
/// and a `<note from="glossa">` is set after its other notes (or its target, or its source). Every other byte
/// stays as it was, so the export imports back into Xcode as before; running it again replaces what it added.
public enum XLIFFAnnotation {
    public static func annotate(_ input: String, with budgets: [Budget], to output: String) throws(GlossaError) {
        guard let data = FileManager.default.contents(atPath: input) else { throw GlossaError("\(input): cannot read the file") }
        let document: XLIFFDocument
        do {
            document = try XLIFFDocument(data: data, path: input)
        } catch {
            throw GlossaError("\(error)")
        }
        try OutputFile.write(annotated(document, with: budgets), to: output)
    }

    /// The document's bytes with the budgets' attributes and notes.
    public static func annotated(_ document: XLIFFDocument, with budgets: [Budget]) -> [UInt8] {
        var byKey: [String: Budget] = [:]
        for budget in budgets { byKey["\(budget.table)\u{0}\(budget.key)"] = budget }
        var edits: [(range: Range<Int>, text: String)] = []
        for file in document.files {
            let table = (((file.attribute("original") ?? "") as NSString).lastPathComponent as NSString).deletingPathExtension
            for unit in file.units {
                guard let id = unit.id, let budget = byKey["\(table)\u{0}\(unit.key ?? id)"] else { continue }
                edits += attributeEdits(unit, budget: budget, bytes: document.bytes)
                if let edit = noteEdit(unit, budget: budget, bytes: document.bytes) { edits.append(edit) }
            }
        }
        var bytes = document.bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        return bytes
    }

    /// New values for attributes the start tag has, and the others added before its `>`.
    private static func attributeEdits(_ unit: XLIFFDocument.Unit, budget: Budget, bytes: [UInt8]) -> [(range: Range<Int>, text: String)] {
        var edits: [(range: Range<Int>, text: String)] = []
        var added = ""
        for (name, value) in BudgetXLIFF.attributes(budget) {
            if let existing = unit.attributes.first(where: { $0.name == name }) {
                edits.append((existing.valueRange, Markup.escape(value)))
            } else {
                added += " \(name)=\"\(Markup.escape(value))\""
            }
        }
        var end = unit.startTag.upperBound - 1
        if end > unit.startTag.lowerBound, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        while end > unit.startTag.lowerBound, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end - 1]) { end -= 1 }
        if !added.isEmpty { edits.append((end..<end, added)) }
        return edits
    }

    /// The note in place of an earlier one of ours, else after the last note, target or source.
    private static func noteEdit(_ unit: XLIFFDocument.Unit, budget: Budget, bytes: [UInt8]) -> (range: Range<Int>, text: String)? {
        let element = "<note from=\"\(BudgetXLIFF.noteAuthor)\">\(Markup.escape(BudgetXLIFF.note(budget)))</note>"
        if let ours = unit.children.first(where: { $0.name == "note" && $0.attribute("from") == BudgetXLIFF.noteAuthor }) {
            return (ours.range, element)
        }
        guard unit.endTag != nil, let anchor = unit.children.last(where: { $0.name == "note" }) ?? unit.child("target") ?? unit.child("source")
        else { return nil }
        // On its own line, indented like the element it follows, when that one is on a line of its own.
        var lineStart = anchor.range.lowerBound
        while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
        let indent = bytes[lineStart..<anchor.range.lowerBound]
        let ownLine = lineStart > unit.startTag.upperBound && indent.allSatisfy { $0 == 0x20 || $0 == 0x09 }
        let text = ownLine ? "\n" + String(decoding: indent, as: UTF8.self) + element : element
        return (anchor.range.upperBound..<anchor.range.upperBound, text)
    }
}
