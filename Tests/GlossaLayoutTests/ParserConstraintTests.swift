import XCTest
@testable import GlossaLayout

/// The constraint-string grammar, colours and suggestions on their own.
final class ParserConstraintTests: XCTestCase {
    private let start = SourceLocation(file: "c.yaml", line: 3, column: 10)

    private func parse(_ text: String) throws -> ConstraintSpec {
        try ConstraintParser.parse(text, at: start)
    }

    private func assertError(_ text: String, _ expected: String, line: UInt = #line) {
        XCTAssertThrowsError(try parse(text), line: line) { error in
            XCTAssertEqual((error as? LayoutDiagnostic)?.description, expected, line: line)
        }
    }

    func testFullForm() throws {
        let spec = try parse("name.width == cell.width * 0.5 - 4 @750")
        XCTAssertEqual(spec.first, .init(item: "name", attribute: .width))
        XCTAssertEqual(spec.relation, .equal)
        XCTAssertEqual(spec.second, .init(item: "cell", attribute: .width))
        XCTAssertEqual(spec.multiplier, 0.5)
        XCTAssertEqual(spec.constant, -4)
        XCTAssertEqual(spec.priority, 750)
        XCTAssertEqual(spec.location, start)
        XCTAssertEqual(spec.text, "name.width == cell.width * 0.5 - 4 @750")
    }

    func testShortForms() throws {
        let compact = try parse("a-1.trailing<=superview.trailing-16@low")
        XCTAssertEqual(compact.first.item, "a-1")
        XCTAssertEqual(compact.relation, .lessOrEqual)
        XCTAssertEqual(compact.constant, -16)
        XCTAssertEqual(compact.priority, 250)

        let constant = try parse("a.width >= 44 @750")
        XCTAssertNil(constant.second)
        XCTAssertEqual(constant.constant, 44)
        XCTAssertEqual(constant.priority, 750)

        let negative = try parse("a.top == -8")
        XCTAssertEqual(negative.constant, -8)
        XCTAssertEqual(try parse("a.firstBaseline == b.lastBaseline").second?.attribute, .lastBaseline)
        XCTAssertEqual(try parse("a.centerX == safe.centerX @required").priority, 1000)
        XCTAssertEqual(try parse("  a.height == b.height * 2  ").multiplier, 2)
    }

    func testErrorsPointInsideTheString() {
        assertError("", "c.yaml:3:10: constraint is empty")
        assertError("a.top", "c.yaml:3:15: expected '==', '<=' or '>=' in constraint 'a.top'")
        assertError("a == b.top", "c.yaml:3:11: expected '.' and an attribute after 'a', as in 'a.leading' in constraint 'a == b.top'")
        assertError("a. == b.top",
                    "c.yaml:3:12: missing attribute after 'a.' (attributes: left, right, leading, trailing, top, bottom, width, height, centerX, centerY, firstBaseline, lastBaseline) in constraint 'a. == b.top'")
        assertError("a.top == ", "c.yaml:3:19: expected a view attribute or a number after '==' in constraint 'a.top == '")
        assertError("a.top == b.top +", "c.yaml:3:26: expected a number after '+' in constraint 'a.top == b.top +'")
        assertError("a.top == b.top * x", "c.yaml:3:27: expected a number after '*' in constraint 'a.top == b.top * x'")
        assertError("a.top == b.top @0", "c.yaml:3:26: priority must be from 1 to 1000, not 0 in constraint 'a.top == b.top @0'")
        assertError("a.top == b.top @medium",
                    "c.yaml:3:26: unknown priority 'medium'; use a number from 1 to 1000, required, high or low in constraint 'a.top == b.top @medium'")
        assertError("a.top == b.top + 4 4", "c.yaml:3:29: unexpected '4'; expected '@PRIORITY' or the end in constraint 'a.top == b.top + 4 4'")
        assertError("a.top == b.top c", "c.yaml:3:25: unexpected 'c'; expected '*', '+', '-', '@PRIORITY' or the end in constraint 'a.top == b.top c'")
        assertError("a.top == b.top * 2 x", "c.yaml:3:29: unexpected 'x'; expected '+', '-', '@PRIORITY' or the end in constraint 'a.top == b.top * 2 x'")
        assertError("a.top == b.top @9 x", "c.yaml:3:28: unexpected 'x'; expected the end in constraint 'a.top == b.top @9 x'")
        assertError("a.top == safe.firstBaseline", "c.yaml:3:24: the safe area has no firstBaseline in constraint 'a.top == safe.firstBaseline'")
        assertError("1.top == a.top", "c.yaml:3:10: expected a view id (or superview, safe) followed by '.attribute' in constraint '1.top == a.top'")
    }

    func testColumnsCountUnicodeScalars() {
        // libyaml counts columns in scalars, so a multi-scalar grapheme before the mistake counts twice.
        assertError("é.top == x", "c.yaml:3:10: expected a view id (or superview, safe) followed by '.attribute' in constraint 'é.top == x'")
        let text = "a.top == b.top + 1 \u{0065}\u{0301}"
        assertError(text, "c.yaml:3:29: unexpected '\u{0065}\u{0301}'; expected '@PRIORITY' or the end in constraint '\(text)'")
    }

    func testColors() {
        XCTAssertTrue(ColorValue.rgba("#F80")! == (255, 136, 0, 255))
        XCTAssertTrue(ColorValue.rgba("#ff8800")! == (255, 136, 0, 255))
        XCTAssertTrue(ColorValue.rgba("#FF880080")! == (255, 136, 0, 128))
        XCTAssertTrue(ColorValue.rgba("systemBlue")! == (0, 122, 255, 255))
        XCTAssertTrue(ColorValue.rgba("clear")! == (0, 0, 0, 0))
        for bad in ["#12345", "#GGG", "FF8800", "#", "Blue", "systemblue", "#FF88000"] {
            XCTAssertNil(ColorValue.rgba(bad), bad)
        }
        XCTAssertEqual(ColorValue.names.count, 20)
    }

    func testSuggestions() {
        XCTAssertEqual(Suggestions.closest(to: "lead", in: ["left", "leading"]), "leading")
        XCTAssertEqual(Suggestions.closest(to: "heigth", in: ["width", "height"]), "height")
        XCTAssertEqual(Suggestions.closest(to: "Spacing", in: ["spacing"]), "spacing")
        XCTAssertNil(Suggestions.closest(to: "fontFamily", in: ParserKeys.keys(for: .text)))
        XCTAssertNil(Suggestions.closest(to: "x", in: ["id"]))
        XCTAssertEqual(Suggestions.levenshtein("kitten", "sitting"), 3)
    }
}
