import XCTest
@testable import GlossaLayout

/// Malformed documents: each must be refused with exactly this message at exactly this place.
final class ParserErrorTests: XCTestCase {
    private func assertDiagnostic(_ text: String, _ expected: String, file name: String = "bad.yaml",
                                  line: UInt = #line) {
        do {
            let document = try DocumentParser.parse(text: text, file: name)
            XCTFail("parsed, with root \(document.root.kind), but expected: \(expected)", line: line)
        } catch {
            XCTAssertEqual(error.description, expected, line: line)
        }
    }

    func testSyntaxErrors() {
        assertDiagnostic("root:\n  vstack: {children: [text: {key: a}\n",
                         "bad.yaml:3:1: syntax error: did not find expected ',' or ']' (while parsing a flow sequence at line 2, column 22)")
        assertDiagnostic("{\"root\": {\"text\": {\"key\": \"a\" \"lines\": 1}}}",
                         "bad.json:1:31: syntax error: did not find expected ',' or '}' (while parsing a flow mapping at line 1, column 19)",
                         file: "bad.json")
        assertDiagnostic("root:\n  text: {key: a, key: b}\n",
                         "bad.yaml:2:18: duplicate key 'key' (first written at bad.yaml:2:10)")
        assertDiagnostic("root:\n  vstack:\n    spacing: 1\n    spacing: 2\n",
                         "bad.yaml:4:5: duplicate key 'spacing' (first written at bad.yaml:3:5)")
        assertDiagnostic("", "bad.yaml:1:1: a layout document must be a mapping with a 'root' view, but the file is empty")
        assertDiagnostic("- root", "bad.yaml:1:1: a layout document must be a mapping with a 'root' view, not a list")
        assertDiagnostic("name: x\n", "bad.yaml:1:1: the document has no 'root' view (as in 'root: {vstack: {children: […]}}')")
    }

    func testUnknownKeys() {
        assertDiagnostic("tabel: Main\nroot: {spacer: {}}", "bad.yaml:1:1: unknown key 'tabel' in the document; did you mean 'table'?")
        assertDiagnostic("root: {text: {key: a, fontFamily: Avenir}}", "bad.yaml:1:23: unknown key 'fontFamily' in text")
        assertDiagnostic("root: {vstack: {spaceing: 4}}", "bad.yaml:1:17: unknown key 'spaceing' in vstack; did you mean 'spacing'?")
        assertDiagnostic("root: {vstack: {align: center}}", "bad.yaml:1:17: unknown key 'align' in vstack; did you mean 'alignment'?")
        assertDiagnostic("root: {view: {padding: {topp: 4}}}", "bad.yaml:1:25: unknown key 'topp' in padding; did you mean 'top'?")
        assertDiagnostic("root: {view: {width: {minimum: 4}}}", "bad.yaml:1:23: unknown key 'minimum' in 'width'; did you mean 'min'?")
    }

    func testNodeShape() {
        assertDiagnostic("root: {txt: {key: a}}", "bad.yaml:1:8: unknown view kind 'txt'; did you mean 'text'?")
        assertDiagnostic("root: {}", "bad.yaml:1:7: a view needs a kind key: one of view, text, image, button, hstack, vstack, zstack, grid, spacer, fits, list, scroll")
        assertDiagnostic("root: {text: {key: a}, image: {asset: x}}",
                         "bad.yaml:1:24: a view has one kind, but this one has 'text' and 'image'; write each view as its own list item")
        assertDiagnostic("root: {text: {key: a}, id: x}", "bad.yaml:1:24: 'id' must be inside the view's kind mapping, as in 'text: {id: …}'")
        assertDiagnostic("root: {vstack: {children: [spacer]}}", "bad.yaml:1:28: write 'spacer: {}' for a spacer with no properties")
        assertDiagnostic("root: {text: Hello}", "bad.yaml:1:14: 'text' must be a mapping of properties, as in 'text: {id: …}', not a string")
        assertDiagnostic("root: {text: {key: a, children: []}}",
                         "bad.yaml:1:23: 'children' is not allowed on text: text, image, button and spacer have no children")
        assertDiagnostic("root: {vstack: {constraints: []}}",
                         "bad.yaml:1:17: 'constraints' is only allowed on a view; vstack places its children itself (wrap them in a view to constrain them)")
        assertDiagnostic("root: {grid: {children: []}}", "bad.yaml:1:15: grid takes 'rows' (a list of rows, each a list of nodes), not 'children'")
        assertDiagnostic("root: {grid: {rows: [{text: {key: a}}]}}", "bad.yaml:1:22: each of 'rows' must be a list of views (a row), not a mapping")
        assertDiagnostic("root: {text: {key: a, spacing: 4}}",
                         "bad.yaml:1:23: 'spacing' does not apply to text (it applies to hstack, vstack, grid, list or scroll)")
    }

