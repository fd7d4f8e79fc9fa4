import Foundation
import Glossa
import GlossaCheck
import GlossaLayout
import GlossaRender
import GlossaText
import XCTest

/// UIKit, round 3 (contract v4): baselines, button configurations and legacy button content, collection view cells.
/// Each rule fires where UIKit does and stays silent where it does not, in left-to-right and right-to-left.
final class IBRoundThreeTests: XCTestCase {
    static func label(_ id: String, _ text: String, size: Int, lines: Int = 1) -> String {
        """
        <label text="\(text)" numberOfLines="\(lines)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="20" y="100" width="100" height="21"/>
            <fontDescription key="fontDescription" type="system" pointSize="\(size)"/>
        </label>
        """
    }

    /// A stack view of `attributes` (axis, alignment, spacing…) arranging `subviews`.
    static func stackView(_ id: String, _ attributes: String, _ subviews: [String]) -> String {
        """
        <stackView opaque="NO" contentMode="scaleToFill" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
            <subviews>
        \(subviews.joined(separator: "\n"))
            </subviews>
        </stackView>
        """
    }

    static func constraint(_ first: String, _ attribute: String, _ second: String, _ secondAttribute: String,
                           constant: Double = 0, id: String) -> String {
        """
        <constraint firstItem="\(first)" firstAttribute="\(attribute)" secondItem="\(second)" secondAttribute="\(secondAttribute)" constant="\(constant)" id="\(id)"/>
        """
    }

    /// The distance from a label's bottom up to its last baseline, and from its top down to its first, for a
    /// single line of `size` points (as the text engine sets it): what UIKit's baseline anchors are offset by.
    static func baselineOffsets(size: Double) throws -> (first: Double, fromBottom: Double, height: Double) {
        let style = ParagraphStyle(size: size, bold: false, systemFont: true, language: "en", baseDirection: .natural,
                                   layoutDirection: .leftToRight, alignment: .natural, maxLines: 1, truncation: .tail, face: nil)
        let paragraph = try IBFixtures.engine.layout("Total", style: style, width: .unconstrained)
        let line = try XCTUnwrap(paragraph.lines.last)
        return (line.baseline, paragraph.height - line.baseline, paragraph.height)
    }

    static func layoutFindings(_ screen: ScreenResult) -> [Finding] {
        screen.findings.filter { $0.kind == .ambiguous || $0.kind == .unsatisfiable }
    }

    // MARK: Baselines

    /// A label pinned 60 pt tall beside a label tied to it by its first and last baselines: UIKit's last baseline
    /// lies a descent above the bottom, so the second label is as tall as the first less the first's text plus its
    /// own; Glossa used to measure both baselines from the top and leave the height to the text.
    func testFirstAndLastBaselinePairTiesTheHeights() throws {
        let file = try IBRuntimeTests.screen("""
            \(Self.label("BSL-lb-001", "Total", size: 17))
            \(Self.label("BSL-lb-002", "Total", size: 13))
            """, constraints: """
            \(IBRuntimeTests.pin("BSL-lb-001", x: 20, y: 100))
            <constraint firstItem="BSL-lb-001" firstAttribute="height" constant="60" id="BSL-h-1"/>
            \(Self.constraint("BSL-lb-002", "leading", "BSL-lb-001", "trailing", constant: 8, id: "BSL-c-1"))
            \(Self.constraint("BSL-lb-002", "firstBaseline", "BSL-lb-001", "firstBaseline", id: "BSL-c-2"))
            \(Self.constraint("BSL-lb-002", "baseline", "BSL-lb-001", "baseline", id: "BSL-c-3"))
            """)
        let large = try Self.baselineOffsets(size: 17), small = try Self.baselineOffsets(size: 13)
        let results = try IBFixtures.run([file], pseudo: [.rtl])
        XCTAssertEqual(results.count, 2)
        for screen in results {
            let first = screen.frame("BSL-lb-001"), second = screen.frame("BSL-lb-002")
            XCTAssertEqual(first.height, 60, accuracy: 0.01)
            // First baselines: 100 + 17 pt's ascent == top + 13 pt's; last baselines: 160 − 17 pt's descent == bottom − 13 pt's.
            XCTAssertEqual(second.y, 100 + large.first - small.first, accuracy: 0.01, screen.locale)
            XCTAssertEqual(second.maxY, 160 - large.fromBottom + small.fromBottom, accuracy: 0.01, screen.locale)
            XCTAssertGreaterThan(second.height, small.height + 20, "stretched by the baselines, not its text")
            XCTAssertEqual(Self.layoutFindings(screen).map(\.message), [], screen.locale)
            if screen.direction == .rightToLeft {
                XCTAssertEqual(second.maxX, first.x - 8, accuracy: 0.01, "leading is on the right")
            } else {
                XCTAssertEqual(second.x, first.maxX + 8, accuracy: 0.01)
            }
        }
    }

