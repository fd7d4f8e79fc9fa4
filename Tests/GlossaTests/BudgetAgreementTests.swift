import Foundation
import Glossa
import GlossaText
import XCTest

/// `budgets --check` against `check`, value by value, on the layouts translators meet: fixed-width labels,
/// hugging labels in stacks, multi-line labels, buttons, views that grow off the screen, tall scripts and
/// plurals. Each runs left to right and right to left (Arabic or Hebrew values, in a mirrored layout).
final class BudgetAgreementTests: XCTestCase {
    static let german = "Datenschutzeinstellungen für alle Benachrichtigungen und weitere Optionen der Anwendung"
    static let arabic = "إعدادات الخصوصية المتقدمة لجميع الإشعارات وخيارات أخرى كثيرة في التطبيق"
    static let hebrew = "הגדרות פרטיות מתקדמות עבור כל ההתראות ואפשרויות נוספות רבות ביישום"
    static let hindi = "सभी सूचनाओं के लिए उन्नत गोपनीयता सेटिंग्स और ऐप्लिकेशन के अन्य विकल्प"
    static let thai = "การตั้งค่าความเป็นส่วนตัวขั้นสูงสำหรับการแจ้งเตือนทั้งหมดและตัวเลือกอื่นๆ"
    static let burmese = "အသိပေးချက်အားလုံးအတွက် အဆင့်မြင့် ကိုယ်ရေးကိုယ်တာ ဆက်တင်များနှင့် အခြားရွေးချယ်စရာများ"
    static let urdu = "تمام اطلاعات کے لیے رازداری کی جدید ترتیبات اور ایپلیکیشن کے دیگر اختیارات"

    private func screen(_ children: String, device: String = "iphone-se") -> String {
        """
        name: snap
        device: \(device)
        root:
          vstack:
            alignment: leading
            spacing: 8
            padding: {top: 20, leading: 16, trailing: 16}
            children:
              - text: {id: caption, key: caption, style: footnote}
        \(children)
        """
    }

    private let english = ["caption": "Notifications", "label": "Show Previews", "value": "When Unlocked", "save": "Save",
                           "cancel": "Cancel", "desc": "Choose how previews of your notifications appear."]

    func testFixedWidthLabel() throws {
        let agreement = try BudgetAgreement(layout: screen("      - text: {id: label, key: label, style: body, lines: 1, width: 150}"),
                                            english: english)
        let (below, above) = try agreement.assertAgrees(key: "label", locale: "de", growth: Self.german)
        try agreement.assertAgrees(key: "label", locale: "ar", growth: Self.arabic)
        // The budget is the label's own width: the German value breaks it where its width passes 150 pt.
        let engine = try BudgetAgreement.engine.get()
        let style = ParagraphStyle(size: 17, language: "de")
        XCTAssertLessThanOrEqual(try engine.measure(below, style: style, width: .unconstrained).width, 150)
        XCTAssertGreaterThan(try engine.measure(above, style: style, width: .unconstrained).width, 150)
    }

    func testHuggingLabelsInAStack() throws {
        let row = """
              - hstack:
                  id: row
                  spacing: 8
                  children:
                    - view: {id: icon, width: 29, height: 29, background: blue}
                    - text: {id: label, key: label, style: body, lines: 1}
                    - spacer: {}
                    - text: {id: value, key: value, style: body, lines: 1, hugging: {horizontal: 750}, compression: {horizontal: 760}}
        """
        let agreement = try BudgetAgreement(layout: screen(row), english: english)
        for (locale, growth) in [("de", Self.german), ("he", Self.hebrew)] {
            try agreement.assertAgrees(key: "label", locale: locale, growth: growth)
            try agreement.assertAgrees(key: "value", locale: locale, growth: growth)
        }
    }

    func testMultiLineLabels() throws {
        let labels = """
              - text: {id: desc, key: desc, style: body, lines: 2}
              - text: {id: label, key: label, style: headline, lines: 3, width: 200}
        """
        let agreement = try BudgetAgreement(layout: screen(labels), english: english)
        for (locale, growth) in [("de", Self.german + " " + Self.german), ("ar", Self.arabic + " " + Self.arabic)] {
            try agreement.assertAgrees(key: "desc", locale: locale, growth: growth)
            try agreement.assertAgrees(key: "label", locale: locale, growth: growth)
        }
    }

    func testButtons() throws {
        let buttons = """
              - hstack:
                  id: bar
                  children:
                    - button: {id: cancel, key: cancel}
                    - spacer: {}
                    - button: {id: save, key: save}
        """
        let agreement = try BudgetAgreement(layout: screen(buttons), english: english)
        for (locale, growth) in [("de", Self.german), ("ar", Self.arabic)] {
            try agreement.assertAgrees(key: "save", locale: locale, growth: growth)
        }
    }

