import Foundation
import XCTest
@testable import Glossa
import GlossaRender
import GlossaText
@testable import GlossaLayout

/// Screens that look like the device: the status bar and home indicator drawn over the screen's own background,
/// dark on light and light on dark, mirrored in right-to-left locales; the bare screen on request; a switch's knob.
final class DeviceChromeTests: XCTestCase {
    static let engine: TextEngine = { try! TextEngine(registry: FontRegistry.bundled()) }()
    private var app: URL!

    override func setUpWithError() throws {
        app = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-chrome-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        for (name, background) in [("light", "#F2F2F7"), ("dark", "#1C1C1E")] {
            try Data("""
                name: \(name)
                root:
                  vstack:
                    background: "\(background)"
                    children:
                      - text: {id: title, verbatim: "Title", style: largeTitle}
                """.utf8).write(to: app.appendingPathComponent("\(name).yaml"))
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: app)
    }

    /// Each screen's canvas, by layout, device and locale.
    private func render(_ layout: String, devices: [String], locales: [String], chrome: Bool = true) throws -> [String: Canvas] {
        var options = MatrixOptions(paths: [app.appendingPathComponent("\(layout).yaml").path])
        options.locales = .list(locales)
        options.devices = devices
        let simulator = Simulator(textEngine: Self.engine)
        simulator.drawsChrome = chrome
        var canvases: [String: Canvas] = [:]
        for screen in try simulator.renderScreens(options, imagePath: { screen throws(GlossaError) in try OutputPath.relative(screen) }).screens {
            let result = screen.result
            canvases["\(result.device) \(result.locale)"] = try PNG.decode(try XCTUnwrap(screen.png), name: result.layout)
        }
        return canvases
    }

    /// How many pixels in a rectangle (points) differ from `base` by more than a little.
    private func marked(_ canvas: Canvas, _ rect: TextRect, scale: Double, base: Color) -> Int {
        var count = 0
        let pixels = PixelRect(rect, scale: scale)
        for y in pixels.y0..<pixels.y1 {
            for x in pixels.x0..<pixels.x1 {
                let pixel = canvas.color(x: x, y: y)
                if abs(Int(pixel.red) - Int(base.red)) + abs(Int(pixel.green) - Int(base.green)) + abs(Int(pixel.blue) - Int(base.blue)) > 60 {
                    count += 1
                }
            }
        }
        return count
    }

    func testTheStatusBarAndHomeIndicatorAreDrawnOverTheScreensOwnBackground() throws {
        let light = Color(red: 242, green: 242, blue: 247)
        let canvases = try render("light", devices: ["iphone-15", "iphone-se"], locales: ["en", "ar"])
        let phone = try XCTUnwrap(canvases["iphone-15 en"])
        // The background runs under the status bar and the home indicator, as a view controller's view does.
        XCTAssertEqual(phone.color(x: 600, y: 3), light)
        XCTAssertEqual(phone.color(x: 30, y: 852 * 3 - 3), light)
        // The time in the left ear, the icons in the right one, dark on this light grey.
        let leftEar = TextRect(x: 0, y: 15, width: 133, height: 30), rightEar = TextRect(x: 260, y: 15, width: 133, height: 30)
        XCTAssertGreaterThan(marked(phone, leftEar, scale: 3, base: light), 200)
        XCTAssertGreaterThan(marked(phone, rightEar, scale: 3, base: light), 200)
        XCTAssertEqual(phone.color(x: 3 * 393 / 2, y: 3 * (852 - 10)).red, 0, "the home indicator, dark")
        // Mirrored in Arabic: the time on the right, the icons on the left.
        let arabic = try XCTUnwrap(canvases["iphone-15 ar"])
        let timeEn = marked(phone, TextRect(x: 40, y: 20, width: 55, height: 20), scale: 3, base: light)
        let timeAr = marked(arabic, TextRect(x: 393 - 95, y: 20, width: 55, height: 20), scale: 3, base: light)
        XCTAssertGreaterThan(timeEn, 100)
        XCTAssertEqual(Double(timeEn), Double(timeAr), accuracy: Double(timeEn) / 20, "the same time, drawn at the mirrored place")
        // A phone with a home button has a 20-pt status bar and no home indicator.
        let se = try XCTUnwrap(canvases["iphone-se en"])
        XCTAssertGreaterThan(marked(se, TextRect(x: 160, y: 0, width: 55, height: 20), scale: 2, base: light), 50)
        XCTAssertEqual(marked(se, TextRect(x: 100, y: 667 - 20, width: 175, height: 20), scale: 2, base: light), 0)
    }

    func testItIsLightOverADarkScreenAndAbsentOnRequest() throws {
        let dark = Color(red: 28, green: 28, blue: 30)
        let drawn = try XCTUnwrap(try render("dark", devices: ["iphone-15"], locales: ["en"])["iphone-15 en"])
        XCTAssertEqual(drawn.color(x: 3 * 393 / 2, y: 3 * (852 - 10)), .white, "a light home indicator")
        let time = PixelRect(TextRect(x: 40, y: 20, width: 55, height: 20), scale: 3)
        let brightest = (time.y0..<time.y1).flatMap { y in (time.x0..<time.x1).map { drawn.color(x: $0, y: y).red } }.max()
        XCTAssertEqual(brightest, 255, "the time is white")
        let bare = try XCTUnwrap(try render("dark", devices: ["iphone-15"], locales: ["en"], chrome: false)["iphone-15 en"])
        XCTAssertEqual(marked(bare, TextRect(x: 0, y: 0, width: 393, height: 59), scale: 3, base: dark), 0)
        XCTAssertEqual(marked(bare, TextRect(x: 0, y: 852 - 34, width: 393, height: 34), scale: 3, base: dark), 0)
    }

    func testASwitchHasItsKnobAtTheEndItsStateSays() throws {
        var track = ViewNode(kind: .view, id: "switch", location: SourceLocation(file: "t", line: 1, column: 1))
        track.background = "#34C759"
        track.cornerRadius = 15.5
        for (isOn, direction, knobAtRight) in [(true, TextDirection.leftToRight, true), (false, .leftToRight, false),
                                               (true, .rightToLeft, false), (false, .rightToLeft, true)] {
            track.switchIsOn = isOn
            let view = LaidOutView(index: 0, id: "switch", name: "switch", kind: .view, node: track, parent: nil,
                                   frame: TextRect(x: 10, y: 10, width: 51, height: 31), direction: direction, hidden: false)
            let result = LayoutResult(views: [view], issues: [], device: Device.named("iphone-se")!, direction: direction)
            let canvas = try ScreenPainter(scale: 2).draw(result)
            let left = canvas.color(x: 2 * 25, y: 2 * 25), right = canvas.color(x: 2 * 47, y: 2 * 25)
            XCTAssertEqual(knobAtRight ? right : left, .white, "\(isOn) \(direction)")
            XCTAssertNotEqual(knobAtRight ? left : right, .white, "\(isOn) \(direction)")
        }
    }
}