    /// `top == top` with `baseline == baseline` between a 17 pt and a 30 pt label: UIKit's baselines lie their
    /// descents above the bottoms, so the smaller label grows (its hugging gives way) until the baselines meet. Not a
    /// conflict (Glossa used to measure both from the top and report one). Fixed heights that cannot meet still are.
    func testTopAndBaselineOnlyTieHeights() throws {
        func screen(fixedHeights: Bool) throws -> String {
            try IBRuntimeTests.screen("""
                \(Self.label("TBL-lb-001", "Total", size: 17))
                \(Self.label("TBL-lb-002", "Total", size: 30))
                """, constraints: """
                \(IBRuntimeTests.pin("TBL-lb-001", x: 20, y: 100))
                \(Self.constraint("TBL-lb-002", "leading", "TBL-lb-001", "trailing", constant: 8, id: "TBL-c-1"))
                \(Self.constraint("TBL-lb-002", "top", "TBL-lb-001", "top", id: "TBL-c-2"))
                \(Self.constraint("TBL-lb-002", "baseline", "TBL-lb-001", "baseline", id: "TBL-c-3"))
                \(fixedHeights ? """
                <constraint firstItem="TBL-lb-001" firstAttribute="height" constant="40" id="TBL-h-1"/>
                <constraint firstItem="TBL-lb-002" firstAttribute="height" constant="40" id="TBL-h-2"/>
                """ : "")
                """, name: fixedHeights ? "Fixed" : "Free")
        }
        let small = try Self.baselineOffsets(size: 17), large = try Self.baselineOffsets(size: 30)
        for screen in try IBFixtures.run([try screen(fixedHeights: false)], pseudo: [.rtl]) {
            let first = screen.frame("TBL-lb-001"), second = screen.frame("TBL-lb-002")
            XCTAssertEqual(second.y, first.y, accuracy: 0.01)
            XCTAssertEqual(second.height, large.height, accuracy: 0.01, "the 30 pt label keeps its text's height")
            XCTAssertEqual(first.maxY - small.fromBottom, second.maxY - large.fromBottom, accuracy: 0.01, "baselines meet")
            XCTAssertGreaterThan(first.height, small.height + 5, "the 17 pt label grows")
            XCTAssertEqual(Self.layoutFindings(screen).map(\.message), [], screen.locale)
        }
        for screen in try IBFixtures.run([try screen(fixedHeights: true)], pseudo: [.rtl]) {
            // Equal tops and equal heights put the bottoms level: the baselines, a 17 pt and a 30 pt descent up, cannot meet.
            XCTAssertEqual(Self.layoutFindings(screen).map(\.kind), [.unsatisfiable], screen.locale)
        }
    }

