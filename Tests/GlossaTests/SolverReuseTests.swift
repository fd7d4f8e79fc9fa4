import Foundation
@testable import Glossa
import GlossaText
import XCTest

/// Layouts started from an earlier solved system (the previous measure pass, another locale, size or
/// device of the same layout) come out exactly as layouts solved from scratch: every sample screen, in
/// every locale and the right-to-left pseudo-language, at the default and the largest content size.
final class SolverReuseTests: XCTestCase {
    func testReusedSolvesEqualSolvesFromScratchOnEverySampleScreen() throws {
        let layouts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Layouts").path
        var options = MatrixOptions(paths: [layouts])
        options.locales = .all
        options.pseudo = [.rtl]
        options.contentSizes = ["l", "ax5"]
        options.jobs = 2
        let engine = TextEngine(registry: try FontRegistry.bundled())
        let reusing = Simulator(textEngine: engine)
        let scratch = Simulator(textEngine: engine)
        scratch.reusesSolvedSystems = false
        let reused = try reusing.run(options), fresh = try scratch.run(options)
        XCTAssertEqual(reused.count, fresh.count)
        XCTAssertGreaterThan(reused.count, 250)
        XCTAssertTrue(reused.contains { $0.direction == .rightToLeft } && reused.contains { $0.direction == .leftToRight })
        for (a, b) in zip(reused, fresh) {
            let screen = "\(a.layout) \(a.locale) \(a.contentSize)"
            XCTAssertEqual(a.views.count, b.views.count, screen)
            for (x, y) in zip(a.views, b.views) {
                XCTAssertEqual(x.name, y.name, screen)
                XCTAssertEqual([x.frame.x, x.frame.y, x.frame.width, x.frame.height].map(\.bitPattern),
                               [y.frame.x, y.frame.y, y.frame.width, y.frame.height].map(\.bitPattern), "\(screen) \(x.name)")
                XCTAssertEqual(x.paragraph?.lines.count, y.paragraph?.lines.count, "\(screen) \(x.name)")
            }
            XCTAssertEqual(a.findings.map(\.message), b.findings.map(\.message), screen)
        }
        XCTAssertEqual(Report.json(reused), Report.json(fresh))
    }
}
