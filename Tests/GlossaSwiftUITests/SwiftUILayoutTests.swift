import Foundation
import Glossa
import GlossaCheck
import GlossaLayout
import GlossaText
import XCTest

/// SwiftUI previews read from source and laid out by SwiftUI's rules, in left-to-right and right-to-left locales;
/// text measured with the real text engine (expected widths are measured here the same way, never written down).
final class SwiftUILayoutTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/SwiftUI")
    static let engine: TextEngine = { try! TextEngine(registry: FontRegistry.bundled()) }()

    static func run(_ folder: String, locales: MatrixOptions.Locales = .all) throws -> [ScreenResult] {
        var options = MatrixOptions(paths: [fixtures.appendingPathComponent(folder).path])
        options.locales = locales
        return try Simulator(textEngine: engine).run(options)
    }

    /// The width of `text` on one line in the system font at `size`, as the engine measures it.
    static func width(_ text: String, size: Double = 17, bold: Bool = false, language: String = "en") throws -> Double {
        try engine.layout(text, style: ParagraphStyle(size: size, bold: bold, language: language), width: .unconstrained).width
    }

    func testStacksPaddingAndSpacingLeadingInLeftToRightAndRightToLeft() throws {
        let results = try Self.run("Basic")
        XCTAssertEqual(Set(results.map(\.locale)), ["ar", "de", "en"])
        let en = try results.screen("Greeting", "en"), ar = try results.screen("Greeting", "ar")
        // `padding()`: 16 pt on each side; the stack with a Spacer in it takes all the width left, 393 − 32.
        for screen in [en, ar] {
            let stack = screen.frame("GreetingView.swift:7:9")
            XCTAssertEqual(stack.x, 16, accuracy: 0.01, screen.locale)
            XCTAssertEqual(stack.width, 393 - 32, accuracy: 0.01, screen.locale)
            // Centred down the safe area (59 pt from the top, 34 from the bottom of 852).
            XCTAssertEqual(stack.midY, 59 + (852 - 59 - 34) / 2, accuracy: 0.01, screen.locale)
        }
        // The title: leading, 12 pt above the row (the stack's spacing), as wide as its text in `.title` (28 pt).
        let title = en.frame("GreetingView.swift:8:13"), row = en.frame("GreetingView.swift:10:13")
        XCTAssertEqual(title.x, 16, accuracy: 0.01)
        XCTAssertEqual(title.width, try Self.width("Welcome", size: 28), accuracy: 0.01)
        XCTAssertEqual(row.y - title.maxY, 12, accuracy: 0.01)
        // The row: the symbol at the leading edge (a 17 pt body symbol), 8 pt of default spacing, then the subtitle.
        let symbol = en.frame("GreetingView.swift:11:17"), subtitle = en.frame("GreetingView.swift:12:17")
        XCTAssertEqual(symbol.x, 16, accuracy: 0.01)
        XCTAssertEqual(subtitle.x, symbol.maxX + 8, accuracy: 0.01)
        XCTAssertEqual(subtitle.width, try Self.width("Short subtitle"), accuracy: 0.01)
        XCTAssertEqual(row.width, 361, accuracy: 0.01, "a Spacer makes the row as wide as it is offered")
        // Right to left: the same row from the right-hand edge.
        let arSymbol = ar.frame("GreetingView.swift:11:17"), arSubtitle = ar.frame("GreetingView.swift:12:17")
        XCTAssertEqual(arSymbol.maxX, 393 - 16, accuracy: 0.01)
        XCTAssertEqual(arSubtitle.maxX, arSymbol.x - 8, accuracy: 0.01)
        XCTAssertEqual(ar.frame("GreetingView.swift:8:13").maxX, 393 - 16, accuracy: 0.01, "leading is the right-hand side")
        XCTAssertEqual(ar.views.first { $0.id == "GreetingView.swift:12:17" }?.direction, .rightToLeft)
    }

    func testInterpolationsAreFormatKeysAndVerbatimTextIsNotLocalized() throws {
        let results = try Self.run("Basic")
        let en = try results.screen("Greeting", "en"), de = try results.screen("Greeting", "de")
        // `Text("Hello \(name)")` is the key `Hello %@`, its argument the property's default.
        let hello = try XCTUnwrap(en.views.first { $0.id == "GreetingView.swift:16:13" })
        XCTAssertEqual(hello.node.text?.key, "Hello %@")
        XCTAssertEqual(de.text("GreetingView.swift:16:13"), "Hallo \u{2068}Ada\u{2069}")
        XCTAssertEqual(en.findings.filter { $0.kind == .notLocalized }.map(\.view), ["GreetingView.swift:17:13"])
        XCTAssertEqual(try results.screen("Greeting", "ar").text("GreetingView.swift:8:13"), "مرحبا")
    }

    func testAGermanStringLongerThanItsOneLineIsTruncated() throws {
        let results = try Self.run("Basic")
        for screen in results where screen.layout == "Greeting" {
            let truncated = screen.findings.filter { $0.kind == .truncated }
            if screen.locale == "de" {
                XCTAssertEqual(truncated.map(\.view), ["GreetingView.swift:12:17"])
                // Reported, and uncertain: the SwiftUI reader's verdicts are not yet measured on real apps.
                XCTAssertEqual(truncated.first?.severity, .note)
                XCTAssertEqual(truncated.first?.certainty, .uncertain)
                XCTAssertTrue(truncated.first?.because?.hasPrefix("read from SwiftUI source") == true, truncated.first?.because ?? "")
                XCTAssertEqual(truncated.first?.key, "greeting.subtitle")
                XCTAssertEqual(truncated.first?.location?.line, 12)
                let subtitle = try XCTUnwrap(screen.views.first { $0.id == "GreetingView.swift:12:17" })
                XCTAssertEqual(subtitle.paragraph?.lines.count, 1, "lineLimit(1)")
                XCTAssertEqual(subtitle.paragraph?.truncated, true)
                // It takes all the row but the symbol, the spacing and the Spacer's 8 pt.
                XCTAssertEqual(subtitle.frame.maxX, 393 - 16 - 8, accuracy: 1)
            } else {
                XCTAssertEqual(truncated.map(\.view), [], screen.locale)
            }
        }
    }

    func testMinimumScaleFactorShrinksOneLineBeforeItTruncates() throws {
        let results = try Self.run("Basic")
        let en = try results.screen("Shrinking", "en"), de = try results.screen("Shrinking", "de")
        func view(_ screen: ScreenResult, _ id: String) throws -> LaidOutView { try XCTUnwrap(screen.views.first { $0.id == id }) }
        // "Welcome" at 28 pt is wider than 100 pt: drawn smaller and whole, at a scale that fits (San Francisco's widths do
        // not grow in proportion to the size, so it is at most the proportional guess).
        let title = try view(en, "GreetingView.swift:33:9")
        let needed = try Self.width("Welcome", size: 28)
        let scale = try XCTUnwrap(title.fontScale)
        XCTAssertLessThanOrEqual(scale, (100 / needed * 1000).rounded(.down) / 1000)
        XCTAssertLessThanOrEqual(try XCTUnwrap(title.paragraph).width, 100)
        XCTAssertEqual(title.paragraph?.truncated, false)
        // The German subtitle needs more than half its size allows in 300 pt: shrunk to 0.5, then truncated.
        let subtitle = try view(de, "GreetingView.swift:29:9")
        XCTAssertEqual(subtitle.fontScale, 0.5)
        XCTAssertEqual(de.findings.filter { $0.kind == .truncated }.map(\.view), ["GreetingView.swift:29:9"])
        XCTAssertEqual(en.findings.filter { $0.kind == .truncated }.count, 0)
        XCTAssertEqual(try view(en, "GreetingView.swift:29:9").fontScale, nil, "what fits is not shrunk")
    }

    func testStringLookupsAndIntegerInterpolationsAreLocalized() throws {
        let results = try Self.run("Basic")
        let de = try results.screen("Lookups", "de")
        // `String(localized:)` and `NSLocalizedString` look their keys up; `\(3)` is `%lld` in the key.
        XCTAssertEqual(de.text("GreetingView.swift:43:9"), "Willkommen")
        XCTAssertEqual(de.text("GreetingView.swift:44:9")?.hasPrefix("Ein sehr langer Untertitel"), true)
        XCTAssertEqual(de.text("GreetingView.swift:45:9"), "3 Einträge")
        XCTAssertEqual(de.views.first { $0.id == "GreetingView.swift:45:9" }?.node.text?.key, "%lld items")
        XCTAssertEqual(de.findings.filter { $0.kind == .missingTranslation || $0.kind == .notLocalized }.count, 0)
    }

    func testALocalizedValueIsReadAsInlineMarkdown() throws {
        let results = try Self.run("Basic")
        XCTAssertEqual(try results.screen("Markdown", "en").text("GreetingView.swift:55:5"), "Read the terms now")
        XCTAssertEqual(try results.screen("Markdown", "de").text("GreetingView.swift:55:5"), "Lies die Bedingungen jetzt")
        XCTAssertEqual(try results.screen("Greeting", "en").text("GreetingView.swift:17:13"), "v1.0", "verbatim text is not Markdown")
    }

    func testATextKeepsToTheLinesItsHeightHoldsAndTruncatesTheLast() throws {
        let results = try Self.run("Basic")
        let de = try results.screen("Tight", "de"), en = try results.screen("Tight", "en")
        // 30 pt hold one 20.3 pt line of the German subtitle, which needs many at 120 pt.
        let german = try XCTUnwrap(de.views.first { $0.id == "GreetingView.swift:50:5" })
        XCTAssertEqual(german.paragraph?.lines.count, 1)
        XCTAssertEqual(german.frame.width, 120, accuracy: 0.01)
        XCTAssertEqual(de.findings.filter { $0.kind == .truncated }.map(\.view), ["GreetingView.swift:50:5"])
        XCTAssertEqual(en.findings.filter { $0.kind == .truncated }.count, 0)
    }

    func testFramesAlignInTheirDirectionAndPriorityDecidesWhoTruncates() throws {
        let results = try Self.run("Layout")
        let en = try results.screen("Frames", "en"), he = try results.screen("Frames", "he")
        // `.frame(width: 200, height: 50, alignment: .leading)`, centred in the stack: the text at its leading edge.
        let fixed = en.frame("FramesView.swift:6:13")
        XCTAssertEqual(fixed.x, (393 - 200) / 2, accuracy: 0.01)
        XCTAssertEqual(he.frame("FramesView.swift:6:13").maxX, (393 + 200) / 2, accuracy: 0.01)
        XCTAssertEqual(fixed.midY - en.frame("FramesView.swift:5:9").y, 25, accuracy: 0.01, "centred in its 50 pt")
        // `.frame(maxWidth: .infinity, alignment: .trailing)`: at the right-hand edge, at the left in Hebrew.
        XCTAssertEqual(en.frame("FramesView.swift:8:13").maxX, 393, accuracy: 0.01)
        XCTAssertEqual(he.frame("FramesView.swift:8:13").x, 0, accuracy: 0.01)
        // Spacer between two texts in a padded row: first at the leading inset, last at the trailing one.
        XCTAssertEqual(en.frame("FramesView.swift:11:17").x, 20, accuracy: 0.01)
        XCTAssertEqual(en.frame("FramesView.swift:13:17").maxX, 393 - 20, accuracy: 0.01)
        XCTAssertEqual(he.frame("FramesView.swift:11:17").maxX, 393 - 20, accuracy: 0.01)
        XCTAssertEqual(he.frame("FramesView.swift:13:17").x, 20, accuracy: 0.01)
        // layoutPriority(1): the first text wraps to what it needs, the neighbour (one line) is truncated.
        let first = try XCTUnwrap(en.views.first { $0.id == "FramesView.swift:17:17" })
        XCTAssertEqual(first.paragraph?.truncated, false)
        XCTAssertEqual(en.findings.filter { $0.kind == .truncated }.map(\.view), ["FramesView.swift:19:17"])
        // fixedSize, then asymmetric padding: 30 pt on the leading side, 2 on the trailing.
        let ideal = en.frame("FramesView.swift:22:13")
        XCTAssertEqual(ideal.width, try Self.width("Ideal"), accuracy: 0.01)
        XCTAssertEqual(ideal.x, (393 - ideal.width - 32) / 2 + 30, accuracy: 0.01)
        XCTAssertEqual(393 - he.frame("FramesView.swift:22:13").maxX, (393 - he.frame("FramesView.swift:22:13").width - 32) / 2 + 30,
                       accuracy: 0.01)
    }

    func testAnUnknownViewIsOneUnsupportedBoxOfItsProposedSize() throws {
        let results = try Self.run("Layout")
        let box = try results.screen("Frames", "en").frame("FramesView.swift:25:13")
        XCTAssertEqual(box.width, 393, accuracy: 0.01)
        XCTAssertEqual(box.height, 120, accuracy: 0.01)
        let unsupported = results.flatMap { $0.findings.filter { $0.kind == .unsupported } }
        XCTAssertEqual(unsupported.map(\.view), ["FramesView.swift:25:13"], "named once per document")
    }

    func testAppViewsModifiersAndHelpersAreFollowedWithTheirArguments() throws {
        let results = try Self.run("Follow")
        let screen = try results.screen("RecipeList_Previews", "en")
        // ForEach over data the preview does not give: three rows, each an instance of the same expressions.
        let rows = screen.views.filter { $0.id?.hasPrefix("RecipeList.swift:13:9") == true }.compactMap(\.id)
        XCTAssertEqual(rows, ["RecipeList.swift:13:9", "RecipeList.swift:13:9#2", "RecipeList.swift:13:9#3", "RecipeList.swift:13:9#4"])
        // `showsTime: false` chooses the else branch; the default `true` the first.
        XCTAssertEqual(screen.text("RecipeList.swift:18:17"), "recipe.no.time")
        XCTAssertEqual(screen.text("RecipeList.swift:16:17"), "20 min")
        XCTAssertEqual(screen.views.first { $0.id == "RecipeList.swift:16:17" }?.node.text?.key, "%lld min")
        // Data the source does not give is a placeholder never judged; data it does is shown but not judged either.
        XCTAssertEqual(screen.text("RecipeList.swift:14:13"), "Title")
        XCTAssertNotNil(screen.views.first { $0.id == "RecipeList.swift:14:13#4" }?.node.text?.setInCode)
        XCTAssertEqual(screen.findings.filter { $0.kind == .notLocalized && $0.view?.hasPrefix("RecipeList.swift:14") == true }.count, 0)
        // `.cardStyle()` → `modifier(Card())` → `content.padding(12)`: the row's content inset 12 pt in its frame.
        let row = screen.frame("RecipeList.swift:13:9"), title = screen.frame("RecipeList.swift:45:13")
        XCTAssertEqual(row.x - title.x, 12, accuracy: 0.01)
        // A switch over an unknown count: the first case that shows something.
        XCTAssertEqual(screen.text("RecipeList.swift:52:17"), "recipes.empty")
    }

    func testASwiftFileThatDoesNotParseNeverStopsTheRun() throws {
        let results = try Self.run("Broken", locales: .development)
        XCTAssertEqual(Set(results.map(\.layout)), ["Broken-preview-1", "Fine-preview-1"])
        let fine = try results.screen("Fine-preview-1", "en")
        XCTAssertEqual(fine.frame("Fine.swift:5:9").width, try Self.width("fine.title"), accuracy: 0.01)
        XCTAssertEqual(try results.screen("Broken-preview-1", "en").text("Broken.swift:6:13"), "broken.title")
    }
}

