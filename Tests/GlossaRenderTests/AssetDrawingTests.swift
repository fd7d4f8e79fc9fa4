import GlossaRender
import GlossaText
import XCTest

/// Image drawing pixel by pixel: the pixel grid at each scale, mirroring, bilinear sampling, content
/// modes, rounded corners, templates and compositing.
final class AssetDrawingTests: XCTestCase {
    static let red = AssetCatalogTests.red
    static let blue = AssetCatalogTests.blue

    /// A bitmap whose every pixel differs: (x·40, y·50, 200 − x·10).
    private func gradient(width: Int, height: Int) -> Canvas {
        var canvas = Canvas(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                canvas.fill(x0: x, y0: y, x1: x + 1, y1: y + 1,
                            color: Color(red: UInt8(x * 40 % 256), green: UInt8(y * 50 % 256), blue: UInt8(200 - x * 10)))
            }
        }
        return canvas
    }

    func testAnImageAtItsOwnScaleLandsOnThePixelGridUnchanged() {
        for scale in [1.0, 2, 3] {
            let bitmap = gradient(width: 6 * Int(scale), height: 4 * Int(scale))
            var canvas = Canvas(width: 40 * Int(scale), height: 30 * Int(scale), background: .white)
            let frame = TextRect(x: 5, y: 7, width: 6, height: 4)
            canvas.draw(bitmap: bitmap, size: (6, 4), in: frame, scale: scale)
            let ox = 5 * Int(scale), oy = 7 * Int(scale)
            for y in 0..<bitmap.height {
                for x in 0..<bitmap.width {
                    XCTAssertEqual(canvas.color(x: ox + x, y: oy + y), bitmap.color(x: x, y: y), "scale \(scale) pixel \(x),\(y)")
                }
            }
            XCTAssertEqual(canvas.color(x: ox - 1, y: oy), .white, "nothing outside the frame")
            XCTAssertEqual(canvas.color(x: ox + bitmap.width, y: oy), .white)
        }
    }

    func testMirroringFlipsAboutTheImagesOwnCentre() {
        let bitmap = gradient(width: 6, height: 3)
        var canvas = Canvas(width: 20, height: 10, background: .white)
        canvas.draw(bitmap: bitmap, size: (6, 3), in: TextRect(x: 9, y: 2, width: 6, height: 3), mirrored: true, scale: 1)
        for y in 0..<3 {
            for x in 0..<6 {
                XCTAssertEqual(canvas.color(x: 9 + x, y: 2 + y), bitmap.color(x: 5 - x, y: y), "pixel \(x),\(y)")
            }
        }
        XCTAssertEqual(canvas.color(x: 8, y: 2), .white, "the image stays in its own frame")
    }

    func testScalingSamplesBilinearly() {
        var bitmap = Canvas(width: 2, height: 1, background: .black)
        bitmap.fill(x0: 1, y0: 0, x1: 2, y1: 1, color: .white)
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw(bitmap: bitmap, size: (2, 1), in: TextRect(x: 0, y: 0, width: 4, height: 1), contentMode: .stretch, scale: 1)
        // Pixel centres map to source x −0.25, 0.25, 0.75, 1.25: edges clamp, the middle interpolates.
        XCTAssertEqual((0..<4).map { canvas.color(x: $0, y: 0).red }, [0, 64, 191, 255])
        XCTAssertEqual((0..<4).map { canvas.color(x: $0, y: 0).alpha }, [255, 255, 255, 255])
    }

    func testContentModesFitFillAndStretch() {
        let wide = AssetCatalogTests.halvesWide()
        let frame = TextRect(x: 0, y: 0, width: 8, height: 8)
        func drawn(_ mode: ContentMode) -> Canvas {
            var canvas = Canvas(width: 8, height: 8, background: .white)
            canvas.draw(bitmap: wide, size: (8, 4), in: frame, contentMode: mode, scale: 1)
            return canvas
        }
        let fit = drawn(.fit)
        XCTAssertEqual(fit.color(x: 0, y: 0), .white, "fit letterboxes a wide image: empty top rows")
        XCTAssertEqual(fit.color(x: 0, y: 2), Self.red)
        XCTAssertEqual(fit.color(x: 7, y: 5), Self.blue)
        XCTAssertEqual(fit.color(x: 0, y: 6), .white)
        let fill = drawn(.fill)
        XCTAssertEqual(fill.color(x: 0, y: 0), Self.red, "fill covers the frame, cropping the sides")
        XCTAssertEqual(fill.color(x: 7, y: 7), Self.blue)
        XCTAssertEqual(fill.color(x: 2, y: 4), Self.red, "cropped: the image is twice as wide as the frame")
        let stretch = drawn(.stretch)
        XCTAssertEqual(stretch.color(x: 0, y: 0), Self.red)
        XCTAssertEqual(stretch.color(x: 7, y: 7), Self.blue)
    }

    func testRoundedCornersCoverCornerPixelsPartlyAndInsidePixelsFully() {
        let bitmap = Canvas(width: 20, height: 20, background: Self.red)
        var canvas = Canvas(width: 20, height: 20)
        canvas.draw(bitmap: bitmap, size: (20, 20), in: TextRect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 6, scale: 1)
        XCTAssertEqual(canvas.color(x: 0, y: 0).alpha, 0, "the very corner is outside the arc")
        let edge = canvas.color(x: 1, y: 2).alpha
        XCTAssertGreaterThan(edge, 0, "a pixel the arc crosses is partly covered")
        XCTAssertLessThan(edge, 255)
        XCTAssertEqual(canvas.color(x: 10, y: 10), Self.red, "an inside pixel is fully covered")
        XCTAssertEqual(canvas.color(x: 10, y: 0), Self.red, "the straight edge is whole")
    }

    func testTemplatesDrawTheirAlphaInTheTint() {
        var bitmap = Canvas(width: 4, height: 1)
        bitmap.fill(x0: 0, y0: 0, x1: 2, y1: 1, color: Color(red: 10, green: 20, blue: 30))
        bitmap.fill(x0: 2, y0: 0, x1: 3, y1: 1, color: Color(red: 10, green: 20, blue: 30, alpha: 128))
        let tint = Color(red: 0, green: 122, blue: 255)
        var canvas = Canvas(width: 4, height: 1, background: .white)
        canvas.draw(bitmap: bitmap, size: (4, 1), in: TextRect(x: 0, y: 0, width: 4, height: 1), tint: tint, scale: 1)
        XCTAssertEqual(canvas.color(x: 0, y: 0), tint)
        XCTAssertEqual(canvas.color(x: 2, y: 0), Color(red: 127, green: 188, blue: 255), "half the tint over white")
        XCTAssertEqual(canvas.color(x: 3, y: 0), .white, "transparent stays transparent")
    }

    func testTranslucentImagesCompositeSourceOver() {
        let bitmap = Canvas(width: 2, height: 2, background: Color(red: 255, green: 0, blue: 0, alpha: 128))
        var canvas = Canvas(width: 2, height: 2, background: .white)
        canvas.draw(bitmap: bitmap, size: (2, 2), in: TextRect(x: 0, y: 0, width: 2, height: 2), scale: 1)
        XCTAssertEqual(canvas.color(x: 0, y: 0), Color(red: 255, green: 127, blue: 127))
        var clear = Canvas(width: 2, height: 2)
        clear.draw(bitmap: bitmap, size: (2, 2), in: TextRect(x: 0, y: 0, width: 2, height: 2), scale: 1)
        XCTAssertEqual(clear.color(x: 1, y: 1), Color(red: 255, green: 0, blue: 0, alpha: 128), "premultiplied in, straight out")
    }

    func testDrawingStaysInsideTheClip() {
        let bitmap = Canvas(width: 10, height: 10, background: Self.red)
        var canvas = Canvas(width: 10, height: 10, background: .white)
        canvas.draw(bitmap: bitmap, size: (10, 10), in: TextRect(x: 0, y: 0, width: 10, height: 10), scale: 1,
                    clip: PixelRect(x0: 0, y0: 0, x1: 5, y1: 10))
        XCTAssertEqual(canvas.color(x: 4, y: 4), Self.red)
        XCTAssertEqual(canvas.color(x: 5, y: 4), .white)
    }

    func testFractionalFramesCoverTheirEdgePixelsPartly() {
        let bitmap = Canvas(width: 4, height: 4, background: .black)
        var canvas = Canvas(width: 8, height: 8)
        canvas.draw(bitmap: bitmap, size: (4, 4), in: TextRect(x: 1.5, y: 1, width: 4, height: 4), scale: 1)
        XCTAssertEqual(canvas.color(x: 1, y: 2).alpha, 128, "half of the first column is covered")
        XCTAssertEqual(canvas.color(x: 3, y: 2).alpha, 255)
        XCTAssertEqual(canvas.color(x: 5, y: 2).alpha, 128)
        XCTAssertEqual(canvas.color(x: 6, y: 2).alpha, 0)
    }
}

extension AssetCatalogTests {
    /// 8 × 4: left half red, right half blue.
    static func halvesWide() -> Canvas { TestImages.halves(red, blue, width: 8, height: 4) }
}
