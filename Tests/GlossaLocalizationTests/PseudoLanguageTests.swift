import XCTest
@testable import GlossaLocalization

/// Each pseudo-language's exact output for a fixed set of strings.
final class PseudoLanguageTests: XCTestCase {
    private let rlm = "\u{200F}", rlo = "\u{202E}", pdf = "\u{202C}"

    func testIdentifiers() {
        XCTAssertEqual(PseudoLanguage.allCases.map(\.localeIdentifier), ["en-double", "en-XA", "en-bounded", "en-rtl", "ar-XB"])
        XCTAssertEqual(PseudoLanguage.allCases.map(\.isRightToLeft), [false, false, false, true, true])
        XCTAssertEqual(PseudoLanguage(localeIdentifier: "en_xa"), .accented)
        XCTAssertEqual(PseudoLanguage(rawValue: "rtl-text"), .rtlText)
        XCTAssertNil(PseudoLanguage(localeIdentifier: "en"))
    }

    func testAccented() {
        let cases: [(String, String)] = [
            ("Hello", "[Ĥéļļö one]"),
            ("Settings", "[Šéţţîñĝš one two]"),
            ("Reveal Answer", "[ŔéVéåļ Åñšŵéŕ one two]"),
            ("Price: $5!", "[Þŕîçé: €5¡ one two]"),
            // Four words or more: +100%.
            ("%@ has the highest score %lld", "[»%@« ĥåš ţĥé ĥîĝĥéšţ šçöŕé »%lld« one two three four five six]"),
            ("Tap <b>Next</b> to continue", "[Ţåþ <b>Ñé\u{445}ţ</b> ţö çöñţîñûé one two three four five]"),
            ("100%% &amp; more", "[100%% &amp; ḿöŕé one two]"),
            ("", "[]"),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(PseudoLanguage.accented.transform(text), expected, text)
        }
    }

    func testExpansionFollowsAndroid() {
        XCTAssertEqual(PseudoLanguage.expansion(0), "one")
        XCTAssertEqual(PseudoLanguage.expansion(3), "one two")
        XCTAssertEqual(PseudoLanguage.expansion(13), "one two three four")
        XCTAssertEqual(PseudoLanguage.expansion(150).hasPrefix("one two three four five six seven eight nine ten eleven twelve "
            + "thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty one two"), true)
    }

    func testDoubleBoundedAndRightToLeft() {
        XCTAssertEqual(PseudoLanguage.double.transform("Hello"), "Hello Hello")
        XCTAssertEqual(PseudoLanguage.double.transform("%@ has %lld"), "%1$@ has %2$lld %1$@ has %2$lld")
        XCTAssertEqual(PseudoLanguage.double.transform("%2$@ and %1$@ 100%%"), "%2$@ and %1$@ 100%% %2$@ and %1$@ 100%%")
        XCTAssertEqual(PseudoLanguage.bounded.transform("Hello"), "[# Hello #]")
        XCTAssertEqual(PseudoLanguage.bounded.transform("%@ has %lld"), "[# %@ has %lld #]")
        XCTAssertEqual(PseudoLanguage.rtl.transform("Reveal Answer"), "Reveal Answer")
        XCTAssertEqual(PseudoLanguage.rtlText.transform("Hello world"), "\(rlm)\(rlo)Hello\(pdf)\(rlm) \(rlm)\(rlo)world\(pdf)\(rlm)")
        XCTAssertEqual(PseudoLanguage.rtlText.transform("%@ has %lld"), "%@ \(rlm)\(rlo)has\(pdf)\(rlm) %lld")
        XCTAssertEqual(PseudoLanguage.rtlText.transform("Tap <b>Next</b>"),
                       "\(rlm)\(rlo)Tap\(pdf)\(rlm) <b>\(rlm)\(rlo)Next\(pdf)\(rlm)</b>")
    }

    /// Transformed strings still take their arguments.
    func testArgumentsSubstituteAfterTransform() {
        let args: [FormatArgument] = [.string("Sara"), .integer(1200)]
        XCTAssertEqual(StringFormatter.format(PseudoLanguage.double.transform("%@ has %lld"), arguments: args, locale: "en"),
                       "\u{2068}Sara\u{2069} has 1,200 \u{2068}Sara\u{2069} has 1,200")
        XCTAssertEqual(StringFormatter.format(PseudoLanguage.accented.transform("%@ has %lld"), arguments: args, locale: "en"),
                       "[»\u{2068}Sara\u{2069}« ĥåš »1,200« one]")
    }
}
