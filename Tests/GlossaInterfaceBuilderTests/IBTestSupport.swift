import Foundation
import Glossa
import GlossaLayout
import GlossaText
import XCTest

/// The fixture app (Base.lproj storyboard and xib with fr, de and ar strings) and small documents written
/// on the fly, run through the whole pipeline as the CLI runs them.
enum IBFixtures {
    static let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/App")
    static var storyboard: String { app.appendingPathComponent("Base.lproj/Main.storyboard").path }
    /// Image files made for these tests (see Fixtures/Images/README.md).
    static let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Images")
    static var xib: String { app.appendingPathComponent("Base.lproj/Card.xib").path }
    static let engine: TextEngine = { try! TextEngine(registry: FontRegistry.bundled()) }()

    static func run(_ paths: [String], locales: MatrixOptions.Locales = .development, pseudo: [PseudoLanguage] = [],
                    devices: [String]? = nil) throws -> [ScreenResult] {
        var options = MatrixOptions(paths: paths)
        options.locales = locales
        options.pseudo = pseudo
        options.devices = devices
        return try Simulator(textEngine: engine).run(options)
    }

    /// A storyboard of `scenes` (the elements inside `<scenes>`) in its own temporary folder, with
    /// `resources` inside `<resources>`.
    static func storyboard(_ scenes: String, resources: String = "", name: String = "Test") throws -> String {
        let text = document("Storyboard.XIB", """
            <scenes>
        \(scenes)
            </scenes>
            <resources>
        \(resources)
            </resources>
        """)
        return try write(text, name: "\(name).storyboard")
    }

    /// An Interface Builder document of `type` (Xcode's header, device and dependencies) around `body`.
    static func document(_ type: String, _ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.\(type)" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
            </dependencies>
        \(body)
        </document>
        """
    }

    /// Constraints placing each view at the root's leading margin, `top` points below its top.
    static func atLeadingMargin(_ views: [(id: String, top: Int)]) -> String {
        views.enumerated().map { index, view in
            """
            <constraint firstItem="\(view.id)" firstAttribute="leading" secondItem="TST-vw-ROT" secondAttribute="leadingMargin" id="m-\(index)"/>
            <constraint firstItem="\(view.id)" firstAttribute="top" secondItem="TST-vw-ROT" secondAttribute="top" constant="\(view.top)" id="t-\(index)"/>
            """
        }.joined(separator: "\n")
    }

    /// Constraints spanning `id` across the root's width, its top at the top of `item` (the root or its safe area).
    static func acrossTheRoot(_ id: String, below item: String) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="TST-vw-ROT" secondAttribute="leading" id="a-1"/>
        <constraint firstItem="\(id)" firstAttribute="trailing" secondItem="TST-vw-ROT" secondAttribute="trailing" id="a-2"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="\(item)" secondAttribute="top" id="a-3"/>

        """
    }

    /// Writes `text` as `name` in a new temporary folder; its path.
    static func write(_ text: String, name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-ib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A xib holding `body` as the subviews of a 390 × 844 top-level view, in its own temporary folder.
    static func xib(_ body: String, constraints: String = "", name: String = "Test") throws -> String {
        let text = document("XIB", """
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="TST-vw-ROT">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
        \(body)
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="TST-sa-SAF"/>
                    <constraints>
        \(constraints)
                    </constraints>
                </view>
            </objects>
        """)
        return try write(text, name: "\(name).xib")
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

func assertRect(_ rect: TextRect, _ x: Double, _ y: Double, _ width: Double, _ height: Double, accuracy: Double = 0.01,
                file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(rect.x, x, accuracy: accuracy, "x", file: file, line: line)
    XCTAssertEqual(rect.y, y, accuracy: accuracy, "y", file: file, line: line)
    XCTAssertEqual(rect.width, width, accuracy: accuracy, "width", file: file, line: line)
    XCTAssertEqual(rect.height, height, accuracy: accuracy, "height", file: file, line: line)
}