extension ScreenResult {
    func frame(_ id: String, file: StaticString = #filePath, line: UInt = #line) -> TextRect {
        guard let view = views.first(where: { $0.id == id }) else {
            XCTFail("no view \(id) in \(layout) \(locale)", file: file, line: line)
            return .zero
        }
        return view.frame
    }

    func text(_ id: String) -> String? { views.first { $0.id == id }?.text }
}

extension Array where Element == ScreenResult {
    func screen(_ layout: String, _ locale: String, file: StaticString = #filePath, line: UInt = #line) throws -> ScreenResult {
        try XCTUnwrap(first { $0.layout == layout && $0.locale == locale }, "no \(layout) \(locale)", file: file, line: line)
    }
}

/// Navigation titles, lists, sections, toggles, labels, baselines and a forced layout direction.
final class SwiftUIContainerTests: XCTestCase {
    func testALargeTitleSitsAtTheLeadingEdgeOfItsBarAndListRowsAreInsetGrouped() throws {
        let results = try SwiftUILayoutTests.run("Navigation")
        let en = try results.screen("Settings", "en"), ar = try results.screen("Settings", "ar")
        // The bar: 44 pt, then the large title's 52 pt band, below the safe area's top.
        let bar = en.frame("SettingsScreen.swift:7:9#3"), title = en.frame("SettingsScreen.swift:21:30")
        XCTAssertEqual(bar.y, 59, accuracy: 0.01)
        XCTAssertEqual(bar.height, 44 + 52, accuracy: 0.01)
        XCTAssertEqual(title.x, 16, accuracy: 0.01)
        XCTAssertEqual(title.maxY, bar.maxY - 8, accuracy: 0.01)
        XCTAssertEqual(title.width, try SwiftUILayoutTests.width("Settings", size: 34, bold: true), accuracy: 0.01)
        XCTAssertEqual(ar.frame("SettingsScreen.swift:21:30").maxX, 393 - 16, accuracy: 0.01, "leading: the right-hand side")
        // Rows: 16 pt in from the list's edges, content 16 pt further in, at least 44 pt tall.
        for screen in [en, ar] {
            let cell = screen.frame("SettingsScreen.swift:11:21/row-cell")
            XCTAssertEqual(cell.x, 16, accuracy: 0.01, screen.locale)
            XCTAssertEqual(cell.width, 361, accuracy: 0.01, screen.locale)
            XCTAssertGreaterThanOrEqual(cell.height, 44 - 0.01, screen.locale)
        }
        XCTAssertEqual(en.frame("SettingsScreen.swift:11:21").x, 32, accuracy: 0.01)
        XCTAssertEqual(ar.frame("SettingsScreen.swift:11:21").maxX, 393 - 32, accuracy: 0.01)
        XCTAssertEqual(en.views.first { $0.id == "SettingsScreen.swift:11:21/row-background" }?.node.accessory, "disclosureIndicator",
                       "a navigation link's row draws its chevron")
        // A toggle: its title at the leading edge, the 51 × 31 switch at the trailing one; the row grows to hold it.
        let toggle = en.frame("SettingsScreen.swift:10:21#3")
        XCTAssertEqual(toggle.maxX, 393 - 32, accuracy: 0.01)
        XCTAssertEqual(toggle.width, 51, accuracy: 0.01)
        XCTAssertEqual(ar.frame("SettingsScreen.swift:10:21#3").x, 32, accuracy: 0.01)
        XCTAssertEqual(en.frame("SettingsScreen.swift:10:21/row-cell").height, 11 + 31 + 11, accuracy: 0.01)
        // A section's header and footer are text outside its rows, at the rows' text.
        XCTAssertEqual(en.frame("SettingsScreen.swift:9:17#2").x, 32, accuracy: 0.01)
        XCTAssertEqual(en.text("SettingsScreen.swift:18:21"), "Version 1.0")
        XCTAssertEqual(en.findings.filter { $0.severity == .error }.count, 0)
    }

