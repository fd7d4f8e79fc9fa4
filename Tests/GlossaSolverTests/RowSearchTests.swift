import XCTest
@testable import GlossaSolver

/// `Row.search` starts where a symbol would fall if the row's symbols were spread evenly and gallops from
/// there; whatever the spread, it must find what a scan finds.
final class RowSearchTests: XCTestCase {
    /// The first index whose symbol is not below `raw`, by a scan.
    private func scanned(_ raw: Int, _ cells: [Cell]) -> (Int, Bool) {
        let index = cells.firstIndex { $0.symbol.raw >= raw } ?? cells.count
        return (index, index < cells.count && cells[index].symbol.raw == raw)
    }

    private func assertSearches(_ ids: [Int], _ name: String) {
        let cells = ids.map { Cell(symbol: Symbol(id: $0, kind: .slack), coefficient: 1) }
        let raws = cells.map(\.symbol.raw)
        let probes = Set(raws + raws.map { $0 - 1 } + raws.map { $0 + 1 } + [0, -5, (raws.last ?? 0) + 100])
        for raw in probes.sorted() {
            let found = cells.withUnsafeBufferPointer { Row.search(raw, in: $0) }
            let expected = scanned(raw, cells)
            XCTAssertEqual(found.index, expected.0, "\(name): index of \(raw)")
            XCTAssertEqual(found.found, expected.1, "\(name): presence of \(raw)")
        }
    }

    func testSearchFindsWhatAScanFindsHoweverTheSymbolsFall() {
        var rng = SeededGenerator(seed: 40)
        for count in [0, 1, 2, 31, 32, 33, 40, 257, 1_000] {
            assertSearches(Array(1..<(count + 1)), "dense \(count)")
            assertSearches((0..<count).map { 10 + 7 * $0 }, "evenly spaced \(count)")
            // Clustered at either end, with one outlier far away: the first guess lands far from the answer.
            assertSearches((0..<count).map { $0 == count - 1 ? 1_000_000 : 5 + $0 }, "outlier last \(count)")
            assertSearches((0..<count).map { $0 == 0 ? 1 : 900_000 + $0 }, "outlier first \(count)")
            assertSearches((0..<count).map { $0 < count / 2 ? 3 + $0 : 500_000 + 3 * $0 }, "two clusters \(count)")
            var ids = Set<Int>()
            while ids.count < count { ids.insert(Int.random(in: 1...(count * 50 + 10), using: &rng)) }
            assertSearches(ids.sorted(), "random \(count)")
        }
    }
}
