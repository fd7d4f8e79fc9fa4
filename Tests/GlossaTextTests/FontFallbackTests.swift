@testable import GlossaText
import XCTest

/// Which bundled face draws each character: the paragraph's language, Script_Extensions and the
/// neighbouring run decide, and a character is missing only when no bundled face has it.
final class FontFallbackTests: XCTestCase {
    /// The face of every visible character, in logical order, as "char=face-id".
    private func faces(_ paragraph: ParagraphLayout) -> [String] {
        var byOffset: [Int: String] = [:]
        for line in paragraph.lines {
            for run in line.runs {
                for glyph in run.glyphs { byOffset[glyph.cluster] = run.font.id }
            }
        }
        let utf16 = Array(paragraph.text.utf16)
        return byOffset.keys.sorted().compactMap { offset in
            guard let scalar = String(decoding: utf16[offset...], as: UTF16.self).unicodeScalars.first,
                  scalar != " " else { return nil }
            return "\(scalar)=\(byOffset[offset]!)"
        }
    }

    private func face(of character: Character, in paragraph: ParagraphLayout, file: StaticString = #filePath,
                      line: UInt = #line) -> String? {
        let prefix = "\(character)="
        let found = faces(paragraph).filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
        XCTAssertFalse(found.isEmpty, "no glyph for \(character)", file: file, line: line)
        return found.first
    }

    private let directions: [TextDirection] = [.leftToRight, .rightToLeft]

    /// A version number or a time alone is drawn as UIKit draws it, by the label's font (the default face), in
    /// every language: its line is as tall as in English, not as tall as the locale's script.
    func testAParagraphWithoutLettersIsDrawnByTheDefaultFaceInEveryLanguage() throws {
        for direction in directions {
            let english = try layout("4.2.1 (12:30)", language: "en", layoutDirection: direction)
            for language in ["ar", "hi", "my", "ur", "th", "ja"] {
                let paragraph = try layout("4.2.1 (12:30)", language: language, layoutDirection: direction)
                XCTAssertEqual(Set(faces(paragraph).map { $0.split(separator: "=")[1] }), ["NotoSans-Regular"], "\(language) \(direction)")
                XCTAssertEqual(paragraph.height, english.height, "\(language) \(direction)")
            }
        }
    }

    /// A Latin label in an Arabic or Japanese locale keeps its spaces and digits in the Latin face, as UIKit keeps
    /// the label's font: its lines are no taller than in English.
    func testSpacesAndDigitsInLatinTextTakeTheLatinFaceInEveryLanguage() throws {
        for direction in directions {
            let english = try layout("My XBMC 2", language: "en", layoutDirection: direction)
            for language in ["ar", "ja", "te", "he"] {
                let paragraph = try layout("My XBMC 2", language: language, layoutDirection: direction)
                let faces = Set(paragraph.lines.flatMap(\.runs).map(\.font.id))
                XCTAssertEqual(faces, ["NotoSans-Regular"], "\(language) \(direction)")
                XCTAssertEqual(paragraph.height, english.height, "\(language) \(direction)")
            }
        }
    }

    /// Beside letters of the locale's script the same digits keep the paragraph's face, as before.
    func testDigitsBesideLettersKeepTheParagraphsFace() throws {
        for direction in directions {
            let paragraph = try layout("الإصدار 4.2", language: "ar", layoutDirection: direction)
            XCTAssertEqual(face(of: "4", in: paragraph), "NotoSansArabic-Regular", "\(direction)")
            let hindi = try layout("संस्करण 4.2", language: "hi", layoutDirection: direction)
            XCTAssertEqual(face(of: "4", in: hindi), "NotoSansDevanagari-Regular", "\(direction)")
        }
    }

    func testArabicQuestionMarkAfterLatinQuoteIsNotMissing() throws {
        for direction in directions {
            let paragraph = try layout("هل تقصد: \"New York\"؟", language: "ar", layoutDirection: direction)
            XCTAssertEqual(paragraph.missingGlyphs, [], "\(direction)")
            XCTAssertEqual(face(of: "؟", in: paragraph), "NotoSansArabic-Regular")
            XCTAssertEqual(face(of: "N", in: paragraph), "NotoSans-Regular")
        }
    }

