import Foundation
@testable import GlossaInterfaceBuilder
import GlossaLayout
import XCTest

/// Which font a view is in, as Interface Builder writes it: the system font and its text styles take San
/// Francisco's line height (20.29 pt at 17 pt), a named font keeps the bundled face's own (23.15 pt).
final class IBFontTests: XCTestCase {
    private func label(_ id: String, _ font: String, top: Int, height: Double? = nil) -> String {
        let constraint = height.map { "<constraints><constraint firstAttribute=\"height\" constant=\"\($0)\" id=\"h-\(id)\"/></constraints>" } ?? ""
        return """
            <label text="Typography" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="16" y="\(top)" width="200" height="21"/>
                \(font)
                \(constraint)
            </label>
            """
    }

    func testSystemFontAndTextStylesTakeSanFranciscosLineHeightNamedFontsTheirOwn() throws {
        let fonts: [(id: String, font: String, systemFont: Bool, height: Double)] = [
            ("LBL-SYS", "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>", true, 20.29),
            ("LBL-BLD", "<fontDescription key=\"fontDescription\" type=\"boldSystem\" pointSize=\"17\"/>", true, 20.29),
            ("LBL-STY", "<fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleBody\"/>", true, 20.29),
            ("LBL-APL", "<fontDescription key=\"fontDescription\" name=\".AppleSystemUIFont\" family=\".AppleSystemUIFont\" pointSize=\"17\"/>", true, 20.29),
            ("LBL-AVN", "<fontDescription key=\"fontDescription\" name=\"Avenir-Medium\" family=\"Avenir\" pointSize=\"17\"/>", false, 23.15),
            ("LBL-DFT", "", true, 20.29),
        ]
        let body = fonts.enumerated().map { index, font in label(font.id, font.font, top: 100 + 40 * index) }.joined(separator: "\n")
        let file = try IBFixtures.xib(body, constraints: IBFixtures.atLeadingMargin(fonts.enumerated().map { ($0.element.id, 100 + 40 * $0.offset) }))
        let nodes = try InterfaceBuilderReader.read(file: file)[0].allNodes
        for font in fonts {
            let content = try XCTUnwrap(nodes.first { $0.id == font.id }?.text)
            XCTAssertEqual(content.isSystemFont, font.systemFont, font.id)
        }
        XCTAssertEqual(nodes.first { $0.id == "LBL-AVN" }?.text?.fontName, "Avenir-Medium")
        let screens = try IBFixtures.run([file], pseudo: [.rtl])
        XCTAssertEqual(Set(screens.map(\.direction)), [.leftToRight, .rightToLeft])
        for screen in screens {
            for font in fonts {
                XCTAssertEqual(screen.frame(font.id).height, font.height, accuracy: 0.01, "\(font.id) \(screen.direction)")
            }
            XCTAssertEqual(screen.findings.filter { $0.kind == .clipped }.compactMap(\.view), [])
        }
    }

    func testALabelAtLeastSanFranciscosLineIsNotClippedAShorterOneIs() throws {
        let system = "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>"
        let named = "<fontDescription key=\"fontDescription\" name=\"Avenir-Medium\" family=\"Avenir\" pointSize=\"17\"/>"
        // 21 pt: the height Xcode gives a 17 pt label; 20: within half a point of San Francisco's 20.29; 18:
        // below it, so the descenders of "Typography", its line centred on the label, spill out. A named font
        // keeps Noto Sans's 23.15 pt line: at 20 pt its descenders spill out too.
        let body = [label("LBL-21", system, top: 100, height: 21), label("LBL-20", system, top: 140, height: 20),
                    label("LBL-18", system, top: 180, height: 18), label("LBL-NAM", named, top: 220, height: 20)]
            .joined(separator: "\n")
        let file = try IBFixtures.xib(body, constraints: IBFixtures.atLeadingMargin(
            [("LBL-21", 100), ("LBL-20", 140), ("LBL-18", 180), ("LBL-NAM", 220)]))
        for screen in try IBFixtures.run([file], pseudo: [.rtl]) {
            let clipped = screen.findings.filter { $0.kind == .clipped }
            XCTAssertEqual(clipped.compactMap(\.view).sorted(), ["LBL-18", "LBL-NAM"], "\(screen.direction): \(clipped.map(\.message))")
            let short = try XCTUnwrap(clipped.first { $0.view == "LBL-18" })
            XCTAssertTrue(short.message.contains("is 18 pt tall, less than one line of its text (20.3 pt)"), short.message)
            let avenir = try XCTUnwrap(clipped.first { $0.view == "LBL-NAM" })
            XCTAssertTrue(avenir.message.contains("(23.2 pt)"), avenir.message)
        }
    }
}
