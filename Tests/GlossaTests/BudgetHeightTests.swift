import Foundation
import Glossa
import GlossaText
import XCTest

/// Where a room's height comes from: only from what `check` cuts. A button's tall title shows whole; a label
/// shorter than its line is cut where its ink leaves it; a label whose neighbour widens with its height holds a
/// narrow tall text that the rectangle of its widest and tallest text would not. Left to right and right to left.
final class BudgetHeightTests: XCTestCase {
    static let burmese = "အသိပေးချက်အားလုံးအတွက် အဆင့်မြင့် ကိုယ်ရေးကိုယ်တာ ဆက်တင်များနှင့် အခြားရွေးချယ်စရာများ"

    /// A 44 pt button centred on the screen grows off both edges: its title's room is found by growing sizes, and a
    /// Burmese or Arabic line (37 and 36 pt, taller than the 32 pt inside its insets) still shows whole, as UIButton
    /// draws it; only the width binds.
    func testAButtonsTallTitleShowsWhole() throws {
        let layout = """
        name: save
        device: iphone-se
        root:
          view:
            id: screen
            children:
              - button: {id: save, key: save, height: 44}
            constraints:
              - save.centerX == superview.centerX
              - save.top == superview.top + 40
        """
        let agreement = try BudgetAgreement(layout: layout, english: ["save": "Save"])
        let engine = try BudgetAgreement.engine.get()
        for (locale, growth) in [("my", Self.burmese), ("ar", BudgetAgreementTests.arabic), ("de", BudgetAgreementTests.german)] {
            let (below, _) = try agreement.assertAgrees(key: "save", locale: locale, growth: growth)
            let line = try engine.layout(below, style: ParagraphStyle(size: 17, language: locale), width: .unconstrained)
            XCTAssertEqual(line.lines.count, 1, locale)
            if locale != "de" { XCTAssertGreaterThan(line.height, 35, "\(locale): a line taller than the button's insets fits") }
        }
    }

    /// A one-line caption 10 pt tall, shorter than a line of its text (14.3 pt of Latin, 18.1 of Thai, 25.3 of
    /// Arabic): `check` cuts a text only where its ink, centred on the label, leaves it, and so does `--check`.
    func testALabelShorterThanItsLineIsCutWhereItsInkLeaves() throws {
        let labels = "      - text: {id: label, key: label, style: caption, lines: 1, width: 200, height: 10}"
        let layout = """
        name: legend
        device: iphone-se
        root:
          vstack:
            alignment: leading
            padding: {top: 20, leading: 16, trailing: 16}
            children:
        \(labels)
        """
        let agreement = try BudgetAgreement(layout: layout, english: ["label": "Notes"])
        for (locale, values) in [("de", ["Wasser", "Notes", "jung", "Gipfel"]), ("th", ["กา", "ดาว", "ปั้น", "ฎีกา"]),
                                 ("ar", ["كلمة", "مُلاحظ", "تنبأ", "ن"])] {
            let fits = try agreement.assertSameVerdicts(key: "label", locale: locale, values: values)
            XCTAssertEqual(fits, [true, true, false, false], "\(locale): ink inside the label fits, ink outside does not")
        }
    }

    /// A caption beside a square swatch as tall as it: at its widest the caption has no height to spare (a taller
    /// line widens the swatch and pushes it off the screen), but a short Arabic value, a line of 25 pt, fits whole.
    /// Near the widest, the same Arabic line does not: `--check` lays such a value out at its own size.
    func testANeighbourThatWidensWithTheLabelsHeight() throws {
        let layout = """
        name: legend
        device: iphone-se
        root:
          view:
            id: screen
            children:
              - view: {id: swatch, background: blue}
              - text: {id: label, key: label, style: caption, lines: 1}
            constraints:
              - swatch.leading == superview.leading + 16
              - swatch.top == superview.top + 40
              - swatch.width == swatch.height
              - swatch.height == label.height
              - label.leading == swatch.trailing + 8
              - label.centerY == swatch.centerY
        """
        let agreement = try BudgetAgreement(layout: layout, english: ["label": "Predicted"])
        let fits = try agreement.assertSameVerdicts(key: "label", locale: "ar", values: ["تنبأ", "مُلاحظ"])
        XCTAssertEqual(fits, [true, true], "short Arabic values, taller than the English line, fit")
        let words = String(repeating: BudgetAgreementTests.arabic + " ", count: 2)
        for (locale, growth) in [("ar", words), ("he", String(repeating: BudgetAgreementTests.hebrew + " ", count: 2)),
                                 ("de", BudgetAgreementTests.german)] {
            let (below, above) = try agreement.assertAgrees(key: "label", locale: locale, growth: growth)
            if locale == "ar" {
                // The Arabic line is 25.3 pt tall, so the swatch is 11 pt wider than in English: the longest value
                // that fits is that much narrower than the English room.
                let engine = try BudgetAgreement.engine.get(), style = ParagraphStyle(size: 12, language: "ar")
                XCTAssertLessThan(try engine.measure(below, style: style, width: .unconstrained).width, 375 - 16 - 8 - 25)
                XCTAssertGreaterThan(try engine.measure(above, style: style, width: .unconstrained).width, 375 - 16 - 8 - 26)
            }
        }
    }
}
