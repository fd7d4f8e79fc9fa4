import Foundation
import Glossa
import GlossaCheck
import GlossaInterfaceBuilder
import GlossaLayout
import XCTest

/// What UIKit does with a document, found wrong on real apps (contract v4, "UIKit, round 3"): a missing
/// `textAlignment` is left and stays left in right-to-left; the table gives a row its height (no minimum of
/// Glossa's own) and an accessory its room on the trailing side; grouped headers in capitals; hidden views are
/// judged by no rule. Each in left-to-right and right-to-left (the `rtl` pseudo-language).
final class IBUIKitRound3Tests: XCTestCase {
    static let width = 393.0

    static func label(_ id: String, _ text: String, alignment: String?, y: Int, extra: String = "") -> String {
        """
        <label opaque="NO" text="\(text)" \(alignment.map { "textAlignment=\"\($0)\"" } ?? "") lineBreakMode="tailTruncation" \(extra) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="16" y="\(y)" width="358" height="21"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """
    }

    /// Constraints spanning `id` between the root's margins, `top` points below its top.
    static func acrossMargins(_ id: String, top: Int) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="TST-vw-ROT" secondAttribute="leadingMargin" id="\(id)-l"/>
        <constraint firstItem="\(id)" firstAttribute="trailing" secondItem="TST-vw-ROT" secondAttribute="trailingMargin" id="\(id)-t"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="TST-vw-ROT" secondAttribute="top" constant="\(top)" id="\(id)-y"/>