    func testArabicCommaAndSemicolonAfterLatinAreNotMissing() throws {
        for text in ["PDF، Word", "iOS؛ Android", "Wi-Fi، بلوتوث؛ GPS"] {
            for language in ["ar", "en"] {
                let paragraph = try layout(text, language: language, layoutDirection: language == "ar" ? .rightToLeft : .leftToRight)
                XCTAssertEqual(paragraph.missingGlyphs, [], "\(text) in \(language)")
                for mark in ["،", "؛"] where text.contains(mark) {
                    XCTAssertEqual(face(of: Character(mark), in: paragraph), "NotoSansArabic-Regular", "\(text) in \(language)")
                }
            }
        }
    }

    func testBracketsInArabicAreNotDrawnByNastaliq() throws {
        for direction in directions {
            let paragraph = try layout("(PDF، 2.4 ميغابايت)", language: "ar", layoutDirection: direction)
            XCTAssertEqual(paragraph.missingGlyphs, [])
            let used = Set(faces(paragraph).map { $0.split(separator: "=").last.map(String.init) ?? "" })
            XCTAssertFalse(used.contains("NotoNastaliqUrdu-Regular"), "\(faces(paragraph))")
            XCTAssertEqual(face(of: "(", in: paragraph), "NotoSans-Regular")
            XCTAssertEqual(face(of: ")", in: paragraph), "NotoSans-Regular")
            XCTAssertEqual(face(of: "،", in: paragraph), "NotoSansArabic-Regular")
            XCTAssertEqual(face(of: "2", in: paragraph), "NotoSansArabic-Regular", "digits take the paragraph's face")
            // Line height: Noto Sans Arabic's hhea metrics (the tallest here), not Nastaliq's.
            XCTAssertEqual(paragraph.lines.count, 1)
            XCTAssertEqual(paragraph.height, 35.904, accuracy: 0.01)
        }
    }

    func testArabicWordInEnglishKeepsBracketsInTheLatinFace() throws {
        for direction in directions {
            let text = "The Arabic word for peace is سلام (salaam)."
            let paragraph = try layout(text, language: "en", layoutDirection: direction)
            XCTAssertEqual(paragraph.missingGlyphs, [])
            for character in ["(", ")", "."] as [Character] {
                XCTAssertEqual(face(of: character, in: paragraph), "NotoSans-Regular", "\(character)")
            }
            XCTAssertEqual(face(of: "س", in: paragraph), "NotoSansArabic-Regular")
            XCTAssertEqual(paragraph.height, 35.904, accuracy: 0.01, "a Nastaliq glyph made the line taller")
            // The same characters in one face each: the width is the sum of the parts shaped alone.
            // (A trailing space hangs, so the space after "is" is measured as a leading one.)
            let latin = try layout("The Arabic word for peace is", language: "en").width
            let space = try layout(" (salaam).", language: "en").width - layout("(salaam).", language: "en").width
            let arabic = try layout("سلام", language: "ar").width
            let tail = try layout(" (salaam).", language: "en").width
            // The space after the Arabic word is drawn with its neighbour's face, Noto Sans Arabic, which San
            // Francisco's widths leave as it is; the tail's space, laid out alone, is Noto Sans's, tracked and widened
            // (its design advance, 0.26 em, as wide in both faces).
            let untrackedSpace = -SystemFontMetrics.tracking(size: 17) * 17 - (SystemFontMetrics.widthFactor(size: 17) - 1) * 0.26 * 17
            XCTAssertEqual(paragraph.width, latin + space + arabic + tail + untrackedSpace, accuracy: 0.01)
        }
    }

    func testUrduUsesNastaliqButArabicAndPersianDoNot() throws {
        for direction in directions {
            let urdu = try layout("کیا آپ کا مطلب (لاہور) ہے؟", language: "ur", layoutDirection: direction)
            XCTAssertEqual(face(of: "ک", in: urdu), "NotoNastaliqUrdu-Regular")
            XCTAssertEqual(face(of: "(", in: urdu), "NotoNastaliqUrdu-Regular", "Urdu brackets follow the Urdu face")
            XCTAssertEqual(face(of: "؟", in: urdu), "NotoNastaliqUrdu-Regular")
            for language in ["ar", "fa"] {
                let text = "کتاب (جدید) است؟"
                let paragraph = try layout(text, language: language, layoutDirection: direction)
                XCTAssertFalse(faces(paragraph).contains { $0.hasSuffix("NotoNastaliqUrdu-Regular") }, "\(language): \(faces(paragraph))")
                XCTAssertEqual(face(of: "ک", in: paragraph), "NotoSansArabic-Regular", language)
            }
        }
    }