    func testATabViewShowsItsFirstTabAboveATabBarWhoseTitlesShareItsWidth() throws {
        let results = try SwiftUILayoutTests.run("Navigation")
        let en = try results.screen("Tabs", "en"), ar = try results.screen("Tabs", "ar")
        // The bar's 48 pt items end at the safe area's bottom (852 − 34); its titles' line is 35 pt below their top.
        let bar = en.frame("SettingsScreen.swift:57:9#3")
        XCTAssertEqual(bar.maxY, 852 - 34, accuracy: 0.01)
        XCTAssertEqual(en.frame("SettingsScreen.swift:64:21#3").y, bar.y + 35, accuracy: 0.1)
        // Two items: the first in the leading half, the second in the trailing half (mirrored in Arabic).
        XCTAssertEqual(en.frame("SettingsScreen.swift:60:21#3").midX, 393 / 4, accuracy: 0.01)
        XCTAssertEqual(ar.frame("SettingsScreen.swift:60:21#3").midX, 393 * 3 / 4, accuracy: 0.01)
        // The first tab's content fills what the bar leaves; the Arabic title longer than its share is truncated.
        XCTAssertEqual(en.text("SettingsScreen.swift:58:13"), "About")
        XCTAssertNil(en.views.first { $0.id == "SettingsScreen.swift:62:13" }, "only the first tab is shown")
        XCTAssertEqual(ar.findings.filter { $0.kind == .truncated }.map(\.view), ["SettingsScreen.swift:64:21#3"])
        XCTAssertEqual(ar.frame("SettingsScreen.swift:64:21#3").width, 393 / 2 - 4, accuracy: 0.01)
        XCTAssertEqual(en.findings.filter { $0.kind == .truncated }.count, 0)
    }

