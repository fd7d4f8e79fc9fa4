import XCTest
@testable import GlossaLayout

/// `components:`: a document's own view kinds, expanded where they are used, with parameters, defaults,
/// whole-value and in-string substitution, nesting, and errors that name the use site and the component.
final class ComponentTests: XCTestCase {
    static let row = """
    components:
      row:
        params: {id: null, label: null, value: settings.value.off, width: 29}
        hstack:
          id: $id
          spacing: 12
          children:
            - image: {id: $id-icon, asset: icon-$id, width: $width, height: 29}
            - text: {id: $id-label, key: $label}
            - text: {id: $id-value, key: $value, lines: 1}

    """

    private func parse(_ text: String, line: UInt = #line) throws -> LayoutDocument {
        do {
            return try DocumentParser.parse(text: text, file: "c.yaml")
        } catch {
            XCTFail("\(error)", line: line)
            throw error
        }
    }

    private func assertDiagnostic(_ text: String, _ expected: String, line: UInt = #line) {
        XCTAssertThrowsError(try DocumentParser.parse(text: text, file: "c.yaml"), line: line) { error in
            XCTAssertEqual("\(error)", expected, line: line)
        }
    }

    private func view(_ document: LayoutDocument, _ id: String, line: UInt = #line) -> ViewNode? {
        let found = document.allNodes.first { $0.id == id }
        XCTAssertNotNil(found, "no view \(id)", line: line)
        return found
    }

    func testArgumentsDefaultsAndInStringSubstitution() throws {
        let document = try parse(Self.row + """
        root:
          list:
            children:
              - row: {id: wifi, label: settings.wifi, value: settings.wifi.off}
              - row: {id: bt, label: settings.bluetooth, width: 40}
        """)
        XCTAssertEqual(document.allNodes.compactMap(\.id),
                       ["wifi", "wifi-icon", "wifi-label", "wifi-value", "bt", "bt-icon", "bt-label", "bt-value"])
        XCTAssertEqual(view(document, "wifi")?.kind, .hstack)
        XCTAssertEqual(view(document, "wifi-label")?.text?.key, "settings.wifi")
        XCTAssertEqual(view(document, "wifi-value")?.text?.key, "settings.wifi.off")
        XCTAssertEqual(view(document, "bt-value")?.text?.key, "settings.value.off", "the default")
        XCTAssertEqual(view(document, "wifi-icon")?.width, SizeSpec(exact: 29), "a number default stays a number")
        XCTAssertEqual(view(document, "bt-icon")?.width, SizeSpec(exact: 40), "a number argument stays a number")
        XCTAssertEqual(view(document, "bt-icon")?.asset, "icon-bt", "in-string substitution")
        // A view's place is where its component writes it; an argument keeps the use site's place.
        XCTAssertEqual(view(document, "wifi-label")?.location.line, 9)
    }

    func testWholeValueKeepsTheArgumentsType() throws {
        let document = try parse("""
        components:
          box:
            params: {pad: {top: 4}, size: null}
            view: {id: box, padding: $pad, width: $size, height: "$size"}
        root: {box: {size: 12.5}}
        """)
        XCTAssertEqual(document.root.padding.top, 4)
        XCTAssertEqual(document.root.width, SizeSpec(exact: 12.5))
        XCTAssertEqual(document.root.height, SizeSpec(exact: 12.5), "a quoted '$size' is a whole value too")
    }

    func testDollarSignsThatAreNotParameters() throws {
        let document = try parse("""
        components:
          price:
            params: {id: null}
            text: {id: $id, verbatim: "$$id costs $5 or US$ 5"}
        root: {price: {id: p}}
        """)
        XCTAssertEqual(document.root.text?.verbatim, "$id costs $5 or US$ 5")
        let plain = try parse("root: {text: {id: t, verbatim: \"$id $$\"}}")
        XCTAssertEqual(plain.root.text?.verbatim, "$id $$", "outside components nothing is substituted")
    }

    func testNestingAndUseBeforeDefinition() throws {
        let document = try parse("""
        root:
          vstack: {children: [{card: {id: a}}, {card: {id: b, title: t.b}}]}
        components:
          card:
            params: {id: null, title: t.default}
            vstack: {id: $id, children: [{label: {id: $id-title, key: $title}}, {label: {id: $id-body, key: body}}]}
          label:
            params: {id: null, key: null}
            text: {id: $id, key: $key, style: body}
        """)
        XCTAssertEqual(document.allNodes.compactMap(\.id), ["a", "a-title", "a-body", "b", "b-title", "b-body"])
        XCTAssertEqual(view(document, "a-title")?.text?.key, "t.default")
        XCTAssertEqual(view(document, "b-title")?.text?.key, "t.b")
        XCTAssertEqual(view(document, "b-body")?.text?.style, "body")
    }

    func testConstraintsInsideAComponentNameTheInstancesViews() throws {
        let document = try parse("""
        components:
          cell:
            params: {id: null}
            view:
              id: $id
              children: [{text: {id: $id-name, key: name}}]
              constraints: [$id-name.leading == superview.leading + 16]
        root: {vstack: {children: [{cell: {id: one}}, {cell: {id: two}}]}}
        """)
        XCTAssertEqual(view(document, "two")?.constraints.map(\.text), ["two-name.leading == superview.leading + 16"])
    }

