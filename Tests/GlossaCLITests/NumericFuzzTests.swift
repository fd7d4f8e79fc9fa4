import Foundation
import XCTest

/// Extreme numbers in every numeric field of every format Glossa reads, through the executable: each run
/// exits 0, 1 or 2 and never traps. Each field takes the next value of the list in turn, so every value
/// meets fields of several formats while the test stays a few seconds long (`make fuzz` goes further).
final class NumericFuzzTests: XCTestCase {
    static let values = ["1e308", "-1e308", "NaN", ".nan", "inf", "-.inf", "1e19", "-1e19", "9223372036854775808",
                         "99999999999999999999", "-0", "1e-320", "-1", "0", "100000000", "4294967297"]

    /// A format: the files of a small app with one field written `{N}`, and the command that reads them.
    struct Format {
        let name: String
        let files: [String: String]
        let command: [String]
        let fields: [String]
    }

    static let strings = "\"n\" = \"%lld items\";\n\"t\" = \"Title\";\n"

    static let formats: [Format] = [
        Format(name: "yaml", files: ["a.yaml": """
            name: a
            strings: Strings
            root:
              vstack:
                spacing: {spacing}
                padding: {top: {top}, leading: 8}
                children:
                  - text: {id: t, key: n, args: [{arg}], lines: {lines}, size: {size}}
                  - text: {id: p, verbatim: x, args: [{percent: {percent}}]}
                  - view:
                      id: v
                      width: {width}
                      cornerRadius: {radius}
                      children: [{text: {id: in, verbatim: y}}]
                      constraints: ['in.leading == superview.leading + {constant} @{priority}', 'in.width == superview.width * {multiplier}']
            """, "Strings/en.lproj/Localizable.strings": strings], command: ["check", "a.yaml", "--locales", "en,ar"],
               fields: ["spacing", "top", "arg", "lines", "size", "percent", "width", "radius", "constant", "priority", "multiplier"]),
        Format(name: "json", files: ["a.json": """
            {"name": "a", "root": {"view": {"width": {width}, "children": [{"text": {"id": "t", "verbatim": "x", "args": [{arg}], "lines": {lines}}}]}}}
            """], command: ["check", "a.json"], fields: ["width", "arg", "lines"]),
        Format(name: "xib", files: ["V.xib": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="{rootWidth}" height="300"/>
                        <subviews>
                            <label text="Hello" numberOfLines="{lines}" translatesAutoresizingMaskIntoConstraints="NO" id="lbl" horizontalHuggingPriority="{hugging}">
                                <rect key="frame" x="{x}" y="20" width="200" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="{pointSize}"/>
                                <color key="textColor" red="{red}" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="{constant}" priority="{priority}" id="c1"/>
                            <constraint firstItem="lbl" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="{multiplier}" id="c2"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """], command: ["render", "V.xib", "--out", "out"],
               fields: ["rootWidth", "lines", "hugging", "x", "pointSize", "red", "constant", "priority", "multiplier"]),
        Format(name: "strings", files: ["a.yaml": "name: a\nstrings: Strings\nroot:\n  text: {id: t, key: n, args: [3]}\n",
                                        "Strings/en.lproj/Localizable.strings": strings,
                                        "Strings/de.lproj/Localizable.strings": "\"n\" = \"%{width}lld Artikel, %.{precision}f, %{position}$d\";\n"],
               command: ["check", "a.yaml", "--locales", "de"], fields: ["width", "precision", "position"]),
        Format(name: "stringsdict", files: ["a.yaml": "name: a\nstrings: Strings\nroot:\n  text: {id: t, key: n, args: [{count}]}\n",
                                            "Strings/en.lproj/Localizable.strings": strings,
                                            "Strings/de.lproj/Localizable.stringsdict": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>n</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@c@</string>
              <key>c</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>{valueType}lld</string>
                <key>one</key><string>%lld Element</string><key>other</key><string>%lld Elemente</string></dict>
            </dict></dict></plist>
            """], command: ["check", "a.yaml", "--locales", "de", "--plurals", "all"], fields: ["count", "valueType"]),
        Format(name: "xcstrings", files: ["a.yaml": "name: a\nstrings: Strings\nroot:\n  text: {id: t, key: n, args: [3]}\n",
                                          "Strings/Localizable.xcstrings": """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"n": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "%#@c@"},
             "substitutions": {"c": {"argNum": {argNum}, "formatSpecifier": "lld", "variations": {"plural": {
               "one": {"stringUnit": {"state": "translated", "value": "%arg élément"}}, "other": {"stringUnit": {"state": "translated", "value": "%arg éléments"}}}}}}}}}}}
            """], command: ["check", "a.yaml", "--locales", "all"], fields: ["argNum"]),
        Format(name: "contents", files: ["a.yaml": "name: a\nassets: A.xcassets\nroot:\n  image: {id: i, asset: star}\n",
                                         "A.xcassets/star.imageset/Contents.json": """
            {"images": [{"filename": "star.png", "idiom": "universal", "scale": "{scale}x"}], "info": {"version": {version}}}
            """], command: ["render", "a.yaml", "--out", "out"], fields: ["scale", "version"]),
        Format(name: "report", files: ["r.json": """
            {"tool": "glossa", "version": "0.1.0", "matrix": {matrix}, "failOn": "error", "results": [{"layout": "a", "locale": "en", "device": "iphone-15",
             "contentSize": "l", "direction": "ltr", "png": "out/a.png", "index": {index}, "views": {"t": {"x": {x}, "y": 0, "width": 10, "height": 10}},
             "findings": [{"kind": "truncated", "severity": "error", "message": "m", "view": "t", "frame": {"x": {frameX}, "y": 0, "width": {frameWidth}, "height": 1}}]}]}
            """], command: ["merge", "r.json", "--json", "m.json", "--html", "m.html", "--markdown", "m.md", "--junit", "m.xml", "--sarif", "m.sarif"],
               fields: ["matrix", "index", "x", "frameX", "frameWidth"]),
    ]