    func testAPlainListsRowsSpanItsWidth() throws {
        let results = try SwiftUILayoutTests.run("Navigation")
        for screen in [try results.screen("Plain", "en"), try results.screen("Plain", "ar")] {
            let cell = screen.frame("SettingsScreen.swift:49:9/row-cell")
            XCTAssertEqual(cell.x, 0, accuracy: 0.01, screen.locale)
            XCTAssertEqual(cell.width, 393, accuracy: 0.01, screen.locale)
            XCTAssertEqual(cell.y, 59, accuracy: 0.01, "the list starts at the safe area's top")
        }
        XCTAssertEqual(try results.screen("Plain", "en").frame("SettingsScreen.swift:49:9").x, 16, accuracy: 0.01)
        XCTAssertEqual(try results.screen("Plain", "ar").frame("SettingsScreen.swift:49:9").maxX, 393 - 16, accuracy: 0.01)
    }

    func testBaselinesLineUpAndAForcedDirectionDoesNotMirror() throws {
        let results = try SwiftUILayoutTests.run("Navigation")
        let en = try results.screen("Banner", "en"), ar = try results.screen("Banner", "ar")
        func baseline(_ screen: ScreenResult, _ id: String) throws -> Double {
            let view = try XCTUnwrap(screen.views.first { $0.id == id })
            return view.frame.y + (view.paragraph?.lines.first?.baseline ?? 0)
        }
        XCTAssertEqual(try baseline(en, "SettingsScreen.swift:29:13"), try baseline(en, "SettingsScreen.swift:31:13"), accuracy: 0.01)
        // `.environment(\.layoutDirection, .leftToRight)`: the big text stays on the left in Arabic too.
        XCTAssertLessThan(ar.frame("SettingsScreen.swift:29:13").x, ar.frame("SettingsScreen.swift:31:13").x)
        XCTAssertEqual(ar.findings.filter { $0.kind == .notMirrored }.count, 0)
        // `Color.black.opacity(0.25)` behind the stack, as large as it.
        let background = try XCTUnwrap(ar.views.first { $0.id == "SettingsScreen.swift:44:21" })
        XCTAssertEqual(background.node.background, "#00000040")
        XCTAssertEqual(background.frame.width, ar.frame("SettingsScreen.swift:28:9").width, accuracy: 0.01)
    }
}

/// The app's window as a screen: the `WindowGroup` root, with the values its call site gives.
final class SwiftUIWindowTests: XCTestCase {
    func testTheWindowGroupRootIsAScreenLaidOutWithItsKnownData() throws {
        let results = try SwiftUILayoutTests.run("Follow")
        XCTAssertEqual(Set(results.map(\.layout)), ["RecipeList_Previews", "FollowApp-WindowGroup"])
        let window = try results.screen("FollowApp-WindowGroup", "en")
        // `recipes: []`: no rows from the ForEach, the row made on its own, and the empty case of the switch.
        XCTAssertEqual(window.views.filter { $0.id?.hasPrefix("RecipeList.swift:13:9") == true }.count, 1)
        XCTAssertEqual(window.text("RecipeList.swift:52:17"), "recipes.empty")
        XCTAssertNil(window.views.first { $0.id == "RecipeList.swift:54:17" }, "`default` is not taken for a count of 0")
    }
}

/// Images from the app's asset catalog at their own size, and `flipsForRightToLeftLayoutDirection`.
final class SwiftUIImageTests: XCTestCase {
    func testAnImageThatFlipsForRightToLeftIsNotReportedUnmirrored() throws {
        let results = try SwiftUILayoutTests.run("Images", locales: .list(["en", "ar"]))
        let en = try results.screen("Back", "en"), ar = try results.screen("Back", "ar")
        // The picture's own size (24 × 24 pt at 1x), from the leading edge past `padding(.horizontal)`.
        let first = en.frame("BackBar.swift:6:13"), second = en.frame("BackBar.swift:7:13")
        XCTAssertEqual(first.width, 24, accuracy: 0.01)
        XCTAssertEqual(first.x, 16, accuracy: 0.01)
        XCTAssertEqual(second.x, first.maxX + 8, accuracy: 0.01)
        XCTAssertEqual(ar.frame("BackBar.swift:6:13").maxX, 393 - 16, accuracy: 0.01)
        XCTAssertEqual(ar.findings.filter { $0.kind == .unmirroredImage }.map(\.view), ["BackBar.swift:6:13"])
        XCTAssertEqual(en.findings.filter { $0.kind == .unmirroredImage }.count, 0)
    }
}