    func testErrorsNameTheUseSiteAndTheComponent() {
        assertDiagnostic(Self.row + "root: {row: {id: a}}",
                         "c.yaml:11:8: component 'row' needs the argument 'label' (defined at c.yaml:2:3)")
        assertDiagnostic(Self.row + "root: {row: {id: a, label: l, lable: m}}",
                         "c.yaml:11:31: unknown argument 'lable' for component 'row' (defined at c.yaml:2:3; it takes 'id', 'label', 'value', 'width'); did you mean 'label'?")
        // A bad argument is located where it is written, naming the use site; a bad value the component
        // writes is located in the component (below), naming the use site.
        assertDiagnostic(Self.row + "root: {row: {id: a, label: l, width: wide}}",
                         "c.yaml:11:38: 'width' must be a number, not a string (in component 'row' used at c.yaml:11:8)")
        assertDiagnostic(Self.row + "root: {vstack: {children: [{row: {id: a, label: l}}, {row: {id: a, label: m}}]}}",
                         "c.yaml:8:23: duplicate id 'a-icon' (first used at c.yaml:8:23 in component 'row' used at c.yaml:11:29) (in component 'row' used at c.yaml:11:55)")
        assertDiagnostic(Self.row + "root: {row: {id: 'a b', label: l}}",
                         "c.yaml:8:23: id 'a b-icon' cannot be named in a constraint: use letters, digits, '_' and '-', starting with a letter or '_' (in component 'row' used at c.yaml:11:8)")
        assertDiagnostic(Self.row + "root: {row: [a]}",
                         "c.yaml:11:13: 'row' must be a mapping of its arguments, as in 'row: {id: …}', not a list (component defined at c.yaml:2:3)")
        assertDiagnostic(Self.row + "root: {row: {id: a, label: l}, text: {key: k}}",
                         "c.yaml:11:32: a view has one kind, but this one has 'row' and 'text'; write each view as its own list item")
    }

    func testNestedErrorsNameEveryInstance() {
        assertDiagnostic("""
        components:
          inner:
            params: {size: null}
            spacer: {width: $size}
          outer:
            params: {size: null}
            vstack: {children: [{inner: {size: $size}}]}
        root: {outer: {size: -3}}
        """, "c.yaml:8:22: 'width' must not be negative, not -3 (in component 'inner' used at c.yaml:7:26, in component 'outer' used at c.yaml:8:8)")
    }

    func testRecursionIsRefused() {
        assertDiagnostic("""
        components:
          a:
            vstack: {children: [{b: {}}]}
          b:
            vstack: {children: [{a: {}}]}
        root: {a: {}}
        """, "c.yaml:5:26: component 'a' uses itself (a → b → a); a component cannot contain an instance of itself (in component 'b' used at c.yaml:3:26, in component 'a' used at c.yaml:6:8)")
        assertDiagnostic("""
        components:
          self:
            vstack: {children: [{self: {}}]}
        root: {self: {}}
        """, "c.yaml:3:26: component 'self' uses itself (self → self); a component cannot contain an instance of itself (in component 'self' used at c.yaml:4:8)")
    }

    func testExponentialExpansionIsBounded() {
        var text = "components:\n  c0:\n    spacer: {}\n"
        for level in 1...20 {
            text += "  c\(level):\n    vstack: {children: [{c\(level - 1): {}}, {c\(level - 1): {}}]}\n"
        }
        text += "root: {c20: {}}\n"
        XCTAssertThrowsError(try DocumentParser.parse(text: text, file: "c.yaml")) { error in
            XCTAssertTrue("\(error)".contains("expands too far (more than 32 levels or 10000 instances in one document)"), "\(error)")
        }
    }

    func testDefinitionErrors() {
        assertDiagnostic("components:\n  row:\n    params: {id: null}\n    text: {id: $idd, key: k}\nroot: {spacer: {}}",
                         "c.yaml:4:16: unknown parameter '$idd' in component 'row' (its parameters are $id; write '$$' for a literal '$'); did you mean 'id'?")
        assertDiagnostic("components:\n  text:\n    spacer: {}\nroot: {spacer: {}}",
                         "c.yaml:2:3: component 'text' has the name of a built-in view kind; choose another name")
        assertDiagnostic("components:\n  row:\n    params: {id: null}\nroot: {spacer: {}}",
                         "c.yaml:2:3: component 'row' has no view: write 'params' and one view kind, as in 'row: {params: {id: null}, hstack: {id: $id, …}}'")
        assertDiagnostic("components:\n  row:\n    text: {key: a}\n    image: {asset: b}\nroot: {spacer: {}}",
                         "c.yaml:4:5: component 'row' has 2 views ('text' and 'image'): write 'params' and one view kind, as in 'row: {params: {id: null}, hstack: {id: $id, …}}'")
        assertDiagnostic("components:\n  row:\n    hstak: {}\nroot: {spacer: {}}",
                         "c.yaml:3:5: unknown view kind 'hstak' in component 'row'; did you mean 'hstack'?")
        assertDiagnostic("components:\n  row:\n    params: {my-id: null}\n    spacer: {}\nroot: {spacer: {}}",
                         "c.yaml:3:14: parameter name 'my-id' must use letters, digits and '_', starting with a letter or '_' (it is used as '$name')")
        assertDiagnostic("components: [row]\nroot: {spacer: {}}",
                         "c.yaml:1:13: 'components' must be a mapping, not a list")
        assertDiagnostic("components: {row: {spacer: {}}}\nroot: {roww: {}}",
                         "c.yaml:2:8: unknown view kind 'roww'; did you mean 'row'?")
    }
}