    /// Views with nothing to stop them growing: a centred title widens past both screen edges, a description
    /// lengthens past the bottom of the screen (the budget is found by bisection, judged by `check`).
    func testViewsThatGrowOffTheScreen() throws {
        let layout = """
        name: edge
        device: iphone-se
        root:
          view:
            id: screen
            children:
              - text: {id: title, key: label, style: title2, lines: 1}
              - text: {id: desc, key: desc, style: body}
            constraints:
              - title.centerX == superview.centerX
              - title.top == superview.top + 20
              - desc.leading == superview.leading + 16
              - desc.trailing == superview.trailing - 16
              - desc.top == superview.top + 480
        """
        let agreement = try BudgetAgreement(layout: layout, english: english)
        for (locale, growth) in [("de", Self.german), ("he", Self.hebrew)] {
            try agreement.assertAgrees(key: "label", locale: locale, growth: growth)
            try agreement.assertAgrees(key: "desc", locale: locale, growth: String(repeating: growth + " ", count: 5))
        }
    }

    /// A label pinned to the left edge (`left`, which does not flip) beside an icon on the trailing side: in
    /// English the icon stops it; in Arabic the icon is on the left, and the label grows to the screen's edge.
    /// Right-to-left values are measured at the right-to-left rooms.
    func testScreensThatDoNotMirror() throws {
        let layout = """
        name: pinned
        device: iphone-se
        root:
          view:
            id: screen
            children:
              - text: {id: label, key: label, style: body, lines: 1}
              - view: {id: icon, width: 29, height: 29, background: blue}
            constraints:
              - label.left == superview.left + 16
              - label.top == superview.top + 20
              - label.trailing <= icon.leading - 8
              - icon.trailing == superview.trailing - 16
              - icon.top == superview.top + 20
        """
        let agreement = try BudgetAgreement(layout: layout, english: english)
        let (_, german) = try agreement.assertAgrees(key: "label", locale: "de", growth: Self.german)
        let (arabicBelow, _) = try agreement.assertAgrees(key: "label", locale: "ar", growth: Self.arabic + " " + Self.arabic)
        let engine = try BudgetAgreement.engine.get()
        XCTAssertLessThan(try engine.measure(german, style: ParagraphStyle(size: 17, language: "de"), width: .unconstrained).width, 320)
        XCTAssertGreaterThan(try engine.measure(arabicBelow, style: ParagraphStyle(size: 17, language: "ar"), width: .unconstrained).width, 320,
                             "the Arabic label has the room to the screen's edge")
    }

    /// Hindi, Thai, Burmese and Urdu (Nastaliq, right to left) lines are taller than Latin ones: in a two-line
    /// label of fixed height, two Latin or Devanagari lines fit but only one Thai, Burmese or Urdu line does.
    func testTallScripts() throws {
        let labels = "      - text: {id: label, key: label, style: body, lines: 2, width: 200, height: 50}"
        let agreement = try BudgetAgreement(layout: screen(labels), english: english)
        let engine = try BudgetAgreement.engine.get()
        for (locale, growth, lines) in [("hi", Self.hindi, 2), ("th", Self.thai, 1), ("my", Self.burmese, 1), ("ur", Self.urdu, 1),
                                        ("de", Self.german, 2)] {
            let (below, above) = try agreement.assertAgrees(key: "label", locale: locale, growth: growth)
            // What binds: two lines of 200 pt for Latin and Devanagari, the height (one line) for the taller scripts.
            let style = ParagraphStyle(size: 17, language: locale)
            XCTAssertEqual(try engine.layout(below, style: style, width: .exactly(200)).lines.count, lines, locale)
            XCTAssertEqual(try engine.layout(above, style: style, width: .exactly(200)).lines.count, lines + 1, locale)
        }
    }
}

/// Plural values: every form of the locale is measured, each with the widest number of its category that has
/// as many digits as the layout's own (ru few: 94, ar many: 99), and agrees with `check` of the layout showing
/// that number.
final class BudgetPluralAgreementTests: XCTestCase {
    private func catalog(_ forms: [String: String], locale: String) throws -> Data {
        func unit(_ value: String) -> [String: Any] { ["stringUnit": ["state": "translated", "value": value]] }
        let strings: [String: Any] = ["%lld files": ["localizations": [
            "en": ["variations": ["plural": ["one": unit("%lld file"), "other": unit("%lld files")]]],
            locale: ["variations": ["plural": forms.mapValues(unit)]],
        ]]]
        return try JSONSerialization.data(withJSONObject: ["sourceLanguage": "en", "version": "1.0", "strings": strings],
                                          options: [.prettyPrinted, .sortedKeys])
    }

    private func layout(number: String, direction: String) -> String {
        """
        name: files
        device: iphone-se
        root:
          hstack:
            padding: {top: 20, leading: 16, trailing: 16}
            children:
              - view: {id: icon, width: 29, height: 29, background: blue}
              - text: {id: count, key: "%lld files", args: [\(number)], style: body, lines: 1}
              - spacer: {}
              - text: {id: note, verbatim: "\(direction)", style: body}
        """
    }