/// The screens navigation shows: every tab of the window's `TabView`, and the app views `NavigationLink`s,
/// `navigationDestination(isPresented:)`, sheets and a split view's detail lead to whose arguments are known.
final class SwiftUINavigationTests: XCTestCase {
    func testEachTabAndEachKnownDestinationIsAScreen() throws {
        let results = try SwiftUILayoutTests.run("Destinations", locales: .list(["en", "ar"]))
        // Not `ItemDetail(item:)` (its item comes from data the source does not give), nor `AboutDetail` (a preview
        // shows it already).
        XCTAssertEqual(Set(results.map(\.layout)), ["ShopApp-WindowGroup", "ShopApp-WindowGroup-tab.account", "ShopApp-preview-1",
                                                    "SettingsDetail", "HelpDetail", "Library", "LibraryNotes", "WelcomeGuide", "OrdersDetail", "CreditsDetail"])
        // `navigationDestination(for:)`: a case of the switch over the value pushed that needs no part of it
        // (`CreditsDetail`), not one that does (`ChapterDetail(number:)`).
        // A link in a file that declares no screen: its destination is a screen of the file the way to it starts from.
        let orders = try results.screen("OrdersDetail", "en")
        XCTAssertEqual(orders.text("Details.swift:54:9"), "No orders yet")
        XCTAssertTrue(orders.layoutFile.hasSuffix("ShopApp.swift"), orders.layoutFile)
        // A split view's detail, case by case (`HelpDetail` once, though two places lead to it), with the case's value;
        // a sheet's content inside its own navigation stack, a type nested in another (`Guides.WelcomeGuide`).
        XCTAssertEqual(results.filter { $0.layout == "HelpDetail" }.count, 2, "one screen in each of the two locales")
        XCTAssertEqual(try results.screen("LibraryNotes", "en").text("Library.swift:52:9"), "2 notes")
        XCTAssertEqual(try results.screen("WelcomeGuide", "en").text("Library.swift:8:13"), "Welcome to the shop")
        // The second tab selected: its content instead of the first's, its item in the accent colour.
        let home = try results.screen("ShopApp-WindowGroup", "en"), account = try results.screen("ShopApp-WindowGroup-tab.account", "en")
        XCTAssertEqual(home.text("ShopApp.swift:34:17"), "Settings")
        XCTAssertNil(home.views.first { $0.id == "Details.swift:9:13" })
        XCTAssertEqual(account.text("Details.swift:9:13"), "Sign out")
        XCTAssertNil(account.views.first { $0.id == "ShopApp.swift:34:17" }, "the first tab is not shown")
        let accent = account.views.first { $0.id == "ShopApp.swift:21:21#3" }?.node.text?.color
        XCTAssertNotNil(accent)
        XCTAssertEqual(home.views.first { $0.id == "ShopApp.swift:17:21#3" }?.node.text?.color, accent)
        XCTAssertNotEqual(account.views.first { $0.id == "ShopApp.swift:17:21#3" }?.node.text?.color, accent)
        // The bar's second item in the trailing half, on the left in Arabic.
        XCTAssertEqual(account.frame("ShopApp.swift:21:21#3").midX, 393 * 3 / 4, accuracy: 0.01)
        XCTAssertEqual(try results.screen("ShopApp-WindowGroup-tab.account", "ar").frame("ShopApp.swift:21:21#3").midX, 393 / 4,
                       accuracy: 0.01)
        // A destination with the value its link gives (`showsBeta: true` shows the beta row), leading in both directions.
        let settings = try results.screen("SettingsDetail", "en"), settingsAR = try results.screen("SettingsDetail", "ar")
        XCTAssertEqual(settings.frame("Details.swift:21:13").x, 16, accuracy: 0.01)
        XCTAssertEqual(settings.frame("Details.swift:23:17").y, settings.frame("Details.swift:21:13").maxY + 12, accuracy: 0.01)
        XCTAssertEqual(settingsAR.frame("Details.swift:21:13").maxX, 393 - 16, accuracy: 0.01)
        XCTAssertEqual(settingsAR.frame("Details.swift:23:17").maxX, 393 - 16, accuracy: 0.01)
        XCTAssertEqual(settingsAR.text("Details.swift:23:17"), "ميزات تجريبية")
    }

    func testTheReportNamesTheKeyEachTextShows() throws {
        let results = try SwiftUILayoutTests.run("Destinations", locales: .list(["en"]))
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(Report.json(results).utf8)) as? [String: Any])
        let screens = try XCTUnwrap(report["results"] as? [[String: Any]])
        let home = try XCTUnwrap(screens.first { $0["layout"] as? String == "ShopApp-WindowGroup" })
        let views = try XCTUnwrap(home["views"] as? [String: [String: Any]])
        XCTAssertEqual(views["ShopApp.swift:34:17"]?["key"] as? String, "home.settings")
        XCTAssertEqual(views["ShopApp.swift:34:17"]?["text"] as? String, "Settings")
        XCTAssertNil(views["ShopApp.swift:44:25"]?["key"], "a text from data the source does not give shows no key")
    }
}

/// SwiftGen's generated accessors (`L10n.inboxTitle`, `L10n.inboxUnread(3)`, `L10n.Settings.title`): the key and table
/// its `tr` call names, with the format's values.
final class SwiftUISwiftGenTests: XCTestCase {
    func testGeneratedAccessorsAreLookedUpInTheirTables() throws {
        let results = try SwiftUILayoutTests.run("SwiftGen", locales: .list(["en", "de"]))
        let en = try results.screen("Inbox", "en"), de = try results.screen("Inbox", "de")
        XCTAssertEqual(en.text("InboxHeader.swift:6:13"), "Inbox")
        XCTAssertEqual(de.text("InboxHeader.swift:6:13"), "Posteingang")
        XCTAssertEqual(en.text("InboxHeader.swift:9:13"), "3 unread")
        XCTAssertEqual(de.text("InboxHeader.swift:9:13"), "3 ungelesen")
        XCTAssertEqual(de.text("InboxHeader.swift:11:13"), "Einstellungen", "the table SwiftGen's call names")
        XCTAssertEqual(de.views.first { $0.id == "InboxHeader.swift:11:13" }?.node.text?.table, "Settings")
        // The last text at the trailing edge past the padding; the title at the leading one.
        XCTAssertEqual(de.frame("InboxHeader.swift:11:13").maxX, 393 - 16, accuracy: 0.01)
        XCTAssertEqual(de.frame("InboxHeader.swift:6:13").x, 16, accuracy: 0.01)
        XCTAssertEqual(de.findings.filter { $0.kind == .missingTranslation || $0.kind == .notLocalized }.count, 0)
    }
}

