import Foundation
@testable import Glossa
@testable import GlossaReports
import XCTest

/// Strings in every report (and in the records a run spills to disk) are quoted by `JSON.quote`, which copies
/// the stretches between escapes whole. Messages quote translations, so the stretches hold any script and the
/// escapes sit next to combining marks and inside CR LF pairs, where a cut between characters would fall.
final class JSONQuoteTests: XCTestCase {
    private let cases: [(text: String, quoted: String)] = [
        ("plain", #""plain""#),
        ("", #""""#),
        ("a\"b\\c", #""a\"b\\c""#),
        ("\"\u{301}x", "\"\\\"\u{301}x\""),
        ("x\r\ny", #""x\r\ny""#),
        ("\u{1}\u{1f}\t", #""\u0001\u001f\t""#),
        ("مرحبا \"عالم\"\n", "\"مرحبا \\\"عالم\\\"\\n\""),
        ("👨‍👩‍👧\"\u{301}\n\u{301}", "\"👨‍👩‍👧\\\"\u{301}\\n\u{301}\""),
    ]

    func testEscapesExactlyTheCharactersJSONRequires() {
        for (text, quoted) in cases {
            XCTAssertEqual(JSON.quote(text), quoted, String(reflecting: text))
        }
    }

    func testQuotedTextReadsBackAsTheSameScalars() throws {
        for (text, _) in cases {
            let document = Array("{\"t\":\(JSON.quote(text))}".utf8)
            let parsed = try JSONSerialization.jsonObject(with: Data(document)) as? [String: String]
            XCTAssertEqual(parsed?["t"].map { Array($0.unicodeScalars) }, Array(text.unicodeScalars), String(reflecting: text))
            guard case let .object(members) = try JSONReader.read(document, file: "quoted"), case let .string(read)? = members.first?.1 else {
                return XCTFail("not read back: \(String(reflecting: text))")
            }
            XCTAssertEqual(Array(read.unicodeScalars), Array(text.unicodeScalars), String(reflecting: text))
        }
    }

    /// The reader gathers the stretches between escapes as bytes and decodes them once: every escape JSON has,
    /// surrogate pairs joined, a lone surrogate read as U+FFFD, text on both sides of each escape kept.
    func testReaderDecodesEveryEscapeBetweenStretches() throws {
        let cases: [(json: String, text: String)] = [
            (#""a\"b""#, "a\"b"),
            (#""\n\t\r\b\f\/\\""#, "\n\t\r\u{8}\u{C}/\\"),
            (#""caf\u00e9 \u0915\u093f""#, "café कि"),
            (#""\ud83d\ude00!""#, "😀!"),
            (#""x\ud800y""#, "x\u{FFFD}y"),
            (#""مرحبا \"عالم\"""#, "مرحبا \"عالم\""),
            ("\"e\u{301}\\\"\u{301}\"", "e\u{301}\"\u{301}"),
        ]
        for (json, text) in cases {
            guard case let .string(read) = try JSONReader.read(Array(json.utf8), file: "escapes") else {
                return XCTFail("not a string: \(json)")
            }
            XCTAssertEqual(Array(read.unicodeScalars), Array(text.unicodeScalars), json)
        }
    }

    /// A spilled screen is written as bytes (`writeExact`): the same text as the string writer gives.
    func testBytesAreTheExactText() {
        let value = JSON.object([("a", .string("x\"y\u{301}")), ("n", .number(0.1 + 0.2)), ("i", .number(-3)),
                                 ("l", .array([.bool(true), .null, .string("مرحبا\n"), .object([])])), ("e", .array([]))])
        var bytes: [UInt8] = []
        value.writeExact(to: &bytes)
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), value.exactText)
        // Every number as Swift prints it (nothing rounded), strings quoted by the one rule.
        XCTAssertEqual(value.exactText, #"{"a":"x\"y\#u{301}","n":0.30000000000000004,"i":-3.0,"l":[true,null,"مرحبا\n",{}],"e":[]}"#)
    }
}