    func testWrongTypes() {
        assertDiagnostic("root: {vstack: {spacing: wide}}", "bad.yaml:1:26: 'spacing' must be a number, not a string")
        assertDiagnostic("root: {view: {clips: yes}}", "bad.yaml:1:22: 'clips' must be true or false, not a string")
        assertDiagnostic("root: {text: {key: [a]}}", "bad.yaml:1:20: 'key' must be a string, not a list")
        assertDiagnostic("root: {text: {key: a, args: [{n: 1}]}}",
                         "bad.yaml:1:30: a typed argument needs one of date, relative, percent, currency, measure or list (as in '{date: \"2025-03-14\"}')")
        assertDiagnostic("root: {text: {key: a, args: [true]}}",
                         "bad.yaml:1:30: each of 'args' must be a string, a number or a typed value ({date: …}, {percent: …}…), not a boolean")
        assertDiagnostic("root: {text: {key: a, lines: 1.5}}", "bad.yaml:1:30: 'lines' must be a whole number, not 1.5")
        assertDiagnostic("root: {vstack: {children: {text: {key: a}}}}", "bad.yaml:1:27: 'children' must be a list, not a mapping")
    }

    func testEnumeratedValues() {
        assertDiagnostic("device: iphone-16\nroot: {spacer: {}}",
                         "bad.yaml:1:9: unknown device 'iphone-16'; did you mean 'iphone-15'? (known devices: iphone-se, iphone-15, iphone-15-pro-max, ipad, watch-45)")
        assertDiagnostic("device: pixel\nroot: {spacer: {}}",
                         "bad.yaml:1:9: unknown device 'pixel' (known devices: iphone-se, iphone-15, iphone-15-pro-max, ipad, watch-45)")
        assertDiagnostic("root: {text: {key: a, style: headlin}}",
                         "bad.yaml:1:30: unknown text style 'headlin'; did you mean 'headline'? (expected largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption or caption2)")
        assertDiagnostic("root: {text: {key: a, weight: extraBold}}",
                         "bad.yaml:1:31: unknown weight 'extraBold' (expected ultraLight, thin, light, regular, medium, semibold, bold, heavy or black)")
        assertDiagnostic("root: {text: {key: a, truncation: end}}", "bad.yaml:1:35: unknown truncation 'end' (expected tail, head or middle)")
        assertDiagnostic("root: {vstack: {alignment: top}}",
                         "bad.yaml:1:28: unknown vstack alignment 'top' (expected leading, center, trailing or fill)")
        assertDiagnostic("root: {hstack: {alignment: leading}}",
                         "bad.yaml:1:28: unknown hstack alignment 'leading' (expected top, center, bottom, firstBaseline or fill)")
        assertDiagnostic("root: {zstack: {alignment: topleading}}",
                         "bad.yaml:1:28: unknown zstack alignment 'topleading'; did you mean 'topLeading'? (expected center, leading, trailing, top, bottom, topLeading, topTrailing, bottomLeading or bottomTrailing)")
        assertDiagnostic("root: {hstack: {distribution: equal}}",
                         "bad.yaml:1:31: unknown distribution 'equal'; did you mean 'equalSpacing'? (expected fill, fillEqually or equalSpacing)")
        assertDiagnostic("root: {text: {key: a, alignment: start}}",
                         "bad.yaml:1:34: unknown text alignment 'start' (expected natural, leading, trailing, center, left or right)")
        assertDiagnostic("root: {view: {semantic: rtl}}",
                         "bad.yaml:1:25: unknown semantic attribute 'rtl' (expected unspecified, playback, spatial, forceLeftToRight or forceRightToLeft)")
    }