/// Shapes drawn as SwiftUI draws them: `stroke` outlines a shape and leaves its inside clear.
final class SwiftUIShapeTests: XCTestCase {
    func testAStrokedShapeInAnOverlayIsAnOutlineOverTheContent() throws {
        let results = try SwiftUILayoutTests.run("Shapes", locales: .list(["en", "ar"]))
        for screen in [try results.screen("Card-preview-1", "en"), try results.screen("Card-preview-1", "ar")] {
            let outline = try XCTUnwrap(screen.views.first { $0.id == "Card.swift:11:18" })
            XCTAssertNil(outline.node.background, "the inside of a stroked shape is clear")
            // `.secondary.opacity(0.12)`: iOS's secondary label colour (#3C3C43 at 60 %) at 12 % of that.
            XCTAssertEqual(outline.node.border, Border(width: 1, color: "#3C3C4312"))
            // The overlay is the card's size: its content and 16 pt of padding on each side.
            let content = screen.frame("Card.swift:5:9")
            XCTAssertEqual(outline.frame.width, content.width + 32, accuracy: 0.01)
            XCTAssertEqual(outline.frame.height, content.height + 32, accuracy: 0.01)
            XCTAssertEqual(outline.frame.x, content.x - 16, accuracy: 0.01)
        }
        // Leading-aligned lines: the shorter one starts where the longer one does in English, ends there in Arabic.
        let en = try results.screen("Card-preview-1", "en")
        XCTAssertEqual(en.frame("Card.swift:6:13").x, en.frame("Card.swift:7:13").x, accuracy: 0.01)
        let ar = try results.screen("Card-preview-1", "ar")
        XCTAssertEqual(ar.frame("Card.swift:6:13").maxX, ar.frame("Card.swift:7:13").maxX, accuracy: 0.01)
        XCTAssertGreaterThan(ar.frame("Card.swift:6:13").x, ar.frame("Card.swift:7:13").x)
    }
}

/// A `PreviewProvider` whose `previews` makes several views: each is a preview of its own, as Xcode shows them, never
/// stacked into one screen that shares its height.
final class SwiftUIProviderTests: XCTestCase {
    func testEachViewOfAProvidersPreviewsIsAScreenOfItsOwn() throws {
        let results = try SwiftUILayoutTests.run("Providers", locales: .list(["en", "ar"]))
        XCTAssertEqual(Set(results.map(\.layout)), ["EmptyState_Previews", "EmptyState_Previews-Second", "EmptyState_Previews-3"])
        for screen in results {
            // The whole height for each: the text wraps to its three lines (313 pt wide, 40 pt in from each side).
            let text = screen.frame("EmptyState.swift:7:13")
            XCTAssertEqual(text.height, try XCTUnwrap(screen.views.first { $0.id == "EmptyState.swift:7:13" }?.paragraph).height,
                           accuracy: 0.01, screen.layout)
            XCTAssertEqual(screen.views.first { $0.id == "EmptyState.swift:7:13" }?.paragraph?.lines.count, 3, screen.layout)
            XCTAssertEqual(text.y, 59, accuracy: 0.01, "at the top of the safe area, the spacer below")
            XCTAssertEqual(screen.findings.filter { $0.kind == .truncated }.count, 0, screen.layout)
        }
        // Centred in the stack (its default alignment), so mirrored about the middle.
        let en = try results.screen("EmptyState_Previews-Second", "en"), ar = try results.screen("EmptyState_Previews-Second", "ar")
        XCTAssertEqual(ar.frame("EmptyState.swift:7:13").maxX, 393 - en.frame("EmptyState.swift:7:13").x, accuracy: 0.01)
        XCTAssertGreaterThanOrEqual(en.frame("EmptyState.swift:7:13").x, 40)
    }
}

/// Controls: `labelsHidden()` leaves a toggle its switch alone; an optional the call leaves `nil` shows nothing.
final class SwiftUIControlTests: XCTestCase {
    func testAHiddenLabelAndANilOptionalDrawNothing() throws {
        let results = try SwiftUILayoutTests.run("Controls", locales: .list(["en", "ar"]))
        let en = try results.screen("Row", "en"), ar = try results.screen("Row", "ar")
        for screen in [en, ar] {
            XCTAssertFalse(screen.views.contains { $0.text == "row.hidden" }, "the toggle's title is hidden")
            XCTAssertNil(screen.views.first { $0.id == "SettingsRow.swift:13:17" }, "`if let detail` of nil shows nothing")
            XCTAssertEqual(screen.frame("SettingsRow.swift:15:13").width, 51, accuracy: 0.01, "the switch alone")
        }
        // The switch at the trailing edge past the padding, the title at the leading one.
        XCTAssertEqual(en.frame("SettingsRow.swift:15:13").maxX, 393 - 16, accuracy: 0.01)
        XCTAssertEqual(ar.frame("SettingsRow.swift:15:13").x, 16, accuracy: 0.01)
        XCTAssertEqual(en.frame("SettingsRow.swift:10:13").x, 16, accuracy: 0.01)
        XCTAssertEqual(ar.frame("SettingsRow.swift:10:13").maxX, 393 - 16, accuracy: 0.01)
    }

    func testControlStylesPromptsAndTwoLineLabels() throws {
        let results = try SwiftUILayoutTests.run("Controls", locales: .list(["en", "ar"]))
        for screen in [try results.screen("Styles", "en"), try results.screen("Styles", "ar")] {
            // A segmented picker: one 32 pt control across the padded width, without its title.
            let picker = screen.frame("ControlStyles.swift:7:13")
            XCTAssertEqual(picker.width, 361, accuracy: 0.01, screen.locale)
            XCTAssertEqual(picker.height, 32, accuracy: 0.01, screen.locale)
            XCTAssertFalse(screen.views.contains { $0.text == "Schedule mode" }, screen.locale)
            // `.labelStyle(.iconOnly)`: the symbol alone, centred.
            XCTAssertFalse(screen.views.contains { $0.text == "Tags" }, screen.locale)
            XCTAssertEqual(screen.frame("ControlStyles.swift:12:13").midX, 393 / 2, accuracy: 0.01, screen.locale)
            // A field shows its prompt; a toggle's two texts are a title above a subtitle.
            XCTAssertEqual(screen.text("ControlStyles.swift:14:13"), "cse", screen.locale)
            let title = screen.frame("ControlStyles.swift:16:17"), subtitle = screen.frame("ControlStyles.swift:17:17")
            XCTAssertEqual(subtitle.y, title.maxY + 2, accuracy: 0.01, screen.locale)
        }
        let en = try results.screen("Styles", "en"), ar = try results.screen("Styles", "ar")
        XCTAssertEqual(en.frame("ControlStyles.swift:16:17").x, 16, accuracy: 0.01)
        XCTAssertEqual(en.frame("ControlStyles.swift:17:17").x, 16, accuracy: 0.01)
        XCTAssertEqual(ar.frame("ControlStyles.swift:16:17").maxX, 393 - 16, accuracy: 0.01)
        XCTAssertEqual(ar.frame("ControlStyles.swift:17:17").maxX, 393 - 16, accuracy: 0.01)
    }
}