        """
    }

    static func findings(_ screen: ScreenResult, _ kind: FindingKind) -> [String] {
        screen.findings.filter { $0.kind == kind }.compactMap(\.view).sorted()
    }

    // MARK: Text alignment

    func testAMissingTextAlignmentIsLeftAndStaysLeftInRightToLeft() throws {
        let ids = ["ALN-lb-ABS": nil, "ALN-lb-NAT": "natural", "ALN-lb-RGT": "right", "ALN-lb-CTR": "center"] as [String: String?]
        let ordered = ids.keys.sorted()
        let body = ordered.enumerated().map { index, id in Self.label(id, "Short", alignment: ids[id]!, y: 100 + 40 * index) }
            .joined(separator: "\n")
        let constraints = ordered.enumerated().map { index, id in Self.acrossMargins(id, top: 100 + 40 * index) }.joined()
        let file = try IBFixtures.xib(body, constraints: constraints)
        let results = try IBFixtures.run([file], pseudo: [.rtl])
        XCTAssertEqual(results.count, 2)
        for screen in results {
            let rtl = screen.direction == .rightToLeft
            func lineX(_ id: String) throws -> (x: Double, room: Double) {
                let view = try XCTUnwrap(screen.views.first { $0.id == id })
                let line = try XCTUnwrap(view.paragraph?.lines.first)
                return (line.x, view.frame.width - line.width)
            }
            let absent = try lineX("ALN-lb-ABS"), natural = try lineX("ALN-lb-NAT"), right = try lineX("ALN-lb-RGT")
            XCTAssertGreaterThan(absent.room, 100, "a short text in a wide label")
            // Left in both directions; natural follows the direction; right stays right.
            XCTAssertEqual(absent.x, 0, accuracy: 0.5, screen.locale)
            XCTAssertEqual(natural.x, rtl ? natural.room : 0, accuracy: 0.5, screen.locale)
            XCTAssertEqual(right.x, right.room, accuracy: 0.5, screen.locale)
            // Left and right do not flip: hardcoded, and not mirrored, in right-to-left (where it shows: contract v4);
            // natural and centred text is neither.
            XCTAssertEqual(Self.findings(screen, .hardcodedDirection), rtl ? ["ALN-lb-ABS", "ALN-lb-RGT"] : [], screen.locale)
            XCTAssertEqual(Self.findings(screen, .notMirrored), rtl ? ["ALN-lb-ABS", "ALN-lb-RGT"] : [], screen.locale)
        }
    }

    func testALabelWithoutAlignmentStaysLeftInArabic() throws {
        // Arabic text laid out for the ar locale (right-to-left) and for en (left-to-right).
        let body = Self.label("ARB-lb-ABS", "مرحبا", alignment: nil, y: 100) + "\n"
            + Self.label("ARB-lb-NAT", "مرحبا", alignment: "natural", y: 140)
        let file = try IBFixtures.xib(body, constraints: Self.acrossMargins("ARB-lb-ABS", top: 100) + Self.acrossMargins("ARB-lb-NAT", top: 140))
        let results = try IBFixtures.run([file], locales: .list(["en", "ar"]))
        let ar = try results.screen("Test-TST-vw-ROT", "ar"), en = try results.screen("Test-TST-vw-ROT", "en")
        XCTAssertEqual(ar.direction, .rightToLeft)
        for screen in [en, ar] {
            let absent = try XCTUnwrap(screen.views.first { $0.id == "ARB-lb-ABS" })
            let natural = try XCTUnwrap(screen.views.first { $0.id == "ARB-lb-NAT" })
            let line = try XCTUnwrap(absent.paragraph?.lines.first), naturalLine = try XCTUnwrap(natural.paragraph?.lines.first)
            // The text's first pixel column: at the label's left edge in both directions without an alignment.
            let frame = try XCTUnwrap(absent.textFrame)
            XCTAssertEqual(frame.x + line.x, absent.frame.x, accuracy: 0.5, screen.locale)
            XCTAssertEqual(absent.frame.x, 8, accuracy: 0.01, "the label spans the root view's 8-pt margins \(screen.locale)")
            XCTAssertEqual(naturalLine.x, screen.direction == .rightToLeft ? natural.frame.width - naturalLine.width : 0, accuracy: 0.5,
                           screen.locale)
        }
        XCTAssertEqual(Self.findings(ar, .notMirrored), ["ARB-lb-ABS"])
        XCTAssertEqual(Self.findings(en, .notMirrored), [])
    }

    func testAButtonTitleFollowsItsContentHorizontalAlignment() throws {
        func button(_ id: String, _ alignment: String?, y: Int) -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" \(alignment.map { "contentHorizontalAlignment=\"\($0)\"" } ?? "") contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="16" y="\(y)" width="358" height="30"/>
                <state key="normal" title="Go"/>
            </button>
            """
        }
        let buttons = [("BTN-bt-ABS", nil), ("BTN-bt-LFT", "left"), ("BTN-bt-LDG", "leading")] as [(String, String?)]
        let body = buttons.enumerated().map { index, item in button(item.0, item.1, y: 100 + 50 * index) }.joined(separator: "\n")
        let constraints = buttons.enumerated().map { index, item in Self.acrossMargins(item.0, top: 100 + 50 * index) }.joined()
        for screen in try IBFixtures.run([try IBFixtures.xib(body, constraints: constraints)], pseudo: [.rtl]) {
            let rtl = screen.direction == .rightToLeft
            func titleOffset(_ id: String) throws -> (left: Double, right: Double) {
                let view = try XCTUnwrap(screen.views.first { $0.id == id })
                let frame = try XCTUnwrap(view.textFrame), line = try XCTUnwrap(view.paragraph?.lines.first)
                return (frame.x + line.x - view.frame.x, view.frame.maxX - (frame.x + line.x + line.width))
            }
            let centred = try titleOffset("BTN-bt-ABS"), left = try titleOffset("BTN-bt-LFT"), leading = try titleOffset("BTN-bt-LDG")
            XCTAssertEqual(centred.left, centred.right, accuracy: 0.5, "no contentHorizontalAlignment: centred \(screen.locale)")
            XCTAssertEqual(left.left, 0, accuracy: 0.5, "left stays left \(screen.locale)")
            XCTAssertEqual(rtl ? leading.right : leading.left, 0, accuracy: 0.5, "leading flips \(screen.locale)")
            XCTAssertEqual(Self.findings(screen, .hardcodedDirection), rtl ? ["BTN-bt-LFT"] : [], screen.locale)
        }
    }

    // MARK: Hidden views

    func testHiddenViewsAreJudgedByNoRule() throws {
        // Each pair: a view that is not drawn, and the same view drawn, which the rules judge.
        func box(_ id: String, _ flag: String, y: Int) -> String {
            """
            <view contentMode="scaleToFill" \(flag) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="16" y="\(y)" width="200" height="60"/>
                <subviews>
                    \(Self.label("\(id)-L", "Left", alignment: nil, y: 0))
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-A">
                        <rect key="frame" x="0.0" y="30" width="20" height="20"/>
                        <color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="\(id)-L" firstAttribute="left" secondItem="\(id)" secondAttribute="left" id="\(id)-c1"/>
                    <constraint firstItem="\(id)-L" firstAttribute="top" secondItem="\(id)" secondAttribute="top" id="\(id)-c2"/>
                    <constraint firstItem="\(id)-L" firstAttribute="width" constant="150" id="\(id)-c3"/>
                    <constraint firstItem="\(id)-A" firstAttribute="width" constant="20" id="\(id)-c4"/>
                </constraints>
            </view>
            """
        }
        func spinner(_ id: String, animating: Bool, y: Int) -> String {
            """
            <activityIndicatorView opaque="NO" contentMode="scaleToFill" fixedFrame="YES" hidesWhenStopped="YES" \(animating ? "animating=\"YES\"" : "") style="medium" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="\(y)" width="20" height="20"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </activityIndicatorView>
            """
        }
        let body = [box("HID-vw-HID", "hidden=\"YES\"", y: 100), box("HID-vw-ALP", "alpha=\"0.0\"", y: 200),
                    box("HID-vw-SHN", "", y: 300), spinner("HID-ai-STP", animating: false, y: 400),
                    spinner("HID-ai-ANI", animating: true, y: 450)].joined(separator: "\n")
        let constraints = ["HID-vw-HID", "HID-vw-ALP", "HID-vw-SHN"].enumerated().map { index, id in
            """
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="TST-vw-ROT" secondAttribute="leadingMargin" id="\(id)-p1"/>
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="TST-vw-ROT" secondAttribute="top" constant="\(100 + 100 * index)" id="\(id)-p2"/>
            <constraint firstItem="\(id)" firstAttribute="width" constant="200" id="\(id)-p3"/>
            <constraint firstItem="\(id)" firstAttribute="height" constant="60" id="\(id)-p4"/>

            """
        }.joined()
        for screen in try IBFixtures.run([try IBFixtures.xib(body, constraints: constraints)], pseudo: [.rtl]) {
            let rtl = screen.direction == .rightToLeft
            let judged = screen.findings.filter { [.hardcodedDirection, .ambiguous, .notMirrored].contains($0.kind) }.compactMap(\.view)
            XCTAssertFalse(judged.contains { $0.hasPrefix("HID-vw-HID") || $0.hasPrefix("HID-vw-ALP") || $0 == "HID-ai-STP" },
                           "\(screen.locale): \(judged)")
            // The drawn copy: its left constraint (on the view that holds it) and its label's alignment are hardcoded,
            // its red square has no position.
            XCTAssertEqual(Self.findings(screen, .hardcodedDirection), rtl ? ["HID-vw-SHN", "HID-vw-SHN-L"] : [], screen.locale)
            XCTAssertEqual(Self.findings(screen, .ambiguous), ["HID-vw-SHN-A"], screen.locale)
            // A spinning indicator at a fixed frame does not mirror; a stopped one that hides is not there.
            let notMirrored = Set(Self.findings(screen, .notMirrored))
            XCTAssertEqual(notMirrored.contains("HID-ai-ANI"), rtl, screen.locale)
            XCTAssertEqual(notMirrored.contains("HID-vw-SHN-L"), rtl, screen.locale)
            XCTAssertTrue(try XCTUnwrap(screen.views.first { $0.id == "HID-ai-STP" }).hidden)
        }
    }

    // MARK: Tables

    /// A static table of `rowHeight` whose cells are `cells`, pinned below the safe area's top.
    static func staticTable(_ cells: String, rowHeight: String, style: String = "plain", header: String? = nil) throws -> String {
        try IBFixtures.xib("""
            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="\(style)" rowHeight="\(rowHeight)" translatesAutoresizingMaskIntoConstraints="NO" id="RND-TBL">
                <rect key="frame" x="0.0" y="47" width="390" height="797"/>
                <sections>
                    <tableViewSection \(header.map { "headerTitle=\"\($0)\"" } ?? "") id="RND-SEC">
                        <cells>
            \(cells)
                        </cells>
                    </tableViewSection>
                </sections>
            </tableView>
            """, constraints: IBFixtures.acrossTheRoot("RND-TBL", below: "TST-sa-SAF") + """
            <constraint firstItem="RND-TBL" firstAttribute="bottom" secondItem="TST-vw-ROT" secondAttribute="bottom" id="c-2"/>
            """)
    }

    /// A custom cell holding `subviews` and `constraints` in its content view (`contentWidth` as the document lays
    /// it out), with an accessory when given.
    static func customCell(_ id: String, height: Int = 44, accessory: String? = nil, contentWidth: Double = 390,
                           subviews: String = "", constraints: String = "", attributes: String = "") -> String {
        """
        <tableViewCell contentMode="scaleToFill" \(accessory.map { "accessoryType=\"\($0)\"" } ?? "") \(attributes) id="\(id)">
            <rect key="frame" x="0.0" y="0.0" width="390" height="\(height)"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" id="\(id)-CNT">
                <rect key="frame" x="0.0" y="0.0" width="\(contentWidth)" height="\(height)"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
        \(subviews)
                </subviews>
                <constraints>
        \(constraints)
                </constraints>
            </tableViewCellContentView>
        </tableViewCell>
        """
    }

    func testTheTableGivesARowItsHeightWithNoMinimumOfItsOwn() throws {
        // rowHeight 43 (under UIKit's 44): every row 43 tall, nothing unsatisfiable.
        let plain = try Self.staticTable(Self.customCell("R43-A", height: 43) + Self.customCell("R43-B", height: 43), rowHeight: "43")
        // A subview that needs 60 pt between the content view's top and bottom in a 43-pt row: a real conflict.
        let tall = Self.customCell("R43-T", height: 43, subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="R43-T-BOX">
                <rect key="frame" x="16" y="0.0" width="40" height="43"/>
            </view>
            """, constraints: """
            <constraint firstItem="R43-T-BOX" firstAttribute="top" secondItem="R43-T-CNT" secondAttribute="top" id="t-1"/>
            <constraint firstItem="R43-T-BOX" firstAttribute="bottom" secondItem="R43-T-CNT" secondAttribute="bottom" id="t-2"/>
            <constraint firstItem="R43-T-BOX" firstAttribute="height" constant="60" id="t-3"/>
            <constraint firstItem="R43-T-BOX" firstAttribute="leading" secondItem="R43-T-CNT" secondAttribute="leading" constant="16" id="t-4"/>
            <constraint firstItem="R43-T-BOX" firstAttribute="width" constant="40" id="t-5"/>
            """)
        let conflict = try Self.staticTable(tall, rowHeight: "43")
        for screen in try IBFixtures.run([plain], pseudo: [.rtl]) {
            XCTAssertEqual(screen.frame("R43-A").height, 43, accuracy: 0.01, screen.locale)
            XCTAssertEqual(screen.frame("R43-B").y, screen.frame("R43-A").maxY, accuracy: 0.01)
            XCTAssertEqual(Self.findings(screen, .unsatisfiable), [], screen.locale)
        }
        for screen in try IBFixtures.run([conflict], pseudo: [.rtl]) {
            XCTAssertEqual(screen.findings.filter { $0.kind == .unsatisfiable }.count, 1, screen.locale)
        }
    }

    func testASelfSizingRowIsAsTallAsItsContentOrTheStandardHeight() throws {
        // A label 4 pt from the content view's top and bottom: the row is the label's height + 8, under 44 and
        // under its 80-pt design frame; an empty cell is 44 (UITableView's standard height).
        let label = Self.label("SSZ-LBL", "Row", alignment: "natural", y: 4, extra: "verticalHuggingPriority=\"251\"")
        let hugging = Self.customCell("SSZ-A", height: 80, subviews: label, constraints: """
            <constraint firstItem="SSZ-LBL" firstAttribute="top" secondItem="SSZ-A-CNT" secondAttribute="top" constant="4" id="s-1"/>
            <constraint firstItem="SSZ-A-CNT" firstAttribute="bottom" secondItem="SSZ-LBL" secondAttribute="bottom" constant="4" id="s-2"/>
            <constraint firstItem="SSZ-LBL" firstAttribute="leading" secondItem="SSZ-A-CNT" secondAttribute="leadingMargin" id="s-3"/>
            <constraint firstItem="SSZ-A-CNT" firstAttribute="trailingMargin" secondItem="SSZ-LBL" secondAttribute="trailing" id="s-4"/>
            """)
        let file = try Self.staticTable(hugging + Self.customCell("SSZ-E", height: 80), rowHeight: "-1")
        for screen in try IBFixtures.run([file], pseudo: [.rtl]) {
            let line = try XCTUnwrap(screen.views.first { $0.id == "SSZ-LBL" }?.paragraph?.lines.first?.height)
            XCTAssertEqual(screen.frame("SSZ-A").height, line + 8, accuracy: 0.01, screen.locale)
            XCTAssertLessThan(screen.frame("SSZ-A").height, 44)
            XCTAssertEqual(screen.frame("SSZ-E").height, 44, accuracy: 0.01, screen.locale)
            XCTAssertEqual(screen.findings.filter { [.unsatisfiable, .ambiguous].contains($0.kind) }.map(\.message), [], screen.locale)
        }
    }

    /// A static table of 44-pt rows whose File's Owner makes them size themselves in code (`tableView.rowHeight =
    /// UITableView.automaticDimension`): a row with a label of any number of lines is as tall as its text, as UIKit
    /// makes it; without that code it keeps the table's 44 pt and the text is cut.
    func testRowsTheCodeMakesSizeThemselvesGrowWithTheirText() throws {
        let text = "A paragraph long enough to wrap onto several lines in a table row on a phone, as an introduction does."
        let label = Self.label("CSZ-LBL", text, alignment: "natural", y: 11, extra: "numberOfLines=\"0\"")
        let cell = Self.customCell("CSZ-A", height: 44, subviews: label, constraints: """
            <constraint firstItem="CSZ-LBL" firstAttribute="top" secondItem="CSZ-A-CNT" secondAttribute="topMargin" id="c-1"/>
            <constraint firstItem="CSZ-A-CNT" firstAttribute="bottomMargin" secondItem="CSZ-LBL" secondAttribute="bottom" id="c-2"/>
            <constraint firstItem="CSZ-LBL" firstAttribute="leading" secondItem="CSZ-A-CNT" secondAttribute="leadingMargin" id="c-3"/>
            <constraint firstItem="CSZ-A-CNT" firstAttribute="trailingMargin" secondItem="CSZ-LBL" secondAttribute="trailing" id="c-4"/>
            """)
        let file = try Self.staticTable(cell + Self.customCell("CSZ-B", height: 44), rowHeight: "44")
        let xib = try String(contentsOfFile: file, encoding: .utf8)
            .replacingOccurrences(of: "userLabel=\"File's Owner\"", with: "userLabel=\"File's Owner\" customClass=\"IntroController\"")
        try Data(xib.utf8).write(to: URL(fileURLWithPath: file))
        let sources = ((file as NSString).deletingLastPathComponent as NSString).appendingPathComponent("Sources")
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        let code = (sources as NSString).appendingPathComponent("IntroController.swift")
        func run(_ swift: String) throws -> [ScreenResult] {
            try Data(swift.utf8).write(to: URL(fileURLWithPath: code))
            var options = MatrixOptions(paths: [file])
            options.pseudo = [.rtl]
            options.appSources = .folders([sources])
            let nib = "let controller = IntroController(nibName: \"Test\", bundle: nil)\n"
            try Data(nib.utf8).write(to: URL(fileURLWithPath: (sources as NSString).appendingPathComponent("App.swift")))
            return try Simulator(textEngine: IBFixtures.engine).run(options)
        }
        let sizing = try run("""
            class IntroController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.rowHeight = UITableView.automaticDimension
                }
            }
            """)
        for screen in sizing {
            let paragraph = try XCTUnwrap(screen.views.first { $0.id == "CSZ-LBL" }?.paragraph)
            XCTAssertGreaterThan(paragraph.lines.count, 1, screen.locale)
            XCTAssertEqual(screen.frame("CSZ-LBL").height, paragraph.height, accuracy: 0.01, screen.locale)
            // The label between the content view's top and bottom margins (11 pt each in a table cell, as UIKit's are).
            XCTAssertEqual(screen.frame("CSZ-A").height, paragraph.height + 22, accuracy: 0.01, screen.locale)
            XCTAssertEqual(screen.frame("CSZ-B").y, screen.frame("CSZ-A").maxY, accuracy: 0.01, screen.locale)
            XCTAssertEqual(screen.frame("CSZ-B").height, 44, accuracy: 0.01, "a row its content leaves open: \(screen.locale)")
            XCTAssertEqual(Self.findings(screen, .truncated) + Self.findings(screen, .unsatisfiable), [], screen.locale)
        }
        let fixed = try run("class IntroController: UITableViewController {}")
        for screen in fixed {
            XCTAssertEqual(screen.frame("CSZ-A").height, 44, accuracy: 0.01, screen.locale)
        }
    }

    func testAnAccessoryTakesItsWidthFromTheContentViewOnTheTrailingSide() throws {
        // The document's content view says how wide the accessory is (356.5 of 390: 33.5 pt); a cell whose content
        // view is as wide as itself takes UIKit's width for its type; a cell without accessory keeps it all.
        let label = Self.label("ACC-LBL", "Profile", alignment: "natural", y: 11)
        let cells = Self.customCell("ACC-D", accessory: "disclosureIndicator", contentWidth: 356.5, subviews: label, constraints: """
            <constraint firstItem="ACC-LBL" firstAttribute="leading" secondItem="ACC-D-CNT" secondAttribute="leadingMargin" id="a-1"/>
            <constraint firstItem="ACC-D-CNT" firstAttribute="trailingMargin" secondItem="ACC-LBL" secondAttribute="trailing" id="a-2"/>
            <constraint firstItem="ACC-LBL" firstAttribute="centerY" secondItem="ACC-D-CNT" secondAttribute="centerY" id="a-3"/>
            """)
            + Self.customCell("ACC-C", accessory: "checkmark")
            + Self.customCell("ACC-N")
            + Self.customCell("ACC-X", accessory: "none")
        for screen in try IBFixtures.run([try Self.staticTable(cells, rowHeight: "44")], pseudo: [.rtl]) {
            let rtl = screen.direction == .rightToLeft
            let cell = screen.frame("ACC-D"), content = screen.frame("ACC-D-CNT"), accessory = screen.frame("ACC-D.accessory")
            XCTAssertEqual(cell.width, Self.width, accuracy: 0.01)
            XCTAssertEqual(content.width, Self.width - 33.5, accuracy: 0.01, screen.locale)
            XCTAssertEqual(content.x, rtl ? 33.5 : 0, accuracy: 0.01, "the content view on the leading side \(screen.locale)")
            XCTAssertEqual(accessory.x, rtl ? 0 : Self.width - 33.5, accuracy: 0.01, "the accessory on the trailing side")
            XCTAssertEqual(accessory.height, 44, accuracy: 0.01)
            // The label ends at the content view's trailing margin, before the chevron.
            let title = screen.frame("ACC-LBL")
            XCTAssertEqual(rtl ? title.x - content.x : content.maxX - title.maxX, 16, accuracy: 0.01, screen.locale)
            XCTAssertEqual(screen.frame("ACC-C-CNT").width, Self.width - 40, accuracy: 0.01, "a checkmark's standard width")
            XCTAssertEqual(screen.frame("ACC-N-CNT").width, Self.width, accuracy: 0.01, "no accessory")
            XCTAssertEqual(screen.frame("ACC-X-CNT").width, Self.width, accuracy: 0.01, "accessoryType none")
            XCTAssertNil(screen.views.first { $0.id == "ACC-N.accessory" })
            let judged = screen.findings.filter { [.unsatisfiable, .ambiguous, .notMirrored, .clipped].contains($0.kind) }
            XCTAssertEqual(judged.map(\.message), [], screen.locale)
        }
    }

    func testAnAccessoryCanTruncateATitleThatFitsTheWholeRow() throws {
        // The same title between the content view's margins, with and without a disclosure indicator.
        let text = "Notification and sound settings for accounts"
        func cell(_ id: String, accessory: String?) -> String {
            Self.customCell(id, accessory: accessory, subviews: Self.label("\(id)-LBL", text, alignment: "natural", y: 11), constraints: """
                <constraint firstItem="\(id)-LBL" firstAttribute="leading" secondItem="\(id)-CNT" secondAttribute="leadingMargin" id="\(id)-1"/>
                <constraint firstItem="\(id)-CNT" firstAttribute="trailingMargin" secondItem="\(id)-LBL" secondAttribute="trailing" id="\(id)-2"/>
                <constraint firstItem="\(id)-LBL" firstAttribute="centerY" secondItem="\(id)-CNT" secondAttribute="centerY" id="\(id)-3"/>
                """)
        }
        let file = try Self.staticTable(cell("TRU-D", accessory: "disclosureIndicator") + cell("TRU-N", accessory: nil), rowHeight: "44")
        for screen in try IBFixtures.run([file], pseudo: [.rtl]) {
            let whole = try XCTUnwrap(screen.views.first { $0.id == "TRU-N-LBL" })
            let needed = try XCTUnwrap(whole.paragraph?.contentWidth)
            XCTAssertEqual(whole.frame.width, Self.width - 32, accuracy: 0.01)
            XCTAssertEqual(screen.frame("TRU-D-LBL").width, Self.width - 33 - 32, accuracy: 0.01)
            XCTAssertTrue(needed < Self.width - 32 && needed > Self.width - 33 - 32, "the fixture's title needs \(needed) pt")
            XCTAssertEqual(Self.findings(screen, .truncated), ["TRU-D-LBL"], screen.locale)
        }
    }

    func testGroupedSectionHeadersAreInCapitalsAndPlainOnesAsWritten() throws {
        let cell = Self.customCell("HDR-A")
        for style in ["grouped", "insetGrouped", "plain"] {
            let file = try Self.staticTable(cell, rowHeight: "44", style: style, header: "Account")
            for screen in try IBFixtures.run([file], pseudo: [.rtl]) {
                let header = try XCTUnwrap(screen.views.first { $0.id == "RND-SEC.headerTitle" })
                XCTAssertEqual(header.paragraph?.text, style == "plain" ? "Account" : "ACCOUNT", "\(style) \(screen.locale)")
            }
        }
    }
    /// A Basic cell showing an image starts its separator at its text; one without an image, and a custom cell, 16 pt
    /// in. A grouped section has hairlines along its top and bottom; an inset grouped or plain one none.
    func testSeparatorsStartAtTheTextOfACellWithAnImageAndGroupedSectionsHaveHairlines() throws {
        func basic(_ id: String, image: Bool) -> String {
            """
            <tableViewCell contentMode="scaleToFill" textLabel="\(id)-TXT" imageView="\(id)-IMG" style="IBUITableViewCellStyleDefault" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" id="\(id)-CNT">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Notes" id="\(id)-TXT">
                            <rect key="frame" x="59" y="0.0" width="315" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </label>
                        <imageView opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" \(image ? #"image="star""# : "") id="\(id)-IMG">
                            <rect key="frame" x="16" y="10" width="24" height="24"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </imageView>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
            """
        }
        for style in ["grouped", "insetGrouped", "plain"] {
            let file = try Self.staticTable(basic("SEP-I", image: true) + basic("SEP-N", image: false) + Self.customCell("SEP-C"),
                                            rowHeight: "44", style: style)
            let documents = try InterfaceBuilderReader.read(file: file)
            let nodes = documents.flatMap(\.allNodes)
            XCTAssertEqual(nodes.first { $0.id == "SEP-I" }?.separatorStartsAt, "SEP-I-TXT", style)
            XCTAssertNil(nodes.first { $0.id == "SEP-N" }?.separatorStartsAt, style)
            XCTAssertNil(nodes.first { $0.id == "SEP-C" }?.separatorStartsAt, style)
            XCTAssertEqual(nodes.first { $0.id == "RND-SEC" }?.sectionHairlines, style == "grouped", style)
        }
    }
}
