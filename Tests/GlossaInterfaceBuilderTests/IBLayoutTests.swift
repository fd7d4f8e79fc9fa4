import Foundation
import Glossa
import GlossaCheck
import GlossaLayout
import XCTest

/// Imported screens laid out as UIKit lays them out, in left-to-right and right-to-left locales.
final class IBLayoutTests: XCTestCase {
    /// Every view under unspecified semantics mirrors: x_rtl = W − x_ltr − width, the same y and size
    /// (the rtl pseudo-language keeps the development strings, so only the direction changes).
    func testEveryFixtureScreenMirrorsInRightToLeft() throws {
        let results = try IBFixtures.run([IBFixtures.storyboard, IBFixtures.xib], pseudo: [.rtl])
        XCTAssertEqual(Set(results.map(\.layout)), ["Main-Welcome", "Main-Settings", "Main-Form", "Card-CRD-vw-ROT"])
        for ltr in results where ltr.locale == "en" {
            let rtl = try results.screen(ltr.layout, "en-rtl")
            XCTAssertEqual(rtl.direction, .rightToLeft)
            var compared = 0
            for view in ltr.views where view.id != nil && !view.hidden {
                let mirrored = rtl.frame(view.id!)
                let width = 393.0
                XCTAssertEqual(mirrored.x, width - view.frame.x - view.frame.width, accuracy: 0.5, "\(ltr.layout) \(view.id!)")
                XCTAssertEqual(mirrored.y, view.frame.y, accuracy: 0.01, "\(ltr.layout) \(view.id!)")
                XCTAssertEqual(mirrored.width, view.frame.width, accuracy: 0.5, "\(ltr.layout) \(view.id!)")
                compared += 1
            }
            XCTAssertGreaterThan(compared, 5, ltr.layout)
        }
    }

    func testWelcomeFramesFollowMarginsSafeAreaAndStacks() throws {
        let results = try IBFixtures.run([IBFixtures.storyboard], locales: .list(["en", "ar"]))
        let en = try results.screen("Main-Welcome", "en"), ar = try results.screen("Main-Welcome", "ar")
        // The root view fills the screen; its margins are 16 pt on a 393 pt iPhone.
        assertRect(en.frame("WEL-vw-ROT"), 0, 0, 393, 852)
        let title = en.frame("WEL-lb-TTL")
        XCTAssertEqual(title.x, 16)
        XCTAssertEqual(title.width, 393 - 32)
        XCTAssertEqual(title.y, 59 + 24, "24 pt below the safe area's top (59 pt on iphone-15)")
        XCTAssertEqual(ar.frame("WEL-lb-TTL").x, 16, "leading and trailing margins both 16: the same frame mirrored")
        // Badge: a fixed width at the leading margin; in Arabic at the right-hand margin.
        XCTAssertEqual(en.frame("WEL-lb-TAG").x, 16)
        XCTAssertEqual(ar.frame("WEL-lb-TAG").x, 393 - 16 - 100)
        // The vertical stack fills its width (alignment fill) and spaces its buttons 12 pt apart.
        let stack = en.frame("WEL-sv-BTN"), next = en.frame("WEL-bt-CNT"), skip = en.frame("WEL-bt-SKP")
        XCTAssertEqual(stack.x, 32)
        XCTAssertEqual(stack.width, 393 - 64)
        XCTAssertEqual(next.width, stack.width)
        XCTAssertEqual(skip.y - next.maxY, 12, accuracy: 0.01)
        XCTAssertEqual(skip.maxY, stack.maxY, accuracy: 0.01, "a UIStackView's children span it along its axis")
        // The horizontal row: label at the leading edge, the 51 × 31 switch at the trailing edge.
        assertRect(en.frame("WEL-sw-NTF"), 393 - 16 - 51, en.frame("WEL-sv-ROW").y, 51, 31)
        XCTAssertEqual(ar.frame("WEL-sw-NTF").x, 16)
        XCTAssertEqual(en.frame("WEL-lb-NTF").midY, en.frame("WEL-sw-NTF").midY, accuracy: 0.01, "alignment center")
        XCTAssertEqual(en.frame("WEL-lb-NTF").maxX + 8, en.frame("WEL-sw-NTF").x, accuracy: 0.01)
    }