    /// Two 46 pt buttons side by side, tops level, one's first baseline on the other's last (as Xcode writes a pair of
    /// dialog buttons): a button centres its title, so its baselines keep their distance from its centre and the pair
    /// is consistent. A view Glossa draws as a placeholder (a text view) keeps its baselines at its top: what follows
    /// its baseline is placed, not reported for a height Glossa cannot know.
    func testButtonBaselinesFollowTheirCentredTitles() throws {
        let file = try IBRuntimeTests.screen("""
            \(Self.button("BTB-bt-001", width: 150, body: #"<fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/><state key="normal" title="Cancel"/>"#))
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="BTB-bt-002">
                <rect key="frame" x="170" y="100" width="150" height="46"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <state key="normal" title="OK"/>
            </button>
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" text="Notes" translatesAutoresizingMaskIntoConstraints="NO" id="BTB-tv-003">
                <rect key="frame" x="20" y="200" width="300" height="35"/>
            </textView>
            \(Self.label("BTB-lb-004", "Below", size: 17))
            """, constraints: """
            \(IBRuntimeTests.pin("BTB-bt-001", x: 20, y: 100))
            \(Self.constraint("BTB-bt-002", "leading", "BTB-bt-001", "trailing", id: "BTB-c-1"))
            \(Self.constraint("BTB-bt-002", "top", "BTB-bt-001", "top", id: "BTB-c-2"))
            \(Self.constraint("BTB-bt-002", "height", "BTB-bt-001", "height", id: "BTB-c-3"))
            \(Self.constraint("BTB-bt-002", "firstBaseline", "BTB-bt-001", "baseline", id: "BTB-c-4"))
            \(IBRuntimeTests.pin("BTB-tv-003", x: 20, y: 200))
            <constraint firstItem="BTB-tv-003" firstAttribute="width" constant="300" id="BTB-c-5"/>
            \(IBRuntimeTests.pin("BTB-lb-004", x: 20, y: 0).replacingOccurrences(of: #"firstAttribute="top" secondItem="TST-vw-ROT" secondAttribute="top" constant="0""#, with: #"firstAttribute="top" secondItem="BTB-tv-003" secondAttribute="baseline" constant="4""#))
            """)
        for screen in try IBFixtures.run([file], pseudo: [.rtl]) {
            XCTAssertEqual(screen.frame("BTB-bt-002").y, 100, accuracy: 0.01)
            XCTAssertEqual(screen.frame("BTB-bt-002").height, 44, accuracy: 0.01)
            XCTAssertEqual(screen.frame("BTB-lb-004").y, 204, accuracy: 0.01, "4 pt below the text view's top")
            XCTAssertEqual(Self.layoutFindings(screen).map(\.message), [], screen.locale)
        }
    }

