import Foundation
@testable import Glossa
@testable import GlossaReports
@testable import GlossaLayout
import GlossaRender
import GlossaText
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// What every output says of a budget: a room no text fits, said as such; the tightest case by what it holds at its
/// own font; one rounding rule. Each in the development language (left to right) and in Arabic (right to left).
final class BudgetOutputTests: XCTestCase {
    /// A title with room, a note below the bottom of the screen (6 pt above it: less than a line), and a badge with
    /// no width.
    static let footer = """
    name: footer
    device: iphone-se
    root:
      view:
        id: screen
        children:
          - text: {id: title, key: title, style: body, lines: 1}
          - text: {id: note, key: note, style: body}
          - text: {id: badge, key: badge, style: body, lines: 1, width: 0}
        constraints:
          - title.leading == superview.leading + 16
          - title.trailing == superview.trailing - 16
          - title.top == superview.top + 20
          - note.leading == superview.leading + 16
          - note.trailing == superview.trailing - 16
          - note.top == superview.bottom - 6
          - badge.leading == superview.leading + 16
          - badge.top == superview.top + 60
    """

    private func budgets(_ layout: String, english: [String: String], arabic: [String: String], locale: String,
                         contentSizes: [String] = ["l"]) throws -> (BudgetAgreement, [Budget]) {
        let agreement = try BudgetAgreement(layout: layout, english: english)
        try BudgetAgreement.writeStrings(arabic, to: agreement.folder.appendingPathComponent("Strings/ar.lproj/Localizable.strings"))
        var options = MatrixOptions(paths: [agreement.layout])
        options.jobs = 2
        options.contentSizes = contentSizes
        if locale != "en" { options.locales = .list([locale]) }
        return (agreement, try agreement.simulator().budgets(options))
    }

    func testARoomNoTextFitsIsSaidInEveryOutput() throws {
        for locale in ["en", "ar"] {
            let (agreement, budgets) = try budgets(Self.footer, english: ["title": "Settings", "note": "Terms apply", "badge": "New"],
                                                   arabic: ["title": "الإعدادات", "note": "تطبق الشروط", "badge": "جديد"], locale: locale)
            let byKey = Dictionary(uniqueKeysWithValues: budgets.map { ($0.key, $0) })
            XCTAssertEqual(byKey["title"]?.tightest.direction, locale == "ar" ? .rightToLeft : .leftToRight)
            XCTAssertNil(byKey["title"]?.tightest.noTextFits, locale)
            let note = try XCTUnwrap(byKey["note"]?.tightest.noTextFits, locale)
            XCTAssertTrue(note.hasPrefix("its text may be 6.") && note.contains("less than one line"), note)
            XCTAssertTrue(note.contains("in \(locale) already, 'note' runs off the edge of the iphone-se screen"), note)
            let badge = try XCTUnwrap(byKey["badge"]?.tightest.noTextFits, locale)
            XCTAssertTrue(badge.hasPrefix("the view is cut whatever the size of its text; in \(locale) already, 'badge' was squeezed"), badge)

            let console = BudgetTable.text(budgets).split(separator: "\n").map(String.init)
            XCTAssertTrue(console.contains { $0.hasPrefix("Localizable  note   none    -  ") }, "\(console)")
            XCTAssertTrue(console.contains { $0.hasPrefix("Localizable  title  343 pt  1  ") }, "\(console)")
            XCTAssertTrue(console.contains("Localizable note: no text fits footer/note, iphone-se, l: \(note)"), "\(console)")

            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(BudgetJSON.document(budgets).utf8)) as? [[String: Any]])
            let entries = Dictionary(uniqueKeysWithValues: json.map { ($0["key"] as! String, $0) })
            XCTAssertEqual(entries["note"]?["noTextFits"] as? String, note)
            XCTAssertEqual((entries["note"]?["cases"] as? [[String: Any]])?.first?["noTextFits"] as? String, note)
            XCTAssertNil(entries["title"]?["noTextFits"], "only a room no text fits has the field")
            XCTAssertEqual(entries["title"]?["width"] as? Double, 343)

