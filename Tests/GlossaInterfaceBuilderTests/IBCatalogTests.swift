import Foundation
import Glossa
import GlossaCheck
import GlossaInterfaceBuilder
import GlossaLayout
import XCTest

/// Images as UIImage(named:) finds them in the app's compiled catalogs: every asset catalog of the app (the
/// document's own first, then the nearest), namespaced folders, and what stays a placeholder.
final class IBCatalogTests: XCTestCase {
    static let pixel = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==")!

    /// Writes an image set `name` (a path inside `catalog`, namespaced folders included) holding `file`.
    static func imageSet(_ catalog: String, _ name: String, file: String, data: Data = pixel) throws {
        let folder = (catalog as NSString).appendingPathComponent(name + ".imageset")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let contents = #"{"images": [{"idiom": "universal", "filename": "\#(file)", "scale": "2x"}], "info": {"version": 1, "author": "xcode"}}"#
        try Data(contents.utf8).write(to: URL(fileURLWithPath: folder + "/Contents.json"))
        try data.write(to: URL(fileURLWithPath: folder + "/" + file))
    }

    /// A folder's Contents.json that gives its image sets a namespace.
    static func namespace(_ folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let contents = #"{"info": {"version": 1, "author": "xcode"}, "properties": {"provides-namespace": true}}"#
        try Data(contents.utf8).write(to: URL(fileURLWithPath: folder + "/Contents.json"))
    }

    func testImagesComeFromEveryCatalogOfTheAppTheNearestFirst() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-cat-\(UUID().uuidString)").path
        let fm = FileManager.default
        try fm.createDirectory(atPath: root + "/App.xcodeproj", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: root + "/App/Base.lproj", withIntermediateDirectories: true)
        // The document's sibling folder holds its catalog; a shared one holds another `logo` and namespaced icons.
        try Self.imageSet(root + "/App/Resources/Assets.xcassets", "logo", file: "logo@2x.png")
        try Self.imageSet(root + "/Shared/Other.xcassets", "logo", file: "other@2x.png")
        try Self.namespace(root + "/Shared/Icons.xcassets/icons")
        try Self.imageSet(root + "/Shared/Icons.xcassets", "icons/star", file: "star@2x.png")
        try Self.imageSet(root + "/Shared/Icons.xcassets", "vector", file: "vector.pdf", data: Data("%PDF-1.4".utf8))
        // The app's own SF Symbol: a symbol set (SVG) is known by name but not drawn.
        try FileManager.default.createDirectory(atPath: root + "/Shared/Icons.xcassets/custom.bubble.symbolset",
                                                withIntermediateDirectories: true)
        // Written as `image=""`, or (CAT-5, CAT-6) as an `<imageReference>` with a symbol scale: an app symbol, iOS's.
        let names = ["logo", "icons/star", "star", "vector", "missing", "custom.bubble", "arrow.up.circle"]
        let views = names.enumerated().map { index, name in
            let image = index < 5 ? "image=\"\(name)\"" : ""
            let reference = index < 5 ? "" : "<imageReference key=\"image\" image=\"\(name)\" symbolScale=\"medium\"/>"
            return """
            <imageView contentMode="scaleAspectFit" \(image) translatesAutoresizingMaskIntoConstraints="NO" id="CAT-\(index)">
                <rect key="frame" x="16" y="\(100 + 80 * index)" width="64" height="64"/>
                \(reference)
            </imageView>
            """
        }
        let constraints = (0..<7).map { index in
            IBRuntimeTests.pin("CAT-\(index)", x: 16, y: 100 + 80 * index) + """
            <constraint firstItem="CAT-\(index)" firstAttribute="width" constant="64" id="cw-\(index)"/>
            <constraint firstItem="CAT-\(index)" firstAttribute="height" constant="64" id="ch-\(index)"/>
            """
        }
        let text = try String(contentsOfFile: try IBRuntimeTests.screen(views.joined(separator: "\n"),
                                                                         constraints: constraints.joined(separator: "\n")), encoding: .utf8)
        let file = root + "/App/Base.lproj/Screen.xib"
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))

        let document = try XCTUnwrap(InterfaceBuilderReader.read(file: file).first)
        XCTAssertNil(document.assets, "no catalog in or above the document's folder")
        XCTAssertEqual(document.looseImages["logo"]?.map(\.path), [root + "/App/Resources/Assets.xcassets/logo.imageset/logo@2x.png"],
                       "the catalog nearest the document wins")
        XCTAssertEqual(document.looseImages["icons/star"]?.map(\.scale), [2])
        XCTAssertNil(document.looseImages["star"], "a namespaced set is not found by its bare name")
        for screen in try IBFixtures.run([file], pseudo: [.rtl]) {
            let unsupported = screen.findings.filter { $0.kind == .unsupported }
            // One line per document and element type (contract v4), a note: it is about Glossa's picture.
            XCTAssertEqual(unsupported.map(\.view), screen.direction == .leftToRight ? ["CAT-2"] : [], screen.locale)
            XCTAssertTrue(unsupported.allSatisfy { $0.severity == .note && $0.certainty == .uncertain })
            XCTAssertEqual(screen.findings.filter { $0.severity == .error }.map(\.message), [])
            for index in 0..<7 { assertRect(screen.frame("CAT-\(index)"), screen.direction == .leftToRight ? 16 : 393 - 80, Double(100 + 80 * index), 64, 64) }
        }
        let messages = try IBFixtures.run([file]).first?.findings.filter { $0.kind == .unsupported }.map(\.message) ?? []
        XCTAssertEqual(messages, [
            "imageView 'CAT-2' (UIImageView \"star\"): image 'star' is not in any of the app's 3 asset catalogs nor among its image files; it is drawn as a placeholder (and 3 more imageView views of this document alike)",
        ])
    }
}