/// A String Catalog's states: a value marked for review ships and is shown, so its finding is a note.
final class SwiftUICatalogTests: XCTestCase {
    func testAValueMarkedForReviewIsShownAndItsFindingIsANote() throws {
        let results = try SwiftUILayoutTests.run("Catalog", locales: .list(["en", "de"]))
        let de = try results.screen("Welcome", "de")
        XCTAssertEqual(de.text("Welcome.swift:6:13"), "Willkommen")
        XCTAssertEqual(de.text("Welcome.swift:7:13"), "3 Einträge", "an Int interpolation is the key's %lld")
        let review = try XCTUnwrap(de.findings.first { $0.kind == .missingTranslation && $0.view == "Welcome.swift:6:13" })
        XCTAssertEqual(review.certainty, .uncertain)
        XCTAssertTrue(review.because?.contains("marks it needs_review, for the team to review") == true, review.because ?? "")
        XCTAssertNil(try results.screen("Welcome", "en").findings.first { $0.kind == .missingTranslation })
    }
}

/// An app of several targets: each screen reads the strings of the target its file is in.
final class SwiftUITargetTests: XCTestCase {
    func testEachScreenReadsTheStringsNearestItsFile() throws {
        let results = try SwiftUILayoutTests.run("Targets", locales: .list(["en", "de"]))
        XCTAssertEqual(try results.screen("Home", "de").text("HomeView.swift:5:9"), "Startseite")
        XCTAssertEqual(try results.screen("Widget", "de").text("WidgetView.swift:5:9"), "Heute")
        XCTAssertEqual(try results.screen("Widget", "en").text("WidgetView.swift:5:9"), "Today")
    }
}

/// Values the source does give: a binding's constant, an enum's cases, an empty array, a `%` in a key, a format that is
/// looked up, the app's own font function and tint, and the visible branch of an app's `hidden(_:)` helper.
final class SwiftUIValueTests: XCTestCase {
    func testValuesTheSourceGivesAreUsed() throws {
        let results = try SwiftUILayoutTests.run("Values", locales: .list(["en", "de"]))
        let en = try results.screen("Shelf", "en"), de = try results.screen("Shelf", "de")
        XCTAssertEqual(en.views.filter { $0.id?.hasPrefix("Shelf.swift:32:17") == true }.count, 3, "a row per case of Shelf.allCases")
        XCTAssertFalse(en.views.contains { $0.id?.hasPrefix("Shelf.swift:35:17") == true }, "no row of an empty [String]()")
        XCTAssertEqual(de.text("Shelf.swift:37:13"), "3% Rabatt", "the literal % of an interpolated key is %%")
        XCTAssertEqual(en.frame("Shelf.swift:37:13").height, try XCTUnwrap(en.views.first { $0.id == "Shelf.swift:37:13" }?.paragraph).height,
                       accuracy: 0.01)
        XCTAssertEqual(en.views.first { $0.id == "Shelf.swift:37:13" }?.node.text?.size, 13, "the app's Font.styleGuide(13)")
        XCTAssertEqual(de.text("Shelf.swift:39:13"), "2 Regale", "String(format:) of a looked-up format")
        XCTAssertEqual(en.views.first { $0.id == "Shelf.swift:40:13" }?.node.text?.color, "#FF2D55",
                       "the app's AccentColor, a reference to systemPinkColor")
        XCTAssertEqual(de.text("Shelf.swift:41:13"), "Suche", "an unknown condition shows the visible branch of hidden(_:)")
        XCTAssertFalse(isHidden(en, "Shelf.swift:41:13"))
        XCTAssertNil(en.views.first { $0.id == "Shelf.swift:44:17" }, "isOpen is .constant(false)")
        XCTAssertEqual(en.findings.filter { $0.kind == .missingTranslation }.count, 0)
    }

    private func isHidden(_ screen: ScreenResult, _ id: String) -> Bool {
        screen.views.first { $0.id == id }?.hidden ?? true
    }
}

/// String accessors generated at build time, whose files the repository does not hold: a name that folds to exactly
/// one key of the app's tables is that key.
final class SwiftUIGeneratedKeyTests: XCTestCase {
    func testAGeneratedAccessorIsTheKeyItsNameFoldsTo() throws {
        let results = try SwiftUILayoutTests.run("Generated", locales: .list(["en", "de"]))
        let de = try results.screen("Banner", "de")
        XCTAssertEqual(de.text("Banner.swift:7:13"), "Sitzungs-Timeout", "SwiftGen's sessionTimeout for \"SessionTimeout\"")
        XCTAssertEqual(de.text("Banner.swift:8:13"), "Bibliothek", "library_tab_title for \"library.tab.title\"")
        XCTAssertEqual(de.text("Banner.swift:9:13"), "3 Einträge", "a function's arguments are the format's values")
        let ambiguous = try XCTUnwrap(de.views.first { $0.id == "Banner.swift:10:13" })
        XCTAssertNil(ambiguous.node.text?.key, "two keys fold to ambiguousname: neither is taken")
        XCTAssertEqual(de.text("Banner.swift:11:13"), "Protokolle", "xcstrings-tool's .settings(.logs): the key of Settings.xcstrings")
        XCTAssertEqual(de.findings.filter { $0.kind == .missingTranslation }.count, 0)
    }
}

/// Button styles: the app's own `ButtonStyle` draws each button as its `makeBody` makes it; `.plain` takes no tint.
final class SwiftUIButtonStyleTests: XCTestCase {
    func testAnAppsButtonStyleWrapsTheLabelAndPlainTakesNoTint() throws {
        let results = try SwiftUILayoutTests.run("Controls", locales: .list(["en", "ar"]))
        for screen in [try results.screen("Actions", "en"), try results.screen("Actions", "ar")] {
            // The style's background: as wide as the padded stack, the label 12 pt in from its top and bottom.
            let background = screen.frame("Actions.swift:8:25"), label = screen.frame("Actions.swift:16:13")
            XCTAssertEqual(background.width, 361, accuracy: 0.01, screen.locale)
            XCTAssertEqual(background.height, label.height + 24, accuracy: 0.01, screen.locale)
            XCTAssertEqual(label.midX, 393 / 2, accuracy: 0.01, "centred in the frame that fills the width")
            XCTAssertEqual(screen.views.first { $0.id == "Actions.swift:8:25" }?.node.background, "#007AFF")
            XCTAssertEqual(screen.views.first { $0.id == "Actions.swift:16:13" }?.node.text?.color, "#FFFFFF", "the style's white")
            XCTAssertEqual(screen.views.first { $0.id == "Actions.swift:18:13" }?.node.text?.color, "#000000", "plain: no tint")
        }
    }
}

