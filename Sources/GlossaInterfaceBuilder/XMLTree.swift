import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import GlossaLayout

/// One XML element of an Interface Builder document, with where its start tag is written.
final class IBElement {
    let name: String
    let attributes: [String: String]
    let location: SourceLocation
    var children: [IBElement] = []
    /// Character data directly inside the element (a `<string key="text">` holds its text this way).
    var text = ""

    init(name: String, attributes: [String: String], location: SourceLocation) {
        self.name = name
        self.attributes = attributes
        self.location = location
    }

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    func double(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }

    func flag(_ attribute: String) -> Bool { attributes[attribute] == "YES" }

    /// The first child element with this name (and `key`, when given).
    func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    func children(_ name: String) -> [IBElement] { children.filter { $0.name == name } }

    /// Every element below this one, depth first.
    var descendants: [IBElement] { children.flatMap { [$0] + $0.descendants } }

    fileprivate func append(_ child: IBElement) { children.append(child) }
}

/// Reads an XML file into `IBElement`s with XMLParser (libxml2), which reports line and column numbers.
enum XMLTree {
    static func read(file: String) throws(LayoutDiagnostic) -> IBElement {
        guard let data = FileManager.default.contents(atPath: file) else {
            let reason = FileManager.default.fileExists(atPath: file) ? "cannot be read" : "does not exist"
            throw LayoutDiagnostic("\(file): Interface Builder document \(reason)", at: nil)
        }
        let parser = XMLParser(data: data)
        let builder = TreeBuilder(file: file, parser: parser)
        parser.delegate = builder
        parser.shouldResolveExternalEntities = false
        let parsed = parser.parse()
        if let failure = builder.failure { throw failure }
        guard parsed, let root = builder.root else {
            let reason = parser.parserError.map { XMLErrors.describe(($0 as NSError).code) } ?? "the XML parser stopped"
            throw LayoutDiagnostic("not well-formed XML: \(reason)",
                                   at: SourceLocation(file: file, line: max(1, parser.lineNumber), column: max(1, parser.columnNumber)))
        }
        return root
    }
}

private final class TreeBuilder: NSObject, XMLParserDelegate {
    let file: String
    unowned let parser: XMLParser
    var root: IBElement?
    var stack: [IBElement] = []
    var failure: LayoutDiagnostic?
    /// Deep nesting is refused rather than followed without bound.
    static let maximumDepth = 200

    init(file: String, parser: XMLParser) {
        self.file = file
        self.parser = parser
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
                attributes attributeDict: [String: String] = [:]) {
        let location = SourceLocation(file: file, line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
        guard stack.count < Self.maximumDepth else {
            failure = failure ?? LayoutDiagnostic("elements nested more than \(Self.maximumDepth) deep", at: location)
            parser.abortParsing()
            return
        }
        for name in attributeDict.keys.sorted() {
            guard let problem = IBNumbers.problem(name, attributeDict[name]!, element: elementName, key: attributeDict["key"]) else { continue }
            failure = failure ?? LayoutDiagnostic("<\(elementName)> \(problem)", at: location)
            parser.abortParsing()
            return
        }
        let element = IBElement(name: elementName, attributes: attributeDict, location: location)
        if let parent = stack.last { parent.append(element) } else { root = element }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        _ = stack.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard failure == nil else { return }
        failure = LayoutDiagnostic("not well-formed XML: \(XMLErrors.describe((parseError as NSError).code))",
                                   at: SourceLocation(file: file, line: max(1, parser.lineNumber), column: max(1, parser.columnNumber)))
    }
}