    func testTextAndButtonContent() {
        assertDiagnostic("root: {text: {id: t}}", "bad.yaml:1:8: text needs 'key' (localized) or 'verbatim' (literal text)")
        assertDiagnostic("root: {text: {key: a, verbatim: b}}", "bad.yaml:1:23: text has both 'key' and 'verbatim'; use one")
        assertDiagnostic("root: {text: {key: a, style: body, size: 12}}", "bad.yaml:1:36: 'style' and 'size' both set the font size; use one")
        assertDiagnostic("root: {text: {key: a, lines: -1}}", "bad.yaml:1:30: 'lines' must be 0 (unlimited) or more, not -1")
        assertDiagnostic("root: {button: {id: b}}", "bad.yaml:1:8: button needs a title ('key' or 'verbatim') or an 'image'")
        assertDiagnostic("root: {button: {image: x, style: body}}", "bad.yaml:1:27: 'style' styles a button's title, but it has none; add 'key' or 'verbatim'")
        assertDiagnostic("root: {image: {width: 4}}", "bad.yaml:1:8: image needs 'asset' (the image set's name in the asset catalog)")
        assertDiagnostic("root: {image: {asset: ../../etc/passwd}}",
                         "bad.yaml:1:23: asset name '../../etc/passwd' points outside the asset catalog; use the image set's name inside it")
    }

    func testSizesPaddingAndColors() {
        assertDiagnostic("root: {view: {width: -4}}", "bad.yaml:1:22: 'width' must not be negative, not -4")
        // Lengths beyond any screen, and numbers that are not finite, are refused before layout sees them.
        assertDiagnostic("root: {view: {width: 1e19}}", "bad.yaml:1:22: 'width' must be at most 100000 points, not 1e19")
        assertDiagnostic("root: {view: {width: .inf}}", "bad.yaml:1:22: 'width' must be a finite number, not .inf")
        assertDiagnostic("root: {view: {height: .nan}}", "bad.yaml:1:23: 'height' must be a finite number, not .nan")
        assertDiagnostic("root: {vstack: {spacing: 1e300}}", "bad.yaml:1:26: 'spacing' must be between -100000 and 100000 points, not 1e300")
        assertDiagnostic("root: {text: {verbatim: hi, size: 1e308}}", "bad.yaml:1:35: 'size' must be at most 100000 points, not 1e308")
        assertDiagnostic("root: {view: {padding: 2e5}}", "bad.yaml:1:24: 'padding' must be at most 100000 points, not 2e5")
        assertDiagnostic("root: {view: {height: {min: 50, max: 40}}}", "bad.yaml:1:38: 'height' min 50 is greater than its max 40")
        assertDiagnostic("root: {view: {padding: {leading: 4, left: 4}}}",
                         "bad.yaml:1:37: padding gives the leading edge twice, with 'leading' and 'left'; use one (leading and trailing flip in right-to-left layouts, left and right do not)")
        assertDiagnostic("root: {view: {padding: {vertical: 4, top: 2}}}", "bad.yaml:1:38: padding gives the top edge twice, with 'vertical' and 'top'; use one")
        assertDiagnostic("root: {view: {padding: {left: 10, trailing: 40}}}",
                         "bad.yaml:1:35: padding mixes 'left' and 'trailing'; use leading/trailing or left/right (leading and trailing flip in right-to-left layouts, left and right do not)")
        assertDiagnostic("root: {view: {hugging: {horizontal: 0}}}", "bad.yaml:1:37: 'hugging.horizontal' must be a priority from 1 to 1000, not 0")
        assertDiagnostic("root: {view: {background: '#12345'}}",
                         "bad.yaml:1:27: 'background' is not a color: '#12345' (use #RGB, #RRGGBB, #RRGGBBAA or one of \(ColorValue.names.joined(separator: ", ")))")
        assertDiagnostic("root: {image: {asset: a, tint: systemBlu}}",
                         "bad.yaml:1:32: 'tint' is not a color: 'systemBlu'; did you mean 'systemBlue'? (use #RGB, #RRGGBB, #RRGGBBAA or one of \(ColorValue.names.joined(separator: ", ")))")
        assertDiagnostic("root: {view: {border: {width: 1}}}", "bad.yaml:1:23: 'border' needs a 'color'")
    }

