import XCTest
@testable import GlossaLayout

/// Where the sample documents are.
enum ParserFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path
    static func path(_ name: String) -> String { folder + "/" + name }
}

final class ParserTests: XCTestCase {
    func testFullDocumentFillsEveryField() throws {
        let path = ParserFixtures.path("valid/full.yaml")
        let document = try DocumentParser.parse(file: path)
        XCTAssertEqual(document.name, "quiz-full")
        XCTAssertEqual(document.file, path)
        XCTAssertEqual(document.device, "iphone-15")
        XCTAssertEqual(document.strings, ParserFixtures.path("valid/Strings"))
        XCTAssertEqual(document.table, "Quiz")
        XCTAssertEqual(document.assets, ParserFixtures.path("valid/Assets.xcassets"))

        let root = document.root
        XCTAssertEqual(root.kind, .vstack)
        XCTAssertEqual(root.id, "main")
        XCTAssertEqual(root.location, SourceLocation(file: path, line: 8, column: 3))
        XCTAssertEqual(root.spacing, 16)
        XCTAssertEqual(root.alignment, "leading")
        XCTAssertEqual(root.distribution, "equalSpacing")
        XCTAssertEqual(root.padding, EdgeInsets(top: 20, bottom: 0, leading: 16, trailing: 16))
        XCTAssertEqual(root.background, "systemBackground")
        XCTAssertEqual(root.children.map(\.kind), [.text, .image, .hstack, .text, .view, .zstack, .grid, .fits, .list, .scroll])

        let title = root.children[0]
        XCTAssertEqual(title.id, "title")
        XCTAssertEqual(title.location, SourceLocation(file: path, line: 16, column: 9))
        var expectedTitle = TextContent(key: "quiz.title")
        expectedTitle.style = "largeTitle"
        expectedTitle.lines = 1
        expectedTitle.weight = "bold"
        expectedTitle.truncation = "middle"
        expectedTitle.color = "label"
        expectedTitle.table = "Titles"
        XCTAssertEqual(title.text, expectedTitle)

        let flag = root.children[1]
        XCTAssertEqual(flag.asset, "flag-fr")
        XCTAssertEqual(flag.width, SizeSpec(exact: 240))
        XCTAssertEqual(flag.height, SizeSpec(exact: 160))
        XCTAssertEqual(flag.tint, "#FF8800")

        let bar = root.children[2]
        XCTAssertEqual(bar.semantic, .playback)
        XCTAssertEqual(bar.alignment, "firstBaseline")
        XCTAssertEqual(bar.distribution, "fillEqually")
        XCTAssertEqual(bar.spacing, 4)
        XCTAssertEqual(bar.children.map(\.kind), [.button, .spacer, .button, .spacer, .button])
        XCTAssertEqual(bar.children[0].asset, "arrow-back")
        XCTAssertNil(bar.children[0].text)
        XCTAssertEqual(bar.children[2].text?.key, "quiz.reveal")
        XCTAssertEqual(bar.children[2].text?.style, "headline")
        XCTAssertEqual(bar.children[2].tint, "systemBlue")
        XCTAssertEqual(bar.children[4].text?.verbatim, "→")
        XCTAssertEqual(bar.children[4].text?.size, 15)
        XCTAssertNil(bar.children[4].text?.style)
        XCTAssertEqual(bar.children[4].asset, "arrow-forward")

        let score = root.children[3]
        XCTAssertEqual(score.text?.key, "%@ has the highest score %lld")
        XCTAssertEqual(score.text?.args, [.string("سارة"), .integer(12), .number(2.5)])
        XCTAssertEqual(score.text?.alignment, "trailing")
        XCTAssertEqual(score.text?.style, nil)
        XCTAssertEqual(score.text?.lines, 0)
        XCTAssertEqual(score.text?.truncation, "tail")

        try checkCell(root.children[4], path: path)

        let badgeStack = root.children[5]
        XCTAssertEqual(badgeStack.alignment, "bottomTrailing")
        XCTAssertEqual(badgeStack.padding, EdgeInsets(top: 8, bottom: 8, leading: 8, trailing: 8))
        XCTAssertEqual(badgeStack.children.first?.text?.style, "body", "style defaults to body")

        let grid = root.children[6]
        XCTAssertEqual(grid.id, "table")
        XCTAssertEqual(grid.spacing, 6)
        XCTAssertEqual(grid.alignment, "center")
        XCTAssertEqual(grid.rows.map { $0.compactMap(\.text?.key) }, [["grid.a", "grid.b"], ["grid.c"]])
        XCTAssertEqual(grid.children.compactMap(\.text?.key), ["grid.a", "grid.b", "grid.c"])

        XCTAssertEqual(root.children[7].children.compactMap(\.text?.key), ["long.title", "short.title"])
        let list = root.children[8]
        XCTAssertEqual(list.spacing, 0)
        XCTAssertEqual(list.padding, EdgeInsets(top: 4, bottom: 4, leading: 12, trailing: 12))
        let scroll = root.children[9]
        XCTAssertEqual(scroll.alignment, "fill")
        XCTAssertEqual(scroll.padding, EdgeInsets(top: 0, bottom: 3, left: 1, right: 2))
        XCTAssertEqual(document.allNodes.count, 27)
    }

