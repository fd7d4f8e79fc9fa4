@testable import GlossaLayout
import GlossaCheck
import GlossaText
import XCTest

/// Any view that draws something — a background, a border, an image, text — can be off the screen or cut by it.
final class PlacementCheckTests: XCTestCase {
    /// A container (the safe area: top 59 on an iPhone 15) holding one view placed by `left`/`top` constraints,
    /// which do not flip, so the place is the same in both directions.
    private func screen(_ placed: ViewNode, left: Double, top: Double) -> ViewNode {
        node(.view, "root", [placed]) {
            $0.constraints = [
                constraint("banner.left == superview.left + \(left)", ("banner", .left), .equal, ("superview", .left), constant: left),
                constraint("banner.top == superview.top + \(top)", ("banner", .top), .equal, ("superview", .top), constant: top),
            ]
        }
    }

    private func banner(background: String? = "#FF3B30", border: Border? = nil, children: [ViewNode] = []) -> ViewNode {
        node(.view, "banner", children) {
            $0.width = SizeSpec(exact: 120)
            $0.height = SizeSpec(exact: 60)
            $0.background = background
            $0.border = border
        }
    }

    func testAColouredViewEntirelyOffTheScreenIsReported() throws {
        for direction in bothDirections {
            let findings = Checker.findings(try layOut(screen(banner(), left: 500, top: 100), direction: direction))
            let offscreen = try XCTUnwrap(findings.first { $0.kind == .offscreen }, "\(direction): \(findings.map(\.message))")
            XCTAssertEqual(offscreen.view, "banner")
            XCTAssertEqual(offscreen.severity, .error)
            XCTAssertEqual(offscreen.message, "'banner' is entirely off the iphone-15 screen, at (500, 159)")
            XCTAssertEqual(findings.filter { $0.kind == .offscreen || $0.kind == .clipped }.count, 1)
        }
    }

    func testABorderedViewHalfOffTheScreenIsClipped() throws {
        for direction in bothDirections {
            let bordered = banner(background: nil, border: Border(width: 1, color: "#000000"))
            let findings = Checker.findings(try layOut(screen(bordered, left: 333, top: 100), direction: direction))
            let clipped = try XCTUnwrap(findings.first { $0.kind == .clipped }, "\(direction): \(findings.map(\.message))")
            XCTAssertEqual(clipped.view, "banner")
            XCTAssertEqual(clipped.message, "'banner' runs off the edge of the iphone-15 screen (393 × 852 pt)")
        }
    }

    func testViewsInsideAnOffscreenViewAreNotReportedAgain() throws {
        for direction in bothDirections {
            let card = banner(children: [text("label", "Hidden away")])
            let findings = Checker.findings(try layOut(screen(card, left: -400, top: 100), direction: direction))
            XCTAssertEqual(findings.filter { $0.kind == .offscreen }.map(\.view), ["banner"], "\(direction): \(findings.map(\.message))")
        }
    }

    func testViewsThatDrawNothingOrStayOnTheScreenAreSilent() throws {
        for direction in bothDirections {
            // An empty container off the screen draws nothing; a coloured one on it is fine.
            let invisible = Checker.findings(try layOut(screen(banner(background: nil), left: 500, top: 100), direction: direction))
            XCTAssertTrue(invisible.filter { $0.kind == .offscreen || $0.kind == .clipped }.isEmpty, "\(invisible.map(\.message))")
            let onScreen = Checker.findings(try layOut(screen(banner(), left: 273, top: 100), direction: direction))
            XCTAssertTrue(onScreen.filter { $0.kind == .offscreen || $0.kind == .clipped }.isEmpty, "\(onScreen.map(\.message))")
        }
    }
}