    /// Horizontal stacks aligned by first or last baselines, and a vertical stack spaced from baseline to baseline.
    func testStacksAlignedByBaselines() throws {
        func stack(_ id: String, alignment: String) -> String {
            Self.stackView(id, #"alignment="\#(alignment)" spacing="8""#, [
                Self.label("\(id)-a", "Total", size: 17, lines: 2),
                Self.label("\(id)-b", "Total Total Total Total Total Total Total Total Total Total", size: 30, lines: 2),
            ])
        }
        let file = try IBRuntimeTests.screen(stack("STK-st-001", alignment: "firstBaseline") + stack("STK-st-002", alignment: "lastBaseline")
            + Self.stackView("STK-st-003", #"axis="vertical" spacing="30" baselineRelativeArrangement="YES""#, [
                Self.label("STK-st-003-a", "Total", size: 17), Self.label("STK-st-003-b", "Total", size: 30),
            ]), constraints: """
            \(IBRuntimeTests.pin("STK-st-001", x: 20, y: 100))
            \(IBRuntimeTests.pin("STK-st-002", x: 20, y: 300))
            \(IBRuntimeTests.pin("STK-st-003", x: 20, y: 500))
            <constraint firstItem="STK-st-001" firstAttribute="width" constant="350" id="STK-w-1"/>
            <constraint firstItem="STK-st-002" firstAttribute="width" constant="350" id="STK-w-2"/>
            """)
        let small = try Self.baselineOffsets(size: 17), large = try Self.baselineOffsets(size: 30)
        for screen in try IBFixtures.run([file], pseudo: [.rtl]) {
            let firstA = screen.frame("STK-st-001-a"), firstB = screen.frame("STK-st-001-b")
            XCTAssertGreaterThan(firstB.height, large.height * 1.5, "two lines")
            XCTAssertEqual(firstA.y + small.first, firstB.y + large.first, accuracy: 0.01, "first baselines meet")
            let lastA = screen.frame("STK-st-002-a"), lastB = screen.frame("STK-st-002-b")
            XCTAssertEqual(lastA.maxY - small.fromBottom, lastB.maxY - large.fromBottom, accuracy: 0.01, "last baselines meet")
            XCTAssertGreaterThan(lastA.y, lastB.y + 20, "the one-line label sits by the two-line one's last line")
            let top = screen.frame("STK-st-003-a"), below = screen.frame("STK-st-003-b")
            XCTAssertEqual(below.y + large.first, top.maxY - small.fromBottom + 30, accuracy: 0.01, "30 pt baseline to baseline")
            XCTAssertEqual(Self.layoutFindings(screen).map(\.message), [], screen.locale)
            if screen.direction == .rightToLeft { XCTAssertGreaterThan(firstA.x, firstB.x, "the first arranged view is on the right") }
        }
    }

    /// A stack view's baselines are its arranged views' (UIStackView's viewForFirstBaselineLayout and
    /// viewForLastBaselineLayout): a horizontal stack aligned by last baselines puts the last baseline of a nested
    /// vertical stack's last label on a nested one-label stack's big number, as Loop's carbohydrate header does.
    func testNestedStacksTakeTheirArrangedViewsBaselines() throws {
        let number = Self.stackView("NST-st-002", #"spacing="2""#, [Self.label("NST-lb-001", "0", size: 45)])
        let labels = Self.stackView("NST-st-003", #"axis="vertical""#, [
            Self.label("NST-lb-002", "g Active Carbs", size: 13), Self.label("NST-lb-003", "Total", size: 17),
        ])
        let file = try IBRuntimeTests.screen(Self.stackView("NST-st-001", #"alignment="lastBaseline" spacing="2""#, [number, labels]),
                                             constraints: IBRuntimeTests.pin("NST-st-001", x: 20, y: 100))
        let big = try Self.baselineOffsets(size: 45), body = try Self.baselineOffsets(size: 17)
        for screen in try IBFixtures.run([file], pseudo: [.rtl]) {
            let number = screen.frame("NST-lb-001"), last = screen.frame("NST-lb-003")
            XCTAssertEqual(number.maxY - big.fromBottom, last.maxY - body.fromBottom, accuracy: 0.01, "last baselines meet")
            XCTAssertLessThan(last.maxY, number.maxY - 3, "not the stacks' bottoms")
            XCTAssertEqual(Self.layoutFindings(screen).map(\.message), [], screen.locale)
        }
    }

    // MARK: Buttons

    static func button(_ id: String, width: Int, body: String, attributes: String = #"buttonType="system""#) -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \(attributes) lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="20" y="100" width="\(width)" height="44"/>
            <constraints>
                <constraint firstAttribute="width" constant="\(width)" id="\(id)-w"/>
                <constraint firstAttribute="height" constant="44" id="\(id)-h"/>
            </constraints>
            \(body)
        </button>
        """
    }

    /// Renders `file` in English and right-to-left pseudo; each screen with its decoded PNG.
    static func render(_ file: String) throws -> [(screen: ScreenResult, canvas: Canvas)] {
        var options = MatrixOptions(paths: [file])
        options.locales = .development
        options.pseudo = [.rtl]
        options.outputDirectory = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("out").path
        return try Simulator(textEngine: IBFixtures.engine).run(options).map { screen in
            let path = try XCTUnwrap(screen.png)
            return (screen, try PNG.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), name: path))
        }
    }

    /// The pixels of `rect` (points) on `canvas`, at the canvas's scale on a 393 pt wide screen.
    static func pixels(_ rect: TextRect, in canvas: Canvas) -> [Color] {
        let scale = Double(canvas.width) / 393
        var colors: [Color] = []
        for y in Int(rect.y * scale)..<Int(rect.maxY * scale) {
            for x in Int(rect.x * scale)..<Int(rect.maxX * scale) { colors.append(canvas.color(x: x, y: y)) }
        }
        return colors
    }

    /// With a configuration, the configuration's title and image show; the `<state key="normal" title="Button"/>`
    /// Xcode writes beside it does not. Without one, the normal state's title shows.
    func testAConfigurationsContentReplacesTheLegacyNormalState() throws {
        let legacy = #"<state key="normal" title="Button"/>"#
        let file = try IBRuntimeTests.screen("""
            \(Self.button("CFG-bt-001", width: 44, body: legacy + """
                <buttonConfiguration key="configuration" style="plain">
                    <imageReference key="image" image="chevron.down" catalog="system" symbolScale="medium"/>
                </buttonConfiguration>
                """))
            \(Self.button("CFG-bt-002", width: 200, body: legacy + #"<buttonConfiguration key="configuration" style="plain" title="Leave"/>"#))
            \(Self.button("CFG-bt-003", width: 200, body: #"<state key="normal" title="Send"/>"#))
            \(Self.button("CFG-bt-004", width: 0, body: legacy + """
                <buttonConfiguration key="configuration" style="plain">
                    <imageReference key="image" image="doc.on.doc" catalog="system" symbolScale="large"/>
                </buttonConfiguration>
                """))
            \(Self.button("CFG-bt-005", width: 0, body: #"<state key="normal"><imageReference key="image" image="doc.on.doc" catalog="system"/></state>"#))
            """.replacingOccurrences(of: #"<constraint firstAttribute="width" constant="0" id="CFG-bt-004-w"/>"#, with: "")
                .replacingOccurrences(of: #"<constraint firstAttribute="height" constant="44" id="CFG-bt-004-h"/>"#, with: "")
                .replacingOccurrences(of: #"<constraint firstAttribute="width" constant="0" id="CFG-bt-005-w"/>"#, with: "")
                .replacingOccurrences(of: #"<constraint firstAttribute="height" constant="44" id="CFG-bt-005-h"/>"#, with: ""),
            constraints: IBRuntimeTests.pin("CFG-bt-001", x: 20, y: 100) + IBRuntimeTests.pin("CFG-bt-002", x: 20, y: 200)
                + IBRuntimeTests.pin("CFG-bt-003", x: 20, y: 300) + IBRuntimeTests.pin("CFG-bt-004", x: 20, y: 400)
                + IBRuntimeTests.pin("CFG-bt-005", x: 20, y: 500))
        for screen in try IBFixtures.run([file], pseudo: [.rtl]) {
            XCTAssertNil(screen.text("CFG-bt-001"), "an image-only configuration shows no leftover title")
            XCTAssertNil(screen.views.first { $0.id == "CFG-bt-001" }?.node.text)
            let leave = try XCTUnwrap(screen.text("CFG-bt-002"), "the configuration's title shows")
            if screen.locale == "en" { XCTAssertEqual(leave, "Leave") }
            XCTAssertFalse(leave.contains("Button"))
            XCTAssertNotNil(screen.text("CFG-bt-003"), "a legacy button shows its normal title")
            // A symbol Glossa cannot draw keeps its room: inside a configuration's 12 × 7 pt insets, a legacy button's 0 × 6.
            XCTAssertNil(screen.text("CFG-bt-004"))
            XCTAssertEqual(screen.frame("CFG-bt-004").width, 48, accuracy: 0.01)
            XCTAssertEqual(screen.frame("CFG-bt-004").height, 38, accuracy: 0.01)
            XCTAssertEqual(screen.frame("CFG-bt-005").width, 24, accuracy: 0.01)
            XCTAssertEqual(screen.frame("CFG-bt-005").height, 36, accuracy: 0.01)
            XCTAssertEqual(screen.findings.filter { $0.kind == .truncated }.map(\.view), [], screen.locale)
        }
    }

    /// A configuration's subtitle shows below its title, each localized by its own key and judged like a label: it
    /// truncates in a button too narrow for it, not in one wide enough.
    func testAConfigurationsSubtitleShowsBelowItsTitle() throws {
        func configured(_ id: String, width: Int) -> String {
            Self.button(id, width: width, body: """
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="filled" title="Get started" subtitle="Free for thirty days"/>
                """).replacingOccurrences(of: #"<constraint firstAttribute="height" constant="44" id="\#(id)-h"/>"#, with: "")
        }
        let file = try IBRuntimeTests.screen(configured("SUB-bt-001", width: 250) + configured("SUB-bt-002", width: 90),
            constraints: IBRuntimeTests.pin("SUB-bt-001", x: 20, y: 100) + IBRuntimeTests.pin("SUB-bt-002", x: 20, y: 300))
        for screen in try IBFixtures.run([file], pseudo: [.rtl]) {
            let title = screen.frame("SUB-bt-001.configuration.title"), subtitle = screen.frame("SUB-bt-001.configuration.subtitle")
            let button = screen.frame("SUB-bt-001")
            XCTAssertEqual(title.y, button.y + 7, accuracy: 0.01, "inside the configuration's 7 pt insets")
            XCTAssertEqual(subtitle.y, title.maxY, accuracy: 0.01, "below the title")
            XCTAssertEqual(subtitle.midX, button.midX, accuracy: 0.01, "centred")
            XCTAssertEqual(button.height, title.height + subtitle.height + 14, accuracy: 0.01)
            if screen.locale == "en" {
                XCTAssertEqual(screen.text("SUB-bt-001.configuration.title"), "Get started")
                XCTAssertEqual(screen.text("SUB-bt-001.configuration.subtitle"), "Free for thirty days")
            }
            XCTAssertFalse(screen.views.contains { $0.text == "Button" })
            let truncated = Set(screen.findings.filter { $0.kind == .truncated }.map(\.view))
            XCTAssertEqual(truncated, ["SUB-bt-002.configuration.title", "SUB-bt-002.configuration.subtitle"], screen.locale)
        }
    }

    /// A configuration's style and base colours are drawn: a filled button in its base background colour and a
    /// plain one given a base background, each under a white title (both visible), a tinted one in a light wash of
    /// its tint under a tinted title; a plain button without colours draws no background.
    func testConfigurationColoursAreDrawn() throws {
        let purple = #"<color key="baseBackgroundColor" red="0.4" green="0.2" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        let white = #"<color key="baseForegroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
        func configured(_ id: String, style: String, colors: String) -> String {
            Self.button(id, width: 200, body: """
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="\(style)" title="Get started">\(colors)</buttonConfiguration>
                """)
        }
        let file = try IBRuntimeTests.screen(configured("COL-bt-001", style: "filled", colors: purple + white)
            + configured("COL-bt-002", style: "plain", colors: purple + white)
            + configured("COL-bt-003", style: "tinted", colors: "")
            + configured("COL-bt-004", style: "plain", colors: ""),
            constraints: IBRuntimeTests.pin("COL-bt-001", x: 20, y: 100) + IBRuntimeTests.pin("COL-bt-002", x: 20, y: 200)
                + IBRuntimeTests.pin("COL-bt-003", x: 20, y: 300) + IBRuntimeTests.pin("COL-bt-004", x: 20, y: 400))
        let purpleColor = Color(red: 102, green: 51, blue: 204)
        for (screen, canvas) in try Self.render(file) {
            for id in ["COL-bt-001", "COL-bt-002"] {
                let frame = screen.frame(id)
                // The background, inside the rounded corners, beside the title.
                let edge = Self.pixels(TextRect(x: frame.x + 8, y: frame.midY - 2, width: 4, height: 4), in: canvas)
                XCTAssertTrue(edge.allSatisfy { $0 == purpleColor }, "\(id) \(screen.locale): \(edge.first!)")
                let text = try XCTUnwrap(screen.views.first { $0.id == id }?.textFrame, id)
                let white = Self.pixels(text, in: canvas).filter { $0.red > 230 && $0.green > 230 && $0.blue > 230 }
                XCTAssertGreaterThan(white.count, 50, "\(id) \(screen.locale): a white title on purple")
            }
            let tinted = screen.frame("COL-bt-003")
            let wash = Self.pixels(TextRect(x: tinted.x + 8, y: tinted.midY - 2, width: 4, height: 4), in: canvas)
            XCTAssertTrue(wash.allSatisfy { $0.blue == 255 && (200...225).contains(Int($0.red)) }, "\(wash.first!)")
            let plain = screen.frame("COL-bt-004")
            let clear = Self.pixels(TextRect(x: plain.x + 8, y: plain.midY - 2, width: 4, height: 4), in: canvas)
            XCTAssertTrue(clear.allSatisfy { $0 == .white }, "a plain button draws no background")
        }
    }

    /// A legacy button whose image fills its content rectangle gives its title no room: no title is drawn nor judged.
    /// A wider button shows both, centred as a group (the image on the leading side), and a legacy button's
    /// `titleEdgeInsets` move its title.
    func testLegacyImageAndTitleAreCentredAsAGroupOrTheImageFillsTheButton() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-buttons-\(UUID().uuidString)").path
        for folder in ["App.xcodeproj", "App/Images", "App/Views"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        // 88 px at @2x: a 44 pt square image, as wide as a 44 pt button.
        let png = try PNG.encode(Canvas(width: 88, height: 88, background: Color(red: 200, green: 0, blue: 0)))
        try Data(png).write(to: URL(fileURLWithPath: root + "/App/Images/badge@2x.png"))
        let state = #"<state key="normal" title="Share this" image="badge"/>"#
        let insets = #"<inset key="titleEdgeInsets" minX="20" minY="0.0" maxX="0.0" maxY="0.0"/>"#
        let xib = try IBRuntimeTests.screen("""
            \(Self.button("IMG-bt-001", width: 44, body: state, attributes: ""))
            \(Self.button("IMG-bt-002", width: 300, body: state, attributes: ""))
            \(Self.button("IMG-bt-003", width: 300, body: insets + state, attributes: ""))
            """, constraints: IBRuntimeTests.pin("IMG-bt-001", x: 20, y: 100) + IBRuntimeTests.pin("IMG-bt-002", x: 20, y: 200)
                + IBRuntimeTests.pin("IMG-bt-003", x: 20, y: 300))
        let file = root + "/App/Views/Test.xib"
        try FileManager.default.moveItem(atPath: xib, toPath: file)
        for screen in try IBFixtures.run([file], pseudo: [.rtl]) {
            let rtl = screen.direction == .rightToLeft
            let filled = try XCTUnwrap(screen.views.first { $0.id == "IMG-bt-001" })
            XCTAssertNil(filled.paragraph, "no room for the title")
            XCTAssertEqual(screen.findings.filter { $0.view == "IMG-bt-001" && $0.kind == .truncated }.count, 0)
            let wide = try XCTUnwrap(screen.views.first { $0.id == "IMG-bt-002" })
            let paragraph = try XCTUnwrap(wide.paragraph), text = try XCTUnwrap(wide.textFrame)
            let image = try XCTUnwrap(ButtonContent.imageRect(wide.node, frame: wide.frame, direction: wide.direction,
                                                              titleWidth: paragraph.contentWidth))
            let titleLeft = text.midX - paragraph.contentWidth / 2, titleRight = text.midX + paragraph.contentWidth / 2
            let groupLeft = min(image.x, titleLeft), groupRight = max(image.maxX, titleRight)
            XCTAssertEqual(groupLeft - wide.frame.x, wide.frame.maxX - groupRight, accuracy: 0.01, "centred as a group")
            XCTAssertEqual(groupRight - groupLeft, 24 + 4 + paragraph.contentWidth, accuracy: 0.01)
            XCTAssertEqual(image.x < titleLeft, !rtl, "the image on the leading side")
            let moved = try XCTUnwrap(screen.views.first { $0.id == "IMG-bt-003" }?.textFrame)
            XCTAssertEqual(moved.midX - screen.frame("IMG-bt-003").x, text.midX - wide.frame.x + 10, accuracy: 0.01,
                           "a 20 pt left title inset moves the title 10 pt right")
        }
    }

    // MARK: Collection view cells

    /// A xib's collection view cell as Xcode writes it: the content view without an id, the safe-area guide declared
    /// on the cell, constraints held by the cell. The guide is the cell's bounds: views tied to it are placed (they
    /// used to land at (0, 0), reported ambiguous); a view with no vertical constraint is still reported.
    func testCollectionViewCellGuidesAreTheCellsBounds() throws {
        let file = try IBFixtures.write(IBFixtures.document("XIB", """
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="CVC-cl-001">
                    <rect key="frame" x="0.0" y="0.0" width="263" height="272"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                        <rect key="frame" x="0.0" y="0.0" width="263" height="272"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            \(Self.label("CVC-lb-001", "Hobby", size: 15))
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="CVC-vw-002">
                                <rect key="frame" x="37.5" y="42" width="188" height="188"/>
                                <color key="backgroundColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </view>
                            \(Self.label("CVC-lb-003", "3 hours a week", size: 15))
                            \(Self.label("CVC-lb-004", "Loose", size: 15))
                        </subviews>
                    </view>
                    <constraints>
                        <constraint firstItem="CVC-lb-001" firstAttribute="centerX" secondItem="CVC-sa-001" secondAttribute="centerX" id="c-1"/>
                        <constraint firstItem="CVC-lb-001" firstAttribute="top" secondItem="CVC-sa-001" secondAttribute="top" constant="12" id="c-2"/>
                        <constraint firstItem="CVC-vw-002" firstAttribute="centerX" secondItem="CVC-sa-001" secondAttribute="centerX" id="c-3"/>
                        <constraint firstItem="CVC-vw-002" firstAttribute="top" secondItem="CVC-lb-001" secondAttribute="bottom" constant="12" id="c-4"/>
                        <constraint firstItem="CVC-vw-002" firstAttribute="width" constant="188" id="c-5"/>
                        <constraint firstItem="CVC-vw-002" firstAttribute="height" constant="188" id="c-6"/>
                        <constraint firstItem="CVC-lb-003" firstAttribute="top" secondItem="CVC-vw-002" secondAttribute="bottom" constant="12" id="c-7"/>
                        <constraint firstItem="CVC-lb-003" firstAttribute="centerX" secondItem="CVC-sa-001" secondAttribute="centerX" id="c-8"/>
                        <constraint firstItem="CVC-lb-004" firstAttribute="leading" secondItem="CVC-sa-001" secondAttribute="leading" constant="8" id="c-10"/>
                    </constraints>
                    <viewLayoutGuide key="safeArea" id="CVC-sa-001"/>
                    <size key="customSize" width="263" height="272"/>
                </collectionViewCell>
            </objects>
            """), name: "Cell.xib")
        for screen in try IBFixtures.run([file], pseudo: [.rtl]) {
            // The cell is drawn below the status bar; its own size.
            let cell = screen.frame("CVC-cl-001")
            XCTAssertEqual(cell.width, 263)
            XCTAssertEqual(cell.height, 272)
            let title = screen.frame("CVC-lb-001"), picture = screen.frame("CVC-vw-002"), load = screen.frame("CVC-lb-003")
            XCTAssertEqual(title.midX, cell.midX, accuracy: 0.01, screen.locale)
            XCTAssertEqual(title.y, cell.y + 12, accuracy: 0.01)
            assertRect(picture, cell.x + 37.5, title.maxY + 12, 188, 188)
            XCTAssertEqual(load.midX, cell.midX, accuracy: 0.01)
            XCTAssertEqual(load.y, picture.maxY + 12, accuracy: 0.01)
            // Leading follows the locale's direction: 8 pt from the cell's right edge in right-to-left.
            let loose = screen.frame("CVC-lb-004")
            XCTAssertEqual(screen.direction == .rightToLeft ? cell.maxX - loose.maxX : loose.x - cell.x, 8, accuracy: 0.01)
            let ambiguous = screen.findings.filter { $0.kind == .ambiguous }
            XCTAssertEqual(ambiguous.map(\.view), ["CVC-lb-004"], "only the label with no vertical constraint: \(ambiguous.map(\.message))")
            XCTAssertEqual(screen.findings.filter { $0.kind == .unsatisfiable }.map(\.message), [])
        }
    }
}

