/// A screen to lay out on: size in points, pixel scale, safe-area insets.
public struct Device: Equatable, Sendable {
    public var name: String
    public var width: Double
    public var height: Double
    public var scale: Double
    public var safeTop: Double
    public var safeBottom: Double

    /// The devices of contract v1.
    public static let all: [Device] = [
        Device(name: "iphone-se", width: 375, height: 667, scale: 2, safeTop: 20, safeBottom: 0),
        Device(name: "iphone-15", width: 393, height: 852, scale: 3, safeTop: 59, safeBottom: 34),
        Device(name: "iphone-15-pro-max", width: 430, height: 932, scale: 3, safeTop: 59, safeBottom: 34),
        Device(name: "ipad", width: 820, height: 1180, scale: 2, safeTop: 24, safeBottom: 20),
        Device(name: "watch-45", width: 198, height: 242, scale: 2, safeTop: 0, safeBottom: 0),
    ]

    public static let defaultName = "iphone-15"

    /// The device's size classes in portrait: iPhones are compact wide and regular tall, iPads regular both
    /// ways, a watch compact both ways.
    public var sizeClasses: SizeClasses {
        if name.hasPrefix("ipad") { return SizeClasses(width: .regular, height: .regular) }
        if name.hasPrefix("watch") { return SizeClasses(width: .compact, height: .compact) }
        return SizeClasses(width: .compact, height: .regular)
    }

    public static func named(_ name: String) -> Device? { all.first { $0.name == name } }
}

/// UIKit's size classes (UITraitCollection's horizontal and vertical size class) of a screen.
public struct SizeClasses: Hashable, Sendable, CustomStringConvertible {
    public enum Size: String, Sendable, CaseIterable { case compact, regular }
    public var width: Size
    public var height: Size

    public init(width: Size, height: Size) {
        self.width = width
        self.height = height
    }

    /// Every pair the built-in devices have, iPhone first.
    public static var ofDevices: [SizeClasses] {
        var seen: [SizeClasses] = []
        for device in Device.all where !seen.contains(device.sizeClasses) { seen.append(device.sizeClasses) }
        return seen
    }

    public var description: String { "\(width.rawValue) width, \(height.rawValue) height" }
}

/// Dynamic Type: the point size of each text style at each content size, per Apple's published table
/// (Human Interface Guidelines, "Typography", iOS/iPadOS Dynamic Type sizes).
public enum DynamicType {
    /// Content sizes in order: xs s m l xl xxl xxxl ax1 … ax5; `l` is the default.
    public static let contentSizes = ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"]
    public static let defaultContentSize = "l"

    /// Point sizes per style, one per content size above.
    public static let pointSizes: [String: [Double]] = [
        "largeTitle": [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        "title": [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        "title2": [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        "title3": [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        "headline": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "body": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "callout": [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        "subheadline": [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        "footnote": [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        "caption": [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        "caption2": [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// Styles whose system font is bold or semibold (headline is semibold in Apple's table).
    public static let boldStyles: Set<String> = ["headline"]

    public static var styles: [String] { pointSizes.keys.sorted() }

    /// The point size of `style` at `contentSize`; nil for an unknown style or size.
    public static func pointSize(style: String, contentSize: String) -> Double? {
        guard let sizes = pointSizes[style], let index = contentSizes.firstIndex(of: contentSize) else { return nil }
        return sizes[index]
    }
}