            let xliff = BudgetXLIFF.document(budgets)
            XCTAssertTrue(xliff.contains("<trans-unit id=\"note\">\n"), "no maxwidth where no text fits:\n\(xliff)")
            XCTAssertTrue(xliff.contains("<note from=\"glossa\">No text fits where footer/note shows it on iphone-se at content size l: "), xliff)
            XCTAssertTrue(xliff.contains("<trans-unit id=\"title\" maxwidth=\"343\" size-unit=\"pixel\" font=\"Noto Sans;17;normal\">"), xliff)
            XCTAssertTrue(xliff.contains("<note from=\"glossa\">Budget: 343 pt on one line in Noto Sans 17 pt normal"), xliff)

            let page = BudgetPage.html(budgets, simulator: try agreement.simulator())
            XCTAssertTrue(page.html.contains("<b class=\"design\">No text fits</b>: its text may be 6."), locale)
            XCTAssertTrue(page.html.contains("<b>343 pt</b> on one line"), locale)
            XCTAssertEqual(page.missingPictures, [], "a picture of each room, even one no text fits")
        }
    }

    /// A screen that cannot be drawn (an image changed during the run) leaves its rooms a word instead of a picture,
    /// which the console repeats; a room off the screen has a word and is no failure.
    func testARoomWithoutAPictureSaysWhy() throws {
        for locale in ["en", "ar"] {
            let (_, budgets) = try budgets(Self.footer, english: ["title": "Settings", "note": "Terms apply", "badge": "New"],
                                           arabic: ["title": "الإعدادات"], locale: locale)
            let title = try XCTUnwrap(budgets.first { $0.key == "title" }).tightest
            guard case let .failure(missing) = BudgetStrip.picture(of: title, on: .failure(GlossaError("Flag.png changed during the run")))
            else { return XCTFail("no picture of a screen that could not be drawn") }
            XCTAssertEqual(missing.message, "the screen could not be drawn: Flag.png changed during the run")
            XCTAssertFalse(missing.offScreen)
            var below = title
            below.area = TextRect(x: 16, y: 700, width: 343, height: 20)
            let blank = BudgetStrip.Screen(canvas: Canvas(width: 750, height: 1334), scale: 2,
                                           layout: LayoutResult(views: [], issues: [], device: Device.named("iphone-se")!, direction: title.direction))
            guard case let .failure(off) = BudgetStrip.picture(of: below, on: .success(blank))
            else { return XCTFail("no picture of a room off the screen") }
            XCTAssertEqual(off.message, "the view is off the screen, at (16, 700) pt on a screen of 375 × 667 pt")
            XCTAssertTrue(off.offScreen)
            var edge = title
            edge.area = TextRect(x: 16, y: 650, width: 343, height: 40)
            guard case .success = BudgetStrip.picture(of: edge, on: .success(blank))
            else { return XCTFail("a room partly on the screen has its picture") }
        }
    }

    /// Three rows 4 pt apart: the strip of the middle one shows its neighbours whole, not cut in half by its margin,
    /// at one and a half CSS pixels a point; the page filters its rows by what they say.
    func testAStripShowsItsNeighboursWholeAndThePageFiltersItsRows() throws {
        let layout = """
        name: rows
        device: iphone-se
        root:
          vstack:
            alignment: leading
            spacing: 4
            padding: {top: 20, leading: 16, trailing: 16}
            children:
              - text: {id: first, key: first, style: body, lines: 1}
              - text: {id: middle, key: middle, style: body, lines: 1, width: 200}
              - text: {id: last, key: last, style: body, lines: 1}
        """
        for locale in ["en", "ar"] {
            let (agreement, budgets) = try budgets(layout, english: ["first": "Wi-Fi", "middle": "Bluetooth", "last": "Cellular"],
                                                   arabic: ["first": "واي فاي", "middle": "بلوتوث", "last": "خلوي"], locale: locale)
            var options = MatrixOptions(paths: [agreement.layout])
            if locale != "en" { options.locales = .list([locale]) }
            let views = try XCTUnwrap(agreement.simulator().run(options).first?.views)
            let first = try XCTUnwrap(views.first { $0.name == "first" }), last = try XCTUnwrap(views.first { $0.name == "last" })
            let middle = try XCTUnwrap(budgets.first { $0.key == "middle" }).tightest
            XCTAssertLessThan(middle.area.y - BudgetStrip.margin, first.frame.maxY, "the margin alone would cut the row above")
            XCTAssertGreaterThan(middle.area.maxY + BudgetStrip.margin, last.frame.y, "and the row below")
            let page = BudgetPage.html(budgets, simulator: try agreement.simulator()).html
            let rows = page.components(separatedBy: "<tr class=\"key\">").dropFirst()
            XCTAssertEqual(rows.count, 3)
            let row = try XCTUnwrap(rows.first { $0.contains("<code>middle</code>") })
            XCTAssertTrue(row.contains("width=\"563\" src=\"data:image/png;base64,"), row)
            let base64 = String(row.components(separatedBy: "base64,")[1].prefix { $0 != "\"" })
            let bytes = [UInt8](try XCTUnwrap(Data(base64Encoded: base64)))
            let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
            XCTAssertEqual(height, Int((last.frame.maxY * 2).rounded(.up)) - Int((first.frame.y * 2).rounded(.down)),
                           "\(locale): from the top of the row above to the bottom of the row below")
            XCTAssertTrue(page.contains("<input id=\"filter\" type=\"search\""), locale)
            XCTAssertTrue(page.contains("row.textContent.toLowerCase().includes(words)"), locale)
        }
    }

    /// The same 280 pt label at content sizes l (17 pt) and xxxl (23 pt): xxxl binds, and XLIFF names its width and
    /// font together, so a value that fits 280 pt in Noto Sans 23 (what Weblate measures) passes `--check`, and one
    /// that fits only at 17 pt fails both. Of two labels of one width, the bold one binds.
    func testTheTightestCaseIsTheLeastTextAtItsOwnFont() throws {
        let layout = """
        name: form
        device: iphone-se
        root:
          vstack:
            alignment: leading
            padding: {top: 20, leading: 16, trailing: 16}
            children:
              - text: {id: name, key: name, style: body, lines: 1, width: 280}
              - text: {id: plain, key: label, style: body, lines: 1, width: 150}
              - text: {id: strong, key: label, style: body, weight: bold, lines: 1, width: 150}
        """
        let engine = try BudgetAgreement.engine.get()
        for locale in ["en", "ar"] {
            let (agreement, budgets) = try budgets(layout, english: ["name": "File name", "label": "Name"],
                                                   arabic: ["name": "اسم الملف", "label": "الاسم"], locale: locale,
                                                   contentSizes: ["l", "xxxl"])
            let name = try XCTUnwrap(budgets.first { $0.key == "name" })
            XCTAssertEqual(name.cases.map(\.contentSize), ["l", "xxxl"])
            XCTAssertEqual(name.tightest.contentSize, "xxxl", locale)
            XCTAssertEqual(name.tightest.font.size, 23)
            let units = try XLIFFUnitAttributes(BudgetXLIFF.document(budgets))
            XCTAssertEqual(units["name"]?["maxwidth"], "280")
            XCTAssertEqual(units["name"]?["font"], "Noto Sans;23;normal")
            let label = try XCTUnwrap(budgets.first { $0.key == "label" })
            XCTAssertEqual(label.tightest.view, "strong", "bold takes more room than regular at the same size")
            XCTAssertEqual(units["label"]?["font"], "Noto Sans;23;bold")

            guard locale == "en" else { continue }
            // What Weblate checks: the value's width in the XLIFF font against maxwidth.
            let weblate = { (text: String) throws -> Bool in
                try engine.measure(text, style: ParagraphStyle(size: 23, language: "de"), width: .unconstrained).width <= 280
            }
            let values = ["Name der Datei", "Name der Datei auf dem Gerät"]
            XCTAssertEqual(try values.map(weblate), [true, false])
            XCTAssertLessThan(try engine.measure(values[1], style: ParagraphStyle(size: 17, language: "de"), width: .unconstrained).width, 280,
                              "the second fits at 17 pt")
            let (fits, overflows) = try agreement.budgetVerdicts(key: "name", locale: "de", values: values) { $0.contentSizes = ["l", "xxxl"] }
            XCTAssertEqual(fits, [true, false])
            XCTAssertTrue(overflows.first?.message.hasSuffix("280 available (form/name, iphone-se, xxxl)") ?? false, "\(overflows.map(\.message))")
        }
    }

    /// A room is given rounded down to a tenth of a point in JSON, on the console, on the page and by `--check`,
    /// and XLIFF's maxwidth to a whole point; a width the layout gives exactly stays exact.
    func testEveryOutputRoundsARoomDownAlike() throws {
        let layout = """
        name: sizes
        device: iphone-se
        root:
          vstack:
            alignment: leading
            padding: {top: 20, leading: 16, trailing: 16}
            children:
              - text: {id: odd, key: odd, style: body, lines: 1, width: 150.37}
              - text: {id: even, key: even, style: body, lines: 1, width: 280}
              - text: {id: tall, key: tall, style: body, lines: 0, width: 200, height: 52.66}
        """
        for locale in ["en", "ar"] {
            let (agreement, budgets) = try budgets(layout, english: ["odd": "Odd", "even": "Even", "tall": "Tall"],
                                                   arabic: ["odd": "فردي", "even": "زوجي", "tall": "طويل"], locale: locale)
            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(BudgetJSON.document(budgets).utf8)) as? [[String: Any]])
            let widths = Dictionary(uniqueKeysWithValues: json.map { ($0["key"] as! String, $0["width"] as? Double) })
            XCTAssertEqual(widths, ["odd": 150.3, "even": 280, "tall": 200], locale)
            let tall = try XCTUnwrap(json.first { $0["key"] as? String == "tall" }?["cases"] as? [[String: Any]])
            XCTAssertEqual(tall.first?["height"] as? Double, 53.1, "52.66 pt and check's 0.5 pt, rounded down")
            let console = BudgetTable.text(budgets)
            XCTAssertTrue(console.contains("Localizable  odd   150.3 pt  1 "), console)
            XCTAssertTrue(console.contains("Localizable  even  280 pt    1 "), console)
            let units = try XLIFFUnitAttributes(BudgetXLIFF.document(budgets))
            XCTAssertEqual(units["odd"]?["maxwidth"], "150")
            XCTAssertEqual(units["even"]?["maxwidth"], "280")
            XCTAssertTrue(BudgetXLIFF.document(budgets).contains("Budget: 150.3 pt on one line"))
            XCTAssertTrue(BudgetPage.html(budgets, simulator: try agreement.simulator()).html.contains("<b>150.3 pt</b> on one line"))

            guard locale == "en" else { continue }
            let long = "Eine viel zu lange Bezeichnung"
            let (_, overflows) = try agreement.budgetVerdicts(key: "odd", locale: "de", values: [long])
            XCTAssertTrue(overflows.first?.message.contains(" pt, 150.3 available (sizes/odd, iphone-se, l)") ?? false, "\(overflows.map(\.message))")
            let paragraph = String(repeating: "Eine Beschreibung, die umbricht. ", count: 3)
            let (_, higher) = try agreement.budgetVerdicts(key: "tall", locale: "de", values: [paragraph])
            XCTAssertTrue(higher.first?.message.contains(" pt of height, 53.1 available (sizes/tall, iphone-se, l)") ?? false, "\(higher.map(\.message))")
        }
    }
}

/// Each trans-unit's attributes by id, as an XML parser reads them.
private func XLIFFUnitAttributes(_ text: String) throws -> [String: [String: String]] {
    final class Reader: NSObject, XMLParserDelegate {
        var units: [String: [String: String]] = [:]
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if name == "trans-unit", let id = attributes["id"] { units[id] = attributes }
        }
    }
    let parser = XMLParser(data: Data(text.utf8)), reader = Reader()
    parser.delegate = reader
    guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
    return reader.units
}
