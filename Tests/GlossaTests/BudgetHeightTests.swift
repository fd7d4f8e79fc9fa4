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

    /// A filled button whose title may wrap (an Interface Builder configuration, `lineBreakMode="wordWrap"`), 44 pt
    /// tall and centred, grows off both edges of the screen: its room is found by growing sizes, and its own height
    /// (not the screen) stops a taller text, where UIButton drops a second line but draws one Burmese or Arabic line
    /// taller than the 30 pt inside its insets whole. A title too long for the screen does not fit either way.
    func testAWrappingButtonsTallTitleShowsWholeOnOneLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-wrap-\(UUID().uuidString)")
        let storyboard = folder.appendingPathComponent("Base.lproj/Main.storyboard")
        try FileManager.default.createDirectory(at: storyboard.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(Self.wrappingButton.utf8).write(to: storyboard)
        let engine = try BudgetAgreement.engine.get()
        for (locale, short, long) in [("ar", "حفظ القاعدة", BudgetAgreementTests.arabic), ("my", "သိမ်းဆည်း", Self.burmese)] {
            XCTAssertGreaterThan(try engine.layout(short, style: ParagraphStyle(size: 17, language: locale), width: .unconstrained).height, 35)
            var verdicts: [Bool] = []
            for value in [short, long] {
                let strings = folder.appendingPathComponent("\(locale).lproj/Main.strings")
                try FileManager.default.createDirectory(at: strings.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data("\"SAV-bt-001.configuration.title\" = \"\(value)\";\n".utf8).write(to: strings)
                var options = MatrixOptions(paths: [storyboard.path])
                options.devices = ["iphone-se"]
                let fits = try Simulator(textEngine: engine).checkTranslations(TranslationFiles.read(strings.path), options: options)
                    .overflows.isEmpty
                options.locales = .list([locale])
                let cut = try Simulator(textEngine: engine).run(options).flatMap(\.findings)
                    .filter { $0.view == "SAV-bt-001" && [.truncated, .clipped].contains($0.kind) }
                XCTAssertEqual(fits, cut.isEmpty, "\(locale) \"\(value)\": check says \(cut.map(\.message))")
                verdicts.append(fits)
            }
            XCTAssertEqual(verdicts, [true, false], locale)
        }
    }

    static let wrappingButton = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="SAV-sc-001">
                    <objects>
                        <viewController storyboardIdentifier="Save" id="SAV-vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="SAV-vw-ROT">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <button contentMode="scaleToFill" buttonType="system" lineBreakMode="wordWrap" translatesAutoresizingMaskIntoConstraints="NO" id="SAV-bt-001">
                                        <rect key="frame" x="160" y="100" width="55" height="44"/>
                                        <state key="normal" title="Save"/>
                                        <buttonConfiguration key="configuration" style="filled" title="Save"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="44" id="SAV-bt-001-h"/>
                                        </constraints>
                                    </button>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="SAV-bt-001" firstAttribute="centerX" secondItem="SAV-vw-ROT" secondAttribute="centerX" id="SAV-bt-001-x"/>
                                    <constraint firstItem="SAV-bt-001" firstAttribute="top" secondItem="SAV-vw-ROT" secondAttribute="top" constant="100" id="SAV-bt-001-t"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

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
