@testable import GlossaLayout
import GlossaText
import XCTest

/// Builds view nodes in tests without going through a document file.
func node(_ kind: ViewKind, _ id: String? = nil, _ children: [ViewNode] = [], configure: (inout ViewNode) -> Void = { _ in }) -> ViewNode {
    var result = ViewNode(kind: kind, id: id, location: SourceLocation(file: "test.yaml", line: 1, column: 1))
    result.children = children
    configure(&result)
    return result
}

func text(_ id: String, _ string: String, lines: Int = 0, configure: (inout ViewNode) -> Void = { _ in }) -> ViewNode {
    node(.text, id) {
        $0.text = TextContent(verbatim: string)
        $0.text?.lines = lines
        configure(&$0)
    }
}

func constraint(_ text: String, _ first: (String, ConstraintSpec.Attribute), _ relation: ConstraintSpec.Relation,
                _ second: (String, ConstraintSpec.Attribute)?, multiplier: Double = 1, constant: Double = 0,
                priority: Double = 1000) -> ConstraintSpec {
    ConstraintSpec(text: text, location: SourceLocation(file: "test.yaml", line: 9, column: 7),
                   first: .init(item: first.0, attribute: first.1), relation: relation,
                   second: second.map { .init(item: $0.0, attribute: $0.1) }, multiplier: multiplier, constant: constant,
                   priority: priority)
}

let layoutTextEngine: TextEngine = { try! TextEngine(registry: FontRegistry.bundled()) }()

func layOut(_ root: ViewNode, direction: TextDirection, device: String = "iphone-15", contentSize: String = "l",
            locale: String? = nil, strings: [String: String] = [:], widthVariants: [Double: String]? = nil) throws -> LayoutResult {
    let document = LayoutDocument(name: "test", file: "test.yaml", device: device, strings: nil, table: "Localizable",
                                  assets: nil, root: root)
    let environment = LayoutEnvironment(
        device: Device.named(device)!, contentSize: contentSize,
        locale: locale ?? (direction == .rightToLeft ? "ar" : "en"), direction: direction, textEngine: layoutTextEngine,
        resolveText: { node in
            if let widthVariants { return widthVariants[widthVariants.keys.max()!]! }
            return node.text?.verbatim ?? strings[node.text?.key ?? ""] ?? node.text?.key ?? ""
        })
    var withVariants = environment
    if let widthVariants {
        // Apple's rule: the widest variant that fits the width in 'M's, else the narrowest.
        withVariants.resolveTextForWidth = { _, ems in
            let sorted = widthVariants.keys.sorted()
            return widthVariants[sorted.last { $0 <= ems } ?? sorted[0]]!
        }
    }
    return try LayoutEngine.layout(document, environment: withVariants)
}

extension LayoutResult {
    func frame(_ id: String, file: StaticString = #filePath, line: UInt = #line) -> TextRect {
        guard let view = view(named: id) else {
            XCTFail("no view \(id)", file: file, line: line)
            return .zero
        }
        return view.frame
    }
}

func assertFrame(_ frame: TextRect, x: Double? = nil, y: Double? = nil, width: Double? = nil, height: Double? = nil,
                 accuracy: Double = 0.01, file: StaticString = #filePath, line: UInt = #line) {
    if let x { XCTAssertEqual(frame.x, x, accuracy: accuracy, "x", file: file, line: line) }
    if let y { XCTAssertEqual(frame.y, y, accuracy: accuracy, "y", file: file, line: line) }
    if let width { XCTAssertEqual(frame.width, width, accuracy: accuracy, "width", file: file, line: line) }
    if let height { XCTAssertEqual(frame.height, height, accuracy: accuracy, "height", file: file, line: line) }
}

let bothDirections: [TextDirection] = [.leftToRight, .rightToLeft]