    private func checkCell(_ cell: ViewNode, path: String) throws {
        XCTAssertEqual(cell.kind, .view)
        XCTAssertEqual(cell.height, SizeSpec(min: 44))
        XCTAssertEqual(cell.width, SizeSpec(min: 100, max: 300))
        XCTAssertEqual(cell.cornerRadius, 8)
        XCTAssertEqual(cell.border, Border(width: 0.5, color: "separator"))
        XCTAssertTrue(cell.clips)
        XCTAssertFalse(cell.hidden)
        XCTAssertEqual(cell.hugging, AxisPriorities(horizontal: 251, vertical: 251))
        XCTAssertEqual(cell.compression, AxisPriorities(horizontal: 740, vertical: 750))
        XCTAssertEqual(cell.children[0].asset, "People/avatar")
        XCTAssertEqual(cell.children[1].text?.verbatim, "Sara")
        XCTAssertNil(cell.children[1].text?.key)

        let constraints = cell.constraints
        XCTAssertEqual(constraints.count, 8)
        let first = constraints[0]
        XCTAssertEqual(first.text, "avatar.leading == superview.leading + 16")
        XCTAssertEqual(first.location, SourceLocation(file: path, line: 43, column: 15))
        XCTAssertEqual(first.first, ConstraintSpec.Anchor(item: "avatar", attribute: .leading))
        XCTAssertEqual(first.relation, .equal)
        XCTAssertEqual(first.second, ConstraintSpec.Anchor(item: "superview", attribute: .leading))
        XCTAssertEqual(first.constant, 16)
        XCTAssertEqual(first.priority, 1000)
        XCTAssertEqual(constraints[3].relation, .lessOrEqual)
        XCTAssertEqual(constraints[3].constant, -16)
        XCTAssertEqual(constraints[3].location.column, 16, "a quoted constraint starts after its quote")
        XCTAssertEqual(constraints[4].relation, .greaterOrEqual)
        XCTAssertEqual(constraints[4].priority, 750)
        XCTAssertEqual(constraints[5].multiplier, 0.5)
        XCTAssertEqual(constraints[5].constant, -4)
        XCTAssertEqual(constraints[5].priority, 750)
        XCTAssertNil(constraints[6].second)
        XCTAssertEqual(constraints[6].constant, 44)
        XCTAssertEqual(constraints[6].priority, 250)
        XCTAssertEqual(constraints[7].second?.item, "safe")
    }

    func testJSONParsesTheSameAsYAML() throws {
        let yaml = try DocumentParser.parse(file: ParserFixtures.path("valid/full.yaml"))
        let json = try DocumentParser.parse(file: ParserFixtures.path("valid/full.json"))
        XCTAssertEqual(shape(json.root), shape(yaml.root))
        XCTAssertEqual([json.name, json.device, json.strings, json.table, json.assets],
                       [yaml.name, yaml.device, yaml.strings, yaml.table, yaml.assets])
        // Marks come through for JSON too: `"vstack"` is on line 9, column 5, quote included.
        XCTAssertEqual(json.root.location.description, ParserFixtures.path("valid/full.json") + ":9:5")
    }

    func testDefaultsNameStringsAndTable() throws {
        let path = ParserFixtures.path("valid/minimal.yaml")
        let document = try DocumentParser.parse(file: path)
        XCTAssertEqual(document.name, "minimal")
        XCTAssertEqual(document.table, "Localizable")
        XCTAssertEqual(document.strings, ParserFixtures.path("valid/Strings"), "Strings/ beside the document")
        XCTAssertNil(document.device)
        XCTAssertNil(document.assets)
        XCTAssertEqual(document.root.text, {
            var content = TextContent(key: "hello")
            content.style = "body"
            return content
        }())
    }

    func testNoStringsFolderLeavesStringsEmpty() throws {
        let document = try DocumentParser.parse(text: "root: {spacer: {}}", file: "/nonexistent-folder/screen.yml")
        XCTAssertNil(document.strings)
        XCTAssertEqual(document.name, "screen")
    }

    func testPathsResolveRelativeToTheDocument() throws {
        let file = ParserFixtures.path("valid/sub/../screen.yaml")
        let document = try DocumentParser.parse(text: "strings: ./Strings/../Strings\nroot: {spacer: {}}", file: file)
        XCTAssertEqual(document.strings, ParserFixtures.path("valid/Strings"))
        XCTAssertEqual(Paths.normalize("a/./b/../../../c"), "../c")
        XCTAssertEqual(Paths.normalize("/a/../../b"), "/b")
    }

    func testYAML12ScalarsStayStrings() throws {
        let document = try DocumentParser.parse(text: "root: {text: {key: no, args: [on, '12', 0x1F, 1e3]}}", file: "t.yaml")
        XCTAssertEqual(document.root.text?.key, "no")
        XCTAssertEqual(document.root.text?.args, [.string("on"), .string("12"), .integer(31), .number(1000)])
    }

    func testAllDiagnosticsInDocumentOrder() {
        let text = """
        root:
          vstack:
            spacing: wide
            children:
              - text: {key: a, colour: red}
              - view:
                  constraints: [ghost.top == superview.top]
        """
        let messages = DocumentParser.diagnostics(text: text, file: "d.yaml").map(\.description)
        XCTAssertEqual(messages, [
            "d.yaml:3:14: 'spacing' must be a number, not a string",
            "d.yaml:5:24: unknown key 'colour' in text; did you mean 'color'?",
            "d.yaml:7:25: unknown view 'ghost' in constraint 'ghost.top == superview.top'",
        ])
    }

    /// The tree without source locations, for comparing documents written differently.
    private func shape(_ node: ViewNode) -> String {
        var copy = node
        let nowhere = SourceLocation(file: "", line: 0, column: 0)
        func strip(_ node: inout ViewNode) {
            node.location = nowhere
            for index in node.constraints.indices { node.constraints[index].location = nowhere }
            for index in node.children.indices { strip(&node.children[index]) }
            for row in node.rows.indices { for index in node.rows[row].indices { strip(&node.rows[row][index]) } }
        }
        strip(&copy)
        return String(describing: copy)
    }
}
