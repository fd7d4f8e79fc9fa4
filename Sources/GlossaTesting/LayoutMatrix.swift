@_exported import Glossa
import Foundation

/// Every screen of a matrix (layouts × locales × devices × content sizes), laid out and checked from a
/// test, with the same `Simulator` the `glossa` command runs.
///
///     let matrix = try LayoutMatrix("Layouts/Settings", locales: .all, pseudo: [.accented, .rtl])
///     matrix.assertNoFindings(atOrAbove: .error)
///     XCTAssertEqual(try matrix.screen(layout: "settings", locale: "ar").frame("wifi-value")?.x, 16)
public struct LayoutMatrix: Sendable {
    /// Every screen, in the command line's order: layouts, then locales, devices, content sizes.
    public let screens: [ScreenResult]
    /// The matrix as given (paths resolved), for assertions that render it again.
    public let options: MatrixOptions

    /// Lays out and checks every screen of the matrix.
    ///
    /// - Parameters:
    ///   - paths: layout files or folders; a relative path is looked up from the working directory (the
    ///     package root under `swift test`), else from the package folder that holds the calling test file.
    ///   - locales: `.development` (default), `.all` (every locale with strings), or `.list(["en", "ar"])`.
    ///   - pseudo: pseudo-languages laid out beside the locales.
    ///   - devices: device names; nil means each layout's own device.
    ///   - contentSizes: Dynamic Type sizes (`l` is the default size).
    /// - Throws: `GlossaError` for bad input (a layout's error names its file, line and column).
    public init(_ paths: String..., locales: MatrixOptions.Locales = .development, pseudo: [PseudoLanguage] = [],
                devices: [String]? = nil, contentSizes: [String] = [DynamicType.defaultContentSize],
                filePath: StaticString = #filePath) throws {
        var options = MatrixOptions(paths: paths.map { Self.resolve($0, from: "\(filePath)") })
        options.locales = locales
        options.pseudo = pseudo
        options.devices = devices
        options.contentSizes = contentSizes
        options.jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
        self.options = options
        screens = try Self.simulator().run(options)
    }

    /// The screen of `layout` in `locale`; the first device and content size when they are not given.
    public func screen(layout: String, locale: String, device: String? = nil, contentSize: String? = nil) throws -> ScreenResult {
        let found = screens.first {
            $0.layout == layout && $0.locale == locale && (device == nil || $0.device == device)
                && (contentSize == nil || $0.contentSize == contentSize)
        }
        guard let found else {
            let wanted = [layout, locale, device, contentSize].compactMap { $0 }.joined(separator: " ")
            throw GlossaError("no screen '\(wanted)' in the matrix; it has: \(screens.map(\.name).joined(separator: ", "))")
        }
        return found
    }

    /// Every finding at or above `severity`, except those of the kinds in `ignoring`, screen by screen.
    public func findings(atOrAbove severity: Severity, ignoring: Set<FindingKind> = [])
        -> [(screen: ScreenResult, finding: Finding)] {
        screens.flatMap { screen in
            screen.findings.filter { $0.severity >= severity && !ignoring.contains($0.kind) }.map { (screen, $0) }
        }
    }

    // MARK: Set-up

    /// One font registry for every matrix of the test process: the bundled fonts open once.
    private static let shared = Result { () throws(GlossaError) in try Simulator() }

    static func simulator() throws -> Simulator {
        Simulator(textEngine: try shared.get().textEngine)
    }

    static func resolve(_ path: String, from testFile: String) -> String {
        guard !path.hasPrefix("/"), !FileManager.default.fileExists(atPath: path) else { return path }
        var folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder.appendingPathComponent(path).path
            }
            folder.deleteLastPathComponent()
        }
        return path
    }
}

extension ScreenResult {
    /// "settings ar iphone-15 l": the screen as failure messages name it.
    public var name: String { "\(layout) \(locale) \(device) \(contentSize)" }

    /// The laid-out view with this id (or path), nil when the screen has none.
    public func view(_ id: String) -> LaidOutView? {
        views.first { $0.id == id } ?? views.first { $0.name == id }
    }

    /// The view's frame in points, screen coordinates, origin top-left.
    public func frame(_ id: String) -> TextRect? { view(id)?.frame }

    /// The text the view shows, as localized, formatted and (if it must be) truncated.
    public func text(_ id: String) -> String? { view(id)?.text }
}
