/// Which parts of a picture draw anything: the picture cut into a grid of cells, each marked when one of its pixels
/// is visible (not transparent). What a decorative image with a transparent margin or cut-outs collides with, or
/// where it is cut, is judged by these cells, not by its whole rectangle.
public struct OpaqueGrid: Equatable, Sendable {
    /// How many cells the picture is cut into across and down (fewer where it has fewer pixels).
    public static let cells = 32
    /// The least opacity a pixel needs to be seen (of 255): a glow or shadow fainter than this draws nothing a
    /// reader would notice.
    public static let visibleAlpha: UInt8 = 16

    /// The least opacity every pixel of a cell needs for the cell to hide what is drawn under it.
    public static let solidAlpha: UInt8 = 250

    public let columns: Int
    public let rows: Int
    /// Cells with a visible pixel, and cells whose every pixel hides what is under it, row by row.
    private let marked: [Bool]
    private let solid: [Bool]

    /// The grid of a `width` × `height` picture whose pixel at (x, y) has opacity `alpha(x, y)`.
    public init(width: Int, height: Int, alpha: (Int, Int) -> UInt8) {
        columns = max(1, min(Self.cells, width))
        rows = max(1, min(Self.cells, height))
        var marked = [Bool](repeating: false, count: columns * rows)
        var solid = [Bool](repeating: width > 0 && height > 0, count: columns * rows)
        if width > 0, height > 0 {
            for y in 0..<height {
                let row = y * rows / height
                for x in 0..<width {
                    let cell = row * columns + x * columns / width, value = alpha(x, y)
                    if value >= Self.visibleAlpha { marked[cell] = true }
                    if value < Self.solidAlpha { solid[cell] = false }
                }
            }
        }
        self.marked = marked
        self.solid = solid
    }

    /// Whether the picture hides everything under `unit` (fractions of its width and height): it lies inside the
    /// picture (to a millionth) and every cell it reaches into is solid.
    public func covers(_ unit: TextRect) -> Bool {
        let slack = 1e-6
        guard unit.x >= -slack, unit.y >= -slack, unit.maxX <= 1 + slack, unit.maxY <= 1 + slack,
              let cells = cells(in: unit) else { return false }
        for row in cells.rows { for column in cells.columns where !solid[row * columns + column] { return false } }
        return true
    }

    /// The part of `unit` (fractions of the picture's width and height) that visible cells cover: the box of the
    /// marked cells that reach into it, cut to it; nil when none does.
    public func visiblePart(within unit: TextRect) -> TextRect? {
        guard let cells = cells(in: unit) else { return nil }
        var minColumn = Int.max, maxColumn = -1, minRow = Int.max, maxRow = -1
        for row in cells.rows {
            for column in cells.columns where marked[row * columns + column] {
                minColumn = min(minColumn, column); maxColumn = max(maxColumn, column)
                minRow = min(minRow, row); maxRow = max(maxRow, row)
            }
        }
        guard maxColumn >= 0 else { return nil }
        let width = Double(columns), height = Double(rows)
        let box = TextRect(x: Double(minColumn) / width, y: Double(minRow) / height,
                           width: Double(maxColumn - minColumn + 1) / width, height: Double(maxRow - minRow + 1) / height)
        let x = max(box.x, unit.x), y = max(box.y, unit.y)
        let maxX = min(box.maxX, unit.maxX), maxY = min(box.maxY, unit.maxY)
        guard maxX > x, maxY > y else { return nil }
        return TextRect(x: x, y: y, width: maxX - x, height: maxY - y)
    }

    /// The cells the part of `unit` inside the picture reaches into; nil when none is.
    private func cells(in unit: TextRect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        let width = Double(columns), height = Double(rows)
        let firstColumn = max(0, Int((unit.x * width).rounded(.down))), lastColumn = min(columns - 1, Int((unit.maxX * width).rounded(.up)) - 1)
        let firstRow = max(0, Int((unit.y * height).rounded(.down))), lastRow = min(rows - 1, Int((unit.maxY * height).rounded(.up)) - 1)
        guard firstColumn <= lastColumn, firstRow <= lastRow else { return nil }
        return (firstColumn...lastColumn, firstRow...lastRow)
    }

    /// The part of the whole picture that visible cells cover; nil when none is visible.
    public var visiblePart: TextRect? { visiblePart(within: TextRect(x: 0, y: 0, width: 1, height: 1)) }

    /// The grid of the picture seen in a mirror (an image a right-to-left view flips).
    public var mirrored: OpaqueGrid {
        let flip = { (cells: [Bool]) in
            (0..<self.rows).flatMap { row in (0..<self.columns).map { column in cells[row * self.columns + self.columns - 1 - column] } }
        }
        return OpaqueGrid(columns: columns, rows: rows, marked: flip(marked), solid: flip(solid))
    }

    private init(columns: Int, rows: Int, marked: [Bool], solid: [Bool]) {
        self.columns = columns
        self.rows = rows
        self.marked = marked
        self.solid = solid
    }
}
