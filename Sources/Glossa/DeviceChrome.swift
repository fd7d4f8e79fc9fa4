import GlossaLayout
import GlossaRender
import GlossaText

/// What a device draws over an app's screen, as Apple's own screenshots show it: a status bar (9:41, full
/// signal, Wi-Fi, a full battery) and, on devices without a home button, the home indicator. Each is dark over a
/// light background and light over a dark one, as UIKit picks the default status bar style; in a right-to-left
/// locale the status bar is mirrored, as iOS mirrors it.
struct DeviceChrome {
    let scale: Double
    let engine: TextEngine

    static let dark = Color(red: 0, green: 0, blue: 0)
    static let light = Color(red: 255, green: 255, blue: 255)

    /// Where a device's status bar puts its items, in points.
    struct Metrics {
        /// The status bar's height (the safe area's top on these devices) and the vertical centre of its items.
        var height: Double, centre: Double
        /// The horizontal centres of the time and of the signal, Wi-Fi and battery group, left to right.
        var time: Double, icons: Double
        var timeSize: Double

        static func of(_ device: Device) -> Metrics? {
            guard device.safeTop > 0 else { return nil }
            if device.safeTop >= 44 {
                // Phones with a sensor housing: the items sit in the two "ears" beside it, centred in each.
                let ear = (device.width - 126) / 2
                return Metrics(height: device.safeTop, centre: 30, time: ear / 2, icons: device.width - ear / 2, timeSize: 17)
            }
            if device.width >= 700 {
                return Metrics(height: device.safeTop, centre: device.safeTop / 2, time: 40, icons: device.width - 52, timeSize: 12)
            }
            // A phone with a home button: the time in the middle, the icons at the trailing side.
            return Metrics(height: device.safeTop, centre: device.safeTop / 2, time: device.width / 2, icons: device.width - 40,
                           timeSize: 12)
        }
    }

    func draw(on canvas: inout Canvas, device: Device, direction: TextDirection) {
        if let metrics = Metrics.of(device) { drawStatusBar(metrics, device: device, direction: direction, on: &canvas) }
        if device.safeBottom > 0 { drawHomeIndicator(device, on: &canvas) }
    }

    private func drawStatusBar(_ metrics: Metrics, device: Device, direction: TextDirection, on canvas: inout Canvas) {
        let band = TextRect(x: 0, y: 0, width: device.width, height: metrics.height)
        let color = Self.contrasting(canvas, band, scale: scale)
        let mirrored = direction == .rightToLeft
        func x(_ centre: Double) -> Double { mirrored ? device.width - centre : centre }
        let style = ParagraphStyle(size: metrics.timeSize, bold: true, language: "en")
        if let time = try? engine.layout("9:41", style: style, width: .unconstrained) {
            let origin = (x(metrics.time) - time.width / 2, metrics.centre - time.height / 2)
            canvas.draw(time, at: origin, scale: scale, color: color)
        }
        // Signal bars, Wi-Fi and battery, 17 + 6 + 15 + 6 + 27 pt wide, in this order whatever the direction.
        let left = x(metrics.icons) - 71 / 2
        drawSignal(x: left, centre: metrics.centre, color: color, on: &canvas)
        drawWiFi(x: left + 23, centre: metrics.centre, color: color, on: &canvas)
        drawBattery(x: left + 44, centre: metrics.centre, color: color, on: &canvas)
    }

    /// Four bars of rising height, all full.
    private func drawSignal(x: Double, centre: Double, color: Color, on canvas: inout Canvas) {
        for bar in 0..<4 {
            let height = 4 + 2.4 * Double(bar)
            let rect = TextRect(x: x + Double(bar) * 4.6, y: centre + 5.5 - height, width: 3, height: height)
            canvas.fill(rect, cornerRadius: 0.8, scale: scale, color: color)
        }
    }

    /// Three arcs and a dot, fanning up from a point below them: the full Wi-Fi symbol.
    private func drawWiFi(x: Double, centre: Double, color: Color, on canvas: inout Canvas) {
        let apex = (x: x + 7.5, y: centre + 5.5)
        let rings: [(inner: Double, outer: Double)] = [(0, 3.2), (4.9, 7.6), (9.3, 12)]
        let box = PixelRect(TextRect(x: x - 1, y: apex.y - 13, width: 17, height: 14), scale: scale)
        for py in box.y0..<box.y1 {
            for px in box.x0..<box.x1 {
                // 4 × 4 samples per pixel: an exact, repeatable coverage of the fan.
                var covered = 0
                for sy in 0..<4 {
                    for sx in 0..<4 {
                        let dx = (Double(px) + (Double(sx) + 0.5) / 4) / scale - apex.x
                        let dy = apex.y - (Double(py) + (Double(sy) + 0.5) / 4) / scale
                        let distance = (dx * dx + dy * dy).squareRoot()
                        // Within 45° of straight up, inside one of the rings.
                        if dy > 0, abs(dx) <= dy, rings.contains(where: { distance >= $0.inner && distance <= $0.outer }) { covered += 1 }
                    }
                }
                if covered > 0 { canvas.blend(x: px, y: py, color: color, coverage: covered * 255 / 16) }
            }
        }
    }

    /// A full battery: an outlined body, its charge, and the terminal cap.
    private func drawBattery(x: Double, centre: Double, color: Color, on canvas: inout Canvas) {
        let body = TextRect(x: x, y: centre - 6, width: 24.5, height: 12)
        var outline = color
        outline.alpha = 90
        canvas.stroke(body, lineWidth: 1, cornerRadius: 3.5, scale: scale, color: outline)
        canvas.fill(TextRect(x: x + 2, y: centre - 4, width: 20.5, height: 8), cornerRadius: 1.8, scale: scale, color: color)
        canvas.fill(TextRect(x: x + 25.5, y: centre - 2, width: 1.5, height: 4), cornerRadius: 0.7, scale: scale, color: outline)
    }

    /// The bar at the bottom of the screen that stands for the home button.
    private func drawHomeIndicator(_ device: Device, on canvas: inout Canvas) {
        let width = device.width >= 700 ? 320.0 : 134.0
        let bar = TextRect(x: (device.width - width) / 2, y: device.height - 8 - 5, width: width, height: 5)
        let band = TextRect(x: bar.x, y: device.height - device.safeBottom, width: width, height: device.safeBottom)
        canvas.fill(bar, cornerRadius: 2.5, scale: scale, color: Self.contrasting(canvas, band, scale: scale))
    }

    /// Dark over a light background, light over a dark one: the mean luminance of what is drawn under `rect`.
    static func contrasting(_ canvas: Canvas, _ rect: TextRect, scale: Double) -> Color {
        let pixels = PixelRect(rect, scale: scale).intersection(PixelRect(x0: 0, y0: 0, x1: canvas.width, y1: canvas.height))
        var total = 0.0, count = 0.0
        // Every fourth pixel each way: the mean of a band is steady long before every pixel is read.
        for y in stride(from: pixels.y0, to: pixels.y1, by: 4) {
            for x in stride(from: pixels.x0, to: pixels.x1, by: 4) {
                let pixel = canvas.color(x: x, y: y)
                let alpha = Double(pixel.alpha) / 255
                // What shows over the screen's white base where a pixel is not opaque.
                let value = { (channel: UInt8) in Double(channel) * alpha + 255 * (1 - alpha) }
                total += 0.2126 * value(pixel.red) + 0.7152 * value(pixel.green) + 0.0722 * value(pixel.blue)
                count += 1
            }
        }
        return count == 0 || total / count >= 128 ? dark : light
    }
}
