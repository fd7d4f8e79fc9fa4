import Foundation
import GlossaTesting
import XCTest

/// GlossaTesting from an XCTest test: a matrix run, failures for findings at or above a severity that
/// name the screen, view, kind and message at the assertion's line, and frames and texts to assert on.
final class TestingTests: XCTestCase {
    private var app: URL!
    private var recorded: [(message: String, file: String, line: Int)] = []
    private var capturing = false

    // Failures of the assertions under test are captured instead of failing this test.
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturing {
            recorded.append((description, filePath, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    override func setUpWithError() throws {
        app = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-testing-\(UUID().uuidString)")
        let strings: [String: String] = ["en": "Save", "de": "Speichern und alle Änderungen übernehmen", "ar": "حفظ"]
        for (language, value) in strings {
            let folder = app.appendingPathComponent("Strings/\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("\"save\" = \"\(value)\";\n\"title\" = \"\(language)\";\n".utf8)
                .write(to: folder.appendingPathComponent("Localizable.strings"))
        }
        let layout = """
        name: form
        device: iphone-se
        root:
          vstack:
            alignment: leading
            padding: {top: 20, leading: 16, trailing: 16}
            children:
              - text: {id: title, key: title, lines: 1}
              - button: {id: save, key: save, lines: 1, width: 120}
        """
        try Data(layout.utf8).write(to: app.appendingPathComponent("form.yaml"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: app)
    }

    func testCleanLocalesPassAndAClippedTranslationFailsAtTheAssertion() throws {
        let clean = try LayoutMatrix(app.path, locales: .list(["en", "ar"]))
        capturing = true
        clean.assertNoFindings(atOrAbove: .error)
        capturing = false
        XCTAssertEqual(recorded.count, 0, "\(recorded)")

        let matrix = try LayoutMatrix(app.path, locales: .all)
        XCTAssertEqual(matrix.screens.map(\.name), ["form ar iphone-se l", "form de iphone-se l", "form en iphone-se l"])
        capturing = true
        matrix.assertNoFindings(atOrAbove: .error); let assertionLine = #line
        capturing = false
        XCTAssertEqual(recorded.count, 1, "\(recorded)")
        let failure = try XCTUnwrap(recorded.first)
        XCTAssertEqual(failure.line, assertionLine)
        XCTAssertEqual(failure.file, #filePath)
        XCTAssertTrue(failure.message.hasPrefix("failed - form de iphone-se l: error truncated 'save' (save, \(app.path)/form.yaml:9:9): "),
                      failure.message)
        let finding = try XCTUnwrap(matrix.screen(layout: "form", locale: "de").findings.first { $0.kind == .truncated })
        XCTAssertTrue(failure.message.hasSuffix(finding.message), failure.message)

        recorded = []
        capturing = true
        matrix.assertNoFindings(atOrAbove: .error, ignoring: [.truncated])
        capturing = false
        XCTAssertEqual(recorded.count, 0, "ignored kinds do not fail: \(recorded)")
    }

    func testFramesAndTextsLeftToRightAndRightToLeft() throws {
        let matrix = try LayoutMatrix(app.path, locales: .list(["en", "ar"]), pseudo: [.accented], contentSizes: ["l", "ax3"])
        XCTAssertEqual(matrix.screens.count, 6)
        let english = try matrix.screen(layout: "form", locale: "en")
        let arabic = try matrix.screen(layout: "form", locale: "ar", contentSize: "l")
        XCTAssertEqual(english.contentSize, "l")
        XCTAssertEqual(english.text("save"), "Save")
        XCTAssertEqual(arabic.text("save"), "حفظ")
        let width = 375.0
        let save = try XCTUnwrap(english.frame("save")), mirrored = try XCTUnwrap(arabic.frame("save"))
        XCTAssertEqual(save.x, 16, accuracy: 0.01)
        XCTAssertEqual(save.width, 120, accuracy: 0.01)
        XCTAssertEqual(mirrored.x, width - 16 - 120, accuracy: 0.01, "leading is the right-hand side in Arabic")
        let large = try matrix.screen(layout: "form", locale: "en", contentSize: "ax3")
        XCTAssertGreaterThan(try XCTUnwrap(large.frame("title")).height, try XCTUnwrap(english.frame("title")).height)
        let pseudo = try matrix.screen(layout: "form", locale: PseudoLanguage.accented.localeIdentifier)
        XCTAssertNotEqual(pseudo.text("save"), "Save")
        XCTAssertNil(english.view("nothing"))
    }

    func testBadInputNamesWhatIsWrong() throws {
        XCTAssertThrowsError(try LayoutMatrix(app.path, devices: ["iphone-99"])) { error in
            XCTAssertTrue("\(error)".contains("unknown device 'iphone-99'"), "\(error)")
        }
        try Data("root: {vstack: {spaceing: 4}}\n".utf8).write(to: app.appendingPathComponent("form.yaml"))
        XCTAssertThrowsError(try LayoutMatrix(app.path)) { error in
            XCTAssertEqual("\(error)", "\(app.path)/form.yaml:1:17: unknown key 'spaceing' in vstack; did you mean 'spacing'?")
        }
        let matrix = try LayoutMatrix("Layouts/Settings/settings.yaml")
        XCTAssertThrowsError(try matrix.screen(layout: "settings", locale: "fr")) { error in
            XCTAssertEqual("\(error)", "no screen 'settings fr' in the matrix; it has: settings en iphone-15 l")
        }
    }
}
