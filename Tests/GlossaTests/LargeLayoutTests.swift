import Foundation
@testable import Glossa
import GlossaText
import XCTest

/// Layouts of thousands of views, generated here: they lay out like small ones (every row where its
/// stack puts it, left to right and right to left, solved from scratch or from another screen's solve).
/// The solver's memory for them is linear in their length (ReferenceTests counts the cells).
enum LargeLayouts {
    /// A scroll view of `count` labels, spacing 4.
    static func scrollOfLabels(_ count: Int) -> String {
        var yaml = "name: labels-\(count)\nroot:\n  scroll:\n    spacing: 4\n    children:\n"
        for index in 0..<count { yaml += "      - text: {id: l\(index), verbatim: \"Label number \(index)\"}\n" }
        return yaml
    }

    /// A scroll view of `count` rows, each a horizontal stack of a square, a title and a value.
    static func scrollOfRows(_ count: Int) -> String {
        var yaml = "name: rows-\(count)\nroot:\n  scroll:\n    children:\n"
        for index in 0..<count {
            yaml += "      - hstack: {id: row\(index), padding: 8, children: [view: {id: icon\(index), width: 24, height: 24}, "
                + "text: {id: title\(index), verbatim: \"Row \(index)\"}, spacer: {}, text: {id: value\(index), verbatim: \"\(index * 7)\"}]}\n"
        }
        return yaml
    }

    /// `yaml` written to a new folder (removed when the test ends), as `name.yaml`.
    static func file(_ yaml: String, name: String, test: XCTestCase) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-large-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("\(name).yaml").path
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}

final class LargeLayoutTests: XCTestCase {
    private let engine = TextEngine(registry: try! FontRegistry.bundled())

    private func run(_ path: String, sizes: [String] = ["l"], reusing: Bool = true) throws -> [ScreenResult] {
        var options = MatrixOptions(paths: [path])
        options.locales = .list(["en"])
        options.pseudo = [.rtl]
        options.contentSizes = sizes
        let simulator = Simulator(textEngine: engine)
        simulator.reusesSolvedSystems = reusing
        return try simulator.run(options)
    }

    func testTwoThousandLabelsStackInBothDirections() throws {
        let count = 2_000
        let results = try run(try LargeLayouts.file(LargeLayouts.scrollOfLabels(count), name: "labels", test: self))
        XCTAssertEqual(results.map(\.direction), [.leftToRight, .rightToLeft])
        for result in results {
            let labels = result.views.filter { $0.name.hasPrefix("l") }
            XCTAssertEqual(labels.count, count)
            let scroll = try XCTUnwrap(result.views.first { $0.parent == nil })
            XCTAssertEqual(labels[0].frame.y, scroll.frame.y, accuracy: 1e-9)
            for (above, below) in zip(labels, labels.dropFirst()) {
                XCTAssertEqual(below.frame.y, above.frame.y + above.frame.height + 4, accuracy: 1e-6, "\(below.name) \(result.direction)")
                XCTAssertGreaterThan(above.frame.height, 10)
            }
            // Labels fill the scroll view's width, from its leading edge in either direction.
            XCTAssertEqual(labels[count - 1].frame.x, scroll.frame.x, accuracy: 1e-9)
            XCTAssertEqual(labels[count - 1].frame.width, scroll.frame.width, accuracy: 1e-9)
            XCTAssertFalse(result.findings.contains { $0.kind == .overlap })
            XCTAssertGreaterThan(labels[count - 1].frame.y, 40_000)
        }
    }

    /// Rows of stacks, at two content sizes, solved from another screen's solve and from scratch: the same
    /// frames bit for bit (the solver refers to long rows here, and reuse must not see a difference).
    func testRowsReusedEqualRowsFromScratch() throws {
        let path = try LargeLayouts.file(LargeLayouts.scrollOfRows(300), name: "rows", test: self)
        let reused = try run(path, sizes: ["l", "ax3"]), fresh = try run(path, sizes: ["l", "ax3"], reusing: false)
        XCTAssertEqual(reused.count, 4)
        for (a, b) in zip(reused, fresh) {
            XCTAssertEqual(a.views.count, b.views.count)
            for (x, y) in zip(a.views, b.views) {
                XCTAssertEqual([x.frame.x, x.frame.y, x.frame.width, x.frame.height].map(\.bitPattern),
                               [y.frame.x, y.frame.y, y.frame.width, y.frame.height].map(\.bitPattern),
                               "\(a.locale) \(a.contentSize) \(x.name)")
            }
            XCTAssertEqual(a.findings.map(\.message), b.findings.map(\.message))
        }
        // In right to left, each row's value is at its leading (left) edge, the icon at the right.
        let rtl = try XCTUnwrap(reused.first { $0.direction == .rightToLeft })
        let icon = try XCTUnwrap(rtl.views.first { $0.name == "icon299" }), value = try XCTUnwrap(rtl.views.first { $0.name == "value299" })
        XCTAssertGreaterThan(icon.frame.x, value.frame.x)
    }
}