    func testHanFollowsTheParagraphLanguage() throws {
        let expected = ["ja": "NotoSansCJKjp-Regular", "zh-Hans": "NotoSansCJKsc-Regular",
                        "zh-Hant": "NotoSansCJKtc-Regular", "ko": "NotoSansCJKkr-Regular"]
        for (language, font) in expected.sorted(by: { $0.key < $1.key }) {
            for direction in directions {
                let paragraph = try layout("日本 (iCloud)、日", language: language, layoutDirection: direction)
                XCTAssertEqual(face(of: "本", in: paragraph), font, language)
                XCTAssertEqual(face(of: "、", in: paragraph), font, "\(language): the ideographic comma follows the Han face")
                XCTAssertEqual(face(of: "i", in: paragraph), "NotoSans-Regular", language)
            }
        }
    }

    func testHebrewParagraphDrawsLatinBracketsInTheLatinFace() throws {
        for direction in directions {
            let paragraph = try layout("הגדרות (Wi-Fi) – 5 GHz", language: "he", layoutDirection: direction)
            XCTAssertEqual(paragraph.missingGlyphs, [])
            XCTAssertEqual(face(of: "ה", in: paragraph), "NotoSansHebrew-Regular")
            XCTAssertEqual(face(of: "(", in: paragraph), "NotoSans-Regular")
            XCTAssertEqual(face(of: "–", in: paragraph), "NotoSans-Regular")
        }
    }

    func testACharacterNoBundledFaceHasIsStillMissing() throws {
        for (text, language) in [("A𓀀B", "en"), ("مرحبا 𓀀", "ar"), ("שלום 𓀀 (x)", "he")] {
            for direction in directions {
                let paragraph = try layout(text, language: language, layoutDirection: direction)
                XCTAssertEqual(paragraph.missingGlyphs.map(\.description), ["U+13000"], "\(text) \(direction)")
            }
        }
    }

    func testDandaFollowsTheLanguageAmongItsScriptExtensions() throws {
        // U+0964 DEVANAGARI DANDA: Script_Extensions Beng, Deva, …; after Latin text the language decides.
        for direction in directions {
            let bengali = try layout("Wi-Fi চালু।  Wi-Fi।", language: "bn", layoutDirection: direction)
            XCTAssertEqual(bengali.missingGlyphs, [])
            XCTAssertEqual(face(of: "।", in: bengali), "NotoSansBengali-Regular")
            let hindi = try layout("Wi-Fi।", language: "hi", layoutDirection: direction)
            XCTAssertEqual(face(of: "।", in: hindi), "NotoSansDevanagari-Regular")
            let english = try layout("Wi-Fi।", language: "en", layoutDirection: direction)
            XCTAssertEqual(english.missingGlyphs, [], "a later face that has it draws it")
        }
    }

    func testFacesDoNotDependOnTheParagraphDirection() throws {
        let cases = [("هل تقصد: \"New York\"؟", "ar"), ("(PDF، 2.4 ميغابايت)", "ar"),
                     ("The Arabic word for peace is سلام (salaam).", "en"), ("הגדרות (Wi-Fi) – 5 GHz", "he"),
                     ("کیا آپ کا مطلب (لاہور) ہے؟", "ur")]
        for (text, language) in cases {
            let natural = faces(try layout(text, language: language))
            for base in [BaseDirection.leftToRight, .rightToLeft] {
                let paragraph = try layout(text, language: language, base: base)
                XCTAssertEqual(paragraph.direction, base == .leftToRight ? .leftToRight : .rightToLeft)
                XCTAssertEqual(faces(paragraph), natural, "\(text) in a \(base) paragraph")
                XCTAssertEqual(paragraph.missingGlyphs, [])
            }
        }
    }
}