    private func assertPluralAgrees(locale: String, words: [String: String], growth: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-plural-\(UUID().uuidString)")
        let strings = folder.appendingPathComponent("Strings")
        try FileManager.default.createDirectory(at: strings, withIntermediateDirectories: true)
        let screen = folder.appendingPathComponent("screen.yaml")
        try Data(layout(number: "12", direction: locale).utf8).write(to: screen)
        try catalog(["other": "%lld files"], locale: locale).write(to: strings.appendingPathComponent("Localizable.xcstrings"))
        let characters = Array(growth)
        var values: [TranslatedValue] = []
        for length in 1...characters.count {
            let prefix = String(characters[..<length])
            let file = folder.appendingPathComponent("candidates/\(length)/Localizable.xcstrings")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try catalog(words.mapValues { "%lld \($0) \(prefix)" }, locale: locale).write(to: file)
            values += try TranslationFiles.read(file.path)
        }
        XCTAssertEqual(values.count, characters.count)
        let simulator = Simulator(textEngine: try BudgetAgreement.engine.get())
        let result = try simulator.checkTranslations(values, options: MatrixOptions(paths: [screen.path]))
        let failing = Set(result.overflows.map { "\($0.value.file) \($0.variant.plural?.rawValue ?? "")" })
        for variant in values[0].variants(arguments: [.integer(12)], device: "iphone-se") {
            let category = try XCTUnwrap(variant.plural)
            let number: String
            switch variant.number {
            case let .integer(value)?: number = String(value)
            case let .double(value)?: number = String(value)
            default: return XCTFail("\(locale) \(category): no number")
            }
            let fits = values.map { !failing.contains("\($0.file) \(category.rawValue)") }
            guard let first = fits.firstIndex(of: false), first > 0 else { return XCTFail("\(locale) \(category): no crossing in \(fits)") }
            XCTAssertFalse(fits[first...].contains(true), "\(locale) \(category)")
            try Data(layout(number: number, direction: locale).utf8).write(to: screen)
            for index in [first - 1, first] {
                try FileManager.default.removeItem(at: strings.appendingPathComponent("Localizable.xcstrings"))
                try FileManager.default.copyItem(at: URL(fileURLWithPath: values[index].file),
                                                 to: strings.appendingPathComponent("Localizable.xcstrings"))
                var options = MatrixOptions(paths: [screen.path])
                options.locales = .list([locale])
                // A simulator of its own: a simulator reads each strings folder once.
                let cut = try Simulator(textEngine: try BudgetAgreement.engine.get()).run(options).flatMap(\.findings).filter { $0.key == "%lld files" && [.truncated, .clipped].contains($0.kind) }
                XCTAssertEqual(cut.isEmpty, fits[index], "\(locale) \(category) \(number) at \(index + 1) graphemes: \(cut.map(\.message))")
            }
        }
    }

    func testRussianForms() throws {
        try assertPluralAgrees(locale: "ru", words: ["one": "файл", "few": "файла", "many": "файлов", "other": "файла"],
                               growth: "найдено в папке документов на этом устройстве")
    }

    func testArabicForms() throws {
        try assertPluralAgrees(locale: "ar", words: ["zero": "ملفات", "one": "ملف", "two": "ملفان", "few": "ملفات",
                                                     "many": "ملفًا", "other": "ملف"],
                               growth: "في مجلد المستندات على هذا الجهاز المحمول الخاص بك")
    }
}

/// A key shown in several views takes the tightest: the same key in a narrow and a wide label, and in two
/// labels that compete for one row.
final class BudgetSharedKeyTests: XCTestCase {
    func testTheTightestViewBinds() throws {
        let layout = """
        name: shared
        device: iphone-se
        root:
          vstack:
            alignment: leading
            spacing: 8
            padding: {top: 20, leading: 16, trailing: 16}
            children:
              - text: {id: wide, key: label, style: body, lines: 1}
              - text: {id: narrow, key: label, style: body, lines: 1, width: 120}
              - hstack:
                  spacing: 8
                  children:
                    - text: {id: low, key: degrees, args: [15], style: body, lines: 1}
                    - view: {id: bar, width: {max: 130}, height: 6, background: orange}
                    - text: {id: high, key: degrees, args: [24], style: body, lines: 1}
        """
        let agreement = try BudgetAgreement(layout: layout, english: ["label": "Show Previews", "degrees": "%lld°"])
        for (locale, growth) in [("de", BudgetAgreementTests.german), ("ar", BudgetAgreementTests.arabic)] {
            let (below, _) = try agreement.assertAgrees(key: "label", locale: locale, growth: growth)
            let style = ParagraphStyle(size: 17, language: locale)
            XCTAssertLessThanOrEqual(try BudgetAgreement.engine.get().measure(below, style: style, width: .unconstrained).width, 120,
                                     "the 120 pt label binds, not the full-width one")
            try agreement.assertAgrees(key: "degrees", locale: locale, growth: "%lld " + growth)
        }
    }
}