    func testAutoresizingFramesGrowWithTheScreenAndDoNotMirror() throws {
        let results = try IBFixtures.run([IBFixtures.storyboard], locales: .list(["en", "ar"]),
                                         devices: ["iphone-15", "iphone-15-pro-max"])
        // The banner was 390 × 80 at y 764 of an 844 pt design: width sizable, flexible top margin.
        let small = try XCTUnwrap(results.first { $0.layout == "Main-Welcome" && $0.device == "iphone-15" && $0.locale == "ar" })
        let large = try XCTUnwrap(results.first { $0.layout == "Main-Welcome" && $0.device == "iphone-15-pro-max" && $0.locale == "en" })
        assertRect(small.frame("WEL-vw-BNR"), 0, 852 - 80, 393, 80)
        assertRect(large.frame("WEL-vw-BNR"), 0, 932 - 80, 430, 80)
        // Max iPhones give a view controller's root view 20 pt margins.
        XCTAssertEqual(large.frame("WEL-lb-TTL").x, 20)
        let file = try IBFixtures.xib("""
            <view contentMode="scaleToFill" id="TST-vw-FIX">
                <rect key="frame" x="20" y="100" width="100" height="50"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </view>
            <view contentMode="scaleToFill" id="TST-vw-RGT">
                <rect key="frame" x="270" y="200" width="100" height="50"/>
                <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/>
            </view>
            <view contentMode="scaleToFill" id="TST-vw-MID">
                <rect key="frame" x="95" y="300" width="200" height="50"/>
                <autoresizingMask key="autoresizingMask" flexibleMinX="YES" widthSizable="YES" flexibleMaxX="YES"/>
            </view>
            """)
        let frames = try IBFixtures.run([file], pseudo: [.rtl], devices: ["iphone-15-pro-max"])
        for screen in frames {
            // Frames are physical: the same in right-to-left (UIKit does not mirror them).
            assertRect(screen.frame("TST-vw-FIX"), 20, 100, 100, 50)
            assertRect(screen.frame("TST-vw-RGT"), 270 + 40, 200, 100, 50)
            // 40 pt more width, shared by margins and width in proportion to 95 : 200 : 95.
            assertRect(screen.frame("TST-vw-MID"), 95 + 40 * 95 / 390, 300, 200 + 40 * 200 / 390, 50, accuracy: 0.001)
        }
    }

    func testSettingsTableUnderANavigationBar() throws {
        let results = try IBFixtures.run([IBFixtures.storyboard], locales: .list(["en", "ar"]))
        let en = try results.screen("Main-Settings", "en"), ar = try results.screen("Main-Settings", "ar")
        // The bar reaches from the screen's top to the safe area, extended by 44 pt; the table starts below.
        assertRect(en.frame("NAV-nb-BAR"), 0, 0, 393, 59 + 44)
        XCTAssertEqual(en.frame("SET-tv-TBL").y, 103)
        XCTAssertEqual(en.frame("SET-ni-TTL").midX, 393 / 2, accuracy: 0.01)
        XCTAssertEqual(en.frame("SET-ni-TTL").midY, 59 + 22, accuracy: 0.01)
        XCTAssertEqual(en.text("SET-ni-TTL"), "Settings")
        XCTAssertEqual(ar.text("SET-ni-TTL"), "الإعدادات")
        // The right bar button item sits at the trailing edge: the right in English, the left in Arabic.
        XCTAssertEqual(en.frame("SET-bb-DON").maxX, 393 - 4, accuracy: 0.01)
        XCTAssertEqual(ar.frame("SET-bb-DON").x, 4, accuracy: 0.01)
        // Inset grouped sections are 16 pt in from the screen's edges; cells fill them.
        let section = en.frame("SET-sc-ACC")
        XCTAssertEqual(section.x, 16)
        XCTAssertEqual(section.width, 393 - 32)
        XCTAssertEqual(en.frame("SET-cl-PRF").width, section.width)
        XCTAssertEqual(en.frame("SET-cl-LNG").y, en.frame("SET-cl-PRF").maxY, accuracy: 0.01)
        // Built-in cell styles: the text label at the cell's leading margin, the detail at its trailing one.
        XCTAssertEqual(en.frame("SET-lb-LNG").x, section.x + 16, accuracy: 0.01)
        XCTAssertEqual(en.frame("SET-lb-LDT").maxX, section.maxX - 16, accuracy: 0.01)
        XCTAssertEqual(ar.frame("SET-lb-LNG").maxX, section.maxX - 16, accuracy: 0.01)
        XCTAssertEqual(ar.frame("SET-lb-LDT").x, section.x + 16, accuracy: 0.01)
        // A custom cell: its switch between the content view's 11 pt top and bottom margins.
        let cell = en.frame("SET-cl-DRK"), toggle = en.frame("SET-sw-DRK")
        XCTAssertEqual(cell.height, 11 + 31 + 11, accuracy: 0.01)
        XCTAssertEqual(toggle.maxX, cell.maxX - 16, accuracy: 0.01)
    }

