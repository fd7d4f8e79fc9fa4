import Foundation
@testable import Glossa
@testable import GlossaReports
@testable import GlossaLayout
import GlossaText
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// What budgets are written as: JSON, XLIFF 1.2, an Xcode export annotated in place, and the translator page.
final class BudgetExportTests: XCTestCase {
    private static let layout = """
    name: snap
    device: iphone-se
    root:
      vstack:
        alignment: leading
        spacing: 8
        padding: {top: 20, leading: 16, trailing: 16}
        children:
          - text: {id: title, key: title, style: headline, lines: 1}
          - text: {id: fixed, key: "a <b> & \\"c\\"", style: body, lines: 1, width: 150}
          - text: {id: desc, key: desc, style: footnote, lines: 3}
          - text: {id: copy, key: title, style: body, lines: 1, width: 120}
    """

    private func budgets() throws -> (agreement: BudgetAgreement, budgets: [Budget]) {
        let agreement = try BudgetAgreement(layout: Self.layout, english: [
            "title": "Settings", "a <b> & \"c\"": "Fixed & <bold>", "desc": "A description that wraps over several lines.",
        ])
        var options = MatrixOptions(paths: [agreement.layout])
        options.jobs = 2
        return (agreement, try agreement.simulator().budgets(options))
    }