    func testIdentifiers() {
        assertDiagnostic("root:\n  vstack:\n    children:\n      - text: {id: a, key: x}\n      - text: {id: a, key: y}\n",
                         "bad.yaml:5:20: duplicate id 'a' (first used at bad.yaml:4:20)")
        assertDiagnostic("root: {view: {id: superview}}", "bad.yaml:1:19: id 'superview' is reserved: constraints use it for the parent view")
        assertDiagnostic("root: {view: {id: my view}}",
                         "bad.yaml:1:19: id 'my view' cannot be named in a constraint: use letters, digits, '_' and '-', starting with a letter or '_'")
    }

    func testConstraints() {
        let cell = "root:\n  view:\n    children:\n      - image: {id: avatar, asset: a}\n    constraints:\n"
        assertDiagnostic(cell + "      - avatr.leading == superview.leading\n",
                         "bad.yaml:6:9: unknown view 'avatr' in constraint 'avatr.leading == superview.leading'; did you mean 'avatar'?")
        assertDiagnostic(cell + "      - avatar.leading == nothing.leading\n",
                         "bad.yaml:6:27: unknown view 'nothing' in constraint 'avatar.leading == nothing.leading'")
        assertDiagnostic(cell + "      - avatar.top == superview.top @1200\n",
                         "bad.yaml:6:38: priority must be from 1 to 1000, not 1200 in constraint 'avatar.top == superview.top @1200'")
        assertDiagnostic(cell + "      - \"avatar.lead == superview.leading\"\n",
                         "bad.yaml:6:17: unknown attribute 'lead'; did you mean 'leading'? (attributes: left, right, leading, trailing, top, bottom, width, height, centerX, centerY, firstBaseline, lastBaseline) in constraint 'avatar.lead == superview.leading'")
        assertDiagnostic(cell + "      - avatar.top = superview.top\n",
                         "bad.yaml:6:20: expected '==', '<=' or '>=' (write '==', not '=') in constraint 'avatar.top = superview.top'")
        assertDiagnostic(cell + "      - avatar.width == avatar.width * 2\n",
                         "bad.yaml:6:9: constraint 'avatar.width == avatar.width * 2' relates avatar.width to itself")
        assertDiagnostic(cell + "      - 12\n",
                         "bad.yaml:6:9: each constraint must be a string like 'a.leading == superview.leading + 16', not a number")
    }

    func testPaths() {
        assertDiagnostic("strings: NoSuchStrings\nroot: {spacer: {}}",
                         "/nowhere/bad.yaml:1:10: strings folder 'NoSuchStrings' does not exist (resolved to '/nowhere/NoSuchStrings')",
                         file: "/nowhere/bad.yaml")
        assertDiagnostic("assets: ../Missing.xcassets\nroot: {spacer: {}}",
                         "/nowhere/x/bad.yaml:1:9: asset catalog '../Missing.xcassets' does not exist (resolved to '/nowhere/Missing.xcassets')",
                         file: "/nowhere/x/bad.yaml")
        assertDiagnostic("name: a/b\nroot: {spacer: {}}", "bad.yaml:1:7: 'name' names the layout's output folder, so it cannot be 'a/b' or contain '/'")
        XCTAssertThrowsError(try DocumentParser.parse(file: "/nowhere/missing.yaml")) { error in
            XCTAssertEqual((error as? LayoutDiagnostic)?.description, "/nowhere/missing.yaml: layout file does not exist")
        }
    }

    func testConstraintMixingDirectionalAndPhysicalEdgesIsRefused() {
        assertDiagnostic("root: {view: {children: [{text: {id: a, key: k}}], constraints: ['a.leading == superview.left + 16']}}",
                         "bad.yaml:1:66: constraint 'a.leading == superview.left + 16' mixes leading/trailing with left/right; use one pair (leading and trailing flip in right-to-left layouts, left and right do not)")
    }
}