/// From the second round of labels: a stack in a scroll view keeps its children's own sizes, baselines line up with
/// views that have none, an initializer's assignments and a lookup's default value are read, and a provider's `Group`
/// with the canvas's modifiers is several previews.
final class SwiftUIRoundTwoTests: XCTestCase {
    func testScrollStacksBaselinesInitializersAndDefaults() throws {
        let results = try SwiftUILayoutTests.run("Round2", locales: .list(["en", "de"]))
        XCTAssertEqual(Set(results.map(\.layout)), ["Screens_Previews", "Screens_Previews-2", "Screens_Previews-3", "Panel", "Badges", "Stacked"])
        // A stack with negative spacing lays its views over one another on purpose; an offset into a sibling does not.
        let stacked = try results.screen("Stacked", "en")
        XCTAssertGreaterThan(stacked.frame("Stacked.swift:6:13").maxY, stacked.frame("Stacked.swift:8:13").y + 2, "they do overlap")
        XCTAssertFalse(stacked.findings.contains { $0.kind == .overlap && [$0.view, $0.otherView].contains("Stacked.swift:6:13") })
        XCTAssertTrue(stacked.findings.contains { $0.kind == .overlap && [$0.view, $0.otherView].contains("Stacked.swift:11:13") })
        // The app's own environment value: its declared default, else what `.environment(\.key, …)` around the view sets.
        let badges = try results.screen("Badges", "de")
        XCTAssertEqual(badges.text("Badge.swift:14:13"), "Schlüsselsicherung", "@Entry var showsBadges = false")
        XCTAssertEqual(badges.text("Badge.swift:12:13"), "Neu", ".environment(\\.showsBadges, true)")
        XCTAssertEqual(badges.views.filter { $0.text != nil }.count, 2)
        XCTAssertNil(badges.views.first { $0.id == "Badge.swift:24:13" }, ".disabled(true): isEnabled is false inside")
        // A model the view is handed starts with the defaults its class declares: stage 1, no 360 pt of padding.
        for locale in ["en", "de"] {
            let panel = try results.screen("Panel", locale)
            XCTAssertEqual(panel.frame("Panel.swift:11:9").midX, 393 / 2, accuracy: 0.01, locale)
            XCTAssertEqual(panel.findings.filter { $0.kind == .offscreen || $0.kind == .clipped }.count, 0, locale)
        }
        for locale in ["en", "de"] {
            // In a scroll view the text wraps to all its lines; the colour below takes its ideal height, not the text's.
            let notice = try results.screen("Screens_Previews", locale)
            let body = try XCTUnwrap(notice.views.first { $0.id == "Screens.swift:7:17" })
            XCTAssertFalse(body.paragraph?.truncated ?? true, locale)
            XCTAssertGreaterThan(body.paragraph?.lines.count ?? 0, 1, locale)
            XCTAssertEqual(notice.findings.filter { $0.kind == .truncated }.count, 0, locale)
            // A 44 pt symbol's bottom on the title's baseline: the row is as tall as the symbol, nothing above it.
            let row = try results.screen("Screens_Previews-2", locale)
            let title = try XCTUnwrap(row.views.first { $0.id == "Screens.swift:18:13" })
            let symbol = row.frame("Screens.swift:20:13")
            // (The symbol is centred in its 44 pt frame, whose bottom is on the baseline.)
            XCTAssertEqual(symbol.midY, title.frame.y + (title.paragraph?.lines.first?.baseline ?? 0) - 22, accuracy: 0.01, locale)
            XCTAssertGreaterThanOrEqual(symbol.y, row.frame("Screens.swift:17:9").y - 0.01, "inside its stack, not above it")
        }
        let progress = try results.screen("Screens_Previews-3", "de"), english = try results.screen("Screens_Previews-3", "en")
        XCTAssertEqual(progress.frame("Screens.swift:38:13").width, 30, accuracy: 0.01, "_side = ScaledMetric(wrappedValue: side)")
        XCTAssertEqual(progress.text("Screens.swift:40:13"), "45 %", "Int(0.45 * 100), %% after an interpolation")
        XCTAssertEqual(english.text("Screens.swift:41:13"), "Almost done", "NSLocalizedString's value: where no table has the key")
        XCTAssertTrue(progress.findings.contains { $0.kind == .missingTranslation && $0.view == "Screens.swift:41:13" })
    }
}

/// A character none of Glossa's fonts draws: iOS's font fallback may draw an assigned one (uncertain), never a private
/// use one.
final class SwiftUIGlyphTests: XCTestCase {
    func testAMissingGlyphIsKnownOnlyForACharacterNoFontCanHave() throws {
        let results = try SwiftUILayoutTests.run("Glyphs", locales: .list(["en"]))
        let screen = try results.screen("Signs", "en")
        let hieroglyph = try XCTUnwrap(screen.findings.first { $0.kind == .missingGlyph && $0.view == "Signs.swift:6:13" })
        XCTAssertTrue(hieroglyph.because?.hasPrefix("Glossa's fonts have no glyph for U+13000") == true, hieroglyph.because ?? "")
        let privateUse = try XCTUnwrap(screen.findings.first { $0.kind == .missingGlyph && $0.view == "Signs.swift:7:13" })
        XCTAssertFalse(privateUse.because?.contains("Glossa's fonts have no glyph") ?? false, "no font of iOS has a private use character")
    }
}

/// Source that would never compile still never stops a run: a closure that calls itself is followed once.
final class SwiftUIPathologicalTests: XCTestCase {
    func testASelfCallingClosureAndADeepNestAreLaidOutNotCrashed() throws {
        let results = try SwiftUILayoutTests.run("Pathological", locales: .list(["en"]))
        let loop = try results.screen("Loop", "en")
        XCTAssertEqual(loop.views.filter { $0.text == "level" }.count, 1, "the closure's second call is not followed")
        let deep = try results.screen("Deep", "en")
        XCTAssertEqual(deep.text("Loop.swift:16:9"), "bottom")
        XCTAssertEqual(deep.frame("Loop.swift:16:9").midX, 393 / 2, accuracy: 0.01)
    }
}
