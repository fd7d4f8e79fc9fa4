import Foundation
import XCTest

/// Malformed layout documents through the command line: each exits with 2 and names file, line and
/// column exactly (the parser's own tests cover many more messages; these prove the CLI passes them on).
final class MalformedDocumentTests: XCTestCase {
    func testEveryKindOfMalformedDocumentExitsWithTwoAndItsExactMessage() throws {
        let cases: [(String, String)] = [
            ("root:\n  vstack: {children: [text: {key: a}\n", "bad.yaml:3:1: syntax error"),
            ("", "bad.yaml:1:1: a layout document must be a mapping with a 'root' view, but the file is empty"),
            ("name: x\n", "bad.yaml:1:1: the document has no 'root' view (as in 'root: {vstack: {children: […]}}')"),
            ("tabel: Main\nroot: {spacer: {}}", "bad.yaml:1:1: unknown key 'tabel' in the document; did you mean 'table'?"),
            ("root: {vstack: {spaceing: 4}}", "bad.yaml:1:17: unknown key 'spaceing' in vstack; did you mean 'spacing'?"),
            ("root: {txt: {key: a}}", "bad.yaml:1:8: unknown view kind 'txt'; did you mean 'text'?"),
            ("root: {vstack: {spacing: wide}}", "bad.yaml:1:26: 'spacing' must be a number, not a string"),
            ("root: {text: {key: a, lines: 1.5}}", "bad.yaml:1:30: 'lines' must be a whole number, not 1.5"),
            ("root: {text: {key: a, truncation: end}}", "bad.yaml:1:35: unknown truncation 'end' (expected tail, head or middle)"),
            ("root: {view: {width: -4}}", "bad.yaml:1:22: 'width' must not be negative, not -4"),
            ("root: {view: {height: {min: 50, max: 40}}}", "bad.yaml:1:38: 'height' min 50 is greater than its max 40"),
            ("root: {button: {id: b}}", "bad.yaml:1:8: button needs a title ('key' or 'verbatim') or an 'image'"),
            ("root: {grid: {children: []}}", "bad.yaml:1:15: grid takes 'rows' (a list of rows, each a list of nodes), not 'children'"),
            ("root: {image: {asset: ../../etc/passwd}}",
             "bad.yaml:1:23: asset name '../../etc/passwd' points outside the asset catalog; use the image set's name inside it"),
            ("root: {view: {padding: {left: 10, trailing: 40}}}",
             "bad.yaml:1:35: padding mixes 'left' and 'trailing'; use leading/trailing or left/right"),
            ("root: {view: {children: [{text: {id: a, key: k}}], constraints: ['a.leading == superview.left + 16']}}",
             "bad.yaml:1:66: constraint 'a.leading == superview.left + 16' mixes leading/trailing with left/right"),
            ("root: {view: {children: [{text: {id: a, key: k}}, {text: {id: a, key: k}}]}}", "duplicate id 'a'"),
            ("root: {view: {children: [{text: {id: a, key: k}}], constraints: ['b.top == superview.top']}}", "unknown view 'b' in constraint"),
            ("root: {view: {children: [{text: {id: a, key: k}}], constraints: ['a.top == superview.top @1200']}}",
             "priority must be from 1 to 1000, not 1200"),
            ("device: iphone-16\nroot: {spacer: {}}", "bad.yaml:1:9: unknown device 'iphone-16'; did you mean 'iphone-15'?"),
        ]
        let folder = try CLI.temporaryFolder()
        let file = folder.appendingPathComponent("bad.yaml")
        for (text, message) in cases {
            try Data(text.utf8).write(to: file)
            let result = try CLI.run(["check", file.path], in: folder)
            XCTAssertEqual(result.status, 2, "\(text): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(message), "\(text)\nexpected: \(message)\ngot: \(result.stderr)")
            XCTAssertTrue(result.stdout.isEmpty, "nothing reported for a document that did not parse")
        }
    }
}