    func testStringsApplyPerLocaleAndTheClippedTranslationIsFound() throws {
        let results = try IBFixtures.run([IBFixtures.storyboard, IBFixtures.xib], locales: .all)
        XCTAssertEqual(Set(results.map(\.locale)), ["ar", "de", "en", "fr"])
        let titles = try ["en", "fr", "de", "ar"].map { try results.screen("Main-Welcome", $0).text("WEL-lb-TTL") }
        XCTAssertEqual(titles, ["Welcome", "Bienvenue", "Willkommen", "مرحبًا"])
        XCTAssertEqual(try results.screen("Main-Welcome", "fr").text("WEL-bt-CNT"), "Continuer")
        let form = try results.screen("Main-Form", "fr")
        XCTAssertEqual((0..<3).map { form.text("FRM-sg-SEG.segmentTitles[\($0)]") }, ["Jour", "Semaine", "Mois"])
        XCTAssertEqual(try results.screen("Main-Settings", "ar").text("SET-sc-ACC.headerTitle"), "الحساب")
        XCTAssertEqual(try results.screen("Main-Form", "de").text("FRM-tf-EML"), "E-Mail-Adresse")
        XCTAssertEqual(try results.screen("Card-CRD-vw-ROT", "ar").text("CRD-lb-TTL"), "الهدف اليومي")
        // Only the German badge is too long for its 100 pt: an error that names the view as Xcode shows it.
        for screen in results {
            let truncated = screen.findings.filter { $0.kind == .truncated }
            if screen.layout == "Main-Welcome" && screen.locale == "de" {
                XCTAssertEqual(truncated.map(\.view), ["WEL-lb-TAG"])
                XCTAssertEqual(truncated.first?.severity, .error)
                XCTAssertEqual(truncated.first?.key, "WEL-lb-TAG.text")
                XCTAssertTrue(truncated.first?.message.hasPrefix("'WEL-lb-TAG' (Badge Label) is truncated to \"Brandneu u…\"") == true,
                              truncated.first?.message ?? "")
            } else {
                XCTAssertEqual(truncated.map(\.view), [], "\(screen.layout) \(screen.locale)")
            }
            // Base text is the development language's own: never missing in English.
            let missing = screen.findings.filter { $0.kind == .missingTranslation }
            if screen.layout == "Main-Settings" && screen.locale == "de" {
                XCTAssertEqual(missing.map(\.key), ["SET-sc-ACC.footerTitle"])
                XCTAssertEqual(missing.map(\.view), ["SET-sc-ACC.footerTitle"])
                XCTAssertTrue(missing.first?.message.contains("shows the en text: \"Signed in with your email address.\"") == true)
            } else {
                XCTAssertEqual(missing.map(\.key), [], "\(screen.layout) \(screen.locale)")
            }
        }
    }

    func testUnsupportedElementsAreReportedOnceAndOnlyThem() throws {
        let results = try IBFixtures.run([IBFixtures.storyboard, IBFixtures.xib], pseudo: [.rtl])
        for screen in results {
            let unsupported = screen.findings.filter { $0.kind == .unsupported }
            if screen.layout == "Main-Welcome" {
                // Named once per document: on its first screen only.
                guard screen.locale == "en" else {
                    XCTAssertEqual(unsupported.count, 0, "\(screen.layout) \(screen.locale)")
                    continue
                }
                XCTAssertEqual(unsupported.map(\.view), ["WEL-mp-MAP"])
                // A note: Glossa's own limit, not the app's (contract v4).
                XCTAssertEqual(unsupported.first?.severity, .note)
                XCTAssertEqual(unsupported.first?.because,
                               "Glossa draws a placeholder here: mapView 'WEL-mp-MAP' (Map) is not supported; it is drawn as a placeholder of its frame")
                XCTAssertEqual(unsupported.first?.message,
                               "mapView 'WEL-mp-MAP' (Map) is not supported; it is drawn as a placeholder of its frame")
                // The placeholder keeps its constraints: margins to margins, 120 pt tall.
                XCTAssertEqual(screen.frame("WEL-mp-MAP").width, 393 - 32)
                XCTAssertEqual(screen.frame("WEL-mp-MAP").height, 120)
            } else {
                XCTAssertEqual(unsupported.count, 0, "\(screen.layout): a custom class of a known view is not unsupported")
            }
        }
    }