    func testExtremeNumbersInEveryFormatNeverCrash() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        var turn = 0, runs = 0
        for format in Self.formats {
            for field in format.fields {
                let value = Self.values[turn % Self.values.count]
                turn += 1
                let app = root.appendingPathComponent("\(format.name)-\(field)")
                try write(format, field: field, value: value, to: app)
                let run = try CLI.run(format.command, in: app)
                runs += 1
                XCTAssertTrue((0...2).contains(run.status), "\(format.name) \(field)=\(value): exit \(run.status)\n\(run.stderr)")
                XCTAssertFalse(run.stderr.contains("Fatal error"), "\(format.name) \(field)=\(value): \(run.stderr)")
                if run.status == 2 { XCTAssertTrue(run.stderr.hasPrefix("glossa: "), "\(format.name) \(field)=\(value): \(run.stderr)") }
            }
        }
        XCTAssertGreaterThanOrEqual(runs, 2 * Self.values.count, "every value is tried at least twice")
    }

    /// The format's files, `field` set to `value` and every other field to a plain value.
    private func write(_ format: Format, field: String, value: String, to app: URL) throws {
        let plain = ["spacing": "8", "top": "16", "arg": "3", "lines": "2", "size": "17", "percent": "0.5", "width": "120", "radius": "4",
                     "constant": "20", "priority": "750", "multiplier": "0.5", "rootWidth": "414", "hugging": "251", "x": "20",
                     "pointSize": "17", "red": "0.5", "precision": "2", "position": "1", "count": "3", "valueType": "",
                     "argNum": "1", "scale": "2", "version": "1", "matrix": "1", "index": "0", "frameX": "1", "frameWidth": "5"]
        for (path, template) in format.files {
            var text = template
            for (name, plainValue) in plain {
                text = text.replacingOccurrences(of: "{\(name)}", with: name == field ? value : plainValue)
            }
            let url = app.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let png = app.appendingPathComponent("A.xcassets/star.imageset/star.png")
        if FileManager.default.fileExists(atPath: png.deletingLastPathComponent().path) {
            try Data(HostileInputTests.onePixelPNG).write(to: png)
        }
    }
}
