import GlossaSolver

/// Grid layout as SwiftUI's Grid does it: each column as wide as its widest cell and each row as tall
/// as its tallest, columns starting at the leading edge, cells leading-aligned unless told otherwise.
enum GridConstraints {
    static func add(_ box: LayoutBox, to builder: inout ConstraintBuilder) {
        let rows = box.rows.filter { !$0.isEmpty }
        guard !rows.isEmpty else { return }
        let inner = InnerBox(box: box)
        let spacing = box.node.spacing ?? 8
        let columnCount = rows.map(\.count).max()!
        let columns = (0..<columnCount).map { Track(name: "\(box.name).column[\($0)]") }
        let tracks = rows.indices.map { Track(name: "\(box.name).row[\($0)]") }
        let alignment = box.node.alignment ?? "leading"

        for (index, column) in columns.enumerated() {
            let edge = index == 0 ? builder.h(.leading, inner, in: box) : builder.h(.trailing, columns[index - 1].horizontal, in: box) + spacing
            builder.add(builder.h(.leading, column.horizontal, in: box) == edge, "\(column.name) starts \(index == 0 ? "at the leading edge" : "after the previous column")")
            builder.add(column.length >= 0, "\(column.name): width >= 0")
            builder.add(column.length == 0, "\(column.name): as wide as its widest cell", priority: TieBreak.trackHug)
        }
        for (index, row) in tracks.enumerated() {
            builder.add(row.start == (index == 0 ? inner.top : tracks[index - 1].end + spacing), "\(row.name) placed")
            builder.add(row.length >= 0, "\(row.name): height >= 0")
            builder.add(row.length == 0, "\(row.name): as tall as its tallest cell", priority: TieBreak.trackHug)
        }
        builder.add(builder.h(.trailing, columns[columnCount - 1].horizontal, in: box) <= builder.h(.trailing, inner, in: box),
                    "\(box.name): columns end inside it", priority: TieBreak.containment)
        builder.add(tracks[tracks.count - 1].end <= inner.bottom, "\(box.name): rows end inside it", priority: TieBreak.containment)

        for (rowIndex, cells) in rows.enumerated() {
            let row = tracks[rowIndex]
            for (columnIndex, cell) in cells.enumerated() {
                let column = columns[columnIndex].horizontal
                let label = Naming(box: box.name, child: cell.name)
                builder.add(cell.widthExpression <= column.widthExpression, label.inCell(rowIndex, columnIndex) + " fits its column")
                builder.add(cell.top >= row.start, label.inCell(rowIndex, columnIndex) + " fits its row")
                builder.add(cell.bottom <= row.end, label.inCell(rowIndex, columnIndex) + " fits its row")
                builder.add(cell.centerY == row.start + 0.5 * Expression(row.length), label.inCell(rowIndex, columnIndex) + " centred in its row")
                switch alignment {
                case "center": builder.add(cell.centerX == column.centerX, label.inCell(rowIndex, columnIndex) + " centred")
                case "trailing": builder.add(builder.h(.trailing, cell, in: box) == builder.h(.trailing, column, in: box), label.inCell(rowIndex, columnIndex) + " trailing")
                default: builder.add(builder.h(.leading, cell, in: box) == builder.h(.leading, column, in: box), label.inCell(rowIndex, columnIndex) + " leading")
                }
            }
        }
    }

    /// A column or row: a start and a length, unknowns of their own.
    struct Track {
        let name: String
        let position: Variable
        let length: Variable

        init(name: String) {
            self.name = name
            position = Variable("\(name).start")
            length = Variable("\(name).length")
        }

        var start: Expression { Expression(position) }
        var end: Expression { position + length }
        /// The track as a horizontal extent, for leading/trailing mapping.
        var horizontal: ColumnAnchor { ColumnAnchor(track: self) }
    }

    struct ColumnAnchor: AnchorSource {
        let track: Track
        var left: Expression { Expression(track.position) }
        var top: Expression { Expression(constant: 0) }
        var widthExpression: Expression { Expression(track.length) }
        var heightExpression: Expression { Expression(constant: 0) }
        var firstBaselineOffset: Double { 0 }
        var lastBaselineFromBottom: Double { 0 }
    }
}

extension Naming {
    func inCell(_ row: Int, _ column: Int) -> String { "\(box): \(child) in row \(row), column \(column)" }
}
