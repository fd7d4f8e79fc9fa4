import Foundation
import XCTest

/// Hostile inputs through the executable, as a CI job running on a pull request meets them: nothing is
/// written outside the output folder, one number never crashes a run (exit 2 with file:line:col), and a
/// translation's format width is a finding, not gigabytes of spaces.
final class HostileInputTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try CLI.temporaryFolder().appendingPathComponent("app")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
    }

    private func write(_ path: String, _ text: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func glossa(_ arguments: [String]) throws -> CommandResult { try CLI.run(arguments, in: folder) }

    /// Every file under the test's folder (the app folder and its parent), relative to the parent.
    private func allFiles() -> [String] {
        let root = folder.deletingLastPathComponent()
        var files: [String] = []
        let walker = FileManager.default.enumerator(atPath: root.path)
        while let name = walker?.nextObject() as? String {
            if name.hasSuffix(".yaml") { continue }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: root.appendingPathComponent(name).path, isDirectory: &isFolder), !isFolder.boolValue {
                files.append(name)
            }
        }
        return files.sorted()
    }

    static func xib(id: String = "iN0-l3-epB", pointSize: String = "17", frame: String = "x=\"20\" y=\"20\" width=\"200\" height=\"21\"",
                    constraint: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="200"/>
                    <subviews>
                        <label opaque="NO" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                            <rect key="frame" \(frame)/>
                            <fontDescription key="fontDescription" type="system" pointSize="\(pointSize)"/>
                        </label>
                    </subviews>
                    <constraints>\(constraint)</constraints>
                </view>
            </objects>
        </document>
        """
    }

    // MARK: Item 1: files written outside the output folder

    func testACatalogSourceLanguageThatIsAPathIsRefusedAndWritesNothing() throws {
        try write("screen.yaml", "name: screen\nstrings: Strings\nroot:\n  text: {id: t, key: hello}\n")
        try write("Strings/Main.xcstrings", """
        {"sourceLanguage": "../../victim/pwn", "version": "1.0",
         "strings": {"hello": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Hi"}}}}}}
        """)
        let run = try glossa(["render", "screen.yaml", "--out", "out"])
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("""
            Strings/Main.xcstrings:1:2: sourceLanguage: "../../victim/pwn" is not a locale identifier (write a BCP 47 tag such as en, pt-BR or zh-Hans)
            """), run.stderr)
        XCTAssertEqual(allFiles(), ["app/Strings/Main.xcstrings"])
        for absolute in ["/tmp/glossa-victim-\(UUID().uuidString)/pwn", "en/../../../x"] {
            try write("Strings/Main.xcstrings", "{\"sourceLanguage\": \"\(absolute)\", \"version\": \"1.0\", \"strings\": {}}")
            XCTAssertEqual(try glossa(["render", "screen.yaml", "--out", "out"]).status, 2)
            XCTAssertFalse(FileManager.default.fileExists(atPath: (absolute as NSString).deletingLastPathComponent))
        }
    }

    func testAXibViewIdThatIsAPathStaysInsideTheOutputAndBaselines() throws {
        try write("V.xib", Self.xib(id: "/../../../../xibpwn"))
        let render = try glossa(["render", "V.xib", "--out", "out"])
        XCTAssertEqual(render.status, 0, render.stderr)
        let record = try glossa(["snapshot", "record", "V.xib"])
        XCTAssertEqual(record.status, 0, record.stderr)
        XCTAssertEqual(allFiles(), ["app/V.xib", "app/__Snapshots__/V--..-..-..-..-xibpwn/iphone-15-pro-max/en.png",
                                    "app/out/V--..-..-..-..-xibpwn/iphone-15-pro-max/en.png", "app/out/report.json"])
        let verify = try glossa(["snapshot", "verify", "V.xib", "--out", "out"])
        XCTAssertEqual(verify.status, 0, verify.stdout + verify.stderr)
    }

    func testALocaleOnTheCommandLineThatIsAPathStaysInside() throws {
        try write("screen.yaml", "name: screen\ndevice: watch-45\nroot:\n  text: {id: t, verbatim: Hi}\n")
        let run = try glossa(["render", "screen.yaml", "--locales", "ja@lb=strict/../../../x", "--out", "out"])
        XCTAssertEqual(run.status, 0, run.stderr)
        // Spelt as the BCP 47 tag ICU makes of it; a name that kept its slashes would be one file name all the same.
        XCTAssertEqual(allFiles().filter { $0.hasSuffix(".png") }, ["app/out/screen/watch-45/ja.png"])
    }

    // MARK: Item 2: crashes from one number

    func testOneHostileNumberIsExitTwoWithItsPlaceNeverATrap() throws {
        try write("Strings/en.lproj/Localizable.strings", "\"n\" = \"%lld articles\";\n")
        let cases: [(file: String, text: String, message: String)] = [
            ("args.yaml", "name: a\nstrings: Strings\nroot:\n  text: {id: t, key: n, args: [1e19]}\n",
             "args.yaml:4:32: 'args' is 1e19, beyond the largest number Glossa takes (±10^15)"),
            ("percent.yaml", "name: p\nroot:\n  text: {id: t, verbatim: x, args: [{percent: -1e300}]}\n",
             "percent.yaml:3:47: 'percent' is -1e300, beyond the largest number Glossa takes (±10^15)"),
            ("lines.yaml", "name: l\nroot:\n  text: {verbatim: x, lines: 99999999999999999999}\n",
             "lines.yaml:3:30: 'lines' is 99999999999999999999, too large a number (integers must lie within ±9223372036854775807)"),
            ("lines2.yaml", "name: l\nroot:\n  text: {verbatim: x, lines: 1e10}\n",
             "lines2.yaml:3:30: 'lines' must be at most 1000000, not 10000000000"),
            ("size.yaml", "name: s\nroot:\n  text: {verbatim: x, size: 5000}\n", "size.yaml:3:29: 'size' must be at most 1000 points, not 5000"),
            ("constant.yaml", "name: c\nroot:\n  view:\n    children: [{text: {id: a, verbatim: x}}]\n    constraints: ['a.top == superview.top + 99999999999999']\n",
             "constant.yaml:5:45: 99999999999999 must be between -100000 and 100000 points in constraint"),
            ("multiplier.yaml", "name: m\nroot:\n  view:\n    children: [{text: {id: a, verbatim: x}}]\n    constraints: ['a.width == superview.width * 5000']\n",
             "multiplier.yaml:5:49: a multiplier must be between -1000 and 1000, not 5000 in constraint"),
            ("constant.xib", Self.xib(constraint: "<constraint firstItem=\"lbl\" firstAttribute=\"leading\" secondItem=\"iN0-l3-epB\" secondAttribute=\"leading\" constant=\"1e308\" id=\"c1\"/>"),
             "constant.xib:14:|<constraint> 'constant' (1e308) must be between -100000 and 100000 points"),
            ("point.xib", Self.xib(pointSize: "1e308"), "point.xib:11:|<fontDescription> 'pointSize' (1e308) must be at most 1000 points"),
            ("negfont.xib", Self.xib(pointSize: "-17"), "negfont.xib:11:|<fontDescription> 'pointSize' (-17) must not be negative"),
            ("nan.xib", Self.xib(frame: "x=\"NaN\" y=\"20\" width=\"200\" height=\"21\""), "nan.xib:10:|<rect> 'x' (NaN) must be a finite number"),
            ("negwidth.xib", Self.xib(frame: "x=\"20\" y=\"20\" width=\"-200\" height=\"21\""),
             "negwidth.xib:10:|<rect> 'width' (-200) of a <rect key=\"frame\"> must not be negative"),
            ("ratio.xib", Self.xib(constraint: "<constraint firstItem=\"lbl\" firstAttribute=\"width\" secondItem=\"iN0-l3-epB\" secondAttribute=\"width\" multiplier=\"1:0\" id=\"c1\"/>"),
             "ratio.xib:14:|'multiplier' (1:0) divides by zero"),
        ]
        for item in cases {
            try write(item.file, item.text)
            let run = try glossa(["check", item.file, "--locales", "en"])
            XCTAssertEqual(run.status, 2, "\(item.file): \(run.stderr)")
            for part in item.message.split(separator: "|") {
                XCTAssertTrue(run.stderr.contains(part), "\(item.file)\nexpected: \(part)\ngot: \(run.stderr)")
            }
            XCTAssertFalse(run.stderr.contains("Fatal error"), run.stderr)
        }
        // Within the bounds, the same fields lay out (and an Interface Builder font size of 0 is the default size).
        try write("fine.xib", Self.xib(pointSize: "0", constraint: "<constraint firstItem=\"lbl\" firstAttribute=\"leading\" secondItem=\"iN0-l3-epB\" secondAttribute=\"leading\" constant=\"-300\" id=\"c1\"/>"))
        try write("fine.yaml", "name: f\nstrings: Strings\nroot:\n  text: {id: t, key: n, args: [1e15]}\n")
        for file in ["fine.xib", "fine.yaml"] {
            for locale in ["en", "ar"] {
                let run = try glossa(["check", file, "--locales", locale, "--fail-on", "never"])
                XCTAssertEqual(run.status, 0, "\(file) \(locale): \(run.stderr)")
            }
        }
    }

    func testAReportNumberGivenToMergeIsExitTwoWithItsLineAndColumn() throws {
        try write("screen.yaml", "name: screen\ndevice: watch-45\nroot:\n  text: {id: t, verbatim: Hi}\n")
        XCTAssertEqual(try glossa(["render", "screen.yaml", "--out", "out"]).status, 0)
        let report = String(decoding: try Data(contentsOf: folder.appendingPathComponent("out/report.json")), as: UTF8.self)
        let cases: [(String, String, String)] = [
            ("\"index\": 0", "\"index\": 1e308", "the number 1e308 is beyond ±2^53"),
            ("\"index\": 0", "\"index\": -3", "results[0]: \"index\" must be a whole number of at least 0, not -3"),
            ("\"matrix\": 1", "\"matrix\": 1e300", "the number 1e300 is beyond ±2^53"),
            ("\"matrix\": 1", "\"matrix\": 1, \"shard\": \"1/9000000000000000000\"", "bad.json: \"shard\" 1/9000000000000000000 takes at most 100000 shards, not 9000000000000000000"),
        ]
        for (original, replacement, message) in cases {
            XCTAssertTrue(report.contains(original), report)
            try write("bad.json", report.replacingOccurrences(of: original, with: replacement))
            let run = try glossa(["merge", "bad.json", "--json", "merged.json"])
            XCTAssertEqual(run.status, 2, run.stderr)
            XCTAssertTrue(run.stderr.contains(message), "expected: \(message)\ngot: \(run.stderr)")
            if replacement.contains("1e308") { XCTAssertTrue(run.stderr.contains("bad.json:"), run.stderr) }
        }
    }

    func testAnAssetScaleXcodeDoesNotWriteIsExitTwo() throws {
        try write("screen.yaml", "name: screen\nassets: A.xcassets\nroot:\n  image: {id: i, asset: star}\n")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("A.xcassets/star.imageset"), withIntermediateDirectories: true)
        try Data(Self.onePixelPNG).write(to: folder.appendingPathComponent("A.xcassets/star.imageset/star.png"))
        for scale in ["0x", "nanx", "1e308x", "-2x", "2"] {
            try write("A.xcassets/star.imageset/Contents.json", """
            {
              "images" : [
                { "filename" : "star.png", "idiom" : "universal", "scale" : "\(scale)" }
              ]
            }
            """)
            let run = try glossa(["check", "screen.yaml"])
            XCTAssertEqual(run.status, 2, run.stderr)
            XCTAssertTrue(run.stderr.contains("A.xcassets/star.imageset/Contents.json:3: not a valid asset Contents.json: images[0].scale is \"\(scale)\"; an image set's scales are 1x, 2x and 3x"), run.stderr)
        }
    }

    /// A 1 × 1 red PNG (our own bytes, made with zlib).
    static let onePixelPNG: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01,
        0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4, 0x89, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x44, 0x41,
        0x54, 0x78, 0x9C, 0x63, 0xF8, 0xCF, 0xC0, 0xF0, 0x1F, 0x00, 0x05, 0x00, 0x01, 0xFF, 0x89, 0x99, 0x3D, 0x1D, 0x00, 0x00,
        0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]

    // MARK: Item 3: a format width in a translation

    func testAHugeFormatWidthIsAFindingAndShowsTheValueUnpadded() throws {
        try write("Strings/en.lproj/Localizable.strings", "\"n\" = \"%lld articles\";\n")
        try write("Strings/de.lproj/Localizable.strings", "\"n\" = \"%100000000lld Artikel\";\n")
        try write("Strings/fr.lproj/Localizable.strings", "\"n\" = \"%5lld articles, %.99999999f, %1000000000$d\";\n")
        try write("screen.yaml", "name: screen\ndevice: watch-45\nstrings: Strings\nroot:\n  text: {id: t, key: n, args: [3, 2.5]}\n")
        let run = try glossa(["check", "screen.yaml", "--locales", "en,de,fr,ar", "--json", "r.json"])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("error format-mismatch t (in de, fr): the de value of 'n' cannot be shown as written"), run.stdout)
        let results = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("r.json"))) as? [String: Any])
        let findings = (results["results"] as? [[String: Any]] ?? []).flatMap { ($0["findings"] as? [[String: Any]]) ?? [] }
            .filter { $0["kind"] as? String == "format-mismatch" }.compactMap { $0["message"] as? String }
        XCTAssertTrue(findings.contains("the de value of 'n' cannot be shown as written: '%1$100000000lld' asks for a width of 100000000 characters, more than 1000; the value is shown without padding"), "\(findings)")
        XCTAssertTrue(findings.contains { $0.hasPrefix("the fr value of 'n' cannot be shown as written: '%2$.99999999f' asks for 99999999 digits of precision") }, "\(findings)")
        XCTAssertFalse(findings.contains { $0.contains("en value of 'n' cannot") }, "the development value within the limits is shown as written")
        let texts = (results["results"] as? [[String: Any]] ?? []).compactMap { (($0["views"] as? [String: Any])?["t"] as? [String: Any])?["text"] as? String }
        XCTAssertEqual(texts.count, 4)
        XCTAssertTrue(texts.allSatisfy { $0.count < 80 }, "\(texts)")
        XCTAssertTrue(texts.contains("3 Artikel"), "\(texts)")
        XCTAssertTrue(texts.contains("    3 articles, 2,500000, %1000000000$d"), "a width within the limit still pads: \(texts)")
    }

    // MARK: Item 4: expansion limits

    func testAliasesAndComponentsAreCountedAsWhatTheyBuild() throws {
        // 280 bytes whose aliases expand to 11,111 views.
        try write("alias.yaml", """
        name: alias
        root: {vstack: {children: [{vstack: {children: [&d {vstack: {children: [&c {vstack: {children: [&b {vstack: {children: [&a {text: {verbatim: x}},*a,*a,*a,*a,*a,*a,*a,*a,*a]}},*b,*b,*b,*b,*b,*b,*b,*b,*b]}},*c,*c,*c,*c,*c,*c,*c,*c,*c]}},*d,*d,*d,*d,*d,*d,*d,*d,*d]}}]}}
        """)
        var components = "name: dbl\ncomponents:\n  c0:\n    params: {s: null}\n    text: {verbatim: $s}\n"
        for level in 1...30 { components += "  c\(level):\n    params: {s: null}\n    c\(level - 1): {s: $s$s}\n" }
        try write("double.yaml", components + "root:\n  c30: {s: xxx}\n")
        let alias = try glossa(["check", "alias.yaml"])
        XCTAssertEqual(alias.status, 2, alias.stderr)
        XCTAssertTrue(alias.stderr.contains("alias.yaml:2:"), alias.stderr)
        XCTAssertTrue(alias.stderr.contains("the document builds more than 10000 views, counting each use of a YAML alias and each component instance"), alias.stderr)
        let double = try glossa(["check", "double.yaml"])
        XCTAssertEqual(double.status, 2, double.stderr)
        XCTAssertTrue(double.stderr.contains("double.yaml:"), double.stderr)
        XCTAssertTrue(double.stderr.contains("the document builds more than 4000000 characters of text"), double.stderr)
        // A few aliases are fine: they build what they say.
        try write("few.yaml", "name: few\ndevice: watch-45\nroot: {vstack: {children: [&a {text: {verbatim: x}}, *a, *a]}}\n")
        XCTAssertEqual(try glossa(["check", "few.yaml", "--fail-on", "never"]).status, 0)
    }
}
