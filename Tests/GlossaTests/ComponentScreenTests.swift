import Foundation
import Glossa
import XCTest

/// The Settings sample written with components (Layouts/Settings/settings.yaml) and as it was written
/// before, every row spelt out (Fixtures/settings-expanded.yaml): the same views, frames, texts,
/// findings and PNG bytes, left to right and right to left.
final class ComponentScreenTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testSettingsWithComponentsDrawsTheSamePixelsAsTheExpandedOriginal() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-components-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let simulator = try Simulator()
        func run(_ layout: String, _ folder: String) throws -> [ScreenResult] {
            var options = MatrixOptions(paths: [Self.root.appendingPathComponent(layout).path])
            options.locales = .list(["en", "ar", "hi"])
            options.pseudo = [.rtl]
            options.outputDirectory = out.appendingPathComponent(folder).path
            options.jobs = 2
            return try simulator.run(options)
        }
        let components = try run("Layouts/Settings/settings.yaml", "components")
        let expanded = try run("Tests/GlossaTests/Fixtures/settings-expanded.yaml", "expanded")
        XCTAssertEqual(components.count, 4)
        XCTAssertEqual(components.map(\.direction), [.leftToRight, .rightToLeft, .leftToRight, .rightToLeft])
        for (mine, theirs) in zip(components, expanded) {
            let screen = "\(mine.layout) \(mine.locale)"
            XCTAssertEqual(mine.views.map(\.name), theirs.views.map(\.name), screen)
            XCTAssertEqual(mine.views.map { "\($0.frame)" }, theirs.views.map { "\($0.frame)" }, screen)
            XCTAssertEqual(mine.views.map(\.text), theirs.views.map(\.text), screen)
            XCTAssertEqual(mine.findings.map { "\($0.kind) \($0.view ?? "") \($0.message)" },
                           theirs.findings.map { "\($0.kind) \($0.view ?? "") \($0.message)" }, screen)
            let a = try Data(contentsOf: URL(fileURLWithPath: try XCTUnwrap(mine.png)))
            let b = try Data(contentsOf: URL(fileURLWithPath: try XCTUnwrap(theirs.png)))
            XCTAssertGreaterThan(a.count, 1000, screen)
            XCTAssertTrue(a == b, "\(screen): the PNGs differ")
        }
        // The rows are really there: the component's ids per instance, and the value text placed at the
        // trailing side (right in English, left in Arabic).
        let english = components[0], arabic = components[1]
        for id in ["wifi-row", "wifi-icon", "wifi-label", "wifi-value", "wifi-chevron", "mobile-data-chevron"] {
            XCTAssertNotNil(english.views.first { $0.id == id }, id)
        }
        XCTAssertNil(english.views.first { $0.id == "mobile-data-value" }, "a link row has no value")
        let value = { (result: ScreenResult) in result.views.first { $0.id == "wifi-value" }!.frame }
        let label = { (result: ScreenResult) in result.views.first { $0.id == "wifi-label" }!.frame }
        XCTAssertGreaterThan(value(english).x, label(english).x)
        XCTAssertLessThan(value(arabic).x, label(arabic).x)
    }
}
