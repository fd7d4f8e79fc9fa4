import Foundation
import XCTest
import Yams
@testable import GlossaLayout

/// Plain scalars are typed by hand as the YAML 1.2 core schema's expressions type them; quoted and tagged ones by
/// their tag.
final class CoreSchemaTests: XCTestCase {
    /// Every string of a corpus and of every short combination of the characters that matter gets the kind of the
    /// first of the schema's expressions it matches.
    func testTheKindOfEveryTextIsTheFirstExpressionItMatches() throws {
        let expressions = try CoreSchema.patterns.map { ($0.0, try NSRegularExpression(pattern: $0.1)) }
        func expected(_ text: String) -> ParserContext.ScalarKind {
            let range = NSRange(location: 0, length: text.utf16.count)
            return expressions.first { $0.1.firstMatch(in: text, range: range) != nil }?.0 ?? .string
        }
        var corpus = ["", "~", "null", "NULL", "nULL", "true", "False", "tRUE", "yes", "no", "on", "1:20", "0", "-0", "+12", "007",
                      "0o17", "0o18", "0o", "0x1F", "0xg", "0x", "+0x1", "1.5", ".5", "5.", ".", "-.5", "1e5", "1E+5", "1e", "e5",
                      "1.5e-3", ".inf", "-.Inf", "+.INF", ".nan", "-.nan", ".NaN", "1_000", "١٢", "１２", " 1", "1 ", "0.5.1",
                      "settings.title", "#fff", "12pt", "-", "+", "--1", "1-"]
        let alphabet = ["0", "7", "9", "a", "f", "x", "o", "e", "E", ".", "+", "-", "n"]
        for first in alphabet {
            for second in alphabet {
                corpus.append(first + second)
                for third in alphabet { corpus.append(first + second + third) }
            }
        }
        for text in corpus { XCTAssertEqual(CoreSchema.kind(of: text), expected(text), "'\(text)'") }
    }

    /// A quoted scalar is a string, a tagged one has its tag's kind, a plain one its text's.
    func testQuotedAndTaggedScalarsKeepTheirTag() throws {
        let node = try XCTUnwrap(try Yams.compose(yaml: "[1, '1', \"true\", true, !!str 2, !!int '3', ! 4, ~, '']", Resolver.basic))
        guard case .sequence(let items) = node else { return XCTFail("not a list") }
        let kinds = items.map { item -> ParserContext.ScalarKind? in
            guard case .scalar(let scalar) = item else { return nil }
            return ParserContext.scalarKind(scalar)
        }
        XCTAssertEqual(kinds, [.int, .string, .string, .bool, .string, .int, .string, .null, .string])
    }
}