    func testXibCardMarginsAndBaselineRelativeStack() throws {
        let results = try IBFixtures.run([IBFixtures.xib], locales: .list(["en", "ar"]))
        let en = try results.screen("Card-CRD-vw-ROT", "en"), ar = try results.screen("Card-CRD-vw-ROT", "ar")
        // A freeform view sits below the status bar (59 pt), where the view it is loaded into would be.
        assertRect(en.frame("CRD-vw-ROT"), 0, 59, 393, 120)
        // A plain view's margins are 8 pt; its safe area is its own bounds (a freeform view is not on a screen).
        assertRect(en.frame("CRD-iv-ICN"), 8, 59 + 40, 40, 40)
        assertRect(ar.frame("CRD-iv-ICN"), 393 - 48, 59 + 40, 40, 40)
        assertRect(en.frame("CRD-vw-CHT"), 393 - 8 - 60, 59 + 40, 60, 40)
        XCTAssertEqual(en.frame("CRD-sv-TXT").x, 8 + 40 + 12)
        let title = try XCTUnwrap(en.views.first { $0.id == "CRD-lb-TTL" }), subtitle = try XCTUnwrap(en.views.first { $0.id == "CRD-lb-SUB" })
        let titleBaseline = title.frame.y + (title.paragraph?.lines.last?.baseline ?? 0)
        let subtitleBaseline = subtitle.frame.y + (subtitle.paragraph?.lines.first?.baseline ?? 0)
        XCTAssertEqual(subtitleBaseline - titleBaseline, 36, accuracy: 0.01, "spacing runs from baseline to baseline")
    }
}

/// A background image behind a view's content is a backdrop, not an overlap; content that collides still is.
final class IBBackdropTests: XCTestCase {
    func testABackgroundImageIsNotAnOverlapButCollidingContentIs() throws {
        let file = try IBFixtures.xib("""
            <imageView contentMode="scaleAspectFill" image="background" translatesAutoresizingMaskIntoConstraints="NO" id="TST-iv-BKG">
                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
            </imageView>
            <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="TST-lb-ONE">
                <rect key="frame" x="16" y="100" width="100" height="21"/>
            </label>
            <label text="World" translatesAutoresizingMaskIntoConstraints="NO" id="TST-lb-TWO">
                <rect key="frame" x="16" y="100" width="100" height="21"/>
            </label>
            """, constraints: """
            <constraint firstItem="TST-iv-BKG" firstAttribute="top" secondItem="TST-vw-ROT" secondAttribute="top" id="c-1"/>
            <constraint firstItem="TST-iv-BKG" firstAttribute="bottom" secondItem="TST-vw-ROT" secondAttribute="bottom" id="c-2"/>
            <constraint firstItem="TST-iv-BKG" firstAttribute="leading" secondItem="TST-vw-ROT" secondAttribute="leading" id="c-3"/>
            <constraint firstItem="TST-iv-BKG" firstAttribute="trailing" secondItem="TST-vw-ROT" secondAttribute="trailing" id="c-4"/>
            <constraint firstItem="TST-lb-ONE" firstAttribute="top" secondItem="TST-sa-SAF" secondAttribute="top" constant="20" id="c-5"/>
            <constraint firstItem="TST-lb-ONE" firstAttribute="leading" secondItem="TST-vw-ROT" secondAttribute="leadingMargin" id="c-6"/>
            <constraint firstItem="TST-lb-TWO" firstAttribute="top" secondItem="TST-lb-ONE" secondAttribute="centerY" id="c-7"/>
            <constraint firstItem="TST-lb-TWO" firstAttribute="leading" secondItem="TST-lb-ONE" secondAttribute="leading" id="c-8"/>
            """)
        for screen in try IBFixtures.run([file], pseudo: [.rtl]) {
            let overlaps = screen.findings.filter { $0.kind == .overlap }
            XCTAssertEqual(overlaps.count, 1, screen.locale)
            XCTAssertTrue(overlaps.first?.message.hasPrefix("'TST-lb-ONE' (UILabel \"Hello\") and 'TST-lb-TWO' (UILabel \"World\") overlap by ") == true,
                          "\(overlaps.map(\.message)) \(screen.locale)")
        }
    }
}