    func testJSONHasAKeyPerEntrySortedWithItsTightestCaseAndEveryCase() throws {
        let (_, budgets) = try budgets()
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(BudgetJSON.document(budgets).utf8)) as? [[String: Any]])
        XCTAssertEqual(json.map { $0["key"] as? String }, ["a <b> & \"c\"", "desc", "title"])
        for entry in json {
            XCTAssertEqual(Set(entry.keys), ["key", "table", "width", "lines", "font", "layout", "view", "device", "contentSize", "cases"])
            XCTAssertEqual(entry["table"] as? String, "Localizable")
            let font = try XCTUnwrap(entry["font"] as? [String: Any])
            XCTAssertEqual(font["family"] as? String, "Noto Sans")
        }
        let title = try XCTUnwrap(json.first { $0["key"] as? String == "title" })
        XCTAssertEqual(title["width"] as? Double, 120, "the 120 pt copy binds, not the full-width title")
        XCTAssertEqual(title["view"] as? String, "copy")
        XCTAssertEqual((title["cases"] as? [[String: Any]])?.map { $0["view"] as? String }, ["title", "copy"])
        let desc = try XCTUnwrap(json.first { $0["key"] as? String == "desc" })
        XCTAssertEqual(desc["lines"] as? Double, 3)
        XCTAssertEqual(desc["width"] as? Double, 343)
    }

    func testXLIFFCarriesMaxwidthPixelsFontAndANotePerKey() throws {
        let (agreement, budgets) = try budgets()
        let file = agreement.folder.appendingPathComponent("budgets.xliff")
        try BudgetXLIFF.write(budgets, to: file.path)
        let units = try XLIFFUnits(Data(contentsOf: file))
        XCTAssertEqual(units.map(\.id), ["a <b> & \"c\"", "desc", "title"])
        let title = try XCTUnwrap(units.first { $0.id == "title" })
        XCTAssertEqual(title.attributes["maxwidth"], "120")
        XCTAssertEqual(title.attributes["size-unit"], "pixel")
        XCTAssertEqual(title.attributes["font"], "Noto Sans;17;normal")
        XCTAssertEqual(title.source, "Settings")
        XCTAssertTrue(title.note.contains("snap/copy") && title.note.contains("iphone-se"), title.note)
        XCTAssertEqual(units.first?.source, "Fixed & <bold>")
    }

    /// The annotated export differs from the original only by the three attributes and a note per unit of a key
    /// with a budget; annotating it again gives the same bytes; units of other tables and keys are untouched.
    func testAnnotatingAnXcodeExportChangesNothingElse() throws {
        let (agreement, budgets) = try budgets()
        let original = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2">
          <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="de" datatype="plaintext">
            <header>
              <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="15.0" build-num="15A240d"/>
            </header>
            <body>
              <trans-unit id="title" xml:space="preserve">
                <source>Settings</source>
                <target>Einstellungen</target>
                <note>Screen title</note>
              </trans-unit>
              <trans-unit id="desc" xml:space="preserve" maxwidth="10"><source>A description</source></trans-unit>
              <!-- <trans-unit id="title"> in a comment is not a unit -->
              <trans-unit id="unknown" xml:space="preserve">
                <source>Unknown</source>
              </trans-unit>
            </body>
          </file>
          <file original="App/en.lproj/Other.strings" source-language="en" target-language="de" datatype="plaintext">
            <body>
              <trans-unit id="title" xml:space="preserve">
                <source>Settings</source>
              </trans-unit>
            </body>
          </file>
        </xliff>

        """
        let input = agreement.folder.appendingPathComponent("de.xliff"), output = agreement.folder.appendingPathComponent("de.out.xliff")
        try Data(original.utf8).write(to: input)
        try XLIFFAnnotation.annotate(input.path, with: budgets, to: output.path)
        let annotated = try String(contentsOf: output, encoding: .utf8)
        let title = try XCTUnwrap(budgets.first { $0.key == "title" }), desc = try XCTUnwrap(budgets.first { $0.key == "desc" })
        func note(_ budget: Budget) -> String {
            "<note from=\"glossa\">" + BudgetXLIFF.note(budget).replacingOccurrences(of: "&", with: "&amp;") + "</note>"
        }
        let expected = original
            .replacingOccurrences(of: "<trans-unit id=\"title\" xml:space=\"preserve\">\n        <source>Settings</source>\n        <target>",
                                  with: "<trans-unit id=\"title\" xml:space=\"preserve\" maxwidth=\"120\" size-unit=\"pixel\" font=\"Noto Sans;17;normal\">\n        <source>Settings</source>\n        <target>")
            .replacingOccurrences(of: "<note>Screen title</note>", with: "<note>Screen title</note>\n        " + note(title))
            .replacingOccurrences(of: "<trans-unit id=\"desc\" xml:space=\"preserve\" maxwidth=\"10\"><source>A description</source>",
                                  with: "<trans-unit id=\"desc\" xml:space=\"preserve\" maxwidth=\"343\" size-unit=\"pixel\" font=\"Noto Sans;13;normal\"><source>A description</source>" + note(desc))
        XCTAssertEqual(annotated, expected)
        try XLIFFAnnotation.annotate(output.path, with: budgets, to: input.path)
        XCTAssertEqual(try String(contentsOf: input, encoding: .utf8), annotated, "annotating again changes nothing")
        XCTAssertEqual(try XLIFFUnits(Data(annotated.utf8)).count, 4, "still well-formed XML")
    }

    func testTheTranslatorPageEscapesTextAndInlinesAPictureOfEachKey() throws {
        let (agreement, budgets) = try budgets()
        let page = BudgetPage.html(budgets, simulator: try agreement.simulator()).html
        XCTAssertTrue(page.contains("<code>a &lt;b&gt; &amp; &quot;c&quot;</code>"))
        XCTAssertTrue(page.contains("Fixed &amp; &lt;bold&gt;"))
        XCTAssertFalse(page.contains("<bold>"))
        XCTAssertTrue(page.contains("<b>120 pt</b> on one line"))
        let pictures = page.components(separatedBy: "src=\"data:image/png;base64,").dropFirst()
        XCTAssertEqual(pictures.count, 3)
        for picture in pictures {
            let bytes = try XCTUnwrap(Data(base64Encoded: String(picture.prefix { $0 != "\"" })))
            let size = try XCTUnwrap(pngSize(bytes))
            XCTAssertEqual(size.width, 750, "a strip across the whole @2x screen")
            XCTAssertGreaterThan(size.height, 40)
        }
        XCTAssertEqual(page, BudgetPage.html(budgets, simulator: try agreement.simulator()).html, "the same bytes every run")
    }

    /// A label whose text the app's code sets shows the code's text, not its key's: the key gets no budget there.
    func testAViewWhoseTextTheCodeSetsGivesItsKeyNoBudget() throws {
        for direction in [TextDirection.leftToRight, .rightToLeft] {
            let place = SourceLocation(file: "App/Profile.swift", line: 3, column: 9)
            func label(_ id: String, key: String, setInCode: Bool) -> LaidOutView {
                var node = ViewNode(kind: .text, id: id, location: SourceLocation(file: "t.yaml", line: 1, column: 1))
                node.text = TextContent(key: key)
                if setInCode { node.text?.setInCode = place }
                var view = LaidOutView(index: 0, id: id, name: id, kind: .text, node: node, parent: nil,
                                       frame: TextRect(x: 16, y: 20, width: 200, height: 21), direction: direction, hidden: false)
                view.textStyle = ParagraphStyle(size: 17, language: "en", layoutDirection: direction)
                return view
            }
            let result = LayoutResult(views: [label("title", key: "title", setInCode: false), label("name", key: "name", setInCode: true)],
                                      issues: [], device: Device.named("iphone-se")!, direction: direction)
            XCTAssertEqual(Simulator.keyedViews(result, table: "Localizable").map { $0.0.key }, ["title"], "\(direction)")
        }
    }
}

/// Width and height of a PNG from its IHDR chunk.
private func pngSize(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data)
    guard bytes.count > 24, bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else { return nil }
    let be = { (offset: Int) in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (be(16), be(20))
}

/// The trans-units of an XLIFF document as an XML parser reads them (so the output is checked to be XML).
private struct XLIFFUnits {
    struct Unit {
        var id: String
        var attributes: [String: String]
        var source = ""
        var note = ""
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var units: [Unit] = []
        var element = ""

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            element = name
            if name == "trans-unit" { units.append(Unit(id: attributes["id"] ?? "", attributes: attributes)) }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !units.isEmpty else { return }
            if element == "source" { units[units.count - 1].source += string }
            if element == "note" { units[units.count - 1].note += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            element = ""
        }
    }

    let units: [Unit]

    init(_ data: Data) throws {
        let parser = XMLParser(data: data), reader = Reader()
        parser.delegate = reader
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
        units = reader.units
    }

    var count: Int { units.count }
    var first: Unit? { units.first }
    func map<T>(_ transform: (Unit) -> T) -> [T] { units.map(transform) }
    func first(where predicate: (Unit) -> Bool) -> Unit? { units.first(where: predicate) }

}
